import { ruleCases } from '../../../../../rules/rule-cases.js';

const task = (files: string) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address before looking the user up.
relevant_files:
${files}implementation_steps: [Add the validator]
`;

const PATH = '.forge/tasks/fix-login/check-address.yaml';

export const cases = [
  ruleCases('task/relevant-file-path', {
    valid: [
      {
        name: 'paths from the repository root',
        path: PATH,
        text: task('  - src/handler/login.rs\n  - ./tests/login_test.rs\n'),
      },
      { name: 'a `..` that stays inside', path: PATH, text: task('  - src/handler/../validation/email.rs\n') },
      { name: 'an empty entry is no path to judge', path: PATH, text: task('  - ""\n') },
    ],
    invalid: [
      {
        name: "the agent's working copy, absolute",
        path: PATH,
        text: task('  - src/handler/login.rs\n  - /home/runner/work/app/src/validation/email.rs\n'),
        errors: [
          {
            line: 6,
            column: 5,
            message:
              '`relevant_files[1]` is an absolute path (`/home/runner/work/app/src/validation/email.rs`); write it relative to the repository root.',
          },
        ],
      },
      {
        name: 'a Windows path and one that leaves the repository',
        path: PATH,
        text: task('  - C:\\dev\\app\\src\\login.rs\n  - ../shared/validation.rs\n'),
        errors: [
          {
            line: 5,
            column: 5,
            message:
              '`relevant_files[0]` is an absolute path (`C:\\dev\\app\\src\\login.rs`); write it relative to the repository root.',
          },
          {
            line: 6,
            column: 5,
            message:
              '`relevant_files[1]` (`../shared/validation.rs`) leaves the repository through `..`; write it relative to the repository root.',
          },
        ],
      },
    ],
  }),
];
