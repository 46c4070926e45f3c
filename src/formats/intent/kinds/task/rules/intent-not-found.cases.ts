import { ruleCases } from '../../../../../rules/rule-cases.js';

const task = (intentId: string) => `intent_id: ${intentId}
title: Check the address format on login
plan: Validate the address with an RFC 5322 parser before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator, Call it from the handler]
status: pending
`;

const INTENTS = {
  '.forge/intents/fix-login-validation.yaml': 'title: Fix login validation\nbody: Check the address.\nsource: human\n',
};
const PATH = '.forge/tasks/fix-login-validation/check-address.yaml';

export const cases = [
  ruleCases('task/intent-not-found', {
    valid: [
      { name: 'its intent is in the registry', path: PATH, text: task('fix-login-validation'), files: INTENTS },
      { name: "an unfilled template is template-leftover's", path: PATH, text: task('"<intent id>"') },
    ],
    invalid: [
      {
        name: 'a misspelt intent, with the id it is near',
        path: PATH,
        text: task('fix-login-validaiton'),
        context: INTENTS,
        errors: [
          {
            line: 1,
            column: 12,
            message:
              '`intent_id` is `fix-login-validaiton`, but there is no `fix-login-validaiton.yaml` among the intents. Did you mean `fix-login-validation`? Fix the id, or add the intent.',
          },
        ],
      },
      {
        name: 'an intent that was never written',
        path: '.forge/tasks/add-rate-limiting/token-bucket.yaml',
        text: task('add-rate-limiting'),
        context: INTENTS,
        errors: [
          {
            line: 1,
            column: 12,
            message:
              '`intent_id` is `add-rate-limiting`, but there is no `add-rate-limiting.yaml` among the intents. Fix the id, or add the intent.',
          },
        ],
      },
    ],
  }),
];
