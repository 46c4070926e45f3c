import { enumMember } from '../../core/enum-reading.js';
import { defineInbox, detailOf } from '../../core/format-inbox.js';
import { itemTitle } from '../../inbox/item-title.js';
import { codeSpan, truncate } from '../../render/escape.js';
import { inboxKey } from '../../inbox/keys.js';
import type { InboxItem } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asArray, asString, field } from '../../util/values.js';
import { BLOCKED, NEEDS_ANSWERS } from '../reasons.js';
import { STATUSES } from './schema.js';

const strings = (value: unknown): string[] =>
  asArray(value).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** A blocked agent, or one that needs input, waits for a human. */
export function inboxItems(ctx: RuleContext): InboxItem<EnvelopeReason>[] {
  // `status: Blocked` is an enum error, and still a blocked agent waiting for a human.
  const status = enumMember(field(ctx.data, 'status'), STATUSES);
  if (status !== 'blocked' && status !== 'needs_input') return [];
  const agent = asString(field(ctx.data, 'agent_id')) ?? 'an agent';
  const blockers = strings(field(ctx.data, 'blockers'));
  const questions = strings(field(ctx.data, 'open_questions'));
  const blocked = status === 'blocked';
  const first = blocked ? blockers[0] : questions[0];
  const listKey = blocked ? 'blockers' : 'open_questions';
  const title = itemTitle(blocked ? 'Blocked' : 'Answer', agent, first);
  return [
    {
      key: inboxKey('envelope', { path: ctx.path }),
      reason: blocked ? 'blocked' : 'clarification',
      path: ctx.path,
      line: ctx.doc.locate(first ? [listKey, 0] : ['status']).line,
      title,
      format: 'envelope',
      actions: [],
      details: [
        { label: 'Agent', value: agent },
        { label: 'Kind', value: asString(field(ctx.data, 'kind')) ?? '(none)' },
        { label: 'Status', value: status },
        ...blockers.map((b, i) => ({ label: `Blocker ${i + 1}`, value: b })),
        ...questions.map((q, i) => ({ label: `Question ${i + 1}`, value: q })),
      ],
    },
  ];
}

/** The agent, as the item names it: Markdown, escaped. */
const agentOf = (item: InboxItem) => codeSpan(truncate(detailOf(item, 'Agent') ?? 'an agent', 100));

/** The change that closes an envelope's item: the agent's next envelope, no longer at `status`. */
const closesAt = (item: InboxItem, status: string) =>
  `a change to ${codeSpan(truncate(item.path, 500))} on the default branch whose \`status\` is no longer \`${status}\` (the agent's next envelope, once a human has stepped in)`;

/** A blocked agent, or one that needs input: no command applies, the issue says what waits and what closes it. */
export const envelopeInbox = defineInbox({
  reasons: {
    blocked: {
      ...BLOCKED,
      asks: (item) => ({
        ask: `**Unblock this agent** (${agentOf(item)}):`,
        text: detailOf(item, 'Blocker 1') ?? 'its envelope lists no blocker',
        detail: 'Blocker 1',
      }),
      statement: (item) => `The agent ${agentOf(item)} cannot go on until a human removes what blocks it.`,
      closes: (item) => closesAt(item, 'blocked'),
    },
    clarification: {
      ...NEEDS_ANSWERS,
      asks: (item) => ({
        ask: `**Answer this agent** (${agentOf(item)}):`,
        text: detailOf(item, 'Question 1') ?? 'its envelope lists no open question',
        detail: 'Question 1',
      }),
      statement: (item) => `The agent ${agentOf(item)} needs answers from a human before it can go on.`,
      closes: (item) => closesAt(item, 'needs_input'),
    },
  },
});

/** The reasons an envelope waits for a human. */
export type EnvelopeReason = keyof typeof envelopeInbox.reasons;
