import type { ResolvedConfig } from '../../config/resolve.js';
import { durationText } from '../../config/duration.js';
import type { GitHubAdapter, Issue } from '../../github/adapter.js';
import { createOnce } from '../../github/once.js';
import { systemClock, type Clock } from '../../util/clock.js';
import { reminderComment, reminderDue, remindersOf } from '../../inbox/reminder.js';

/*
 * The sync's reminders (`inbox.remind-after`): which open issues are due one, and the one comment
 * each gets. When the last was posted is GitHub's record of the bot's comments; a forged one can at
 * most delay the next reminder (see ../reminder.ts).
 */

type ReminderAdapter = Pick<GitHubAdapter, 'listComments' | 'createComment' | 'deleteComment' | 'pause'>;

export interface ReminderInput {
  github: ReminderAdapter;
  identity: string;
  config?: Pick<ResolvedConfig, 'remindAfterMs' | 'notify'>;
  clock?: Clock;
}

/** An issue due a reminder, and when the last one was posted (none yet: undefined). */
export interface DueReminder {
  key: string;
  issue: Issue;
  previous: string | undefined;
  afterMs: number;
}

/**
 * The reminders due now: the open issue of each waiting item, opened `inbox.remind-after` ago or
 * longer, whose last reminder is that old too. Issues younger than the period cost no read.
 */
export async function remindersDue(
  input: ReminderInput,
  waiting: readonly { key: string; issue: Issue | undefined }[],
): Promise<DueReminder[]> {
  const afterMs = input.config?.remindAfterMs;
  if (afterMs === undefined) return [];
  const now = (input.clock ?? systemClock).now();
  const due: DueReminder[] = [];
  for (const { key, issue } of waiting) {
    if (issue?.state !== 'open' || !reminderDue(issue.createdAt, undefined, afterMs, now)) continue;
    const comments = await input.github.listComments(issue.number, issue.comments);
    const previous = remindersOf(comments, input.identity).at(-1)?.createdAt;
    if (reminderDue(issue.createdAt, previous, afterMs, now)) due.push({ key, issue, previous, afterMs });
  }
  return due;
}

/**
 * One reminder for this period, however often this is tried and by however many runs at once: a
 * create whose answer was lost is looked for first, and of the reminders posted since the last
 * one (two runs that raced) the oldest is kept, the others deleted.
 */
export async function remind(input: ReminderInput, { issue, previous, afterMs }: DueReminder): Promise<void> {
  const { github, identity } = input;
  const after = previous === undefined ? Number.NEGATIVE_INFINITY : Date.parse(previous);
  const ofThisPeriod = async () =>
    remindersOf(await github.listComments(issue.number), identity).filter((c) => Date.parse(c.createdAt) > after);
  const body = reminderComment(issue.createdAt, durationText(afterMs), input.config?.notify ?? []);
  await createOnce(
    () => github.createComment(issue.number, body),
    async () => (await ofThisPeriod())[0],
    (attempt) => github.pause(attempt),
  );
  const [, ...duplicates] = await ofThisPeriod();
  await Promise.all(duplicates.map((duplicate) => github.deleteComment(duplicate.id)));
}
