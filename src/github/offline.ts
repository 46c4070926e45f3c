import type { Logger } from '../logging.js';
import type { GitHubAdapter } from './adapter.js';
import { loggedWrites, type Reads } from './dry-run.js';
import { ReadSkipped } from './errors.js';
import { shortSha } from '../util/short-sha.js';

/**
 * What a run knows without GitHub, from its event and its checkout: what stands in for the reads
 * it does not make.
 */
export interface OfflineFacts {
  /** The commit checked out: it stands in for a branch's head (the inbox sync writes only from the default branch's head). */
  commit: string;
  /** On a pull request, what its event says of it: it stands in for the pull request as it is now. */
  pull?: { headSha: string; labels: readonly string[]; comments?: number };
}

export interface OfflineGitHub {
  github: GitHubAdapter;
  /** The run's one notice of what it did not read, or undefined when it asked for nothing. */
  notice(): string | undefined;
}

/**
 * The adapter of a dry run without a token (`dry-run: true`, `github-token` empty): it sends no
 * request at all, and loads no HTTP client. Each write is logged as the dry run logs it. Each read
 * is skipped, and answered in a way the flow already handles:
 *
 * - what the run can learn elsewhere fails, as a read GitHub refused does: the change's files
 *   (the flow lists them with git's diff), a file at a commit (read with git where the checkout
 *   has the commit; else the flow says which could not be read, or stops);
 * - what the run itself would find there if it had written before (its comment, its check runs,
 *   its inbox issues, its labels, review comments) is taken as none, as in a repository it never ran in;
 * - the pull request as it is now is the one its event describes, and a branch's head the commit
 *   checked out, so that the run goes on to the writes it would make;
 * - what only GitHub knows and a command needs (a person's permission, a team, a file on a branch)
 *   fails: the command cannot be tried without a token, and the run says so.
 *
 * Every read skipped is named once in {@link OfflineGitHub.notice}, not a warning each.
 */
export function offlineAdapter(facts: OfflineFacts, logger: Logger): OfflineGitHub {
  const skipped = new Set<string>();
  const github: GitHubAdapter = {
    ...skippedReads(facts, (what) => skipped.add(what)),
    ...loggedWrites((what) => logger.info(`[dry-run] would ${what}`)),
    dryRun: true,
    withoutRetries: () => github,
    pause: async () => undefined,
  };
  return {
    github,
    notice: () =>
      skipped.size === 0
        ? undefined
        : `handoff-gate ran as a dry run without a token: it sent no request to GitHub. It skipped ${skipped.size === 1 ? 'one read' : `${skipped.size} reads`}: ${[...skipped].join('; ')}. The lines above say what the run did without them, and the [dry-run] lines what it would have written.`,
  };
}

/** The reads, none of them made: each is noted under `key`, then answered, or failed naming `what` it needed. */
function skippedReads({ commit, pull }: OfflineFacts, note: (key: string) => void): Reads {
  const none = <T>(key: string, answer: T): Promise<T> => {
    note(key);
    return Promise.resolve(answer);
  };
  const fail = (key: string, what = key): Promise<never> => {
    note(key);
    return Promise.reject(new ReadSkipped(what));
  };
  return {
    listPullFiles: (number) => fail(`the files pull request #${number} changes`),
    compareFiles: (base, head) => fail(`the files changed from ${shortSha(base)} to ${shortSha(head)}`),
    fileAt: (path, ref) => fail(`files at commit ${shortSha(ref)}`, `${path} at commit ${shortSha(ref)}`),
    otherRepositoryFile: (owner, repo, path, ref) => fail(`the shared config ${owner}/${repo}/${path}@${ref}`),
    listComments: (issue) => none(`the comments on #${issue} (taken as none)`, []),
    getComment: (id) => fail(`comment ${id}`),
    lastReopened: (issue) => fail(`the events of issue #${issue}`),
    readIssue: (issue) => none(`issue #${issue} (taken as without labels or comments)`, { labels: [], comments: 0 }),
    readPull: (number) =>
      pull
        ? none(`pull request #${number} as it is now (its head, labels and comment count taken from the event)`, {
            headSha: pull.headSha,
            // Not in a pull request's event: no check that would need it runs on one.
            headRepository: '',
            labels: pull.labels.map((name) => ({ name, color: '', description: '' })),
            comments: pull.comments ?? 0,
          })
        : fail(`pull request #${number}`),
    getIssue: (number) => fail(`issue #${number}`),
    listIssues: (label, creator) =>
      none(`the open issues ${label === undefined ? `opened by ${creator}` : `labelled ${label}`} (taken as none)`, []),
    listClosedIssues: (label) => none(`the closed issues labelled ${label} (taken as none)`, []),
    listLabels: () => none("the repository's labels (taken as none)", []),
    permissionOf: (user) => fail(`the repository permission of ${user}`),
    readFile: (path, ref) => fail(`files on ${ref}`, `${path} on ${ref}`),
    // `HEAD` is what `defaultBranch` answers below: the branch checked out, whose name the run does not know.
    branchSha: (branch) =>
      none(
        `${branch === 'HEAD' ? "the default branch's head" : `the head of ${branch}`} (taken as the commit checked out, ${shortSha(commit)})`,
        commit,
      ),
    // Only ever asked for the branch whose head `branchSha` then gives: the commit checked out.
    defaultBranch: () => none("the repository's default branch (taken as the branch checked out)", 'HEAD'),
    findCheckRuns: (ref) => none(`the check runs on ${shortSha(ref)} (taken as none)`, []),
    countCheckRunAnnotations: (id) => none(`the annotations of check run ${id} (taken as none)`, 0),
    listCheckRunAnnotations: (id) => none(`the annotations of check run ${id} (taken as none)`, []),
    listReviewComments: (number) => none(`the review comments on #${number} (taken as none)`, []),
    lastCommitFor: (path, branch) =>
      fail(`the commits on ${branch}`, `the last commit on ${branch} that touched ${path}`),
    commitsFor: (path, branch) => fail(`the commits on ${branch}`, `the commits on ${branch} that touched ${path}`),
    recentCommits: (branch) => fail(`the commits on ${branch}`),
    loginOfAuthorEmail: () => fail('the account of a commit e-mail'),
    pullsOf: (sha) => fail(`the pull requests of commit ${shortSha(sha)}`),
    branchActivity: (branch) => fail(`who pushed to ${branch}`, `the activity of ${branch}`),
    commitsBetween: (base, head) => fail(`the commits from ${shortSha(base)} to ${shortSha(head)}`),
    reaches: (head, sha) => fail(`whether ${shortSha(head)} holds ${shortSha(sha)}`),
    teamMembership: (team) => fail(`the members of team ${team}`),
    findPull: (head, base) => fail(`the pull requests from ${head} into ${base}`),
  };
}
