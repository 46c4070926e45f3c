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
/* harmony import */ var _core_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4101);


/** The file an item key names, when the key says (intent ids are file stems; other keys carry the path). */
function pathOfKey(key, intentFiles) {
    const [format, rest = ''] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1).replace(/#.*$/, '')];
    if (format === 'intent')
        return intentFiles.find((p) => p.replace(/^.*\//, '').replace(/\.ya?ml$/, '') === rest) ?? `.forge/intents/${rest}.yaml`;
    if (format === 'message')
        return undefined;
    return rest || undefined;
}
function statusAt(workspace, path) {
    const bytes = workspace.read(path, 1024 * 1024);
    if (!bytes)
        return undefined;
    try {
        const text = new TextDecoder().decode(bytes);
        const data = path.endsWith('.md') ? (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
        return (0,_core_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)((0,_core_values_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(data, 'status'));
    }
    catch {
        return undefined;
    }
}
/** Why an item with an open issue left the inbox: its file was deleted, or it moved on (and to what). */
function resolver(workspace, intentFiles, commit) {
    return (key) => {
        const path = pathOfKey(key, intentFiles);
        if (path && !workspace.exists(path))
            return { kind: 'deleted', path, commit };
        const name = key.replace(/^[^/]+\//, '').replace(/#.*$/, '');
        if (key.endsWith('#clarification'))
            return { kind: 'resolved', detail: `\`${name}\`'s clarifications are answered`, commit };
        const status = path ? statusAt(workspace, path) : undefined;
        return { kind: 'resolved', detail: status ? `\`${name}\` is now \`${status}\`` : `\`${name}\` no longer waits for a human`, commit };
    };
}


/***/ })

};
