import { nextActionMatchesStatus } from './next-action-mismatch.js';
import { outputPathInside } from './output-path.js';
import { proceedBelow90 } from './proceed-below-threshold.js';
import { regenerateNeedsIssues } from './regenerate-requires-issues.js';
import { retiredAgent } from './retired-agent.js';
import { needsRevisionTarget } from './revision-target-required.js';
import { reviewNeedsScore } from './review-requires-score.js';
import { revisionTargetKnown } from './unknown-revision-target.js';

/** The SubAgent Response's rules (spec 2), one line each: a rule's module is named by its id. */
export const rules = [
  needsRevisionTarget,
  regenerateNeedsIssues,
  reviewNeedsScore,
  nextActionMatchesStatus,
  proceedBelow90,
  retiredAgent,
  revisionTargetKnown,
  outputPathInside,
];
