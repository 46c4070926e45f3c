/**
 * Pull-request reviews (`pulls/create-review`, `pulls/list-reviews`, `pulls/list-review-comments`):
 * a review is made whole or not at all, and each of its comments must sit on a line of the file's
 * diff hunks (the same `patch` the PR's files list shows).
 */
import {
  BODY_LIMIT,
  BOT_PR_REFUSAL,
  chars,
  DOCS,
  errorBody,
  HttpError,
  notFound,
  paginate,
  repoOf,
  type Handler,
} from './handlers.js';
import { authorAssociation, nodeId, pullFiles, pullHeadSha, repoApi, repoHtml, userJson, type Ctx } from './render.js';
import {
  isoNow,
  nextId,
  type ReviewState,
  type SimPull,
  type SimRepo,
  type SimReview,
  type SimReviewComment,
} from './state.js';

const CREATE_DOCS = `${DOCS}/pulls/reviews#create-a-review-for-a-pull-request`;

type Json = Record<string, unknown>;
type Side = 'LEFT' | 'RIGHT';

/** One line of a patch: its `position` (lines below the first `@@`), its hunk, and its line number on each side it is on. */
interface DiffLine {
  position: number;
  hunk: number;
  left?: number;
  right?: number;
  header: boolean;
}

/** The lines of a unified diff, as GitHub numbers them for review comments. */
function diffLines(patch: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let hunk = -1;
  let left = 0;
  let right = 0;
  patch.split('\n').forEach((text, position) => {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      hunk++;
      left = Number(header[1]);
      right = Number(header[2]);
      lines.push({ position, hunk, header: true });
    } else if (hunk < 0 || text.startsWith('\\')) {
      // Before any hunk, or "\ No newline at end of file": no line of either side.
    } else if (text.startsWith('+')) lines.push({ position, hunk, right: right++, header: false });
    else if (text.startsWith('-')) lines.push({ position, hunk, left: left++, header: false });
    else lines.push({ position, hunk, left: left++, right: right++, header: false });
  });
  return lines;
}

interface CommentBody {
  path: string;
  body: string;
  position?: number;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
}

interface ReviewBody {
  commit_id?: string;
  body?: string;
  event?: 'APPROVE' | 'REQUEST_CHANGES' | 'COMMENT';
  comments?: CommentBody[];
}

/** GitHub's 422 for a review: `errors` is one sentence of messages (Ruby's `to_sentence`). */
function unprocessable(messages: string[]): never {
  const unique = [...new Set(messages)];
  const sentence =
    unique.length <= 2 ? unique.join(' and ') : `${unique.slice(0, -1).join(', ')}, and ${unique.at(-1)}`;
  throw new HttpError(errorBody(422, 'Unprocessable Entity', { errors: [sentence] }, CREATE_DOCS));
}

const isSide = (side: string): side is Side => side === 'LEFT' || side === 'RIGHT';
const onSide = (line: DiffLine, side: Side): number | undefined => (side === 'RIGHT' ? line.right : line.left);

/** Where a comment lands in the file's diff, or the messages GitHub answers when it does not. */
function place(
  repo: SimRepo,
  pull: SimPull,
  comment: CommentBody,
):
  | Omit<SimReviewComment, 'id' | 'reviewId' | 'pull' | 'user' | 'commitId' | 'body' | 'createdAt' | 'updatedAt'>
  | string[] {
  const file = pullFiles(repo, pull).find((f) => f.filename === comment.path);
  if (!file) return ['Path could not be resolved'];
  if (file.patch === undefined) return ["Pull request review thread diff hunk can't be blank"];
  const lines = diffLines(file.patch);
  const side = comment.side ?? 'RIGHT';
  if (!isSide(side)) return ['Pull request review thread side is invalid'];
  let end: DiffLine | undefined;
  if (comment.line !== undefined) end = lines.find((l) => !l.header && onSide(l, side) === comment.line);
  else if (comment.position !== undefined) end = lines.find((l) => !l.header && l.position === comment.position);
  if (!end) return ['Pull request review thread line must be part of the diff'];
  let start: DiffLine | undefined;
  const startSide = comment.start_side ?? side;
  if (comment.start_line !== undefined) {
    if (!isSide(startSide)) return ['Pull request review thread start side is invalid'];
    start = lines.find((l) => !l.header && onSide(l, startSide) === comment.start_line);
    if (!start) return ['Pull request review thread start line must be part of the diff'];
    if (start.position >= end.position) return ['Pull request review thread start line must precede the end line.'];
    if (start.hunk !== end.hunk)
      return ['Pull request review thread start line must be part of the same hunk as the line.'];
  }
  const header = lines.find((l) => l.header && l.hunk === end.hunk) as DiffLine;
  const hunk = file.patch
    .split('\n')
    .slice(header.position, end.position + 1)
    .join('\n');
  return {
    path: comment.path,
    line: onSide(end, side) ?? (onSide(end, 'RIGHT') as number),
    side: comment.line !== undefined ? side : end.right !== undefined ? 'RIGHT' : 'LEFT',
    startLine: comment.start_line ?? null,
    startSide: comment.start_line !== undefined ? (startSide as Side) : null,
    position: end.position,
    diffHunk: hunk,
  };
}

function reviewJson(ctx: Ctx, repo: SimRepo, review: SimReview): Json {
  const pullUrl = `${repoApi(ctx, repo)}/pulls/${review.pull}`;
  const html = `${repoHtml(repo)}/pull/${review.pull}#pullrequestreview-${review.id}`;
  return {
    id: review.id,
    node_id: nodeId('PullRequestReview', review.id),
    user: userJson(ctx, review.user),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pullUrl,
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    ...(review.submittedAt !== null && { submitted_at: review.submittedAt }),
    commit_id: review.commitId,
    author_association: authorAssociation(repo, review.user),
  };
}

