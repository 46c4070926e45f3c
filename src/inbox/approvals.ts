import type { InboxItem } from '../report/report.js';
import { codeSpan } from '../render/escape.js';
import { CLOSING_MARKER } from './issue-closing.js';
import { isBotWord, unedited, type CommentFacts } from './bot-word.js';

/**
 * Approvals, counted per item state. Each `/approve` that counts is recorded by a hidden line in
 * the bot's reply to it:
 * `<!-- handoff-gate:approval user=alice state=0123456789ab commit=<sha> comment=123 -->`. The
 * issue's comments are append-only, so two people approving at once both land on the record
 * (an issue body, rewritten whole, would keep only the last writer's).
 *
 * A record is the bot's word only while it stands as written and what it rests on stands too:
 * it counts when it is in a comment the bot wrote and nobody edited ({@link isBotWord}), its
 * state is the state asked, its commit is the newest commit that touched the item's file (any
 * change spends it for good, a revert to the same text included), and the `/approve` comment it
 * answers is still there, by that person, unedited (a comment taken back takes its approval with it).
 */
const PREFIX = '<!-- handoff-gate:approval user=';

/** A GitHub login: letters, digits and single hyphens (up to 39). Anything else is not recorded. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const STATE = /^[0-9a-f]{12}$/;
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

const RECORD_LINE =
  /^<!-- handoff-gate:approval user=([A-Za-z0-9-]{1,39}) state=([0-9a-f]{12}) commit=([0-9a-f]{40}|[0-9a-f]{64}) comment=([1-9][0-9]{0,15}) -->$/;

/** What one approval is given to: the item's state, the newest commit of its file, and the `/approve` comment. */
export interface ApprovalAt {
  /** The item's state hash. */
  state: string;
  /** The newest commit on the branch that touched the item's file. */
  commit: string;
}

/** The record of `user`'s approval, given in comment `comment`, or undefined for values we would not write. */
export function approvalRecord(user: string, at: ApprovalAt, comment: number): string | undefined {
  return LOGIN.test(user) &&
    STATE.test(at.state) &&
    COMMIT.test(at.commit) &&
    Number.isSafeInteger(comment) &&
    comment > 0
    ? `${PREFIX}${user} state=${at.state} commit=${at.commit} comment=${comment} -->`
    : undefined;
}

/** The hidden line of the reply that completed a quorum: the approvals before it are spent. */
export const QUORUM_MARKER = '<!-- handoff-gate:quorum -->';

/** A comment as approvals read it: GitHub's facts about it, and its text. */
export interface ReadComment extends CommentFacts {
  id: number;
  body: string;
}

/**
 * Who approved the item at `at`, in the order they did, once each (logins compared without
 * case). A quorum's reply and a closing comment spend the approvals before them: an intent that
 * comes back to `proposed` as it was is approved anew.
 */
export function approvalsAt(comments: readonly ReadComment[], identity: string, at: ApprovalAt): string[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const seen = new Map<string, string>();
  for (const comment of comments) {
    if (!isBotWord(comment, identity) || typeof comment.body !== 'string') continue;
    const lines = comment.body.replace(/\r\n?/g, '\n').split('\n');
    if (lines.some((line) => line.startsWith(CLOSING_MARKER))) seen.clear();
    for (const line of lines) {
      const m = RECORD_LINE.exec(line);
      if (!m || m[2] !== at.state || m[3] !== at.commit) continue;
      const user = m[1]!;
      if (seen.has(user.toLowerCase()) || !standsBehind(byId.get(Number(m[4])), user, comment)) continue;
      seen.set(user.toLowerCase(), user);
    }
    if (lines.includes(QUORUM_MARKER)) seen.clear();
  }
  return [...seen.values()];
}

/** The `/approve` comment a record answers is still there, by the person it names, unedited, and older than the record. */
function standsBehind(command: ReadComment | undefined, user: string, record: ReadComment): boolean {
  return (
    command !== undefined &&
    sameLogin(command.author, user) &&
    unedited(command) &&
    command.createdAt <= record.createdAt
  );
}

/** How many distinct approvals the item needs: its risk level's count (`approvers.required`), 1 where none applies. */
export function requiredApprovals(item: Pick<InboxItem, 'risk'>, required: { med: number; high: number }): number {
  return item.risk === 'high' ? required.high : item.risk === 'med' ? required.med : 1;
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
  required: { med: number; high: number };
  selfApproval: boolean;
}

/** The line that shows the count: `**Approvals:** 1 of 2 (`alice`). One more person …`. */
export function approvalsLine(item: Pick<InboxItem, 'risk'>, shown: ApprovalsShown): string {
  const required = requiredApprovals(item, shown.required);
  const have = shown.have.slice(0, 10);
  const who = have.length ? ` (${have.map((login) => codeSpan(login)).join(', ')})` : '';
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
