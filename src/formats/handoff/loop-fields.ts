import { defineRule } from '../../core/rule.js';
import { asString, field, has, isRecord } from '../../core/values.js';

const LOOP_DETAILS = ['loop_target', 'loop_reason'] as const;

export const loopFieldsMissing = defineRule({
  id: 'handoff/loop-fields-missing',
  severity: 'warning',
  summary: '`iteration` or `loop_required` is missing (the spec calls them required; its own examples omit them).',
  check(ctx) {
    if (!isRecord(ctx.data)) return;
    const missing = ['iteration', 'loop_required'].filter((key) => !has(ctx.data, key));
    if (missing.length === 0) return;
    ctx.report(
      [],
      `${missing.map((key) => `\`${key}\``).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: the orchestrator needs them to count loops. Add \`"iteration": 1\` (or the current iteration) and \`"loop_required": false\` (or true with \`loop_target\` and \`loop_reason\`).`,
    );
  },
});

/** A loop detail that says something: null, absence and blanks say nothing (a value of another type is the schema's to report). */
const stated = (data: unknown, key: (typeof LOOP_DETAILS)[number]) => {
  const value = field(data, key);
  return value !== undefined && value !== null && asString(value)?.trim() !== '';
};
/** Where to point: the detail's own line when it is written (as null or blank), else `loop_required`. */
const at = (data: unknown, key: (typeof LOOP_DETAILS)[number]) => (has(data, key) ? [key] : ['loop_required']);

/**
 * Spec 3's orchestrator "sees `loop_required: true` and `loop_target`": without a target it has
 * nowhere to loop back to, so the handoff cannot be acted on.
 */
export const loopNeedsTarget = defineRule({
  id: 'handoff/loop-target-required',
  severity: 'error',
  summary: '`loop_required: true` without a `loop_target` (the agent to loop back to).',
  check(ctx) {
    if (field(ctx.data, 'loop_required') !== true || stated(ctx.data, 'loop_target')) return;
    ctx.report(
      at(ctx.data, 'loop_target'),
      `\`loop_required: true\` needs \`loop_target\`: the orchestrator loops back to the agent it names. Name that agent (usually \`"loop_target": "BackendBuilder"\`), or set \`loop_required: false\` if no loop is needed.`,
    );
  },
});

/**
 * `loop_reason` is optional in spec 3 and the orchestrator can loop without it; the agent looped
 * back to only learns less of why (its issues still say what). So its absence is a warning.
 */
export const loopNeedsReason = defineRule({
  id: 'handoff/loop-reason-missing',
  severity: 'warning',
  summary: '`loop_required: true` without a `loop_reason` saying why the loop is needed.',
  check(ctx) {
    if (field(ctx.data, 'loop_required') !== true || stated(ctx.data, 'loop_reason')) return;
    ctx.report(
      at(ctx.data, 'loop_reason'),
      '`loop_required: true` without `loop_reason`: say why the loop is needed, e.g. `"loop_reason": "BUGS_FOUND_IN_TESTS"` (or `CRITICAL_CODE_QUALITY_ISSUES`, `CRITICAL_SECURITY_VULNERABILITIES`).',
    );
  },
});

export const loopDetailsWithoutLoop = defineRule({
  id: 'handoff/loop-target-without-loop',
  severity: 'error',
  summary: '`loop_required: false` with a non-null `loop_target` or `loop_reason`.',
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
