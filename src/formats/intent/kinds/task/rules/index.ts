import { cycle } from './cycle.js';
import { dependencyNotFound } from './dependency-not-found.js';
import { duplicateId } from './duplicate-id.js';
import { incomplete } from './incomplete.js';
import { intentNotFound } from './intent-not-found.js';
import { intentStatus } from './intent-status.js';
import { referenceValue } from './reference-impl-value.js';
import { relevantFilePath } from './relevant-file-path.js';
import { statusTransition } from './status-transition.js';

/** The task's rules (spec 4), one line each: a rule's module is named by its id. */
export const rules = [
  intentNotFound,
  duplicateId,
  dependencyNotFound,
  cycle,
  referenceValue,
  incomplete,
  relevantFilePath,
  statusTransition,
  intentStatus,
];
