/**
 * `JSON.stringify(value, null, 2)` in pieces: the objects and arrays of the first `depth` levels
 * are written part by part, what lies deeper by `JSON.stringify` itself, re-indented. Joined, the
 * pieces are that string byte for byte; a caller may write each batch as it comes, so a report
 * of 100 MB is never held as one string (nor as one string and its bytes).
 */
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
