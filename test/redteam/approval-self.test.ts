import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { commentOn, pushEvent } from '../helpers/events.js';
import {
  commitFiles,
  editIssue,
  moveBranch,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimIssue,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

/**
 * Red team (see the README's "Who counts as self" and "How a policy fails closed"): every road
 * around "whoever shaped an intent does not approve it" and "a quorum counts only people who
 * qualify", and a policy the config cannot state as written. In process by default; on the real
 * bundle under Node 24 with `HANDOFF_GATE_TEST_BUNDLE=1` (`runAction` chooses), against the
 * simulator either way.
 */

const INTENT = '.forge/intents/account-lockout.yaml';
const intent = (extra = '', clarifications = '') => `title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.${extra}
type: feature
source: reflection
risk: high
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
${clarifications}`;
const QUESTION = 'clarifications:\n  - question: "How long should the lock last?"\n    answer: null\n';
const CONFIG = '.github/handoff-gate.yml';
const PEOPLE = { alice: 'write', bob: 'write', carol: 'write', dave: 'write', wendy: 'write' } as const;
const BOT = 'github-actions[bot]';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A repository with the config `approvers` and nothing proposed yet; the simulator serving it. */
async function start(approvers = '', teams: Record<string, string[]> = {}): Promise<SimRepo> {
  const repo = repoState({
    files: { 'README.md': '# shop\n', ...(approvers && { [CONFIG]: `approvers:\n${approvers}` }) },
    collaborators: { ...PEOPLE },
  });
  sim = await startSimulator(
    simState({
      repos: [repo],
      teams,
      tokens: { [WRITE_TOKEN]: { login: BOT, type: 'Bot', permission: 'write', readsTeams: true } },
    }),
  );
  return repo;
}

/** `sender` pushes `changes` to main in one commit whose author and committer claim `claims`; the push's run syncs. */
async function push(
  repo: SimRepo,
  sender: string,
  changes: Record<string, string>,
  claims: { login?: string; email?: string; message?: string },
) {
  const before = repo.branches.main!.sha;
  commitFiles(repo, 'main', changes, {
    message: claims.message ?? 'Propose account lockout',
    ...(claims.login && { login: claims.login }),
    author: { name: 'Someone', email: claims.email ?? `${claims.login ?? 'someone'}@shop.example` },
    pushedBy: sender,
  });
  return pushed(repo, sender, before);
}

/** The run of `sender`'s push that moved main from `before` to where it is now. */
async function pushed(repo: SimRepo, sender: string, before: string) {
  const run = await runAction({
    apiUrl: sim!.url,
    ...pushEvent({
      before,
      after: repo.branches.main!.sha,
      sender: { login: sender, type: 'User' },
      pusher: { name: sender, email: `${sender}@shop.example` },
    }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never' },
  });
  expect(run.status).toBe(0);
  return run;
}

const issueTitled = (repo: SimRepo, prefix: string) =>
  Object.values(repo.issues).find((i) => i.title.startsWith(prefix))!;

/** `user` comments on the issue as it is now; the workflow runs on that event. */
async function comment(repo: SimRepo, issue: SimIssue, user: string, body: string) {
  const { event, payload } = commentOn(issue, user, body);
  const run = await runAction({
    apiUrl: sim!.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
  expect(run.status).toBe(0);
  return issue.comments.filter((c) => c.user === BOT).at(-1)?.body ?? '';
}

const approve = (repo: SimRepo, user: string) => comment(repo, issueTitled(repo, 'Approve:'), user, '/approve');
const status = (repo: SimRepo) => /^status: (\w+)/m.exec(String(repo.branches.main!.files[INTENT]))?.[1];
const approvalCommit = (repo: SimRepo) =>
  Object.values(repo.commits).find((c) => c.message.startsWith('handoff-gate: /approve'));
const SELF = /^You proposed this intent or changed it since/;
const NOT_KNOWN = /^Approvals need to know who proposed the intent, and /;

describe('who counts as self', () => {
  it('a co-author approving alone is refused, by noreply e-mail and by an e-mail GitHub linked to their account', async () => {
    const repo = await start('  required:\n    high: 1\n');
    // alice's own earlier commit: GitHub linked alice@shop.example to her account.
    await push(repo, 'alice', { 'README.md': '# shop!\n' }, { login: 'alice', email: 'alice@shop.example' });
    await push(
      repo,
      'carol',
      { [INTENT]: intent() },
      {
        login: 'carol',
        message:
          'Propose account lockout\n\nCo-authored-by: Alice <alice@shop.example>\nCo-authored-by: Dave <4242+dave@users.noreply.github.com>',
      },
    );
    // The reply names the one reason that applied, not every way to be "self".
    const alice = await approve(repo, 'alice');
    expect(alice).toMatch(SELF);
    expect(alice).toMatch(/\(commit [0-9a-f]{7} names you as a co-author\), so your approval does not count here/);
    expect(alice).not.toMatch(/committer|pull request|pushing/);
    expect(await approve(repo, 'Dave')).toMatch(/\(commit [0-9a-f]{7} names you as a co-author\)/);
    expect(status(repo)).toBe('proposed');
    expect(await approve(repo, 'bob')).toMatch(/^Approved /);
    expect(status(repo)).toBe('approved');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('a forged author and committer cannot unblock the forger: the push sender is recorded and refused', async () => {
    const repo = await start();
    // wendy pushes a commit that claims alice as author and committer; GitHub says wendy pushed it.
    await push(repo, 'wendy', { [INTENT]: intent() }, { login: 'alice' });
    const issue = issueTitled(repo, 'Approve:');
    expect(issue.body).toMatch(/^<!-- handoff-gate:inbox key=\S+ path=\S+ state=[0-9a-f]{12} by=wendy -->$/m);
    expect(await approve(repo, 'wendy')).toMatch(SELF);
    // The name she forged blocks alice too: a claim only adds to "self".
    expect(await approve(repo, 'alice')).toMatch(SELF);
    expect(status(repo)).toBe('proposed');
    // A later push by dave that changes the intent adds him; the record is kept across the bot's rewrites.
    await push(repo, 'dave', { [INTENT]: intent('\n  Unlock by e-mail link.') }, { login: 'carol' });
    expect(issueTitled(repo, 'Approve:').body).toContain(' by=wendy,dave -->');
    expect(await approve(repo, 'dave')).toMatch(SELF);
    expect(await approve(repo, 'wendy')).toMatch(SELF);
    expect(issueTitled(repo, 'Approve:').body).toContain(' by=wendy,dave -->');
    expect(await approve(repo, 'bob')).toMatch(/^Approved /);
    expect(approvalCommit(repo)!.message).toMatch(/\nApproved-by: bob\n/);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it.each([
    ['came from a fork, whose pushes this repository cannot read', 'mallory', 'dave', 'came from a fork'],
    ['whose merger GitHub no longer names', undefined, undefined, 'GitHub no longer names who merged'],
  ])(
    'a change brought by a pull request that %s: who shaped it is not known, `/approve` refused',
    async (_, fork, mergedBy, why) => {
      const widened = intent('\n  Also for API tokens.');
      const repo = repoState({
        files: { 'README.md': '# shop\n' },
        collaborators: { ...PEOPLE },
        branches: { widen: { files: { [INTENT]: widened } } },
        pulls: [{ head: 'widen', user: 'mallory', ...(fork && { fork }) }],
      });
      sim = await startSimulator(
        simState({ repos: [repo], tokens: { [WRITE_TOKEN]: { login: BOT, type: 'Bot', permission: 'write' } } }),
      );
      await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
      // The pull request is merged (squashed) onto main: the change it brought is main's newest commit.
      const before = repo.branches.main!.sha;
      commitFiles(repo, 'main', { [INTENT]: widened }, { message: 'Widen the lockout (#1)', pushedBy: 'dave' });
      Object.assign(repo.pulls[1]!, {
        merged: true,
        mergedAt: new Date().toISOString(),
        mergedBy,
        mergeCommitSha: repo.branches.main!.sha,
      });
      await pushed(repo, 'dave', before);
      const reply = await approve(repo, 'alice');
      expect(reply).toMatch(NOT_KNOWN);
      expect(reply).toContain(why);
      expect(status(repo)).toBe('proposed');
      expect(approvalCommit(repo)).toBeUndefined();
      expect(sim!.violations).toEqual([]);
    },
  );

  it('a push that does not touch the intent records nothing on its issue', async () => {
    const repo = await start();
    await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
    await push(repo, 'wendy', { 'README.md': '# shop, again\n' }, { login: 'wendy' });
    expect(issueTitled(repo, 'Approve:').body).toContain(' by=carol -->');
    expect(await approve(repo, 'wendy')).toMatch(/^Approved /);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('a person who answered a clarification, then approves, is refused: the bot committed their text', async () => {
    const repo = await start();
    await push(repo, 'carol', { [INTENT]: intent('', QUESTION) }, { login: 'carol' });
    expect(await comment(repo, issueTitled(repo, 'Answer:'), 'dave', '/answer 1 Thirty minutes.')).toMatch(
      /^Answered clarification 1/,
    );
    const dave = await approve(repo, 'dave');
    expect(dave).toMatch(SELF);
    expect(dave).toMatch(/\(commit [0-9a-f]{7} carries a command of yours\)/);
    expect(status(repo)).toBe('proposed');
    expect(await approve(repo, 'bob')).toMatch(/^Approved /);
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});

describe('who pushed is what GitHub recorded, never what the issue says', () => {
  it('a forger who pushed, then edits herself out of the issue, is still refused; another person approves', async () => {
    const repo = await start();
    // wendy's one push brings two commits, each claiming alice as author and committer; the intent's is not the newest.
    const before = repo.branches.main!.sha;
    moveBranch(repo, 'lockout', before, 'wendy');
    const forged = { login: 'alice', author: { name: 'Alice', email: 'alice@shop.example' }, pushedBy: 'wendy' };
    commitFiles(repo, 'lockout', { [INTENT]: intent() }, { ...forged, message: 'Propose account lockout' });
    commitFiles(repo, 'lockout', { 'README.md': '# shop, locked\n' }, { ...forged, message: 'Mention lockout' });
    moveBranch(repo, 'main', repo.branches.lockout!.sha, 'wendy');
    await pushed(repo, 'wendy', before);
    const issue = issueTitled(repo, 'Approve:');
    expect(issue.body).toContain(' by=wendy -->');
    // She edits the issue's hidden line so that it no longer names her.
    editIssue(issue, { body: issue.body!.replace(' by=wendy -->', ' -->') });
    expect(issue.body).not.toContain('by=');
    expect(await approve(repo, 'wendy')).toMatch(SELF);
    expect(await approve(repo, 'alice')).toMatch(SELF);
    expect(status(repo)).toBe('proposed');
    expect(await approve(repo, 'bob')).toMatch(/^Approved /);
    expect(approvalCommit(repo)!.message).toMatch(/\nApproved-by: bob\n/);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('an activity log that cannot be read, or that does not name the push, refuses `/approve`', async () => {
    const repo = await start();
    await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
    sim!.fail({
      operationId: 'repos/list-activities',
      status: 403,
      body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' },
    });
    const unreadable = await approve(repo, 'bob');
    expect(unreadable).toMatch(NOT_KNOWN);
    expect(unreadable).toContain('(the repository activity) cannot be read');
    expect(unreadable).toContain('Approve it through a reviewed pull request');
    // GitHub's record no longer names carol's push (it is read in full, and holds no update that brought the commit).
    const kept = repo.activities;
    repo.activities = kept.filter((a) => a.actor !== 'carol');
    expect(await approve(repo, 'bob')).toMatch(/names no update that brought commit [0-9a-f]{7}/);
    expect(status(repo)).toBe('proposed');
    repo.activities = kept;
    expect(await approve(repo, 'bob')).toMatch(/^Approved /);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('the activity is read across pages, a push found among many by halving; past the bounds, refused', async () => {
    const repo = await start();
    // wendy's one push brings the intent's commit and a later one, both claiming alice.
    const before = repo.branches.main!.sha;
    moveBranch(repo, 'lockout', before, 'wendy');
    const forged = { login: 'alice', author: { name: 'Alice', email: 'alice@shop.example' }, pushedBy: 'wendy' };
    commitFiles(repo, 'lockout', { [INTENT]: intent() }, { ...forged, message: 'Propose account lockout' });
    commitFiles(repo, 'lockout', { 'README.md': '# shop, locked\n' }, { ...forged, message: 'Mention lockout' });
    moveBranch(repo, 'main', repo.branches.lockout!.sha, 'wendy');
    await pushed(repo, 'wendy', before);
    // 150 later pushes by dave that do not touch the intent: wendy's is on the activity's second page.
    const more = (n: number) => {
      for (let i = 0; i < n; i++) commitFiles(repo, 'main', { 'CHANGES.md': `${i}\n` }, { login: 'dave' });
    };
    more(150);
    // Only GitHub's record can name her: the issue's hidden line no longer does.
    const issue = issueTitled(repo, 'Approve:');
    editIssue(issue, { body: issue.body!.replace(' by=wendy -->', ' -->') });
    expect(issue.body).not.toContain('by=');
    expect(await approve(repo, 'wendy')).toMatch(SELF);
    expect(status(repo)).toBe('proposed');
    // 450 more: her push lies beyond the 500 newest updates read, so who pushed is not known.
    more(450);
    const past = await approve(repo, 'bob');
    expect(past).toMatch(NOT_KNOWN);
    expect(past).toMatch(/came before the 500 newest updates of `main` read/);
    expect(status(repo)).toBe('proposed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});

describe('a quorum counts only people who qualify when it is reached', () => {
  it('a departed approver drops out, the reply says so, and the commit names exactly those counted', async () => {
    const repo = await start('  required:\n    high: 2\n');
    await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
    expect(await approve(repo, 'alice')).toMatch(/^Your approval is recorded: 1 of 2 approvals\./);
    repo.collaborators.alice = 'read';
    const bob = await approve(repo, 'bob');
    expect(bob).toMatch(
      /^Your approval is recorded: 1 of 2 approvals\. Not counted: `alice` no longer has `write` access \(now `read`\)\./,
    );
    expect(issueTitled(repo, 'Approve:').body).toContain('**Approvals:** 1 of 2 (`bob`).');
    expect(status(repo)).toBe('proposed');
    expect(approvalCommit(repo)).toBeUndefined();
    const dave = await approve(repo, 'dave');
    expect(dave).toMatch(/^Approved .*Approved by `bob`, `dave` \(2 of 2 approvals\)\. Not counted: `alice`/s);
    expect(approvalCommit(repo)!.message).toMatch(
      /\n\nApproved-by: bob\nApproved-by: dave\nHandoff-Gate-Comment: \d+\nHandoff-Gate-By: [\w-]+$/,
    );
    expect(status(repo)).toBe('approved');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('an approver taken off `approvers.users` drops out the same way', async () => {
    const repo = await start('  users: [alice, bob, dave]\n  required:\n    high: 2\n');
    await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
    await approve(repo, 'alice');
    commitFiles(repo, 'main', { [CONFIG]: 'approvers:\n  users: [bob, dave]\n  required:\n    high: 2\n' });
    expect(await approve(repo, 'bob')).toMatch(/Not counted: `alice` is no longer on `approvers.users`/);
    expect(status(repo)).toBe('proposed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});

describe('a policy that cannot be read fails closed', () => {
  it('an unusable `approvers` entry refuses the commands it governs, naming its line; nothing falls back', async () => {
    const repo = await start('  teams: [acme/..]\n');
    await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
    const reply = await approve(repo, 'alice');
    expect(reply).toMatch(/^`\/approve` is refused: .*`\.github\/handoff-gate\.yml:2` \(`approvers\.teams\[0\]`\)/);
    expect(status(repo)).toBe('proposed');
    expect(await comment(repo, issueTitled(repo, 'Approve:'), 'alice', '/reject no')).toMatch(/^`\/reject` is refused/);
    expect(repo.branches.main!.files[INTENT]).toBeDefined();
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('an unusable quorum refuses `/approve` only', async () => {
    const repo = await start('  required:\n    high: 0\n');
    await push(repo, 'carol', { [INTENT]: intent('', QUESTION) }, { login: 'carol' });
    expect(await approve(repo, 'alice')).toMatch(
      /^`\/approve` is refused: .*handoff-gate\.yml:3` \(`approvers\.required\.high`\)/,
    );
    expect(await comment(repo, issueTitled(repo, 'Answer:'), 'dave', '/answer 1 Thirty minutes.')).toMatch(
      /^Answered clarification 1/,
    );
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it("CODEOWNERS' `@org/team` names the team: its members approve, others are refused", async () => {
    const repo = await start('  teams: ["@acme/reviewers"]\n', { 'acme/reviewers': ['bob'] });
    await push(repo, 'carol', { [INTENT]: intent() }, { login: 'carol' });
    expect(await approve(repo, 'alice')).toMatch(/^Only members of `acme\/reviewers` may run inbox commands here/);
    expect(await approve(repo, 'bob')).toMatch(/^Approved /);
    expect(status(repo)).toBe('approved');
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});
