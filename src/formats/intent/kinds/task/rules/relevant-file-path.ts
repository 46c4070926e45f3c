import { repoPathMessage, repoPathProblem } from '../../../../../rules/shared/repo-path.js';
import { defineRule } from '../../../../../core/define-rule.js';
import { asArray, asString, field } from '../../../../../util/values.js';

export const relevantFilePath = defineRule({
  id: 'task/relevant-file-path',
  severity: 'error',
  summary: 'A `relevant_files` entry is absolute or leaves the repository.',
  rationale:
    'The implementing agent opens each of `relevant_files`; an absolute path or one through `..` points it at a file outside the repository it is meant to change.',
  check(ctx) {
    asArray(field(ctx.data, 'relevant_files')).forEach((value, i) => {
      const path = asString(value);
      const problem = path === undefined || path.trim() === '' ? undefined : repoPathProblem(path);
      if (path !== undefined && problem)
        ctx.report(['relevant_files', i], repoPathMessage(`relevant_files[${i}]`, path, problem));
    });
  },
});
