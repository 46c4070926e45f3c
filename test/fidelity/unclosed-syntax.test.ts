import { describe, expect, it } from 'vitest';
import { parseText, type Syntax } from '../../src/parse/read.js';
import { findUnclosedYaml } from '../../src/parse/unclosed.js';

/**
 * A quote or bracket left open is reported where it opens, the place a person fixes it, and the
 * message says where the parser stopped; the `yaml` package alone reports it where it gave up.
 */

const problems = (text: string, syntax: Syntax = 'yaml') =>
  parseText(text, syntax).problems.map((p) => ({
    ruleId: p.ruleId,
    line: p.line,
    column: p.column,
    message: p.message,
  }));
const TO_END = 'the parser read on to the end of the file';
const yamlError = (line: number, column: number, opened: string, what: string, where: string, close: string) => ({
  ruleId: 'parse/yaml-syntax',
  line,
  column,
  message: `This \`${opened}\` opens a ${what} that is never closed; ${where}. Add the closing \`${close}\`.`,
});

describe('an unclosed quote or bracket in YAML', () => {
  it.each([
    [
      'a `"` on one line, the last',
      'title: x\nbody: "never closed\n',
      yamlError(2, 7, '"', 'double-quoted string', TO_END, '"'),
    ],
    [
      'a `"` with more keys after it',
      'a: "foo\nb: bar\nc: baz\n',
      yamlError(1, 4, '"', 'double-quoted string', TO_END, '"'),
    ],
    ["a `'` with a key after it", "a: 'foo\nb: bar\n", yamlError(1, 4, "'", 'single-quoted string', TO_END, "'")],
    [
      "a `'` after a plain scalar that holds one",
      "a: it's\nb: 'x\n",
      yamlError(2, 4, "'", 'single-quoted string', TO_END, "'"),
    ],
    [
      'a `"` after a block scalar that holds one',
      'a: |\n  "not a quote\nb: "x\n',
      yamlError(3, 4, '"', 'double-quoted string', TO_END, '"'),
    ],
    [
      'a `"` at the end of a file without a line break',
      'a: "foo',
      yamlError(1, 4, '"', 'double-quoted string', TO_END, '"'),
    ],
    [
      'a `[` with keys after it',
      'a: [1, 2\nb: 3\nc: 4\n',
      yamlError(1, 4, '[', 'flow list', 'the parser stopped at line 2, column 1', ']'),
    ],
    [
      'a `[` over several lines',
      'a: 1\nb: [x,\n  y,\n  z\nc: 2\n',
      yamlError(2, 4, '[', 'flow list', 'the parser stopped at line 5, column 1', ']'),
    ],
    [
      'a `{` with a key after it',
      'a: {x: 1\nb: 2\n',
      yamlError(1, 4, '{', 'flow mapping', 'the parser stopped at line 2, column 1', '}'),
    ],
    [
      'a `[` closed by a `}`',
      'a: {x: 1, y: [2, 3}\n',
      yamlError(1, 14, '[', 'flow list', 'the parser stopped at column 19', ']'),
    ],
  ])('%s', (_, text, expected) => {
    expect(problems(text)).toEqual([expected]);
  });

  it('an earlier, other slip keeps its own finding', () => {
    expect(problems('a: 1\n  b: 2\nc: "x\n')).toEqual([
      {
        ruleId: 'parse/yaml-syntax',
        line: 1,
        column: 4,
        message: 'YAML syntax error: Nested mappings are not allowed in compact mappings',
      },
      {
        ruleId: 'parse/yaml-syntax',
        line: 1,
        column: 4,
        message: 'YAML syntax error: Implicit keys need to be on a single line',
      },
      yamlError(3, 4, '"', 'double-quoted string', TO_END, '"'),
    ]);
  });

  it("in frontmatter, on the Markdown file's line", () => {
    expect(problems('---\ntitle: "x\n---\nbody\n', 'markdown')).toEqual([
      { ...yamlError(2, 8, '"', 'double-quoted string', 'the parser read on to the end of the frontmatter', '"') },
    ]);
  });

  it("inside a code fence, on the file's own line", () => {
    expect(problems('```yaml\na: 1\nb: "x\n```\n').map((p) => [p.ruleId, p.line, p.column])).toEqual([
      ['parse/code-fence', 1, 1],
      ['parse/yaml-syntax', 3, 4],
    ]);
  });

  it('finds nothing open in YAML that closes everything', () => {
    for (const text of [
      "a: it's\n",
      'a: "x" # "\n',
      "a: 'it''s'\n",
      'a: [1, {b: "]"}]\n',
      'a: >\n  {[\'"\nb: 1\n',
      'a: "multi\n  line"\n',
      'k: v[1]\n',
      'a: [b[1], c]\n',
      'a: {x::, y: 1}\n',
      'a: [x]]\n',
    ]) {
      expect(findUnclosedYaml(text)).toBeUndefined();
    }
  });
});

describe('an unclosed string or bracket in JSON', () => {
  it.each([
    [
      'a string cut at the end of the file',
      '{\n  "status": "PASS',
      2,
      13,
      'The file ends inside this string: add the closing `"`.',
    ],
    [
      'a string not closed on its line',
      '{\n  "status": "PASS,\n  "iteration": 1\n}\n',
      2,
      13,
      'This string is not closed on its line: add the closing `"` (a line break inside a string is written `\\n`).',
    ],
    [
      'a `[` never closed',
      '{\n  "issues": [\n    "a",\n    "b"\n',
      2,
      13,
      'This array is never closed (and 1 more bracket around it): the file ends on line 4. Add the missing `]`, or restore the rest of the file if it was cut off.',
    ],
    [
      'a `{` never closed',
      '{\n  "status": "PASS",\n  "iteration": 1\n',
      1,
      1,
      'This object is never closed: the file ends on line 3. Add the missing `}`, or restore the rest of the file if it was cut off.',
    ],
  ])('%s: at its opening', (_, text, line, column, message) => {
    expect(problems(text, 'json')).toEqual([{ ruleId: 'parse/json-syntax', line, column, message }]);
  });
});
