import { ruleCases } from '../../../rules/rule-cases.js';

const INTENT =
  'title: Fix login validation\nbody: The e-mail address is not checked.\ntype: fix\nsource: human\nrisk: low\n';

export const cases = [
  ruleCases('intent/duplicate-id', {
    valid: [
      {
        name: 'ids that only share a prefix',
        path: '.forge/intents/fix-login.yaml',
        text: INTENT,
        context: { '.forge/intents/fix-login-v2.yaml': INTENT },
      },
      {
        name: 'a task named like its intent is no second intent',
        path: '.forge/intents/fix-login.yaml',
        text: INTENT,
        context: { '.forge/tasks/fix-login/fix-login.yaml': 'intent_id: fix-login\ntitle: Check the address\n' },
      },
    ],
    invalid: [
      {
        name: '`x.yaml` beside `x.yml`',
        path: '.forge/intents/fix-login.yaml',
        text: INTENT,
        context: { '.forge/intents/fix-login.yml': INTENT },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id `fix-login` is also defined by `.forge/intents/fix-login.yml`; keep one file per id.',
          },
        ],
      },
      {
        name: 'reported on the `.yml` one too',
        path: '.forge/intents/fix-login.yml',
        text: INTENT,
        context: { '.forge/intents/fix-login.yaml': INTENT },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id `fix-login` is also defined by `.forge/intents/fix-login.yaml`; keep one file per id.',
          },
        ],
      },
    ],
  }),
];
