import { parse } from 'yaml';
import { enumMember } from '../../core/enum-reading.js';
import { defineInbox, detailOf, type CommandHelp, type HelpRow } from '../../core/format-inbox.js';
import { itemTitle, subjectOf } from '../../inbox/item-title.js';
import { statusIn, statusLeft } from '../../inbox/left.js';
import { inboxKey, keyPath, splitKey } from '../../inbox/keys.js';
import type { InboxItem, InboxQuestion, RiskLevel } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asArray, asString, field, has, isRecord } from '../../util/values.js';
import { codeSpan, escapeInline, truncate } from '../../render/escape.js';
import { BLOCKED, NEEDS_ANSWERS } from '../reasons.js';
import { applyIntentCommand } from './commands.js';
import { reviewsByTask, tasksOf } from './registry.js';
import { intentAtBase, pendingWait } from './status-change.js';
import { INTENT_STATUSES, readRisk, RISKS, stemOf } from './values.js';

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
export const unanswered = (clarification: unknown): boolean => {
  const answer = field(clarification, 'answer');
  return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
};

/** The clarifications as numbered questions, each with its answer (null while unanswered). */
function clarificationQuestions(list: unknown[]): InboxQuestion[] {
  return list.map((c, i) => ({
    number: i + 1,
    question: asString(field(c, 'question'))?.trim() || null,
    answer: unanswered(c) ? null : String(asString(field(c, 'answer')) ?? JSON.stringify(field(c, 'answer'))),
  }));
}

/** The open clarifications, named where approval is asked: `/approve` waits for their answers. */
function openQuestionsDetail(open: readonly InboxQuestion[]): Detail {
  const each = open.slice(0, 10).map((q) => `${q.number}. ${q.question ?? '(no question text)'}`);
  const more = open.length > 10 ? `; and ${open.length - 10} more` : '';
  return {
    label: 'Open questions',
    value: `${each.join('; ')}${more} (answer them first, with /answer <n> <text> on the clarification issue: /approve waits for their answers)`,
  };
}

/** The failed tasks of a blocked intent and the latest review that rejected each. */
function failureDetails(ctx: RuleContext, id: string): Detail[] {
  const out: Detail[] = [];
  for (const task of tasksOf(ctx.project, id)) {
    if (task.status !== 'failed') continue;
    out.push({ label: `Failed task ${task.id}`, value: task.title?.trim() || task.path });
    const rejected = (reviewsByTask(ctx.project).get(task.id) ?? []).filter((r) => r.verdict === 'rejected');
    const latest = rejected[rejected.length - 1];
    if (latest)
      out.push({
        label: `Review of ${task.id}`,
        value: latest.issues.length ? latest.issues.join('; ') : `rejected without issues (${latest.path})`,
      });
  }
  return out;
}

/**
 * The risk the intent's items carry, and the details that show it: what it states, or, while it is
 * `proposed`, the higher risk it awaits approval at since before the change. A change that lowers
 * that risk does not lower what it awaits: until a person decides, the approval item keeps it.
 */
function riskAwaited(
  ctx: RuleContext,
  status: string | undefined,
  written: string | undefined,
): { risk: RiskLevel | undefined; details: Detail[] } {
  const data = ctx.data;
  const stated: RiskLevel | undefined = readRisk(field(data, 'risk'))?.level;
  const wait = status === 'proposed' ? pendingWait(ctx) : undefined;
  const awaited = wait?.risk;
  const risk =
    awaited !== undefined && RISKS.indexOf(awaited) > (stated ? RISKS.indexOf(stated) : -1) ? awaited : stated;
  // Who lowered it: this change, or an earlier one nobody decided on (the base already reads lower).
  const base = intentAtBase(ctx);
  const earlier =
    !ctx.project.checking.has(ctx.path) || (isRecord(base) && readRisk(field(base, 'risk'))?.level === stated);
  const lowered = (to: string) =>
    earlier ? `lowered to ${to} by an earlier change, undecided` : `this change lowers it to ${to}`;
  // A history read that ended short of the proposal: what it awaited is not known, and a person decides.
  const unread = wait?.unread ? 'its history could not be read back to where it was proposed' : undefined;
  const details = commonDetails(data, written).map((d) =>
    d.label === 'Risk' && risk !== stated
      ? {
          label: 'Risk',
          value: `${risk} (${unread ? `stated ${d.value}, but ${unread}` : lowered(d.value)}: a person decides)`,
        }
      : d,
  );
  if (risk !== stated && stated === undefined)
    details.unshift({
      label: 'Risk',
      value: `${risk} (${unread ?? (earlier ? 'removed by an earlier change, undecided' : 'this change removes it')}: a person decides)`,
    });
  return { risk, details };
}

