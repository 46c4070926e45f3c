export const id = 116;
export const ids = [116,679];
export const modules = {

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


/***/ })

};
