import { plainScalar } from './core-scalar.js';
import { documentStart } from './document-start.js';
import { hasLoneCr } from './lone-cr.js';

/**
 * The fast path's first try at a YAML text: a reader for the block style most handoff files are
 * written in, a few times faster than js-yaml because it does less. It reads a top-level mapping
 * of block mappings and sequences whose scalars are plain, quoted, literal (`|`, `|-`) or folded
 * (`>`, `>-`), whose flow collections are one-line lists or mappings of scalars or empty, with LF
 * or CRLF line ends, after a bare `---` if the text opens with one. Anything else (anchors, tags,
 * multi-line plain or quoted scalars, nested flow collections, tabs, several documents, duplicate
 * keys, an indentation it is unsure of) makes it decline, and the text goes on to js-yaml and, if
 * need be, the full parse. What it accepts it reads exactly as the full parse does: the tests hold
 * it to js-yaml and to the `yaml` package on generated texts and on every corpus.
 */

/**
 * Characters this reader leaves to the others: tabs, a CR that is not part of a CRLF, NEL, LS/PS
 * and BOM, whitespace and line breaks that YAML readers may take apart. Other control characters
 * are content to the full parse, as they are here (js-yaml rejects them, so that path declines
 * them itself). A class of a few characters is also one the regex engine scans for quickly (the lone CR is
 * searched for apart, see lone-cr.ts).
 */
const UNUSUAL = /[\t\x85\u2028\u2029\ufeff]/;

/** Thrown to decline; caught at the top. */
const DECLINE = Symbol('decline');
const decline = (): never => {
  throw DECLINE;
};

/** A key this reader takes: a name, perhaps with spaces and punctuation inside; never quoted, never an indicator first. */
const NAME = /^[A-Za-z0-9_$][\w$ ./()@+-]*$/;

/**
 * Keys already found to be names, by their length and first and last characters. The same few
 * keys recur in every file, so most keys are read by comparing them with the text, rather than
 * by slicing, hashing and judging them again; and the one string serves every file as its
 * property name.
 */
const KEYS: Array<string | undefined> = new Array(4096);

const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const DASH = 0x2d;
const NEWLINE = 0x0a;

/**
 * Where each node of a text the reader accepts starts (offsets into the text), for positions, in
 * a tree that mirrors the data: a mapping's entries as key offset, value offset and the value's
 * own places (null for a scalar) in turn; a sequence's items as offset and places in turn. A
 * walk down the data walks down its places alongside, with no lookup by node. Keeping them costs
 * less than finding them again for the files that need a position.
 */
export type Places = Array<number | Places | null>;

/** The root mapping's start and its places, as offsets into `text`. */
export interface Offsets {
  at: number;
  places: Places;
  /**
   * The text read: the one given, or with its CRLFs made LFs. YAML reads a CRLF as one line
   * break, in scalars too, and a CR ends its line after every column, so both texts have the
   * same data and the same line and column at every node; only the offsets differ.
   */
  text: string;
}

/** The text's top-level mapping and where its nodes start, or undefined when this reader declines the text. */
export function readSimpleYaml(given: string): { data: Record<string, unknown>; offsets: Offsets } | undefined {
  if (UNUSUAL.test(given) || hasLoneCr(given)) return undefined;
  const text = given.includes('\r') ? given.replaceAll('\r\n', '\n') : given;
  try {
    const reader = new Reader(text);
    const first = reader.nextContent(documentStart(text));
    if (first < 0) return undefined;
    const indent = reader.indentAt(first);
    if (reader.isSequenceItem(first + indent)) return undefined;
    const data = reader.mapping(first, first + indent, indent);
    // Anything left over is a node this reader did not end where the full parse would.
    if (reader.nextContent(reader.pos) >= 0) return undefined;
    return { data, offsets: { at: first + indent, places: reader.places!, text } };
  } catch (error) {
    // Nesting deep enough to exhaust the stack is left to the others, which report it.
    if (error === DECLINE || error instanceof RangeError) return undefined;
    throw error;
  }
}

