import { repoPathMessage, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { defineRule } from '../../../core/define-rule.js';
import { eachArtifactPath } from '../artifacts.js';

export const artifactPath = defineRule({
  id: 'envelope/artifact-path',
  severity: 'error',
  summary: 'An `artifacts[].path` is empty, absolute, or leaves the repository through `..`.',
  rationale:
    'The next agent reads each artifact from `artifacts[].path`; an empty, absolute or `..` path is a file it cannot find, or one outside the repository it should not read.',
  spec: '§ バリデーションルール > artifacts.path フォーマット',
  check(ctx) {
    eachArtifactPath(ctx, (path, at) => {
      const problem = repoPathProblem(path);
      if (problem) ctx.report(at, repoPathMessage('artifacts[].path', path, problem));
    });
  },
});
