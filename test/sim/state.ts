/**
 * The simulator's state: plain data a test builds in a few lines (`simState`, `repoState`) and
 * reads back after the run (comments, labels, commits, issues). The server mutates it in place.
 */
import { createHash } from 'node:crypto';

/** File content: text (UTF-8) or bytes. */
export type Content = string | Uint8Array;
export type Files = Record<string, Content>;

type Permission = 'read' | 'write';
export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read';
export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** The token permissions a test may withhold (GitHub's names): each covers the writes of its operations (see README). */
export type Scope = 'checks' | 'contents' | 'issues' | 'pull_requests';

export interface SimToken {
  login: string;
  type: 'Bot' | 'User';
  /** `read`: every write answers 403 "Resource not accessible by integration" (a fork PR's token). */
  permission: Permission;
  /** Writes of these scopes answer 403 like a `read` token's (a workflow without `checks: write`); default none. */
  denied?: Scope[];
  /**
   * Whether the token may read the organisations' teams (a GitHub App with Members: read, a token
   * with read:org). The workflow token may not: team reads answer 403 as GitHub answers it.
   */
  readsTeams?: boolean;
}

export interface SimUser {
  id: number;
  type: 'Bot' | 'User';
}

export interface GitPerson {
  name: string;
  email: string;
  date: string;
}

export interface SimCommit {
  sha: string;
  parents: string[];
  message: string;
  /** The whole tree at this commit. */
  files: Files;
  author: GitPerson;
  committer: GitPerson;
  /** The GitHub user who made it, when known (the token's login for API commits). */
  login?: string;
}

interface SimBranch {
  sha: string;
  /** The tree at `sha` (the same object as the commit's `files`). */
  files: Files;
  /** A protected branch: contents-API and ref writes answer 409 / 422 (see README in index.ts). */
  protected?: boolean;
}

export interface SimReaction {
  id: number;
  content: ReactionContent;
  user: string;
  createdAt: string;
}

export interface SimComment {
  id: number;
  body: string;
  user: string;
  createdAt: string;
  updatedAt: string;
  reactions: SimReaction[];
}

export interface SimIssue {
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: 'completed' | 'not_planned' | 'reopened' | 'duplicate' | null;
  user: string;
  /** Label names, as on the repository's labels. */
  labels: string[];
  assignees: string[];
  comments: SimComment[];
  reactions: SimReaction[];
  locked: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  closedBy: string | null;
  /** Its closings and reopenings, oldest first, as GitHub's issue events record them (nobody edits them). */
  events?: SimIssueEvent[];
}

interface SimIssueEvent {
  id: number;
  event: 'closed' | 'reopened';
  actor: string;
  createdAt: string;
}

export interface SimPullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
  additions: number;
  deletions: number;
  patch?: string;
  sha?: string;
}

/** The pull-request side of an issue with the same number (title, body, labels, comments live on the issue). */
export interface SimPull {
  id: number;
  number: number;
  /** `ref` is a branch of this repository (or of `repo`, `owner/name`, for a fork). */
  head: { ref: string; sha: string; repo?: string };
  base: { ref: string; sha: string };
  draft: boolean;
  merged: boolean;
  mergedAt: string | null;
  /** Who merged it (GitHub's `merged_by`), and the commit the merge made on the base (a squash's own). */
  mergedBy?: string;
  mergeCommitSha?: string;
  /** Overrides the files computed from the commits (e.g. thousands of synthetic entries). */
  files?: SimPullFile[];
}

export type CheckStatus = 'queued' | 'in_progress' | 'completed';
export type CheckConclusion =
  | 'action_required'
  | 'cancelled'
  | 'failure'
  | 'neutral'
  | 'success'
  | 'skipped'
  | 'stale'
  | 'timed_out';

export interface SimAnnotation {
  path: string;
  startLine: number;
  endLine: number;
  startColumn: number | null;
  endColumn: number | null;
  level: 'notice' | 'warning' | 'failure';
  message: string;
  title: string | null;
  rawDetails: string | null;
}

export interface SimCheckRun {
  id: number;
  name: string;
  headSha: string;
  externalId: string | null;
  detailsUrl: string | null;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  startedAt: string;
  completedAt: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation kept, in the order received: an update appends its own. */
  annotations: SimAnnotation[];
  /** The token's login that created it (GitHub Actions' app for a Bot token). */
  creator: string;
  suiteId: number;
}

