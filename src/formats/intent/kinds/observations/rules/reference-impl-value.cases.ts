import { ruleCases } from '../../../../../rules/rule-cases.js';

const observation = (
  source: string,
) => `- content: "src/handler/login.rs と src/handler/signup.rs にほぼ同じバリデーションロジックがある"
  evidence:
    - type: file
      ref: src/handler/login.rs
  source: ${source}
  intent_id: fix-login-validation
  created_at: 2025-02-22T10:30:00Z
`;

const PATH = '.forge/observations.yaml';

export const cases = [
  ruleCases('observations/reference-impl-value', {
    valid: [
      { name: "an Implement agent's", path: PATH, text: observation('implement') },
      { name: "Reflect's and Audit's", path: PATH, text: observation('reflect') + observation('audit') },
      {
        name: '`analyze` a team lists in the config',
        path: PATH,
        text: observation('analyze'),
        config: { enums: { 'observations/source': ['analyze'] } },
      },
    ],
    invalid: [
      {
        name: "pfl-forge's Analyze agent, in the second observation",
        path: PATH,
        text: observation('implement') + observation('analyze'),
        errors: [
          {
            line: 12,
            column: 11,
            message:
              '`analyze` is a pfl-forge value that spec 4 does not list (spec 4 names implement, reflect and audit); write one of `implement`, `reflect`, `audit`, or add it under `enums: observations/source`.',
          },
        ],
      },
    ],
  }),
];
