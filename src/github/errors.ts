/** Recognise API failures by status code (and GitHub's error codes), never by message text. */

import { UsageError } from '../errors.js';
import { isTimeout } from './limits.js';

interface HttpLike {
  status: number;
  response?: { data?: unknown; headers?: Record<string, string | number | undefined> };
}

/**
 * The status GitHub (or a proxy before it) answered with; undefined when no answer came. Octokit
 * gives a request that got none (a refused or reset connection, a name that did not resolve) the
 * status 500 with no `response`: that is no answer of GitHub's, so it has no status here.
 */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as Partial<HttpLike>;
  return typeof status === 'number' && response !== undefined ? status : undefined;
}

/**
 * The request got no answer at all: a timeout of ours cut the wait, or the connection failed
 * before an answer came (Octokit's status without a `response`). Told by the error's shape and
 * type, never by its message.
 */
export function isUnanswered(error: unknown): boolean {
  if (isTimeout(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { status, response } = error as Partial<HttpLike>;
  return typeof status === 'number' && response === undefined;
}

/** The system's code for a connection that failed (`ECONNREFUSED`, `ENOTFOUND`), from the error's causes. */
function connectionCode(error: unknown): string | undefined {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && isCodeWord(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** An error code as Node and undici write them (`ECONNRESET`, `UND_ERR_SOCKET`): safe to show. */
function isCodeWord(code: string): boolean {
  if (code.length === 0 || code.length > 40) return false;
  for (const ch of code) if (!((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_')) return false;
  return true;
}

/** A rate limit GitHub still enforced after the throttling plugin's retries (403/429 with its rate headers). */
export function isRateLimited(error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== 403 && status !== 429) return false;
  const headers = (error as HttpLike).response?.headers ?? {};
  return headers['retry-after'] !== undefined || String(headers['x-ratelimit-remaining']) === '0' || status === 429;
}

/** 403 that is not a rate limit: the token may not do it (a fork pull request's token is read-only). */
export const isForbidden = (error: unknown) => httpStatus(error) === 403 && !isRateLimited(error);
export const isNotFound = (error: unknown) => httpStatus(error) === 404;
export const isConflict = (error: unknown) => httpStatus(error) === 409;

/** 422 with GitHub's `already_exists` error code (creating a label that exists). */
export function isAlreadyExists(error: unknown): boolean {
  if (httpStatus(error) !== 422) return false;
  const errors = ((error as HttpLike).response?.data as { errors?: Array<{ code?: string }> } | undefined)?.errors;
  return Array.isArray(errors) && errors.some((e) => e.code === 'already_exists');
}

/**
 * A read that a dry run without a token does not make (see offline.ts). Where the flow goes on
 * without the answer, it does (the change listed by git instead); where it cannot, the run stops
 * with this message, as a usage error: it needs a token.
 */
export class ReadSkipped extends UsageError {
  constructor(what: string) {
    super(
      `a dry run without a token reads nothing from GitHub, and this run needs ${what}: give the action a token (\`github-token\`) to read it.`,
    );
  }
}

/**
 * Why an API call failed, in words for a warning: from the status code GitHub answered, the
 * timeout that cut the wait, or the connection that got no answer at all; never GitHub's message.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof ReadSkipped) return 'not asked: a dry run without a token reads nothing from GitHub';
  if (isTimeout(error))
    return error.kind === 'request'
      ? `GitHub did not answer within ${error.seconds} s`
      : `the run's ${error.seconds} s for GitHub API work ran out`;
  const status = httpStatus(error);
  if (status === 401) return 'GitHub answered 401: the token is not valid (expired or revoked)';
  if (status === 403) return 'GitHub answered 403: the token may not do this, or a rate limit held';
  if (status !== undefined) return `GitHub answered ${status}`;
  if (isUnanswered(error)) return `could not reach the API (${connectionCode(error) ?? 'no answer came'})`;
  // The workflow's to fix (an empty `github-token`): its own words, not "unexpected".
  if (error instanceof UsageError) return error.message.endsWith('.') ? error.message.slice(0, -1) : error.message;
  return 'an unexpected error (the debug log has it)';
}