function reviewCommentJson(ctx: Ctx, repo: SimRepo, comment: SimReviewComment): Json {
  const url = `${repoApi(ctx, repo)}/pulls/comments/${comment.id}`;
  const pullUrl = `${repoApi(ctx, repo)}/pulls/${comment.pull}`;
  const html = `${repoHtml(repo)}/pull/${comment.pull}#discussion_r${comment.id}`;
  return {
    url,
    pull_request_review_id: comment.reviewId,
    id: comment.id,
    node_id: nodeId('PullRequestReviewComment', comment.id),
    diff_hunk: comment.diffHunk,
    path: comment.path,
    position: comment.position,
    original_position: comment.position,
    commit_id: comment.commitId,
    original_commit_id: comment.commitId,
    user: userJson(ctx, comment.user),
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    html_url: html,
    pull_request_url: pullUrl,
    author_association: authorAssociation(repo, comment.user),
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
    start_line: comment.startLine,
    original_start_line: comment.startLine,
    start_side: comment.startSide,
    line: comment.line,
    original_line: comment.line,
    side: comment.side,
    subject_type: 'line',
  };
}

/** A pending review is seen by its author only; its comments are listed once it is submitted. */
const visible = (review: SimReview | undefined, login: string): boolean =>
  review !== undefined && (review.state !== 'PENDING' || review.user === login);

export const reviewHandlers: Record<string, Handler> = {
  'pulls/create-review': (req) => {
    const repo = repoOf(req);
    const pull = repo.pulls[Number(req.params.pull_number)] ?? notFound();
    const body = req.body as ReviewBody | undefined;
    const event = body?.event;
    const text = body?.body ?? '';
    const comments = body?.comments ?? [];
    const login = req.token.login;
    if (event === 'APPROVE' && req.token.type === 'Bot' && !repo.actionsCanCreatePulls)
      return errorBody(403, BOT_PR_REFUSAL, {}, CREATE_DOCS);
    const author = repo.issues[pull.number]?.user;
    if (event === 'APPROVE' && author === login) unprocessable(['Can not approve your own pull request']);
    if (event === 'REQUEST_CHANGES' && author === login)
      unprocessable(['Can not request changes on your own pull request']);
    if (event === 'REQUEST_CHANGES' && text.trim() === '') unprocessable(['Body is required when requesting changes']);
    if (event === 'COMMENT' && text.trim() === '' && comments.length === 0)
      unprocessable(['Body is required when commenting without review comments']);
    if (chars(text) > BODY_LIMIT) unprocessable([`Body is too long (maximum is ${BODY_LIMIT} characters)`]);
    if (
      event === undefined &&
      repo.reviews.some((r) => r.pull === pull.number && r.user === login && r.state === 'PENDING')
    )
      unprocessable(['User can only have one pending review per pull request']);
    const commitId = body?.commit_id?.toLowerCase() ?? pullHeadSha(repo, pull);
    if (!repo.commits[commitId]) unprocessable(['Commit could not be found']);
    // All or nothing: every comment is placed before anything is stored.
    const placed = comments.map((c) => place(repo, pull, c));
    const problems = placed.flatMap((p) => (Array.isArray(p) ? p : []));
    if (problems.length > 0) unprocessable(problems);
    const at = isoNow();
    const state: ReviewState =
      event === 'APPROVE'
        ? 'APPROVED'
        : event === 'REQUEST_CHANGES'
          ? 'CHANGES_REQUESTED'
          : event === 'COMMENT'
            ? 'COMMENTED'
            : 'PENDING';
    const review: SimReview = {
      id: nextId(),
      pull: pull.number,
      user: login,
      body: text,
      state,
      commitId,
      submittedAt: state === 'PENDING' ? null : at,
    };
    repo.reviews.push(review);
    placed.forEach((where, i) => {
      if (Array.isArray(where)) return;
      const comment = comments[i] as CommentBody;
      repo.reviewComments.push({
        id: nextId(),
        reviewId: review.id,
        pull: pull.number,
        user: login,
        commitId,
        body: comment.body,
        createdAt: at,
        updatedAt: at,
        ...where,
      });
    });
    return { status: 200, body: reviewJson(req.ctx, repo, review) };
  },
  'pulls/list-reviews': (req) => {
    const repo = repoOf(req);
    const pull = repo.pulls[Number(req.params.pull_number)] ?? notFound();
    const reviews = repo.reviews.filter((r) => r.pull === pull.number && visible(r, req.token.login));
    return paginate(req, reviews, (r) => reviewJson(req.ctx, repo, r));
  },
  'pulls/list-review-comments': (req) => {
    const repo = repoOf(req);
    const pull = repo.pulls[Number(req.params.pull_number)] ?? notFound();
    const since = req.query.get('since');
    const sort = req.query.get('sort') ?? 'created';
    const comments = repo.reviewComments.filter(
      (c) =>
        c.pull === pull.number &&
        repo.reviews.find((r) => r.id === c.reviewId)?.state !== 'PENDING' &&
        (!since || c.updatedAt >= since),
    );
    const key = (c: SimReviewComment): string => (sort === 'updated' ? c.updatedAt : c.createdAt);
    comments.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    if (req.query.get('direction') === 'desc') comments.reverse();
    return paginate(req, comments, (c) => reviewCommentJson(req.ctx, repo, c));
  },
};
