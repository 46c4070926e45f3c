import { timestampRule } from '../../../../../rules/shared/timestamp.js';
import { eachItem } from '../items.js';
import { evidenceNotFound } from './evidence-not-found.js';
import { evidencePath } from './evidence-path.js';
import { intentIdFormat } from './intent-id-format.js';
import { referenceValue } from './reference-impl-value.js';

/** The observations' rules (spec 4), one line each: a rule's module is named by its id. */
export const rules = [
  referenceValue,
  evidencePath,
  evidenceNotFound,
  timestampRule('observations', (data) => eachItem(data, 'created_at'), {
    spec: '§ Observation > フィールド',
    rationale:
      'The reflection weighs an observation by when it was made: a `created_at` with no zone, or not a time, sorts it among the wrong run, and old evidence passes as new.',
  }),
  intentIdFormat,
];
