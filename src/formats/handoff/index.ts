import type { FormatDefinition } from '../../core/format.js';
import { enumMember } from '../../core/enum-reading.js';
import { asString, field } from '../../util/values.js';
import { handoffChain } from './chain.js';
import { handoffGateItems } from './gate.js';
import { handoffInbox, handoffInboxItems, type HandoffReason } from './inbox.js';
import { rules } from './rules/index.js';
import { handoffSchema, STATUSES } from './schema.js';

export const handoff: FormatDefinition<HandoffReason> = {
  id: 'handoff',
  title: 'Handoff JSON',
  reader: 'the orchestrator that starts the next agent from `handoff-{AgentName}.json`',
  spec: 'spec 3 (handoff-{AgentName}.json)',
  fieldsSection: '§ Handoff File Structure > Schema',
  syntaxes: ['json'],
  paths: ['**/handoff-*.json'],
  schema: handoffSchema,
  enums: ['artifact-type'],
  rules,
  gateItems: handoffGateItems,
  // A status that misses the enum only by case (`Fail`) is declared as the status it spells.
  declaredVerdict: (ctx) => enumMember(field(ctx.data, 'status'), STATUSES) ?? asString(field(ctx.data, 'status')),
  inboxItems: handoffInboxItems,
  inbox: handoffInbox,
  chain: handoffChain,
};
