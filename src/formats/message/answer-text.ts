import { openingOf } from './bracket-header.js';
import { placeholdersInLine } from './rules/body-placeholder.js';

/**
 * A person's answer as the answer message holds it under `## 回答`: their text itself, as spec
 * 5's 回答 template has it (no code fence around it), made inert. Only what a reader of the file
 * would take for the file's own structure is touched, and only by a backslash, which Markdown
 * shows as the text itself and an agent reading the file reads past:
 * - a line that would be structure: an ATX heading (`## 理由` would open a section of the
 *   template), a code fence (it would swallow the sections after it), a setext underline or
 *   `---` (it would make the line above a heading), an HTML block (`<details>` would hide what
 *   follows), a bracket header's opening line (`[REPORT TO: PM]`, read at any indent): `\`
 *   before its first mark;
 * - `<!--` anywhere (a comment would hide the rest of the file, and `<!-- handoff-gate-disable-…`
 *   is a directive): `<\!--`;
 * - a template slot the checks would take for a leftover (`{id}`, `<name>`): `\` before it.
 * Lines indented four blanks or more are indented code already, and stay as they are. Line by
 * line in string code: linear in the text.
 */
export function inertAnswer(text: string): { text: string; escaped: number } {
  let escaped = 0;
  const lines = text.split('\n').map((line) => {
    const inert = inertLine(line);
    if (inert !== line) escaped++;
    return inert;
  });
  return { text: lines.join('\n'), escaped };
}

const COMMENT = '<!--';

function inertLine(original: string): string {
  let line = original.split(COMMENT).join('<\\!--');
  let indent = 0;
  while (indent < line.length && line.charCodeAt(indent) === 0x20) indent++;
  if (indent <= 3 && isStructure(line.slice(indent))) line = `${line.slice(0, indent)}\\${line.slice(indent)}`;
  else if (openingOf(line) !== undefined) {
    // Spec 5's bracket header is read whatever the indent (its reader trims the line).
    const at = line.length - line.trimStart().length;
    line = `${line.slice(0, at)}\\${line.slice(at)}`;
  }
  const slots = placeholdersInLine(line);
  for (let i = slots.length - 1; i >= 0; i--) {
    const at = slots[i]!.index;
    line = `${line.slice(0, at)}\\${line.slice(at)}`;
  }
  return line;
}

/** Whether a line, its indent (three blanks at most) taken off, opens or makes structure in Markdown or in spec 5's reading. */
function isStructure(rest: string): boolean {
  const first = rest.charAt(0);
  if (first === '#') {
    let level = 0;
    while (rest.charAt(level) === '#') level++;
    const after = rest.charAt(level);
    return level <= 6 && (after === '' || after === ' ' || after === '\t');
  }
  if (first === '`' || first === '~') return rest.startsWith(first.repeat(3));
  if (first === '=' || first === '-') {
    const run = rest.trimEnd();
    return run.length > 0 && [...run].every((c) => c === first);
  }
  return first === '<';
}
