import type { FormatDefinition } from '../../core/format.js';
import { history } from './history.js';
import { intent } from './intent.js';
import { intentDraft } from './intent-draft.js';
import { observations } from './observations.js';
import { reviewResult } from './review-result.js';
import { task } from './task.js';

/** Spec 4's family: intents, the drafts they come from, their tasks, reviews, history and observations. */
export const intentFormats: FormatDefinition[] = [intent, intentDraft, task, reviewResult, history, observations];
