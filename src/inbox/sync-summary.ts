import { cutAtWord, escapeInline } from '../render/escape.js';
import { plural } from '../render/plural.js';

/** An issue as a link names it: its number, and its title (outside text, escaped where it is shown). */
export interface IssueRef {
  number: number;
  title: string;
}

/** The issues a sync wrote, by what it did to each, in the order written. */
export interface SyncedIssues {
  created: IssueRef[];
  updated: IssueRef[];
  reopened: IssueRef[];
  closed: IssueRef[];
  /** Issues that got a reminder comment (`inbox.remind-after`). */
  reminded: IssueRef[];
}

/** How a run's inbox sync ended, and what it wrote. */
export interface SyncReport {
  /** `synced`: every issue follows the inbox; `behind`: the branch moved on, nothing written; `stopped`: cut short. */
  outcome: 'synced' | 'behind' | 'stopped';
  issues?: SyncedIssues;
  /** How many items wait in the repository's inbox. */
  items: number;
  /** A dry run: the writes were logged, not made (the issues have no numbers). */
  dryRun: boolean;
}

/** Issues listed per kind before the rest are counted: the summary stays short whatever the sync wrote. */
const MAX_LISTED = 20;
const MAX_TITLE = 120;
/** Issues listed open in all; past it each kind's list is folded. */
const OPEN_LISTED = 5;

const KINDS = [
  ['created', 'Opened', 'opened'],
  ['reopened', 'Reopened', 'reopened'],
  ['updated', 'Updated', 'updated'],
  ['closed', 'Closed', 'closed'],
  ['reminded', 'Reminded', 'reminded people of'],
] as const;

/** One issue as a list line: its number linked, then its title as plain text. */
function line(issue: IssueRef, issueUrl: (n: number) => string): string {
  const title = escapeInline(cutAtWord(issue.title, MAX_TITLE)) || '(no title)';
  return Number.isSafeInteger(issue.number) && issue.number > 0
    ? `- [#${issue.number}](${issueUrl(issue.number)}) ${title}`
    : `- ${title}`;
}

/**
 * The job summary's part on the inbox issues of a push, a schedule or a dispatch, written after the
 * sync: how many issues this run opened, reopened, updated and closed, each listed as a link (its
 * number and title), or why it wrote none. Every count says whose it is.
 */
export function inboxSyncSummary(report: SyncReport, issueUrl: (n: number) => string): string {
  const heading = '#### Inbox issues';
  const waiting = `the repository's inbox holds ${plural(report.items, 'item')} waiting for a human`;
  if (report.outcome === 'behind')
    return `${heading}\n\nThis run wrote no inbox issue: the default branch moved on past the commit it checked, and the run for the newer commit brings them in line (${waiting}).`;
  const issues = report.issues ?? { created: [], updated: [], reopened: [], closed: [], reminded: [] };
  const done = KINDS.filter(([kind]) => issues[kind].length > 0);
  const counts = done.map(([kind, , verb]) => `${verb} ${issues[kind].length}`);
  const stopped =
    report.outcome === 'stopped'
      ? ' The sync stopped before it was done: the warning in the log says why, and what still waits.'
      : '';
  if (counts.length === 0)
    return `${heading}\n\n${report.dryRun ? 'This dry run would write' : 'This run wrote'} no inbox issue: ${report.outcome === 'stopped' ? 'none was written before the sync stopped' : 'they were already in line with the repository'} (${waiting}).${stopped}`;
  const said = counts.length > 1 ? `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)}` : counts[0];
  const intro = report.dryRun
    ? `This dry run would have ${said} of the repository's inbox issues (nothing was written; ${waiting}).`
    : `This run ${said} of the repository's inbox issues (${waiting}).`;
  // A few issues are read at a glance; more fold under their kind, the counts above saying how many.
  const fold = done.reduce((n, [kind]) => n + issues[kind].length, 0) > OPEN_LISTED;
  const lists = done.map(([kind, title]) => {
    const all = issues[kind];
    const shown = all.slice(0, MAX_LISTED).map((issue) => line(issue, issueUrl));
    const more = all.length > MAX_LISTED ? [`- …and ${all.length - MAX_LISTED} more`] : [];
    const list = [...shown, ...more].join('\n');
    return fold
      ? `<details><summary>${title} (${all.length})</summary>\n\n${list}\n\n</details>`
      : `**${title} (${all.length})**\n\n${list}`;
  });
  return [heading, intro + stopped, ...lists].join('\n\n');
}
