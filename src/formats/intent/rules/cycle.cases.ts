import { ruleCases } from '../../../rules/rule-cases.js';

const intent = (title: string, links = '') => `title: ${title}\nbody: ${title}.\nsource: human\n${links}`;

export const cases = [
  ruleCases('intent/cycle', {
    valid: [
      {
        name: 'a chain of dependencies',
        path: '.forge/intents/billing.yaml',
        text: intent('Billing', 'depends_on: [api-keys]\n'),
        files: {
          '.forge/intents/api-keys.yaml': intent('API keys', 'depends_on: [setup-redis]\n'),
          '.forge/intents/setup-redis.yaml': intent('Set up Redis'),
        },
      },
      {
        name: 'a diamond is no cycle',
        path: '.forge/intents/release.yaml',
        text: intent('Release', 'depends_on: [docs, tests]\n'),
        files: {
          '.forge/intents/docs.yaml': intent('Docs', 'depends_on: [api]\n'),
          '.forge/intents/tests.yaml': intent('Tests', 'depends_on: [api]\n'),
          '.forge/intents/api.yaml': intent('API'),
        },
      },
      {
        name: 'a child and its parent',
        path: '.forge/intents/signup-email.yaml',
        text: intent('Sign-up e-mail', 'parent: login-validation\n'),
        files: { '.forge/intents/login-validation.yaml': intent('Login validation') },
      },
    ],
    invalid: [
      {
        name: 'its own parent',
        path: '.forge/intents/login-validation.yaml',
        text: intent('Login validation', 'parent: login-validation\n'),
        errors: [
          {
            line: 4,
            column: 9,
            message:
              '`parent` makes a cycle: `login-validation` → `login-validation`, so the intent would be its own ancestor. Fix the `parent` of one of them.',
          },
        ],
      },
      {
        name: "two intents each the other's parent",
        path: '.forge/intents/auth.yaml',
        text: intent('Auth', 'parent: login\n'),
        files: { '.forge/intents/login.yaml': intent('Login', 'parent: auth\n') },
        errors: [
          {
            line: 4,
            column: 9,
            message:
              '`parent` makes a cycle: `auth` → `login` → `auth`, so the intent would be its own ancestor. Fix the `parent` of one of them.',
          },
        ],
      },
      {
        name: 'three dependencies in a circle, reported on the entry that starts it',
        path: '.forge/intents/billing.yaml',
        text: intent('Billing', 'depends_on:\n  - setup-redis\n  - api-keys\n'),
        files: {
          '.forge/intents/setup-redis.yaml': intent('Set up Redis'),
          '.forge/intents/api-keys.yaml': intent('API keys', 'depends_on: [invoices]\n'),
          '.forge/intents/invoices.yaml': intent('Invoices', 'depends_on: [billing]\n'),
        },
        errors: [
          {
            line: 6,
            column: 5,
            message:
              '`depends_on` makes a cycle: `billing` → `api-keys` → `invoices` → `billing`, so none of them can ever start. Remove one of these dependencies.',
          },
        ],
      },
    ],
  }),
];
