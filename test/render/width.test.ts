import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from '../../src/render/width.js';

describe('textWidth: the columns a terminal gives a text', () => {
  it('counts ASCII one column a character, and control characters none', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('a\u0007b')).toBe(2);
    expect(textWidth('envelope/key-typo')).toBe(17);
  });

  it('counts Japanese and other East Asian wide characters two columns', () => {
    expect(textWidth('日本語')).toBe(6);
    expect(textWidth('ステータス')).toBe(10);
    expect(textWidth('§ バリデーションルール > agent_id フォーマット')).toBe(2 + 20 + 3 + 9 + 12);
    // Full-width forms and Hangul are wide; half-width katakana is not.
    expect(textWidth('ＡＢ')).toBe(4);
    expect(textWidth('한국어')).toBe(6);
    expect(textWidth('ｶﾀｶﾅ')).toBe(4);
    // An ideograph outside the Basic Multilingual Plane (a surrogate pair) is one character, two columns.
    expect(textWidth('𠮷')).toBe(2);
  });

  it('follows the current Unicode table: symbols made wide by Unicode 16 take two columns', () => {
    // The trigrams and hexagrams (Yijing symbols) were narrow before Unicode 16, wide since.
    expect(textWidth('☰')).toBe(2);
    expect(textWidth('䷀')).toBe(2);
    // A code point no version assigns is narrow, even between wide blocks (U+3130, among Hangul Jamo).
    expect(textWidth('\u3130')).toBe(1);
  });

  it('counts emoji two columns, a sequence joined into one picture as one', () => {
    expect(textWidth('✅')).toBe(2);
    expect(textWidth('🔴 P0')).toBe(5);
    expect(textWidth('🫠')).toBe(2);
    // A text-style symbol asked to look like an emoji (U+FE0F) widens to two.
    expect(textWidth('❤')).toBe(1);
    expect(textWidth('❤\ufe0f')).toBe(2);
    // A family joined by U+200D is drawn as one emoji.
    expect(textWidth('👨\u200d👩\u200d👧')).toBe(2);
    // A flag is two regional indicators, one column each.
    expect(textWidth('🇯🇵')).toBe(2);
  });

  it('gives combining marks and format characters no column of their own', () => {
    expect(textWidth('e\u0301')).toBe(1);
    expect(textWidth('Cafe\u0301')).toBe(4);
    expect(textWidth('か\u3099')).toBe(2);
    expect(textWidth('a\u200bb')).toBe(2);
    // A Hangul syllable spelt as its letters: the vowel and final consonant join the first.
    expect(textWidth('\u1100\u1161\u11a8')).toBe(2);
  });

  it('is the length for any printable ASCII text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
        (text) => textWidth(text) === text.length,
      ),
    );
  });
});

describe('wrapText: a text in lines of a given width', () => {
  it('breaks at spaces, never past the width', () => {
    const text = '`parent` is `password-reset`, but there is no `password-reset.yaml` among the intents.';
    expect(wrapText(text, 40)).toEqual([
      '`parent` is `password-reset`, but there',
      'is no `password-reset.yaml` among the',
      'intents.',
    ]);
    expect(wrapText(text, 200)).toEqual([text]);
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('keeps the first line to its own width, or leaves it empty when the first word does not fit', () => {
    expect(wrapText('one two three four', 12, 8)).toEqual(['one two', 'three four']);
    expect(wrapText('extraordinary words', 20, 5)).toEqual(['', 'extraordinary words']);
  });

  it('cuts a word wider than a line, never inside a character', () => {
    expect(wrapText('examples/pipeline/shared/reports/engineers/backend', 20)).toEqual([
      'examples/pipeline/sh',
      'ared/reports/enginee',
      'rs/backend',
    ]);
    expect(wrapText('𠮷𠮷𠮷', 3).every((line) => textWidth(line) <= 3)).toBe(true);
  });

  it('breaks Japanese text between characters, counting each two columns', () => {
    const text = '親インテントのファイルが見つかりません。IDを直すか、親を追加してください。';
    const lines = wrapText(text, 20);
    expect(lines.join('')).toBe(text);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(20);
    expect(lines[0]).toBe('親インテントのファイ');
    // Closing punctuation and small kana never start a line; an opening bracket never ends one.
    for (const line of lines.slice(1)) expect('、。ッャュョ').not.toContain(line[0]);
    expect(wrapText('あいうえおかきくけ「こ」', 18)).toEqual(['あいうえおかきくけ', '「こ」']);
    expect(wrapText('あいうえおかきくけ。こ', 18)).toEqual(['あいうえおかきく', 'け。こ']);
  });

  it('mixes Japanese and Latin words', () => {
    const lines = wrapText('`status` が `in-progress` です: `in_progress` と書いてください。', 24);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(24);
    expect(lines).toEqual(['`status` が', '`in-progress` です:', '`in_progress` と書いてく', 'ださい。']);
  });

  it('keeps a combining mark and an emoji sequence with their character', () => {
    expect(wrapText('aaaa e\u0301e\u0301', 5)).toEqual(['aaaa', 'e\u0301e\u0301']);
    expect(wrapText('ok 👨\u200d👩\u200d👧 done', 4)).toEqual(['ok', '👨\u200d👩\u200d👧', 'done']);
  });

  it('keeps the spaces between words on a line, and drops them at a break', () => {
    expect(wrapText('P0  SEC-1  security  SQL injection in the login query', 24)).toEqual([
      'P0  SEC-1  security  SQL',
      'injection in the login',
      'query',
    ]);
  });

  it('gives colour codes no column, and keeps each with the text it paints', () => {
    const red = (text: string) => `\u001b[31m${text}\u001b[39m`;
    expect(textWidth(red('error'))).toBe(5);
    expect(textWidth(red('日本'))).toBe(4);
    const lines = wrapText(`an ${red('error')} here and ${red('another one')} there`, 12);
    expect(lines).toEqual(['an \u001b[31merror\u001b[39m', 'here and', '\u001b[31manother one\u001b[39m', 'there']);
    expect(wrapText(`${red('another one')}`, 8)).toEqual(['\u001b[31manother', 'one\u001b[39m']);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(12);
  });

  it('never starts a later line with `::`, which a workflow log reads as a command', () => {
    expect(wrapText('look ::error::forged', 17)).toEqual(['look', '> ::error::forged']);
  });

  it('never exceeds the width, and loses nothing but spaces at the breaks (property)', () => {
    const words = fc.array(
      fc.oneof(
        fc.constantFrom('a', 'word', 'longerword', '日本', 'テスト。', '✅', 'e\u0301'),
        fc.string({ maxLength: 12 }).filter((s) => !/[\s:]/.test(s) && textWidth(s) === [...s].length),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(words, fc.integer({ min: 4, max: 60 }), (list, width) => {
        const text = list.join(' ');
        const lines = wrapText(text, width);
        for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(width);
        expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      }),
    );
  });
});
