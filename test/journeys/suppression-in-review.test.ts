/**
 * Journey: an agent's pull request silences its own error with a `handoff-gate-disable-next-line`
 * comment. The run passes, and the reviewer reads, first in the pull request's comment, which
 * rule was suppressed, where, with what reason, and that this pull request added it. The team then
 * decides that pull requests may not bring new inline suppressions: once that config is on the
 * default branch, the agent's next try fails with an error that names the comment.
 *
 * Each workflow run is the action on the event GitHub would send, against the local simulator.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LOGIN, type SimRepo } from '../sim/index.js';
import { closeJourneys, expectRerunChangesNothing, openPullRequest, push, startJourney } from './journey.js';

afterEach(closeJourneys);

const AUDIT = '.forge/intents/audit-export.yaml';
const DIRECTIVE =
  '# handoff-gate-disable-next-line intent/parent-not-found -- the epic lives in the archive repository';

/** A finished intent whose parent is not among the intents (`intent/parent-not-found`, an error), the directive above that line. */
const orphan = (directive: string) =>
  [
    'title: Audit log export',
    'body: Export the audit log as CSV.',
    'type: feature',
    'source: reflection',
    'risk: low',
    'status: done',
    directive,
    'parent: archived-epic',
    'created_at: 2025-03-05T12:05:00Z',
    '',
  ].join('\n');

const commentOn = (repo: SimRepo, number: number) =>
  repo.issues[number]!.comments.find((c) => c.user === BOT_LOGIN)!.body;

describe('journey: a suppression a pull request brings, seen in review', () => {
  it('the reviewer sees the rule, the line, the reason and who added it; a team that refuses them gets an error', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': 'labels:\n  inbox: handoff-inbox\n' },
      collaborators: { alice: 'write', carol: 'write' },
    });

    // 1. carol's agent adds an intent with a missing parent, and suppresses that error on its line.
    const first = await openPullRequest(
      repo,
      'agent/audit',
      { [AUDIT]: orphan(DIRECTIVE) },
      { login: 'carol', message: 'Add the audit export', title: 'Audit export' },
    );
    expect(first.run.status).toBe(0);

    // 2. alice opens the pull request: the comment leads with what it suppresses, not just a count.
    const comment = commentOn(repo, first.number);
    const section = comment.indexOf('#### Suppressions this pull request brings (1)');
    expect(section).toBeGreaterThan(-1);
    // Before every other section.
    expect(comment.slice(0, section)).not.toMatch(/^#### /m);
    expect(comment).toContain('1 suppression this pull request brings hides an error');
    const row = comment.split('\n').find((line) => line.includes('`intent/parent-not-found`'))!;
    // A path in a cell breaks at its folders.
    expect(row).toContain('.forge/<wbr>intents/<wbr>audit-export.yaml:7');
    expect(row).toContain('the epic lives in the archive repository');
    expect(row).toContain('added in this pull request; hides 1 error');
    // The check run on the head says the same.
    const checkRun = repo.checkRuns.find((c) => c.headSha === repo.pulls[first.number]!.head.sha)!;
    expect(checkRun.output.summary).toContain('added in this pull request; hides 1 error');
    await expectRerunChangesNothing();

    // 3. The team decides pull requests may not bring inline suppressions, on the default branch.
    const configured = await push(
      repo,
      {
        '.github/handoff-gate.yml':
          'labels:\n  inbox: handoff-inbox\nsuppressions:\n  inline-in-pull-requests: refuse\n',
      },
      { login: 'alice', message: 'Refuse new inline suppressions in pull requests' },
    );
    expect(configured.run.status).toBe(0);

    // 4. carol's agent tries again: the comment suppresses nothing, and an error names it.
    const second = await openPullRequest(
      repo,
      'agent/audit-2',
      { [AUDIT]: orphan(DIRECTIVE) },
      { login: 'carol', message: 'Add the audit export', title: 'Audit export, again' },
    );
    expect(second.run.status).toBe(1);
    const errors = second.run.report!.findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => [f.path, f.line, f.ruleId])).toEqual([
      [AUDIT, 7, 'suppressions/added-in-pull-request'],
      [AUDIT, 8, 'intent/parent-not-found'],
    ]);
    expect(commentOn(repo, second.number)).toContain('suppressions.inline-in-pull-requests: refuse');
  }, 120_000);
});
