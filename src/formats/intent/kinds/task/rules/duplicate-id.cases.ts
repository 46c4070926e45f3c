import { ruleCases } from '../../../../../rules/rule-cases.js';

const task = (intentId: string, title: string) => `intent_id: ${intentId}
title: ${title}
plan: ${title}.
relevant_files: [src/handler/login.rs]
implementation_steps: [${title}]
`;

export const cases = [
  ruleCases('task/duplicate-id', {
    valid: [
      {
        name: 'the same task id under two intents',
        path: '.forge/tasks/fix-login/add-tests.yaml',
        text: task('fix-login', 'Add login tests'),
        context: { '.forge/tasks/fix-signup/add-tests.yaml': task('fix-signup', 'Add sign-up tests') },
      },
    ],
    invalid: [
      {
        name: 'a task copied into a second folder for the same intent',
        path: '.forge/tasks/fix-login/add-tests.yaml',
        text: task('fix-login', 'Add login tests'),
        context: { '.forge/tasks/fix-login/retry/add-tests.yaml': task('fix-login', 'Add the missing login tests') },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The task id `add-tests` is also used by `.forge/tasks/fix-login/retry/add-tests.yaml` for the same intent; rename one file.',
          },
        ],
      },
      {
        name: '`.yaml` beside `.yml`, both named',
        path: '.forge/tasks/fix-login/add-tests.yaml',
        text: task('fix-login', 'Add login tests'),
        context: {
          '.forge/tasks/fix-login/add-tests.yml': task('fix-login', 'Add login tests'),
          '.forge/tasks/old/add-tests.yaml': task('fix-login', 'Add login tests'),
        },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The task id `add-tests` is also used by `.forge/tasks/fix-login/add-tests.yml`, `.forge/tasks/old/add-tests.yaml` for the same intent; rename one file.',
          },
        ],
      },
    ],
  }),
];
