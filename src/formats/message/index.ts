import type { FormatDefinition } from '../../core/format.js';
import { messageChain } from './chain.js';
import { messageInbox, messageInboxItems, type MessageReason } from './inbox.js';
import { rules } from './rules/index.js';
import { ENUM_NAMES, messageSchema } from './schema.js';

export const message: FormatDefinition<MessageReason> = {
  id: 'message',
  title: 'agent-corp message',
  reader: 'the agent that polls its folder for messages',
  spec: 'spec 5 (message protocol)',
  fieldsSection: '§ メッセージフォーマット > 共通ヘッダー',
  syntaxes: ['markdown'],
  // Only Markdown under spec 5's folders: the `.estimates/` and `.processed/` sidecars are not messages.
  paths: ['shared/{requirements,instructions,tasks,reports,questions,specs}/**/*.md'],
  schema: messageSchema,
  // The zod schema accepts a message without frontmatter, for `message/no-header` or
  // `message/bracket-header` to judge; in an editor, frontmatter that is there must be a header.
  mappingOnlyInEditors: true,
  enums: ENUM_NAMES,
  rules,
  inboxItems: messageInboxItems,
  inbox: messageInbox,
  chain: messageChain,
};
