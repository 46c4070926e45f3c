import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import type { ApiLimits } from '../config/api-limits.js';
import type { Logger } from '../logging.js';
import { ApiTimeoutError } from './limits.js';

export type Octokit = ReturnType<typeof getOctokit>;

/** Retries before a rate-limited request is given up (each waits as long as GitHub asks). */
const RATE_LIMIT_RETRIES = 2;

type Fetch = (url: string, init?: { signal?: AbortSignal | null } & Record<string, unknown>) => Promise<unknown>;
type RequestOptions = { request?: { fetch?: Fetch } & Record<string, unknown> } & Record<string, unknown>;
type HookedOctokit = {
  hook: {
    wrap(
      name: 'request',
      wrapper: (request: (options: RequestOptions) => Promise<unknown>, options: RequestOptions) => Promise<unknown>,
    ): void;
  };
};

/**
 * The timeouts, as an Octokit plugin registered last, so that it wraps the other plugins: its
 * deadline covers their waits (throttling queues, retry back-offs), and the fetch it hands down is
 * the one every attempt uses, so each attempt gets its own timeout.
 */
function timeouts(limits: Readonly<ApiLimits>) {
  const start = Date.now();
  const remaining = () => start + limits.deadlineSeconds * 1000 - Date.now();
  const deadline = () => new ApiTimeoutError('deadline', limits.deadlineSeconds);

  /** One attempt: aborted at its own timeout or at the deadline, whichever comes first (the body's reading included). */
  const timed =
    (inner: Fetch): Fetch =>
    (url, init = {}) => {
      const left = remaining();
      if (left <= 0) return Promise.reject(deadline());
      const controller = new AbortController();
      const reason =
        left < limits.timeoutSeconds * 1000 ? deadline() : new ApiTimeoutError('request', limits.timeoutSeconds);
      // Not cleared when the headers arrive, so that a body that never ends is cut too; unref'd, so it never holds the run open.
      setTimeout(() => controller.abort(reason), Math.min(left, limits.timeoutSeconds * 1000)).unref();
      const signal = init.signal ? AbortSignal.any([controller.signal, init.signal]) : controller.signal;
      return inner(url, { ...init, signal });
    };

  const plugin = (octokit: unknown) => {
    (octokit as HookedOctokit).hook.wrap('request', (request, options) => {
      const left = remaining();
      if (left <= 0) return Promise.reject(deadline());
      const inner = options.request?.fetch ?? (globalThis.fetch as unknown as Fetch);
      // In place: before-after-hook binds each inner hook to the options object it was first given.
      options.request = { ...options.request, fetch: timed(inner) };
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(deadline()), left);
        timer.unref();
      });
      return Promise.race([request(options), expired]).finally(() => clearTimeout(timer));
    });
    return {};
  };
  return { plugin, remaining };
}

/**
 * How far apart the client sends requests and how long a retry waits. Unset: GitHub's pacing, as
 * plugin-throttling and plugin-retry keep it (one write a second, one content-creating write every
 * 3 s; a server error retried after 1, 4 and 9 s; a rate limit waited out as GitHub asks). A
 * client of something that is not GitHub (the tests' simulator) may give its own: the same code
 * runs, with other waits.
 */
export interface Pacing {
  /** plugin-throttling's limiter groups (Bottleneck groups), each replacing its own. */
  groups?: Pick<Extract<ThrottlingOptions, { onRateLimit: unknown }>, 'write' | 'notifications' | 'search'>;
  /** What a wait of one second takes, in ms, for a retry (attempt n waits n² of them) and a rate limit's `retry-after`. */
  secondMs?: number;
}

/**
 * An Octokit that waits out rate limits as GitHub asks (retry-after / reset) while the deadline
 * allows, retries server errors, gives every attempt a timeout and all API work one deadline
 * (`limits`, read at each request: the run sets them once its config is known), and gives up
 * with a clear warning rather than hammering the API.
 */
export function createOctokit(
  token: string,
  baseUrl: string,
  logger: Logger,
  limits: Readonly<ApiLimits>,
  pacing: Pacing = {},
): Octokit {
  const { plugin, remaining } = timeouts(limits);
  const onLimit =
    (which: string) =>
    (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const again = retryCount < RATE_LIMIT_RETRIES && retryAfter * 1000 < remaining();
      const why =
        retryCount < RATE_LIMIT_RETRIES
          ? `giving up: waiting ${retryAfter} s would pass the run's deadline for API work`
          : 'giving up';
      logger.warning(
        `GitHub's ${which} was reached by ${options.method} ${options.url}; ${again ? `retrying in ${retryAfter} s` : why}.`,
      );
      return again;
    };
  return getOctokit(
    token,
    {
      baseUrl,
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        ...pacing.groups,
        ...(pacing.secondMs !== undefined && { retryAfterBaseValue: pacing.secondMs }),
      },
      retry: {
        doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451],
        ...(pacing.secondMs !== undefined && { retryAfterBaseValue: pacing.secondMs }),
      },
    },
    throttling,
    retry,
    plugin,
  );
}
