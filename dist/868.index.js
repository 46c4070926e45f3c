export const id = 868;
export const ids = [868,116,679];
export const modules = {

/***/ 5978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ loggedWrites),
/* harmony export */   S: () => (/* binding */ dryRunAdapter)
/* harmony export */ });
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3489);

/** Reads go through; each write is logged instead of made (`dry-run: true`). */
function dryRunAdapter(inner, logger) {
    const would = (what) => logger.info(`[dry-run] would ${what}`);
    return {
        ...reads(inner),
        ...loggedWrites(would),
        dryRun: true,
        withoutRetries: () => dryRunAdapter(inner.withoutRetries(), logger),
        pause: (attempt) => inner.pause(attempt),
    };
}
/** The reads, made as they are. */
function reads(inner) {
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
function loggedWrites(would) {
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
            would(`create check run "${run.name}" on ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(run.headSha)} (${run.conclusion ?? run.status}, ${run.output.annotations?.length ?? 0} annotations) titled "${run.output.title}", with a summary of ${run.output.summary.length} character${run.output.summary.length === 1 ? '' : 's'}`);
            return { id: 0 };
        },
        async updateCheckRun(id, change) {
            // Id 0 is the check run this dry run would have created (createCheckRun's answer above).
            would(`update ${id === 0 ? 'that check run' : `check run ${id}`} (${change.conclusion ?? change.status ?? 'output'}, ${change.output?.annotations?.length ?? 0} more annotations)`);
        },
        async createReview(pull, review) {
            would(`post a review on #${pull} with ${review.comments.length} suggestion comment${review.comments.length === 1 ? '' : 's'}`);
            return { id: 0 };
        },
    };
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   US: () => (/* binding */ isForbidden),
/* harmony export */   c4: () => (/* binding */ isNotFound),
/* harmony export */   describeFailure: () => (/* binding */ describeFailure),
/* harmony export */   dh: () => (/* binding */ isConflict),
/* harmony export */   httpStatus: () => (/* binding */ httpStatus),
/* harmony export */   isUnanswered: () => (/* binding */ isUnanswered),
/* harmony export */   x9: () => (/* binding */ isAlreadyExists),
/* harmony export */   zc: () => (/* binding */ ReadSkipped)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1679);
/** Recognise API failures by status code (and GitHub's error codes), never by message text. */


/**
 * The status GitHub (or a proxy before it) answered with; undefined when no answer came. Octokit
 * gives a request that got none (a refused or reset connection, a name that did not resolve) the
 * status 500 with no `response`: that is no answer of GitHub's, so it has no status here.
 */
function httpStatus(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const { status, response } = error;
    return typeof status === 'number' && response !== undefined ? status : undefined;
}
/**
 * The request got no answer at all: a timeout of ours cut the wait, or the connection failed
 * before an answer came (Octokit's status without a `response`). Told by the error's shape and
 * type, never by its message.
 */
function isUnanswered(error) {
    if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__.isTimeout)(error))
        return true;
    if (typeof error !== 'object' || error === null)
        return false;
    const { status, response } = error;
    return typeof status === 'number' && response === undefined;
}
/** The system's code for a connection that failed (`ECONNREFUSED`, `ENOTFOUND`), from the error's causes. */
function connectionCode(error) {
    let cause = error;
    for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
        const code = cause.code;
        if (typeof code === 'string' && isCodeWord(code))
            return code;
        cause = cause.cause;
    }
    return undefined;
}
/** An error code as Node and undici write them (`ECONNRESET`, `UND_ERR_SOCKET`): safe to show. */
function isCodeWord(code) {
    if (code.length === 0 || code.length > 40)
        return false;
    for (const ch of code)
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_'))
            return false;
    return true;
}
/** A rate limit GitHub still enforced after the throttling plugin's retries (403/429 with its rate headers). */
function isRateLimited(error) {
    const status = httpStatus(error);
    if (status !== 403 && status !== 429)
        return false;
    const headers = error.response?.headers ?? {};
    return headers['retry-after'] !== undefined || String(headers['x-ratelimit-remaining']) === '0' || status === 429;
}
/** 403 that is not a rate limit: the token may not do it (a fork pull request's token is read-only). */
const isForbidden = (error) => httpStatus(error) === 403 && !isRateLimited(error);
const isNotFound = (error) => httpStatus(error) === 404;
const isConflict = (error) => httpStatus(error) === 409;
/** 422 with GitHub's `already_exists` error code (creating a label that exists). */
function isAlreadyExists(error) {
    if (httpStatus(error) !== 422)
        return false;
    const errors = error.response?.data?.errors;
    return Array.isArray(errors) && errors.some((e) => e.code === 'already_exists');
}
/**
 * A read that a dry run without a token does not make (see offline.ts). Where the flow goes on
 * without the answer, it does (the change listed by git instead); where it cannot, the run stops
 * with this message, as a usage error: it needs a token.
 */
