import { enumMember } from '../../engine/enum-reading.js';
import { defineInbox } from '../../inbox/format-inbox.js';
import { inboxKey } from '../../inbox/keys.js';
import type { InboxItem } from '../../report/report.js';
import type { RuleContext } from '../../rules/rule.js';
import { asArray, asString, field } from '../../util/values.js';
import { BLOCKED, NEEDS_ANSWERS } from '../reasons.js';
import { STATUSES } from './schema.js';

const oneLine = (text: string, max = 120) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
};

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
  const title = blocked
    ? first
      ? `${agent} is blocked: ${oneLine(first)}`
      : `${agent} is blocked`
    : first
      ? `${agent} asks: ${oneLine(first)}`
      : `${agent} needs input`;
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

/** A blocked agent, or one that needs input: no command applies, the issue says what waits. */
export const envelopeInbox = defineInbox({ reasons: { blocked: BLOCKED, clarification: NEEDS_ANSWERS } });

/** The reasons an envelope waits for a human. */
export type EnvelopeReason = keyof typeof envelopeInbox.reasons;
