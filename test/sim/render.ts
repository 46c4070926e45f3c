/**
 * GitHub's JSON shapes for the simulator's state: the fields GitHub's description marks required
 * (checked on every response by the server), with API urls on the simulator and html urls on
 * `http://localhost`.
 */
import { diffTrees, mergeBase, resolveRef } from './git.js';
import {
  blobSha,
  bytesOf,
  userOf,
  type Content,
  type SimComment,
  type SimCommit,
  type SimIssue,
  type SimLabel,
  type SimPull,
  type SimPullFile,
  type SimReaction,
  type SimRepo,
  type SimState,
} from './state.js';

export const HTML = 'http://localhost';

export interface Ctx {
  state: SimState;
  /** The simulator's base url, e.g. http://127.0.0.1:40123 */
  api: string;
}

type Json = Record<string, unknown>;

export const nodeId = (kind: string, id: number | string): string =>
  Buffer.from(`0${kind.length}:${kind}${id}`).toString('base64');
export const enc = (segment: string): string => encodeURIComponent(segment);
const encPath = (path: string): string => path.split('/').map(enc).join('/');

export function userJson(ctx: Ctx, login: string): Json {
  const user = userOf(ctx.state, login);
  const url = `${ctx.api}/users/${enc(login)}`;
  return {
    login,
    id: user.id,
    node_id: nodeId(user.type === 'Bot' ? 'Bot' : 'User', user.id),
    avatar_url: `${HTML}/avatars/u/${user.id}?v=4`,
    gravatar_id: '',
    url,
    html_url: user.type === 'Bot' ? `${HTML}/apps/${enc(login.replace(/\[bot\]$/, ''))}` : `${HTML}/${enc(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: user.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

export const repoApi = (ctx: Ctx, repo: SimRepo): string => `${ctx.api}/repos/${enc(repo.owner)}/${enc(repo.name)}`;
export const repoHtml = (repo: SimRepo): string => `${HTML}/${enc(repo.owner)}/${enc(repo.name)}`;

export type RoleName = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** A login's role on the repository: the owner is admin; others as listed in `collaborators`. */
export function roleOf(repo: SimRepo, login: string): RoleName {
  if (login.toLowerCase() === repo.owner.toLowerCase()) return 'admin';
  const entry = Object.entries(repo.collaborators).find(([name]) => name.toLowerCase() === login.toLowerCase());
  return entry ? entry[1] : 'none';
}

export function authorAssociation(repo: SimRepo, login: string): string {
  const role = roleOf(repo, login);
  if (login.toLowerCase() === repo.owner.toLowerCase()) return 'OWNER';
  if (role !== 'none') return 'COLLABORATOR';
  return 'NONE';
}

export function repoJson(ctx: Ctx, repo: SimRepo, viewer?: { permission: 'read' | 'write' }): Json {
  const url = repoApi(ctx, repo);
  const html = repoHtml(repo);
  const openIssues = Object.values(repo.issues).filter((i) => i.state === 'open').length;
  const templated: Record<string, string> = {
    archive_url: '/{archive_format}{/ref}',
    assignees_url: '/assignees{/user}',
    blobs_url: '/git/blobs{/sha}',
    branches_url: '/branches{/branch}',
    collaborators_url: '/collaborators{/collaborator}',
    comments_url: '/comments{/number}',
    commits_url: '/commits{/sha}',
    compare_url: '/compare/{base}...{head}',
    contents_url: '/contents/{+path}',
    contributors_url: '/contributors',
    deployments_url: '/deployments',
    downloads_url: '/downloads',
    events_url: '/events',
    forks_url: '/forks',
    git_commits_url: '/git/commits{/sha}',
    git_refs_url: '/git/refs{/sha}',
    git_tags_url: '/git/tags{/sha}',
    hooks_url: '/hooks',
    issue_comment_url: '/issues/comments{/number}',
    issue_events_url: '/issues/events{/number}',
    issues_url: '/issues{/number}',
    keys_url: '/keys{/key_id}',
    labels_url: '/labels{/name}',
    languages_url: '/languages',
    merges_url: '/merges',
    milestones_url: '/milestones{/number}',
    notifications_url: '/notifications{?since,all,participating}',
    pulls_url: '/pulls{/number}',
    releases_url: '/releases{/id}',
    stargazers_url: '/stargazers',
    statuses_url: '/statuses/{sha}',
    subscribers_url: '/subscribers',
    subscription_url: '/subscription',
    tags_url: '/tags',
    teams_url: '/teams',
    trees_url: '/git/trees{/sha}',
  };
  const write = viewer?.permission === 'write';
  return {
    id: repo.id,
    node_id: nodeId('Repository', repo.id),
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: userJson(ctx, repo.owner),
    private: repo.private,
    html_url: html,
    description: null,
    fork: false,
    url,
    ...Object.fromEntries(Object.entries(templated).map(([key, suffix]) => [key, `${url}${suffix}`])),
    git_url: `git://localhost/${repo.owner}/${repo.name}.git`,
    ssh_url: `git@localhost:${repo.owner}/${repo.name}.git`,
    clone_url: `${html}.git`,
    svn_url: html,
    mirror_url: null,
    homepage: null,
    language: null,
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 1,
    default_branch: repo.defaultBranch,
    open_issues_count: openIssues,
    open_issues: openIssues,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: repo.private ? 'private' : 'public',
    pushed_at: repo.createdAt,
    created_at: repo.createdAt,
    updated_at: repo.createdAt,
    permissions: { admin: false, maintain: false, push: write, triage: write, pull: true },
    allow_forking: true,
    web_commit_signoff_required: false,
    subscribers_count: 0,
    network_count: 0,
    license: null,
  };
}

