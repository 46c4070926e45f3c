import { didYouMean, soleMatch } from '../../../util/did-you-mean.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { isRetired, REVISION_TARGET_ENUMS, revisionTargets } from '../revision-targets.js';

/**
 * Spec 2's `validation_rules.valid_revision_targets` lists the only agents work can go back to;
 * its comment names the retired ones, which are no longer there to receive it. A team with
 * agents of its own lists them under `enums: subagent-response/revision-target`.
 */
export const revisionTargetKnown = defineRule({
  id: 'subagent-response/unknown-revision-target',
  severity: 'error',
  summary:
    "`revision_target` is not one of spec 2's `valid_revision_targets` (manifest-gateway, svg-forge, or the config's list); retired agents included.",
  rationale:
    "A `revision_target` outside spec 2's `valid_revision_targets` (or the config's list) names an agent the caller cannot call, so the revision is sent nowhere.",
  spec: '§ バリデーション（v4.1 更新）',
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
    ctx.report(
      ['revision_target'],
      `\`${target}\` is not a valid revision target; the valid ones are ${listed}.${didYouMean(target, allowed)}${extend}`,
      {
        ...(meant !== undefined && { fix: { value: meant } }),
      },
    );
  },
});
