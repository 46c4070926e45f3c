import { defineRule } from '../../../../../core/define-rule.js';
import { field, has } from '../../../../../util/values.js';

export const missingVerdict = defineRule({
  id: 'review-result/missing-verdict',
  severity: 'error',
  summary: 'No `verdict` (approved or rejected).',
  rationale:
    "A review result exists to say `approved` or `rejected`; without a `verdict` the task's fate is unknown and an executor must guess whether the work may merge.",
  spec: '§ Review Result > フィールド',
  check(ctx) {
    if (!has(ctx.data, 'verdict') && typeof field(ctx.data, 'approved') !== 'boolean') {
      ctx.report([], '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.');
    }
  },
});
