import type { ReasonWords } from '../core/format-inbox.js';

/**
 * The label words of the reasons several formats raise, written once so that their labels and
 * replies agree. Each format says its own statement: what waits differs from one format to the next.
 */
type SharedWords = Pick<ReasonWords, 'waiting' | 'colour'>;

export const BLOCKED: SharedWords = {
  waiting: 'blocked',
  colour: 'd93f0b',
};

export const NEEDS_ANSWERS: SharedWords = {
  waiting: 'waiting for answers',
  colour: 'c5def5',
};
