import type { ReasonWords } from '../core/format-inbox.js';

/**
 * The words of the reasons several formats raise, written once so that their labels and replies
 * agree: a format takes them as they are, or with a statement of its own.
 */
export const BLOCKED: ReasonWords = {
  statement: () => '**Blocked.** An agent cannot go on until a human removes what blocks it.',
  waiting: 'blocked',
  colour: 'd93f0b',
};

export const NEEDS_ANSWERS: ReasonWords = {
  statement: () => '**Input needed.** An agent needs answers from a human before it can go on.',
  waiting: 'waiting for answers',
  colour: 'c5def5',
};
