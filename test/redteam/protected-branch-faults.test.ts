/**
 * Red team (see the README's Security model): the protected-branch road under faults. When the
 * default branch is protected a command's change goes to a branch of its own and a pull request.
 * Each of those writes (the branch, the commit on it, the pull request) is retried when GitHub
 * answers 5xx, and one whose answer was lost is recognised before the next attempt: three 502s
 * in a row end with one branch, one commit on it, one pull request and one reply, never two.
 * Once a person merges that pull request, the push's sync closes (or updates) the inbox issue
 * once, and a re-run of that sync writes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_BRANCH_PREFIX } from '../../src/publish/inbox/own-change.js';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pushedBy, pushEvent } from '../helpers/events.js';
import { commitsBetween } from '../sim/git.js';
import { BOT_LOGIN, mergePull, WRITE_TOKEN, type SimIssue, type SimRepo, type Simulator } from '../sim/index.js';
import { comment, commitsBy, intent, issueFor, repliesTo, withInbox } from './command-scenario.js';

const LOCKOUT = '.forge/intents/lockout.yaml';
const REMEMBER = '.forge/intents/remember-me.yaml';
const TWO_QUESTIONS = `${intent('Keep me signed in', 'risk: low\nstatus: proposed\n')}clarifications:\n  - question: "14 or 30 days?"\n    answer: null\n  - question: "Per device or per account?"\n    answer: null\n`;
const QUESTION = 'shared/questions/pm-to-human/20250305-010-q.md';
const QUESTION_TEXT = `---
id: 20250305-010-q
from: pm
to: human
type: question
priority: high
status: pending
created_at: 2025-03-05T12:35:00Z
---

# Question: When may we migrate the tokens table?

## Background
The review asks for hashed tokens.

## Question
Now, or in Sunday's maintenance window?

## Urgency
Before Friday.
`;
const CLOSING = /\n<!-- handoff-gate:closing state=[0-9a-f]{12} -->$/;
const CONTENTS_WRITE = 'repos/create-or-update-file-contents';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** The inbox synced from an unprotected push, then the default branch protected (as a repository adopting branch rules). */
async function protectedInbox(files: Record<string, string>): Promise<SimRepo> {
  const scenario = await withInbox(files);
  sim = scenario.sim;
  scenario.repo.branches.main!.protected = true;
  return scenario.repo;
}

const commandBranches = (repo: SimRepo) =>
  Object.keys(repo.branches).filter((name) => name.startsWith(COMMAND_BRANCH_PREFIX));
const closingComments = (issue: SimIssue) => issue.comments.filter((c) => c.user === BOT_LOGIN && CLOSING.test(c.body));

/** The command went through exactly one branch holding exactly one commit, and exactly one open pull request from it. */
function expectOnePullRequest(repo: SimRepo, text: RegExp, file: string) {
  const branches = commandBranches(repo);
  expect(branches).toHaveLength(1);
  const branch = branches[0]!;
  const onBranch = commitsBetween(repo, repo.branches.main!.sha, repo.branches[branch]!.sha);
  expect(onBranch).toHaveLength(1);
  expect(onBranch[0]!.message).toMatch(/\nHandoff-Gate-Comment: \d+\nHandoff-Gate-By: [\w-]+$/);
  expect(String(repo.branches[branch]!.files[file])).toMatch(text);
  const pulls = Object.values(repo.pulls);
  expect(pulls).toHaveLength(1);
  expect(pulls[0]!.head.ref).toBe(branch);
  expect(repo.issues[pulls[0]!.number]!.state).toBe('open');
  return pulls[0]!;
}

/**
 * Three 502s in a row on one write of the road: either none of them made it (the fourth attempt
 * does), or the first two did not and the third did with its answer lost (found before a fourth).
 * `after`: requests of the same operation to let through first (the refused write to `main`).
 */
const WRITES = [
  { operationId: 'git/create-ref', after: 0 },
  { operationId: CONTENTS_WRITE, after: 1 },
  { operationId: 'pulls/create', after: 0 },
] as const;
const SHAPES = [
  { name: 'three refused', failed: 3, lost: false, attempts: 4 },
  { name: 'two refused, the third made with its answer lost', failed: 2, lost: true, attempts: 3 },
] as const;

