import { describeFailure } from '../github/errors.js';
import { debugUnexpected } from './change-scope.js';
import type { ActionIO } from './io.js';

/**
 * One API write, after the verdict is out: a failure of any kind is one warning naming what was
 * not written and why (by status code, never by GitHub's message), and the run goes on. Returns
 * what the write returned, or undefined when it failed.
 */
export async function attemptWrite<T>(what: string, write: () => Promise<T>, io: ActionIO): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    reportFailedWrite(what, error, io);
    return undefined;
  }
}

export function reportFailedWrite(what: string, error: unknown, io: ActionIO): void {
  io.logger.warning(
    `handoff-gate did not write ${what}: ${describeFailure(error)}. The verdict, outputs, annotations and job summary stand.`,
  );
  debugUnexpected(error, io);
}
