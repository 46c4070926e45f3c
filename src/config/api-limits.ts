/**
 * How long the action waits for GitHub, the config's `api` section: the shape and its defaults
 * live with the config that owns them, and the GitHub client only reads them. Kept free of
 * imports: the flow sets the limits before the client (Octokit) is loaded.
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
