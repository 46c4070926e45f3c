import { defineRule } from '../../../core/define-rule.js';
import type { RuleContext } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { answeredId, answersTo, questionOf } from '../answers.js';
import { bracketLine, headerOf } from '../header.js';
import { declarersOf } from '../id-index.js';

/**
 * A question that has its answer message and is still `pending`: the inbox keeps asking for an
 * answer that was given (and `/answer` is refused, its answer file being there). Spec 5 completes
 * an answered question. Reported once, from whichever of the two files comes first in path order
 * (both may be in the run, and either may be the one a change touches).
 */
export const answeredQuestionPending = defineRule({
  id: 'message/answered-question-pending',
  severity: 'warning',
  summary:
    "A question has its answer message and is still `pending`: set the question's `status` to `completed` (spec 5: an answered question is completed).",
  rationale:
    'A question that has its answer but still says `pending` keeps showing as waiting: the person is asked again, and the agent waiting on it may not move on.',
  spec: '§ ステータス遷移',
  check(ctx) {
    const question = questionOf(ctx.doc);
    if (question) {
      if (question.status !== 'pending' || question.id === undefined) return;
      const answers = answersTo(ctx.project, question.id, ctx.path);
      if (answers.length === 0) return;
      const message = wording(question.id, ctx.path, answers[0]!);
      const bracket = headerOf(ctx.doc)?.bracket;
      if (bracket) ctx.reportAt({ line: bracketLine(bracket, 'status'), column: 1 }, message);
      else ctx.report(['status'], message, { once: onceKey(ctx.path) });
      return;
    }
    const id = answeredId(ctx.doc, ctx.path);
    if (id === undefined) return;
    const declarers = declarersOf(ctx.project, id).filter((path) => path !== ctx.path);
    // None is reference-not-found's; two is duplicate-id's, and which one is meant is unknown.
    if (declarers.length !== 1) return;
    const asked = ctx.project.content(declarers[0]!);
    const pending = asked ? questionOf(asked) : undefined;
    if (pending?.status !== 'pending') return;
    atParent(ctx, wording(id, declarers[0]!, ctx.path), onceKey(declarers[0]!));
  },
});

const onceKey = (questionPath: string) => `message/answered-question-pending:${questionPath}`;

function wording(id: string, questionPath: string, answerPath: string): string {
  return `The question ${show(id)} (\`${questionPath}\`) has its answer (\`${answerPath}\`) and is still \`pending\`: set the question's \`status\` to \`completed\` (and its \`updated_at\`), as spec 5 completes an answered question. Until then the inbox keeps asking for an answer that was given.`;
}

/** At the answer's `parent_id`, else at its header (an answer named for its question). */
function atParent(ctx: RuleContext, message: string, once: string): void {
  const parent = ctx.doc.data !== null && typeof ctx.doc.data === 'object' && 'parent_id' in ctx.doc.data;
  ctx.report(parent ? ['parent_id'] : [], message, { once });
}
