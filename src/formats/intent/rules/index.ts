import { timestampRule } from '../../../rules/shared/timestamp.js';
import { approvalSkipped } from './approval-skipped.js';
import { clarificationLeftUnanswered } from './clarification-left-unanswered.js';
import { cycle } from './cycle.js';
import { decidedOutsideInbox } from './decided-outside-inbox.js';
import { deletedOutsideInbox } from './deleted-outside-inbox.js';
import { dependencyNotFound } from './dependency-not-found.js';
import { duplicateId } from './duplicate-id.js';
import { fileExtension } from './file-extension.js';
import { idNotSlug } from './id-not-slug.js';
import { nestedIntent } from './nested-intent.js';
import { parentNotApproved } from './parent-not-approved.js';
import { parentNotFound } from './parent-not-found.js';
import { referenceValue } from './reference-impl-value.js';
import { riskLowered } from './risk-lowered.js';
import { statusTransition } from './status-transition.js';
import { statusVsTasks } from './status-vs-tasks.js';
import { unknownType } from './unknown-type.js';

/** The intent's rules (spec 4), one line each: a rule's module is named by its id. */
export const intentRules = [
  idNotSlug,
  fileExtension,
  duplicateId,
  unknownType,
  referenceValue,
  timestampRule('intent', () => [['created_at']], {
    spec: '§ Intent > フィールド',
    rationale:
      "An intent's `created_at` orders the registry and tells how long a proposal has waited for its person: a time with no zone, or not a time, misplaces it in both.",
  }),
  nestedIntent,
  parentNotFound,
  parentNotApproved,
  dependencyNotFound,
  cycle,
  statusVsTasks,
  statusTransition,
  approvalSkipped,
  riskLowered,
  decidedOutsideInbox,
  deletedOutsideInbox,
  clarificationLeftUnanswered,
];
