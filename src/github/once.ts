import { httpStatus } from './errors.js';

/**
 * A write that failed this way may have been made all the same: GitHub (or a proxy before it)
 * answered 5xx, or the connection broke before any answer came (no status: see `httpStatus`).
 * A 4xx is GitHub's own refusal: nothing was made.
 */
export function mayHaveLanded(error: unknown): boolean {
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}

/** Attempts at a create, as many as the client makes of a write it may repeat (plugin-retry: one and three retries). */
export const CREATE_ATTEMPTS = 4;

/**
 * Creates something exactly once although answers may be lost: after a failure that may have
 * landed (a 5xx, a broken connection), `find` looks for the effect (by a marker only we write) and
 * returns it if it is there; otherwise the write is tried again after `pause` (the client's
 * back-off), up to {@link CREATE_ATTEMPTS} in all, so that a burst of 502s ends with one of it.
 * A refusal (4xx), and the last failure, are thrown: a re-run looks again.
 */
export async function createOnce<T>(
  create: () => Promise<T>,
  find: () => Promise<T | undefined>,
  pause: (attempt: number) => Promise<void>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (!mayHaveLanded(error)) throw error;
      const found = await find();
      if (found !== undefined) return found;
      if (attempt >= CREATE_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}
