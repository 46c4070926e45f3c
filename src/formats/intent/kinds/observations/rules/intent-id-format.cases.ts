import { ruleCases } from '../../../../../rules/rule-cases.js';

const observation = (intentId: string) => `- content: The login handler has no tests for malformed addresses.
  source: implement
  intent_id: ${intentId}
  created_at: 2025-02-22T10:30:00Z
`;

const PATH = '.forge/observations.yaml';

export const cases = [
  ruleCases('observations/intent-id-format', {
    valid: [
      {
        name: 'intent ids, the intents long done',
        path: PATH,
        text: observation('fix-login-validation') + observation('refactor-api-layer'),
      },
      {
        name: "an unfilled prompt template is template-leftover's",
        path: PATH,
        text: observation('"<from the intent in your prompt>"'),
      },
    ],
    invalid: [
      {
        name: 'the second observation names the intent by its title',
        path: PATH,
        text: observation('fix-login-validation') + observation('Fix Login Validation'),
        errors: [
          {
            line: 7,
            column: 14,
            message:
              '`[1].intent_id` is `Fix Login Validation`, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.',
          },
        ],
      },
    ],
  }),
];
