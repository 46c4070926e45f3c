/**
 * Journey: an agent starts work on its own high-risk proposal straight on the default branch, in a
 * push of more files than GitHub's comparison lists (300), as a generated folder or a vendored
 * tree would make it. The push is still judged against the commit before it, from git: the
 * skipped approval is the same error as in a small push, and the approval issue closes saying so,
 * never "Resolved".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT, INTENT, answeredProposal } from './lockout.js';
import { closeJourneys, inboxIssuesOf, issueView, push, startJourney } from './journey.js';

afterEach(closeJourneys);

const proposal = answeredProposal();

describe('journey: a push too large to compare file by file', () => {
  it('is judged against the commit before it: a skipped approval is an error, and its issue says so', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', [INTENT]: proposal },
      collaborators: { alice: 'write', [AGENT]: 'write' },
    });
    await push(repo, { 'README.md': '# shop\n\nNext.\n' }, { login: 'alice', message: 'Notes' });
    const [approval] = inboxIssuesOf(repo, INTENT).filter((i) => i.labels.includes('inbox:approval'));
    expect(issueView(approval!)).toMatchObject({ state: 'open', labels: expect.arrayContaining(['risk:high']) });

    const generated = Object.fromEntries(
      Array.from({ length: 320 }, (_, i) => [`vendor/lib-${String(i).padStart(3, '0')}.txt`, `${i}\n`]),
    );
    const started = proposal.replace('status: proposed', 'status: executing');
    const pushed = await push(
      repo,
      { ...generated, [INTENT]: started },
      { login: AGENT, message: 'Vendor the libraries and start the lockout' },
    );
    expect(pushed.run.report?.findings.map((f) => f.ruleId)).toContain('intent/approval-skipped');
    expect(pushed.run.status).toBe(1);
    expect(issueView(approval!).state).toBe('open');
    expect(approval!.comments.at(-1)!.body).toMatch(/through a change, not a decision taken here \(approval skipped\)/);
  }, 180_000);
});
