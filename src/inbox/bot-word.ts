/**
 * What the bot takes as its own word in a comment. Anyone with write access can edit anyone's
 * comment on GitHub, the bot's included, and the comment still shows the bot as its author; the
 * REST API does not say who edited it. What it does say, and no person can set, is the author
 * and the times: every edit moves `updated_at`. The bot never edits its comments on inbox issues,
 * so a comment of its own counts only while it was never edited.
 */
export interface CommentFacts {
  author: string;
  createdAt: string;
  updatedAt: string;
}

/** True when the bot (`identity`) wrote the comment and nobody has edited it since. */
export function isBotWord(comment: CommentFacts, identity: string): boolean {
  return comment.author === identity && unedited(comment);
}

/** True when nobody edited the comment after it was posted. */
export function unedited(comment: Pick<CommentFacts, 'createdAt' | 'updatedAt'>): boolean {
  return comment.updatedAt === comment.createdAt;
}
