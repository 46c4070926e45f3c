import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/report/finding.js';
import {
  applyBaseline,
  countsOf,
  MAX_SUPPRESSION_ENTRIES,
  parseSuppressionsFile,
  suppressionsText,
  updatedCounts,
} from '../../src/suppressions/baseline.js';

/**
 * The suppressions file, pure: its text read into entries (a malformed one is `suppressions/invalid`
 * on its line, and nothing is suppressed by it), applied to findings ESLint's way, and written with
 * its keys sorted.
 */

const FILE = '.github/handoff-gate-suppressions.json';

const finding = (path: string, ruleId: string, line = 1, severity: Finding['severity'] = 'error'): Finding => ({
  path,
  line,
  column: 1,
  ruleId,
  severity,
  message: `${ruleId} at ${line}`,
});

const text = (entries: Record<string, Record<string, number>>) =>
  suppressionsText(new Map(Object.entries(entries).map(([k, v]) => [k, new Map(Object.entries(v))])));

describe('reading the suppressions file', () => {
  it('reads each entry with the line it is written on', () => {
    const file = parseSuppressionsFile(text({ 'a.yaml': { 'x/one': 2, 'x/two': 1 }, 'b.yaml': { 'x/one': 1 } }), FILE);
    expect(file.findings).toEqual([]);
    expect(file.entries.get('a.yaml')?.get('x/two')).toEqual({ count: 1, line: 6, column: 5 });
    expect(file.entries.get('b.yaml')?.get('x/one')).toEqual({ count: 1, line: 11, column: 5 });
  });

  it.each([
    [
      'not JSON',
      '{\n  "a.yaml": {\n    "x/one": { "count": 1 },\n  }\n}\n',
      3,
      'The suppressions file is not valid JSON',
    ],
    ['not an object', '[]\n', 1, 'must hold one JSON object'],
    [
      'a path whose value is no object',
      '{\n  "a.yaml": 3\n}\n',
      2,
      'The entry for `a.yaml` must be an object of rule ids',
    ],
    ['a count of zero', '{\n  "a.yaml": {\n    "x/one": { "count": 0 }\n  }\n}\n', 3, 'must be `{ "count": N }`'],
    [
      'a count that is no whole number',
      '{\n  "a.yaml": {\n    "x/one": { "count": 1.5 }\n  }\n}\n',
      3,
      'a whole number',
    ],
    ['a key beside the count', '{\n  "a.yaml": {\n    "x/one": { "count": 1, "why": "old" }\n  }\n}\n', 3, 'must be'],
    ['a path written twice', '{\n  "a.yaml": {},\n  "a.yaml": {}\n}\n', 3, '`a.yaml` is written twice'],
  ])('%s: suppressions/invalid on its line, and no entry', (_, body, line, words) => {
    const file = parseSuppressionsFile(body, FILE);
    expect(file.entries.size).toBe(0);
    expect(file.findings).toEqual([
      expect.objectContaining({ path: FILE, line, ruleId: 'suppressions/invalid', severity: 'error' }),
    ]);
    expect(file.findings[0]!.message).toContain(words);
    expect(file.findings[0]!.message).toContain('The run goes on without the suppressions file');
  });

  it(`holds at most ${MAX_SUPPRESSION_ENTRIES.toLocaleString('en-US')} entries, and lists at most ten problems`, () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_SUPPRESSION_ENTRIES + 1 }, (_, i) => [`f${i}.yaml`, { 'x/one': { count: 1 } }]),
    );
    const file = parseSuppressionsFile(JSON.stringify(many), FILE);
    expect(file.entries.size).toBe(0);
    expect(file.findings[0]!.message).toContain('more than the 200,000 one file may hold');
    const bad = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.yaml`, { 'x/one': 0 }]));
    const problems = parseSuppressionsFile(JSON.stringify(bad, null, 2), FILE).findings;
    expect(problems).toHaveLength(10);
    expect(problems[9]!.message).toContain('(and 20 more problems in the file)');
  });

  it('writes keys sorted by code unit, two-space JSON, a path that reads as a number in its place', () => {
    const written = text({ 'b.yaml': { 'z/a': 1, 'a/z': 2 }, '10': { 'x/one': 1 }, 'a.yaml': { 'x/one': 3 } });
    expect(written).toBe(
      '{\n  "10": {\n    "x/one": {\n      "count": 1\n    }\n  },\n  "a.yaml": {\n    "x/one": {\n      "count": 3\n    }\n  },\n  "b.yaml": {\n    "a/z": {\n      "count": 2\n    },\n    "z/a": {\n      "count": 1\n    }\n  }\n}\n',
    );
    expect(JSON.parse(written)).toEqual({
      '10': { 'x/one': { count: 1 } },
      'a.yaml': { 'x/one': { count: 3 } },
      'b.yaml': { 'a/z': { count: 2 }, 'z/a': { count: 1 } },
    });
    expect(text({})).toBe('{}\n');
  });
});

describe('applying it', () => {
  const apply = (entries: Record<string, Record<string, number>>, findings: Finding[], covered = true) =>
    applyBaseline({
      file: parseSuppressionsFile(text(entries), FILE),
      findings,
      keyOf: (f) => f.path,
      covered: () => covered,
    });

  it('suppresses every finding of a file and rule within its count', () => {
    const result = apply({ 'a.yaml': { 'x/one': 2 } }, [finding('a.yaml', 'x/one', 1), finding('a.yaml', 'x/one', 5)]);
    expect(result.findings).toEqual([]);
    expect(result.suppressed.map((f) => [f.line, f.suppression])).toEqual([
      [1, { kind: 'external', file: FILE }],
      [5, { kind: 'external', file: FILE }],
    ]);
  });

  it('reports every one of them past the count, since a count cannot tell which one is new', () => {
    const findings = [finding('a.yaml', 'x/one', 1), finding('a.yaml', 'x/one', 5), finding('a.yaml', 'x/one', 9)];
    const result = apply({ 'a.yaml': { 'x/one': 2 } }, findings);
    expect(result.findings).toEqual(findings);
    expect(result.exceeded).toEqual([{ path: 'a.yaml', ruleId: 'x/one', count: 2, found: 3 }]);
  });

  it('counts errors and warnings, never notices nor the findings no suppression hides', () => {
    const notice = finding('a.yaml', 'x/one', 1, 'notice');
    const notJudged = finding('a.yaml', 'file/not-judged', 1);
    const result = apply({ 'a.yaml': { 'x/one': 1, 'file/not-judged': 1 } }, [notice, notJudged]);
    expect(result.findings.slice(0, 2)).toEqual([notice, notJudged]);
    expect(result.findings.slice(2).map((f) => [f.ruleId, f.message])).toEqual([
      [
        'suppressions/unused',
        '`file/not-judged` is never suppressed, so this entry for `a.yaml` suppresses nothing. Run `handoff-gate check --prune-suppressions` to remove it.',
      ],
      [
        'suppressions/unused',
        '`a.yaml` has no `x/one` finding any more, yet this entry suppresses 1: new ones would pass unseen. Run `handoff-gate check --prune-suppressions` to remove the entry.',
      ],
    ]);
  });

  it('reports a stale entry on its line, only where the run checked its file', () => {
    const entries = { 'a.yaml': { 'x/one': 3 } };
    const found = [finding('a.yaml', 'x/one')];
    expect(apply(entries, found).findings).toEqual([
      {
        path: FILE,
        line: 3,
        column: 5,
        ruleId: 'suppressions/unused',
        severity: 'warning',
        message:
          '`a.yaml` has 1 `x/one` finding where this entry suppresses 3: 2 new ones would pass unseen. Run `handoff-gate check --prune-suppressions` to lower the count to 1.',
      },
    ]);
    expect(apply(entries, found, false).findings).toEqual([]);
  });
});

describe('writing it', () => {
  const existing = parseSuppressionsFile(
    text({ 'a.yaml': { 'x/one': 3, 'x/two': 1 }, 'gone.yaml': { 'x/one': 1 } }),
    FILE,
  ).entries;
  const found = countsOf(
    [finding('a.yaml', 'x/one'), finding('b.yaml', 'x/two'), finding('b.yaml', 'x/three')],
    (f) => f.path,
  );
  const plain = (counts: ReturnType<typeof updatedCounts>) =>
    Object.fromEntries([...counts].map(([k, v]) => [k, Object.fromEntries(v)]));

  it('--suppress-all sets each found file and rule to its count and keeps the other entries', () => {
    expect(plain(updatedCounts(existing, found, { suppress: 'all', covered: () => true }))).toEqual({
      'a.yaml': { 'x/one': 1, 'x/two': 1 },
      'b.yaml': { 'x/two': 1, 'x/three': 1 },
      'gone.yaml': { 'x/one': 1 },
    });
  });

  it('--suppress-rule only for its rules', () => {
    expect(plain(updatedCounts(new Map(), found, { suppress: new Set(['x/three']), covered: () => true }))).toEqual({
      'b.yaml': { 'x/three': 1 },
    });
  });

  it('--prune-suppressions lowers counts to what is found and drops what is not, where the run looked', () => {
    expect(plain(updatedCounts(existing, found, { prune: true, covered: () => true }))).toEqual({
      'a.yaml': { 'x/one': 1 },
    });
    expect(plain(updatedCounts(existing, found, { prune: true, covered: (key) => key !== 'gone.yaml' }))).toEqual({
      'a.yaml': { 'x/one': 1 },
      'gone.yaml': { 'x/one': 1 },
    });
  });
});

describe("the rules that guard a person's decision", () => {
  const INTENT = '.forge/intents/sessions.yaml';
  const skipped = finding(INTENT, 'intent/approval-skipped', 5);

  it('an entry for one hides nothing, and is stale on its line, saying why', () => {
    const file = parseSuppressionsFile(text({ [INTENT]: { 'intent/approval-skipped': 1 } }), FILE);
    const result = applyBaseline({ file, findings: [skipped], keyOf: (f) => f.path, covered: () => true });
    expect(result.suppressed).toEqual([]);
    expect(result.findings.map((f) => [f.path, f.line, f.ruleId])).toEqual([
      [INTENT, 5, 'intent/approval-skipped'],
      [FILE, 3, 'suppressions/unused'],
    ]);
    expect(result.findings[1]!.message).toContain("guards a person's decision and is never suppressed");
  });

  it('--suppress-all leaves them out of the file, and --prune-suppressions drops an entry for one', () => {
    const found = countsOf([skipped, finding(INTENT, 'intent/unknown-type', 2)], (f) => f.path);
    expect(suppressionsText(updatedCounts(new Map(), found, { suppress: 'all', covered: () => true }))).toBe(
      text({ [INTENT]: { 'intent/unknown-type': 1 } }),
    );
    const old = parseSuppressionsFile(text({ [INTENT]: { 'intent/approval-skipped': 1 } }), FILE).entries;
    expect(updatedCounts(old, found, { prune: true, covered: () => true }).size).toBe(0);
  });
});
