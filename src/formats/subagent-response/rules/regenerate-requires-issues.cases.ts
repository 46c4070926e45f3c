import { ruleCases } from '../../../rules/rule-cases.js';
import { AT } from './revision-target-required.cases.js';

const MESSAGE = '`next_action: regenerate` needs at least one entry in `issues` saying what to fix.';

export const cases = [
  ruleCases('subagent-response/regenerate-requires-issues', {
    valid: [
      {
        name: "spec 2's self-check failure, with its issues",
        path: AT,
        text: 'status: "needs_revision"\nagent_name: "svg-forge"\nexecution_time: 300\nissues:\n  - severity: "CRITICAL"\n    description: "content属性内のrootが空。mxCell定義がない"\n    action: "全図形をmxCell形式で再定義"\nnext_action: "regenerate"\nrevision_target: "svg-forge" # 自己修正\n',
      },
      {
        name: "a revision without issues is another rule's business",
        path: AT,
        text: 'status: needs_revision\nagent_name: svg-forge\nexecution_time: 120\nnext_action: revise\nrevision_target: svg-forge\n',
      },
    ],
    invalid: [
      {
        name: 'regenerate with an empty list',
        path: AT,
        text: 'status: needs_revision\nagent_name: svg-forge\nexecution_time: 300\nissues: []\nnext_action: regenerate\nrevision_target: svg-forge\n',
        errors: [{ line: 5, column: 14, message: MESSAGE }],
      },
      {
        name: 'regenerate with `issues: null`, in JSON',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{"status": "needs_revision", "agent_name": "svg-forge", "execution_time": 300, "issues": null, "next_action": "regenerate", "revision_target": "svg-forge"}\n',
        errors: [{ line: 1, column: 111, message: MESSAGE }],
      },
    ],
  }),
];
