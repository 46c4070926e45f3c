import { intentIdShapeRule } from '../../../intent-id-shape.js';

/** A history entry's one `intent_id`, at the top level. */
export const intentIdFormat = intentIdShapeRule('history', () => [['intent_id']]);
