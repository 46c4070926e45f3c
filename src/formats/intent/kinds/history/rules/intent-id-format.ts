import { intentIdShapeRule } from '../../../intent-id-shape.js';

/** A history entry's one `intent_id`, at the top level. */
export const intentIdFormat = intentIdShapeRule(
  'history',
  () => [['intent_id']],
  'A history entry keeps its `intent_id` after the intent is gone, and later runs look its lessons up by it: a value that is no intent id (an unfilled prompt template) files the lesson under nothing.',
);
