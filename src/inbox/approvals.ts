import type { InboxItem } from '../report/report.js';
import { codeSpan } from '../render/escape.js';
import { unedited, type CommentFacts } from './bot-word.js';
import { parseCommand } from './commands/parse.js';
import { notCounted } from './reply-marker.js';

/**
 * Approvals, recounted from GitHub's own record at every use. An approval is a person's `/approve`
 * comment on the item's issue: its author as GitHub authenticated it, its server-set time, never
 * edited, made after the push that brought the item's current content to the default branch (the
 * repository activity's time). Any change to the item is a new push, so it spends every approval
 * made before it, for good (a revert to the same text included).
 *
 * Nothing the bot wrote is read back as a record: under the workflow token every workflow of the
 * repository posts as the same login, so anyone who can push a workflow can write "as the bot".
 * The bot's replies serve people (and mark a comment as answered); a forged one can at most make
 * the bot repeat or withhold a reply, never count, revive or spend an approval.
 */

/** A comment as approvals read it: GitHub's facts about it, and its text. */
export interface ReadComment extends CommentFacts {
  id: number;
  body: string;
}

/** `approvers.expire-after` at the moment of a recount: an approval posted `afterMs` or longer before `now` no longer counts. */
export interface Expiry {
  now: number;
  afterMs: number;
}

/** An approval as counted: who, their comment, and, under an expiry, when it stops counting (ISO). */
export interface Approval {
  login: string;
  comment: number;
  until?: string;
}

/**
 * Who approved the item since `since` (an ISO time: when its current content landed), in the order
 * they first did, once each (logins compared without case, with the comment that first did): the `/approve` comments by people
 * (never `identity`, never an app's `[bot]` account), unedited, posted strictly after `since`.
 * An `/approve` the bot refused (its reply says so: {@link notCounted}) is no approval, even once
 * the reason is gone. Under an `expiry`, one posted that long ago or longer is none either (a later
 * `/approve` of the same person counts in its place), and each counted one says until when it
 * counts: GitHub's server-set time decides, never a line the bot wrote. Whether each still
 * qualifies (access, policy, "self") is asked by the caller at the moment of use.
 */
export function approvalsSince(
  comments: readonly ReadComment[],
  identity: string,
  since: string,
  expiry?: Expiry,
): Approval[] {
  const after = Date.parse(since);
  if (Number.isNaN(after)) return [];
  const refused = notCounted(comments, identity);
  const seen = new Map<string, Approval>();
  for (const comment of comments) {
    const { author } = comment;
    if (author === identity || author.endsWith('[bot]') || !LOGIN.test(author) || !unedited(comment)) continue;
    // Strictly after: GitHub's times are whole seconds, and a comment of the same second may be older.
    if (!(Date.parse(comment.createdAt) > after) || refused.has(comment.id) || !isApprove(comment.body)) continue;
    const until = expiry && expiresAt(comment, expiry);
    if (until === null) continue;
    if (!seen.has(author.toLowerCase()))
      seen.set(author.toLowerCase(), { login: author, comment: comment.id, ...(until && { until }) });
  }
  return [...seen.values()];
}

/**
 * When a comment's approval stops counting (ISO), or null when it has (or its time cannot be
 * read: an approval whose age is not known is not counted).
 */
export function expiresAt(comment: Pick<ReadComment, 'createdAt'>, { now, afterMs }: Expiry): string | null {
  const posted = Date.parse(comment.createdAt);
  if (Number.isNaN(posted) || posted + afterMs <= now) return null;
  return new Date(posted + afterMs).toISOString();
}

/** A comment whose command is `/approve`, read as every command is (its first non-blank line). */
const isApprove = (body: string): boolean => {
  const command = parseCommand(body, []);
  return command !== undefined && 'name' in command && command.name === 'approve';
};

/** A GitHub login: letters, digits and single hyphens (up to 39). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

/** How many distinct approvals the item needs: its risk level's count (`approvers.required`), 1 where none applies. */
export function requiredApprovals(item: Pick<InboxItem, 'risk'>, required: { med: number; high: number }): number {
  return item.risk === 'high' ? required.high : item.risk === 'med' ? required.med : 1;
}

/**
 * `2026-12-21 09:00 UTC`: a time to the minute (rounded down: an approval is never shown to last
 * longer than it does), written anew from the time it reads, so no text of an answer passes through.
 */
export function utcMinute(time: string): string {
  const at = Date.parse(time);
  if (Number.isNaN(at)) return 'an unknown time';
  const iso = new Date(at).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Logins compared as GitHub compares them: without case. */
export const sameLogin = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * The login a commit's e-mail names, when it is GitHub's noreply address
 * (`12345+alice@users.noreply.github.com`, or the older `alice@users.noreply.github.com`).
 */
export function loginOfEmail(email: string | undefined): string | undefined {
  const m = /^(?:\d{1,12}\+)?([A-Za-z0-9-]{1,39})@users\.noreply\.github\.com$/i.exec(email ?? '');
  return m?.[1];
}

/** What an approval item's issue shows of its approvals: who approved at this state, and the policy. */
export interface ApprovalsShown {
  have: readonly string[];
  /** Under `approvers.expire-after`: when each of `have` stops counting (ISO), by login without case. */
  until?: ReadonlyMap<string, string>;
  required: { med: number; high: number };
  selfApproval: boolean;
}

/** The issue's line that shows the count: `**Approvals:** 1 of 2 (`alice`). One more person …`. */
export function approvalsLine(item: Pick<InboxItem, 'risk'>, shown: ApprovalsShown): string {
  const required = requiredApprovals(item, shown.required);
  const have = shown.have.slice(0, 10);
  const until = (login: string) => {
    const at = shown.until?.get(login.toLowerCase());
    return at ? ` until ${utcMinute(at)}` : '';
  };
  const who = have.length ? ` (${have.map((login) => `${codeSpan(login)}${until(login)}`).join(', ')})` : '';
  const left = required - have.length;
  const people =
    left === 1
      ? have.length
        ? 'One more person'
        : 'One person'
      : `${left} ${have.length ? 'more' : 'different'} people`;
  const self = shown.selfApproval ? '' : '; whoever proposed it or changed it since cannot approve it';
  const more = left > 0 ? ` ${people} with the right access must approve it (\`/approve\`)${self}.` : '';
  return `**Approvals:** ${have.length} of ${required}${who}.${more}`;
}
