import { ruleCases } from '../../../rules/rule-cases.js';

const intent = (type: string) => `title: Split the API layer
body: |
  Handlers call the database directly; move the queries behind a repository.
type: ${type}
source: reflection
risk: med
status: proposed
`;

const PATH = '.forge/intents/split-api-layer.yaml';

export const cases = [
  ruleCases('intent/unknown-type', {
    valid: [
      { name: "one of spec 4's types", path: PATH, text: intent('refactor') },
      { name: 'left empty for Analyze to fill in', path: PATH, text: intent('null') },
      {
        name: "a team's own type, listed in the config",
        path: PATH,
        text: intent('docs'),
        config: { enums: { 'intent/type': ['docs'] } },
      },
      {
        name: 'a type a team lists for drafts counts for intents',
        path: PATH,
        text: intent('chore'),
        config: { enums: { 'intent-draft/type': ['chore'] } },
      },
      {
        name: "a template placeholder is template-leftover's",
        path: PATH,
        text: intent('"<feature | fix | refactor>"'),
      },
    ],
    invalid: [
      {
        name: 'a typo, with the type it is near',
        path: PATH,
        text: intent('refactr'),
        errors: [
          {
            line: 4,
            column: 7,
            message:
              "`type` is `refactr`, not one of feature, refactor, fix, test, audit. Did you mean `refactor`? If it is your team's own type, add it under `enums: intent/type` in the config.",
          },
        ],
      },
      {
        name: 'a capital only: fixed',
        path: PATH,
        text: intent('Refactor'),
        errors: [
          {
            line: 4,
            column: 7,
            message:
              "`type` is `Refactor`, not one of feature, refactor, fix, test, audit. Did you mean `refactor`? If it is your team's own type, add it under `enums: intent/type` in the config.",
          },
        ],
        output: intent('refactor'),
      },
      {
        name: "a team's own type the config does not list, the config's others named",
        path: PATH,
        text: intent('docs'),
        config: { enums: { 'intent/type': ['chore'] } },
        errors: [
          {
            line: 4,
            column: 7,
            message:
              "`type` is `docs`, not one of feature, refactor, fix, test, audit, chore. If it is your team's own type, add it under `enums: intent/type` in the config.",
          },
        ],
      },
    ],
  }),
];
