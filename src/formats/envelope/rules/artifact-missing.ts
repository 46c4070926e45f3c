import { isGlob, normaliseRepoPath, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { artifactPlaces, eachArtifactPath } from '../artifacts.js';

export const artifactMissing = defineRule({
  id: 'envelope/artifact-missing',
  severity: 'warning',
  summary:
    'An `artifacts[].path` names a file that is not in the repository (a warning: `.work/` is often git-ignored).',
  rationale:
    'An artifact an envelope lists but the repository does not hold is output the next agent will look for and not find (often a `.work/` file that git ignores).',
  check(ctx) {
    eachArtifactPath(ctx, (path, at) => {
      if (repoPathProblem(path) || isGlob(path) || leftoverReason(path)) return;
      const places = artifactPlaces(ctx.path, normaliseRepoPath(path));
      if (places.some((place) => ctx.project.exists(place))) return;
      const denied = places.map((place) => ctx.project.unreadable(place)).find((why) => why !== undefined);
      ctx.report(
        at,
        denied
          ? `Artifact \`${path}\` could not be read (${denied}): the system would not let the check see it. Make it readable to the user the check runs as.`
          : `Artifact \`${path}\` does not exist in the repository. Fix the path, or commit the file if the next agent needs it.`,
      );
    });
  },
});
