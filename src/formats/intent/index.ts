import type { FormatDefinition } from '../../core/format.js';
import { intentInbox, intentInboxItems, type IntentReason } from './inbox.js';
import { history } from './kinds/history/index.js';
import { intentDraft } from './kinds/intent-draft/index.js';
import { observations } from './kinds/observations/index.js';
import { reviewResult } from './kinds/review-result/index.js';
import { task } from './kinds/task/index.js';
import { intentRisk } from './risk.js';
import { intentRules } from './rules/index.js';
import { intentSchema } from './schema.js';
import { intentNamedByPullRequest } from './named-by-pull-request.js';

const intent: FormatDefinition<IntentReason> = {
  id: 'intent',
  title: 'Intent',
  reader: "pfl-forge's registry, and the person who approves the intent in the inbox,",
  spec: 'spec 4 (pfl-forge data model): Intent',
  fieldsSection: '§ Intent > フィールド',
  syntaxes: ['yaml'],
  paths: ['.forge/intents/*.{yaml,yml}'],
  schema: intentSchema,
  enums: ['type', 'source', 'risk', 'status'],
  rules: intentRules,
  inboxItems: intentInboxItems,
  inbox: intentInbox,
  risk: intentRisk,
  namedByPullRequest: intentNamedByPullRequest,
  // Spec 4: a clarification is a question to a human, and its `answer` is the human's reply.
  humanText: (path) =>
    path.length === 3 && path[0] === 'clarifications' && typeof path[1] === 'number' && path[2] === 'answer',
};

/** Spec 4's family: intents, the drafts they come from, their tasks, reviews, history and observations. */
export const intentFormats: FormatDefinition[] = [intent, intentDraft, task, reviewResult, history, observations];
