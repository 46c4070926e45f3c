import { agentName, chainStatus } from '../../gate/chain.js';
import type { ChainContribution, ChainHandoff } from '../../core/format.js';
import type { ChainStatus } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field } from '../../util/values.js';
import { COMPLETE } from './schema.js';

/** A pass with warnings or fixes is handed on, but not clean: the work is still moving. */
const STATUS: Readonly<Record<string, ChainStatus>> = {
  pass: 'done',
  pass_with_warnings: 'active',
  pass_with_fixes: 'active',
  fail: 'failed',
};

/** `from_agent` hands to `to_agent` (`COMPLETE` ends the chain); a required loop adds a dashed edge to `loop_target`. */
export function handoffChain(ctx: RuleContext): ChainContribution | undefined {
  const from = agentName(field(ctx.data, 'from_agent'));
  if (from === undefined) return undefined;
  const status = asString(field(ctx.data, 'status'));
  const at = asString(field(ctx.data, 'timestamp'));
  const to = agentName(field(ctx.data, 'to_agent'));
  const loopTarget = field(ctx.data, 'loop_required') === true ? agentName(field(ctx.data, 'loop_target')) : undefined;
  const handoffs: ChainHandoff[] = [];
  if (to !== undefined && to.toUpperCase() !== COMPLETE)
    handoffs.push({ from, to, line: ctx.doc.locate(['to_agent']).line });
  if (loopTarget !== undefined)
    handoffs.push({ from, to: loopTarget, label: 'loop', loop: true, line: ctx.doc.locate(['loop_target']).line });
  return {
    agents: [
      {
        agent: from,
        status: chainStatus(status, STATUS),
        ...(status !== undefined && { declared: status }),
        line: ctx.doc.locate(['status']).line,
        ...(at !== undefined && { at }),
      },
    ],
    handoffs,
  };
}
