/**
 * What a journey test needs: a repository on the local GitHub simulator, and the events people
 * and agents cause on it, each run through the action as its workflow would run it.
 *
 * - `startJourney({ files, collaborators })`: the repository, served by its own simulator.
 * - `push(repo, changes, { login, message })`: someone commits files to the default branch and
 *   pushes; the workflow runs on the `push` event (which syncs the inbox).
 * - `openPullRequest(repo, branch, changes, { login, opener, message, title })`: commits on a
 *   branch and a pull request from it; the workflow runs on its `pull_request` event.
 * - `mergePullRequest(repo, number, login)`: the pull request merged; the workflow runs on the push.
 * - `comment(repo, issue, user, body)`: someone comments on an issue; the workflow runs on the
 *   `issue_comment` event.
 * - `scan(repo)`: the scheduled run (or a manual dispatch): every file checked, the inbox synced.
 * - `rerunLast()`: the last event's workflow run is re-run: the same payload, the same checkout.
 * - `snapshot(repo)`: the repository as plain data to compare (files, commits, issues, check runs).
 *
 * Each run returns a `Step`: the run, and the write requests and violations the simulator saw
 * during it. `expectRerunChangesNothing()` re-runs the last event and asserts that it wrote
 * nothing. Call `closeJourneys` after each test (`afterEach(closeJourneys)`).
 */
import { rmSync } from 'node:fs';
import { expect } from 'vitest';
import { readInboxMarker } from '../../src/inbox/issue-marker.js';
import { CLOSED_BY_ACTION } from '../../src/publish/inbox/sync.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import {
  commentOn,
  pullRequestEvent,
  pushedBy,
  pushEvent,
  repositoryOf,
  scheduleEvent,
  workflowDispatchEvent,
} from '../helpers/events.js';
import { addIssue, nextId, isoNow } from '../sim/state.js';
import {
  commitFiles,
  moveBranch,
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Content,
  type Role,
  type SimComment,
  type SimCommit,
  type SimIssue,
  type SimRepo,
  type SimRequest,
  type Simulator,
  type Violation,
} from '../sim/index.js';

/** One workflow run on one event, with what the simulator saw during it. */
export interface Step {
  run: ActionRun;
  /** The operationIds of the writes (every request but GET) made during the run, in order. */
  writes: string[];
  /** Those write requests in full (body, status, path). */
  requests: SimRequest[];
  /** Requests during the run that broke GitHub's description of its API (must stay empty). */
  violations: Violation[];
  /** The same event's workflow run again, later (a re-run, or a late second delivery): a new step. */
  again(): Promise<Step>;
}

interface Journey {
  sim: Simulator;
  /** The checkout folders made for runs, removed by `closeJourneys`. */
  folders: string[];
  /** Every run on the committed bundle under Node 24 (the smoke set's journey), whatever the suite's default. */
  bundle: boolean;
  /** The copy of handoff-gate the workflow's `uses:` names, when the journey says one. */
  action?: { repository: string; ref: string };
}

/** `bundle: true` for a journey that runs on the committed bundle, and the action's copy when it names one. */
const bundled = (repo: SimRepo) => {
  const journey = journeys.get(repo);
  return { ...(journey?.bundle && { bundle: true }), ...(journey?.action && { action: journey.action }) };
};

const journeys = new Map<SimRepo, Journey>();
/** The last event run, ready to be run again. */
let last: { repo: SimRepo; again: () => Promise<ActionRun> } | undefined;

export interface JourneyOptions {
  /** The default branch's files (its first commit). */
  files: Record<string, string>;
  /** login → role on the repository (the owner, `octo`, is admin). */
  collaborators?: Record<string, Role>;
  protectedBranches?: string[];
  /** Every run on the committed bundle under Node 24 (the journey of the smoke set). */
  bundle?: boolean;
  /** The copy of handoff-gate the workflow's `uses:` names (`GITHUB_ACTION_REPOSITORY`, `GITHUB_ACTION_REF`); none by default. */
  action?: { repository: string; ref: string };
}

