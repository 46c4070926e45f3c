import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { tasksOf } from '../registry.js';
import { rollUpContradiction, rollUpKey, rollUpVerdict } from '../task-rollup.js';
import { stemOf } from '../values.js';

export const statusVsTasks = defineRule({
  id: 'intent/status-vs-tasks',
  severity: 'warning',
  summary:
    "The intent's status disagrees with its tasks (all done → done; some failed → blocked; all failed → error; `blocked`, `error` or `done` while tasks still run and none failed).",
  rationale:
    "Spec 4 rolls an intent's status up from its tasks (all done → done, some failed → blocked); an intent that says otherwise tells the inbox and the next agent a state its tasks do not have.",
  spec: '§ Task > Analyze の出力パターン',
  check(ctx) {
    const raw = asString(field(ctx.data, 'status'));
    const id = stemOf(ctx.path);
    const found = rollUpContradiction(raw, tasksOf(ctx.project, id));
    if (!found) return;
    const todo =
      found.expected === 'executing'
        ? 'Update `status` (`executing` while tasks run), or the tasks.'
        : 'Update `status`, or the tasks.';
    ctx.report(['status'], `\`status\` is \`${raw}\`, but ${found.because}${rollUpVerdict(found)}. ${todo}`, {
      once: rollUpKey(id),
    });
  },
});
