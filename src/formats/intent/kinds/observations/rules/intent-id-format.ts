import { intentIdShapeRule } from '../../../intent-id-shape.js';
import { eachItem } from '../items.js';

/** Each observation's `intent_id`. */
export const intentIdFormat = intentIdShapeRule('observations', (data) => eachItem(data, 'intent_id'));
