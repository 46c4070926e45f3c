/**
 * Journey: an agent lowers the risk of its high-risk proposal straight on the default branch while
 * the approval waits. The push reports the lowering and the approval issue stays at high. The
 * nightly scheduled run, or a run started by hand, then syncs the inbox with no push to compare
 * against: it still remembers the lowering from the file's history, and the issue keeps waiting
 * at high, saying the lowering is undecided. A history it cannot read is said in a warning, and
 * the issue is left as it is. An approval issue that a push's run could not close is closed by the
 * nightly run in the words that push's run would have used: an approval skipped is never
 * "Resolved", a person's `/approve` is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT, INTENT, answeredProposal } from './lockout.js';
import {
  closeJourneys,
  comment,
  expectRerunChangesNothing,
  inboxIssuesOf,
  issueView,
  push,
  scan,
  simulatorOf,
  snapshot,
  startJourney,
} from './journey.js';

afterEach(closeJourneys);

const proposal = answeredProposal;

/** A repository whose approval waits at high, then an agent's push lowering the risk: the approval issue. */
async function loweredWhileWaiting() {
  const repo = await startJourney({
    files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
    collaborators: { alice: 'write', [AGENT]: 'write' },
  });
  await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
  const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
  expect(issueView(approval!)).toMatchObject({
    state: 'open',
    labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
  });
  const lowering = await push(repo, { [INTENT]: proposal('low') }, { login: AGENT, message: 'Re-assess as low' });
  expect(lowering.run.report?.findings.map((f) => f.ruleId)).toContain('intent/risk-lowered');
  expect(issueView(approval!).labels).toContain('risk:high');
  return { repo, approval: approval! };
}

describe('journey: a lowered risk stays undecided on scheduled and manual runs', () => {
  it.each([
    ['the scheduled run', 'schedule'],
    ['a run started by hand', 'workflow_dispatch'],
  ] as const)(
    '%s keeps the approval issue at high, the lowering undecided',
    async (_name, event) => {
      const { repo, approval } = await loweredWhileWaiting();

      const run = await scan(repo, event);
      expect(run.run.status).toBe(0);
      expect(run.violations).toEqual([]);
      expect(issueView(approval)).toMatchObject({
        state: 'open',
        labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
      });
      expect(approval.body).toContain('lowered to low by an earlier change, undecided: a person decides');
      expect(snapshot(repo).files[INTENT]).toMatch(/^risk: low$/m);
      await expectRerunChangesNothing();
    },
    180_000,
  );

  it('a scheduled run that cannot read the history says so, and leaves the issue as it is', async () => {
    const { repo, approval } = await loweredWhileWaiting();
    const before = { ...issueView(approval), body: approval.body };

    // The file's history cannot be read: without it the intent reads as low, which it is not yet.
    simulatorOf(repo).fail({
      operationId: 'repos/list-commits',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const nightly = await scan(repo, 'schedule');
    expect(nightly.writes).toEqual([]);
    expect(nightly.run.stdout).toMatch(
      /^::warning::handoff-gate left 1 inbox issue as it is \(\.forge\/intents\/account-lockout\.yaml\): its earlier versions could not be read/m,
    );
    expect({ ...issueView(approval), body: approval.body }).toEqual(before);

    // The next scheduled run reads it: the issue stays at high, the lowering undecided.
    expect((await scan(repo, 'schedule')).run.status).toBe(0);
    expect(issueView(approval)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
    });
    expect(approval.body).toContain('lowered to low by an earlier change, undecided: a person decides');
  }, 180_000);

  it('a push that leaves the intent alone and cannot read its history leaves the issue as it is', async () => {
    const { repo, approval } = await loweredWhileWaiting();
    const before = { ...issueView(approval), body: approval.body };

    simulatorOf(repo).fail({
      operationId: 'repos/list-commits',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const later = await push(repo, { 'README.md': '# shop\n\nLater.\n' }, { login: 'alice', message: 'More notes' });
    expect(later.run.stdout).toMatch(/^::warning::handoff-gate left 1 inbox issue as it is/m);
    expect({ ...issueView(approval), body: approval.body }).toEqual(before);
  }, 180_000);

  it('a push that moves the intent on with its base unread is an error, and leaves the issue as it is', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    const before = { ...issueView(approval!), body: approval!.body };

    // The base of the file cannot be read: whether its approval was skipped cannot be told.
    simulatorOf(repo).fail({
      operationId: 'repos/get-content',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const started = proposal('high').replace('status: proposed', 'status: executing');
    const pushed = await push(repo, { [INTENT]: started }, { login: AGENT, message: 'Start the lockout' });
    expect(pushed.run.status).toBe(1);
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('file/base-not-read');
    expect(pushed.run.stdout).toMatch(
      /^::warning::handoff-gate left 1 inbox issue as it is \(\.forge\/intents\/account-lockout\.yaml\): its base version could not be read/m,
    );
    expect({ ...issueView(approval!), body: approval!.body }).toEqual(before);
  }, 180_000);
});

describe('journey: an approval issue that no run closed in time', () => {
  it('the nightly run closes the issue saying the approval was skipped, never "Resolved"', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));

    // The agent starts the work on the default branch; that push's sync cannot write its closing.
    simulatorOf(repo).fail({ operationId: 'issues/create-comment', status: 403, times: 1 });
    const started = proposal('high').replace('status: proposed', 'status: executing');
    const pushed = await push(repo, { [INTENT]: started }, { login: AGENT, message: 'Start the lockout' });
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('intent/approval-skipped');
    expect(issueView(approval!).state).toBe('open');

    // The nightly run, with no change to compare, judges the intent's last change from its history.
    const nightly = await scan(repo, 'schedule');
    expect(nightly.run.status).toBe(0);
    // Left without a decision: the issue stays open for a person to ratify or undo the change.
    expect(issueView(approval!).state).toBe('open');
    expect(approval!.body).toMatch(/^\*\*Left the inbox without a decision\.\*\*/);
    const closing = approval!.comments.at(-1)!.body;
    expect(closing).toMatch(
      /^Left the inbox in [0-9a-f]{7} through a change, not a decision taken here \(approval skipped\)/,
    );
    expect(closing).toContain('`intent/approval-skipped`');
    expect(closing).not.toMatch(/Resolved in/);
    await expectRerunChangesNothing();
  }, 180_000);

  it('a person approves through the inbox, the issue stays open: the nightly run closes it as resolved', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal('high') },
      collaborators: { alice: 'write', bob: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    // bob approves; the bot commits it, and its closing of the issue cannot be written.
    simulatorOf(repo).fail({ operationId: 'issues/update', status: 403, times: 1 });
    await comment(repo, approval!, 'bob', '/approve');
    expect(snapshot(repo).files[INTENT]).toMatch(/^status: approved$/m);
    expect(issueView(approval!).state).toBe('open');

    // The nightly run: the last change is the bot's own command commit, a person's decision.
    const nightly = await scan(repo, 'schedule');
    expect(nightly.run.status).toBe(0);
    expect(issueView(approval!).state).toBe('closed');
    expect(approval!.comments.at(-1)!.body).toMatch(/^Resolved in [0-9a-f]{7}/);
  }, 180_000);
});
