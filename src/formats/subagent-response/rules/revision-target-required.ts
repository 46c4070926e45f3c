import { defineRule } from '../../../core/define-rule.js';
import { asString, field, has } from '../../../util/values.js';
import { revisionTargets } from '../revision-targets.js';

export const needsRevisionTarget = defineRule({
  id: 'subagent-response/revision-target-required',
  severity: 'error',
  summary: '`status: needs_revision` without a `revision_target` to send the work back to.',
  rationale:
    '`status: needs_revision` sends the work back to an agent, and `revision_target` names which; without it the caller cannot tell who should revise, and the loop stops.',
  spec: '§ バリデーション（v4.1 更新）',
  check(ctx) {
    if (field(ctx.data, 'status') !== 'needs_revision' || asString(field(ctx.data, 'revision_target'))?.trim()) return;
    // A value of another type is the schema's finding; null, blank or absent is this rule's.
    const value = field(ctx.data, 'revision_target');
    if (value !== undefined && value !== null && typeof value !== 'string') return;
    ctx.report(
      has(ctx.data, 'revision_target') ? ['revision_target'] : ['status'],
      `\`status: needs_revision\` needs a \`revision_target\` naming the agent to send the work back to, one of ${revisionTargets(
        ctx.config,
      )
        .map((name) => `\`${name}\``)
        .join(', ')}.`,
    );
  },
});