export type ReviewState = 'PENDING' | 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED';

export interface SimReview {
  id: number;
  pull: number;
  user: string;
  body: string;
  state: ReviewState;
  commitId: string;
  submittedAt: string | null;
}

export interface SimReviewComment {
  id: number;
  reviewId: number;
  pull: number;
  user: string;
  path: string;
  /** The last line the comment covers, and the first for a multi-line one (null for a single line). */
  line: number;
  startLine: number | null;
  side: 'LEFT' | 'RIGHT';
  startSide: 'LEFT' | 'RIGHT' | null;
  /** Lines below the file's first `@@` header, as `position` counts them. */
  position: number;
  /** The diff up to the commented line, from its hunk's header. */
  diffHunk: string;
  commitId: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface SimLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

export interface SimRepo {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  defaultBranch: string;
  branches: Record<string, SimBranch>;
  commits: Record<string, SimCommit>;
  issues: Record<number, SimIssue>;
  pulls: Record<number, SimPull>;
  labels: SimLabel[];
  /** login → role; the owner is admin without being listed. */
  collaborators: Record<string, Role>;
  /** Repository setting "Allow GitHub Actions to create and approve pull requests" (default true here). */
  actionsCanCreatePulls: boolean;
  /** Check runs on any commit, oldest first. */
  checkRuns: SimCheckRun[];
  /** Pull-request reviews and their comments, oldest first (each names its pull request). */
  reviews: SimReview[];
  reviewComments: SimReviewComment[];
  nextNumber: number;
  createdAt: string;
  /** Every update of a branch, oldest first, with the account GitHub authenticated as making it (the activity API). */
  activities: SimActivity[];
}

export type ActivityType =
  | 'push'
  | 'force_push'
  | 'branch_creation'
  | 'branch_deletion'
  | 'pr_merge'
  | 'merge_queue_merge';

/** One update of a branch as GitHub's repository activity records it: nobody can edit it. */
interface SimActivity {
  id: number;
  ref: string;
  /** The branch's commit before (forty zeros for a creation) and after. */
  before: string;
  after: string;
  type: ActivityType;
  actor: string;
  timestamp: string;
}

export interface SimState {
  tokens: Record<string, SimToken>;
  /** Keyed `owner/name`. */
  repos: Record<string, SimRepo>;
  /** Known users' ids and types; others are given a stable id on first sight. */
  users: Record<string, SimUser>;
  /** Teams, keyed `org/team-slug`: their members' logins (active memberships). */
  teams: Record<string, string[]>;
}

// ---------------------------------------------------------------------------------------------
// Helpers shared with the server

let idCounter = 1_000_000;
/** A fresh id, unique in this process (GitHub's ids are global too). */
export const nextId = (): number => ++idCounter;

let lastSecond = 0;
/**
 * GitHub's timestamps: ISO 8601, UTC, whole seconds. Each is a second after the one before, so
 * that what happened first reads as earlier (on GitHub, a person's comment and a push are never in
 * the same second as a test's steps are): the clock runs ahead of the wall only while a test hurries.
 */
export const isoNow = (): string => {
  lastSecond = Math.max(Math.floor(simNow() / 1000), lastSecond + 1);
  return new Date(lastSecond * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
};

/** How far a test moved the simulator's clock ahead of the wall (see {@link moveClock}). */
let clockAhead = 0;

/** The simulator's time in milliseconds: the wall's, moved by {@link moveClock}, never behind a time it stamped. */
const simNow = (): number => Math.max(Date.now() + clockAhead, lastSecond * 1000);

/**
 * The simulator's clock, as the action reads "now" in process (`runAction`): an approval's expiry
 * and a reminder's time are judged by the same time GitHub stamps its records with here.
 */
export const simClock = { now: simNow };

/** Move the simulator's clock `ms` ahead (days pass between two steps); it never goes back. */
export function moveClock(ms: number): void {
  clockAhead += Math.max(0, ms);
}

/** How far a test moved the clock, in milliseconds: the bundle's process is moved as far (test/helpers/clock-ahead.mjs). */
export const clockAheadMs = (): number => clockAhead;

export const bytesOf = (content: Content): Buffer =>
  typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);

/** The git blob sha of a file's content, as GitHub reports it. */
export function blobSha(content: Content): string {
  const bytes = bytesOf(content);
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

let commitCounter = 0;
function commitSha(message: string, parents: string[]): string {
  return createHash('sha1')
    .update(`commit ${++commitCounter} ${process.pid} ${message} ${parents.join(' ')}`)
    .digest('hex');
}

/** A stable id for a login not in `state.users` (the well-known bot keeps GitHub's real id). */
export function userOf(state: SimState, login: string): SimUser {
  let user = state.users[login];
  if (!user) {
    const type =
      Object.values(state.tokens).find((t) => t.login === login)?.type ?? (login.endsWith('[bot]') ? 'Bot' : 'User');
    const id =
      login === BOT_LOGIN
        ? 41898282
        : 10_000 + (parseInt(createHash('sha1').update(login).digest('hex').slice(0, 7), 16) % 9_000_000);
    user = { id, type };
    state.users[login] = user;
  }
  return user;
}

const NO_COMMIT = '0'.repeat(40);

/**
 * Moves `branch` to `sha` (creating it when missing) as `actor` does, and records the activity
 * GitHub keeps for it: `type` defaults to a creation, a push, or a force push as the move is.
 */
export function moveBranch(repo: SimRepo, branch: string, sha: string, actor: string, type?: ActivityType): void {
  const current = repo.branches[branch];
  const commit = repo.commits[sha];
  if (!commit) throw new Error(`no commit ${sha}`);
  repo.branches[branch] = { ...current, sha, files: commit.files };
  const before = current?.sha ?? NO_COMMIT;
  let fastForward = false;
  for (const queue = [sha], seen = new Set<string>(); queue.length > 0 && !fastForward; ) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    fastForward = next === before;
    queue.push(...(repo.commits[next]?.parents ?? []));
  }
  repo.activities.push({
    id: nextId(),
    ref: `refs/heads/${branch}`,
    before,
    after: sha,
    type: type ?? (!current ? 'branch_creation' : fastForward ? 'push' : 'force_push'),
    actor,
    timestamp: isoNow(),
  });
}

/** Records a branch's deletion by `actor`, as the activity API lists it. */
export function branchDeleted(repo: SimRepo, branch: string, actor: string): void {
  const current = repo.branches[branch];
  if (!current) return;
  delete repo.branches[branch];
  repo.activities.push({
    id: nextId(),
    ref: `refs/heads/${branch}`,
    before: current.sha,
    after: NO_COMMIT,
    type: 'branch_deletion',
    actor,
    timestamp: isoNow(),
  });
}

/**
 * Add a commit on `branch` with these file changes (`null` deletes); returns the new commit.
 * `pushedBy` is who GitHub authenticates as pushing it (default: the commit's `login`, else the
 * repository's owner); `as` the kind of update (a pull request's merge).
 */
export function commitFiles(
  repo: SimRepo,
  branch: string,
  changes: Record<string, Content | null>,
  options: {
    message?: string;
    author?: Partial<GitPerson>;
    login?: string;
    pushedBy?: string;
    as?: ActivityType;
  } = {},
): SimCommit {
  const current = repo.branches[branch];
  const parent = current ? repo.commits[current.sha] : undefined;
  const files: Files = { ...(parent?.files ?? current?.files ?? {}) };
  for (const [path, content] of Object.entries(changes)) {
    if (content === null) delete files[path];
    else files[path] = content;
  }
  const date = isoNow();
  const author: GitPerson = {
    name: options.author?.name ?? 'Test Author',
    email: options.author?.email ?? 'author@example.com',
    date: options.author?.date ?? date,
  };
  const message = options.message ?? `Update ${Object.keys(changes).join(', ') || 'nothing'}`;
  const parents = current ? [current.sha] : [];
  const commit: SimCommit = {
    sha: commitSha(message, parents),
    parents,
    message,
    files,
    author,
    committer: { ...author, date },
    ...(options.login && { login: options.login }),
  };
  repo.commits[commit.sha] = commit;
  moveBranch(repo, branch, commit.sha, options.pushedBy ?? options.login ?? repo.owner, options.as);
  return commit;
}

/**
 * A commit object made through the Git database API: the parent's tree as it is (the simulator's
 * trees are the files of a commit), the branch not moved. GitHub's API may only do that too.
 */
export function commitObject(repo: SimRepo, parent: SimCommit, message: string, login: string): SimCommit {
  const date = isoNow();
  const person: GitPerson = { name: login, email: `${login}@users.noreply.github.com`, date };
  const commit: SimCommit = {
    sha: commitSha(message, [parent.sha]),
    parents: [parent.sha],
    message,
    files: parent.files,
    author: person,
    committer: person,
    login,
  };
  repo.commits[commit.sha] = commit;
  return commit;
}

// ---------------------------------------------------------------------------------------------
// Builders

/** The tokens most tests need: the workflow token with write access, and a fork PR's read-only one. */
export const WRITE_TOKEN = 'ghs_simWriteToken0000000000000000000000';
export const READ_TOKEN = 'ghs_simReadToken00000000000000000000000';
export const BOT_LOGIN = 'github-actions[bot]';

export interface RepoOptions {
  /** Default `octo`. */
  owner?: string;
  /** Default `repo`. */
  name?: string;
  /** Default `main`. */
  defaultBranch?: string;
  private?: boolean;
  /** The default branch's files (one initial commit). */
  files?: Files;
  /**
   * Other branches: each forks from `from` (default: the default branch) with one commit applying
   * `files` (`null` deletes a file). Built in the order given, so one may fork from another.
   */
  branches?: Record<
    string,
    { from?: string; files?: Record<string, Content | null>; message?: string; protected?: boolean }
  >;
  /** Protected branch names (the default branch may be one). */
  protectedBranches?: string[];
  /** Labels that exist in the repository: names, or full definitions. */
  labels?: Array<string | { name: string; color?: string; description?: string | null }>;
  collaborators?: Record<string, Role>;
  /** Pull requests from `head` (a branch above) into `base` (default: the default branch). */
  pulls?: Array<{
    number?: number;
    head: string;
    base?: string;
    title?: string;
    body?: string | null;
    user?: string;
    labels?: string[];
    draft?: boolean;
    state?: 'open' | 'closed';
    comments?: Array<string | { body: string; user?: string }>;
    files?: SimPullFile[];
    /**
     * The head lives in this user's fork (`<fork>/<name>`): the PR's head is `fork:head`, its
     * commits readable in this repository as on GitHub, but `head` is no branch of it.
     */
    fork?: string;
  }>;
  issues?: Array<{
    number?: number;
    title: string;
    body?: string | null;
    user?: string;
    labels?: string[];
    state?: 'open' | 'closed';
    stateReason?: SimIssue['stateReason'];
    comments?: Array<string | { body: string; user?: string }>;
  }>;
  actionsCanCreatePulls?: boolean;
}

const DEFAULT_USER = 'octocat';

function comment(entry: string | { body: string; user?: string }): SimComment {
  const at = isoNow();
  const { body, user } = typeof entry === 'string' ? { body: entry, user: undefined } : entry;
  return { id: nextId(), body, user: user ?? DEFAULT_USER, createdAt: at, updatedAt: at, reactions: [] };
}

function ensureLabel(repo: SimRepo, name: string): SimLabel {
  const existing = repo.labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
  if (existing) return existing;
  const label: SimLabel = { id: nextId(), name, color: 'ededed', description: null, default: false };
  repo.labels.push(label);
  return label;
}

/** Make an issue (with its labels created in the repository if missing); assigns the next number. */
export function addIssue(
  repo: SimRepo,
  fields: {
    number?: number;
    title: string;
    body?: string | null;
    user?: string;
    labels?: string[];
    state?: 'open' | 'closed';
    stateReason?: SimIssue['stateReason'];
    comments?: Array<string | { body: string; user?: string }>;
  },
): SimIssue {
  const number = fields.number ?? repo.nextNumber;
  if (repo.issues[number]) throw new Error(`issue #${number} already exists in ${repo.owner}/${repo.name}`);
  repo.nextNumber = Math.max(repo.nextNumber, number + 1);
  const at = isoNow();
  const closed = fields.state === 'closed';
  const issue: SimIssue = {
    id: nextId(),
    number,
    title: fields.title,
    body: fields.body ?? null,
    state: closed ? 'closed' : 'open',
    stateReason: fields.stateReason ?? (closed ? 'completed' : null),
    user: fields.user ?? DEFAULT_USER,
    labels: (fields.labels ?? []).map((name) => ensureLabel(repo, name).name),
    assignees: [],
    comments: (fields.comments ?? []).map(comment),
    reactions: [],
    locked: false,
    createdAt: at,
    updatedAt: at,
    closedAt: closed ? at : null,
    closedBy: closed ? (fields.user ?? DEFAULT_USER) : null,
  };
  repo.issues[number] = issue;
  return issue;
}

/** A repository with sensible defaults: `octo/repo`, branch `main`, one commit of `files`. */
export function repoState(options: RepoOptions = {}): SimRepo {
  const owner = options.owner ?? 'octo';
  const defaultBranch = options.defaultBranch ?? 'main';
  const repo: SimRepo = {
    id: nextId(),
    owner,
    name: options.name ?? 'repo',
    private: options.private ?? false,
    defaultBranch,
    branches: {},
    commits: {},
    issues: {},
    pulls: {},
    labels: [],
    collaborators: { ...options.collaborators },
    actionsCanCreatePulls: options.actionsCanCreatePulls ?? true,
    checkRuns: [],
    reviews: [],
    reviewComments: [],
    nextNumber: 1,
    createdAt: isoNow(),
    activities: [],
  };
  commitFiles(repo, defaultBranch, { ...options.files }, { message: 'Initial commit', login: owner });
  for (const [name, spec] of Object.entries(options.branches ?? {})) {
    const from = repo.branches[spec.from ?? defaultBranch];
    if (!from) throw new Error(`branch ${name}: no branch ${spec.from ?? defaultBranch} to fork from`);
    moveBranch(repo, name, from.sha, owner);
    commitFiles(repo, name, { ...spec.files }, { message: spec.message ?? `Work on ${name}`, login: owner });
    if (spec.protected) (repo.branches[name] as SimBranch).protected = true;
  }
  for (const name of options.protectedBranches ?? []) {
    const branch = repo.branches[name];
    if (!branch) throw new Error(`protected branch ${name} does not exist`);
    branch.protected = true;
  }
  for (const label of options.labels ?? []) {
    const spec = typeof label === 'string' ? { name: label } : label;
    const made = ensureLabel(repo, spec.name);
    if (spec.color) made.color = spec.color;
    if (spec.description !== undefined) made.description = spec.description;
  }
  for (const spec of options.pulls ?? []) {
    const head = repo.branches[spec.head];
    const baseRef = spec.base ?? defaultBranch;
    const base = repo.branches[baseRef];
    if (!head || !base) throw new Error(`pull ${spec.head} → ${baseRef}: branch missing`);
    const issue = addIssue(repo, {
      number: spec.number,
      title: spec.title ?? `Changes from ${spec.head}`,
      body: spec.body ?? null,
      user: spec.user,
      labels: spec.labels,
      state: spec.state,
      comments: spec.comments,
    });
    repo.pulls[issue.number] = {
      id: nextId(),
      number: issue.number,
      head: { ref: spec.head, sha: head.sha, ...(spec.fork && { repo: `${spec.fork}/${repo.name}` }) },
      base: { ref: baseRef, sha: base.sha },
      draft: spec.draft ?? false,
      merged: false,
      mergedAt: null,
      ...(spec.files && { files: spec.files }),
    };
  }
  for (const spec of options.pulls ?? []) if (spec.fork) delete repo.branches[spec.head];
  for (const spec of options.issues ?? []) addIssue(repo, spec);
  return repo;
}

/** The whole state: repositories keyed `owner/name`, and tokens (default: WRITE_TOKEN and READ_TOKEN as github-actions[bot]). */
export function simState(
  options: {
    repos?: SimRepo[];
    tokens?: Record<string, SimToken>;
    users?: Record<string, SimUser>;
    teams?: Record<string, string[]>;
  } = {},
): SimState {
  const repos = options.repos ?? [repoState()];
  return {
    tokens: options.tokens ?? {
      [WRITE_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'write' },
      [READ_TOKEN]: { login: BOT_LOGIN, type: 'Bot', permission: 'read' },
    },
    repos: Object.fromEntries(repos.map((r) => [`${r.owner}/${r.name}`, r])),
    users: { ...options.users },
    teams: { ...options.teams },
  };
}

export { ensureLabel };
