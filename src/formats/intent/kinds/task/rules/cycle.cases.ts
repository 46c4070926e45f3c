import { ruleCases } from '../../../../../rules/rule-cases.js';

const task = (dependsOn: string, intentId = 'fix-login') => `intent_id: ${intentId}
title: A step of the login fix
plan: Do the step.
relevant_files: [src/handler/login.rs]
implementation_steps: [Do the step]
depends_on: ${dependsOn}
`;

const at = (id: string, intent = 'fix-login') => `.forge/tasks/${intent}/${id}.yaml`;

export const cases = [
  ruleCases('task/cycle', {
    valid: [
      {
        name: 'a chain',
        path: at('add-tests'),
        text: task('[check-address]'),
        files: { [at('check-address')]: task('[add-validator]'), [at('add-validator')]: task('[]') },
      },
      {
        name: 'the same ids under another intent make no circle with these',
        path: at('add-tests'),
        text: task('[check-address]'),
        files: {
          [at('check-address')]: task('[]'),
          [at('check-address', 'fix-signup')]: task('[add-tests]', 'fix-signup'),
          [at('add-tests', 'fix-signup')]: task('[]', 'fix-signup'),
        },
      },
    ],
    invalid: [
      {
        name: 'a task that waits for itself',
        path: at('add-tests'),
        text: task('[add-tests]'),
        errors: [
          {
            line: 6,
            column: 14,
            message:
              '`depends_on` makes a cycle: `add-tests` → `add-tests`, so none of these tasks can ever start. Remove one of the dependencies.',
          },
        ],
      },
      {
        name: 'two tasks waiting for each other, reported on the entry in the circle',
        path: at('add-tests'),
        text: task('\n  - add-validator\n  - check-address'),
        files: { [at('check-address')]: task('[add-tests]'), [at('add-validator')]: task('[]') },
        errors: [
          {
            line: 8,
            column: 5,
            message:
              '`depends_on` makes a cycle: `add-tests` → `check-address` → `add-tests`, so none of these tasks can ever start. Remove one of the dependencies.',
          },
        ],
      },
    ],
  }),
];
