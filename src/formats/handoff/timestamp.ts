import { timestampRule } from '../../rules/shared/timestamp.js';

export const timestampValid = timestampRule('handoff', () => [['timestamp']], {
  summary: '`timestamp` is not an ISO 8601 date-time with a time zone (as `new Date().toISOString()` writes it).',
  hint: 'Use `new Date().toISOString()`.',
  spec: '§ Field Descriptions > timestamp (required)',
  rationale:
    'The orchestrator tells the newest handoff of an agent by its `timestamp`: one with no zone, or not a time at all, is read hours off or not at all, and an older handoff can win.',
});
