import type { FormatDefinition } from '../core/format.js';
import type { InboxItem } from '../core/report.js';
import { breakLinks, breakMentions, codeSpan, escapeCell, escapeInline, link, showInvisible, truncate } from '../render/escape.js';
import { approvalsLine, type ApprovalsShown } from './approvals.js';
import { inboxMarker } from './issue-marker.js';

export { INBOX_MARKER, inboxMarker, markerKey, readInboxMarker, stateHash } from './issue-marker.js';
export { closingComment } from './issue-closing.js';
export { issueNeedsUpdate } from './issue-update.js';

export interface IssueContext {
  /** The file at the rendered commit, with `#L<line>`: a URL we built, not file text. */
  fileUrl: string;
  /** The commit the item was read at, as shown (a short sha). */
  commit: string;
  /** The label every inbox issue carries. */
  inboxLabel: string;
  /** Prefix of the risk labels (`risk:`). */
  riskPrefix: string;
  /** Every format: an item's format words its issue where it says so (`inbox.statement`). */
  formats: readonly FormatDefinition[];
  /** An approval item's count and policy (`approvers.required`); without it no count is shown. */
  approvals?: ApprovalsShown;
}

export interface RenderedIssue {
  title: string;
  body: string;
  labels: string[];
}

/** GitHub's limit for an issue title. */
export const MAX_TITLE = 256;
/** GitHub refuses bodies over 65,536 characters; stay well clear of it. */
export const MAX_BODY = 60_000;
/** Longest file text one detail shows before it is cut with `…`. */
const MAX_DETAIL = 4_000;
/** Escaping can grow text (`|` → `&#124;`): the longest one rendered detail may get. */
const MAX_RENDERED_DETAIL = 8_000;
/** Values longer than this read better as a quoted block than as a table cell. */
const MAX_CELL = 300;

/** Control characters and line breaks: a title is one line. */
const TITLE_JUNK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The issue title: what is asked (`Approve: <intent title>`), one line of plain text. */
function issueTitle(item: InboxItem): string {
  // Bidi and invisible characters shown (`<U+202E>`), so the title reads as it is; then no
  // mention, no `#N` reference and no URL that would link this issue into another thread.
  const plain = (text: string) => breakLinks(breakMentions(showInvisible(text).replace(TITLE_JUNK, ' ').replace(/\s+/g, ' ').trim()));
  return truncate(plain(item.title) || plain(`Inbox: ${item.key}`), MAX_TITLE);
}

/** `[inbox, inbox:approval, risk:high]`: the risk label only when the item has a risk. */
function issueLabels(item: InboxItem, ctx: Pick<IssueContext, 'inboxLabel' | 'riskPrefix'>): string[] {
  return [ctx.inboxLabel, `inbox:${item.reason}`, ...(item.risk ? [`${ctx.riskPrefix}${item.risk}`] : [])];
}

/** One issue per inbox item: what the sync writes, and compares with what the issue holds. */
export function renderInboxIssue(item: InboxItem, ctx: IssueContext): RenderedIssue {
  const head = [statement(item, ctx.formats), ...(item.reason === 'approval' && ctx.approvals ? [approvalsLine(item, ctx.approvals)] : [])];
  const tail = [location(item, ctx), ...commands(item), FOOTER, inboxMarker(item)];
  const budget = MAX_BODY - [...head, ...tail].join('\n\n').length;
  const body = [...head, ...details(item, budget), ...tail].join('\n\n');
  return { title: issueTitle(item), body, labels: issueLabels(item, ctx) };
}

const FOOTER =
  '_This issue is kept in sync by handoff-gate: its title, body and inbox labels follow the file, and it is closed with a comment once the item no longer waits for a human. Closed by hand, it stays closed until the item changes._';

// ---------------------------------------------------------------------------------------------
// What is asked

/** Clarification numbers still unanswered, as the core lists them (`Answer 2: (unanswered)`). */
function openQuestions(item: InboxItem): number[] {
  const open: number[] = [];
  for (const { label, value } of item.details) {
    const m = /^Answer (\d{1,4})$/.exec(label);
    if (m && value.trim() === '(unanswered)') open.push(Number(m[1]));
  }
  return open;
}

/** Which clarifications are open, as a sentence (empty when the item lists none). */
function openText(item: InboxItem): string {
  const open = openQuestions(item);
  return open.length ? ` Open: ${open.length === 1 ? 'question' : 'questions'} ${open.join(', ')}.` : '';
}

/** What is asked, for an item whose format does not word it itself. */
function reasonText(item: InboxItem): string {
  switch (item.reason) {
    case 'approval': {
      const risk = item.risk ? ` at **${escapeInline(item.risk)}** risk` : '';
      return `**Approval needed.** An agent proposed this intent${risk}. It does not run until a human approves it: approve it to let the agents start, or reject it to drop it.`;
    }
    case 'clarification':
      return '**Input needed.** An agent needs answers from a human before it can go on.';
    case 'blocked':
      return '**Blocked.** An agent cannot go on until a human removes what blocks it.';
    case 'error':
      return '**Failed.** An agent stopped with an error and waits for a human to decide what happens next.';
    case 'escalation':
      return '**Escalated.** An agent handed its result to a human instead of the next agent: review it and decide what happens next.';
    case 'question':
      return '**Question.** An agent asked a human a question and waits for the answer.';
  }
}

