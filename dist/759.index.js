export const id = 759;
export const ids = [759,116,679];
export const modules = {

/***/ 7759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGithub: () => (/* binding */ createGithub)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/github/limits.ts
var github_limits = __webpack_require__(1679);
;// CONCATENATED MODULE: ./src/github/client.ts




/** Retries before a rate-limited request is given up (each waits as long as GitHub asks). */
const RATE_LIMIT_RETRIES = 2;
/**
 * The timeouts, as an Octokit plugin registered last, so that it wraps the other plugins: its
 * deadline covers their waits (throttling queues, retry back-offs), and the fetch it hands down is
 * the one every attempt uses, so each attempt gets its own timeout.
 */
function timeouts(limits) {
    const start = Date.now();
    const remaining = () => start + limits.deadlineSeconds * 1000 - Date.now();
    const deadline = () => new github_limits/* ApiTimeoutError */.C('deadline', limits.deadlineSeconds);
    /** One attempt: aborted at its own timeout or at the deadline, whichever comes first (the body's reading included). */
    const timed = (inner) => (url, init = {}) => {
        const left = remaining();
        if (left <= 0)
            return Promise.reject(deadline());
        const controller = new AbortController();
        const reason = left < limits.timeoutSeconds * 1000 ? deadline() : new github_limits/* ApiTimeoutError */.C('request', limits.timeoutSeconds);
        // Not cleared when the headers arrive, so that a body that never ends is cut too; unref'd, so it never holds the run open.
        setTimeout(() => controller.abort(reason), Math.min(left, limits.timeoutSeconds * 1000)).unref();
        const signal = init.signal ? AbortSignal.any([controller.signal, init.signal]) : controller.signal;
        return inner(url, { ...init, signal });
    };
    const plugin = (octokit) => {
        octokit.hook.wrap('request', (request, options) => {
            const left = remaining();
            if (left <= 0)
                return Promise.reject(deadline());
            const inner = options.request?.fetch ?? globalThis.fetch;
            // In place: before-after-hook binds each inner hook to the options object it was first given.
            options.request = { ...options.request, fetch: timed(inner) };
            let timer;
            const expired = new Promise((_, reject) => {
                timer = setTimeout(() => reject(deadline()), left);
                timer.unref();
            });
            return Promise.race([request(options), expired]).finally(() => clearTimeout(timer));
        });
        return {};
    };
    return { plugin, remaining };
}
/**
 * An Octokit that waits out rate limits as GitHub asks (retry-after / reset) while the deadline
 * allows, retries server errors, gives every attempt a timeout and all API work one deadline
 * (`limits`, read at each request: the run sets them once its config is known), and gives up
 * with a clear warning rather than hammering the API.
 */
function createOctokit(token, baseUrl, logger, limits, pacing = {}) {
    const { plugin, remaining } = timeouts(limits);
    const onLimit = (which) => (retryAfter, options, _octokit, retryCount) => {
        const again = retryCount < RATE_LIMIT_RETRIES && retryAfter * 1000 < remaining();
        const why = retryCount < RATE_LIMIT_RETRIES
            ? `giving up: waiting ${retryAfter} s would pass the run's deadline for API work`
            : 'giving up';
        logger.warning(`GitHub's ${which} was reached by ${options.method} ${options.url}; ${again ? `retrying in ${retryAfter} s` : why}.`);
        return again;
    };
    return (0,github/* getOctokit */.Q)(token, {
        baseUrl,
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            ...pacing.groups,
            ...(pacing.secondMs !== undefined && { retryAfterBaseValue: pacing.secondMs }),
        },
        retry: {
            doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451],
            ...(pacing.secondMs !== undefined && { retryAfterBaseValue: pacing.secondMs }),
        },
    }, plugin_throttling_dist_bundle/* throttling */.A, dist_bundle/* retry */.L, plugin);
}

// EXTERNAL MODULE: ./src/github/dry-run.ts
var dry_run = __webpack_require__(5978);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/octokit-api.ts
const PER_PAGE = 100;
/** GitHub's own caps on the files it lists for a pull request, and for a comparison. */
const MAX_FILES = 3000;
const MAX_COMPARE_FILES = 300;
/**
 * The first `<...>` (not empty) of a Link header's entry. Searched with indexOf: `/<([^>]+)>/`
 * scans to the end from every `<` of a long `<<<...` with no `>`.
 */
