import { defineRule } from '../../../../../core/define-rule.js';
import { judgeMove } from '../../../../../engine/status-moves.js';
import { asString, field, isRecord } from '../../../../../util/values.js';
import { TASK_STATUS_MOVES } from '../../../status-moves.js';

/** A task's status for comparing revisions: lower-cased, pfl-forge's `completed` read as `done`; undefined when missing. */
function taskStatusOf(data: unknown): string | undefined {
  const status = asString(field(data, 'status'))?.trim().toLowerCase();
  return status === 'completed' ? 'done' : status;
}

export const statusTransition = defineRule({
  id: 'task/status-transition',
  severity: 'error',
  summary:
    "`status` moved against spec 4's task diagram since the base revision (done → anything, implementing → pending).",
  rationale:
    "Spec 4's task diagram runs pending → implementing → done or failed, with only a failed task going back; a done task reopened, or an implementing one reset, rewrites what happened.",
  spec: '§ Task > フィールド',
  check(ctx) {
    const base = ctx.project.base(ctx.path)?.doc?.data;
    if (!isRecord(base) || !isRecord(ctx.data)) return;
    const from = taskStatusOf(base);
    const to = taskStatusOf(ctx.data);
    // A missing status, a team's own or an invalid one (the enum rule reports it): nothing to compare.
    if (judgeMove(TASK_STATUS_MOVES, from, to) !== 'forbidden' || from === undefined || to === undefined) return;
    const next: readonly string[] = TASK_STATUS_MOVES[from as keyof typeof TASK_STATUS_MOVES];
    const options = next.length
      ? `from \`${from}\` a task goes on to ${next.map((s) => `\`${s}\``).join(', ')}`
      : `\`${from}\` is final`;
    const instead = from === 'done' ? 'Restore `done`; more work is a new task.' : `Restore \`${from}\`.`;
    ctx.report(
      ['status'],
      `\`status\` moved from \`${from}\` (base revision) to \`${to}\`, which spec 4 does not allow: ${options} (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). ${instead}`,
    );
  },
});
