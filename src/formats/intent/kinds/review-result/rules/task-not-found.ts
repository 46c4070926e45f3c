import { filledIn } from '../../../../../rules/shared/template-leftover.js';
import { didYouMean } from '../../../../../util/did-you-mean.js';
import { defineRule } from '../../../../../core/define-rule.js';
import { field } from '../../../../../util/values.js';
import { taskPaths } from '../../../registry.js';

export const taskNotFound = defineRule({
  id: 'review-result/task-not-found',
  severity: 'error',
  summary: '`task_id` names no task in `.forge/tasks/`.',
  rationale:
    'A review result judges the task its `task_id` names; when no such task exists, the verdict lands on nothing and the task it meant is never reviewed.',
  spec: '§ Review Result > フィールド',
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