function bracketed(part) {
    if (part === undefined)
        return undefined;
    for (let open = part.indexOf('<'); open !== -1; open = part.indexOf('<', open + 1)) {
        const close = part.indexOf('>', open + 1);
        if (close === -1)
            return undefined;
        if (close > open + 1)
            return part.slice(open + 1, close);
    }
    return undefined;
}
/** The page number of a Link header's `rel` entry. */
function linkPage(link, rel) {
    const url = bracketed(link?.split(',').find((part) => part.includes(`rel="${rel}"`)));
    const page = url ? Number(new URL(url).searchParams.get('page')) : NaN;
    return Number.isInteger(page) && page > 0 ? page : undefined;
}
/** The `after` cursor of a Link header's `next` entry (the activity API pages by cursor, not number). */
function linkCursor(link) {
    const url = bracketed(link?.split(',').find((part) => part.includes('rel="next"')));
    const cursor = url ? new URL(url).searchParams.get('after') : null;
    return cursor || undefined;
}
/**
 * Every item of a paginated list, in order. Pages known to exist (from `expected` items, or from
 * the first page's Link `last`) are asked for at once rather than one after the other, so a
 * list of any length costs two round-trips at most (one when `expected` is right).
 */
async function allPages(fetch, options = {}) {
    const maxPages = options.maxPages ?? Infinity;
    const items = [];
    let next = 1;
    let last = Math.min(Math.max(1, Math.ceil((options.expected ?? 0) / PER_PAGE)), maxPages);
    while (next <= last) {
        const numbers = Array.from({ length: last - next + 1 }, (_, i) => next + i);
        const pages = await Promise.all(numbers.map(fetch));
        for (const page of pages)
            items.push(...page.data);
        // More items than expected (a pull request pushed to since its event): the last page's links tell how many more pages.
        const link = pages.at(-1).headers.link;
        next = last + 1;
        last = Math.min(linkPage(link, 'last') ?? linkPage(link, 'next') ?? 0, maxPages);
    }
    return items;
}
const toChanged = (f) => ({
    path: f.filename,
    status: f.status,
    ...(f.previous_filename && { previousPath: f.previous_filename }),
    ...(f.patch !== undefined && { patch: f.patch }),
    ...(typeof f.sha === 'string' && f.status !== 'removed' && { sha: f.sha }),
});
const LEVELS = ['notice', 'warning', 'failure'];
const toAnnotation = (a) => ({
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
const apiAnnotation = (a) => ({
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
const apiOutput = (o) => ({
    title: o.title,
    summary: o.summary,
    ...(o.text !== undefined && { text: o.text }),
    ...(o.annotations !== undefined && o.annotations.length > 0 && { annotations: o.annotations.map(apiAnnotation) }),
});
const toComment = (c) => ({
    id: c.id,
    body: c.body ?? '',
    author: c.user?.login ?? '',
    createdAt: c.created_at,
    updatedAt: c.updated_at,
});
const toLabel = (l) => typeof l === 'string'
    ? { name: l, color: '', description: '' }
    : { name: l.name ?? '', color: l.color ?? '', description: l.description ?? '' };
const toIssue = (i) => ({
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

;// CONCATENATED MODULE: ./src/github/octokit-issues.ts


/** Issues: listed by label, read, opened and edited (closed with `updateIssue`). */
function issueOperations({ octokit, repo, }) {
    return {
        async listIssues(label, creator) {
            const issues = await allPages((page) => octokit.rest.issues.listForRepo({
                ...repo,
                ...(label !== undefined && { labels: label }),
                ...(creator !== undefined && { creator }),
                state: 'open',
                per_page: PER_PAGE,
                page,
            }));
            return issues.filter((i) => !i.pull_request).map(toIssue);
        },
        async listClosedIssues(label, enough) {
            const found = [];
            for (let page = 1;; page++) {
                const { data } = await octokit.rest.issues.listForRepo({
                    ...repo,
                    labels: label,
                    state: 'closed',
                    sort: 'updated',
                    direction: 'desc',
                    per_page: PER_PAGE,
                    page,
                });
                found.push(...data.filter((i) => !i.pull_request).map(toIssue));
                if (data.length < PER_PAGE || enough(found))
                    return found;
            }
        },
        async createIssue(fields) {
            const { data } = await octokit.rest.issues.create({ ...repo, ...fields, ...ONCE });
            return toIssue(data);
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
            return toIssue(data);
        },
        async readIssue(issue) {
            const { data } = await octokit.rest.issues.get({ ...repo, issue_number: issue });
            return { labels: data.labels.map(toLabel), comments: data.comments };
        },
    };
}
/** Comments on an issue or a pull request, and the reaction to one. */
function commentOperations({ octokit, repo, }) {
    return {
        async listComments(issue, expected) {
            const comments = await allPages((page) => octokit.rest.issues.listComments({ ...repo, issue_number: issue, per_page: PER_PAGE, page }), { expected });
            return comments.map((c) => toComment(c));
        },
        async lastReopened(issue, maxPages) {
            try {
                let reopened = null;
                for (let page = 1; page <= maxPages; page++) {
                    const { data } = await octokit.rest.issues.listEvents({
                        ...repo,
                        issue_number: issue,
                        per_page: PER_PAGE,
                        page,
                    });
                    for (const event of data)
                        if (event.event === 'reopened' && (reopened === null || event.created_at > reopened))
                            reopened = event.created_at;
                    if (data.length < PER_PAGE)
                        return reopened;
                }
                return undefined;
            }
            catch (error) {
                if ((0,errors.httpStatus)(error) !== undefined)
                    return undefined;
                throw error;
            }
        },
        async getComment(id) {
            try {
                const { data } = await octokit.rest.issues.getComment({ ...repo, comment_id: id });
                return toComment(data);
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return undefined;
                throw error;
            }
        },
        async createComment(issue, body) {
            const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body, ...ONCE });
            return toComment(data);
        },
        async updateComment(id, body) {
            await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
        },
        async deleteComment(id) {
            try {
                await octokit.rest.issues.deleteComment({ ...repo, comment_id: id });
            }
            catch (error) {
                if (!(0,errors/* isNotFound */.c4)(error))
                    throw error;
            }
        },
        async addReaction(commentId, content) {
            await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
        },
    };
}
/** Labels: on an issue or a pull request, and the repository's own. */
function labelOperations({ octokit, repo, }) {
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
            }
            catch (error) {
                if (!(0,errors/* isNotFound */.c4)(error))
                    throw error;
            }
        },
        async createLabel(label) {
            try {
                await octokit.rest.issues.createLabel({ ...repo, ...label });
            }
            catch (error) {
                if (!(0,errors/* isAlreadyExists */.x9)(error))
                    throw error;
            }
        },
        async listLabels() {
            const labels = await allPages((page) => octokit.rest.issues.listLabelsForRepo({ ...repo, per_page: PER_PAGE, page }));
            return labels.map((l) => l.name);
        },
    };
}

;// CONCATENATED MODULE: ./src/github/octokit-contents.ts


/** Contents: files read, and committed as written or deleted. */
function fileOperations({ octokit, repo, creating, }) {
    return {
        async readFile(path, ref) {
            try {
                const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
                if (Array.isArray(data) || data.type !== 'file' || !('content' in data))
                    return undefined;
                return { text: Buffer.from(data.content, 'base64').toString('utf8'), sha: data.sha };
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return undefined;
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
function branchOperations({ octokit, repo, creating, }) {
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
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return undefined;
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
function pullOperations({ octokit, repo, creating, }) {
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
            const comments = await allPages((page) => octokit.rest.pulls.listReviewComments({ ...repo, pull_number: pull, per_page: PER_PAGE, page }));
            return comments.map((c) => ({
                id: c.id,
                reviewId: c.pull_request_review_id,
                path: c.path,
                ...(typeof c.line === 'number' && { line: c.line }),
                side: c.side === 'LEFT' ? 'LEFT' : 'RIGHT',
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
async function pullsOfCommit({ octokit, repo }, sha) {
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...repo,
        commit_sha: sha,
        per_page: 100,
    });
    const pulls = [];
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
function decisionOperations({ octokit, repo, creating, }) {
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

;// CONCATENATED MODULE: ./src/github/octokit-adapter.ts




/** What a change holds: a pull request's changed files, a comparison's, and a file at a commit. */
function changedFileOperations({ octokit, repo, }) {
    return {
        async listPullFiles(pull, expected) {
            const files = await allPages((page) => octokit.rest.pulls.listFiles({ ...repo, pull_number: pull, per_page: PER_PAGE, page }), { expected, maxPages: MAX_FILES / PER_PAGE });
            return files.slice(0, MAX_FILES).map(toChanged);
        },
        async compareFiles(base, head) {
            try {
                const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
                    ...repo,
                    basehead: `${base}...${head}`,
                });
                const files = (data.files ?? []);
                // GitHub lists at most 300 files of a comparison: past that the list is partial.
                return files.length >= MAX_COMPARE_FILES ? 'partial' : files.map(toChanged);
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return undefined;
                throw error;
            }
        },
        async fileAt(path, ref) {
            try {
                const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
                if (Array.isArray(data) || data.type !== 'file' || !('content' in data))
                    return undefined;
                return Buffer.from(data.content, 'base64');
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return undefined;
                throw error;
            }
        },
        async otherRepositoryFile(owner, name, path, ref) {
            try {
                const { data } = await octokit.rest.repos.getContent({ owner, repo: name, path, ref });
                if (Array.isArray(data) || data.type !== 'file' || !('content' in data))
                    return undefined;
                return { bytes: Buffer.from(data.content, 'base64'), size: data.size };
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return undefined;
                throw error;
            }
        },
    };
}
/** Who pushed what: the branch's activity (GitHub's record of each update and its actor), and an update's commits. */
function activityOperations({ octokit, repo, }) {
    return {
        async branchActivity(branch, maxPages) {
            const activities = [];
            let after;
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
                                at: a.timestamp,
                                ...(a.actor?.login && { actor: a.actor.login }),
                            });
                    after = linkCursor(headers.link);
                    if (after === undefined || data.length === 0)
                        return { activities, complete: true };
                }
                return { activities, complete: false };
            }
            catch (error) {
                if ((0,errors.httpStatus)(error) !== undefined)
                    return undefined;
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
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error) || (0,errors.httpStatus)(error) === 422)
                    return undefined;
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
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error) || (0,errors.httpStatus)(error) === 422)
                    return undefined;
                throw error;
            }
        },
    };
}
/** Who may do what: a person's permission on the repository, and a team's members. */
function accessOperations({ octokit, repo }) {
    return {
        async permissionOf(user) {
            try {
                const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: user });
                // role_name tells maintain and triage apart, which `permission` folds into write and read.
                const role = data.role_name;
                const known = ['admin', 'maintain', 'write', 'triage', 'read'];
                return known.includes(role) ? role : data.permission;
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return 'none';
                throw error;
            }
        },
        async teamMembership(team, user) {
            const [org, slug] = team.split('/');
            try {
                // A team the token cannot see answers 404 like a team that does not exist: asked first, so
                // that "not a member" is only said of a team the token can read.
                await octokit.rest.teams.getByName({ org, team_slug: slug });
            }
            catch (error) {
                const status = (0,errors.httpStatus)(error);
                if (status === 404 || status === 403)
                    return 'unreadable';
                throw error;
            }
            try {
                const { data } = await octokit.rest.teams.getMembershipForUserInOrg({ org, team_slug: slug, username: user });
                return data.state === 'active' ? 'member' : 'not-member';
            }
            catch (error) {
                if ((0,errors/* isNotFound */.c4)(error))
                    return 'not-member';
                throw error;
            }
        },
    };
}
/** Check runs and their annotations. */
function checkOperations({ octokit, repo, }) {
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
            const annotations = await allPages((page) => octokit.rest.checks.listAnnotations({ ...repo, check_run_id: id, per_page: PER_PAGE, page }));
            return annotations.map((a) => toAnnotation(a));
        },
    };
}
/**
 * Comments and issues are always created once (their callers recognise a lost answer by our
 * markers). `once` sends the command flow's other creating writes (commits, deletions, branches,
 * pull requests) once too: that flow recognises its own commits by their trailer (see `withoutRetries`).
 */
