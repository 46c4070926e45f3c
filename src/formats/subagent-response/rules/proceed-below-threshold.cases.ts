import { ruleCases } from '../../../rules/rule-cases.js';
import { AT } from './revision-target-required.cases.js';

const review = (score: string, next = 'proceed') =>
  `status: success\nagent_name: manifest-gateway\nexecution_time: 60\nscore: ${score}\nround: 1\nnext_action: ${next}\n`;

export const cases = [
  ruleCases('subagent-response/proceed-below-threshold', {
    valid: [
      { name: 'exactly the threshold', path: AT, text: review('90') },
      {
        name: 'a low score that is revised',
        path: AT,
        text: review('65', 'revise').replace('status: success', 'status: partial'),
      },
      {
        name: 'no score to compare',
        path: AT,
        text: 'status: success\nagent_name: svg-forge\nexecution_time: 480\nnext_action: proceed\n',
      },
    ],
    invalid: [
      {
        name: 'proceeding on 78',
        path: AT,
        text: review('78'),
        errors: [
          {
            line: 4,
            column: 8,
            message: '`proceed` needs a score of at least 90; this one is 78. Revise, or explain why it may proceed.',
          },
        ],
      },
      {
        name: 'proceeding on 89.5, in JSON',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{"status": "success", "agent_name": "svg-review", "execution_time": 60, "score": 89.5, "round": 3, "next_action": "proceed"}\n',
        errors: [
          {
            line: 1,
            column: 82,
            message: '`proceed` needs a score of at least 90; this one is 89.5. Revise, or explain why it may proceed.',
          },
        ],
      },
    ],
  }),
];
