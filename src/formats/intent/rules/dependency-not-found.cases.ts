import { ruleCases } from '../../../rules/rule-cases.js';

const intent = (dependsOn: string) => `title: Add rate limiting to the public API
body: A token bucket per API key, kept in Redis.
type: feature
source: human
risk: med
depends_on: ${dependsOn}
`;

const OTHER = 'title: Set up Redis\nbody: Provision a Redis instance for the API.\nsource: human\n';
const PATH = '.forge/intents/add-rate-limiting.yaml';
const FILES = { '.forge/intents/setup-redis.yaml': OTHER, '.forge/intents/api-keys.yaml': OTHER };

export const cases = [
  ruleCases('intent/dependency-not-found', {
    valid: [
      {
        name: 'every dependency is in the registry',
        path: PATH,
        text: intent('[setup-redis, api-keys]'),
        context: FILES,
      },
      { name: 'no dependencies', path: PATH, text: intent('[]') },
      { name: "a string instead of a list is the schema's finding", path: PATH, text: intent('setup-redis') },
    ],
    invalid: [
      {
        name: 'the second entry misspelt, reported on it',
        path: PATH,
        text: intent('\n  - setup-redis\n  - api-key'),
        context: FILES,
        errors: [
          {
            line: 8,
            column: 5,
            message:
              '`depends_on` names `api-key`, but there is no `api-key.yaml` among the intents. Did you mean `api-keys`? Fix the id, or remove the dependency.',
          },
        ],
      },
      {
        name: 'each missing entry',
        path: PATH,
        text: intent('[setup-postgres, setup-redis, billing]'),
        context: FILES,
        errors: [
          {
            line: 6,
            column: 14,
            message:
              '`depends_on` names `setup-postgres`, but there is no `setup-postgres.yaml` among the intents. Fix the id, or remove the dependency.',
          },
          {
            line: 6,
            column: 43,
            message:
              '`depends_on` names `billing`, but there is no `billing.yaml` among the intents. Fix the id, or remove the dependency.',
          },
        ],
      },
    ],
  }),
];
