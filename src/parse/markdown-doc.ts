import { UNBOUNDED_PARSE, type ParseLimits, type ParsedDoc, type ParseOutcome } from './types.js';
import { countLines, parseYaml } from './yaml-doc.js';

/** Frontmatter opened with `---` and never closed. */
export const FRONTMATTER_UNCLOSED_RULE = 'parse/frontmatter-unclosed';

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*\r?$/m;

/** A Markdown file cut into its frontmatter's YAML text and its body. */
export type MarkdownParts =
  | { frontmatter: 'none' }
  | { frontmatter: 'unclosed' }
  | { frontmatter: 'closed'; yamlText: string; body: string; bodyLine: number };

export function splitMarkdown(text: string): MarkdownParts {
  const opening = OPENING.exec(text);
  if (!opening) return { frontmatter: 'none' };
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return { frontmatter: 'unclosed' };
  const yamlText = rest.slice(0, closing.index);
  const afterClosing = rest.indexOf('\n', closing.index);
  return {
    frontmatter: 'closed',
    yamlText,
    body: afterClosing === -1 ? '' : rest.slice(afterClosing + 1),
    bodyLine: countLines(yamlText) + 2,
  };
}

/** A Markdown file without frontmatter (or with an empty one): no data, findings at line 1. */
export function plainMarkdown(body: string, bodyLine: number, lineCount: number): ParsedDoc {
  return {
    syntax: 'markdown',
    data: null,
    body,
    bodyLine,
    lineCount,
    locate: () => ({ line: 1, column: 1 }),
    isPlaceholderMap: () => false,
  };
}

/**
 * Markdown with optional YAML frontmatter. Split by hand rather than with a frontmatter library:
 * the common ones parse with YAML 1.1 (`no` becomes false, timestamps become dates), accept
 * duplicate keys and give no line numbers, and each of those is a finding here.
 */
export function parseMarkdown(text: string, limits: ParseLimits = UNBOUNDED_PARSE): ParseOutcome {
  const lineCount = countLines(text);
  const parts = splitMarkdown(text);
  if (parts.frontmatter === 'none') return { doc: plainMarkdown(text, 1, lineCount), problems: [] };
  if (parts.frontmatter === 'unclosed') {
    return {
      doc: null,
      problems: [
        {
          ruleId: FRONTMATTER_UNCLOSED_RULE,
          severity: 'error',
          line: 1,
          column: 1,
          message: 'The frontmatter opened with `---` is never closed; add a `---` line after its last field.',
        },
      ],
    };
  }
  const { yamlText, body, bodyLine } = parts;
  const parsed = parseYaml(yamlText, 1, limits);
  if (!parsed.doc)
    return parsed.problems.length
      ? parsed
      : { doc: plainMarkdown(body, bodyLine, lineCount), problems: parsed.problems };
  return {
    doc: { ...parsed.doc, syntax: 'markdown', body, bodyLine, lineCount },
    problems: parsed.problems,
    ...(parsed.omitted && { omitted: parsed.omitted }),
  };
}
