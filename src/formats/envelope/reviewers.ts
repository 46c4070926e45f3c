import { means } from '../../core/enum-reading.js';
import type { Project } from '../../core/project.js';
import type { Priority } from '../../report/report.js';
import { field } from '../../util/values.js';
import { declaredIssues } from './declared-issues.js';

/** The severities a reviewer lists and an aggregator counts (spec 1: `p0_issues` … `p2_issues`, `p0_count` … `p2_count`). */
export type ReviewSeverity = Exclude<Priority, 'P3'>;
export const REVIEW_SEVERITIES: readonly ReviewSeverity[] = ['P0', 'P1', 'P2'];

/** One reviewer envelope of a run, and how many items it lists open at each severity. */
export interface ReviewerCounts {
  path: string;
  counts: Record<ReviewSeverity, number>;
}

/**
 * The folder of the `.work` run an aggregator integrates, with its trailing `/` (`''` at the
 * root): the aggregator's own folder, or, when that is a phase folder (`07_review/`, a number and
 * an underscore as spec 1's phases are named), the folder above it. Spec 1 lays a run out flat
 * (`.work/06_reviewer/*.md` beside `.work/07_review_unified.md`), so `.work/` is the usual run.
 */
export function runFolderOf(path: string): string {
  const parts = path.split('/').slice(0, -1);
  const last = parts[parts.length - 1];
  if (last !== undefined && isPhaseFolder(last) && parts.length > 1) parts.pop();
  return parts.length ? `${parts.join('/')}/` : '';
}

/** `07_review`, `06_reviewer`: digits, then an underscore. A scan, not a regex: names are outside text. */
function isPhaseFolder(name: string): boolean {
  let i = 0;
  while (i < name.length && name.charCodeAt(i) >= 0x30 && name.charCodeAt(i) <= 0x39) i++;
  return i > 0 && name[i] === '_';
}

/**
 * The reviewer envelopes of the run `aggregator` sits in (every envelope under its run folder
 * whose `kind` is `reviewer`), with their open items by severity: read once per run folder. A
 * file that cannot be read or parsed counts nothing here; its own check reports it.
 */
export function reviewersOf(project: Project, aggregator: string): readonly ReviewerCounts[] {
  const byRun = project.memo('envelope/reviewers', () => new Map<string, ReviewerCounts[]>());
  const folder = runFolderOf(aggregator);
  let found = byRun.get(folder);
  if (!found) {
    found = [];
    for (const path of project.filesOf('envelope')) {
      if (!path.startsWith(folder)) continue;
      const data = project.content(path)?.data;
      if (!means(field(data, 'kind'), 'reviewer')) continue;
      const counts: Record<ReviewSeverity, number> = { P0: 0, P1: 0, P2: 0 };
      for (const issue of declaredIssues(data)) if (issue.priority !== 'P3') counts[issue.priority]++;
      found.push({ path, counts });
    }
    byRun.set(folder, found);
  }
  return found;
}
