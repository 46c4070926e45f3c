import { closest } from '../util/did-you-mean.js';
import { verdictGrounds } from './gate.js';
import type { Report } from '../report/report.js';

const FAIL_ON_LEVELS = ['error', 'warning', 'veto', 'reject', 'never'] as const;
export type FailOn = (typeof FAIL_ON_LEVELS)[number];

/** The CLI's and the action's default, as the flag and the input take it. */
export const DEFAULT_FAIL_ON_TEXT = 'error,veto,reject';

/** What a `fail-on` value may be, for every message that refuses one. */
export const FAIL_ON_ALLOWED = 'a comma list of error, warning, veto, reject, or never alone';

export type FailOnReading = { levels: FailOn[] } | { problem: string };

/**
 * Read a `fail-on` value (`error,veto,reject`): the one parser of the CLI's flag and the action's
 * input, so both refuse the same values. `name` is how the message calls it (`--fail-on`, the input
 * `fail-on`). Anything that could switch the gate off without saying so is refused, not read as
 * `never`: an empty value or entry (an unset variable), an unknown level (`rejct`), and `never`
 * beside a level (`never,error` would otherwise fail on nothing).
 */
export function parseFailOn(text: string, name: string): FailOnReading {
  const shown = JSON.stringify(text);
  const refuse = (why: string): FailOnReading => ({ problem: `${name} ${shown} ${why}; use ${FAIL_ON_ALLOWED}.` });
  if (!text.trim()) return refuse('names no level');
  const parts = text.split(',').map((p) => p.trim().toLowerCase());
  if (parts.includes('')) return refuse('has an empty entry');
  const unknown = parts.filter((p) => !(FAIL_ON_LEVELS as readonly string[]).includes(p));
  if (unknown.length) {
    const guess = unknown.length === 1 ? closest(unknown[0]!, FAIL_ON_LEVELS) : undefined;
    return refuse(
      `has no level ${unknown.map((p) => `\`${p}\``).join(', ')}${guess ? ` (did you mean \`${guess}\`?)` : ''}`,
    );
  }
  const levels = [...new Set(parts)] as FailOn[];
  if (levels.includes('never') && levels.length > 1)
    return refuse('puts never beside other levels, which would fail on nothing');
  return { levels };
}

/**
 * Why the run fails under `levels`, one line per reason; empty when it passes. `reject` also
 * fails on a veto (a veto is the stronger verdict); `warning` also fails on errors.
 */
export function failureReasons(report: Pick<Report, 'findings' | 'gate'>, levels: readonly FailOn[]): string[] {
  if (levels.includes('never')) return [];
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  const reasons: string[] = [];
  if ((levels.includes('error') || levels.includes('warning')) && errors > 0)
    reasons.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (levels.includes('warning') && warnings > 0) reasons.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  const { result } = report.gate;
  if (result === 'veto' && (levels.includes('veto') || levels.includes('reject')))
    reasons.push(`gate veto (${verdictGrounds(report.gate)})`);
  if (result === 'reject' && levels.includes('reject')) reasons.push(`gate reject (${verdictGrounds(report.gate)})`);
  return reasons;
}
