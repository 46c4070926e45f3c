import { ruleCases } from '../../../rules/rule-cases.js';

const intent = (source: string, status: string) => `title: Add rate limiting to the public API
body: Requests per client are unbounded; add a token bucket per API key.
type: feature
source: ${source}
risk: med
status: ${status}
`;

const PATH = '.forge/intents/add-rate-limiting.yaml';

export const cases = [
  ruleCases('intent/reference-impl-value', {
    valid: [
      { name: "spec 4's values", path: PATH, text: intent('human', 'executing') },
      { name: 'an intent Reflect wrote', path: PATH, text: intent('reflection', 'proposed') },
      {
        name: '`implementing` a team lists in the config',
        path: PATH,
        text: intent('human', 'implementing'),
        config: { enums: { 'intent/status': ['implementing'] } },
      },
      {
        name: 'source `eval` a team lists in the config',
        path: PATH,
        text: intent('eval', 'approved'),
        config: { enums: { 'intent/source': ['eval'] } },
      },
    ],
    invalid: [
      {
        name: "pfl-forge's `implementing` for a while",
        path: PATH,
        text: intent('human', 'implementing'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "`implementing` is a pfl-forge value that spec 4 does not list (pfl-forge's name for `executing` in February–March 2026, since removed); write `executing`.",
          },
        ],
      },
      {
        name: 'source `draft`: drafts are human input',
        path: PATH,
        text: intent('draft', 'proposed'),
        errors: [
          {
            line: 4,
            column: 9,
            message:
              '`draft` is a pfl-forge value that spec 4 does not list (spec 4 has `human` and `reflection`); write `human` (drafts are human input).',
          },
        ],
      },
      {
        name: 'a child intent Analyze split off, still `implementing`: both',
        path: PATH,
        text: intent('analyze', 'implementing'),
        errors: [
          {
            line: 4,
            column: 9,
            message:
              '`analyze` is a pfl-forge value that spec 4 does not list (spec 4 has `human` and `reflection`); write `human` or `reflection`, or add it under `enums: intent/source`.',
          },
          {
            line: 6,
            column: 9,
            message:
              "`implementing` is a pfl-forge value that spec 4 does not list (pfl-forge's name for `executing` in February–March 2026, since removed); write `executing`.",
          },
        ],
      },
    ],
  }),
];
