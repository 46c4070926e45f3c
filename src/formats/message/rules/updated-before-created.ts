import { filledString } from '../../../rules/shared/template-leftover.js';
import { timestampProblem, timestampValue } from '../../../rules/shared/timestamp-reading.js';
import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';

export const updatedBeforeCreated = defineRule({
  id: 'message/updated-before-created',
  severity: 'error',
  summary: '`updated_at` is earlier than `created_at`.',
  rationale:
    'A message updated before it was created has a clock or a copy error; readers that order messages by time put it in the wrong place in the conversation.',
  check(ctx) {
    const created = filledString(field(ctx.data, 'created_at'));
    const updated = filledString(field(ctx.data, 'updated_at'));
    if (created === undefined || updated === undefined || timestampProblem(created) || timestampProblem(updated))
      return;
    if (timestampValue(updated) < timestampValue(created)) {
      ctx.report(
        ['updated_at'],
        `\`updated_at\` (${updated}) is before \`created_at\` (${created}); a message cannot change before it exists. Fix whichever is wrong.`,
      );
    }
  },
});
