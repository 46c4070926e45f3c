import type {
  BranchActivity,
  ChangedFile,
  CheckAnnotation,
  CheckRunOutput,
  GitHubAdapter,
  Issue,
  IssueComment,
  LabelSpec,
  Permission,
} from './adapter.js';
import type { Octokit } from './client.js';
import { httpStatus, isAlreadyExists, isNotFound } from './errors.js';

export interface Repo {
  owner: string;
  repo: string;
}

const PER_PAGE = 100;
/** GitHub's own caps on the files it lists for a pull request, and for a comparison. */
const MAX_FILES = 3000;
const MAX_COMPARE_FILES = 300;

type Page<T> = { data: T[]; headers: { link?: string } };

/**
 * The first `<...>` (not empty) of a Link header's entry. Searched with indexOf: `/<([^>]+)>/`
 * scans to the end from every `<` of a long `<<<...` with no `>`.
 */
function bracketed(part: string | undefined): string | undefined {
  if (part === undefined) return undefined;
  for (let open = part.indexOf('<'); open !== -1; open = part.indexOf('<', open + 1)) {
    const close = part.indexOf('>', open + 1);
    if (close === -1) return undefined;
    if (close > open + 1) return part.slice(open + 1, close);
  }
  return undefined;
}

/** The page number of a Link header's `rel` entry. */
function linkPage(link: string | undefined, rel: 'next' | 'last'): number | undefined {
  const url = bracketed(link?.split(',').find((part) => part.includes(`rel="${rel}"`)));
  const page = url ? Number(new URL(url).searchParams.get('page')) : NaN;
  return Number.isInteger(page) && page > 0 ? page : undefined;
}

/** The `after` cursor of a Link header's `next` entry (the activity API pages by cursor, not number). */
function linkCursor(link: string | undefined): string | undefined {
  const url = bracketed(link?.split(',').find((part) => part.includes('rel="next"')));
  const cursor = url ? new URL(url).searchParams.get('after') : null;
  return cursor || undefined;
}

/**
 * Every item of a paginated list, in order. Pages known to exist (from `expected` items, or from
 * the first page's Link `last`) are asked for at once rather than one after the other, so a
 * list of any length costs two round-trips at most (one when `expected` is right).
 */
async function allPages<T>(
  fetch: (page: number) => Promise<Page<T>>,
  options: { expected?: number; maxPages?: number } = {},
): Promise<T[]> {
  const maxPages = options.maxPages ?? Infinity;
  const items: T[] = [];
  let next = 1;
  let last = Math.min(Math.max(1, Math.ceil((options.expected ?? 0) / PER_PAGE)), maxPages);
  while (next <= last) {
    const numbers = Array.from({ length: last - next + 1 }, (_, i) => next + i);
    const pages = await Promise.all(numbers.map(fetch));
    for (const page of pages) items.push(...page.data);
    // More items than expected (a pull request pushed to since its event): the last page's links tell how many more pages.
    const link = pages.at(-1)!.headers.link;
    next = last + 1;
    last = Math.min(linkPage(link, 'last') ?? linkPage(link, 'next') ?? 0, maxPages);
  }
  return items;
}

type ApiFile = { filename: string; status: string; previous_filename?: string; patch?: string; sha?: string | null };
type ApiIssue = {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  user: { login: string } | null;
  labels: Array<string | { name?: string }>;
  created_at: string;
  updated_at?: string;
  comments?: number;
  pull_request?: unknown;
};
type ApiComment = {
  id: number;
  body?: string;
  user: { login: string } | null;
  created_at: string;
  updated_at: string;
};

const toChanged = (f: ApiFile): ChangedFile => ({
  path: f.filename,
  status: f.status as ChangedFile['status'],
  ...(f.previous_filename && { previousPath: f.previous_filename }),
  ...(f.patch !== undefined && { patch: f.patch }),
  ...(typeof f.sha === 'string' && f.status !== 'removed' && { sha: f.sha }),
});

type ApiAnnotation = {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number | null;
  end_column?: number | null;
  annotation_level?: string | null;
  message?: string | null;
  title?: string | null;
  raw_details?: string | null;
};

