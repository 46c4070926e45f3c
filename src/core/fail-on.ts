import type { Report } from './report.js';

export const FAIL_ON_LEVELS = ['error', 'warning', 'veto', 'reject', 'never'] as const;
export type FailOn = (typeof FAIL_ON_LEVELS)[number];

/** Parse `error,veto,reject`; undefined entries are returned as `invalid` for the caller to report. */
export function parseFailOn(text: string): { levels: FailOn[]; invalid: string[] } {
  const parts = text.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
  const levels: FailOn[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    if ((FAIL_ON_LEVELS as readonly string[]).includes(part)) levels.push(part as FailOn);
    else invalid.push(part);
  }
  return { levels, invalid };
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
  if ((levels.includes('error') || levels.includes('warning')) && errors > 0) reasons.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (levels.includes('warning') && warnings > 0) reasons.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  const { result, p0, p1 } = report.gate;
  if (result === 'veto' && (levels.includes('veto') || levels.includes('reject'))) reasons.push(`gate veto (${p0} P0)`);
  if (result === 'reject' && levels.includes('reject')) reasons.push(`gate reject (${p1} P1)`);
  return reasons;
}
