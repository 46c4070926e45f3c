import { ruleCases } from '../../../../../rules/rule-cases.js';

const task = (intentId: string, dependsOn = '[]') => `intent_id: ${intentId}
title: Add login tests
plan: Cover the new validation with unit tests.
relevant_files: [tests/login.rs]
implementation_steps: [Write the tests]
depends_on: ${dependsOn}
`;

const PATH = '.forge/tasks/fix-login/add-tests.yaml';
const SIBLINGS = {
  '.forge/tasks/fix-login/check-address.yaml': task('fix-login'),
  '.forge/tasks/fix-login/update-docs.yaml': task('fix-login'),
  '.forge/tasks/fix-signup/shared-validator.yaml': task('fix-signup'),
};

export const cases = [
  ruleCases('task/dependency-not-found', {
    valid: [
      { name: 'a task of the same intent', path: PATH, text: task('fix-login', '[check-address]'), files: SIBLINGS },
      { name: 'no dependencies', path: PATH, text: task('fix-login'), files: SIBLINGS },
      { name: 'without an intent there is nothing to look in', path: PATH, text: task('""', '[check-address]') },
    ],
    invalid: [
      {
        name: 'a misspelt sibling, with the task it is near',
        path: PATH,
        text: task('fix-login', '[check-adress]'),
        context: SIBLINGS,
        errors: [
          {
            line: 6,
            column: 14,
            message:
              '`depends_on` names `check-adress`, but intent `fix-login` has no task `check-adress`. Did you mean `check-address`? Fix the id, or remove the dependency.',
          },
        ],
      },
      {
        name: 'a task of another intent',
        path: PATH,
        text: task('fix-login', '\n  - check-address\n  - shared-validator'),
        context: SIBLINGS,
        errors: [
          {
            line: 8,
            column: 5,
            message:
              '`depends_on` names `shared-validator`, a task of another intent; a task may only depend on tasks of its own intent (`fix-login`). Make it an intent dependency instead.',
          },
        ],
      },
      {
        name: 'the only task of its intent names one that does not exist',
        path: PATH,
        text: task('fix-login', '[write-fixtures]'),
        errors: [
          {
            line: 6,
            column: 14,
            message:
              '`depends_on` names `write-fixtures`, but intent `fix-login` has no task `write-fixtures`. Fix the id, or remove the dependency.',
          },
        ],
      },
    ],
  }),
];
