import { isGlob, normaliseRepoPath, repoPathMessage, repoPathProblem } from '../../core/checks/repo-path.js';
import { leftoverReason } from '../../core/checks/template-leftover.js';
import type { PathKey } from '../../core/document/types.js';
import { defineRule, type RuleContext } from '../../core/rule.js';
import { asArray, asString, field } from '../../core/values.js';

function eachArtifactPath(ctx: RuleContext, visit: (path: string, at: PathKey[]) => void): void {
  asArray(field(ctx.data, 'artifacts')).forEach((artifact, i) => {
    const path = asString(field(artifact, 'path'));
    if (path !== undefined) visit(path, ['artifacts', i, 'path']);
  });
}

/**
 * Where an artifact path may point, first match wins. It is counted from the folder that holds the
 * envelope's `.work/` folder: the root, or in a monorepo the package (`packages/a/.work/x.yaml`
 * lists `src/a.ts` for `packages/a/src/a.ts`). The spec calls artifact paths relative to `.work/`,
 * while its own examples start at that folder: either is accepted, and, in a package, a path from
 * the repository root too.
 */
export function artifactPlaces(envelopePath: string, artifact: string): string[] {
  const segments = envelopePath.split('/');
  const work = segments.lastIndexOf('.work', segments.length - 2);
  const home = work > 0 ? `${segments.slice(0, work).join('/')}/` : '';
  return [...new Set([`${home}${artifact}`, `${home}.work/${artifact}`, artifact, `.work/${artifact}`])];
}

export const artifactPath = defineRule({
  id: 'envelope/artifact-path',
  severity: 'error',
  summary: 'An `artifacts[].path` is empty, absolute, or leaves the repository through `..`.',
  check(ctx) {
    eachArtifactPath(ctx, (path, at) => {
      const problem = repoPathProblem(path);
      if (problem) ctx.report(at, repoPathMessage('artifacts[].path', path, problem));
    });
  },
});

export const artifactMissing = defineRule({
  id: 'envelope/artifact-missing',
  severity: 'warning',
  summary: 'An `artifacts[].path` names a file that is not in the repository (a warning: `.work/` is often git-ignored).',
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
