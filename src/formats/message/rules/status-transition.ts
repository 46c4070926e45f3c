import { defineRule } from '../../../core/define-rule.js';
import { judgeMove } from '../../../engine/status-moves.js';
import { headerOf, reportField } from '../header.js';
import { MESSAGE_STATUS_MOVES } from '../status-moves.js';

export const statusTransition = defineRule({
  id: 'message/status-transition',
  severity: 'error',
  summary:
    "`status` moved along a transition spec 5's state diagram does not have (completed → anything, anything → pending, in_progress → pending), compared with the base revision.",
  rationale:
    "Spec 5's state diagram moves a message on (pending → in_progress → completed); a completed message reopened, or one put back to pending, makes the same work be done twice or look undone.",
  spec: '§ ステータス遷移',
  check(ctx) {
    const header = headerOf(ctx.doc);
    const baseDoc = ctx.project.base(ctx.path)?.doc;
    // A new file has no move.
    if (!header || !baseDoc) return;
    // Lower-cased: the safe reading of `Completed` (the enum rule reports the spelling).
    const to = header.values.status?.trim().toLowerCase();
    const from = headerOf(baseDoc)?.values.status?.trim().toLowerCase();
    // A team's own status, or an invalid one, has no place in the table: nothing to say.
    if (judgeMove(MESSAGE_STATUS_MOVES, from, to) !== 'forbidden' || from === undefined || to === undefined) return;
    const next: readonly string[] = MESSAGE_STATUS_MOVES[from as keyof typeof MESSAGE_STATUS_MOVES];
    const options = next.length
      ? `from \`${from}\` a message goes on to ${next.map((s) => `\`${s}\``).join(', ')}`
      : `\`${from}\` is final`;
    const hint =
      from === 'completed'
        ? 'Write a new message instead of reopening this one.'
        : `Restore \`${from}\`: nothing goes back to \`pending\`.`;
    reportField(
      ctx,
      header,
      'status',
      `\`status\` went from \`${from}\` to \`${to}\` since the base revision, but ${options} (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). ${hint}`,
    );
  },
});
