import { isGlob, repoPathMessage, repoPathProblem } from '../../core/checks/repo-path.js';
import { defineRule } from '../../core/rule.js';
import type { RuleContext } from '../../core/rule.js';
import { asArray, field, show } from '../../core/values.js';
import { filledString } from '../../core/checks/template-leftover.js';
import { repoFileExists, repoFileUnreadable } from './repo-file.js';

function eachArtifactPath(ctx: RuleContext, visit: (path: string, index: number) => void): void {
  asArray(field(ctx.data, 'artifacts')).forEach((artifact, i) => {
    const path = filledString(field(artifact, 'path'));
    if (path !== undefined) visit(path, i);
  });
}

export const artifactPathInside = defineRule({
  id: 'handoff/artifact-path',
  severity: 'error',
  summary: 'An artifact `path` is absolute or leaves the repository.',
  check(ctx) {
    eachArtifactPath(ctx, (path, i) => {
      const problem = repoPathProblem(path);
      // An empty path is the schema's finding (`handoff/range`).
      if (problem && problem !== 'empty') ctx.report(['artifacts', i, 'path'], repoPathMessage(`artifacts[${i}].path`, path, problem));
    });
  },
});

export const artifactExists = defineRule({
  id: 'handoff/artifact-not-found',
  severity: 'warning',
  summary: 'An artifact `path` names no file in the repository (globs such as `tests/unit/*.test.js` are not checked).',
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
