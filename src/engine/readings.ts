import type { ParsedDoc, PathKey } from '../parse/types.js';
import { isRecord } from '../util/values.js';

/**
 * The safe reading of a file whose keys repeat. The data holds each repeated key's last value
 * (as `JSON.parse` and YAML readers do), but another reader, or a person skimming the file, may
 * take another: a file must not slip past the gate, out of the inbox or under the risk because
 * of which copy was read. So the gate, the inbox and the risk are computed over every reading
 * (src/engine/run-format.ts) and the one that asks more of a human wins: the higher risk, every
 * item waiting for a human, the worse gate.
 */

/**
 * Past this many readings the rest are not tried: a file with that many repeated keys already
 * fails with one `parse/duplicate-key` error each. The parse keeps no more values than these
 * need (src/parse/duplicates.ts).
 */
const MAX_READINGS = 64;

/**
 * The readings of a document: its data as parsed, then, for each repeated key and each earlier
 * value written for it, the data with that value in place of the last. One key varies at a time.
 */
export function readingsOf(doc: ParsedDoc): unknown[] {
  const readings: unknown[] = [doc.data];
  for (const duplicate of doc.duplicates ?? []) {
    for (let i = 0; i < duplicate.values.length - 1; i++) {
      if (readings.length >= MAX_READINGS) return readings;
      readings.push(replaced(doc.data, duplicate.path, duplicate.values[i]));
    }
  }
  return readings;
}

/** A copy of `data` with `value` at `path`, sharing everything off the path. */
function replaced(data: unknown, path: readonly PathKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(data) && typeof key === 'number') {
    const copy = [...data];
    copy[key] = replaced(data[key], rest, value);
    return copy;
  }
  if (isRecord(data)) {
    // defineProperty, not assignment: a `__proto__` key stays an own key, as the parsers keep it.
    const copy: Record<string, unknown> = { ...data };
    Object.defineProperty(copy, String(key), {
      value: replaced(data[String(key)], rest, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  return data;
}
