import { httpStatus } from './errors.js';

/**
 * A write that failed this way may have been made all the same: GitHub (or a proxy before it)
 * answered 5xx, or the connection broke before the answer came (Octokit reports that as 500).
 * A 4xx is GitHub's own refusal: nothing was made.
 */
export function mayHaveLanded(error: unknown): boolean {
  const status = httpStatus(error);
  return status === undefined || status >= 500;
}

/**
 * Creates something at most once although its answer may be lost: after a failure that may have
 * landed, `find` looks for the effect (by a marker only we write) and returns it if it is there;
 * otherwise the write is tried once more. A second failure is thrown: a re-run looks again.
 */
export async function createOnce<T>(create: () => Promise<T>, find: () => Promise<T | undefined>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!mayHaveLanded(error)) throw error;
    const found = await find();
    if (found !== undefined) return found;
    return create();
  }
}
