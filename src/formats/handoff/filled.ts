import { leftoverReason } from '../../core/checks/template-leftover.js';
import { asString } from '../../core/values.js';

/**
 * A string value worth checking further: undefined when it is missing, not a string (the schema
 * reports that) or a template leftover (`handoff/template-leftover` reports that), so one mistake
 * gets one finding.
 */
export function filledString(value: unknown): string | undefined {
  const text = asString(value);
  return text === undefined || leftoverReason(text) ? undefined : text;
}
