import { ruleCases } from '../../../../../rules/rule-cases.js';

const PATH = '.forge/reviews/fix-login/check-address.json';

export const cases = [
  ruleCases('review-result/missing-verdict', {
    valid: [
      {
        name: 'a verdict',
        path: PATH,
        text: '{"task_id": "check-address", "verdict": "approved", "issues": [], "suggestions": ["Name the regex."]}\n',
      },
      {
        name: "pfl-forge's `approved` flag stands in for it (warned about elsewhere)",
        path: PATH,
        text: '{"task_id": "check-address", "approved": false, "issues": ["No test for an empty address."]}\n',
      },
    ],
    invalid: [
      {
        name: 'issues and suggestions, but no verdict',
        path: PATH,
        text: '{\n  "task_id": "check-address",\n  "issues": ["The handler still accepts `a@b`."],\n  "suggestions": []\n}\n',
        errors: [
          {
            line: 1,
            column: 1,
            message: '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.',
          },
        ],
      },
      {
        name: 'an `approved` flag that is no boolean does not stand in',
        path: '.forge/reviews/fix-login/check-address.yaml',
        text: 'task_id: check-address\napproved: "yes"\n',
        errors: [
          {
            line: 1,
            column: 1,
            message: '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.',
          },
        ],
      },
    ],
  }),
];
