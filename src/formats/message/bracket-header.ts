import type { Body } from './body.js';

/**
 * The header agent-corp's role prompts actually make agents write, instead of spec 5's
 * frontmatter:
 *
 *     [REPORT TO: PM]
 *     Task: T-DEPLOY-001-FE
 *     Status: COMPLETED
 *     Details: |
 *       ...
 *     [/REPORT]
 *
 * The block wraps the whole report or is appended at its end, and may hold Markdown between
 * its fields.
 */
export interface BracketHeader {
  /** The word before `TO:`, as written (`REPORT`, `TASK`). */
  kind: string;
  /** The recipient after `TO:`, as written (`PM`, `SECURITY`). */
  to: string;
  /** 1-based line of `[KIND TO: ...]`. */
  line: number;
  /** 1-based line of `[/KIND]`, when the block is closed. */
  endLine?: number;
  /** Fields by lower-cased key (`task id`, `status`); the first occurrence wins. */
  fields: Map<string, BracketField>;
}

export interface BracketField {
  /** The key as written (`Task ID`). */
  key: string;
  value: string;
  line: number;
}

// The value is taken whole and trimmed later: a lazy `.*?` before `\s*$` is quadratic on long lines.
const FIELD = /^([A-Za-z][A-Za-z]{0,30}(?:[ _][A-Za-z]{1,30}){0,3})[ \t]*:(?:[ \t]([^]*))?$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const BLOCK_INDICATOR = /^[|>][+-]?$/;

const isSpace = (ch: string) => ch !== '' && ch.trim() === '';
const isLetter = (ch: string) => (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
const isKindChar = (ch: string) => isLetter(ch) || ch === '_' || ch === ' ' || ch === '-';

/**
 * `[KIND TO: recipient]` on a line of its own: the kind a letter then up to 30 letters, `_`, `-`
 * or spaces, the recipient 1 to 60 characters, no `]`. Read with string code, with the results of
 * `/^\s*\[([A-Za-z][A-Za-z_ -]{0,30}?)\s+TO\s*:\s*([^\]\n]{1,60}?)\s*\]\s*$/i`, whose
 * blank runs around the recipient made a long line of blanks take time cubic in its length.
 * The kind is the shortest that works; the recipient keeps no blanks at its ends unless it is one.
 */
export function openingOf(line: string): { kind: string; to: string } | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']') || trimmed.length < 2) return undefined;
  const inner = trimmed.slice(1, -1);
  if (!isLetter(inner.charAt(0))) return undefined;
  for (let k = 1; k <= 31 && k < inner.length; k++) {
    if (k > 1 && !isKindChar(inner[k - 1]!)) break;
    let at = k;
    while (at < inner.length && isSpace(inner[at]!)) at++;
    if (at === k || !'tT'.includes(inner.charAt(at)) || !'oO'.includes(inner.charAt(at + 1))) continue;
    at += 2;
    while (at < inner.length && isSpace(inner[at]!)) at++;
    if (inner[at] !== ':') continue;
    const to = recipient(inner.slice(at + 1));
    if (to !== undefined) return { kind: inner.slice(0, k), to };
  }
  return undefined;
}

/** After the colon: blanks, 1 to 60 characters with no `]` or line feed, blanks. */
function recipient(tail: string): string | undefined {
  let start = 0;
  while (start < tail.length && isSpace(tail[start]!)) start++;
  if (start === tail.length) {
    // Only blanks: the recipient is the last one that is no line feed.
    for (let i = tail.length - 1; i >= 0; i--) if (tail[i] !== '\n') return tail[i];
    return undefined;
  }
  let end = tail.length;
  while (end > start && isSpace(tail[end - 1]!)) end--;
  const to = tail.slice(start, end);
  return to.length <= 60 && !to.includes(']') && !to.includes('\n') ? to : undefined;
}

/** Finds the first bracket header outside code blocks, with its fields. */
export function parseBracketHeader(body: Body): BracketHeader | undefined {
  const { lines } = body;
  let opening: { kind: string; to: string } | undefined;
  const start = lines.findIndex((l) => !l.code && (opening = openingOf(l.text)) !== undefined);
  if (start === -1 || !opening) return undefined;
  const { kind, to } = opening;
  const closing = new RegExp(`^\\s*\\[\\s*/\\s*${escapeRegExp(kind.trim())}\\s*\\]\\s*$`, 'i');
  let end = lines.findIndex((l, i) => i > start && !l.code && closing.test(l.text));
  const header: BracketHeader = { kind: kind.trim(), to: to.trim(), line: lines[start]!.line, fields: new Map() };
  if (end === -1) end = lines.length;
  else header.endLine = lines[end]!.line;

  for (let i = start + 1; i < end; i++) {
    const current = lines[i]!;
    if (current.code) continue;
    const match = FIELD.exec(current.text);
    if (!match) continue;
    const key = match[1]!;
    let value = (match[2] ?? '').trim();
    // A `|` block or an empty value continues on the indented or list lines that follow.
    if (BLOCK_INDICATOR.test(value) || value === '') {
      const block = BLOCK_INDICATOR.test(value);
      const taken: string[] = [];
      let j = i + 1;
      for (; j < end; j++) {
        const text = lines[j]!.text;
        const continues = block
          ? text.trim() === '' || /^\s/.test(text)
          : text.trim() !== '' && (/^\s/.test(text) || LIST_ITEM.test(text));
        if (!continues) break;
        taken.push(text);
      }
      value = dedent(taken).trim();
      i = j - 1;
    }
    const name = key.toLowerCase().replace(/[\s_]+/g, ' ');
    if (!header.fields.has(name)) header.fields.set(name, { key, value: value.trim(), line: current.line });
  }
  return header;
}

/** A field's value, by any of its names (`task id`, `id`). */
export function bracketField(header: BracketHeader, ...names: string[]): BracketField | undefined {
  for (const name of names) {
    const field = header.fields.get(name);
    if (field) return field;
  }
  return undefined;
}

/**
 * A bracket value as the frontmatter would write it: lower case, words joined by `_`, a
 * trailing remark dropped (`COMPLETED (with caveats)` → `completed`, `IN PROGRESS` → `in_progress`).
 */
export function normaliseBracketValue(value: string): string {
  const normal = value.normalize('NFKC');
  return normal
    .slice(0, remarkStart(normal))
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Where a trailing remark starts: the first `(` of the last line (what `/\(.*$/` found, without
 * its rescan of the line from every `(`), or the end.
 */
function remarkStart(text: string): number {
  let lineStart = text.length;
  while (lineStart > 0 && !'\n\r\u2028\u2029'.includes(text[lineStart - 1]!)) lineStart--;
  const open = text.indexOf('(', lineStart);
  return open === -1 ? text.length : open;
}

function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)![0].length);
  const cut = indents.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  return lines.map((l) => l.slice(Number.isFinite(cut) ? cut : 0)).join('\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
