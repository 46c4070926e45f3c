/**
 * The simulated operations, keyed by GitHub's operationId. Each takes the parsed request and the
 * state, mutates the state, and returns GitHub's status, headers and JSON for it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ancestors, commitsBetween, diffTrees, mergeBase, resolveRef } from './git.js';
import {
  commentJson,
  commitJson,
  contentJson,
  diffEntryJson,
  enc,
  gitCommitJson,
  findLabel,
  issueJson,
  labelJson,
  nodeId,
  pullFiles,
  pullHeadSha,
  pullJson,
  reactionJson,
  repoApi,
  repoJson,
  roleOf,
  treeShaOf,
  userJson,
  type Ctx,
} from './render.js';
import {
  blobSha,
  bytesOf,
  branchDeleted,
  commitFiles,
  commitObject,
  ensureLabel,
  moveBranch,
  isoNow,
  nextId,
  type ReactionContent,
  type SimComment,
  type SimCommit,
  type SimIssue,
  type SimReaction,
  type SimRepo,
  type SimToken,
} from './state.js';

export interface HandlerRequest {
  method: string;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined when none). */
  body: unknown;
  token: SimToken;
  headers: IncomingHttpHeaders;
  /** The request's path as received (still percent-encoded). */
  rawPath: string;
  ctx: Ctx;
}

export interface HandlerResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON (raw media types). */
  raw?: Buffer;
}

export type Handler = (req: HandlerRequest) => HandlerResponse;

export const DOCS = 'https://docs.github.com/rest';

/** Thrown by helpers to answer early with an error. */
export class HttpError extends Error {
  constructor(readonly response: HandlerResponse) {
    super(String((response.body as { message?: string } | undefined)?.message ?? response.status));
  }
}

export function errorBody(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  documentation = DOCS,
): HandlerResponse {
  return { status, body: { message, documentation_url: documentation, status: String(status), ...extra } };
}
export const fail = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  documentation = DOCS,
): never => {
  throw new HttpError(errorBody(status, message, extra, documentation));
};
export const notFound = (message = 'Not Found'): never => fail(404, message);
export const validationFailed = (errors: Array<Record<string, unknown>>, documentation = DOCS): never =>
  fail(422, 'Validation Failed', { errors }, documentation);

/** GitHub's character count for body limits: Unicode code points. */
export const chars = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
export const BODY_LIMIT = 65536;

export function repoOf(req: HandlerRequest): SimRepo {
  const { owner, repo } = req.params;
  const key = `${owner}/${repo}`.toLowerCase();
  const found = Object.entries(req.ctx.state.repos).find(([name]) => name.toLowerCase() === key);
  return found ? found[1] : notFound();
}

function issueOf(repo: SimRepo, number: string | undefined): SimIssue {
  return repo.issues[Number(number)] ?? notFound();
}

function commentOf(repo: SimRepo, id: string | undefined): { issue: SimIssue; comment: SimComment } {
  for (const issue of Object.values(repo.issues)) {
    const comment = issue.comments.find((c) => c.id === Number(id));
    if (comment) return { issue, comment };
  }
  return notFound();
}

// ---------------------------------------------------------------------------------------------
// Pagination

export function pageParams(query: URLSearchParams): { perPage: number; page: number } {
  const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? 30) || 30));
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  return { perPage, page };
}

/** The Link header GitHub sends for page `page` of `total` items (next/last, and prev/first after page 1). */
export function linkHeader(req: HandlerRequest, total: number, perPage: number, page: number): string | undefined {
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (n: number, rel: string): string => {
    const query = new URLSearchParams(req.query);
    query.set('per_page', String(perPage));
    query.set('page', String(n));
    return `<${req.ctx.api}${req.rawPath}?${query.toString()}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (page > 1) parts.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) parts.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) parts.push(link(1, 'first'));
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export function paginate<T>(req: HandlerRequest, items: T[], render: (item: T) => unknown): HandlerResponse {
  const { perPage, page } = pageParams(req.query);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const link = linkHeader(req, items.length, perPage, page);
  return { status: 200, body: slice.map(render), headers: link ? { link } : {} };
}

// ---------------------------------------------------------------------------------------------
// Handlers

const labelNames = (labels: unknown[] | undefined): string[] =>
  (labels ?? [])
    .map((l) => (typeof l === 'string' ? l : String((l as { name?: string }).name ?? '')))
    .filter((n) => n !== '');

function applyLabels(repo: SimRepo, names: string[]): string[] {
  for (const name of names) {
    if (chars(name) > 50)
      validationFailed([
        { resource: 'Label', code: 'custom', field: 'name', message: 'name is too long (maximum is 50 characters)' },
      ]);
  }
  return names.map((name) => ensureLabel(repo, name).name);
}

function checkIssueText(title: unknown, body: unknown): void {
  if (typeof title === 'string' && chars(title) > 256)
    validationFailed([
      { resource: 'Issue', code: 'custom', field: 'title', message: 'title is too long (maximum is 256 characters)' },
    ]);
  if (typeof title === 'string' && title.trim() === '')
    validationFailed([{ resource: 'Issue', code: 'missing_field', field: 'title' }]);
  if (typeof body === 'string' && chars(body) > BODY_LIMIT)
    validationFailed([
      {
        resource: 'Issue',
        code: 'custom',
        field: 'body',
        message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
      },
    ]);
}

function checkCommentBody(body: string): void {
  if (chars(body) > BODY_LIMIT) {
    validationFailed(
      [
        {
          resource: 'IssueComment',
          code: 'unprocessable',
          field: 'data',
          message: `Body is too long (maximum is ${BODY_LIMIT} characters)`,
        },
      ],
      `${DOCS}/issues/comments#create-an-issue-comment`,
    );
  }
  if (body.trim() === '') validationFailed([{ resource: 'IssueComment', code: 'missing_field', field: 'body' }]);
}

