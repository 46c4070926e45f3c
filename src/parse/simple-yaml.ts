import { plainScalar } from './core-scalar.js';
import { documentStart } from './document-start.js';
import { hasLoneCr } from './lone-cr.js';
import {
  COLON,
  DASH,
  decline,
  DECLINE,
  HASH,
  NAME,
  NEWLINE,
  propertyName,
  ScalarReader,
  SPACE,
  type Places,
} from './simple-yaml-scalars.js';

export type { Places } from './simple-yaml-scalars.js';

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

/**
 * Keys already found to be names, by their length and first and last characters. The same few
 * keys recur in every file, so most keys are read by comparing them with the text, rather than
 * by slicing, hashing and judging them again; and the one string serves every file as its
 * property name.
 */
const KEYS: Array<string | undefined> = new Array(4096);

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

class Reader extends ScalarReader {
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
}
