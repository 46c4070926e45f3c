import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { mergeResults } from '../../src/engine/merge.js';
import { pullRequestView } from '../../src/engine/pull-request-view.js';
import { FORMATS } from '../../src/formats/index.js';
import { reviewer, unified } from '../../src/formats/envelope/rules/gate-count-short.cases.js';
import { runFolderOf } from '../../src/formats/envelope/reviewers.js';
import { planCheckRun } from '../../src/diff/check-run.js';
import { toJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { toSarif } from '../../src/render/sarif.js';
import { outcomeOf } from '../../src/render/outcome.js';
import { renderText } from '../../src/render/text.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const UNIFIED = '.work/07_review_unified.yaml';
const REVIEWERS = {
  '.work/06_reviewer/completeness.yaml': reviewer('completeness', 1, 0),
  '.work/06_reviewer/security.yaml': reviewer('security', 0, 1),
};
const ARTIFACT = { '.work/07_review_unified.md': '# unified\n' };

/** An aggregator that declares its gate decision twice: `first`, then, under a directive, `second`. */
const twice = (first: string, second: string) =>
  unified(1, 0, first).replace(
    'open_questions: []',
    `# handoff-gate-disable-next-line parse/duplicate-key -- merged from two runs\ngate_decision:\n  p0_count: 0\n  p1_count: 0\n  p2_count: 0\n  result: ${second}\nopen_questions: []`,
  );

describe("the verdict is the strictest of the counted items, each aggregator's result and its own counts", () => {
  it.each([
    ['p0_count: 1 with result: pass', unified(1, 0, 'pass'), 'veto'],
    ['p1_count: 2 with result: pass', unified(0, 2, 'pass'), 'reject'],
    ['p0_count: 1 with result: reject', unified(1, 0, 'reject'), 'veto'],
    ['counts of 0 with result: veto', unified(0, 0, 'veto'), 'veto'],
    ['p1_count: 1 with result: pass', unified(0, 1, 'pass'), 'pass'],
  ])('%s makes %s, and every output says so', (_name, text, verdict) => {
    const report = checkFiles({ [UNIFIED]: text, ...ARTIFACT });
    expect(report.gate.result).toBe(verdict);
    expect(report.gate.counted).toBe('pass');
    if (verdict === 'pass') {
      expect(report.gate.declaredBy).toEqual([]);
      return;
    }
    expect(report.gate.declaredBy).toEqual([{ path: UNIFIED, result: verdict }]);
    const fails = outcomeOf(report).fails;
    expect(fails).toBe(true);
    expect(toJson(report).gate).toMatchObject({ result: verdict });
    expect(renderText(report)).toContain(`gate: ${verdict} (P0 0, P1 0; declared ${verdict} by ${UNIFIED})`);
    // What would make it pass names the file whose declaration gates.
    const toPass = renderMarkdown(report).split('\n')[4]!;
    expect(toPass.startsWith('**To pass:** ')).toBe(true);
    expect(toPass.endsWith(`lift the ${verdict} \`${UNIFIED}\` declares.`)).toBe(true);
    expect(planCheckRun({ report, fails }).title).toContain(` — ${verdict} declared by ${UNIFIED}`);
    expect(JSON.stringify(toSarif(report))).toContain(`"result":"${verdict}"`);
  });

  it('a veto an aggregator declares makes the risk high, as a counted P0 does', () => {
    const report = checkFiles({ [UNIFIED]: unified(1, 0, 'pass'), ...ARTIFACT });
    expect(report.risk).toEqual({ level: 'high', reasons: ['a veto declared by 1 aggregator'] });
  });

  it('a declared pass lowers nothing: the counted items still veto', () => {
    const report = checkFiles({ [UNIFIED]: unified(0, 0, 'pass'), ...REVIEWERS, ...ARTIFACT });
    expect(report.gate).toMatchObject({ result: 'veto', counted: 'veto', p0: 1, p1: 1 });
    expect(report.risk.level).toBe('high');
  });

  it('an aggregator with no counts and no result declares nothing', () => {
    const bare = unified(0, 0, 'pass').replace(/gate_decision:[\s\S]*?return_phase: null\n/, '');
    const report = checkFiles({ [UNIFIED]: bare, ...ARTIFACT });
    expect(report.gate).toMatchObject({ result: 'pass', declaredBy: [], sources: [] });
  });
});

describe('a file that declares its verdict twice takes the stricter reading', () => {
  it.each([
    ['a veto, then a pass', twice('veto', 'pass')],
    ['a pass after a veto counted by its counts', twice('pass', 'pass')],
  ])('%s: the gate vetoes, and the repeat stays an error the comment cannot hide', (_name, text) => {
    const report = checkFiles({ [UNIFIED]: text, ...ARTIFACT });
    expect(report.gate.result).toBe('veto');
    expect(report.gate.declaredBy).toEqual([{ path: UNIFIED, result: 'veto' }]);
    const ids = report.findings.map((f) => `${f.ruleId} ${f.severity}`);
    expect(ids).toContain('parse/duplicate-key error');
    expect(ids).toContain('suppressions/not-suppressible warning');
    expect(report.suppressed).toBeUndefined();
  });

  it('the same directive still suppresses a repeated key in a file that does not gate', () => {
    const intent =
      'title: Move sessions\ntype: refactor\nsource: human\nrisk: low\n# handoff-gate-disable-next-line parse/duplicate-key -- kept from the import\nrisk: low\nstatus: proposed\n';
    const report = checkFiles({ '.forge/intents/move-sessions.yaml': intent });
    expect(report.findings.map((f) => f.ruleId)).not.toContain('parse/duplicate-key');
    expect(report.suppressed?.inline).toBe(1);
  });
});

describe("a change to an aggregator alone brings its run's reviewers into the gate", () => {
  const head = { ...REVIEWERS, [UNIFIED]: unified(0, 0, 'pass'), ...ARTIFACT };
  const base = new Map([[UNIFIED, new TextEncoder().encode(unified(1, 1, 'veto'))]]);

  it("a pull request rewriting the aggregator to pass with counts 0 vetoes on its reviewers' P0", () => {
    const view = pullRequestView({
      changed: [UNIFIED],
      removed: [],
      workspace: memoryWorkspace(head),
      base,
      description: '',
      headBranch: 'rewrite-review',
      config: resolveConfig(),
      formats: FORMATS,
    });
    const { report } = view;
    expect(report.files.map((f) => f.path)).toEqual([UNIFIED]);
    expect(report.gate).toMatchObject({ result: 'veto', counted: 'veto', p0: 1, p1: 1 });
    expect(report.gate.items.map((i) => i.source.path)).toEqual([
      '.work/06_reviewer/completeness.yaml',
      '.work/06_reviewer/security.yaml',
    ]);
    expect(report.findings.filter((f) => f.ruleId === 'envelope/gate-count-short').map((f) => f.line)).toEqual([
      14, 15,
    ]);
    expect(report.risk.level).toBe('high');
    expect(outcomeOf(report).fails).toBe(true);
  });

  it('a check of the aggregator alone counts them too; a check of the whole run counts each item once', () => {
    const alone = checkFiles(head, { only: [UNIFIED] });
    expect(alone.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1 });
    const whole = checkFiles(head);
    expect(whole.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1 });
    expect(whole.gate.sources.map((s) => s.path).sort()).toEqual(
      ['.work/06_reviewer/completeness.yaml', '.work/06_reviewer/security.yaml', UNIFIED].sort(),
    );
  });

  it('two aggregators of one run, checked apart and merged, count the reviewers once', () => {
    const second = '.work/07_review/again.yaml';
    const files = { ...head, [second]: unified(0, 0, 'pass') };
    const merged = mergeResults([checkFiles(files, { only: [UNIFIED] }), checkFiles(files, { only: [second] })]);
    expect(merged.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1 });
    expect(merged.gate.items).toHaveLength(2);
  });
});

describe('the run an aggregator integrates', () => {
  it.each([
    ['.work/07_review_unified.yaml', '.work/'],
    ['.work/07_review/unified.yaml', '.work/'],
    ['.work/run-42/07_review_unified.yaml', '.work/run-42/'],
    ['packages/api/.work/07_review_unified.yaml', 'packages/api/.work/'],
    ['07_review_unified.yaml', ''],
  ])('%s integrates the reviewers under %s', (path, folder) => {
    expect(runFolderOf(path)).toBe(folder);
  });
});
