/**
 * A problem with what the person asked for (a bad flag, a missing file, an unknown ref), as
 * opposed to a bug. Entries print its message alone and exit 2; anything else is a bug.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
