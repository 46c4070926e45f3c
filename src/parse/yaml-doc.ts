import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  visit,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import { offTheBlankLine } from './blank-line.js';
import { DUPLICATE_KEY_RULE, findDuplicates } from './duplicates.js';
import { findUnclosedYaml, type Unclosed } from './unclosed.js';
import {
  UNBOUNDED_PARSE,
  type ParseLimits,
  type ParsedDoc,
  type ParseOutcome,
  type ParseProblem,
  type PathKey,
  type Position,
} from './types.js';
import { pushAll } from '../util/bulk.js';
import { excerpt } from '../util/values.js';

/** Collections nested past `limits.file-depth`: the file is not checked. */
export const TOO_DEEP_RULE = 'file/too-deep';
export const YAML_SYNTAX_RULE = 'parse/yaml-syntax';
/** A YAML file of several documents: only the first is checked. */
export const MULTI_DOCUMENT_RULE = 'parse/multi-document';
/** Aliases that expand past {@link MAX_ALIAS_COUNT} copies. */
export const ALIAS_LIMIT_RULE = 'parse/alias-limit';

/** Alias expansion past this is an alias bomb, not a handoff file. */
const MAX_ALIAS_COUNT = 100;

const YAML_OPTIONS = {
  version: '1.2',
  schema: 'core',
  uniqueKeys: true,
  strict: true,
  prettyErrors: false,
  merge: false,
} as const;

interface Located {
  node: Node | null;
  pair: Pair | null;
}

/** Find the AST node at `path`, or the deepest ancestor that exists. */
function walk(doc: Document, path: readonly PathKey[]): { found: Located; complete: boolean } {
  let found: Located = { node: doc.contents as Node | null, pair: null };
  for (const key of path) {
    const node = found.node;
    if (isMap(node)) {
      // The last of repeated keys: the one whose value the data holds.
      let pair: Pair | undefined;
      for (let i = node.items.length - 1; i >= 0 && !pair; i--) {
        const p = node.items[i]!;
        if (isScalar(p.key) && String(p.key.value) === String(key)) pair = p as Pair;
      }
      if (!pair) return { found, complete: false };
      found = { node: (pair.value as Node | null) ?? (pair.key as Node), pair: pair as Pair };
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) return { found, complete: false };
      found = { node: item, pair: null };
    } else {
      return { found, complete: false };
    }
  }
  return { found, complete: true };
}

/** Builds a locator over a YAML AST; `lineOffset` shifts positions for frontmatter inside Markdown. */
export function yamlLocator(
  doc: Document,
  counter: LineCounter,
  lineOffset: number,
): Pick<ParsedDoc, 'locate' | 'isPlaceholderMap'> {
  const at = (offset: number): Position => {
    const { line, col } = counter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  return {
    locate(path, part = 'value') {
      const { found } = walk(doc, path);
      const keyNode = found.pair && isScalar(found.pair.key) ? found.pair.key : null;
      const target = part === 'key' && keyNode ? keyNode : found.node;
      const start = target?.range?.[0] ?? keyNode?.range?.[0];
      return start === undefined ? { line: 1 + lineOffset, column: 1 } : at(start);
    },
    isPlaceholderMap(path) {
      const { found, complete } = walk(doc, path);
      const node = found.node;
      return (
        complete &&
        isMap(node) &&
        node.flow === true &&
        node.items.length > 0 &&
        node.items.every((p) => isPair(p) && (p.value === null || (isScalar(p.value) && p.value.value === null)))
      );
    },
  };
}

/** Where each scalar key (a plain or quoted key) starts: the repeated keys duplicates.ts reports. */
function scalarKeyOffsets(doc: Document): Set<number> {
  const offsets = new Set<number>();
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.range) offsets.add(pair.key.range[0]);
    },
  });
  return offsets;
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The finding of a file nested too deeply, at the collection that passes the bound (or where the parser gave up). */
export function tooDeep(at: Position, max: number): ParseProblem {
  const message =
    max === Infinity
      ? 'The file nests too deeply to be read; flatten it.'
      : `The file nests mappings and lists more than ${max} level${max === 1 ? '' : 's'} deep (\`limits.file-depth\`), so it was not checked; flatten it.`;
  return { ruleId: TOO_DEEP_RULE, severity: 'error', ...at, message };
}

