import { enumMember } from '../../engine/enum-reading.js';
import { defineInbox } from '../../inbox/format-inbox.js';
import { inboxKey } from '../../inbox/keys.js';
import type { InboxItem } from '../../report/report.js';
import type { RuleContext } from '../../rules/rule.js';
import { asArray, asNumber, asString, field } from '../../util/values.js';
import { NEXT_ACTIONS, STATUSES } from './schema.js';

/** A failed or escalated response waits for a human. */
export function inboxItems(ctx: RuleContext): InboxItem<SubagentReason>[] {
  // `status: FAILED` and `next_action: Escalate` are enum errors, and still wait for a human.
  const status = enumMember(field(ctx.data, 'status'), STATUSES) ?? asString(field(ctx.data, 'status'));
  const next = enumMember(field(ctx.data, 'next_action'), NEXT_ACTIONS);
  if (next !== 'escalate' && status !== 'failed') return [];
  const agent = asString(field(ctx.data, 'agent_name')) ?? 'an agent';
  const item: InboxItem<SubagentReason> = {
    key: inboxKey('subagent-response', { path: ctx.path }),
    reason: 'escalation',
    path: ctx.path,
    line: ctx.doc.locate([next === 'escalate' ? 'next_action' : 'status']).line,
    title: status === 'failed' ? `${agent} failed` : `${agent} escalated its result`,
    format: 'subagent-response',
    actions: [],
    details: [
      { label: 'Agent', value: agent },
      { label: 'Status', value: status ?? '(none)' },
      ...(asNumber(field(ctx.data, 'score')) !== undefined
        ? [{ label: 'Score', value: String(field(ctx.data, 'score')) }]
        : []),
      ...asArray(field(ctx.data, 'issues')).map((issue, i) => ({
        label: `Issue ${i + 1}`,
        value: `${asString(field(issue, 'severity')) ?? '?'}: ${asString(field(issue, 'description')) ?? ''}`,
      })),
    ],
  };
  return [item];
}

/** A failed or escalated response: no command applies, the issue says what waits. */
export const subagentInbox = defineInbox({
  reasons: {
    escalation: {
      statement: () =>
        '**Escalated.** An agent handed its result to a human instead of the next agent: review it and decide what happens next.',
      waiting: 'escalated',
      colour: 'e99695',
    },
  },
});

/** The reasons a subagent response waits for a human. */
export type SubagentReason = keyof typeof subagentInbox.reasons;
