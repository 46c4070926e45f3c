export const id = 385;
export const ids = [385];
export const modules = {

/***/ 5385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   syncInboxIssues: () => (/* binding */ syncInboxIssues)
/* harmony export */ });
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _github_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1679);
/* harmony import */ var _label_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6336);
/* harmony import */ var _render_plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3256);
/* harmony import */ var _sync_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6919);
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3489);






/**
 * The inbox sync with its labels' colours; a read-only token, and a sync cut short (with how
 * many items still wait), reported as one warning each, and as `stopped`. Returns how it ended and
 * the issues it wrote, for the job summary.
 */
async function syncInboxIssues(input) {
    const report = (outcome, issues) => syncReport(input, outcome, issues);
    const { config, logger } = input;
    const labelSpec = (0,_label_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .inboxLabelSpec */ .i)(config, input.formats);
    try {
        const result = await (0,_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .syncInbox */ .iD)({
            github: input.github,
            labelSpec,
            items: input.items,
            formats: input.formats,
            identity: input.identity,
            inboxLabel: config.inboxLabel,
            riskPrefix: config.riskLabelPrefix,
            writeBudget: config.inboxWriteBudget,
            approvals: { required: config.approvalsRequired, selfApproval: config.selfApproval },
            config,
            commit: input.commit,
            ...(input.defaultBranch && { defaultBranch: input.defaultBranch }),
            fileUrl: input.fileUrl,
            resolution: input.resolution,
            ...(input.pushed && { pushed: input.pushed }),
            held: input.held,
            reweigh: input.reweigh,
            ...(input.clock && { clock: input.clock }),
            logger,
        });
        if (result.behind !== undefined) {
            // A push's own run syncs the newer commit; a command's commit starts no run, but the command
            // has brought its own issue up to date, and the next push or scheduled run syncs the rest.
            logger.notice(`handoff-gate left the inbox issues as they are: it checked commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(input.commit)}, but the default branch is now at ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(result.behind)}. The run for the newer commit (or the next push or scheduled run) syncs them, so an older checkout never reopens, retitles or reverts what a newer commit or a command settled.`);
            return report('behind');
        }
        warnHeld(result.held, logger);
        if (result.skipped.length) {
            logger.info(`handoff-gate: ${result.skipped.length} inbox issue${result.skipped.length === 1 ? '' : 's'} changed while the sync ran (a command or a person acted on ${result.skipped.length === 1 ? 'it' : 'them'}) and ${result.skipped.length === 1 ? 'was' : 'were'} left as found; the next run looks again.`);
        }
        const changed = result.created + result.updated + result.reopened + result.closed + result.reminded;
        logger.info(changed
            ? input.github.dryRun
                ? `handoff-gate: [dry-run] inbox not synced: it would open ${result.created}, update ${result.updated}, reopen ${result.reopened} and close ${result.closed}${result.reminded ? `, and remind ${result.reminded}` : ''} (nothing written).`
                : `handoff-gate: inbox synced: ${result.created} opened, ${result.updated} updated, ${result.reopened} reopened, ${result.closed} closed${result.reminded ? `, ${result.reminded} reminded` : ''}.`
            : `handoff-gate: inbox in sync (${input.items.length} item${input.items.length === 1 ? '' : 's'}); nothing to write.`);
        return report('synced', result.issues);
    }
    catch (error) {
        const cause = error instanceof _sync_js__WEBPACK_IMPORTED_MODULE_3__/* .InboxSyncStopped */ .NG ? error.cause : error;
        if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isForbidden */ .US)(cause)) {
            logger.warning("handoff-gate could not sync the inbox issues: the token lacks issues: write. Add it to the workflow's `permissions:`.");
            return report('stopped', error instanceof _sync_js__WEBPACK_IMPORTED_MODULE_3__/* .InboxSyncStopped */ .NG ? error.issues : undefined);
        }
        if (error instanceof _sync_js__WEBPACK_IMPORTED_MODULE_3__/* .InboxSyncStopped */ .NG) {
            // Stopped before every item that needed a write had it: say exactly how many wait. Stopped
            // after them all (closing a concurrent run's duplicates), the caller's warning says it.
            if (error.waiting.length === 0)
                throw cause;
            logger.warning(stoppedText(cause, `${error.waiting.length} of the ${(0,_render_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(error.total, 'item')} whose inbox issue needed a write (to open, update, reopen or close it) still wait${error.waiting.length === 1 ? 's' : ''} for it (${keyList(error.waiting)}); the next run continues from there`));
            if (cause instanceof Error && cause.stack && (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__.httpStatus)(cause) === undefined && !(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__.isUnanswered)(cause))
                logger.debug(cause.stack);
            return report('stopped', error.issues);
        }
        // A rate limit or the deadline while the issues were still being read: nothing was written.
        if ((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRateLimited */ .Jz)(error) || (0,_github_limits_js__WEBPACK_IMPORTED_MODULE_1__.isTimeout)(error)) {
            logger.warning(stoppedText(error, `It stopped while reading the inbox issues and wrote none; the next run syncs the ${(0,_render_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(input.items.length, 'item')}`));
            return report('stopped');
        }
        throw error;
    }
}
/** How the sync ended, for the job summary: what it wrote, out of how many items. */
function syncReport(input, outcome, issues) {
    return { outcome, ...(issues && { issues }), items: input.items.length, dryRun: input.github.dryRun === true };
}
/** One warning for the issues left as they are because a history was not read: never passed over in silence. */
function warnHeld(held, logger) {
    if (held.length === 0)
        return;
    logger.warning(`handoff-gate left ${(0,_render_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(held.length, 'inbox issue')} as ${held.length === 1 ? 'it is' : 'they are'} (${keyList(held.map((h) => h.path))}): ${held[0].why}${held.length > 1 ? ' (the first)' : ''}, so what happened to the item could not be weighed (a risk lowered while its approval waited, a status moved past it). The next run looks again; check out with \`fetch-depth: 0\` to read the files from git.`);
}
/** The warning for a sync cut short: why, then what waits. */
function stoppedText(cause, waits) {
    const why = (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRateLimited */ .Jz)(cause)
        ? `GitHub's rate limit held (it answered ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__.httpStatus)(cause)})`
        : (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__.describeFailure)(cause);
    return `handoff-gate stopped the inbox sync before it was done: ${why}. ${waits}. The verdict, outputs, annotations and job summary stand.`;
}
const keyList = (keys) => `${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}`;


/***/ })

};
