import { agentName, chainStatus } from '../../gate/chain.js';
import type { ChainContribution } from '../../core/format.js';
import type { ChainStatus } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field } from '../../util/values.js';

/** A response that needs revision waits for the agent it sends back to. */
const STATUS: Readonly<Record<string, ChainStatus>> = {
  success: 'done',
  partial: 'active',
  failed: 'failed',
  needs_revision: 'waiting',
};

/**
 * The responding agent; a revision sends the work back to `revision_target` (an edge labelled
 * `revise`), unless it escalates (its loop at its limit): then it goes to a person, not back.
 */
export function subagentResponseChain(ctx: RuleContext): ChainContribution | undefined {
  const agent = agentName(field(ctx.data, 'agent_name'));
  if (agent === undefined) return undefined;
  const status = asString(field(ctx.data, 'status'));
  const target = agentName(field(ctx.data, 'revision_target'));
  const next = field(ctx.data, 'next_action');
  const revise =
    target !== undefined && next !== 'escalate' && (chainStatus(status, STATUS) === 'waiting' || next === 'revise');
  return {
    agents: [
      {
        agent,
        status: chainStatus(status, STATUS),
        ...(status !== undefined && { declared: status }),
        line: ctx.doc.locate(['status']).line,
      },
    ],
    handoffs: revise
      ? [{ from: agent, to: target, label: 'revise', line: ctx.doc.locate(['revision_target']).line }]
      : [],
  };
}
