import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { answersTo, questionOf, waitsForHuman } from '../answers.js';
import { headerOf, reportField } from '../header.js';

/**
 * A question to a human that waited at the base revision (`to: human`, `type: question`,
 * `status: pending`) and that the change takes out of the inbox (completed, or no longer a
 * pending question to a human) with no answer message anywhere: only a person's answer settles
 * it, as only a person's approval moves a med/high intent on. `blocked` keeps it in the inbox
 * (someone has to unblock it), so it is no road out. Deleting the question's file settles it as
 * surely: judged on the deleted file, its line at the base revision (`checkRemoved`).
 */
export const questionLeftUnanswered = defineRule({
  id: 'message/question-left-unanswered',
  severity: 'error',
  summary:
    "A change closes a question to a human (`pending` → `completed`, or no longer a pending question to a human), or deletes it, with no answer message: only a person's answer settles it (compared with the base revision).",
  rationale:
    "A question to a human waits for that person's answer; a change that closes or deletes it with no answer message lets the agents go on as though the person had said yes.",
  spec: '§ メッセージタイプ別フォーマット > 6. 回答（Answer）',
  check(ctx) {
    const baseDoc = ctx.project.base(ctx.path)?.doc;
    // A new file has waited for nothing.
    if (!baseDoc) return;
    const before = questionOf(baseDoc);
    if (!waitsForHuman(before)) return;
    const header = headerOf(ctx.doc);
    const now = questionOf(ctx.doc);
    if (waitsForHuman(now) || header?.values.status?.trim().toLowerCase() === 'blocked') return;
    const ids = [...new Set([before!.id, now?.id].filter((id): id is string => id !== undefined))];
    if (ids.some((id) => answersTo(ctx.project, id, ctx.path).length > 0)) return;
    const id = ids[0];
    const what = !now
      ? 'makes it no question any more'
      : now.to !== 'human'
        ? `addresses it to ${show(now.to ?? '(nobody)')}`
        : `makes it ${show(now.status ?? '(no status)')}`;
    const answer = id === undefined ? 'an answer message' : `an answer message (\`parent_id: ${id}\`, spec 5's 回答)`;
    const message = `This question to a human was \`pending\` at the base revision, and this change ${what} with no answer: nobody answered it, and only a person's answer settles a question. Restore \`status: pending\` and let a person answer it (\`/answer <text>\` on its inbox issue writes ${answer} and completes it).`;
    if (header?.values.status !== undefined) reportField(ctx, header, 'status', message);
    else ctx.report([], message);
  },
  checkRemoved(ctx) {
    // handoff-gate's own commit for a command: a person decided (no command deletes a question).
    if (ctx.project.fromInboxCommand) return;
    const question = questionOf(ctx.doc);
    if (!waitsForHuman(question)) return;
    if (question!.id !== undefined && answersTo(ctx.project, question!.id, ctx.path).length > 0) return;
    const header = headerOf(ctx.doc)!;
    reportField(
      ctx,
      header,
      'status',
      `This change deletes \`${ctx.path}\` (this line is from its version at the base revision), a question to a human that waits for its answer, with no answer: nobody answered it, and only a person's answer settles a question. Restore the file and let a person answer it (\`/answer <text>\` on its inbox issue writes the answer message and completes it).`,
    );
  },
});
