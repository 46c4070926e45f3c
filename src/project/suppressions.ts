import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { FORMATS } from '../formats/index.js';
import { isInside, toPosix } from '../io/fs-workspace.js';
import { loadSuppressionsFile, writeSuppressionsFile } from '../io/load-suppressions.js';
import { compareFindings, type Finding, type SuppressedFinding } from '../report/finding.js';
import type { ExceededSuppression, Suppressed } from '../report/report.js';
import { ruleCatalogue } from '../catalogue/catalogue.js';
import { didYouMean } from '../util/did-you-mean.js';
import {
  applyBaseline,
  countsOf,
  countsTotal,
  parseSuppressionsFile,
  suppressionsText,
  updatedCounts,
  type SuppressionsFile,
} from '../suppressions/baseline.js';
import { guardedDecision, isSuppressible, SUPPRESSIONS_FILE_NAME } from '../suppressions/rules.js';
import type { CheckScope, RunCheckResult } from './run-check.js';

/** What a check does with the suppressions file: which one, and whether it writes it first. */
export interface SuppressionOptions {
  /** `--suppressions FILE`: this file for every repository, instead of each one's beside its config. */
  file?: string;
  /** `--suppress-all`: every error and warning found is written to the file. */
  suppressAll?: boolean;
  /** `--suppress-rule ID`: the findings of these rules are written to the file. */
  suppressRules?: readonly string[];
  /** `--prune-suppressions`: counts lowered to what the run found, entries it no longer finds dropped. */
  prune?: boolean;
}

/** Whether the options write the file. */
export const writesSuppressions = (options: SuppressionOptions): boolean =>
  options.suppressAll === true || (options.suppressRules?.length ?? 0) > 0 || options.prune === true;

/**
 * What is wrong with each `--suppress-rule` id: each must be a rule handoff-gate has that a
 * suppression may hide; anything else is a usage problem that says what to write.
 */
export function suppressRuleProblems(ids: readonly string[]): string[] {
  const known = new Map(ruleCatalogue(FORMATS).map((rule) => [rule.id, rule]));
  return ids.flatMap((id) => {
    if (!known.has(id)) return [`--suppress-rule ${id}: no such rule.${didYouMean(id, known)}`];
    if (guardedDecision(id) !== undefined)
      return [
        `--suppress-rule ${id}: this rule guards a person's decision and is never suppressed: each of its findings is made by the change it judges, so a person decides it through the inbox.`,
      ];
    if (!isSuppressible(id))
      return [
        `--suppress-rule ${id}: this rule is never suppressed: its findings say that a file could not be judged, or what is wrong with the config or the suppressions file itself, and hiding them would hide that.`,
      ];
    return [];
  });
}

/** A suppressions file and the repositories it applies to. */
interface FileScope {
  /** Absolute. */
  path: string;
  /** As the report names paths (relative to the current folder). */
  shown: string;
  scopes: CheckScope[];
}

/** Each suppressions file of a run: `--suppressions FILE` for all, else each repository's beside its config. */
function fileScopes(result: RunCheckResult, cwd: string, options: SuppressionOptions): FileScope[] {
  const byPath = new Map<string, FileScope>();
  for (const scope of result.scopes) {
    const path = options.file ? resolve(cwd, options.file) : join(dirname(scope.config), SUPPRESSIONS_FILE_NAME);
    let file = byPath.get(path);
    if (!file) byPath.set(path, (file = { path, shown: toPosix(relative(cwd, path)), scopes: [] }));
    file.scopes.push(scope);
  }
  return [...byPath.values()];
}

/**
 * The repository a report path is in (the deepest of the run's), and the path from its root;
 * each path's answer worked out once for every suppressions file of the run (a run of many
 * repositories has as many files, each asking after every path of the report).
 */
function locator(cwd: string, scopes: readonly CheckScope[]) {
  const deepest = [...scopes].sort((a, b) => b.repository.length - a.repository.length);
  const located = new Map<string, { scope: CheckScope; key: string } | undefined>();
  return (path: string): { scope: CheckScope; key: string } | undefined => {
    if (located.has(path)) return located.get(path);
    const full = resolve(cwd, path);
    const scope = deepest.find((s) => full !== s.repository && isInside(s.repository, full));
    const found = scope && { scope, key: toPosix(relative(scope.repository, full)) };
    located.set(path, found);
    return found;
  };
}

/** A report path's key in a suppressions file (its path from its repository's root), or undefined when another file governs it. */
function keyReader(
  locate: ReturnType<typeof locator>,
  fileScope: FileScope,
): (finding: { path: string }) => string | undefined {
  const mine = new Set(fileScope.scopes);
  const keys = new Map<string, string | undefined>();
  return ({ path }) => {
    if (keys.has(path)) return keys.get(path);
    const found = locate(path);
    const key = found && mine.has(found.scope) ? found.key : undefined;
    keys.set(path, key);
    return key;
  };
}

/**
 * Whether the run judged what an entry's key names, so that fewer findings than its count make it
 * stale: the run checked the file (it is in the report), or the file is gone from a folder the run
 * checked. A file the walk left out (git-ignored, no longer a handoff file) is not judged: its
 * entry is neither reported nor pruned.
 */
