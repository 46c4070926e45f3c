import { agentIdSegments } from './agent-id.js';
import { artifactMissing, artifactPath } from './artifacts.js';
import { gateNextMismatch, gateResultMismatch } from './gate-decision.js';
import { nextMismatch } from './next.js';
import { findingIncomplete, reviewerSeverityMismatch, reviewerSeverityMissing } from './review-findings.js';
import { statusRules } from './status.js';

export const rules = [
  ...statusRules,
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
