import { parse } from 'yaml';
import { enumMember } from '../../core/enum-reading.js';
import { defineInbox, detailOf, refused } from '../../core/format-inbox.js';
import { itemTitle, subjectOf } from '../../inbox/item-title.js';
import { codeSpan, truncate } from '../../render/escape.js';
import { statusLeft } from '../../inbox/left.js';
import { inboxKey, keyPath } from '../../inbox/keys.js';
import type { RuleContext } from '../../core/define-rule.js';
import type { InboxItem } from '../../report/report.js';
import { asString, field } from '../../util/values.js';
import { bodyOf, sectionText, titleOf } from './body.js';
import { answerQuestion } from './commands.js';
import { bracketField } from './bracket-header.js';
import { bracketLine, headerOf, type MessageHeader } from './header.js';
import { BLOCKED } from '../reasons.js';
import { ROLES, STATUSES, TYPES } from './schema.js';

/** Long enough for a question and its background, short enough for an issue body. */
const MAX_DETAIL = 2000;
/** Ids become issue keys: anything else falls back to the path. */
const KEY_SAFE = /^[\w.:-]{1,120}$/;

const clip = (text: string) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text);

/**
 * A message waits for a human when it asks the human a question that is still pending, or
 * when it is blocked (whoever it is addressed to, someone has to unblock it).
 */
export function messageInboxItems(ctx: RuleContext): InboxItem<MessageReason>[] {
  const header = headerOf(ctx.doc);
  if (!header) return [];
  const { id } = header.values;
  // `to: Human`, `type: Question`, `status: Pending` are enum errors, and still a question waiting
  // for a human; a bracket header's values are lower-cased already.
  const to = enumMember(header.values.to, ROLES);
  const type = enumMember(header.values.type, TYPES);
  const status = enumMember(header.values.status, STATUSES);
  const question = to === 'human' && type === 'question' && status === 'pending';
  if (!question && status !== 'blocked') return [];

  const body = bodyOf(ctx.doc);
  const bracket = header.bracket;
  const task = bracket ? bracketField(bracket, 'task', 'task id')?.value : undefined;
  const name = titleOf(body) ?? id ?? task ?? ctx.path;
  const details: InboxItem['details'] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') details.push({ label, value: clip(value.trim()) });
  };
  addHeaderDetails(ctx, header, add, task);
  if (question) {
    add('Question', sectionText(body, '質問内容') ?? body.lines.map((l) => l.text).join('\n'));
    add('Background', sectionText(body, '背景'));
    add('Options', sectionText(body, '選択肢'));
    add('Urgency', sectionText(body, '緊急度'));
  } else {
    add('Issues', sectionText(body, '課題・懸念') ?? (bracket && bracketField(bracket, 'issues')?.value));
    add('Questions', bracket && bracketField(bracket, 'questions')?.value);
    add('Details', bracket && bracketField(bracket, 'details')?.value);
    add('Remaining work', sectionText(body, '残作業'));
  }
  return [
    {
      key: inboxKey('message', id !== undefined && KEY_SAFE.test(id) ? { id } : { path: ctx.path, besideIds: true }),
      reason: question ? 'question' : 'blocked',
      path: ctx.path,
      line: bracket ? bracketLine(bracket, 'status') : ctx.doc.locate(['status']).line,
      title: itemTitle(question ? 'Answer' : 'Blocked', name),
      format: 'message',
      actions: question ? ['/answer <text>'] : [],
      details,
    },
  ];
}

function addHeaderDetails(
  ctx: RuleContext,
  header: MessageHeader,
  add: (label: string, value: string | undefined) => void,
  task: string | undefined,
) {
  const { from, to, type, priority, status } = header.values;
  add('From', from);
  add('To', to);
  add('Type', type);
  add('Priority', priority);
  add('Status', status);
  add('Created', asString(field(ctx.data, 'created_at')));
  add('Parent', asString(field(ctx.data, 'parent_id')));
  add('Context', asString(field(ctx.data, 'context_id')));
  add('Task', task);
}

/** The `status` a message states in its frontmatter now. */
function frontmatterStatus(path: string | undefined, text: string | undefined): string | undefined {
  if (path === undefined || text === undefined) return undefined;
  try {
    const data = path.endsWith('.md') ? parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : parse(text);
    return asString(field(data, 'status'));
  } catch {
    return undefined;
  }
}

/** A question to a human is answered with `/answer <text>` (spec 5: an answer message, and the question completed). */
export const messageInbox = defineInbox({
  reasons: {
    question: {
      asks: (item) => ({
        ask: `**Answer this question** (from ${codeSpan(truncate(detailOf(item, 'From') ?? 'an agent', 100))}):`,
        text: detailOf(item, 'Question') ?? subjectOf(item.title),
        detail: 'Question',
      }),
      statement: () => 'An agent asked a human this question and waits for the answer.',
      waiting: 'asking a question',
      colour: 'bfd4f2',
    },
    blocked: {
      ...BLOCKED,
      asks: (item) => {
        const what = item.details.find((d) => d.label === 'Issues' || d.label === 'Questions' || d.label === 'Details');
        return {
          ask: `**Unblock this message** (from ${codeSpan(truncate(detailOf(item, 'From') ?? 'an agent', 100))}):`,
          text: what?.value ?? subjectOf(item.title),
          ...(what && { detail: what.label }),
        };
      },
      statement: () => 'The message is blocked: its work cannot go on until a human removes what blocks it.',
      closes: (item) =>
        `a change to ${codeSpan(truncate(item.path, 500))} on the default branch whose \`status\` is no longer \`blocked\``,
    },
  },
  fileOfKey: (key) => keyPath(key, true),
  command(item, command) {
    if (item.reason !== 'question') return undefined;
    if (command.name !== 'answer')
      return refused(`A question is answered with \`/answer <text>\`; \`/${command.name}\` does not apply to it.`);
    return {
      kind: 'apply',
      edit(file, ctx) {
        const outcome = answerQuestion(file, command.rest, ctx);
        return outcome.kind === 'refused' ? outcome : { ...outcome, kind: 'files' };
      },
    };
  },
  left: ({ name, path, text }) => statusLeft(name, frontmatterStatus(path, text())),
  commandHelp: (action) =>
    action.trim().split(' ')[0] === '/answer'
      ? {
          what: 'answer the question: the answer is written back as a reply message',
          example: '/answer Your answer here',
        }
      : undefined,
  commands: {
    help: [
      {
        name: 'answer',
        usage: '/answer <text>',
        does: 'A message question has one part: `/answer <text>` writes the answer message.',
        example: '/answer Use REST; gRPC can wait.',
      },
    ],
    answerUsage: '`/answer <text>` for a question',
  },
});

/** The reasons a message waits for a human. */
export type MessageReason = keyof typeof messageInbox.reasons;
