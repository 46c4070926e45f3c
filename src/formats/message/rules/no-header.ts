import { defineRule } from '../../../core/define-rule.js';
import { folderOf } from '../folder.js';
import { bracketOf } from '../header.js';

export const noHeader = defineRule({
  id: 'message/no-header',
  severity: 'error',
  summary:
    'A message has neither YAML frontmatter nor a bracket header, so nothing says who sent it, to whom, or its status.',
  rationale:
    'The header says who sent a message, to whom, and its status; the agent polling a folder routes by it, so a message with none is never picked up, or picked up by anyone.',
  spec: '§ メッセージフォーマット > 共通ヘッダー',
  check(ctx) {
    if ((ctx.data !== null && ctx.data !== undefined) || bracketOf(ctx.doc)) return;
    // Spec documents shared under specs/ are often plain Markdown; there it is only a warning.
    const plainDocument = folderOf(ctx.path)?.top === 'specs';
    ctx.reportAt(
      { line: 1, column: 1 },
      "This message has no header. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (spec 5's common header).",
      plainDocument ? { severity: 'warning' } : {},
    );
  },
});
