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

const OPENING = /^\s*\[([A-Za-z][A-Za-z_ -]{0,30}?)\s+TO\s*:\s*([^\]\n]{1,60}?)\s*\]\s*$/i;
// The value is taken whole and trimmed later: a lazy `.*?` before `\s*$` is quadratic on long lines.
const FIELD = /^([A-Za-z][A-Za-z]{0,30}(?:[ _][A-Za-z]{1,30}){0,3})[ \t]*:(?:[ \t]([^]*))?$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const BLOCK_INDICATOR = /^[|>][+-]?$/;

/** Finds the first bracket header outside code blocks, with its fields. */
export function parseBracketHeader(body: Body): BracketHeader | undefined {
  const { lines } = body;
  const start = lines.findIndex((l) => !l.code && OPENING.test(l.text));
  if (start === -1) return undefined;
  const [, kind, to] = OPENING.exec(lines[start]!.text)!;
  const closing = new RegExp(`^\\s*\\[\\s*/\\s*${escapeRegExp(kind!.trim())}\\s*\\]\\s*$`, 'i');
  let end = lines.findIndex((l, i) => i > start && !l.code && closing.test(l.text));
  const header: BracketHeader = { kind: kind!.trim(), to: to!.trim(), line: lines[start]!.line, fields: new Map() };
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
        const continues = block ? text.trim() === '' || /^\s/.test(text) : text.trim() !== '' && (/^\s/.test(text) || LIST_ITEM.test(text));
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
  return value
    .normalize('NFKC')
    .replace(/\(.*$/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)![0].length);
  const cut = indents.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  return lines.map((l) => l.slice(Number.isFinite(cut) ? cut : 0)).join('\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