export function labelJson(ctx: Ctx, repo: SimRepo, label: SimLabel): Json {
  return {
    id: label.id,
    node_id: nodeId('Label', label.id),
    url: `${repoApi(ctx, repo)}/labels/${enc(label.name)}`,
    name: label.name,
    color: label.color,
    default: label.default,
    description: label.description,
  };
}

export function findLabel(repo: SimRepo, name: string): SimLabel | undefined {
  return repo.labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
}

function reactionRollup(url: string, reactions: SimReaction[]): Json {
  const count = (content: string): number => reactions.filter((r) => r.content === content).length;
  return {
    url,
    total_count: reactions.length,
    '+1': count('+1'),
    '-1': count('-1'),
    laugh: count('laugh'),
    confused: count('confused'),
    heart: count('heart'),
    hooray: count('hooray'),
    eyes: count('eyes'),
    rocket: count('rocket'),
  };
}

export function reactionJson(ctx: Ctx, reaction: SimReaction): Json {
  return {
    id: reaction.id,
    node_id: nodeId('Reaction', reaction.id),
    user: userJson(ctx, reaction.user),
    content: reaction.content,
    created_at: reaction.createdAt,
  };
}

export function issueJson(ctx: Ctx, repo: SimRepo, issue: SimIssue): Json {
  const url = `${repoApi(ctx, repo)}/issues/${issue.number}`;
  const pull = repo.pulls[issue.number];
  const html = `${repoHtml(repo)}/${pull ? 'pull' : 'issues'}/${issue.number}`;
  return {
    id: issue.id,
    node_id: nodeId(pull ? 'PullRequest' : 'Issue', issue.id),
    url,
    repository_url: repoApi(ctx, repo),
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: html,
    number: issue.number,
    state: issue.state,
    state_reason: issue.stateReason,
    title: issue.title,
    body: issue.body,
    user: userJson(ctx, issue.user),
    labels: issue.labels
      .map((name) => findLabel(repo, name))
      .filter((l): l is SimLabel => l !== undefined)
      .map((l) => labelJson(ctx, repo, l)),
    assignee: issue.assignees[0] ? userJson(ctx, issue.assignees[0]) : null,
    assignees: issue.assignees.map((login) => userJson(ctx, login)),
    milestone: null,
    locked: issue.locked,
    active_lock_reason: null,
    comments: issue.comments.length,
    ...(pull && {
      pull_request: {
        url: `${repoApi(ctx, repo)}/pulls/${issue.number}`,
        html_url: `${repoHtml(repo)}/pull/${issue.number}`,
        diff_url: `${repoHtml(repo)}/pull/${issue.number}.diff`,
        patch_url: `${repoHtml(repo)}/pull/${issue.number}.patch`,
        merged_at: pull.mergedAt,
      },
    }),
    closed_at: issue.closedAt,
    closed_by: issue.closedBy ? userJson(ctx, issue.closedBy) : null,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    author_association: authorAssociation(repo, issue.user),
    reactions: reactionRollup(`${url}/reactions`, issue.reactions),
    timeline_url: `${url}/timeline`,
    performed_via_github_app: null,
  };
}

export function commentJson(ctx: Ctx, repo: SimRepo, issue: SimIssue, comment: SimComment): Json {
  const url = `${repoApi(ctx, repo)}/issues/comments/${comment.id}`;
  return {
    id: comment.id,
    node_id: nodeId('IssueComment', comment.id),
    url,
    html_url: `${repoHtml(repo)}/${repo.pulls[issue.number] ? 'pull' : 'issues'}/${issue.number}#issuecomment-${comment.id}`,
    body: comment.body,
    user: userJson(ctx, comment.user),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    issue_url: `${repoApi(ctx, repo)}/issues/${issue.number}`,
    author_association: authorAssociation(repo, comment.user),
    reactions: reactionRollup(`${url}/reactions`, comment.reactions),
    performed_via_github_app: null,
  };
}

