/**
 * Journey: a team adds handoff-gate to a repository with a year of agent output. It sets the old
 * findings aside with `check --suppress-all` and pushes the suppressions file; an agent's pull
 * request then meets the gate like any other: its new finding fails, and adding an entry for it to
 * the suppressions file in the same pull request does not help (the base's file judges it). The
 * agent suppresses the finding on its line instead, with a reason, which the comment counts.
 *
 * Each workflow run is the action on the event GitHub would send, against the local simulator;
 * the team's command is the CLI, in process, on a checkout of the default branch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../cli/in-process.js';
import { checkout } from '../helpers/pull-request.js';
import { BOT_LOGIN } from '../sim/index.js';
import { closeJourneys, expectRerunChangesNothing, openPullRequest, push, startJourney } from './journey.js';

afterEach(closeJourneys);

const SUPPRESSIONS = '.github/handoff-gate-suppressions.json';

/** A finished intent whose parent is not among the intents: `intent/parent-not-found`, an error. */
const orphan = (title: string, directive = '') =>
  [
    `title: ${title}`,
    'body: Done long ago.',
    'type: feature',
    'source: reflection',
    'risk: low',
    'status: done',
    ...(directive ? [directive] : []),
    'parent: archived-epic',
    'created_at: 2025-03-05T12:05:00Z',
    '',
  ].join('\n');

const OLD = {
  '.forge/intents/old-export.yaml': orphan('Export orders as CSV'),
  '.forge/intents/old-import.yaml': orphan('Import orders from CSV'),
  '.forge/intents/old-report.yaml': orphan('Weekly order report'),
};

describe('journey: adopting on a repository with history', () => {
  it('old findings set aside, a new one still fails, the pull request cannot baseline itself, an inline reason can', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.github/handoff-gate.yml': 'labels:\n  inbox: handoff-inbox\n', ...OLD },
      collaborators: { alice: 'write', carol: 'write' },
    });

    // 1. alice runs the check on a checkout: three old findings; --suppress-all sets them aside.
    const folder = checkout(repo, 'main');
    const before = await cli(['check'], folder);
    expect(before.status).toBe(1);
    expect(before.stdout.match(/intent\/parent-not-found/g)).toHaveLength(3);
    const adopted = await cli(['check', '--suppress-all'], folder);
    expect(adopted.status).toBe(0);
    expect(adopted.stdout).toContain('3 suppressed (3 by .github/handoff-gate-suppressions.json)');
    const baseline = readFileSync(join(folder, SUPPRESSIONS), 'utf8');
    expect(JSON.parse(baseline)).toEqual({
      '.forge/intents/old-export.yaml': { 'intent/parent-not-found': { count: 1 } },
      '.forge/intents/old-import.yaml': { 'intent/parent-not-found': { count: 1 } },
      '.forge/intents/old-report.yaml': { 'intent/parent-not-found': { count: 1 } },
    });

    // 2. She commits the file beside the config and pushes it: the default branch's run passes.
    const pushed = await push(repo, { [SUPPRESSIONS]: baseline }, { login: 'alice', message: 'Adopt handoff-gate' });
    expect(pushed.run.status).toBe(0);

    // 3. An agent's pull request adds an intent with the same mistake, and an entry for it in the
    //    suppressions file: the base's file judges the pull request, so the new finding fails.
    const widened = JSON.stringify(
      { ...JSON.parse(baseline), '.forge/intents/new-audit.yaml': { 'intent/parent-not-found': { count: 1 } } },
      null,
      2,
    );
    const selfSuppressed = await openPullRequest(
      repo,
      'agent/audit',
      { '.forge/intents/new-audit.yaml': orphan('Audit log export'), [SUPPRESSIONS]: `${widened}\n` },
      { login: 'carol', message: 'Add the audit export', title: 'Audit export' },
    );
    expect(selfSuppressed.run.status).toBe(1);
    const findings = selfSuppressed.run.report!.findings;
    expect(findings).toContainEqual(
      expect.objectContaining({ path: '.forge/intents/new-audit.yaml', ruleId: 'intent/parent-not-found' }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ path: SUPPRESSIONS, ruleId: 'suppressions/changed-in-pull-request' }),
    );
    const checkRun = repo.checkRuns.find((c) => c.headSha === repo.pulls[selfSuppressed.number]!.head.sha)!;
    expect(checkRun.conclusion).toBe('failure');

    // 4. The agent suppresses the finding on its line instead, with a reason a reviewer reads in
    //    the diff: the pull request passes, and its comment counts what was suppressed.
    const inline = await openPullRequest(
      repo,
      'agent/audit-2',
      {
        '.forge/intents/new-audit.yaml': orphan(
          'Audit log export',
          '# handoff-gate-disable-next-line intent/parent-not-found -- the epic lives in the archive repository',
        ),
      },
      { login: 'carol', message: 'Add the audit export', title: 'Audit export, again' },
    );
    expect(inline.run.status).toBe(0);
    expect(inline.run.report!.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const comment = repo.issues[inline.number]!.comments.find((c) => c.user === BOT_LOGIN)!.body;
    expect(comment).toContain('1 suppressed (1 inline)');
    // The same run again writes nothing: the comment, the label and the check run stand.
    await expectRerunChangesNothing();
  }, 120_000);
});
