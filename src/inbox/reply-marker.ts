/**
 * The hidden last line of every reply to a command: it names the comment answered, so a re-run
 * of the same event, or a retry after the reply's answer was lost, sees that the comment has
 * its reply and does not answer (or act) twice.
 */
const PREFIX = '<!-- handoff-gate:reply comment=';

export function replyMarker(commentId: number): string {
  return `${PREFIX}${commentId} -->`;
}

/**
 * The hidden line of a reply that refused an `/approve`: that comment is not an approval, even once
 * the reason is gone (a person who approved an issue edited by hand, or showing an older state,
 * approved something else). It can only withhold an approval, which anyone with write access can
 * do anyway by editing the comment; nothing under the bot's login can make one count.
 */
export const notCountedMarker = (commentId: number): string => `<!-- handoff-gate:not-counted comment=${commentId} -->`;
const NOT_COUNTED = /^<!-- handoff-gate:not-counted comment=([1-9][0-9]{0,15}) -->$/;

/** The comments a reply of the bot's login said do not count as approvals. */
export function notCounted(comments: readonly { author: string; body: string }[], identity: string): Set<number> {
  const ids = new Set<number>();
  for (const comment of comments) {
    if (comment.author !== identity || typeof comment.body !== 'string') continue;
    for (const line of comment.body.replace(/\r\n?/g, '\n').split('\n')) {
      const m = NOT_COUNTED.exec(line);
      if (m) ids.add(Number(m[1]));
    }
  }
  return ids;
}

/** The reply text with its marker. */
export function withReplyMarker(text: string, commentId: number): string {
  return `${text.trimEnd()}\n\n${replyMarker(commentId)}`;
}

/** True when the body is a reply to this comment: a line that is exactly its marker. */
export function answers(body: string, commentId: number): boolean {
  return typeof body === 'string' && body.replace(/\r\n?/g, '\n').split('\n').includes(replyMarker(commentId));
}