function octokitAdapter(octokit, repo, options = {}) {
    const api = { octokit, repo, creating: options.once ? ONCE : {} };
    const secondMs = options.secondMs ?? 1000;
    return {
        ...changedFileOperations(api),
        ...issueOperations(api),
        ...commentOperations(api),
        ...labelOperations(api),
        ...fileOperations(api),
        ...branchOperations(api),
        ...decisionOperations(api),
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

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
;// CONCATENATED MODULE: ./src/github/redacting-adapter.ts

const annotation = (a) => ({
    ...a,
    message: (0,secrets/* redactSecrets */.fp)(a.message),
    ...(a.title !== undefined && { title: (0,secrets/* redactSecrets */.fp)(a.title) }),
    ...(a.rawDetails !== undefined && { rawDetails: (0,secrets/* redactSecrets */.fp)(a.rawDetails) }),
});
const output = (o) => ({
    ...o,
    title: (0,secrets/* redactSecrets */.fp)(o.title),
    summary: (0,secrets/* redactBody */.sx)(o.summary),
    ...(o.text !== undefined && { text: (0,secrets/* redactBody */.sx)(o.text) }),
    ...(o.annotations && { annotations: o.annotations.map(annotation) }),
});
const issueFields = (fields) => ({
    ...fields,
    ...(fields.title !== undefined && { title: (0,secrets/* redactSecrets */.fp)(fields.title) }),
    ...(fields.body !== undefined && { body: (0,secrets/* redactBody */.sx)(fields.body) }),
});
/**
 * The last guard before GitHub: every text the action writes (comments, issues, check runs and
 * their annotations, reviews, pull requests, commit messages) has anything shaped like a
 * credential named instead of shown. The renderers redact first, so a body they made passes
 * unchanged, and what a run compares with GitHub's copy (is the comment already up to date?)
 * stays equal; this catches what any other road might carry. A file's own text, committed by a
 * command, is the person's to write and is left as it is.
 */
function redactingAdapter(inner) {
    return {
        ...inner,
        createComment: (issue, body) => inner.createComment(issue, (0,secrets/* redactBody */.sx)(body)),
        updateComment: (id, body) => inner.updateComment(id, (0,secrets/* redactBody */.sx)(body)),
        createIssue: (fields) => inner.createIssue(issueFields(fields)),
        updateIssue: (number, fields) => inner.updateIssue(number, issueFields(fields)),
        createCheckRun: (run) => inner.createCheckRun({ ...run, output: output(run.output) }),
        updateCheckRun: (id, change) => inner.updateCheckRun(id, { ...change, ...(change.output && { output: output(change.output) }) }),
        createReview: (pull, review) => inner.createReview(pull, {
            ...review,
            ...(review.body !== undefined && { body: (0,secrets/* redactBody */.sx)(review.body) }),
            comments: review.comments.map((c) => ({ ...c, body: (0,secrets/* redactBody */.sx)(c.body) })),
        }),
        createPull: (pull) => inner.createPull({ ...pull, title: (0,secrets/* redactSecrets */.fp)(pull.title), body: (0,secrets/* redactBody */.sx)(pull.body) }),
        writeFile: (change) => inner.writeFile({ ...change, message: (0,secrets/* redactSecrets */.fp)(change.message) }),
        deleteFile: (change) => inner.deleteFile({ ...change, message: (0,secrets/* redactSecrets */.fp)(change.message) }),
        commitDecision: (branch, message) => inner.commitDecision(branch, (0,secrets/* redactSecrets */.fp)(message)),
        withoutRetries: () => redactingAdapter(inner.withoutRetries()),
    };
}

;// CONCATENATED MODULE: ./src/github/create.ts




/**
 * The adapter the action talks to GitHub through (Octokit, the toolkit, undici): loaded only by
 * runs that call the API. `limits` are read at each request, so the run may set them later.
 */
function createGithub(token, apiUrl, repo, dryRun, logger, limits, pacing) {
    const adapter = redactingAdapter(octokitAdapter(createOctokit(token, apiUrl, logger, limits, pacing), repo, {
        ...(pacing?.secondMs !== undefined && { secondMs: pacing.secondMs }),
    }));
    return dryRun ? (0,dry_run/* dryRunAdapter */.S)(adapter, logger) : adapter;
}


/***/ }),

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

/***/ 3489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ shortSha)
/* harmony export */ });
/** A commit as a log line shows it: seven hex digits, never outside text (anything else is "another commit"). */
const shortSha = (sha) => (/^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, 7) : 'another commit');


/***/ })

};