class ReadSkipped extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    constructor(what) {
        super(`a dry run without a token reads nothing from GitHub, and this run needs ${what}: give the action a token (\`github-token\`) to read it.`);
    }
}
/**
 * Why an API call failed, in words for a warning: from the status code GitHub answered, the
 * timeout that cut the wait, or the connection that got no answer at all; never GitHub's message.
 */
function describeFailure(error) {
    if (error instanceof ReadSkipped)
        return 'not asked: a dry run without a token reads nothing from GitHub';
    if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_1__.isTimeout)(error))
        return error.kind === 'request'
            ? `GitHub did not answer within ${error.seconds} s`
            : `the run's ${error.seconds} s for GitHub API work ran out`;
    const status = httpStatus(error);
    if (status === 401)
        return 'GitHub answered 401: the token is not valid (expired or revoked)';
    if (status === 403)
        return 'GitHub answered 403: the token may not do this, or a rate limit held';
    if (status !== undefined)
        return `GitHub answered ${status}`;
    if (isUnanswered(error))
        return `could not reach the API (${connectionCode(error) ?? 'no answer came'})`;
    // The workflow's to fix (an empty `github-token`): its own words, not "unexpected".
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb)
        return error.message.endsWith('.') ? error.message.slice(0, -1) : error.message;
    return 'an unexpected error (the debug log has it)';
}


/***/ }),

/***/ 1679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ApiTimeoutError),
/* harmony export */   isTimeout: () => (/* binding */ isTimeout)
/* harmony export */ });
/**
 * How long the action waits for GitHub. Every attempt of every request has its own timeout, and
 * all API work of a run shares one deadline, counted from its first request: rate-limit waits
 * that would pass it are given up, and at the deadline every pending request (queued by the
 * throttling plugin, waiting out a retry back-off, or in flight) and every new one fails at once.
 * So a run whose API never answers ends by itself: its API work within `deadlineSeconds`, the
 * process a few seconds later at most (the plugins' own timers run out: a retry back-off is 9 s
 * at most). The verdict was out before the first write, and each write that failed is a warning.
 * The limits themselves (`ApiLimits`, with their defaults) are the config's: src/config/api-limits.ts.
 * Kept free of imports: the flow loads this file before the client (Octokit).
 */
/**
 * A request that got no answer in time. It carries no HTTP status (none came), so it is never
 * taken for one of GitHub's answers.
 */
class ApiTimeoutError extends Error {
    /** `request`: this request's own timeout; `deadline`: the run's time for API work ran out. */
    kind;
    seconds;
    constructor(kind, seconds) {
        super(kind === 'request'
            ? `GitHub did not answer within ${seconds} s`
            : `the ${seconds} s the run gives GitHub API work ran out`);
        this.kind = kind;
        this.seconds = seconds;
        // Octokit passes an `AbortError` on as it is: not wrapped as a 500, not retried by plugin-retry.
        this.name = 'AbortError';
    }
    // Octokit's fetch wrapper sets `status = 500` on an AbortError; no status came, so none is kept.
    get status() {
        return undefined;
    }
    set status(_ignored) { }
}
const isTimeout = (error) => error instanceof ApiTimeoutError;


/***/ }),

