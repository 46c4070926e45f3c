import type { PathKey } from '../document/types.js';
import { isRecord } from '../values.js';

/** No handoff format nests this deep; past it a file is hostile or broken, and walks stop. */
export const MAX_DEPTH = 64;

/** Visit every scalar under `value` with its path, depth-bounded. */
export function eachValue(value: unknown, visit: (value: unknown, path: PathKey[]) => void, path: PathKey[] = []): void {
  visit(value, path);
  if (path.length >= MAX_DEPTH) return;
  if (Array.isArray(value)) value.forEach((item, i) => eachValue(item, visit, [...path, i]));
  else if (isRecord(value)) for (const key of Object.keys(value)) eachValue(value[key], visit, [...path, key]);
}
