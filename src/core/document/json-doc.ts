import { LineCounter, parseDocument } from 'yaml';
import type { ParseOutcome, ParseProblem } from './types.js';
import { findDuplicates } from './duplicates.js';
import { findJsonError } from './json-syntax.js';
import { positionOf } from './position.js';
import { countLines, yamlLocator } from './yaml-doc.js';

/**
 * Strict JSON (what `JSON.parse` accepts), with duplicate keys reported and positions read from
 * the same text parsed as YAML, of which JSON is a subset. A text `JSON.parse` refuses is read
 * again by a scanner of our own (json-syntax.ts) for the offending token: `JSON.parse`'s
 * messages differ between Node versions and are never read for positions.
 */
export function parseJson(text: string): ParseOutcome {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const found = findJsonError(text);
    const problem: ParseProblem = found
      ? { ruleId: found.kind === 'comment' ? 'parse/json-comment' : 'parse/json-syntax', severity: 'error', ...positionOf(text, found.offset), message: found.message }
      : { ruleId: 'parse/json-syntax', severity: 'error', line: 1, column: 1, message: 'Invalid JSON: the file does not parse as JSON.' };
    return { doc: null, problems: [problem] };
  }
  const counter = new LineCounter();
  // Only positions and repeated keys are read from this parse (its errors are not): `yaml` need not look for repeated keys itself.
  const ast = parseDocument(text, { version: '1.2', uniqueKeys: false, lineCounter: counter, prettyErrors: false });
  const { duplicates, problems } = findDuplicates(ast, counter, 0, 'json');
  return {
    doc: { syntax: 'json', data, lineCount: countLines(text), ...yamlLocator(ast, counter, 0), ...(duplicates.length && { duplicates }) },
    problems,
  };
}