/** The files of a pull request: its override, or the diff from the merge base to the head. */
export function pullFiles(repo: SimRepo, pull: SimPull): SimPullFile[] {
  if (pull.files) return pull.files;
  const head = resolveRef(repo, pullHeadSha(repo, pull));
  const baseTip = repo.branches[pull.base.ref]?.sha ?? pull.base.sha;
  const base = resolveRef(repo, (head && mergeBase(repo, baseTip, head.sha)) ?? pull.base.sha);
  return diffTrees(base?.files ?? {}, head?.files ?? {});
}

/** A PR's head follows its branch while it is open. */
export function pullHeadSha(repo: SimRepo, pull: SimPull): string {
  if (pull.merged || pull.head.repo) return pull.head.sha;
  return repo.branches[pull.head.ref]?.sha ?? pull.head.sha;
}

export function diffEntryJson(ctx: Ctx, repo: SimRepo, file: SimPullFile, ref: string): Json {
  const sha = file.sha ?? null;
  return {
    sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `${repoHtml(repo)}/blob/${ref}/${encPath(file.filename)}`,
    raw_url: `${repoHtml(repo)}/raw/${ref}/${encPath(file.filename)}`,
    contents_url: `${repoApi(ctx, repo)}/contents/${encPath(file.filename)}?ref=${ref}`,
    ...(file.patch !== undefined && { patch: file.patch }),
    ...(file.previous_filename !== undefined && { previous_filename: file.previous_filename }),
  };
}

export function pullJson(ctx: Ctx, repo: SimRepo, pull: SimPull, full: boolean): Json {
  const issue = repo.issues[pull.number] as SimIssue;
  const issueView = issueJson(ctx, repo, issue);
  const url = `${repoApi(ctx, repo)}/pulls/${pull.number}`;
  const html = `${repoHtml(repo)}/pull/${pull.number}`;
  const headSha = pullHeadSha(repo, pull);
  const side = (ref: string, sha: string, fullName?: string): Json => {
    const owner = fullName ? (fullName.split('/')[0] as string) : repo.owner;
    // A fork not in the state is rendered as a copy of this repository under its owner.
    const source = fullName
      ? (ctx.state.repos[fullName] ?? { ...repo, owner, name: fullName.split('/')[1] as string, id: repo.id + 1 })
      : repo;
    const json = repoJson(ctx, source);
    if (fullName) Object.assign(json, { fork: true });
    return { label: `${owner}:${ref}`, ref, sha, user: userJson(ctx, owner), repo: json };
  };
  const link = (href: string): Json => ({ href });
  const simple: Json = {
    url,
    id: pull.id,
    node_id: nodeId('PullRequest', pull.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${repoApi(ctx, repo)}/issues/${pull.number}`,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${repoApi(ctx, repo)}/pulls/comments{/number}`,
    comments_url: `${repoApi(ctx, repo)}/issues/${pull.number}/comments`,
    statuses_url: `${repoApi(ctx, repo)}/statuses/${headSha}`,
    number: pull.number,
    state: issue.state,
    locked: issue.locked,
    title: issue.title,
    user: issueView.user,
    body: issue.body,
    labels: issueView.labels,
    milestone: null,
    active_lock_reason: null,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergeCommitSha ?? null,
    assignee: issueView.assignee,
    assignees: issueView.assignees,
    requested_reviewers: [],
    requested_teams: [],
    head: side(pull.head.ref, headSha, pull.head.repo),
    base: side(pull.base.ref, pull.base.sha),
    _links: {
      self: link(url),
      html: link(html),
      issue: link(`${repoApi(ctx, repo)}/issues/${pull.number}`),
      comments: link(`${repoApi(ctx, repo)}/issues/${pull.number}/comments`),
      review_comments: link(`${url}/comments`),
      review_comment: link(`${repoApi(ctx, repo)}/pulls/comments{/number}`),
      commits: link(`${url}/commits`),
      statuses: link(`${repoApi(ctx, repo)}/statuses/${headSha}`),
    },
    author_association: issueView.author_association,
    auto_merge: null,
    draft: pull.draft,
  };
  if (!full) return simple;
  const files = pullFiles(repo, pull);
  return {
    ...simple,
    merged: pull.merged,
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: pull.mergedBy === undefined ? null : userJson(ctx, pull.mergedBy),
    comments: issue.comments.length,
    // Comments of submitted reviews: a pending review's are its author's alone.
    review_comments: repo.reviewComments.filter(
      (c) => c.pull === pull.number && repo.reviews.find((r) => r.id === c.reviewId)?.state !== 'PENDING',
    ).length,
    maintainer_can_modify: false,
    commits: Math.max(1, countCommits(repo, pull)),
    additions: files.reduce((n, f) => n + f.additions, 0),
    deletions: files.reduce((n, f) => n + f.deletions, 0),
    changed_files: files.length,
  };
}

function countCommits(repo: SimRepo, pull: SimPull): number {
  const head = pullHeadSha(repo, pull);
  const baseTip = repo.branches[pull.base.ref]?.sha ?? pull.base.sha;
  const base = mergeBase(repo, baseTip, head);
  let n = 0;
  for (let sha: string | undefined = head; sha && sha !== base && n < 10_000; sha = repo.commits[sha]?.parents[0]) n++;
  return n;
}

/** A commit's tree id: the simulator names a tree by its paths (a tree is only ever a commit's files). */
export function treeShaOf(commit: SimCommit): string {
  return blobSha(Object.keys(commit.files).sort().join('\n'));
}

/** A commit as the Git database API gives it (`GET /git/commits/{sha}`). */
export function gitCommitJson(ctx: Ctx, repo: SimRepo, commit: SimCommit): Json {
  const treeSha = treeShaOf(commit);
  return {
    sha: commit.sha,
    node_id: nodeId('Commit', commit.sha),
    url: `${repoApi(ctx, repo)}/git/commits/${commit.sha}`,
    html_url: `${repoHtml(repo)}/commit/${commit.sha}`,
    author: commit.author,
    committer: commit.committer,
    message: commit.message,
    tree: { sha: treeSha, url: `${repoApi(ctx, repo)}/git/trees/${treeSha}` },
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${repoApi(ctx, repo)}/git/commits/${sha}`,
      html_url: `${repoHtml(repo)}/commit/${sha}`,
    })),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

export function commitJson(ctx: Ctx, repo: SimRepo, commit: SimCommit, files?: SimPullFile[]): Json {
  const url = `${repoApi(ctx, repo)}/commits/${commit.sha}`;
  const treeSha = treeShaOf(commit);
  return {
    sha: commit.sha,
    node_id: nodeId('Commit', commit.sha),
    url,
    html_url: `${repoHtml(repo)}/commit/${commit.sha}`,
    comments_url: `${url}/comments`,
    commit: {
      url: `${repoApi(ctx, repo)}/git/commits/${commit.sha}`,
      author: commit.author,
      committer: commit.committer,
      message: commit.message,
      comment_count: 0,
      tree: { sha: treeSha, url: `${repoApi(ctx, repo)}/git/trees/${treeSha}` },
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    author: commit.login ? userJson(ctx, commit.login) : null,
    committer: commit.login ? userJson(ctx, commit.login) : null,
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${repoApi(ctx, repo)}/commits/${sha}`,
      html_url: `${repoHtml(repo)}/commit/${sha}`,
    })),
    ...(files && {
      stats: {
        total: files.reduce((n, f) => n + f.additions + f.deletions, 0),
        additions: files.reduce((n, f) => n + f.additions, 0),
        deletions: files.reduce((n, f) => n + f.deletions, 0),
      },
      files: files.map((f) => diffEntryJson(ctx, repo, f, commit.sha)),
    }),
  };
}

