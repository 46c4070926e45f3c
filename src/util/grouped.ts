/**
 * `12,345`: a whole number with its digits grouped by threes, as `toLocaleString('en-US')` writes
 * it, without the locale data that call loads (about 25 ms the first time, at start-up here).
 */
export function grouped(count: number): string {
  const digits = String(Math.abs(Math.trunc(count)));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return count < 0 ? `-${out}` : out;
}
