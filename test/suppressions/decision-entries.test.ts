/**
 * Red team: the suppressions file never holds a person's decision. One pull request adds an entry
 * for `intent/approval-skipped` on an intent that waits for approval (nothing is skipped yet, so
 * its gate had nothing to fail on); the next moves the intent past `proposed`. Each finding of a
 * rule that guards a decision compares a change with its base, so it did not exist when any entry
 * of the base was written: the first change is an error on the entry's line, and the entry hides
 * nothing in the second. A push that adds one is an error too. The action runs in process against
 * the simulator.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, workspaceWith, type ActionRun } from '../helpers/action.js';
import { pullRequestEvent, pushEvent } from '../helpers/events.js';
import { checkout } from '../helpers/pull-request.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator } from '../sim/index.js';
import { decisionEntriesRaised } from '../../src/suppressions/decision-entries.js';
import { parseSuppressionsFile } from '../../src/suppressions/baseline.js';

const FILE = '.github/handoff-gate-suppressions.json';
const INTENT = '.forge/intents/sessions-in-redis.yaml';
const intent = (status: string) =>
  `title: Move sessions to Redis\nbody: Sessions move out of the process.\ntype: refactor\nsource: human\nrisk: high\nstatus: ${status}\n`;
const entry = (ruleId: string, count: number) => `${JSON.stringify({ [INTENT]: { [ruleId]: { count } } }, null, 2)}\n`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A pull request from `base` to `head`, the base commit in the checkout's history. */
async function pullRequest(base: Record<string, string>, head: Record<string, string>): Promise<ActionRun> {
  const repo = repoState({
    files: base,
    branches: { 'agent/work': { files: head } },
    pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  const ws = workspaceWith({ ...base, ...head }, { baseFiles: base });
  return runAction({
    apiUrl: sim.url,
    ...pullRequestEvent(repo, 1, { pull: { base: { sha: ws.baseSha! } } }),
    workspace: ws.dir,
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { label: 'false', inbox: 'false' },
  });
}

const found = (run: ActionRun) =>
  run.report!.findings.filter((f) => f.severity !== 'notice').map((f) => [f.path, f.line, f.ruleId, f.severity]);

describe("red team: no suppressions file entry skips a person's decision", () => {
  const waiting = { 'README.md': '# shop\n', [INTENT]: intent('proposed') };

  it('the pull request that adds the entry fails on its line, and the next one that skips the approval fails too', async () => {
    const first = await pullRequest(waiting, { [FILE]: entry('intent/approval-skipped', 1) });
    expect(sim!.violations).toEqual([]);
    expect(first.status).toBe(1);
    expect(found(first)).toEqual([[FILE, 3, 'suppressions/guards-a-decision', 'error']]);
    const error = first.report!.findings.find((f) => f.ruleId === 'suppressions/guards-a-decision')!;
    expect(error.message).toContain(
      `This pull request adds this entry for \`intent/approval-skipped\` on \`${INTENT}\``,
    );
    await sim!.close();
    sim = undefined;

    // Merged anyway (the check was not required): the entry is in the base of the next pull request.
    const merged = { ...waiting, [FILE]: entry('intent/approval-skipped', 1) };
    const second = await pullRequest(merged, { [INTENT]: intent('executing') });
    expect(second.status).toBe(1);
    expect(found(second)).toEqual([
      [INTENT, 6, 'intent/approval-skipped', 'error'],
      [FILE, 3, 'suppressions/unused', 'warning'],
    ]);
    expect(second.report!.suppressed?.baseline ?? 0).toBe(0);
    expect(second.summary).not.toContain('1 suppressed');
  }, 120_000);

  it('a pull request that raises the count of an entry it already had fails on that line', async () => {
    const had = { ...waiting, [FILE]: entry('intent/risk-lowered', 1) };
    const run = await pullRequest(had, { [FILE]: entry('intent/risk-lowered', 2) });
    expect(run.status).toBe(1);
    expect(found(run)).toContainEqual([FILE, 3, 'suppressions/guards-a-decision', 'error']);
    expect(run.report!.findings.find((f) => f.ruleId === 'suppressions/guards-a-decision')!.message).toContain(
      "raises this entry's count from 1 to 2",
    );
  }, 120_000);

  it('an entry for any other rule is no error', async () => {
    const run = await pullRequest(waiting, { [FILE]: entry('intent/unknown-type', 1) });
    expect(found(run).filter(([, , ruleId]) => ruleId === 'suppressions/guards-a-decision')).toEqual([]);
  }, 120_000);

  it('a push that adds the entry fails on its line', async () => {
    const repo = repoState({
      files: waiting,
      branches: { 'agent/work': { files: { [FILE]: entry('intent/approval-skipped', 1) } } },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const after = repo.branches['agent/work']!.sha;
    const run = await runAction({
      apiUrl: sim.url,
      ...pushEvent({ ref: 'refs/heads/agent/work', before: repo.branches.main!.sha, after }),
      workspace: checkout(repo, 'agent/work'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      sha: after,
      inputs: { inbox: 'false' },
    });
    expect(sim.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(found(run)).toEqual([[FILE, 3, 'suppressions/guards-a-decision', 'error']]);
    expect(run.report!.findings[0]!.message).toContain('This push adds this entry');
  }, 120_000);

  it('a push whose file before it cannot be read: a warning that its entries were not compared, and none suppresses', async () => {
    const repo = repoState({
      files: waiting,
      branches: { 'agent/work': { files: { [FILE]: entry('intent/approval-skipped', 1) } } },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const before = repo.branches.main!.sha;
    const after = repo.branches['agent/work']!.sha;
    sim.fail({ operationId: 'repos/get-content', status: 403, times: 5 });
    const run = await runAction({
      apiUrl: sim.url,
      ...pushEvent({ ref: 'refs/heads/agent/work', before, after }),
      workspace: checkout(repo, 'agent/work'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      sha: after,
      inputs: { inbox: 'false' },
    });
    expect(sim.violations).toEqual([]);
    expect(run.stdout).toMatch(
      new RegExp(
        `^::warning::handoff-gate could not read the suppressions file ${FILE.replace(/\./g, '\\.')} at the commit before the push, ${before.slice(0, 7)} .*those entries suppress nothing either way\\.`,
        'm',
      ),
    );
    expect(found(run)).toEqual([]);
  }, 120_000);
});

describe('decisionEntriesRaised', () => {
  const entries = (text: string) => parseSuppressionsFile(text, FILE).entries;

  it('reports an entry the change adds or raises, never one it keeps or lowers', () => {
    const base = entries(entry('intent/approval-skipped', 2));
    const same = decisionEntriesRaised(FILE, { base, head: entries(entry('intent/approval-skipped', 2)) }, 'push');
    const lower = decisionEntriesRaised(FILE, { base, head: entries(entry('intent/approval-skipped', 1)) }, 'push');
    const raised = decisionEntriesRaised(FILE, { base, head: entries(entry('intent/approval-skipped', 3)) }, 'push');
    expect([same, lower]).toEqual([[], []]);
    expect(raised.map((f) => [f.line, f.column, f.ruleId])).toEqual([[3, 5, 'suppressions/guards-a-decision']]);
  });

  it('counts a base it could not read as holding nothing', () => {
    const head = entries(entry('task/status-transition', 1));
    expect(decisionEntriesRaised(FILE, { base: undefined, head }, 'pull request')).toHaveLength(1);
  });
});
