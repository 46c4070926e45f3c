import { ruleCases } from '../../../../../rules/rule-cases.js';

const draft = (frontmatter: string) =>
  `---\n${frontmatter}---\n\nAdd a password reset link to the login page.\n\nUsers who forget their password cannot reset it today.\n`;
const PATH = '.forge/intent-drafts/password-reset.md';

export const cases = [
  ruleCases('intent-draft/unknown-type', {
    valid: [
      { name: "one of spec 4's types", path: PATH, text: draft('type: feature\n') },
      { name: 'no type: Analyze fills it in', path: PATH, text: draft('risk: low\n') },
      { name: 'a type left empty', path: PATH, text: draft('type:\n') },
      {
        name: "a team's own type for drafts",
        path: PATH,
        text: draft('type: chore\n'),
        config: { enums: { 'intent-draft/type': ['chore'] } },
      },
      {
        name: "a team's own type for intents counts for drafts",
        path: PATH,
        text: draft('type: docs\n'),
        config: { enums: { 'intent/type': ['docs'] } },
      },
    ],
    invalid: [
      {
        name: 'a typo, with the type it is near',
        path: PATH,
        text: draft('type: feture\n'),
        errors: [
          {
            line: 2,
            column: 7,
            message:
              "`type` is `feture`, not one of feature, refactor, fix, test, audit. Did you mean `feature`? If it is your team's own type, add it under `enums: intent/type` in the config.",
          },
        ],
      },
      {
        name: 'in capitals only: fixed',
        path: PATH,
        text: draft('type: FIX\nrisk: low\n'),
        errors: [
          {
            line: 2,
            column: 7,
            message:
              "`type` is `FIX`, not one of feature, refactor, fix, test, audit. Did you mean `fix`? If it is your team's own type, add it under `enums: intent/type` in the config.",
          },
        ],
        output: draft('type: fix\nrisk: low\n'),
      },
      {
        name: 'a word no type is near',
        path: PATH,
        text: draft('type: enhancement\n'),
        errors: [
          {
            line: 2,
            column: 7,
            message:
              "`type` is `enhancement`, not one of feature, refactor, fix, test, audit. If it is your team's own type, add it under `enums: intent/type` in the config.",
          },
        ],
      },
    ],
  }),
];
