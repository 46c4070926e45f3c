import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/report/finding.js';
import type { Report } from '../../src/report/report.js';
import {
  ANNOTATIONS_PER_REQUEST,
  CHECK_SUMMARY_MAX_BYTES,
  MAX_CHECK_ANNOTATIONS,
  planCheckRun,
  TITLE_HEAD,
  type CheckAnnotation,
} from '../../src/diff/check-run.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { cleanReport, finding, gateItem, sampleReport } from '../render/sample-report.js';
import { runs } from '../helpers/runs.js';

const bytes = (text: string) => new TextEncoder().encode(text).length;
const flat = (batches: CheckAnnotation[][]) => batches.flat();

function reportWith(findings: Finding[], gate: Partial<Report['gate']> = {}): Report {
  const report = cleanReport();
  report.files = [...new Set(findings.map((f) => f.path))].map((path) => ({ path, format: 'envelope' }));
  report.findings = findings;
  report.gate = { ...report.gate, ...gate };
  return report;
}

describe('planCheckRun', () => {
  it('annotates gate items and findings in the order of the workflow annotations', () => {
    const plan = planCheckRun({ report: sampleReport(), fails: true });
    expect(plan.name).toBe('handoff-gate');
    expect(plan.conclusion).toBe('failure');
    expect(plan.title).toBe('Fails: P0 1 · P1 1 · P2 1 · 2 errors · 2 warnings');
    const all = flat(plan.batches);
    expect(all.map((a) => a.level)).toEqual([
      'failure',
      'failure',
      'failure',
      'failure',
      'warning',
      'warning',
      'notice',
    ]);
    expect([plan.total, plan.omitted, plan.batches.length]).toEqual([7, 0, 1]);
    // A gate item names its line, not a column.
    expect(all[0]).toMatchObject({
      path: '.work/review.yaml',
      startLine: 12,
      endLine: 12,
      title: 'P0 SEC-1 (security)',
    });
    expect(all[0]).not.toHaveProperty('startColumn');
    expect(all[0]).not.toHaveProperty('endColumn');
    expect(all).toContainEqual({
      path: '.work/review.yaml',
      startLine: 3,
      endLine: 3,
      startColumn: 1,
      endColumn: 1,
      level: 'failure',
      title: 'envelope/required',
      message: '`agent_id` is required.',
    });
    expect(all.at(-1)).toMatchObject({
      path: '.forge/intents/fix-login.yaml',
      level: 'notice',
      title: 'intent/note',
      startColumn: 1,
    });
  });

  it('concludes as the step does, whatever the gate says', () => {
    expect(planCheckRun({ report: sampleReport(), fails: false })).toMatchObject({
      conclusion: 'success',
      title: 'Passes: P0 1 · P1 1 · P2 1 · 2 errors · 2 warnings',
    });
    expect(planCheckRun({ report: cleanReport(), fails: true }).conclusion).toBe('failure');
    const clean = planCheckRun({ report: cleanReport(), fails: false });
    expect(clean).toMatchObject({
      conclusion: 'success',
      title: 'Passes: no findings',
      batches: [],
      total: 0,
      omitted: 0,
    });
  });

  it('keeps annotations plain text: invisible characters shown, long text cut, titles within 255 bytes', () => {
    const longId = `ID-${'日'.repeat(200)}`;
    const report = reportWith(
      [finding('a\u202e.yaml', 0, 'warning', 'x/y', `evil \u202e\u200b value ${'m'.repeat(10_000)}`, 0)],
      {
        result: 'veto',
        p0: 1,
        items: [gateItem('P0', longId, '', { path: 'r.yaml', line: 4 })],
      },
    );
    const [item, warning] = flat(planCheckRun({ report, fails: true }).batches);
    expect(bytes(item!.title!)).toBeLessThanOrEqual(255);
    expect(item!.title!.startsWith('P0 ID-日')).toBe(true);
    // An empty description still gives GitHub a message.
    expect(item!.message).toBe(item!.title);
    // The path names the file as it is (the annotation lands on it); the text shows what hides in
    // the name and in the message.
    expect(warning).toMatchObject({ path: 'a\u202e.yaml', startLine: 1, startColumn: 1, endColumn: 1 });
    expect(warning!.message.startsWith('File a<U+202E>.yaml: evil <U+202E><U+200B> value mmm')).toBe(true);
    expect(warning!.message.length).toBeLessThanOrEqual(4_000 + 16 + 'File a<U+202E>.yaml: '.length);
    expect(warning!.message.endsWith('…')).toBe(true);
  });

  it('plans annotations in the shape the GitHub adapter sends, with no conversion between', () => {
    const sent: CheckAnnotation[] = flat(planCheckRun({ report: sampleReport(), fails: true }).batches);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((a) => a.startLine >= 1 && a.endLine === a.startLine)).toBe(true);
  });

  it('sends each annotation once', () => {
    const twice = finding('a.yaml', 2, 'error', 'x/y', 'same');
    const plan = planCheckRun({
      report: reportWith([twice, { ...twice }, finding('a.yaml', 2, 'error', 'x/y', 'other')]),
      fails: true,
    });
    expect(flat(plan.batches).map((a) => a.message)).toEqual(['other', 'same']);
    expect(plan.total).toBe(2);
  });

  it('caps the annotations, cutting notices before warnings before errors, and the summary says so', () => {
    const findings = [
      ...Array.from({ length: 600 }, (_, i) => finding('n.yaml', i + 1, 'notice', 'x/n', `notice ${i}`)),
      ...Array.from({ length: 500 }, (_, i) => finding('w.yaml', i + 1, 'warning', 'x/w', `warning ${i}`)),
      ...Array.from({ length: 300 }, (_, i) => finding('e.yaml', i + 1, 'error', 'x/e', `error ${i}`)),
    ];
    const plan = planCheckRun({ report: reportWith(findings), fails: true });
    expect(MAX_CHECK_ANNOTATIONS).toBeGreaterThanOrEqual(1_000);
    expect(plan.batches).toHaveLength(MAX_CHECK_ANNOTATIONS / ANNOTATIONS_PER_REQUEST);
    for (const batch of plan.batches) expect(batch.length).toBe(ANNOTATIONS_PER_REQUEST);
    const levels = flat(plan.batches).map((a) => a.level);
    expect(levels.filter((l) => l === 'failure')).toHaveLength(300);
    expect(levels.filter((l) => l === 'warning')).toHaveLength(500);
    expect(levels.filter((l) => l === 'notice')).toHaveLength(200);
    expect(levels.indexOf('warning')).toBe(300);
    expect([plan.total, plan.omitted]).toEqual([1_400, 400]);
    expect(plan.summary.trimEnd().split('\n').at(-1)).toBe(
      '> 400 more annotations not added (a check run here holds at most 1,000, the most important first): the job summary lists every finding.',
    );
    expect(planCheckRun({ report: reportWith(findings.slice(0, 10)), fails: true }).summary).not.toContain('not added');
  });

  it('keeps the summary within 65,535 bytes of UTF-8, verdict first, however wide its characters', () => {
    const wide = `日本語の説明 ✅ 🔴 ${'語'.repeat(300)}`;
    const findings = Array.from({ length: 3_000 }, (_, i) =>
      finding(`files/${i % 40}.yaml`, i + 1, i % 3 ? 'warning' : 'error', 'x/y', `${wide} ${i}`),
    );
    const plan = planCheckRun({
      report: reportWith(findings, {
        result: 'veto',
        p0: 1,
        items: [gateItem('P0', 'SEC-1', wide, { path: 'files/0.yaml', line: 1 })],
      }),
      fails: true,
    });
    expect(bytes(plan.summary)).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_BYTES);
    // Most of the room is used: the layout is asked for less only as far as the bytes need.
    expect(bytes(plan.summary)).toBeGreaterThan(CHECK_SUMMARY_MAX_BYTES * 0.8);
    const lines = plan.summary.split('\n');
    // The title is the verdict: the summary opens with what would make the run pass.
    expect(lines[0]).toBe(
      '**To pass:** fix the error at `files/0.yaml:1` (`x/y`) and 999 more errors; then resolve P0 `SEC-1` at `files/0.yaml:1`.',
    );
    expect(plan.summary).toContain('SEC-1');
    expect(plan.summary).toContain('Truncated: see the job summary for the full report.');
    expect(plan.omitted).toBe(3_001 - MAX_CHECK_ANNOTATIONS);
    expect(plan.summary.trimEnd().endsWith('the job summary lists every finding.')).toBe(true);
  });

  it("leaves out the PR comment's hidden marker and the verdict its title already is", () => {
    const { summary } = planCheckRun({ report: sampleReport(), fails: true });
    expect(summary.startsWith('**To pass:** ')).toBe(true);
    expect(summary).not.toContain('<!-- handoff-gate');
    expect(summary).not.toContain('### ❌');
  });

  it('is a brief, not the comment again: what decides the verdict, and where the rest is', () => {
    const report = sampleReport();
    const { summary } = planCheckRun({ report, fails: true });
    const comment = renderMarkdown(report);
    expect(summary.length).toBeLessThan(comment.length / 2);
    expect(summary).toContain('#### Review findings: P0 and P1');
    expect(summary).toContain('#### Errors (2)');
    for (const part of ['Declared verdicts', 'Handoff chain', 'Risk:', 'inbox item</summary>', 'Warnings (2)'])
      expect(summary).not.toContain(part);
    expect(
      summary.trimEnd().endsWith('Every finding is annotated on the diff; the job summary has the full report.'),
    ).toBe(true);
  });

  it('puts the verdict and the counts first in the title, within what a 640 px merge box shows', () => {
    for (const report of [sampleReport(), cleanReport()])
      for (const fails of [true, false]) {
        const { title } = planCheckRun({ report, fails });
        const head = title.split(' — ')[0]!;
        expect(title.startsWith(fails ? 'Fails: ' : 'Passes: '), title).toBe(true);
        expect(head.length, head).toBeLessThanOrEqual(TITLE_HEAD);
      }
  });

  it('reads the summary with the job summary options it is given', () => {
    const plan = planCheckRun({
      report: sampleReport(),
      fails: false,
      summary: {
        failOn: ['never'],
        links: { blobBase: 'https://github.com/o/r/blob/abc/' },
        fullReport: 'the JSON report',
      },
    });
    expect(plan.title.startsWith('Passes (fail-on: never): ')).toBe(true);
    expect(plan.summary).toContain('**Nothing needs doing to pass** under this `fail-on`; the default would fail on');
    expect(plan.summary).toContain('](https://github.com/o/r/blob/abc/.work/review.yaml#L3)');
  });

  it('gives the same plan for the same report', () => {
    expect(planCheckRun({ report: sampleReport(), fails: true })).toEqual(
      planCheckRun({ report: sampleReport(), fails: true }),
    );
  });

  it('holds GitHub limits for any findings (property)', () => {
    const anyFinding = fc.record({
      path: fc.constantFrom('a.yaml', 'b/c.json', 'd\u202e.md'),
      line: fc.integer({ min: -2, max: 50 }),
      column: fc.integer({ min: -2, max: 80 }),
      ruleId: fc.string({ maxLength: 300 }),
      severity: fc.constantFrom('error', 'warning', 'notice') as fc.Arbitrary<Finding['severity']>,
      message: fc.string({ maxLength: 200 }),
    });
    fc.assert(
      fc.property(fc.array(anyFinding, { maxLength: 120 }), fc.boolean(), (findings, fails) => {
        const plan = planCheckRun({ report: reportWith(findings), fails });
        const all = flat(plan.batches);
        expect(plan.batches.every((b) => b.length > 0 && b.length <= ANNOTATIONS_PER_REQUEST)).toBe(true);
        expect(new Set(all.map((a) => JSON.stringify(a))).size).toBe(all.length);
        expect(all.length + plan.omitted).toBe(plan.total);
        for (const a of all) {
          expect(a.startLine).toBeGreaterThanOrEqual(1);
          expect(a.endLine).toBe(a.startLine);
          expect(a.startColumn === undefined || a.startColumn >= 1).toBe(true);
          expect(bytes(a.title ?? '')).toBeLessThanOrEqual(255);
          expect(a.title).toBeDefined();
          expect(a.message.length).toBeGreaterThan(0);
          expect(bytes(a.message)).toBeLessThanOrEqual(65_536);
        }
        expect(bytes(plan.summary)).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_BYTES);
        expect(plan.title).not.toMatch(/[\r\n]/);
      }),
      { numRuns: runs(50) },
    );
  });
});
