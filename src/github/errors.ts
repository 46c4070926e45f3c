/** Recognise API failures by status code (and GitHub's error codes), never by message text. */

interface HttpLike {
  status: number;
  response?: { data?: unknown; headers?: Record<string, string | number | undefined> };
}

export function httpStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && typeof (error as HttpLike).status === 'number' ? (error as HttpLike).status : undefined;
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
