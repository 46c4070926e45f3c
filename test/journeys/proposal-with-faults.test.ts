/**
 * Journey: the proposal-to-done journey again, with a fault at every step: bursts of 502s,
 * answers GitHub lost after the write landed, a concurrent commit that makes the bot's write a
 * 409, and events delivered again late (a stale run). People and agents do what they did in
 * `proposal-to-done.test.ts`; the end state must be the same, every write exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LOGIN, commitFiles } from '../sim/index.js';
import { AGENT, answers, CONFIG, INTENT, intent } from './lockout.js';
import {
  closeJourneys,
  comment,
  type Step,
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

/** The line a second agent rewrites while the bot answers question 2. */
const HEADER = '# Proposed by the planner; it waits for people before any task is made.';
const REVIEWED = '# Proposed by the planner; the security agent reviewed the wording.';
/** The intent as it is after the concurrent edit of its first line. */
const reviewed = (status: string, answered?: readonly (string | null)[]) =>
  intent(status, answered).replace(HEADER, REVIEWED);

const CONTENTS_WRITE = { operationId: 'repos/create-or-update-file-contents' };
const COMMENT = { operationId: 'issues/create-comment' };
const burst = (times: number) => ({ status: 502, times, body: { message: 'Server Error' } });

afterEach(closeJourneys);

