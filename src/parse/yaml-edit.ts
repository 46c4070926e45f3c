import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml';
import { isRecord } from '../util/values.js';
import type { PathKey } from './types.js';
import { renderScalar, type ScalarStyle } from './yaml-scalar.js';
import { offTheBlankLine } from './blank-line.js';

/** The checker's reading of YAML (src/parse/yaml-doc.ts): an edit is judged by what it will see. */
const PARSE_OPTIONS = {
  version: '1.2',
  schema: 'core',
  uniqueKeys: true,
  strict: true,
  merge: false,
  prettyErrors: false,
} as const;
const MAX_ALIAS_COUNT = 100;

/** A YAML text read for editing: its documents' ASTs (with source ranges) and their values. */
export interface YamlSource {
  text: string;
  docs: Document.Parsed[];
  values: unknown[];
  /** The file's own line break, for the lines an edit adds. */
  eol: '\n' | '\r\n';
}

export function readYaml(text: string): YamlSource | { error: string } {
  const counter = new LineCounter();
  const docs = [...parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter: counter })];
  for (const doc of docs) {
    const problem = doc.errors[0];
    if (problem) {
      const { line, col } = counter.linePos(offTheBlankLine(text, problem.pos[0]));
      return { error: `line ${line}, column ${col}: ${problem.message.split('\n')[0]}` };
    }
  }
  let values: unknown[];
  try {
    values = docs.map((doc) => doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }));
  } catch (error) {
    const bomb = error instanceof Error && /excessive/i.test(error.message);
    return { error: bomb ? `its aliases expand past ${MAX_ALIAS_COUNT} copies` : 'an alias names no anchor' };
  }
  return { text, docs, values, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/** One replacement of `text.slice(start, end)`. */
export interface Splice {
  start: number;
  end: number;
  insert: string;
}

/** Apply non-overlapping splices; undefined when two overlap. */
function applySplices(text: string, splices: readonly Splice[]): string | undefined {
  const sorted = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  let limit = text.length;
  for (const s of sorted) {
    if (s.end > limit || s.start > s.end) return undefined;
    out = out.slice(0, s.start) + s.insert + out.slice(s.end);
    limit = s.start;
  }
  return out;
}

/** Where a mapping's pair for `key` is, with the mapping and whether it sits in a flow collection. */
export interface Located {
  map: YAMLMap;
  pair: Pair | undefined;
  inFlow: boolean;
}

export function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
}

/** The mapping at `path` (keys and sequence indexes from the document's root), or undefined. */
export function mapAt(doc: Document.Parsed, path: readonly PathKey[]): { map: YAMLMap; inFlow: boolean } | undefined {
  let node = doc.contents as Node | null;
  let inFlow = false;
  for (const key of path) {
    inFlow ||= (isMap(node) || isSeq(node)) && node.flow === true;
    if (isMap(node) && typeof key === 'string') node = (pairOf(node, key)?.value as Node | null | undefined) ?? null;
    else if (isSeq(node) && typeof key === 'number') node = (node.items[key] as Node | undefined) ?? null;
    else return undefined;
  }
  if (!isMap(node)) return undefined;
  return { map: node, inFlow: inFlow || node.flow === true };
}

/** The end of the line holding `offset`: the position of its `\r\n` or `\n`, or the end of the text. */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  if (nl === -1) return text.length;
  return nl > 0 && text[nl - 1] === '\r' ? nl - 1 : nl;
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}

const isBlank = (ch: string | undefined) => ch === ' ' || ch === '\t';

export type EditProblem = 'alias' | 'not-scalar' | 'multi-line';

/**
 * Replace the scalar value of `pair` with `value`, in place: the text before it on its line and a
 * trailing comment after it stay as they are. A block scalar's lines go after the comment.
 */
export function replaceValue(
  source: YamlSource,
  at: Located & { pair: Pair },
  value: string,
  style: ScalarStyle,
): Splice | EditProblem {
  const { text, eol } = source;
  const node = at.pair.value;
  if (isAlias(node)) return 'alias';
  if (!isScalar(node) || !node.range) return 'not-scalar';
  const [start, valueEnd] = node.range;
  const old = text.slice(start, valueEnd);
  const keyColumn = isScalar(at.pair.key) && at.pair.key.range ? columnOf(text, at.pair.key.range[0]) : 0;
  const rendered = renderScalar(value, { style, old: node, inFlow: at.inFlow, indent: keyColumn + 2, eol });
  // `answer:` with nothing after the colon: the value needs a space before it.
  const lead = old === '' && !isBlank(text[start - 1]) ? ' ' : '';
  if (old.includes('\n')) {
    // A block scalar (only a blank one reaches here): its lines are the old value; its final line break stays.
    if (!/\n$/.test(old)) return 'multi-line';
    return { start, end: valueEnd, insert: lead + rendered.head + rendered.tail + eol };
  }
  const end = lineEnd(text, valueEnd);
  const after = text.slice(valueEnd, end);
  // A comment needs a blank before it, which an empty old value may not have left.
  const gap = after.startsWith('#') ? ' ' : '';
  if (rendered.tail === '') return { start, end: valueEnd, insert: lead + rendered.head + gap };
  return { start, end, insert: lead + rendered.head + gap + after + rendered.tail };
}