/***/ 2868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   offlineAdapter: () => (/* binding */ offlineAdapter)
/* harmony export */ });
/* harmony import */ var _dry_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5978);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3489);



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
function offlineAdapter(facts, logger) {
    const skipped = new Set();
    const github = {
        ...skippedReads(facts, (what) => skipped.add(what)),
        ...(0,_dry_run_js__WEBPACK_IMPORTED_MODULE_1__/* .loggedWrites */ .B)((what) => logger.info(`[dry-run] would ${what}`)),
        dryRun: true,
        withoutRetries: () => github,
        pause: async () => undefined,
    };
    return {
        github,
        notice: () => skipped.size === 0
            ? undefined
            : `handoff-gate ran as a dry run without a token: it sent no request to GitHub. It skipped ${skipped.size === 1 ? 'one read' : `${skipped.size} reads`}: ${[...skipped].join('; ')}. The lines above say what the run did without them, and the [dry-run] lines what it would have written.`,
    };
}
/** The reads, none of them made: each is noted under `key`, then answered, or failed naming `what` it needed. */
function skippedReads({ commit, pull }, note) {
    const none = (key, answer) => {
        note(key);
        return Promise.resolve(answer);
    };
    const fail = (key, what = key) => {
        note(key);
        return Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ReadSkipped */ .zc(what));
    };
    return {
        listPullFiles: (number) => fail(`the files pull request #${number} changes`),
        compareFiles: (base, head) => fail(`the files changed from ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(base)} to ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(head)}`),
        fileAt: (path, ref) => fail(`files at commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(ref)}`, `${path} at commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(ref)}`),
        otherRepositoryFile: (owner, repo, path, ref) => fail(`the shared config ${owner}/${repo}/${path}@${ref}`),
        listComments: (issue) => none(`the comments on #${issue} (taken as none)`, []),
        getComment: (id) => fail(`comment ${id}`),
        lastReopened: (issue) => fail(`the events of issue #${issue}`),
        readIssue: (issue) => none(`issue #${issue} (taken as without labels or comments)`, { labels: [], comments: 0 }),
        readPull: (number) => pull
            ? none(`pull request #${number} as it is now (its head, labels and comment count taken from the event)`, {
                headSha: pull.headSha,
                // Not in a pull request's event: no check that would need it runs on one.
                headRepository: '',
                labels: pull.labels.map((name) => ({ name, color: '', description: '' })),
                comments: pull.comments ?? 0,
            })
            : fail(`pull request #${number}`),
        getIssue: (number) => fail(`issue #${number}`),
        listIssues: (label, creator) => none(`the open issues ${label === undefined ? `opened by ${creator}` : `labelled ${label}`} (taken as none)`, []),
        listClosedIssues: (label) => none(`the closed issues labelled ${label} (taken as none)`, []),
        listLabels: () => none("the repository's labels (taken as none)", []),
        permissionOf: (user) => fail(`the repository permission of ${user}`),
        readFile: (path, ref) => fail(`files on ${ref}`, `${path} on ${ref}`),
        // `HEAD` is what `defaultBranch` answers below: the branch checked out, whose name the run does not know.
        branchSha: (branch) => none(`${branch === 'HEAD' ? "the default branch's head" : `the head of ${branch}`} (taken as the commit checked out, ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(commit)})`, commit),
        // Only ever asked for the branch whose head `branchSha` then gives: the commit checked out.
        defaultBranch: () => none("the repository's default branch (taken as the branch checked out)", 'HEAD'),
        findCheckRuns: (ref) => none(`the check runs on ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(ref)} (taken as none)`, []),
        countCheckRunAnnotations: (id) => none(`the annotations of check run ${id} (taken as none)`, 0),
        listCheckRunAnnotations: (id) => none(`the annotations of check run ${id} (taken as none)`, []),
        listReviewComments: (number) => none(`the review comments on #${number} (taken as none)`, []),
        lastCommitFor: (path, branch) => fail(`the commits on ${branch}`, `the last commit on ${branch} that touched ${path}`),
        commitsFor: (path, branch) => fail(`the commits on ${branch}`, `the commits on ${branch} that touched ${path}`),
        recentCommits: (branch) => fail(`the commits on ${branch}`),
        loginOfAuthorEmail: () => fail('the account of a commit e-mail'),
        pullsOf: (sha) => fail(`the pull requests of commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(sha)}`),
        branchActivity: (branch) => fail(`who pushed to ${branch}`, `the activity of ${branch}`),
        commitsBetween: (base, head) => fail(`the commits from ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(base)} to ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(head)}`),
        reaches: (head, sha) => fail(`whether ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(head)} holds ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(sha)}`),
        teamMembership: (team) => fail(`the members of team ${team}`),
        findPull: (head, base) => fail(`the pull requests from ${head} into ${base}`),
    };
}


/***/ }),

/***/ 3489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ shortSha)
/* harmony export */ });
/** A commit as a log line shows it: seven hex digits, never outside text (anything else is "another commit"). */
const shortSha = (sha) => (/^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, 7) : 'another commit');


/***/ })

};
