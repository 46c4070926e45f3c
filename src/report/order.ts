/**
 * The one order for paths, ids and rule names in a report: by UTF-16 code unit, as `Array.sort`
 * orders strings and as the files are checked. `localeCompare` would depend on the runner's
 * locale and costs a collation per comparison.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
