import { failureReasons, type FailOn } from '../gate/fail-on.js';
import type { Report } from '../report/report.js';
import { plural } from './plural.js';

/** The CLI's and the action's default `fail-on`. */
const DEFAULT_FAIL_ON: readonly FailOn[] = ['error', 'veto', 'reject'];

/** What decides the run's exit status besides the report: every renderer with a headline takes these. */
export interface OutcomeOptions {
  /** The run's `fail-on` (default error,veto,reject). */
  failOn?: readonly FailOn[];
  /**
   * The config's errors, when they end the run with exit 2 whatever `failOn` says (the CLI's
   * case; the action counts the config's findings under its `fail-on` like any other).
   */
  configErrors?: number;
}

/**
 * What the run's exit status (the action's failed status) is, and why, so every headline agrees
 * with it: `reasons` are what fail the run under `failOn` (errors first, then the gate), `heldBack`
 * what would fail it under the default but does not under this `failOn` (`--fail-on never`).
 */
export interface Outcome {
  /** The run fails: the config's errors (exit 2), or something at a `fail-on` level (exit 1). */
  fails: boolean;
  failOn: readonly FailOn[];
  /** The config's errors that fail the run whatever `failOn` says (exit 2); 0 when none do. */
  configErrors: number;
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

export function outcomeOf(report: Pick<Report, 'findings' | 'gate'>, options: OutcomeOptions = {}): Outcome {
  const { failOn = DEFAULT_FAIL_ON, configErrors = 0 } = options;
  const reasons = failureReasons(report, failOn);
  const strict = failureReasons(report, DEFAULT_FAIL_ON).filter((r) => !reasons.includes(r));
  return {
    fails: configErrors > 0 || reasons.length > 0,
    failOn,
    configErrors,
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

/** `Config failed with 1 error (exit 2)`: the headline of a run its config's errors end, or '' when they do not. */
export function configFailure(outcome: Outcome): string {
  return outcome.configErrors > 0 ? `Config failed with ${plural(outcome.configErrors, 'error')} (exit 2)` : '';
}