/**
 * Add `key: value` to `at.map` after the pair `after` (its last pair by default): a new line at
 * the pair's indentation in a block mapping, `, key: value` in a flow mapping.
 */
export function addPair(
  source: YamlSource,
  at: Omit<Located, 'pair'>,
  key: string,
  value: string,
  style: ScalarStyle,
  after?: Pair,
): Splice | EditProblem {
  const { text, eol } = source;
  const { map } = at;
  const anchor = after ?? map.items[map.items.length - 1];
  if (map.flow) {
    const rendered = renderScalar(value, { style, inFlow: true, indent: 0, eol });
    if (!anchor) {
      if (!map.range) return 'not-scalar';
      return { start: map.range[0] + 1, end: map.range[0] + 1, insert: `${key}: ${rendered.head}` };
    }
    const end = endOfPair(anchor);
    if (end === undefined) return 'not-scalar';
    return { start: end, end, insert: `, ${key}: ${rendered.head}` };
  }
  const firstKey = map.items[0]?.key;
  if (!anchor || !isScalar(firstKey) || !firstKey.range) return 'not-scalar';
  const column = columnOf(text, firstKey.range[0]);
  const rendered = renderScalar(value, { style, inFlow: at.inFlow, indent: column + 2, eol });
  const line = `${' '.repeat(column)}${key}: ${rendered.head}${rendered.tail}`;
  const end = endOfPair(anchor);
  if (end === undefined) return 'not-scalar';
  // A block value's range ends with its line break; a plain one ends on its line (a comment may follow).
  if (end > 0 && text[end - 1] === '\n') return { start: end, end, insert: line + eol };
  const nl = text.indexOf('\n', end);
  if (nl === -1) return { start: text.length, end: text.length, insert: eol + line };
  return { start: nl + 1, end: nl + 1, insert: line + eol };
}

function endOfPair(pair: Pair): number | undefined {
  const value = pair.value as Node | null;
  if (value && value.range) return value.range[1];
  const key = pair.key as Node | null;
  return key?.range?.[1];
}

/** One intended change to a document's value: `path` gets `value` (a key not there yet is added). */
export interface Change {
  path: readonly PathKey[];
  value: unknown;
}

/**
 * The edited text read back, and judged: it must parse as the checker parses it, and every
 * document's value must equal the old one with exactly `changes` (to document 0) applied.
 * Anything else (an anchor that moved other values, a tag, an indentation the splice got wrong)
 * means the edit is not safe, and the caller refuses.
 */
function verify(before: YamlSource, afterText: string, changes: readonly Change[]): boolean {
  const after = readYaml(afterText);
  if ('error' in after || after.values.length !== before.values.length) return false;
  try {
    return after.values.every((value, i) =>
      i === 0 ? sameExcept(before.values[0], value, changes) : deepEqual(before.values[i], value),
    );
  } catch {
    // Self-referencing aliases recurse without end: not a file to edit by machine.
    return false;
  }
}

function sameExcept(old: unknown, neu: unknown, changes: readonly Change[]): boolean {
  const here = changes.find((c) => c.path.length === 0);
  if (here) return deepEqual(here.value, neu);
  if (changes.length === 0) return deepEqual(old, neu);
  const byKey = new Map<PathKey, Change[]>();
  for (const change of changes) {
    const [head, ...rest] = change.path as [PathKey, ...PathKey[]];
    byKey.set(head, [...(byKey.get(head) ?? []), { path: rest, value: change.value }]);
  }
  if (Array.isArray(old)) {
    if (!Array.isArray(neu) || neu.length !== old.length) return false;
    return old.every((item, i) => sameExcept(item, neu[i], byKey.get(i) ?? []));
  }
  if (!isRecord(old) || !isRecord(neu) || Array.isArray(neu)) return false;
  const keys = new Set([...Object.keys(old), ...[...byKey.keys()].map(String)]);
  if (Object.keys(neu).length !== keys.size || !Object.keys(neu).every((k) => keys.has(k))) return false;
  return [...keys].every((k) => sameExcept(own(old, k), own(neu, k), byKey.get(k) ?? []));
}

const own = (record: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (!isRecord(a) || !isRecord(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]))
  );
}

/** Apply the splices and read the result back: the new text, or why the edit is not safe. */
export function finish(
  source: YamlSource,
  splices: ReadonlyArray<Splice | EditProblem>,
  changes: Change[],
): { text: string } | { problem: EditProblem | 'unsafe' } {
  const problem = splices.find((s): s is EditProblem => typeof s === 'string');
  if (problem) return { problem };
  const edited = applySplices(source.text, splices as Splice[]);
  if (edited === undefined || !verify(source, edited, changes)) return { problem: 'unsafe' };
  return { text: edited };
}
