import { emptyBody } from './empty-body.js';
import { unknownType } from './unknown-type.js';

/** The intent draft's rules (spec 4, Intent Registry), one line each: a rule's module is named by its id. */
export const rules = [emptyBody, unknownType];
