import type { z } from 'zod';
import type { Syntax } from '../parse/read.js';
import type { FormatDefinition } from '../core/format.js';
import { explainIssues } from '../rules/schema-findings.js';
import { titled } from '../util/values.js';

/**
 * Whether a file holds nothing a reader would take for content: only whitespace, comments
 * (YAML `#`, JSON `//` and `/* *\/`, Markdown `<!-- -->`), YAML document markers, or a Markdown
 * frontmatter holding nothing itself. Such a file parses to nothing (YAML `null`, no
 * frontmatter, no body), and reporting each field it lacks would bury the one thing to say:
 * it is empty. `{}`, `[]` and an explicit `null` are content: they get the format's findings.
 *
 * It reads from the start and stops at the first character of content, so an ordinary file
 * costs a few characters.
 */
export function holdsNothing(text: string, syntax: Syntax): boolean {
  if (syntax === 'markdown') return markdownHoldsNothing(text);
  return nothingFrom(text, 0, syntax === 'json' ? JSON_NOTHING : YAML_NOTHING) === text.length;
}

/** One piece of "nothing" at the current place: whitespace or a comment (or a YAML document marker on its own line). */
const YAML_NOTHING = /\s+|#[^\n]*|(?<=^|\n)(?:---|\.\.\.)(?=[ \t]|\r?\n|$)/y;
const JSON_NOTHING = /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\//y;
const HTML_NOTHING = /\s+|<!--[\s\S]*?-->/y;
/** YAML `#` comments and blank lines, as a frontmatter holds them (no document markers: `---` closes it). */
const FRONTMATTER_NOTHING = /[ \t\r]+|\n|#[^\n]*/y;

/** Where the run of "nothing" that starts at `from` ends. */
function nothingFrom(text: string, from: number, nothing: RegExp): number {
  let at = from;
  for (;;) {
    nothing.lastIndex = at;
    if (!nothing.test(text) || nothing.lastIndex === at) return at;
    at = nothing.lastIndex;
  }
}

function markdownHoldsNothing(text: string): boolean {
  let at = 0;
  // A frontmatter: `---` on the first line, closed by `---` on a line of its own, nothing between.
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (open) {
    at = nothingFrom(text, open[0].length, FRONTMATTER_NOTHING);
    const close = /---[ \t]*(?:\r?\n|$)/y;
    close.lastIndex = at;
    // Unclosed, or holding something: not empty (the parse says which).
    if (!(text[at - 1] === '\n' || at === open[0].length) || !close.test(text)) return false;
    at = close.lastIndex;
  }
  return nothingFrom(text, at, HTML_NOTHING) === text.length;
}

const needsOf = new WeakMap<z.ZodType, string>();

/** What a file of the format must hold, in words: the top-level fields its schema requires. */
function needs(format: FormatDefinition, schema: z.ZodType): string {
  let found = needsOf.get(schema);
  if (found !== undefined) return found;
  const result = schema.safeParse({});
  const issues = result.success ? [] : explainIssues(result.error.issues);
  const keys = issues
    .filter((i) => i.kind === 'required' && i.path.length === 1)
    .map((i) => `\`${String(i.path[0])}\``);
  const list = keys.length <= 1 ? keys.join('') : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;
  const markdown = format.syntaxes.length === 1 && format.syntaxes[0] === 'markdown';
  if (markdown) found = keys.length ? `a frontmatter with ${list}, and its text` : 'its text';
  else if (keys.length) found = list;
  else if (schema.safeParse([]).success) found = 'a list of entries';
  else found = 'its fields';
  needsOf.set(schema, found);
  return found;
}

/**
 * The message for an empty file. `onPath`: the path alone makes it a handoff file; otherwise the
 * path is only where the format lives (`.work/`), and the file would also need its signature.
 */
export function emptyFileMessage(format: FormatDefinition, schema: z.ZodType, onPath: boolean): string {
  const what = `${titled(format.title)} file`;
  const need = needs(format, schema);
  return onPath
    ? `The file is empty (or holds only comments): ${what} needs ${need}. Write it, or delete the file.`
    : `The file is empty (or holds only comments), so it was not checked: if it is meant as ${what}, it needs ${need}. Write it, or delete the file.`;
}
