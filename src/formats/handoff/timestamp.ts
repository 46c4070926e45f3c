import { timestampMessage, timestampProblem } from '../../core/checks/timestamp.js';
import { defineRule } from '../../core/rule.js';
import { field } from '../../core/values.js';
import { filledString } from './filled.js';

export const timestampValid = defineRule({
  id: 'handoff/invalid-timestamp',
  severity: 'error',
  summary: '`timestamp` is not an ISO 8601 date-time with a time zone (as `new Date().toISOString()` writes it).',
  check(ctx) {
    const timestamp = filledString(field(ctx.data, 'timestamp'));
    const problem = timestamp === undefined ? undefined : timestampProblem(timestamp);
    if (problem) ctx.report(['timestamp'], `${timestampMessage('timestamp', problem)} Use \`new Date().toISOString()\`.`);
  },
});
