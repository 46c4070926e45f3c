import { escapeTerminal, inert } from '../render/escape.js';
import { redactSecrets } from '../secrets.js';
import type { Decision, DecisionLog } from '../inbox/decision-log.js';

/** The decision log as `decisions --format` prints it. */
export type DecisionFormat = 'text' | 'json' | 'csv';

/** Said with every format: where `who` comes from, so that no reader takes it for GitHub's record. */
const WHO_NOTE =
  '`who` is the name each commit claims (the bot’s `Handoff-Gate-By:` trailer, else the commit’s author), read locally from git: a commit can claim any name. GitHub’s record of who commented is on each command’s issue.';

export function renderDecisions(log: DecisionLog, format: DecisionFormat): string {
  if (format === 'json') return `${JSON.stringify(jsonOf(log), null, 2)}\n`;
  if (format === 'csv') return csv(log.decisions);
  return text(log);
}

function jsonOf(log: DecisionLog) {
  return {
    version: 1,
    who: 'claimed',
    note: WHO_NOTE,
    complete: log.unread.length === 0,
    decisions: log.decisions.map((d) => ({
      kind: d.kind,
      item: redactSecrets(d.item),
      state: d.state,
      who: redactSecrets(d.who),
      approvers: d.approvers,
      when: d.when,
      commit: d.commit,
      ...(d.comment !== undefined && { comment: d.comment }),
      ...(d.path !== undefined && { path: d.path }),
      ...(d.line !== undefined && { line: d.line }),
      ...(d.ruleId !== undefined && { ruleId: d.ruleId }),
    })),
    unread: log.unread.map(redactSecrets),
  };
}

function text(log: DecisionLog): string {
  const lines = log.decisions.map((d) =>
    [
      d.when,
      d.commit.slice(0, 12),
      d.kind,
      escapeTerminal(d.path !== undefined ? `${d.path}:${d.line ?? 1}` : d.item),
      escapeTerminal(d.state),
      `by ${escapeTerminal(d.who)}${d.approvers.length ? ` (approvers: ${d.approvers.join(', ')})` : ''}`,
      ...(d.ruleId ? [`[${d.ruleId}]`] : []),
    ].join('  '),
  );
  const count = log.decisions.length;
  const head = `${count} decision${count === 1 ? '' : 's'}. ${WHO_NOTE.replaceAll('`', '')}`;
  const unread = log.unread.map((why) => `not read: ${escapeTerminal(why)}`);
  return `${[head, ...lines, ...unread].join('\n')}\n`;
}

const CSV_COLUMNS = ['when', 'commit', 'kind', 'item', 'state', 'who', 'approvers', 'path', 'line', 'rule'] as const;

/** RFC 4180, with a header; each cell made safe for a spreadsheet (see {@link csvCell}). */
function csv(decisions: readonly Decision[]): string {
  const rows = decisions.map((d) =>
    [
      d.when,
      d.commit,
      d.kind,
      d.item,
      d.state,
      d.who,
      d.approvers.join(' '),
      d.path ?? '',
      d.line === undefined ? '' : String(d.line),
      d.ruleId ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/**
 * One CSV cell. A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@` (or a TAB or CR
 * before one) as a formula (`=HYPERLINK(...)` in an item's name): such a cell gets a leading `'`,
 * which spreadsheets read as "text". Credentials are named, unseen characters shown; a cell with
 * a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = inert(redactSecrets(value)).replace(/\r\n?/g, '\n');
  const guarded = /^[=+\-@\t\r]/.test(safe) ? `'${safe}` : safe;
  return /[",\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}
