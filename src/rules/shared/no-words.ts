import { show } from '../../util/values.js';

/**
 * Whether a short text a person should have written (a suppression's reason, an answer to a
 * question) holds no words of theirs: nothing, punctuation alone (`...`, `-`, `?`), a slot left
 * as a template wrote it (`<reason>`, `{answer}`, `[reason]`), or a stand-in word (`TODO`, `TBD`,
 * `reason`, `your answer here`). A sentence that merely contains such a word is words: only the
 * whole text is weighed. Total and linear: string code and one bounded regex over one line.
 */

/** Stand-ins a template or a hurried writer leaves for the words to come, compared lower-cased, blanks folded. */
const STAND_INS = new Set([
  'todo',
  'tbd',
  'tbc',
  'fixme',
  'xxx',
  'placeholder',
  'reason',
  'the reason',
  'your reason',
  'reason here',
  'your reason here',
  'write the reason',
  'why',
  'answer',
  'the answer',
  'your answer',
  'answer here',
  'your answer here',
  'text',
  '理由',
  '回答',
  '回答内容',
]);

/** Pairs a template writes a slot between, whatever word it holds (`<reason>`, `{回答内容}`). */
const SLOTS: ReadonlyArray<readonly [string, string]> = [
  ['{{', '}}'],
  ['${', '}'],
  ['<', '>'],
  ['{', '}'],
];
/** Pairs that hold a stand-in word (`[TODO]`, `(reason)`), though words in them are words (`[see the ADR]`). */
const BRACKETS: ReadonlyArray<readonly [string, string]> = [
  ['[', ']'],
  ['(', ')'],
];

/** A letter or a digit in any script: a text without one is punctuation alone. */
const WORDISH = /[\p{L}\p{N}]/u;

/** Longer than any stand-in or slot a template writes: weighed no further. */
const MAX_PLACEHOLDER = 60;

/** Leading marks a writer puts before the words (`-- <reason>` after the directive's own ` -- `, `: TODO`). */
const LEADING = new Set(['-', '\u2013', '\u2014', ':', ' ', '\t']);

const inside = (text: string, [open, close]: readonly [string, string]): string | undefined =>
  text.length > open.length + close.length && text.startsWith(open) && text.endsWith(close)
    ? text.slice(open.length, text.length - close.length).trim()
    : undefined;

/** Lower-cased, blanks, `_` and `-` folded to one blank, trailing `.`, `:`, `…`, `!`, `?` dropped. */
function fold(text: string): string {
  const folded = text
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((part) => part !== '')
    .join(' ');
  return withoutTrailingMarks(folded).trim();
}

const TRAILING_MARKS = new Set(['.', ':', '\u2026', '!', '?']);

/** The text without the marks that end it: a loop from the end (`/[.:…!?]+$/` rescans a long run of them from each one). */
function withoutTrailingMarks(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_MARKS.has(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** Why a text is no words: nothing, punctuation alone, or a placeholder. */
export type NoWords = 'empty' | 'punctuation' | 'placeholder';

/** Why `text` is no words a person wrote, or undefined when it is words. */
export function noWords(text: string): NoWords | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_PLACEHOLDER) return undefined;
  if (!WORDISH.test(trimmed)) return 'punctuation';
  let start = 0;
  while (start < trimmed.length && LEADING.has(trimmed[start]!)) start++;
  const words = trimmed.slice(start);
  for (const pair of SLOTS) {
    const inner = inside(words, pair);
    if (inner !== undefined && !inner.includes(pair[0]) && !inner.includes(pair[1])) return 'placeholder';
  }
  for (const pair of BRACKETS) {
    const inner = inside(words, pair);
    if (inner !== undefined && STAND_INS.has(fold(inner))) return 'placeholder';
  }
  return STAND_INS.has(fold(words)) ? 'placeholder' : undefined;
}

/** `text` quoted and why it is no words, for a finding: `` `<reason>` is a placeholder ``. */
export function noWordsShown(text: string, why: NoWords): string {
  return why === 'empty'
    ? 'it is empty'
    : `${show(text.trim())} is ${why === 'placeholder' ? 'a placeholder' : 'no words'}`;
}