/**
 * Where the first collection nested deeper than `max` starts (the document's own collection is
 * depth 1), or undefined: the earliest of those at depth `max + 1`, whose ancestors all start
 * before them. Walked with a stack, never below that depth, so no nesting costs more than its bound.
 */
function tooDeepOffset(doc: Document, max: number): number | undefined {
  if (max === Infinity) return undefined;
  let first: number | undefined;
  const stack: Array<{ node: unknown; depth: number }> = [{ node: doc.contents, depth: 1 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth > max) {
      const start = node.range?.[0];
      if (start !== undefined && (first === undefined || start < first)) first = start;
      continue;
    }
    for (const item of node.items) {
      if (isPair(item)) stack.push({ node: item.key, depth: depth + 1 }, { node: item.value, depth: depth + 1 });
      else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return first;
}

const OPENED: Record<Unclosed['char'], { what: string; close: string }> = {
  '"': { what: 'double-quoted string', close: '"' },
  "'": { what: 'single-quoted string', close: "'" },
  '[': { what: 'flow list', close: ']' },
  '{': { what: 'flow mapping', close: '}' },
};

/**
 * When the text opens a quote or bracket it never closes, the syntax errors the parser reported
 * at or after that opening become one finding at the opening, naming where the parser stopped.
 * Errors before it are left as they are: they are other slips.
 */
function unclosedInstead(
  text: string,
  problems: ParseProblem[],
  syntaxAt: ReadonlyMap<ParseProblem, number>,
  pos: (offset: number) => Position,
  whole: string,
): void {
  const unclosed = findUnclosedYaml(text);
  if (!unclosed) return;
  const after = [...syntaxAt].filter(([, offset]) => offset >= unclosed.offset);
  if (after.length === 0) return;
  const stoppedAt = Math.min(...after.map(([, offset]) => offset));
  const at = pos(unclosed.offset);
  const stopped = pos(offTheBlankLine(text, stoppedAt));
  let end = text.length;
  while (
    end > 0 &&
    (text[end - 1] === '\n' || text[end - 1] === '\r' || text[end - 1] === ' ' || text[end - 1] === '\t')
  )
    end--;
  const where =
    stoppedAt >= end
      ? `the parser read on to the end of the ${whole}`
      : stopped.line === at.line
        ? `the parser stopped at column ${stopped.column}`
        : `the parser stopped at line ${stopped.line}, column ${stopped.column}`;
  const { what, close } = OPENED[unclosed.char];
  const more =
    unclosed.around > 0 ? ` (inside ${unclosed.around} more open bracket${unclosed.around > 1 ? 's' : ''})` : '';
  const message = `This \`${unclosed.char}\` opens a ${what} that is never closed${more}; ${where}. Add the closing \`${close}\`.`;
  const dropped = new Set(after.map(([problem]) => problem));
  const index = problems.findIndex((p) => dropped.has(p));
  const kept = problems.filter((p) => !dropped.has(p));
  kept.splice(index === -1 ? kept.length : Math.min(index, kept.length), 0, {
    ruleId: YAML_SYNTAX_RULE,
    severity: 'error',
    ...at,
    message,
  });
  problems.splice(0, problems.length, ...kept);
}

/** Parse errors that leave a usable document behind: reported, and the rules still run. */
const RECOVERABLE: Record<string, { ruleId: string; hint: string }> = {
  DUPLICATE_KEY: {
    ruleId: DUPLICATE_KEY_RULE,
    hint: 'YAML readers keep only one of them; remove or rename the other.',
  },
};

/**
 * Parse YAML 1.2 (so `yes` stays a string and timestamps stay strings), rejecting duplicate keys
 * and alias bombs. Only the first document of a multi-document stream is checked.
 */
export function parseYaml(text: string, lineOffset = 0, limits: ParseLimits = UNBOUNDED_PARSE): ParseOutcome {
  const counter = new LineCounter();
  const problems: ParseProblem[] = [];
  const pos = (offset: number) => {
    const { line, col } = counter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const docs = parseAllDocuments(text, { ...YAML_OPTIONS, lineCounter: counter });
  const list = Array.isArray(docs) ? docs : [];
  const first = list[0];
  if (!first) return { doc: null, problems };
  // Past the bound, or past what the parser's stack could take (its partial tree then holds the
  // collection that passed the bound, when one did): one finding, at the collection that passed it.
  const deepAt = tooDeepOffset(first, limits.maxDepth);
  let deepReported = false;
  const fatal = deepAt !== undefined || first.errors.some((e) => !RECOVERABLE[e.code]);
  let scalarKeys: Set<number> | undefined;
  /** Syntax errors' offsets, for the one finding of an unclosed quote or bracket that replaces those past its opening. */
  const syntaxAt = new Map<ParseProblem, number>();
  for (const error of first.errors) {
    // Repeated keys are found below, with every value written (duplicates.ts); the `yaml`
    // package's own error is kept only for a key that is no scalar (`? [a]`), which that walk skips.
    if (error.code === 'DUPLICATE_KEY' && !fatal && (scalarKeys ??= scalarKeyOffsets(first)).has(error.pos[0]))
      continue;
    const known = RECOVERABLE[error.code];
    const where = pos(offTheBlankLine(text, error.pos[0]));
    // The parser's first line may quote the offending text whole (`Unexpected scalar token in YAML
    // stream: "…"`): a short excerpt at most, so a file read by mistake is never copied out.
    const detail = excerpt(error.message.split('\n')[0] ?? error.message);
    if (error.code === 'RESOURCE_EXHAUSTION') {
      if (!deepReported)
        problems.push(deepAt === undefined ? tooDeep(where, Infinity) : tooDeep(pos(deepAt), limits.maxDepth));
      deepReported = true;
      continue;
    }
    const problem: ParseProblem = {
      ruleId: known?.ruleId ?? YAML_SYNTAX_RULE,
      severity: 'error',
      ...where,
      message: known ? `${detail}. ${known.hint}` : `YAML syntax error: ${detail}`,
    };
    problems.push(problem);
    if (!known) syntaxAt.set(problem, error.pos[0]);
  }
  // A quote or bracket left open is reported where it opens, not (only) where the parser gave up.
  if (syntaxAt.size > 0) unclosedInstead(text, problems, syntaxAt, pos, lineOffset > 0 ? 'frontmatter' : 'file');
  if (deepAt !== undefined && !deepReported) problems.push(tooDeep(pos(deepAt), limits.maxDepth));
  if (list.length > 1) {
    const second = list[1]!;
    problems.push({
      ruleId: MULTI_DOCUMENT_RULE,
      severity: 'warning',
      ...pos(second.range[0]),
      message: `This file holds ${list.length} YAML documents; only the first is checked. Split them into one file each.`,
    });
  }
  if (fatal) return { doc: null, problems };
  const repeated = findDuplicates(first, counter, lineOffset, 'yaml', limits.maxFindings);
  pushAll(problems, repeated.problems);
  let data: unknown;
  try {
    data = first.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError) {
      problems.push({
        ruleId: ALIAS_LIMIT_RULE,
        severity: 'error',
        line: 1 + lineOffset,
        column: 1,
        message: `YAML aliases expand past ${MAX_ALIAS_COUNT} copies (an alias bomb); write the values out instead.`,
      });
      return { doc: null, problems };
    }
    throw error;
  }
  return {
    doc: {
      syntax: 'yaml',
      data,
      lineCount: countLines(text) + lineOffset,
      ...yamlLocator(first, counter, lineOffset),
      ...(repeated.duplicates.length && { duplicates: repeated.duplicates }),
    },
    problems,
    ...(repeated.omitted && { omitted: repeated.omitted }),
  };
}

export { countLines };
