/**
 * Where a run reads the time: the system's in the action, one a test moves. Passed in, never read
 * from `Date.now()` where a decision turns on it (an approval that expired, a reminder that is due).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
