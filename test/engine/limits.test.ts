import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/schema.js';
import { check } from '../../src/engine/check.js';
import { failureReasons } from '../../src/gate/fail-on.js';
import { checkWithFullInbox } from '../../src/inbox/full-inbox.js';
import type { Finding } from '../../src/report/finding.js';
import type { Workspace } from '../../src/core/project.js';
import { assembleShares, SharedCheck } from '../../src/engine/shared-check.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/** A valid SubAgent Response, to which each test adds what it needs. */
const VALID = 'status: success\nagent_name: a\nexecution_time: 1\n';
const VALID_JSON = '"status":"success","agent_name":"a","execution_time":1';

const ids = (findings: readonly Finding[]) => findings.map((f) => f.ruleId);
const count = (findings: readonly Finding[], ruleId: string) => findings.filter((f) => f.ruleId === ruleId).length;
const fails = (report: Parameters<typeof failureReasons>[0]) => failureReasons(report, ['error']).length > 0;

/** A JSON SubAgent Response repeating the key `a` `times` times in one line: `times - 1` findings. */
const repeatedJson = (times: number) => `{${VALID_JSON}${',"a":1'.repeat(times)}}\n`;

describe('the bounds on one file', () => {
  it('a file of repeated keys lists exactly the cap, and one more finding counts the rest exactly', () => {
    const report = checkFiles({ 'r.json': repeatedJson(40) }, { config: { limits: { 'file-findings': 5 } } });
    expect(report.findings).toHaveLength(6);
    expect(count(report.findings, 'parse/duplicate-key')).toBe(5);
    const summary = report.findings.find((f) => f.ruleId === 'file/too-many-findings');
    // 39 repeats: 5 listed, 34 counted.
    expect(summary).toMatchObject({ severity: 'error', line: 1, column: 1 });
    expect(summary!.message).toMatch(/^34 more findings in this file were not listed: a file lists at most 5 /);
    expect(fails(report)).toBe(true);
  });

  it('the count is exact in YAML too, with repeated keys in several mappings', () => {
    const text = `${VALID}${'x: 1\n'.repeat(7)}notes:\n${'  y: 2\n'.repeat(4)}`;
    const report = checkFiles({ 'r.yaml': text }, { config: { limits: { 'file-findings': 2 } } });
    // 6 repeats of x, 3 of y: 9 in all, 2 listed.
    expect(count(report.findings, 'parse/duplicate-key')).toBe(2);
    expect(report.findings.find((f) => f.ruleId === 'file/too-many-findings')!.message).toMatch(/^7 more findings/);
  });

  it('under the cap nothing changes', () => {
    const report = checkFiles({ 'r.json': repeatedJson(4) }, { config: { limits: { 'file-findings': 3 } } });
    expect(ids(report.findings)).toEqual(['parse/duplicate-key', 'parse/duplicate-key', 'parse/duplicate-key']);
  });

  it('errors are kept before warnings, and the count takes the severity of the worst left out', () => {
    // Ten repeated keys made warnings come first; the schema's two errors come after them.
    const text = `${'x: 1\n'.repeat(11)}status: finished\nagent_name: a\nexecution_time: soon\n`;
    const config: ConfigFile = { rules: { 'parse/duplicate-key': 'warning' }, limits: { 'file-findings': 3 } };
    const full = checkFiles({ 'r.yaml': text }, { config: { rules: config.rules } });
    const errors = full.findings.filter((f) => f.severity === 'error');
    expect(errors.length).toBe(2);
    const cut = checkFiles({ 'r.yaml': text }, { config });
    expect(cut.findings.filter((f) => f.severity === 'error')).toEqual(errors);
    expect(count(cut.findings, 'parse/duplicate-key')).toBe(1);
    const summary = cut.findings.find((f) => f.ruleId === 'file/too-many-findings')!;
    expect(summary.severity).toBe('warning');
    expect(summary.message).toMatch(/^9 more findings/);
    // The verdict is the same with or without the cut, even failing on warnings.
    expect(failureReasons(cut, ['warning']).length > 0).toBe(failureReasons(full, ['warning']).length > 0);
  });

  it('a left-out error keeps the file failing, and no config turns the count off', () => {
    const config: ConfigFile = { rules: { 'file/too-many-findings': 'off' }, limits: { 'file-findings': 1 } };
    const report = checkFiles({ 'r.json': repeatedJson(3) }, { config });
    expect(ids(report.findings)).toEqual(['file/too-many-findings', 'parse/duplicate-key']);
    expect(report.findings[0]).toMatchObject({
      severity: 'error',
      message: expect.stringMatching(/^1 more finding in this file was not listed/),
    });
  });

  it('deep JSON is file/too-deep, at the line where the bound is passed', () => {
    const text = `{${VALID_JSON},\n"x":\n[[\n[[[1]]]]]}\n`;
    const report = checkFiles({ 'r.json': text }, { config: { limits: { 'file-depth': 3 } } });
    expect(report.findings).toMatchObject([{ ruleId: 'file/too-deep', severity: 'error', line: 4, column: 1 }]);
    // One level fewer is within the bound.
    expect(checkFiles({ 'r.json': text }, { config: { limits: { 'file-depth': 6 } } }).findings).toEqual([]);
  });

  it('deep YAML is file/too-deep, block or flow, and so is deep frontmatter', () => {
    const config: ConfigFile = { limits: { 'file-depth': 2 } };
    const block = checkFiles({ 'r.yaml': `${VALID}notes:\n  a:\n    b: 1\n` }, { config });
    // The mapping under `a` is the third level: its first key, `b`.
    expect(block.findings).toMatchObject([{ ruleId: 'file/too-deep', line: 6, column: 5 }]);
    const flow = checkFiles({ 'r.yaml': `${VALID}notes: [[1]]\n` }, { config });
    expect(flow.findings).toMatchObject([{ ruleId: 'file/too-deep', line: 4, column: 9 }]);
    const message =
      '---\nid: 20250124-001-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\nmeta:\n  a:\n    b: 1\n---\n\n# Title\n';
    const markdown = checkFiles({ 'shared/tasks/frontend/20250124-001-task.md': message }, { config });
    expect(markdown.findings).toMatchObject([{ ruleId: 'file/too-deep', line: 11, column: 5 }]);
  });

  it('the full parse alone reports the same as the fast path does', () => {
    const files = {
      'r.json': repeatedJson(9),
      'q.yaml': `${VALID}notes:\n  a:\n    b: 1\n`,
      's.yaml': `${VALID}notes: 1\n`,
    };
    const config = resolveConfig({ limits: { 'file-depth': 2, 'file-findings': 4 } });
    const fast = check({ files: Object.keys(files), workspace: memoryWorkspace(files), config, formats: FORMATS });
    const full = check({
      files: Object.keys(files),
      workspace: memoryWorkspace(files),
      config,
      formats: FORMATS,
      fullParse: true,
    });
    expect(fast.findings).toEqual(full.findings);
    expect(fast.fastChecked).toBeGreaterThan(0);
  });

  it('a file over the line bound is one error on the first line past it, and not judged further', () => {
    // An intent by its path: a file that holds too many lines is reported where its path makes it a handoff file.
    const path = '.forge/intents/x.yaml';
    const config: ConfigFile = { limits: { 'file-lines': 5 } };
    const text = 'title: [unclosed\n# a\n# b\n# c\n# d\n# e\n';
    expect(checkFiles({ [path]: text }, { config }).findings).toMatchObject([
      { ruleId: 'file/too-many-lines', severity: 'error', line: 6 },
    ]);
    // Exactly at the bound (the last line ending in a line break or not) it is checked as usual.
    const five = 'title: [unclosed\n# a\n# b\n# c\n# d\n';
    expect(ids(checkFiles({ [path]: five }, { config }).findings)).toEqual(['parse/yaml-syntax']);
    expect(ids(checkFiles({ [path]: five.slice(0, -1) }, { config }).findings)).toEqual(['parse/yaml-syntax']);
  });

  it("off the formats' paths, a file too long or too large to judge is an error when it shows a format's keys, and left alone when not", () => {
    const long = `${VALID}${'k: 1\n'.repeat(10)}`;
    const config: ConfigFile = { limits: { 'file-lines': 5 } };
    expect(
      checkFiles({ 'reports/r.yaml': long, 'data/d.yaml': 'a: 1\n'.repeat(10) }, { config }).findings,
    ).toMatchObject([{ path: 'reports/r.yaml', ruleId: 'file/too-many-lines', severity: 'error' }]);
    const large = checkFiles(
      { 'reports/r.yaml': `${VALID}# ${'x'.repeat(300)}\n`, 'data/d.yaml': `a: ${'x'.repeat(300)}\n` },
      { config: { 'max-file-size': 100 } },
    );
    expect(large.findings).toMatchObject([{ path: 'reports/r.yaml', ruleId: 'file/too-large', severity: 'error' }]);
  });
});

