export const id = 580;
export const ids = [580];
export const modules = {

/***/ 199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolver: () => (/* binding */ resolver)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _core_inbox_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7745);
/* harmony import */ var _core_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4101);
/* harmony import */ var _formats_intent_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5625);




/**
 * The file an issue was about: the path its marker names. A marker from before files were
 * named gives only the key: then the file is the one whose key that is (an intent file with
 * that id, or the path a path-based key holds), never a path guessed from the key's text.
 */
function fileOf(key, path, intentFiles) {
    if (path !== undefined)
        return path;
    const { base } = (0,_core_inbox_key_js__WEBPACK_IMPORTED_MODULE_1__/* .splitKey */ ._$)(key);
    if (base.startsWith('intent/'))
        return intentFiles.find((p) => (0,_core_inbox_key_js__WEBPACK_IMPORTED_MODULE_1__/* .inboxKey */ .Yw)('intent', { id: (0,_formats_intent_values_js__WEBPACK_IMPORTED_MODULE_2__/* .stemOf */ .Vc)(p) }) === base) ?? (0,_core_inbox_key_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPath */ .Dw)(key, true);
    return (0,_core_inbox_key_js__WEBPACK_IMPORTED_MODULE_1__/* .keyPath */ .Dw)(key, base.startsWith('message/'));
}
function statusAt(workspace, path) {
    const bytes = workspace.read(path, 1024 * 1024);
    if (!bytes)
        return undefined;
    try {
        const text = new TextDecoder().decode(bytes);
        const data = path.endsWith('.md') ? (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
        return (0,_core_values_js__WEBPACK_IMPORTED_MODULE_3__/* .asString */ .oJ)((0,_core_values_js__WEBPACK_IMPORTED_MODULE_3__/* .field */ .ZZ)(data, 'status'));
    }
    catch {
        return undefined;
    }
}
/**
 * Why an item with an open issue left the inbox: its file was deleted, or it moved on (and to
 * what). `path` is the file the marker names, when it names one.
 */
function resolver(workspace, intentFiles, commit) {
    return (key, markerPath) => {
        const path = fileOf(key, markerPath, intentFiles);
        if (path && !workspace.exists(path))
            return { kind: 'deleted', path, commit };
        // An intent is known by its id (the file's stem); other items by their file.
        const name = path === undefined ? key : key.startsWith('intent/') ? (0,_formats_intent_values_js__WEBPACK_IMPORTED_MODULE_2__/* .stemOf */ .Vc)(path) : path;
        if ((0,_core_inbox_key_js__WEBPACK_IMPORTED_MODULE_1__/* .splitKey */ ._$)(key).part === 'clarification')
            return { kind: 'resolved', detail: `\`${name}\`'s clarifications are answered`, commit };
        const status = path ? statusAt(workspace, path) : undefined;
        return { kind: 'resolved', detail: status ? `\`${name}\` is now \`${status}\`` : `\`${name}\` no longer waits for a human`, commit };
    };
}


/***/ })

};
