import type { TaskEntry } from './registry.js';

/**
 * Spec 4's roll-up of an intent's tasks into its status (§ Task: 全 Task が done → done; 一部 Task
 * が failed → blocked; 全 Task が failed → error), read from both sides: the intent's rule reports
 * its own `status`, and a task's rule reports the intent it belongs to when only the task is
 * checked (a change that fails a task of an intent marked `done`). Both report under one key, so
 * a run that checks both says it once, on the intent.
 */

/** The statuses spec 4's roll-up judges: before `executing` (and after a `/retry`) old task results say nothing. */
const JUDGED = ['executing', 'done', 'blocked', 'error'];
/** pfl-forge's `implementing` is spec 4's `executing`. */
const normalStatus = (status: string | undefined) => (status === 'implementing' ? 'executing' : status);

const isDone = (status: string | undefined) => status === 'done' || status === 'completed';

/**
 * The key the two sides report a contradiction under (see `ReportOptions.once`): named for the
 * roll-up the two rules share, as the family's graphs name theirs, not after one rule's id.
 */
export const rollUpKey = (intentId: string) => `intent-family/status-roll-up\u0000${intentId}`;

export interface Contradiction {
  /** What the tasks make the intent; `executing` while some still run and none failed. */
  expected: 'done' | 'blocked' | 'error' | 'executing';
  /** Why, as a clause about the tasks: "its only task failed", "1 of 2 tasks failed". */
  because: string;
}

/**
 * Where an intent's `status` (as written) contradicts its tasks, what they make it and why;
 * undefined when it agrees, when the intent has not started executing, or has no task.
 */
export function rollUpContradiction(
  written: string | undefined,
  tasks: readonly TaskEntry[],
): Contradiction | undefined {
  const status = normalStatus(written);
  if (!JUDGED.includes(status ?? '') || tasks.length === 0) return undefined;
  const done = tasks.filter((t) => isDone(t.status)).length;
  const failed = tasks.filter((t) => t.status === 'failed').length;
  const only = tasks.length === 1;
  if (done === tasks.length)
    return status === 'done'
      ? undefined
      : {
          expected: 'done',
          because: only ? 'its only task is `done`' : `all ${tasks.length} of its tasks are \`done\``,
        };
  if (failed > 0) {
    const expected = failed === tasks.length ? 'error' : 'blocked';
    return status === expected
      ? undefined
      : { expected, because: only ? 'its only task failed' : `${failed} of ${tasks.length} tasks failed` };
  }
  // Some task is still open and none failed: the intent is still `executing`.
  if (status === 'executing') return undefined;
  const open = tasks.filter((t) => !isDone(t.status)).map((t) => `\`${t.id}\``);
  return {
    expected: 'executing',
    because: only
      ? `its only task, ${open[0]}, has not finished`
      : `task${open.length === 1 ? '' : 's'} ${open.join(', ')} ${open.length === 1 ? 'has' : 'have'} not finished and none of its ${tasks.length} tasks failed`,
  };
}

/** What to do about it, after the clause: the status spec 4 gives, or that it is still `executing`. */
export const rollUpVerdict = ({ expected }: Contradiction): string =>
  expected === 'executing' ? '' : `: spec 4 makes the intent \`${expected}\``;
