import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';
import { at, stated } from '../loop-fields.js';

/**
 * Spec 3's orchestrator "sees `loop_required: true` and `loop_target`": without a target it has
 * nowhere to loop back to, so the handoff cannot be acted on.
 */
export const loopNeedsTarget = defineRule({
  id: 'handoff/loop-target-required',
  severity: 'error',
  summary: '`loop_required: true` without a `loop_target` (the agent to loop back to).',
  rationale:
    'An orchestrator that reads `loop_required: true` loops back to the agent `loop_target` names; with no target it has nowhere to send the work, and the pipeline stalls or picks an agent on its own.',
  spec: '§ Example Handoffs > TestAgent → LOOP_TO_BackendBuilder (Iteration 1 - Bugs Found)',
  check(ctx) {
    if (field(ctx.data, 'loop_required') !== true || stated(ctx.data, 'loop_target')) return;
    ctx.report(
      at(ctx.data, 'loop_target'),
      `\`loop_required: true\` needs \`loop_target\`: the orchestrator loops back to the agent it names. Name that agent (usually \`"loop_target": "BackendBuilder"\`), or set \`loop_required: false\` if no loop is needed.`,
    );
  },
});
