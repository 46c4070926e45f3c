import { artifactExists, artifactPathInside } from './artifacts.js';
import { fromAgentMatchesFileName } from './from-agent.js';
import { issueIdsUnique, issueLocationExists, issueLocationShape } from './issues.js';
import { iterationNeverDecreases } from './iteration.js';
import { loopDetailsWithoutLoop, loopFieldsMissing, loopNeedsReason, loopNeedsTarget } from './loop-fields.js';
import { timestampValid } from './timestamp.js';

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
