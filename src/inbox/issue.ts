import type { FormatDefinition } from '../core/format.js';
import { countsApprovals, reasonWords } from './reasons.js';
import { shownDetails, type InboxItem } from '../report/report.js';
import {
  breakLinks,
  breakMentions,
  codeSpan,
  cutAtWord,
  escapeCell,
  escapeInline,
  link,
  inert,
  oneLine,
  truncate,
} from '../render/escape.js';
import type { ReasonWords } from '../core/format-inbox.js';
import { subjectOf } from './item-title.js';
import { approvalsLine, type ApprovalsShown } from './approvals.js';
import { inboxMarker } from './issue-marker.js';
import type { IssueContent } from './issue-update.js';

export { INBOX_MARKER, inboxMarker, markerKey, readInboxMarker, stateHash } from './issue-marker.js';
export { closingComment } from './issue-closing.js';
import { COMMANDS_HEADING } from './issue-closing.js';
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
  /** Every format: an item's format words its issue (`inbox.reasons`, `inbox.commandHelp`). */
  formats: readonly FormatDefinition[];
  /** The count and policy (`approvers.required`) of an item its reason has approved (`approvals`); without it no count is shown. */
  approvals?: ApprovalsShown;
  /** Who pushed changes of the item while it waited for approval, kept in the issue's marker (`by=`). */
  pushers?: readonly string[];
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
  const plain = (text: string) =>
    breakLinks(breakMentions(inert(text).replace(TITLE_JUNK, ' ').replace(/\s+/g, ' ').trim()));
  return cutAtWord(plain(item.title) || plain(`Inbox: ${item.key}`), MAX_TITLE);
}

/** `[inbox, inbox:approval, risk:high]`: the risk label only when the item has a risk. */
function issueLabels(item: InboxItem, ctx: Pick<IssueContext, 'inboxLabel' | 'riskPrefix'>): string[] {
  return [ctx.inboxLabel, `inbox:${item.reason}`, ...(item.risk ? [`${ctx.riskPrefix}${item.risk}`] : [])];
}

/** One issue per inbox item: what the sync writes, and compares with what the issue holds. */
export function renderInboxIssue(item: InboxItem, ctx: IssueContext): IssueContent {
  const open = opening(item, ctx.formats);
  const head = [
    open.text,
    ...(ctx.approvals && countsApprovals(ctx.formats, item) ? [approvalsLine(item, ctx.approvals)] : []),
  ];
  const tail = [location(item, ctx), ...commands(item, ctx.formats), FOOTER, inboxMarker(item, ctx.pushers)];
  const budget = MAX_BODY - [...head, ...tail].join('\n\n').length;
  const body = [...head, ...details(item, budget, open.shownWhole), ...tail].join('\n\n');
  return { title: issueTitle(item), body, labels: issueLabels(item, ctx) };
}

/** The last paragraph of an open issue's body, before its marker. */
export const FOOTER =
  '_This issue is kept in sync by handoff-gate: its title, body and inbox labels follow the file, and it is closed with a comment once the item no longer waits for a human. Closed by hand, it stays closed until the item changes._';

// ---------------------------------------------------------------------------------------------
// What is asked

/** Which numbered questions are open, as a sentence (empty when the item has none open). */
function openText(item: InboxItem): string {
  const open = (item.questions ?? []).filter((q) => q.answer === null).map((q) => q.number);
  return open.length ? ` Open: ${open.length === 1 ? 'question' : 'questions'} ${open.join(', ')}.` : '';
}

/** For an item of a reason no format words (none the formats raise): what any item asks. */
const UNWORDED = 'An agent waits for a human to decide what happens next.';

/** The longest run of the item's own words the first line quotes before it cuts them at a word. */
const MAX_ASKED = 300;

/** The first line's own words, and the label of the detail the body then leaves out (shown whole already). */
function firstLine(item: InboxItem, words: ReasonWords | undefined): { line: string; shownWhole?: string } {
  const asked = words?.asks?.(item) ?? { ask: '**Waiting for a human:**' };
  const raw = (asked.text ?? subjectOf(item.title)).trim();
  const flat = oneLine(raw).trim();
  const cut = cutAtWord(flat, MAX_ASKED);
  const text = escapeInline(cut);
  const line = text ? `${asked.ask} ${text}` : asked.ask;
  const whole = cut === flat && !raw.includes('\n') && !raw.includes('\r');
  return whole && asked.detail !== undefined ? { line, shownWhole: asked.detail } : { line };
}

/**
 * The issue's first paragraph, one line each: what is asked (the item's own words: the question,
 * the blocker, the intent), why it waits, how to answer (the commands by name), and which change
 * closes it where that is not a command. A closed issue's body drops this paragraph whole.
 */
function opening(item: InboxItem, formats: readonly FormatDefinition[]): { text: string; shownWhole?: string } {
  const words = reasonWords(formats, item.reason, item.format);
  const { line, shownWhole } = firstLine(item, words);
  const lines = [line, (words?.statement(item) ?? UNWORDED) + openText(item)];
  if (item.actions.length) {
    const named = item.actions.slice(0, 5).map((action) => codeSpan(truncate(action, 200)));
    lines.push(
      `**How to answer:** comment ${named.join(' or ')} on this issue (${named.length === 1 ? 'explained' : 'each is explained'} below).`,
    );
  } else lines.push('No bot command applies.');
  const closes =
    words?.closes?.(item) ??
    (item.actions.length
      ? undefined
      : `a change to ${codeSpan(truncate(item.path, 500))} on the default branch after which it no longer waits for a human`);
  if (closes) lines.push(`**What closes it:** ${closes}.`);
  return { text: lines.join('\n'), ...(shownWhole !== undefined && { shownWhole }) };
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
function details(item: InboxItem, budget: number, shownWhole?: string): string[] {
  const blocks: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (table.length) blocks.push(['| Detail | Value |', '|---|---|', ...table].join('\n'));
    table = [];
  };
  // Room is kept for the table header, the separators and the line that says what was left out.
  let room = budget - 300;
  let shown = 0;
  // The detail the first line shows whole is not said twice.
  const all = shownDetails(item).filter((detail) => detail.label !== shownWhole);
  for (const detail of all) {
    const label = escapeInline(truncate(detail.label, 200)) || 'Detail';
    const value = detail.value.trim();
    const part = isBlock(value)
      ? `**${label}**\n\n${bounded(value, quote)}`
      : `| ${label} | ${bounded(value, escapeCell) || '—'} |`;
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
  const left = all.length - shown;
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

/** Markdown blocks: the heading, the commands with an example each, who may use them. */
function commands(item: InboxItem, formats: readonly FormatDefinition[]): string[] {
  const help = formats.find((format) => format.id === item.format)?.inbox?.commandHelp;
  if (item.actions.length === 0) return [];
  const rows = item.actions.slice(0, 20).map((action) => {
    const usage = codeSpan(truncate(action, 200));
    const known = help?.(action, item);
    return known ? `- ${usage} — ${known.what}. Example: ${codeSpan(known.example)}` : `- ${usage}`;
  });
  return [
    COMMANDS_HEADING,
    'Comment on this issue with one command:',
    rows.join('\n'),
    'Only people with write access to this repository can use these commands. Edited comments are ignored: post a new comment instead.',
  ];
}
