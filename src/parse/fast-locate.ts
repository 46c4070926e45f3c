import { isRecord } from '../util/values.js';
import { documentStart } from './document-start.js';
import { needFullParse } from './full-parse.js';
import { positionOf } from './position.js';
import type { PathKey } from './types.js';

/** A place in the text: 0-based line, 0-based column (UTF-16 units, as the full parse counts). */
export interface Place {
  line: number;
  col: number;
}

/** Where a path leads: the value's place, and the place of the key it was reached by (if a mapping's). */
export interface Located extends Place {
  key?: Place;
}

interface Entry extends Place {
  key: string;
  /** The column just after the entry's `:`. */
  after: number;
}

/**
 * Positions in a block-style YAML text, found from its indentation and the data the fast parse
 * produced, without an AST. It answers exactly as the full parse's `locate` does (the value's
 * start, or its key's; a missing path resolves to its nearest existing ancestor) or throws
 * {@link needFullParse} when it cannot vouch for the answer.
 *
 * Every answer is checked against the data: the entries found at a mapping's indentation must be
 * exactly the mapping's keys, and the items found at a sequence's indentation (or between a flow
 * collection's commas) exactly as many as the data has. A line that only looks like an entry
 * (inside a multi-line quoted string, say) breaks that count, and the full parse takes over.
 */
export class BlockLocator {
  readonly #lines: string[];
  /** The first line of the document: past a bare `---` opening the text. */
  readonly #firstLine: number;
  readonly #entries = new Map<number, Entry[]>();
  readonly #items = new Map<number, number[]>();

  constructor(
    text: string,
    private readonly data: unknown,
  ) {
    this.#lines = text.split('\n');
    this.#firstLine = positionOf(text, documentStart(text)).line - 1;
    for (let i = 0; i < this.#lines.length; i++) {
      const line = this.#lines[i]!;
      if (line.endsWith('\r')) this.#lines[i] = line.slice(0, -1);
    }
  }

  locate(path: readonly PathKey[]): Located {
    const lines = this.#lines;
    for (let i = this.#firstLine; i < lines.length; i++) {
      const at = indentOf(lines[i]!);
      if (isContent(lines[i]!, at)) return this.#resolve(i, at, lines.length, this.data, path, 0, undefined);
    }
    return needFullParse();
  }

  /** The first character of the node at `place` (`{` for a flow mapping). */
  charAt(place: Place): string {
    return this.#lines[place.line]?.[place.col] ?? '';
  }

