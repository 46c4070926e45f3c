import { defineRule } from '../../../rules/rule.js';
import { show } from '../../../engine/values.js';
import { declaredIssues } from '../issues.js';
import { findingLocation, locationFileMissing } from '../finding-location.js';

export const findingLocationNotFound = defineRule({
  id: 'envelope/finding-location-not-found',
  severity: 'warning',
  summary:
    'The file of a finding `location` in `findings.p0/p1/p2_issues` does not exist in the repository (a warning: `.work/` is often git-ignored).',
  check(ctx) {
    for (const issue of declaredIssues(ctx.data)) {
      const location = findingLocation(issue.value);
      const missing = location && locationFileMissing(ctx, location.text);
      if (!location || !missing) continue;
      const at = [...issue.path, location.key];
      const [, list, index] = issue.path;
      const field = `findings.${String(list)}[${String(index)}].${location.key}`;
      ctx.report(
        at,
        missing.denied
          ? `\`${field}\` names ${show(missing.file)}, which could not be read (${missing.denied}). Make it readable to the user the check runs as.`
          : `\`${field}\` names ${show(missing.file)}, which does not exist in the repository. Fix the path (relative to the repository root), or commit the file.`,
      );
    }
  },
});