describe('the protected-branch road under 502s', () => {
  for (const write of WRITES) {
    for (const shape of SHAPES) {
      it(`${write.operationId}, ${shape.name}: one branch, one commit on it, one pull request, one reply`, async () => {
        const repo = await protectedInbox({ [LOCKOUT]: intent('Lock accounts') });
        const issue = issueFor(repo, LOCKOUT);
        sim!.fail({ operationId: write.operationId, after: write.after, status: 502, times: shape.failed });
        if (shape.lost) sim!.loseResponse({ operationId: write.operationId }, { after: write.after });

        const run = await comment(sim!, repo, issue, 'alice', '/approve');
        expect(run.status, run.stdout).toBe(0);
        expect(sim!.countBy(write.operationId)).toBe(write.after + shape.attempts);
        expect(sim!.requests.filter((r) => r.lost)).toHaveLength(shape.lost ? 1 : 0);
        const pull = expectOnePullRequest(repo, /^status: approved$/m, LOCKOUT);
        const replies = repliesTo(issue, run.commentId);
        expect(replies).toHaveLength(1);
        expect(replies[0]!.body).toContain(`pull request #${pull.number}`);
        // Nothing reached the protected branch; the item waits until the pull request is merged.
        expect(String(repo.branches.main!.files[LOCKOUT])).toMatch(/^status: proposed$/m);
        expect(commitsBy(repo)).toHaveLength(1);
        expect(issue.state).toBe('open');
        expect(sim!.violations).toEqual([]);
      }, 60_000);
    }
  }

  it.each([
    ['git/create-ref', 'a branch that is not there'],
    ['pulls/create', 'a pull request that is not there'],
  ])(
    '%s refused with 422 for %s: nothing is taken for made, the step fails and says so',
    async (operationId) => {
      const repo = await protectedInbox({ [LOCKOUT]: intent('Lock accounts') });
      const issue = issueFor(repo, LOCKOUT);
      sim!.fail({ operationId, status: 422, times: 1 });
      const run = await comment(sim!, repo, issue, 'alice', '/approve');
      expect(run.status).toBe(1);
      expect(Object.values(repo.pulls)).toEqual([]);
      expect(issue.comments.at(-1)?.body).toMatch(/^`\/approve` could not be completed: GitHub answered 422/);
      expect(String(repo.branches.main!.files[LOCKOUT])).toMatch(/^status: proposed$/m);
      expect(issue.state).toBe('open');
      expect(sim!.violations).toEqual([]);
    },
    60_000,
  );

  it('repos/delete-file on the branch (/reject), two refused and the third answer lost: one deletion on one branch', async () => {
    const repo = await protectedInbox({ [LOCKOUT]: intent('Lock accounts') });
    const issue = issueFor(repo, LOCKOUT);
    // The first deletion is the one `main` refuses (409); the next three are on the command's branch.
    sim!.fail({ operationId: 'repos/delete-file', after: 1, status: 502, times: 2 });
    sim!.loseResponse({ operationId: 'repos/delete-file' }, { after: 1 });
    const run = await comment(sim!, repo, issue, 'alice', '/reject Not now.');
    expect(run.status, run.stdout).toBe(0);
    expect(sim!.countBy('repos/delete-file')).toBe(4);
    const branch = commandBranches(repo);
    expect(branch).toHaveLength(1);
    const onBranch = commitsBetween(repo, repo.branches.main!.sha, repo.branches[branch[0]!]!.sha);
    expect(onBranch).toHaveLength(1);
    expect(repo.branches[branch[0]!]!.files[LOCKOUT]).toBeUndefined();
    expect(Object.values(repo.pulls)).toHaveLength(1);
    expect(repliesTo(issue, run.commentId)).toHaveLength(1);
    expect(repo.branches.main!.files[LOCKOUT]).toBeDefined();
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('/answer on a question (two files on the branch), both answers lost: two commits, one pull request, one reply', async () => {
    const repo = await protectedInbox({ [QUESTION]: QUESTION_TEXT });
    const issue = issueFor(repo, QUESTION);
    // The first write is the answer message's on `main` (409: protected); both writes on the branch lose their answers.
    sim!.loseResponse({ operationId: CONTENTS_WRITE }, { after: 1, times: 2 });
    const run = await comment(sim!, repo, issue, 'alice', '/answer In the maintenance window.');
    expect(run.status, run.stdout).toBe(0);
    expect(sim!.countBy(CONTENTS_WRITE)).toBe(3);
    expect(sim!.requests.filter((r) => r.lost)).toHaveLength(2);
    const branch = commandBranches(repo);
    expect(branch).toHaveLength(1);
    const files = repo.branches[branch[0]!]!.files;
    expect(commitsBetween(repo, repo.branches.main!.sha, repo.branches[branch[0]!]!.sha)).toHaveLength(2);
    expect(String(files['shared/questions/answers/20250305-010-q.md'])).toMatch(
      /type: answer[\s\S]*In the maintenance window\./,
    );
    expect(String(files[QUESTION])).toMatch(/status: completed/);
    expect(Object.values(repo.pulls)).toHaveLength(1);
    expect(repliesTo(issue, run.commentId)).toHaveLength(1);
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});

/**
 * A person merges the command's pull request: the push event GitHub then sends (the squash commit
 * after the head before it, by that person), run by the workflow on a checkout of the new head.
 * Returns the push, to run again as a re-run of the same job.
 */
function merge(repo: SimRepo, pull: number) {
  const before = repo.branches.main!.sha;
  const commit = mergePull(repo, pull, 'alice');
  const pushed = pushEvent({ before, after: commit.sha, ...pushedBy('alice', [commit]) });
  const workspace = checkout(repo, 'main');
  return () =>
    runAction({
      apiUrl: sim!.url,
      ...pushed,
      workspace,
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      inputs: { 'fail-on': 'never' },
    });
}

describe('the protected-branch pull request, once merged', () => {
  it('/approve merged: the push sync closes the issue with one closing comment; a re-run writes nothing', async () => {
    const repo = await protectedInbox({ [LOCKOUT]: intent('Lock accounts') });
    const issue = issueFor(repo, LOCKOUT);
    const run = await comment(sim!, repo, issue, 'alice', '/approve');
    expect(run.status, run.stdout).toBe(0);
    const pull = expectOnePullRequest(repo, /^status: approved$/m, LOCKOUT);
    expect(issue.state).toBe('open');

    const push = merge(repo, pull.number);
    expect(String(repo.branches.main!.files[LOCKOUT])).toMatch(/^status: approved$/m);
    sim!.clearLog();
    const sync = await push();
    expect(sync.status, sync.stdout).toBe(0);
    expect(issue.state).toBe('closed');
    expect(closingComments(issue)).toHaveLength(1);
    // The command's reply, then the one closing comment.
    expect(issue.comments.filter((c) => c.user === BOT_LOGIN)).toHaveLength(2);

    sim!.clearLog();
    const again = await push();
    expect(again.status).toBe(0);
    expect(sim!.writes()).toEqual([]);
    expect(issue.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('/answer 2 of two merged: the push sync updates the issue, which stays open for question 1; a re-run writes nothing', async () => {
    const repo = await protectedInbox({ [REMEMBER]: TWO_QUESTIONS });
    const issue = issueFor(repo, REMEMBER);
    const before = issue.body;
    expect(before).not.toContain('Open: question 1.');
    const run = await comment(sim!, repo, issue, 'alice', '/answer 2 Per device.');
    expect(run.status, run.stdout).toBe(0);
    const pull = expectOnePullRequest(repo, /Per device or per account\?"\n {4}answer: "?Per device\."?/, REMEMBER);
    expect(issue.body).toBe(before);

    const push = merge(repo, pull.number);
    sim!.clearLog();
    const sync = await push();
    expect(sync.status, sync.stdout).toBe(0);
    expect(issue.state).toBe('open');
    expect(issue.body).toContain('Open: question 1.');
    expect(issue.body).toContain('| Answer 2 | Per device. |');
    expect(closingComments(issue)).toEqual([]);
    // One issue for the item still: the sync updated it rather than opening another.
    expect(Object.values(repo.issues).filter((i) => i.user === BOT_LOGIN && i.state === 'open')).toHaveLength(1);

    sim!.clearLog();
    const again = await push();
    expect(again.status).toBe(0);
    expect(sim!.writes()).toEqual([]);
    expect(sim!.violations).toEqual([]);
  }, 60_000);
});
