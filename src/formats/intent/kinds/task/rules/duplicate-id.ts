import { defineRule } from '../../../../../core/define-rule.js';
import { tasksByIntent } from '../../../registry.js';
import { stemOf } from '../../../values.js';
import { intentIdOf } from '../intent-id.js';

export const duplicateId = defineRule({
  id: 'task/duplicate-id',
  severity: 'error',
  summary:
    'Two task files of the same intent have the same id (file name), so `depends_on` and reviews cannot tell them apart.',
  rationale:
    "Tasks of one intent are told apart by their id (the file name): two with one id make `depends_on` and review results point at either, and one task's result is read for the other.",
  check(ctx) {
    const intentId = intentIdOf(ctx.data);
    if (intentId === undefined) return;
    const same = (tasksByIntent(ctx.project).get(intentId)?.get(stemOf(ctx.path)) ?? []).filter(
      (t) => t.path !== ctx.path,
    );
    if (same.length)
      ctx.report(
        [],
        `The task id \`${stemOf(ctx.path)}\` is also used by ${same.map((t) => `\`${t.path}\``).join(', ')} for the same intent; rename one file.`,
      );
  },
});
