/** The REST adapter's operations on the repository's contents: files, branches and pull requests. */
import type { GitHubAdapter, PullOfCommit } from './adapter.js';
import { isNotFound } from './errors.js';
import { PER_PAGE, allPages, toLabel, ONCE, type Api } from './octokit-api.js';

/** Contents: files read, and committed as written or deleted. */
export function fileOperations({
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
export function branchOperations({
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
export function pullOperations({
  octokit,
  repo,
  creating,
}: Api): Pick<
  GitHubAdapter,
  'createPull' | 'readPull' | 'findPull' | 'pullsOf' | 'listReviewComments' | 'createReview'
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
    pullsOf: (sha) => pullsOfCommit({ octokit, repo }, sha),
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

/**
 * The pull requests GitHub associates with a commit (one page: a commit is in a handful at most),
 * each merged one asked for whole, since the list does not say who merged it.
 */
async function pullsOfCommit({ octokit, repo }: Pick<Api, 'octokit' | 'repo'>, sha: string): Promise<PullOfCommit[]> {
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...repo,
    commit_sha: sha,
    per_page: 100,
  });
  const pulls: PullOfCommit[] = [];
  for (const pull of data) {
    const merged = pull.merged_at !== null;
    const mergedBy = merged
      ? (await octokit.rest.pulls.get({ ...repo, pull_number: pull.number })).data.merged_by?.login
      : undefined;
    pulls.push({
      number: pull.number,
      ...(pull.user?.login && { author: pull.user.login }),
      ...(mergedBy && { mergedBy }),
      merged,
      headRef: pull.head.ref,
      headHere: pull.head.repo?.full_name?.toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase(),
    });
  }
  return pulls;
}

/** Decisions with no file to change: a commit on the branch's head, and the branch's newest commits to find one again. */
export function decisionOperations({
  octokit,
  repo,
  creating,
}: Api): Pick<GitHubAdapter, 'commitDecision' | 'recentCommits'> {
  return {
    async commitDecision(branch, message) {
      const { data: ref } = await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
      const { data: head } = await octokit.rest.git.getCommit({ ...repo, commit_sha: ref.object.sha });
      const { data: made } = await octokit.rest.git.createCommit({
        ...repo,
        message,
        tree: head.tree.sha,
        parents: [head.sha],
        ...creating,
      });
      await octokit.rest.git.updateRef({ ...repo, ref: `heads/${branch}`, sha: made.sha, force: false, ...creating });
      return made.sha;
    },
    async recentCommits(branch, max) {
      const { data } = await octokit.rest.repos.listCommits({
        ...repo,
        sha: branch,
        per_page: Math.min(100, Math.max(1, max)),
      });
      return data.slice(0, max).map((c) => ({ sha: c.sha, message: c.commit.message }));
    },
  };
}
