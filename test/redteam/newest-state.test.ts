/**
 * Red team (see the README's Security model): a run acts on the newest state or not at all. The real bundle against the
 * simulator: a pull request run whose head moved skips its comment and label; an inbox sync whose
 * checkout is behind the default branch writes nothing; a sync racing a command leaves the issue
 * as the command left it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onTheDiff, runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import {
  pullRequestEvent,
  pushEvent,
  withPull,
  workflowDispatchEvent,
  type PullRequestEvent,
} from '../helpers/events.js';
import {
  addIssue,
  BOT_LOGIN,
  commitFiles,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Files,
  type SimIssue,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

const REPO = 'octo/repo';
const MARKER = '<!-- handoff-gate:report -->';
const CLOSED = '<!-- handoff-gate:closed -->';
/** Labels the inbox uses, made beforehand so that the runs spend their writes on issues. */
const LABELS = ['handoff-inbox', 'inbox:approval', 'inbox:clarification', 'risk:high', 'risk:med', 'risk:low'];

const intent = (title: string, risk: string, status = 'proposed', extra = '') =>
  `title: ${title}\nbody: ${title}.\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n${extra}`;
const CLARIFY = (answer: string) =>
  `clarifications:\n  - question: "How long: 14 or 30 days?"\n    answer: ${answer}\n  - question: "Per device or per account?"\n    answer: null\n`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** What actions/checkout leaves for a commit: its files in a fresh folder. */
