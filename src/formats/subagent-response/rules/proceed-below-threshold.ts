import { defineRule } from '../../../core/define-rule.js';
import { asNumber, field } from '../../../util/values.js';

export const proceedBelow90 = defineRule({
  id: 'subagent-response/proceed-below-threshold',
  severity: 'warning',
  summary: "`next_action: proceed` with a `score` under 90, the spec's threshold for proceeding.",
  rationale:
    'Spec 2 proceeds only on a score of 90 or more; `proceed` under it moves work on that its own review rated below the bar.',
  spec: '§ 次アクション定義',
  check(ctx) {
    const score = asNumber(field(ctx.data, 'score'));
    if (field(ctx.data, 'next_action') === 'proceed' && score !== undefined && score < 90) {
      ctx.report(
        ['score'],
        `\`proceed\` needs a score of at least 90; this one is ${score}. Revise, or explain why it may proceed.`,
      );
    }
  },
});
