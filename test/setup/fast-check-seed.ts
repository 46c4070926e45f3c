/**
 * Property tests run the same inputs on every run, so a test run passes or fails the same way
 * wherever it runs. To hunt for new failing inputs, run with `FC_SEED=random` (fast-check prints
 * the seed and path of any failure; `FC_SEED=<seed>` replays it), then add what it finds to the
 * test's `examples`.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed === undefined || seed === '' ? 20_261_124 : Number(seed) });
