import { isGlob, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { eachLocation, parseLocation } from '../parse-location.js';
import { repoFileExists, repoFileUnreadable } from '../repo-file.js';

export const issueLocationExists = defineRule({
  id: 'handoff/issue-location-not-found',
  severity: 'warning',
  summary: 'The file of an issue `location` does not exist in the repository.',
  rationale:
    'An issue whose `location` names a file the repository does not have cannot be checked or fixed where it says: the file was renamed, or the issue was written from memory.',
  check(ctx) {
    eachLocation(ctx, (location, i) => {
      const parsed = parseLocation(location);
      if ('error' in parsed || repoPathProblem(parsed.file) || isGlob(parsed.file) || repoFileExists(ctx, parsed.file))
        return;
      const denied = repoFileUnreadable(ctx, parsed.file);
      ctx.report(
        ['issues', i, 'location'],
        denied
          ? `\`issues[${i}].location\` names ${show(parsed.file)}, which could not be read (${denied}). Make it readable to the user the check runs as.`
          : `\`issues[${i}].location\` names ${show(parsed.file)}, which does not exist in the repository. Fix the path (relative to the repository root).`,
      );
    });
  },
});