describe('journey: from an agent proposal to done, with faults on the way', () => {
  it('every write lands exactly once, and late events change nothing', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': CONFIG },
      collaborators: { alice: 'write', bob: 'write', carol: 'write', dave: 'write', erin: 'write', [AGENT]: 'write' },
    });
    const sim = simulatorOf(repo);
    const botComments = (issue: { comments: { user: string; body: string }[] }) =>
      issue.comments.filter((c) => c.user === BOT_LOGIN);
    /** The faults a step met, as `operation: 502` (refused) or `operation: lost` (made, answer lost). */
    const met = (step: Step) =>
      step.requests.filter((r) => r.fault || r.lost).map((r) => `${r.operationId}: ${r.lost ? 'lost' : r.status}`);

    // 1. The pull request: three 502s on its comment, and the check run's answer lost after it was made.
    sim.fail({ ...COMMENT, ...burst(3) });
    sim.loseResponse({ operationId: 'checks/create' });
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
    expect(met(proposal)).toEqual([
      'checks/create: lost',
      'issues/create-comment: 502',
      'issues/create-comment: 502',
      'issues/create-comment: 502',
    ]);
    expect(botComments(repo.issues[proposal.number]!)).toHaveLength(1);
    expect(repo.checkRuns).toHaveLength(1);
    expect(repo.issues[proposal.number]!.labels).toEqual(['risk:high']);
    await expectRerunChangesNothing();

    // 2. Merged. The sync's first issue is made but its answer lost; the second meets three 502s.
    sim.loseResponse({ operationId: 'issues/create' });
    sim.fail({ operationId: 'issues/create', after: 1, ...burst(3) });
    const merged = await mergePullRequest(repo, proposal.number, 'carol');
    expect(merged.run.status).toBe(0);
    expect(met(merged)).toEqual([
      'issues/create: lost',
      'issues/create: 502',
      'issues/create: 502',
      'issues/create: 502',
    ]);
    expect(inboxIssuesOf(repo, INTENT).map((i) => i.labels.find((l) => l.startsWith('inbox:')))).toEqual([
      'inbox:approval',
      'inbox:clarification',
    ]);
    const [approval, questions] = inboxIssuesOf(repo, INTENT) as [
      (typeof repo.issues)[number],
      (typeof repo.issues)[number],
    ];
    await expectRerunChangesNothing();

    // 3. dave answers question 2 while a second agent rewrites the intent's first line: the bot's
    //    write meets a 409, reads the file again, and applies the answer to the new text.
    sim.meanwhile(CONTENTS_WRITE, () =>
      commitFiles(
        repo,
        'main',
        { [INTENT]: reviewed('proposed') },
        { message: 'Reword the header', login: 'security-agent' },
      ),
    );
    const before2 = snapshot(repo);
    const second = await comment(repo, questions, 'dave', `/answer 2 ${answers[1]}`);
    expect(second.run.status).toBe(0);
    expect(second.requests.filter((r) => r.operationId === CONTENTS_WRITE.operationId).map((r) => r.status)).toEqual([
      409, 200,
    ]);
    expect(snapshot(repo).files[INTENT]).toBe(reviewed('proposed', [null, answers[1]!, null]));
    expect(commitsAfter(repo, before2.commits).map((c) => c.login)).toEqual(['security-agent', BOT_LOGIN]);
    expect(questions.body).toContain('Open: questions 1, 3.');
    await expectRerunChangesNothing();

    // 4. dave answers question 1: the commit lands but its answer is lost, and the reply meets three 502s.
    sim.loseResponse(CONTENTS_WRITE);
    sim.fail({ ...COMMENT, ...burst(3) });
    const before1 = snapshot(repo);
    const first = await comment(repo, questions, 'dave', `/answer 1 ${answers[0]}`);
    expect(first.run.status).toBe(0);
    expect(met(first)).toEqual([
      'repos/create-or-update-file-contents: lost',
      'issues/create-comment: 502',
      'issues/create-comment: 502',
      'issues/create-comment: 502',
    ]);
    expect(commitsAfter(repo, before1.commits)).toHaveLength(1);
    expect(botComments(questions)).toHaveLength(2);
    expect(questions.body).toContain('Open: question 3.');
    await expectRerunChangesNothing();

    // 5. erin answers the last one (those who answer may not approve). Then dave's `/answer 2` event is delivered again, late: it writes nothing.
    const third = await comment(repo, questions, 'erin', `/answer 3 ${answers[2]}`);
    expect(third.run.status).toBe(0);
    expect(issueView(questions)).toMatchObject({ state: 'closed', closedByAction: true });
    const late = await second.again();
    expect(late.run.status).toBe(0);
    expect(late.writes).toEqual([]);
    expect(snapshot(repo).files[INTENT]).toBe(reviewed('proposed', answers));

    // 6. carol's own approval is refused, after two 502s on the refusal.
    sim.fail({ ...COMMENT, ...burst(2) });
    const own = await comment(repo, approval, 'carol', '/approve');
    expect(own.run.status).toBe(0);
    expect(met(own)).toEqual(['issues/create-comment: 502', 'issues/create-comment: 502']);
    expect(botComments(approval).map((c) => c.body)).toEqual([
      expect.stringMatching(/^You proposed this intent or changed it since/),
    ]);
    await expectRerunChangesNothing();

    // 7. alice approves; the reply to her is made, its answer lost: one reply, and her approval counts.
    sim.loseResponse(COMMENT);
    const aliceApproves = await comment(repo, approval, 'alice', '/approve');
    expect(aliceApproves.run.status).toBe(0);
    expect(met(aliceApproves)).toEqual(['issues/create-comment: lost']);
    expect(
      botComments(approval).filter((c) => c.body.includes(`handoff-gate:reply comment=${aliceApproves.comment.id} `)),
    ).toHaveLength(1);
    expect(approval.body).toContain('**Approvals:** 1 of 2 (`alice`)');
    await expectRerunChangesNothing();

    // 8. bob approves; the commit meets three 502s and lands on its fourth attempt.
    sim.fail({ ...CONTENTS_WRITE, ...burst(3) });
    const beforeQuorum = snapshot(repo);
    const bobApproves = await comment(repo, approval, 'bob', '/approve');
    expect(bobApproves.run.status).toBe(0);
    expect(met(bobApproves)).toEqual([
      'repos/create-or-update-file-contents: 502',
      'repos/create-or-update-file-contents: 502',
      'repos/create-or-update-file-contents: 502',
    ]);
    const quorum = commitsAfter(repo, beforeQuorum.commits);
    expect(quorum).toHaveLength(1);
    expect(quorum[0]!.message).toMatch(
      /\n\nApproved-by: alice\nApproved-by: bob\nHandoff-Gate-Comment: \d+\nHandoff-Gate-By: [\w-]+$/,
    );
    expect(issueView(approval)).toMatchObject({ state: 'closed', closedByAction: true });
    await expectRerunChangesNothing();
    // alice's `/approve` delivered again, late: the intent is approved, nothing is written.
    expect((await aliceApproves.again()).writes).toEqual([]);

    // 9. The agent runs it to done; then the merge's push is delivered again, late, with its old
    //    checkout (the intent still proposed there): it reopens nothing.
    await push(
      repo,
      { [INTENT]: reviewed('executing', answers) },
      { login: AGENT, message: 'account-lockout: executing' },
    );
    const done = await push(
      repo,
      { [INTENT]: reviewed('done', answers) },
      { login: AGENT, message: 'account-lockout: done' },
    );
    expect(done.writes).toEqual([]);
    const lateMerge = await merged.again();
    expect(lateMerge.writes).toEqual([]);

    // The end is the fault-free journey's: the intent done with its answers (and the second agent's
    // header), both issues closed by the action, each command's reply posted once.
    const end = snapshot(repo);
    expect(end.files[INTENT]).toBe(reviewed('done', answers));
    expect(end.issues.filter((i) => i.marker).map((i) => [i.state, i.closedByAction])).toEqual([
      ['closed', true],
      ['closed', true],
    ]);
    expect(botComments(questions)).toHaveLength(3);
    expect(botComments(approval)).toHaveLength(3);
    expect(end.checkRuns).toHaveLength(1);
    expect(sim.violations).toEqual([]);
    // On the bundle (`npm run test:full`) every retry waits as it would against GitHub (1, 4, 9 s).
  }, 300_000);
});
