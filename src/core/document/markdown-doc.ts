import type { ParseOutcome } from './types.js';
import { countLines, parseYaml } from './yaml-doc.js';

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*\r?$/m;

/**
 * Markdown with optional YAML frontmatter. Split by hand rather than with a frontmatter library:
 * the common ones parse with YAML 1.1 (`no` becomes false, timestamps become dates), accept
 * duplicate keys and give no line numbers, and each of those is a finding here.
 */
export function parseMarkdown(text: string): ParseOutcome {
  const lineCount = countLines(text);
  const opening = OPENING.exec(text);
  const plain = (body: string, bodyLine: number): ParseOutcome => ({
    doc: {
      syntax: 'markdown',
      data: null,
      body,
      bodyLine,
      lineCount,
      locate: () => ({ line: 1, column: 1 }),
      isPlaceholderMap: () => false,
    },
    problems: [],
  });
  if (!opening) return plain(text, 1);
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) {
    return {
      doc: null,
      problems: [
        {
          ruleId: 'parse/frontmatter-unclosed',
          severity: 'error',
          line: 1,
          column: 1,
          message: 'The frontmatter opened with `---` is never closed; add a `---` line after its last field.',
        },
      ],
    };
  }
  const yamlText = rest.slice(0, closing.index);
  const afterClosing = rest.indexOf('\n', closing.index);
  const body = afterClosing === -1 ? '' : rest.slice(afterClosing + 1);
  const bodyLine = countLines(yamlText) + 2;
  const parsed = parseYaml(yamlText, 1);
  if (!parsed.doc) return parsed.problems.length ? parsed : { ...plain(body, bodyLine), problems: parsed.problems };
  return {
    doc: { ...parsed.doc, syntax: 'markdown', body, bodyLine, lineCount },
    problems: parsed.problems,
  };
}
