import { defineRule } from '../../../../../rules/rule.js';
import { field, has } from '../../../../../util/values.js';

export const missingVerdict = defineRule({
  id: 'review-result/missing-verdict',
  severity: 'error',
  summary: 'No `verdict` (approved or rejected).',
  spec: '§ Review Result > フィールド',
  check(ctx) {
    if (!has(ctx.data, 'verdict') && typeof field(ctx.data, 'approved') !== 'boolean') {
      ctx.report([], '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.');
    }
  },
});
