import type { GitHubAdapter, Issue, IssueComment } from '../../github/adapter.js';
import { createOnce } from '../../github/once.js';
import { closingComment, INBOX_MARKER, readInboxMarker } from '../../inbox/issue.js';
import { closedBody, closingState, isClosingComment, withClosingMarker } from '../../inbox/issue-closing.js';
import { LEFT_CHOICE, leftBody, readLeft } from '../../inbox/issue-left.js';
import { compareText } from '../../report/order.js';
import type { Resolution } from './sync-weighing.js';

/** How an inbox issue ends, or waits for a decision: closed with one comment, or held open for a person. */

/** Appended to an issue the action closed itself, so that it may reopen it if the item returns. */
export const CLOSED_BY_ACTION = '<!-- handoff-gate:closed -->';

type EndingAdapter = Pick<
  GitHubAdapter,
  'getIssue' | 'listComments' | 'createComment' | 'deleteComment' | 'updateIssue' | 'pause'
>;

/**
 * Whether an issue is still as it was listed. A command (or a person) that acted on it since
 * changed its state, body or title, and moved `updatedAt` (whole seconds, so the others are
 * compared too): the sync then leaves it as they left it, and the next run looks again.
 */
export function unchangedSince(listed: Issue, now: Issue): boolean {
  return (
    now.state === listed.state &&
    now.title === listed.title &&
    now.body === listed.body &&
    (listed.updatedAt === undefined || now.updatedAt === undefined || now.updatedAt === listed.updatedAt)
  );
}

/**
 * Keeps the issue of an item that left without a decision open, saying so: one comment (found
 * again by its marker, as a closing comment is), and the body's first paragraph and hidden line
 * (see issue-left.ts). A `/approve` on it ratifies the change, a `/reject` undoes it.
 */
export async function holdForDecision(
  github: EndingAdapter,
  identity: string,
  listed: Issue,
  why: Extract<Resolution, { kind: 'undecided' }>,
  sha: string,
): Promise<'updated' | 'skipped'> {
  const [now, comments] = await Promise.all([
    github.getIssue(listed.number),
    github.listComments(listed.number, listed.comments),
  ]);
  if (!unchangedSince(listed, now) || readLeft(now.body)) return 'skipped';
  const marker = now.body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.startsWith(INBOX_MARKER) && readInboxMarker(line) !== undefined)
    .at(-1);
  // Found by its marker, so it has one; a run's commit is a full sha.
  if (marker === undefined || !/^[0-9a-f]{40}$/.test(sha)) return 'skipped';
  const what = closingComment(why);
  await commentOnce(github, identity, listed.number, comments, closingState(now.body), `${what} ${LEFT_CHOICE}`);
  await github.updateIssue(listed.number, {
    body: leftBody(now.body, what, { commit: sha, ruleId: why.ruleId }, marker),
  });
  return 'updated';
}

/**
 * Closes an issue with one closing comment, however often this is tried and by however many
 * runs at once. The issue is re-read first (a command may have closed or changed it since it
 * was listed: then it is left as it is). The comment carries a hidden marker for this closing;
 * one already there (a re-run after a close that failed halfway) is not posted again, and a
 * concurrent run's duplicate is deleted, the oldest kept.
 */
export async function closeIssue(
  github: EndingAdapter,
  identity: string,
  listed: Issue,
  why: Resolution,
  reason: 'completed' | 'not_planned',
): Promise<'closed' | 'skipped'> {
  const [now, comments] = await Promise.all([
    github.getIssue(listed.number),
    github.listComments(listed.number, listed.comments),
  ]);
  if (!unchangedSince(listed, now)) return 'skipped';
  await commentOnce(github, identity, listed.number, comments, closingState(now.body), closingComment(why));
  await github.updateIssue(listed.number, {
    state: 'closed',
    stateReason: reason,
    body: `${closedBody(now.body, closingComment(why))}\n${CLOSED_BY_ACTION}\n`,
  });
  return 'closed';
}

/**
 * Posts `text` on the issue with the hidden marker of this ending (`state`), once: not when one of
 * ours is there already (a re-run after an ending that failed halfway), and a concurrent run's
 * duplicate is deleted, the oldest kept. `comments` are the issue's comments as just read.
 */
async function commentOnce(
  github: EndingAdapter,
  identity: string,
  issue: number,
  comments: readonly IssueComment[],
  state: string,
  text: string,
): Promise<void> {
  const ours = (list: readonly IssueComment[]) =>
    list
      .filter((c) => c.author === identity && isClosingComment(c.body, state))
      .sort((a, b) => compareText(a.createdAt, b.createdAt) || a.id - b.id);
  if (ours(comments).length > 0) return;
  const reread = async () => ours(await github.listComments(issue, comments.length + 1));
  await createOnce(
    () => github.createComment(issue, withClosingMarker(text, state)),
    async () => (await reread())[0],
    (attempt) => github.pause(attempt),
  );
  const [, ...duplicates] = await reread();
  await Promise.all(duplicates.map((duplicate) => github.deleteComment(duplicate.id)));
}
