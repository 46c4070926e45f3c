import { ownString, SHARED_FROM } from '../util/string-copy.js';

/**
 * The strings of these plain values copied out of a text of `textLength` characters, unless they
 * come to more than its length (then keeping the text, and the slices, is the cheaper).
 * One walk: it sums the length of every string V8 may share and notes where each one sits; the
 * copies are made after, once the sum has decided.
 *
 * `own` is a string the caller owns already, none of the text's (the file's path): every string
 * equal to it is made that one string rather than a copy each. A file's path is in each of its
 * findings and gate items; as one string, a report's later steps (its sort, its relocation, its
 * rendering) compare and look it up by identity, and a scan keeps one copy of it, not one per item.
 */
export function ownStringsOf(value: unknown, textLength: number, own = ''): void {
  let walk: Walk = { seen: undefined, containers: 0, holders: [], keys: [], length: 0, own };
  // Most contributions are a few dozen containers, none shared: walked without noting each one.
  // Past the bound the value may share containers (YAML aliases, a bomb of them): walked again,
  // each container once.
  if (!gather(value, walk)) {
    walk = { seen: new Set(), containers: 0, holders: [], keys: [], length: 0, own };
    gather(value, walk);
  }
  if (walk.length > textLength) return;
  for (let i = 0; i < walk.holders.length; i++) {
    const holder = walk.holders[i]!;
    const key = walk.keys[i]!;
    holder[key] = ownString(holder[key] as string);
  }
}

/** What one walk found: the shareable strings' total length, and each one's place (holder and key). */
interface Walk {
  /**
   * Each container once, when asked: parsed data may share one (a YAML alias), and an alias bomb
   * shares many. Without it the walk stops past {@link UNNOTED_CONTAINERS} containers.
   */
  seen: Set<object> | undefined;
  containers: number;
  holders: Record<string | number, unknown>[];
  keys: (string | number)[];
  length: number;
  /** The string every equal one becomes (see `ownStringsOf`). */
  own: string;
}

/** How many containers a walk that notes none may pass: far more than a file's contribution holds. */
const UNNOTED_CONTAINERS = 4096;

/**
 * Arrays and plain objects, not frozen, each once (or, with no `seen`, as often as reached, up to
 * the bound): their strings counted, the shareable ones' places noted. False past the bound.
 */
function gather(value: unknown, walk: Walk): boolean {
  if (!walked(value)) return true;
  if (walk.seen) {
    if (walk.seen.has(value)) return true;
    walk.seen.add(value);
  } else if (++walk.containers > UNNOTED_CONTAINERS) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!gatherAt(value as Record<number, unknown>, i, walk)) return false;
    return true;
  }
  // `for...in` rather than `Object.keys`: no array per object (a plain object's prototype has no enumerable keys).
  for (const key in value) if (!gatherAt(value as Record<string, unknown>, key, walk)) return false;
  return true;
}

function gatherAt(holder: Record<string | number, unknown>, key: string | number, walk: Walk): boolean {
  const item = holder[key];
  if (typeof item !== 'string') return gather(item, walk);
  // Only what a copy would cost counts: a short string is a copy already, the caller's own is kept anyway.
  if (item.length < SHARED_FROM) return true;
  if (item === walk.own) {
    // Equal to the caller's own string: made that one (most often it is that one already, and the
    // comparison is of identity).
    holder[key] = walk.own;
    return true;
  }
  walk.length += item.length;
  walk.holders.push(holder);
  walk.keys.push(key);
  return true;
}

/** Arrays and plain objects, not frozen. */
function walked(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
