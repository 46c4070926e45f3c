/**
 * A report outlives the files it was made from. A parser hands out a scalar as a slice of its
 * file's text, and V8 keeps the whole text alive for as long as the slice lives (and a message
 * built around the slice keeps the slice): a scan kept every file that gave it a gate item or a
 * finding, 62 MB of texts at 10,000 varied SubAgent Responses. Copied out, each string holds
 * only itself.
 */

/** V8 slices and joins strings of 13 characters or more; shorter ones are copies already. */
const SHARED_FROM = 13;

/** The string as a copy of its own (a new string, flat, that holds no larger text). */
export function ownString(text: string): string {
  return text.length < SHARED_FROM ? text : (' ' + text).slice(1);
}

/**
 * Every string in these plain values copied out, in place: arrays and plain objects are walked,
 * anything else (a format's definition, a class instance, a frozen value) is left as it is.
 */
export function ownStrings(value: unknown, seen: Set<object> = new Set()): void {
  if (typeof value !== 'object' || value === null || seen.has(value) || Object.isFrozen(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'string') value[i] = ownString(item);
      else ownStrings(item, seen);
    }
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'string') record[key] = ownString(item);
    else ownStrings(item, seen);
  }
}
