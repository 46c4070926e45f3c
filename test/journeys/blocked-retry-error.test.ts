/**
 * Journey: an intent (spec 4) blocks, a person sends it back with `/retry`, and it fails.
 *
 * The runner account `forge-runner` pushes what the agents did; `alice` (write access) decides.
 * Every step is one workflow run on the event GitHub would send, against the local simulator;
 * after each, the same event is run again and must write nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lineDiff } from '../inbox/commands-diff.js';
import { BOT_LOGIN } from '../sim/index.js';
import {
  changedPaths,
  closeJourneys,
  comment,
  commitsAfter,
  expectRerunChangesNothing,
  inboxIssuesOf,
  issueView,
  push,
  simulatorOf,
  snapshot,
  startJourney,
} from './journey.js';

const RUNNER = 'forge-runner';
const INTENT = '.forge/intents/rate-limit-login.yaml';
const LIMITER = '.forge/tasks/rate-limit-login/add-limiter.yaml';
const METRICS = '.forge/tasks/rate-limit-login/limiter-metrics.yaml';

const intent = (status: string) => `# Planned from a request; the runner moves \`status\` as its tasks run.
title: "Rate-limit the login endpoint"
body: |
  Answer 429 after 20 login attempts a minute from one address.
type: feature
source: human
risk: med
status: ${status}
parent: null
created_at: 2025-03-05T09:00:00Z
`;
const limiter = (status: string) => `intent_id: rate-limit-login
title: "Add a sliding-window limiter to the login handler"
plan: Count attempts per address in a one-minute sliding window; refuse past 20.
relevant_files:
  - src/auth/login.ts
implementation_steps:
  - Add the window counter.
  - Answer 429 with Retry-After past the limit.
complexity: med
status: ${status}
`;
const metrics = (status: string) => `intent_id: rate-limit-login
title: "Count refused logins in the metrics"
plan: Add a counter for the logins the limiter refuses.
relevant_files:
  - src/metrics.ts
implementation_steps:
  - Register login_refused_total.
complexity: low
status: ${status}
`;
const review = (task: string, issue: string) => `task_id: ${task}
verdict: rejected
issues:
  - "${issue}"
suggestions: null
`;
const REVIEW_1 = '.forge/reviews/add-limiter-1.yaml';
const REVIEW_2 = '.forge/reviews/add-limiter-2.yaml';
const REVIEW_3 = '.forge/reviews/limiter-metrics-1.yaml';

afterEach(closeJourneys);

describe('journey: blocked, retried, failed', () => {
  it('the blocked intent gets an issue, /retry sends it back to approved, and its failure reopens that issue', async () => {
    // The intent runs: one task is being implemented, the other waits its turn.
    const repo = await startJourney({
      files: {
        'README.md': '# shop\n',
        [INTENT]: intent('executing'),
        [LIMITER]: limiter('implementing'),
        [METRICS]: metrics('pending'),
      },
      collaborators: { alice: 'write', [RUNNER]: 'write' },
    });

    // 1. The limiter task fails its review after every retry. The runner pushes the task
    //    `failed`, the review that rejected it, and the intent `blocked` (some tasks failed).
    const blocked = await push(
      repo,
      {
        [LIMITER]: limiter('failed'),
        [REVIEW_1]: review('add-limiter', 'The window resets on every request, so no client is ever limited.'),
        [INTENT]: intent('blocked'),
      },
      { login: RUNNER, message: 'rate-limit-login: add-limiter failed its reviews; blocked' },
    );
    expect(blocked.run.status).toBe(0);
    // Every file the runner pushed is valid: no finding at all.
    expect(blocked.run.annotations).toEqual([]);
    // The sync creates its three labels (with colours) and opens one issue for the intent.
    expect(blocked.writes).toEqual([
      'issues/create-label',
      'issues/create-label',
      'issues/create-label',
      'issues/create',
    ]);
    expect(inboxIssuesOf(repo, INTENT)).toHaveLength(1);
    const issue = inboxIssuesOf(repo, INTENT)[0]!;
    const opened = issueView(issue);
    expect(opened).toEqual({
      number: issue.number,
      state: 'open',
      title: 'Blocked: Rate-limit the login endpoint',
      labels: ['handoff-inbox', 'inbox:blocked', 'risk:med'],
      marker: { key: 'intent/rate-limit-login', path: INTENT, state: expect.stringMatching(/^[0-9a-f]+$/) },
      closedByAction: false,
      comments: 0,
    });
    expect(issue.user).toBe(BOT_LOGIN);
    // What alice needs to decide: which task failed, why the review rejected it, what she may answer.
    expect(issue.body).toMatch(/^\*\*Retry or drop this intent:\*\* [^\n]+\nSome tasks of this intent failed/);
    // A blocked item says which change closes it.
    expect(issue.body).toMatch(
      /\n\*\*What closes it:\*\* `\/retry` or `\/reject`, or a change to `[^`]+` on the default branch that moves its `status` off `blocked`\.\n/,
    );
    expect(issue.body).toContain('| Status | blocked |');
    expect(issue.body).toContain('| Failed task add-limiter | Add a sliding-window limiter to the login handler |');
    expect(issue.body).toContain(
      '| Review of add-limiter | The window resets on every request, so no client is ever limited. |',
    );
    expect(issue.body).not.toContain('Failed task limiter-metrics');
    expect(issue.body).toContain('`/retry`');
    await expectRerunChangesNothing();

    // 2. alice reads the review and sends the intent back to run again.
    const beforeRetry = snapshot(repo);
    const retry = await comment(repo, issue, 'alice', '/retry');
    expect(retry.run.status).toBe(0);
    expect(retry.writes).toEqual([
      'reactions/create-for-issue-comment', // 👀: seen
      'repos/create-or-update-file-contents', // the commit
      'issues/create-comment', // the reply
      'reactions/create-for-issue-comment', // 👍: done
      'issues/update', // closed
    ]);
    // One commit, by the workflow token, that changes only the intent's status line.
    const retryCommits = commitsAfter(repo, beforeRetry.commits);
    expect(retryCommits).toHaveLength(1);
    const retried = retryCommits[0]!;
    expect(retried.login).toBe(BOT_LOGIN);
    expect(retried.message).toMatch(/^handoff-gate: \/retry intent rate-limit-login \(by alice\)\n/);
    expect(changedPaths(repo, retried)).toEqual([INTENT]);
    expect(lineDiff(intent('blocked'), snapshot(repo).files[INTENT]!)).toEqual({
      removed: ['status: blocked'],
      added: ['status: approved'],
    });
    // The issue is closed with one comment: the reply, which links the commit.
    expect(issue.state).toBe('closed');
    expect(issue.stateReason).toBe('completed');
    const retryReplies = issue.comments.slice(opened.comments).filter((c) => c.user === BOT_LOGIN);
    expect(retryReplies).toHaveLength(1);
    expect(retryReplies[0]!.body).toContain(
      'Sent `rate-limit-login` back to `approved` (it was `blocked`), so it runs again.',
    );
    expect(retryReplies[0]!.body).toContain(`/commit/${retried.sha}`);
    expect(retry.comment.reactions.map((r) => r.content)).toEqual(['eyes', '+1']);
    expect(issueView(issue)).toMatchObject({ state: 'closed', closedByAction: true, comments: 2 });
    await expectRerunChangesNothing();

    // 3. The runner picks the approved intent up again: the failed task waits to run again.
    const executing = await push(
      repo,
      { [INTENT]: intent('executing'), [LIMITER]: limiter('pending') },
      { login: RUNNER, message: 'rate-limit-login: run the failed task again' },
    );
    expect(executing.run.status).toBe(0);
    expect(executing.run.annotations).toEqual([]);
    // Nothing waits for a human: no write, and the closed issue stays closed.
    expect(executing.writes).toEqual([]);
    expect(issueView(issue)).toMatchObject({ state: 'closed', comments: 2 });
    await expectRerunChangesNothing();

    // 4. Both tasks fail this time. The runner pushes them `failed`, their reviews, and the
    //    intent `error` (every task failed).
    const beforeError = issueView(issue);
    const failed = await push(
      repo,
      {
        [LIMITER]: limiter('failed'),
        [METRICS]: metrics('failed'),
        [REVIEW_2]: review(
          'add-limiter',
          'The counter is per process; behind the load balancer the limit is 20 per instance.',
        ),
        [REVIEW_3]: review('limiter-metrics', 'login_refused_total is never incremented.'),
        [INTENT]: intent('error'),
      },
      { login: RUNNER, message: 'rate-limit-login: every task failed' },
    );
    expect(failed.run.status).toBe(0);
    expect(failed.run.annotations).toEqual([]);
    // The item is the intent's again (one key per intent): the issue the action closed itself is
    // reopened for it, retitled, relabelled, its history kept; no second issue.
    expect(failed.writes).toEqual(['issues/create-label', 'issues/update', 'issues/remove-label', 'issues/add-labels']);
    expect(inboxIssuesOf(repo, INTENT)).toEqual([issue]);
    expect(issue.stateReason).toBe('reopened');
    expect(issueView(issue)).toEqual({
      number: issue.number,
      state: 'open',
      title: 'Failed: Rate-limit the login endpoint',
      labels: ['handoff-inbox', 'inbox:error', 'risk:med'],
      marker: { key: 'intent/rate-limit-login', path: INTENT, state: expect.stringMatching(/^[0-9a-f]+$/) },
      closedByAction: false,
      comments: beforeError.comments,
    });
    expect(issueView(issue).marker!.state).not.toBe(opened.marker!.state);
    expect(issue.body).toMatch(/^\*\*Retry or drop this intent:\*\* [^\n]+\nEvery task of this intent failed/);
    expect(issue.body).toContain('| Status | error |');
    // Each failed task with its latest rejecting review.
    expect(issue.body).toContain('| Failed task add-limiter | Add a sliding-window limiter to the login handler |');
    expect(issue.body).toContain(
      '| Review of add-limiter | The counter is per process; behind the load balancer the limit is 20 per instance. |',
    );
    expect(issue.body).not.toContain('The window resets on every request');
    expect(issue.body).toContain('| Failed task limiter-metrics | Count refused logins in the metrics |');
    // Text from the files is escaped for Markdown (`_` would start emphasis).
    expect(issue.body).toContain('| Review of limiter-metrics | login\\_refused\\_total is never incremented. |');
    expect(issue.body).toContain('`/retry`');
    await expectRerunChangesNothing();

    // The end: the files as the runner and the one command left them, one inbox issue, open for
    // the failure; five commits (the first, three pushes by the runner, one by the command).
    expect(snapshot(repo)).toEqual({
      files: {
        'README.md': '# shop\n',
        [INTENT]: intent('error'),
        [LIMITER]: limiter('failed'),
        [METRICS]: metrics('failed'),
        [REVIEW_1]: review('add-limiter', 'The window resets on every request, so no client is ever limited.'),
        [REVIEW_2]: review(
          'add-limiter',
          'The counter is per process; behind the load balancer the limit is 20 per instance.',
        ),
        [REVIEW_3]: review('limiter-metrics', 'login_refused_total is never incremented.'),
      },
      commits: 5,
      issues: [issueView(issue)],
      checkRuns: [],
    });
    expect(Object.values(repo.commits).map((c) => c.login)).toEqual(['octo', RUNNER, BOT_LOGIN, RUNNER, RUNNER]);
    expect(simulatorOf(repo).violations).toEqual([]);
  }, 60_000);
});
