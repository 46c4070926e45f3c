import { unknownTypeRule } from '../../../intent-types.js';

/** Drafts name their type as intents do: the same check, on the draft's frontmatter. */
export const unknownType = unknownTypeRule('intent-draft');
