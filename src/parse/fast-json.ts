import { hasLoneCr } from './lone-cr.js';
import type { PathKey, Position } from './types.js';

/**
 * JSON for the fast path: `JSON.parse` for the data, one token scan for what `JSON.parse` does
 * not say (a duplicate key, which it resolves silently to the last), and lines found in the text
 * on demand. The full parse (src/parse/json-doc.ts) reads positions from the same text
 * parsed as YAML; everything here answers as that does, or declines.
 */

/** Past this, nesting or a key is the full parse's to judge (the YAML reader limits keys to 1024 characters). */
const MAX_DEPTH = 100;
const MAX_KEY = 1000;

/**
 * True when no object of the (valid) JSON text repeats a key and nothing in it needs the full
 * parse's judgement (deep nesting, an over-long key). `JSON.parse` keeps the last of a repeated
 * key, so the text holds more keys than the data exactly when a key repeats: the keys are
 * counted in the text (by native string searches from quote to quote, nothing copied) and in
 * the data (the walk that bounds the nesting), and nothing is allocated either way.
 */
function plainKeys(text: string, data: unknown, maxDepth: number): boolean {
  const keys = textKeys(text);
  return keys >= 0 && keys === dataKeys(data, 1, Math.min(MAX_DEPTH, maxDepth));
}

/** The keys of a valid JSON text (a string followed by `:`), or -1 when one is over-long. */
function textKeys(text: string): number {
  let keys = 0;
  for (let start = text.indexOf('"'); start !== -1; ) {
    let end = text.indexOf('"', start + 1);
    while (escapedQuote(text, end)) end = text.indexOf('"', end + 1);
    let next = end + 1;
    while (isBlank(text.charCodeAt(next))) next++;
    if (text.charCodeAt(next) === 0x3a) {
      if (end + 1 - start > MAX_KEY) return -1;
      keys++;
    }
    start = text.indexOf('"', next);
  }
  return keys;
}

/** True when the quote at `at` follows an odd run of backslashes (it is inside its string). */
function escapedQuote(text: string, at: number): boolean {
  let before = at - 1;
  while (text.charCodeAt(before) === 0x5c) before--;
  return (at - 1 - before) % 2 === 1;
}

/**
 * The keys of every object in this parsed JSON value, or -1 when a container sits deeper than
 * `maxDepth` (the value's own container is at depth `depth`).
 */
function dataKeys(value: unknown, depth: number, maxDepth: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (depth > maxDepth) return -1;
  let keys = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = dataKeys(value[i], depth + 1, maxDepth);
      if (inner < 0) return -1;
      keys += inner;
    }
    return keys;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const inner = dataKeys(record[key], depth + 1, maxDepth);
    if (inner < 0) return -1;
    keys += inner + 1;
  }
  return keys;
}

/**
 * The JSON text's data, or undefined when the fast path declines it: invalid JSON, a duplicate
 * key, nesting past `maxDepth` (the full parse's `file/too-deep`), a lone CR (a line break to the
 * YAML reading of positions, not to the line count here).
 * Tabs are white space to both readings, and a tab is one column to both.
 */