/**
 * Spec 4's inbox: proposed intents of med/high risk wait for approval, unanswered
 * clarifications wait for answers, blocked / error intents wait for a decision.
 */
export function intentInboxItems(ctx: RuleContext): InboxItem<IntentReason>[] {
  const data = ctx.data;
  if (!isRecord(data)) return [];
  const id = stemOf(ctx.path);
  const title = asString(field(data, 'title'))?.trim() || id;
  const written = has(data, 'status') ? asString(field(data, 'status')) : 'proposed';
  // A status or risk that misses the enum only by case (`Proposed`, `High`) is an error, and
  // still means what it spells: the intent waits for a human all the same.
  const status = enumMember(written, INTENT_STATUSES) ?? written;
  const { risk, details } = riskAwaited(ctx, status, written);
  const item = (
    fields: Pick<InboxItem<IntentReason>, 'key' | 'reason' | 'line' | 'title' | 'actions' | 'details' | 'questions'>,
  ): InboxItem<IntentReason> => ({
    ...fields,
    path: ctx.path,
    format: 'intent',
    ...(risk && { risk }),
  });
  // Only files with an item need a line (finding it costs a look at the text).
  const statusLine = () => ctx.doc.locate(['status']).line;
  const items: InboxItem<IntentReason>[] = [];

  const clarifications = asArray(field(data, 'clarifications'));
  if (status === 'proposed' && (risk === 'med' || risk === 'high')) {
    // A person approves a settled plan: the questions still open are listed where the approval is asked.
    const open = clarificationQuestions(clarifications).filter((q) => q.answer === null);
    items.push(
      item({
        key: inboxKey('intent', { id }),
        reason: 'approval',
        line: statusLine(),
        title: itemTitle('Approve', title),
        actions: ['/approve', '/reject [reason]'],
        details: open.length ? [...details, openQuestionsDetail(open)] : details,
      }),
    );
  }
  const open = clarifications.findIndex((c) => isRecord(c) && unanswered(c));
  if (open !== -1) {
    items.push(
      item({
        key: inboxKey('intent', { id }, 'clarification'),
        reason: 'clarification',
        line: ctx.doc.locate(['clarifications', open]).line,
        title: itemTitle('Answer', title),
        actions: ['/answer <n> <text>'],
        // Not the status: an answer does not depend on it, and an item is bound to what its issue
        // shows, so an /approve landing first on the approval issue must not turn this one stale.
        details: commonDetails(data, undefined),
        questions: clarificationQuestions(clarifications),
      }),
    );
  }
  if (status === 'blocked' || status === 'error') {
    items.push(
      item({
        key: inboxKey('intent', { id }),
        reason: status,
        line: statusLine(),
        title: itemTitle(status === 'error' ? 'Failed' : 'Blocked', title),
        actions: ['/retry', '/reject [reason]'],
        details: [...details, ...failureDetails(ctx, id)],
      }),
    );
  }
  return items;
}

/** True when the text still has a clarification without an answer, or cannot be read to tell. */
function stillAsks(text: string): boolean {
  try {
    return asArray(field(parse(text), 'clarifications')).some(unanswered);
  } catch {
    // A text that does not parse is not known to be answered: the question waits (fails closed).
    return true;
  }
}

/** The clarification numbers still unanswered. */
const openQuestions = (item: InboxItem): number[] =>
  (item.questions ?? []).filter((q) => q.answer === null).map((q) => q.number);

/** What each action an intent's issue lists does, and a comment that uses it. */
function commandHelp(action: string, item: InboxItem): CommandHelp | undefined {
  const word = /^\/[a-z-]+/.exec(action.trim())?.[0];
  switch (word) {
    case '/approve':
      return { what: 'approve the intent: its status becomes `approved` and the agents start', example: '/approve' };
    case '/reject':
      return {
        what: 'reject it: the intent file is removed (a reason is optional)',
        example: '/reject Not needed any more',
      };
    case '/retry':
      return { what: 'run it again: its status goes back to `approved`', example: '/retry' };
    case '/answer':
      return {
        what: 'answer clarification question `n` (the number in the table above)',
        example: `/answer ${openQuestions(item)[0] ?? 1} Your answer here`,
      };
    default:
      return undefined;
  }
}

