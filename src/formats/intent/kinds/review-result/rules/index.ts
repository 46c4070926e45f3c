import { missingVerdict } from './missing-verdict.js';
import { referenceValue } from './reference-impl-value.js';
import { rejectedWithoutIssues } from './rejected-without-issues.js';
import { taskNotFound } from './task-not-found.js';
import { verdictConflict } from './verdict-conflict.js';

/** The review result's rules (spec 4), one line each: a rule's module is named by its id. */
export const rules = [missingVerdict, referenceValue, verdictConflict, rejectedWithoutIssues, taskNotFound];
