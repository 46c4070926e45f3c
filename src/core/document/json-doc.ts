import { LineCounter, parseDocument } from 'yaml';
import type { ParseOutcome, ParseProblem, Position } from './types.js';
import { countLines, yamlLocator } from './yaml-doc.js';

/** The 1-based line and column of an offset in a text. */
export function positionOf(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const COMMENT_LINE = /^[ \t]*(\/\/|\/\*)/m;

/** V8 states the failing offset in its message; it is the only place it gives one. */
function failingOffset(error: SyntaxError): number | undefined {
  const match = /position (\d+)/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * Strict JSON (what `JSON.parse` accepts), with duplicate keys reported and positions read from
 * the same text parsed as YAML, of which JSON is a subset.
 */
export function parseJson(text: string): ParseOutcome {
  const problems: ParseProblem[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const comment = COMMENT_LINE.exec(text);
    if (comment) {
      problems.push({
        ruleId: 'parse/json-comment',
        severity: 'error',
        ...positionOf(text, comment.index + comment[0].length - comment[1]!.length),
        message: 'JSON does not allow comments; remove the comment or move the note into a field.',
      });
    } else {
      const offset = failingOffset(error);
      problems.push({
        ruleId: 'parse/json-syntax',
        severity: 'error',
        ...(offset === undefined ? { line: 1, column: 1 } : positionOf(text, offset)),
        message: `Invalid JSON: ${error.message.split('\n')[0]}`,
      });
    }
    return { doc: null, problems };
  }
  const counter = new LineCounter();
  const ast = parseDocument(text, { version: '1.2', uniqueKeys: true, lineCounter: counter, prettyErrors: false });
  for (const error of ast.errors) {
    if (error.code !== 'DUPLICATE_KEY') continue;
    problems.push({
      ruleId: 'parse/duplicate-key',
      severity: 'error',
      ...positionOf(text, error.pos[0]),
      message: `${error.message.split('\n')[0]}. JSON readers keep only the last one; remove or rename the other.`,
    });
  }
  return { doc: { syntax: 'json', data, lineCount: countLines(text), ...yamlLocator(ast, counter, 0) }, problems };
}
