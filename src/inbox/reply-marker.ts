/**
 * The hidden last line of every reply to a command: it names the comment answered, so a re-run
 * of the same event, or a retry after the reply's answer was lost, sees that the comment has
 * its reply and does not answer (or act) twice.
 */
const PREFIX = '<!-- handoff-gate:reply comment=';

export function replyMarker(commentId: number): string {
  return `${PREFIX}${commentId} -->`;
}

/** The reply text with its marker. */
export function withReplyMarker(text: string, commentId: number): string {
  return `${text.trimEnd()}\n\n${replyMarker(commentId)}`;
}

/** True when the body is a reply to this comment: a line that is exactly its marker. */
export function answers(body: string, commentId: number): boolean {
  return typeof body === 'string' && body.replace(/\r\n?/g, '\n').split('\n').includes(replyMarker(commentId));
}
