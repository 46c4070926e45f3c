import { timestampRule } from '../../rules/shared/timestamp.js';

export const timestampValid = timestampRule('handoff', () => [['timestamp']], {
  summary: '`timestamp` is not an ISO 8601 date-time with a time zone (as `new Date().toISOString()` writes it).',
  hint: 'Use `new Date().toISOString()`.',
  spec: '§ Field Descriptions > timestamp (required)',
});
