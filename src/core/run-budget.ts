import type { Limits } from './limits.js';
import type { Finding } from '../report/finding.js';

/** A bound of the run (see `Limits`): past it, the files still to check are not judged. */
export type RunBound = 'run-bytes' | 'run-findings' | 'run-seconds';

/** A clock in milliseconds: `Date.now` unless a test counts files instead of time. */
export type Clock = () => number;

/**
 * What one engine's run has spent of its bounds: bytes read, findings kept, time taken. Once a
 * bound is passed it stays passed, and every file the engine has yet to check is reported as not
 * judged (an error each): the run ends early, never with a silent pass.
 */
export class RunBudget {
  #bytes = 0;
  #findings = 0;
  #passed: RunBound | undefined;
  readonly #deadline: number;

  constructor(
    readonly limits: Readonly<Limits>,
    private readonly clock: Clock = Date.now,
    startedAt: number = clock(),
  ) {
    this.#deadline = startedAt + limits.runSeconds * 1000;
  }

  /** The bound the run has passed, if it has: bytes, then time (findings are counted file by file, in `keep`). */
  passed(): RunBound | undefined {
    if (this.#passed === undefined) {
      if (this.#bytes > this.limits.runBytes) this.#passed = 'run-bytes';
      else if (this.clock() > this.#deadline) this.#passed = 'run-seconds';
    }
    return this.#passed;
  }

  read(bytes: number): void {
    this.#bytes += bytes;
  }

  /**
   * Whether a file's findings fit in what the run keeps; when they do not, the run has passed
   * `run-findings`, and the file, like every file after it, is not judged.
   */
  keep(findings: number): boolean {
    if (this.#passed === undefined && this.#findings + findings <= this.limits.runFindings) {
      this.#findings += findings;
      return true;
    }
    this.#passed ??= 'run-findings';
    return false;
  }
}

/**
 * Thrown where a read during a file's check (a cross-file index's) finds the run past a bound:
 * the file's check is abandoned and the file reported as not judged. One shared instance, as
 * `FULL_PARSE_NEEDED` is.
 */
export const RUN_BOUND_PASSED = new Error('the run has passed one of its bounds');

export const isRunBoundPassed = (error: unknown): boolean => error === RUN_BOUND_PASSED;

export const NOT_JUDGED_RULE = 'file/not-judged';

/** What each bound is, for the message: how much of it the run had spent. */
function spent(bound: RunBound, limits: Readonly<Limits>): string {
  if (bound === 'run-bytes')
    return `read ${limits.runBytes} byte${limits.runBytes === 1 ? '' : 's'}, its limit (\`limits.run-bytes\`)`;
  if (bound === 'run-findings')
    return `kept ${limits.runFindings} finding${limits.runFindings === 1 ? '' : 's'}, its limit (\`limits.run-findings\`)`;
  return `taken ${limits.runSeconds} s, its limit (\`limits.run-seconds\`)`;
}

/**
 * The one finding of a file the run did not judge: always an error, whatever the config says of
 * the rule, since it stands for everything the file might have held.
 */
export function notJudged(path: string, bound: RunBound, limits: Readonly<Limits>): Finding {
  return {
    path,
    line: 1,
    column: 1,
    ruleId: NOT_JUDGED_RULE,
    severity: 'error',
    message: notJudgedMessage(bound, limits),
  };
}

/**
 * The message is one string for every file a bound left unjudged: a run past its bytes bound
 * lists each file after it (151,504 of a scan of 200,000 files), and a copy of the sentence each
 * was 36 MB of that run's peak memory. Kept for the last few bounds and limits a process saw.
 */
const notJudgedMessages = new Map<string, string>();
const MESSAGES_KEPT = 8;

function notJudgedMessage(bound: RunBound, limits: Readonly<Limits>): string {
  const what = spent(bound, limits);
  let message = notJudgedMessages.get(what);
  if (message === undefined) {
    if (notJudgedMessages.size >= MESSAGES_KEPT) notJudgedMessages.clear();
    message = `This file was not checked: the run had ${what}. It counts as an error until a run checks it; check fewer files at a time.`;
    notJudgedMessages.set(what, message);
  }
  return message;
}
