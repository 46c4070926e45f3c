import Bottleneck from 'bottleneck';
import type { Pacing } from '../../src/github/client.js';

/**
 * The simulator is not GitHub: it needs no spacing between writes, and a retry need not wait. The
 * same throttling and retry code runs, counting attempts as before, without a second of real
 * waiting per write (what made the suite take a quarter of an hour). `npm run test:full` runs the
 * bundle, with GitHub's own pacing.
 */
export const UNPACED: Pacing = {
  groups: {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    search: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
  },
  secondMs: 1,
};
