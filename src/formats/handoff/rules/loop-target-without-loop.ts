import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';
import { LOOP_DETAILS } from '../loop-fields.js';

export const loopDetailsWithoutLoop = defineRule({
  id: 'handoff/loop-target-without-loop',
  severity: 'error',
  summary: '`loop_required: false` with a non-null `loop_target` or `loop_reason`.',
  rationale:
    'A `loop_target` or `loop_reason` beside `loop_required: false` says two things at once: one reader loops back and another moves on, so the same handoff runs two ways.',
  spec: '§ Field Descriptions > loop_target (optional)',
  check(ctx) {
    if (field(ctx.data, 'loop_required') !== false) return;
    for (const key of LOOP_DETAILS) {
      const value = field(ctx.data, key);
      if (value === undefined || value === null) continue;
      ctx.report(
        [key],
        `\`${key}\` must be null when \`loop_required\` is false: the orchestrator will not loop. Set it to null, or set \`loop_required: true\` if a loop is needed.`,
      );
    }
  },
});
