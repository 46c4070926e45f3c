import { leftoverReason } from '../../core/checks/template-leftover.js';
import { timestampMessage, timestampProblem, timestampValue } from '../../core/checks/timestamp.js';
import { defineRule } from '../../core/rule.js';
import { asString, field } from '../../core/values.js';

const TIMESTAMP_FIELDS = ['created_at', 'updated_at'] as const;

/** The field's text when it is a timestamp worth checking (placeholders are the leftover check's). */
function timestampText(data: unknown, key: string): string | undefined {
  const text = asString(field(data, key));
  return text === undefined || leftoverReason(text) ? undefined : text;
}

export const timestampFormat = defineRule({
  id: 'message/invalid-timestamp',
  severity: 'error',
  summary: '`created_at` or `updated_at` is not an ISO 8601 date-time with a time zone.',
  check(ctx) {
    for (const key of TIMESTAMP_FIELDS) {
      const text = timestampText(ctx.data, key);
      const problem = text === undefined ? undefined : timestampProblem(text);
      if (problem) ctx.report([key], timestampMessage(key, problem));
    }
  },
});

export const updatedBeforeCreated = defineRule({
  id: 'message/updated-before-created',
  severity: 'error',
  summary: '`updated_at` is earlier than `created_at`.',
  check(ctx) {
    const created = timestampText(ctx.data, 'created_at');
    const updated = timestampText(ctx.data, 'updated_at');
    if (created === undefined || updated === undefined || timestampProblem(created) || timestampProblem(updated)) return;
    if (timestampValue(updated) < timestampValue(created)) {
      ctx.report(['updated_at'], `\`updated_at\` (${updated}) is before \`created_at\` (${created}); a message cannot change before it exists. Fix whichever is wrong.`);
    }
  },
});