const touch = (issue: SimIssue): void => {
  issue.updatedAt = isoNow();
};

function react(
  ctx: Ctx,
  target: { reactions: SimReaction[] },
  content: ReactionContent,
  login: string,
): HandlerResponse {
  const existing = target.reactions.find((r) => r.content === content && r.user === login);
  if (existing) return { status: 200, body: reactionJson(ctx, existing) };
  const reaction: SimReaction = { id: nextId(), content, user: login, createdAt: isoNow() };
  target.reactions.push(reaction);
  return { status: 201, body: reactionJson(ctx, reaction) };
}

/** `base...head`, each a branch (optionally `owner:branch`) or a sha. */
/** An activity's cursor: opaque to the client, as GitHub's are. */
const cursorOf = (id: number): string => Buffer.from(`activity:${id}`).toString('base64url');
const idOfCursor = (cursor: string): number | undefined => {
  const match = /^activity:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
};

/**
 * The repository's activity (every branch update, with who GitHub authenticated as making it),
 * newest first unless `direction=asc`, filtered by `ref` (a branch's name or full ref), `actor`
 * and `activity_type`; paged by cursor: `after` continues past an item, `before` goes back.
 */
function listActivities(req: HandlerRequest, repo: SimRepo): HandlerResponse {
  const q = req.query;
  const ref = q.get('ref');
  const full = ref === null ? undefined : ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
  let items = repo.activities.filter(
    (a) =>
      (full === undefined || a.ref === full) &&
      (!q.has('actor') || a.actor.toLowerCase() === q.get('actor')!.toLowerCase()) &&
      (!q.has('activity_type') || a.type === q.get('activity_type')),
  );
  if (q.get('direction') !== 'asc') items = [...items].reverse();
  const perPage = Math.min(100, Math.max(1, Number(q.get('per_page') ?? 30) || 30));
  const at = (cursor: string | null) => {
    if (cursor === null) return undefined;
    const id = idOfCursor(cursor);
    const index = items.findIndex((a) => a.id === id);
    return index === -1 ? fail(422, 'Invalid cursor', {}, `${DOCS}/repos/repos#list-repository-activities`) : index;
  };
  const after = at(q.get('after'));
  const before = at(q.get('before'));
  const start = after !== undefined ? after + 1 : before !== undefined ? Math.max(0, before - perPage) : 0;
  const end = before !== undefined && after === undefined ? before : start + perPage;
  const page = items.slice(start, Math.min(end, start + perPage));
  const link = (rel: string, key: 'after' | 'before', id: number) => {
    const query = new URLSearchParams(q);
    query.delete('after');
    query.delete('before');
    query.set(key, cursorOf(id));
    return `<${req.ctx.api}${req.rawPath}?${query.toString()}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (page.length > 0 && start + page.length < items.length) parts.push(link('next', 'after', page.at(-1)!.id));
  if (page.length > 0 && start > 0) parts.push(link('prev', 'before', page[0]!.id));
  return {
    status: 200,
    headers: parts.length > 0 ? { link: parts.join(', ') } : {},
    body: page.map((a) => ({
      id: a.id,
      node_id: nodeId('Activity', a.id),
      before: a.before,
      after: a.after,
      ref: a.ref,
      timestamp: a.timestamp,
      activity_type: a.type,
      actor: userJson(req.ctx, a.actor),
    })),
  };
}

function compare(req: HandlerRequest, repo: SimRepo, basehead: string): HandlerResponse {
  const match = /^(.+?)\.\.\.(.+)$/.exec(basehead);
  if (!match) return notFound();
  const side = (ref: string): string =>
    ref.replace(new RegExp(`^${repo.owner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`, 'i'), '');
  const base = resolveRef(repo, side(match[1] as string));
  const head = resolveRef(repo, side(match[2] as string));
  if (!base || !head) return notFound();
  const mb = mergeBase(repo, base.sha, head.sha);
  if (!mb) return notFound(`No common ancestor between ${match[1]} and ${match[2]}.`);
  const mergeBaseCommit = repo.commits[mb] ?? base;
  const ahead = commitsBetween(repo, base.sha, head.sha);
  const behindBy = [...ancestors(repo, base.sha)].filter((sha) => !ancestors(repo, head.sha).has(sha)).length;
  const status =
    base.sha === head.sha ? 'identical' : behindBy === 0 ? 'ahead' : ahead.length === 0 ? 'behind' : 'diverged';
  // GitHub: at most 300 files, on the first page only; commits are what pages.
  const allFiles = diffTrees(mergeBaseCommit.files, head.files).slice(0, 300);
  const paged = req.query.has('per_page') || req.query.has('page');
  const { perPage, page } = pageParams(req.query);
  const commits = paged ? ahead.slice((page - 1) * perPage, page * perPage) : ahead.slice(-250);
  const files = !paged || page === 1 ? allFiles : [];
  const html = `http://localhost/${repo.owner}/${repo.name}/compare/${basehead}`;
  const link = paged ? linkHeader(req, ahead.length, perPage, page) : undefined;
  return {
    status: 200,
    headers: link ? { link } : {},
    body: {
      url: `${repoApi(req.ctx, repo)}/compare/${basehead}`,
      html_url: html,
      permalink_url: `http://localhost/${repo.owner}/${repo.name}/compare/${repo.owner}:${base.sha.slice(0, 7)}...${repo.owner}:${head.sha.slice(0, 7)}`,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      base_commit: commitJson(req.ctx, repo, base),
      merge_base_commit: commitJson(req.ctx, repo, mergeBaseCommit),
      status,
      ahead_by: ahead.length,
      behind_by: behindBy,
      total_commits: ahead.length,
      commits: commits.map((c) => commitJson(req.ctx, repo, c)),
      files: files.map((f) => diffEntryJson(req.ctx, repo, f, head.sha)),
    },
  };
}

/** Resolve the branch a contents write targets; a protected one answers GitHub's 409. */
function writableBranch(repo: SimRepo, name: string | undefined): string {
  const branch = name ?? repo.defaultBranch;
  const state = repo.branches[branch] ?? notFound(`Branch ${branch} not found`);
  if (state.protected) {
    fail(
      409,
      'Could not update file: Changes must be made through a pull request.',
      {},
      'https://docs.github.com/articles/about-protected-branches',
    );
  }
  return branch;
}

function person(value: unknown): { name?: string; email?: string; date?: string } | undefined {
  return value && typeof value === 'object' ? (value as { name?: string; email?: string; date?: string }) : undefined;
}

function fileCommitJson(
  req: HandlerRequest,
  repo: SimRepo,
  path: string,
  branch: string,
  created: boolean | null,
  sha: string,
): HandlerResponse {
  const commit = repo.commits[sha] ?? notFound();
  const rendered = commitJson(req.ctx, repo, commit) as {
    node_id: string;
    html_url: string;
    parents: unknown;
    commit: { url: string; author: unknown; committer: unknown; tree: unknown; verification: unknown };
  };
  const content = commit.files[path];
  return {
    status: created ? 201 : 200,
    body: {
      content: content === undefined ? null : contentJson(req.ctx, repo, path, content, branch, 'file', false),
      commit: {
        sha: commit.sha,
        node_id: rendered.node_id,
        url: rendered.commit.url,
        html_url: rendered.html_url,
        author: rendered.commit.author,
        committer: rendered.commit.committer,
        message: commit.message,
        tree: rendered.commit.tree,
        parents: rendered.parents,
        verification: rendered.commit.verification,
      },
    },
  };
}

function headRef(ref: string): string | undefined {
  const m = /^heads\/(.+)$/.exec(ref.replace(/^refs\//, ''));
  return m?.[1];
}

function gitRefJson(req: HandlerRequest, repo: SimRepo, branch: string): Record<string, unknown> {
  const sha = (repo.branches[branch] ?? notFound()).sha;
  return {
    ref: `refs/heads/${branch}`,
    node_id: Buffer.from(`03:Ref${repo.id}:refs/heads/${branch}`).toString('base64'),
    url: `${repoApi(req.ctx, repo)}/git/refs/heads/${branch.split('/').map(encodeURIComponent).join('/')}`,
    object: { type: 'commit', sha, url: `${repoApi(req.ctx, repo)}/git/commits/${sha}` },
  };
}

export const BOT_PR_REFUSAL = 'GitHub Actions is not permitted to create or approve pull requests.';

export const handlers: Record<string, Handler> = {
  'repos/get': (req) => ({ status: 200, body: repoJson(req.ctx, repoOf(req), req.token) }),

  'users/get-authenticated': (req) => {
    if (req.token.type === 'Bot')
      return errorBody(
        403,
        'Resource not accessible by integration',
        {},
        `${DOCS}/users/users#get-the-authenticated-user`,
      );
    const at = '2020-01-01T00:00:00Z';
    return {
      status: 200,
      body: {
        ...userJson(req.ctx, req.token.login),
        name: null,
        company: null,
        blog: '',
        location: null,
        email: null,
        hireable: null,
        bio: null,
        public_repos: 0,
        public_gists: 0,
        followers: 0,
        following: 0,
        created_at: at,
        updated_at: at,
      },
    };
  },

  // --- pulls
  'pulls/get': (req) => {
    const repo = repoOf(req);
    const pull = repo.pulls[Number(req.params.pull_number)] ?? notFound();
    return { status: 200, body: pullJson(req.ctx, repo, pull, true) };
  },
  'pulls/list-files': (req) => {
    const repo = repoOf(req);
    const pull = repo.pulls[Number(req.params.pull_number)] ?? notFound();
    const ref = pull.head.sha;
    return paginate(req, pullFiles(repo, pull).slice(0, 3000), (f) => diffEntryJson(req.ctx, repo, f, ref));
  },
  'pulls/list': (req) => {
    const repo = repoOf(req);
    const state = req.query.get('state') ?? 'open';
    const head = req.query.get('head');
    const base = req.query.get('base');
    const sort = req.query.get('sort') ?? 'created';
    const direction = req.query.get('direction') ?? (sort === 'created' ? 'desc' : 'asc');
    let pulls = Object.values(repo.pulls).filter((p) => {
      const issue = repo.issues[p.number] as SimIssue;
      if (state !== 'all' && issue.state !== state) return false;
      if (base && p.base.ref !== base) return false;
      if (head) {
        const [owner, ref] = head.includes(':') ? (head.split(/:(.*)/s) as [string, string]) : [repo.owner, head];
        const headOwner = p.head.repo ? (p.head.repo.split('/')[0] as string) : repo.owner;
        if (owner.toLowerCase() !== headOwner.toLowerCase() || (ref !== '' && ref !== p.head.ref)) return false;
      }
      return true;
    });
    const key = (p: (typeof pulls)[number]): string => {
      const issue = repo.issues[p.number] as SimIssue;
      return sort === 'updated' ? issue.updatedAt : issue.createdAt;
    };
    pulls = pulls.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number));
    if (direction === 'desc') pulls.reverse();
    return paginate(req, pulls, (p) => pullJson(req.ctx, repo, p, false));
  },
  'pulls/create': (req) => {
    const repo = repoOf(req);
    const body = req.body as {
      title?: string;
      head: string;
      base: string;
      body?: string;
      draft?: boolean;
      issue?: number;
    };
    if (req.token.type === 'Bot' && !repo.actionsCanCreatePulls)
      return errorBody(403, BOT_PR_REFUSAL, {}, `${DOCS}/pulls/pulls#create-a-pull-request`);
    const headName = body.head.includes(':') ? (body.head.split(/:(.*)/s)[1] as string) : body.head;
    const head = repo.branches[headName];
    const base = repo.branches[body.base];
    if (!head) validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
    if (!base) validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
    if (!body.title && body.issue === undefined)
      validationFailed([{ resource: 'PullRequest', code: 'missing_field', field: 'title' }]);
    if (typeof body.body === 'string' && chars(body.body) > BODY_LIMIT)
      validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          field: 'body',
          message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
        },
      ]);
    const headSha = (head as { sha: string }).sha;
    const baseSha = (base as { sha: string }).sha;
    if (ancestors(repo, baseSha).has(headSha))
      validationFailed([
        { resource: 'PullRequest', code: 'custom', message: `No commits between ${body.base} and ${headName}` },
      ]);
    const open = Object.values(repo.pulls).find(
      (p) =>
        !p.head.repo && p.head.ref === headName && p.base.ref === body.base && repo.issues[p.number]?.state === 'open',
    );
    if (open)
      validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${repo.owner}:${headName}.`,
        },
      ]);
    const at = isoNow();
    const number = repo.nextNumber++;
    repo.issues[number] = {
      id: nextId(),
      number,
      title: body.title ?? `#${body.issue}`,
      body: body.body ?? null,
      state: 'open',
      stateReason: null,
      user: req.token.login,
      labels: [],
      assignees: [],
      comments: [],
      reactions: [],
      locked: false,
      createdAt: at,
      updatedAt: at,
      closedAt: null,
      closedBy: null,
    };
    const pull = {
      id: nextId(),
      number,
      head: { ref: headName, sha: headSha },
      base: { ref: body.base, sha: baseSha },
      draft: body.draft ?? false,
      merged: false,
      mergedAt: null,
    };
    repo.pulls[number] = pull;
    return {
      status: 201,
      body: pullJson(req.ctx, repo, pull, true),
      headers: { location: `${repoApi(req.ctx, repo)}/pulls/${number}` },
    };
  },

  // --- commits and contents
  'repos/list-activities': (req) => listActivities(req, repoOf(req)),
  'repos/compare-commits-with-basehead': (req) => compare(req, repoOf(req), req.params.basehead as string),
  'repos/compare-commits': (req) => compare(req, repoOf(req), `${req.params.base}...${req.params.head}`),
  'repos/get-commit': (req) => {
    const repo = repoOf(req);
    const commit =
      resolveRef(repo, req.params.ref as string) ?? fail(422, `No commit found for SHA: ${req.params.ref}`);
    const parent = commit.parents[0] ? repo.commits[commit.parents[0]] : undefined;
    const files = diffTrees(parent?.files ?? {}, commit.files).slice(0, 300);
    return { status: 200, body: commitJson(req.ctx, repo, commit, files) };
  },
  'repos/get-content': (req) => {
    const repo = repoOf(req);
    const ref = req.query.get('ref') ?? repo.defaultBranch;
    const commit = resolveRef(repo, ref) ?? notFound(`No commit found for the ref ${ref}`);
    const path = (req.params.path as string).replace(/^\/+|\/+$/g, '');
    const content = commit.files[path];
    if (content !== undefined) {
      const accept = String(req.headers.accept ?? '');
      if (/vnd\.github(\.v3)?\.raw/.test(accept))
        return {
          status: 200,
          raw: bytesOf(content),
          headers: { 'content-type': 'application/vnd.github.raw; charset=utf-8' },
        };
      return { status: 200, body: contentJson(req.ctx, repo, path, content, ref) };
    }
    const prefix = `${path}/`;
    const children = new Map<string, 'file' | 'dir'>();
    for (const file of Object.keys(commit.files)) {
      if (!file.startsWith(prefix)) continue;
      const rest = file.slice(prefix.length);
      const slash = rest.indexOf('/');
      children.set(slash === -1 ? rest : rest.slice(0, slash), slash === -1 ? 'file' : 'dir');
    }
    if (children.size === 0) return notFound();
    const entries = [...children]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, type]) =>
        contentJson(
          req.ctx,
          repo,
          `${prefix}${name}`,
          type === 'file' ? commit.files[`${prefix}${name}`] : undefined,
          ref,
          type,
          false,
        ),
      );
    return { status: 200, body: entries };
  },
  'repos/create-or-update-file-contents': (req) => {
    const repo = repoOf(req);
    const body = req.body as {
      message: string;
      content: string;
      sha?: string;
      branch?: string;
      author?: unknown;
      committer?: unknown;
    };
    const path = (req.params.path as string).replace(/^\/+|\/+$/g, '');
    if (!/^[A-Za-z0-9+/=\s]*$/.test(body.content))
      validationFailed([
        { resource: 'Blob', code: 'invalid', field: 'content', message: 'content is not valid Base64' },
      ]);
    const branch = writableBranch(repo, body.branch);
    const tip = repo.branches[branch]?.files ?? {};
    const existing = tip[path];
    if (existing !== undefined && body.sha === undefined)
      fail(
        422,
        'Invalid request.\n\n"sha" wasn\'t supplied.',
        {},
        `${DOCS}/repos/contents#create-or-update-file-contents`,
      );
    if (body.sha !== undefined && (existing === undefined || blobSha(existing) !== body.sha))
      fail(409, `${path} does not match ${body.sha}`, {}, `${DOCS}/repos/contents#create-or-update-file-contents`);
    const bytes = Buffer.from(body.content, 'base64');
    const text = bytes.toString('utf8');
    const content = Buffer.from(text, 'utf8').equals(bytes) ? text : new Uint8Array(bytes);
    const who = person(body.author) ?? person(body.committer);
    const commit = commitFiles(
      repo,
      branch,
      { [path]: content },
      {
        message: body.message,
        login: req.token.login,
        author: {
          name: who?.name ?? req.token.login,
          email: who?.email ?? `${userJson(req.ctx, req.token.login).id}+${req.token.login}@users.noreply.github.com`,
          ...(who?.date && { date: who.date }),
        },
      },
    );
    return fileCommitJson(req, repo, path, branch, existing === undefined, commit.sha);
  },
  'repos/delete-file': (req) => {
    const repo = repoOf(req);
    const body = req.body as { message: string; sha: string; branch?: string; author?: unknown; committer?: unknown };
    const path = (req.params.path as string).replace(/^\/+|\/+$/g, '');
    const branch = writableBranch(repo, body.branch);
    const existing = (repo.branches[branch]?.files ?? {})[path];
    if (existing === undefined) return notFound();
    if (blobSha(existing) !== body.sha)
      fail(409, `${path} does not match ${body.sha}`, {}, `${DOCS}/repos/contents#delete-a-file`);
    const who = person(body.author) ?? person(body.committer);
    const commit = commitFiles(
      repo,
      branch,
      { [path]: null },
      {
        message: body.message,
        login: req.token.login,
        author: {
          name: who?.name ?? req.token.login,
          email: who?.email ?? `${req.token.login}@users.noreply.github.com`,
        },
      },
    );
    return { ...fileCommitJson(req, repo, path, branch, null, commit.sha), status: 200 };
  },

  // --- git refs
  'git/get-ref': (req) => {
    const repo = repoOf(req);
    const branch = headRef(req.params.ref as string);
    if (!branch || !repo.branches[branch]) return notFound();
    return { status: 200, body: gitRefJson(req, repo, branch) };
  },
  'git/create-ref': (req) => {
    const repo = repoOf(req);
    const { ref, sha } = req.body as { ref: string; sha: string };
    if (!/^refs\/[^/]+\/.+/.test(ref))
      fail(422, 'Reference name is invalid', {}, `${DOCS}/git/refs#create-a-reference`);
    const branch = headRef(ref);
    if (!branch)
      throw new HttpError({
        status: 501,
        body: { message: `simulator: only refs/heads/* can be created (got ${ref})` },
      });
    if (!repo.commits[sha]) fail(422, 'Object does not exist', {}, `${DOCS}/git/refs#create-a-reference`);
    if (repo.branches[branch]) fail(422, 'Reference already exists', {}, `${DOCS}/git/refs#create-a-reference`);
    moveBranch(repo, branch, sha, req.token.login);
    return {
      status: 201,
      body: gitRefJson(req, repo, branch),
      headers: { location: `${repoApi(req.ctx, repo)}/git/refs/heads/${branch}` },
    };
  },
  'git/get-commit': (req) => {
    const repo = repoOf(req);
    const commit = repo.commits[req.params.commit_sha as string];
    return commit ? { status: 200, body: gitCommitJson(req.ctx, repo, commit) } : notFound();
  },
  'git/create-commit': (req) => {
    const repo = repoOf(req);
    const { message, tree, parents } = req.body as { message: string; tree: string; parents?: string[] };
    const parent =
      (parents?.length === 1 ? repo.commits[parents[0]!] : undefined) ??
      fail(422, 'Parent SHA does not exist or is not a commit object', {}, `${DOCS}/git/commits#create-a-commit`);
    if (treeShaOf(parent) !== tree)
      throw new HttpError({
        status: 501,
        body: { message: "simulator: a commit is made only on its parent's own tree (an empty commit)" },
      });
    const commit = commitObject(repo, parent, message, req.token.login);
    return {
      status: 201,
      body: gitCommitJson(req.ctx, repo, commit),
      headers: { location: `${repoApi(req.ctx, repo)}/git/commits/${commit.sha}` },
    };
  },
  'git/update-ref': (req) => {
    const repo = repoOf(req);
    const { sha, force } = req.body as { sha: string; force?: boolean };
    const branch = headRef(req.params.ref as string);
    const current = branch ? repo.branches[branch] : undefined;
    if (!branch || !current) return fail(422, 'Reference does not exist', {}, `${DOCS}/git/refs#update-a-reference`);
    const target = repo.commits[sha] ?? fail(422, 'Object does not exist', {}, `${DOCS}/git/refs#update-a-reference`);
    if (current.protected)
      fail(422, `Protected branch update failed for refs/heads/${branch}.`, {}, `${DOCS}/git/refs#update-a-reference`);
    if (!force && !ancestors(repo, sha).has(current.sha))
      fail(422, 'Update is not a fast forward', {}, `${DOCS}/git/refs#update-a-reference`);
    if (target.sha !== current.sha) moveBranch(repo, branch, sha, req.token.login);
    return { status: 200, body: gitRefJson(req, repo, branch) };
  },
  'git/delete-ref': (req) => {
    const repo = repoOf(req);
    const branch = headRef(req.params.ref as string);
    const current = branch ? repo.branches[branch] : undefined;
    if (!branch || !current) return fail(422, 'Reference does not exist', {}, `${DOCS}/git/refs#delete-a-reference`);
    if (current.protected)
      fail(422, `Protected branch update failed for refs/heads/${branch}.`, {}, `${DOCS}/git/refs#delete-a-reference`);
    if (branch === repo.defaultBranch)
      fail(422, 'Cannot delete the default branch', {}, `${DOCS}/git/refs#delete-a-reference`);
    branchDeleted(repo, branch, req.token.login);
    return { status: 204 };
  },

  // --- an issue's events (closings and reopenings are what the simulator records)
  'issues/list-events': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    return paginate(req, issue.events ?? [], (e) => ({
      id: e.id,
      node_id: nodeId('IssueEvent', e.id),
      url: `${req.ctx.api}/repos/${repo.owner}/${repo.name}/issues/events/${e.id}`,
      actor: userJson(req.ctx, e.actor),
      event: e.event,
      commit_id: null,
      commit_url: null,
      created_at: e.createdAt,
      performed_via_github_app: null,
    }));
  },

  // --- issue comments
  'issues/list-comments': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    const since = req.query.get('since');
    const comments = issue.comments.filter((c) => !since || c.updatedAt >= since).sort((a, b) => a.id - b.id);
    return paginate(req, comments, (c) => commentJson(req.ctx, repo, issue, c));
  },
  'issues/create-comment': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    const text = (req.body as { body: string }).body;
    checkCommentBody(text);
    const at = isoNow();
    const comment: SimComment = {
      id: nextId(),
      body: text,
      user: req.token.login,
      createdAt: at,
      updatedAt: at,
      reactions: [],
    };
    issue.comments.push(comment);
    touch(issue);
    const json = commentJson(req.ctx, repo, issue, comment);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'issues/get-comment': (req) => {
    const repo = repoOf(req);
    const { issue, comment } = commentOf(repo, req.params.comment_id);
    return { status: 200, body: commentJson(req.ctx, repo, issue, comment) };
  },
  'issues/update-comment': (req) => {
    const repo = repoOf(req);
    const { issue, comment } = commentOf(repo, req.params.comment_id);
    const text = (req.body as { body: string }).body;
    checkCommentBody(text);
    comment.body = text;
    comment.updatedAt = isoNow();
    return { status: 200, body: commentJson(req.ctx, repo, issue, comment) };
  },
  'issues/delete-comment': (req) => {
    const repo = repoOf(req);
    const { issue, comment } = commentOf(repo, req.params.comment_id);
    issue.comments = issue.comments.filter((c) => c !== comment);
    return { status: 204 };
  },

  // --- reactions
  'reactions/create-for-issue-comment': (req) => {
    const repo = repoOf(req);
    const { comment } = commentOf(repo, req.params.comment_id);
    return react(req.ctx, comment, (req.body as { content: ReactionContent }).content, req.token.login);
  },
  'reactions/list-for-issue-comment': (req) => {
    const repo = repoOf(req);
    const { comment } = commentOf(repo, req.params.comment_id);
    const content = req.query.get('content');
    return paginate(
      req,
      comment.reactions.filter((r) => !content || r.content === content),
      (r) => reactionJson(req.ctx, r),
    );
  },
  'reactions/create-for-issue': (req) => {
    const repo = repoOf(req);
    return react(
      req.ctx,
      issueOf(repo, req.params.issue_number),
      (req.body as { content: ReactionContent }).content,
      req.token.login,
    );
  },
  'reactions/list-for-issue': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    const content = req.query.get('content');
    return paginate(
      req,
      issue.reactions.filter((r) => !content || r.content === content),
      (r) => reactionJson(req.ctx, r),
    );
  },

  // --- repository labels
  'issues/list-labels-for-repo': (req) => {
    const repo = repoOf(req);
    return paginate(req, repo.labels, (l) => labelJson(req.ctx, repo, l));
  },
  'issues/create-label': (req) => {
    const repo = repoOf(req);
    const { name, color, description } = req.body as { name: string; color?: string; description?: string };
    const docs = `${DOCS}/issues/labels#create-a-label`;
    if (findLabel(repo, name)) validationFailed([{ resource: 'Label', code: 'already_exists', field: 'name' }], docs);
    if (name.trim() === '') validationFailed([{ resource: 'Label', code: 'missing_field', field: 'name' }], docs);
    if (chars(name) > 50)
      validationFailed(
        [{ resource: 'Label', code: 'custom', field: 'name', message: 'name is too long (maximum is 50 characters)' }],
        docs,
      );
    if (color !== undefined && !/^#?[0-9a-fA-F]{6}$/.test(color))
      validationFailed([{ resource: 'Label', code: 'invalid', field: 'color' }], docs);
    if (description !== undefined && chars(description) > 100)
      validationFailed(
        [
          {
            resource: 'Label',
            code: 'custom',
            field: 'description',
            message: 'description is too long (maximum is 100 characters)',
          },
        ],
        docs,
      );
    const label = {
      id: nextId(),
      name,
      color: (color ?? 'ededed').replace(/^#/, '').toLowerCase(),
      description: description ?? null,
      default: false,
    };
    repo.labels.push(label);
    const json = labelJson(req.ctx, repo, label);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'issues/get-label': (req) => {
    const repo = repoOf(req);
    const label = findLabel(repo, req.params.name as string) ?? notFound();
    return { status: 200, body: labelJson(req.ctx, repo, label) };
  },
  'issues/update-label': (req) => {
    const repo = repoOf(req);
    const label = findLabel(repo, req.params.name as string) ?? notFound();
    const {
      new_name: newName,
      color,
      description,
    } = req.body as { new_name?: string; color?: string; description?: string };
    if (newName !== undefined) {
      const clash = findLabel(repo, newName);
      if (clash && clash !== label) validationFailed([{ resource: 'Label', code: 'already_exists', field: 'name' }]);
      for (const issue of Object.values(repo.issues))
        issue.labels = issue.labels.map((n) => (n === label.name ? newName : n));
      label.name = newName;
    }
    if (color !== undefined) label.color = color.replace(/^#/, '').toLowerCase();
    if (description !== undefined) label.description = description;
    return { status: 200, body: labelJson(req.ctx, repo, label) };
  },
  'issues/delete-label': (req) => {
    const repo = repoOf(req);
    const label = findLabel(repo, req.params.name as string) ?? notFound();
    repo.labels = repo.labels.filter((l) => l !== label);
    for (const issue of Object.values(repo.issues)) issue.labels = issue.labels.filter((n) => n !== label.name);
    return { status: 204 };
  },

  // --- issue labels
  'issues/list-labels-on-issue': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    return paginate(
      req,
      issue.labels.map((n) => findLabel(repo, n)).filter((l) => l !== undefined),
      (l) => labelJson(req.ctx, repo, l),
    );
  },
  'issues/add-labels': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    const names = applyLabels(repo, labelNames((req.body as { labels?: unknown[] }).labels));
    for (const name of names) if (!issue.labels.includes(name)) issue.labels.push(name);
    touch(issue);
    return {
      status: 200,
      body: issue.labels.map((n) => labelJson(req.ctx, repo, findLabel(repo, n) ?? ensureLabel(repo, n))),
    };
  },
  'issues/set-labels': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    issue.labels = [
      ...new Set(applyLabels(repo, labelNames((req.body as { labels?: unknown[] } | undefined)?.labels))),
    ];
    touch(issue);
    return {
      status: 200,
      body: issue.labels.map((n) => labelJson(req.ctx, repo, findLabel(repo, n) ?? ensureLabel(repo, n))),
    };
  },
  'issues/remove-all-labels': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    issue.labels = [];
    touch(issue);
    return { status: 204 };
  },
  'issues/remove-label': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    const name = (req.params.name as string).toLowerCase();
    const onIssue = issue.labels.find((n) => n.toLowerCase() === name);
    if (onIssue === undefined)
      return fail(404, 'Label does not exist', {}, `${DOCS}/issues/labels#remove-a-label-from-an-issue`);
    issue.labels = issue.labels.filter((n) => n !== onIssue);
    touch(issue);
    return {
      status: 200,
      body: issue.labels.map((n) => labelJson(req.ctx, repo, findLabel(repo, n) ?? ensureLabel(repo, n))),
    };
  },

  // --- issues
  'issues/list-for-repo': (req) => {
    const repo = repoOf(req);
    const state = req.query.get('state') ?? 'open';
    const wanted = (req.query.get('labels') ?? '')
      .split(',')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l !== '');
    const creator = req.query.get('creator')?.toLowerCase();
    const since = req.query.get('since');
    const sort = req.query.get('sort') ?? 'created';
    const direction = req.query.get('direction') ?? 'desc';
    const issues = Object.values(repo.issues).filter(
      (i) =>
        (state === 'all' || i.state === state) &&
        wanted.every((w) => i.labels.some((l) => l.toLowerCase() === w)) &&
        (!creator || i.user.toLowerCase() === creator) &&
        (!since || i.updatedAt >= since),
    );
    const key = (i: SimIssue): string | number =>
      sort === 'updated' ? i.updatedAt : sort === 'comments' ? i.comments.length : i.createdAt;
    issues.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number));
    if (direction === 'desc') issues.reverse();
    return paginate(req, issues, (i) => issueJson(req.ctx, repo, i));
  },
  'issues/create': (req) => {
    const repo = repoOf(req);
    const body = req.body as {
      title: string | number;
      body?: string;
      labels?: unknown[];
      assignees?: string[];
      assignee?: string | null;
    };
    checkIssueText(String(body.title), body.body);
    const at = isoNow();
    const number = repo.nextNumber++;
    const issue: SimIssue = {
      id: nextId(),
      number,
      title: String(body.title),
      body: body.body ?? null,
      state: 'open',
      stateReason: null,
      user: req.token.login,
      labels: [...new Set(applyLabels(repo, labelNames(body.labels)))],
      assignees: body.assignees ?? (body.assignee ? [body.assignee] : []),
      comments: [],
      reactions: [],
      locked: false,
      createdAt: at,
      updatedAt: at,
      closedAt: null,
      closedBy: null,
    };
    repo.issues[number] = issue;
    const json = issueJson(req.ctx, repo, issue);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'issues/get': (req) => {
    const repo = repoOf(req);
    return { status: 200, body: issueJson(req.ctx, repo, issueOf(repo, req.params.issue_number)) };
  },
  'issues/update': (req) => {
    const repo = repoOf(req);
    const issue = issueOf(repo, req.params.issue_number);
    const body = req.body as {
      title?: string | number | null;
      body?: string | null;
      state?: 'open' | 'closed';
      state_reason?: SimIssue['stateReason'];
      labels?: unknown[];
      assignees?: string[];
    };
    checkIssueText(body.title === undefined || body.title === null ? undefined : String(body.title), body.body);
    if (body.title !== undefined && body.title !== null) issue.title = String(body.title);
    if (body.body !== undefined) issue.body = body.body;
    if (body.labels !== undefined) issue.labels = [...new Set(applyLabels(repo, labelNames(body.labels)))];
    if (body.assignees !== undefined) issue.assignees = body.assignees.map(String);
    if (body.state === 'closed' && issue.state !== 'closed') {
      issue.state = 'closed';
      issue.closedAt = isoNow();
      issue.closedBy = req.token.login;
      issue.stateReason = body.state_reason ?? 'completed';
      (issue.events ??= []).push({ id: nextId(), event: 'closed', actor: req.token.login, createdAt: issue.closedAt });
    } else if (body.state === 'open' && issue.state !== 'open') {
      issue.state = 'open';
      issue.closedAt = null;
      issue.closedBy = null;
      issue.stateReason = 'reopened';
      (issue.events ??= []).push({ id: nextId(), event: 'reopened', actor: req.token.login, createdAt: isoNow() });
    } else if (body.state_reason !== undefined && issue.state === 'closed') {
      issue.stateReason = body.state_reason;
    }
    touch(issue);
    return { status: 200, body: issueJson(req.ctx, repo, issue) };
  },

  // --- collaborators
  'repos/get-collaborator-permission-level': (req) => {
    const repo = repoOf(req);
    const login = req.params.username as string;
    const role = roleOf(repo, login);
    const effective = role === 'none' && !repo.private ? 'read' : role;
    const permission = effective === 'maintain' ? 'write' : effective === 'triage' ? 'read' : effective;
    const permissions = {
      admin: effective === 'admin',
      maintain: effective === 'admin' || effective === 'maintain',
      push: ['admin', 'maintain', 'write'].includes(effective),
      triage: ['admin', 'maintain', 'write', 'triage'].includes(effective),
      pull: effective !== 'none',
    };
    return {
      status: 200,
      body: {
        permission,
        role_name: effective,
        user: { ...userJson(req.ctx, login), permissions, role_name: effective },
      },
    };
  },
};

