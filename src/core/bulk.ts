/**
 * Array helpers safe at any length. `a.push(...b)` and `Math.max(...b)` pass every element as an
 * argument, and V8 throws a RangeError once an array holds more than some tens of thousands of
 * them: a file with 100,000 review items, or a report with as many findings, would crash a run.
 */

/** Appends every item of `items` to `target` (in order); returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest of `values`, or `empty` when there is none. */
export function maxOf(values: Iterable<number>, empty = -Infinity): number {
  let max = empty;
  let any = false;
  for (const value of values) {
    if (!any || value > max) max = value;
    any = true;
  }
  return any ? max : empty;
}
