import type { Finding } from '../report/finding.js';
import { escapeTerminal } from './escape.js';
import { plural } from './plural.js';

/** One fix `check --fix` made (or would make): where, under which rule, and the text before and after. */
export interface FixChange {
  /** The file, as the report names paths. */
  path: string;
  /** Where the fix's first span starts (1-based), in the text it was applied to. */
  line: number;
  /** The column it starts at (1-based). */
  column: number;
  /** The rule of the finding it fixes. */
  ruleId: string;
  /** The text its spans replaced, joined by ` … ` (a deleted line shown without its line break). */
  before: string;
  /** The text put in their place, joined the same way. */
  after: string;
}

/** A file whose fixes were not applied: applying them would have added `added` (see `addedFindings`). */
export interface HeldBack {
  path: string;
  fixes: number;
  added: Finding;
}

/**
 * What `check --fix` changed, one line per fix, then the files it left alone and why; every piece
 * of file text made inert for a terminal (a value may hold an escape sequence).
 */
export function fixSummary(changes: readonly FixChange[], heldBack: readonly HeldBack[], dryRun: boolean): string {
  const lines: string[] = [];
  const verb = dryRun ? 'Would fix' : 'Fixed';
  const files = new Set(changes.map((c) => c.path)).size;
  if (changes.length > 0) lines.push(`${verb} ${plural(changes.length, 'finding')} in ${plural(files, 'file')}:`);
  for (const c of changes) {
    lines.push(
      `  ${escapeTerminal(`${c.path}:${c.line}:${c.column}`)}  ${escapeTerminal(c.before)} → ${escapeTerminal(c.after)}  ${c.ruleId}`,
    );
  }
  for (const h of heldBack) {
    const a = h.added;
    lines.push(
      `Not fixed: ${escapeTerminal(h.path)} (${plural(h.fixes, 'fix', 'fixes')}): ${dryRun ? 'fixing it would add' : 'it would have added'} ${a.ruleId} at line ${a.line}: ${escapeTerminal(a.message)} Fix it by hand.`,
    );
  }
  if (changes.length === 0 && heldBack.length === 0) lines.push('Nothing to fix: no finding has a safe fix.');
  return `${lines.join('\n')}\n\n`;
}

const CONTEXT = 3;

/**
 * A unified diff of one file's fixes (`--fix-dry-run`), for a person to read: a fix never adds or
 * removes a line, so each hunk spans the same lines before and after. Line ends are not shown; the
 * text is made inert for a terminal.
 */
export function fixDiff(path: string, before: string, after: string): string {
  const old = before.split('\n').map((line) => line.replace(/\r$/, ''));
  const now = after.split('\n').map((line) => line.replace(/\r$/, ''));
  const changed: number[] = [];
  for (let i = 0; i < old.length; i++) if (old[i] !== now[i]) changed.push(i);
  if (changed.length === 0 || old.length !== now.length) return '';
  const shown = escapeTerminal(path);
  const out = [`--- a/${shown}`, `+++ b/${shown}`];
  // Hunks: changed lines whose context windows touch are one hunk.
  let start = 0;
  while (start < changed.length) {
    let end = start;
    while (end + 1 < changed.length && changed[end + 1]! - changed[end]! <= 2 * CONTEXT + 1) end++;
    const from = Math.max(0, changed[start]! - CONTEXT);
    // A text ending in a line break splits into a last, empty piece that is no line.
    const lineCount = old.at(-1) === '' ? old.length - 1 : old.length;
    const to = Math.min(lineCount, changed[end]! + CONTEXT + 1);
    out.push(`@@ -${from + 1},${to - from} +${from + 1},${to - from} @@`);
    const inHunk = new Set(changed.slice(start, end + 1));
    for (let i = from; i < to; i++) {
      if (inHunk.has(i)) out.push(`-${escapeTerminal(old[i]!)}`, `+${escapeTerminal(now[i]!)}`);
      else out.push(` ${escapeTerminal(old[i]!)}`);
    }
    start = end + 1;
  }
  return `${out.join('\n')}\n`;
}
