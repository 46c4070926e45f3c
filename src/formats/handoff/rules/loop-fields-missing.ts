import { defineRule } from '../../../core/define-rule.js';
import { has, isRecord } from '../../../util/values.js';

/** Each field: what the orchestrator needs it for, and what to write when it is missing. */
const FIELDS: Readonly<Record<string, { why: string; add: string }>> = {
  iteration: { why: 'to count loops', add: '`"iteration": 1` (or the current iteration)' },
  loop_required: {
    why: 'to know whether to loop back',
    add: '`"loop_required": false` (or true with `loop_target` and `loop_reason`)',
  },
};

export const loopFieldsMissing = defineRule({
  id: 'handoff/loop-fields-missing',
  severity: 'warning',
  summary: '`iteration` or `loop_required` is missing (the spec calls them required; its own examples omit them).',
  rationale:
    'Spec 3 lists `iteration` and `loop_required` as required: without them the orchestrator cannot tell a first pass from a retry, nor whether it must loop back, and it guesses.',
  spec: '§ Field Descriptions',
  check(ctx) {
    if (!isRecord(ctx.data)) return;
    const missing = ['iteration', 'loop_required'].filter((key) => !has(ctx.data, key));
    if (missing.length === 0) return;
    const why =
      missing.length > 1
        ? 'are missing: the orchestrator needs them to count loops'
        : `is missing: the orchestrator needs it ${FIELDS[missing[0]!]!.why}`;
    ctx.report(
      [],
      `${missing.map((key) => `\`${key}\``).join(' and ')} ${why}. Add ${missing.map((key) => FIELDS[key]!.add).join(' and ')}.`,
    );
  },
});
