import { asString, field, has } from '../../util/values.js';

/** The fields that say where and why a handoff loops back; null when it does not. */
export const LOOP_DETAILS = ['loop_target', 'loop_reason'] as const;

/** A loop detail that says something: null, absence and blanks say nothing (a value of another type is the schema's to report). */
export const stated = (data: unknown, key: (typeof LOOP_DETAILS)[number]) => {
  const value = field(data, key);
  return value !== undefined && value !== null && asString(value)?.trim() !== '';
};
/** Where to point: the detail's own line when it is written (as null or blank), else `loop_required`. */
export const at = (data: unknown, key: (typeof LOOP_DETAILS)[number]) => (has(data, key) ? [key] : ['loop_required']);
