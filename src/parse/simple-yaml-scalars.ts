import { plainScalar } from './core-scalar.js';

/**
 * The simple YAML reader's lines and scalars: where lines end and how far they are indented, and
 * a scalar or one-line flow collection on a line, or a block scalar on the lines below. The reader
 * of mappings and sequences (simple-yaml.ts) builds on these; see there for what it accepts.
 */

/** Thrown to decline; caught at the top. */
export const DECLINE = Symbol('decline');
export const decline = (): never => {
  throw DECLINE;
};

/** A key this reader takes: a name, perhaps with spaces and punctuation inside; never quoted, never an indicator first. */
export const NAME = /^[A-Za-z0-9_$][\w$ ./()@+-]*$/;

export const SPACE = 0x20;
export const HASH = 0x23;
export const COLON = 0x3a;
export const DASH = 0x2d;
export const NEWLINE = 0x0a;

/**
 * Where each node of a text the reader accepts starts (offsets into the text), for positions, in
 * a tree that mirrors the data: a mapping's entries as key offset, value offset and the value's
 * own places (null for a scalar) in turn; a sequence's items as offset and places in turn. A
 * walk down the data walks down its places alongside, with no lookup by node. Keeping them costs
 * less than finding them again for the files that need a position.
 */
export type Places = Array<number | Places | null>;

/** The reader's state and its reading of lines and scalars; the block structure is `Reader`'s (simple-yaml.ts). */
export class ScalarReader {
  /** Where reading goes on: the start of a line. */
  pos = 0;
  /** Where the scalar or key just read ends on its line (kept here rather than returned, to spare an allocation per node). */
  after = 0;
  /** Where the value just read starts. */
  valueAt = 0;
  /** The places of the value just read: its own when it is a collection, null for a scalar. */
  places: Places | null = null;
  /** The last line end found (`lineTo`), and where it was asked from. */
  lineFrom = -1;
  lineTo = -1;
  /** The last key colon found (`colonAt`, or -1), and where it was asked from. */
  colonFrom = -1;
  colonAt = -1;

  constructor(protected readonly text: string) {}

  /** The end of the line that `at` is on (the index of its `\n`, or the text's length). */
  lineEnd(at: number): number {
    // A key, its value and what follows them ask about the same line: the last answer holds for
    // any place between where it was asked and the line's end.
    if (at >= this.lineFrom && at <= this.lineTo) return this.lineTo;
    const end = this.text.indexOf('\n', at);
    this.lineFrom = at;
    this.lineTo = end < 0 ? this.text.length : end;
    return this.lineTo;
  }

  indentAt(lineStart: number): number {
    let i = lineStart;
    while (this.text.charCodeAt(i) === SPACE) i++;
    return i - lineStart;
  }

  /** The start of the next line at or after `from` (a line start) with content: not blank, not only a comment. -1 at the end. */
  nextContent(from: number): number {
    const text = this.text;
    let start = from;
    while (start < text.length) {
      let i = start;
      while (text.charCodeAt(i) === SPACE) i++;
      const c = text.charCodeAt(i);
      if (i < text.length && c !== NEWLINE && c !== HASH) return start;
      const end = this.lineEnd(i);
      start = end + 1;
    }
    return -1;
  }

  /** After a value: blanks, then the line's end or a comment. */
  lineRest(at: number, end: number): void {
    if (at === end) return;
    if (this.text.charCodeAt(at) !== SPACE) decline();
    let i = at;
    while (this.text.charCodeAt(i) === SPACE) i++;
    if (i < end && this.text.charCodeAt(i) !== HASH) decline();
  }

  /** A one-line plain scalar in block context, up to a comment. */
  plain(at: number, end: number): unknown {
    const text = this.text;
    const c = text.charCodeAt(at);
    // Indicators a plain scalar may not start with (`-`, `?` and `:` only before a blank).
    if (',[]{}#&*!|>\'"%@`'.includes(text[at]!)) decline();
    if ((c === DASH || c === 0x3f || c === COLON) && (at + 1 === end || text.charCodeAt(at + 1) === SPACE)) decline();
    // The line's rest, up to a comment, searched natively rather than character by character.
    let raw = text.slice(at, end);
    const comment = raw.indexOf(' #');
    if (comment >= 0) raw = raw.slice(0, comment);
    // `a: b: c` and a trailing `:` make a mapping where a scalar was expected: the others report it.
    if (raw.includes(': ') || raw.endsWith(':')) decline();
    let last = raw.length;
    while (last > 0 && raw.charCodeAt(last - 1) === SPACE) last--;
    if (last < raw.length) raw = raw.slice(0, last);
    this.after = at + last;
    return plainScalar(raw);
  }