// --- commits of a path (newest first), as `GET /repos/{owner}/{repo}/commits?sha=&path=` lists them

const sameContent = (a: SimCommit['files'][string] | undefined, b: SimCommit['files'][string] | undefined) =>
  a === b || (a !== undefined && b !== undefined && bytesOf(a).equals(bytesOf(b)));

// The pull requests a commit belongs to: those whose head reaches it and whose base did not when
// they were opened (open or merged alike, as GitHub associates them).
handlers['repos/list-pull-requests-associated-with-commit'] = (req) => {
  const repo = repoOf(req);
  const sha = req.params.commit_sha as string;
  if (!repo.commits[sha]) fail(422, `No commit found for SHA: ${sha}`);
  const pulls = Object.values(repo.pulls).filter(
    (p) =>
      p.mergeCommitSha === sha ||
      (!p.head.repo && ancestors(repo, pullHeadSha(repo, p)).has(sha) && !ancestors(repo, p.base.sha).has(sha)),
  );
  return paginate(req, pulls, (p) => pullJson(req.ctx, repo, p, false));
};

/** The organisation as a team's JSON names it. */
function teamOrganization(ctx: Ctx, org: string): Record<string, unknown> {
  const url = `${ctx.api}/orgs/${enc(org)}`;
  return {
    login: org,
    url,
    id: 1,
    node_id: nodeId('Organization', org),
    repos_url: `${url}/repos`,
    events_url: `${url}/events`,
    hooks_url: `${url}/hooks`,
    issues_url: `${url}/issues`,
    members_url: `${url}/members{/member}`,
    public_members_url: `${url}/public_members{/member}`,
    avatar_url: 'https://avatars.githubusercontent.com/u/1',
    description: null,
    html_url: `https://github.com/${enc(org)}`,
    has_organization_projects: true,
    has_repository_projects: true,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    type: 'Organization',
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2020-01-01T00:00:00Z',
    archived_at: null,
  };
}

