export const id = 552;
export const ids = [552];
export const modules = {

/***/ 2276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ assembleShares),
/* harmony export */   s: () => (/* binding */ SharedCheck)
/* harmony export */ });
/* harmony import */ var _assemble_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7608);
/* harmony import */ var _file_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1689);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6228);
/* harmony import */ var _core_project_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(870);




/** One engine's share of a run: give it its files piece by piece, each piece after the last in path order. */
class SharedCheck {
    #project;
    #checker;
    /** The engine's share so far: what an index reads of these files is kept for their check. */
    #share = new Set();
    #last = '';
    constructor(input) {
        const files = [...new Set(input.files)].sort();
        this.#project = new _core_project_js__WEBPACK_IMPORTED_MODULE_2__/* .Project */ .MM(input.workspace, input.config, (0,_core_format_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultPathsOf */ .H)(input.formats), files, {
            fromInboxCommand: input.fromInboxCommand === true,
            passing: this.#share,
            ...(input.clock && { clock: input.clock }),
            ...(input.startedAt !== undefined && { startedAt: input.startedAt }),
        });
        this.#checker = new _file_check_js__WEBPACK_IMPORTED_MODULE_1__/* .FileChecker */ .U(this.#project, input.formats, {
            ...(input.named && { named: input.named }),
            fullParse: input.fullParse === true,
        });
    }
    /** Check these files (sorted, each after every file checked before): what each contributes, as plain data. */
    check(paths) {
        const out = [];
        for (const path of paths)
            this.#share.add(path);
        for (const path of paths) {
            if (path <= this.#last)
                throw new Error(`SharedCheck: ${path} comes before ${this.#last}; an engine's files must come in path order.`);
            this.#last = path;
            const contribution = this.#checker.check(path);
            this.#share.delete(path);
            // Past the run's findings bound, which the assembly may place before this file, one engine
            // would not have read it, and would report it not judged, as it is listed then.
            const ifUnjudged = this.#checker.unjudgedFile(path);
            if (contribution)
                out.push({ ...toPlain(contribution), ...(ifUnjudged && { ifUnjudged }) });
            else if (ifUnjudged)
                out.push({ file: ifUnjudged, findings: [], fast: false, unread: true });
        }
        return out;
    }
    /** The distinct files this engine has read. */
    readPaths() {
        return this.#project.readPaths();
    }
}
function toPlain(contribution) {
    if (!contribution.run)
        return contribution;
    return { ...contribution, run: { ...contribution.run, format: contribution.run.format.id } };
}
/**
 * The report from every engine's contributions (each engine's in its path order, in any order
 * of engines) and the files each read: the same as `check` over all the files in one engine.
 */
function assembleShares(shares, input, removed = []) {
    const byId = new Map(input.formats.map((format) => [format.id, format]));
    const all = [];
    for (const share of shares) {
        for (const plain of share.contributions) {
            if (!plain.run) {
                all.push(plain);
                continue;
            }
            const format = byId.get(plain.run.format);
            if (!format)
                throw new Error(`assembleShares: no format ${plain.run.format}`);
            all.push({ ...plain, run: { ...plain.run, format } });
        }
    }
    // Path order, as one engine checks them (code-unit order, as `check` sorts).
    all.sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
    const kept = cutAtRunFindings(all, input.config);
    const reads = new Set();
    for (const share of shares)
        for (const path of share.reads)
            reads.add(path);
    return (0,_assemble_js__WEBPACK_IMPORTED_MODULE_0__/* .assemble */ .f)(kept, input.config, reads.size, removed);
}
/**
 * The findings bound of the whole run, as one engine applies it (`RunBudget.keep`): in path order,
 * the first file whose findings would take the run past `limits.run-findings`, and every file
 * after it that may be a handoff file, is not judged. Files not judged for another bound keep
 * their one finding and count nothing; files found to be no handoff file are left out before the cut.
 */
function cutAtRunFindings(all, config) {
    const out = [];
    let kept = 0;
    let cut = false;
    for (const contribution of all) {
        const { unread, ifUnjudged, ...rest } = contribution;
        if (contribution.unjudged && contribution.unjudged !== 'run-findings')
            out.push(rest);
        else if (!cut && !contribution.unjudged && kept + contribution.findings.length <= config.limits.runFindings) {
            kept += contribution.findings.length;
            if (!unread)
                out.push(rest);
        }
        else {
            cut = true;
            out.push((0,_file_check_js__WEBPACK_IMPORTED_MODULE_1__/* .unjudged */ .b)(ifUnjudged ?? contribution.file, 'run-findings', config.limits));
        }
    }
    return out;
}


/***/ }),

/***/ 3552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveChecks: () => (/* binding */ serveChecks)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_shared_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2276);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8416);
/* harmony import */ var _io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9013);




/** A worker's life: one engine for the run, a piece of files per request, plain data back (see check-pool.ts). */
function serveChecks() {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    if (!port)
        return;
    const setup = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    const engine = new _engine_shared_check_js__WEBPACK_IMPORTED_MODULE_1__/* .SharedCheck */ .s({
        files: setup.files,
        named: new Set(setup.named),
        workspace: (0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_3__/* .fsWorkspace */ .Dy)(setup.root, setup.commit),
        config: setup.config,
        formats: _formats_index_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMATS */ .h,
        startedAt: setup.startedAt,
    });
    const reply = (message) => port.postMessage(message);
    let busy = 0;
    port.on('message', (request) => {
        try {
            if (request.kind === 'check') {
                const start = performance.now();
                const contributions = engine.check(request.paths);
                busy += performance.now() - start;
                reply({ kind: 'checked', contributions });
            }
            else {
                reply({ kind: 'finished', reads: engine.readPaths(), busyMs: Math.round(busy) });
                port.close();
            }
        }
        catch (error) {
            reply({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        }
    });
    reply({ kind: 'ready' });
}


/***/ })

};
