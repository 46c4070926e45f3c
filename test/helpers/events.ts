/**
 * The events the action's workflows run on, as GitHub delivers them. Each builder returns the
 * event's name and its payload, `{ event, payload }`, to spread into `runAction` (or to write where
 * `GITHUB_EVENT_PATH` points); overrides replace the defaults field by field.
 *
 * The payload types name the fields the action reads (`readContext` in src/action/context.ts, the
 * inbox's command reader) and the few more a test sets to make the event whole; the rest of what
 * GitHub sends is left out, since nothing reads it. The defaults are those of `octo/repo` on the
 * simulator, default branch `main`. A field overridden with `undefined` is left out of the payload
 * (JSON drops it): a test about an absent field says so where it builds the event.
 *
 * - `pushEvent({ after, … })`: a push (`pushedBy` adds who pushed and the commits).
 * - `pullRequestEvent(repo, number, …)`: a pull request's event as the simulator holds it, for
 *   `pull_request` or `pull_request_target`; `pullRequestEventFrom(fields)` for one it does not hold.
 * - `commentOn(issue, user, body)`: a person comments on a simulator issue (GitHub keeps the
 *   comment) and the `issue_comment` event of it; `issueCommentEvent` for a comment made already.
 * - `mergeGroupEvent(repo, queueBranch)`: a merge queue asks for its checks on a group (`merge_group`).
 * - `workflowDispatchEvent()`, `scheduleEvent()`: the full scans.
 * - `workflowRunEvent(fields)`: another workflow finished; `finishedRunOf(repo, pull)` is the run a
 *   pull request's workflow made.
 */
import { isoNow, nextId, type SimComment, type SimIssue, type SimRepo } from '../sim/state.js';

/** An event as the runner hands it to the action: its name (`GITHUB_EVENT_NAME`) and its payload. */
export interface WorkflowEvent<Name extends string, Payload> {
  event: Name;
  payload: Payload;
}

/** `before` of a push that created its branch: no commit. */
const NO_COMMIT = '0'.repeat(40);

type Repository = { full_name?: string; default_branch: string };
type Actor = { login: string; type?: 'User' | 'Bot' };

const REPOSITORY: Repository = { full_name: 'octo/repo', default_branch: 'main' };
/** The `repository` of a simulator repository's events. */
export const repositoryOf = (repo: SimRepo): Repository => ({
  full_name: `${repo.owner}/${repo.name}`,
  default_branch: repo.defaultBranch,
});
/** GitHub's account type: a login ending in `[bot]` is an app's. */
const actor = (login: string): Required<Actor> => ({ login, type: login.endsWith('[bot]') ? 'Bot' : 'User' });

export type PushPayload = {
  ref: string;
  before?: string;
  after: string;
  repository: Repository;
  /** Who pushed, as GitHub authenticated them: the account (`sender`) and the credentials (`pusher`). */
  sender?: Actor;
  pusher?: { name: string; email?: string };
  commits?: { id?: string; message: string; author?: { name: string; username?: string } }[];
  head_commit?: { id: string; message: string };
};

/**
 * A push: by default the first push of `main` (`before` is no commit) of `octo/repo`, with no
 * sender or commits listed; `after` is the pushed commit.
 */
export function pushEvent(
  fields: Partial<PushPayload> & Pick<PushPayload, 'after'>,
): WorkflowEvent<'push', PushPayload> {
  return {
    event: 'push',
    payload: { ref: 'refs/heads/main', before: NO_COMMIT, repository: REPOSITORY, ...fields },
  };
}

/** The part of a push that says who pushed `commits` (the last is the head commit), as GitHub sends it. */
export function pushedBy(
  login: string,
  commits: readonly { sha: string; message: string }[],
): Pick<PushPayload, 'sender' | 'pusher' | 'commits' | 'head_commit'> {
  const head = commits.at(-1);
  return {
    sender: actor(login),
    pusher: { name: login },
    commits: commits.map((c) => ({ id: c.sha, message: c.message, author: { name: login, username: login } })),
    ...(head && { head_commit: { id: head.sha, message: head.message } }),
  };
}

