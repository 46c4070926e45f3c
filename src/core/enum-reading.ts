/**
 * Reading an enum value the way the gate, the inbox and the risk need it: `risk: High` is still
 * an enum error (the file is wrong, and says so with "did you mean"), but it plainly means
 * `high`, and a PR whose intent says `High` must not come out low-risk, nor a `status: Blocked`
 * envelope stay out of the inbox. So these consumers read a value that misses the enum only by
 * case (and surrounding blanks, as a quoted `" high "`) as the member it spells.
 *
 * Nothing else is forgiven: a different word (`severe`, `hi`, `in-progress` for `in_progress`)
 * means no member. Only ASCII letters are folded, so a look-alike letter (`ı`, `ſ`, the Kelvin
 * sign) that JavaScript's full case mapping would turn into `i`, `s` or `k` never makes a word a
 * member it does not spell.
 */

const foldAscii = (text: string): string =>
  text.trim().replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));

/**
 * The member of `members` that `value` means, ignoring ASCII case and surrounding whitespace;
 * undefined for a non-string, a different word, or a value two members both spell (a team's
 * enum holding `Done` and `done`: then only an exact match says which).
 */
export function enumMember<T extends string>(value: unknown, members: readonly T[]): T | undefined {
  if (typeof value !== 'string') return undefined;
  for (const member of members) if (member === value) return member;
  const folded = foldAscii(value);
  let found: T | undefined;
  for (const member of members) {
    if (foldAscii(member) !== folded) continue;
    if (found !== undefined && found !== member) return undefined;
    found = member;
  }
  return found;
}

/** Whether `value` means `member` (of `members`), read as {@link enumMember} reads it. */
export function means<T extends string>(value: unknown, member: T, members: readonly T[] = [member]): boolean {
  return enumMember(value, members) === member;
}
