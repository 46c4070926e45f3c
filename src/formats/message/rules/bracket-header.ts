import { defineRule } from '../../../rules/rule.js';
import { isRecord, show } from '../../../engine/values.js';
import { bracketOf, headerOf } from '../header.js';

export const bracketHeader = defineRule({
  id: 'message/bracket-header',
  severity: 'warning',
  summary: "A `[REPORT TO: PM]` … `[/REPORT]` bracket header stands in for (or repeats) spec 5's YAML frontmatter.",
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
