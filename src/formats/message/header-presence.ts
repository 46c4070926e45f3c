import { defineRule } from '../../core/rule.js';
import { isRecord, show } from '../../core/values.js';
import { folderOf } from './folder.js';
import { bracketOf, headerOf } from './header.js';

export const noHeader = defineRule({
  id: 'message/no-header',
  severity: 'error',
  summary: 'A message has neither YAML frontmatter nor a bracket header, so nothing says who sent it, to whom, or its status.',
  check(ctx) {
    if ((ctx.data !== null && ctx.data !== undefined) || bracketOf(ctx.doc)) return;
    // Spec documents shared under specs/ are often plain Markdown; there it is only a warning.
    const plainDocument = folderOf(ctx.path)?.top === 'specs';
    ctx.reportAt(
      { line: 1, column: 1 },
      'This message has no header. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (spec 5\'s common header).',
      plainDocument ? { severity: 'warning' } : {},
    );
  },
});

export const bracketHeader = defineRule({
  id: 'message/bracket-header',
  severity: 'warning',
  summary: 'A `[REPORT TO: PM]` … `[/REPORT]` bracket header stands in for (or repeats) spec 5\'s YAML frontmatter.',
  check(ctx) {
    const bracket = bracketOf(ctx.doc);
    if (!bracket) return;
    const opening = show(`[${bracket.kind} TO: ${bracket.to}]`);
    if (isRecord(ctx.data)) {
      ctx.reportAt(
        { line: bracket.line, column: 1 },
        `${opening} repeats the header this file already has in its frontmatter, and the two can drift apart. Keep the frontmatter; drop the block or move what it adds into the body.`,
      );
      return;
    }
    const values = headerOf(ctx.doc)?.values ?? {};
    const known = (['id', 'to', 'type', 'status', 'priority'] as const)
      .filter((key) => values[key])
      .map((key) => show(`${key}: ${values[key]}`));
    ctx.reportAt(
      { line: bracket.line, column: 1 },
      `${opening} is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (\`---\` … \`---\`) giving \`id\`, \`from\`, \`to\`, \`type\`, \`priority\`, \`status\` and \`created_at\`${known.length ? ` (from this block: ${known.join(', ')})` : ''}.`,
    );
  },
});
