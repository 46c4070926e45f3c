import type { InboxItem } from '../report/report.js';
import type { GlossaryTerm } from '../rules/rule-docs.js';
import type { OutcomeOptions } from './outcome.js';
import type { SkippedGroup } from './skipped.js';

/** GitHub refuses comment bodies over 65,536 characters; stay clear of it. */
export const DEFAULT_MAX_LENGTH = 60_000;
export const DEFAULT_MAX_CELL = 1_000;

/** `failOn` and `configErrors`: the headline says whether the run fails, as its status does. */
export interface MarkdownOptions extends OutcomeOptions {
  /** Upper bound of the output's length in UTF-16 code units (never below the count in characters). */
  maxLength?: number;
  /** Link `file:line` to the reviewed revision: `https://github.com/o/r/blob/<sha>/`. */
  links?: { blobBase: string };
  /** Longest file text (a description, a fix) one table cell shows before it is cut with `…`. */
  maxCell?: number;
  /** The line that says parts were cut (the job summary, which has room, rarely needs it): where the whole report is. */
  truncationNote?: string;
  /** Inbox items the change resolves (in the base revision's inbox, no longer in this one). */
  inboxResolved?: ReadonlyArray<Pick<InboxItem, 'key' | 'reason' | 'title' | 'path' | 'left'>>;
  /** Where the whole report is (our own Markdown), for the line that says P0 findings were left out (by default, nowhere named). */
  fullReport?: string;
  /**
   * Every item of the long lists (declared verdicts, P2/P3 review items, the risk's reasons, the
   * inbox), as far as `maxLength` allows; by default the first few of each (`FIRST_FEW` in
   * summary.ts), and how many more there are. P0 and P1 items are never cut but to fit `maxLength`.
   */
  all?: boolean;
  /** What lists the rest of a list cut to its first few, after the count (our own Markdown: ``` `--all` lists them ```). */
  allHint?: string;
  /** Files the walk left out that a person may expect checked (the CLI's own; the findings tell of the rest). */
  skipped?: readonly SkippedGroup[];
  /**
   * The roots the files were checked from, as the report's paths give them (the CLI's): without
   * `links`, a review item's location is shown from the current folder, as its file is.
   */
  roots?: readonly { path: string }[];
  /**
   * The report is a pull request's, its inbox the items the pull request adds: the counts say so
   * ("this pull request adds 2 inbox items"), and the inbox commands, which work only on the
   * issues the merge opens, are not offered.
   */
  pullRequest?: boolean;
  /**
   * How many items the repository's whole inbox holds, where the run read every file's (a run
   * that syncs the inbox issues): said beside the checked files' count.
   */
  inboxInRepository?: number;
  /**
   * Only what decides the verdict (the check run's summary, under a title that is the verdict):
   * no marker, no verdict line, only the P0/P1 findings and the errors, and where the rest is.
   */
  brief?: boolean;
  /** The address of a rule's page (src/rules/rule-docs.ts): each finding's rule id links to it. */
  ruleDocs?: (ruleId: string) => string | undefined;
  /**
   * The address of a word's entry in the glossary (src/rules/rule-docs.ts): the words a reviewer
   * may not know (P0, the inbox, a declared verdict, a format's name) link to it where they first appear.
   */
  glossary?: (term: GlossaryTerm) => string;
}
