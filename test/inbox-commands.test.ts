import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from './helpers/action.js';
import { checkout } from './helpers/pull-request.js';
import {
  commentOn,
  issueCommentEvent,
  pushEvent,
  type CommentOptions,
  type IssueCommentEvent,
} from './helpers/events.js';
import {
  BOT_LOGIN,
  commitFiles,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimComment,
  type SimIssue,
  type SimRepo,
} from './sim/index.js';

const LOCKOUT = `# Proposed at high risk: it waits in the inbox for /approve.
title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.
type: feature
source: reflection
risk: high   # the agent's own estimate
status: proposed  # waiting for a human
parent: null
created_at: 2025-03-05T12:05:00Z
`;
const REMEMBER = `title: 'Keep me signed in'
body: Stay signed in on this device.
source: human
risk: low
status: proposed
clarifications:
  - question: "How long should it last: 14 or 30 days?"
    answer: null
  - question: "Per device or per account?"
    answer: null
`;
const QUESTION = `---
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
const FILES = {
  'README.md': '# shop\n',
  '.forge/intents/account-lockout.yaml': LOCKOUT,
  '.forge/intents/remember-me.yaml': REMEMBER,
  'shared/questions/pm-to-human/20250305-010-q.md': QUESTION,
};
const PEOPLE = { alice: 'write', bob: 'read', carol: 'maintain' } as const;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A repository whose inbox issues exist already (one push synced them). */
async function withInbox(options: { protectedBranches?: string[]; files?: Record<string, string> } = {}) {
  const repo = repoState({
    files: { ...FILES, ...options.files },
    collaborators: { ...PEOPLE },
    protectedBranches: options.protectedBranches,
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  const sync = await runAction({
    apiUrl: sim.url,
    ...pushEvent({ after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    sha: repo.branches.main!.sha,
    inputs: { 'fail-on': 'never' },
  });
  expect(sync.status).toBe(0);
  sim.clearLog();
  return repo;
}

const issueTitled = (repo: SimRepo, prefix: string) =>
  Object.values(repo.issues).find((i) => i.title.startsWith(prefix))!;

/** A person comments on an inbox issue: the `issue_comment` event, run as the workflow would. */
function comment(repo: SimRepo, issue: SimIssue, user: string, body: string, options: CommentOptions = {}) {
  return runOn(repo, commentOn(issue, user, body, options));
}

/** The workflow run again on the event of a comment made on the issue, as the issue is now. */
function rerun(repo: SimRepo, issue: SimIssue, made: SimComment) {
  return runOn(repo, issueCommentEvent(issue, made));
}

function runOn(repo: SimRepo, { event, payload }: IssueCommentEvent) {
  return runAction({
    apiUrl: sim!.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
}

const reactions = (issue: SimIssue) => issue.comments.flatMap((c) => c.reactions.map((r) => r.content));
const commitsBy = (repo: SimRepo) => Object.values(repo.commits).filter((c) => /handoff-gate/.test(c.message));

describe('inbox commands', () => {
  it('/approve from a read user is refused with no commit', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    const run = await comment(repo, issue, 'bob', '/approve');
    expect(run.status).toBe(0);
    // Refused: nobody decided.
    expect(run.outputs['decided-by']).toBe('');
    expect(commitsBy(repo)).toEqual([]);
    expect(reactions(issue)).toEqual(['eyes', '-1']);
    expect(issue.comments.at(-1)?.body).toMatch(/need `write` access.*`read`/s);
    expect(issue.state).toBe('open');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('/approve from a write user: one commit that changes only the status line, the issue closed', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    const run = await comment(repo, issue, 'alice', '/approve');
    expect(run.status).toBe(0);
    // The login GitHub authenticated on the comment, as the event gives it.
    expect(run.outputs['decided-by']).toBe('alice');
    const commits = commitsBy(repo);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.message).toMatch(/approve/i);
    expect(commits[0]!.message).toMatch(/account-lockout/);
    expect(commits[0]!.message).toMatch(/alice/);
    expect(commits[0]!.message).not.toMatch(/@alice/);
    const after = String(repo.branches.main!.files['.forge/intents/account-lockout.yaml']);
    const [a, b] = [LOCKOUT.split('\n'), after.split('\n')];
    expect(b).toHaveLength(a.length);
    expect(a.filter((line, i) => line !== b[i])).toEqual(['status: proposed  # waiting for a human']);
    expect(b.find((l) => l.startsWith('status:'))).toBe('status: approved  # waiting for a human');
    expect(after).toContain('# Proposed at high risk');
    expect(reactions(issue)).toEqual(['eyes', '+1']);
    // The reply says where the change is; its only hidden line is the marker that it answers the comment.
    expect(issue.comments.at(-1)?.body).toMatch(
      /Committed in http\S+\/commit\/[0-9a-f]{40}\.\n\n<!-- handoff-gate:reply comment=\d+ -->$/,
    );
    expect(issue.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('/approve on an intent that is already approved is refused politely', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    await comment(repo, issue, 'alice', '/approve');
    issue.state = 'open';
    const again = await comment(repo, issue, 'carol', '/approve');
    expect(again.status).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(issue.comments.at(-1)?.body).toMatch(/no longer waiting|already/);
    expect(reactions(issue).slice(-2)).toEqual(['eyes', '-1']);
  }, 60_000);

  it('/answer 2 fills the second clarification only, and the issue stays open for the first', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: Keep me');
    await comment(repo, issue, 'alice', '/answer 2 Per device: "remember this browser"');
    const after = String(repo.branches.main!.files['.forge/intents/remember-me.yaml']);
    const changed = REMEMBER.split('\n').filter((line, i) => line !== after.split('\n')[i]);
    expect(changed).toEqual(['    answer: null']);
    expect(after).toMatch(
      /question: "Per device or per account\?"\n {4}answer: "Per device: \\"remember this browser\\""/,
    );
    expect(after).toMatch(/14 or 30 days\?"\n {4}answer: null/);
    expect(issue.state).toBe('open');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('an answer whose issues cannot be brought up to date lands all the same, with a warning for each', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: Keep me');
    const before = issue.body;
    sim!.fail({ operationId: 'issues/update', status: 403, times: 1 });
    // The first list is the command's own check that this is the item's one issue.
    sim!.fail({ operationId: 'issues/list-for-repo', status: 403, times: 1, after: 1 });
    const run = await comment(repo, issue, 'alice', '/answer 2 Per device.');
    expect(run.status).toBe(0);
    expect(String(repo.branches.main!.files['.forge/intents/remember-me.yaml'])).toMatch(/answer: "Per device\."/);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(run.stdout).toMatch(
      new RegExp(`^::warning::handoff-gate did not bring issue #${issue.number} up to date after the command: `, 'm'),
    );
    expect(run.stdout).toMatch(
      /^::warning::handoff-gate did not bring the other issues of \.forge\/intents\/remember-me\.yaml up to date after the command: .*The next sync does\./m,
    );
    expect(issue.body).toBe(before);
    expect(issue.state).toBe('open');
  }, 60_000);

  it('questions answered one at a time, in any order: each lands, the issue shows what is left, the last closes it', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: Keep me');
    const before = issue.body;
    const second = await comment(repo, issue, 'alice', '/answer 2 Per device.');
    expect(second.status).toBe(0);
    expect(issue.comments.at(-1)?.body).not.toMatch(/changed since this issue was written/);
    // The bot's own commit starts no run: the same run brought the issue up to the file as it left it.
    expect(issue.body).not.toBe(before);
    expect(issue.body).toContain('Open: question 1.');
    expect(issue.body).toContain('| Answer 2 | Per device. |');
    expect(issue.state).toBe('open');

    // The person reads the issue as it is now and answers the other one: applied, not refused.
    const first = await comment(repo, issue, 'alice', '/answer 1 30 days.');
    expect(first.status).toBe(0);
    expect(issue.comments.at(-1)?.body).not.toMatch(/changed since this issue was written/);
    const file = String(repo.branches.main!.files['.forge/intents/remember-me.yaml']);
    expect(file).toMatch(/14 or 30 days\?"\n {4}answer: "?30 days\."?/);
    expect(file).toMatch(/Per device or per account\?"\n {4}answer: "?Per device\."?/);
    expect(commitsBy(repo)).toHaveLength(2);
    expect(issue.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('a commit that fails after its retries: the person is told, the step fails, a re-run carries it out once', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 502, times: 20 });
    const failed = await comment(repo, issue, 'alice', '/approve');
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/^::error::handoff-gate failed \(GitHub answered 502\)/m);
    expect(commitsBy(repo)).toEqual([]);
    // Said where the person looks, without the reply marker: the command is not answered yet.
    const told = issue.comments.at(-1)!;
    expect(told.user).toBe(BOT_LOGIN);
    expect(told.body).toMatch(/^`\/approve` could not be completed: GitHub answered 502\. Re-run the failed job/);
    expect(told.body).not.toContain('handoff-gate:reply');
    expect(issue.state).toBe('open');

    // GitHub answers again (the same repository, a simulator without the fault); the job is re-run
    // on the same event: carried out once, answered once.
    const state = sim!.state;
    await sim!.close();
    sim = await startSimulator(state);
    const event = issue.comments.find((c) => c.body === '/approve')!;
    const again = await rerun(repo, issue, event);
    expect(again.status).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(String(repo.branches.main!.files['.forge/intents/account-lockout.yaml'])).toMatch(/status: approved/);
    expect(issue.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('/approve while a clarification is open is refused naming it; once answered, the approval issue shows the answer and /approve lands', async () => {
    const BOTH = `${LOCKOUT.trimEnd()}\nclarifications:\n  - question: "Thirty minutes, or until an admin unlocks?"\n    answer: null\n`;
    const repo = await withInbox({ files: { '.forge/intents/account-lockout.yaml': BOTH } });
    const issues = { approve: issueTitled(repo, 'Approve: Lock'), answer: issueTitled(repo, 'Answer: Lock') };
    expect(issues.approve.body).toMatch(
      /\| Open questions \| 1\\\. Thirty minutes, or until an admin unlocks\? \(answer them first/,
    );
    // Both people read their issue before either command runs: each event carries that issue as read.
    const asRead = { approve: { ...issues.approve }, answer: { ...issues.answer } };

    // alice approves first: the question is still open, so nothing is approved.
    expect((await comment(repo, asRead.approve, 'alice', '/approve')).status).toBe(0);
    expect(issues.approve.comments.at(-1)?.body).toMatch(
      /^This intent still has an open question \(question 1\), so `\/approve` was not applied.*`\/answer <n> <text>`/s,
    );
    // carol answers: the bot commits her text and brings the approval issue up to the intent as it now is.
    expect((await comment(repo, asRead.answer, 'carol', '/answer 1 Thirty minutes.')).status).toBe(0);
    expect(issues.answer.state).toBe('closed');
    expect(issues.approve.body).not.toMatch(/Open questions/);
    expect(String(repo.branches.main!.files['.forge/intents/account-lockout.yaml'])).toMatch(/^status: proposed/m);

    // alice's refused /approve does not count now; she approves the settled plan.
    expect((await comment(repo, issues.approve, 'alice', '/approve')).status).toBe(0);
    const file = String(repo.branches.main!.files['.forge/intents/account-lockout.yaml']);
    expect(file).toMatch(/^status: approved/m);
    expect(file).toMatch(/answer: "?Thirty minutes\."?/);
    expect(commitsBy(repo)).toHaveLength(2);
    expect(issues.approve.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('a burst of three 502s on the commit and on the reply: each lands on its fourth attempt, exactly once', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 502, times: 3 });
    sim!.fail({ operationId: 'issues/create-comment', status: 502, times: 3 });
    const run = await comment(repo, issue, 'alice', '/approve');
    expect(run.status).toBe(0);
    expect(commitsBy(repo)).toHaveLength(1);
    expect(issue.comments.filter((c) => c.user === BOT_LOGIN)).toHaveLength(1);
    expect(issue.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it("a burst of 502s on each file of a question's answer, the last answer lost: each file written once, one reply", async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: When may');
    // The answer message: three 502s, then written. The question (the second fault counts from
    // where the first ends): two 502s, then written with its answer lost.
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 502, times: 3 });
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', after: 1, status: 502, times: 2 });
    sim!.loseResponse({ operationId: 'repos/create-or-update-file-contents' }, { after: 1 });
    const run = await comment(repo, issue, 'alice', "/answer Sunday's maintenance window.");
    expect(run.status).toBe(0);
    expect(sim!.countBy('repos/create-or-update-file-contents')).toBe(7);
    expect(sim!.requests.filter((r) => r.lost)).toHaveLength(1);
    expect(commitsBy(repo)).toHaveLength(2);
    const files = repo.branches.main!.files;
    expect(String(files['shared/questions/answers/20250305-010-q.md'])).toMatch(/Sunday's maintenance window/);
    expect(String(files['shared/questions/pm-to-human/20250305-010-q.md'])).toMatch(/status: completed/);
    expect(issue.comments.filter((c) => c.user === BOT_LOGIN)).toHaveLength(1);
    expect(issue.state).toBe('closed');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('/answer on a question to a human writes the answer message and completes the question', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: When may');
    await comment(repo, issue, 'alice', "/answer Sunday's maintenance window.");
    const files = repo.branches.main!.files;
    expect(String(files['shared/questions/answers/20250305-010-q.md'])).toMatch(
      /type: answer[\s\S]*parent_id: 20250305-010-q[\s\S]*Sunday's maintenance window/,
    );
    expect(String(files['shared/questions/pm-to-human/20250305-010-q.md'])).toMatch(/status: completed/);
    expect(issue.state).toBe('closed');
  }, 60_000);

  it('a command that cannot be carried out as written is answered with what it needs, and nothing is done', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: When may');
    const run = await comment(repo, issue, 'alice', '/answer');
    expect(run.status).toBe(0);
    expect(commitsBy(repo)).toEqual([]);
    expect(issue.comments.at(-1)?.body).toMatch(/^`\/answer` needs the answer\./);
    expect(issue.state).toBe('open');
  }, 60_000);

  it('a write that fails, and the comment saying so fails too: the step fails, the reaction says so', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    sim!.fail({ operationId: 'repos/create-or-update-file-contents', status: 403, times: 1 });
    sim!.fail({ operationId: 'issues/create-comment', status: 403, times: 1 });
    const run = await comment(repo, issue, 'alice', '/approve');
    expect(run.status).toBe(1);
    expect(commitsBy(repo)).toEqual([]);
    expect(issue.comments.filter((c) => c.user === BOT_LOGIN)).toEqual([]);
    expect(reactions(issue)).toEqual(['eyes', '-1']);
    expect(issue.state).toBe('open');
  }, 60_000);

  it('a command other than /answer on a question is refused, saying how a question is answered', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Answer: When may');
    const run = await comment(repo, issue, 'alice', '/reject Not needed.');
    expect(run.status).toBe(0);
    expect(run.outputs['decided-by']).toBe('');
    expect(commitsBy(repo)).toEqual([]);
    expect(issue.comments.at(-1)?.body).toMatch(
      /^A question is answered with `\/answer <text>`; `\/reject` does not apply to it\./,
    );
    expect(reactions(issue)).toEqual(['eyes', '-1']);
    expect(issue.state).toBe('open');
  }, 60_000);

  it("an issue that copies an inbox issue's marker, opened by someone else, is no inbox issue: nothing is done", async () => {
    const repo = await withInbox();
    const real = issueTitled(repo, 'Approve:');
    const copy: SimIssue = { ...real, id: real.id + 1000, number: 900, user: 'bob', comments: [], reactions: [] };
    repo.issues[copy.number] = copy;
    const run = await comment(repo, copy, 'alice', '/approve');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('the issue carries an inbox marker but was not opened by handoff-gate');
    // An event that says the bot opened it is checked against the issue as GitHub has it now.
    const made = commentOn(copy, 'alice', '/approve');
    const forged = { ...made.payload, issue: { ...(made.payload.issue as object), user: { login: BOT_LOGIN } } };
    const second = await runOn(repo, { event: made.event, payload: forged } as IssueCommentEvent);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('the issue was not opened by handoff-gate: ignored');
    expect(commitsBy(repo)).toEqual([]);
    expect(copy.comments.filter((c) => c.user === BOT_LOGIN)).toEqual([]);
    expect(real.state).toBe('open');
  }, 60_000);

  it('a 409 on the first write is re-read and re-applied: one correct commit', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    // Someone pushes between the action's read and its write: the write gets a real 409 (stale sha).
    sim!.delay({ operationId: 'repos/get-content', ms: 800 });
    const running = comment(repo, issue, 'alice', '/approve');
    while (!sim!.requests.some((r) => r.operationId === 'repos/get-content'))
      await new Promise((r) => setTimeout(r, 20));
    commitFiles(
      repo,
      'main',
      {
        '.forge/intents/account-lockout.yaml': LOCKOUT.replace(
          'created_at: 2025-03-05T12:05:00Z',
          'created_at: 2025-03-05T12:06:00Z',
        ),
      },
      { message: 'Agent update' },
    );
    await running;
    expect(
      sim!.requests.filter((r) => r.operationId === 'repos/create-or-update-file-contents').map((r) => r.status),
    ).toEqual([409, 200]);
    const after = String(repo.branches.main!.files['.forge/intents/account-lockout.yaml']);
    expect(after).toContain('status: approved');
    expect(after).toContain('12:06:00Z');
    expect(commitsBy(repo)).toHaveLength(1);
    expect(issue.state).toBe('closed');
  }, 60_000);

  it('a protected default branch yields a pull request, linked in the reply', async () => {
    const repo = await withInbox({ protectedBranches: ['main'] });
    const issue = issueTitled(repo, 'Approve:');
    const run = await comment(repo, issue, 'alice', '/approve');
    expect(run.outputs['decided-by']).toBe('alice');
    expect(Object.values(repo.pulls)).toHaveLength(1);
    expect(issue.comments.at(-1)?.body).toMatch(/protected.*pull request #\d+/s);
    expect(String(repo.branches.main!.files['.forge/intents/account-lockout.yaml'])).toContain('status: proposed');
    expect(issue.state).toBe('open');
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('commit.mode pull-request sends every change through a pull request', async () => {
    const repo = await withInbox({ files: { '.github/handoff-gate.yml': 'commit:\n  mode: pull-request\n' } });
    const issue = issueTitled(repo, 'Approve:');
    await comment(repo, issue, 'alice', '/approve');
    expect(Object.values(repo.pulls)).toHaveLength(1);
    expect(issue.comments.at(-1)?.body).toMatch(/config `commit.mode`.*pull request #\d+/s);
    expect(sim!.violations).toEqual([]);
  }, 60_000);

  it('ignores bots, edited comments, non-commands and issues that are not ours', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    await comment(repo, issue, 'alice', 'Looks good to me');
    await comment(repo, issue, 'alice', '/approve', { action: 'edited' });
    const bot = await comment(repo, issue, 'renovate[bot]', '/approve');
    expect(bot.status).toBe(0);
    expect(sim!.writes()).toEqual([]);
    expect(commitsBy(repo)).toEqual([]);
  }, 60_000);

  it('/help replies with the commands', async () => {
    const repo = await withInbox();
    const issue = issueTitled(repo, 'Approve:');
    const run = await comment(repo, issue, 'bob', '/help');
    expect(run.outputs['decided-by']).toBe('');
    expect(issue.comments.at(-1)?.body).toContain('/approve');
    expect(reactions(issue)).toEqual(['eyes', '+1']);
  }, 60_000);
});
