import { timestampValid } from '../timestamp.js';
import { artifactExists } from './artifact-not-found.js';
import { artifactPathInside } from './artifact-path.js';
import { issueIdsUnique } from './duplicate-issue-id.js';
import { fromAgentMatchesFileName } from './from-agent-mismatch.js';
import { issueLocationExists } from './issue-location-not-found.js';
import { issueLocationShape } from './issue-location.js';
import { iterationNeverDecreases } from './iteration-decreased.js';
import { loopFieldsMissing } from './loop-fields-missing.js';
import { loopNeedsReason } from './loop-reason-missing.js';
import { loopNeedsTarget } from './loop-target-required.js';
import { loopDetailsWithoutLoop } from './loop-target-without-loop.js';

/** The handoff's rules (spec 3), one line each: a rule's module is named by its id. */
export const rules = [
  fromAgentMatchesFileName,
  timestampValid,
  loopFieldsMissing,
  loopNeedsTarget,
  loopNeedsReason,
  loopDetailsWithoutLoop,
  iterationNeverDecreases,
  issueIdsUnique,
  issueLocationShape,
  issueLocationExists,
  artifactPathInside,
  artifactExists,
];
