import { Parser } from 'yaml';
import { splitMarkdown } from '../parse/markdown-doc.js';
import { lineStarts } from '../core/fix.js';
import { DIRECTIVE_MARK } from './rules.js';

/** A comment that opens with `handoff-gate-disable`: where it is, and what it says. */
export interface DirectiveComment {
  /** 1-based line and column of the comment's opening (`#` or `<!--`). */
  line: number;
  column: number;
  /** The comment's text without its markers, trimmed: `handoff-gate-disable-next-line a/b -- why`. */
  text: string;
  /** Nothing but blanks before it on its line. */
  ownLine: boolean;
}

/**
 * The directive comments of a file's text: in YAML (a YAML file, a Markdown file's frontmatter)
 * the `#` comments the `yaml` package's concrete syntax tree holds, so that a `#` line inside a
 * block scalar (`|`, `>`) or a quoted string, which is text, is never read as one; in a Markdown
 * body the `<!-- … -->` comments outside fenced code blocks. JSON holds no comments. A text that
 * does not name the mark at all (nearly every file) costs one search.
 */
export function directiveComments(text: string, syntax: 'yaml' | 'json' | 'markdown'): DirectiveComment[] {
  if (syntax === 'json' || !text.includes(DIRECTIVE_MARK)) return [];
  if (syntax === 'yaml') return yamlComments(text, 0);
  const parts = splitMarkdown(text);
  if (parts.frontmatter === 'unclosed') return [];
  if (parts.frontmatter === 'none') return htmlComments(text, 1);
  // The frontmatter's YAML starts on line 2, after the opening `---`.
  return [...yamlComments(parts.yamlText, 1), ...htmlComments(parts.body, parts.bodyLine)];
}

/** A CST node as walked here: any object, its comments those of type `comment`. */
interface CstNode {
  type?: string;
  offset?: number;
  source?: string;
}

/** The `#` comments of a YAML text that open with the mark, lines shifted by `lineOffset`. */
function yamlComments(text: string, lineOffset: number): DirectiveComment[] {
  const found: DirectiveComment[] = [];
  const starts = lineStarts(text);
  // An explicit stack, not recursion: the tree's depth follows the text's nesting.
  const stack: unknown[] = [...new Parser().parse(text)];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const token = node as CstNode;
    if (token.type === 'comment' && typeof token.source === 'string' && typeof token.offset === 'number') {
      const body = token.source.slice(1).trim();
      if (body.startsWith(DIRECTIVE_MARK)) found.push(commentAt(text, starts, token.offset, body, lineOffset));
      continue;
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'source' && typeof value === 'object') stack.push(value);
  }
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The `<!-- … -->` comments of a Markdown body that open with the mark, one per line at most,
 * outside fenced code blocks (a fence is three backticks or tildes, indented three spaces at most,
 * closed by a line of at least as many of the same). String code, no regular expression.
 */
function htmlComments(body: string, firstLine: number): DirectiveComment[] {
  const found: DirectiveComment[] = [];
  let fence: string | undefined;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.endsWith('\r') ? lines[i]!.slice(0, -1) : lines[i]!;
    const marker = fenceMarker(line);
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const open = line.indexOf('<!--');
    if (open === -1) continue;
    const close = line.indexOf('-->', open + 4);
    const inner = line.slice(open + 4, close === -1 ? line.length : close).trim();
    if (!inner.startsWith(DIRECTIVE_MARK)) continue;
    found.push({
      line: firstLine + i,
      column: open + 1,
      text: inner,
      ownLine: line.slice(0, open).trim() === '' && close !== -1 && line.slice(close + 3).trim() === '',
    });
  }
  return found;
}

/** A fence's run of backticks or tildes at the start of a line (three spaces of indent at most), or undefined. */
function fenceMarker(line: string): string | undefined {
  let at = 0;
  while (at < 3 && line.charCodeAt(at) === 0x20) at++;
  const char = line[at];
  if (char !== '`' && char !== '~') return undefined;
  let end = at;
  while (line[end] === char) end++;
  return end - at >= 3 ? line.slice(at, end) : undefined;
}

function commentAt(
  text: string,
  starts: readonly number[],
  offset: number,
  body: string,
  lineOffset: number,
): DirectiveComment {
  // The last line start at or before the offset.
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  const lineStart = starts[lo]!;
  return {
    line: lo + 1 + lineOffset,
    column: offset - lineStart + 1,
    text: body,
    ownLine: text.slice(lineStart, offset).trim() === '',
  };
}
