import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFast } from '../../src/core/document/fast.js';
import { isFullParseNeeded } from '../../src/core/document/full-parse.js';
import { parseText, type Syntax } from '../../src/core/document/read.js';
import type { ParsedDoc, PathKey } from '../../src/core/document/types.js';

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
const RUNS = Number(process.env.FAST_PARSE_RUNS ?? 3000);

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
    if (placeholder !== undefined) expect(placeholder, `${JSON.stringify(path)} placeholder in\n${text}`).toBe(doc.isPlaceholderMap(path));
  }
}

// --- YAML written in many styles, from random data ---

const word = fc.constantFrom('status', 'ok', 'a', 'b c', 'agent_name', 'x-y', 'issues', 'null', 'true', 'True', 'no', '1', '0x1F', '0o7', '1_000', '1.5', '.5', '1e3', '+1', '-0', '.inf', '.NaN', '~', '2025-01-01', '2025-01-01T00:00:00Z', '{x}', 'a | b', '日本語', 'é', '', ' ', 'a: b', 'a #b', '#c', '- x', '[x]', "it's", 'say "hi"', '\\', 'back\\slash', 'a\tb', '@x', '`x', '%x', '&x', '*x', '!x', '? x', '|', '>', '---', '...');
const scalar = fc.oneof(word, fc.integer(), fc.double({ noDefaultInfinity: true, noNaN: true }), fc.boolean(), fc.constant(null), fc.string({ maxLength: 8 }));
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(word, tie('value'), { maxKeys: 4 }),
  ),
})).value;

interface Style {
  indent: number;
  quote: number;
  flow: number;
  blank: number;
  comment: number;
  nextLine: number;
  blockScalar: number;
  seqAtKeyIndent: number;
}

const style = fc.record({
  indent: fc.integer({ min: 1, max: 4 }),
  quote: fc.integer({ min: 0, max: 9 }),
  flow: fc.integer({ min: 0, max: 9 }),
  blank: fc.integer({ min: 0, max: 9 }),
  comment: fc.integer({ min: 0, max: 9 }),
  nextLine: fc.integer({ min: 0, max: 9 }),
  blockScalar: fc.integer({ min: 0, max: 9 }),
  seqAtKeyIndent: fc.integer({ min: 0, max: 9 }),
});

/** A deterministic coin from the style and a counter, so one style gives one text. */
function coins(seed: number) {
  let s = seed;
  return (chance: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % 10 < chance;
  };
}

function renderScalar(value: unknown, flip: (chance: number) => boolean, style: Style, inFlow: boolean): string {
  if (value === null) return flip(5) ? 'null' : flip(5) ? '~' : '';
  if (typeof value !== 'string') return String(value);
  if (flip(style.quote)) return JSON.stringify(value);
  if (flip(style.quote)) return `'${value.replace(/'/g, "''")}'`;
  if (inFlow && /[,[\]{}]/.test(value)) return JSON.stringify(value);
  return value;
}

function renderKey(key: string, flip: (chance: number) => boolean, style: Style): string {
  return flip(style.quote) ? JSON.stringify(key) : key;
}

function renderFlow(value: unknown, flip: (chance: number) => boolean, style: Style): string {
  if (Array.isArray(value)) return `[${value.map((v) => renderFlow(v, flip, style)).join(flip(5) ? ', ' : ',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${renderKey(k, flip, style)}: ${renderFlow(v, flip, style)}`)
      .join(', ')}}`;
  }
  return renderScalar(value, flip, style, true);
}

function renderBlock(value: unknown, indent: number, flip: (chance: number) => boolean, style: Style): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  const extras = () => {
    if (flip(style.blank)) lines.push('');
    if (flip(style.comment)) lines.push(`${' '.repeat(flip(5) ? indent : 0)}# note`);
  };
  if (Array.isArray(value)) {
    for (const item of value) {
      extras();
      const inner = renderValue(item, indent + style.indent, flip, style);
      if (inner.inline !== undefined) lines.push(`${pad}-${inner.inline === '' ? '' : ` ${inner.inline}`}`);
      else if (flip(style.nextLine)) lines.push(`${pad}-`, ...inner.lines);
      else {
        // Compact: the first line of the nested block on the dash's line.
        const [first, ...rest] = renderBlock(item, indent + 2, flip, style);
        lines.push(`${pad}- ${(first ?? '').trimStart()}`, ...rest);
      }
    }
  } else {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      extras();
      const seqHere = Array.isArray(item) && item.length > 0 && flip(style.seqAtKeyIndent);
      const inner = renderValue(item, seqHere ? indent : indent + style.indent, flip, style);
      const head = `${pad}${renderKey(key, flip, style)}:`;
      if (inner.inline !== undefined) {
        if (inner.inline !== '' && flip(style.nextLine) && (item === null || typeof item !== 'object')) lines.push(head, `${pad}${' '.repeat(style.indent)}${inner.inline}`);
        else lines.push(inner.inline === '' ? head : `${head} ${inner.inline}`);
      } else {
        lines.push(flip(style.comment) ? `${head} # why` : head, ...inner.lines);
      }
    }
  }
  return lines;
}

