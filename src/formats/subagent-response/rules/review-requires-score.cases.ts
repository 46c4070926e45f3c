import { ruleCases } from '../../../rules/rule-cases.js';
import { AT } from './revision-target-required.cases.js';

const MESSAGE = 'A successful review-type agent must give a `score` (0–100).';

export const cases = [
  ruleCases('subagent-response/review-requires-score', {
    valid: [
      {
        name: 'a review round that scores',
        path: AT,
        text: 'status: success\nagent_name: manifest-gateway\nexecution_time: 60\nscore: 94\nround: 2\nnext_action: proceed\n',
      },
      {
        name: 'a generator needs no score',
        path: AT,
        text: 'status: success\nagent_name: manifest-gateway\nexecution_time: 300\noutput_path: outputs/.workflow/a1b2c3d4/manifest.v1.md\nnext_action: proceed\n',
      },
      {
        name: 'a review that did not succeed need not score',
        path: AT,
        text: 'status: failed\nagent_name: svg-review\nexecution_time: 12\nnext_action: escalate\n',
      },
      {
        name: '`round: null` says it is no review round',
        path: AT,
        text: 'status: success\nagent_name: svg-forge\nexecution_time: 480\nround: null\nnext_action: proceed\n',
      },
    ],
    invalid: [
      {
        name: 'a reviewer by its name, without a score',
        path: AT,
        text: 'status: success\nagent_name: SVG-Review\nexecution_time: 75\nnext_action: proceed\n',
        errors: [{ line: 1, column: 9, message: MESSAGE }],
      },
      {
        name: 'a review by its round, with a null score, in JSON',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{\n  "status": "success",\n  "agent_name": "quality-gate",\n  "execution_time": 41,\n  "round": 1,\n  "score": null\n}\n',
        errors: [{ line: 2, column: 13, message: MESSAGE }],
      },
    ],
  }),
];
