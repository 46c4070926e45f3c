import { agentIdSegments } from '../agent-id.js';
import { artifactMissing, artifactPath } from '../artifacts.js';
import { gateNextMismatch, gateResultMismatch } from '../gate-decision.js';
import { findingIncomplete, reviewerSeverityMismatch, reviewerSeverityMissing } from '../review-findings.js';
import { nextMismatch } from './next-mismatch.js';
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
  gateResultMismatch,
  gateNextMismatch,
];
