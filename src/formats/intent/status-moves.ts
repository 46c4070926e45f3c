/**
 * Which `status` moves spec 4 allows between the base revision and the head, for intents and
 * tasks: the one table each that the transition rules read. Written out by hand from the spec;
 * `test/fidelity/status-transitions.test.ts` checks every pair against the spec's diagram.
 *
 * Spec 4 (`4-intent.md`), Intent, line 14 and the diagram at lines 44-48:
 *
 *     proposed → approved → executing → done      (全 Task 成功)
 *                                     → blocked   (一部 Task が failed)
 *                                     → error     (全 Task が failed)
 *
 * and line 50: a `blocked` / `error` intent goes to the inbox, where a person decides to run it
 * again (再実行), give more instructions, or drop it: the one way back, blocked / error →
 * approved (the inbox's `/retry`). Nothing returns to `proposed`, and `done` is final.
 *
 * One change (a push, a pull request) may hold several commits, so a move may pass through the
 * states the runner moves through by itself, `approved` and `executing` (`approved → done`,
 * `blocked → done` after a re-run). It may not pass through `blocked` or `error`, where a person
 * decides: `executing → approved` is not a move. A low-risk intent is approved without a person
 * (line 58), so `proposed → done` is a move here; the rule that nothing skips the human (a
 * med/high-risk intent leaves `proposed` only for `approved`) is `intent/approval-skipped`.
 */
export const INTENT_STATUS_MOVES = {
  proposed: ['approved', 'executing', 'done', 'blocked', 'error'],
  approved: ['executing', 'done', 'blocked', 'error'],
  executing: ['done', 'blocked', 'error'],
  done: [],
  blocked: ['approved', 'executing', 'done', 'error'],
  error: ['approved', 'executing', 'done', 'blocked'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Spec 4, Task, line 113: `pending` → `implementing` → `done` / `failed`. Line 50: a person may
 * have failed tasks run again (the tasks that succeeded keep their commits), so a `failed` task
 * goes back to `pending`. A move may pass through `pending` and `implementing`, which the runner
 * moves through by itself; `done` is final. pfl-forge's `completed` is read as `done`.
 */
export const TASK_STATUS_MOVES = {
  pending: ['implementing', 'done', 'failed'],
  implementing: ['done', 'failed'],
  done: [],
  failed: ['pending', 'implementing', 'done'],
} as const satisfies Record<string, readonly string[]>;
