import { compareFindings, type Finding, type Severity } from '../report/finding.js';
import { compareText } from '../report/order.js';
import { UNRECOGNISED_RULE } from '../detect/detect.js';
import type { Report } from '../report/report.js';
import { plural } from './plural.js';
import { pathGroups } from './path-groups.js';
import { noticedOnly } from './skipped.js';

export interface FileCounts {
  path: string;
  error: number;
  warning: number;
  notice: number;
}

export interface Totals {
  error: number;
  warning: number;
  notice: number;
  problems: number;
  /** Files with at least one finding. */
  filesWithProblems: number;
  /** Files the report names: every file of the report, and any file a finding names that was noticed but not checked. */
  files: number;
  /**
   * Files only a finding names that are no handoff file and were never among those checked (the
   * config, the suppressions file): named apart, so that a headline's "in 1 of 11 files" never
   * counts them as files checked.
   */
  others: string[];
  /** Of `files`, those only noticed, not checked (no format recognises them, too large, a symlink out). */
  unchecked: number;
  /** Of `files`, those checked: `files - unchecked`. */
  checked: number;
}

/** Per-file counts, for every checked file and every file a finding names, sorted by path. */
export function countByFile(report: Report): FileCounts[] {
  const byPath = new Map<string, FileCounts>();
  const entry = (path: string) => {
    let counts = byPath.get(path);
    if (!counts) byPath.set(path, (counts = { path, error: 0, warning: 0, notice: 0 }));
    return counts;
  };
  for (const file of report.files) entry(file.path);
  for (const finding of report.findings) entry(finding.path)[finding.severity]++;
  return [...byPath.values()].sort((a, b) => compareText(a.path, b.path));
}

/**
 * A notice that only says a file is no handoff file (a named README or workflow, as a pre-commit
 * hook passes them along with the handoff files): the file counts as noticed but not checked, not
 * as a problem, and the line after the total says why. A team that raises the rule's severity
 * makes it a problem again, as `fail-on` then counts it.
 */
export const isNotAHandoffFile = (f: Finding) => f.ruleId === UNRECOGNISED_RULE && f.severity === 'notice';

/** The counts of a report's headline, path by path (see {@link pathGroups}). */
export function totals(report: Report): Totals {
  const t: Totals = {
    error: 0,
    warning: 0,
    notice: 0,
    problems: 0,
    filesWithProblems: 0,
    files: 0,
    others: [],
    unchecked: 0,
    checked: 0,
  };
  for (const group of pathGroups(report)) {
    const own = { error: 0, warning: 0, notice: 0 };
    for (const finding of group.findings) if (!isNotAHandoffFile(finding)) own[finding.severity]++;
    const unchecked = noticedOnly(group);
    if (unchecked) t.unchecked++;
    const problems = own.error + own.warning + own.notice;
    // A path only a notice names, that it is no handoff file, is no file of the counts.
    if (!group.listed && problems === 0) continue;
    t.error += own.error;
    t.warning += own.warning;
    t.notice += own.notice;
    if (!group.listed && !unchecked) t.others.push(group.path);
    else {
      t.files++;
      if (problems > 0) t.filesWithProblems++;
    }
  }
  t.problems = t.error + t.warning + t.notice;
  t.checked = t.files - t.unchecked;
  return t;
}

/** `(3 errors, 4 warnings)`, with notices only when there are some. */
export function severityBreakdown(t: Totals): string {
  const parts = [plural(t.error, 'error'), plural(t.warning, 'warning')];
  if (t.notice > 0) parts.push(plural(t.notice, 'notice'));
  return parts.join(', ');
}

/** Findings in display order (path, line, column, severity, rule), without touching the report. */
export function sortedFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

export function findingsOf(findings: readonly Finding[], severity: Severity): Finding[] {
  return sortedFindings(findings.filter((f) => f.severity === severity));
}

/** `P0 1 · P1 0 · P2 2 · P3 0`. */
export function priorityCounts(counts: { p0: number; p1: number; p2: number; p3: number }, separator = ' · '): string {
  return [`P0 ${counts.p0}`, `P1 ${counts.p1}`, `P2 ${counts.p2}`, `P3 ${counts.p3}`].join(separator);
}

/**
 * How many items of a long list (the risk's reasons, the review items, the declared verdicts, the
 * inbox) a report shows unless asked for all (`check --all`): the first ones, then how many more
 * there are and where they are listed.
 */
export const FIRST_FEW = 10;

/** ` in 2 of 10 files`, and ` and in `.github/handoff-gate.yml`` for files only a finding names; `name` formats a path. */
export function whereProblems(t: Totals, name: (path: string) => string): string {
  const elsewhere = t.others.map(name).join(', ');
  if (t.files === 0 && elsewhere) return ` in ${elsewhere}`;
  return ` in ${t.filesWithProblems} of ${plural(t.files, 'file')}${elsewhere ? ` and in ${elsewhere}` : ''}`;
}
