import type { PathKey } from '../../parse/types.js';
import type { FormatId } from '../../report/report.js';
import { defineRule, type Rule } from '../../core/define-rule.js';
import { showPath } from '../schema-findings.js';
import { valueAt } from '../../util/values.js';
import { filledString } from './template-leftover.js';
import { timestampFix, timestampMessage, timestampProblem, zoneOf } from './timestamp-reading.js';

export interface TimestampRuleOptions {
  /** The README line; defaults to one about `created_at`. */
  summary?: string;
  /** Appended to each message (how the format's writers should produce the value). */
  hint?: string;
  /** The section of the format's spec that defines the timestamp fields (see `RuleInfo.spec`). */
  spec?: string;
  /** Why a bad timestamp matters to the format's readers (see `RuleInfo.rationale`). */
  rationale: string;
}

/**
 * `<format>/timestamp`: the timestamp fields at `at(data)` must be ISO 8601 with a zone. YAML 1.2
 * keeps unquoted timestamps as strings, so they arrive here as text.
 */
export function timestampRule(
  format: FormatId,
  at: (data: unknown) => PathKey[][],
  options: TimestampRuleOptions,
): Rule {
  return defineRule({
    id: `${format}/timestamp`,
    severity: 'error',
    summary: options.summary ?? '`created_at` is not an ISO 8601 date-time with a time zone (`2025-02-22T10:00:00Z`).',
    rationale: options.rationale,
    ...(options.spec !== undefined && { spec: options.spec }),
    check(ctx) {
      let zones: Set<string> | undefined;
      const paths = at(ctx.data);
      for (const path of paths) {
        const text = filledString(valueAt(ctx.data, path));
        const problem = text === undefined ? undefined : timestampProblem(text);
        if (!problem) continue;
        // The file's zones, found once it has a timestamp to fix: a missing one is the file's own zone, if it has just one.
        zones ??= zonesOf(ctx.data, paths);
        const fixed = problem === 'impossible' ? undefined : timestampFix(text!, zones);
        const message = options.hint
          ? `${timestampMessage(showPath(path), problem)} ${options.hint}`
          : timestampMessage(showPath(path), problem);
        ctx.report(path, message, { ...(fixed !== undefined && { fix: { value: fixed } }) });
      }
    },
  });
}

/** The zones the valid timestamps at `paths` are written in. */
function zonesOf(data: unknown, paths: readonly PathKey[][]): Set<string> {
  const zones = new Set<string>();
  for (const path of paths) {
    const value = valueAt(data, path);
    const zone = typeof value === 'string' ? zoneOf(value) : undefined;
    if (zone !== undefined) zones.add(zone);
  }
  return zones;
}

// The reading of a timestamp, for the modules that import it from here: timestamp-reading.ts holds it.