  doubleQuoted(at: number, end: number): string {
    const text = this.text;
    // Most quoted scalars hold no escape: the closing quote is the first one, found natively.
    const close = text.indexOf('"', at + 1);
    if (close >= 0 && close < end) {
      const inside = text.slice(at + 1, close);
      if (!inside.includes('\\')) {
        this.after = close + 1;
        return inside;
      }
    }
    let out = '';
    let from = at + 1;
    for (let i = at + 1; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        this.after = i + 1;
        return out + text.slice(from, i);
      }
      if (c !== 0x5c) continue;
      out += text.slice(from, i);
      const [char, length] = escape(text, i + 1, end);
      out += char;
      i += length;
      from = i + 1;
    }
    return decline();
  }

  singleQuoted(at: number, end: number): string {
    const text = this.text;
    let out = '';
    let from = at + 1;
    for (let i = at + 1; i < end; i++) {
      if (text.charCodeAt(i) !== 0x27) continue;
      out += text.slice(from, i);
      if (text.charCodeAt(i + 1) !== 0x27) {
        this.after = i + 1;
        return out;
      }
      out += "'";
      i++;
      from = i + 1;
    }
    return decline();
  }

  /** `[a, "b", 3]` on one line: scalars only. */
  flowList(at: number, end: number): unknown[] {
    const text = this.text;
    const items: unknown[] = [];
    const places: Places = [];
    let i = at + 1;
    for (;;) {
      while (text.charCodeAt(i) === SPACE) i++;
      if (text.charCodeAt(i) === 0x5d && items.length === 0) {
        this.after = i + 1;
        this.places = places;
        return items;
      }
      places.push(i, null);
      items.push(this.flowScalar(i, end));
      i = this.after;
      while (text.charCodeAt(i) === SPACE) i++;
      const sep = text.charCodeAt(i);
      if (sep === 0x5d) {
        this.after = i + 1;
        this.places = places;
        return items;
      }
      if (sep !== 0x2c) decline();
      i++;
    }
  }

  /**
   * `{a: 1, b: "x"}` on one line: names as keys, each followed by `: ` and a scalar. A mapping
   * whose values are all null (`{x: ~}`, a template's placeholder to the rules, which ask whether
   * it was written in flow style) is the others', as are `{x}`, empty values and a trailing comma.
   */
  flowMapping(at: number, end: number): Record<string, unknown> {
    const text = this.text;
    const data: Record<string, unknown> = {};
    const places: Places = [];
    let i = at + 1;
    let allNull = true;
    for (;;) {
      while (text.charCodeAt(i) === SPACE) i++;
      if (text.charCodeAt(i) === 0x7d && places.length === 0) {
        this.after = i + 1;
        this.places = places;
        return data;
      }
      const keyAt = i;
      let colon = i;
      while (colon < end && !':,[]{}#"\''.includes(text[colon]!)) colon++;
      if (text.charCodeAt(colon) !== COLON || text.charCodeAt(colon + 1) !== SPACE) decline();
      let last = colon;
      while (last > keyAt && text.charCodeAt(last - 1) === SPACE) last--;
      const key = text.slice(keyAt, last);
      if (!NAME.test(key) || key === '__proto__' || typeof plainScalar(key) !== 'string' || Object.hasOwn(data, key))
        decline();
      i = colon + 1;
      while (text.charCodeAt(i) === SPACE) i++;
      const value = this.flowScalar(i, end);
      if (value !== null) allNull = false;
      data[propertyName(key)] = value;
      places.push(keyAt, i, null);
      i = this.after;
      while (text.charCodeAt(i) === SPACE) i++;
      const sep = text.charCodeAt(i);
      if (sep === 0x7d) {
        if (allNull) decline();
        this.after = i + 1;
        this.places = places;
        return data;
      }
      if (sep !== 0x2c) decline();
      i++;
    }
  }

  /** A quoted or plain scalar inside a one-line flow collection at `at`; `after` is set to just past it. */
  flowScalar(at: number, end: number): unknown {
    const text = this.text;
    const c = text.charCodeAt(at);
    if (c === 0x22 || c === 0x27) return c === 0x22 ? this.doubleQuoted(at, end) : this.singleQuoted(at, end);
    // A plain scalar in flow ends at a flow indicator, a comment, or a `:` that a blank or an indicator follows.
    let stop = at;
    for (; stop < end; stop++) {
      const char = text[stop]!;
      if (',[]{}#'.includes(char)) break;
      if (char === ':' && (stop + 1 === end || ' ,[]{}'.includes(text[stop + 1]!))) break;
    }
    let last = stop;
    while (last > at && text.charCodeAt(last - 1) === SPACE) last--;
    if (last === at || ',[]{}#&*!|>\'"%@`?-'.includes(text[at]!)) decline();
    this.after = stop;
    return plainScalar(text.slice(at, last));
  }

  /**
   * A block scalar, literal (`|`, `|-`) or folded (`>`, `>-`), whose header is at `at`; its lines
   * are more indented than `indent` (by two, for a sequence item's, past the `- `).
   */
  block(at: number, end: number, indent: number, inSequence: boolean): string {
    const text = this.text;
    const folded = text.charCodeAt(at) === 0x3e;
    let i = at + 1;
    const keep = text.charCodeAt(i) === DASH ? false : undefined;
    if (keep === false) i++;
    this.lineRest(i, end);
    if (end >= text.length) decline();
    // The lines: the content's indentation is its first non-blank line's.
    const lines: string[] = [];
    let contentIndent = -1;
    let start = end + 1;
    let trailingBlank = 0;
    let leadingSpaces = 0;
    while (start < text.length) {
      const lineEnd = this.lineEnd(start);
      const spaces = this.indentAt(start);
      const blank = start + spaces === lineEnd;
      if (blank) {
        // A blank line with more spaces than the content's indentation holds those spaces: left to the others.
        if (contentIndent >= 0 && spaces > contentIndent) decline();
        if (contentIndent < 0) leadingSpaces = Math.max(leadingSpaces, spaces);
        if (lineEnd >= text.length) decline();
        lines.push('');
        trailingBlank++;
        start = lineEnd + 1;
        continue;
      }
      if (contentIndent < 0) {
        if (spaces <= indent + (inSequence ? 1 : 0)) break;
        contentIndent = spaces;
        // Leading blank lines longer than the content's indentation need an indentation indicator.
        if (leadingSpaces > contentIndent) decline();
      }
      if (spaces < contentIndent) break;
      if (lineEnd >= text.length) decline();
      // A more-indented line keeps the line breaks around it in a folded scalar: left to the others.
      if (folded && spaces > contentIndent) decline();
      lines.push(text.slice(start + contentIndent, lineEnd));
      trailingBlank = 0;
      start = lineEnd + 1;
    }
    if (contentIndent < 0) decline();
    lines.length -= trailingBlank;
    const body = folded ? fold(lines) : lines.join('\n');
    this.pos = start;
    return keep === false ? body : `${body}\n`;
  }
}

