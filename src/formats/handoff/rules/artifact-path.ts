import { repoPathMessage, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { defineRule } from '../../../core/define-rule.js';
import { eachArtifactPath } from '../artifacts.js';

export const artifactPathInside = defineRule({
  id: 'handoff/artifact-path',
  severity: 'error',
  summary: 'An artifact `path` is absolute or leaves the repository.',
  rationale:
    'The next agent reads each artifact from its `path`: an absolute path or one through `..` points outside the repository, to a file a handoff has no business handing on.',
  spec: '§ Handoff File Structure > Schema',
  check(ctx) {
    eachArtifactPath(ctx, (path, i) => {
      const problem = repoPathProblem(path);
      // An empty path is the schema's finding (`handoff/range`).
      if (problem && problem !== 'empty')
        ctx.report(['artifacts', i, 'path'], repoPathMessage(`artifacts[${i}].path`, path, problem));
    });
  },
});
