import { describe, expect, it } from 'vitest';
import { noWords, noWordsShown } from '../../src/rules/shared/no-words.js';

describe('noWords: a text a person should have written', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['...', 'punctuation'],
    ['…', 'punctuation'],
    ['-', 'punctuation'],
    ['<reason>', 'placeholder'],
    ['-- <reason>', 'placeholder'],
    ['<why this is fine>', 'placeholder'],
    ['{回答内容}', 'placeholder'],
    ['{{ answer }}', 'placeholder'],
    ['reason', 'placeholder'],
    ['Reason.', 'placeholder'],
    ['TODO', 'placeholder'],
    ['todo:', 'placeholder'],
    ['TBD', 'placeholder'],
    ['[TODO]', 'placeholder'],
    ['(reason)', 'placeholder'],
    ['your_reason_here', 'placeholder'],
    ['Your answer here', 'placeholder'],
    ['理由', 'placeholder'],
  ])('%j is no words', (text, why) => {
    expect(noWords(text)).toBe(why);
  });

  it.each([
    'kept from the v1 import, fixed in the migration',
    'TODO list is tracked in the ADR',
    'the reason is in the ADR',
    '[see the ADR]',
    'no',
    'RFC 5322 準拠で',
    'x'.repeat(200),
    '<a> or <b>',
  ])('%j is words', (text) => {
    expect(noWords(text)).toBeUndefined();
  });
});

describe('noWordsShown', () => {
  it('quotes the text inert, and says why', () => {
    expect(noWordsShown(' <reason> ', 'placeholder')).toBe('`<reason>` is a placeholder');
    expect(noWordsShown('`...`', 'punctuation')).toBe("`'...'` is no words");
    expect(noWordsShown('', 'empty')).toBe('it is empty');
  });
});
