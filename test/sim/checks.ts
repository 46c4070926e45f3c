/**
 * Check runs (`checks/*`): created, updated (annotations appended), read and listed per commit,
 * with GitHub's limits. See README.md for the behaviours chosen where GitHub is not explicit.
 */
import { resolveRef } from './git.js';
import {
  chars,
  DOCS,
  fail,
  linkHeader,
  notFound,
  pageParams,
  paginate,
  repoOf,
  validationFailed,
  type Handler,
  type HandlerRequest,
  type HandlerResponse,
} from './handlers.js';
import { HTML, nodeId, pullHeadSha, repoApi, repoHtml, userJson, type Ctx } from './render.js';
import {
  isoNow,
  nextId,
  type CheckConclusion,
  type CheckStatus,
  type SimAnnotation,
  type SimCheckRun,
  type SimRepo,
} from './state.js';

/** GitHub's caps: annotations per request, and characters of an output's `summary` and `text`. */
const ANNOTATIONS_PER_REQUEST = 50;
const OUTPUT_LIMIT = 65535;

const CREATE_DOCS = `${DOCS}/checks/runs#create-a-check-run`;
const UPDATE_DOCS = `${DOCS}/checks/runs#update-a-check-run`;

type Json = Record<string, unknown>;

interface AnnotationBody {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: SimAnnotation['level'];
  message: string;
  title?: string;
  raw_details?: string;
}

interface OutputBody {
  title?: string;
  summary?: string;
  text?: string;
  annotations?: AnnotationBody[];
}

interface RunBody {
  name?: string;
  head_sha?: string;
  details_url?: string;
  external_id?: string;
  status?: CheckStatus | 'waiting' | 'requested' | 'pending';
  started_at?: string;
  conclusion?: CheckConclusion;
  completed_at?: string;
  output?: OutputBody;
}

/** The app every Bot token's check runs belong to: GitHub Actions, as GitHub shows it. */
function actionsApp(ctx: Ctx): Json {
  return {
    id: 15368,
    slug: 'github-actions',
    node_id: 'MDM6QXBwMTUzNjg=',
    owner: userJson(ctx, 'github'),
    name: 'GitHub Actions',
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: `${HTML}/apps/github-actions`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2019-12-10T19:04:12Z',
    permissions: {
      actions: 'write',
      checks: 'write',
      contents: 'write',
      issues: 'write',
      metadata: 'read',
      pull_requests: 'write',
      statuses: 'write',
    },
    events: ['check_run', 'check_suite', 'pull_request', 'push', 'workflow_dispatch'],
  };
}

function checkRunJson(ctx: Ctx, repo: SimRepo, run: SimCheckRun): Json {
  const url = `${repoApi(ctx, repo)}/check-runs/${run.id}`;
  const html = `${repoHtml(repo)}/runs/${run.id}`;
  const repoRef = { id: repo.id, url: repoApi(ctx, repo), name: repo.name };
  // GitHub lists the open pull requests whose head is the run's commit.
  const pulls = Object.values(repo.pulls).filter(
    (p) => repo.issues[p.number]?.state === 'open' && !p.head.repo && pullHeadSha(repo, p) === run.headSha,
  );
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId('CheckRun', run.id),
    head_sha: run.headSha,
    external_id: run.externalId,
    url,
    html_url: html,
    details_url: run.detailsUrl ?? html,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: { ...run.output, annotations_count: run.annotations.length, annotations_url: `${url}/annotations` },
    check_suite: { id: run.suiteId },
    app: actionsApp(ctx),
    pull_requests: pulls.map((p) => ({
      id: p.id,
      number: p.number,
      url: `${repoApi(ctx, repo)}/pulls/${p.number}`,
      head: { ref: p.head.ref, sha: pullHeadSha(repo, p), repo: repoRef },
      base: { ref: p.base.ref, sha: p.base.sha, repo: repoRef },
    })),
  };
}

