import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFast } from '../../src/parse/fast.js';
import { isFullParseNeeded } from '../../src/parse/full-parse.js';
import { parseText, type Syntax } from '../../src/parse/read.js';
import type { ParsedDoc, PathKey } from '../../src/parse/types.js';
import { blockYamlText, markerOpened, mutated, mutatedBlock, yamlText } from '../helpers/yaml-text.js';
import { runs } from '../helpers/runs.js';

/**
 * The fast path's parse against the full parse, document by document: the same data, and the
 * same position for every path (or a call for the full parse), for texts in every style YAML
 * and JSON allow. Runs are many and each is cheap; the engine-level test (fast-path.test.ts)
 * compares whole reports.
 */

/** Every path into the data, plus paths that lead nowhere (a missing key, an index past the end). */
function pathsOf(value: unknown, path: PathKey[] = [], out: PathKey[][] = []): PathKey[][] {
  out.push(path);
  if (path.length > 6) return out;
  if (Array.isArray(value)) {
    value.forEach((item, i) => pathsOf(item, [...path, i], out));
    out.push([...path, value.length], [...path, 'missing']);
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) pathsOf((value as Record<string, unknown>)[key], [...path, key], out);
    out.push([...path, 'missing-key'], [...path, 0]);
  } else {
    out.push([...path, 'deeper']);
  }
  return out;
}

/** Call `run`, or undefined where the fast path asks for the full parse. */
function unlessFull<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (isFullParseNeeded(error)) return undefined;
    throw error;
  }
}

/** Raise for a longer hunt: FAST_PARSE_RUNS=100000 npx vitest run test/perf/fast-parse.test.ts */
const RUNS = runs(Number(process.env.FAST_PARSE_RUNS ?? 3000));

let compared = 0;
let accepted = 0;

function compare(text: string, syntax: Syntax): void {
  const fast = unlessFull(() => parseFast(text, syntax));
  compared++;
  if (!fast) return;
  accepted++;
  const full = parseText(text, syntax);
  expect(full.problems, text).toEqual([]);
  const doc = full.doc as ParsedDoc;
  expect(doc, text).not.toBeNull();
  expect(fast.data, text).toEqual(doc.data);
  expect(fast.lineCount).toBe(doc.lineCount);
  expect(fast.body).toBe(doc.body);
  expect(fast.bodyLine).toBe(doc.bodyLine);
  for (const path of pathsOf(doc.data)) {
    for (const part of ['value', 'key'] as const) {
      const position = unlessFull(() => fast.locate(path, part));
      if (position) expect(position, `${JSON.stringify(path)} ${part} in\n${text}`).toEqual(doc.locate(path, part));
    }
    const placeholder = unlessFull(() => fast.isPlaceholderMap(path));
    if (placeholder !== undefined)
      expect(placeholder, `${JSON.stringify(path)} placeholder in\n${text}`).toBe(doc.isPlaceholderMap(path));
  }
}

