import { isGlob, normaliseRepoPath, repoPathProblem } from '../../../../../rules/shared/repo-path.js';
import { defineRule } from '../../../../../core/define-rule.js';
import { fileEvidence } from '../file-evidence.js';

/** `src/a.rs:12`, `src/a.rs:12-20` and `src/a.rs#L12` name the file `src/a.rs`. */
const withoutLocation = (ref: string) => ref.trim().replace(/(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/, '');

export const evidenceNotFound = defineRule({
  id: 'observations/evidence-not-found',
  severity: 'warning',
  summary: 'A `file` evidence `ref` names a file that does not exist in the repository.',
  rationale:
    'An observation backed by a file that does not exist has no evidence at all: a reader checking it finds nothing, and the observation may have been made up.',
  check(ctx) {
    fileEvidence(ctx, (ref, at) => {
      const path = normaliseRepoPath(withoutLocation(ref));
      if (repoPathProblem(ref) || isGlob(path) || path === '' || ctx.project.exists(path)) return;
      const denied = ctx.project.unreadable(path);
      ctx.report(
        at,
        denied
          ? `The evidence file \`${path}\` could not be read (${denied}). Make it readable to the user the check runs as.`
          : `The evidence file \`${path}\` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.`,
      );
    });
  },
});
