import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // Two files a core (up to 8): most test files wait on the simulator, git or a child process
    // as much as they compute. On two cores, measured: one worker (vitest's default there) 240 s
    // of tests, two 150-200 s, three 145 s, four 121 s.
    maxWorkers: Math.min(8, 2 * availableParallelism()),
    // One seed for every property test unless FC_SEED says otherwise (see the file).
    setupFiles: ['test/setup/fast-check-seed.ts'],
  },
});
