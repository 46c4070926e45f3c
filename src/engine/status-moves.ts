/** A format's table of allowed `status` moves: for each status, where a change may take it. */
export type StatusMoves = Readonly<Record<string, readonly string[]>>;

/**
 * The verdict on a move: `same` (nothing moved), `allowed`, `forbidden`, or `unknown` when a
 * side is not one of the table's statuses (a team's own, or an invalid value the enum rule
 * reports): the table has nothing to say then. Statuses are compared lower-cased, the safe
 * reading of `Approved`.
 */
export function judgeMove(
  table: StatusMoves,
  from: string | undefined,
  to: string | undefined,
): 'same' | 'allowed' | 'forbidden' | 'unknown' {
  const a = from?.toLowerCase();
  const b = to?.toLowerCase();
  if (a === undefined || b === undefined || !Object.hasOwn(table, a) || !Object.hasOwn(table, b)) return 'unknown';
  if (a === b) return 'same';
  return table[a]!.includes(b) ? 'allowed' : 'forbidden';
}
