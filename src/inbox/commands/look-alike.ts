import type { CommandName } from '../../core/format-inbox.js';
import { codeSpan, escapeText, truncate } from '../../render/escape.js';
import { FOREIGN_LETTERS, INVISIBLE_NAMES, SLASHES, SPACE_NAMES } from './look-alike-chars.js';
import { COMMAND_NAMES, firstLine } from './parse.js';

/** A comment whose first word passes for a command but is not one, and the reply that says so. */
export interface LookAlike {
  /** The command the word passes for. */
  command: CommandName;
  /** Why it was not run: Markdown, escaped, ready to post. */
  reply: string;
}

/** Characters that show nothing: format characters, zero-width ones, variation selectors, fillers. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const isIgnorable = (ch: string) => /^\p{Default_Ignorable_Code_Point}$/u.test(ch);
/** White space, which ends the first word; a BOM (JavaScript counts it as space) is an invisible character inside it instead. */
const SPACE = /[^\S\uFEFF]/u;
const LEADING_SPACE = /^[^\S\uFEFF]*/u;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
/** What a reply shows by its code point, never as itself. */
const UNSHOWN = /^[\p{Default_Ignorable_Code_Point}\p{C}\p{Z}]$/u;

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What one character of a first word reads as: nothing for an invisible one, `/` for a slash
 * drawn like it, the Latin letter a Cyrillic or Greek one is drawn like, else its NFKC form
 * (fullwidth and other compatibility forms), in lower case as commands are read. Character by
 * character, so that a reply can say which one made the difference.
 */
function readAs(ch: string): string {
  if (isIgnorable(ch)) return '';
  if (Object.hasOwn(SLASHES, ch)) return '/';
  if (Object.hasOwn(FOREIGN_LETTERS, ch)) return FOREIGN_LETTERS[ch]!.latin.toLowerCase();
  return ch.normalize('NFKC').replace(IGNORABLE, '').toLowerCase();
}

/**
 * The command a comment's first word passes for, when it is not that command as written: a
 * Cyrillic `а` in `/аpprove`, a fullwidth `／approve`, a fraction slash, a zero-width character
 * or a soft hyphen inside it, a no-break space before it. The first word is what follows the
 * first non-blank line's up to three spaces (four, or a tab, make it code: not said), up to
 * the next white space. Read as {@link readAs} reads it, it is exactly `/<command>`, while as
 * written it holds something other than plain ASCII. A comment that starts with anything else
 * is no look-alike (undefined), nor is a command written in plain ASCII, which `parseCommand`
 * reads. Never throws.
 */
export function lookAlikeCommand(body: string): LookAlike | undefined {
  const line = firstLine(body)?.line;
  if (line === undefined) return undefined;
  const rest = line.replace(/^ {0,3}/, '');
  if (/^[ \t]/.test(rest)) return undefined;
  const lead = LEADING_SPACE.exec(rest)![0];
  const word = rest.slice(lead.length).split(SPACE, 1)[0]!;
  if (lead === '' && PLAIN_ASCII.test(word)) return undefined;
  const read = [...word].map(readAs).join('');
  const command = COMMAND_NAMES.find((name) => read === `/${name}`);
  if (command === undefined) return undefined;
  return { command, reply: replyFor(lead, word, command) };
}

/** At most this many characters of one kind are named one by one; the rest are counted. */
const NAMED = 3;

function replyFor(lead: string, word: string, command: CommandName): string {
  const target = codeSpan(`/${command}`);
  const shown = [...`${lead}${word}`]
    .map((ch) => (ch !== ' ' && UNSHOWN.test(ch) ? `<${codePoint(ch)}>` : ch))
    .join('');
  const starts = [...new Set(lead)].filter((ch) => ch !== ' ').map(spaceName);
  // One phrase per kind of character, in the order the kinds first appear.
  const kinds = new Map<Kind, Odd[]>();
  for (const ch of new Set(word)) {
    if (PLAIN_ASCII.test(ch)) continue;
    const odd = describe(ch);
    const same = kinds.get(odd.kind);
    if (same) same.push(odd);
    else kinds.set(odd.kind, [odd]);
  }
  const contains = [...kinds].map(([kind, odd]) => phrase(kind, odd, target));
  // The phrases hold `and` themselves: a comma before the last one keeps them apart.
  const why = [
    starts.length && `it starts with ${list(starts)}`,
    contains.length && `its first word contains ${list(contains, ', and ')}`,
  ]
    .filter(Boolean)
    .join(', and ');
  return `${codeSpan(truncate(shown, 60))} was not run: ${why}. Type the command with plain ASCII characters.`;
}

/** How a reply names a kind of character: `a fullwidth character`, `fullwidth characters`. */
interface Kind {
  one: string;
  many: string;
}

/** One character of the first word that is not plain ASCII: what it is, and what the command has in its place ('' for nothing). */
interface Odd {
  kind: Kind;
  item: string;
  has: string;
}

const INVISIBLE: Kind = { one: 'an invisible character', many: 'invisible characters' };
const SLASH: Kind = { one: 'a slash that is not the ASCII one', many: 'slashes that are not the ASCII one' };
const LETTER: Kind = { one: 'a non-ASCII letter', many: 'non-ASCII letters' };
const FULLWIDTH: Kind = { one: 'a fullwidth character', many: 'fullwidth characters' };
const OTHER: Kind = { one: 'a non-ASCII character', many: 'non-ASCII characters' };

function describe(ch: string): Odd {
  const code = codePoint(ch);
  if (isIgnorable(ch)) {
    const name = INVISIBLE_NAMES[ch];
    return { kind: INVISIBLE, item: name ? `${name}, ${code}` : code, has: '' };
  }
  // The character itself is visible (it reads as a slash or a letter); escaped all the same.
  const shown = escapeText(ch);
  const has = readAs(ch);
  if (Object.hasOwn(SLASHES, ch)) return { kind: SLASH, item: `${SLASHES[ch]} ${shown}, ${code}`, has };
  if (Object.hasOwn(FOREIGN_LETTERS, ch))
    return { kind: LETTER, item: `${FOREIGN_LETTERS[ch]!.script} ${shown}, ${code}`, has };
  const fullwidth = ch.codePointAt(0)! >= 0xff01 && ch.codePointAt(0)! <= 0xff5e;
  return { kind: fullwidth ? FULLWIDTH : OTHER, item: `${shown}, ${code}`, has };
}

/** `a non-ASCII letter (Cyrillic а, U+0430) where `/approve` has `a``, or the same for several. */
function phrase(kind: Kind, odd: readonly Odd[], target: string): string {
  const named = odd.slice(0, NAMED);
  const more = odd.length - named.length;
  const items = `${named.map((o) => o.item).join('; ')}${more ? `; and ${more} more` : ''}`;
  const has = [...new Set(named.map((o) => o.has).filter(Boolean))].map((h) => codeSpan(h));
  return `${odd.length === 1 ? kind.one : kind.many} (${items})${has.length ? ` where ${target} has ${list(has)}` : ''}`;
}

function spaceName(ch: string): string {
  const name = SPACE_NAMES[ch];
  return `a space that is not a plain space (${name ? `${name}, ` : ''}${codePoint(ch)})`;
}

/** `a`, `a and b`, `a, b and c`. */
function list(parts: readonly string[], last = ' and '): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${last}${parts.at(-1)}`;
}
