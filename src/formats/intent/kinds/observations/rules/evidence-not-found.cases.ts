import { ruleCases } from '../../../../../rules/rule-cases.js';

const observation = (
  ...refs: string[]
) => `- content: "src/handler/login.rs と src/handler/signup.rs にほぼ同じバリデーションロジックがある"
  evidence:
${refs.map((ref) => `    - type: file\n      ref: ${ref}\n`).join('')}  source: implement
  intent_id: fix-login-validation
`;

const PATH = '.forge/observations.yaml';
const REPO = { 'src/handler/login.rs': 'fn login() {}\n', 'src/handler/signup.rs': 'fn signup() {}\n' };

export const cases = [
  ruleCases('observations/evidence-not-found', {
    valid: [
      {
        name: 'files that exist',
        path: PATH,
        text: observation('src/handler/login.rs', 'src/handler/signup.rs'),
        files: REPO,
      },
      {
        name: 'a line, a range, a GitHub anchor: the file is what counts',
        path: PATH,
        text: observation('src/handler/login.rs:12', 'src/handler/login.rs:12-20', 'src/handler/signup.rs#L3-L9'),
        files: REPO,
      },
      { name: 'a folder', path: PATH, text: observation('src/handler'), files: REPO },
      { name: 'a glob names no one file', path: PATH, text: observation('"src/handler/*.rs"'), files: REPO },
      {
        name: "a path out of the repository is evidence-path's",
        path: PATH,
        text: observation('../shared/login.rs'),
        files: REPO,
      },
    ],
    invalid: [
      {
        name: 'a file deleted since it was observed',
        path: PATH,
        text: observation('src/handler/login.rs', 'src/handler/register.rs'),
        files: REPO,
        errors: [
          {
            line: 6,
            column: 12,
            message:
              'The evidence file `src/handler/register.rs` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.',
          },
        ],
      },
      {
        name: 'a line of a file that is not there: named without the line',
        path: PATH,
        text: observation('./src/auth/login.rs:42'),
        files: REPO,
        errors: [
          {
            line: 4,
            column: 12,
            message:
              'The evidence file `src/auth/login.rs` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.',
          },
        ],
      },
    ],
  }),
];
