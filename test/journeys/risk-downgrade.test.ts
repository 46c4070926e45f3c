/**
 * Journey: an agent tries to walk its own high-risk proposal past the person who approves it by
 * lowering its risk first. On a pull request the lowering is an error no comment silences; pushed
 * straight to the default branch, it is the same error, and the approval issue stays open at high
 * risk: the inbox waits for a person.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT, INTENT, answeredProposal } from './lockout.js';
import {
  closeJourneys,
  comment,
  expectRerunChangesNothing,
  inboxIssuesOf,
  issueView,
  openPullRequest,
  push,
  rerunLast,
  simulatorOf,
  snapshot,
  startJourney,
} from './journey.js';

afterEach(closeJourneys);

const proposal = answeredProposal;

describe('journey: a risk downgrade waits for a person', () => {
  it('the lowering is an error on a pull request and on a push, and the approval item stays at high', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    // The default branch's inbox: one approval at high risk.
    const first = await push(repo, { 'README.md': '# shop\n\nLockout next.\n' }, { login: 'alice', message: 'Notes' });
    expect(first.run.status).toBe(0);
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    expect(issueView(approval!)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
    });

    // 1. On a pull request: lowering the risk (with a comment trying to silence it) is an error, the PR stays high risk.
    const lowered = proposal('low').replace(
      'risk: low',
      '# handoff-gate-disable-next-line intent/risk-lowered -- it is small really\nrisk: low',
    );
    const pull = await openPullRequest(
      repo,
      'agent/lower-risk',
      { [INTENT]: lowered },
      { login: AGENT, message: 'Re-assess the lockout as low risk', title: 'Lower the lockout risk' },
    );
    expect(pull.run.status).toBe(1);
    expect(pull.run.report?.findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['intent/risk-lowered', 'suppressions/not-suppressible']),
    );
    expect(pull.run.report?.risk).toBe('high');
    expect(repo.issues[pull.number]!.labels).toEqual(['risk:high']);

    // 2. Pushed straight to the default branch: the same error, and the approval issue stays open at high.
    const pushed = await push(repo, { [INTENT]: proposal('low') }, { login: AGENT, message: 'Lower the lockout risk' });
    expect(pushed.run.status).toBe(1);
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('intent/risk-lowered');
    expect(issueView(approval!)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
    });
    expect(approval!.body).toContain('this change lowers it to low: a person decides');
  }, 180_000);

  it('a risk lowered in one push and the status moved in the next is still a skipped approval', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    expect(
      (await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' })).run.status,
    ).toBe(0);
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));

    // 1. The agent lowers the risk on the default branch: an error, yet the commit is in.
    const lowering = await push(repo, { [INTENT]: proposal('low') }, { login: AGENT, message: 'Re-assess as low' });
    expect(lowering.run.report?.findings.map((f) => f.ruleId)).toContain('intent/risk-lowered');

    // Another push, which leaves the intent alone: its approval still waits at high.
    await push(repo, { 'README.md': '# shop\n\nLater.\n' }, { login: 'alice', message: 'More notes' });
    expect(issueView(approval!)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
    });
    expect(approval!.body).toContain('lowered to low by an earlier change, undecided: a person decides');

    // 2. A pull request that then starts the work is judged against the whole wait, not the lowered base.
    const started = proposal('low').replace('status: proposed', 'status: executing');
    const pull = await openPullRequest(
      repo,
      'agent/start',
      { [INTENT]: started },
      { login: AGENT, message: 'Start the lockout', title: 'Start the lockout' },
    );
    expect(pull.run.status).toBe(1);
    const skipped = pull.run.report?.findings.find((f) => f.ruleId === 'intent/approval-skipped');
    expect(skipped?.message).toContain('it waited for approval at `high`');
    expect(pull.run.report?.risk).toBe('high');

    // 3. Pushed straight to the default branch instead: the same error, and the approval issue is
    // closed as skipped, never as resolved.
    const pushed = await push(repo, { [INTENT]: started }, { login: AGENT, message: 'Start the lockout' });
    expect(pushed.run.status).toBe(1);
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('intent/approval-skipped');
    expect(issueView(approval!).state).toBe('open');
    expect(approval!.comments.at(-1)!.body).toMatch(/through a change, not a decision taken here \(approval skipped\)/);
  }, 180_000);

  it('a person approves an intent whose lowered risk is remembered, at the risk it waited at', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', bob: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    await push(repo, { [INTENT]: proposal('low') }, { login: AGENT, message: 'Re-assess as low' });
    await push(repo, { 'README.md': '# shop\n\nLater.\n' }, { login: 'alice', message: 'More notes' });
    expect(issueView(approval!).state).toBe('open');
    // Still at the risk it waited at, saying why: the lowering is remembered, not taken.
    expect(issueView(approval!).labels).toContain('risk:high');
    expect(approval!.body).toContain('lowered to low by an earlier change, undecided');

    // The agent that lowered it may not approve it; bob may, and the intent moves on as approved.
    await comment(repo, approval!, AGENT, '/approve');
    expect(approval!.comments.at(-1)!.body).toMatch(/^You proposed this intent or changed it since/);
    await comment(repo, approval!, 'bob', '/approve');
    expect(approval!.comments.at(-1)!.body).toMatch(/^Approved `account-lockout`: `status`/);
    expect(snapshot(repo).files[INTENT]).toMatch(/^status: approved$/m);
    expect(approval!.state).toBe('closed');
    await expectRerunChangesNothing();
  }, 180_000);

  // A 404 is a missing branch or commit, not a file without history: it reads as unread, as a 403 does.
  it.each([
    { status: 403, message: 'Resource not accessible by integration' },
    { status: 404, message: 'Not Found' },
  ])(
    'an /approve whose history cannot be read ($status) is refused, and the issue keeps the risk it waited at',
    async (failure) => {
      const repo = await startJourney({
        files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
        collaborators: { alice: 'write', bob: 'write', [AGENT]: 'write' },
      });
      await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
      const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
      await push(repo, { [INTENT]: proposal('low') }, { login: AGENT, message: 'Re-assess as low' });
      await push(repo, { 'README.md': '# shop\n\nLater.\n' }, { login: 'alice', message: 'More notes' });
      expect(issueView(approval!).labels).toContain('risk:high');

      // The file's history cannot be read: without it the item reads as low, which it is not yet.
      const sim = simulatorOf(repo);
      sim.fail({
        operationId: 'repos/list-commits',
        after: 1,
        status: failure.status,
        body: { message: failure.message },
      });
      await comment(repo, approval!, 'bob', '/approve');
      expect(approval!.comments.at(-1)!.body).toMatch(/^The history of `\.forge\/intents\/[^`]+` could not be read/);
      expect(issueView(approval!)).toMatchObject({ state: 'open' });
      expect(issueView(approval!).labels).toContain('risk:high');
      expect(snapshot(repo).files[INTENT]).toMatch(/^status: proposed$/m);

      // Given again once it can be read, the approval is taken at the risk it waited at.
      await comment(repo, approval!, 'bob', '/approve');
      expect(approval!.comments.at(-1)!.body).toMatch(/^Approved `account-lockout`: `status`/);
      expect(approval!.state).toBe('closed');
    },
    180_000,
  );

  it('a push that skips the approval keeps the issue open until a person ratifies it, never "Resolved"', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', bob: 'write', [AGENT]: 'write' },
      // In process in the quick loop, where coverage counts what it reaches; on the committed
      // bundle under Node 24 in the full run, as every action test.
    });
    expect(
      (await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' })).run.status,
    ).toBe(0);
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    expect(issueView(approval!).state).toBe('open');

    // The agent starts work on its own high-risk proposal on the default branch, skipping its approval.
    const skipped = proposal('high').replace('status: proposed', 'status: executing');
    const pushed = await push(repo, { [INTENT]: skipped }, { login: AGENT, message: 'Start the lockout' });
    expect(pushed.run.status).toBe(1);
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('intent/approval-skipped');
    // The item left the inbox, and its issue says how (through a change, not a decision, and the
    // rule that reports it), and stays open: nobody has decided yet, and a person still may.
    expect(issueView(approval!).state).toBe('open');
    const left = approval!.comments.at(-1)!.body;
    expect(left).toMatch(
      /^Left the inbox in [0-9a-f]{7} through a change, not a decision taken here \(approval skipped\)/,
    );
    expect(left).toContain('`intent/approval-skipped`');
    expect(left).toContain('`/approve` to ratify the change');
    expect(left).not.toMatch(/Resolved in/);
    expect(approval!.body).toMatch(/^\*\*Left the inbox without a decision\.\*\*/);
    expect(approval!.body).not.toContain('#### Commands');

    // A later push that touches the file again does not close it: only a person's decision does.
    const done = skipped.replace('status: executing', 'status: done');
    expect((await push(repo, { [INTENT]: done }, { login: AGENT, message: 'Finish the lockout' })).run.status).toBe(0);
    expect(issueView(approval!).state).toBe('open');
    await expectRerunChangesNothing();

    // The agent that skipped it cannot ratify its own change; alice's ratification meets a GitHub
    // error on the way (the commit is refused once) and is committed once all the same.
    await comment(repo, approval!, AGENT, '/approve');
    expect(approval!.comments.at(-1)!.body).toMatch(
      /^You made or brought a change to `[^`]+` since the item last waited/,
    );
    simulatorOf(repo).fail({ operationId: 'git/create-commit', status: 500, body: { message: 'Server Error' } });
    // GitHub then refuses it every time the run tries: the person is told, the issue stays open,
    // and the re-run of the job commits the decision once.
    simulatorOf(repo).fail({
      operationId: 'git/create-commit',
      status: 500,
      times: 3,
      body: { message: 'Server Error' },
    });
    const refused = await comment(repo, approval!, 'alice', '/approve');
    expect(refused.run.status).not.toBe(0);
    expect(approval!.comments.at(-1)!.body).toMatch(/^The ratification could not be committed to `main`: /);
    expect(issueView(approval!).state).toBe('open');
    await rerunLast();
    expect(approval!.comments.at(-1)!.body).toMatch(/^Ratified the change in [0-9a-f]{7}: committed in /);
    expect(issueView(approval!).state).toBe('closed');
    expect(approval!.body).toMatch(/^\*\*Closed\.\*\* Ratified: `\/approve` by `alice`/);

    // The decision is in the history: a commit that changes no file, naming the approver and the comment.
    const head = snapshot(repo);
    const decision = repo.commits[repo.branches[repo.defaultBranch]!.sha]!;
    expect(decision.message).toMatch(/^handoff-gate: \/approve ratifies the change in [0-9a-f]{7} to /);
    expect(decision.message).toMatch(/^Approved-by: alice$/m);
    expect(decision.message).toMatch(/^Handoff-Gate-By: alice$/m);
    expect(head.files[INTENT]).toBe(done);
    expect(Object.values(repo.commits).filter((c) => c.message.includes('/approve ratifies'))).toHaveLength(1);
  }, 180_000);

  it('a ratification counts towards the quorum: one of two is recorded, a second from the same person is not', async () => {
    const repo = await startJourney({
      files: {
        'README.md': '# shop\n',
        '.github/handoff-gate.yml': 'approvers:\n  required: { high: 2 }\n',
        [INTENT]: proposal('high'),
      },
      collaborators: { alice: 'write', bob: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    const skipped = proposal('high').replace('status: proposed', 'status: executing');
    expect((await push(repo, { [INTENT]: skipped }, { login: AGENT, message: 'Start the lockout' })).run.status).toBe(
      1,
    );
    expect(approval!.body).toMatch(/^\*\*Left the inbox without a decision\.\*\*/);

    await comment(repo, approval!, 'alice', '/approve');
    expect(approval!.comments.at(-1)!.body).toMatch(
      /^Your ratification is recorded: 1 of 2 approvals\. The change is ratified once one more person approves/,
    );
    expect(issueView(approval!).state).toBe('open');
    await comment(repo, approval!, 'alice', '/approve');
    expect(approval!.comments.at(-1)!.body).toMatch(/^You ratified this change already\./);

    await comment(repo, approval!, 'bob', '/approve');
    expect(approval!.comments.at(-1)!.body).toMatch(/^Ratified the change in [0-9a-f]{7}: committed in /);
    expect(issueView(approval!).state).toBe('closed');
    const decision = repo.commits[repo.branches[repo.defaultBranch]!.sha]!;
    expect(decision.message).toMatch(/^Approved-by: alice\nApproved-by: bob$/m);
  }, 180_000);
});
