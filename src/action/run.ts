import type { Clock } from '../util/clock.js';
import type { CheckResult } from '../engine/check.js';
import { checkWithFullInbox } from '../inbox/full-inbox.js';
import type { Workspace } from '../core/project.js';
import type { PullRequestView } from '../engine/pull-request-view.js';
import type { GitHubAdapter } from '../github/adapter.js';
import type { BaseContents } from './base-files.js';
import type { HeadFiles } from './head-files.js';
import type { ActionContext } from './context.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import type { Reweigh } from '../publish/inbox/sync-weighing.js';

/**
 * The action judges a commit: a symlink is followed only to a file that commit tracks, never to one
 * an earlier step of the job left in the workspace (a git-ignored `.env`, a build's output).
 */
export const COMMITTED_LINKS = { linkTargets: 'tracked' } as const;

/** What every step reads: the inputs, where the run is, the runner, and the API (created on first use). */
export interface Run {
  inputs: ActionInputs;
  context: ActionContext;
  io: ActionIO;
  github: () => Promise<GitHubAdapter>;
  /** Where "now" is read: an approval's expiry, a reminder's time. */
  clock: Clock;
}

/** The files a run judges: the checkout (or the pull request's head over it), and the change's base versions. */
export interface ChangeFiles {
  checkout: Workspace;
  base: BaseContents['contents'];
  /** The changed handoff files whose base version could not be read, with why. */
  unread: BaseContents['unread'];
  /** The changed files read at the change's head commit, when the checkout holds other versions. */
  head?: HeadFiles;
}

/** What step 4 found: the engine's view (a pull request's, or one with every file's inbox) and the report. */
export interface Checked {
  view: PullRequestView | ReturnType<typeof checkWithFullInbox> | { report: CheckResult };
  report: CheckResult;
  /** Where the sync weighs an issue it would close or lower (see `SyncInput` in publish/inbox/sync.ts). */
  weighing?: {
    /** The files whose earlier versions could not be read, with why. */
    held?: ReadonlyMap<string, string>;
    /** On a run with no base: the inbox again, with the history of these files. */
    reweigh?: Reweigh;
  };
}
