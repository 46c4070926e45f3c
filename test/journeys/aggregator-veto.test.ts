/**
 * Journey: an aggregator's veto alone. The review agents' own envelopes stay in their work
 * folders, outside the change; the aggregator's unified review, declaring a veto on its own count,
 * is the only file the pull request brings. The gate vetoes, and the comment, the check run and
 * the action's outputs say which file declared it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LOGIN } from '../sim/index.js';
import { closeJourneys, openPullRequest, startJourney } from './journey.js';

afterEach(closeJourneys);

const AGGREGATE = '.work/07_review_unified.yaml';
const aggregate = `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 3
gate_decision:
  p0_count: 1
  p1_count: 0
  p2_count: 0
  result: veto
  return_phase: 5
open_questions: []
next: writer
`;

describe("journey: an aggregator's veto alone", () => {
  it('vetoes the pull request, and every output names the file that declared it', async () => {
    const repo = await startJourney({
      files: { 'README.md': '# shop\n', '.work/07_review_unified.md': '# Unified review\n' },
      collaborators: { carol: 'write' },
    });
    const pull = await openPullRequest(
      repo,
      'review/unified',
      { [AGGREGATE]: aggregate },
      { login: 'carol', message: 'Unified review: one blocker', title: 'Unified review' },
    );
    // No reviewer envelope in the run, no validation error: the declaration alone gates.
    expect(pull.run.report?.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(pull.run.report?.gate).toMatchObject({
      result: 'veto',
      counted: 'pass',
      declaredBy: [{ path: AGGREGATE, result: 'veto' }],
    });
    expect(pull.run.status).toBe(1);
    expect(pull.run.outputs.result).toBe('veto');
    expect(pull.run.outputs['declared-by']).toBe(AGGREGATE);
    const [check] = repo.checkRuns;
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(check!.output.title).toBe(`Fails: no findings — veto declared by ${AGGREGATE}`);
    const comment = repo.issues[pull.number]!.comments.find((c) => c.user === BOT_LOGIN)!.body;
    expect(comment).toContain('\n### ❌ Fails — P0 0 · P1 0 · P2 0 · P3 0 · 0 errors · 0 warnings\n');
    // What would make it pass names the file that declared the veto, linked at the reviewed head.
    expect(comment).toContain(`\n**To pass:** lift the veto [${AGGREGATE.replace(/_/g, '\\_')}](https://`);
    expect(comment).toContain(`/${AGGREGATE}) declares.\n`);
  }, 120_000);
});
