import { filledIn } from '../../../../rules/shared/template-leftover.js';
import { field } from '../../../../util/values.js';

/** The intent a task belongs to: its `intent_id`, unless left empty or unfilled. */
export const intentIdOf = (data: unknown): string | undefined => filledIn(field(data, 'intent_id'));
