import { defineRule } from '../../../core/define-rule.js';
import { asArray, field, has } from '../../../util/values.js';
import { unanswered } from '../inbox.js';
import { intentPaths } from '../registry.js';
import { awaitsPerson } from '../status-change.js';
import { stemOf } from '../values.js';

export const deletedOutsideInbox = defineRule({
  id: 'intent/deleted-outside-inbox',
  severity: 'error',
  summary:
    "A change deletes an intent that waits for a person (its approval: `proposed` at med/high, with no `risk`, or with a history not read back to its proposal; a decision on failed tasks; an answer) outside the inbox, where only `/reject` drops it. Reported on the deleted file's line at the base revision (not on handoff-gate's own inbox commits and pull requests).",
  withoutExample:
    'it reports a file the change deletes, on its line at the base revision: its example would be a commit and a deletion, with no file left to show',
  rationale:
    'An intent that waits for a person is dropped only by a person, with `/reject` in the inbox; deleting its file makes the question disappear without anyone answering it.',
  spec: '§ Intent > Inbox',
  check() {
    // A file the change keeps is judged by its moves (intent/approval-skipped and the others).
  },
  checkRemoved(ctx) {
    // handoff-gate's own commit or pull request for a `/reject`: the issue records who decided.
    if (ctx.project.fromInboxCommand) return;
    // Moved to another file of the same id: its move is judged there.
    if (intentPaths(ctx.project).has(stemOf(ctx.path))) return;
    const clarifications = asArray(field(ctx.data, 'clarifications'));
    const open = clarifications.findIndex(unanswered);
    const awaits =
      awaitsPerson(ctx) ?? (open === -1 ? undefined : `an answer to its clarification ${open + 1}, still open`);
    if (!awaits) return;
    const at = has(ctx.data, 'status') ? ['status'] : open !== -1 ? ['clarifications', open] : [];
    ctx.report(
      at,
      `This change deletes \`${ctx.path}\` (this line is from its version at the base revision), an intent that waits for ${awaits}: deleting it decides that outside the inbox, and spec 4 has a person decide. Restore the file; to drop it, reject it with \`/reject\` on its inbox issue, so a person's decision is recorded.`,
    );
  },
});