class Reader {
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

  constructor(private readonly text: string) {}

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

  isSequenceItem(at: number): boolean {
    if (this.text.charCodeAt(at) !== DASH) return false;
    const next = this.text.charCodeAt(at + 1);
    return next === SPACE || next === NEWLINE || at + 1 >= this.text.length;
  }

  /** Lines that open a document or a directive, which this reader leaves to the others. */
  checkLineStart(lineStart: number): void {
    const text = this.text;
    if (text.startsWith('---', lineStart) || text.startsWith('...', lineStart) || text.charCodeAt(lineStart) === 0x25)
      decline();
  }

  /**
   * A block mapping whose entries sit at column `indent`; its first entry starts at `at` on the
   * line starting at `lineStart` (mid-line after a sequence's `- `). Returns at the first line
   * that is no entry of it, which `pos` then points to.
   */
  mapping(lineStart: number, at: number, indent: number): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    const places: Places = [];
    for (;;) {
      this.checkLineStart(lineStart);
      const key = this.key(at);
      if (Object.hasOwn(data, key)) decline();
      data[key] = this.value(this.after, indent);
      places.push(at, this.valueAt, this.places);
      const next = this.nextContent(this.pos);
      if (next < 0) {
        this.pos = this.text.length;
        this.places = places;
        return data;
      }
      const nextIndent = this.indentAt(next);
      if (nextIndent < indent) {
        this.pos = next;
        this.places = places;
        return data;
      }
      if (nextIndent > indent) decline();
      if (this.isSequenceItem(next + nextIndent)) decline();
      lineStart = next;
      at = next + nextIndent;
    }
  }

  /** A sequence whose `-` marks sit at column `indent`, from the line starting at `lineStart`. */
  sequence(lineStart: number, indent: number): unknown[] {
    const items: unknown[] = [];
    const places: Places = [];
    for (;;) {
      this.checkLineStart(lineStart);
      const dash = lineStart + indent;
      let at = dash + 1;
      while (this.text.charCodeAt(at) === SPACE) at++;
      const c = this.text.charCodeAt(at);
      // `-` alone (an empty or nested item on the next lines) and `- - x`: left to the others.
      if (at >= this.text.length || c === NEWLINE || c === HASH || this.isSequenceItem(at)) decline();
      // `- {a: 1}` and `- [a]` are flow collections, whatever colons they hold.
      if (c !== 0x7b && c !== 0x5b && this.startsKey(at)) items.push(this.mapping(lineStart, at, at - lineStart));
      else items.push(this.inlineValue(at, indent, true));
      places.push(at, this.places);
      const next = this.nextContent(this.pos);
      if (next < 0) {
        this.pos = this.text.length;
        this.places = places;
        return items;
      }
      const nextIndent = this.indentAt(next);
      if (nextIndent > indent) decline();
      if (nextIndent < indent || !this.isSequenceItem(next + nextIndent)) {
        this.pos = next;
        this.places = places;
        return items;
      }
      lineStart = next;
    }
  }

  /** True when a plain key (`name:` then a blank or the line's end) starts at `at`. */
  startsKey(at: number): boolean {
    const end = this.lineEnd(at);
    const colon = this.keyColon(at, end);
    return colon >= 0;
  }

  /** The `:` that ends a plain key starting at `at`, or -1; declines a line that only might be one. */
  keyColon(at: number, end: number): number {
    // A list item asks whether it starts a key, then reads the key: the line is scanned once.
    if (at === this.colonFrom) return this.colonAt;
    const text = this.text;
    let colon = -1;
    for (let i = at; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === COLON) {
        const next = text.charCodeAt(i + 1);
        if (i + 1 === end || next === SPACE) {
          colon = i;
          break;
        }
      } else if (c === HASH && text.charCodeAt(i - 1) === SPACE) break;
    }
    this.colonFrom = at;
    this.colonAt = colon;
    return colon;
  }

  /** A mapping key at `at`: its name; `after` is set to just past its `:`. */
  key(at: number): string {
    const text = this.text;
    const end = this.lineEnd(at);
    const first = text.charCodeAt(at);
    if (first === 0x22 || first === 0x27) return this.quotedKey(at, end, first);
    const colon = this.keyColon(at, end);
    if (colon < 0) decline();
    let last = colon;
    while (last > at && text.charCodeAt(last - 1) === SPACE) last--;
    const length = last - at;
    const slot = (length * 961 + text.charCodeAt(at) * 31 + text.charCodeAt(last - 1)) & 4095;
    let name = KEYS[slot];
    if (name === undefined || name.length !== length || !text.startsWith(name, at)) {
      name = text.slice(at, last);
      // Keys are names: a key that is quoted, starts with an indicator, or reads as null, a boolean or a number is the others'.
      if (!NAME.test(name) || name === '__proto__' || typeof plainScalar(name) !== 'string') decline();
      KEYS[slot] = name = propertyName(name);
    }
    this.after = colon + 1;
    return name;
  }

  /**
   * A quoted key (`"name":`, `'name':`) without escapes, its `:` right after the closing quote and
   * followed by a blank or the line's end. Keys the data could not keep in the order written (an
   * array index such as `"1"`, which objects list first) or at all (`__proto__`) are the others'.
   */
  quotedKey(at: number, end: number, quote: number): string {
    const text = this.text;
    const close = text.indexOf(quote === 0x22 ? '"' : "'", at + 1);
    if (close < 0 || close >= end || text.charCodeAt(close + 1) !== COLON) decline();
    const next = text.charCodeAt(close + 2);
    if (close + 2 < end && next !== SPACE) decline();
    const name = text.slice(at + 1, close);
    if (name === '' || name === '__proto__' || /[\\]|^(?:0|[1-9][0-9]*)$/.test(name)) decline();
    this.after = close + 2;
    return propertyName(name);
  }

  /** The value after a key's `:` at `at`, in a mapping at column `indent`: inline, or a block node on the next lines. */
  value(at: number, indent: number): unknown {
    const text = this.text;
    let i = at;
    while (text.charCodeAt(i) === SPACE) i++;
    const c = text.charCodeAt(i);
    // YAML places a null just after the colon and its blanks, where a value would have started.
    this.valueAt = i;
    this.places = null;
    if (i < text.length && c !== NEWLINE && !(c === HASH && i > at)) return this.inlineValue(i, indent);
    // Nothing on the line: a block node on the next lines, or null.
    const next = this.nextContent(this.lineEnd(i) + 1);
    if (next < 0) {
      this.pos = text.length;
      return null;
    }
    const nextIndent = this.indentAt(next);
    const block = this.isSequenceItem(next + nextIndent) ? nextIndent >= indent : nextIndent > indent;
    if (!block) {
      this.pos = next;
      return null;
    }
    const start = next + nextIndent;
    const value = this.isSequenceItem(start) ? this.sequence(next, nextIndent) : this.mapping(next, start, nextIndent);
    // Set after the nested node, whose own entries set it on the way (its places it sets itself).
    this.valueAt = start;
    return value;
  }

  /** A value that starts on the current line at `at` (not a key): a scalar, a one-line flow collection, or a block scalar. */
  inlineValue(at: number, indent: number, inSequence = false): unknown {
    const text = this.text;
    const end = this.lineEnd(at);
    const c = text.charCodeAt(at);
    let value: unknown;
    this.places = null;
    if (c === 0x22) value = this.doubleQuoted(at, end);
    else if (c === 0x27) value = this.singleQuoted(at, end);
    else if (c === 0x5b) value = this.flowList(at, end);
    else if (c === 0x7b) value = this.flowMapping(at, end);
    else if (c === 0x7c || c === 0x3e) return this.block(at, end, indent, inSequence);
    else value = this.plain(at, end);
    this.lineRest(this.after, end);
    this.pos = end + 1;
    return value;
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
function propertyName(name: string): string {
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
