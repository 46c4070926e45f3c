import { utcMinute } from './approvals.js';

/*
 * A reminder on an inbox issue whose item has waited longer than `inbox.remind-after`: one comment
 * per period, mentioning only whom `inbox.notify` names. When the last one was posted is read from
 * GitHub's record of the bot's comments (their server-set time), found by a hidden marker. A
 * reminder is no decision: a comment forged under the bot's login with the marker (any workflow of
 * the repository can post as it) can at most delay the next reminder by one period, never count,
 * spend or settle anything.
 */

/** The hidden line that ends every reminder. */
export const REMINDER_MARKER = '<!-- handoff-gate:reminder -->';

/** A comment as reminders read it. */
export interface PostedComment {
  author: string;
  body: string;
  createdAt: string;
}

/** Whether a comment's body is a reminder (the caller checks its author). */
export function isReminder(body: string): boolean {
  return body.replace(/\r\n/g, '\n').trimEnd().split('\n').at(-1) === REMINDER_MARKER;
}

/** The bot's reminders on an issue, oldest first (by GitHub's time; unreadable times last). */
export function remindersOf<C extends PostedComment>(comments: readonly C[], identity: string): C[] {
  const time = (c: PostedComment) => Date.parse(c.createdAt);
  return comments
    .filter((c) => c.author === identity && isReminder(c.body) && !Number.isNaN(time(c)))
    .sort((a, b) => time(a) - time(b));
}

/**
 * Whether a reminder is due now: the item has waited `afterMs` since its issue was opened, and as
 * long again since the last reminder. A time that cannot be read makes none due: a reminder is a
 * courtesy, and one too many is the failure to avoid.
 */
export function reminderDue(
  issueOpened: string,
  lastReminder: string | undefined,
  afterMs: number,
  now: number,
): boolean {
  const since = Date.parse(lastReminder ?? issueOpened);
  return !Number.isNaN(since) && now - since >= afterMs;
}

/**
 * The reminder's text: whom `inbox.notify` names (checked logins and teams, so each is a mention
 * and nothing else), how long the item has waited and the setting that asked for it.
 */
export function reminderComment(issueOpened: string, every: string, notify: readonly string[]): string {
  const who = notify.length ? `${notify.map((name) => `@${name}`).join(' ')}: this` : 'This';
  return `${who} item has waited for a person since ${utcMinute(issueOpened)}. The issue says what it needs and how to act on it. (A reminder every ${every} of waiting, config \`inbox.remind-after\`.)\n\n${REMINDER_MARKER}`;
}
