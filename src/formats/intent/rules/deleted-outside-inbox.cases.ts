import { ruleCases } from '../../../rules/rule-cases.js';

/** An intent with `status` and `risk`; `-` leaves the line out. */
const intent = (status: string, risk: string, extra = '') => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}${extra}`;

const PATH = '.forge/intents/sessions-in-redis.yaml';
const deletes = (status: string, risk: string, extra = '') => ({
  path: PATH,
  text: intent(status, risk, extra),
  deleted: true as const,
});
const waits = (what: string) =>
  `This change deletes \`${PATH}\` (this line is from its version at the base revision), an intent that waits for ${what}: deleting it decides that outside the inbox, and spec 4 has a person decide. Restore the file; to drop it, reject it with \`/reject\` on its inbox issue, so a person's decision is recorded.`;

export const cases = [
  ruleCases('intent/deleted-outside-inbox', {
    valid: [
      { name: 'a low-risk proposal deleted: nobody waited on it', ...deletes('proposed', 'low') },
      { name: 'a finished intent deleted', ...deletes('done', 'high') },
      { name: 'an approved intent deleted (its approval was given)', ...deletes('approved', 'high') },
      {
        name: 'moved to another file of the same id: judged by its move there',
        ...deletes('proposed', 'high'),
        files: { '.forge/intents/sessions-in-redis.yml': intent('proposed', 'high') },
      },
      {
        name: 'a low-risk proposal whose history reads back to its start',
        ...deletes('proposed', 'low'),
        history: { versions: [intent('proposed', 'low')], whole: true },
      },
    ],
    invalid: [
      {
        name: 'a high-risk intent that waits for approval, deleted',
        ...deletes('proposed', 'high'),
        errors: [{ line: 7, column: 9, message: waits('its approval at `high` risk (`proposed`)') }],
      },
      {
        name: 'an intent nobody weighed (no `risk`), deleted',
        ...deletes('proposed', 'null'),
        errors: [
          {
            line: 7,
            column: 9,
            message: waits('its approval: it is `proposed` with no `risk`, so nobody has weighed it'),
          },
        ],
      },
      {
        name: 'a low-risk proposal whose history ends before its start (its bound, a re-add), deleted',
        ...deletes('proposed', 'low'),
        history: { versions: [intent('proposed', 'low'), intent('proposed', 'low', 'created_at: 2025-03-01\n')] },
        errors: [
          {
            line: 7,
            column: 9,
            message: waits(
              'its approval: it is `proposed`, and its history could not be read back to where it was proposed (2 versions read, every one `proposed`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add), so it counts as high-risk',
            ),
          },
        ],
      },
      {
        name: 'a blocked intent, deleted',
        ...deletes('blocked', 'low'),
        errors: [
          {
            line: 7,
            column: 9,
            message: waits(
              "a person's decision on its failed tasks (`blocked`: run it again with `/retry`, or drop it)",
            ),
          },
        ],
      },
      {
        name: 'an intent with a question still open, deleted',
        ...deletes('approved', 'low', 'clarifications:\n  - question: Keep the old sessions?\n    answer: null\n'),
        errors: [{ line: 7, column: 9, message: waits('an answer to its clarification 1, still open') }],
      },
    ],
  }),
];
