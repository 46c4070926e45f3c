import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../src/parse/read.js';
import { readSimpleYaml } from '../../src/parse/simple-yaml.js';
import { corpusFiles } from '../../bench/generate.mjs';
import { blockYamlText, markerOpened, mutated, mutatedBlock, yamlText } from '../helpers/yaml-text.js';
import { runs } from '../helpers/runs.js';

/**
 * The simple reader, the fast path's first try at YAML, against the full parse: whatever it
 * accepts it must read exactly as the `yaml` package does. It may decline anything; the tests
 * also make sure it does not decline so much that it is never the path taken.
 */

const RUNS = runs(Number(process.env.FAST_PARSE_RUNS ?? 3000));

/** The full parse's data, or undefined where it reports a problem. */
function fullData(text: string): unknown {
  const parsed = parseText(text, 'yaml');
  return parsed.problems.length === 0 && parsed.doc ? parsed.doc.data : undefined;
}

/** True when the simple reader accepted the text (and then read it as the full parse does). */
function agrees(text: string): boolean {
  const simple = readSimpleYaml(text)?.data;
  if (simple === undefined) return false;
  expect(simple, text).toEqual(fullData(text));
  return true;
}

describe('the simple YAML reader', { timeout: Math.max(30_000, RUNS * 10) }, () => {
  it('reads block-style texts as the full parse does, and accepts many of them', () => {
    let accepted = 0;
    fc.assert(
      fc.property(blockYamlText, (text) => {
        if (agrees(text)) accepted++;
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(RUNS / 5);
  });

  it('reads texts in every other style, and edited, half-broken ones, as the full parse does, or declines them', () => {
    for (const texts of [yamlText, mutated, mutatedBlock, markerOpened(blockYamlText)]) {
      fc.assert(
        fc.property(texts, (text) => {
          agrees(text);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('reads every YAML text of the benchmark corpus itself, as the full parse does', () => {
    let yamlFiles = 0;
    for (const [path, text] of corpusFiles(600)) {
      const yamlPart = path.endsWith('.md')
        ? /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1]
        : /\.ya?ml$/.test(path)
          ? text
          : undefined;
      if (yamlPart === undefined || path.startsWith('.github/')) continue;
      yamlFiles++;
      expect(agrees(`${yamlPart}\n`), path).toBe(true);
    }
    expect(yamlFiles).toBeGreaterThan(200);
  });

  it('reads the wild files it accepts as the full parse does', () => {
    const root = join(import.meta.dirname, '../fixtures/wild');
    let accepted = 0;
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ya?ml$/.test(entry.name) && agrees(readFileSync(path, 'utf8'))) accepted++;
      }
    };
    walk(root);
    expect(accepted).toBeGreaterThan(0);
  });

  it('declines nesting too deep for the stack, rather than throwing', () => {
    const depth = 6000;
    const text = Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n';
    expect(() => readSimpleYaml(text)).not.toThrow();
  });

  it.each([
    [
      'block mappings and sequences',
      'a: 1\nb:\n  c: x\n  d:\n    - 1\n    - two\n',
      { a: 1, b: { c: 'x', d: [1, 'two'] } },
    ],
    ["a sequence at its key's indentation", 'a:\n- x\n- y: 1\n  z: 2\nb: ~\n', { a: ['x', { y: 1, z: 2 }], b: null }],
    [
      'core-schema scalars',
      'a: true\nb: False\nc: 0x1F\nd: 0o17\ne: -1.5e3\nf: .inf\ng: 1_000\nh: yes\ni:\n',
      { a: true, b: false, c: 31, d: 15, e: -1500, f: Infinity, g: '1_000', h: 'yes', i: null },
    ],
    ['quoted scalars and escapes', "a: \"x\\ty\\u00e9\\\"q\\\\\"\nb: 'it''s' # c\n", { a: 'x\tyé"q\\', b: "it's" }],
    ['comments and blank lines', '# top\n\na: 1 # one\n  # indented comment\n\nb: x#y\n', { a: 1, b: 'x#y' }],
    [
      'one-line flow lists and empty collections',
      'a: [x, "y", 3, ~]\nb: []\nc: {}\n',
      { a: ['x', 'y', 3, null], b: [], c: {} },
    ],
    [
      'literal blocks, clipped and stripped',
      'a: |\n  one\n\n  two\n\nb: |-\n  x\n    y\nc: 1\n',
      { a: 'one\n\ntwo\n', b: 'x\n  y', c: 1 },
    ],
    [
      'folded blocks, clipped and stripped',
      'a: >\n  one\n  two\n\n  three\n\nb: >-\n\n  x\n  y\n\n\n  z\nc: 1\n',
      { a: 'one two\nthree\n', b: '\nx y\n\nz', c: 1 },
    ],
    [
      'one-line flow mappings of scalars, in a sequence too',
      'a: {b: 1, c: "x, y", d: plain text}\nl:\n  - {e: ~, f: \'q\'}\n',
      { a: { b: 1, c: 'x, y', d: 'plain text' }, l: [{ e: null, f: 'q' }] },
    ],
    [
      'quoted keys, and colons inside plain scalars in flow',
      '"a": [x:y, "b"]\n\'c\': {d: http://x}\n',
      { a: ['x:y', 'b'], c: { d: 'http://x' } },
    ],
    ['CRLF line ends', 'a: 1\r\nb: |\r\n  x\r\n  y\r\nc:\r\n  - z\r\n', { a: 1, b: 'x\ny\n', c: ['z'] }],
    [
      'keys with spaces and punctuation',
      'Next Steps: a\nfile.name: b\nx-y (z): c\n',
      { 'Next Steps': 'a', 'file.name': 'b', 'x-y (z)': 'c' },
    ],
    ['a bare document marker first', '---\na: 1\n', { a: 1 }],
    ['a document marker with a comment, after comments', '# generated\n\n---  # start\na:\n  - x\n', { a: ['x'] }],
  ])('reads %s', (_name, text, data) => {
    expect(readSimpleYaml(text)?.data).toEqual(data);
    expect(fullData(text)).toEqual(data);
  });

  it.each([
    ['anchors and aliases', 'a: &x 1\nb: *x\n'],
    ['tags', 'a: !!str 1\n'],
    ['kept blocks', 'a: |+\n  x\n\n', 'a: >+\n  x\n\n'],
    ['folded blocks with more-indented lines', 'a: >\n  x\n    y\n  z\n'],
    ['multi-line plain scalars', 'a: one\n  two\n'],
    ['multi-line quoted scalars', 'a: "one\n  two"\n'],
    [
      'flow mappings of nulls, keys without values, quoted keys, trailing commas',
      'a: {b: ~}\n',
      'a: {b}\n',
      'a: {b: }\n',
      'a: {"b": 1}\n',
      'a: {b: 1,}\n',
    ],
    ['nested flow collections', 'a: [[1]]\n', 'a: {b: [1]}\n', 'a: [{b: 1}]\n'],
    ['flow mappings over several lines', 'a: {b: 1,\n  c: 2}\n'],
    ['duplicate keys', 'a: 1\na: 2\n'],
    [
      'keys that are not names',
      'null: 1\n',
      '1: x\n',
      'true: x\n',
      '__proto__: x\n',
      '"1": x\n',
      '"__proto__": x\n',
      '"a\\tb": x\n',
      '"": x\n',
      '"a" : x\n',
      '"a":x\n',
    ],
    ['tabs and lone carriage returns', 'a:\t1\n', 'a: 1\rb: 2\n'],
    [
      'several documents and directives',
      'a: 1\n---\nb: 2\n',
      '---\na: 1\n---\nb: 2\n',
      '---\na: 1\n...\n',
      '%YAML 1.2\n---\na: 1\n',
    ],
    ['a marker with content on its line, or one that is a scalar', '--- |\n  x\n', '--- a: 1\n', '---#x\na: 1\n'],
    ['empty and nested sequence items', 'a:\n  -\n  - x\n', 'a:\n  - - x\n'],
    ['a mapping where a scalar was expected', 'a: b: c\n'],
    ['a top-level scalar or sequence', 'just text\n', '- a\n- b\n'],
    ['an empty document', '# only a comment\n'],
  ])('declines %s', (_name, ...texts) => {
    for (const text of texts) expect(readSimpleYaml(text), text).toBeUndefined();
  });
});
