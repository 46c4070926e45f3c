import { defineRule } from '../../../../../core/define-rule.js';
import { asArray, field, has } from '../../../../../util/values.js';
import { verdictOf } from '../../../registry.js';

export const rejectedWithoutIssues = defineRule({
  id: 'review-result/rejected-without-issues',
  severity: 'error',
  summary: 'A rejected review without at least one entry in `issues` saying why.',
  rationale:
    'A rejection sends the task back to its implementer, who reads `issues` to learn what to change; a rejection with none gives them nothing to fix, so the next pass repeats the last.',
  spec: '§ Review Result > フィールド',
  check(ctx) {
    if (verdictOf(ctx.data) !== 'rejected') return;
    const issues = asArray(field(ctx.data, 'issues')).filter((i) => typeof i === 'string' && i.trim() !== '');
    if (issues.length === 0) {
      ctx.report(
        has(ctx.data, 'issues') ? ['issues'] : has(ctx.data, 'verdict') ? ['verdict'] : ['approved'],
        'A rejected review needs at least one entry in `issues`: they are the feedback the next attempt and the human in the inbox work from.',
      );
    }
  },
});
