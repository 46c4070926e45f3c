import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, TOO_MANY_LINES_RULE } from '../../src/parse/read.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** The definition: lines end at `\n`, and a last line without one counts too. */
const linesOf = (text: string) => text.split('\n').length;
/** More than `max` lines: text past the `max`-th line break. */
const over = (text: string, max: number) => text.split('\n').slice(max).join('\n') !== '';

describe('decoding counts the lines once, on the way to the bound', () => {
  it('gives every text its line count, or the bound’s finding when it has more lines than allowed', () => {
    const line = fc.string({ unit: fc.constantFrom('a', ' ', '\r', 'é'), maxLength: 4 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 1, max: 14 }), (lines, max) => {
        const text = lines.join('\n');
        const decoded = decodeText(encode(text), Infinity, max);
        if (over(text, max)) {
          expect('text' in decoded).toBe(false);
          expect(!('text' in decoded) && decoded.problems[0]?.ruleId).toBe(TOO_MANY_LINES_RULE);
        } else {
          expect('text' in decoded && decoded.lines).toBe(linesOf(text));
        }
      }),
    );
  });

  it('counts every line when there is no bound, a byte-order mark aside', () => {
    const decoded = decodeText(encode('\ufeffa: 1\nb: 2\n'));
    expect(decoded).toMatchObject({ text: 'a: 1\nb: 2\n', lines: 3 });
  });
});