export function loadJson(text: string, maxDepth = Infinity): { data: unknown } | undefined {
  if (hasLoneCr(text)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  return plainKeys(text, data, maxDepth) ? { data } : undefined;
}

const isBlank = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipBlanks(text: string, i: number): number {
  while (isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** The index just after the string that opens at `i` (the text is valid JSON): by native searches from quote to quote. */
function stringEnd(text: string, i: number): number {
  let end = text.indexOf('"', i + 1);
  while (end !== -1 && escapedQuote(text, end)) end = text.indexOf('"', end + 1);
  return end === -1 ? text.length : end + 1;
}

/** What opens or closes a string or container: a scan jumps from one to the next natively, nothing allocated. */
const STRUCTURE = /["[\]{}]/g;

/** The index just after the value that starts at `i`. */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x22) return stringEnd(text, i);
  if (c !== 0x7b && c !== 0x5b) {
    while (i < text.length && !isBlank(text.charCodeAt(i)) && ',]}'.indexOf(text[i]!) === -1) i++;
    return i;
  }
  let depth = 0;
  STRUCTURE.lastIndex = i;
  while (STRUCTURE.test(text)) {
    const j = STRUCTURE.lastIndex - 1;
    const d = text.charCodeAt(j);
    if (d === 0x22) STRUCTURE.lastIndex = stringEnd(text, j);
    else if (d === 0x7b || d === 0x5b) depth++;
    else if (--depth === 0) return j + 1;
  }
  return text.length;
}

/** A member of an object: where its key's string and its value start. */
interface Member {
  key: number;
  value: number;
}

/**
 * Where values sit in a JSON text that {@link loadJson} accepted, answered as the full parse
 * reads them from the same text parsed as YAML. Each container is indexed the first time a path
 * passes through it, and lines are found by a binary search over the line starts: a file with
 * thousands of findings costs a walk down each path, never a scan from the top for each.
 */
export class JsonLocator {
  readonly #objects = new Map<number, Map<string, Member>>();
  readonly #arrays = new Map<number, number[]>();
  #lineStarts: number[] | undefined;

  constructor(private readonly text: string) {}

  /** The 1-based position of the value at `path` (or of its key); a missing path gives its nearest existing ancestor's. */
  position(path: readonly PathKey[], part: 'key' | 'value' = 'value'): Position {
    const offsets = this.#offsets(path);
    return this.#positionAt(part === 'key' && offsets.key !== undefined ? offsets.key : offsets.value);
  }

  #offsets(path: readonly PathKey[]): { value: number; key?: number } {
    const text = this.text;
    let at = skipBlanks(text, 0);
    let keyAt: number | undefined;
    for (const key of path) {
      const c = text.charCodeAt(at);
      let found: number | undefined;
      let foundKey: number | undefined;
      if (c === 0x7b) {
        const member = this.#members(at).get(String(key));
        found = member?.value;
        foundKey = member?.key;
      } else if (c === 0x5b && typeof key === 'number') {
        found = this.#elements(at)[key];
      }
      if (found === undefined) break;
      at = found;
      keyAt = foundKey;
    }
    return keyAt === undefined ? { value: at } : { value: at, key: keyAt };
  }

  /** The members of the object that opens at `at`, by key (keys are unique: loadJson declines a repeat). */
  #members(at: number): Map<string, Member> {
    let members = this.#objects.get(at);
    if (members) return members;
    members = new Map();
    const text = this.text;
    let i = skipBlanks(text, at + 1);
    while (text.charCodeAt(i) === 0x22) {
      const end = stringEnd(text, i);
      const raw = text.slice(i, end);
      const name = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      const value = skipBlanks(text, skipBlanks(text, end) + 1);
      if (!members.has(name)) members.set(name, { key: i, value });
      i = skipBlanks(text, valueEnd(text, value));
      if (text.charCodeAt(i) !== 0x2c) break;
      i = skipBlanks(text, i + 1);
    }
    this.#objects.set(at, members);
    return members;
  }

  /** Where each element of the array that opens at `at` starts. */
  #elements(at: number): number[] {
    let elements = this.#arrays.get(at);
    if (elements) return elements;
    elements = [];
    const text = this.text;
    let i = skipBlanks(text, at + 1);
    while (i < text.length && text.charCodeAt(i) !== 0x5d) {
      elements.push(i);
      i = skipBlanks(text, valueEnd(text, i));
      if (text.charCodeAt(i) !== 0x2c) break;
      i = skipBlanks(text, i + 1);
    }
    this.#arrays.set(at, elements);
    return elements;
  }

  /** Lines end at `\n`, as the full parse counts them (a CR before one belongs to the line it ends). */
  #positionAt(offset: number): Position {
    const starts = (this.#lineStarts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
