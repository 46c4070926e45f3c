import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { didYouMean } from '../../../util/did-you-mean.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field, show } from '../../../util/values.js';
import { isDeclared, messageIndex } from '../id-index.js';
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
  rationale:
    '`parent_id` and `context_id` tie a message into its conversation; an id no message has leaves it orphaned, and the question it answers still looks open.',
  spec: '§ メッセージフォーマット > 共通ヘッダー',
  check(ctx) {
    for (const key of REFERENCES) {
      const ref = asString(field(ctx.data, key))?.trim();
      // Placeholders (`{requirement-id}`, `01HQXYZ...`) are the template-leftover rule's.
      if (!ref || leftoverReason(ref) || isTruncatedExample(ref)) continue;
      if (NONE_WORDS.has(ref.toLowerCase())) {
        ctx.report(
          [key],
          `\`${key}\` is ${show(ref)}, which is not a message id. \`${key}\` is optional (spec 5: （あれば）): when there is none, write \`${key}: null\` or leave the line out.`,
        );
        continue;
      }
      if (isDeclared(ctx.project, ref)) continue;
      const index = messageIndex(ctx.project);
      // Never the message's own id: a message is not its own parent or context.
      const own = asString(field(ctx.data, 'id'))?.trim();
      const selfOnly = own !== undefined && (index.get(own)?.every((path) => path === ctx.path) ?? false);
      const ids = index.size > SUGGEST_LIMIT ? [] : selfOnly ? [...index.keys()].filter((id) => id !== own) : index;
      ctx.report(
        [key],
        `\`${key}\` is ${show(ref)}, but no message on the message paths has that \`id\`.${didYouMean(ref, ids)} Fix the id, or add the message it refers to.`,
      );
    }
  },
});
