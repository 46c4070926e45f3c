import { parse } from 'yaml';
import { enumMember } from '../../core/enum-reading.js';
import type { FormatInbox } from '../../core/format-inbox.js';
import { statusIn, statusLeft } from '../../core/inbox-left.js';
import { inboxKey, keyPath, splitKey } from '../../core/inbox-key.js';
import type { InboxItem, RiskLevel } from '../../core/report.js';
import type { RuleContext } from '../../core/rule.js';
import { asArray, asString, field, has, isRecord } from '../../core/values.js';
import { applyIntentCommand } from './commands.js';
import { reviewsByTask, tasksOf } from './registry.js';
import { INTENT_STATUSES, readRisk, stemOf } from './values.js';

type Detail = InboxItem['details'][number];

/** The fields a human needs to decide on any intent item, in display order. */
function commonDetails(data: unknown, status: string | undefined): Detail[] {
  const out: Detail[] = [];
  const add = (label: string, value: unknown) => {
    const text = asString(value)?.trim();
    if (text) out.push({ label, value: text });
  };
  add('Type', field(data, 'type'));
  add('Risk', field(data, 'risk'));
  add('Source', field(data, 'source'));
  add('Status', status);
  add('Parent', field(data, 'parent'));
  add('Body', field(data, 'body'));
  return out;
}

/** Spec 4 says `answer: null`; pfl-forge also leaves the key out, and a blank answer answers nothing. */
const unanswered = (clarification: unknown): boolean => {
  const answer = field(clarification, 'answer');
  return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
};

function clarificationDetails(list: unknown[]): Detail[] {
  return list.flatMap((c, i) => [
    { label: `Question ${i + 1}`, value: asString(field(c, 'question'))?.trim() || '(no question)' },
    { label: `Answer ${i + 1}`, value: unanswered(c) ? '(unanswered)' : String(asString(field(c, 'answer')) ?? JSON.stringify(field(c, 'answer'))) },
  ]);
}

/** The failed tasks of a blocked intent and the latest review that rejected each. */
function failureDetails(ctx: RuleContext, id: string): Detail[] {
  const out: Detail[] = [];
  for (const task of tasksOf(ctx.project, id)) {
    if (task.status !== 'failed') continue;
    out.push({ label: `Failed task ${task.id}`, value: task.title?.trim() || task.path });
    const rejected = (reviewsByTask(ctx.project).get(task.id) ?? []).filter((r) => r.verdict === 'rejected');
    const latest = rejected[rejected.length - 1];
    if (latest) out.push({ label: `Review of ${task.id}`, value: latest.issues.length ? latest.issues.join('; ') : `rejected without issues (${latest.path})` });
  }
  return out;
}

/**
 * Spec 4's inbox: proposed intents of med/high risk wait for approval, unanswered
 * clarifications wait for answers, blocked / error intents wait for a decision.
 */
export function intentInboxItems(ctx: RuleContext): InboxItem[] {
  const data = ctx.data;
  if (!isRecord(data)) return [];
  const id = stemOf(ctx.path);
  const title = asString(field(data, 'title'))?.trim() || id;
  const written = has(data, 'status') ? asString(field(data, 'status')) : 'proposed';
  // A status or risk that misses the enum only by case (`Proposed`, `High`) is an error, and
  // still means what it spells: the intent waits for a human all the same.
  const status = enumMember(written, INTENT_STATUSES) ?? written;
  const risk: RiskLevel | undefined = readRisk(field(data, 'risk'))?.level;
  const details = commonDetails(data, written);
  const item = (fields: Pick<InboxItem, 'key' | 'reason' | 'line' | 'title' | 'actions' | 'details'>): InboxItem => ({
    ...fields,
    path: ctx.path,
    format: 'intent',
    ...(risk && { risk }),
  });
  // Only files with an item need a line (finding it costs a look at the text).
  const statusLine = () => ctx.doc.locate(['status']).line;
  const items: InboxItem[] = [];

  if (status === 'proposed' && (risk === 'med' || risk === 'high')) {
    items.push(item({ key: inboxKey('intent', { id }), reason: 'approval', line: statusLine(), title: `Approve: ${title}`, actions: ['/approve', '/reject [reason]'], details }));
  }
  const clarifications = asArray(field(data, 'clarifications'));
  const open = clarifications.findIndex((c) => isRecord(c) && unanswered(c));
  if (open !== -1) {
    items.push(
      item({
        key: inboxKey('intent', { id }, 'clarification'),
        reason: 'clarification',
        line: ctx.doc.locate(['clarifications', open]).line,
        title: `Answer: ${title}`,
        actions: ['/answer <n> <text>'],
        // Not the status: an answer does not depend on it, and an item is bound to what its issue
        // shows, so an /approve landing first on the approval issue must not turn this one stale.
        details: [...commonDetails(data, undefined), ...clarificationDetails(clarifications)],
      }),
    );
  }
  if (status === 'blocked' || status === 'error') {
    items.push(
      item({
        key: inboxKey('intent', { id }),
        reason: status,
        line: statusLine(),
        title: `${status === 'error' ? 'Failed' : 'Blocked'}: ${title}`,
        actions: ['/retry', '/reject [reason]'],
        details: [...details, ...failureDetails(ctx, id)],
      }),
    );
  }
  return items;
}

/** True when the text still has a clarification without an answer. */
function stillAsks(text: string): boolean {
  try {
    return asArray(field(parse(text), 'clarifications')).some(unanswered);
  } catch {
    return false;
  }
}

/** An intent is named by its id, its file's stem (spec 4); every command edits its file. */
export const intentInbox: FormatInbox = {
  nameOf: stemOf,
  // A marker from before markers named files: the intent file whose id the key holds, else the path a path-based key holds.
  fileOfKey: (key, files) => files().find((p) => inboxKey('intent', { id: stemOf(p) }) === splitKey(key).base) ?? keyPath(key, true),
  command: (_item, command) => ({ kind: 'apply', edit: ({ path, text }, ctx) => applyIntentCommand(text, command, { id: stemOf(path), user: ctx.user }) }),
  stillWaits: stillAsks,
  left: ({ name, part, text }) => (part === 'clarification' ? `\`${name}\`'s clarifications are answered` : statusLeft(name, statusIn(text()))),
  statement(item) {
    switch (item.reason) {
      case 'clarification':
        return '**Answers needed.** This intent has clarification questions without an answer, and the agents wait for them.';
      case 'blocked':
        return '**Blocked.** Some tasks of this intent failed after every retry. Read the failed tasks and their review feedback below, then decide: run it again, or drop it.';
      case 'error':
        return '**Failed.** Every task of this intent failed. Read the failed tasks and their review feedback below, then decide: run it again, or drop it.';
      default:
        return undefined;
    }
  },
};
