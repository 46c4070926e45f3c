import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';

/** Spec 2's optional fields accept null: a null or absent field is not given. */
const given = (data: unknown, key: string) => field(data, key) !== undefined && field(data, key) !== null;

const isReviewAgent = (data: unknown) =>
  /review/i.test(asString(field(data, 'agent_name')) ?? '') || given(data, 'round');

export const reviewNeedsScore = defineRule({
  id: 'subagent-response/review-requires-score',
  severity: 'error',
  summary: 'A successful review-type agent (name contains "review", or a `round` is given) without a `score`.',
  rationale:
    "A review agent's `score` is what the caller compares with the threshold of 90 to proceed or revise; a successful review with no score leaves that decision unmade.",
  spec: '§ バリデーション（v4.1 更新）',
  check(ctx) {
    if (field(ctx.data, 'status') === 'success' && isReviewAgent(ctx.data) && !given(ctx.data, 'score')) {
      ctx.report(['status'], 'A successful review-type agent must give a `score` (0–100).');
    }
  },
});
