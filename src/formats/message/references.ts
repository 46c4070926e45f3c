import { leftoverReason } from '../../core/checks/template-leftover.js';
import { didYouMean } from '../../core/did-you-mean.js';
import { defineRule } from '../../core/rule.js';
import { asString, field, show } from '../../core/values.js';
import { headerOf, reportField } from './header.js';
import { isDeclared, messageIndex, otherDeclarers } from './id-index.js';
import { isTruncatedExample } from './id-format.js';

const REFERENCES = ['parent_id', 'context_id'] as const;

/**
 * Words agents write for "no parent" in a field spec 5 marks （あれば）: not ids, so the reference
 * still resolves to nothing, but the fix is to write null or leave the key out, not another id.
 */
const NONE_WORDS = new Set(['null', 'none', 'nil', 'n/a', 'na', '-', 'なし', '無し', 'ない', '未設定']);

/** Ids to suggest from: past this many, a did-you-mean costs more than it helps. */
const SUGGEST_LIMIT = 5000;

export const referenceNotFound = defineRule({
  id: 'message/reference-not-found',
  severity: 'error',
  summary: '`parent_id` or `context_id` names a message id that no message file has.',
  check(ctx) {
    for (const key of REFERENCES) {
      const ref = asString(field(ctx.data, key))?.trim();
      // Placeholders (`{requirement-id}`, `01HQXYZ...`) are the template-leftover rule's.
      if (!ref || leftoverReason(ref) || isTruncatedExample(ref)) continue;
      if (NONE_WORDS.has(ref.toLowerCase())) {
        ctx.report([key], `\`${key}\` is ${show(ref)}, which is not a message id. \`${key}\` is optional (spec 5: （あれば）): when there is none, write \`${key}: null\` or leave the line out.`);
        continue;
      }
      if (isDeclared(ctx.project, ref)) continue;
      const index = messageIndex(ctx.project);
      const ids = index.size <= SUGGEST_LIMIT ? index : [];
      ctx.report(
        [key],
        `\`${key}\` is ${show(ref)}, but no message on the message paths has that \`id\`.${didYouMean(ref, ids)} Fix the id, or add the message it refers to.`,
      );
    }
  },
});

export const duplicateId = defineRule({
  id: 'message/duplicate-id',
  severity: 'error',
  summary: 'Two message files declare the same `id`, so a `parent_id` naming it is ambiguous (on a partial run: among the files checked and the file named for the id).',
  check(ctx) {
    const header = headerOf(ctx.doc);
    const id = header?.values.id?.trim();
    if (!header || !id || leftoverReason(id) || isTruncatedExample(id)) return;
    const others = otherDeclarers(ctx.project, id, ctx.path);
    if (others.length === 0) return;
    const listed = others.slice(0, 3).map((path) => `\`${path}\``).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
    reportField(ctx, header, 'id', `\`id\` ${show(id)} is also the id of ${listed}; message ids must be unique. Give this message its own id.`);
  },
});
