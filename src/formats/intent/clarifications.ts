import { field } from '../../util/values.js';

/**
 * Whether a clarification waits for its answer, as the inbox reads it: spec 4 says `answer: null`;
 * pfl-forge also leaves the key out, and a blank answer answers nothing.
 */
export function unanswered(clarification: unknown): boolean {
  const answer = field(clarification, 'answer');
  return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
}
