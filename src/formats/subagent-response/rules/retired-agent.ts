import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { isRetired, REVISION_TARGETS } from '../revision-targets.js';

/**
 * A response from a retired agent is still a response: the orchestrator can read it, so naming
 * the agent is a warning. Sending work back to one is not (see `unknown-revision-target`).
 */
export const retiredAgent = defineRule({
  id: 'subagent-response/retired-agent',
  severity: 'warning',
  summary:
    "The response's `agent_name` is an agent retired in spec 2 v4.0 (router-agent, planner-agent, manifest-review, svg-review).",
  rationale:
    'Spec 2 v4.0 retired router-agent, planner-agent, manifest-review and svg-review; a response from one comes from a pipeline that no longer exists, or from a copied old example.',
  spec: '§ 使用例（v4.1 - 3 エージェント構成）',
  check(ctx) {
    const name = asString(field(ctx.data, 'agent_name'));
    if (name && isRetired(name)) {
      ctx.report(
        ['agent_name'],
        `\`${name}\` was retired in v4.0 and merged into the Flow Orchestrator; the current subagents are ${REVISION_TARGETS.map((name) => `\`${name}\``).join(' and ')}. Update the agent that still writes this name.`,
      );
    }
  },
});
