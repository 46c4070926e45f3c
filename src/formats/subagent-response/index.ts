import type { FormatDefinition } from '../../core/format.js';
import { enumMember } from '../../core/enum-reading.js';
import { asString, field, has } from '../../util/values.js';
import { subagentResponseChain } from './chain.js';
import { gateItems } from './gate.js';
import { inboxItems, subagentInbox, type SubagentReason } from './inbox.js';
import { REVISION_TARGET_ENUMS } from './revision-targets.js';
import { rules } from './rules/index.js';
import { STATUSES, subagentResponseSchema } from './schema.js';

export const subagentResponse: FormatDefinition<SubagentReason> = {
  id: 'subagent-response',
  title: 'SubAgent Response',
  reader: 'the caller of runSubagent, which proceeds, revises or escalates on the response,',
  spec: 'spec 2 (runSubagent response)',
  fieldsSection: '§ JSON Schema',
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
  gateItems,
  // A status that misses the enum only by case (`NEEDS_REVISION`) is declared as the status it spells.
  declaredVerdict: (ctx) => enumMember(field(ctx.data, 'status'), STATUSES) ?? asString(field(ctx.data, 'status')),
  inboxItems,
  inbox: subagentInbox,
  chain: subagentResponseChain,
};