/** A team the token may read, or the refusal GitHub gives: 403 to a token without team reads, 404 to a team that is not there. */
function teamOf(req: Parameters<Handler>[0]): { org: string; slug: string; members: string[] } {
  const org = req.params.org as string;
  const slug = req.params.team_slug as string;
  if (!req.token.readsTeams)
    fail(403, 'Resource not accessible by integration', {}, `${DOCS}/teams/teams#get-a-team-by-name`);
  const members = req.ctx.state.teams[`${org}/${slug}`] ?? notFound();
  return { org, slug, members };
}

handlers['teams/get-by-name'] = (req) => {
  const { org, slug, members } = teamOf(req);
  const url = `${req.ctx.api}/orgs/${enc(org)}/teams/${enc(slug)}`;
  return {
    status: 200,
    body: {
      id: 1,
      node_id: nodeId('Team', `${org}/${slug}`),
      url,
      html_url: `https://github.com/orgs/${enc(org)}/teams/${enc(slug)}`,
      name: slug,
      slug,
      description: null,
      privacy: 'closed',
      notification_setting: 'notifications_enabled',
      permission: 'pull',
      members_url: `${url}/members{/member}`,
      repositories_url: `${url}/repos`,
      parent: null,
      members_count: members.length,
      repos_count: 0,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: '2020-01-01T00:00:00Z',
      organization: teamOrganization(req.ctx, org),
      type: 'organization',
    },
  };
};

