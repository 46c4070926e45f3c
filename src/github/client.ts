import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Logger } from '../logging.js';

export type Octokit = ReturnType<typeof getOctokit>;

/** Retries before a rate-limited request is given up (each waits as long as GitHub asks). */
const RATE_LIMIT_RETRIES = 2;

/**
 * An Octokit that waits out rate limits as GitHub asks (retry-after / reset), retries server
 * errors, and gives up with a clear warning rather than hammering the API.
 */
export function createOctokit(token: string, baseUrl: string, logger: Logger): Octokit {
  return getOctokit(
    token,
    {
      baseUrl,
      throttle: {
        onRateLimit: (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
          logger.warning(`GitHub's rate limit was reached by ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : 'giving up'}.`);
          return retryCount < RATE_LIMIT_RETRIES;
        },
        onSecondaryRateLimit: (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
          logger.warning(`GitHub's secondary rate limit was hit by ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : 'giving up'}.`);
          return retryCount < RATE_LIMIT_RETRIES;
        },
      },
      retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
    },
    throttling,
    retry,
  );
}
