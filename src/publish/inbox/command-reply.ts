import type { GitHubAdapter } from '../../github/adapter.js';
import { createOnce } from '../../github/once.js';
import { isBotWord } from '../../inbox/bot-word.js';
import { answers, withReplyMarker } from '../../inbox/reply-marker.js';

/** Our replies to this comment, oldest first: only comments the bot wrote and nobody edited count. */
async function repliesTo(
  github: GitHubAdapter,
  issue: number,
  commentId: number,
  identity: string,
): Promise<{ id: number; createdAt: string }[]> {
  const comments = await github.listComments(issue);
  return comments
    .filter((c) => isBotWord(c, identity) && answers(c.body, commentId))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
}

/** True when the issue has our reply to this comment already (a re-run, or a lost answer that landed). */
export async function answered(
  github: GitHubAdapter,
  issue: number,
  commentId: number,
  identity: string,
): Promise<boolean> {
  return (await repliesTo(github, issue, commentId, identity)).length > 0;
}

/** The reply, with its marker; after a lost answer, posted again only if it did not land. */
export async function postReply(
  github: GitHubAdapter,
  issue: number,
  commentId: number,
  identity: string,
  text: string,
): Promise<void> {
  const body = withReplyMarker(text, commentId);
  await createOnce(
    async () => (await github.createComment(issue, body), true),
    async () => ((await answered(github, issue, commentId, identity)) ? true : undefined),
    (attempt) => github.pause(attempt),
  );
  // The same event delivered twice at once: both runs replied. The oldest reply stays, each run
  // deletes the newer ones it sees, so the end state is one reply whichever run finishes last.
  const [, ...newer] = await repliesTo(github, issue, commentId, identity);
  await Promise.all(newer.map((duplicate) => github.deleteComment(duplicate.id)));
}
