import { defineRule } from '../../../../../core/define-rule.js';
import { field, has } from '../../../../../util/values.js';

const PLAN_FIELDS = ['plan', 'relevant_files', 'implementation_steps'] as const;

export const incomplete = defineRule({
  id: 'task/incomplete',
  severity: 'warning',
  summary:
    'A task without a `plan`, `relevant_files` or `implementation_steps` (pfl-forge calls such an analysis insufficient).',
  rationale:
    'A task is an analysis handed to an implementing agent; without a `plan`, `relevant_files` or `implementation_steps` that agent starts from nothing (pfl-forge calls it insufficient).',
  check(ctx) {
    const missing = PLAN_FIELDS.filter((key) => {
      const value = field(ctx.data, key);
      return (
        !has(ctx.data, key) ||
        value === null ||
        (typeof value === 'string' && value.trim() === '') ||
        (Array.isArray(value) && value.length === 0)
      );
    });
    if (missing.length === 0) return;
    ctx.report(
      [],
      `The task has no ${missing.map((k) => `\`${k}\``).join(', ')}: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.`,
    );
  },
});
