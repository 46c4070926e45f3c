import type { CheckAnnotation } from '../diff/check-run.js';

/**
 * The GitHub operations handoff-gate needs, and nothing else: the runner is given one of these,
 * so it never touches Octokit and tests can count what it does. Every list is complete (paginated).
 */
export interface ChangedFile {
  path: string;
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** The path at the base revision, for a rename. */
  previousPath?: string;
  /** The file's git blob sha at the head (absent when removed, or where the list gives none): tells whether a checkout holds the head's version. */
  sha?: string;
  /**
   * The file's unified-diff hunks as GitHub shows them on a pull request: a review comment's line
   * must fall inside one. Absent for binary and very large files, and where the list gives none.
   */
  patch?: string;
}

type CheckStatus = 'queued' | 'in_progress' | 'completed';
/** The conclusions a check run may be given (`stale` is GitHub's alone). */
type CheckConclusion = 'action_required' | 'cancelled' | 'failure' | 'neutral' | 'success' | 'skipped' | 'timed_out';

/** One annotation of a check run, as the check-run plan makes it (src/diff/check-run.ts). */
export type { CheckAnnotation } from '../diff/check-run.js';

/**
 * A check run's output. GitHub takes at most 50 annotations per request (`ANNOTATIONS_PER_REQUEST` in src/diff/check-run.ts)
 * and at most 65,535 characters of `summary` and of `text`; it refuses more with 422.
 */
export interface CheckRunOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

interface NewCheckRun {
  name: string;
  /** The commit checked. */
  headSha: string;
  /** Ours alone, so that a run recognises its own check run after a lost answer (`findCheckRuns`). */
  externalId: string;
  status: CheckStatus;
  /** Required with `status: 'completed'`. */
  conclusion?: CheckConclusion;
  output: CheckRunOutput;
}

/** A change to a check run. Its `output` replaces title, summary and text, and appends its annotations to those kept. */
interface CheckRunChange {
  status?: CheckStatus;
  conclusion?: CheckConclusion;
  output?: CheckRunOutput;
}

/** A check run as GitHub lists it. `status` may also be one GitHub Actions sets itself (`waiting`, `requested`, `pending`). */
interface CheckRunInfo {
  id: number;
  externalId: string | null;
  status: string;
  conclusion: string | null;
  /** Its output's title and summary as GitHub keeps them (null when none was given). */
  title: string | null;
  summary: string | null;
  /** How many annotations GitHub kept, over every request. */
  annotationsCount: number;
}

/** A comment of a pull-request review, on a line of the diff. */
interface ReviewComment {
  id: number;
  /** The review it belongs to (null for a comment GitHub made outside any review). */
  reviewId: number | null;
  path: string;
  /** The line it is on; absent when GitHub no longer places it on the diff (outdated) or it is on the whole file. */
  line?: number;
  side: 'LEFT' | 'RIGHT';
  body: string;
  author: string;
  commitId: string;
}

/** A comment to make in a new review: on `line` of the new side, or on `startLine`..`line` (one hunk). */
interface NewReviewComment {
  path: string;
  line: number;
  side: 'RIGHT';
  startLine?: number;
  body: string;
}

interface NewReview {
  /** The commit the comments' lines belong to (the head that was checked). */
  commitId: string;
  /** May be empty when the review has comments. */
  body?: string;
  event: 'COMMENT';
  comments: NewReviewComment[];
}

/** A commit as the approval policy reads it: who wrote it, by GitHub login where GitHub knows it, and by e-mail. */
export interface CommitInfo {
  sha: string;
  authorLogin?: string;
  authorEmail?: string;
  committerLogin?: string;
  committerEmail?: string;
  /** The commit message: its `Co-authored-by` trailers, and the person a bot's command commit names. */
  message?: string;
}
/** One update of a branch as GitHub's repository activity keeps it: no person can edit it. */
export interface BranchActivity {
  /** The branch's commit before the update (forty zeros when the update created it) and after. */
  before: string;
  after: string;
  /** `push`, `force_push`, `pr_merge`, `merge_queue_merge`, `branch_creation` (deletions are left out). */
  type: string;
  /** The account GitHub authenticated as making the update (absent when GitHub no longer names it). */
  actor?: string;
  /** When GitHub recorded the update (ISO 8601, server-set): what an approval must come after. */
  at: string;
}

