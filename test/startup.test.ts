/**
 * Start-up of the committed bundles under Node 24: what a run loads before it does anything
 * (which modules, how many bytes). How long it takes is measured by `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION } from './helpers/action.js';
import { CLI, node24 } from './helpers/bundle.js';

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
  const child = spawnSync(node24(), args, { cwd: empty, env, encoding: 'utf8' });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
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
const carriesGitHubClient = (files: string[]) =>
  files.some((f) => /node_modules\/(@octokit|undici)\//.test(readFileSync(f, 'utf8')));
const carriesOctokit = (files: string[]) => files.some((f) => /node_modules\/@octokit\//.test(readFileSync(f, 'utf8')));
const carriesToolkit = (files: string[]) =>
  files.some((f) => /node_modules\/@actions\/core\//.test(readFileSync(f, 'utf8')));
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

/**
 * What start-up costs, counted as the JavaScript a run loads rather than timed: a shared runner's
 * clock says more about its neighbours than about the bundle. The times are `npm run bench`'s.
 * Budgets about 15% over the bundles' size today: a new dependency on the start-up path, or a
 * chunk split undone, shows here.
 */
// Measured: 1,603,743 and 2,688,033 bytes, after the bounds, the file gate, the secret guard and the
// syntax findings grew the engine's chunks by about 90 KB (no new dependency, no chunk merged).
// The CLI then 1,866,395: the engine's inline suppressions and the suppressions file, and the
// terminal layout's width tables, on its start-up path by nature (no new dependency). Then
// 2,185,589: every rule's own rationale (about 200 sentences in the catalogue), the shared
// config's reading and the per-channel docs links (no new dependency, no chunk merged).
const CLI_CHECK_BUDGET = 2_300_000;
// The action's check then 3,148,414: the rules that judge deleted files, an aggregator's reviewers,
// questions left without an answer, and the approvals recounted from GitHub's record (no new
// dependency, no chunk merged). Then 3,270,506: merge groups, the shared config, expiring
// approvals, reminders, the sync's list of the issues it wrote and the rules' rationales (no new
// dependency, no chunk merged).
const ACTION_CHECK_BUDGET = 3_400_000;
const bytes = (files: string[]) => files.reduce((sum, f) => sum + statSync(f).size, 0);

describe('what start-up loads, in bytes of JavaScript', () => {
  it(`the CLI on an empty folder stays within ${CLI_CHECK_BUDGET} bytes, the action's check within ${ACTION_CHECK_BUDGET}`, () => {
    const cli = bytes(loaded([CLI, 'check', empty]));
    const ignored = bytes(loaded([ACTION], actionEnv('release')));
    const dispatch = bytes(loaded([ACTION], actionEnv('workflow_dispatch', { inbox: 'false' })));
    console.log(
      `cli check (empty folder): ${cli} bytes; action on release: ${ignored} bytes; action on workflow_dispatch (empty, no inbox): ${dispatch} bytes`,
    );
    expect(cli).toBeLessThan(CLI_CHECK_BUDGET);
    // The ignored event loads the entry alone (above): a small fraction of a check's code.
    expect(ignored).toBeLessThan(dispatch / 10);
    expect(dispatch).toBeLessThan(ACTION_CHECK_BUDGET);
  }, 60_000);
});
