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

// eslint-disable-next-line max-lines-per-function -- one pass of a scanner over the text: every branch reads and moves the same position, stack and line state, which split functions would pass back and forth on each character.
export function findUnclosedYaml(text: string): Unclosed | undefined {
  const n = text.length;
  const stack: number[] = [];
  /** The next token starts a node: a quote or a bracket there opens one. */
  let expectNode = true;
  /** While skipping a block scalar: the indentation of the line that started it (its lines are deeper), else -1. */
  let blockParent = -1;
  let lineIndent = 0;
  let lineStart = true;
  let i = 0;
  while (i < n) {
    if (lineStart) {
      lineStart = false;
      let j = i;
      while (text[j] === ' ') j++;
      if (blockParent >= 0) {
        let k = j;
        while (isSpace(text[k])) k++;
        if (k >= n || text[k] === '\n' || j - i > blockParent) {
          const next = text.indexOf('\n', i);
          if (next === -1) break;
          i = next + 1;
          lineStart = true;
          continue;
        }
        blockParent = -1;
      }
      lineIndent = j - i;
      if (stack.length === 0) expectNode = true;
      i = j;
      continue;
    }
    const c = text[i]!;
    if (c === '\n') {
      lineStart = true;
      i++;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '#' && (i === 0 || ends(text[i - 1]))) {
      const next = text.indexOf('\n', i);
      i = next === -1 ? n : next;
      continue;
    }
    if ((c === '"' || c === "'") && expectNode) {
      let j = i + 1;
      for (;;) {
        if (j >= n) return { offset: i, char: c, around: stack.length };
        const d = text[j];
        if (c === '"' && d === '\\') j += 2;
        else if (d === c) {
          if (c === "'" && text[j + 1] === "'") j += 2;
          else break;
        } else j++;
      }
      i = j + 1;
      expectNode = false;
      continue;
    }
    if ((c === '[' || c === '{') && expectNode) {
      stack.push(i);
      i++;
      continue;
    }
    if ((c === ']' || c === '}') && stack.length > 0) {
      const open = stack.pop()!;
      // `]` for `{` (or `}` for `[`): the collection opened there is the one left open.
      if (text[open] !== (c === ']' ? '[' : '{')) return { offset: open, char: text[open] as '[' | '{', around: 0 };
      expectNode = false;
      i++;
      continue;
    }
    if (c === ',' && stack.length > 0) {
      expectNode = true;
      i++;
      continue;
    }
    if ((c === '-' || c === '?' || c === ':') && ends(text[i + 1])) {
      expectNode = true;
      i++;
      continue;
    }
    if (c === ':' && stack.length > 0 && !expectNode) {
      // In a flow collection, `:` right after a quoted key is the value indicator.
      expectNode = true;
      i++;
      continue;
    }
    if ((c === '|' || c === '>') && expectNode && stack.length === 0) {
      blockParent = lineIndent;
      const next = text.indexOf('\n', i);
      if (next === -1) break;
      i = next;
      continue;
    }
    if ((c === '&' || c === '!' || c === '*') && expectNode) {
      // An anchor or a tag comes before its node; an alias is the node.
      while (i < n && !ends(text[i]) && !(stack.length > 0 && FLOW_END.includes(text[i]!))) i++;
      if (c === '*') expectNode = false;
      continue;
    }
    // A plain scalar (or anything else): to where it ends, quotes and brackets in it being text.
    // Its first character is taken whatever it is, so the scan always moves on.
    i++;
    while (i < n) {
      const d = text[i]!;
      if (d === '\n') break;
      if (d === ':' && ends(text[i + 1])) break;
      if (d === '#' && ends(text[i - 1])) break;
      if (stack.length > 0 && (FLOW_END.includes(d) || (d === ':' && FLOW_END.includes(text[i + 1] ?? '')))) break;
      i++;
    }
    expectNode = false;
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    return { offset: open, char: text[open] as '[' | '{', around: stack.length - 1 };
  }
  return undefined;
}
