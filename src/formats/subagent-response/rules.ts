import { repoPathMessage, repoPathProblem } from '../../core/checks/repo-path.js';
import { didYouMean } from '../../core/did-you-mean.js';
import { defineRule } from '../../core/rule.js';
import { asArray, asNumber, asString, field, has } from '../../core/values.js';

/** Spec 2 v4.1: the two agents a response may send work back to. */
export const REVISION_TARGETS = ['manifest-gateway', 'svg-forge'] as const;
/** Spec 2 v4.0 folded these into the Flow Orchestrator; old outputs still name them. */
export const RETIRED_AGENTS = ['router-agent', 'planner-agent', 'manifest-review', 'svg-review'] as const;

/** The next actions each status allows (spec 2's status table; `regenerate` is a kind of revision). */
const NEXT_FOR_STATUS: Record<string, readonly string[]> = {
  success: ['proceed'],
  partial: ['proceed', 'revise'],
  failed: ['escalate'],
  needs_revision: ['revise', 'regenerate'],
};
/** Every `next_action` the table names: another value is the schema's to report, not this rule's. */
const KNOWN_NEXT = new Set(Object.values(NEXT_FOR_STATUS).flat());

const isReviewAgent = (data: unknown) => /review/i.test(asString(field(data, 'agent_name')) ?? '') || has(data, 'round');

export const needsRevisionTarget = defineRule({
  id: 'subagent-response/revision-target-required',
  severity: 'error',
  summary: '`status: needs_revision` without a `revision_target` to send the work back to.',
  check(ctx) {
    if (field(ctx.data, 'status') === 'needs_revision' && !asString(field(ctx.data, 'revision_target'))) {
      ctx.report(['status'], '`status: needs_revision` needs a `revision_target` naming the agent to send the work back to.');
    }
  },
});

export const regenerateNeedsIssues = defineRule({
  id: 'subagent-response/regenerate-requires-issues',
  severity: 'error',
  summary: '`next_action: regenerate` without the `issues` that justify it.',
  check(ctx) {
    if (field(ctx.data, 'next_action') === 'regenerate' && asArray(field(ctx.data, 'issues')).length === 0) {
      ctx.report(['next_action'], '`next_action: regenerate` needs at least one entry in `issues` saying what to fix.');
    }
  },
});

export const reviewNeedsScore = defineRule({
  id: 'subagent-response/review-requires-score',
  severity: 'error',
  summary: 'A successful review-type agent (name contains "review", or a `round` is given) without a `score`.',
  check(ctx) {
    if (field(ctx.data, 'status') === 'success' && isReviewAgent(ctx.data) && !has(ctx.data, 'score')) {
      ctx.report(['status'], 'A successful review-type agent must give a `score` (0–100).');
    }
  },
});

export const nextActionMatchesStatus = defineRule({
  id: 'subagent-response/next-action-mismatch',
  severity: 'error',
  summary: '`next_action` contradicts `status` (spec 2\'s status table: failed → escalate, needs_revision → revise).',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    const next = asString(field(ctx.data, 'next_action'));
    const allowed = status && Object.hasOwn(NEXT_FOR_STATUS, status) ? NEXT_FOR_STATUS[status] : undefined;
    if (!allowed || !next || !KNOWN_NEXT.has(next)) return;
    if (!allowed.includes(next)) {
      ctx.report(['next_action'], `\`status: ${status}\` goes with \`next_action: ${allowed.join('` or `')}\`, not \`${next}\`.`);
    }
  },
});

export const proceedBelow90 = defineRule({
  id: 'subagent-response/proceed-below-threshold',
  severity: 'warning',
  summary: '`next_action: proceed` with a `score` under 90, the spec\'s threshold for proceeding.',
  check(ctx) {
    const score = asNumber(field(ctx.data, 'score'));
    if (field(ctx.data, 'next_action') === 'proceed' && score !== undefined && score < 90) {
      ctx.report(['score'], `\`proceed\` needs a score of at least 90; this one is ${score}. Revise, or explain why it may proceed.`);
    }
  },
});

export const retiredAgent = defineRule({
  id: 'subagent-response/retired-agent',
  severity: 'warning',
  summary: 'An agent retired in spec 2 v4.0 (router-agent, planner-agent, manifest-review, svg-review) is named.',
  check(ctx) {
    for (const key of ['agent_name', 'revision_target'] as const) {
      const name = asString(field(ctx.data, key));
      if (name && (RETIRED_AGENTS as readonly string[]).includes(name)) {
        ctx.report([key], `\`${name}\` was retired in v4.0 and merged into the Flow Orchestrator; use manifest-gateway or svg-forge.`);
      }
    }
  },
});

export const revisionTargetKnown = defineRule({
  id: 'subagent-response/unknown-revision-target',
  severity: 'error',
  summary: '`revision_target` names no agent that can take work back (manifest-gateway, svg-forge, or the config\'s list).',
  check(ctx) {
    const target = asString(field(ctx.data, 'revision_target'));
    if (!target || (RETIRED_AGENTS as readonly string[]).includes(target)) return;
    const allowed = [...REVISION_TARGETS, ...(ctx.config.enums['subagent-response/revision-target'] ?? [])];
    if (!allowed.includes(target)) {
      ctx.report(
        ['revision_target'],
        `\`${target}\` cannot take work back; allowed: ${allowed.join(', ')}.${didYouMean(target, allowed)} Add a team's own agents under \`enums: subagent-response/revision-target\`.`,
      );
    }
  },
});

export const outputPathInside = defineRule({
  id: 'subagent-response/output-path',
  severity: 'error',
  summary: '`output_path` is absolute or leaves the repository.',
  check(ctx) {
    const path = asString(field(ctx.data, 'output_path'));
    const problem = path === undefined ? undefined : repoPathProblem(path);
    if (path !== undefined && problem) ctx.report(['output_path'], repoPathMessage('output_path', path, problem));
  },
});

export const rules = [
  needsRevisionTarget,
  regenerateNeedsIssues,
  reviewNeedsScore,
  nextActionMatchesStatus,
  proceedBelow90,
  retiredAgent,
  revisionTargetKnown,
  outputPathInside,
];
