import { cutAtWord, inert, oneLine } from '../render/escape.js';

/**
 * What an inbox issue asks, as its title's first word: one pattern for every format, so a reader
 * scanning the issue list knows what each wants before reading on (`Approve: Fix login`,
 * `Answer: scanner — Which cartridge is the storefront?`, `Blocked: …`, `Failed: svg-forge`).
 */
export type TitleKind = 'Approve' | 'Answer' | 'Blocked' | 'Failed' | 'Escalated';

/** The longest a title's subject is before it is cut at a word (an intent's title, an agent and what it did). */
const MAX_SUBJECT = 200;
/** The longest a title's detail (a blocker, a question) is before it is cut at a word: the issue's first line has it whole. */
export const MAX_TITLE_PART = 120;

/** File text as a title part: every unseen character shown (`<U+001B>`), one line, cut at a word. */
function part(text: string, max: number): string {
  return cutAtWord(oneLine(inert(text)).trim(), max);
}

/**
 * An inbox item's title: `<Kind>: <subject>`, and ` — <detail>` after it when the item has one
 * (the blocker, the question). `subject` and `detail` are file text, each cut at a word; the
 * issue's renderer makes the whole title inert.
 */
export function itemTitle(kind: TitleKind, subject: string, detail?: string): string {
  const what = part(subject, MAX_SUBJECT);
  const more = detail === undefined ? '' : part(detail, MAX_TITLE_PART);
  return `${kind}: ${what}${more ? ` — ${more}` : ''}`;
}

const KINDS: readonly TitleKind[] = ['Approve', 'Answer', 'Blocked', 'Failed', 'Escalated'];

/** A title without its kind (`Approve: Fix login` → `Fix login`); a title of another shape whole. */
export function subjectOf(title: string): string {
  const colon = title.indexOf(': ');
  return colon !== -1 && (KINDS as readonly string[]).includes(title.slice(0, colon)) ? title.slice(colon + 2) : title;
}
