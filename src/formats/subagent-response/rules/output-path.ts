import { repoPathMessage, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';

export const outputPathInside = defineRule({
  id: 'subagent-response/output-path',
  severity: 'error',
  summary: '`output_path` is absolute or leaves the repository.',
  rationale:
    "The caller reads the agent's output from `output_path`; an absolute path or one through `..` points outside the repository, where the output should never be.",
  check(ctx) {
    const path = asString(field(ctx.data, 'output_path'));
    const problem = path === undefined ? undefined : repoPathProblem(path);
    if (path !== undefined && problem) ctx.report(['output_path'], repoPathMessage('output_path', path, problem));
  },
});
