import { defineRule } from '../../../rules/rule.js';
import { asString, field } from '../../../util/values.js';
import { tasksOf } from '../registry.js';
import { stemOf } from '../values.js';

const TERMINAL = ['done', 'blocked', 'error'];
const normalStatus = (status: string | undefined) => (status === 'implementing' ? 'executing' : status);

/** What spec 4 says the intent's status is, given its tasks; undefined while they are still running. */
function aggregate(statuses: Array<string | undefined>): 'done' | 'blocked' | 'error' | undefined {
  const done = statuses.filter((s) => s === 'done' || s === 'completed').length;
  const failed = statuses.filter((s) => s === 'failed').length;
  if (done === statuses.length) return 'done';
  if (failed === statuses.length) return 'error';
  if (failed > 0) return 'blocked';
  return undefined;
}

export const statusVsTasks = defineRule({
  id: 'intent/status-vs-tasks',
  severity: 'warning',
  summary: "The intent's status disagrees with its tasks (all done → done; some failed → blocked; all failed → error).",
  spec: '§ Task > Analyze の出力パターン',
  check(ctx) {
    const raw = asString(field(ctx.data, 'status'));
    const status = normalStatus(raw);
    // Before execution (and after a `/retry`) the old task results say nothing about the intent.
    if (status !== 'executing' && !TERMINAL.includes(status ?? '')) return;
    const tasks = tasksOf(ctx.project, stemOf(ctx.path));
    if (tasks.length === 0) return;
    const expected = aggregate(tasks.map((t) => t.status));
    const failed = tasks.filter((t) => t.status === 'failed').length;
    const only = tasks.length === 1;
    if (expected !== undefined && status !== expected) {
      const summary =
        expected === 'done'
          ? only
            ? 'its only task is `done`'
            : `all ${tasks.length} of its tasks are \`done\``
          : only
            ? 'its only task failed'
            : `${failed} of ${tasks.length} tasks failed`;
      ctx.report(
        ['status'],
        `\`status\` is \`${raw}\`, but ${summary}: spec 4 makes the intent \`${expected}\`. Update \`status\`, or the tasks.`,
      );
    } else if (expected === undefined && (status === 'done' || status === 'error')) {
      // Some task is still open and, with more than one, any failed one would make the intent `blocked`: none failed.
      const open = tasks
        .filter((t) => !['done', 'completed', 'failed'].includes(t.status ?? ''))
        .map((t) => `\`${t.id}\``);
      const unfinished = only
        ? `its only task, ${open[0]}, has not finished`
        : `task${open.length === 1 ? '' : 's'} ${open.join(', ')} ${open.length === 1 ? 'has' : 'have'} not finished and none of its ${tasks.length} tasks failed`;
      ctx.report(
        ['status'],
        `\`status\` is \`${raw}\`, but ${unfinished}. Update \`status\` (\`executing\` while tasks run), or the tasks.`,
      );
    }
  },
});
