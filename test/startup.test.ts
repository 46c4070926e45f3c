/**
 * Start-up of the committed bundles under Node 24: what a run loads before it does anything, and
 * how long that takes next to `node -e 0` (medians of 5, with a bound generous enough for CI).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION } from './helpers/action.js';
import { CLI, node24 } from './helpers/bundle.js';

const RUNS = 5;
/** The goal is 100 ms; CI machines are noisier than that. Binding for the ignored event. */
const BOUND_MS = 150;
/**
 * A run that checks loads @actions/core, the runner protocol's package, whose OIDC client brings
 * undici along (the ~940 KB chunk Octokit shares): measured 50–60 ms more than the hand-written
 * commands it replaced. The ignored event does not load it and keeps {@link BOUND_MS}.
 */
const CHECK_BOUND_MS = BOUND_MS + 70;

const dir = mkdtempSync(join(tmpdir(), 'hg-startup-'));
const empty = join(dir, 'empty');
mkdirSync(empty);
const eventPath = join(dir, 'event.json');
writeFileSync(eventPath, '{}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment a runner gives the action for `event`, on an empty checkout. */
function actionEnv(event: string, inputs: Record<string, string> = {}): Record<string, string> {
  const output = join(dir, `output-${event}`);
  writeFileSync(output, '');
  return {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/repo',
    GITHUB_WORKSPACE: empty,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: dir,
    'INPUT_GITHUB-TOKEN': 'ghs_unused',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
}

function run(args: string[], env: Record<string, string> = { PATH: process.env.PATH ?? '' }) {
  const started = process.hrtime.bigint();
  const child = spawnSync(node24(), args, { cwd: empty, env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, status: child.status, stdout: child.stdout, stderr: child.stderr };
}

function median(args: string[], env?: Record<string, string>): number {
  const times = Array.from({ length: RUNS }, () => {
    const result = run(args, env);
    expect(result.status, result.stderr).toBe(0);
    return result.ms;
  });
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** Logs every file module the run resolves (the entry and each chunk it imports). */
const TRACE = `data:text/javascript,${encodeURIComponent(
  'import { registerHooks } from "node:module"; registerHooks({ resolve(s, c, next) { const r = next(s, c); if (r.url.startsWith("file:")) process.stderr.write(`LOADED ${r.url}\\n`); return r; } });',
)}`;

function loaded(args: string[], env?: Record<string, string>): string[] {
  const result = run(['--import', TRACE, ...args], env);
  expect(result.status, result.stderr).toBe(0);
  return [...result.stderr.matchAll(/^LOADED (\S+)$/gm)].map((m) => fileURLToPath(m[1]!));
}

/** Whether any of these files carries Octokit, or the HTTP client (undici) that comes with it and with @actions/core. */
const carriesGitHubClient = (files: string[]) => files.some((f) => /node_modules\/(@octokit|undici)\//.test(readFileSync(f, 'utf8')));
const carriesOctokit = (files: string[]) => files.some((f) => /node_modules\/@octokit\//.test(readFileSync(f, 'utf8')));
const carriesToolkit = (files: string[]) => files.some((f) => /node_modules\/@actions\/core\//.test(readFileSync(f, 'utf8')));
const carriesCheck = (files: string[]) => files.some((f) => /node_modules\/zod\//.test(readFileSync(f, 'utf8')));

describe('what a run loads', () => {
  it('the action on an event it ignores loads its entry alone (not even @actions/core and its HTTP client)', () => {
    const files = loaded([ACTION], actionEnv('release'));
    expect(files).toEqual([ACTION]);
    expect(carriesGitHubClient(files) || carriesToolkit(files)).toBe(false);
  });

  it('a check that needs no API call loads the check and @actions/core, not Octokit', () => {
    const files = loaded([ACTION], actionEnv('workflow_dispatch', { inbox: 'false' }));
    expect(carriesCheck(files)).toBe(true);
    // The runner protocol goes through @actions/core, which brings undici along; Octokit stays out.
    expect(carriesToolkit(files)).toBe(true);
    expect(carriesOctokit(files)).toBe(false);
    const cli = loaded([CLI, 'check', empty]);
    expect(carriesGitHubClient(cli)).toBe(false);
  });
});

describe('start-up time, medians of 5 runs under Node 24', () => {
  it(`stays within ${BOUND_MS} ms of node -e 0 (${CHECK_BOUND_MS} ms for the action's check, which loads @actions/core)`, () => {
    const baseline = median(['-e', '0']);
    const cli = median([CLI, 'check', empty]);
    const ignored = median([ACTION], actionEnv('release'));
    const dispatch = median([ACTION], actionEnv('workflow_dispatch', { inbox: 'false' }));
    console.log(`node -e 0: ${baseline.toFixed(0)} ms; cli check (empty folder): +${(cli - baseline).toFixed(0)} ms; action on release: +${(ignored - baseline).toFixed(0)} ms; action on workflow_dispatch (empty, no inbox): +${(dispatch - baseline).toFixed(0)} ms`);
    expect(cli - baseline).toBeLessThan(BOUND_MS);
    expect(ignored - baseline).toBeLessThan(BOUND_MS);
    expect(dispatch - baseline).toBeLessThan(CHECK_BOUND_MS);
  }, 60_000);
});
