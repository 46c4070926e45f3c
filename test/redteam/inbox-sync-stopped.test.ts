/**
 * Red team (see the README's Faults, timeouts and retries): an inbox sync that a secondary rate
 * limit or the run's deadline stops halfway says exactly how many items' issues still wait for
 * their write, out of how many, and that the next run continues from there, and the step fails
 * (a push's warnings go unread). The next run does, and leaves one issue per item.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pushEvent } from '../helpers/events.js';
import { readInboxMarker } from '../../src/inbox/issue-marker.js';
import {
  BOT_LOGIN,
  commitFiles,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimRepo,
} from '../sim/index.js';

const CONFIG = '.github/handoff-gate.yml';
const intent = (title: string, risk = 'high') =>
  `title: ${JSON.stringify(title)}\nbody: Do it.\ntype: feature\nsource: reflection\nrisk: ${risk}\nstatus: proposed\n`;
const path = (name: string) => `.forge/intents/${name}.yaml`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A push to the default branch, at its head: the inbox sync. */
function push(repo: SimRepo): Promise<ActionRun> {
  return runAction({
    apiUrl: sim!.url,
    ...pushEvent({ after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never' },
  });
}

const warnings = (run: ActionRun) => run.stdout.split('\n').filter((l) => l.startsWith('::warning::'));
const failures = (run: ActionRun) => run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
/** The step's failure line when the sync stopped (the warning before it says what waits). */
const FAILED =
  '::error::handoff-gate: the inbox issues are not in line with the repository: the warning above says what was not written and why. Re-run the job once GitHub answers (or the token has `issues: write`).';
/** Our inbox issues by the key their marker names: one list per key. */
function issuesByKey(repo: SimRepo): Map<string, Array<{ number: number; title: string; state: string }>> {
  const out = new Map<string, Array<{ number: number; title: string; state: string }>>();
  for (const issue of Object.values(repo.issues)) {
    const key = readInboxMarker(issue.body ?? '')?.key;
    if (key) out.set(key, [...(out.get(key) ?? []), { number: issue.number, title: issue.title, state: issue.state }]);
  }
  return out;
}

/** The one warning of a stopped sync, taken apart: why, how many wait, of how many, which. */
function stopped(run: ActionRun) {
  const lines = warnings(run).filter((l) => l.includes('stopped the inbox sync'));
  expect(lines, run.stdout).toHaveLength(1);
  const m =
    /stopped the inbox sync before it was done: (.+?)\. (\d+) of the (\d+) items whose inbox issue needed a write \(to open, update, reopen or close it\) still waits? for it \(([^)]*)\); the next run continues from there\. The verdict, outputs, annotations and job summary stand\.$/.exec(
      lines[0]!,
    );
  expect(m, lines[0]).not.toBeNull();
  return { why: m![1]!, waiting: Number(m![2]), total: Number(m![3]), keys: m![4]!.split(', ') };
}

describe('red team: an inbox sync cut short says how many items wait', () => {
  it('a secondary rate limit on the second new issue: 3 of 4 wait; the next run opens them, no duplicate', async () => {
    const names = ['a-first', 'b-second', 'c-third', 'd-fourth'];
    const repo = repoState({
      files: {
        'README.md': '# shop\n',
        [CONFIG]: 'api:\n  timeout-seconds: 5\n  deadline-seconds: 60\n',
        ...Object.fromEntries(names.map((n) => [path(n), intent(n)])),
      },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    // GitHub lets one issue through, then asks for ten minutes: past the run's deadline, so it is given up at once.
    sim.fail({
      operationId: 'issues/create',
      after: 1,
      status: 403,
      headers: { 'retry-after': '600' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });

    const first = await push(repo);
    // Nobody reads a push's warnings: an inbox left out of line fails the step.
    expect(first.status, first.stderr).toBe(1);
    expect(failures(first)).toEqual([FAILED]);
    expect(stopped(first)).toEqual({
      why: "GitHub's rate limit held (it answered 403)",
      waiting: 3,
      total: 4,
      keys: ['intent/b-second', 'intent/c-third', 'intent/d-fourth'],
    });
    // The count is what GitHub holds: one issue of four.
    expect([...issuesByKey(repo).keys()]).toEqual(['intent/a-first']);
    expect(warnings(first).filter((l) => /did not write the inbox issues/.test(l))).toEqual([]);
    expect(sim.requests.filter((r) => r.operationId === 'issues/create').map((r) => r.status)).toEqual([201, 403]);

    sim.clearLog();
    const second = await push(repo);
    expect(second.status, second.stderr).toBe(0);
    expect(warnings(second)).toEqual([]);
    expect(sim.countBy('issues/create')).toBe(3);
    const byKey = issuesByKey(repo);
    expect([...byKey.keys()].sort()).toEqual(names.map((n) => `intent/${n}`));
    for (const [key, list] of byKey)
      expect(
        list.map((i) => i.state),
        key,
      ).toEqual(['open']);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it("the run's deadline in the middle of an update: 3 of 4 wait; the next run brings them up to date, no duplicate", async () => {
    const repo = repoState({
      files: {
        'README.md': '# shop\n',
        [CONFIG]: 'api:\n  timeout-seconds: 30\n  deadline-seconds: 5\n',
        [path('b-second')]: intent('b-second'),
      },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const opened = await push(repo);
    expect(opened.status, opened.stderr).toBe(0);
    expect(warnings(opened)).toEqual([]);
    const [bIssue] = issuesByKey(repo).get('intent/b-second')!;

    // Two new items around one that changed: a new one first (opened), then the change, whose
    // re-read of its issue never answers, so the deadline comes while it waits.
    commitFiles(repo, 'main', {
      [path('a-first')]: intent('a-first'),
      [path('b-second')]: intent('b-second, reworded'),
      [path('c-third')]: intent('c-third'),
      [path('d-fourth')]: intent('d-fourth'),
    });
    sim.delay({ operationId: 'issues/get', ms: 120_000 });
    const cut = await push(repo);
    expect(cut.status, cut.stderr).toBe(1);
    expect(failures(cut)).toEqual([FAILED]);
    expect(stopped(cut)).toEqual({
      why: "the run's 5 s for GitHub API work ran out",
      waiting: 3,
      total: 4,
      keys: ['intent/b-second', 'intent/c-third', 'intent/d-fourth'],
    });
    expect([...issuesByKey(repo).keys()].sort()).toEqual(['intent/a-first', 'intent/b-second']);
    expect(repo.issues[bIssue!.number]!.title).toBe(bIssue!.title);

    // The next run, on a GitHub that answers (the same repository, a simulator without the delay).
    const state = sim.state;
    await sim.close();
    sim = await startSimulator(state);
    const second = await push(repo);
    expect(second.status, second.stderr).toBe(0);
    expect(warnings(second)).toEqual([]);
    const byKey = issuesByKey(repo);
    expect([...byKey.keys()].sort()).toEqual([
      'intent/a-first',
      'intent/b-second',
      'intent/c-third',
      'intent/d-fourth',
    ]);
    for (const [key, list] of byKey)
      expect(
        list.map((i) => i.state),
        key,
      ).toEqual(['open']);
    expect(byKey.get('intent/b-second')![0]!.title).toMatch(/reworded/);
    expect(sim.countBy('issues/create')).toBe(2);
    expect(sim.violations).toEqual([]);
  }, 120_000);

  it("the run's deadline while the issues are still being read: nothing written, and the warning says so", async () => {
    const repo = repoState({
      files: {
        'README.md': '# shop\n',
        [CONFIG]: 'api:\n  timeout-seconds: 30\n  deadline-seconds: 3\n',
        [path('a-first')]: intent('a-first'),
        [path('b-second')]: intent('b-second'),
      },
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    sim.delay({ operationId: 'issues/list-for-repo', ms: 120_000 });
    const run = await push(repo);
    expect(run.status, run.stderr).toBe(1);
    expect(failures(run)).toEqual([FAILED]);
    expect(warnings(run)).toEqual([
      "::warning::handoff-gate stopped the inbox sync before it was done: the run's 3 s for GitHub API work ran out. It stopped while reading the inbox issues and wrote none; the next run syncs the 2 items. The verdict, outputs, annotations and job summary stand.",
    ]);
    expect(sim.writes()).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 60_000);

  it('a token without issues: write stops it at its first write: that is what the warning says, not a count', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n', [path('a-first')]: intent('a-first'), [path('b-second')]: intent('b-second') },
    });
    sim = await startSimulator(
      simState({
        repos: [repo],
        tokens: { [WRITE_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'write', denied: ['issues'] } },
      }),
    );
    const run = await push(repo);
    expect(run.status, run.stderr).toBe(1);
    expect(failures(run)).toEqual([FAILED]);
    expect(warnings(run)).toEqual([
      "::warning::handoff-gate could not sync the inbox issues: the token lacks issues: write. Add it to the workflow's `permissions:`.",
    ]);
    expect(Object.keys(repo.issues)).toEqual([]);
    expect(sim.violations).toEqual([]);
  }, 60_000);
});
