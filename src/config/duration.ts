/**
 * A length of time as the config writes it: a whole number and a unit, `36h`, `14d`, `2w`. Read
 * with one bounded pattern (linear on any text). Every duration is bounded: from one hour (a
 * reminder more often than that is noise, an approval that lasts less is no approval) to
 * {@link DURATION_MAX_DAYS} days.
 */

const HOUR = 3_600_000;
const UNITS = { h: HOUR, d: 24 * HOUR, w: 7 * 24 * HOUR } as const;

export const DURATION_MAX_DAYS = 365;
const MAX = DURATION_MAX_DAYS * UNITS.d;
/** The form: also the JSON schema's pattern. */
export const DURATION = /^([1-9][0-9]{0,4})([hdw])$/;

/** The duration in milliseconds, or why the text is none. */
export function parseDuration(text: string): number | { problem: string } {
  const m = DURATION.exec(text);
  if (!m)
    return {
      problem: `\`${text.slice(0, 20)}\` is not a duration: write a whole number and a unit, h (hours), d (days) or w (weeks), such as \`36h\` or \`14d\``,
    };
  const ms = Number(m[1]) * UNITS[m[2] as keyof typeof UNITS];
  if (ms > MAX) return { problem: `a duration is at most ${DURATION_MAX_DAYS} days (\`${DURATION_MAX_DAYS}d\`)` };
  return ms;
}

/** A duration as the config writes it, in its largest whole unit: `14d`, `36h`, `2w`. */
export function durationText(ms: number): string {
  if (ms % UNITS.w === 0) return `${ms / UNITS.w}w`;
  if (ms % UNITS.d === 0) return `${ms / UNITS.d}d`;
  return `${Math.round(ms / HOUR)}h`;
}
