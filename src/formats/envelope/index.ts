import type { FormatDefinition } from '../../core/format.js';
import { enumMember } from '../../core/enum-reading.js';
import { inboxKey } from '../../core/inbox-key.js';
import type { GateItem, InboxItem } from '../../core/report.js';
import type { RuleContext } from '../../core/rule.js';
import { asArray, asNumber, asString, field, has } from '../../core/values.js';
import { agentIdSegments } from './agent-id.js';
import { artifactMissing, artifactPath } from './artifacts.js';
import { envelopeChain } from './chain.js';
import { declaredResult, gateNextMismatch, gateResultMismatch, isAggregator } from './gate-decision.js';
import { declaredIssues } from './issues.js';
import { nextMismatch } from './next.js';
import { findingIncomplete, reviewerSeverityMismatch, reviewerSeverityMissing } from './review-findings.js';
import { envelopeSchema, STATUSES } from './schema.js';
import { statusRules } from './status.js';

export const rules = [
  ...statusRules,
  agentIdSegments,
  artifactPath,
  artifactMissing,
  nextMismatch,
  reviewerSeverityMismatch,
  reviewerSeverityMissing,
  findingIncomplete,
  gateResultMismatch,
  gateNextMismatch,
];

const oneLine = (text: string, max = 120) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
};

const strings = (value: unknown): string[] => asArray(value).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

function gateItems(ctx: RuleContext): GateItem[] {
  return declaredIssues(ctx.data).map(({ priority, path, value }) => {
    const source = { path: ctx.path, line: ctx.doc.locate(path).line };
    if (typeof value === 'string') return { priority, description: value, source };
    const text = (key: string) => asString(field(value, key));
    // Real agents write `file`/`line` where the spec has `location`; keep the place either way.
    const file = text('file');
    const line = field(value, 'line');
    const location = text('location') ?? (file && (typeof line === 'number' || typeof line === 'string') ? `${file}:${line}` : file);
    const item: GateItem = { priority, description: text('description') ?? '(no description)', source };
    if (text('id')) item.id = text('id');
    if (text('category')) item.category = text('category');
    if (location) item.location = location;
    if (text('fix')) item.fix = text('fix');
    return item;
  });
}

function inboxItems(ctx: RuleContext): InboxItem[] {
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
    ? first ? `${agent} is blocked: ${oneLine(first)}` : `${agent} is blocked`
    : first ? `${agent} asks: ${oneLine(first)}` : `${agent} needs input`;
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

export const envelope: FormatDefinition = {
  id: 'envelope',
  title: 'Handoff envelope',
  spec: 'spec 1 (handoff envelope)',
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
          why: '`agent_name` is the SubAgent Response\'s key (spec 2, a file without `kind`); a handoff envelope names its agent with `agent_id`.',
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
  declaredCounts(ctx) {
    const decision = field(ctx.data, 'gate_decision');
    const count = (key: string) => asNumber(field(decision, key));
    const [p0, p1, p2] = [count('p0_count'), count('p1_count'), count('p2_count')];
    return p0 === undefined || p1 === undefined ? undefined : { P0: p0, P1: p1, P2: p2 ?? 0, P3: 0 };
  },
  inboxItems,
  chain: envelopeChain,
};
