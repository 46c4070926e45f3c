export const id = 679;
export const ids = [679];
export const modules = {

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