/** The rows of the `/help` table for an intent's commands. */
const HELP: readonly HelpRow[] = [
  {
    name: 'approve',
    usage: '/approve',
    does: 'Approves a proposed intent (`status: proposed` → `approved`).',
    example: '/approve',
  },
  {
    name: 'answer',
    usage: '/answer <n> <text>',
    does: 'Answers clarification `n` (counted from 1) of an intent; the text may go on over the following lines.',
    example: '/answer 2 Use REST; gRPC can wait.',
  },
  {
    name: 'retry',
    usage: '/retry',
    does: 'Sends a blocked or failed intent back to `approved`, so it runs again.',
    example: '/retry',
  },
  {
    name: 'reject',
    usage: '/reject [reason]',
    does: 'Rejects the intent: its file is deleted. The reason goes into the reply and the commit.',
    example: '/reject Out of scope for this quarter.',
  },
];

/**
 * Who proposed the intent, from its `source` (spec 4: `human` or `reflection`, an agent's): a
 * person's intent is not introduced as an agent's. Markdown, escaped.
 */
function proposer(item: InboxItem): string {
  const source = detailOf(item, 'Source')?.trim();
  if (source === undefined) return 'This intent was proposed';
  const named = codeSpan(`source: ${truncate(source, 40)}`);
  return source.toLowerCase() === 'human'
    ? `A person proposed this intent (${named})`
    : `An agent proposed this intent (${named})`;
}

/** The change that closes a blocked or failed intent besides `/retry` and `/reject`. */
const movesOff = (item: InboxItem, status: string) =>
  `\`/retry\` or \`/reject\`, or a change to ${codeSpan(truncate(item.path, 500))} on the default branch that moves its \`status\` off \`${status}\``;

/** The first open clarification, which the issue's first line asks. */
function firstOpen(item: InboxItem): InboxQuestion | undefined {
  return (item.questions ?? []).find((q) => q.answer === null);
}

/** An intent is named by its id, its file's stem (spec 4); every command edits its file. */
export const intentInbox = defineInbox({
  reasons: {
    approval: {
      asks: (item) => ({ ask: '**Approve or reject this intent:**', text: subjectOf(item.title) }),
      statement(item) {
        const risk = item.risk ? ` at **${escapeInline(item.risk)}** risk` : '';
        return `${proposer(item)}${risk}. It does not run until a human approves it: approving lets the agents start, rejecting drops it.`;
      },
      waiting: 'waiting for approval',
      colour: '1d76db',
      approvals: true,
    },
    clarification: {
      ...NEEDS_ANSWERS,
      asks: (item) => {
        const open = firstOpen(item);
        return {
          ask: `**Answer question ${open?.number ?? 1} of this intent:**`,
          text: open?.question ?? 'the file gives no question text',
        };
      },
      statement: (item) =>
        `The agents wait for the answers to the clarification questions of ${codeSpan(truncate(subjectOf(item.title), 100))}.`,
    },
    blocked: {
      ...BLOCKED,
      asks: (item) => ({ ask: '**Retry or drop this intent:**', text: subjectOf(item.title) }),
      statement: () =>
        'Some tasks of this intent failed after every retry. Read the failed tasks and their review feedback below, then decide: run it again, or drop it.',
      closes: (item) => movesOff(item, 'blocked'),
    },
    error: {
      asks: (item) => ({ ask: '**Retry or drop this intent:**', text: subjectOf(item.title) }),
      statement: () =>
        'Every task of this intent failed. Read the failed tasks and their review feedback below, then decide: run it again, or drop it.',
      closes: (item) => movesOff(item, 'error'),
      waiting: 'failed',
      colour: 'b60205',
    },
  },
  nameOf: stemOf,
  // A marker from before markers named files: the intent file whose id the key holds, else the path a path-based key holds.
  fileOfKey: (key, files) =>
    files().find((p) => inboxKey('intent', { id: stemOf(p) }) === splitKey(key).base) ?? keyPath(key, true),
  command: (_item, command) => ({
    kind: 'apply',
    edit: ({ path, text }, ctx) => applyIntentCommand(text, command, { id: stemOf(path), user: ctx.user }),
  }),
  stillWaits: stillAsks,
  left: ({ name, part, text }) =>
    part === 'clarification' ? `\`${name}\`'s clarifications are answered` : statusLeft(name, statusIn(text())),
  commandHelp,
  commands: {
    help: HELP,
    answerUsage: '`/answer <n> <text>` for clarification `n` of an intent (e.g. `/answer 2 Use REST`)',
    numbered: 'clarification',
  },
});

/** The reasons an intent waits for a human. */
export type IntentReason = keyof typeof intentInbox.reasons;
