import { defineRule } from '../../../../../core/define-rule.js';
import { asArray, asString, field } from '../../../../../util/values.js';
import { reportReferenceValue } from '../../../reference-value.js';
import { OBSERVATION_SOURCES_REFERENCE } from '../../../values.js';

export const referenceValue = defineRule({
  id: 'observations/reference-impl-value',
  severity: 'warning',
  summary: 'Observation source `analyze`, which pfl-forge writes but spec 4 does not list.',
  rationale:
    'pfl-forge writes observation source `analyze`, which spec 4 does not list: readers of the spec cannot tell where such an observation came from or how far to trust it.',
  check(ctx) {
    asArray(ctx.data).forEach((item, i) => {
      const source = asString(field(item, 'source'));
      if (
        source &&
        (OBSERVATION_SOURCES_REFERENCE as readonly string[]).includes(source) &&
        !(ctx.config.enums['observations/source'] ?? []).includes(source)
      ) {
        reportReferenceValue(
          ctx,
          [i, 'source'],
          source,
          'one of `implement`, `reflect`, `audit`, or add it under `enums: observations/source`',
          'spec 4 names implement, reflect and audit',
        );
      }
    });
  },
});
