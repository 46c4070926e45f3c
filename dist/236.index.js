export const id = 236;
export const ids = [236];
export const modules = {

/***/ 7236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolver: () => (/* binding */ resolver)
/* harmony export */ });
/* harmony import */ var _inbox_left_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5695);
/* harmony import */ var _inbox_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1718);
/* harmony import */ var _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(367);
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3489);




/**
 * Why an item with an open issue left the inbox: its file was deleted, or it moved on (and to
 * what, in its format's words). `path` is the file the marker names, when it names one.
 * A marker from before files were named gives only the key: then the file is the one the key's
 * format says the key names (an intent file with that id, or the path a path-based key holds),
 * never a path guessed from the key's text.
 */
function resolver(workspace, formats, config, 
/** The run's commit: shown short; in full on an item left without a decision, for its issue's record. */
sha, 
/** The files this run's change left with a finding of a rule that guards a person's decision: path → rule id. */
undecided = new Map()) {
    const globbed = new Map();
    const filesOf = (format) => () => {
        let files = globbed.get(format.id);
        if (!files) {
            files = workspace.glob(config.paths[format.id] ?? format.paths);
            globbed.set(format.id, files);
        }
        return files;
    };
    const commit = (0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(sha);
    return (key, markerPath) => {
        const format = formats.find((f) => f.id === (0,_inbox_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .formatOfKey */ .g8)(key));
        const inbox = format?.inbox;
        const path = markerPath ?? (format && inbox?.fileOfKey ? inbox.fileOfKey(key, filesOf(format)) : (0,_inbox_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .keyPath */ .Dw)(key, false));
        // Only a decision reads as one: an item the change took out past its guard (a deletion
        // included) is not "resolved"; its issue waits for a person's decision.
        const ruleId = path === undefined ? undefined : undecided.get(path);
        const words = ruleId === undefined ? undefined : (0,_suppressions_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .guardedDecision */ .b9)(ruleId);
        if (ruleId !== undefined && words !== undefined)
            return { kind: 'undecided', ruleId, words, commit, sha };
        if (path && !workspace.exists(path))
            return { kind: 'deleted', path, commit };
        const name = path === undefined ? key : (inbox?.nameOf?.(path) ?? path);
        const { part } = (0,_inbox_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .splitKey */ ._$)(key);
        const text = () => {
            const bytes = path === undefined ? undefined : workspace.read(path, 1024 * 1024);
            return bytes ? new TextDecoder().decode(bytes) : undefined;
        };
        const detail = (0,_inbox_left_js__WEBPACK_IMPORTED_MODULE_0__/* .describeLeft */ .Jm)(inbox, {
            name,
            ...(part !== undefined && { part }),
            ...(path !== undefined && { path }),
            text,
        });
        return { kind: 'resolved', detail, commit, sha };
    };
}


/***/ })

};
