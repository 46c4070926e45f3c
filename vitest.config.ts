import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    // One seed for every property test unless FC_SEED says otherwise (see the file).
    setupFiles: ['test/setup/fast-check-seed.ts'],
  },
});