/** The repository `octo/repo` on its own simulator, default branch `main`, nothing synced yet. */
export async function startJourney(options: JourneyOptions): Promise<SimRepo> {
  const repo = repoState({
    files: options.files,
    collaborators: { ...options.collaborators },
    protectedBranches: options.protectedBranches,
  });
  const sim = await startSimulator(simState({ repos: [repo] }));
  journeys.set(repo, {
    sim,
    folders: [],
    bundle: options.bundle === true,
    ...(options.action && { action: options.action }),
  });
  return repo;
}

/** The simulator serving a journey's repository. */
export function simulatorOf(repo: SimRepo): Simulator {
  const journey = journeys.get(repo);
  if (!journey) throw new Error('no journey for this repository: start it with startJourney');
  return journey.sim;
}

/** Close every journey's simulator and remove its checkouts. */
export async function closeJourneys(): Promise<void> {
  for (const [, journey] of journeys) {
    await journey.sim.close();
    for (const folder of journey.folders) rmSync(folder, { recursive: true, force: true });
  }
  journeys.clear();
  last = undefined;
}

const fullName = (repo: SimRepo) => `${repo.owner}/${repo.name}`;

/** Run `once` as a step: what it wrote and broke is what the simulator recorded meanwhile. */
async function step(repo: SimRepo, once: () => Promise<ActionRun>): Promise<Step> {
  const sim = simulatorOf(repo);
  const [fromRequest, fromViolation] = [sim.requests.length, sim.violations.length];
  const run = await once();
  const requests = sim.requests.slice(fromRequest).filter((r) => r.method !== 'GET');
  return {
    run,
    writes: requests.map((r) => r.operationId ?? `${r.method} ${r.path}`),
    requests,
    violations: sim.violations.slice(fromViolation),
    again: () => step(repo, once),
  };
}

/** What actions/checkout leaves for a run on the default branch now; removed when the journey closes. */
function checkoutNow(repo: SimRepo): string {
  const folder = checkout(repo, repo.defaultBranch);
  journeys.get(repo)!.folders.push(folder);
  return folder;
}

/**
 * `login` commits `changes` (`null` deletes a file) to the default branch and pushes: the
 * workflow runs on the `push` event, with the pushed commit checked out.
 */
export async function push(
  repo: SimRepo,
  changes: Record<string, Content | null>,
  who: { login: string; message: string },
  inputs: Record<string, string> = {},
): Promise<Step & { commit: SimCommit }> {
  const branch = repo.defaultBranch;
  const before = repo.branches[branch]!.sha;
  const commit = commitFiles(repo, branch, changes, {
    message: who.message,
    login: who.login,
    author: { name: who.login, email: `${who.login}@users.noreply.github.com` },
  });
  return pushed(repo, before, commit, who.login, inputs);
}

/** The workflow on the `push` of the default branch from `before` to `commit` (made already), by `login`. */
async function pushed(
  repo: SimRepo,
  before: string,
  commit: SimCommit,
  login: string,
  inputs: Record<string, string>,
): Promise<Step & { commit: SimCommit }> {
  const sim = simulatorOf(repo);
  const branch = repo.defaultBranch;
  const event = pushEvent({
    ref: `refs/heads/${branch}`,
    before,
    after: commit.sha,
    repository: repositoryOf(repo),
    ...pushedBy(login, [commit]),
  });
  const workspace = checkoutNow(repo);
  const again = () =>
    runAction({
      apiUrl: sim.url,
      ...event,
      workspace,
      token: WRITE_TOKEN,
      repository: fullName(repo),
      sha: commit.sha,
      inputs,
      ...bundled(repo),
    });
  last = { repo, again };
  return { ...(await step(repo, again)), commit };
}

/**
 * `who.login` commits `changes` on a new branch from the default branch's head, and `who.opener`
 * (the same person unless said) opens a pull request from it: the workflow runs on its
 * `pull_request` event (`opened`), with the pull request's head checked out.
 */
