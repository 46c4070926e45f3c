import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_RUNS } from '../helpers/runs.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { REPO as ROOT } from '../helpers/bundle.js';
import { checkout } from '../helpers/pull-request.js';
import { pushEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';
import { openRunCache } from '../../src/action/result-cache.js';
import { readInputs } from '../../src/action/inputs.js';
import type { ActionContext } from '../../src/action/context.js';
import { recordingLogger } from '../../src/logging.js';

/** Every file of the sample repository, which has an inbox item of each kind. */
function sampleFiles(): Record<string, string> {
  const root = join(ROOT, 'examples/pipeline');
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(root, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return out;
}

/** A task of the sample's intent, done: one more file for a full scan to check, and no inbox item. */
const task = (i: number) => `intent_id: login-audit-log
title: "Write auth event ${i} to the audit log"
plan: |
  Call auditLog.write() for event ${i}.
relevant_files:
  - src/auth/login.ts
implementation_steps:
  - "Write the event"
complexity: low
depends_on: []
status: done
`;

/** The sample repository grown to `total` files with tasks. */
function grown(total: number): Record<string, string> {
  const files = sampleFiles();
  const more = total - Object.keys(files).length;
  for (let i = 0; i < more; i++) files[`.forge/tasks/grown-${Math.floor(i / 100)}/step-${i}.yaml`] = task(i);
  return files;
}

const CACHE = '.handoff-gate-cache';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A push of `branch` (its first: every file is checked) with the cache folder restored from `restored`, as actions/cache does. */
async function push(repo: SimRepo, branch: string, restored?: string): Promise<{ run: ActionRun; workspace: string }> {
  const workspace = checkout(repo, 'main');
  if (restored) cpSync(join(restored, CACHE), join(workspace, CACHE), { recursive: true });
  const run = await runAction({
    apiUrl: sim!.url,
    ...pushEvent({ ref: `refs/heads/${branch}`, after: repo.branches.main!.sha }),
    workspace,
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never', 'cache-path': CACHE },
  });
  return { run, workspace };
}

/** The files the run checked and recalled, from its log line. */
function work(run: ActionRun): { recalled: number; checked: number } {
  const match = /result cache: (\d+) files recalled, (\d+) checked/.exec(run.stdout);
  if (!match) throw new Error(`no cache line in the log:\n${run.stdout.slice(0, 2000)}`);
  return { recalled: Number(match[1]), checked: Number(match[2]) };
}

/** The size the scale is measured at; `npm test`'s quick loop grows the sample to a fifth of it. */
const GROWN = FULL_RUNS ? 10_000 : 2_000;

describe('the action keeps a result cache between its runs of every file', () => {
  it(`a warm sync of the sample grown to ${GROWN.toLocaleString('en-US')} files checks at most 0.35 of what the cold one did, and reports the same`, async () => {
    const repo = repoState({ files: grown(GROWN) });
    sim = await startSimulator(simState({ repos: [repo] }));
    const cold = await push(repo, 'main');
    expect(cold.run.status).toBe(0);
    expect(existsSync(join(cold.workspace, CACHE, 'check-results.v8'))).toBe(true);
    const warm = await push(repo, 'main', cold.workspace);
    expect(warm.run.status).toBe(0);
    const [before, after] = [work(cold.run), work(warm.run)];
    expect(before.recalled).toBe(0);
    expect(before.checked).toBeGreaterThan(0.9 * GROWN);
    expect(after.checked).toBeLessThanOrEqual(0.35 * before.checked);
    expect(after.recalled + after.checked).toBe(before.checked);
    expect(JSON.stringify(warm.run.report)).toBe(JSON.stringify(cold.run.report));
    // The verdict's summary is the same; what the sync wrote, appended after it, differs (the cold
    // run opened the issues, the warm one found them in line).
    const verdictPart = (summary: string) => summary.slice(0, summary.lastIndexOf('#### Inbox issues'));
    expect(verdictPart(warm.run.summary)).toBe(verdictPart(cold.run.summary));
    expect(warm.run.summary).toContain('This run wrote no inbox issue');
    // Every output but the report's path, which is the runner's temporary folder.
    expect({ ...warm.run.outputs, report: '' }).toEqual({ ...cold.run.outputs, report: '' });
    expect(sim.violations).toEqual([]);
  }, 240_000);

  it("sets aside another branch's cache and checks every file", async () => {
    const repo = repoState({ files: grown(300) });
    sim = await startSimulator(simState({ repos: [repo] }));
    const main = await push(repo, 'main');
    const other = await push(repo, 'other', main.workspace);
    expect(work(main.run).checked).toBeGreaterThan(250);
    expect(work(other.run)).toEqual({ recalled: 0, checked: work(main.run).checked });
    expect(JSON.stringify(other.run.report?.findings)).toBe(JSON.stringify(main.run.report?.findings));
  }, 120_000);
});

describe('a run that is not a full scan', () => {
  it('never opens the cache on a pull request', () => {
    const logger = recordingLogger();
    const context = {
      workspace: '/nowhere',
      event: { kind: 'pull_request', name: 'pull_request' },
    } as unknown as ActionContext;
    const inputs = readInputs((name) => (name === 'cache-path' ? CACHE : ''));
    expect(openRunCache({ inputs, context, io: { logger } as never }, true)).toBeUndefined();
    expect(logger.lines.map((l) => l.message)).toEqual([
      'handoff-gate: the result cache (`cache-path`) is not used on a pull_request event; the files are checked in full.',
    ]);
  });
});