/** A pull request as the approval policy reads it: GitHub's record of who brought a commit in. */
export interface PullOfCommit {
  number: number;
  /** Who opened it (absent when GitHub no longer names them). */
  author?: string;
  /** Who merged it, when it is merged (absent when GitHub no longer names them). */
  mergedBy?: string;
  merged: boolean;
  /** Its head branch's name, and whether that branch lives in this repository (not a fork). */
  headRef: string;
  headHere: boolean;
}

export interface IssueComment {
  id: number;
  body: string;
  author: string;
  createdAt: string;
  /** Moves whenever anyone edits the comment: equal to `createdAt` for one never edited. */
  updatedAt: string;
}

export interface LabelSpec {
  name: string;
  color: string;
  description: string;
}

/** What one read of an issue (or pull request) tells: its labels and how many comments it has. */
interface IssueSnapshot {
  labels: LabelSpec[];
  comments: number;
}

/** One read of a pull request: its head commit as it is now, besides the labels and comment count. */
interface PullSnapshot extends IssueSnapshot {
  headSha: string;
  /** The head's repository, `owner/name` (a fork's for a fork's pull request); empty when it was deleted. */
  headRepository: string;
}

export interface GitHubAdapter extends InboxAdapter {
  /**
   * True when writes are only logged (`dry-run: true`): a caller saying what a write did says
   * what it would have done, since nothing was written.
   */
  readonly dryRun?: boolean;
  /**
   * A pull request's changed files (GitHub lists at most 3,000). `expected` (the event's
   * `changed_files`) lets every page be asked for at once; the list is complete either way.
   */
  listPullFiles(pull: number, expected?: number): Promise<ChangedFile[]>;
  /**
   * Files changed between two commits; `'partial'` when GitHub lists only part of them (it stops
   * at 300), undefined when it cannot compare them (an unknown commit).
   */
  compareFiles(base: string, head: string): Promise<ChangedFile[] | 'partial' | undefined>;
  /** A file's bytes at a ref, or undefined when it does not exist there. */
  fileAt(path: string, ref: string): Promise<Uint8Array | undefined>;
  /** Every comment; `expected` (how many there are thought to be) lets every page be asked for at once. */
  listComments(issue: number, expected?: number): Promise<IssueComment[]>;
  /** One comment as it is now, or undefined when it was deleted. */
  getComment(id: number): Promise<IssueComment | undefined>;
  /**
   * When the issue was last reopened, by GitHub's issue events (server-set, nobody edits them):
   * `null` when it never was; undefined when the events cannot be read in full (at most `maxPages`).
   */
  lastReopened(issue: number, maxPages: number): Promise<string | null | undefined>;
  /**
   * Sent once, never re-sent by the client's retries: a comment whose answer was lost may exist
   * anyway, so the caller looks for it before trying again (see `github/once.ts`).
   */
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<void>;
  deleteComment(id: number): Promise<void>;
  /** One read for an issue's labels (with colour and description) and its comment count. */
  readIssue(issue: number): Promise<IssueSnapshot>;
  /**
   * Adds one label (GitHub creates a missing one, grey and without description). Returns the
   * issue's labels as GitHub answered, or an empty list when it is not known (dry run).
   */
  addLabel(issue: number, name: string): Promise<LabelSpec[]>;
  /** Sets a repository label's colour and description. */
  updateLabel(label: LabelSpec): Promise<void>;
  /** Removes one label; a label already gone is fine. */
  removeLabel(issue: number, name: string): Promise<void>;
  /** Creates a repository label; one that exists already is fine. */
  createLabel(label: LabelSpec): Promise<void>;
  /** One read of a pull request as it is now: its head commit, labels (with colour and description) and comment count. */
  readPull(pull: number): Promise<PullSnapshot>;
  /** One issue as it is now, to tell whether it changed since it was listed (`updatedAt`, state, body). */
  getIssue(number: number): Promise<Issue>;
  /** The repository's default branch. */
  defaultBranch(): Promise<string>;
  /**
   * Creates a check run. Sent once, never re-sent by the client's retries: a check run whose
   * answer was lost may exist anyway, so the caller looks for its `externalId` first
   * (`findCheckRuns`). GitHub answers 403 to a token without `checks: write`.
   */
  createCheckRun(run: NewCheckRun): Promise<{ id: number }>;
  /**
   * Changes a check run. Sent once: GitHub appends an update's annotations, so a re-sent update
   * would show them twice; after a lost answer the caller counts what GitHub kept instead.
   */
  updateCheckRun(id: number, change: CheckRunChange): Promise<void>;
  /** Every check run named `name` on the commit `ref` (all of them, not only the newest). */
  findCheckRuns(ref: string, name: string): Promise<CheckRunInfo[]>;
  /** How many annotations a check run holds now (one read), to tell whether an update whose answer was lost landed. */
  countCheckRunAnnotations(id: number): Promise<number>;
  /** A check run's annotations, in the order GitHub kept them. */
  listCheckRunAnnotations(id: number): Promise<CheckAnnotation[]>;
  /** Every review comment on a pull request, oldest first. */
  listReviewComments(pull: number): Promise<ReviewComment[]>;
  /**
   * Posts one review with all its comments, or nothing (GitHub answers 422 when a comment's line is
   * not in the diff). Sent once: the caller recognises a review whose answer was lost by its comments (`listReviewComments`).
   */
  createReview(pull: number, review: NewReview): Promise<{ id: number }>;
}

