import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    // Removing a test's thousands of files can outlast vitest's 10 s on a busy machine.
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files a core (up to 8): most test files wait on the simulator, git or a child process
    // as much as they compute. On two cores, measured with coverage: two workers (vitest's default
    // there) 188 s, three 152 s, four 139 s.
    maxWorkers: Math.min(8, 2 * availableParallelism()),
    // The quick loop (`npm test`) shares each worker's loaded modules between its test files: the
    // engine and the OpenAPI description load once per worker, not once per file (measured on two
    // cores: 90 s instead of 121-134 s). The full run (`npm run test:full`, FC_RUNS=full, which CI
    // runs too) isolates every file, so a test that leaned on another's state would fail there.
    isolate: process.env.FC_RUNS === 'full',
    // One seed for every property test unless FC_SEED says otherwise, and Bottleneck's yields
    // without a timer's millisecond (see each file).
    setupFiles: ['test/setup/fast-check-seed.ts', 'test/setup/bottleneck-yield.ts'],
    // `npm test` measures which lines of src/ the suite runs (V8's own counts, `--coverage`) and
    // fails under the floor below. The full run leaves it off: its action tests run the bundle in
    // a process of their own, which V8 counts apart from src/.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: [
        'text-summary',
        ['json-summary', { file: 'coverage-summary.json' }],
        ['text', { file: 'coverage.txt' }],
      ],
      reportsDirectory: 'coverage',
      // The floor, a point under what the suite reached when it was set (CONTRIBUTING.md, "Coverage"):
      // raise it when the suite does, never lower it to let a change through.
      thresholds: { statements: 95, branches: 89, functions: 96, lines: 96 },
    },
  },
});