/**
 * A folded scalar's lines (none more indented, the trailing blank ones removed) as YAML folds
 * them: a line break between two lines of text becomes a space; one followed by blank lines
 * becomes a line feed per blank line; blank lines before the first text line are line feeds.
 */
function fold(lines: readonly string[]): string {
  let out = '';
  let blanks = 0;
  let started = false;
  for (const line of lines) {
    if (line === '') {
      blanks++;
      continue;
    }
    out += started ? (blanks ? '\n'.repeat(blanks) : ' ') : '\n'.repeat(blanks);
    out += line;
    blanks = 0;
    started = true;
  }
  return out;
}

/** The string V8 keeps for a property name (an internalised one), so a cached key costs no lookup when used. */
export function propertyName(name: string): string {
  for (const key in { [name]: 0 }) return key;
  return name;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};

/** The escape after a backslash at `at`: its character, and how many characters it took. */
function escape(text: string, at: number, end: number): [string, number] {
  const c = text[at];
  if (c === undefined || at >= end) return decline();
  const simple = SIMPLE_ESCAPES[c];
  if (simple !== undefined) return [simple, 1];
  const digits = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
  if (digits === 0) return decline();
  const hex = text.slice(at + 1, at + 1 + digits);
  if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) return decline();
  const code = parseInt(hex, 16);
  // Surrogate halves and code points past Unicode: the parsers may read these apart.
  if ((code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return decline();
  return [String.fromCodePoint(code), 1 + digits];
}