function checkoutFiles(files: Files): string {
  const dir = mkdtempSync(join(tmpdir(), 'hg-redteam-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Resolves once the simulator has served (computed the answer to) a request with this operationId. */
async function served(s: Simulator, operationId: string, count = 1): Promise<void> {
  for (let waited = 0; s.countBy(operationId) < count; waited += 10) {
    if (waited > 20_000) throw new Error(`no ${operationId} request was served`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The issue as a person sees it: what a stale run must not change. */
const snapshot = (issue: SimIssue) => ({
  state: issue.state,
  title: issue.title,
  body: issue.body,
  labels: [...issue.labels].sort(),
  comments: issue.comments.map((c) => c.body),
});

describe('a pull request run whose head moved', () => {
  async function setup(options: { labels?: string[]; comments?: Array<{ body: string; user: string }> } = {}) {
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      labels: LABELS,
      // A parent that does not exist: an error, so the run's status is a failure to keep.
      branches: {
        'forge/lockout': {
          files: { '.forge/intents/lockout.yaml': intent('Lock accounts', 'high', 'proposed', 'parent: nowhere\n') },
        },
      },
      pulls: [{ head: 'forge/lockout', title: 'Lockout', labels: options.labels, comments: options.comments }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    return repo;
  }
  const run = (sent: PullRequestEvent, workspace: string) =>
    runAction({ apiUrl: sim!.url, ...sent, workspace, token: WRITE_TOKEN, repository: REPO });
  /**
   * A stale run's one write: the check run on the commit it checked (that commit's own result; the
   * pull request shows its head's), never on the newer head.
   */
  const onlyItsOwnCheckRun = (repo: SimRepo, sent: PullRequestEvent) => {
    expect(sim!.writes().map((w) => w.operationId)).toEqual(['checks/create']);
    const checked = sent.payload.pull_request.head.sha;
    expect(repo.checkRuns.map((c) => c.headSha)).toEqual([checked]);
    expect(checked).not.toBe(repo.branches['forge/lockout']!.sha);
  };
  const pushTo = (repo: SimRepo, risk: string) =>
    commitFiles(repo, 'forge/lockout', {
      '.forge/intents/lockout.yaml': intent('Lock accounts', risk, 'proposed', `# ${risk}\n`),
    });

  it('an event older than the head: no comment, no label, a notice; the verdict, outputs and status as usual', async () => {
    const repo = await setup();
    const sent = pullRequestEvent(repo, 1);
    const workspace = checkout(repo, 'forge/lockout');
    pushTo(repo, 'low');
    const stale = await run(sent, workspace);
    expect(sim!.violations).toEqual([]);
    expect(stale.status).toBe(1);
    expect(stale.outputs).toMatchObject({ errors: '1', risk: 'high' });
    expect(onTheDiff(stale, repo.checkRuns)).toContainEqual(
      expect.stringMatching(/^error \.forge\/intents\/lockout\.yaml:\d+ /),
    );
    expect(stale.summary).toContain('intent/parent-not-found');
    expect(stale.stdout).toMatch(
      /^::notice::handoff-gate checked commit [0-9a-f]{7}, but the pull request's head is now [0-9a-f]{7}: a newer commit's run owns the report comment and the risk label/m,
    );
    expect(sim!.countBy('pulls/get')).toBe(1);
    onlyItsOwnCheckRun(repo, sent);
    expect(repo.issues[1]!.comments).toEqual([]);
    expect(repo.issues[1]!.labels).toEqual([]);
    // The comment is still kept as a file, for a workflow that posts it elsewhere.
    expect(stale.comment).toContain(MARKER);
  }, 60_000);

  it("a newer run's comment and label stay as they are", async () => {
    const newer = `${MARKER}\nThe newer commit's report.\n`;
    const repo = await setup({ labels: ['risk:low'], comments: [{ body: newer, user: BOT_LOGIN }] });
    const sent = pullRequestEvent(repo, 1);
    const workspace = checkout(repo, 'forge/lockout');
    pushTo(repo, 'low');
    const stale = await run(withPull(sent, { comments: 1 }), workspace);
    expect(sim!.violations).toEqual([]);
    expect(stale.status).toBe(1);
    expect(stale.outputs.risk).toBe('high');
    expect(stale.stdout).toMatch(/::notice::.*a newer commit's run owns the report comment and the risk label/);
    onlyItsOwnCheckRun(repo, sent);
    expect(repo.issues[1]!.comments.map((c) => c.body)).toEqual([newer]);
    expect(repo.issues[1]!.labels).toEqual(['risk:low']);
  }, 60_000);

  it('a commit pushed while the run checks: the confirmation after the check sees it; a current run then writes', async () => {
    const repo = await setup();
    sim!.delay({ operationId: 'pulls/list-files', ms: 1000 });
    const sent = pullRequestEvent(repo, 1);
    const running = run(sent, checkout(repo, 'forge/lockout'));
    await served(sim!, 'pulls/list-files');
    pushTo(repo, 'med');
    const stale = await running;
    expect(stale.status).toBe(1);
    expect(stale.stdout).toMatch(/::notice::.*a newer commit's run owns the report comment and the risk label/);
    onlyItsOwnCheckRun(repo, sent);
    expect(repo.issues[1]!.labels).toEqual([]);

    // The run for the newer commit confirms its head and writes: the check is no blanket refusal.
    sim!.clearLog();
    repo.pulls[1]!.head.sha = repo.branches['forge/lockout']!.sha;
    const current = await run(pullRequestEvent(repo, 1), checkout(repo, 'forge/lockout'));
    expect(current.status).toBe(0);
    expect(current.stdout).not.toMatch(/newer commit's run owns/);
    expect(repo.issues[1]!.comments).toHaveLength(1);
    expect(repo.issues[1]!.comments[0]!.body.startsWith(MARKER)).toBe(true);
    expect(repo.issues[1]!.labels).toEqual(['risk:med']);
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});

describe('an inbox sync', () => {
  const LOCKOUT = '.forge/intents/lockout.yaml';
  const REMEMBER = '.forge/intents/remember-me.yaml';
  const V1 = {
    'README.md': '# shop\n',
    [LOCKOUT]: intent('Lock accounts', 'high'),
    [REMEMBER]: intent('Keep me signed in', 'low', 'proposed', CLARIFY('null')),
  };

  async function start(files: Files) {
    const repo = repoState({ files, labels: LABELS });
    sim = await startSimulator(simState({ repos: [repo] }));
    return repo;
  }
  /** A push run (or, with `dispatch`, a workflow_dispatch one) that checked out commit `sha`. */
  function sync(repo: SimRepo, sha: string, options: { dispatch?: boolean } = {}) {
    const workspace = checkoutFiles(repo.commits[sha]!.files);
    return runAction({
      apiUrl: sim!.url,
      ...(options.dispatch ? workflowDispatchEvent() : pushEvent({ after: sha })),
      workspace,
      token: WRITE_TOKEN,
      repository: REPO,
      sha,
      inputs: { 'fail-on': 'never' },
    });
  }
  const inbox = (repo: SimRepo) => Object.values(repo.issues).filter((i) => i.labels.includes('handoff-inbox'));
  const titled = (repo: SimRepo, start: string) => inbox(repo).find((i) => i.title.startsWith(start))!;

  it('whose checkout is behind the default branch writes nothing: no issue reopened, retitled or reverted', async () => {
    const repo = await start(V1);
    const first = repo.branches.main!.sha;
    expect((await sync(repo, first)).status).toBe(0);
    expect(inbox(repo).filter((i) => i.state === 'open')).toHaveLength(2);
    // A newer commit approves the lockout and renames the other intent; its run settles both issues.
    const second = commitFiles(repo, 'main', {
      [LOCKOUT]: intent('Lock accounts', 'high', 'approved'),
      [REMEMBER]: intent('Stay signed in', 'low', 'proposed', CLARIFY('null')),
    }).sha;
    expect((await sync(repo, second)).status).toBe(0);
    const lockout = titled(repo, 'Approve');
    const remember = titled(repo, 'Answer');
    expect(lockout.state).toBe('closed');
    expect(remember.title).toContain('Stay signed in');
    const settled = inbox(repo).map(snapshot);

    // The first commit's run, late (a re-run, a queued job): on push, then on dispatch.
    for (const dispatch of [false, true]) {
      sim!.clearLog();
      const late = await sync(repo, first, { dispatch });
      expect(late.status).toBe(0);
      expect(late.outputs.inbox).toBe('2');
      expect(late.stdout).toMatch(
        /^::notice::handoff-gate left the inbox issues as they are: it checked commit [0-9a-f]{7}, but the default branch is now at [0-9a-f]{7}\./m,
      );
      expect(sim!.writes()).toEqual([]);
      expect(sim!.countBy('git/get-ref')).toBe(1);
      // A push names its branch; on dispatch the repository says which is the default.
      expect(sim!.countBy('repos/get')).toBe(dispatch ? 1 : 0);
      expect(inbox(repo).map(snapshot)).toEqual(settled);
      expect(sim!.violations).toEqual([]);
    }
  }, 120_000);

  it('racing a command leaves each issue as the command left it, and says so', async () => {
    const repo = await start(V1);
    const first = repo.branches.main!.sha;
    await sync(repo, first);
    const lockout = titled(repo, 'Approve');
    const remember = titled(repo, 'Answer');
    // A push resolves the lockout (its issue would be closed) and answers a question (its issue would be updated).
    const second = commitFiles(repo, 'main', {
      [LOCKOUT]: intent('Lock accounts', 'high', 'approved'),
      [REMEMBER]: intent('Keep me signed in', 'low', 'proposed', CLARIFY('"30 days"')),
    }).sha;
    sim!.clearLog();
    sim!.delay({ operationId: 'issues/list-for-repo', ms: 1500 });
    const running = sync(repo, second);
    // Between the sync's listing and its writes, commands close both issues the way the command handler does.
    await served(sim!, 'issues/list-for-repo');
    for (const issue of [lockout, remember]) {
      issue.comments.push({
        id: 9_000_000 + issue.number,
        body: 'Done by a command.',
        user: BOT_LOGIN,
        createdAt: issue.updatedAt,
        updatedAt: issue.updatedAt,
        reactions: [],
      });
      issue.state = 'closed';
      issue.stateReason = 'completed';
      issue.body = `${issue.body!.trimEnd()}\n${CLOSED}\n`;
    }
    const byCommand = [lockout, remember].map(snapshot);
    const run = await running;
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /2 inbox issues changed while the sync ran \(a command or a person acted on them\) and were left as found/,
    );
    expect([lockout, remember].map(snapshot)).toEqual(byCommand);
    expect(sim!.writes()).toEqual([]);
    // One re-read of each issue before its write: bounded by the writes the sync meant to make.
    expect(sim!.countBy('issues/get')).toBe(2);
    expect(sim!.violations).toEqual([]);

    // The next sync, with nobody racing it, leaves the resolved item's issue as the command closed it.
    sim!.clearLog();
    expect((await sync(repo, second)).status).toBe(0);
    expect(lockout.state).toBe('closed');
    expect(lockout.comments.map((c) => c.body)).toEqual(byCommand[0]!.comments);
    expect(sim!.violations).toEqual([]);
  }, 120_000);

  it('an unchanged inbox reads no issue again and no branch head', async () => {
    const repo = await start(V1);
    const sha = repo.branches.main!.sha;
    await sync(repo, sha);
    sim!.clearLog();
    const again = await sync(repo, sha);
    expect(again.status).toBe(0);
    expect(sim!.writes()).toEqual([]);
    expect(sim!.requests.map((r) => r.operationId)).toEqual(['issues/list-for-repo']);
    // An issue a person edits meanwhile is no reason for an unchanged inbox to read more.
    addIssue(repo, { title: 'Unrelated', body: 'Not ours.', labels: ['handoff-inbox'] });
    sim!.clearLog();
    await sync(repo, sha);
    expect(sim!.requests.map((r) => r.operationId)).toEqual(['issues/list-for-repo']);
    expect(sim!.violations).toEqual([]);
  }, 120_000);
});
