import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';
import { at, stated } from '../loop-fields.js';

/**
 * `loop_reason` is optional in spec 3 and the orchestrator can loop without it; the agent looped
 * back to only learns less of why (its issues still say what). So its absence is a warning.
 */
export const loopNeedsReason = defineRule({
  id: 'handoff/loop-reason-missing',
  severity: 'warning',
  summary: '`loop_required: true` without a `loop_reason` saying why the loop is needed.',
  rationale:
    "The agent a loop sends work back to reads `loop_reason` to learn what to fix (spec 3's `BUGS_FOUND_IN_TESTS`); without it the agent repeats its last pass blind.",
  spec: '§ Field Descriptions > loop_reason (optional)',
  check(ctx) {
    if (field(ctx.data, 'loop_required') !== true || stated(ctx.data, 'loop_reason')) return;
    ctx.report(
      at(ctx.data, 'loop_reason'),
      '`loop_required: true` without `loop_reason`: say why the loop is needed, e.g. `"loop_reason": "BUGS_FOUND_IN_TESTS"` (or `CRITICAL_CODE_QUALITY_ISSUES`, `CRITICAL_SECURITY_VULNERABILITIES`).',
    );
  },
});
