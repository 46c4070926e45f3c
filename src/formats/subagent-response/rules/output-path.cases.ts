import { ruleCases } from '../../../rules/rule-cases.js';
import { AT } from './revision-target-required.cases.js';

const gateway = (path: string) =>
  `status: "success"\nagent_name: "manifest-gateway"\nexecution_time: 300\noutput_path: ${path}\nnext_action: "proceed"\n`;

export const cases = [
  ruleCases('subagent-response/output-path', {
    valid: [
      { name: "spec 2's run folder", path: AT, text: gateway('"outputs/.workflow/a1b2c3d4/manifest.v1.md"') },
      { name: 'null: no file this time', path: AT, text: gateway('null') },
    ],
    invalid: [
      {
        name: "an absolute path from the agent's machine",
        path: AT,
        text: gateway('"/Users/dev/flows/outputs/manifest.v1.md"'),
        errors: [
          {
            line: 4,
            column: 14,
            message:
              '`output_path` is an absolute path (`/Users/dev/flows/outputs/manifest.v1.md`); write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a path that climbs out, in JSON',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{"status": "success", "agent_name": "svg-forge", "execution_time": 480, "output_path": "../shared/flow.drawio.svg", "next_action": "proceed"}\n',
        errors: [
          {
            line: 1,
            column: 88,
            message:
              '`output_path` (`../shared/flow.drawio.svg`) leaves the repository through `..`; write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'an empty path',
        path: AT,
        text: gateway('""'),
        errors: [{ line: 4, column: 14, message: '`output_path` is empty; name the file.' }],
      },
    ],
  }),
];