handlers['teams/get-membership-for-user-in-org'] = (req) => {
  const { org, slug, members } = teamOf(req);
  const user = req.params.username as string;
  if (!members.some((m) => m.toLowerCase() === user.toLowerCase())) notFound();
  return {
    status: 200,
    body: {
      url: `${req.ctx.api}/orgs/${enc(org)}/teams/${enc(slug)}/memberships/${enc(user)}`,
      role: 'member',
      state: 'active',
    },
  };
};

handlers['repos/list-commits'] = (req) => {
  const repo = repoOf(req);
  const from = req.query.get('sha') ?? repo.defaultBranch;
  const head = resolveRef(repo, from) ?? fail(404, 'Not Found');
  const path = req.query.get('path') ?? undefined;
  // `author`: a login or an e-mail, as GitHub matches it (the linked account, or the author's e-mail).
  const author = req.query.get('author')?.toLowerCase();
  const perPage = Math.min(100, Number(req.query.get('per_page') ?? 30) || 30);
  const page = Math.max(1, Number(req.query.get('page') ?? 1) || 1);
  // First parents only: the simulated history is linear in practice.
  const listed: SimCommit[] = [];
  for (
    let commit: SimCommit | undefined = head;
    commit;
    commit = commit.parents[0] ? repo.commits[commit.parents[0]] : undefined
  ) {
    const parent = commit.parents[0] ? repo.commits[commit.parents[0]] : undefined;
    if (author !== undefined && commit.login?.toLowerCase() !== author && commit.author.email.toLowerCase() !== author)
      continue;
    if (path === undefined || !sameContent(commit.files[path], parent?.files[path])) listed.push(commit);
  }
  return {
    status: 200,
    body: listed.slice((page - 1) * perPage, page * perPage).map((c) => commitJson(req.ctx, repo, c)),
  };
};
