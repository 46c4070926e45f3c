import { z } from 'zod';
import { FILLED_REPO_PATH_PATTERN } from '../../rules/shared/repo-path.js';
import { stringMatching } from '../../rules/editor-pattern.js';
import { quickStandIn } from '../../rules/schema-check.js';
import type { EnumValues } from '../../core/format.js';
import { asArray, asString, field, has, isRecord } from '../../util/values.js';

/**
 * Spec 1's kinds. `interviewer` is not in the base schema's `kind` list, but the spec's `next`
 * table gives it a transition of its own (Interviewer → planner), so it may write an envelope.
 */
const KINDS = ['explorer', 'reviewer', 'planner', 'writer', 'aggregator', 'interviewer'] as const;
const MODES = ['greenfield', 'brownfield'] as const;
export const STATUSES = ['ok', 'needs_input', 'conflict', 'blocked'] as const;
export const NEXTS = ['explorer', 'interviewer', 'planner', 'writer', 'reviewer', 'aggregator', 'done'] as const;
/** The base list, plus the three values the spec's own Planner and Aggregator examples use. */
const ARTIFACT_TYPES = [
  'context',
  'finding',
  'question',
  'story',
  'review',
  'unified',
  'story_map',
  'unified_context',
  'unified_review',
] as const;
export const SEVERITIES = ['P0', 'P1', 'P2'] as const;
export const GATE_RESULTS = ['pass', 'reject', 'veto'] as const;
export const ISSUE_LISTS = [
  ['p0_issues', 'P0'],
  ['p1_issues', 'P1'],
  ['p2_issues', 'P2'],
] as const;