  /** A node whose text starts at (line, col) and whose lines end before `end`; `via` is the key it was reached by. */
  #resolve(
    line: number,
    col: number,
    end: number,
    value: unknown,
    path: readonly PathKey[],
    depth: number,
    via: Place | undefined,
  ): Located {
    if (depth === path.length) return { line, col, ...(via && { key: via }) };
    const text = this.#lines[line]!;
    if (Array.isArray(value) && isSequenceEntry(text, col))
      return this.#sequence(line, col, end, value, path, depth, via);
    if (isRecord(value) && keyAt(text, col)) return this.#mapping(line, col, end, value, path, depth, via);
    // A scalar: the path cannot go further, so the scalar is the nearest existing ancestor.
    if (value === null || typeof value !== 'object') return { line, col, ...(via && { key: via }) };
    return flowChild(text, line, col, value, path, depth, via);
  }

  #mapping(
    line: number,
    col: number,
    end: number,
    value: Record<string, unknown>,
    path: readonly PathKey[],
    depth: number,
    via: Place | undefined,
  ): Located {
    const entries = this.#mappingEntries(line, col, end, value);
    const key = String(path[depth]);
    let index = -1;
    for (let i = 0; i < entries.length; i++) {
      if (entries[i]!.key === key) {
        index = i;
        break;
      }
    }
    if (index === -1) return { line, col, ...(via && { key: via }) };
    const entry = entries[index]!;
    const childEnd = entries[index + 1]?.line ?? end;
    const child = value[key];
    const text = this.#lines[entry.line]!;
    let at = entry.after;
    while (text.charCodeAt(at) === 0x20) at++;
    const keyPlace = { line: entry.line, col: entry.col };
    if (isContent(text, at)) return this.#resolve(entry.line, at, childEnd, child, path, depth + 1, keyPlace);
    const next = this.#firstContent(entry.line + 1, childEnd);
    if (next) return this.#resolve(next.line, next.col, childEnd, child, path, depth + 1, keyPlace);
    // `key:` with nothing after it: YAML reads null, placed just after the colon and its blanks.
    return child === null ? { line: entry.line, col: at, key: keyPlace } : needFullParse();
  }

  #sequence(
    line: number,
    col: number,
    end: number,
    value: unknown[],
    path: readonly PathKey[],
    depth: number,
    via: Place | undefined,
  ): Located {
    const items = this.#sequenceItems(line, col, end, value);
    const key = path[depth];
    if (typeof key !== 'number' || key < 0 || key >= items.length) return { line, col, ...(via && { key: via }) };
    const itemLine = items[key]!;
    const itemEnd = items[key + 1] ?? end;
    const text = this.#lines[itemLine]!;
    let at = col + 1;
    while (text.charCodeAt(at) === 0x20) at++;
    // The screen (fast-yaml.ts) declines an item whose `-` stands alone or before a comment.
    if (!isContent(text, at)) return needFullParse();
    return this.#resolve(itemLine, at, itemEnd, value[key], path, depth + 1, undefined);
  }

  /** The entries of the block mapping at (line, col), checked against the mapping's keys. */
  #mappingEntries(line: number, col: number, end: number, value: Record<string, unknown>): Entry[] {
    const id = line * 2 ** 21 + col;
    let entries = this.#entries.get(id);
    if (entries) return entries;
    entries = [];
    for (let i = line; i < end; i++) {
      const text = this.#lines[i]!;
      const at = i === line ? col : indentOf(text);
      if (!isContent(text, at) || (i !== line && at > col)) continue;
      if (at < col) needFullParse();
      // A sequence may sit at its key's indentation: it belongs to the key before it.
      if (isSequenceEntry(text, at)) {
        if (entries.length === 0) needFullParse();
        continue;
      }
      const key = keyAt(text, at) ?? needFullParse();
      entries.push({ key: key.key, line: i, col: at, after: key.end });
    }
    const keys = Object.keys(value);
    if (keys.length !== entries.length) needFullParse();
    const seen = new Set<string>();
    for (const entry of entries) {
      if (!Object.hasOwn(value, entry.key) || seen.has(entry.key)) needFullParse();
      seen.add(entry.key);
    }
    this.#entries.set(id, entries);
    return entries;
  }

  /** The lines of the block sequence's items at (line, col), as many as the sequence has. */
  #sequenceItems(line: number, col: number, end: number, value: unknown[]): number[] {
    const id = line * 2 ** 21 + col;
    let items = this.#items.get(id);
    if (items) return items;
    items = [];
    for (let i = line; i < end; i++) {
      const text = this.#lines[i]!;
      const at = i === line ? col : indentOf(text);
      if (!isContent(text, at) || (i !== line && at > col)) continue;
      if (at < col || !isSequenceEntry(text, at)) needFullParse();
      items.push(i);
    }
    if (items.length !== value.length) needFullParse();
    this.#items.set(id, items);
    return items;
  }

  #firstContent(from: number, end: number): Place | undefined {
    for (let i = from; i < end; i++) {
      const text = this.#lines[i]!;
      const at = indentOf(text);
      if (isContent(text, at)) return { line: i, col: at };
    }
    return undefined;
  }
}

function indentOf(text: string): number {
  let i = 0;
  while (text.charCodeAt(i) === 0x20) i++;
  return i;
}

/** Something other than blanks or a comment from `at` on. */
const isContent = (text: string, at: number) => at < text.length && text.charCodeAt(at) !== 0x23;

/** `-` followed by a blank or the line's end. */
const isSequenceEntry = (text: string, at: number) =>
  text.charCodeAt(at) === 0x2d && (at + 1 === text.length || text.charCodeAt(at + 1) === 0x20);

/** Characters a plain key may not start with: YAML indicators, quotes, blanks. */
const NOT_KEY_START = new Set([...' \t"\'#-?:,[]{}&*!|>%@`'].map((c) => c.charCodeAt(0)));

/**
 * A simple key and its colon at `at`: a plain key without `:` or `#` that starts with no YAML
 * indicator, or a quoted key without escapes; the colon followed by a blank or the line's end.
 * Anything else is left to the full parse.
 */