export async function openPullRequest(
  repo: SimRepo,
  branch: string,
  changes: Record<string, Content | null>,
  who: { login: string; message: string; opener?: string; title: string },
): Promise<Step & { number: number }> {
  const sim = simulatorOf(repo);
  const base = repo.branches[repo.defaultBranch]!;
  moveBranch(repo, branch, base.sha, who.login);
  const head = commitFiles(repo, branch, changes, {
    message: who.message,
    login: who.login,
    author: { name: who.login, email: `${who.login}@users.noreply.github.com` },
  });
  const issue = addIssue(repo, { title: who.title, body: null, user: who.opener ?? who.login });
  repo.pulls[issue.number] = {
    id: nextId(),
    number: issue.number,
    head: { ref: branch, sha: head.sha },
    base: { ref: repo.defaultBranch, sha: base.sha },
    draft: false,
    merged: false,
    mergedAt: null,
  };
  const event = pullRequestEvent(repo, issue.number, { action: 'opened' });
  const workspace = checkout(repo, branch);
  journeys.get(repo)!.folders.push(workspace);
  const again = () =>
    runAction({
      apiUrl: sim.url,
      ...event,
      workspace,
      token: WRITE_TOKEN,
      repository: fullName(repo),
      sha: head.sha,
      ...bundled(repo),
    });
  last = { repo, again };
  return { ...(await step(repo, again)), number: issue.number };
}

/**
 * `login` merges the pull request (a fast-forward: its commits land on the default branch as they
 * are, authors and all) and the workflow runs on the resulting `push`.
 */
export async function mergePullRequest(
  repo: SimRepo,
  number: number,
  login: string,
  inputs: Record<string, string> = {},
): Promise<Step & { commit: SimCommit }> {
  const pull = repo.pulls[number]!;
  const head = repo.commits[pull.head.sha]!;
  const before = repo.branches[repo.defaultBranch]!.sha;
  moveBranch(repo, repo.defaultBranch, head.sha, login, 'pr_merge');
  Object.assign(pull, { merged: true, mergedAt: isoNow(), mergedBy: login, mergeCommitSha: head.sha });
  Object.assign(repo.issues[number]!, { state: 'closed', closedAt: isoNow(), closedBy: login });
  return pushed(repo, before, head, login, inputs);
}

/**
 * `user` comments `body` on the issue (GitHub keeps the comment): the workflow runs on the
 * `issue_comment` event, whose payload shows the issue as it is when the comment is made, with
 * the default branch's head checked out.
 */
export async function comment(
  repo: SimRepo,
  issue: SimIssue,
  user: string,
  body: string,
): Promise<Step & { comment: SimComment }> {
  const sim = simulatorOf(repo);
  const { comment: made, event, payload } = commentOn(issue, user, body, { repository: repositoryOf(repo) });
  const workspace = checkoutNow(repo);
  const sha = repo.branches[repo.defaultBranch]!.sha;
  const again = () =>
    runAction({
      apiUrl: sim.url,
      event,
      payload,
      workspace,
      token: WRITE_TOKEN,
      repository: fullName(repo),
      sha,
      ...bundled(repo),
    });
  last = { repo, again };
  return { ...(await step(repo, again)), comment: made };
}

/**
 * The workflow's scheduled run (`schedule`) or a manual one (`workflow_dispatch`) on the
 * default branch's head: every handoff file is checked and the inbox synced.
 */
export async function scan(
  repo: SimRepo,
  event: 'schedule' | 'workflow_dispatch' = 'schedule',
  inputs: Record<string, string> = {},
): Promise<Step> {
  const sim = simulatorOf(repo);
  const run =
    event === 'schedule'
      ? scheduleEvent()
      : workflowDispatchEvent({ ref: `refs/heads/${repo.defaultBranch}`, repository: repositoryOf(repo) });
  const workspace = checkoutNow(repo);
  const sha = repo.branches[repo.defaultBranch]!.sha;
  const again = () =>
    runAction({
      apiUrl: sim.url,
      ...run,
      workspace,
      token: WRITE_TOKEN,
      repository: fullName(repo),
      sha,
      inputs,
      ...bundled(repo),
    });
  last = { repo, again };
  return step(repo, again);
}

