import { LineCounter, parseDocument } from 'yaml';
import { UNBOUNDED_PARSE, type ParseLimits, type ParseOutcome, type ParseProblem } from './types.js';
import { findDuplicates } from './duplicates.js';
import { findJsonError } from './json-syntax.js';
import { positionOf } from './position.js';
import { countLines, tooDeep, yamlLocator } from './yaml-doc.js';

export const JSON_SYNTAX_RULE = 'parse/json-syntax';
/** A `//` or `/* *\/` comment, which JSON does not allow. */
export const JSON_COMMENT_RULE = 'parse/json-comment';

/**
 * Strict JSON (what `JSON.parse` accepts), with duplicate keys reported and positions read from
 * the same text parsed as YAML, of which JSON is a subset. A text `JSON.parse` refuses is read
 * again by a scanner of our own (json-syntax.ts) for the offending token: `JSON.parse`'s
 * messages differ between Node versions and are never read for positions.
 */
export function parseJson(text: string, limits: ParseLimits = UNBOUNDED_PARSE): ParseOutcome {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const found = findJsonError(text);
    const problem: ParseProblem = found
      ? {
          ruleId: found.kind === 'comment' ? JSON_COMMENT_RULE : JSON_SYNTAX_RULE,
          severity: 'error',
          ...positionOf(text, found.offset),
          message: found.message,
        }
      : {
          ruleId: JSON_SYNTAX_RULE,
          severity: 'error',
          line: 1,
          column: 1,
          message: 'Invalid JSON: the file does not parse as JSON.',
        };
    return { doc: null, problems: [problem] };
  }
  // Before the YAML reading of positions, which recurses: a deep file is one finding, where its nesting passes the bound.
  const deep = tooDeepAt(text, limits.maxDepth);
  if (deep !== -1) return { doc: null, problems: [tooDeep(positionOf(text, deep), limits.maxDepth)] };
  const counter = new LineCounter();
  // Only positions and repeated keys are read from this parse (its errors are not): `yaml` need not look for repeated keys itself.
  const ast = parseDocument(text, { version: '1.2', uniqueKeys: false, lineCounter: counter, prettyErrors: false });
  const { duplicates, problems, omitted } = findDuplicates(ast, counter, 0, 'json', limits.maxFindings);
  return {
    doc: {
      syntax: 'json',
      data,
      lineCount: countLines(text),
      ...yamlLocator(ast, counter, 0),
      ...(duplicates.length && { duplicates }),
    },
    problems,
    ...(omitted && { omitted }),
  };
}

/**
 * Where the (valid) JSON text first opens an array or object nested deeper than `max` (the
 * top-level value is depth 1), or -1. One pass over brackets outside strings, no recursion.
 */
function tooDeepAt(text: string, max: number): number {
  if (max === Infinity) return -1;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return -1;
}
