import { ruleCases } from '../../../rules/rule-cases.js';

const child = (status: string) => `title: Validate the e-mail address on sign-up
body: Reuse the login validation on the sign-up form.
type: fix
source: analyze
risk: low
status: ${status}
parent: rework-auth
`;

/** The parent intent at `status` and `risk`; `-` leaves the risk out. */
const parent = (status: string, risk: string) => ({
  '.forge/intents/rework-auth.yaml': `title: Rework authentication\nbody: Split it into slices.\ntype: refactor\nsource: human\n${risk === '-' ? '' : `risk: ${risk}\n`}status: ${status}\n`,
});
const PATH = '.forge/intents/validate-signup-email.yaml';
const waits = (status: string, how: string) =>
  `This intent is \`${status}\`, but its parent \`rework-auth\` still waits for a person's approval (\`proposed\` ${how}): spec 4's child intents come from decomposing the parent, so a child runs only once its parent is approved. Set this intent back to \`proposed\` until \`rework-auth\` is approved with \`/approve\` on its inbox issue, or have the parent rejected.`;

export const cases = [
  ruleCases('intent/parent-not-approved', {
    valid: [
      { name: 'the parent is approved', path: PATH, text: child('executing'), context: parent('approved', 'high') },
      {
        name: 'the parent is low-risk: it runs without a person',
        path: PATH,
        text: child('executing'),
        context: parent('proposed', 'low'),
      },
      { name: 'the child waits as well', path: PATH, text: child('proposed'), context: parent('proposed', 'high') },
      { name: "no such parent: parent-not-found's", path: PATH, text: child('executing') },
    ],
    invalid: [
      {
        name: 'a low-risk child runs under a high-risk parent that waits',
        path: PATH,
        text: child('executing'),
        context: parent('proposed', 'high'),
        errors: [{ line: 7, column: 9, message: waits('executing', 'at `high` risk') }],
      },
      {
        name: 'a child approved under a parent nobody weighed',
        path: PATH,
        text: child('approved'),
        context: parent('proposed', '-'),
        errors: [{ line: 7, column: 9, message: waits('approved', 'with no `risk`, which nobody has weighed') }],
      },
    ],
  }),
];
