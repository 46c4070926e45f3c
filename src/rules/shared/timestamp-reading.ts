import { datePattern } from './date-pattern.js';

/** ISO 8601 date-time with a time zone (`Z` or `±hh:mm`), as the specs' examples write it. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/;

/**
 * The same rule as a JSON Schema `pattern`, for editors: what {@link timestampProblem} accepts
 * (surrounding blanks, a space or `t` for `T`, seconds up to a leap second 60, any fraction, `Z`
 * or an offset with or without its colon), with real dates and times only.
 */
export const TIMESTAMP_PATTERN = `^\\s*${datePattern('-')}[Tt ](?:[01]\\d|2[0-3]):[0-5]\\d(?::(?:[0-5]\\d|60)(?:\\.\\d+)?)?(?:[Zz]|[+-]\\d{2}:?\\d{2})\\s*$`;

export type TimestampProblem = 'not-iso' | 'no-offset' | 'impossible';

/** Why `text` is not a usable timestamp, or undefined when it is one. */
export function timestampProblem(text: string): TimestampProblem | undefined {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) {
    return /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text.trim()) ? 'no-offset' : 'not-iso';
  }
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const valid =
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s ?? 0) < 61;
  return valid ? undefined : 'impossible';
}

export function timestampMessage(field: string, problem: TimestampProblem): string {
  switch (problem) {
    case 'no-offset':
      return `\`${field}\` has no time zone; add \`Z\` or an offset such as \`+09:00\`.`;
    case 'impossible':
      return `\`${field}\` is not a real date and time.`;
    default:
      return `\`${field}\` must be an ISO 8601 timestamp such as \`2025-01-14T12:00:00Z\`.`;
  }
}

/** The zone a valid timestamp is written with (`Z`, `+09:00`), as written; undefined for any other text. */
export function zoneOf(text: string): string | undefined {
  return timestampProblem(text) === undefined ? ISO_DATE_TIME.exec(text.trim())?.[7] : undefined;
}

/** A date-time written year first with other separators, or in ISO 8601's basic form (`20250114T120000Z`). */
const OTHER_FORM =
  /^(\d{4})([-/.]?)(\d{2})\2(\d{2})([Tt ])(\d{2})(:?)(\d{2})(?:\7(\d{2})(\.\d+)?)?(?: ?([Zz]|[+-]\d{2}:?\d{2}))?$/;

/**
 * The timestamp `text` surely means, written as the specs write it, or undefined when its instant
 * is not plain from the file: a year-first date with `/` or `.` or no separators, or ISO 8601's
 * basic form, is rewritten with `-` and `:`; a missing zone is added only when every other
 * timestamp of the file is written in one zone (`zones`), which then is the file's.
 */
export function timestampFix(text: string, zones: ReadonlySet<string>): string | undefined {
  if (text !== text.trim()) return undefined;
  const match = OTHER_FORM.exec(text);
  if (!match) return undefined;
  const [, y, , mo, d, , h, , mi, s, fraction, written] = match;
  const zone = written ?? (zones.size === 1 ? [...zones][0] : undefined);
  if (zone === undefined) return undefined;
  // Always `T`: a date and a time joined by a space is RFC 3339's allowance, not the form the specs write.
  const fixed = `${y}-${mo}-${d}T${h}:${mi}${s === undefined ? '' : `:${s}${fraction ?? ''}`}${zone}`;
  return fixed !== text && timestampProblem(fixed) === undefined ? fixed : undefined;
}

/** Milliseconds since the epoch, for ordering two valid timestamps. */
export function timestampValue(text: string): number {
  return Date.parse(text.trim().replace(' ', 'T'));
}
