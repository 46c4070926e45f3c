import { describe, expect, it } from 'vitest';
import { parseText } from '../../src/parse/read.js';
import { checkFiles } from '../helpers/check-files.js';

/**
 * The `yaml` package may start a syntax error's range at the blank lines before the token it
 * stumbled on. The finding goes on that token, where a person fixes it, never on an empty line.
 */

const at = (text: string) =>
  parseText(text, 'yaml').problems.map((p) => {
    const line = text.split('\n')[p.line - 1] ?? '';
    return { line: p.line, column: p.column, text: line.slice(p.column - 1) };
  });

/** A design note that quotes an envelope in a block, then mis-indents a key after an empty line. */
const DESIGN = `title: Handoff design
example: |
  kind: explorer
  agent_id: explorer:tech
  status: ok
sections:
  - overview
  - envelope

 decisions: keep the envelope flat
`;

describe('a YAML syntax error after blank lines', () => {
  it.each([
    [
      'a key indented one space less after an empty line',
      DESIGN,
      { line: 10, column: 2, text: 'decisions: keep the envelope flat' },
    ],
    ['after two empty lines', 'k:\n  a: 1\n\n\n b: 2\n', { line: 5, column: 2, text: 'b: 2' }],
    ['a sequence, then a key', 'a:\n  - b\n\n  c: d\n', { line: 4, column: 3, text: 'c: d' }],
    ['blank lines holding spaces', 'k:\n  a: 1\n   \n\t\n b: 2\n', { line: 5, column: 2, text: 'b: 2' }],
  ])('%s: on the token', (_name, text, expected) => {
    const found = at(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toEqual(expected);
    for (const p of found) expect(p.text.trim()).not.toBe('');
  });

  it('an error on a line with text keeps its place', () => {
    expect(at('title: x\nkey: "a" b\n')[0]).toEqual({ line: 2, column: 10, text: 'b' });
  });

  it('in a file the text screen pulled in: the warning is on the token too', () => {
    const report = checkFiles({ 'docs/design.yaml': DESIGN });
    const syntax = report.findings.filter((f) => f.ruleId === 'parse/yaml-syntax');
    expect(syntax.map((f) => [f.path, f.severity, f.line, f.column])).toEqual([['docs/design.yaml', 'warning', 10, 2]]);
  });
});
