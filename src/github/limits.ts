/**
 * How long the action waits for GitHub. Every attempt of every request has its own timeout, and
 * all API work of a run shares one deadline, counted from its first request: rate-limit waits
 * that would pass it are given up, and at the deadline every pending request (queued by the
 * throttling plugin, waiting out a retry back-off, or in flight) and every new one fails at once.
 * So a run whose API never answers ends by itself: its API work within `deadlineSeconds`, the
 * process a few seconds later at most (the plugins' own timers run out: a retry back-off is 9 s
 * at most). The verdict was out before the first write, and each write that failed is a warning.
 * Kept free of imports: the flow sets them before the client (Octokit) is loaded.
 */
export interface ApiLimits {
  /** Longest wait for one answer (each retry has its own). */
  timeoutSeconds: number;
  /** Longest the run's API work may take in all, from its first request: waits for rate limits and retries included. */
  deadlineSeconds: number;
}

/**
 * 30 s: GitHub answers within 10 s or not at all (its own timeout); 5 minutes: an inbox sync's 50
 * writes spaced 1-3 s apart, with room for retries, well inside a job's budget.
 */
export const DEFAULT_API_LIMITS: Readonly<ApiLimits> = { timeoutSeconds: 30, deadlineSeconds: 300 };

/**
 * A request that got no answer in time. It carries no HTTP status (none came), so it is never
 * taken for one of GitHub's answers.
 */
export class ApiTimeoutError extends Error {
  /** `request`: this request's own timeout; `deadline`: the run's time for API work ran out. */
  readonly kind: 'request' | 'deadline';
  readonly seconds: number;
  constructor(kind: 'request' | 'deadline', seconds: number) {
    super(kind === 'request' ? `GitHub did not answer within ${seconds} s` : `the ${seconds} s the run gives GitHub API work ran out`);
    this.kind = kind;
    this.seconds = seconds;
    // Octokit passes an `AbortError` on as it is: not wrapped as a 500, not retried by plugin-retry.
    this.name = 'AbortError';
  }
  // Octokit's fetch wrapper sets `status = 500` on an AbortError; no status came, so none is kept.
  get status(): undefined {
    return undefined;
  }
  set status(_ignored: unknown) {}
}

export const isTimeout = (error: unknown): error is ApiTimeoutError => error instanceof ApiTimeoutError;

