import type { GitHubAdapter, Issue } from '../../github/adapter.js';
import type { IssueContent } from '../../inbox/issue-update.js';
import { INBOX_MARKER, readInboxMarker, type InboxMarker } from '../../inbox/issue-marker.js';
import { unedited } from '../../inbox/bot-word.js';

/**
 * What a command may rest on, read when the run starts (a queued run starts later than the
 * event was built, and people edit meanwhile): the comment as it stands, and the issue as it
 * stands. The event's copies are only what someone wrote once.
 */

/** How the command's comment stands now: as it was posted, edited since, or deleted. */
export type CommentStanding = 'as-posted' | 'edited' | 'deleted';

export async function commentStanding(
  github: Pick<GitHubAdapter, 'getComment'>,
  id: number,
  posted: string,
): Promise<CommentStanding> {
  const now = await github.getComment(id);
  if (!now) return 'deleted';
  return now.body === posted && unedited(now) ? 'as-posted' : 'edited';
}

/** A body's paragraphs, as the bot writes them (blank-line separated). */
const paragraphs = (body: string): string[] => body.replace(/\r\n?/g, '\n').trimEnd().split('\n\n');

const FILE_PART = '**File:** ';
const APPROVALS_PART = '**Approvals:** ';

/**
 * True when the issue reads exactly as handoff-gate writes it for the item as it is now, whole:
 * its title, and its body paragraph by paragraph at the same places, hidden marker included. Only
 * two paragraphs may differ, each only in its own shape: the file link (its commit moves with every
 * push) and the approvals count (recounted from the comments, never read from the issue). A
 * person's edit anywhere else (a marker swapped in, a detail reworded, a title changed, a line
 * added that looks like the bot's, the text folded away) makes the issue say something the item
 * does not, so it vouches for nothing until the bot rewrites it.
 */
export function readsAsWritten(issue: Pick<Issue, 'title' | 'body'>, wanted: IssueContent): boolean {
  if (issue.title.trim() !== wanted.title.trim()) return false;
  const have = paragraphs(issue.body);
  const want = paragraphs(wanted.body);
  return have.length === want.length && have.every((part, i) => sameParagraph(part, want[i]!));
}

function sameParagraph(have: string, want: string): boolean {
  if (have === want) return true;
  if (want.startsWith(FILE_PART)) return sameFileLine(have, want);
  if (want.startsWith(APPROVALS_PART)) return APPROVALS_SHAPE.test(have);
  return sameMarker(have, want);
}

/**
 * The file link at another commit: the same text but for the commit in its address
 * (`/blob/<sha>/`) and the short commit after it (`` at `abc1234` ``).
 */
function sameFileLine(have: string, want: string): boolean {
  const commitless = (line: string) =>
    line.replace(/\/blob\/[0-9a-f]{40}\//g, '/blob/-/').replace(/ at `[0-9a-f]{7}`$/, ' at `-`');
  return !have.includes('\n') && commitless(have) === commitless(want);
}

/**
 * The approvals line as the bot writes it ({@link approvalsLine}): a count, up to ten logins (each
 * with when it expires, under `approvers.expire-after`), and what is still needed; nothing else
 * fits. Bounded repetitions only, so linear on any text.
 */
const APPROVALS_SHAPE =
  /^\*\*Approvals:\*\* \d{1,3} of \d{1,3}(?: \(`[A-Za-z0-9-]{1,39}`(?: until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)?(?:, `[A-Za-z0-9-]{1,39}`(?: until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)?){0,9}\))?\.(?: (?:One more person|One person|\d{1,3} more people|\d{1,3} different people) with the right access must approve it \(`\/approve`\)(?:; whoever proposed it or changed it since cannot approve it)?\.)?$/;

/** Two marker lines for the same item and state; one written before markers named the file (no `path=`) still reads. */
function sameMarker(have: string, want: string): boolean {
  if (!have.startsWith(INBOX_MARKER) || have.includes('\n')) return false;
  const a = readInboxMarker(have);
  const b = readInboxMarker(want);
  return !!a && !!b && a.key === b.key && a.state === b.state && a.path === undefined;
}

/**
 * The other open issues of ours that name the same item (and, given what the bot writes for it,
 * read so), or undefined when this issue is its only one. An issue not among the inbox's open issues (its label taken off) is no inbox issue.
 */
export async function otherIssuesOf(
  github: Pick<GitHubAdapter, 'listIssues'>,
  inboxLabel: string,
  identity: string,
  number: number,
  marker: InboxMarker,
  wanted?: IssueContent,
): Promise<{ others: number[]; listed: boolean } | undefined> {
  const named = (await github.listIssues(inboxLabel)).filter((issue) => {
    if (issue.author !== identity || issue.state !== 'open') return false;
    const theirs = readInboxMarker(issue.body);
    if (theirs?.key !== marker.key || (theirs.path ?? marker.path) !== marker.path) return false;
    // A marker pasted into an issue that shows another item makes no rival: it vouches for nothing.
    return issue.number === number || !wanted || readsAsWritten(issue, wanted);
  });
  const listed = named.some((issue) => issue.number === number);
  const others = named.filter((issue) => issue.number !== number).map((issue) => issue.number);
  return listed && others.length === 0 ? undefined : { others, listed };
}
