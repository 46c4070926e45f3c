/**
 * Journey: who may approve, and who counts when the quorum is reached. An agent pushes a
 * high-risk intent whose commit names dave as its co-author; dave tries to approve it alone;
 * erin answers one of its questions and then tries to approve; alice approves, then loses her
 * write access; bob's approval would have made the quorum with hers, but she no longer counts;
 * carol's does. The intent moves to `approved` in one commit naming exactly bob and carol.
 *
 * Each step is one workflow run on the event GitHub would send (in process here, on the committed
 * bundle under Node 24 in `npm run test:full`), against the local simulator; after each, the same
 * event is run again and must write nothing.
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
  mergePullRequest,
  openPullRequest,
  push,
  snapshot,
  startJourney,
} from './journey.js';

afterEach(closeJourneys);

describe('journey: who may approve, and who counts', () => {
  it('a co-author and an answerer are refused; a departed approver drops out; the commit names who counted', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', bob: 'write', carol: 'write', dave: 'write', erin: 'write', [AGENT]: 'write' },
    });

    // 1. The agent pushes its proposal, one question still open; the commit names dave, who paired
    //    with it, as co-author.
    const proposal = await push(
      repo,
      { [INTENT]: intent('proposed', [null, answers[1]!, answers[2]!]) },
      {
        login: AGENT,
        message:
          'Propose: lock accounts after failed logins\n\nCo-authored-by: Dave <4242+dave@users.noreply.github.com>',
      },
    );
    expect(proposal.run.status).toBe(0);
    const approval = inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:approval'))!;
    const questions = inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:clarification'))!;
    expect(approval.body).toContain('**Approvals:** 0 of 2.');
    await expectRerunChangesNothing();

    // 2. dave tries to approve: he is named as co-author of the proposal, so it does not count.
    await comment(repo, approval, 'dave', '/approve');
    expect(approval.comments.at(-1)!.body).toMatch(/^You proposed this intent or changed it since/);
    await expectRerunChangesNothing();

    // 3. erin answers question 1 (the bot commits her text), then tries to approve: refused too.
    await comment(repo, questions, 'erin', `/answer 1 ${answers[0]}`);
    expect(questions.comments.at(-1)!.body).toMatch(/^Answered clarification 1/);
    await comment(repo, approval, 'erin', '/approve');
    expect(approval.comments.at(-1)!.body).toMatch(/^You proposed this intent or changed it since/);
    await expectRerunChangesNothing();

    // 4. alice approves: one of two. Then she loses her write access.
    const beforeApprovals = snapshot(repo);
    await comment(repo, approval, 'alice', '/approve');
    expect(approval.comments.at(-1)!.body).toMatch(/^Your approval is recorded: 1 of 2 approvals\./);
    expect(approval.body).toContain('**Approvals:** 1 of 2 (`alice`).');
    repo.collaborators.alice = 'read';

    // 5. bob approves: with alice that would be two, but she no longer qualifies, and the reply says so.
    await comment(repo, approval, 'bob', '/approve');
    expect(approval.comments.at(-1)!.body).toMatch(
      /^Your approval is recorded: 1 of 2 approvals\. Not counted: `alice` no longer has `write` access \(now `read`\)\./,
    );
    expect(approval.body).toContain('**Approvals:** 1 of 2 (`bob`).');
    expect(commitsAfter(repo, beforeApprovals.commits)).toEqual([]);
    await expectRerunChangesNothing();

    // 6. carol approves: the quorum holds among people who qualify now; one commit names exactly them.
    await comment(repo, approval, 'carol', '/approve');
    const made = commitsAfter(repo, beforeApprovals.commits);
    expect(made).toHaveLength(1);
    expect(made[0]!.login).toBe(BOT_LOGIN);
    expect(made[0]!.message).toMatch(
      /^handoff-gate: \/approve intent account-lockout \(by carol\)\n\nApproved-by: bob\nApproved-by: carol\nHandoff-Gate-Comment: \d+\nHandoff-Gate-By: carol$/,
    );
    expect(snapshot(repo).files[INTENT]).toMatch(/^status: approved$/m);
    expect(approval.comments.at(-1)!.body).toMatch(
      /Approved by `bob`, `carol` \(2 of 2 approvals\)\. Not counted: `alice` no longer has `write` access/,
    );
    expect(approval.state).toBe('closed');
    await expectRerunChangesNothing();
  }, 120_000);

  it("the pull request's merger brought the intent in, so may not approve it; another person may", async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': 'approvers:\n  agents: [forge-agent]\n' },
      collaborators: { alice: 'write', bob: 'write', [AGENT]: 'write' },
    });
    // The agent opens its own pull request; bob merges it (GitHub names him the push's sender).
    const proposal = await openPullRequest(
      repo,
      'agent/account-lockout',
      { [INTENT]: intent('proposed', answers) },
      { login: AGENT, message: 'Propose: lock accounts after failed logins', title: 'Propose account lockout' },
    );
    await mergePullRequest(repo, proposal.number, 'bob');
    const approval = inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:approval'))!;
    expect(approval.body).toContain(' by=bob -->');
    await comment(repo, approval, 'bob', '/approve');
    expect(approval.comments.at(-1)!.body).toMatch(/^You proposed this intent or changed it since/);
    await comment(repo, approval, 'alice', '/approve');
    expect(snapshot(repo).files[INTENT]).toMatch(/^status: approved$/m);
    await expectRerunChangesNothing();
  }, 120_000);
});
