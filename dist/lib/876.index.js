export const id = 876;
export const ids = [876];
export const modules = {

/***/ 5876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkInWorkers: () => (/* binding */ checkInWorkers)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/engine/assemble.ts
var assemble = __webpack_require__(7608);
// EXTERNAL MODULE: ./src/engine/file-check.ts + 10 modules
var file_check = __webpack_require__(1689);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(6228);
// EXTERNAL MODULE: ./src/core/project.ts
var project = __webpack_require__(870);
;// CONCATENATED MODULE: ./src/engine/shared-check.ts




/** One engine's share of a run: give it its files piece by piece, each piece after the last in path order. */
class SharedCheck {
    #project;
    #checker;
    /** The engine's share so far: what an index reads of these files is kept for their check. */
    #share = new Set();
    #last = '';
    constructor(input) {
        const files = [...new Set(input.files)].sort();
        this.#project = new project/* Project */.MM(input.workspace, input.config, (0,format/* defaultPathsOf */.H)(input.formats), files, {
            fromInboxCommand: input.fromInboxCommand === true,
            passing: this.#share,
            ...(input.clock && { clock: input.clock }),
            ...(input.startedAt !== undefined && { startedAt: input.startedAt }),
        });
        this.#checker = new file_check/* FileChecker */.U(this.#project, input.formats, {
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
    return (0,assemble/* assemble */.f)(kept, input.config, reads.size, removed);
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
            out.push((0,file_check/* unjudged */.b)(ifUnjudged ?? contribution.file, 'run-findings', config.limits));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/engine/removed-files.ts
var removed_files = __webpack_require__(6684);
// EXTERNAL MODULE: ./src/formats/index.ts + 174 modules
var formats = __webpack_require__(9253);
// EXTERNAL MODULE: ./src/io/fs-workspace.ts
var fs_workspace = __webpack_require__(9013);
// EXTERNAL MODULE: ./src/io/memory-budget.ts + 1 modules
var memory_budget = __webpack_require__(8024);
;// CONCATENATED MODULE: ./src/project/check-pool.ts








/** Pieces small enough to keep the workers equally busy, large enough that messages cost little. */
function pieceSize(files, workers) {
    return Math.max(16, Math.min(256, Math.ceil(files / (workers * 8))));
}
/**
 * The main thread's pieces while the workers start: small, so that it stops soon after the last
 * worker is at work (a ready worker's next piece also waits for the main thread to look up).
 */
const MEANWHILE_PIECE = 24;
/** Pieces handed to a worker ahead of its replies: one it checks, one waiting in its queue. */
const IN_FLIGHT = 2;
/** The entry a worker runs: the CLI's own bundle entry, which turns worker when it is not the main thread. */
function workerEntry() {
    // A name in a variable: the bundler would otherwise take the URL for an asset of its own.
    const entry = './index.js';
    return new URL(entry, import.meta.url);
}
/** What the rules say of the files the change deletes: no one's share, read once, here, at their base revision. */
function removedOf(job) {
    return (0,removed_files/* removedFindings */.B)(new project/* Project */.MM((0,fs_workspace/* fsWorkspace */.Dy)(job.root, job.commit), job.config, (0,format/* defaultPathsOf */.H)(formats/* FORMATS */.h), job.files), formats/* FORMATS */.h);
}
/**
 * Check a root's files on up to `workers` worker threads, each with `perWorker` files or more to
 * check. Each is handed its first piece as it starts;
 * a worker takes a while to start (a thread, Node, the engine's code), and meanwhile the main
 * thread checks the next files itself, a few at a time, until every worker is at work. Every
 * engine takes its files in path order.
 */
async function checkInWorkers(job, workers, perWorker) {
    // One start for every engine: the run's time bound (`limits.run-seconds`) counts from it, not from each worker's start.
    const startedAt = Date.now();
    const setup = {
        root: job.root,
        commit: job.commit,
        config: job.config,
        files: [...job.files],
        named: [...job.named],
        startedAt,
    };
    // No more workers than have `perWorker` files each: a worker that checks fewer costs more to start than it saves.
    const count = Math.max(1, Math.min(workers, Math.floor(job.files.length / perWorker)));
    const size = pieceSize(job.files.length, count);
    let cursor = 0;
    const take = (n) => {
        if (cursor >= job.files.length)
            return undefined;
        const piece = job.files.slice(cursor, cursor + n);
        cursor += piece.length;
        return piece;
    };
    const threads = [];
    const started = performance.now();
    let ready = 0;
    try {
        const resourceLimits = (0,memory_budget/* youngGenerationForWorkers */.Xq)();
        const shares = Array.from({ length: count }, (_, index) => {
            const worker = new external_node_worker_threads_.Worker(workerEntry(), { workerData: setup, resourceLimits });
            threads.push(worker);
            return share(worker, index, () => take(size), () => ready++);
        });
        // A failed worker is reported by `Promise.all` below; until then, it only stops the main thread's part.
        let failed = false;
        void Promise.all(shares).catch(() => (failed = true));
        const meanwhile = { contributions: [], reads: [], handed: 0, busyMs: 0 };
        let here;
        for (;;) {
            // Let the workers' messages in: ready ones, and finished pieces that call for the next.
            await new Promise((resolve) => setImmediate(resolve));
            if (ready >= count || failed)
                break;
            const piece = take(MEANWHILE_PIECE);
            if (!piece)
                break;
            here ??= new SharedCheck({
                files: job.files,
                named: job.named,
                workspace: (0,fs_workspace/* fsWorkspace */.Dy)(job.root, job.commit),
                config: job.config,
                formats: formats/* FORMATS */.h,
                startedAt,
            });
            const start = performance.now();
            for (const contribution of here.check(piece))
                meanwhile.contributions.push(contribution);
            meanwhile.busyMs += performance.now() - start;
            meanwhile.handed += piece.length;
        }
        if (here)
            meanwhile.reads = here.readPaths();
        const done = await Promise.all(shares);
        const wallMs = Math.round(performance.now() - started);
        const result = assembleShares([meanwhile, ...done], { config: job.config, formats: formats/* FORMATS */.h }, removedOf(job));
        return {
            result,
            stats: {
                workers: count,
                perWorker: done.map((s) => s.handed),
                meanwhile: meanwhile.handed,
                busyMs: done.map((s) => s.busyMs),
                reads: done.map((s) => s.reads.length),
                wallMs,
            },
        };
    }
    finally {
        await Promise.all(threads.map((worker) => worker.terminate()));
    }
}
/**
 * One worker's part: two pieces at first, the next whenever it is done with one, until none is
 * left; then what it read. A piece waits for it in its queue while the main thread takes in the
 * last one's reply: with one piece at a time, a worker sat idle for 7% of its run.
 */
function share(worker, index, take, onReady) {
    return new Promise((resolve, reject) => {
        const contributions = [];
        let handed = 0;
        let finishing = false;
        const send = (request) => worker.postMessage(request);
        const next = () => {
            if (finishing)
                return;
            const piece = take();
            if (!piece) {
                finishing = true;
                return send({ kind: 'finish' });
            }
            handed += piece.length;
            return send({ kind: 'check', paths: piece });
        };
        worker.on('message', (reply) => {
            if (reply.kind === 'ready') {
                onReady();
            }
            else if (reply.kind === 'checked') {
                for (const contribution of reply.contributions)
                    contributions.push(contribution);
                next();
            }
            else if (reply.kind === 'finished') {
                resolve({ contributions, reads: reply.reads, handed, busyMs: reply.busyMs });
            }
            else {
                reject(new Error(`worker ${index + 1}: ${reply.error}`));
            }
        });
        worker.on('error', reject);
        worker.on('exit', (code) => reject(new Error(`worker ${index + 1} stopped (exit code ${code}) before it was done`)));
        // Its first pieces now, waiting for it as it starts: each worker has a part, however slowly it starts.
        for (let n = 0; n < IN_FLIGHT; n++)
            next();
    });
}


/***/ })

};