function annotationJson(repo: SimRepo, run: SimCheckRun, a: SimAnnotation): Json {
  return {
    path: a.path,
    blob_href: `${repoHtml(repo)}/blob/${run.headSha}/${a.path.split('/').map(encodeURIComponent).join('/')}`,
    start_line: a.startLine,
    end_line: a.endLine,
    start_column: a.startColumn,
    end_column: a.endColumn,
    annotation_level: a.level,
    title: a.title,
    message: a.message,
    raw_details: a.rawDetails,
  };
}

/** What GitHub refuses in an output beyond the description's own checks (which answer first). */
function checkOutput(output: OutputBody | undefined, docs: string): SimAnnotation[] {
  if (output === undefined) return [];
  const invalid = (field: string, message: string): never =>
    validationFailed([{ resource: 'CheckRun', code: 'invalid', field, message }], docs);
  if (output.title === undefined)
    validationFailed([{ resource: 'CheckRun', code: 'missing_field', field: 'output.title' }], docs);
  for (const field of ['summary', 'text'] as const) {
    const text = output[field];
    if (text !== undefined && chars(text) > OUTPUT_LIMIT)
      invalid(`output.${field}`, `${field} is too long (maximum is ${OUTPUT_LIMIT} characters)`);
  }
  const annotations = output.annotations ?? [];
  if (annotations.length > ANNOTATIONS_PER_REQUEST)
    invalid('output.annotations', `Only ${ANNOTATIONS_PER_REQUEST} annotations are allowed per request`);
  return annotations.map((a, i) => {
    const columns = a.start_column !== undefined || a.end_column !== undefined;
    if (columns && a.start_line !== a.end_line)
      invalid(`output.annotations[${i}]`, 'Annotations only support start_column and end_column on the same line.');
    if (a.start_line < 1 || a.end_line < a.start_line)
      invalid(`output.annotations[${i}]`, 'start_line must be at least 1 and at most end_line');
    return {
      path: a.path,
      startLine: a.start_line,
      endLine: a.end_line,
      startColumn: a.start_column ?? null,
      endColumn: a.end_column ?? null,
      level: a.annotation_level,
      message: a.message,
      title: a.title ?? null,
      rawDetails: a.raw_details ?? null,
    };
  });
}

/** `conclusion` makes the run completed; a completed run (or a `completed_at`) needs one; only GitHub sets `stale`. */
function settle(run: Pick<SimCheckRun, 'status' | 'conclusion' | 'completedAt'>, body: RunBody, docs: string): void {
  if (body.conclusion === 'stale')
    validationFailed([{ resource: 'CheckRun', code: 'invalid', field: 'conclusion' }], docs);
  if (body.status !== undefined)
    run.status = body.status === 'completed' || body.status === 'in_progress' ? body.status : 'queued';
  if (body.conclusion !== undefined) {
    run.conclusion = body.conclusion;
    run.status = 'completed';
  }
  if ((run.status === 'completed' || body.completed_at !== undefined) && run.conclusion === null)
    validationFailed([{ resource: 'CheckRun', code: 'missing_field', field: 'conclusion' }], docs);
  if (run.status === 'completed') run.completedAt = body.completed_at ?? run.completedAt ?? isoNow();
}

/** GitHub takes check-run writes only from a GitHub App (the workflow token is GitHub Actions'); a user's token is refused. */
function fromApp(req: HandlerRequest, docs: string): void {
  if (req.token.type !== 'Bot') fail(403, 'You must authenticate via a GitHub App.', {}, docs);
}

function runOf(repo: SimRepo, id: string | undefined): SimCheckRun {
  return repo.checkRuns.find((r) => r.id === Number(id)) ?? notFound();
}

