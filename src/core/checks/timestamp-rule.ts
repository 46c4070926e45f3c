import type { PathKey } from '../document/types.js';
import type { FormatId } from '../report.js';
import { defineRule, type Rule } from '../rule.js';
import { showPath } from '../schema-findings.js';
import { valueAt } from '../values.js';
import { filledString } from './template-leftover.js';
import { timestampMessage, timestampProblem } from './timestamp.js';

export interface TimestampRuleOptions {
  /** The README line; defaults to one about `created_at`. */
  summary?: string;
  /** Appended to each message (how the format's writers should produce the value). */
  hint?: string;
}

/**
 * `<format>/timestamp`: the timestamp fields at `at(data)` must be ISO 8601 with a zone. YAML 1.2
 * keeps unquoted timestamps as strings, so they arrive here as text.
 */
export function timestampRule(format: FormatId, at: (data: unknown) => PathKey[][], options: TimestampRuleOptions = {}): Rule {
  return defineRule({
    id: `${format}/timestamp`,
    severity: 'error',
    summary: options.summary ?? '`created_at` is not an ISO 8601 date-time with a time zone (`2025-02-22T10:00:00Z`).',
    check(ctx) {
      for (const path of at(ctx.data)) {
        const text = filledString(valueAt(ctx.data, path));
        const problem = text === undefined ? undefined : timestampProblem(text);
        if (problem) ctx.report(path, options.hint ? `${timestampMessage(showPath(path), problem)} ${options.hint}` : timestampMessage(showPath(path), problem));
      }
    },
  });
}
