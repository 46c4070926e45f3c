import type { ParseLimits, ParseOutcome, ParseProblem } from './types.js';
import { findCodeFence } from './code-fence.js';
import { parseJson } from './json-doc.js';
import { parseMarkdown } from './markdown-doc.js';
import { parseYaml, TOO_DEEP_RULE } from './yaml-doc.js';

export type Syntax = 'yaml' | 'json' | 'markdown';

/** The rules of a file's bytes and text, reported before any parse: over the size bound, binary, not UTF-8, over the line bound. */
export const TOO_LARGE_RULE = 'file/too-large';
export const BINARY_RULE = 'file/binary';
export const ENCODING_RULE = 'file/encoding';
export const TOO_MANY_LINES_RULE = 'file/too-many-lines';
/** A byte-order mark, ignored. */
export const BOM_RULE = 'file/bom';
/** A file with nothing in it but white space (or, on a format's path, comments: the file check's). */
export const EMPTY_RULE = 'file/empty';

const DEFAULT_MAX_BYTES = 1024 * 1024;

/** The bounds on one file (see `Limits` in the config): its bytes and lines, then what its parse may hold. */
export interface ReadLimits extends ParseLimits {
  maxBytes: number;
  maxLines: number;
}

/** The settings a file's bounds come from: the engine's (`EngineSettings`) as the config sets them. */
interface FileBounds {
  maxFileSize: number;
  limits: { fileLines: number; fileDepth: number; fileFindings: number };
}

/** One file's bounds as the config sets them. */
export function readLimitsOf(config: FileBounds): ReadLimits {
  return {
    maxBytes: config.maxFileSize,
    maxLines: config.limits.fileLines,
    maxDepth: config.limits.fileDepth,
    maxFindings: config.limits.fileFindings,
  };
}

export function syntaxOf(path: string): Syntax | null {
  const lower = path.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function problem(
  ruleId: string,
  message: string,
  line = 1,
  column = 1,
  severity: ParseProblem['severity'] = 'error',
): ParseOutcome {
  return { doc: null, problems: [{ ruleId, severity, line, column, message }] };
}

function lineOfByte(bytes: Uint8Array, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/**
 * First byte of the first sequence that is not valid UTF-8, found only after the fast decoder has
 * refused the file: by the decoder's own table (RFC 3629), so an overlong form (`C0 80`), a
 * surrogate (`ED A0 80`) or a code point past U+10FFFF is placed where it is, as a stray byte is.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // The sequence's length, and the range its second byte must fall in (the others: 80-BF).
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      else if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      else if (b === 0xf4) high = 0x8f;
    } else return i;
    const second = bytes[i + 1] ?? 0;
    if (second < low || second > high) return i;
    for (let k = 2; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return 0;
}

/**
 * The text's lines, or undefined when it has more than `max`: past the `max`-th line break there
 * is more text. Lines end at `\n`, as the parsers count them; a last line without one counts too.
 * Counted once here, on the way to the bound, for the parse that would count them again.
 */
function linesUpTo(text: string, max: number): number | undefined {
  if (max < 1 && text.length > 0) return undefined;
  let breaks = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    if (++breaks === max && at < text.length - 1) return undefined;
  }
  return breaks + 1;
}

/** A file's text as decoded: its problems so far (a byte-order mark), and its lines, counted on the way. */
export interface Decoded {
  text: string;
  problems: ParseProblem[];
  lines?: number;
}

/** Decode bytes as UTF-8 text, or say why the file is not a text handoff file. */
export function decodeText(
  bytes: Uint8Array,
  maxBytes = DEFAULT_MAX_BYTES,
  maxLines = Infinity,
): Decoded | ParseOutcome {
  if (bytes.length > maxBytes) {
    return problem(
      TOO_LARGE_RULE,
      `The file is larger than the ${maxBytes}-byte limit, so it was not checked. Raise \`max-file-size\` in the config if it really is a handoff file.`,
    );
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return problem(
      BINARY_RULE,
      'The file holds NUL bytes, so it is binary, not a handoff file.',
      lineOfByte(bytes, nul),
    );
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const at = firstInvalidByte(bytes);
    return problem(ENCODING_RULE, 'The file is not valid UTF-8; save it as UTF-8.', lineOfByte(bytes, at));
  }
  const lines = linesUpTo(text, maxLines);
  if (lines === undefined) {
    return problem(
      TOO_MANY_LINES_RULE,
      `The file has more than ${maxLines} lines (\`limits.file-lines\`), so no line of it was checked; split it, or raise the bound.`,
      maxLines + 1,
    );
  }
  const problems: ParseProblem[] = [];
  if (text.charCodeAt(0) === 0xfeff) {
    text = text.slice(1);
    problems.push({
      ruleId: BOM_RULE,
      severity: 'notice',
      line: 1,
      column: 1,
      message: 'The file starts with a byte-order mark; it was ignored. Save as UTF-8 without BOM.',
    });
  }
  return { text, problems, lines };
}

/** Bytes to parsed document. Anything a file contains ends as a problem, never as an exception. */
export function readDocument(bytes: Uint8Array, syntax: Syntax, limits: Partial<ReadLimits> = {}): ParseOutcome {
  const decoded = decodeText(bytes, limits.maxBytes, limits.maxLines);
  if (!('text' in decoded)) return decoded;
  return parseText(decoded.text, syntax, decoded.problems, limits);
}

export function parseText(
  text: string,
  syntax: Syntax,
  earlier: ParseProblem[] = [],
  limits: Partial<ParseLimits> = {},
): ParseOutcome {
  // A file pasted with its Markdown fence: said once, and what is inside checked on the file's own lines.
  const fence = syntax === 'markdown' ? undefined : findCodeFence(text, syntax);
  if (fence) return parseText(fence.inner, syntax, [...earlier, fence.problem], limits);
  if (text.trim() === '') {
    return {
      doc: null,
      problems: [
        ...earlier,
        {
          ruleId: EMPTY_RULE,
          severity: 'error',
          line: 1,
          column: 1,
          message: 'The file is empty; a handoff file needs content.',
        },
      ],
    };
  }
  try {
    const bounds: ParseLimits = { maxDepth: limits.maxDepth ?? Infinity, maxFindings: limits.maxFindings ?? Infinity };
    const parsed =
      syntax === 'json'
        ? parseJson(text, bounds)
        : syntax === 'yaml'
          ? parseYaml(text, 0, bounds)
          : parseMarkdown(text, bounds);
    return {
      doc: parsed.doc,
      problems: [...earlier, ...parsed.problems],
      ...(parsed.omitted && { omitted: parsed.omitted }),
    };
  } catch (error) {
    // The parsers recurse; nesting deep enough to exhaust the stack is the only way they throw.
    if (error instanceof RangeError) {
      return {
        doc: null,
        problems: [
          ...earlier,
          {
            ruleId: TOO_DEEP_RULE,
            severity: 'error',
            line: 1,
            column: 1,
            message: 'The file nests too deeply to be read; flatten it.',
          },
        ],
      };
    }
    throw error;
  }
}
