/**
 * Red team (see the README's Security model): a pull request never weakens its own gate through the
 * suppressions file. The action applies the base revision's file, from git when the checkout has
 * the base commit, else through the contents API at the base sha; the pull request's own version
 * is checked (`suppressions/changed-in-pull-request`, its problems on their lines) and takes
 * effect once merged. A push, a schedule and a dispatch use the checkout's. The action runs in
 * process against the simulator.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, workspaceWith, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent, workflowDispatchEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';

const FILE = '.github/handoff-gate-suppressions.json';
const OLD = '.work/001_planner.yaml';
const NEW = '.work/002_planner.yaml';

/** A planner that hands off to the reviewer, where spec 1 sends it to the writer: one `envelope/next-mismatch` error. */
const planner = (extra = '') =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\n${extra}next: reviewer\n`;
const entries = (counts: Record<string, number>) =>
  `${JSON.stringify(
    Object.fromEntries(Object.entries(counts).map(([path, count]) => [path, { 'envelope/next-mismatch': { count } }])),
    null,
    2,
  )}\n`;

/** The base: an old planner with its finding, counted in the suppressions file when the team adopted handoff-gate. */
const BASE_FILES = { 'README.md': '# shop\n', [OLD]: planner(), [FILE]: entries({ [OLD]: 1 }) };

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function setup(head: Record<string, string | null>, base: Record<string, string> = BASE_FILES) {
  const repo = repoState({
    files: base,
    branches: { 'agent/work': { files: head } },
    pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  return repo;
}

type Mode = 'git' | 'api';

/** The pull request's run: with the base commit in the checkout's history (`git`), or without it (`api`). */
async function run(repo: SimRepo, mode: Mode, base: Record<string, string> = BASE_FILES): Promise<ActionRun> {
  let baseSha: string | undefined;
  let workspace: string;
  if (mode === 'git') {
    const headFiles = Object.fromEntries(
      Object.entries(repo.branches['agent/work']!.files).map(([path, content]) => [path, String(content)]),
    );
    const ws = workspaceWith(headFiles, { baseFiles: base });
    workspace = ws.dir;
    baseSha = ws.baseSha!;
  } else {
    workspace = checkout(repo, 'agent/work');
  }
  return runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1, { pull: baseSha === undefined ? {} : { base: { sha: baseSha } } }),
    workspace,
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { label: 'false' },
  });
}

const reads = () =>
  sim!.requests.filter((r) => r.operationId === 'repos/get-content' && r.params.path === FILE).map((r) => r.query.ref);

const errorsOf = (result: ActionRun) =>
  result.report!.findings.filter((f) => f.severity === 'error').map((f) => [f.path, f.ruleId]);

describe("red team: the suppressions file that judges a pull request is its base's", () => {
  for (const mode of ['git', 'api'] as const) {
    describe(
      mode === 'git' ? 'the base commit in the checkout (git)' : 'no history in the checkout (contents API)',
      () => {
        it("a change to an old file keeps the old finding suppressed by the base's count", async () => {
          const repo = await setup({ [OLD]: planner('# touched\n') });
          const result = await run(repo, mode);
          expect(sim!.violations).toEqual([]);
          expect(result.status).toBe(0);
          expect(result.report!.findings).toEqual([]);
          expect(result.report!.suppressed).toEqual({ count: 1, inline: 0, baseline: 1, files: [FILE], exceeded: [] });
          expect(result.summary).toContain(`Suppressed: 1 suppressed (1 by \`${FILE}\`)`);
          expect(result.comment).toContain(`Suppressed: 1 suppressed (1 by \`${FILE}\`)`);
          const checkRun = Object.values(sim!.state.repos).flatMap((r) => r.checkRuns)[0]!;
          expect(JSON.stringify(checkRun)).toContain('Suppressed: 1 suppressed');
        }, 60_000);

        it('a pull request that adds an entry for its own new finding still fails, and is told why', async () => {
          const repo = await setup({ [NEW]: planner(), [FILE]: entries({ [OLD]: 1, [NEW]: 1 }) });
          const result = await run(repo, mode);
          expect(sim!.violations).toEqual([]);
          expect(result.status).toBe(1);
          expect(errorsOf(result)).toEqual([[NEW, 'envelope/next-mismatch']]);
          const notice = result.report!.findings.find((f) => f.ruleId === 'suppressions/changed-in-pull-request');
          expect(notice).toMatchObject({ path: FILE, line: 1, severity: 'notice' });
          expect(notice!.message).toMatch(
            /^This pull request changes the suppressions file; the change takes effect once merged\. Until then the suppressions file of the base commit [0-9a-f]{7} judges this pull request/,
          );
          if (mode === 'api') expect(new Set(reads())).toEqual(new Set([repo.pulls[1]!.base.sha]));
          else expect(reads()).toEqual([]);
        }, 60_000);

        it('a pull request that raises a count for a second finding of the rule in an old file still fails', async () => {
          const task = (status: string) =>
            `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: urgent\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n\n## 説明\nx\n## 完了条件\nx\n## 技術要件\nx\n## 依存関係\nx\n## 参考資料\nx\n## 備考\nx\n`;
          const TASK = 'shared/tasks/frontend/20250124-003-task.md';
          const counted = (count: number) => `${JSON.stringify({ [TASK]: { 'message/enum': { count } } }, null, 2)}\n`;
          const base = { 'README.md': '# shop\n', [TASK]: task('pending'), [FILE]: counted(1) };
          const repo = await setup({ [TASK]: task('pendin'), [FILE]: counted(2) }, base);
          const result = await run(repo, mode, base);
          expect(result.status).toBe(1);
          expect(errorsOf(result)).toEqual([
            [TASK, 'message/enum'],
            [TASK, 'message/enum'],
          ]);
          expect(result.report!.suppressed).toMatchObject({
            baseline: 0,
            exceeded: [{ path: TASK, ruleId: 'message/enum', count: 1, found: 2 }],
          });
        }, 60_000);
      },
    );
  }

  it('a pull request that deletes the file is judged by the base, and told so', async () => {
    const repo = await setup({ [OLD]: planner('# touched\n'), [FILE]: null });
    const result = await run(repo, 'api');
    expect(result.status).toBe(0);
    expect(result.report!.suppressed?.baseline).toBe(1);
    const notice = result.report!.findings.find((f) => f.ruleId === 'suppressions/changed-in-pull-request');
    expect(notice!.message).toMatch(/^This pull request removes the suppressions file/);
  }, 60_000);

  it("the pull request's own version is checked: its problems on their lines", async () => {
    const repo = await setup({ [OLD]: planner('# touched\n'), [FILE]: '{\n  "a.yaml": []\n}\n' });
    const result = await run(repo, 'git');
    expect(result.report!.findings.map((f) => [f.path, f.line, f.ruleId])).toEqual([
      [FILE, 1, 'suppressions/changed-in-pull-request'],
      [FILE, 2, 'suppressions/invalid'],
    ]);
    // The base's file still applies: the old finding stays suppressed, and the run fails on the bad file alone.
    expect(result.report!.suppressed?.baseline).toBe(1);
  }, 60_000);

  it('a stale entry is said on a pull request that fixes the old finding, until its own version prunes it', async () => {
    const fixed = planner().replace('next: reviewer', 'next: writer');
    const stale = await run(await setup({ [OLD]: fixed }), 'git');
    expect(stale.status).toBe(0);
    expect(stale.report!.findings.map((f) => [f.path, f.ruleId, f.severity])).toEqual([
      [FILE, 'suppressions/unused', 'warning'],
    ]);
    await sim!.close();
    const pruned = await run(await setup({ [OLD]: fixed, [FILE]: '{}\n' }), 'git');
    expect(pruned.report!.findings.map((f) => f.ruleId)).toEqual(['suppressions/changed-in-pull-request']);
  }, 60_000);
});

