/**
 * How many cases a property test runs: the count it names in the fuzz run (`npm run test:full`,
 * or `FC_RUNS=full`), a tenth of it by default (never fewer than 20, nor more than it names), so
 * that `npm test` stays a quick loop while the named counts still run in CI. Every property test
 * takes its count from here; with `FC_SEED=random` (see test/setup/fast-check-seed.ts) a fuzz run
 * hunts for new failing inputs.
 */
export const FULL_RUNS = process.env.FC_RUNS === 'full';

export function runs(named: number): number {
  return FULL_RUNS ? named : Math.min(named, Math.max(20, Math.ceil(named / 10)));
}