/** `{type}:{subtype}#{shard}`; extra `:` segments pass here and are warned about by a rule. */
export const AGENT_ID = /^[^\s:#]+(?::[^\s:#]+)+(?:#[^\s#]+)?$/;

const count = z.int().min(0);

const artifact = (values: EnumValues) =>
  z.looseObject({
    path: stringMatching(FILLED_REPO_PATH_PATTERN).describe(
      '出力ファイルパス, relative to the repository root (`.work/01_explorer/tech.md`)',
    ),
    type: z.enum(values('artifact-type', ARTIFACT_TYPES)).describe('What the artifact is'),
  });

const issue = z
  .looseObject({
    id: z.string().optional().describe('例: "COMP-001"'),
    category: z.string().optional(),
    description: z.string().optional(),
    location: z.string().optional().describe('ファイル:行番号'),
    fix: z.string().optional(),
  })
  .describe('A review finding');

const issueList = (priority: string) => z.array(issue).optional().describe(`${priority} findings`);

const dependency = z.looseObject({ name: z.string(), version: z.string().optional(), purpose: z.string().optional() });

/** Reviewers' P0–P2 lists, and explorer:tech's fields (the only explorer the spec spells out). */
const findings = z
  .looseObject({
    p0_issues: issueList('P0 (blocker)'),
    p1_issues: issueList('P1 (major)'),
    p2_issues: issueList('P2 (minor)'),
    tech_stack: z
      .looseObject({
        language: z.string().optional(),
        framework: z.string().optional(),
        runtime: z.string().optional(),
      })
      .optional(),
    dependencies: z
      .looseObject({ production: z.array(dependency).optional(), development: z.array(dependency).optional() })
      .optional(),
    architecture: z
      .looseObject({
        pattern: z.string().optional(),
        layers: z.array(z.looseObject({ name: z.string(), path: z.string().optional() })).optional(),
      })
      .optional(),
    constraints: z.array(z.string()).optional(),
    technical_debt: z.array(z.string()).optional(),
  })
  .describe('種類によって異なる (explorers: what they found; reviewers: p0/p1/p2_issues)');

/** The statistics every kind's example gives, merged: no two kinds use one name differently. */
const summary = z
  .looseObject({
    total_stories: count.optional(),
    total_epics: count.optional(),
    total_features: count.optional(),
    mvp_stories: count.optional(),
    dependencies: z
      .array(
        z.looseObject({
          from: z.string().describe('US-ID'),
          to: z.string().describe('US-ID'),
          type: z.enum(['data', 'feature', 'technical', 'business']).optional(),
        }),
      )
      .optional(),
    total_ac: count.optional(),
    ac_per_story_avg: z.number().min(0).optional(),
    stories_with_failure_ac: count.optional(),
    inputs_count: count.optional(),
    conflicts_found: count.optional(),
    conflicts_resolved: count.optional(),
    duplicates_removed: count.optional(),
  })
  .describe(
    'Statistics (per kind: reviewer total_stories; planner epics/features/stories; writer ACs; aggregator inputs/conflicts)',
  );

const sourceRef = z.looseObject({ type: z.enum(['interview', 'context']), ref: z.string().describe('参照先') });
/** A planner cites `{type, ref}` mappings, a writer plain ids (`Q-003`, `context:auth`). */
const traceSource = z.union([z.string(), sourceRef]);
const traceability = z.array(z.looseObject({ story_id: z.string(), sources: z.array(traceSource) }));

const conflictResolved = z.looseObject({
  id: z.string(),
  source_a: z.string().optional(),
  source_b: z.string().optional(),
  resolution: z.string(),
  reasoning: z.string().optional(),
});

const gateDecision = z
  .looseObject({
    p0_count: count,
    p1_count: count,
    p2_count: count,
    result: z.enum(GATE_RESULTS).describe('P0 ≥ 1 → veto; P1 ≥ 2 → reject; otherwise pass'),
    return_phase: z.int().min(0).nullable().optional().describe('差し戻し先'),
  })
  .describe('Reviewer 統合の場合のみ: the review gate');

/** Per-kind refinements of fields the merged schema above accepts in every kind's form. */
const KIND_SOURCES: Readonly<Record<string, z.ZodType>> = {
  planner: sourceRef,
  writer: z.string(),
};

/** Spec 1's envelope: the common fields, and each agent's own fields where it names them. */
export function envelopeSchema(values: EnumValues) {
  const fields = z.looseObject({
    kind: z.enum(values('kind', KINDS)).describe('The agent kind that wrote the envelope'),
    agent_id: z
      .string()
      .regex(AGENT_ID, {
        message:
          'of the form `{type}:{subtype}` or `{type}:{subtype}#{shard}` (e.g. `explorer:tech`, `explorer:domain#frontend`)',
      })
      .describe('{type}:{subtype}#{shard}, e.g. "explorer:tech#shard-frontend"'),
    mode: z.enum(MODES).optional().describe('greenfield (new) or brownfield (existing code)'),
    status: z
      .enum(STATUSES)
      .describe('ok → artifacts; needs_input → open_questions; conflict → conflicts; blocked → blockers'),
    severity: z
      .enum(SEVERITIES)
      .nullable()
      .optional()
      .describe('Reviewer 専用: the highest finding level, null when none'),
    artifacts: z.array(artifact(values)).optional().describe('Required when status is ok'),
    findings: findings.optional(),
    summary: summary.optional(),
    traceability: traceability.optional().describe('Planner: sources are {type, ref}; writer: sources are ids'),
    // The lists spec 1's status table requires only for one status (blockers: 「status: blocked の
    // 場合は必須」) accept null for "none" under the other statuses; under theirs, null is missing.
    conflicts: z
      .array(z.unknown())
      .nullable()
      .optional()
      .describe('Unresolved conflicts; required (≥ 1) when status is conflict, else may be null'),
    conflicts_resolved: z.array(conflictResolved).optional().describe('Aggregator: how each conflict was resolved'),
    // 「Reviewer 統合の場合のみ」: other aggregators leave it out, or write null.
    gate_decision: gateDecision.nullable().optional(),
    open_questions: z
      .array(z.string())
      .nullable()
      .optional()
      .describe('未解決の質問; at least one when status is needs_input, else may be null'),
    blockers: z
      .array(z.string())
      .nullable()
      .optional()
      .describe('ブロッカー; at least one when status is blocked (status: blocked の場合は必須), else may be null'),
    next: z.enum(values('next', NEXTS)).describe('The next agent, or done'),
  });
  const perKind: Parameters<typeof fields.superRefine>[0] = (data, ctx) => {
    // The schema may already have failed elsewhere: `data` is not trusted here either.
    const kind = asString(field(data, 'kind'));
    const source = kind !== undefined && Object.hasOwn(KIND_SOURCES, kind) ? KIND_SOURCES[kind] : undefined;
    if (!source) return;
    asArray(field(data, 'traceability')).forEach((trace, i) => {
      if (!isRecord(trace) || !has(trace, 'sources')) return;
      asArray(trace.sources).forEach((item, j) => {
        if (!traceSource.safeParse(item).success) return; // already reported by the merged schema
        const result = source.safeParse(item, { reportInput: true });
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ ...issue, path: ['traceability', i, 'sources', j, ...issue.path] });
        }
      });
    });
  };
  // The per-kind check runs even where the fields failed (`when`), so that both are reported.
  // zod's compiler refuses a check with a `when` of its own: the quick check compiles the same
  // check run only on valid fields (zod's default), which fails exactly where this one does.
  return quickStandIn(
    fields.superRefine(perKind, { when: () => true }).describe('Handoff envelope (spec 1)'),
    fields.superRefine(perKind),
  );
}
