import { defineRule } from '../../../../../core/define-rule.js';
import { field, has } from '../../../../../util/values.js';

export const referenceValue = defineRule({
  id: 'review-result/reference-impl-value',
  severity: 'warning',
  summary: "pfl-forge's `approved: true|false` stands in for spec 4's `verdict`.",
  rationale:
    "pfl-forge's `approved: true|false` stands in for spec 4's `verdict`: a reader of the spec finds no verdict in the file and treats the review as undecided.",
  check(ctx) {
    const approved = field(ctx.data, 'approved');
    if (typeof approved === 'boolean' && !has(ctx.data, 'verdict')) {
      ctx.report(
        ['approved'],
        `\`approved: ${approved}\` is pfl-forge's form; spec 4 says \`verdict: ${approved ? 'approved' : 'rejected'}\`. Write that instead.`,
        { part: 'key' },
      );
    }
  },
});
