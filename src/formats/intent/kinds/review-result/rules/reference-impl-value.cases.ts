import { ruleCases } from '../../../../../rules/rule-cases.js';

const PATH = '.forge/reviews/fix-login/check-address.yaml';

export const cases = [
  ruleCases('review-result/reference-impl-value', {
    valid: [
      { name: "spec 4's `verdict`", path: PATH, text: 'task_id: check-address\nverdict: approved\n' },
      {
        name: 'both, agreeing: the flag is only extra (verdict-conflict judges a disagreement)',
        path: PATH,
        text: 'task_id: check-address\nverdict: approved\napproved: true\n',
      },
    ],
    invalid: [
      {
        name: "pfl-forge's `approved: true`, reported on the key",
        path: PATH,
        text: 'task_id: check-address\napproved: true\nsuggestions:\n  - Name the regex.\n',
        errors: [
          {
            line: 2,
            column: 1,
            message: "`approved: true` is pfl-forge's form; spec 4 says `verdict: approved`. Write that instead.",
          },
        ],
      },
      {
        name: '`approved: false` in the JSON the review agent returns',
        path: '.forge/reviews/fix-login/check-address.json',
        text: '{"task_id": "check-address", "approved": false, "issues": ["No test for an empty address."]}\n',
        errors: [
          {
            line: 1,
            column: 30,
            message: "`approved: false` is pfl-forge's form; spec 4 says `verdict: rejected`. Write that instead.",
          },
        ],
      },
    ],
  }),
];