/** GitHub wraps base64 content at 60 characters per line. */
const base64Lines = (content: Content): string =>
  (
    bytesOf(content)
      .toString('base64')
      .match(/.{1,60}/g) ?? []
  )
    .map((l) => `${l}\n`)
    .join('');

/** Files over 1 MB come without content (`encoding: none`), as on GitHub. */
const MAX_CONTENT_BYTES = 1024 * 1024;

export function contentJson(
  ctx: Ctx,
  repo: SimRepo,
  path: string,
  content: Content | undefined,
  ref: string,
  type: 'file' | 'dir' = 'file',
  withContent = true,
): Json {
  const sha = content === undefined ? blobSha(path) : blobSha(content);
  const size = content === undefined ? 0 : bytesOf(content).length;
  const self = `${repoApi(ctx, repo)}/contents/${encPath(path)}?ref=${enc(ref)}`;
  const git = `${repoApi(ctx, repo)}/git/${type === 'dir' ? 'trees' : 'blobs'}/${sha}`;
  const html = `${repoHtml(repo)}/${type === 'dir' ? 'tree' : 'blob'}/${ref}/${encPath(path)}`;
  const entry: Json = {
    type,
    size,
    name: path.split('/').pop(),
    path,
    sha,
    url: self,
    git_url: git,
    html_url: html,
    download_url: type === 'file' ? `${HTML}/raw/${repo.owner}/${repo.name}/${ref}/${encPath(path)}` : null,
    _links: { self, git, html },
  };
  if (withContent && type === 'file' && content !== undefined) {
    const big = size > MAX_CONTENT_BYTES;
    entry.content = big ? '' : base64Lines(content);
    entry.encoding = big ? 'none' : 'base64';
  }
  return entry;
}
