import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../src/parse/read.js';
import type { PathKey } from '../../src/parse/types.js';
import { applyFixes, lineStarts, scalarFix, type Fix, type FixSyntax } from '../../src/core/fix.js';
import { yamlText } from '../helpers/yaml-text.js';
import { runs } from '../helpers/runs.js';

/** The fix for the scalar at `path` (its value, or its key), found as the engine finds it: by the parser's position. */
function fixAt(
  text: string,
  syntax: FixSyntax,
  path: PathKey[],
  replacement: string,
  part: 'key' | 'value' = 'value',
): Fix | undefined {
  const { doc } = parseText(text, syntax === 'markdown' ? 'markdown' : syntax);
  if (!doc) throw new Error('the text does not parse');
  let written: unknown = doc.data;
  if (part === 'key') written = path[path.length - 1];
  else for (const key of path) written = (written as Record<PathKey, unknown>)[key];
  if (typeof written !== 'string') throw new Error('no string there');
  return scalarFix(text, lineStarts(text), doc.locate(path, part), written, replacement, syntax);
}

const fixed = (text: string, fix: Fix | undefined) => (fix ? applyFixes(text, [fix]).text : undefined);

describe('scalarFix keeps the way the scalar was written', () => {
  it.each([
    ['plain', 'status: in-progress\n', 'status: in_progress\n'],
    ['plain with a comment', 'status: in-progress   # keep this\n', 'status: in_progress   # keep this\n'],
    ['double-quoted', 'status: "in-progress"\n', 'status: "in_progress"\n'],
    ['single-quoted', "status: 'in-progress'\n", "status: 'in_progress'\n"],
    ['CRLF', 'a: 1\r\nstatus: in-progress\r\nb: 2\r\n', 'a: 1\r\nstatus: in_progress\r\nb: 2\r\n'],
    ['in a flow mapping', '{a: 1, status: in-progress, b: 2}\n', '{a: 1, status: in_progress, b: 2}\n'],
    ['in a flow sequence', 'status: [in-progress, done]\n', 'status: [in_progress, done]\n'],
    ['after a tag', 'status: !!str in-progress\n', 'status: !!str in_progress\n'],
    [
      'indented under a list',
      'items:\n  - status: in-progress\n    x: 1\n',
      'items:\n  - status: in_progress\n    x: 1\n',
    ],
  ])('YAML, %s', (_, text, want) => {
    const path = text.startsWith('items')
      ? ['items', 0, 'status']
      : text.startsWith('status: [')
        ? ['status', 0]
        : ['status'];
    expect(fixed(text, fixAt(text, 'yaml', path, 'in_progress'))).toBe(want);
  });

  it('JSON, pretty and compact', () => {
    expect(
      fixed(
        '{\n  "status": "in-progress"\n}\n',
        fixAt('{\n  "status": "in-progress"\n}\n', 'json', ['status'], 'in_progress'),
      ),
    ).toBe('{\n  "status": "in_progress"\n}\n');
    expect(
      fixed(
        '{"a":1,"status":"in-progress"}',
        fixAt('{"a":1,"status":"in-progress"}', 'json', ['status'], 'in_progress'),
      ),
    ).toBe('{"a":1,"status":"in_progress"}');
  });

  it('a key, plain, quoted and in JSON', () => {
    expect(
      fixed('agentid: x\nstatus: ok\n', fixAt('agentid: x\nstatus: ok\n', 'yaml', ['agentid'], 'agent_id', 'key')),
    ).toBe('agent_id: x\nstatus: ok\n');
    expect(fixed('"agentid": x\n', fixAt('"agentid": x\n', 'yaml', ['agentid'], 'agent_id', 'key'))).toBe(
      '"agent_id": x\n',
    );
    expect(fixed('{"agentid": "x"}', fixAt('{"agentid": "x"}', 'json', ['agentid'], 'agent_id', 'key'))).toBe(
      '{"agent_id": "x"}',
    );
  });

  it.each([
    ['a block scalar', 'status: |\n  in-progress\n', ['status'], 'in_progress'],
    ['a folded scalar', 'status: >-\n  in-progress\n', ['status'], 'in_progress'],
    ['an escape in double quotes', 'status: "in\\u002dprogress"\n', ['status'], 'in_progress'],
    ['an escaped quote in single quotes', "status: 'it''s'\n", ['status'], 'its'],
    ['a plain scalar over two lines', 'status: in-\n  progress\nb: 1\n', ['status'], 'in_progress'],
    ['an alias', 'x: &a in-progress\nstatus: *a\n', ['status'], 'in_progress'],
    ['a replacement that reads as a boolean', 'status: ture\n', ['status'], 'true'],
    ['a replacement that reads as null', 'status: nul\n', ['status'], 'null'],
    ['a replacement that needs quotes', 'status: x\n', ['status'], 'a: b'],
    ['a replacement holding a quote', 'status: "x"\n', ['status'], 'say "hi"'],
    ['a replacement holding a line break', 'status: "x"\n', ['status'], 'a\nb'],
    ['the same value', 'status: done\n', ['status'], 'done'],
  ])('no fix for %s', (_, text, path, replacement) => {
    expect(fixAt(text, 'yaml', path as PathKey[], replacement)).toBeUndefined();
  });

  it('a position that does not hold the written value gives no fix', () => {
    const text = 'status: in-progress\n';
    expect(
      scalarFix(text, lineStarts(text), { line: 1, column: 1 }, 'in-progress', 'in_progress', 'yaml'),
    ).toBeUndefined();
    expect(
      scalarFix(text, lineStarts(text), { line: 3, column: 1 }, 'in-progress', 'in_progress', 'yaml'),
    ).toBeUndefined();
    expect(
      scalarFix(text, lineStarts(text), { line: 1, column: 40 }, 'in-progress', 'in_progress', 'yaml'),
    ).toBeUndefined();
  });
});

