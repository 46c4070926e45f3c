import type { FormatDefinition } from '../../core/format.js';
import { field, has } from '../../util/values.js';
import { envelopeChain } from './chain.js';
import { gateItems } from './gate.js';
import { countOf, declaredResult, isAggregator } from './gate-decision.js';
import { envelopeInbox, inboxItems, type EnvelopeReason } from './inbox.js';
import { reviewersOf } from './reviewers.js';
import { rules } from './rules/index.js';
import { envelopeSchema } from './schema.js';

export const envelope: FormatDefinition<EnvelopeReason> = {
  id: 'envelope',
  title: 'Handoff envelope',
  reader: "the next Swarm agent, or the Aggregator, that spec 1's envelope hands the output to",
  spec: 'spec 1 (handoff envelope)',
  fieldsSection: '§ 基本スキーマ',
  syntaxes: ['yaml', 'json'],
  paths: ['.work/**/*.{yaml,yml,json}'],
  signature: {
    prefilter: /agent_id["']?\s*:/,
    matches: (data) => has(data, 'kind') && has(data, 'agent_id'),
    required: true,
    // Under `.work/` only: elsewhere `kind` is everyone's key (Kubernetes, OpenAPI, ...).
    nearMiss: {
      keys: ['kind', 'agent_id'],
      typos: ['kind', 'agent_id'],
      standIns: {
        agent_name: {
          key: 'agent_id',
          why: "`agent_name` is the SubAgent Response's key (spec 2, a file without `kind`); a handoff envelope names its agent with `agent_id`.",
        },
      },
      // One of the two keys is there at least up to case and separators.
      prefilter: /kind|agent[\s_-]*id/i,
      onPathsOnly: true,
    },
  },
  schema: envelopeSchema,
  enums: ['kind', 'next', 'artifact-type'],
  rules,
  gateItems,
  declaredVerdict: (ctx) => (isAggregator(ctx.data) ? declaredResult(field(ctx.data, 'gate_decision')) : undefined),
  // Spec 1: the Aggregator (Reviewer) holds the gate decision (P0 ≥ 1 vetoes, P1 ≥ 2 sends back).
  declaredVerdictDecides: true,
  // An aggregator's counts gate too (`p0_count: 1` vetoes whatever `result` says): one stated
  // count is enough, the others read as 0.
  declaredCounts(ctx) {
    if (!isAggregator(ctx.data)) return undefined;
    const decision = field(ctx.data, 'gate_decision');
    const count = (key: string) => countOf(field(decision, key));
    const [p0, p1, p2] = [count('p0_count'), count('p1_count'), count('p2_count')];
    return p0 === undefined && p1 === undefined && p2 === undefined
      ? undefined
      : { P0: p0 ?? 0, P1: p1 ?? 0, P2: p2 ?? 0, P3: 0 };
  },
  // An aggregator integrates its run's reviewers (spec 1): a change to it alone still counts their items.
  gateContext: (ctx) => (isAggregator(ctx.data) ? reviewersOf(ctx.project, ctx.path).map((r) => r.path) : undefined),
  inboxItems,
  inbox: envelopeInbox,
  chain: envelopeChain,
};