export const checkHandlers: Record<string, Handler> = {
  'checks/create': (req) => {
    fromApp(req, CREATE_DOCS);
    const repo = repoOf(req);
    const body = req.body as RunBody & { name: string; head_sha: string };
    const sha = body.head_sha.toLowerCase();
    if (!/^[0-9a-f]{40}$/.test(sha) || !repo.commits[sha])
      fail(422, `No commit found for SHA: ${body.head_sha}`, {}, CREATE_DOCS);
    if (body.name.trim() === '')
      validationFailed([{ resource: 'CheckRun', code: 'missing_field', field: 'name' }], CREATE_DOCS);
    const annotations = checkOutput(body.output, CREATE_DOCS);
    const state = {
      status: 'queued' as CheckStatus,
      conclusion: null as CheckConclusion | null,
      completedAt: null as string | null,
    };
    settle(state, body, CREATE_DOCS);
    // One suite per commit for the app: runs on the same commit share it.
    const suiteId = repo.checkRuns.find((r) => r.headSha === sha)?.suiteId ?? nextId();
    const run: SimCheckRun = {
      id: nextId(),
      name: body.name,
      headSha: sha,
      externalId: body.external_id ?? null,
      detailsUrl: body.details_url ?? null,
      ...state,
      startedAt: body.started_at ?? isoNow(),
      output: {
        title: body.output?.title ?? null,
        summary: body.output?.summary ?? null,
        text: body.output?.text ?? null,
      },
      annotations,
      creator: req.token.login,
      suiteId,
    };
    repo.checkRuns.push(run);
    const json = checkRunJson(req.ctx, repo, run);
    return { status: 201, body: json, headers: { location: String(json.url) } };
  },
  'checks/update': (req) => {
    fromApp(req, UPDATE_DOCS);
    const repo = repoOf(req);
    const run = runOf(repo, req.params.check_run_id);
    const body = req.body as RunBody;
    const annotations = checkOutput(body.output, UPDATE_DOCS);
    // Checked on a copy first: a refused update changes nothing.
    const state = { status: run.status, conclusion: run.conclusion, completedAt: run.completedAt };
    settle(state, body, UPDATE_DOCS);
    Object.assign(run, state);
    if (body.name !== undefined) run.name = body.name;
    if (body.external_id !== undefined) run.externalId = body.external_id;
    if (body.details_url !== undefined) run.detailsUrl = body.details_url;
    if (body.started_at !== undefined) run.startedAt = body.started_at;
    if (body.output) {
      run.output = {
        title: body.output.title ?? null,
        summary: body.output.summary ?? null,
        text: body.output.text ?? run.output.text,
      };
      run.annotations.push(...annotations);
    }
    return { status: 200, body: checkRunJson(req.ctx, repo, run) };
  },
  'checks/get': (req) => {
    const repo = repoOf(req);
    return { status: 200, body: checkRunJson(req.ctx, repo, runOf(repo, req.params.check_run_id)) };
  },
  'checks/list-annotations': (req) => {
    const repo = repoOf(req);
    const run = runOf(repo, req.params.check_run_id);
    return paginate(req, run.annotations, (a) => annotationJson(repo, run, a));
  },
  'checks/list-for-ref': (req): HandlerResponse => {
    const repo = repoOf(req);
    const ref = req.params.ref as string;
    const commit =
      resolveRef(repo, ref) ??
      fail(422, `No commit found for SHA: ${ref}`, {}, `${DOCS}/checks/runs#list-check-runs-for-a-git-reference`);
    const name = req.query.get('check_name');
    const status = req.query.get('status');
    // Newest first; `latest` (the default) keeps the newest run of each name.
    let runs = repo.checkRuns
      .filter(
        (r) =>
          r.headSha === commit.sha && (name === null || r.name === name) && (status === null || r.status === status),
      )
      .reverse();
    if ((req.query.get('filter') ?? 'latest') === 'latest')
      runs = runs.filter((r, i) => runs.findIndex((o) => o.name === r.name) === i);
    const { perPage, page } = pageParams(req.query);
    const link = linkHeader(req, runs.length, perPage, page);
    return {
      status: 200,
      body: {
        total_count: runs.length,
        check_runs: runs.slice((page - 1) * perPage, page * perPage).map((r) => checkRunJson(req.ctx, repo, r)),
      },
      headers: link ? { link } : {},
    };
  },
};
