import type { ResolvedConfig } from '../../config/resolve.js';
import { repoPathMessage, repoPathProblem } from '../../core/checks/repo-path.js';
import { didYouMean, soleMatch } from '../../core/did-you-mean.js';
import { defineRule } from '../../core/rule.js';
import { asArray, asNumber, asString, field, has } from '../../core/values.js';

/** Spec 2 v4.1: the two agents a response may send work back to. */
export const REVISION_TARGETS = ['manifest-gateway', 'svg-forge'] as const;
/** Spec 2 v4.0 folded these into the Flow Orchestrator; old outputs still name them. */
export const RETIRED_AGENTS = ['router-agent', 'planner-agent', 'manifest-review', 'svg-review'] as const;
/**
 * The config keys that add revision targets: the documented `revision-target`, and the field's
 * own spelling (as `next_action` is spelled), which a team is as likely to write.
 */
export const REVISION_TARGET_ENUMS = ['subagent-response/revision-target', 'subagent-response/revision_target'] as const;

const isRetired = (name: string) => (RETIRED_AGENTS as readonly string[]).includes(name);

/** Spec 2's valid revision targets with the team's additions. */
export function revisionTargets(config: ResolvedConfig): string[] {
  return [...new Set([...REVISION_TARGETS, ...REVISION_TARGET_ENUMS.flatMap((key) => config.enums[key] ?? [])])];
}

/** The next actions each status allows (spec 2's status table; `regenerate` is a kind of revision). */
const NEXT_FOR_STATUS: Record<string, readonly string[]> = {
  success: ['proceed'],
  partial: ['proceed', 'revise'],
  failed: ['escalate'],
  needs_revision: ['revise', 'regenerate'],
};
/** Every `next_action` the table names: another value is the schema's to report, not this rule's. */
const KNOWN_NEXT = new Set(Object.values(NEXT_FOR_STATUS).flat());

/** Spec 2's optional fields accept null: a null or absent field is not given. */
const given = (data: unknown, key: string) => field(data, key) !== undefined && field(data, key) !== null;

const isReviewAgent = (data: unknown) => /review/i.test(asString(field(data, 'agent_name')) ?? '') || given(data, 'round');

export const needsRevisionTarget = defineRule({
  id: 'subagent-response/revision-target-required',
  severity: 'error',
  summary: '`status: needs_revision` without a `revision_target` to send the work back to.',
  check(ctx) {
    if (field(ctx.data, 'status') !== 'needs_revision' || asString(field(ctx.data, 'revision_target'))?.trim()) return;
    // A value of another type is the schema's finding; null, blank or absent is this rule's.
    const value = field(ctx.data, 'revision_target');
    if (value !== undefined && value !== null && typeof value !== 'string') return;
    ctx.report(
      has(ctx.data, 'revision_target') ? ['revision_target'] : ['status'],
      `\`status: needs_revision\` needs a \`revision_target\` naming the agent to send the work back to, one of ${revisionTargets(ctx.config).map((name) => `\`${name}\``).join(', ')}.`,
    );
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
    if (field(ctx.data, 'status') === 'success' && isReviewAgent(ctx.data) && !given(ctx.data, 'score')) {
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

/**
 * A response from a retired agent is still a response: the orchestrator can read it, so naming
 * the agent is a warning. Sending work back to one is not (see `revisionTargetKnown`).
 */
export const retiredAgent = defineRule({
  id: 'subagent-response/retired-agent',
  severity: 'warning',
  summary: 'The response\'s `agent_name` is an agent retired in spec 2 v4.0 (router-agent, planner-agent, manifest-review, svg-review).',
  check(ctx) {
    const name = asString(field(ctx.data, 'agent_name'));
    if (name && isRetired(name)) {
      ctx.report(['agent_name'], `\`${name}\` was retired in v4.0 and merged into the Flow Orchestrator; the current agents are ${REVISION_TARGETS.join(' and ')}. Update the agent that still writes this name.`);
    }
  },
});

/**
 * Spec 2's `validation_rules.valid_revision_targets` lists the only agents work can go back to;
 * its comment names the retired ones, which are no longer there to receive it. A team with
 * agents of its own lists them under `enums: subagent-response/revision-target`.
 */
export const revisionTargetKnown = defineRule({
  id: 'subagent-response/unknown-revision-target',
  severity: 'error',
  summary: '`revision_target` is not one of spec 2\'s `valid_revision_targets` (manifest-gateway, svg-forge, or the config\'s list); retired agents included.',
  check(ctx) {
    const target = asString(field(ctx.data, 'revision_target'));
    // Null, blank or absent: nothing to send back to (`revision-target-required` says if one is needed).
    if (target === undefined || target.trim() === '') return;
    const allowed = revisionTargets(ctx.config);
    if (allowed.includes(target)) return;
    const listed = allowed.map((name) => `\`${name}\``).join(', ');
    const extend = ` A team's own agents go under \`enums: ${REVISION_TARGET_ENUMS[0]}\` in the config.`;
    if (isRetired(target)) {
      ctx.report(
        ['revision_target'],
        `\`${target}\` was retired in v4.0 (merged into the Flow Orchestrator) and can no longer take work back. The valid revision targets are ${listed}: write the one that owns what must change (\`manifest-gateway\` for the manifest, \`svg-forge\` for the drawing).`,
      );
      return;
    }
    const meant = soleMatch(target, allowed);
    ctx.report(['revision_target'], `\`${target}\` is not a valid revision target; the valid ones are ${listed}.${didYouMean(target, allowed)}${extend}`, {
      ...(meant !== undefined && { fix: { value: meant } }),
    });
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
