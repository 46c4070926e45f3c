import { defineRule } from '../../../core/define-rule.js';
import { asNumber, field } from '../../../util/values.js';

export const iterationNeverDecreases = defineRule({
  id: 'handoff/iteration-decreased',
  severity: 'error',
  summary: '`iteration` is lower than in the same file at the base revision (iterations only go up).',
  rationale:
    '`iteration` counts the passes through a loop so that an orchestrator can stop one that does not converge; a count that goes down resets that limit and the loop can run for ever.',
  spec: '§ Field Descriptions > iteration (required)',
  check(ctx) {
    const now = asNumber(field(ctx.data, 'iteration'));
    if (now === undefined) return;
    const before = asNumber(field(ctx.project.base(ctx.path)?.doc?.data, 'iteration'));
    if (before === undefined || now >= before) return;
    ctx.report(
      ['iteration'],
      `\`iteration\` went down from ${before} (base revision) to ${now}. Iterations only increase when the pipeline loops back; write the current iteration (${before} or more).`,
    );
  },
});
