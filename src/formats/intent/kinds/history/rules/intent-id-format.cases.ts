import { ruleCases } from '../../../../../rules/rule-cases.js';

const entry = (intentId: string) => `intent_id: ${intentId}
title: Fix login validation
flow: [analyze, implement, review]
outcome: success
created_at: 2025-02-22T10:45:00Z
`;

const PATH = '.forge/knowledge/history/2025-02-22-fix-login-validation.yaml';

export const cases = [
  ruleCases('history/intent-id-format', {
    valid: [
      { name: 'an intent id; the intent may be deleted since', path: PATH, text: entry('fix-login-validation') },
      {
        name: "an unfilled prompt template is template-leftover's",
        path: PATH,
        text: entry('"<from the intent in your prompt>"'),
      },
    ],
    invalid: [
      {
        name: "the intent's title instead of its id",
        path: PATH,
        text: entry('"Fix login validation"'),
        errors: [
          {
            line: 1,
            column: 12,
            message:
              '`intent_id` is `Fix login validation`, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.',
          },
        ],
      },
      {
        name: 'the file name with its extension',
        path: PATH,
        text: entry('fix-login-validation.yaml'),
        errors: [
          {
            line: 1,
            column: 12,
            message:
              '`intent_id` is `fix-login-validation.yaml`, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.',
          },
        ],
      },
    ],
  }),
];