describe('applyFixes', () => {
  const text = 'a: x-y\r\nb: "x-y"\r\n';
  const first: Fix = { line: 1, column: 4, endLine: 1, endColumn: 7, text: 'x_y' };
  const second: Fix = { line: 2, column: 4, endLine: 2, endColumn: 9, text: '"x_y"' };

  it('applies several fixes in any order, each at the columns it was found at, and keeps the line ends', () => {
    const out = applyFixes(text, [second, first]);
    expect(out.text).toBe('a: x_y\r\nb: "x_y"\r\n');
    expect(out.applied).toEqual([first, second]);
    expect(out.skipped).toEqual([]);
  });

  it('counts an identical fix once and skips one that overlaps a fix taken', () => {
    const overlapping: Fix = { line: 1, column: 5, endLine: 1, endColumn: 6, text: 'Z' };
    const out = applyFixes(text, [first, { ...first }, overlapping]);
    expect(out.text).toBe('a: x_y\r\nb: "x-y"\r\n');
    expect(out.applied).toEqual([first]);
    expect(out.skipped).toEqual([overlapping]);
  });

  it('skips a fix that would cross or write a line break, or falls outside the text', () => {
    const bad: Fix[] = [
      { line: 1, column: 4, endLine: 2, endColumn: 1, text: 'x' },
      { line: 1, column: 4, endLine: 1, endColumn: 9, text: 'x' },
      { line: 1, column: 4, endLine: 1, endColumn: 7, text: 'x\ny' },
      { line: 9, column: 1, endLine: 9, endColumn: 2, text: 'x' },
    ];
    const out = applyFixes(text, bad);
    expect(out.text).toBe(text);
    expect(out.skipped).toEqual(bad);
  });
});

/** Every string value and key of a parsed document, by path. */
function stringsOf(data: unknown, path: PathKey[] = [], out: Array<{ path: PathKey[]; part: 'key' | 'value' }> = []) {
  if (typeof data === 'string') out.push({ path, part: 'value' });
  else if (Array.isArray(data)) data.forEach((item, i) => stringsOf(item, [...path, i], out));
  else if (data !== null && typeof data === 'object')
    for (const [key, value] of Object.entries(data)) {
      out.push({ path: [...path, key], part: 'key' });
      stringsOf(value, [...path, key], out);
    }
  return out;
}

function replaced(data: unknown, path: PathKey[], part: 'key' | 'value', replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(data)) return data.map((item, i) => (i === head ? replaced(item, rest, part, replacement) : item));
  const entries = Object.entries(data as Record<string, unknown>).map(([key, value]) =>
    key !== head
      ? [key, value]
      : rest.length === 0 && part === 'key'
        ? [replacement, value]
        : [key, replaced(value, rest, part, replacement)],
  );
  return Object.fromEntries(entries);
}

describe('a fix changes the one scalar it is for, and nothing else the file says', () => {
  it('on YAML written in many styles: re-parsed, the data differs only there', () => {
    let fixes = 0;
    const cases = runs(500);
    fc.assert(
      fc.property(
        yamlText,
        fc.nat(),
        fc.constantFrom('fixed_value', 'in_progress', '2025-01-14T12:00:00Z', 'a.b/c-d'),
        (text, pick, replacement) => {
          const { doc } = parseText(text, 'yaml');
          if (!doc) return;
          const places = stringsOf(doc.data);
          if (places.length === 0) return;
          const { path, part } = places[pick % places.length]!;
          const written =
            part === 'key'
              ? path[path.length - 1]
              : path.reduce<unknown>((v, k) => (v as Record<PathKey, unknown>)[k], doc.data);
          if (typeof written !== 'string') return;
          // A key renamed to one its mapping already has would be a duplicate: the engine never asks for that.
          if (part === 'key') {
            const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<PathKey, unknown>)[k], doc.data);
            if (Object.hasOwn(parent as object, replacement)) return;
          }
          const fix = scalarFix(text, lineStarts(text), doc.locate(path, part), written, replacement, 'yaml');
          if (!fix) return;
          fixes++;
          const after = applyFixes(text, [fix]).text;
          // Only the span changed: the text before and after it is the same.
          const starts = lineStarts(text);
          const start = starts[fix.line - 1]! + fix.column - 1;
          const end = starts[fix.line - 1]! + fix.endColumn - 1;
          expect(after.slice(0, start)).toBe(text.slice(0, start));
          expect(after.slice(start + fix.text.length)).toBe(text.slice(end));
          const again = parseText(after, 'yaml');
          expect(again.doc?.data).toEqual(replaced(doc.data, path, part, replacement));
        },
      ),
      { numRuns: cases },
    );
    // The property holds of fixes actually made, not only of texts that gave none.
    expect(fixes).toBeGreaterThan(cases / 12);
  });
});
