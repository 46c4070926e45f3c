/**
 * Where a YAML text opens a quoted string or a flow collection (`[`, `{`) that it never closes.
 * The `yaml` package reports such a file where it gave up, often the end of the file, many lines
 * from the slip; this scanner finds the opening. It runs only after a parse has failed, reads the
 * text once from start to end (plain string code, no regular expression), and follows YAML only
 * as far as it needs to: where a node starts (so the quote in `it's` opens nothing), comments,
 * and the lines of a block scalar (`|`, `>`), which hold text, not syntax.
 */

export interface Unclosed {
  /** UTF-16 offset of the opening character. */
  offset: number;
  char: '"' | "'" | '[' | '{';
  /** Flow collections open around it, also never closed (none when a wrong bracket closed it). */
  around: number;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r';
const ends = (c: string | undefined) => c === undefined || c === ' ' || c === '\t' || c === '\r' || c === '\n';
const FLOW_END = ',[]{}';

/** The scanner's place in the text and what it has seen. */
interface Scan {
  text: string;
  i: number;
  /** Offsets of the flow collections open here, innermost last. */
  stack: number[];
  /** The next token starts a node: a quote or a bracket there opens one. */
  expectNode: boolean;
  /** While skipping a block scalar: the indentation of the line that started it (its lines are deeper), else -1. */
  blockParent: number;
  lineIndent: number;
  lineStart: boolean;
}

export function findUnclosedYaml(text: string): Unclosed | undefined {
  const s: Scan = { text, i: 0, stack: [], expectNode: true, blockParent: -1, lineIndent: 0, lineStart: true };
  while (s.i < text.length) {
    const step = s.lineStart ? startLine(s) : token(s);
    if (step === 'end') break;
    if (step) return step;
  }
  if (s.stack.length > 0) {
    const open = s.stack[s.stack.length - 1]!;
    return { offset: open, char: text[open] as '[' | '{', around: s.stack.length - 1 };
  }
  return undefined;
}

/** Where a scanning step leaves the scan: on (nothing), at its end, or with what it found unclosed. */
type Step = Unclosed | 'end' | undefined;

/** A line's start: its indentation read, or, inside a block scalar, the line skipped as text. */
function startLine(s: Scan): Step {
  const { text, i } = s;
  s.lineStart = false;
  let j = i;
  while (text[j] === ' ') j++;
  if (s.blockParent >= 0) {
    let k = j;
    while (isSpace(text[k])) k++;
    if (k >= text.length || text[k] === '\n' || j - i > s.blockParent) {
      const next = text.indexOf('\n', i);
      if (next === -1) return 'end';
      s.i = next + 1;
      s.lineStart = true;
      return undefined;
    }
    s.blockParent = -1;
  }
  s.lineIndent = j - i;
  if (s.stack.length === 0) s.expectNode = true;
  s.i = j;
  return undefined;
}

/** One token inside a line: each kind moves the scan past itself. */
function token(s: Scan): Step {
  const { text, i, stack } = s;
  const c = text[i]!;
  if (c === '\n') s.lineStart = true;
  if (c === '\n' || isSpace(c)) {
    s.i++;
    return undefined;
  }
  if (c === '#' && (i === 0 || ends(text[i - 1]))) {
    const next = text.indexOf('\n', i);
    s.i = next === -1 ? text.length : next;
    return undefined;
  }
  if ((c === '"' || c === "'") && s.expectNode) return quoted(s, c);
  if ((c === '[' || c === '{') && s.expectNode) {
    stack.push(i);
    s.i++;
    return undefined;
  }
  if ((c === ']' || c === '}') && stack.length > 0) return closeFlow(s, c);
  if (indicator(s, c)) {
    s.expectNode = true;
    s.i++;
    return undefined;
  }
  if ((c === '|' || c === '>') && s.expectNode && stack.length === 0) {
    s.blockParent = s.lineIndent;
    const next = text.indexOf('\n', i);
    if (next === -1) return 'end';
    s.i = next;
    return undefined;
  }
  if ((c === '&' || c === '!' || c === '*') && s.expectNode) {
    // An anchor or a tag comes before its node; an alias is the node.
    while (s.i < text.length && !ends(text[s.i]) && !(stack.length > 0 && FLOW_END.includes(text[s.i]!))) s.i++;
    if (c === '*') s.expectNode = false;
    return undefined;
  }
  plainScalar(s);
  return undefined;
}

/** A `,` in a flow collection, `- `, `? `, `: `, or a `:` right after a quoted key in a flow collection: a node comes next. */
function indicator(s: Scan, c: string): boolean {
  const inFlow = s.stack.length > 0;
  if (c === ',' && inFlow) return true;
  if ((c === '-' || c === '?' || c === ':') && ends(s.text[s.i + 1])) return true;
  // In a flow collection, `:` right after a quoted key is the value indicator.
  return c === ':' && inFlow && !s.expectNode;
}

/** A quoted scalar, skipped to its closing quote; the opening quote when it has none. */
function quoted(s: Scan, c: '"' | "'"): Step {
  const { text, i } = s;
  let j = i + 1;
  for (;;) {
    if (j >= text.length) return { offset: i, char: c, around: s.stack.length };
    const d = text[j];
    if (c === '"' && d === '\\') j += 2;
    else if (d === c) {
      if (c === "'" && text[j + 1] === "'") j += 2;
      else break;
    } else j++;
  }
  s.i = j + 1;
  s.expectNode = false;
  return undefined;
}

/** A closing bracket: `]` for `{` (or `}` for `[`) means the collection opened there is the one left open. */
function closeFlow(s: Scan, c: ']' | '}'): Step {
  const open = s.stack.pop()!;
  if (s.text[open] !== (c === ']' ? '[' : '{')) return { offset: open, char: s.text[open] as '[' | '{', around: 0 };
  s.expectNode = false;
  s.i++;
  return undefined;
}

/**
 * A plain scalar (or anything else): to where it ends, quotes and brackets in it being text. Its
 * first character is taken whatever it is, so the scan always moves on.
 */
function plainScalar(s: Scan): void {
  const { text, stack } = s;
  s.i++;
  while (s.i < text.length) {
    const d = text[s.i]!;
    if (d === '\n') break;
    if (d === ':' && ends(text[s.i + 1])) break;
    if (d === '#' && ends(text[s.i - 1])) break;
    if (stack.length > 0 && (FLOW_END.includes(d) || (d === ':' && FLOW_END.includes(text[s.i + 1] ?? '')))) break;
    s.i++;
  }
  s.expectNode = false;
}
