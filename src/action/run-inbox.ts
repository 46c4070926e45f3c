import type { CheckResult } from '../engine/check.js';
import type { InboxItem } from '../report/report.js';
import type { Checked } from './run.js';

/** The inbox a run reports (step 5). */
export interface RunInbox {
  /** On a pull request the items it adds; elsewhere the report's. */
  added: InboxItem[];
  /** On a pull request the items it resolves. */
  resolved: InboxItem[];
  /** Where step 9 syncs it, every file's; elsewhere as `added`. */
  inbox: InboxItem[];
  /** Step 9 syncs the inbox, `inbox` every file's: the job summary counts the repository's inbox too. */
  whole: boolean;
}

/** Step 5: the inbox this run reports: on a pull request what it adds and resolves; where step 9 syncs it, every file's. */
export function inboxOfRun(view: Checked['view'], report: CheckResult, syncsInbox: boolean): RunInbox {
  const added = 'added' in view ? view.added : report.inbox;
  const resolved = 'resolved' in view ? view.resolved : [];
  const inbox = 'inbox' in view ? view.inbox : report.inbox;
  return { added, resolved, inbox, whole: syncsInbox };
}