export type PullRequest = {
  number: number;
  title?: string;
  body?: string | null;
  /** Who opened it: left out unless a test sets it. */
  user?: { login: string };
  head: { ref?: string; sha: string };
  base: { ref?: string; sha: string };
  labels?: { name: string }[];
  /** Counts when the event was sent: the action takes them as hints, never as current. */
  changed_files?: number;
  comments?: number;
};

type PullRequestPayload = {
  action: string;
  number: number;
  pull_request: PullRequest;
  repository: Repository;
};

type PullRequestName = 'pull_request' | 'pull_request_target';
export type PullRequestEvent<Name extends PullRequestName = 'pull_request'> = WorkflowEvent<Name, PullRequestPayload>;

interface PullRequestOptions<Name extends PullRequestName> {
  /** `synchronize` unless said (`opened`, `closed`, `reopened` …). */
  action?: string;
  /** `pull_request` unless said. */
  name?: Name;
  /** Fields of `pull_request` to replace; `head` and `base` are merged with the defaults. */
  pull?: Partial<PullRequest>;
  repository?: Repository;
}

/** The event of a pull request given by its fields (one the simulator need not hold). */
export function pullRequestEventFrom<Name extends PullRequestName = 'pull_request'>(
  pull: PullRequest,
  options: PullRequestOptions<Name> = {},
): PullRequestEvent<Name> {
  const { head, base, ...rest } = options.pull ?? {};
  const pullRequest = {
    ...pull,
    ...rest,
    head: { ...pull.head, ...head },
    base: { ...pull.base, ...base },
  };
  return {
    event: options.name ?? ('pull_request' as Name),
    payload: {
      action: options.action ?? 'synchronize',
      number: pullRequest.number,
      pull_request: pullRequest,
      repository: options.repository ?? REPOSITORY,
    },
  };
}

/**
 * The event GitHub sends for pull request `number` as the simulator holds it now: its title, body,
 * labels, head and base. The payload is built now: a later change to the simulator is not in it.
 */
export function pullRequestEvent<Name extends PullRequestName = 'pull_request'>(
  repo: SimRepo,
  number: number,
  options: PullRequestOptions<Name> = {},
): PullRequestEvent<Name> {
  const pull = repo.pulls[number]!;
  const issue = repo.issues[number]!;
  return pullRequestEventFrom(
    {
      number,
      title: issue.title,
      body: issue.body,
      head: { ref: pull.head.ref, sha: pull.head.sha },
      base: { ref: pull.base.ref, sha: pull.base.sha },
      labels: issue.labels.map((name) => ({ name })),
    },
    { repository: repositoryOf(repo), ...options },
  );
}

/** The same pull request event with fields of its `pull_request` replaced: what a later delivery of it says. */
export function withPull<Name extends PullRequestName>(
  sent: PullRequestEvent<Name>,
  pull: Partial<PullRequest>,
): PullRequestEvent<Name> {
  const { action, repository, pull_request } = sent.payload;
  return pullRequestEventFrom(pull_request, { name: sent.event, action, repository, pull });
}

type IssueCommentPayload = {
  action: 'created' | 'edited' | 'deleted';
  issue: {
    number: number;
    title: string;
    body: string | null;
    state?: 'open' | 'closed';
    user: Actor;
    labels?: { name: string }[];
  };
  comment: { id: number; body: string; user: Actor };
  repository: Repository;
  sender?: Actor;
};

export type IssueCommentEvent = WorkflowEvent<'issue_comment', IssueCommentPayload>;

export interface CommentOptions {
  /** `created` unless said: the action acts on new comments only. */
  action?: IssueCommentPayload['action'];
  /** The commenter's account type, if not what the login says (`[bot]` at the end is a bot). */
  type?: 'User' | 'Bot';
  /** `octo/repo`, default branch `main`, unless said. */
  repository?: Repository;
}

/** The `issue_comment` event of a comment on the issue, which shows the issue as it is now. */
export function issueCommentEvent(
  issue: SimIssue,
  comment: Pick<SimComment, 'id' | 'body' | 'user'>,
  options: CommentOptions = {},
): IssueCommentEvent {
  const by = { ...actor(comment.user), ...(options.type && { type: options.type }) };
  return {
    event: 'issue_comment',
    payload: {
      action: options.action ?? 'created',
      issue: {
        number: issue.number,
        title: issue.title,
        body: issue.body,
        state: issue.state,
        user: actor(issue.user),
        labels: issue.labels.map((name) => ({ name })),
      },
      comment: { id: comment.id, body: comment.body, user: by },
      repository: options.repository ?? REPOSITORY,
      sender: by,
    },
  };
}

