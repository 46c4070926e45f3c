import { lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeText } from '../parse/read.js';
import type { Finding } from '../report/finding.js';
import { applyFixes, editsOf, lineStarts, type Fix, type FixEdit } from '../core/fix.js';
import { addedFindings } from '../rules/fix-guard.js';
import { fixDiff, type FixChange, type HeldBack } from '../render/fix-changes.js';
import { runCheckInParallel, type ParallelOptions, type RunCheckOptions, type RunCheckResult } from './run-check.js';

/** Fixing one fix can make another (a renamed key's value now checked): a few passes, then stop. */
const MAX_PASSES = 10;

const BOM = [0xef, 0xbb, 0xbf];

/** A file as it was read before any fix: its path as the report shows it, whether it began with a byte-order mark, and its text without it. */
interface Original {
  path: string;
  bom: boolean;
  text: string;
}

export interface FixResult {
  /** The check of the files as fixed (as written, or as they would be written in a dry run). */
  result: RunCheckResult;
  changes: FixChange[];
  heldBack: HeldBack[];
  /** Unified diffs of the changed files, for `--fix-dry-run`. */
  diffs: string[];
  /** Files that could not be written, with why (the report then is of the disk as it is). */
  unwritten: Array<{ path: string; why: string }>;
  /** Each changed file's text after its fixes, by absolute path (what was written, or would be). */
  texts: Map<string, string>;
}

/**
 * `check --fix` and `--fix-dry-run`: check, apply every finding's fix to the text the check read,
 * check the fixed texts (in memory), and repeat while fixes remain. A file whose fixes would add
 * a finding keeps its text as it was before that pass (see `addedFindings`). Then, unless this is a
 * dry run, the changed files are written, byte for byte as read except the fixed spans: the
 * byte-order mark, line ends, comments, quoting and indentation stay as they were.
 * `beforeWriting` is given the first check's result and may throw to stop the run before any
 * file is written.
 */
export async function checkAndFix(
  options: RunCheckOptions & ParallelOptions,
  dryRun: boolean,
  beforeWriting: (checked: RunCheckResult) => void = () => undefined,
): Promise<FixResult> {
  const { cwd } = options;
  let result = await runCheckInParallel(options);
  beforeWriting(result);
  const originals = new Map<string, Original>();
  /** Each changed file's text so far (absolute path), without its byte-order mark. */
  const current = new Map<string, string>();
  const held = new Map<string, HeldBack>();
  const changes: FixChange[] = [];

  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const candidate = new Map(current);
    const made = new Map<string, FixChange[]>();
    for (const [path, findings] of fixableByPath(result.report.findings)) {
      const full = resolve(cwd, path);
      if (held.has(full)) continue;
      const original = originals.get(full) ?? readOriginal(full, path, options.overlay);
      if (!original) continue;
      originals.set(full, original);
      const text = current.get(full) ?? original.text;
      const { text: fixed, applied } = applyFixes(
        text,
        findings.map((f) => f.fix),
      );
      if (applied.length === 0) continue;
      candidate.set(full, fixed);
      made.set(full, changesOf(path, text, applied, findings));
    }
    if (made.size === 0) break;

    // Check the fixed texts; a file whose fixes add a finding goes back to its text before this pass.
    let next: RunCheckResult;
    for (;;) {
      next = await runCheckInParallel({
        ...options,
        overlay: new Map([...(options.overlay ?? []), ...encodeAll(candidate, originals)]),
      });
      const added = addedFindings(result.report.findings, next.report.findings);
      if (added.length === 0) break;
      const culprits = [...made.keys()].filter((full) => added.some((f) => resolve(cwd, f.path) === full));
      // A finding added in a file no fix touched: which fix caused it is not known, so none of this pass's stands.
      for (const full of culprits.length > 0 ? culprits : [...made.keys()]) {
        const because = added.find((f) => resolve(cwd, f.path) === full) ?? added[0]!;
        held.set(full, { path: originals.get(full)!.path, fixes: made.get(full)!.length, added: because });
        made.delete(full);
        if (current.has(full)) candidate.set(full, current.get(full)!);
        else candidate.delete(full);
      }
      if (made.size === 0) {
        next = result;
        break;
      }
    }
    if (made.size === 0) continue;
    for (const [full, fileChanges] of made) {
      current.set(full, candidate.get(full)!);
      changes.push(...fileChanges);
    }
    result = next;
  }

  const diffs: string[] = [];
  const unwritten: FixResult['unwritten'] = [];
  for (const [full, text] of current) {
    const original = originals.get(full)!;
    if (dryRun) {
      diffs.push(fixDiff(original.path, original.text, text));
      continue;
    }
    try {
      writeFileSync(full, encode(original.bom, text));
    } catch (error) {
      unwritten.push({ path: original.path, why: (error as NodeJS.ErrnoException).code ?? String(error) });
    }
  }
  // What could not be written is as it was: the report is then of the disk.
  if (unwritten.length > 0) result = await runCheckInParallel(options);
  const texts = new Map([...current].map(([full, text]) => [full, originals.get(full)!.bom ? `\uFEFF${text}` : text]));
  return { result, changes, heldBack: [...held.values()], diffs, unwritten, texts };
}