const LEVELS: ReadonlyArray<CheckAnnotation['level']> = ['notice', 'warning', 'failure'];

const toAnnotation = (a: ApiAnnotation): CheckAnnotation => ({
  path: a.path,
  startLine: a.start_line,
  endLine: a.end_line,
  ...(typeof a.start_column === 'number' && { startColumn: a.start_column }),
  ...(typeof a.end_column === 'number' && { endColumn: a.end_column }),
  level: LEVELS.find((l) => l === a.annotation_level) ?? 'notice',
  message: a.message ?? '',
  ...(typeof a.title === 'string' && { title: a.title }),
  ...(typeof a.raw_details === 'string' && { rawDetails: a.raw_details }),
});

const apiAnnotation = (a: CheckAnnotation) => ({
  path: a.path,
  start_line: a.startLine,
  end_line: a.endLine,
  ...(a.startColumn !== undefined && { start_column: a.startColumn }),
  ...(a.endColumn !== undefined && { end_column: a.endColumn }),
  annotation_level: a.level,
  message: a.message,
  ...(a.title !== undefined && { title: a.title }),
  ...(a.rawDetails !== undefined && { raw_details: a.rawDetails }),
});

const apiOutput = (o: CheckRunOutput) => ({
  title: o.title,
  summary: o.summary,
  ...(o.text !== undefined && { text: o.text }),
  ...(o.annotations !== undefined && o.annotations.length > 0 && { annotations: o.annotations.map(apiAnnotation) }),
});

const toComment = (c: ApiComment): IssueComment => ({
  id: c.id,
  body: c.body ?? '',
  author: c.user?.login ?? '',
  createdAt: c.created_at,
  updatedAt: c.updated_at,
});

const toLabel = (l: string | { name?: string; color?: string | null; description?: string | null }): LabelSpec =>
  typeof l === 'string'
    ? { name: l, color: '', description: '' }
    : { name: l.name ?? '', color: l.color ?? '', description: l.description ?? '' };

const toIssue = (i: ApiIssue): Issue => ({
  number: i.number,
  title: i.title,
  body: i.body ?? '',
  labels: i.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter(Boolean),
  state: i.state === 'closed' ? 'closed' : 'open',
  author: i.user?.login ?? '',
  createdAt: i.created_at,
  ...(i.updated_at !== undefined && { updatedAt: i.updated_at }),
  ...(i.comments !== undefined && { comments: i.comments }),
});

/**
 * For POSTs that create something (a comment, an issue): the retry plugin would re-send one whose
 * answer was lost (a 502, a reset) and so make it twice. Sent once; the caller looks for it first.
 */
const ONCE = { request: { retries: 0 } };

/** What every group of operations shares: the client, the repository, and how the command flow's creating writes are sent. */
interface Api {
  octokit: Octokit;
  repo: Repo;
  /** Spread into a creating write of the command flow: `ONCE` when the adapter sends those once. */
  creating: typeof ONCE | Record<string, never>;
}