/**
 * `user` comments `body` on the issue: GitHub keeps the comment (with a new id, stamped now) and
 * sends its `issue_comment` event, built now, so that a re-run delivers the same payload.
 */
export function commentOn(
  issue: SimIssue,
  user: string,
  body: string,
  options: CommentOptions = {},
): IssueCommentEvent & { id: number; comment: SimComment } {
  const now = isoNow();
  const comment: SimComment = { id: nextId(), body, user, createdAt: now, updatedAt: now, reactions: [] };
  issue.comments.push(comment);
  return { ...issueCommentEvent(issue, comment, options), id: comment.id, comment };
}

export type MergeGroupPayload = {
  action: 'checks_requested';
  merge_group: { head_sha: string; head_ref: string; base_sha: string; base_ref: string };
  repository: Repository;
  sender?: Actor;
};

/**
 * A merge queue asks for its checks (`merge_group`, `checks_requested`): the group is the queue's
 * branch `queueBranch` of the simulator's repository, built on the default branch's head.
 */
export function mergeGroupEvent(
  repo: SimRepo,
  queueBranch: string,
  fields: Partial<MergeGroupPayload['merge_group']> = {},
): WorkflowEvent<'merge_group', MergeGroupPayload> {
  return {
    event: 'merge_group',
    payload: {
      action: 'checks_requested',
      merge_group: {
        head_sha: repo.branches[queueBranch]!.sha,
        head_ref: `refs/heads/${queueBranch}`,
        base_sha: repo.branches[repo.defaultBranch]!.sha,
        base_ref: `refs/heads/${repo.defaultBranch}`,
        ...fields,
      },
      repository: repositoryOf(repo),
      sender: actor('alice'),
    },
  };
}

export type WorkflowDispatchPayload = { ref: string; inputs: Record<string, string>; repository: Repository };

/** A manual run (the Actions tab's "Run workflow") on `main`: a full scan; the action reads nothing of it. */
export function workflowDispatchEvent(
  fields: Partial<WorkflowDispatchPayload> = {},
): WorkflowEvent<'workflow_dispatch', WorkflowDispatchPayload> {
  return {
    event: 'workflow_dispatch',
    payload: { ref: 'refs/heads/main', inputs: {}, repository: REPOSITORY, ...fields },
  };
}

/** The scheduled run: a full scan. */
export function scheduleEvent(): WorkflowEvent<'schedule', { schedule: string }> {
  return { event: 'schedule', payload: { schedule: '17 3 * * *' } };
}

export type WorkflowRun = {
  id: number;
  name: string;
  /** The event that started the finished workflow. */
  event: string;
  status: string;
  conclusion: string;
  head_sha: string;
  head_branch?: string;
  head_repository?: { full_name?: string };
  /** The pull requests GitHub links to the run: never a fork's. */
  pull_requests: { number: number }[];
};

type WorkflowRunPayload = { action: 'completed'; workflow_run: WorkflowRun; repository: Repository };
export type WorkflowRunEvent = WorkflowEvent<'workflow_run', WorkflowRunPayload>;

/** Another workflow finished (`workflow_run`, `completed`): by default a failed `pull_request` run linked to no pull request. */
export function workflowRunEvent(run: Partial<WorkflowRun> & Pick<WorkflowRun, 'head_sha'>): WorkflowRunEvent {
  return {
    event: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: {
        id: 4242,
        name: 'handoff-gate',
        event: 'pull_request',
        status: 'completed',
        conclusion: 'failure',
        pull_requests: [],
        ...run,
      },
      repository: REPOSITORY,
    },
  };
}

/** The `workflow_run` event when the workflow run on pull request `pull`'s head (a fork's, say) finishes. */
export function finishedRunOf(repo: SimRepo, pull: number, overrides: Partial<WorkflowRun> = {}): WorkflowRunEvent {
  const head = repo.pulls[pull]!.head;
  return workflowRunEvent({
    head_sha: head.sha,
    head_branch: head.ref,
    head_repository: { full_name: head.repo },
    ...overrides,
  });
}
