import { defineRule } from '../../../../../core/define-rule.js';
import { asString, field, has } from '../../../../../util/values.js';
import { intentData, intentPaths, tasksOf } from '../../../registry.js';
import { rollUpContradiction, rollUpKey, rollUpVerdict } from '../../../task-rollup.js';
import { intentIdOf } from '../intent-id.js';

export const intentStatus = defineRule({
  id: 'task/intent-status',
  severity: 'warning',
  summary:
    "The task's intent has a status its tasks contradict (spec 4 rolls them up: all done → done; some failed → blocked; all failed → error), said on the task when the intent itself is not checked (reported once, on the intent, when it is).",
  rationale:
    "An intent's status must agree with its tasks (spec 4's roll-up); when only the task is checked, it is the one place the contradiction shows before the inbox and the next agent act on the intent.",
  spec: '§ Task > Analyze の出力パターン',
  check(ctx) {
    const id = intentIdOf(ctx.data);
    if (id === undefined) return;
    const path = intentPaths(ctx.project).get(id)?.[0];
    if (path === undefined) return;
    const written = asString(field(intentData(ctx.project, id), 'status'));
    const found = rollUpContradiction(written, tasksOf(ctx.project, id));
    if (!found) return;
    ctx.report(
      has(ctx.data, 'status') ? ['status'] : ['intent_id'],
      `Its intent \`${id}\` (${path}) is \`${written}\`, but ${found.because}${rollUpVerdict(found)}. Update the intent's \`status\`${found.expected === 'executing' ? ' (`executing` while tasks run)' : ''}, or the tasks.`,
      { once: rollUpKey(id) },
    );
  },
});