/** What a change holds: a pull request's changed files, a comparison's, and a file at a commit. */
function changedFileOperations({
  octokit,
  repo,
}: Api): Pick<GitHubAdapter, 'listPullFiles' | 'compareFiles' | 'fileAt'> {
  return {
    async listPullFiles(pull, expected) {
      const files = await allPages(
        (page) => octokit.rest.pulls.listFiles({ ...repo, pull_number: pull, per_page: PER_PAGE, page }),
        { expected, maxPages: MAX_FILES / PER_PAGE },
      );
      return files.slice(0, MAX_FILES).map(toChanged);
    },
    async compareFiles(base, head) {
      try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${base}...${head}`,
        });
        const files = (data.files ?? []) as ApiFile[];
        // GitHub lists at most 300 files of a comparison: past that the list is partial.
        return files.length >= MAX_COMPARE_FILES ? undefined : files.map(toChanged);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async fileAt(path, ref) {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
        if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return undefined;
        return Buffer.from(data.content, 'base64');
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
  };
}

/** Issues: listed by label, read, opened and edited (closed with `updateIssue`). */
function issueOperations({
  octokit,
  repo,
}: Api): Pick<
  GitHubAdapter,
  'listIssues' | 'listClosedIssues' | 'createIssue' | 'updateIssue' | 'getIssue' | 'readIssue'
> {
  return {
    async listIssues(label, creator) {
      const issues = await allPages((page) =>
        octokit.rest.issues.listForRepo({
          ...repo,
          ...(label !== undefined && { labels: label }),
          ...(creator !== undefined && { creator }),
          state: 'open',
          per_page: PER_PAGE,
          page,
        }),
      );
      return (issues as ApiIssue[]).filter((i) => !i.pull_request).map(toIssue);
    },
    async listClosedIssues(label, enough) {
      const found: Issue[] = [];
      for (let page = 1; ; page++) {
        const { data } = await octokit.rest.issues.listForRepo({
          ...repo,
          labels: label,
          state: 'closed',
          sort: 'updated',
          direction: 'desc',
          per_page: PER_PAGE,
          page,
        });
        found.push(...(data as ApiIssue[]).filter((i) => !i.pull_request).map(toIssue));
        if (data.length < PER_PAGE || enough(found)) return found;
      }
    },
    async createIssue(fields) {
      const { data } = await octokit.rest.issues.create({ ...repo, ...fields, ...ONCE });
      return toIssue(data as ApiIssue);
    },
    async updateIssue(number, fields) {
      const { stateReason, ...rest } = fields;
      await octokit.rest.issues.update({
        ...repo,
        issue_number: number,
        ...rest,
        ...(stateReason && { state_reason: stateReason }),
      });
    },
    async getIssue(number) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
      return toIssue(data as ApiIssue);
    },
    async readIssue(issue) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: issue });
      return { labels: data.labels.map(toLabel), comments: data.comments };
    },
  };
}

/** Comments on an issue or a pull request, and the reaction to one. */
function commentOperations({
  octokit,
  repo,
}: Api): Pick<
  GitHubAdapter,
  'listComments' | 'getComment' | 'createComment' | 'updateComment' | 'deleteComment' | 'addReaction'
> {
  return {
    async listComments(issue, expected) {
      const comments = await allPages(
        (page) => octokit.rest.issues.listComments({ ...repo, issue_number: issue, per_page: PER_PAGE, page }),
        { expected },
      );
      return comments.map((c) => toComment(c as ApiComment));
    },
    async getComment(id) {
      try {
        const { data } = await octokit.rest.issues.getComment({ ...repo, comment_id: id });
        return toComment(data as ApiComment);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async createComment(issue, body) {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body, ...ONCE });
      return toComment(data as ApiComment);
    },
    async updateComment(id, body) {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
    },
    async deleteComment(id) {
      try {
        await octokit.rest.issues.deleteComment({ ...repo, comment_id: id });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async addReaction(commentId, content) {
      await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
    },
  };
}

/** Labels: on an issue or a pull request, and the repository's own. */
function labelOperations({
  octokit,
  repo,
}: Api): Pick<GitHubAdapter, 'addLabel' | 'updateLabel' | 'removeLabel' | 'createLabel' | 'listLabels'> {
  return {
    async addLabel(issue, name) {
      const { data } = await octokit.rest.issues.addLabels({ ...repo, issue_number: issue, labels: [name] });
      return data.map(toLabel);
    },
    async updateLabel(label) {
      await octokit.rest.issues.updateLabel({
        ...repo,
        name: label.name,
        color: label.color,
        description: label.description,
      });
    },
    async removeLabel(issue, name) {
      try {
        await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async createLabel(label) {
      try {
        await octokit.rest.issues.createLabel({ ...repo, ...label });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    },
    async listLabels() {
      const labels = await allPages((page) =>
        octokit.rest.issues.listLabelsForRepo({ ...repo, per_page: PER_PAGE, page }),
      );
      return labels.map((l) => l.name);
    },
  };
}

/** Contents: files read, and committed as written or deleted. */
function fileOperations({
  octokit,
  repo,
  creating,
}: Api): Pick<GitHubAdapter, 'readFile' | 'writeFile' | 'deleteFile'> {
  return {
    async readFile(path, ref) {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
        if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return undefined;
        return { text: Buffer.from(data.content, 'base64').toString('utf8'), sha: data.sha };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async writeFile(change) {
      const { data } = await octokit.rest.repos.createOrUpdateFileContents({
        ...repo,
        path: change.path,
        message: change.message,
        content: Buffer.from(change.text, 'utf8').toString('base64'),
        branch: change.branch,
        ...(change.sha && { sha: change.sha }),
        ...creating,
      });
      return data.commit.sha ?? '';
    },
    async deleteFile(change) {
      const { data } = await octokit.rest.repos.deleteFile({
        ...repo,
        path: change.path,
        message: change.message,
        sha: change.sha,
        branch: change.branch,
        ...creating,
      });
      return data.commit.sha ?? '';
    },
  };
}

/** Git: branches, the default one, and the commits that touched a file. */
function branchOperations({
  octokit,
  repo,
  creating,
}: Api): Pick<
  GitHubAdapter,
  'branchSha' | 'createBranch' | 'defaultBranch' | 'lastCommitFor' | 'commitsFor' | 'loginOfAuthorEmail'
> {
  return {
    async branchSha(branch) {
      const { data } = await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
      return data.object.sha;
    },
    async createBranch(name, sha) {
      await octokit.rest.git.createRef({ ...repo, ref: `refs/heads/${name}`, sha, ...creating });
    },
    async defaultBranch() {
      const { data } = await octokit.rest.repos.get({ ...repo });
      return data.default_branch;
    },
    async lastCommitFor(path, branch) {
      try {
        const { data } = await octokit.rest.repos.listCommits({ ...repo, path, sha: branch, per_page: 1 });
        const [commit] = data;
        return commit ? { sha: commit.sha, message: commit.commit.message } : undefined;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async commitsFor(path, branch, max) {
      try {
        const { data } = await octokit.rest.repos.listCommits({
          ...repo,
          path,
          sha: branch,
          per_page: Math.min(100, Math.max(1, max)),
        });
        return data.slice(0, max).map((c) => ({
          sha: c.sha,
          ...(c.author?.login && { authorLogin: c.author.login }),
          ...(c.commit.author?.email && { authorEmail: c.commit.author.email }),
          ...(c.committer?.login && { committerLogin: c.committer.login }),
          ...(c.commit.committer?.email && { committerEmail: c.commit.committer.email }),
          message: c.commit.message,
        }));
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
    },
    async loginOfAuthorEmail(email) {
      const { data } = await octokit.rest.repos.listCommits({ ...repo, author: email, per_page: 1 });
      const [commit] = data;
      // Only a commit whose author is that very e-mail: `author` also matches a login.
      return commit?.commit.author?.email?.toLowerCase() === email.toLowerCase()
        ? (commit.author?.login ?? undefined)
        : undefined;
    },
  };
}

/** Pull requests: opened, read and found, the authors of those a commit is in, and reviews. */
function pullOperations({
  octokit,
  repo,
  creating,
}: Api): Pick<
  GitHubAdapter,
  'createPull' | 'readPull' | 'findPull' | 'pullAuthorsOf' | 'listReviewComments' | 'createReview'
> {
  return {
    async createPull(pull) {
      const { data } = await octokit.rest.pulls.create({ ...repo, ...pull, ...creating });
      return { number: data.number, url: data.html_url };
    },
    async readPull(pull) {
      const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pull });
      return {
        headSha: data.head.sha,
        headRepository: data.head.repo?.full_name ?? '',
        labels: data.labels.map(toLabel),
        comments: data.comments,
      };
    },
    async findPull(head, base) {
      const { data } = await octokit.rest.pulls.list({
        ...repo,
        head: `${repo.owner}:${head}`,
        base,
        state: 'open',
        per_page: 1,
      });
      const [pull] = data;
      return pull ? { number: pull.number, url: pull.html_url } : undefined;
    },
    async pullAuthorsOf(sha) {
      // One page: a commit is in a handful of pull requests at most.
      const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...repo,
        commit_sha: sha,
        per_page: 100,
      });
      return data.flatMap((pull) => (pull.user?.login ? [pull.user.login] : []));
    },
    async listReviewComments(pull) {
      const comments = await allPages((page) =>
        octokit.rest.pulls.listReviewComments({ ...repo, pull_number: pull, per_page: PER_PAGE, page }),
      );
      return comments.map((c) => ({
        id: c.id,
        reviewId: c.pull_request_review_id,
        path: c.path,
        ...(typeof c.line === 'number' && { line: c.line }),
        side: c.side === 'LEFT' ? ('LEFT' as const) : ('RIGHT' as const),
        body: c.body,
        author: c.user?.login ?? '',
        commitId: c.commit_id,
      }));
    },
    async createReview(pull, review) {
      const { data } = await octokit.rest.pulls.createReview({
        ...repo,
        pull_number: pull,
        commit_id: review.commitId,
        ...(review.body !== undefined && review.body !== '' && { body: review.body }),
        event: review.event,
        comments: review.comments.map((c) => ({
          path: c.path,
          line: c.line,
          side: c.side,
          ...(c.startLine !== undefined && { start_line: c.startLine, start_side: c.side }),
          body: c.body,
        })),
        ...ONCE,
      });
      return { id: data.id };
    },
  };
}

/** Who pushed what: the branch's activity (GitHub's record of each update and its actor), and an update's commits. */
function activityOperations({
  octokit,
  repo,
}: Api): Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween' | 'reaches'> {
  return {
    async branchActivity(branch, maxPages) {
      const activities: BranchActivity[] = [];
      let after: string | undefined;
      try {
        // Cursor pages come one after the other: each names the next.
        for (let page = 0; page < maxPages; page++) {
          const { data, headers } = await octokit.rest.repos.listActivities({
            ...repo,
            ref: `refs/heads/${branch}`,
            direction: 'desc',
            per_page: PER_PAGE,
            ...(after !== undefined && { after }),
          });
          for (const a of data)
            if (a.activity_type !== 'branch_deletion')
              activities.push({
                before: a.before,
                after: a.after,
                type: a.activity_type,
                ...(a.actor?.login && { actor: a.actor.login }),
              });
          after = linkCursor(headers.link);
          if (after === undefined || data.length === 0) return { activities, complete: true };
        }
        return { activities, complete: false };
      } catch (error) {
        if (httpStatus(error) !== undefined) return undefined;
        throw error;
      }
    },
    async reaches(head, sha) {
      try {
        // `sha...head`: "identical" or "ahead" when `sha` is head or behind it; one commit asked for, not the list.
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${sha}...${head}`,
          per_page: 1,
        });
        return data.status === 'identical' || data.status === 'ahead';
      } catch (error) {
        if (isNotFound(error) || httpStatus(error) === 422) return undefined;
        throw error;
      }
    },
    async commitsBetween(base, head, max) {
      const perPage = Math.min(PER_PAGE, Math.max(1, max));
      try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${base}...${head}`,
          per_page: perPage,
        });
        return data.total_commits > data.commits.length ? undefined : data.commits.map((c) => c.sha);
      } catch (error) {
        if (isNotFound(error) || httpStatus(error) === 422) return undefined;
        throw error;
      }
    },
  };
}

/** Who may do what: a person's permission on the repository, and a team's members. */
function accessOperations({ octokit, repo }: Api): Pick<GitHubAdapter, 'permissionOf' | 'teamMembership'> {
  return {
    async permissionOf(user) {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: user });
        // role_name tells maintain and triage apart, which `permission` folds into write and read.
        const role = (data as { role_name?: string }).role_name;
        const known: Permission[] = ['admin', 'maintain', 'write', 'triage', 'read'];
        return known.includes(role as Permission) ? (role as Permission) : (data.permission as Permission);
      } catch (error) {
        if (isNotFound(error)) return 'none';
        throw error;
      }
    },
    async teamMembership(team, user) {
      const [org, slug] = team.split('/') as [string, string];
      try {
        // A team the token cannot see answers 404 like a team that does not exist: asked first, so
        // that "not a member" is only said of a team the token can read.
        await octokit.rest.teams.getByName({ org, team_slug: slug });
      } catch (error) {
        const status = httpStatus(error);
        if (status === 404 || status === 403) return 'unreadable';
        throw error;
      }
      try {
        const { data } = await octokit.rest.teams.getMembershipForUserInOrg({ org, team_slug: slug, username: user });
        return data.state === 'active' ? 'member' : 'not-member';
      } catch (error) {
        if (isNotFound(error)) return 'not-member';
        throw error;
      }
    },
  };
}

/** Check runs and their annotations. */
function checkOperations({
  octokit,
  repo,
}: Api): Pick<
  GitHubAdapter,
  'createCheckRun' | 'updateCheckRun' | 'findCheckRuns' | 'countCheckRunAnnotations' | 'listCheckRunAnnotations'
> {
  return {
    async createCheckRun(run) {
      const { data } = await octokit.rest.checks.create({
        ...repo,
        name: run.name,
        head_sha: run.headSha,
        external_id: run.externalId,
        status: run.status,
        ...(run.conclusion !== undefined && { conclusion: run.conclusion }),
        output: apiOutput(run.output),
        ...ONCE,
      });
      return { id: data.id };
    },
    async updateCheckRun(id, change) {
      await octokit.rest.checks.update({
        ...repo,
        check_run_id: id,
        ...(change.status !== undefined && { status: change.status }),
        ...(change.conclusion !== undefined && { conclusion: change.conclusion }),
        ...(change.output !== undefined && { output: apiOutput(change.output) }),
        ...ONCE,
      });
    },
    async findCheckRuns(ref, name) {
      // `filter: all`: a run looks for its own check run, which a newer one of the same name may hide from `latest`.
      const runs = await allPages(async (page) => {
        const { data, headers } = await octokit.rest.checks.listForRef({
          ...repo,
          ref,
          check_name: name,
          filter: 'all',
          per_page: PER_PAGE,
          page,
        });
        return { data: data.check_runs, headers };
      });
      return runs.map((r) => ({
        id: r.id,
        externalId: r.external_id,
        status: r.status,
        conclusion: r.conclusion,
        title: r.output.title,
        summary: r.output.summary,
        annotationsCount: r.output.annotations_count,
      }));
    },
    async countCheckRunAnnotations(id) {
      const { data } = await octokit.rest.checks.get({ ...repo, check_run_id: id });
      return data.output.annotations_count;
    },
    async listCheckRunAnnotations(id) {
      const annotations = await allPages((page) =>
        octokit.rest.checks.listAnnotations({ ...repo, check_run_id: id, per_page: PER_PAGE, page }),
      );
      return annotations.map((a) => toAnnotation(a));
    },
  };
}
/**
 * Comments and issues are always created once (their callers recognise a lost answer by our
 * markers). `once` sends the command flow's other creating writes (commits, deletions, branches,
 * pull requests) once too: that flow recognises its own commits by their trailer (see `withoutRetries`).
 */
export function octokitAdapter(
  octokit: Octokit,
  repo: Repo,
  options: { once?: boolean; secondMs?: number } = {},
): GitHubAdapter {
  const api: Api = { octokit, repo, creating: options.once ? ONCE : {} };
  const secondMs = options.secondMs ?? 1000;
  return {
    ...changedFileOperations(api),
    ...issueOperations(api),
    ...commentOperations(api),
    ...labelOperations(api),
    ...fileOperations(api),
    ...branchOperations(api),
    ...pullOperations(api),
    ...activityOperations(api),
    ...accessOperations(api),
    ...checkOperations(api),
    withoutRetries: () => octokitAdapter(octokit, repo, { ...options, once: true }),
    // As plugin-retry waits: attempt² seconds (of the client's pacing). Not unref'd: the wait is
    // the run's only pending work, and an unref'd timer would let the process end inside it.
    pause: (attempt) => new Promise((resolve) => setTimeout(resolve, attempt * attempt * secondMs)),
  };
}
