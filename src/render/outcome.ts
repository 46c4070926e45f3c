import { failureReasons, type FailOn } from '../report/fail-on.js';
import type { Report } from '../report/report.js';

/** The CLI's and the action's default `fail-on`. */
const DEFAULT_FAIL_ON: readonly FailOn[] = ['error', 'veto', 'reject'];

/**
 * What the run's exit status (the action's failed status) is, and why, so every headline agrees
 * with it: `reasons` are what fail the run under `failOn` (errors first, then the gate), `heldBack`
 * what would fail it under the default but does not under this `failOn` (`--fail-on never`).
 */
export interface Outcome {
  fails: boolean;
  failOn: readonly FailOn[];
  /** Validation reasons (`3 errors`, `2 warnings`) that fail the run. */
  failingFindings: string[];
  /** The gate fails the run (its veto or reject is at a `fail-on` level). */
  gateFails: boolean;
  /** Validation reasons that would fail the run under the default `fail-on`, but do not under this one. */
  heldBackFindings: string[];
  /** The gate would fail the run under the default `fail-on`, but does not under this one. */
  gateHeldBack: boolean;
}

const isGate = (reason: string) => reason.startsWith('gate ');

export function outcomeOf(
  report: Pick<Report, 'findings' | 'gate'>,
  failOn: readonly FailOn[] = DEFAULT_FAIL_ON,
): Outcome {
  const reasons = failureReasons(report, failOn);
  const strict = failureReasons(report, DEFAULT_FAIL_ON).filter((r) => !reasons.includes(r));
  return {
    fails: reasons.length > 0,
    failOn,
    failingFindings: reasons.filter((r) => !isGate(r)),
    gateFails: reasons.some(isGate),
    heldBackFindings: strict.filter((r) => !isGate(r)),
    gateHeldBack: strict.some(isGate),
  };
}

/** Something would have failed the run under the default `fail-on`: the headline names the `fail-on` that let it pass. */
export function heldBack(outcome: Outcome): boolean {
  return !outcome.fails && (outcome.heldBackFindings.length > 0 || outcome.gateHeldBack);
}

/** `error,veto` or `never`, as the flag and the input take it. */
export function failOnText(outcome: Outcome): string {
  return outcome.failOn.length ? outcome.failOn.join(',') : 'never';
}
