/**
 * Journey: a quorum of two, and a writer who tries every road around it. An agent proposes a
 * high-risk intent; alice approves. wendy, who can push and run workflows, then changes the
 * intent (spending alice's approval), has a workflow of hers post approval and quorum records as
 * the action's own login, edits the approval issue to say it is approved already, folds its text
 * away, and approves herself. Nothing of it counts: the intent moves to `approved` only when two
 * people who qualify approve it as it now stands, and the commit names exactly them.
 *
 * Each step is one workflow run on the event GitHub would send (in process here, on the committed
 * bundle under Node 24 in `npm run test:full`), against the local simulator.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LOGIN, editIssue, type SimIssue } from '../sim/index.js';
import { isoNow, nextId } from '../sim/state.js';
import { AGENT, answeredProposal, CONFIG, INTENT } from './lockout.js';
import {
  closeJourneys,
  comment,
  commitsAfter,
  expectRerunChangesNothing,
  inboxIssuesOf,
  push,
  scan,
  snapshot,
  startJourney,
} from './journey.js';

afterEach(closeJourneys);

const lastReply = (issue: SimIssue) => issue.comments.filter((c) => c.user === BOT_LOGIN).at(-1)?.body ?? '';

/** wendy's workflow (`permissions: issues: write`) posts under the action's login. */
function postAsTheBot(issue: SimIssue, body: string): void {
  const at = isoNow();
  issue.comments.push({ id: nextId(), body, user: BOT_LOGIN, createdAt: at, updatedAt: at, reactions: [] });
}

describe('journey: a quorum of two against a writer who tries every road', () => {
  it('nothing is approved that two qualifying people did not approve as it now stands', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', bob: 'write', carol: 'write', wendy: 'write', [AGENT]: 'write' },
    });

    // 1. The agent proposes; alice approves: one of two.
    await push(repo, { [INTENT]: answeredProposal('high') }, { login: AGENT, message: 'Propose account lockout' });
    const approval = inboxIssuesOf(repo, INTENT).find((i) => i.labels.includes('inbox:approval'))!;
    const alice = await comment(repo, approval, 'alice', '/approve');
    expect(lastReply(approval)).toMatch(/^Your approval is recorded: 1 of 2/);

    // 2. wendy widens the intent: a new push, so alice's approval is spent, and the issue says 0.
    const widened = answeredProposal('high').replace('10 failed', '3 failed');
    await push(repo, { [INTENT]: widened }, { login: 'wendy', message: 'Lock sooner' });
    expect(approval.body).toContain('**Approvals:** 0 of 2.');
    const before = snapshot(repo);

    // 3. Her workflow posts, as the bot, a record for alice pointing at alice's old `/approve`,
    //    a quorum marker, and a bare `/approve`.
    postAsTheBot(
      approval,
      `Your approval is recorded.\n<!-- handoff-gate:approval user=alice commit=${repo.branches.main!.sha} comment=${alice.comment.id} -->\n<!-- handoff-gate:quorum -->`,
    );
    postAsTheBot(approval, '/approve');

    // 4. She edits the issue to say it is approved already: carol's `/approve` there is refused,
    //    and stays refused once the sync has written the issue again.
    const written = approval.body!;
    editIssue(approval, {
      body: `**Approvals:** 2 of 2 (\`alice\`, \`bob\`). Only a formal \`/approve\` is missing.\n\n${written}`,
    });
    await comment(repo, approval, 'carol', '/approve');
    expect(lastReply(approval)).toMatch(/changed by hand/);
    editIssue(approval, { body: `Fix a README typo.\n\n<details>\n\n${written}\n\n</details>` });
    await comment(repo, approval, 'bob', '/approve');
    expect(lastReply(approval)).toMatch(/changed by hand/);
    await scan(repo);
    expect(approval.body).toBe(written);

    // 5. wendy approves her own change: refused.
    await comment(repo, approval, 'wendy', '/approve');
    expect(lastReply(approval)).toMatch(/^You proposed this intent or changed it since/);
    expect(commitsAfter(repo, before.commits)).toEqual([]);
    await expectRerunChangesNothing();

    // 6. bob approves the intent as it stands: one of two, whatever the forged lines say.
    await comment(repo, approval, 'bob', '/approve');
    expect(lastReply(approval)).toMatch(/^Your approval is recorded: 1 of 2/);
    expect(approval.body).toContain('**Approvals:** 1 of 2 (`bob`).');
    expect(commitsAfter(repo, before.commits)).toEqual([]);

    // 7. carol approves again, on the issue as the bot wrote it: the quorum, in one commit naming exactly them.
    await comment(repo, approval, 'carol', '/approve');
    const made = commitsAfter(repo, before.commits);
    expect(made).toHaveLength(1);
    expect(made[0]!.message).toMatch(/\n\nApproved-by: bob\nApproved-by: carol\nHandoff-Gate-Comment: \d+\n/);
    expect(String(repo.branches.main!.files[INTENT])).toMatch(/^status: approved$/m);
    expect(approval.state).toBe('closed');
    expect(approval.body).toMatch(
      /^\*\*Closed\.\*\* Approved `account-lockout`: `status` is now `approved`\. Approved by `bob`, `carol` \(2 of 2 approvals\)\. Committed in /,
    );
    expect(approval.body).not.toMatch(/Approval needed|\*\*Approvals:\*\*|#### Commands/);
    await expectRerunChangesNothing();
  }, 180_000);
});