export interface Issue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  author: string;
  createdAt: string;
  /** When anything about it last changed (a comment, a label, its text or state); unknown in a dry run's made-up issue. */
  updatedAt?: string;
  /** How many comments it has. */
  comments?: number;
}

export interface IssueFields {
  title?: string;
  body?: string;
  labels?: string[];
  state?: 'open' | 'closed';
  stateReason?: 'completed' | 'not_planned' | 'reopened';
}

export interface RepoFile {
  text: string;
  /** The blob sha the contents API needs to change or delete the file. */
  sha: string;
}

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** The inbox's operations: issues, reactions, permissions, and file changes through the contents API. */
interface InboxAdapter {
  /**
   * The open issues (never pull requests) carrying `label`; with `label` undefined, those opened
   * by `creator` whatever their labels (an inbox issue from before its label was renamed).
   */
  listIssues(label: string | undefined, creator?: string): Promise<Issue[]>;
  /**
   * Closed issues carrying `label`, the most recently updated first, a page at a time until
   * `enough` (given all found so far) says so or none are left: closed issues only grow.
   */
  listClosedIssues(label: string, enough: (found: readonly Issue[]) => boolean): Promise<Issue[]>;
  /** Sent once, never re-sent by the client's retries (like `createComment`). */
  createIssue(fields: Required<Pick<IssueFields, 'title' | 'body' | 'labels'>>): Promise<Issue>;
  updateIssue(number: number, fields: IssueFields): Promise<void>;
  /** Names of the repository's labels. */
  listLabels(): Promise<string[]>;
  addReaction(commentId: number, content: '+1' | '-1' | 'eyes'): Promise<void>;
  /** The user's role on the repository (`maintain` and `triage` kept apart). */
  permissionOf(user: string): Promise<Permission>;
  readFile(path: string, ref: string): Promise<RepoFile | undefined>;
  /** Creates or updates a file in one commit; `sha` is the blob being replaced. Returns the commit sha. */
  writeFile(change: { path: string; text: string; sha?: string; message: string; branch: string }): Promise<string>;
  deleteFile(change: { path: string; sha: string; message: string; branch: string }): Promise<string>;
  /** The commit a branch points at; fails with GitHub's 404 when there is no such branch. */
  branchSha(branch: string): Promise<string>;
  /** Creates a branch at `sha`; GitHub answers 422 when it exists already. */
  createBranch(name: string, sha: string): Promise<void>;
  /**
   * A commit that changes no file, on top of the branch's head, the branch moved to it (never
   * forced): a decision with no file to change, recorded in the history. Fails when the head
   * moved meanwhile (GitHub's 422); returns the new commit's sha.
   */
  commitDecision(branch: string, message: string): Promise<string>;
  /** The newest commits on `branch`, newest first, at most `max` (one page of up to 100). */
  recentCommits(branch: string, max: number): Promise<{ sha: string; message: string }[]>;
  createPull(pull: {
    head: string;
    base: string;
    title: string;
    body: string;
  }): Promise<{ number: number; url: string }>;
  /** The newest commit on `branch` that touched `path` (its sha and message), or undefined when there is none. */
  lastCommitFor(path: string, branch: string): Promise<{ sha: string; message: string } | undefined>;
  /** The open pull request from `head` (a branch of this repository) into `base`, if there is one. */
  findPull(head: string, base: string): Promise<{ number: number; url: string } | undefined>;
  /**
   * The newest commits on `branch` that touched `path`, newest first, at most `max` (one page
   * of up to 100): who wrote an item's file, for the approval policy. A path without commits is
   * an empty list; a branch or commit not found throws, never reads as "no history" (a lowered
   * risk would go unremembered).
   */
  commitsFor(path: string, branch: string, max: number): Promise<CommitInfo[]>;
  /**
   * The account GitHub linked to a commit author's e-mail in this repository (the newest commit
   * it authored), or undefined: how a `Co-authored-by` e-mail names a person.
   */
  loginOfAuthorEmail(email: string): Promise<string | undefined>;
  /**
   * The updates of `branch` GitHub's repository activity lists, newest first, at most `maxPages`
   * pages of 100 (`complete`: none older was left unread); undefined when GitHub answers the
   * request with an error (the token cannot read it): who pushed what is then not known.
   */
  branchActivity(
    branch: string,
    maxPages: number,
  ): Promise<{ activities: BranchActivity[]; complete: boolean } | undefined>;
  /**
   * The commits `head` has that `base` lacks (GitHub's comparison), or undefined when there are
   * more than `max` (at most 100) or GitHub cannot compare them.
   */
  commitsBetween(base: string, head: string, max: number): Promise<string[] | undefined>;
  /** Whether `sha` is `head` or one of its ancestors (GitHub's comparison); undefined when GitHub cannot compare them. */
  reaches(head: string, sha: string): Promise<boolean | undefined>;
  /**
   * The pull requests that brought `sha` (GitHub's association, open or merged; a squash or rebase
   * merge's commit included): who opened each, who merged it, and its head branch, whose pushers
   * shaped what it brought.
   */
  pullsOf(sha: string): Promise<PullOfCommit[]>;
  /**
   * Whether `user` is an active member of the team `org/slug`; `unreadable` when the token cannot
   * see the team at all (the workflow token cannot read an organisation's teams).
   */
  teamMembership(team: string, user: string): Promise<'member' | 'not-member' | 'unreadable'>;
  /**
   * The same operations, except that writes which create something (a comment, a commit, a
   * branch, a pull request) are sent once: the client does not retry them after a 5xx or a
   * reset, since the first may have landed. The caller recognises its own write and retries
   * itself (`createOnce` in `github/once.ts`).
   */
  withoutRetries(): GitHubAdapter;
  /**
   * Wait before attempt `attempt` (1, 2, 3) of a write the caller retries itself (a create that
   * looks for its own marker first): as long as the client's retries wait (1, 4, 9 s against GitHub).
   */
  pause(attempt: number): Promise<void>;
}
