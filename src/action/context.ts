import type { DocsChannel } from '../rules/docs-link.js';
import { readFileSync } from 'node:fs';
import { asArray, asNumber, asRecord, asString, field } from '../util/values.js';
import { UsageError } from '../errors.js';

export type ActionEvent =
  | {
      kind: 'pull_request';
      name: string;
      number: number;
      headSha: string;
      baseSha: string;
      headRef: string;
      /** Who opened the pull request (its `user.login`). */
      author?: string;
      body: string;
      labels: string[];
      /** `changed_files` and `comments` when the event was sent: hints for reading in parallel, never trusted as current. */
      changedFiles?: number;
      comments?: number;
    }
  | {
      kind: 'push';
      name: 'push';
      before: string;
      after: string;
      ref: string;
      defaultBranch: string;
      /** Who pushed (the event's `sender.login`), and the pushed commits' messages: enough to recognise handoff-gate's own commits. */
      sender?: string;
      /** The push's `pusher.name`: the login whose credentials pushed (GitHub's word, like `sender`). */
      pusher?: string;
      commitMessages?: string[];
    }
  | {
      /**
       * A merge queue's group: the change from the queue's base to the commit it would merge,
       * judged as a pull request's is, its verdict on a check run on `headSha`.
       */
      kind: 'merge_group';
      name: 'merge_group';
      headSha: string;
      baseSha: string;
      /** The queue's temporary branch (`gh-readonly-queue/<base>/pr-<n>-<sha>`). */
      headRef: string;
    }
  | { kind: 'full-scan'; name: 'workflow_dispatch' | 'schedule' }
  | { kind: 'issue_comment'; name: 'issue_comment'; payload: Record<string, unknown> }
  | {
      /** A workflow finished: another workflow's saved report, posted to its pull request (the README's fork recipe). */
      kind: 'workflow_run';
      name: 'workflow_run';
      /** What started that workflow (`pull_request`), and the commit and repository it ran on: GitHub's word, not the artifact's. */
      triggeredBy: string;
      headSha: string;
      headRepository: string;
      /** The pull requests GitHub links to the run: this repository's own branches only (a fork's are never listed). */
      pullRequests: number[];
    }
  | { kind: 'other'; name: string };

/** A pull request's event. */
export type PullRequestEvent = Extract<ActionEvent, { kind: 'pull_request' }>;

/** What the runner tells the action about where it runs, read once from its environment. */
export interface ActionContext {
  owner: string;
  repo: string;
  workspace: string;
  apiUrl: string;
  serverUrl: string;
  sha: string;
  /** The workflow run and its attempt (`GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT`): empty outside a runner. */
  runId: string;
  runAttempt: string;
  /** The branch or tag the run is on (`GITHUB_REF`, `refs/heads/main`): empty outside a runner. */
  ref?: string;
  event: ActionEvent;
  /** Files the action may write: the step summary, outputs, and a temporary folder for the report. */
  stepSummary: string | undefined;
  outputFile: string | undefined;
  tempDir: string;
  /**
   * Where the pages of docs/ are: the copy of handoff-gate this step runs at its ref
   * (`GITHUB_ACTION_REPOSITORY`, `GITHUB_ACTION_REF`: what the workflow's `uses:` names), whose
   * docs/ describe the rules that ran. None for a local action (`uses: ./`), outside a runner,
   * or when the runner's names are not of their shape: the outputs then name the rule, unlinked.
   */
  docsChannel: DocsChannel;
}

