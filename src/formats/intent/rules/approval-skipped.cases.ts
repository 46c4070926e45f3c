import { ruleCases } from '../../../rules/rule-cases.js';

/** An intent with `status` and `risk`; `-` leaves the line out. */
const intent = (status: string, risk: string) => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}`;

const PATH = '.forge/intents/sessions-in-redis.yaml';
const from = (status: string, risk: string) => ({ [PATH]: intent(status, risk) });

export const cases = [
  ruleCases('intent/approval-skipped', {
    valid: [
      {
        name: 'a low-risk intent runs without a person',
        path: PATH,
        text: intent('executing', 'low'),
        base: from('proposed', 'low'),
      },
      {
        name: "a high-risk intent approved (decided-outside-inbox's to judge who)",
        path: PATH,
        text: intent('approved', 'high'),
        base: from('proposed', 'high'),
      },
      { name: 'approved intent runs', path: PATH, text: intent('executing', 'high'), base: from('approved', 'high') },
      {
        name: 'the risk lowered alone, in a change of its own',
        path: PATH,
        text: intent('proposed', 'low'),
        base: from('proposed', 'high'),
      },
      {
        name: 'a new high-risk intent starts as proposed',
        path: PATH,
        text: intent('proposed', 'high'),
        added: [PATH],
      },
      { name: 'a new low-risk intent may come approved', path: PATH, text: intent('approved', 'low'), added: [PATH] },
      { name: 'a run that compares with no base knows of no new file', path: PATH, text: intent('approved', 'high') },
      {
        name: 'an approved intent moved to another file of the same id keeps its approval',
        path: '.forge/intents/sessions-in-redis.yml',
        text: intent('executing', 'high'),
        base: from('approved', 'high'),
        added: ['.forge/intents/sessions-in-redis.yml'],
      },
    ],
    invalid: [
      {
        name: 'a med-risk intent sent straight to executing',
        path: PATH,
        text: intent('executing', 'med'),
        base: from('proposed', 'med'),
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `executing`, but this is a med-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'the risk lowered to low on the way to done: the higher risk counts',
        path: PATH,
        text: intent('done', 'low'),
        base: from('proposed', 'high'),
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `done`, but this is a high-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'an unreadable risk counts as high; the status left out was proposed',
        path: PATH,
        text: intent('executing', 'severe'),
        base: from('-', 'severe'),
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `executing`, but this is a high-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'approved while its risk is lowered, reported on the risk',
        path: PATH,
        text: intent('approved', 'low'),
        base: from('proposed', 'high'),
        errors: [
          {
            line: 6,
            column: 7,
            message:
              "This change approves the intent and lowers its `risk` from `high` to `low` at once: a high-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore `risk: high` and `status: proposed`, then approve it with `/approve` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.",
          },
        ],
      },
      {
        name: 'approved while its risk is removed, reported on the status',
        path: PATH,
        text: intent('approved', '-'),
        base: from('proposed', 'med'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "This change approves the intent and lowers its `risk` from `med` to nothing at once: a med-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore `risk: med` and `status: proposed`, then approve it with `/approve` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.",
          },
        ],
      },
      {
        name: 'deleted and added again as another file of the same id, lowered to low and executing: its base counts',
        path: '.forge/intents/sessions-in-redis.yml',
        text: intent('executing', 'low'),
        base: from('proposed', 'high'),
        added: ['.forge/intents/sessions-in-redis.yml'],
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `executing`, but this is a high-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'a new high-risk intent that comes already approved',
        path: PATH,
        text: intent('approved', 'high'),
        added: [PATH],
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "This change adds a high-risk intent that is already `approved`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as `proposed`. Set `status: proposed`; once merged, approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
    ],
  }),
];
