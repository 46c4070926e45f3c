/**
 * The action's API budget, counted by the simulator (not timed): a change that adds a request
 * to a pull request run or to an unchanged inbox sync fails here. The README's "API budget"
 * paragraph states the same numbers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FORMATS } from '../src/formats/index.js';
import { renderInboxIssue } from '../src/inbox/issue.js';
import { runAction, workspaceWith, type ActionOptions } from './helpers/action.js';
import { checkFiles } from './helpers/check-files.js';
import { checkout } from './helpers/pull-request.js';
import { pullRequestEvent, withPull, workflowDispatchEvent } from './helpers/events.js';
import {
  addIssue,
  BOT_LOGIN,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimRepo,
  type SimRequest,
  type Simulator,
} from './sim/index.js';
import { FULL_RUNS } from './helpers/runs.js';

const REPO = 'octo/repo';
/** Every answer is held this long: longer than the 1 s the throttling plugin spaces writes, so only a real wait for an answer chains two requests. */
const HOLD = 1500;

const intent = (title: string, risk: string, status = 'approved') =>
  `title: ${title}\nbody: ${title}.\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n`;

const BASE = { 'README.md': '# shop\n', '.forge/intents/lockout.yaml': intent('Lock accounts', 'low') };
/** 150 changed files: two pages of the pull request's file list. */
const WIDE = {
  ...Object.fromEntries(
    Array.from({ length: 149 }, (_, i) => [`src/module-${String(i).padStart(3, '0')}.ts`, `export const n = ${i};\n`]),
  ),
  '.forge/intents/lockout.yaml': intent('Lock accounts', 'high'),
};
const NARROW = { '.forge/intents/audit.yaml': intent('Audit logins', 'high', 'proposed') };

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/**
 * The longest chain of requests in which each was sent after the answer to the one before: with
 * every answer held HOLD ms, a request served HOLD ms or more after another may have waited for
 * it; requests sent together are served within a few ms of each other.
 */
function roundTrips(requests: readonly SimRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.at - b.at);
  const depth: number[] = [];
  sorted.forEach((request, j) => {
    depth[j] =
      1 + Math.max(0, ...sorted.slice(0, j).map((before, i) => (before.at + HOLD <= request.at ? depth[i]! : 0)));
  });
  return Math.max(0, ...depth);
}

const counts = (requests: readonly SimRequest[]) => {
  const out: Record<string, number> = {};
  for (const r of requests)
    out[r.operationId ?? `${r.method} ${r.path}`] = (out[r.operationId ?? `${r.method} ${r.path}`] ?? 0) + 1;
  return out;
};

/** The event GitHub sends, with its `changed_files` and `comments` counts; the checkout has git history down to the base. */
function pullRequestRun(
  repo: SimRepo,
  number: number,
  files: Record<string, string>,
  extra: Partial<ActionOptions> = {},
) {
  const { dir, baseSha } = workspaceWith({ ...BASE, ...files }, { baseFiles: BASE });
  const event = pullRequestEvent(repo, number, {
    pull: {
      base: { sha: baseSha! },
      changed_files: Object.keys(files).length,
      comments: repo.issues[number]!.comments.length,
    },
  });
  return {
    event,
    run: (sent = event) =>
      runAction({
        apiUrl: sim!.url,
        ...sent,
        workspace: dir,
        token: WRITE_TOKEN,
        repository: REPO,
        ...extra,
      }),
  };
}

