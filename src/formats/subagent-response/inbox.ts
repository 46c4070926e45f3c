import { enumMember } from '../../core/enum-reading.js';
import { defineInbox, detailOf } from '../../core/format-inbox.js';
import { itemTitle } from '../../inbox/item-title.js';
import { codeSpan, truncate } from '../../render/escape.js';
import { inboxKey } from '../../inbox/keys.js';
import type { InboxItem } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
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
    title: itemTitle(status === 'failed' ? 'Failed' : 'Escalated', agent),
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
      asks: (item) => {
        const agent = codeSpan(truncate(detailOf(item, 'Agent') ?? 'an agent', 100));
        const issue = item.details.find((d) => d.label.startsWith('Issue '));
        return {
          ask:
            detailOf(item, 'Status') === 'failed'
              ? `**Decide what happens next** (${agent} failed):`
              : `**Review an escalated result** (from ${agent}):`,
          text: issue?.value ?? 'its response lists no issue',
          ...(issue && { detail: issue.label }),
        };
      },
      statement: () =>
        'The agent handed its result to a human instead of the next agent: review it and decide what happens next.',
      closes: (item) =>
        `a change to ${codeSpan(truncate(item.path, 500))} on the default branch whose \`status\` is no longer \`failed\` and whose \`next_action\` is no longer \`escalate\``,
      waiting: 'escalated',
      colour: 'e99695',
    },
  },
});

/** The reasons a subagent response waits for a human. */
export type SubagentReason = keyof typeof subagentInbox.reasons;
