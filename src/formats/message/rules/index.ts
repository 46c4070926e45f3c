import { timestampRule } from '../../../rules/shared/timestamp.js';
import { answerDirection } from './answer-direction.js';
import { answeredQuestionPending } from './answered-question-pending.js';
import { bodyPlaceholder } from './body-placeholder.js';
import { bracketHeader } from './bracket-header.js';
import { bracketValue } from './bracket-value.js';
import { deliverablePath } from './deliverable-path.js';
import { duplicateId } from './duplicate-id.js';
import { folderMismatch } from './folder-mismatch.js';
import { idFormat } from './id-format.js';
import { missingSection } from './missing-section.js';
import { noHeader } from './no-header.js';
import { questionLeftUnanswered } from './question-left-unanswered.js';
import { referenceNotFound } from './reference-not-found.js';
import { statusTransition } from './status-transition.js';
import { truncatedExampleId } from './template-leftover.js';
import { updatedBeforeCreated } from './updated-before-created.js';

/**
 * The message's rules (spec 5), one line each: a rule's module is named by its id. The shared
 * checks' ids (`message/timestamp` here, the schema's, key typos, template leftovers) live in
 * src/rules/shared/; `template-leftover.ts` here adds the truncated example id to the shared check.
 */
export const rules = [
  noHeader,
  bracketHeader,
  bracketValue,
  idFormat,
  truncatedExampleId,
  duplicateId,
  timestampRule('message', () => [['created_at'], ['updated_at']], {
    summary: '`created_at` or `updated_at` is not an ISO 8601 date-time with a time zone.',
    spec: '§ メッセージフォーマット > 共通ヘッダー',
    rationale:
      'Agents order a conversation, and see what is stale, by `created_at` and `updated_at`: a time with no zone, or not a time, puts the message in the wrong place or fails to parse.',
  }),
  updatedBeforeCreated,
  folderMismatch,
  answerDirection,
  referenceNotFound,
  missingSection,
  bodyPlaceholder,
  deliverablePath,
  statusTransition,
  questionLeftUnanswered,
  answeredQuestionPending,
];
