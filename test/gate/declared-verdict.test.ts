import { describe, expect, it } from 'vitest';
import { planCheckRun } from '../../src/diff/check-run.js';
import { outcomeOf } from '../../src/render/outcome.js';
import { toJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText } from '../../src/render/text.js';
import { checkFiles } from '../helpers/check-files.js';

/** An Aggregator (Reviewer) envelope (spec 1) declaring `result` with its own counts. */
const aggregator = (result: string, p0: number, p1: number) => `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 3
gate_decision:
  p0_count: ${p0}
  p1_count: ${p1}
  p2_count: 0
  result: ${result}
  return_phase: ${result === 'pass' ? 'null' : '5'}
open_questions: []
next: ${result === 'pass' ? 'done' : 'writer'}
`;

/** A reviewer envelope listing one P0 issue. */
const reviewerWithP0 = `kind: reviewer
agent_id: reviewer:security
status: ok
severity: P0
artifacts:
  - path: .work/07_review_unified.md
    type: review
findings:
  p0_issues:
    - id: SEC-1
      category: secrets
      description: A token is logged
      location: src/a.ts:3
      fix: Drop the log line
  p1_issues: []
  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;

const UNIFIED = { '.work/07_review_unified.md': '# unified\n' };

describe("an aggregator's declared verdict gates on its own (spec 1: the Aggregator (Reviewer) decides)", () => {
  it('a declared veto alone, with no reviewer envelope in the run, vetoes and names its file everywhere', () => {
    const report = checkFiles({ '.work/08_aggregate.yaml': aggregator('veto', 1, 0), ...UNIFIED });
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.gate).toMatchObject({
      result: 'veto',
      counted: 'pass',
      p0: 0,
      p1: 0,
      declaredBy: [{ path: '.work/08_aggregate.yaml', result: 'veto' }],
    });
    expect(outcomeOf(report).fails).toBe(true);

    const json = toJson(report);
    expect(json.gate).toMatchObject({
      result: 'veto',
      counted: 'pass',
      declaredBy: [{ path: '.work/08_aggregate.yaml', result: 'veto' }],
    });
    expect(renderText(report)).toContain('gate: veto (P0 0, P1 0; declared veto by .work/08_aggregate.yaml)');
    expect(renderMarkdown(report)).toContain('\n### ❌ Fails — P0 0 · P1 0 · P2 0 · P3 0 · ');
    expect(renderMarkdown(report)).toContain('\n**To pass:** lift the veto `.work/08_aggregate.yaml` declares.\n');
    const plan = planCheckRun({ report, fails: true });
    expect(plan.title).toBe('Fails: no findings — veto declared by .work/08_aggregate.yaml');
    expect(plan.summary).toContain('**To pass:** lift the veto `.work/08_aggregate.yaml` declares.');
  });

  it('a declared reject with two P1s rejects alone', () => {
    const report = checkFiles({ '.work/08_aggregate.yaml': aggregator('reject', 0, 2), ...UNIFIED });
    expect(report.gate).toMatchObject({
      result: 'reject',
      counted: 'pass',
      declaredBy: [{ path: '.work/08_aggregate.yaml', result: 'reject' }],
    });
  });

  it('a declared veto that its own counts contradict still vetoes (a claim only makes the gate stricter), with the mismatch error', () => {
    const report = checkFiles({ '.work/08_aggregate.yaml': aggregator('veto', 0, 0), ...UNIFIED });
    expect(report.gate.result).toBe('veto');
    expect(report.findings.map((f) => f.ruleId)).toContain('envelope/gate-result-mismatch');
  });

  it('a declared pass never lowers what the counted items make', () => {
    const report = checkFiles({
      '.work/08_aggregate.yaml': aggregator('pass', 0, 0),
      '.work/06_reviewer/security.yaml': reviewerWithP0,
      ...UNIFIED,
    });
    expect(report.gate).toMatchObject({ result: 'veto', counted: 'veto', p0: 1, declaredBy: [] });
  });

  it('two aggregators that disagree: the strictest wins, and each one that gates is listed', () => {
    const report = checkFiles({
      '.work/a/aggregate.yaml': aggregator('pass', 0, 0),
      '.work/b/aggregate.yaml': aggregator('reject', 0, 2),
      '.work/c/aggregate.yaml': aggregator('veto', 1, 0),
      ...UNIFIED,
    });
    expect(report.gate).toMatchObject({
      result: 'veto',
      counted: 'pass',
      declaredBy: [
        { path: '.work/c/aggregate.yaml', result: 'veto' },
        { path: '.work/b/aggregate.yaml', result: 'reject' },
      ],
    });
    // The verdict line names the file that decided it; every declaration stays in the table.
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      '**To pass:** lift the veto `.work/c/aggregate.yaml` declares, the reject `.work/b/aggregate.yaml` declares.',
    );
    expect(markdown).toContain('Declared verdicts');
    expect(markdown).toContain('.work/b/aggregate.yaml');
  });

  it('only an aggregator decides: a reviewer or explorer with a gate_decision declares nothing', () => {
    const notAggregator = aggregator('veto', 1, 0).replace('kind: aggregator', 'kind: writer');
    const report = checkFiles({ '.work/08_aggregate.yaml': notAggregator, ...UNIFIED });
    expect(report.gate).toMatchObject({ result: 'pass', declaredBy: [] });
  });
});
