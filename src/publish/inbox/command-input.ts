import type { Clock } from '../../util/clock.js';
import type { ResolvedConfig } from '../../config/resolve.js';
import type { FormatDefinition } from '../../core/format.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import type { Logger } from '../../logging.js';
import type { InboxItem } from '../../report/report.js';

/** What a comment's command is handled with: the event, the inbox as the checkout has it, the config and the ports. */
export interface CommandInput {
  github: GitHubAdapter;
  payload: Record<string, unknown>;
  /** The inbox as the default branch's checkout has it now. */
  items: readonly InboxItem[];
  /**
   * The checkout (its root, and its files as the walk that made `items` found them): with it, the
   * item is computed from its file as the branch head has it (read through the API) and the
   * checkout for every other file. Without it, from `items`.
   */
  checkout?: Checkout;
  /** The web address of an item's file at a commit, for an issue brought up to date. */
  fileUrl?(item: InboxItem, sha: string): string;
  identity: string;
  config: ResolvedConfig;
  /** The formats, each of which says what a command does to its items. */
  formats: readonly FormatDefinition[];
  defaultBranch: string;
  /** The web address of a commit, for replies. */
  commitUrl(sha: string): string;
  logger: Logger;
  /** Where "now" is read (an approval's expiry); the system's unless a caller moves time. */
  clock?: Clock;
}

/** A checkout walked once: a command may compute its file's items several times (before and after its edit). */
export interface Checkout {
  root: string;
  /** Every file the check reads, as `discover` lists them. */
  files: readonly string[];
}
