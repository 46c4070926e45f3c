import { agentName, chainStatus } from '../../gate/chain.js';
import type { ChainContribution } from '../../core/format.js';
import type { ChainStatus } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field } from '../../util/values.js';

/** `ok` is finished work handed on, like a handoff's `PASS`; a conflict stops the chain as a blocker does. */
const STATUS: Readonly<Record<string, ChainStatus>> = {
  ok: 'done',
  needs_input: 'waiting',
  blocked: 'blocked',
  conflict: 'blocked',
};

/**
 * The envelope's agent (its `agent_id`, else its `kind`) and its handoff to `next`, a kind of
 * agent: the edge reaches every agent of that kind. `next: done` ends the chain (no edge). An
 * aggregator whose gate rejects or vetoes has failed, and its `next` is a loop back.
 */
export function envelopeChain(ctx: RuleContext): ChainContribution | undefined {
  const kind = agentName(field(ctx.data, 'kind'));
  const agent = agentName(field(ctx.data, 'agent_id')) ?? kind;
  if (agent === undefined) return undefined;
  const status = asString(field(ctx.data, 'status'));
  const gate = kind === 'aggregator' ? asString(field(field(ctx.data, 'gate_decision'), 'result')) : undefined;
  const rejected = gate === 'reject' || gate === 'veto' ? gate : undefined;
  const declared = rejected ?? status;
  const next = agentName(field(ctx.data, 'next'));
  return {
    agents: [
      {
        agent,
        ...(kind !== undefined && { kind }),
        status: rejected ? 'failed' : chainStatus(status, STATUS),
        ...(declared !== undefined && { declared }),
        line: ctx.doc.locate(rejected ? ['gate_decision', 'result'] : ['status']).line,
      },
    ],
    handoffs:
      next === undefined || next.toLowerCase() === 'done'
        ? []
        : [
            {
              from: agent,
              to: next,
              toKind: true,
              line: ctx.doc.locate(['next']).line,
              ...(rejected && { label: rejected, loop: true as const }),
            },
          ],
  };
}
