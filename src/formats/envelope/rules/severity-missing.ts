import { defineRule } from '../../../core/define-rule.js';
import { field, has } from '../../../util/values.js';
import { declaredIssues, highestPriority } from '../declared-issues.js';

export const reviewerSeverityMissing = defineRule({
  id: 'envelope/severity-missing',
  severity: 'warning',
  summary: "A reviewer's envelope has no `severity` (its highest finding level, or null).",
  rationale:
    'Spec 1 asks every reviewer for a `severity`, its highest finding level or null; without it a reader that looks only there sees no verdict from the review at all.',
  spec: '§ エージェント別スキーマ > Reviewer',
  check(ctx) {
    if (field(ctx.data, 'kind') !== 'reviewer' || has(ctx.data, 'severity')) return;
    const highest = highestPriority(declaredIssues(ctx.data));
    ctx.report(
      ['kind'],
      `A reviewer states its highest finding level in \`severity\`; add \`severity: ${highest ?? 'null'}\`.`,
    );
  },
});