describe('stale entries on a pull request', () => {
  it('a pull request that deletes a baselined file is told to prune its entry', async () => {
    const repo = await setup({ [OLD]: null });
    const result = await run(repo, 'git');
    expect(result.status).toBe(0);
    expect(result.report!.findings.map((f) => [f.path, f.ruleId, f.severity])).toEqual([
      [FILE, 'suppressions/unused', 'warning'],
    ]);
    expect(result.report!.findings[0]!.message).toContain('--prune-suppressions');
  }, 60_000);
});

describe('on a push, a schedule or a dispatch, the checkout holds the file', () => {
  it("a dispatch applies the checkout's file", async () => {
    const repo = repoState({ files: { ...BASE_FILES, [NEW]: planner(), [FILE]: entries({ [OLD]: 1, [NEW]: 1 }) } });
    sim = await startSimulator(simState({ repos: [repo] }));
    const result = await runAction({
      apiUrl: sim.url,
      ...workflowDispatchEvent(),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      inputs: { inbox: 'false' },
    });
    expect(result.status).toBe(0);
    expect(result.report!.findings).toEqual([]);
    expect(result.report!.suppressed).toMatchObject({ baseline: 2, files: [FILE] });
    expect(result.stdout).toContain(`suppressions file ${FILE} from the checkout`);
  }, 60_000);
});
