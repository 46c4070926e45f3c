import { ruleCases } from '../../../rules/rule-cases.js';
import { AT, forge } from './revision-target-required.cases.js';

const sendTo = (target: string) => forge(`next_action: revise\nrevision_target: ${target}\n`);

export const cases = [
  ruleCases('subagent-response/unknown-revision-target', {
    valid: [
      { name: 'back to the manifest', path: AT, text: sendTo('manifest-gateway') },
      { name: "to itself, as spec 2's self-correction does", path: AT, text: sendTo('"svg-forge" # 自己修正') },
      {
        name: "a team's own agent, listed in the config",
        path: AT,
        text: sendTo('layout-engine'),
        config: { enums: { 'subagent-response/revision-target': ['layout-engine'] } },
      },
      {
        name: 'the config key spelt as the field is',
        path: AT,
        text: sendTo('layout-engine'),
        config: { enums: { 'subagent-response/revision_target': ['layout-engine'] } },
      },
      { name: 'null: nothing to send back to', path: AT, text: sendTo('null') },
    ],
    invalid: [
      {
        name: 'a retired reviewer cannot take work back',
        path: AT,
        text: sendTo('manifest-review'),
        errors: [
          {
            line: 9,
            column: 18,
            message:
              '`manifest-review` was retired in v4.0 (merged into the Flow Orchestrator) and can no longer take work back. The valid revision targets are `manifest-gateway`, `svg-forge`: write the one that owns what must change (`manifest-gateway` for the manifest, `svg-forge` for the drawing).',
          },
        ],
      },
      {
        name: 'a slip of the keyboard, fixed',
        path: AT,
        text: sendTo('svg-forg'),
        errors: [
          {
            line: 9,
            column: 18,
            message:
              "`svg-forg` is not a valid revision target; the valid ones are `manifest-gateway`, `svg-forge`. Did you mean `svg-forge`? A team's own agents go under `enums: subagent-response/revision-target` in the config.",
          },
        ],
        output: sendTo('svg-forge'),
      },
      {
        name: 'an agent no one listed, in JSON: nothing to fix it to',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{\n  "status": "needs_revision",\n  "agent_name": "svg-forge",\n  "execution_time": 180,\n  "next_action": "revise",\n  "revision_target": "diagram-layout"\n}\n',
        errors: [
          {
            line: 6,
            column: 22,
            message:
              "`diagram-layout` is not a valid revision target; the valid ones are `manifest-gateway`, `svg-forge`. A team's own agents go under `enums: subagent-response/revision-target` in the config.",
          },
        ],
      },
    ],
  }),
];
