import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handoffPaths, variedCorpusFiles, variedSubagentResponseFiles } from '../../bench/generate-varied.mjs';
import { resolveConfig } from '../../src/config/resolve.js';
import { check, type CheckResult } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { FULL_RUNS, runs } from '../helpers/runs.js';

/**
 * The varied benchmark corpus (bench/generate-varied.mjs) is written the many ways real handoff
 * files are: it must be what it says (deterministic, with the share of files with findings it
 * is asked for), and the fast path must report on it, and on fuzzed variants of it, exactly
 * what the full parse reports, as it does on the uniform corpus (fast-path.test.ts).
 */

type Files = Record<string, string | Uint8Array>;

function run(files: Files, fullParse: boolean, only?: string[]): CheckResult {
  return check({
    files: only ?? Object.keys(files),
    workspace: memoryWorkspace(files),
    config: resolveConfig(),
    formats: FORMATS,
    fullParse,
  });
}

/** The report without the run's own counters. */
const reportOf = ({ reads: _reads, fastChecked: _fast, ...report }: CheckResult) => report;

function expectSame(files: Files, only?: string[]): CheckResult {
  const fast = run(files, false, only);
  const full = run(files, true, only);
  expect(reportOf(fast)).toEqual(reportOf(full));
  expect(full.fastChecked).toBe(0);
  return fast;
}

const filesWithFindings = (report: CheckResult) => new Set(report.findings.map((f) => f.path)).size;

