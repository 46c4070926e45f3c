import { kindOf } from '../parse/core-scalar.js';
import type { Position } from '../parse/position.js';
import type { Fix, FixEdit } from '../report/fix-edit.js';

// The fix's shape belongs to the finding that carries it (report/); the rules make fixes and apply them here.
export type { Fix, FixEdit } from '../report/fix-edit.js';

/** Every span of a fix, first to last as written. */
export const editsOf = (fix: Fix): FixEdit[] => [fix, ...(fix.also ?? [])];

/** What a rule asks for: the scalar it reports (a key or a value) should read `value` instead. */
export interface FixRequest {
  value: string;
}

/** The syntax a scalar was written in: JSON has only double-quoted strings. */
export type FixSyntax = 'yaml' | 'json' | 'markdown';

/** Where each line of a text starts (offsets), made once per text that gets a fix. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Characters a quoted replacement may not hold: they would need escapes, or end the scalar or the line. */
const NEEDS_ESCAPE = /["'\\\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/**
 * A replacement written plain must read back as the same string, in a block or a flow collection:
 * letters, digits, `_ - . / + :` and single inner spaces, starting with a letter, digit or `_`,
 * never `: ` or ` #`, and not one the core schema reads as null, a boolean or a number (`null`,
 * `true`, `1.0`). Anything else is left unfixed rather than requoted: the fix keeps the quoting.
 */
const PLAIN_SAFE = /^[A-Za-z0-9_](?:[A-Za-z0-9_./+:-]| (?=[A-Za-z0-9_./+-]))*$/;
const plainSafe = (value: string) => PLAIN_SAFE.test(value) && !value.includes(': ') && kindOf(value) === undefined;

/** After a plain scalar, the rest of its line must end it: blanks, a comment, `:` (a key), or a flow indicator. */
const PLAIN_END = /^[ \t]*(?:#.*|:.*|[,\]}].*)?$/;

/**
 * The fix that makes the scalar written at `at` (a key or a value, as `ParsedDoc.locate` finds it)
 * read `replacement`, or undefined when that cannot be done by changing its characters alone.
 * `written` is the value the parser read there: the text at `at` must hold exactly it, on one line,
 * plain or quoted without escapes, or there is no fix (a block scalar, an alias, a tag, an escape,
 * a scalar over several lines: a person decides). The replacement keeps the scalar's quoting.
 */
export function scalarFix(
  text: string,
  starts: readonly number[],
  at: Position,
  written: string,
  replacement: string,
  syntax: FixSyntax,
): Fix | undefined {
  if (written === replacement || at.line < 1 || at.line > starts.length) return undefined;
  const lineStart = starts[at.line - 1]!;
  const lineEnd = at.line < starts.length ? starts[at.line]! - 1 : text.length;
  const offset = lineStart + at.column - 1;
  if (offset < lineStart || offset >= lineEnd) return undefined;
  const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
  const column = at.column - 1;
  const quote = line[column];
  let end: number;
  let fixed: string;
  if (quote === '"' || quote === "'") {
    if (syntax === 'json' && quote === "'") return undefined;
    const close = line.indexOf(quote, column + 1);
    if (
      close === -1 ||
      line.slice(column + 1, close) !== written ||
      NEEDS_ESCAPE.test(written) ||
      NEEDS_ESCAPE.test(replacement)
    )
      return undefined;
    // `''` inside single quotes is an escaped quote: the scalar goes on, and holds an escape.
    if (quote === "'" && line[close + 1] === "'") return undefined;
    end = close + 1;
    fixed = `${quote}${replacement}${quote}`;
  } else {
    if (syntax === 'json' || written === '' || !line.startsWith(written, column) || !plainSafe(replacement))
      return undefined;
    end = column + written.length;
    if (!PLAIN_END.test(line.slice(end))) return undefined;
    fixed = replacement;
  }
  return { line: at.line, column: at.column, endLine: at.line, endColumn: end + 1, text: fixed };
}

/** Fixes of one file, applied together: the ones that overlap an earlier one are left for a later pass. */
export interface AppliedFixes {
  text: string;
  applied: Fix[];
  skipped: Fix[];
}

/**
 * Applies fixes to the text they were made for (without its byte-order mark), last first so
 * that each fix's columns still hold. A fix outside the text, spanning a line break, or
 * overlapping one already taken is skipped; two identical fixes count once.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): AppliedFixes {
  const starts = lineStarts(text);
  const placed: Array<{ start: number; end: number; edit: FixEdit; fix: Fix }> = [];
  const applied: Fix[] = [];
  const skipped: Fix[] = [];
  const seen = new Set<string>();
  for (const fix of fixes) {
    const edits = editsOf(fix);
    const key = edits.map((e) => `${e.line}:${e.column}:${e.endLine}:${e.endColumn}:${e.text}`).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    const spans: Array<{ start: number; end: number; edit: FixEdit; fix: Fix }> = [];
    for (const edit of edits) {
      const span = spanOf(text, starts, edit);
      // A fix's spans go in all together or not at all, and may not overlap one another either.
      if (!span || [...placed, ...spans].some((p) => span.start < p.end && p.start < span.end)) break;
      spans.push({ ...span, edit, fix });
    }
    if (spans.length !== edits.length) skipped.push(fix);
    else {
      placed.push(...spans);
      applied.push(fix);
    }
  }
  placed.sort((a, b) => b.start - a.start);
  let out = text;
  for (const { start, end, edit } of placed) out = out.slice(0, start) + edit.text + out.slice(end);
  // Applied fixes in the order of their first span in the text.
  const firstAt = new Map<Fix, number>();
  for (const p of placed) firstAt.set(p.fix, Math.min(firstAt.get(p.fix) ?? Infinity, p.start));
  return { text: out, applied: applied.sort((a, b) => firstAt.get(a)! - firstAt.get(b)!), skipped };
}

function spanOf(text: string, starts: readonly number[], fix: FixEdit): { start: number; end: number } | undefined {
  if (fix.line < 1 || fix.line > starts.length || fix.column < 1) return undefined;
  const lineStart = starts[fix.line - 1]!;
  if (fix.endLine !== fix.line) {
    // Whole lines deleted: from the start of one line to the start of a later one, replaced by nothing.
    if (
      fix.endLine < fix.line ||
      fix.endLine > starts.length ||
      fix.column !== 1 ||
      fix.endColumn !== 1 ||
      fix.text !== ''
    )
      return undefined;
    return { start: lineStart, end: starts[fix.endLine - 1]! };
  }
  if (fix.endColumn < fix.column) return undefined;
  const lineEnd = fix.line < starts.length ? starts[fix.line]! - 1 : text.length;
  const start = lineStart + fix.column - 1;
  const end = lineStart + fix.endColumn - 1;
  if (end > lineEnd || /[\r\n]/.test(text.slice(start, end)) || /[\r\n]/.test(fix.text)) return undefined;
  return { start, end };
}
