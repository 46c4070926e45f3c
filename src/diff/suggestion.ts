import { holdsSecret } from '../secrets.js';
import type { ChangedLines } from './lines.js';
import { compareFindings, type Finding } from '../report/finding.js';
import { applyFixes, type Fix } from '../core/fix.js';
import { compareText } from '../report/order.js';
import { codeSpan, escapeMessage, truncate } from '../render/escape.js';
import { DEFAULT_MAX_LENGTH } from '../render/markdown.js';

/**
 * The first line of every suggestion we post (GitHub hides it), by which a person or a tool can
 * tell ours (`isOwnSuggestion`); a later run needs no marker, as it repeats no suggestion already
 * on the line, whoever made it. It is a constant and is read only as a whole first line: the one line of file text in the body (the
 * suggested line, inside the code block) can never be the first, and a line holding a marker of
 * ours gets no suggestion at all.
 */
export const SUGGESTION_MARKER = '<!-- handoff-gate:suggestion -->';

/** A finding with the machine fix it may carry (`src/core/fix.ts`). */
export type FindingWithFix = Finding & { fix?: Fix };

/** A review comment already on the pull request: `line` is the (last) line it is on, null when outdated. */
interface ExistingReviewComment {
  path: string;
  line?: number | null;
  body: string;
}

/** One review comment with a suggestion: the line(s) it replaces and its Markdown. */
export interface PlannedSuggestion {
  path: string;
  /** The (last) head line the suggestion replaces. */
  line: number;
  /** The first line, when it replaces several (fixes never span a line break, so today never set). */
  startLine?: number;
  body: string;
}

export interface SuggestionPlanInput {
  findings: readonly FindingWithFix[];
  /** The head revision's text of a file (the checkout), or undefined when it is not known. */
  headText: (path: string) => string | undefined;
  /** Per file, the head lines the pull request changed (`changedLines` of its patch). */
  changed: ReadonlyMap<string, Pick<ChangedLines, 'added'>>;
  /** The pull request's review comments: a suggestion already among them is not made again. */
  existing: readonly ExistingReviewComment[];
  /** At most this many suggestions (default 50), the first in path and line order. */
  max?: number;
}

/** The line that says what a suggestion fixes: the rule as code, the message escaped as GitHub Markdown. */
const MAX_MESSAGE = 300;

/** The longest comment body we post: GitHub refuses bodies over 65,536 characters. */
const MAX_BODY = DEFAULT_MAX_LENGTH;

/**
 * Lines we never offer to rewrite: control characters (a lone CR would read as a line break),
 * bidi and invisible characters (a suggestion shows them raw, and a reviewer would approve text
 * that reads otherwise than it is), and any of our hidden markers. A person decides there.
 */
const UNSAFE_LINE =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|<!--\s*handoff-gate:/;

/** A fence longer than any run of backticks in the content, so no line of it can close the block. */
function fenceFor(lines: readonly string[]): string {
  let longest = 0;
  for (const line of lines) for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(Math.max(3, longest + 1));
}

function findingLine(finding: Finding): string {
  return `${codeSpan(finding.ruleId)}: ${escapeMessage(truncate(finding.message, MAX_MESSAGE))}`;
}

/**
 * A review comment suggesting `fixedLines` in place of the line(s) it is on: our marker, one line
 * naming the rule and message of each finding fixed (escaped: no mention, HTML, link or markup
 * from file text), then a ```` ```suggestion ```` block with the lines exactly, without carriage
 * returns (GitHub applies a suggestion to the lines' content and keeps their endings).
 */
export function suggestionBody(findings: Finding | readonly Finding[], fixedLines: readonly string[]): string {
  const list = Array.isArray(findings) ? (findings as readonly Finding[]) : [findings as Finding];
  const lines = fixedLines.map((line) => line.replace(/\r/g, ''));
  const fence = fenceFor(lines);
  const what =
    list.length === 1
      ? [`**handoff-gate** · ${findingLine(list[0]!)}`]
      : ['**handoff-gate** fixes:', ...list.map((f) => `- ${findingLine(f)}`)];
  return [SUGGESTION_MARKER, ...what, '', `${fence}suggestion`, ...lines, fence, ''].join('\n');
}

/** Whether a comment body is one of our suggestions: its first line is exactly our marker. */
export function isOwnSuggestion(body: string): boolean {
  return typeof body === 'string' && body.split('\n', 1)[0]!.replace(/\r$/, '') === SUGGESTION_MARKER;
}

/**
 * The text of each ```` ```suggestion ```` block in a comment body (anyone's), lines joined by
 * `\n`: a block is opened by a fence of three or more backticks with the info string
 * `suggestion` and closed by a fence at least as long, or by the end of the body.
 */