/** Files `f0.json` … named in path order, each with `repeats` repeated keys (one finding each). */
function brokenFiles(n: number, repeats: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}.json`, repeatedJson(repeats + 1)]));
}

/** Each file's rule ids, by path. */
function byFile(findings: readonly Finding[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of findings) (out[f.path] ??= []).push(f.ruleId);
  return out;
}

describe('the bounds on one run', () => {
  it('past the findings the run keeps, each file after it is file/not-judged and the run fails', () => {
    const files = brokenFiles(5, 2);
    const report = checkFiles(files, { config: { limits: { 'run-findings': 5 } } });
    // Two files (4 findings) fit; the third would make 6.
    expect(byFile(report.findings)).toEqual({
      'f0.json': ['parse/duplicate-key', 'parse/duplicate-key'],
      'f1.json': ['parse/duplicate-key', 'parse/duplicate-key'],
      'f2.json': ['file/not-judged'],
      'f3.json': ['file/not-judged'],
      'f4.json': ['file/not-judged'],
    });
    const notJudged = report.findings.find((f) => f.ruleId === 'file/not-judged')!;
    expect(notJudged).toMatchObject({ severity: 'error', line: 1 });
    expect(notJudged.message).toContain('kept 5 findings, its limit (`limits.run-findings`)');
    expect(report.files.map((f) => f.path)).toEqual(Object.keys(files));
    expect(fails(report)).toBe(true);
  });

  it('no config turns file/not-judged off or down', () => {
    const report = checkFiles(brokenFiles(3, 2), {
      config: { rules: { 'file/not-judged': 'off' }, limits: { 'run-findings': 2 } },
    });
    expect(report.findings.filter((f) => f.ruleId === 'file/not-judged').map((f) => f.severity)).toEqual([
      'error',
      'error',
    ]);
  });

  it('the cut is the same however the files are shared between engines', () => {
    const files = { ...brokenFiles(7, 2), 'g.yaml': 'just: data\n', 'h.json': repeatedJson(1) };
    const paths = Object.keys(files).sort();
    const config = resolveConfig({ limits: { 'run-findings': 7 } });
    const one = check({ files: paths, workspace: memoryWorkspace(files), config, formats: FORMATS });
    // Two engines taking the files in turns, each in path order.
    const engines = [0, 1].map(
      () => new SharedCheck({ files: paths, workspace: memoryWorkspace(files), config, formats: FORMATS }),
    );
    const shares = engines.map((engine, k) => ({
      contributions: engine.check(paths.filter((_, i) => i % 2 === k)),
      reads: engine.readPaths(),
    }));
    const shared = assembleShares(shares, { config, formats: FORMATS });
    expect(shared.findings).toEqual(one.findings);
    expect(shared.files).toEqual(one.files);
    expect(count(one.findings, 'file/not-judged')).toBe(paths.length - 3);
  });

  it('past the deadline on the injected clock, each file after it is file/not-judged', () => {
    const files = { ...brokenFiles(2, 1), 'm.yaml': VALID, 'n.yaml': VALID, 'o.yaml': VALID };
    // Ten seconds pass with each file read: the time bound is counted in files, not waited for.
    let now = 0;
    const inner = memoryWorkspace(files);
    const workspace: Workspace = { ...inner, read: (path, max) => ((now += 10_000), inner.read(path, max)) };
    const report = check({
      files: Object.keys(files),
      workspace,
      config: resolveConfig({ limits: { 'run-seconds': 25 } }),
      formats: FORMATS,
      clock: () => now,
    });
    expect(byFile(report.findings)).toEqual({
      'f0.json': ['parse/duplicate-key'],
      'f1.json': ['parse/duplicate-key'],
      'n.yaml': ['file/not-judged'],
      'o.yaml': ['file/not-judged'],
    });
    expect(report.findings.find((f) => f.path === 'n.yaml')!.message).toContain(
      'taken 25 s, its limit (`limits.run-seconds`)',
    );
    expect(fails(report)).toBe(true);
    // A valid file past the bound fails the run on its own.
    const valid = { 'm.yaml': VALID, 'n.yaml': VALID };
    now = 0;
    const alone = check({
      files: Object.keys(valid),
      workspace: {
        ...memoryWorkspace(valid),
        read: (path, max) => ((now += 30_000), memoryWorkspace(valid).read(path, max)),
      },
      config: resolveConfig({ limits: { 'run-seconds': 25 } }),
      formats: FORMATS,
      clock: () => now,
    });
    expect(ids(alone.findings)).toEqual(['file/not-judged']);
    expect(fails(alone)).toBe(true);
  });

  it('past the bytes the run reads, each file after it is file/not-judged', () => {
    const files = { 'm.yaml': VALID, 'n.yaml': VALID, 'o.yaml': VALID, 'p.yaml': VALID };
    const report = checkFiles(files, { config: { limits: { 'run-bytes': VALID.length + 1 } } });
    // The first file fits; the second is read (it was checked before the bound was passed); no more.
    expect(byFile(report.findings)).toEqual({ 'o.yaml': ['file/not-judged'], 'p.yaml': ['file/not-judged'] });
    expect(report.findings[0]!.message).toContain(`read ${VALID.length + 1} bytes, its limit (\`limits.run-bytes\`)`);
  });

  it('a file that may be no handoff file is left out past a bound, one that may be is reported', () => {
    const files = { 'a.json': repeatedJson(3), 'b.txt': 'notes', 'c.yaml': VALID };
    const report = checkFiles(files, { config: { limits: { 'run-findings': 1 } } });
    expect(report.files.map((f) => f.path)).toEqual(['a.json', 'c.yaml']);
    expect(ids(report.findings)).toEqual(['file/not-judged', 'file/not-judged']);
  });
});

