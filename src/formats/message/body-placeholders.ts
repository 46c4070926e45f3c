import { defineRule } from '../../core/rule.js';
import { show } from '../../core/values.js';
import { bodyOf } from './body.js';

/** `{タイトル}`, `{completed|in_progress|blocked}`, `${x}`: the same shapes the frontmatter leftover check knows. */
const PLACEHOLDER = /\$\{[^}\n]{0,80}\}|\{[^{}\s"':,]{1,40}\}/g;
/**
 * The line with its code spans blanked out, columns kept: code spans are quoted text
 * (`GET /api/personas/{id}`), not unfilled slots. A span closes at the next run of as many
 * backticks; finding it by scanning runs keeps hostile lines of backticks linear.
 */
export function withoutCode(text: string): string {
  const runs: Array<{ start: number; length: number }> = [];
  for (const match of text.matchAll(/`+/g)) runs.push({ start: match.index, length: match[0].length });
  const byLength = new Map<number, number[]>();
  runs.forEach((run, i) => {
    const list = byLength.get(run.length);
    if (list) list.push(i);
    else byLength.set(run.length, [i]);
  });
  const next = new Map<number, number>();
  const pieces: string[] = [];
  let cursor = 0;
  for (let i = 0; i < runs.length; ) {
    const run = runs[i]!;
    const list = byLength.get(run.length)!;
    let p = next.get(run.length) ?? 0;
    while (p < list.length && list[p]! <= i) p++;
    next.set(run.length, p);
    const close = list[p];
    if (close === undefined) {
      i++;
      continue;
    }
    const end = runs[close]!.start + run.length;
    pieces.push(text.slice(cursor, run.start), ' '.repeat(end - run.start));
    cursor = end;
    i = close + 1;
  }
  pieces.push(text.slice(cursor));
  return pieces.join('');
}

/**
 * Code blocks are skipped (quoted text), and nothing else is: a person who fills a template by
 * hand leaves `{タイトル}` in as easily as an agent, so a `from: human` message gets no pass. The
 * one body the bot writes from a person's words, the answer `/answer` commits, holds those words
 * in a fenced code block (src/inbox/commands/question.ts), so a `{word}` the person wrote there is
 * never read as a slot of the template.
 */
export const bodyPlaceholder = defineRule({
  id: 'message/body-placeholder',
  severity: 'error',
  summary: 'The body still holds the template\'s placeholders (`{タイトル}`, `{何を実現したいか}`).',
  check(ctx) {
    for (const line of bodyOf(ctx.doc).lines) {
      if (line.code || !line.text.includes('{')) continue;
      const found = [...withoutCode(line.text).matchAll(PLACEHOLDER)];
      if (found.length === 0) continue;
      const first = found[0]!;
      const shown = found.slice(0, 3).map((m) => show(m[0])).join(', ') + (found.length > 3 ? ` and ${found.length - 3} more` : '');
      ctx.reportAt(
        { line: line.line, column: (first.index ?? 0) + 1 },
        `${shown} ${found.length === 1 ? 'is a placeholder' : 'are placeholders'} from the template, never filled in. Write the real content.`,
      );
    }
  },
});
