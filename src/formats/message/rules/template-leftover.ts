import { defineRule } from '../../../core/define-rule.js';
import { asString, field, show } from '../../../util/values.js';
import { isTruncatedExample } from './id-format.js';

/**
 * The engine's template-leftover check does not know ids, and `01HQXYZ...` is how every one of
 * spec 5's templates writes its id: reported under the same rule id as the other leftovers.
 */
export const truncatedExampleId = defineRule({
  id: 'message/template-leftover',
  severity: 'error',
  summary:
    "A value copied from the spec's template was never filled in (`{タイトル}`, the truncated example id `01HQXYZ...`).",
  rationale:
    "Spec 5's truncated example id `01HQXYZ...` copied as a message's own id, or as the one it answers, links it to no message: the conversation it belongs to loses it.",
  check(ctx) {
    for (const key of ['id', 'parent_id', 'context_id']) {
      const value = asString(field(ctx.data, key));
      if (value !== undefined && isTruncatedExample(value)) {
        ctx.report(
          [key],
          `${show(value)} is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or \`YYYYMMDD-NNN-kind\`).`,
        );
      }
    }
  },
});
