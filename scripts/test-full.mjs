// The whole suite at full strength (`npm run test:full`, and CI after `npm test`): every action
// test on the committed bundle under Node 24, as its own process with GitHub's pacing, and every
// property test at the count it names. `npm test` runs the same files in process, with a tenth of
// the property cases: the quick loop. Extra arguments go to vitest (a file, `-t name`).
import { spawnSync } from 'node:child_process';

// npm puts node_modules/.bin on the PATH of a script it runs.
const run = spawnSync('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, HANDOFF_GATE_TEST_BUNDLE: '1', FC_RUNS: 'full' },
});
process.exit(run.status ?? 1);
