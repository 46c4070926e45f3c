import { ruleCases } from '../../../rules/rule-cases.js';

const INTENT =
  'title: Add a password reset link\nbody: Users who forget their password have no way to reset it.\ntype: feature\nsource: human\n';

export const cases = [
  ruleCases('intent/file-extension', {
    valid: [{ name: 'the `.yaml` the runner reads', path: '.forge/intents/add-password-reset.yaml', text: INTENT }],
    invalid: [
      {
        name: 'a `.yml` file, which pfl-forge does not read',
        path: '.forge/intents/add-password-reset.yml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'Spec 4 collects intents as `.forge/intents/*.yaml` and the runner reads only `.yaml`; rename this file to `add-password-reset.yaml`.',
          },
        ],
      },
    ],
  }),
];
