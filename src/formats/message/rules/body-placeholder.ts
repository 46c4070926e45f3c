import { anglePlaceholdersInLine } from '../../../rules/shared/angle-placeholder.js';
import { withoutCode } from '../../../rules/shared/code-spans.js';
import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { bodyOf } from '../body.js';
import { pushAll } from '../../../util/bulk.js';

/**
 * `{タイトル}`, `{completed|in_progress|blocked}`, `${x}`: the same shapes the frontmatter leftover
 * check knows, anywhere in a line. Angle-bracket slots (`<タイトル>`, `- <成果1>`) count only where
 * they fill a line, a cell or a label's side (src/rules/shared/angle-placeholder.ts): elsewhere
 * `<` is HTML, an autolink, a generic or a comparison.
 */
const PLACEHOLDER = /\$\{[^}\n]{0,80}\}|\{[^{}\s"':,]{1,40}\}/g;

/**
 * The template's placeholders in one body line (outside code blocks), in order, with their 0-based
 * columns. A slot escaped with a backslash (`\{id}`, `\<name>`) is the writer's literal text, as
 * Markdown shows it: no slot.
 */
export function placeholdersInLine(text: string): Array<{ text: string; index: number }> {
  const found: Array<{ text: string; index: number }> = [];
  if (text.includes('{'))
    for (const m of withoutCode(text).matchAll(PLACEHOLDER)) found.push({ text: m[0], index: m.index });
  if (text.includes('<')) pushAll(found, anglePlaceholdersInLine(text));
  return found.filter((m) => text.charCodeAt(m.index - 1) !== 0x5c).sort((a, b) => a.index - b.index);
}

/**
 * Code blocks are skipped (quoted text), and nothing else is: a person who fills a template by
 * hand leaves `{タイトル}` in as easily as an agent, so a `from: human` message gets no pass. The
 * one body the bot writes from a person's words, the answer `/answer` commits, escapes a `{word}`
 * the person wrote there with a backslash (src/formats/message/answer-text.ts), so it is never
 * read as a slot of the template.
 */
export const bodyPlaceholder = defineRule({
  id: 'message/body-placeholder',
  severity: 'error',
  summary:
    "The body still holds the template's placeholders (`{タイトル}`, `{何を実現したいか}`, `<タイトル>`, `- <成果1>`).",
  rationale:
    'A template placeholder left in the body (`{タイトル}`, `<成果1>`) is text no one wrote: the agent reading it acts on a blank where the real instruction should be.',
  check(ctx) {
    for (const line of bodyOf(ctx.doc).lines) {
      if (line.code) continue;
      const found = placeholdersInLine(line.text);
      if (found.length === 0) continue;
      const first = found[0]!;
      const shown =
        found
          .slice(0, 3)
          .map((m) => show(m.text))
          .join(', ') + (found.length > 3 ? ` and ${found.length - 3} more` : '');
      ctx.reportAt(
        { line: line.line, column: first.index + 1 },
        `${shown} ${found.length === 1 ? 'is a placeholder' : 'are placeholders'} from the template, never filled in. Write the real content.`,
      );
    }
  },
});
