/**
 * Journey: an agent proposes a high-risk intent with three questions; people answer them one at
 * a time, in their own order; two people approve it (the person who brought it may not); the
 * agent runs it to `done`.
 *
 * `forge-agent` is the account the agent commits as; carol runs the agent and opens its pull
 * requests; dave and erin answer its questions (which makes them its co-authors: they may not
 * approve it); alice and bob decide. The config asks two approvals at high risk and names the agent's
 * account. Every step is one workflow run on the event GitHub would send (in process here, on the
 * committed bundle under Node 24 in `npm run test:full`), against the local simulator; after each,
 * the same event is run again and must write nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LOGIN } from '../sim/index.js';
import { AGENT, answers, CONFIG, INTENT, intent } from './lockout.js';
import {
  closeJourneys,
  comment,
  commitsAfter,
  expectRerunChangesNothing,
  inboxIssuesOf,
  issueView,
  mergePullRequest,
  openPullRequest,
  push,
  simulatorOf,
  snapshot,
  startJourney,
} from './journey.js';

afterEach(closeJourneys);

describe('journey: from an agent proposal to done', () => {
  it('gate, label and check run; the inbox after merge; answers in any order; a quorum without the proposer; done', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', bob: 'write', carol: 'write', dave: 'write', erin: 'write', [AGENT]: 'write' },
    });

    // 1. The agent commits its proposal on a branch and carol opens the pull request.
    const proposal = await openPullRequest(
      repo,
      'agent/account-lockout',
      { [INTENT]: intent('proposed') },
      {
        login: AGENT,
        opener: 'carol',
        message: 'Propose: lock accounts after failed logins',
        title: 'Propose account lockout',
      },
    );
    expect(proposal.run.status).toBe(0);
    // The gate passes (nothing blocks a proposal), the pull request is labelled high risk, and the
    // check run and the comment say that the intent will wait for approval and answers.
    expect(proposal.run.report?.gate.result).toBe('pass');
    expect(proposal.run.report?.risk).toBe('high');
    expect(repo.issues[proposal.number]!.labels).toEqual(['risk:high']);
    expect(repo.checkRuns.map((c) => [c.headSha, c.status, c.conclusion])).toEqual([
      [repo.pulls[proposal.number]!.head.sha, 'completed', 'success'],
    ]);
    const prComment = repo.issues[proposal.number]!.comments.find((c) => c.user === BOT_LOGIN)!.body;
    expect(prComment).toMatch(/approval/i);
    await expectRerunChangesNothing();

    // 2. carol merges it: on the push, the sync opens one issue for the approval and one for the questions.
    const merged = await mergePullRequest(repo, proposal.number, 'carol');
    expect(merged.run.status).toBe(0);
    const [approval, questions] = [
      inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:approval'))!,
      inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:clarification'))!,
    ];
    expect(inboxIssuesOf(repo, INTENT)).toHaveLength(2);
    expect(issueView(approval)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
      comments: 0,
    });
    expect(approval.body).toContain(
      '**Approvals:** 0 of 2. 2 different people with the right access must approve it (`/approve`); whoever proposed it or changed it since cannot approve it.',
    );
    expect(issueView(questions)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:clarification', 'risk:high'],
      comments: 0,
    });
    expect(questions.body).toContain('Open: questions 1, 2, 3.');
    await expectRerunChangesNothing();

    // 3. dave answers question 2 first, then 1: each lands, and the issue shows what is left.
    const second = await comment(repo, questions, 'dave', `/answer 2 ${answers[1]}`);
    expect(second.run.status).toBe(0);
    expect(questions.body).toContain('Open: questions 1, 3.');
    await expectRerunChangesNothing();
    const first = await comment(repo, questions, 'dave', `/answer 1 ${answers[0]}`);
    expect(first.run.status).toBe(0);
    expect(questions.body).toContain('Open: question 3.');
    expect(questions.state).toBe('open');
    await expectRerunChangesNothing();

    // 4. erin answers the last one: no question is open, and the issue closes with its reply.
    const third = await comment(repo, questions, 'erin', `/answer 3 ${answers[2]}`);
    expect(third.run.status).toBe(0);
    expect(snapshot(repo).files[INTENT]).toBe(intent('proposed', [answers[0]!, answers[1]!, answers[2]!]));
    expect(issueView(questions)).toMatchObject({ state: 'closed', closedByAction: true });
    expect(questions.comments.at(-1)!.body).toMatch(/Answered clarification 3 .* No clarification is open now\./);
    await expectRerunChangesNothing();

    // 5. carol tries to approve what she brought in: her pull request proposed it, so it does not count.
    const own = await comment(repo, approval, 'carol', '/approve');
    expect(own.run.status).toBe(0);
    expect(approval.comments.at(-1)!.body).toMatch(/^You proposed this intent or changed it since/);
    expect(own.comment.reactions.map((r) => r.content)).toEqual(['eyes', '-1']);
    await expectRerunChangesNothing();

    // The agent's account may not either (it is named in the config).
    const agent = await comment(repo, approval, AGENT, '/approve');
    expect(agent.run.status).toBe(0);
    expect(approval.comments.at(-1)!.body).toMatch(/^`forge-agent` is an agent's account/);
    await expectRerunChangesNothing();

    // 6. alice approves: recorded, one of two, and the issue shows it.
    const beforeApprovals = snapshot(repo);
    const aliceApproves = await comment(repo, approval, 'alice', '/approve');
    expect(aliceApproves.run.status).toBe(0);
    expect(approval.comments.at(-1)!.body).toMatch(/^Your approval is recorded: 1 of 2 approvals\./);
    expect(approval.body).toContain('**Approvals:** 1 of 2 (`alice`). One more person');
    expect(commitsAfter(repo, beforeApprovals.commits)).toEqual([]);
    await expectRerunChangesNothing();

    // 7. bob approves: the quorum holds, the intent is approved in one commit naming both.
    const bobApproves = await comment(repo, approval, 'bob', '/approve');
    expect(bobApproves.run.status).toBe(0);
    const [approved] = commitsAfter(repo, beforeApprovals.commits);
    expect(commitsAfter(repo, beforeApprovals.commits)).toHaveLength(1);
    expect(approved!.login).toBe(BOT_LOGIN);
    expect(approved!.message).toMatch(
      /^handoff-gate: \/approve intent account-lockout \(by bob\)\n\nApproved-by: alice\nApproved-by: bob\nHandoff-Gate-Comment: \d+\nHandoff-Gate-By: [\w-]+$/,
    );
    expect(snapshot(repo).files[INTENT]).toBe(intent('approved', answers));
    expect(issueView(approval)).toMatchObject({ state: 'closed', closedByAction: true });
    expect(approval.comments.at(-1)!.body).toMatch(/Approved by `alice`, `bob` \(2 of 2 approvals\)\. Committed in /);
    await expectRerunChangesNothing();

    // 8. The agent runs it: `executing`, then `done`. Nothing waits for a human any more.
    const executing = await push(
      repo,
      { [INTENT]: intent('executing', answers) },
      { login: AGENT, message: 'account-lockout: executing' },
    );
    expect(executing.run.status).toBe(0);
    expect(executing.writes).toEqual([]);
    await expectRerunChangesNothing();
    const done = await push(
      repo,
      { [INTENT]: intent('done', answers) },
      { login: AGENT, message: 'account-lockout: done' },
    );
    expect(done.run.status).toBe(0);
    expect(done.writes).toEqual([]);
    await expectRerunChangesNothing();

    // The end: the intent done with its three answers; both issues closed by the action, each
    // ended by one reply of the bot's; the pull request's one check run; no violation of GitHub's API.
    const end = snapshot(repo);
    expect(end.files[INTENT]).toBe(intent('done', answers));
    expect(end.issues.filter((i) => i.marker).map((i) => [i.state, i.closedByAction])).toEqual([
      ['closed', true],
      ['closed', true],
    ]);
    expect(end.checkRuns).toHaveLength(1);
    expect(simulatorOf(repo).violations).toEqual([]);
  }, 120_000);
});