function statement(item: InboxItem, formats: readonly FormatDefinition[]): string {
  const own = formats.find((format) => format.id === item.format)?.inbox?.statement?.(item);
  const asked = (own ?? reasonText(item)) + (item.reason === 'clarification' ? openText(item) : '');
  const how = item.actions.length
    ? ' Reply with one of the commands below.'
    : ' No bot command applies: change the file on the default branch, and this issue closes once the item no longer waits for a human.';
  return asked + how;
}

// ---------------------------------------------------------------------------------------------
// Details

/** File text cut to the detail bound, then rendered; shorter still when escaping made it huge. */
function bounded(value: string, render: (text: string) => string): string {
  for (let max = MAX_DETAIL; ; max = Math.floor(max / 2)) {
    const out = render(truncate(value, max));
    if (out.length <= MAX_RENDERED_DETAIL || max < 64) return out;
  }
}

/** A quoted block: line breaks kept, every line literal text (no Markdown, HTML, mentions or markers). */
function quote(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const escaped = escapeInline(line);
      return escaped ? `> ${escaped}` : '>';
    })
    .join('\n');
}

function isBlock(value: string): boolean {
  return /[\r\n\u2028\u2029]/.test(value.trim()) || value.length > MAX_CELL;
}

/**
 * The item's details in their order: runs of short values as a table, long or multi-line values
 * (an intent's body, a message's question) as quoted blocks under their label. Whatever is left
 * when the body's budget runs out is counted, not shown. Returns Markdown blocks.
 */
function details(item: InboxItem, budget: number): string[] {
  const blocks: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (table.length) blocks.push(['| Detail | Value |', '|---|---|', ...table].join('\n'));
    table = [];
  };
  // Room is kept for the table header, the separators and the line that says what was left out.
  let room = budget - 300;
  let shown = 0;
  for (const detail of item.details) {
    const label = escapeInline(truncate(detail.label, 200)) || 'Detail';
    const value = detail.value.trim();
    const part = isBlock(value) ? `**${label}**\n\n${bounded(value, quote)}` : `| ${label} | ${bounded(value, escapeCell) || '—'} |`;
    room -= part.length + 2;
    if (room < 0) break;
    shown++;
    if (isBlock(value)) {
      flush();
      blocks.push(part);
    } else {
      table.push(part);
    }
  }
  flush();
  const left = item.details.length - shown;
  if (left > 0) blocks.push(`_${left} more ${left === 1 ? 'detail is' : 'details are'} not shown here: see the file._`);
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Where, and what to do

function location(item: InboxItem, ctx: IssueContext): string {
  const where = `${truncate(item.path, 500)}:${item.line}`;
  const commit = ctx.commit ? ` at ${codeSpan(truncate(ctx.commit, 40))}` : '';
  return `**File:** ${link(where, ctx.fileUrl)}${commit}`;
}

interface Command {
  what: string;
  example: string;
}

/** What each command the core offers does, and a comment that uses it. */
function commandHelp(action: string, item: InboxItem): Command | undefined {
  const word = /^\/[a-z-]+/.exec(action.trim())?.[0];
  switch (word) {
    case '/approve':
      return { what: 'approve the intent: its status becomes `approved` and the agents start', example: '/approve' };
    case '/reject':
      return { what: 'reject it: the intent file is removed (a reason is optional)', example: '/reject Not needed any more' };
    case '/retry':
      return { what: 'run it again: its status goes back to `approved`', example: '/retry' };
    case '/answer':
      if (/<n>|\[n\]/.test(action)) {
        const n = openQuestions(item)[0] ?? 1;
        return { what: 'answer clarification question `n` (the number in the table above)', example: `/answer ${n} Your answer here` };
      }
      return { what: 'answer the question: the answer is written back as a reply message', example: '/answer Your answer here' };
    default:
      return undefined;
  }
}

/** Markdown blocks: the heading, the commands with an example each, who may use them. */
function commands(item: InboxItem): string[] {
  if (item.actions.length === 0) return [];
  const rows = item.actions.slice(0, 20).map((action) => {
    const usage = codeSpan(truncate(action, 200));
    const known = commandHelp(action, item);
    return known ? `- ${usage} — ${known.what}. Example: ${codeSpan(known.example)}` : `- ${usage}`;
  });
  return [
    '#### Commands',
    'Comment on this issue with one command:',
    rows.join('\n'),
    'Only people with write access to this repository can use these commands. Edited comments are ignored: post a new comment instead.',
  ];
}
