import { intentIdShapeRule } from '../../../intent-id-shape.js';
import { eachItem } from '../items.js';

/** Each observation's `intent_id`. */
export const intentIdFormat = intentIdShapeRule(
  'observations',
  (data) => eachItem(data, 'intent_id'),
  'An observation is tied to the intent it was made for by `intent_id`: a value that is no intent id (an unfilled prompt template) ties it to nothing, and the reflection that reads it cannot place it.',
);
