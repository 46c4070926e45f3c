import type { Finding } from '../report/finding.js';
import { compareText } from '../report/order.js';
import type { Report } from '../report/report.js';

/** One path the report names: whether a file of the report is at it (and one of no format), and its findings. */
export interface PathGroup {
  path: string;
  listed: boolean;
  /** A file of the report at this path has no format. */
  formatless: boolean;
  findings: Finding[];
}

/**
 * Each path the files or the findings name, once, in path order, with what the report says of
 * it: the two lists walked side by side, so that counting by path needs no table of every path
 * (a scan of 200,000 files made a table, a set and a map of them, some 40 MB, to count them).
 * A check's lists are in path order already; others are walked as sorted copies of their
 * references.
 */
export function* pathGroups(report: Pick<Report, 'files' | 'findings'>): Generator<PathGroup> {
  const files = byPath(report.files);
  const findings = byPath(report.findings);
  let i = 0;
  let j = 0;
  while (i < files.length || j < findings.length) {
    const filePath = files[i]?.path;
    const findingPath = findings[j]?.path;
    const path =
      findingPath === undefined || (filePath !== undefined && filePath <= findingPath) ? filePath! : findingPath;
    const group: PathGroup = { path, listed: false, formatless: false, findings: [] };
    for (; i < files.length && files[i]!.path === path; i++) {
      group.listed = true;
      if (files[i]!.format === null) group.formatless = true;
    }
    for (; j < findings.length && findings[j]!.path === path; j++) group.findings.push(findings[j]!);
    yield group;
  }
}

/** The list as it is when in path order, else a sorted copy (the sort keeps equal paths' order). */
function byPath<T extends { path: string }>(list: readonly T[]): readonly T[] {
  for (let k = 1; k < list.length; k++)
    if (list[k - 1]!.path > list[k]!.path) return [...list].sort((a, b) => compareText(a.path, b.path));
  return list;
}
