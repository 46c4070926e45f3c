/**
 * Calendar dates as JSON Schema `pattern` text (no flags; editors and ajv compile it with `u`):
 * a month's own number of days, and February 29th in leap years only, so an editor rejects the
 * dates the checker calls "not a real date" (`2025-02-30`, `2025-02-29`).
 */
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-?(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-?(?:0[1-9]|[12]\\d|30)|02-?(?:0[1-9]|1\\d|2[0-8]))';
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';

/** `YYYY-MM-DD`, or `YYYYMMDD` when `separator` is empty. */
export function datePattern(separator: '-' | ''): string {
  const md = separator ? MONTH_DAY.replaceAll('-?', '-') : MONTH_DAY.replaceAll('-?', '');
  return `(?:\\d{4}${separator}${md}|${LEAP_YEAR}${separator}02${separator}29)`;
}