export function suggestionsIn(body: string): string[] {
  if (typeof body !== 'string') return [];
  const found: string[] = [];
  let open: { fence: number; lines: string[] } | undefined;
  for (const line of body.split(/\r?\n/)) {
    if (open) {
      const close = /^ {0,3}(`{3,})[ \t]*$/.exec(line);
      if (close && close[1]!.length >= open.fence) {
        found.push(open.lines.join('\n'));
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const start = /^ {0,3}(`{3,})[ \t]*suggestion[ \t]*$/.exec(line);
    if (start) open = { fence: start[1]!.length, lines: [] };
  }
  if (open) found.push(open.lines.join('\n'));
  return found;
}

/** Every line of a text, without its line ending. */
function linesOf(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r$/, ''));
}

const keyOf = (path: string, line: number, text: string) => JSON.stringify([path, line, text]);

/**
 * The suggestions of one review: for each head line the pull request added that fixes fall on,
 * the line with every such fix applied (several fixes on one line make one suggestion; one that
 * overlaps another waits for a later run), in path and line order, at most `max`. None for a file
 * whose head text is unknown, for a line the pull request did not add or whose text in the patch
 * differs from the text checked, for a line that is not
 * safe to show (see {@link UNSAFE_LINE}), for line 1 of a file with a byte-order mark (the fix's
 * columns skip it, a suggestion would drop it), or for one already among `existing`.
 */
export function planSuggestions({
  findings,
  headText,
  changed,
  existing,
  max = 50,
}: SuggestionPlanInput): PlannedSuggestion[] {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  if (limit === 0) return [];
  const posted = new Set<string>();
  for (const comment of existing) {
    if (typeof comment.line !== 'number') continue;
    for (const text of suggestionsIn(comment.body)) posted.add(keyOf(comment.path, comment.line, text));
  }

  // Fixes by file, then by the line they are on.
  const byPath = new Map<string, Map<number, FindingWithFix[]>>();
  for (const finding of findings) {
    const fix = finding.fix;
    if (!fix || fix.also || fix.line !== fix.endLine || !Number.isSafeInteger(fix.line) || fix.line < 1) continue;
    let lines = byPath.get(finding.path);
    if (!lines) byPath.set(finding.path, (lines = new Map()));
    const onLine = lines.get(fix.line);
    if (onLine) onLine.push(finding);
    else lines.set(fix.line, [finding]);
  }

  const planned: PlannedSuggestion[] = [];
  for (const path of [...byPath.keys()].sort(compareText)) {
    const added = changed.get(path)?.added;
    const text = added ? headText(path) : undefined;
    if (!added || typeof text !== 'string') continue;
    const lines = linesOf(text);
    const bom = text.startsWith('\uFEFF');
    const fixesByLine = byPath.get(path)!;
    for (const line of [...fixesByLine.keys()].sort((a, b) => a - b)) {
      if (!added.has(line) || line > lines.length || (line === 1 && bom)) continue;
      const original = lines[line - 1]!;
      // The text checked may be another commit than the head (a merge checkout): where the patch
      // shows the head's line otherwise, a suggestion made from the checked text would overwrite it.
      if (added.get(line) !== original) continue;
      const onLine = [...fixesByLine.get(line)!].sort(compareFindings);
      const { text: fixed, applied } = applyFixes(
        original,
        onLine.map((f) => ({ ...f.fix!, line: 1, endLine: 1 })),
      );
      if (applied.length === 0 || fixed === original || UNSAFE_LINE.test(original) || UNSAFE_LINE.test(fixed)) continue;
      // A suggestion quotes its whole line: one that holds a credential is never posted (redacted,
      // it would also replace the line's value with the redaction's words when committed).
      if (holdsSecret(fixed)) continue;
      if (posted.has(keyOf(path, line, fixed))) continue;
      // The findings whose fix is in the suggestion, each named once.
      const appliedKeys = new Set(applied.map((fix) => JSON.stringify([fix.column, fix.endColumn, fix.text])));
      const named = new Map<string, Finding>();
      for (const f of onLine) {
        if (!appliedKeys.has(JSON.stringify([f.fix!.column, f.fix!.endColumn, f.fix!.text]))) continue;
        named.set(JSON.stringify([f.ruleId, f.message]), f);
      }
      const body = suggestionBody([...named.values()], [fixed]);
      if (body.length > MAX_BODY) continue;
      planned.push({ path, line, body });
      if (planned.length === limit) return planned;
    }
  }
  return planned;
}
