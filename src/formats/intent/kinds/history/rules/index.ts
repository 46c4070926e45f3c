import { timestampRule } from '../../../../../rules/shared/timestamp.js';
import { failureReasonRequired } from './failure-reason-required.js';
import { intentIdFormat } from './intent-id-format.js';

/** The history entry's rules (spec 4), one line each: a rule's module is named by its id. */
export const rules = [
  failureReasonRequired,
  timestampRule('history', () => [['created_at']], {
    spec: '§ History > フィールド',
    rationale:
      "An intent's history is read in time order: an entry whose `created_at` has no zone, or is not a time, lands in the wrong place, and a later run learns the lessons out of order.",
  }),
  intentIdFormat,
];
