import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { reportReferenceValue } from '../reference-value.js';
import { INTENT_SOURCES_REFERENCE } from '../values.js';

export const referenceValue = defineRule({
  id: 'intent/reference-impl-value',
  severity: 'warning',
  summary:
    'A value pfl-forge writes but spec 4 does not list: status `implementing`, source `draft` / `analyze` / `eval`.',
  rationale:
    'pfl-forge writes some values spec 4 does not list (status `implementing`, source `draft`); other readers of the spec do not know them, so the file means one thing to pfl-forge and another to them.',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    if (status === 'implementing' && !(ctx.config.enums['intent/status'] ?? []).includes(status)) {
      reportReferenceValue(
        ctx,
        ['status'],
        status,
        '`executing`',
        "pfl-forge's name for `executing` in February–March 2026, since removed",
      );
    }
    const source = asString(field(ctx.data, 'source'));
    if (
      source &&
      (INTENT_SOURCES_REFERENCE as readonly string[]).includes(source) &&
      !(ctx.config.enums['intent/source'] ?? []).includes(source)
    ) {
      const instead =
        source === 'draft'
          ? '`human` (drafts are human input)'
          : '`human` or `reflection`, or add it under `enums: intent/source`';
      reportReferenceValue(ctx, ['source'], source, instead, 'spec 4 has `human` and `reflection`');
    }
  },
});
