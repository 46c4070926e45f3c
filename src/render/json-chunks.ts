/**
 * `JSON.stringify(value, null, 2)` in pieces: the objects and arrays of the first `depth` levels
 * are written part by part, what lies deeper by `JSON.stringify` itself, re-indented. Joined, the
 * pieces are that string byte for byte; a caller may write each batch as it comes, so a report
 * of 100 MB is never held as one string (nor as one string and its bytes).
 */
/**
 * An array written element by element, each element made when its turn comes: a report's long
 * lists (its files, findings, gate items) are written without a copy of each list made first.
 * Joined, the pieces are those of `make` applied to every element.
 */
export class LazyList<T = unknown> {
  constructor(
    readonly source: readonly T[],
    readonly make: (item: T) => unknown,
  ) {}

  /** What `JSON.stringify` writes for it, where a level is written whole. */
  toJSON(): unknown[] {
    return this.source.map(this.make);
  }
}

/** How a report's long lists become an output's: copied whole, or made element by element as written. */
export type ListOf = <T, U>(items: readonly T[], make: (item: T) => U) => U[];

/** Each list made whole: the object a caller reads. */
export const copied: ListOf = (items, make) => items.map(make);

/**
 * Each list a {@link LazyList}, typed as the array it stands for, which only `jsonChunks` reads:
 * for an object made to be written once, in order (a `make` may count what it has made so far).
 */
export const lazily: ListOf = <T, U>(items: readonly T[], make: (item: T) => U) =>
  new LazyList<T>(items, make) as unknown as U[];

export function* jsonChunks(value: unknown, depth = 3): Generator<string> {
  const batch: string[] = [];
  let size = 0;
  for (const piece of pieces(value, depth, '')) {
    batch.push(piece);
    size += piece.length;
    if (size >= BATCH) {
      yield batch.join('');
      batch.length = 0;
      size = 0;
    }
  }
  if (batch.length) yield batch.join('');
}

/** Characters per piece handed out: big enough that writing costs few calls, small next to the whole. */
const BATCH = 1 << 16;

/** What `JSON.stringify` leaves out of an object and writes as `null` in an array. */
const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function* pieces(value: unknown, depth: number, indent: string): Generator<string> {
  if (depth > 0 && value instanceof LazyList) {
    yield* lazyPieces(value, depth, indent);
    return;
  }
  if (
    depth === 0 ||
    value === null ||
    typeof value !== 'object' ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    const text = JSON.stringify(value, null, 2);
    // A string in JSON holds no raw line break: every one in the text is the layout's.
    yield indent && text.includes('\n') ? text.replaceAll('\n', `\n${indent}`) : text;
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield '[]';
      return;
    }
    yield `[\n${inner}`;
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield `,\n${inner}`;
      const item: unknown = value[i];
      if (skipped(item)) yield 'null';
      else yield* pieces(item, depth - 1, inner);
    }
    yield `\n${indent}]`;
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((key) => !skipped(record[key]));
  if (keys.length === 0) {
    yield '{}';
    return;
  }
  yield `{\n${inner}`;
  for (let i = 0; i < keys.length; i++) {
    if (i > 0) yield `,\n${inner}`;
    yield `${JSON.stringify(keys[i])}: `;
    yield* pieces(record[keys[i]!], depth - 1, inner);
  }
  yield `\n${indent}}`;
}

/** A {@link LazyList} as `pieces` writes the array of its elements made. */
function* lazyPieces(list: LazyList, depth: number, indent: string): Generator<string> {
  const { source, make } = list;
  if (source.length === 0) {
    yield '[]';
    return;
  }
  const inner = `${indent}  `;
  yield `[\n${inner}`;
  for (let i = 0; i < source.length; i++) {
    if (i > 0) yield `,\n${inner}`;
    const item: unknown = make(source[i]);
    if (skipped(item)) yield 'null';
    else yield* pieces(item, depth - 1, inner);
  }
  yield `\n${indent}]`;
}
