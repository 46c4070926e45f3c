import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { declaredIssues } from '../declared-issues.js';
import { findingLocation, locationFile } from '../finding-location.js';

export const findingLocationNotFound = defineRule({
  id: 'envelope/finding-location-not-found',
  severity: 'warning',
  summary:
    'The file of a finding `location` in `findings.p0/p1/p2_issues` does not exist in the repository (a warning: `.work/` is often git-ignored).',
  rationale:
    'A finding whose `location` names a file the repository does not have cannot be checked where it says (often a `.work/` file git ignores, or a path written from memory).',
  check(ctx) {
    for (const issue of declaredIssues(ctx.data)) {
      const location = findingLocation(issue.value);
      const file = location && locationFile(ctx, location.text);
      if (!location || !file || 'found' in file) continue;
      const missing = { file: file.missing, denied: file.denied };
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
