import { ruleCases } from '../../../../../rules/rule-cases.js';

const PATH = '.forge/reviews/fix-login/check-address.yaml';

export const cases = [
  ruleCases('review-result/verdict-conflict', {
    valid: [
      {
        name: 'the two agree',
        path: PATH,
        text: 'task_id: check-address\nverdict: rejected\napproved: false\nissues: [No test for an empty address.]\n',
      },
      { name: 'a verdict alone', path: PATH, text: 'task_id: check-address\nverdict: approved\n' },
      {
        name: "a verdict outside the enum is the enum's finding",
        path: PATH,
        text: 'task_id: check-address\nverdict: lgtm\napproved: false\n',
      },
    ],
    invalid: [
      {
        name: 'approved, and not approved',
        path: PATH,
        text: 'task_id: check-address\nverdict: approved\napproved: false\n',
        errors: [
          {
            line: 3,
            column: 11,
            message: '`verdict: approved` contradicts `approved: false`; keep `verdict` and remove `approved`.',
          },
        ],
      },
      {
        name: 'rejected, with the flag left at true',
        path: '.forge/reviews/fix-login/check-address.json',
        text: '{\n  "task_id": "check-address",\n  "verdict": "rejected",\n  "approved": true,\n  "issues": ["The handler still accepts `a@b`."]\n}\n',
        errors: [
          {
            line: 4,
            column: 15,
            message: '`verdict: rejected` contradicts `approved: true`; keep `verdict` and remove `approved`.',
          },
        ],
      },
    ],
  }),
];