/** The findings that carry a fix, by the path the report shows, in report order. */
function fixableByPath(findings: readonly Finding[]): Map<string, Array<Finding & { fix: Fix }>> {
  const byPath = new Map<string, Array<Finding & { fix: Fix }>>();
  for (const f of findings) {
    if (!f.fix) continue;
    let list = byPath.get(f.path);
    if (!list) byPath.set(f.path, (list = []));
    list.push(f as Finding & { fix: Fix });
  }
  return byPath;
}

/** What each applied fix changed, read from the text it was applied to (`applied` holds the findings' own fix objects). */
function changesOf(
  path: string,
  text: string,
  applied: readonly Fix[],
  findings: ReadonlyArray<Finding & { fix: Fix }>,
): FixChange[] {
  const starts = lineStarts(text);
  const ruleOf = new Map(findings.map((f) => [f.fix, f.ruleId]));
  // What a span replaced, as one line: a deleted line is shown without its line break.
  const replaced = (edit: FixEdit) =>
    withoutBreak(
      edit.endLine === edit.line
        ? text.slice(starts[edit.line - 1]! + edit.column - 1, starts[edit.line - 1]! + edit.endColumn - 1)
        : text.slice(starts[edit.line - 1]!, starts[edit.endLine - 1]!),
    );
  return applied.map((fix) => {
    const edits = editsOf(fix);
    return {
      path,
      line: fix.line,
      column: fix.column,
      ruleId: ruleOf.get(fix)!,
      before: edits.map(replaced).join(' … '),
      after: edits.map((e) => e.text).join(' … '),
    };
  });
}

/** A deleted line as shown: without its line break. */
function withoutBreak(line: string): string {
  const end = line.endsWith('\r\n') ? line.length - 2 : line.endsWith('\n') ? line.length - 1 : line.length;
  return line.slice(0, end);
}

/**
 * The file as the check read it (the overlay's text, else the disk's), or undefined when it is not
 * a regular file (a symbolic link is not written through: the fix would land wherever it points)
 * or does not read as text.
 */
function readOriginal(full: string, path: string, overlay?: ReadonlyMap<string, Uint8Array>): Original | undefined {
  try {
    const given = overlay?.get(full);
    if (given === undefined && !lstatSync(full).isFile()) return undefined;
    const bytes = given ?? readFileSync(full);
    const decoded = decodeText(bytes, Number.MAX_SAFE_INTEGER);
    if (!('text' in decoded)) return undefined;
    return { path, bom: BOM.every((b, i) => bytes[i] === b), text: decoded.text };
  } catch {
    return undefined;
  }
}

const encode = (bom: boolean, text: string): Uint8Array => Buffer.from(bom ? `\uFEFF${text}` : text, 'utf8');

function encodeAll(
  texts: ReadonlyMap<string, string>,
  originals: ReadonlyMap<string, Original>,
): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [full, text] of texts) out.set(full, encode(originals.get(full)!.bom, text));
  return out;
}
