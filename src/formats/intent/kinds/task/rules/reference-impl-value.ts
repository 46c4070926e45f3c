import { defineRule } from '../../../../../core/define-rule.js';
import { asString, field } from '../../../../../util/values.js';
import { reportReferenceValue } from '../../../reference-value.js';

export const referenceValue = defineRule({
  id: 'task/reference-impl-value',
  severity: 'warning',
  summary: 'Task status `completed`, which pfl-forge writes where spec 4 says `done`.',
  rationale:
    'pfl-forge writes task status `completed` where spec 4 says `done`: a reader of the spec counts such a task as unfinished, and its intent never rolls up to done.',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    if (status === 'completed' && !(ctx.config.enums['task/status'] ?? []).includes(status)) {
      reportReferenceValue(
        ctx,
        ['status'],
        status,
        '`done`',
        "spec 4's task statuses are pending, implementing, done, failed",
      );
    }
  },
});
