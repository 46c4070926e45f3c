import type { PathKey } from '../../parse/types.js';
import { isRecord } from '../../util/values.js';

/** No handoff format nests this deep; past it a file is hostile or broken, and walks stop. */
export const MAX_DEPTH = 64;

/**
 * Visit every value under `value` with its path, depth-bounded, parents before children. The
 * path is one array, changed as the walk goes: a visitor that keeps it must copy it.
 */
export function eachValue(
  value: unknown,
  visit: (value: unknown, path: readonly PathKey[]) => void,
  path: PathKey[] = [],
): void {
  visit(value, path);
  if (path.length >= MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      eachValue(value[i], visit, path);
      path.pop();
    }
  } else if (isRecord(value)) {
    // `for...in` rather than `Object.keys`: no array per object. Parsed data are plain objects
    // whose prototype has no enumerable keys, so both give the same keys in the same order.
    for (const key in value) {
      path.push(key);
      eachValue(value[key], visit, path);
      path.pop();
    }
  }
}
