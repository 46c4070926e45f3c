import { filledIn } from '../../../../../core/checks/template-leftover.js';
import { didYouMean } from '../../../../../core/did-you-mean.js';
import { defineRule } from '../../../../../core/rule.js';
import { field } from '../../../../../core/values.js';
import { taskPaths } from '../../../registry.js';

export const taskNotFound = defineRule({
  id: 'review-result/task-not-found',
  severity: 'error',
  summary: '`task_id` names no task in `.forge/tasks/`.',
  check(ctx) {
    const id = filledIn(field(ctx.data, 'task_id'));
    if (id === undefined) return;
    const ids = taskPaths(ctx.project);
    if (!ids.has(id))
      ctx.report(
        ['task_id'],
        `\`task_id\` is \`${id}\`, but no task file is named \`${id}.yaml\`.${didYouMean(id, ids)} Fix the id, or add the task.`,
      );
  },
});
