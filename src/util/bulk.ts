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

/** The largest of `values` and `floor` (`Math.max(...values, floor)` at any length). */
export function maxOf(values: Iterable<number>, floor = -Infinity): number {
  let max = floor;
  for (const value of values) if (value > max) max = value;
  return max;
}