function keyAt(text: string, at: number): { key: string; end: number } | undefined {
  const first = text.charCodeAt(at);
  let keyEnd: number;
  let colon: number;
  if (first === 0x22 || first === 0x27) {
    const close = text.indexOf(first === 0x22 ? '"' : "'", at + 1);
    if (close === -1 || (first === 0x22 && text.lastIndexOf('\\', close) > at)) return undefined;
    colon = close + 1;
    while (text.charCodeAt(colon) === 0x20) colon++;
    if (text.charCodeAt(colon) !== 0x3a) return undefined;
    keyEnd = close + 1;
  } else {
    if (at >= text.length || NOT_KEY_START.has(first)) return undefined;
    colon = at + 1;
    for (; ; colon++) {
      const c = text.charCodeAt(colon);
      if (Number.isNaN(c) || c === 0x23) return undefined;
      if (c === 0x3a) break;
    }
    keyEnd = colon;
    while (text.charCodeAt(keyEnd - 1) === 0x20) keyEnd--;
  }
  const after = text.charCodeAt(colon + 1);
  if (!Number.isNaN(after) && after !== 0x20) return undefined;
  const key = first === 0x22 || first === 0x27 ? text.slice(at + 1, keyEnd - 1) : text.slice(at, keyEnd);
  return { key, end: colon + 1 };
}

/**
 * A flow element at `at`: a plain scalar without flow indicators or `: `, or a quoted one without
 * escapes. A plain scalar's body takes its trailing spaces itself: a lazy body followed by ` *`
 * could split a long run of spaces in every way, quadratic on a line that ends in no `,`.
 */
const FLOW_ELEMENT =
  /(?:[^\s"'#,[\]{}&*!|>%@`?:-][^,[\]{}#:]*|-[^\s,[\]{}#:][^,[\]{}#:]*|(?:"[^"\\]*"|'[^']*') *)(?=[,\]}])/y;
/**
 * A flow mapping's key and its `: ` at `at`, under the same limits. A plain key's spaces are
 * taken only before more of the key (not lazily), so the spaces before the colon are read once.
 */
const FLOW_KEY = /(?:([^\s"'#,[\]{}&*!|>%@`?:-](?:[^,[\]{}#: ]| +[^,[\]{}#: ])*)|"([^"\\]*)"|'([^']*)') *: +/y;

/**
 * A path into a flow collection (`[a, b]`, `{x: 1}`) written on one line with simple elements:
 * the element's place; a nested collection, a multi-line one, or anything unusual is the full
 * parse's. Counts are checked against the data, as for block collections.
 */
function flowChild(
  text: string,
  line: number,
  col: number,
  value: object,
  path: readonly PathKey[],
  depth: number,
  via: Place | undefined,
): Located {
  const open = text.charCodeAt(col);
  const here = { line, col, ...(via && { key: via }) };
  if (open !== 0x5b && open !== 0x7b) return needFullParse();
  const key = path[depth];
  const elements: Array<{ col: number; key?: string; keyCol?: number }> = [];
  let at = col + 1;
  while (text.charCodeAt(at) === 0x20) at++;
  const close = open === 0x5b ? 0x5d : 0x7d;
  if (text.charCodeAt(at) !== close) {
    for (;;) {
      let element: { col: number; key?: string; keyCol?: number };
      if (open === 0x7b) {
        FLOW_KEY.lastIndex = at;
        const match = FLOW_KEY.exec(text) ?? needFullParse();
        element = { key: match[1] ?? match[2] ?? match[3]!, keyCol: at, col: FLOW_KEY.lastIndex };
        at = FLOW_KEY.lastIndex;
      } else {
        element = { col: at };
      }
      FLOW_ELEMENT.lastIndex = at;
      if (!FLOW_ELEMENT.exec(text)) needFullParse();
      at = FLOW_ELEMENT.lastIndex;
      elements.push(element);
      const c = text.charCodeAt(at);
      if (c === close) break;
      if (c !== 0x2c) needFullParse();
      at++;
      while (text.charCodeAt(at) === 0x20) at++;
      // A trailing comma before the closing bracket.
      if (text.charCodeAt(at) === close) break;
    }
  }
  if (Array.isArray(value)) {
    if (elements.length !== value.length) needFullParse();
    if (typeof key !== 'number' || key < 0 || key >= elements.length) return here;
    return descend({ line, col: elements[key]!.col }, value[key], undefined);
  }
  const record = value as Record<string, unknown>;
  if (elements.length !== Object.keys(record).length || elements.some((e) => !Object.hasOwn(record, e.key!)))
    needFullParse();
  const element = elements.find((e) => e.key === String(key));
  if (!element) return here;
  return descend({ line, col: element.col }, record[element.key!], { line, col: element.keyCol! });
}

/** One step into a flow collection: its elements are scalars here, so the walk ends at the element. */
function descend(place: Place, child: unknown, via: Place | undefined): Located {
  if (child !== null && typeof child === 'object') return needFullParse();
  return { ...place, ...(via && { key: via }) };
}
