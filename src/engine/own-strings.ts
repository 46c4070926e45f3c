/**
 * A report outlives the files it was made from. A parser hands out a scalar as a slice of its
 * file's text, and V8 keeps the whole text alive for as long as the slice lives (and a message
 * built around the slice keeps the slice): a scan kept every file that gave it a gate item or a
 * finding. Copied out, each string holds only itself, at some 50 bytes more than a slice of the
 * text: less than the text, since what a file contributes is a part of it. Keeping the text
 * where the strings came to half of it or more kept 1,947 whole texts (9 MB) alive at the end of
 * a scan of 10,000 varied SubAgent Responses; copying every string, each distinct one once,
 * leaves none, and the heap at the report's assembly went from 52.8 to 46.3 MB.
 */

/** V8 slices and joins strings of 13 characters or more; shorter ones are copies already. */
const SHARED_FROM = 13;

/**
 * The string as a copy of its own: the join is flattened into a new string, and the slice of it
 * holds that copy, never the file's text. (`JSON.parse(JSON.stringify(s))` gives a string without
 * the slice, 32 bytes smaller, at 5 to 10 times the time.)
 */
export function ownString(text: string): string {
  return text.length < SHARED_FROM ? text : (' ' + text).slice(1);
}

/** The values walked by the current call, and the copies it made: kept for every call, emptied after each. */
const seen = new Set<object>();
const copies = new Map<string, string>();

/**
 * One copy for each distinct string of a call: a file's path, in every finding and item it
 * gives, is copied once and shared, as it was before.
 */
function copyOf(text: string): string {
  let copy = copies.get(text);
  if (copy === undefined) copies.set(text, (copy = ownString(text)));
  return copy;
}

/**
 * Every string in these plain values copied out, in place: arrays and plain objects are walked,
 * each once, anything else (a format's definition, a class instance, a frozen value) is left as
 * it is.
 */
export function ownStrings(value: unknown): void {
  try {
    copyStrings(value);
  } finally {
    seen.clear();
    copies.clear();
  }
}

function copyStrings(value: unknown): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  if (Array.isArray(value)) {
    if (Object.isFrozen(value)) return;
    seen.add(value);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'string') {
        if (item.length >= SHARED_FROM) value[i] = copyOf(item);
      } else if (typeof item === 'object') copyStrings(item);
    }
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if ((proto !== Object.prototype && proto !== null) || Object.isFrozen(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (typeof item === 'string') {
      if (item.length >= SHARED_FROM) record[key] = copyOf(item);
    } else if (typeof item === 'object') copyStrings(item);
  }
}
