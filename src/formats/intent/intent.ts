import type { FormatDefinition } from '../../core/format.js';
import { intentInboxItems, intentRisk } from './intent-inbox.js';
import { intentRules } from './intent-rules.js';
import { intentSchema } from './intent-schema.js';
import { intentNamedByPullRequest } from './named-by-pull-request.js';

export const intent: FormatDefinition = {
  id: 'intent',
  title: 'Intent',
  spec: 'spec 4 (pfl-forge data model): Intent',
  syntaxes: ['yaml'],
  paths: ['.forge/intents/*.{yaml,yml}'],
  schema: intentSchema,
  enums: ['type', 'source', 'risk', 'status'],
  rules: intentRules,
  inboxItems: intentInboxItems,
  risk: intentRisk,
  namedByPullRequest: intentNamedByPullRequest,
  // Spec 4: a clarification is a question to a human, and its `answer` is the human's reply.
  humanText: (path) => path.length === 3 && path[0] === 'clarifications' && typeof path[1] === 'number' && path[2] === 'answer',
};