describe('the fast parse reads what the full parse reads', { timeout: Math.max(30_000, RUNS * 5) }, () => {
  it('YAML in every style: the same data and the same positions, or a call for the full parse', () => {
    fc.assert(
      fc.property(yamlText, (text) => compare(text, 'yaml')),
      { numRuns: RUNS },
    );
  });

  it("YAML in the block style most handoff files use (the simple reader's): the same data and positions", () => {
    const before = accepted;
    fc.assert(
      fc.property(blockYamlText, (text) => compare(text, 'yaml')),
      { numRuns: RUNS },
    );
    expect(accepted - before).toBeGreaterThan(RUNS / 5);
    fc.assert(
      fc.property(mutatedBlock, (text) => compare(text, 'yaml')),
      { numRuns: RUNS },
    );
  });

  it('edited YAML', () => {
    fc.assert(
      fc.property(mutated, (text) => compare(text, 'yaml')),
      {
        numRuns: RUNS,
        // Found by this property: a value below its key past a blank line and a comment, the
        // comment's line ending in CRLF (the `yaml` package rejects it, js-yaml takes it).
        examples: [['status:\n\n#\r\n note\n   - 0\n.NaN: -1.5e-323'], ['a:\r\n\r\n# c\r\n  value\r\nb: 1\r\n']],
      },
    );
  });

  it('YAML opened by a document marker, bare or not, with or without a document after it', () => {
    // Most of these texts are meant to be declined; they are left out of the share accepted overall.
    const counts = { compared, accepted };
    const bare = accepted;
    fc.assert(
      fc.property(blockYamlText, (text) => compare(`---\n${text}`, 'yaml')),
      { numRuns: RUNS },
    );
    expect(accepted - bare).toBeGreaterThan(RUNS / 5);
    for (const texts of [blockYamlText, yamlText, mutated]) {
      fc.assert(
        fc.property(markerOpened(texts), (text) => compare(text, 'yaml')),
        { numRuns: RUNS },
      );
    }
    ({ compared, accepted } = counts);
  });

  it('Markdown frontmatter', () => {
    fc.assert(
      fc.property(fc.oneof(yamlText, mutated), fc.string({ maxLength: 20 }), (yaml, body) =>
        compare(`---\n${yaml}\n---\n${body}`, 'markdown'),
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('JSON, pretty and compact, indented with tabs, with keys repeated and escaped', () => {
    const json = fc
      .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 1, 2, 4, '\t', ' \t'), fc.constantFrom('', '\n', '\r\n'))
      .map(([v, indent, eol]) => JSON.stringify(v, null, indent).replace(/\n/g, eol || '\n'));
    // Blanks and tabs wherever JSON allows white space: between any two tokens.
    const spaced = fc
      .tuple(
        fc.jsonValue({ maxDepth: 3 }),
        fc.array(fc.constantFrom(' ', '\t', '\n', '\r\n', '\t\t', ' \t\n'), { minLength: 1, maxLength: 8 }),
      )
      .map(([v, blanks]) => {
        let n = 0;
        return JSON.stringify(v).replace(
          /[{}[\],:]/g,
          (token) => `${blanks[n++ % blanks.length]}${token}${blanks[n++ % blanks.length]}`,
        );
      });
    const duplicated = fc
      .tuple(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'a\\u0062'), fc.jsonValue({ maxDepth: 1 })))
      .map(
        ([d]) =>
          `{${Object.entries(d)
            .map(([k, v]) => `"${k}": ${JSON.stringify(v)}`)
            .join(', ')}, "b": 1}`,
      );
    fc.assert(
      fc.property(fc.oneof(json, spaced, duplicated), (text) => compare(text, 'json')),
      { numRuns: RUNS },
    );
  });

  it('declines every text the full parse finds nested past the depth bound, and agrees on the rest', () => {
    const json = fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v, null, 2));
    const texts = fc.oneof(
      yamlText.map((text) => ({ text, syntax: 'yaml' as const })),
      blockYamlText.map((text) => ({ text, syntax: 'yaml' as const })),
      json.map((text) => ({ text, syntax: 'json' as const })),
      blockYamlText.map((yaml) => ({ text: `---\n${yaml}\n---\nbody\n`, syntax: 'markdown' as const })),
    );
    let deep = 0;
    let kept = 0;
    fc.assert(
      fc.property(texts, fc.integer({ min: 1, max: 4 }), ({ text, syntax }, maxDepth) => {
        const fast = unlessFull(() => parseFast(text, syntax, maxDepth));
        const full = parseText(text, syntax, [], { maxDepth });
        const tooDeep = full.problems.some((p) => p.ruleId === 'file/too-deep');
        if (tooDeep) {
          deep++;
          expect(fast, text).toBeUndefined();
          expect(full.doc).toBeNull();
        } else if (fast) {
          kept++;
          expect(fast.data, text).toEqual(full.doc?.data);
        }
      }),
      { numRuns: RUNS },
    );
    // Both sides of the bound were met.
    expect(deep).toBeGreaterThan(RUNS / 20);
    expect(kept).toBeGreaterThan(RUNS / 20);
  });

  it('accepts most well-formed texts (the fast path is worth having)', () => {
    expect(accepted / compared).toBeGreaterThan(0.2);
  });
});
