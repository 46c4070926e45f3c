import { ruleCases } from '../../../../../rules/rule-cases.js';

const task = (status: string) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator]
status: ${status}
`;

const PATH = '.forge/tasks/fix-login/check-address.yaml';

export const cases = [
  ruleCases('task/reference-impl-value', {
    valid: [
      { name: "spec 4's `done`", path: PATH, text: task('done') },
      {
        name: '`completed` a team lists in the config',
        path: PATH,
        text: task('completed'),
        config: { enums: { 'task/status': ['completed'] } },
      },
    ],
    invalid: [
      {
        name: "pfl-forge's `completed`",
        path: PATH,
        text: task('completed'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "`completed` is a pfl-forge value that spec 4 does not list (spec 4's task statuses are pending, implementing, done, failed); write `done`.",
          },
        ],
      },
    ],
  }),
];
