/**
 * A report outlives the files it was made from. A parser hands out a scalar as a slice of its
 * file's text, and V8 keeps the whole text alive for as long as the slice lives (and a message
 * built around the slice keeps the slice): a scan kept every file that gave it a gate item or a
 * finding, 62 MB of texts at 10,000 varied SubAgent Responses. Copied out, each string holds
 * only itself; but a copy costs more than a slice (about 110 bytes against 40 for a 50-character
 * string), so where what is kept is most of the text anyway, the text is the cheaper to keep.
 */

/** V8 slices and joins strings of 13 characters or more; shorter ones are copies already. */
const SHARED_FROM = 13;

/** The string as a copy of its own (a new string, flat, that holds no larger text). */
export function ownString(text: string): string {
  return text.length < SHARED_FROM ? text : (' ' + text).slice(1);
}

/**
 * The strings of these plain values copied out of a text of `textLength` characters, unless they
 * come to half its length or more (then keeping the text costs at most twice what they need).
 */
export function ownStringsOf(value: unknown, textLength: number): void {
  if (2 * stringLength(value, new Set()) < textLength) ownStrings(value);
}

/** The characters of every string in these plain values (walked as {@link ownStrings} walks them). */
function stringLength(value: unknown, seen: Set<object>): number {
  if (typeof value === 'string') return value.length;
  if (!walked(value, seen)) return 0;
  let sum = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value as Record<string, unknown>))
    sum += stringLength(item, seen);
  return sum;
}

/** Arrays and plain objects, not frozen, each once. */
function walked(value: unknown, seen: Set<object>): value is object {
  if (typeof value !== 'object' || value === null || seen.has(value) || Object.isFrozen(value)) return false;
  if (!Array.isArray(value)) {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
  }
  seen.add(value);
  return true;
}

/**
 * Every string in these plain values copied out, in place: arrays and plain objects are walked,
 * anything else (a format's definition, a class instance, a frozen value) is left as it is.
 */
export function ownStrings(value: unknown, seen: Set<object> = new Set()): void {
  if (!walked(value, seen)) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'string') value[i] = ownString(item);
      else ownStrings(item, seen);
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'string') record[key] = ownString(item);
    else ownStrings(item, seen);
  }
}