describe('the varied corpus', () => {
  it('is the same for the same seed, and another for another seed', () => {
    const a = variedCorpusFiles(300, { seed: 5, findingRate: 0.5 });
    expect([...variedCorpusFiles(300, { seed: 5, findingRate: 0.5 })]).toEqual([...a]);
    expect([...variedCorpusFiles(300, { seed: 6, findingRate: 0.5 })]).not.toEqual([...a]);
    expect([...variedSubagentResponseFiles(200, { seed: 5 })]).toEqual([
      ...variedSubagentResponseFiles(200, { seed: 5 }),
    ]);
  });

  it('holds every format, at the paths they use, written in many ways', () => {
    const files = variedCorpusFiles(400, { findingRate: 0.5 });
    const report = run(Object.fromEntries(files), false);
    // A file whose signature key is misspelt (a break the generator makes) has no format: left out here.
    expect(new Set(report.files.flatMap((f) => f.format ?? []))).toEqual(
      new Set([
        'envelope',
        'subagent-response',
        'handoff',
        'intent',
        'intent-draft',
        'task',
        'review-result',
        'history',
        'observations',
        'message',
      ]),
    );
    const texts = handoffPaths(files).map((path) => files.get(path)!);
    const share = (test: (text: string) => boolean) => texts.filter(test).length / texts.length;
    expect(share((text) => text.includes('\r\n'))).toBeGreaterThan(0.02);
    expect(share((text) => /^\s*#/m.test(text))).toBeGreaterThan(0.05);
    expect(share((text) => /^ {4}\S/m.test(text) && !text.trimStart().startsWith('{'))).toBeGreaterThan(0.05);
    expect(share((text) => /: [|>]-?\r?$/m.test(text))).toBeGreaterThan(0.05);
    expect(share((text) => /: \[[^\]]/.test(text))).toBeGreaterThan(0.02);
    expect(share((text) => /: '/.test(text))).toBeGreaterThan(0.05);
    expect(share((text) => text.startsWith('[') && text.includes(' TO: '))).toBeGreaterThan(0);
    const responses = report.files.filter((f) => f.format === 'subagent-response');
    const json = responses.filter((f) => f.path.endsWith('.json'));
    expect(json.length / responses.length).toBeGreaterThan(0.2);
    expect(json.length / responses.length).toBeLessThan(0.4);
    expect(json.some((f) => !files.get(f.path)!.includes('\n  '))).toBe(true);
    expect(
      new Set(responses.map((f) => /agent_name["']?: ["']?([\w-]+)/.exec(files.get(f.path)!)?.[1])).size,
    ).toBeGreaterThan(15);
  });

  for (const findingRate of [0.1, 0.5]) {
    it(`has findings in ${findingRate * 100}% of its files (±5 points), and the files given none have none`, () => {
      const files = variedCorpusFiles(400, { seed: 11, findingRate });
      const report = run(Object.fromEntries(files), false);
      expect(report.files).toHaveLength(400);
      expect(Math.abs(filesWithFindings(report) / report.files.length - findingRate)).toBeLessThanOrEqual(0.05);
      // Every finding is on a file the generator broke, and every broken file has one.
      const flagged = new Set(report.findings.map((f) => f.path));
      expect([...flagged].filter((path) => !files.broken.has(path))).toEqual([]);
      expect([...files.broken.keys()].filter((path) => !flagged.has(path))).toEqual([]);
    });

    it(`SubAgent Responses alone: ${findingRate * 100}% with findings (±5 points)`, () => {
      const files = variedSubagentResponseFiles(400, { seed: 11, findingRate });
      const report = run(Object.fromEntries(files), false);
      expect(report.files.every((f) => f.format === 'subagent-response')).toBe(true);
      expect(Math.abs(filesWithFindings(report) / report.files.length - findingRate)).toBeLessThanOrEqual(0.05);
    });
  }
});

describe('the fast path reports exactly what the full parse reports on the varied corpus', () => {
  for (const findingRate of [0.1, 0.5]) {
    it(`all five formats, ${findingRate * 100}% with findings`, () => {
      const fast = expectSame(Object.fromEntries(variedCorpusFiles(500, { seed: 3, findingRate })));
      // The fast path carries nearly every file: a document marker, CRLF, a BOM, folded scalars,
      // quoted keys, one-line flow mappings and tab-indented JSON are all its own.
      expect(fast.fastChecked / fast.files.length).toBeGreaterThan(0.95);
    });

    it(`SubAgent Responses, YAML and JSON, ${findingRate * 100}% with findings`, () => {
      const fast = expectSame(Object.fromEntries(variedSubagentResponseFiles(300, { seed: 3, findingRate })));
      expect(fast.fastChecked / fast.files.length).toBeGreaterThan(0.95);
    });
  }
});

/**
 * Text edits that keep a file the same to a reader, or nearly: each one moves the text away from
 * the shapes the fast path reads itself, or onto them. `n` picks the line or value.
 */
const MUTATIONS: Record<string, (text: string, n: number) => string> = {
  swapQuotes(text, n) {
    const lines = text.split('\n');
    const at = candidates(lines, /^(\s*(?:- )?[\w-]+: )(".*"|'.*'|[^\s"'[{|>#&*!].*?)(\r?)$/, n);
    if (at === undefined) return text;
    lines[at] = lines[at]!.replace(
      /^(\s*(?:- )?[\w-]+: )(".*"|'.*'|[^\s"'[{|>#&*!].*?)(\r?)$/,
      (_, lead: string, value: string, cr: string) => {
        if (value.startsWith('"'))
          return `${lead}'${value.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "''")}'${cr}`;
        if (value.startsWith("'")) return `${lead}${value.slice(1, -1).replace(/''/g, "'")}${cr}`;
        return `${lead}"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"${cr}`;
      },
    );
    return lines.join('\n');
  },
  insertComment(text, n) {
    const lines = text.split('\n');
    const at = n % (lines.length + 1);
    const indent = /^\s*/.exec(lines[at] ?? '')![0].replace(/\r/g, '');
    lines.splice(at, 0, `${n % 3 === 0 ? '' : indent}# ${['note', 'TODO: check', '自己修正', 'key: value'][n % 4]}`);
    return lines.join('\n');
  },
  trailingComment(text, n) {
    const lines = text.split('\n');
    const at = candidates(lines, /^\s*(?:- )?[\w-]+: \S/, n);
    if (at === undefined) return text;
    lines[at] = lines[at]!.replace(/(\r?)$/, ` # ${['c', 'v4.1', '要確認'][n % 3]}$1`);
    return lines.join('\n');
  },
  toggleCrlf: (text) => (text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text.replace(/\n/g, '\r\n')),
  toggleBom: (text) => (text.startsWith('\ufeff') ? text.slice(1) : `\ufeff${text}`),
  reindent(text, n) {
    const lines = text.split('\n');
    if (n % 2 === 0) return lines.map((line) => line.replace(/^ +/, (s) => s + s)).join('\n');
    if (lines.some((line) => (/^ +/.exec(line)?.[0].length ?? 0) % 2 === 1)) return text;
    return lines.map((line) => line.replace(/^ +/, (s) => s.slice(s.length / 2))).join('\n');
  },
  /** Move a block sequence's dashes in line with its key, or in by two: both are the same list. */
  sequenceIndent(text, n) {
    const out = n % 2 === 0 ? text.replace(/^( *)  - /gm, '$1- ') : text.replace(/^( *)- /gm, '$1  - ');
    return out;
  },
  blockScalar(text, n) {
    const lines = text.split('\n');
    const pattern = /^(\s*)((?:- )?)([\w-]+): "([^"\\]*)"(\r?)$/;
    const at = candidates(lines, pattern, n);
    if (at === undefined) return text;
    const [, indent, dash, key, value, cr] = pattern.exec(lines[at]!)!;
    const inner = ' '.repeat(indent!.length + dash!.length + 2);
    lines.splice(at, 1, `${indent}${dash}${key}: ${['|', '|-', '>-', '>'][n % 4]}${cr}`, `${inner}${value}${cr}`);
    return lines.join('\n');
  },
  flowSequence(text, n) {
    const lines = text.split('\n');
    const at = candidates(lines, /^\s*[\w-]+:\r?$/, n);
    if (at === undefined) return text;
    const items: string[] = [];
    let end = at + 1;
    for (; end < lines.length && /^\s*- [^:#]*\r?$/.test(lines[end]!); end++)
      items.push(lines[end]!.replace(/^\s*- /, '').replace(/\r$/, ''));
    if (items.length === 0) return text;
    lines.splice(
      at,
      end - at,
      `${lines[at]!.replace(/\r$/, '')} [${items.join(', ')}]${lines[at]!.endsWith('\r') ? '\r' : ''}`,
    );
    return lines.join('\n');
  },
  documentMarker: (text) =>
    text.startsWith('---\n') && !text.slice(4).includes('\n---')
      ? text.slice(4)
      : text.startsWith('---') || text.startsWith('{')
        ? text
        : `---\n${text}`,
  compactJson(text) {
    try {
      const data = JSON.parse(text) as unknown;
      return text.includes('\n ') ? JSON.stringify(data) : JSON.stringify(data, null, 4);
    } catch {
      return text;
    }
  },
  quoteKey(text, n) {
    const lines = text.split('\n');
    const at = candidates(lines, /^\s*(?:- )?[a-z_]+:/, n);
    if (at === undefined) return text;
    lines[at] = lines[at]!.replace(/^(\s*(?:- )?)([a-z_]+):/, n % 2 ? '$1"$2":' : "$1'$2':");
    return lines.join('\n');
  },
};

/** The index of the `n`-th line (wrapping) that matches `pattern`, or undefined. */
function candidates(lines: string[], pattern: RegExp, n: number): number | undefined {
  const matching = lines.flatMap((line, i) => (pattern.test(line) ? [i] : []));
  return matching.length ? matching[n % matching.length] : undefined;
}

describe('the fast path reports exactly what the full parse reports on fuzzed varied files', () => {
  const corpus = variedCorpusFiles(300, { seed: 9, findingRate: 0.3 });
  const support = Object.fromEntries([...corpus].filter(([path]) => !handoffPaths(corpus).includes(path)));
  const handoffs = handoffPaths(corpus);
  const mutation = fc.tuple(fc.constantFrom(...Object.keys(MUTATIONS)), fc.nat(1000));
  const mutate = (text: string, steps: Array<[string, number]>) =>
    steps.reduce((out, [name, n]) => MUTATIONS[name]!(out, n), text);

  it('one file at a time, with the files it points at', () => {
    // Both roads are taken: mutated files the fast path reads itself, and files it hands over.
    const road = { fast: 0, full: 0 };
    const cases = runs(400);
    fc.assert(
      fc.property(fc.nat(handoffs.length - 1), fc.array(mutation, { minLength: 1, maxLength: 4 }), (index, steps) => {
        const path = handoffs[index]!;
        road[
          expectSame({ ...support, [path]: mutate(corpus.get(path)!, steps) }, [path]).fastChecked ? 'fast' : 'full'
        ]++;
      }),
      { numRuns: cases },
    );
    expect(road.fast).toBeGreaterThan(cases / 10);
    expect(road.full).toBeGreaterThan(cases / 10);
  });

  // A few thousand files checked together: in the full run (`npm run test:full`, which CI runs).
  it.runIf(FULL_RUNS)('several files together, cross-references and all', () => {
    const small = variedCorpusFiles(120, { seed: 9, findingRate: 0.3 });
    const paths = handoffPaths(small);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(paths.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 })), {
          minLength: 2,
          maxLength: 12,
        }),
        (picks) => {
          const files: Files = Object.fromEntries(small);
          for (const [index, steps] of picks) files[paths[index]!] = mutate(small.get(paths[index]!)!, steps);
          expectSame(files, paths);
        },
      ),
      { numRuns: runs(20) },
    );
  });
});
