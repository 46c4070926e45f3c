import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { headerOf, reportField } from '../header.js';
import { otherDeclarers } from '../id-index.js';
import { isTruncatedExample } from './id-format.js';

export const duplicateId = defineRule({
  id: 'message/duplicate-id',
  severity: 'error',
  summary:
    'Two message files declare the same `id`, so a `parent_id` naming it is ambiguous (on a partial run: among the files checked and the file named for the id).',
  rationale:
    'A `parent_id` or `context_id` names one message; two files with the same `id` make that link point at either, so an answer is filed under the wrong question.',
  check(ctx) {
    const header = headerOf(ctx.doc);
    const id = header?.values.id?.trim();
    if (!header || !id || leftoverReason(id) || isTruncatedExample(id)) return;
    const others = otherDeclarers(ctx.project, id, ctx.path);
    if (others.length === 0) return;
    const listed =
      others
        .slice(0, 3)
        .map((path) => `\`${path}\``)
        .join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
    reportField(
      ctx,
      header,
      'id',
      `\`id\` ${show(id)} is also the id of ${listed}; message ids must be unique. Give this message its own id.`,
    );
  },
});
