import { compareText } from '../../report/order.js';
import type { GitHubAdapter, IssueComment } from '../../github/adapter.js';

/** The part of the GitHub port the report comment needs. */
export type CommentPort = Pick<
  GitHubAdapter,
  'createComment' | 'listComments' | 'deleteComment' | 'updateComment' | 'pause'
>;
import { createOnce } from '../../github/once.js';
import { REPORT_MARKER } from '../../render/markdown.js';

export type CommentOutcome = 'created' | 'updated' | 'unchanged';

const normalise = (body: string) => body.replace(/\r\n/g, '\n').trimEnd();

/** Our comments: they start with the marker AND were written by the token's identity (a copied marker is not ours). */
function ours(comments: readonly IssueComment[], identity: string): IssueComment[] {
  return comments
    .filter((c) => c.author === identity && c.body.trimStart().startsWith(REPORT_MARKER))
    .sort((a, b) => compareText(a.createdAt, b.createdAt) || a.id - b.id);
}

/**
 * One report comment per pull request: edited in place, not written when unchanged, created once.
 * `comments` are the pull request's comments as read before (empty when it had none), `count`
 * how many it had then. Two runs that raced to create one each leave the oldest (the other
 * run's copy is deleted): the one read this costs after creating is the price of that. A create
 * whose answer was lost (5xx, a reset) is looked for among the comments before it is tried again.
 */
export async function upsertReportComment(
  github: CommentPort,
  pull: number,
  body: string,
  identity: string,
  before: { count: number; comments: readonly IssueComment[] },
): Promise<CommentOutcome> {
  const existing = ours(before.comments, identity);
  if (existing.length === 0) {
    await createOnce(
      () => github.createComment(pull, body),
      async () => ours(await github.listComments(pull, before.count + 1), identity)[0],
      (attempt) => github.pause(attempt),
    );
    // A concurrent run may have created its own meanwhile: keep the oldest, delete the rest.
    const now = ours(await github.listComments(pull, before.count + 1), identity);
    await Promise.all(now.slice(1).map((duplicate) => github.deleteComment(duplicate.id)));
    return 'created';
  }
  const [keep, ...duplicates] = existing;
  await Promise.all(duplicates.map((duplicate) => github.deleteComment(duplicate.id)));
  if (normalise(keep!.body) === normalise(body)) return 'unchanged';
  await github.updateComment(keep!.id, body);
  return 'updated';
}
