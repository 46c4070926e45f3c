import { defineRule } from '../../../core/define-rule.js';
import { field, has, isRecord } from '../../../util/values.js';

export const nestedIntent = defineRule({
  id: 'intent/nested-intent',
  severity: 'warning',
  summary:
    "The intent's fields are nested under `intent:` (pfl-forge's eval-fixture shape) instead of at the top level.",
  rationale:
    "pfl-forge's eval fixtures nest the fields under `intent:`; in `.forge/intents/` that file has no top-level `title` or `status` for the registry to read, so the intent looks empty.",
  check(ctx) {
    if (!has(ctx.data, 'title') && isRecord(field(ctx.data, 'intent'))) {
      ctx.report(
        ['intent'],
        "The intent is nested under `intent:`, the shape of pfl-forge's eval fixtures; an intent file has `title`, `body` and `source` at the top level. Move the fields up, or keep fixtures out of `.forge/intents/`.",
        { part: 'key' },
      );
    }
  },
});
