import type { Logger } from '../logging.js';
import type { GitHubAdapter } from './adapter.js';
import { shortSha } from '../util/short-sha.js';

/** The adapter's reads: what a dry run still makes (or, without a token, answers itself: offline.ts). */
export type Reads = Pick<
  GitHubAdapter,
  | 'listPullFiles'
  | 'compareFiles'
  | 'fileAt'
  | 'otherRepositoryFile'
  | 'listComments'
  | 'getComment'
  | 'lastReopened'
  | 'readIssue'
  | 'listIssues'
  | 'listClosedIssues'
  | 'listLabels'
  | 'permissionOf'
  | 'readFile'
  | 'branchSha'
  | 'readPull'
  | 'getIssue'
  | 'defaultBranch'
  | 'findCheckRuns'
  | 'countCheckRunAnnotations'
  | 'listCheckRunAnnotations'
  | 'listReviewComments'
  | 'lastCommitFor'
  | 'commitsFor'
  | 'recentCommits'
  | 'loginOfAuthorEmail'
  | 'pullsOf'
  | 'branchActivity'
  | 'commitsBetween'
  | 'reaches'
  | 'teamMembership'
  | 'findPull'
>;
type Writes = Pick<
  GitHubAdapter,
  | 'createIssue'
  | 'updateIssue'
  | 'addReaction'
  | 'writeFile'
  | 'deleteFile'
  | 'createBranch'
  | 'commitDecision'
  | 'createPull'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'addLabel'
  | 'updateLabel'
  | 'removeLabel'
  | 'createLabel'
  | 'createCheckRun'
  | 'updateCheckRun'
  | 'createReview'
>;

/** Reads go through; each write is logged instead of made (`dry-run: true`). */
export function dryRunAdapter(inner: GitHubAdapter, logger: Logger): GitHubAdapter {
  const would = (what: string) => logger.info(`[dry-run] would ${what}`);
  return {
    ...reads(inner),
    ...loggedWrites(would),
    dryRun: true,
    withoutRetries: () => dryRunAdapter(inner.withoutRetries(), logger),
    pause: (attempt) => inner.pause(attempt),
  };
}

/** The reads, made as they are. */
function reads(inner: GitHubAdapter): Reads {
  return {
    listPullFiles: (pull, expected) => inner.listPullFiles(pull, expected),
    compareFiles: (base, head) => inner.compareFiles(base, head),
    fileAt: (path, ref) => inner.fileAt(path, ref),
    otherRepositoryFile: (owner, repo, path, ref) => inner.otherRepositoryFile(owner, repo, path, ref),
    listComments: (issue, expected) => inner.listComments(issue, expected),
    getComment: (id) => inner.getComment(id),
    lastReopened: (issue, maxPages) => inner.lastReopened(issue, maxPages),
    readIssue: (issue) => inner.readIssue(issue),
    listIssues: (label, creator) => inner.listIssues(label, creator),
    listClosedIssues: (label, enough) => inner.listClosedIssues(label, enough),
    listLabels: () => inner.listLabels(),
    permissionOf: (user) => inner.permissionOf(user),
    readFile: (path, ref) => inner.readFile(path, ref),
    branchSha: (branch) => inner.branchSha(branch),
    readPull: (pull) => inner.readPull(pull),
    getIssue: (number) => inner.getIssue(number),
    defaultBranch: () => inner.defaultBranch(),
    findCheckRuns: (ref, name) => inner.findCheckRuns(ref, name),
    countCheckRunAnnotations: (id) => inner.countCheckRunAnnotations(id),
    listCheckRunAnnotations: (id) => inner.listCheckRunAnnotations(id),
    listReviewComments: (pull) => inner.listReviewComments(pull),
    lastCommitFor: (path, branch) => inner.lastCommitFor(path, branch),
    commitsFor: (path, branch, max) => inner.commitsFor(path, branch, max),
    recentCommits: (branch, max) => inner.recentCommits(branch, max),
    loginOfAuthorEmail: (email) => inner.loginOfAuthorEmail(email),
    pullsOf: (sha) => inner.pullsOf(sha),
    branchActivity: (branch, maxPages) => inner.branchActivity(branch, maxPages),
    commitsBetween: (base, head, max) => inner.commitsBetween(base, head, max),
    reaches: (head, sha) => inner.reaches(head, sha),
    teamMembership: (team, user) => inner.teamMembership(team, user),
    findPull: (head, base) => inner.findPull(head, base),
  };
}

/** The writes, each one line of the log saying what it would have done, with an answer shaped like GitHub's. */
export function loggedWrites(would: (what: string) => void): Writes {
  return {
    async createIssue(fields) {
      would(`open an inbox issue "${fields.title}" labelled ${fields.labels.join(', ')}`);
      return {
        number: 0,
        title: fields.title,
        body: fields.body,
        labels: fields.labels,
        state: 'open',
        author: '',
        createdAt: new Date(0).toISOString(),
      };
    },
    async updateIssue(number, fields) {
      would(`update issue #${number} (${Object.keys(fields).join(', ')})`);
    },
    async addReaction(commentId, content) {
      would(`react ${content} to comment ${commentId}`);
    },
    async writeFile(change) {
      would(`commit ${change.path} to ${change.branch}: ${change.message}`);
      return '';
    },
    async deleteFile(change) {
      would(`delete ${change.path} on ${change.branch}: ${change.message}`);
      return '';
    },
    commitDecision: async (branch, message) => (would(`record a decision on ${branch}: ${message}`), ''),
    async createBranch(name) {
      would(`create branch ${name}`);
    },
    async createPull(pull) {
      would(`open a pull request from ${pull.head} to ${pull.base}: ${pull.title}`);
      return { number: 0, url: '' };
    },
    async createComment(issue, body) {
      would(`create a comment on #${issue} (${body.length} characters)`);
      const at = new Date(0).toISOString();
      return { id: 0, body, author: '', createdAt: at, updatedAt: at };
    },
    async updateComment(id, body) {
      would(`update comment ${id} (${body.length} characters)`);
    },
    async deleteComment(id) {
      would(`delete duplicate comment ${id}`);
    },
    async addLabel(issue, name) {
      would(`add label "${name}" to #${issue}`);
      return [];
    },
    async updateLabel(label) {
      would(`set the colour and description of label "${label.name}"`);
    },
    async removeLabel(issue, name) {
      would(`remove label "${name}" from #${issue}`);
    },
    async createLabel(label) {
      would(`create label "${label.name}" if missing`);
    },
    async createCheckRun(run) {
      would(
        `create check run "${run.name}" on ${shortSha(run.headSha)} (${run.conclusion ?? run.status}, ${run.output.annotations?.length ?? 0} annotations) titled "${run.output.title}", with a summary of ${run.output.summary.length} character${run.output.summary.length === 1 ? '' : 's'}`,
      );
      return { id: 0 };
    },
    async updateCheckRun(id, change) {
      // Id 0 is the check run this dry run would have created (createCheckRun's answer above).
      would(
        `update ${id === 0 ? 'that check run' : `check run ${id}`} (${change.conclusion ?? change.status ?? 'output'}, ${change.output?.annotations?.length ?? 0} more annotations)`,
      );
    },
    async createReview(pull, review) {
      would(
        `post a review on #${pull} with ${review.comments.length} suggestion comment${review.comments.length === 1 ? '' : 's'}`,
      );
      return { id: 0 };
    },
  };
}
