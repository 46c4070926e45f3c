import type { FormatDefinition } from '../../core/format.js';
import { enumMember } from '../../core/enum-reading.js';
import { priorityOf } from '../../core/gate.js';
import { inboxKey } from '../../core/inbox-key.js';
import type { GateItem, InboxItem } from '../../core/report.js';
import { asArray, asNumber, asString, field, has, isRecord } from '../../core/values.js';
import { subagentResponseChain } from './chain.js';
import { REVISION_TARGET_ENUMS, rules } from './rules.js';
import { NEXT_ACTIONS, STATUSES, subagentResponseSchema } from './schema.js';

export const subagentResponse: FormatDefinition = {
  id: 'subagent-response',
  title: 'SubAgent Response',
  spec: 'spec 2 (runSubagent response)',
  syntaxes: ['yaml', 'json'],
  paths: [],
  signature: {
    prefilter: /agent_name["']?\s*:/,
    // A missing execution_time is a finding, not a reason to skip the file.
    matches: (data) => has(data, 'agent_name') && has(data, 'status') && !has(data, 'kind'),
    // `status` is too common a key to stand on its own: `agent_name` must be there, up to case and
    // separators (`agentName`), so the pre-filter stays as selective as the signature's own.
    nearMiss: {
      keys: ['agent_name', 'status'],
      typos: ['status'],
      absent: ['kind'],
      prefilter: /agent[\s_-]*name/i,
    },
  },
  schema: subagentResponseSchema,
  // Both spellings of the revision targets are read (see REVISION_TARGET_ENUMS).
  enums: ['status', 'next_action', ...REVISION_TARGET_ENUMS.map((key) => key.slice(key.indexOf('/') + 1))],
  rules,
  gateItems(ctx) {
    const items: GateItem[] = [];
    const issues = asArray(field(ctx.data, 'issues'));
    for (let i = 0; i < issues.length; i++) {
      const issue = issues[i];
      const priority = priorityOf(field(issue, 'severity'));
      if (!priority || !isRecord(issue)) continue;
      const description = asString(issue.description) ?? '(no description)';
      const fix = asString(issue.action);
      const source = { path: ctx.path, line: ctx.doc.locate(['issues', i]).line };
      items.push(fix ? { priority, description, fix, source } : { priority, description, source });
    }
    return items;
  },
  // A status that misses the enum only by case (`NEEDS_REVISION`) is declared as the status it spells.
  declaredVerdict: (ctx) => enumMember(field(ctx.data, 'status'), STATUSES) ?? asString(field(ctx.data, 'status')),
  inboxItems(ctx) {
    // `status: FAILED` and `next_action: Escalate` are enum errors, and still wait for a human.
    const status = enumMember(field(ctx.data, 'status'), STATUSES) ?? asString(field(ctx.data, 'status'));
    const next = enumMember(field(ctx.data, 'next_action'), NEXT_ACTIONS);
    if (next !== 'escalate' && status !== 'failed') return [];
    const agent = asString(field(ctx.data, 'agent_name')) ?? 'an agent';
    const item: InboxItem = {
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
        ...(asNumber(field(ctx.data, 'score')) !== undefined ? [{ label: 'Score', value: String(field(ctx.data, 'score')) }] : []),
        ...asArray(field(ctx.data, 'issues')).map((issue, i) => ({
          label: `Issue ${i + 1}`,
          value: `${asString(field(issue, 'severity')) ?? '?'}: ${asString(field(issue, 'description')) ?? ''}`,
        })),
      ],
    };
    return [item];
  },
  chain: subagentResponseChain,
};
