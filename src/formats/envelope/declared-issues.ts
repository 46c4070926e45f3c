import { leftoverReason } from '../../rules/shared/template-leftover.js';
import type { PathKey } from '../../parse/types.js';
import type { Priority } from '../../report/report.js';
import { asArray, field, isRecord } from '../../util/values.js';
import { ISSUE_LISTS } from './schema.js';

/** One entry of `findings.p0_issues` / `p1_issues` / `p2_issues`, as written. */
export interface DeclaredIssue {
  priority: Priority;
  path: PathKey[];
  /** The mapping, or the bare string a sloppy agent wrote instead of one. */
  value: Record<string, unknown> | string;
}

/**
 * The findings an envelope declares, whatever its kind (real explorers list them too). Template
 * leftovers such as `p2_issues: [...]` declare nothing: they are reported as leftovers instead.
 */
export function declaredIssues(data: unknown): DeclaredIssue[] {
  const out: DeclaredIssue[] = [];
  const findings = field(data, 'findings');
  for (const [key, priority] of ISSUE_LISTS) {
    asArray(field(findings, key)).forEach((value, i) => {
      const path: PathKey[] = ['findings', key, i];
      if (isRecord(value)) out.push({ priority, path, value });
      else if (typeof value === 'string' && value.trim() !== '' && !leftoverReason(value))
        out.push({ priority, path, value });
    });
  }
  return out;
}

/** The highest priority among the declared findings, or null when there are none. */
export function highestPriority(issues: readonly DeclaredIssue[]): Priority | null {
  for (const [, priority] of ISSUE_LISTS) if (issues.some((i) => i.priority === priority)) return priority;
  return null;
}
