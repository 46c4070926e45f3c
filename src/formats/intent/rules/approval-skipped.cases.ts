import { ruleCases } from '../../../rules/rule-cases.js';

/** An intent with `status` and `risk`; `-` leaves the line out. */
const intent = (status: string, risk: string) => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}`;

const PATH = '.forge/intents/sessions-in-redis.yaml';
/** A full window of the history bound, every version `proposed` at `risk` (each edit a cosmetic one). */
const window = (risk: string): string[] =>
  Array.from({ length: 10 }, (_, n) => `${intent('proposed', risk)}created_at: 2025-03-${String(n + 10)}\n`);
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
        name: 'a low-risk intent whose history reads back to its proposal runs without a person',
        path: PATH,
        text: intent('executing', 'low'),
        base: from('proposed', 'low'),
        history: { versions: window('low'), whole: true },
      },
      {
        name: 'its history read to a version past `proposed`: read far enough',
        path: PATH,
        text: intent('executing', 'low'),
        base: from('proposed', 'low'),
        history: { versions: [intent('proposed', 'low'), intent('blocked', 'low')] },
      },
      {
        name: 'a new low-risk intent whose path had no history before',
        path: PATH,
        text: intent('executing', 'low'),
        added: [PATH],
        history: { versions: [], whole: true },
      },
      {
        name: 'given its first risk while proposed: no lowering, and nothing leaves `proposed`',
        path: PATH,
        text: intent('proposed', 'low'),
        base: from('proposed', '-'),
      },
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
      {
        name: 'an intent nobody weighed (no `risk`) sent on to executing',
        path: PATH,
        text: intent('executing', '-'),
        base: from('proposed', '-'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `executing`, but this is an intent with no `risk`, which nobody has weighed and which counts as needing a person: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and give it its `risk` in a change of its own (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.",
          },
        ],
      },
      {
        name: '`risk: null` weighed at low and sent on in the same change',
        path: PATH,
        text: intent('executing', 'low'),
        base: from('proposed', 'null'),
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `executing`, but this is an intent with no `risk`, which nobody has weighed and which counts as needing a person: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and give it its `risk` in a change of its own (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.",
          },
        ],
      },
      {
        name: 'a new intent with no risk that comes already executing',
        path: PATH,
        text: intent('executing', '-'),
        added: [PATH],
        errors: [
          {
            line: 6,
            column: 9,
            message:
              "This change adds an intent with no `risk` (nobody has weighed it) that is already `executing`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as `proposed`. Set `status: proposed` and give it its `risk` (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.",
          },
        ],
      },
      {
        name: 'a full window of proposed versions at low (lowered from high before it) sent on to executing',
        path: PATH,
        text: intent('executing', 'low'),
        base: from('proposed', 'low'),
        history: { versions: window('low') },
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "`status` went from `proposed` (base revision) to `executing`, but this is an intent whose history could not be read back to the version where it was proposed (10 versions read, every one `proposed`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add), which counts as high-risk until a person decides: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
      {
        name: 'deleted in an earlier change and added again at low, already executing',
        path: PATH,
        text: intent('executing', 'low'),
        added: [PATH],
        history: { versions: [] },
        errors: [
          {
            line: 7,
            column: 9,
            message:
              "This change adds an intent whose id had an earlier life (deleted and added again, or moved from a file of another name) that could not be read back to where it was proposed, which counts as high-risk until a person decides, and is already `executing`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as `proposed`. Set `status: proposed`; once merged, approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
          },
        ],
      },
    ],
  }),
];