function judged(
  result: RunCheckResult,
  fileScope: FileScope,
  keyOf: (finding: { path: string }) => string | undefined,
): (key: string) => boolean {
  // Gathered at the first question: a run with no suppressions file (most) asks none, and the
  // keys of every file of the report cost three path operations each.
  let checked: Set<string> | undefined;
  const gather = () => {
    const keys = new Set<string>();
    for (const list of [result.report.files, result.report.findings])
      for (const item of list) {
        const key = keyOf(item);
        if (key !== undefined) keys.add(key);
      }
    return keys;
  };
  return (key) =>
    (checked ??= gather()).has(key) ||
    fileScope.scopes.some((scope) => {
      const full = join(scope.repository, key);
      return scope.targets.some((target) => isInside(target, full)) && !existsSync(full);
    });
}

/**
 * The suppressions files applied to a run's report (see `applyBaseline`), each written first with
 * `--suppress-all`, `--suppress-rule` or `--prune-suppressions`. Returns the report as it stands
 * after them, and a line for each file written. A file that does not parse is reported on its
 * lines and the run goes on without it; one that would be written is a usage error instead: its
 * entries would be lost.
 */
/** The usage error of a `--suppressions` file that is not there (and is not to be written). */
export const noSuchSuppressionsFile = (file: string): string => `--suppressions ${file}: no such file.`;

export function withSuppressionsFiles(
  result: RunCheckResult,
  cwd: string,
  options: SuppressionOptions,
): { result: RunCheckResult; notes: string[] } {
  if (options.file && !writesSuppressions(options) && !existsSync(resolve(cwd, options.file)))
    throw new UsageError(noSuchSuppressionsFile(options.file));
  const locate = locator(cwd, result.scopes);
  let findings: readonly Finding[] = result.report.findings;
  const suppressed: SuppressedFinding[] = [];
  const exceeded: ExceededSuppression[] = [];
  const files: string[] = [];
  const notes: string[] = [];
  for (const fileScope of fileScopes(result, cwd, options)) {
    const keyOf = keyReader(locate, fileScope);
    const covered = judged(result, fileScope, keyOf);
    let file = loadSuppressionsFile(fileScope.path, fileScope.shown, placeOf(fileScope));
    if (writesSuppressions(options)) {
      const written = writeFile(fileScope, file, countsOf(findings, keyOf), options, covered);
      notes.push(written.note);
      file = written.file;
    }
    if (!file) continue;
    files.push(file.path);
    const unusedLevel = fileScope.scopes.find((scope) => scope.unusedLevel !== undefined)?.unusedLevel;
    const applied = applyBaseline({ file, findings, keyOf, covered, ...(unusedLevel && { unusedLevel }) });
    findings = [...applied.findings, ...file.findings];
    suppressed.push(...applied.suppressed);
    exceeded.push(...applied.exceeded);
  }
  if (files.length === 0) return { result, notes };
  const before = result.report.suppressed;
  const merged: Suppressed = {
    inline: before?.inline ?? 0,
    baseline: suppressed.length,
    files,
    findings: [...(before?.findings ?? []), ...suppressed].sort(compareFindings),
    exceeded,
  };
  return {
    result: {
      ...result,
      report: { ...result.report, findings: [...findings].sort(compareFindings), suppressed: merged },
    },
    notes,
  };
}

/**
 * The usage error of a suppressions file this run would write that does not parse, thrown before
 * anything is written (`--fix` asks first): writing it over would lose its entries.
 */
export function refuseUnwritable(result: RunCheckResult, cwd: string, options: SuppressionOptions): void {
  if (!writesSuppressions(options)) return;
  for (const fileScope of fileScopes(result, cwd, options))
    refuseIfUnparsed(fileScope, loadSuppressionsFile(fileScope.path, fileScope.shown, placeOf(fileScope)));
}

const placeOf = (fileScope: FileScope) => ({ root: fileScope.scopes[0]!.repository });

function refuseIfUnparsed(fileScope: FileScope, file: SuppressionsFile | undefined): void {
  if (!file || file.findings.length === 0) return;
  const first = file.findings[0]!;
  throw new UsageError(
    `${fileScope.shown}:${first.line}:${first.column}: ${first.message} It was not written, so that none of its entries is lost.`,
  );
}

/** Writes one suppressions file from the run's findings; its new text, read back, is what applies. */
function writeFile(
  fileScope: FileScope,
  file: SuppressionsFile | undefined,
  found: ReturnType<typeof countsOf>,
  options: SuppressionOptions,
  covered: (key: string) => boolean,
): { file: SuppressionsFile; note: string } {
  refuseIfUnparsed(fileScope, file);
  const suppress = options.suppressAll
    ? 'all'
    : options.suppressRules?.length
      ? new Set(options.suppressRules)
      : undefined;
  const counts = updatedCounts(file?.entries ?? new Map(), found, {
    ...(suppress && { suppress }),
    prune: options.prune === true,
    covered,
  });
  const text = suppressionsText(counts);
  writeSuppressionsFile(fileScope.path, text);
  const { entries, findings, files } = countsTotal(counts);
  const note = `handoff-gate: wrote ${fileScope.shown}: ${entries === 0 ? 'no entries' : `${findings} finding${findings === 1 ? '' : 's'} suppressed in ${files} file${files === 1 ? '' : 's'} (${entries} file and rule entr${entries === 1 ? 'y' : 'ies'})`}. Commit it beside the config.\n`;
  return { file: parseSuppressionsFile(text, fileScope.shown), note };
}
