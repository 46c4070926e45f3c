/**
 * The trailers of the bot's commits, read and written by the commands (`publish/apply.ts`) and read
 * back by who-shaped-an-item (`publish/proposers.ts`) and the decision log (`decision-log.ts`).
 */

/** The trailer a command's commits carry: the comment they carry out (`Handoff-Gate-Comment: 123`). */
export const COMMENT_TRAILER = 'Handoff-Gate-Comment';

/**
 * The trailer that names the person whose command a commit carries out (`Handoff-Gate-By: alice`):
 * on a line of its own, it survives a squash or rebase merge of the command's pull request, which
 * appends ` (#12)` to the subject. A claim: it only adds that person to those who shaped the item.
 */
export const BY_TRAILER = 'Handoff-Gate-By';

/** The trailer that names each approver of a quorum, in the order they approved. */
export const APPROVED_BY_TRAILER = 'Approved-by';

/**
 * The values of a trailer (`Key: value` on a line of its own, the key without case) in a message,
 * read line by line: a multiline pattern with trailing blanks costs its proof minutes.
 */
export function trailerValues(message: string, key: string): string[] {
  const prefix = `${key.toLowerCase()}: `;
  const values: string[] = [];
  for (const line of message.split('\n')) {
    if (line.slice(0, prefix.length).toLowerCase() === prefix) values.push(line.slice(prefix.length).trimEnd());
  }
  return values;
}

/** A GitHub login: letters, digits and single hyphens (up to 39). */
export const isLogin = (text: string): boolean => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(text);