/** Re-run the last event's workflow run ("Re-run jobs"): the same event payload, the same checkout. */
export async function rerunLast(): Promise<Step> {
  if (!last) throw new Error('no event has run yet');
  return step(last.repo, last.again);
}

/** An issue as a snapshot shows it. */
export interface IssueView {
  number: number;
  state: 'open' | 'closed';
  title: string;
  labels: string[];
  /** The inbox marker in its body (item key, file, state hash), if any. */
  marker: { key: string; path?: string; state: string } | undefined;
  /** Whether the action closed it itself (its closed marker is in the body). */
  closedByAction: boolean;
  comments: number;
}

export interface RepoSnapshot {
  /** The default branch's files (text). */
  files: Record<string, string>;
  /** Every commit in the repository. */
  commits: number;
  issues: IssueView[];
  checkRuns: Array<{ name: string; headSha: string; status: string; conclusion: string | null }>;
}

const text = (content: Content) => (typeof content === 'string' ? content : Buffer.from(content).toString('utf8'));

/** The repository as plain data, to compare before and after a step. */
export function snapshot(repo: SimRepo): RepoSnapshot {
  return {
    files: Object.fromEntries(
      Object.entries(repo.branches[repo.defaultBranch]!.files).map(([path, content]) => [path, text(content)]),
    ),
    commits: Object.keys(repo.commits).length,
    issues: Object.values(repo.issues)
      .sort((a, b) => a.number - b.number)
      .map((issue) => issueView(issue)),
    checkRuns: repo.checkRuns.map((c) => ({
      name: c.name,
      headSha: c.headSha,
      status: c.status,
      conclusion: c.conclusion,
    })),
  };
}

export function issueView(issue: SimIssue): IssueView {
  const marker = readInboxMarker(issue.body ?? '');
  return {
    number: issue.number,
    state: issue.state,
    title: issue.title,
    labels: [...issue.labels].sort(),
    marker: marker && { key: marker.key, ...(marker.path !== undefined && { path: marker.path }), state: marker.state },
    closedByAction: (issue.body ?? '').includes(CLOSED_BY_ACTION),
    comments: issue.comments.length,
  };
}

/** The inbox issues (those with an inbox marker) whose item is the file at `path`. */
export function inboxIssuesOf(repo: SimRepo, path: string): SimIssue[] {
  return Object.values(repo.issues)
    .filter((issue) => readInboxMarker(issue.body ?? '')?.path === path)
    .sort((a, b) => a.number - b.number);
}

/** The commits made after `since` (a commit count from a snapshot), oldest first. */
export function commitsAfter(repo: SimRepo, since: number): SimCommit[] {
  return Object.values(repo.commits).slice(since);
}

/** The paths a commit added, changed or deleted against its first parent, sorted. */
export function changedPaths(repo: SimRepo, commit: SimCommit): string[] {
  const parent = commit.parents[0] === undefined ? {} : repo.commits[commit.parents[0]]!.files;
  const paths = new Set([...Object.keys(parent), ...Object.keys(commit.files)]);
  return [...paths].filter((path) => parent[path] !== commit.files[path]).sort();
}

/**
 * Re-run the last event's workflow run (GitHub's "Re-run jobs", or a second delivery of the same
 * event): it must succeed, make no write request, and leave the repository as it was.
 */
export async function expectRerunChangesNothing(): Promise<void> {
  if (!last) throw new Error('no event has run yet');
  const { repo } = last;
  const before = snapshot(repo);
  const again = await rerunLast();
  expect(again.run.status, 're-run exit status').toBe(0);
  expect(again.writes, 're-run writes').toEqual([]);
  expect(again.violations, 're-run API violations').toEqual([]);
  expect(snapshot(repo), 'the repository after the re-run').toEqual(before);
}