describe('API budget of a pull request run', () => {
  // With GitHub's real pacing (a write a second), about 25 s: in the full run (`npm run test:full`).
  it.runIf(FULL_RUNS)(
    'first run, unchanged re-run, and a first run once the label exists',
    async () => {
      const repo = repoState({
        files: BASE,
        branches: { 'feat/wide': { files: WIDE }, 'feat/narrow': { files: NARROW } },
        pulls: [
          { head: 'feat/wide', title: 'Wide' },
          { head: 'feat/narrow', title: 'Narrow' },
        ],
      });
      sim = await startSimulator(simState({ repos: [repo] }));
      sim.delay({ path: /./, ms: HOLD });

      // First run, in a repository that has no risk label yet: ⌈150/100⌉ = 2 pages, the pull
      // request (its head confirmed right before writing, with its labels and comment count), the
      // comment and its duplicate check, the label, and (this once) the label's colour; meanwhile
      // the check runs on the commit (none says the same yet) and the check run.
      // GitHub's pacing: the round trips depend on how the client spaces its writes.
      const wide = pullRequestRun(repo, 1, WIDE, { githubPacing: true });
      const first = await wide.run();
      expect(first.status).toBe(0);
      expect(sim.violations).toEqual([]);
      expect(repo.issues[1]!.comments).toHaveLength(1);
      expect(repo.issues[1]!.labels).toEqual(['risk:high']);
      expect(repo.labels.find((l) => l.name === 'risk:high')).toMatchObject({ color: 'b60205' });
      expect(counts(sim.requests)).toEqual({
        'pulls/list-files': 2,
        'pulls/get': 1,
        'issues/create-comment': 1,
        'issues/list-comments': 1,
        'issues/add-labels': 1,
        'issues/update-label': 1,
        'checks/list-for-ref': 1,
        'checks/create': 1,
      });
      expect(sim.requests).toHaveLength(4 + 2 + 1 + 2);
      // Files; then, after the check, the head confirmed ∥ the check runs listed; comment ∥ label;
      // duplicate check ∥ label colour. (The confirmation is one round trip more than reading the
      // issue alongside the files was: it has to come after the check, or it would confirm nothing.)
      // The client spaces writes a second apart (GitHub's advice against its secondary rate limit),
      // and the check run's create is the first of them: the label goes out a round trip later.
      expect(roundTrips(sim.requests)).toBe(5);

      // The same event re-run: reads only, and the comments are listed because the pull request counted one.
      sim.clearLog();
      const again = await wide.run();
      expect(again.status).toBe(0);
      expect(sim.writes()).toEqual([]);
      // The check run on the commit already says the same: it is not made again.
      expect(counts(sim.requests)).toEqual({
        'pulls/list-files': 2,
        'pulls/get': 1,
        'issues/list-comments': 1,
        'checks/list-for-ref': 1,
      });
      expect(roundTrips(sim.requests)).toBe(3);

      // A later event counts the comment itself: the comments are listed with the files, the head confirmed after the check.
      sim.clearLog();
      const later = await wide.run(withPull(wide.event, { comments: 1 }));
      expect(later.status).toBe(0);
      expect(sim.writes()).toEqual([]);
      expect(sim.requests).toHaveLength(5);
      expect(roundTrips(sim.requests)).toBe(2);

      // Another pull request, the label now known to the repository: 4 + ⌈1/100⌉.
      sim.clearLog();
      const narrow = await pullRequestRun(repo, 2, NARROW, { githubPacing: true }).run();
      expect(narrow.status).toBe(0);
      expect(counts(sim.requests)).toEqual({
        'pulls/list-files': 1,
        'pulls/get': 1,
        'issues/create-comment': 1,
        'issues/list-comments': 1,
        'issues/add-labels': 1,
        'checks/list-for-ref': 1,
        'checks/create': 1,
      });
      expect(sim.requests).toHaveLength(4 + 1 + 2);
      expect(roundTrips(sim.requests)).toBe(4);
      expect(sim.violations).toEqual([]);
    },
    120_000,
  );
});

describe('API budget of the inbox sync', () => {
  /** A repository with 150 waiting items, their issues as a first sync opened them, and 400 inbox issues of items long done. */
  function syncedInbox(options: { closedByPerson?: number } = {}) {
    const files = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [
        `.forge/intents/item-${String(i).padStart(3, '0')}.yaml`,
        intent(`Item ${i}`, 'med', 'proposed'),
      ]),
    );
    const repo = repoState({ files: { 'README.md': '# shop\n', ...files } });
    for (let i = 0; i < 400; i++) {
      addIssue(repo, {
        title: `Old item ${i}`,
        body: `Done.\n\n<!-- handoff-gate:inbox key=intent%2Fold-${i} state=000000000000 -->\n`,
        user: BOT_LOGIN,
        labels: ['handoff-inbox'],
        state: 'closed',
      });
    }
    // The issues a first sync would have opened, as the action renders them.
    const { inbox } = checkFiles(files);
    expect(inbox).toHaveLength(150);
    const sha = repo.branches.main!.sha;
    inbox.forEach((item, i) => {
      const issue = renderInboxIssue(item, {
        fileUrl: `https://github.com/${REPO}/blob/${sha}/${item.path}#L${item.line}`,
        commit: sha.slice(0, 7),
        inboxLabel: 'handoff-inbox',
        riskPrefix: 'risk:',
        formats: FORMATS,
        approvals: { have: [], required: { med: 1, high: 1 }, selfApproval: false },
      });
      addIssue(repo, {
        ...issue,
        user: BOT_LOGIN,
        ...(i === options.closedByPerson && { state: 'closed' as const, stateReason: 'not_planned' as const }),
      });
    });
    return { repo, sha };
  }

  it('150 unchanged items: ⌈150/100⌉ reads and no write, however many inbox issues were closed before', async () => {
    const { repo, sha } = syncedInbox();
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...workflowDispatchEvent(),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
      sha,
      inputs: { 'fail-on': 'never' },
    });
    expect(run.status).toBe(0);
    expect(run.outputs.inbox).toBe('150');
    expect(run.stdout).toMatch(/inbox in sync \(150 items\); nothing to write/);
    expect(sim.violations).toEqual([]);
    expect(sim.writes()).toEqual([]);
    expect(counts(sim.requests)).toEqual({ 'issues/list-for-repo': 2 });
  }, 60_000);

  it('an item whose issue a person closed is found among the closed issues, newest first, and stays closed', async () => {
    const { repo, sha } = syncedInbox({ closedByPerson: 149 });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...workflowDispatchEvent(),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: REPO,
      sha,
      inputs: { 'fail-on': 'never' },
    });
    expect(run.status).toBe(0);
    expect(sim.violations).toEqual([]);
    expect(sim.writes()).toEqual([]);
    // Two pages of open issues, then the first page of closed ones holds it: not the 400 before it.
    expect(counts(sim.requests)).toEqual({ 'issues/list-for-repo': 3 });
  }, 60_000);
});
