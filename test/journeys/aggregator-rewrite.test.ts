/**
 * Journey: a pull request that rewrites only the aggregator. The default branch holds a review
 * run: the completeness reviewer lists a P0, the security reviewer a P1, and the unified review
 * declares the veto they make. An agent opens a pull request that changes the unified review alone
 * to counts of 0, `result: pass` and `next: done`. The reviewers it integrates come in as its
 * cross-file context: the gate still vetoes on their P0, the count lines are errors, the `result`
 * output is `veto` and the run fails. On the committed bundle under Node 24.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reviewer, unified } from '../../src/formats/envelope/rules/gate-count-short.cases.js';
import { BOT_LOGIN } from '../sim/index.js';
import { closeJourneys, openPullRequest, startJourney } from './journey.js';

afterEach(closeJourneys);

const UNIFIED = '.work/07_review_unified.yaml';
const COMPLETENESS = '.work/06_reviewer/completeness.yaml';
const SECURITY = '.work/06_reviewer/security.yaml';

describe('journey: a pull request rewrites only the aggregator to pass', () => {
  it("vetoes on the reviewers' P0 that the aggregator counted away, and fails the run", async () => {
    const repo = await startJourney({
      files: {
        'README.md': '# shop\n',
        'docs/requirements/user-stories.md': '# Stories\n\n1. Sign in\n',
        '.work/07_review_unified.md': '# Unified review\n',
        '.work/06_reviewer/completeness.md': '# Completeness\n',
        '.work/06_reviewer/security.md': '# Security\n',
        [COMPLETENESS]: reviewer('completeness', 1, 0),
        [SECURITY]: reviewer('security', 0, 1),
        [UNIFIED]: unified(1, 1, 'veto'),
      },
      collaborators: { 'agent-smith': 'write' },
      bundle: true,
    });

    const pull = await openPullRequest(
      repo,
      'review/all-clear',
      { [UNIFIED]: unified(0, 0, 'pass') },
      { login: 'agent-smith', message: 'Unified review: all clear', title: 'Unified review: all clear' },
    );

    const report = pull.run.report!;
    // The pull request's one file is the one checked; its reviewers count in its gate.
    expect(report.files.map((f) => f.path)).toEqual([UNIFIED]);
    expect(report.gate).toMatchObject({ result: 'veto', counted: 'veto', p0: 1, p1: 1 });
    expect(report.gate.items.map((i) => i.source.path)).toEqual([COMPLETENESS, SECURITY]);
    expect(
      report.findings.filter((f) => f.ruleId === 'envelope/gate-count-short').map((f) => `${f.path}:${f.line}`),
    ).toEqual([`${UNIFIED}:14`, `${UNIFIED}:15`]);
    expect(report.risk).toBe('high');
    expect(pull.run.outputs.risk).toBe('high');

    expect(pull.run.status).toBe(1);
    expect(pull.run.outputs.result).toBe('veto');
    const [check] = repo.checkRuns;
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(check!.output.title).toMatch(/^Fails: P0 1 · P1 1 · (P2 \d+ · )?(P3 \d+ · )?2 errors/);
    const comment = repo.issues[pull.number]!.comments.find((c) => c.user === BOT_LOGIN)!.body;
    expect(comment).toMatch(/^### ❌ Fails — P0 1 · P1 1 · /m);
    expect(pull.violations).toEqual([]);
  }, 120_000);
});
