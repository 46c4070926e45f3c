import { ruleCases } from '../../../../../rules/rule-cases.js';

const PATH = '.forge/reviews/fix-login/check-address.yaml';
const MESSAGE =
  'A rejected review needs at least one entry in `issues`: they are the feedback the next attempt and the human in the inbox work from.';

export const cases = [
  ruleCases('review-result/rejected-without-issues', {
    valid: [
      {
        name: 'rejected, saying why',
        path: PATH,
        text: 'task_id: check-address\nverdict: rejected\nissues:\n  - The handler still accepts `a@b`.\n',
      },
      {
        name: 'approved needs no issues',
        path: PATH,
        text: 'task_id: check-address\nverdict: approved\nissues: null\nsuggestions: [Name the regex.]\n',
      },
      {
        name: "pfl-forge's flag, saying why",
        path: PATH,
        text: 'task_id: check-address\napproved: false\nissues: [No test for an empty address.]\n',
      },
    ],
    invalid: [
      {
        name: 'rejected without `issues`, reported on the verdict',
        path: PATH,
        text: 'task_id: check-address\nverdict: rejected\n',
        errors: [{ line: 2, column: 10, message: MESSAGE }],
      },
      {
        name: 'an empty list, reported on it; suggestions are no issues',
        path: PATH,
        text: 'task_id: check-address\nverdict: rejected\nissues: []\nsuggestions: [Add a test for an empty address.]\n',
        errors: [{ line: 3, column: 9, message: MESSAGE }],
      },
      {
        name: 'blank entries say nothing',
        path: PATH,
        text: 'task_id: check-address\nverdict: Rejected\nissues:\n  - ""\n  - "  "\n',
        errors: [{ line: 4, column: 3, message: MESSAGE }],
      },
      {
        name: "pfl-forge's `approved: false`, reported on the flag",
        path: PATH,
        text: 'task_id: check-address\napproved: false\n',
        errors: [{ line: 2, column: 11, message: MESSAGE }],
      },
    ],
  }),
];
