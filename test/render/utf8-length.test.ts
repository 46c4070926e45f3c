import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateUtf8, utf8Length } from '../../src/render/utf8-length.js';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('utf8Length and truncateUtf8', () => {
  it('counts bytes as the encoder does, lone surrogates included (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => utf8Length(text) === encoded(text)));
    const surrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(surrogates, (text) => utf8Length(text) === encoded(text)));
  });

  it('cuts at a character, never inside a surrogate pair, within the bytes given', () => {
    expect(truncateUtf8('日本語', 9)).toBe('日本語');
    expect(truncateUtf8('日本語', 8)).toBe('日…');
    expect(truncateUtf8('a🔴b', 6)).toBe('a🔴b');
    expect(truncateUtf8('a🔴bcd', 7)).toBe('a…');
    expect(truncateUtf8('a🔴bcdef', 9)).toBe('a🔴b…');
    expect(truncateUtf8('abc', 2)).toBe('');
  });

  it('keeps a prefix of the text within the bytes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (text, max) => {
        const out = truncateUtf8(text, max);
        expect(encoded(out)).toBeLessThanOrEqual(Math.max(max, 0));
        if (out !== text && out !== '') expect(text.startsWith(out.slice(0, -1))).toBe(true);
        if (encoded(text) <= max) expect(out).toBe(text);
      }),
    );
  });
});
