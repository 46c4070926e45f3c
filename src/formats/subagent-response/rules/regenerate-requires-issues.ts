import { defineRule } from '../../../core/define-rule.js';
import { asArray, field } from '../../../util/values.js';

export const regenerateNeedsIssues = defineRule({
  id: 'subagent-response/regenerate-requires-issues',
  severity: 'error',
  summary: '`next_action: regenerate` without the `issues` that justify it.',
  rationale:
    '`next_action: regenerate` asks for the work again; the `issues` say what to change, and without them the regeneration repeats the same output.',
  spec: '§ バリデーション（v4.1 更新）',
  check(ctx) {
    if (field(ctx.data, 'next_action') === 'regenerate' && asArray(field(ctx.data, 'issues')).length === 0) {
      ctx.report(['next_action'], '`next_action: regenerate` needs at least one entry in `issues` saying what to fix.');
    }
  },
});
