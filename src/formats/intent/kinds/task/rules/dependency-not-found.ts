import { filledIn } from '../../../../../rules/shared/template-leftover.js';
import { didYouMean } from '../../../../../util/did-you-mean.js';
import { defineRule } from '../../../../../core/define-rule.js';
import { field } from '../../../../../util/values.js';
import { taskPaths, tasksByIntent } from '../../../registry.js';
import { intentIdOf } from '../intent-id.js';

export const dependencyNotFound = defineRule({
  id: 'task/dependency-not-found',
  severity: 'error',
  summary: 'A `depends_on` entry names no task of the same intent.',
  rationale:
    'A task waits for the tasks its `depends_on` names; naming one its intent does not have is a wait that never ends, or a typo that lets it start before the work it needs.',
  spec: '§ Task > フィールド',
  check(ctx) {
    const intentId = intentIdOf(ctx.data);
    const list = field(ctx.data, 'depends_on');
    if (intentId === undefined || !Array.isArray(list)) return;
    const siblings = tasksByIntent(ctx.project).get(intentId) ?? new Map();
    list.forEach((value, i) => {
      const id = filledIn(value);
      if (id === undefined || siblings.has(id)) return;
      const elsewhere = taskPaths(ctx.project).has(id);
      ctx.report(
        ['depends_on', i],
        elsewhere
          ? `\`depends_on\` names \`${id}\`, a task of another intent; a task may only depend on tasks of its own intent (\`${intentId}\`). Make it an intent dependency instead.`
          : `\`depends_on\` names \`${id}\`, but intent \`${intentId}\` has no task \`${id}\`.${didYouMean(id, siblings)} Fix the id, or remove the dependency.`,
      );
    });
  },
});
