import { leftoverReason } from '../../rules/shared/template-leftover.js';
import type { PathKey } from '../../parse/types.js';
import type { FormatId } from '../../report/report.js';
import { defineRule, type Rule } from '../../core/define-rule.js';
import { showPath } from '../../rules/schema-findings.js';
import { show, valueAt } from '../../util/values.js';
import { SLUG } from './values.js';

/**
 * `<format>/intent-id-format`, for history entries and observations. They keep an `intent_id`
 * after the intent is deleted, so it need not resolve; but it must still look like an id, which
 * catches unfilled prompt templates (`"<from the intent in your prompt>"`).
 */
export function intentIdShapeRule(format: FormatId, at: (data: unknown) => PathKey[][], rationale: string): Rule {
  return defineRule({
    id: `${format}/intent-id-format`,
    severity: 'warning',
    summary: '`intent_id` does not look like an intent id (a file name of lowercase letters, digits and hyphens).',
    rationale,
    check(ctx) {
      for (const path of at(ctx.data)) {
        const value = valueAt(ctx.data, path);
        if (typeof value !== 'string' || value.trim() === '' || leftoverReason(value) || SLUG.test(value)) continue;
        ctx.report(
          path,
          `\`${showPath(path)}\` is ${show(value)}, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.`,
        );
      }
    },
  });
}