function renderValue(value: unknown, indent: number, flip: (chance: number) => boolean, style: Style): { inline?: string; lines: string[] } {
  const empty = Array.isArray(value) ? value.length === 0 : value !== null && typeof value === 'object' && Object.keys(value).length === 0;
  if (value !== null && typeof value === 'object' && !empty && !flip(style.flow)) return { lines: renderBlock(value, indent, flip, style) };
  if (value !== null && typeof value === 'object') return { inline: renderFlow(value, flip, style), lines: [] };
  if (typeof value === 'string' && value.length > 0 && flip(style.blockScalar)) {
    const header = flip(5) ? '|' : flip(5) ? '>-' : '|+';
    return { inline: `${header}\n${value.split('\n').map((l) => `${' '.repeat(indent)}${l}`).join('\n')}`, lines: [] };
  }
  return { inline: renderScalar(value, flip, style, false), lines: [] };
}

const yamlText = fc.tuple(value, style, fc.nat()).map(([data, s, seed]) => {
  const flip = coins(seed);
  const rendered = renderValue(data, 0, flip, s);
  return rendered.inline !== undefined ? rendered.inline : rendered.lines.join('\n') + (flip(5) ? '\n' : '');
});

/** Small edits to a valid text: what hand-written and half-broken files look like. */
const mutated = fc.tuple(yamlText, fc.nat(), fc.constantFrom(' ', '  ', '\n', ':', '- ', '#', '"', "'", '{', '}', '[', ']', ',', '\r\n', '|', '? ', '&a ', '*a', '!!str ', '---\n', 'x: 1\n', '\t')).map(([text, at, insert]) => {
  const i = text.length ? at % text.length : 0;
  return text.slice(0, i) + insert + text.slice(i);
});

describe('the fast parse reads what the full parse reads', { timeout: Math.max(30_000, RUNS * 5) }, () => {
  it('YAML in every style: the same data and the same positions, or a call for the full parse', () => {
    fc.assert(
      fc.property(yamlText, (text) => compare(text, 'yaml')),
      { numRuns: RUNS },
    );
  });

  it('edited YAML', () => {
    fc.assert(
      fc.property(mutated, (text) => compare(text, 'yaml')),
      { numRuns: RUNS },
    );
  });

  it('Markdown frontmatter', () => {
    fc.assert(
      fc.property(fc.oneof(yamlText, mutated), fc.string({ maxLength: 20 }), (yaml, body) => compare(`---\n${yaml}\n---\n${body}`, 'markdown')),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });

  it('JSON, pretty and compact, with keys repeated and escaped', () => {
    const json = fc.tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 1, 2, 4), fc.constantFrom('', '\n', '\r\n')).map(([v, indent, eol]) => JSON.stringify(v, null, indent).replace(/\n/g, eol || '\n'));
    const duplicated = fc.tuple(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'a\\u0062'), fc.jsonValue({ maxDepth: 1 }))).map(([d]) => `{${Object.entries(d).map(([k, v]) => `"${k}": ${JSON.stringify(v)}`).join(', ')}, "b": 1}`);
    fc.assert(
      fc.property(fc.oneof(json, duplicated), (text) => compare(text, 'json')),
      { numRuns: RUNS },
    );
  });

  it('accepts most well-formed texts (the fast path is worth having)', () => {
    expect(accepted / compared).toBeGreaterThan(0.2);
  });
});
