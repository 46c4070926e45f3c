import { agentIdSegments } from './agent-id-segments.js';
import { artifactMissing } from './artifact-missing.js';
import { artifactPath } from './artifact-path.js';
import { findingIncomplete } from './finding-incomplete.js';
import { findingLocationNotFound } from './finding-location-not-found.js';
import { findingLocationPath } from './finding-location-path.js';
import { gateCountShort } from './gate-count-short.js';
import { gateNextMismatch } from './gate-next-mismatch.js';
import { gateResultMismatch } from './gate-result-mismatch.js';
import { nextMismatch } from './next-mismatch.js';
import { reviewerSeverityMismatch } from './severity-mismatch.js';
import { reviewerSeverityMissing } from './severity-missing.js';
import { statusRequires } from './status-requires.js';

/** The envelope's rules (spec 1), one line each: a rule's module is named by its id. */
export const rules = [
  ...statusRequires,
  agentIdSegments,
  artifactPath,
  artifactMissing,
  nextMismatch,
  reviewerSeverityMismatch,
  reviewerSeverityMissing,
  findingIncomplete,
  findingLocationNotFound,
  findingLocationPath,
  gateResultMismatch,
  gateCountShort,
  gateNextMismatch,
];
