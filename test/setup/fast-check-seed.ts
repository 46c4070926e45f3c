/**
 * Property tests run the same inputs on every run, so a test run passes or fails the same way
 * wherever it runs; how many, test/helpers/runs.ts says. To hunt for new failing inputs, run with `FC_SEED=random` (fast-check prints
 * the seed and path of any failure; `FC_SEED=<seed>` replays it), then add what it finds to the
 * test's `examples`.
 */
import fc from 'fast-check';
import { runs } from '../helpers/runs.js';

const seed = process.env.FC_SEED;
// A property test that names no count runs fast-check's 100 cases in the fuzz run, fewer by default (see runs.ts).
fc.configureGlobal({
  numRuns: runs(100),
  ...(seed !== 'random' && { seed: seed === undefined || seed === '' ? 20_261_124 : Number(seed) }),
});
