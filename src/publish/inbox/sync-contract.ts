import type { Clock } from '../../util/clock.js';
import type { FormatDefinition } from '../../core/format.js';
import type { InboxItem } from '../../report/report.js';
import type { Resolution, Reweigh } from './sync-weighing.js';
import type { GitHubAdapter, LabelSpec } from '../../github/adapter.js';
import type { Logger } from '../../logging.js';
import type { ApprovalsShown } from '../../inbox/approvals.js';
import type { ResolvedConfig } from '../../config/resolve.js';
import type { ApprovalAdapter } from './approval-step.js';
import type { SyncedIssues } from '../../inbox/sync-summary.js';

/** The GitHub calls the inbox sync makes. What it is given and answers follows; sync.ts runs it. */
export type SyncAdapter = Pick<
  GitHubAdapter,
  | 'listIssues'
  | 'listClosedIssues'
  | 'createIssue'
  | 'updateIssue'
  | 'createComment'
  | 'listComments'
  | 'lastCommitFor'
  | 'deleteComment'
  | 'getIssue'
  | 'listLabels'
  | 'createLabel'
  | 'addLabel'
  | 'removeLabel'
  | 'branchSha'
  | 'defaultBranch'
  | 'pause'
> &
  ApprovalAdapter;

export interface SyncInput {
  github: SyncAdapter;
  /** Colour and description of a label the sync is about to use, to create it if missing. */
  labelSpec(name: string): LabelSpec;
  /** The whole inbox now. */
  items: readonly InboxItem[];
  /** Every format: an issue's wording is partly its item's format's. */
  formats: readonly FormatDefinition[];
  /** The login the action's token writes as: only its issues are the inbox's. */
  identity: string;
  inboxLabel: string;
  riskPrefix: string;
  writeBudget: number;
  /** The approval policy an approval item's issue states (`approvers.required`, `self-approval`). */
  approvals?: Omit<ApprovalsShown, 'have'>;
  /** The config whose `approvers` decide who counts among those who approved (with `approvals`). */
  config?: ResolvedConfig;
  /** The commit the items were read at (short form shown in issues): the checkout's. */
  commit: string;
  /** The branch the inbox follows, when the event names it; otherwise the repository's default branch is read. */
  defaultBranch?: string;
  fileUrl(item: InboxItem): string;
  /** Why an item that has an open issue left the inbox. */
  resolution(key: string, path?: string): Resolution;
  /**
   * On a push: who GitHub says pushed it (the event's sender and pusher), and the files it changed
   * (undefined when they are not known one by one: then every approval item is taken as changed).
   * Recorded in the marker of each approval item whose file it changed, for a later `/approve`.
   */
  pushed?: { by: readonly string[]; paths?: ReadonlySet<string> };
  /**
   * Files whose earlier versions could not be read, with why: an issue of theirs that the sync would
   * close, or relabel to a lower risk, is left as it is, since the risk it shows was not weighed.
   */
  held?: ReadonlyMap<string, string>;
  /** On a run with no base: the inbox again, weighed with the history of these files (see {@link Reweigh}). */
  reweigh?: Reweigh;
  logger: Logger;
  /** Where "now" is read (an approval's expiry, a reminder's time); the system's unless a caller moves time. */
  clock?: Clock;
}

export interface SyncResult {
  created: number;
  updated: number;
  reopened: number;
  closed: number;
  /** The issues written, by what was done to each (the run's job summary links them), in the order written. */
  issues: SyncedIssues;
  /** Issues that got a reminder (`inbox.remind-after`). */
  reminded: number;
  /** Keys whose changes waited for the next run: the write budget ran out. */
  deferred: string[];
  /** Keys whose issue changed since it was listed (a command or a person acted meanwhile): left as found. */
  skipped: string[];
  /** The files of the issues left as they are because their history was not read (see `SyncInput.held`), with why. */
  held: Array<{ path: string; why: string }>;
  /** The default branch's head, when it is not the checkout's commit: nothing was written. */
  behind?: string;
}

/**
 * The sync stopped before its writes were done: a rate limit held, the run's deadline came, or
 * a write failed. It says which items' issues still wait for their write (to be opened, updated,
 * reopened or closed), out of how many needed one; `cause` is what stopped it.
 */
export class InboxSyncStopped extends Error {
  /** The keys whose issues are not yet as the inbox wants them, in the order the sync takes them. */
  readonly waiting: readonly string[];
  /** How many keys' issues needed a write in this run. */
  readonly total: number;
  /** The issues written before it stopped. */
  readonly issues: SyncedIssues | undefined;
  constructor(cause: unknown, waiting: readonly string[], total: number, issues?: SyncedIssues) {
    super(`the inbox sync stopped with ${waiting.length} of ${total} items' issues still to write`, { cause });
    this.name = 'InboxSyncStopped';
    this.waiting = waiting;
    this.total = total;
    this.issues = issues;
  }
}
