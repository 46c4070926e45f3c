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

export const loopNeedsTarget = defineRule({
  id: 'handoff/loop-target-required',
  severity: 'error',
  summary: '`loop_required: true` without a `loop_target` and a `loop_reason`.',
  check(ctx) {
    if (field(ctx.data, 'loop_required') !== true) return;
    const missing = LOOP_DETAILS.filter((key) => !asString(field(ctx.data, key))?.trim());
    if (missing.length === 0) return;
    ctx.report(
      ['loop_required'],
      `\`loop_required: true\` needs ${missing.map((key) => `\`${key}\``).join(' and ')}: name the agent to loop back to (usually BackendBuilder) and why (e.g. \`BUGS_FOUND_IN_TESTS\`).`,
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
