import { agentName, chainStatus } from '../../gate/chain.js';
import type { ChainAgent, ChainContribution } from '../../core/format.js';
import type { ChainStatus } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field } from '../../util/values.js';
import { bracketLine, headerOf } from './header.js';

const STATUS: Readonly<Record<string, ChainStatus>> = {
  pending: 'waiting',
  in_progress: 'active',
  completed: 'done',
  blocked: 'blocked',
};

/** Messages that hand finished work back: their status is the sender's own. */
const FROM_SENDER = new Set(['report', 'answer']);

/**
 * A message is an edge `from` → `to`, labelled with its `type`. Its status is the state of the
 * work it carries: a requirement, instruction, task or question is worked on (or answered) by
 * its recipient, so the status is the recipient's; a report or answer is the sender's.
 */
export function messageChain(ctx: RuleContext): ChainContribution | undefined {
  const header = headerOf(ctx.doc);
  if (!header) return undefined;
  const from = agentName(header.values.from);
  const to = agentName(header.values.to);
  const type = agentName(header.values.type);
  const status = header.values.status;
  const line = (key: 'to' | 'status') =>
    header.bracket ? bracketLine(header.bracket, key) : ctx.doc.locate([key]).line;
  const subject = type !== undefined && FROM_SENDER.has(type.toLowerCase()) ? from : to;
  const at =
    header.source === 'frontmatter'
      ? (asString(field(ctx.data, 'updated_at')) ?? asString(field(ctx.data, 'created_at')))
      : undefined;
  const agents: ChainAgent[] =
    subject === undefined
      ? []
      : [
          {
            agent: subject,
            status: chainStatus(status, STATUS),
            ...(status !== undefined && { declared: status }),
            line: line('status'),
            ...(at !== undefined && { at }),
          },
        ];
  return {
    agents,
    handoffs:
      from !== undefined && to !== undefined
        ? [{ from, to, ...(type !== undefined && { label: type }), line: line('to') }]
        : [],
  };
}
