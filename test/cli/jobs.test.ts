import { afterEach, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo, RESPONSE } from './in-process.js';

afterEach(removeRepos);

const POINTER = 'Run `handoff-gate --help` for the commands and options.\n';

describe('--jobs takes a whole number of threads, 1 or more', () => {
  it.each([
    [['check', '--jobs', '0'], '--jobs must be a whole number of 1 or more; got 0'],
    [['check', '--jobs', 'x'], '--jobs must be a whole number of 1 or more; got x'],
    [['check', '--jobs', '1.5'], '--jobs must be a whole number of 1 or more; got 1.5'],
    [['check', '--jobs='], '--jobs must be a whole number of 1 or more; got '],
    [['inbox', '-j', 'two'], '--jobs must be a whole number of 1 or more; got two'],
    [['check', '--jobs'], '`--jobs` needs a value: a number of threads, e.g. `--jobs 2`.'],
    [['check', '--jobs', '-1'], '`--jobs` needs a value, but is followed by the flag `-1`.'],
  ])('%j is a usage error', async (args, message) => {
    const run = await cli(args, repo({ 'out/r.yaml': RESPONSE }));
    expect(run).toEqual({ status: 2, stdout: '', stderr: `handoff-gate: ${message}\n${POINTER}` });
  });

  it('a valid count checks as usual', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const runs = await Promise.all(
      ['1', '3', '64', ' 2'].map((jobs) => cli(['check', '--format', 'json', '--jobs', jobs], root)),
    );
    for (const run of runs) expect(run.status, run.stderr).toBe(0);
    expect(new Set(runs.map((r) => r.stdout)).size).toBe(1);
  });
});

describe('the default number of threads', () => {
  it('is the cores available when there are more than two, else one', async () => {
    const { defaultJobs } = await import('../../src/cli/options.js');
    expect([1, 2, 3, 4, 16].map(defaultJobs)).toEqual([1, 1, 3, 4, 16]);
  });
});
