/**
 * Journey: an agent lowers the risk of its high-risk proposal on the default branch while the
 * approval waits, then makes ten cosmetic edits while the intent stays `proposed`, so that the
 * high-risk version falls out of the window of versions a run reads back. A walk that ends while
 * the intent is still `proposed` has not read its history to where it was proposed: the approval
 * issue stays open at high on every push and on the nightly run, and moving the intent to
 * `executing` afterwards is an error that fails the run. Deleting the waiting intent, then adding
 * its id again at low and already running, fails both pushes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_REVISIONS } from '../../src/core/project.js';
import { AGENT, INTENT, answeredProposal } from './lockout.js';
import { closeJourneys, inboxIssuesOf, issueView, push, scan, startJourney } from './journey.js';

afterEach(closeJourneys);

/** The low-risk proposal with a cosmetic edit: a comment line that says which. */
const edited = (n: number) => `${answeredProposal('low')}# Edit ${n}: wording only.\n`;

describe('journey: a lowering older than the history window is still undecided', () => {
  it('the approval issue stays at high through the edits and the nightly run, and the move to executing fails', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: answeredProposal('high') },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    expect(issueView(approval!)).toMatchObject({ state: 'open', labels: expect.arrayContaining(['risk:high']) });

    const lowering = await push(repo, { [INTENT]: answeredProposal('low') }, { login: AGENT, message: 'Re-assess' });
    expect(lowering.run.report?.findings.map((f) => f.ruleId)).toContain('intent/risk-lowered');

    // A full window of cosmetic edits, each its own push: the high-risk version falls out of reach.
    for (let n = 1; n <= HISTORY_REVISIONS; n++) {
      const edit = await push(repo, { [INTENT]: edited(n) }, { login: AGENT, message: `Wording ${n}` });
      expect(edit.run.report?.risk, `edit ${n}`).toBe('high');
      expect(issueView(approval!), `edit ${n}`).toMatchObject({
        state: 'open',
        labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
      });
    }
    // The last edit's run read a window of `proposed` versions only: the history was not read whole.
    expect(approval!.body).toContain('its history could not be read back to where it was proposed: a person decides');

    // The nightly run reads the history from the file alone: never "Resolved … is now `proposed`".
    const nightly = await scan(repo, 'schedule');
    expect(nightly.run.status).toBe(0);
    expect(issueView(approval!)).toMatchObject({
      state: 'open',
      labels: ['handoff-inbox', 'inbox:approval', 'risk:high'],
    });
    expect(approval!.comments.map((c) => c.body).join('\n')).not.toMatch(/Resolved/);

    // The agent starts the work: the approval it skips is an error, and the run fails.
    const started = await push(
      repo,
      { [INTENT]: edited(HISTORY_REVISIONS).replace('status: proposed', 'status: executing') },
      { login: AGENT, message: 'Start the lockout' },
    );
    expect(started.run.status).toBe(1);
    const skipped = started.run.report?.findings.find((f) => f.ruleId === 'intent/approval-skipped');
    expect(skipped).toMatchObject({ path: INTENT, severity: 'error' });
    expect(skipped!.message).toContain('could not be read back to the version where it was proposed');
    expect(started.run.report?.risk).toBe('high');
  }, 600_000);

  it('a waiting intent deleted in one push and added again at low, running, in the next: both fail', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: answeredProposal('high') },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));

    const deleted = await push(repo, { [INTENT]: null }, { login: AGENT, message: 'Drop the lockout' });
    expect(deleted.run.status).toBe(1);
    expect(deleted.run.report?.findings.filter((f) => f.ruleId === 'intent/deleted-outside-inbox')).toMatchObject([
      { path: INTENT, severity: 'error' },
    ]);
    // Deleted without a decision: the issue is not closed as resolved.
    expect(approval!.comments.map((c) => c.body).join('\n')).not.toMatch(/Resolved/);

    const readded = await push(
      repo,
      { [INTENT]: answeredProposal('low').replace('status: proposed', 'status: executing') },
      { login: AGENT, message: 'Add the lockout again' },
    );
    expect(readded.run.status).toBe(1);
    expect(readded.run.report?.findings.filter((f) => f.ruleId === 'intent/approval-skipped')).toMatchObject([
      { path: INTENT, message: expect.stringContaining('had an earlier life') },
    ]);
  }, 600_000);
});
