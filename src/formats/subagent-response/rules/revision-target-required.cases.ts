import { ruleCases } from '../../../rules/rule-cases.js';

/** Where a run keeps its responses. */
export const AT = 'outputs/.workflow/a1b2c3d4/response.yaml';

/** SVG Forge's response on a manifest problem (spec 2's example), with the last lines given. */
export const forge = (tail: string) => `status: "needs_revision"
agent_name: "svg-forge"
execution_time: 180
issues:
  - severity: "HIGH"
    description: "マニフェストのノード定義がdraw.ioで表現困難"
    action: "マニフェストのノード形状を修正"
${tail}`;

const MESSAGE =
  '`status: needs_revision` needs a `revision_target` naming the agent to send the work back to, one of `manifest-gateway`, `svg-forge`.';

export const cases = [
  ruleCases('subagent-response/revision-target-required', {
    valid: [
      {
        name: 'sent back to the manifest',
        path: AT,
        text: forge('next_action: "revise"\nrevision_target: "manifest-gateway" # マニフェスト修正が必要\n'),
      },
      {
        name: 'a success needs no target',
        path: AT,
        text: 'status: success\nagent_name: svg-forge\nexecution_time: 480\noutput_path: outputs/user-registration-flow.drawio.svg\nnext_action: proceed\n',
      },
      {
        name: "a target of another type is the schema's finding",
        path: AT,
        text: forge('next_action: revise\nrevision_target: 2\n'),
      },
    ],
    invalid: [
      {
        name: 'no target, reported on the status',
        path: AT,
        text: forge('next_action: "revise"\n'),
        errors: [{ line: 1, column: 9, message: MESSAGE }],
      },
      {
        name: 'a null target, as an agent writing every key leaves it',
        path: AT,
        text: forge('next_action: revise\nrevision_target: null\n'),
        errors: [{ line: 9, column: 18, message: MESSAGE }],
      },
      {
        name: "a blank target in JSON, with a team's own agent listed",
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{\n  "status": "needs_revision",\n  "agent_name": "svg-forge",\n  "execution_time": 95.5,\n  "next_action": "revise",\n  "revision_target": ""\n}\n',
        config: { enums: { 'subagent-response/revision-target': ['layout-engine'] } },
        errors: [
          {
            line: 6,
            column: 22,
            message:
              '`status: needs_revision` needs a `revision_target` naming the agent to send the work back to, one of `manifest-gateway`, `svg-forge`, `layout-engine`.',
          },
        ],
      },
    ],
  }),
];
