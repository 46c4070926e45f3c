export const id = 910;
export const ids = [910];
export const modules = {

/***/ 910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   syncInboxIssues: () => (/* binding */ syncInboxIssues)
/* harmony export */ });
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);
/* harmony import */ var _label_spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(591);
/* harmony import */ var _sync_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2270);
/* harmony import */ var _short_sha_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9247);




/** The inbox sync with its labels' colours, and a read-only token reported as one warning. */
async function syncInboxIssues(input) {
    const { config, logger } = input;
    const labelSpec = (0,_label_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .inboxLabelSpec */ .i)(config);
    try {
        const result = await (0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .syncInbox */ .i)({
            github: input.github,
            labelSpec,
            items: input.items,
            formats: input.formats,
            identity: input.identity,
            inboxLabel: config.inboxLabel,
            riskPrefix: config.riskLabelPrefix,
            writeBudget: config.inboxWriteBudget,
            commit: input.commit,
            ...(input.defaultBranch && { defaultBranch: input.defaultBranch }),
            fileUrl: input.fileUrl,
            resolution: input.resolution,
            logger,
        });
        if (result.behind !== undefined) {
            // A push's own run syncs the newer commit; a command's commit starts no run, but the command
            // has brought its own issue up to date, and the next push or scheduled run syncs the rest.
            logger.notice(`handoff-gate left the inbox issues as they are: it checked commit ${(0,_short_sha_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .F)(input.commit)}, but the default branch is now at ${(0,_short_sha_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .F)(result.behind)}. The run for the newer commit (or the next push or scheduled run) syncs them, so an older checkout never reopens, retitles or reverts what a newer commit or a command settled.`);
            return;
        }
        if (result.skipped.length) {
            logger.info(`handoff-gate: ${result.skipped.length} inbox issue${result.skipped.length === 1 ? '' : 's'} changed while the sync ran (a command or a person acted on ${result.skipped.length === 1 ? 'it' : 'them'}) and ${result.skipped.length === 1 ? 'was' : 'were'} left as found; the next run looks again.`);
        }
        const changed = result.created + result.updated + result.reopened + result.closed;
        logger.info(changed
            ? `handoff-gate: inbox synced: ${result.created} opened, ${result.updated} updated, ${result.reopened} reopened, ${result.closed} closed.`
            : `handoff-gate: inbox in sync (${input.items.length} item${input.items.length === 1 ? '' : 's'}); nothing to write.`);
    }
    catch (error) {
        if (!(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isForbidden */ .US)(error))
            throw error;
        logger.warning('handoff-gate could not sync the inbox issues: the token lacks issues: write. Add it to the workflow\'s `permissions:`.');
    }
}


/***/ })

};
