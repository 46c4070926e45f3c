import { defineRule } from '../../../../../core/define-rule.js';
import { asString, field } from '../../../../../util/values.js';

export const verdictConflict = defineRule({
  id: 'review-result/verdict-conflict',
  severity: 'error',
  summary: "`verdict` and pfl-forge's `approved` flag disagree.",
  rationale:
    'A review that says `verdict: rejected` and `approved: true` is read as an approval by one tool and a rejection by another: the same review merges and blocks the work.',
  check(ctx) {
    const verdict = asString(field(ctx.data, 'verdict'));
    const approved = field(ctx.data, 'approved');
    if (typeof approved !== 'boolean' || (verdict !== 'approved' && verdict !== 'rejected')) return;
    if ((verdict === 'approved') !== approved) {
      ctx.report(
        ['approved'],
        `\`verdict: ${verdict}\` contradicts \`approved: ${approved}\`; keep \`verdict\` and remove \`approved\`.`,
      );
    }
  },
});
