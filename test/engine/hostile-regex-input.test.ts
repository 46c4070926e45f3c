import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declined, DECLINED } from '../../src/parse/fast-yaml.js';
import { leftoverReason } from '../../src/rules/shared/template-leftover.js';
import { headingOf, splitBody } from '../../src/formats/message/body.js';
import { openingOf } from '../../src/formats/message/bracket-header.js';

/**
 * The inputs that made a regex backtrack for minutes now get their answer (the linearity itself
 * is proved in test/house/regex-linearity.test.ts; nothing here is timed).
 */
describe('input built to make a regex backtrack', () => {
  it('a `#` line of 3,000 blanks and a line separator is no heading, and the heading after it is read', () => {
    const body = splitBody(`# ${' '.repeat(3000)}\u2028\n## Title ${' '.repeat(3000)}##${' '.repeat(3000)}\n`, 1);
    expect(body.headings).toEqual([{ level: 2, text: 'Title', line: 2, index: 1 }]);
    expect(headingOf(`#${' '.repeat(3000)}x${'\t'.repeat(3000)}#`)).toEqual({ level: 1, text: 'x' });
  });

  it('a 400 KB value of `${` with no `}` is no placeholder; with a `}` at its end it is one', () => {
    const value = '${'.repeat(200_000);
    expect(value.length).toBe(400_000);
    expect(leftoverReason(value)).toBeUndefined();
    expect(leftoverReason(`${value}}`)).toBe('holds an unexpanded `${...}` placeholder');
  });

  it('a bracket header line of blanks is no header; the same blanks around a real one are', () => {
    const blanks = ' '.repeat(20_000);
    expect(openingOf(`[A TO:${blanks}x`)).toBeUndefined();
    expect(openingOf(`[A${blanks}TO:${blanks}${'x'.repeat(61)}]`)).toBeUndefined();
    expect(openingOf(`${blanks}[REPORT TO:${blanks}PM${blanks}]${blanks}`)).toEqual({ kind: 'REPORT', to: 'PM' });
  });
});

describe('the fast YAML screen reads a value below its key in one pass', () => {
  /** The screen's former branch, a pattern that looked forward from every `:` (quadratic on a run of `#:` lines). */
  const FORMER = new RegExp(
    `${DECLINED.source}|:[ ]*(?:#.*)?\\r?\\n(?:[ ]*(?:#.*)?\\r?\\n)*[ ]+(?!-[ ]|-$|#)(?![^\\n]*:(?:[ ]|$))\\S`,
    'gm',
  );
  const LINES = [
    'k:',
    'k: # c:',
    '  v',
    '  w: x',
    '  - i',
    '  -',
    '-',
    '# c:',
    '  # c',
    '',
    '   ',
    'a: b',
    'a: b # c',
    '  x:y',
    '#:',
    'k:  ',
    ' v',
  ];

  it("gives the former pattern's answer on texts of key, value, comment and item lines (CRLF too)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 12 }), fc.boolean(), (lines, crlf) => {
        const text = `${lines.join(crlf ? '\r\n' : '\n')}\n`;
        FORMER.lastIndex = 0;
        expect(declined(text)).toBe(FORMER.test(text));
      }),
    );
  });

  it('a run of 100,000 `#:` lines, then a value: found, each line read once', () => {
    expect(declined(`a:\n${'#:\n'.repeat(100_000)}  value\n`)).toBe(true);
    expect(declined(`a: 1\n${'#:\n'.repeat(100_000)}b: 2\n`)).toBe(false);
  });
});
