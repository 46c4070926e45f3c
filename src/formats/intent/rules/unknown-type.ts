import { unknownTypeRule } from '../intent-types.js';

export const unknownType = unknownTypeRule('intent');
