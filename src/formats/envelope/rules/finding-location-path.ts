import { defineRule } from '../../../core/define-rule.js';
import { repoPathMessage } from '../../../rules/shared/repo-path.js';
import { locationOutside } from '../../../rules/shared/location-path.js';
import { declaredIssues } from '../declared-issues.js';
import { findingLocation } from '../finding-location.js';

export const findingLocationPath = defineRule({
  id: 'envelope/finding-location-path',
  severity: 'error',
  summary:
    'A finding `location` in `findings.p0/p1/p2_issues` names a file by an absolute path, or one that leaves the repository through `..`.',
  rationale:
    "The writer opens a finding's `location` to fix it; an absolute path or one through `..` points outside the repository, at a file the review was not about.",
  spec: '§ エージェント別スキーマ > Reviewer',
  check(ctx) {
    for (const issue of declaredIssues(ctx.data)) {
      const location = findingLocation(issue.value);
      const outside = location && locationOutside(location.text);
      if (!location || !outside) continue;
      const [, list, index] = issue.path;
      const field = `findings.${String(list)}[${String(index)}].${location.key}`;
      ctx.report([...issue.path, location.key], repoPathMessage(field, outside.path, outside.problem));
    }
  },
});
