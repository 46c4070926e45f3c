import { ruleCases } from '../../../rules/rule-cases.js';

/** An intent with `status` and `risk`; `-` leaves the line out. */
const intent = (status: string, risk: string) => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}`;

const PATH = '.forge/intents/sessions-in-redis.yaml';
const from = (status: string, risk: string, path = PATH) => ({ [path]: intent(status, risk) });

const lowered = (base: string, now: string) =>
  `This change lowers the \`risk\` of a proposed intent from \`${base}\` (base revision) to ${now}: a ${base}-risk intent waits for a person's approval (spec 4), and whether it still needs one is that person's decision, not the change's. Restore \`risk: ${base}\`, and ask on its inbox issue: a person approves it there with \`/approve\` (or rejects it); until then its approval item stays at \`${base}\`.`;

export const cases = [
  ruleCases('intent/risk-lowered', {
    valid: [
      {
        name: 'the risk raised',
        path: PATH,
        text: intent('proposed', 'high'),
        base: from('proposed', 'med'),
      },
      {
        name: 'a low-risk intent waits for no one: lowering nothing',
        path: PATH,
        text: intent('proposed', 'low'),
        base: from('proposed', 'low'),
      },
      {
        name: 'an approved intent, its risk lowered: nobody awaits it any more',
        path: PATH,
        text: intent('approved', 'low'),
        base: from('approved', 'high'),
      },
      {
        name: "approved while lowering: approval-skipped's to report",
        path: PATH,
        text: intent('approved', 'low'),
        base: from('proposed', 'high'),
      },
      {
        name: 'a new intent of another id, beside a removed one',
        path: '.forge/intents/cache-sessions.yaml',
        text: intent('proposed', 'low'),
        base: from('proposed', 'high'),
        added: ['.forge/intents/cache-sessions.yaml'],
      },
      { name: 'a run that compares with no base', path: PATH, text: intent('proposed', 'low') },
      {
        name: 'its first `risk`, given while proposed, is no lowering',
        path: PATH,
        text: intent('proposed', 'low'),
        base: from('proposed', 'null'),
      },
    ],
    invalid: [
      {
        name: 'high to low, still proposed',
        path: PATH,
        text: intent('proposed', 'low'),
        base: from('proposed', 'high'),
        errors: [{ line: 6, column: 7, message: lowered('high', '`low`') }],
      },
      {
        name: 'high to med: still lower',
        path: PATH,
        text: intent('proposed', 'med'),
        base: from('proposed', 'high'),
        errors: [{ line: 6, column: 7, message: lowered('high', '`med`') }],
      },
      {
        name: 'the risk removed, the status left out (read as proposed): reported at the top',
        path: PATH,
        text: intent('-', '-'),
        base: from('-', 'med'),
        errors: [{ line: 1, column: 1, message: lowered('med', 'nothing') }],
      },
      {
        name: 'an unreadable risk at the base counts as high',
        path: PATH,
        text: intent('proposed', 'low'),
        base: from('proposed', 'severe'),
        errors: [{ line: 6, column: 7, message: lowered('high', '`low`') }],
      },
      {
        name: 'moved to another file of the same id (`.yaml` → `.yml`), deleted and added again',
        path: '.forge/intents/sessions-in-redis.yml',
        text: intent('proposed', 'low'),
        base: from('proposed', 'high'),
        added: ['.forge/intents/sessions-in-redis.yml'],
        errors: [{ line: 6, column: 7, message: lowered('high', '`low`') }],
      },
    ],
  }),
];
