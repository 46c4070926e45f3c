import { defineRule } from '../../../../../core/define-rule.js';
import { asString, field, has } from '../../../../../util/values.js';

export const failureReasonRequired = defineRule({
  id: 'history/failure-reason-required',
  severity: 'error',
  summary: '`outcome: failed` without a `failure_reason`.',
  rationale:
    'A history entry is what later runs learn from; `outcome: failed` with no `failure_reason` records that something went wrong and nothing about what, so it will go wrong again.',
  spec: '§ History > フィールド',
  check(ctx) {
    if (field(ctx.data, 'outcome') !== 'failed') return;
    const reason = asString(field(ctx.data, 'failure_reason'));
    if (reason === undefined || reason.trim() === '') {
      ctx.report(
        has(ctx.data, 'failure_reason') ? ['failure_reason'] : ['outcome'],
        '`outcome: failed` needs a `failure_reason` saying what went wrong.',
      );
    }
  },
});
