import { ruleCases } from '../../../rules/rule-cases.js';

const child = (parent: string) => `title: Validate the e-mail address on sign-up
body: Reuse the login validation on the sign-up form.
type: fix
source: analyze
parent: ${parent}
`;

const PARENT =
  'title: Fix login validation\nbody: Check addresses everywhere a user types one.\ntype: fix\nsource: human\n';
const PATH = '.forge/intents/validate-signup-email.yaml';

export const cases = [
  ruleCases('intent/parent-not-found', {
    valid: [
      {
        name: 'the parent is in the registry',
        path: PATH,
        text: child('fix-login-validation'),
        context: { '.forge/intents/fix-login-validation.yaml': PARENT },
      },
      {
        name: 'a `.yml` parent is still an intent',
        path: PATH,
        text: child('fix-login-validation'),
        context: { '.forge/intents/fix-login-validation.yml': PARENT },
      },
      { name: 'no parent', path: PATH, text: child('null') },
      { name: "an unfilled template is template-leftover's", path: PATH, text: child('"<parent intent id>"') },
    ],
    invalid: [
      {
        name: 'a misspelt parent, with the id it is near',
        path: PATH,
        text: child('fix-login-validaton'),
        context: { '.forge/intents/fix-login-validation.yaml': PARENT },
        errors: [
          {
            line: 5,
            column: 9,
            message:
              '`parent` is `fix-login-validaton`, but there is no `fix-login-validaton.yaml` among the intents. Did you mean `fix-login-validation`? Fix the id, or add the parent intent.',
          },
        ],
      },
      {
        name: 'a parent deleted since',
        path: PATH,
        text: child('rework-auth'),
        context: { '.forge/intents/fix-login-validation.yaml': PARENT },
        errors: [
          {
            line: 5,
            column: 9,
            message:
              '`parent` is `rework-auth`, but there is no `rework-auth.yaml` among the intents. Fix the id, or add the parent intent.',
          },
        ],
      },
    ],
  }),
];