describe('the bounds and the inbox', () => {
  it('a changed file the run did not judge still keeps its inbox items', () => {
    const intent = '.forge/intents/i1.yaml';
    // The broken file comes first in path order, and takes the run past its findings bound.
    const files = {
      '.forge/a.json': repeatedJson(3),
      [intent]:
        'title: Step\nbody: A step.\ntype: feature\nsource: human\nrisk: med\nstatus: proposed\ncreated_at: 2025-03-01T09:00:00Z\n',
    };
    const paths = Object.keys(files);
    const input = { files: paths, everyFile: paths, workspace: memoryWorkspace(files), formats: FORMATS };
    const bounded = checkWithFullInbox({ ...input, config: resolveConfig({ limits: { 'run-findings': 1 } }) });
    expect(byFile(bounded.report.findings)).toEqual({
      '.forge/a.json': ['file/not-judged'],
      [intent]: ['file/not-judged'],
    });
    const free = checkWithFullInbox({ ...input, config: resolveConfig() });
    expect(free.inbox.map((item) => item.key)).toHaveLength(1);
    expect(bounded.inbox).toEqual(free.inbox);
  });
});

describe('the limits section of the config', () => {
  it('lowers the bounds', () => {
    const { config, findings } = parseConfig(
      'limits:\n  file-lines: 100\n  file-depth: 8\n  file-findings: 10\n  run-bytes: 1000\n  run-findings: 50\n  run-seconds: 5\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config.limits).toEqual({
      fileLines: 100,
      fileDepth: 8,
      fileFindings: 10,
      runBytes: 1000,
      runFindings: 50,
      runSeconds: 5,
    });
  });

  it('the defaults hold where the config says nothing', () => {
    expect(resolveConfig().limits).toEqual({
      fileLines: 20_000,
      fileDepth: 64,
      fileFindings: 200,
      runBytes: 256 * 1024 * 1024,
      runFindings: 50_000,
      runSeconds: 120,
    });
  });

  it('a bound raised past its default, or not a positive whole number, is a finding on its line and costs only itself', () => {
    for (const [text, line, kept] of [
      ['limits:\n  file-lines: 5\n  file-findings: 201\n', 3, { fileLines: 5 }],
      ['limits:\n  file-depth: 0\n', 2, {}],
      ['limits:\n  run-seconds: 1.5\n', 2, {}],
    ] as const) {
      const { config, findings } = parseConfig(text, 'c.yml');
      expect(findings, text).toMatchObject([{ ruleId: 'config/invalid', severity: 'error', line }]);
      expect(findings[0]!.message, text).toMatch(/`limits\.[a-z-]+` was left out; the rest of `limits` is kept\./);
      expect(config.limits, text).toEqual({ ...resolveConfig().limits, ...kept });
    }
    const whole = parseConfig('limits: 10\n', 'c.yml');
    expect(whole.findings).toMatchObject([{ ruleId: 'config/invalid', line: 1 }]);
    expect(whole.findings[0]!.message).toContain('The `limits` section fell back to its defaults.');
    expect(whole.config.limits).toEqual(resolveConfig().limits);
  });

  it('a misspelt bound is a warning with did-you-mean', () => {
    const { config, findings } = parseConfig('limits:\n  file-line: 5\n  run-seconds: 9\n', 'c.yml');
    expect(findings).toMatchObject([
      { ruleId: 'config/unknown-key', line: 2, message: expect.stringContaining('Did you mean `file-lines`?') },
    ]);
    expect(config.limits.runSeconds).toBe(9);
  });
});
