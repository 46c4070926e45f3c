import { repoPathMessage, repoPathProblem } from '../../../../../rules/shared/repo-path.js';
import { defineRule } from '../../../../../core/define-rule.js';
import { fileEvidence } from '../file-evidence.js';

export const evidencePath = defineRule({
  id: 'observations/evidence-path',
  severity: 'error',
  summary: 'A `file` evidence `ref` is absolute or leaves the repository.',
  rationale:
    "An observation's evidence is read from its `ref`; an absolute path or one through `..` points outside the repository, at a file the observation should not lean on.",
  check(ctx) {
    fileEvidence(ctx, (ref, at) => {
      const problem = repoPathProblem(ref);
      if (problem) ctx.report(at, repoPathMessage('ref', ref, problem));
    });
  },
});