function readEvent(name: string, path: string | undefined): ActionEvent {
  let payload: Record<string, unknown> = {};
  if (path) {
    try {
      payload = asRecord(JSON.parse(readFileSync(path, 'utf8'))) ?? {};
    } catch {
      throw new UsageError(`GITHUB_EVENT_PATH (${path}) does not hold the event's JSON payload.`);
    }
  }
  switch (name) {
    case 'pull_request':
    case 'pull_request_target': {
      const pr = field(payload, 'pull_request');
      const number = asNumber(field(pr, 'number')) ?? asNumber(field(payload, 'number'));
      if (number === undefined) throw new UsageError(`The ${name} event payload has no pull request number.`);
      return {
        kind: 'pull_request',
        name,
        number,
        headSha: commitName(name, 'pull_request.head.sha', field(field(pr, 'head'), 'sha')),
        baseSha: commitName(name, 'pull_request.base.sha', field(field(pr, 'base'), 'sha')),
        headRef: asString(field(field(pr, 'head'), 'ref')) ?? '',
        author: asString(field(field(pr, 'user'), 'login')) ?? '',
        body: asString(field(pr, 'body')) ?? '',
        labels: asArray(field(pr, 'labels')).flatMap((l) => asString(field(l, 'name')) ?? []),
        changedFiles: asNumber(field(pr, 'changed_files')),
        comments: asNumber(field(pr, 'comments')),
      };
    }
    case 'push':
      return {
        kind: 'push',
        name,
        before: commitName(name, 'before', field(payload, 'before')),
        after: commitName(name, 'after', field(payload, 'after')),
        ref: asString(field(payload, 'ref')) ?? '',
        defaultBranch: asString(field(field(payload, 'repository'), 'default_branch')) ?? '',
        sender: asString(field(field(payload, 'sender'), 'login')) ?? '',
        pusher: asString(field(field(payload, 'pusher'), 'name')) ?? '',
        commitMessages: asArray(field(payload, 'commits')).map((c) => asString(field(c, 'message')) ?? ''),
      };
    case 'merge_group': {
      const group = field(payload, 'merge_group');
      const headSha = commitName(name, 'merge_group.head_sha', field(group, 'head_sha'));
      const baseSha = commitName(name, 'merge_group.base_sha', field(group, 'base_sha'));
      // Without both ends there is no change to judge: a run that judged something else would pass a queue it never saw.
      if (!headSha || !baseSha)
        throw new UsageError(
          `The ${name} event payload lacks merge_group.head_sha or merge_group.base_sha; nothing was judged.`,
        );
      return { kind: 'merge_group', name, headSha, baseSha, headRef: asString(field(group, 'head_ref')) ?? '' };
    }
    case 'workflow_dispatch':
    case 'schedule':
      return { kind: 'full-scan', name };
    case 'issue_comment':
      return { kind: 'issue_comment', name, payload };
    case 'workflow_run': {
      const run = field(payload, 'workflow_run');
      return {
        kind: 'workflow_run',
        name,
        triggeredBy: asString(field(run, 'event')) ?? '',
        headSha: commitName(name, 'workflow_run.head_sha', field(run, 'head_sha')),
        headRepository: asString(field(field(run, 'head_repository'), 'full_name')) ?? '',
        pullRequests: asArray(field(run, 'pull_requests')).flatMap((p) => asNumber(field(p, 'number')) ?? []),
      };
    }
    default:
      return { kind: 'other', name };
  }
}

export function readContext(env: Record<string, string | undefined>): ActionContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo)
    throw new UsageError('GITHUB_REPOSITORY is not set to owner/name; is this running in GitHub Actions?');
  return {
    owner,
    repo,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    apiUrl: withoutTrailingSlashes(env.GITHUB_API_URL || 'https://api.github.com'),
    serverUrl: withoutTrailingSlashes(env.GITHUB_SERVER_URL || 'https://github.com'),
    sha: commitName('runner', 'GITHUB_SHA', env.GITHUB_SHA),
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
    ref: env.GITHUB_REF ?? '',
    event: readEvent(env.GITHUB_EVENT_NAME ?? '', env.GITHUB_EVENT_PATH),
    stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
    outputFile: env.GITHUB_OUTPUT || undefined,
    tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
    docsChannel: docsChannelOf(env),
  };
}

/** A commit's full name: 40 hex digits (SHA-1), or 64 in a SHA-256 repository. */
const COMMIT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * A value that names a commit, checked for its form before anything uses it: a crafted or broken
 * event's value would otherwise be taken for a commit that is not the head ("the head moved
 * on"). Absent is empty, as before; present and malformed stops the run, naming the field.
 */
function commitName(event: string, where: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' && COMMIT_NAME.test(value)) return value;
  throw new UsageError(
    `The ${event} event's ${where} is not a commit name (40 or 64 lower-case hex digits), so the event cannot be trusted to name a commit; nothing was judged.`,
  );
}

/** A repository `owner/name` and a ref (a tag, a branch, a commit) as the runner names them; anything else is ignored. */
const ACTION_REPOSITORY = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
const ACTION_REF = /^[A-Za-z0-9._-][A-Za-z0-9._/-]{0,199}$/;

function docsChannelOf(env: Record<string, string | undefined>): DocsChannel {
  const repository = env.GITHUB_ACTION_REPOSITORY ?? '';
  const ref = env.GITHUB_ACTION_REF ?? '';
  if (!ACTION_REPOSITORY.test(repository) || !ACTION_REF.test(ref) || ref.includes('..')) return { kind: 'none' };
  const server = withoutTrailingSlashes(env.GITHUB_SERVER_URL || 'https://github.com');
  return { kind: 'repository', repository: `${server}/${repository}`, ref };
}

/** The URL without the `/`s that end it (a loop: `/\/+$/` restarts at every `/` of a long run). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 0x2f) end--;
  return url.slice(0, end);
}
