import { describe, expect, it } from 'vitest';
import { approvalsLine, approvalsSince, expiresAt } from '../../src/inbox/approvals.js';
import { isReminder, REMINDER_MARKER, reminderComment, reminderDue, remindersOf } from '../../src/inbox/reminder.js';
import { readsAsWritten } from '../../src/publish/inbox/command-trust.js';

const BOT = 'github-actions[bot]';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LANDED = Date.parse('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(LANDED + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const comment = (id: number, author: string, ms: number, body = '/approve') => ({
  id,
  body,
  author,
  createdAt: at(ms),
  updatedAt: at(ms),
});

describe('approvals that expire', () => {
  const comments = [comment(1, 'alice', HOUR), comment(2, 'bob', 10 * DAY), comment(3, 'alice', 12 * DAY)];

  it('count for the time set after GitHub stamped them, each saying until when', () => {
    const expiry = { now: LANDED + 13 * DAY, afterMs: 14 * DAY };
    expect(approvalsSince(comments, BOT, at(0), expiry)).toEqual([
      { login: 'alice', comment: 1, until: at(14 * DAY + HOUR).replace('Z', '.000Z') },
      { login: 'bob', comment: 2, until: at(24 * DAY).replace('Z', '.000Z') },
    ]);
  });

  it('an approval that old no longer counts; the same person’s later /approve counts in its place', () => {
    const expiry = { now: LANDED + 14 * DAY + HOUR, afterMs: 14 * DAY };
    expect(approvalsSince(comments, BOT, at(0), expiry).map((a) => [a.login, a.comment])).toEqual([
      ['bob', 2],
      ['alice', 3],
    ]);
    // At the very moment it turns that old, it is spent.
    expect(expiresAt(comments[0]!, expiry)).toBeNull();
    expect(expiresAt({ createdAt: 'not a time' }, { now: LANDED, afterMs: DAY })).toBeNull();
  });

  it('without an expiry, every approval lasts, as before', () => {
    expect(approvalsSince(comments, BOT, at(0)).map((a) => [a.login, a.comment, a.until])).toEqual([
      ['alice', 1, undefined],
      ['bob', 2, undefined],
    ]);
  });

  it('the issue says when each counted approval expires, in a shape the trust check still reads as the bot’s', () => {
    const policy = { required: { med: 1, high: 2 }, selfApproval: false };
    const until = new Map([['alice', '2026-01-15T01:00:59.000Z']]);
    const line = approvalsLine({ risk: 'high' }, { ...policy, have: ['Alice'], until });
    expect(line).toBe(
      '**Approvals:** 1 of 2 (`Alice` until 2026-01-15 01:00 UTC). One more person with the right access must approve it (`/approve`); whoever proposed it or changed it since cannot approve it.',
    );
    const wanted = {
      title: 't',
      body: `a\n\n${approvalsLine({ risk: 'high' }, { ...policy, have: [] })}\n\nz`,
      labels: [],
    };
    expect(readsAsWritten({ title: 't', body: `a\n\n${line}\n\nz` }, wanted)).toBe(true);
    // Anything else after a login is no line of the bot's.
    expect(
      readsAsWritten({ title: 't', body: `a\n\n${line.replace(' until', ' and `bob` until')}\n\nz` }, wanted),
    ).toBe(false);
  });
});

describe('reminders', () => {
  it('are due once the item waited the period since its issue opened, and again since the last one', () => {
    const opened = at(0);
    expect(reminderDue(opened, undefined, 3 * DAY, LANDED + 3 * DAY - 1)).toBe(false);
    expect(reminderDue(opened, undefined, 3 * DAY, LANDED + 3 * DAY)).toBe(true);
    expect(reminderDue(opened, at(3 * DAY), 3 * DAY, LANDED + 5 * DAY)).toBe(false);
    expect(reminderDue(opened, at(3 * DAY), 3 * DAY, LANDED + 6 * DAY)).toBe(true);
    // A time that cannot be read makes none due: one reminder too many is the failure to avoid.
    expect(reminderDue('soon', undefined, HOUR, LANDED)).toBe(false);
  });

  it('are the bot’s comments ending in the marker, oldest first; a person’s copy is none', () => {
    const body = reminderComment(at(0), '3d', []);
    expect(isReminder(body)).toBe(true);
    const list = [
      { author: BOT, body, createdAt: at(6 * DAY) },
      { author: 'mallory', body, createdAt: at(7 * DAY) },
      { author: BOT, body: 'Your approval is recorded.', createdAt: at(8 * DAY) },
      { author: BOT, body, createdAt: at(3 * DAY) },
    ];
    expect(remindersOf(list, BOT).map((c) => c.createdAt)).toEqual([at(3 * DAY), at(6 * DAY)]);
  });

  it('mention only whom inbox.notify names, and say since when the item waits', () => {
    expect(reminderComment(at(0), '3d', ['carol', 'acme/reviewers'])).toBe(
      `@carol @acme/reviewers: this item has waited for a person since 2026-01-01 00:00 UTC. The issue says what it needs and how to act on it. (A reminder every 3d of waiting, config \`inbox.remind-after\`.)\n\n${REMINDER_MARKER}`,
    );
    expect(reminderComment(at(0), '36h', [])).not.toContain('@');
  });
});
