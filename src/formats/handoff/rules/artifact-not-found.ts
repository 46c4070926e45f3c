import { isGlob, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { eachArtifactPath } from '../artifacts.js';
import { repoFileExists, repoFileUnreadable } from '../repo-file.js';

export const artifactExists = defineRule({
  id: 'handoff/artifact-not-found',
  severity: 'warning',
  summary: 'An artifact `path` names no file in the repository (globs such as `tests/unit/*.test.js` are not checked).',
  rationale:
    'An artifact the handoff hands on but the repository does not hold is work the next agent will look for and not find: it was never written, or written somewhere else.',
  check(ctx) {
    eachArtifactPath(ctx, (path, i) => {
      if (repoPathProblem(path) || isGlob(path) || repoFileExists(ctx, path)) return;
      const denied = repoFileUnreadable(ctx, path);
      ctx.report(
        ['artifacts', i, 'path'],
        denied
          ? `Artifact ${show(path)} could not be read (${denied}): the system would not let the check see it. Make it readable to the user the check runs as.`
          : `Artifact ${show(path)} does not exist in the repository. Commit it, fix the path (relative to the repository root), or drop the artifact.`,
      );
    });
  },
});
