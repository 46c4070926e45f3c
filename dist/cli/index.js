#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _io_memory_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7275);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7194);




// Node 22.1+ keeps V8's compiled code between runs (in the OS temp folder) once asked; the CLI
// is loaded below, after asking, so that a second run skips compiling it. Older Node goes on without.
node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
if (!node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.isMainThread) {
    // A worker of a large check (check-pool.ts) runs this same entry: the bundle stays one entry,
    // and a worker loads the engine alone, not the CLI. Its young generation's cap came with it.
    const { serveChecks } = await Promise.all(/* import() */[__nccwpck_require__.e(154), __nccwpck_require__.e(444), __nccwpck_require__.e(552)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3552));
    serveChecks();
}
else {
    (0,_io_memory_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .keepHeapSmall */ .p8)();
    const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(154), __nccwpck_require__.e(444), __nccwpck_require__.e(191)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4191));
    // A reader that stops early (`handoff-gate check | head`) closes the pipe; the rest of the output
    // has nowhere to go, which is no error: the check still ends with its own exit status.
    process.stdout.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
    process.exitCode = await main(process.argv.slice(2), {
        cwd: process.cwd(),
        // The last guard before the terminal or a log: nothing shaped like a credential is printed
        // (the report's own text is redacted already; this covers every other line too).
        stdout: (text) => writeOut((0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text)),
        stderr: (text) => process.stderr.write((0,_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text)),
        isTTY: process.stdout.isTTY === true,
        ...(process.stdout.isTTY && { columns: process.stdout.columns }),
        env: process.env,
        stdin: () => process.stdin,
    });
}
/**
 * Write to stdout, and when the reader is behind (a pipe holds 64 KB), wait until it has taken
 * what was written: a report written in pieces would otherwise wait in memory whole, 95 MB of a
 * 20 MB text report piped to another program. Nothing more is written once the reader has gone.
 */
function writeOut(text) {
    const out = process.stdout;
    if (out.destroyed || out.write(text))
        return undefined;
    return new Promise((resolve) => {
        const done = () => {
            out.off('drain', done).off('error', done).off('close', done);
            resolve();
        };
        out.once('drain', done).once('error', done).once('close', done);
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7275:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UV: () => (/* binding */ noteWork),
/* harmony export */   Xq: () => (/* binding */ youngGenerationForWorkers),
/* harmony export */   p8: () => (/* binding */ keepHeapSmall)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Keeps V8's young generation small: it may grow from its first size (1 MB) to 4 MB (8 MB at
 * most, when it doubles twice between two looks), and no further. V8 doubles it, up to 64 MB, while many young objects survive, which a large scan's
 * report makes them do; yet a check's per-file objects (texts, parsed data) die with their file,
 * so a few MB serve as well, and a scan of 10,000 files peaks about 50 MB lower. Held at its
 * first size it would be collected so often that collecting cost a tenth of a scan's time.
 *
 * V8 reads the growth factor each time the young generation would grow, so setting it to 1 once
 * the cap is reached holds. The size is looked at as work goes on ({@link noteWork}, on each
 * file read), every few files: it doubles at most once per collection, and collections come
 * every few dozen files.
 */
const CAP_BYTES = 4 * 1024 * 1024;
/**
 * A worker thread's heap, at the same cap: it starts at the cap rather than growing to it. The
 * growth factor above is the process's, so once the main thread's young generation has reached
 * the cap a worker's could never grow from its first 1 MB: measured on 10,000 varied files, a
 * worker collected its young generation 959 times (main thread: 241), and spent twice the main
 * thread's time collecting. V8 reads the starting size when a heap is made, so it is set just
 * before the workers start; the main thread's heap, already made, keeps its own.
 */
function youngGenerationForWorkers() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(`--min-semi-space-size=${CAP_BYTES / (1024 * 1024)}`);
    // V8 makes the young generation of three semi-spaces' worth (two and the large-object space).
    return { maxYoungGenerationSizeMb: (3 * CAP_BYTES) / (1024 * 1024) };
}
const LOOK_EVERY = 16;
let armed = false;
let capped = false;
let calls = 0;
/**
 * How far V8 lets its old generation grow past what its last full collection found live, in
 * percent. Left to itself V8 grows it by up to four times while collecting costs little next to
 * the work, and a scan's live data only grows (its report): at 50,000 varied files a collection
 * that found 49 MB live let the heap reach 212 MB before the next one, and the peak RSS was that
 * reservation, not the data. This only makes full collections come sooner (at 50,000 files 17
 * rather than 3, 0.8 s more of the main thread's time); it sets no ceiling, so a repository whose
 * report needs more memory still gets it, where a cap on the heap (`--max-old-space-size`) would
 * end the run.
 */
const OLD_GENERATION_GROWTH_PERCENT = 10;
/**
 * Called by the entries, first thing: the young generation kept small (see {@link noteWork}) and
 * the old generation's growth bounded. Tests and other users of the modules leave V8 as it is.
 */
function keepHeapSmall() {
    armed = true;
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}
/** A unit of work was done (a file read): stop the young generation's growth once it has reached the cap. */
function noteWork() {
    if (!armed || capped || ++calls % LOOK_EVERY !== 0)
        return;
    const young = (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.getHeapSpaceStatistics)().find((space) => space.space_name === 'new_space');
    if (young && young.space_size >= CAP_BYTES) {
        (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--semi-space-growth-factor=1');
        capped = true;
    }
}


/***/ }),

/***/ 7194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* unused harmony exports holdsSecret, redactBody */
/**
 * Text shaped like a credential is never quoted: not in a finding, a comment, a check run, an
 * issue, the job summary, an annotation, the JSON report, SARIF or the log. A handoff file may
 * hold a token by mistake, and a file read by accident (a link to `.git/config`, where
 * actions/checkout keeps the job's token) would hold one for sure; the runner masks registered
 * secrets in its log only, and a pull-request comment is public. What was found is named, never
 * shown: `‹redacted: GitHub token›`.
 *
 * Every pattern is linear on any input: a fixed prefix or a word boundary starts each, and each
 * quantifier runs over a class the next part cannot also match. The replacement holds no `"`,
 * `\`, backtick or bracket, so it leaves JSON valid and Markdown inert wherever it lands, and the
 * patterns never cross a `"` or a `\` (other than a JSON `\n` inside a key block), so a redacted
 * JSON text still parses.
 */
/** An upper-case name that says it holds a secret (`API_KEY`, `DB_PASSWORD`, `GITHUB_TOKEN`). */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_KEY|ACCESS_KEY/;
const SHAPES = [
    // GitHub: personal, OAuth, user-to-server, server-to-server (the job's own token) and refresh tokens; fine-grained PATs.
    { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{20,255}/g },
    { name: 'GitHub token', pattern: /\bgithub_pat_[A-Za-z0-9_]{20,255}/g },
    {
        name: 'private key',
        pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\s]|\\[nr])*(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g,
    },
    { name: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
    { name: 'Stripe key', pattern: /\b[rs]k_(?:live|test)_[A-Za-z0-9]{8,255}/g },
    { name: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{8,255}/g },
    { name: 'API key', pattern: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,255}/g },
    { name: 'Google API key', pattern: /\bAIza[A-Za-z0-9_-]{35}/g },
    { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}/g },
    // `Authorization: Bearer …`, git's `extraheader = AUTHORIZATION: basic …`: the value, to the line's end (or a quote, in JSON).
    {
        name: 'authorization header',
        pattern: /\b(?:proxy-)?(?:authorization|extraheader)[ \t]*[:=][ \t]*([^\r\n"'\\]{1,2000})/gi,
        group: 1,
    },
    // `API_KEY=…`, `DB_PASSWORD: …` as a `.env` or a shell writes them: the value, when the name says secret (SECRET_NAME).
    {
        name: 'secret value',
        pattern: /\b([A-Z][A-Z0-9_]{2,63})[ \t]*[=:][ \t]*([^\s"'\\]{8,2000})/g,
        group: 2,
        when: (name) => SECRET_NAME.test(name),
    },
];
/** How a hidden credential reads in place of its text. */
const redaction = (name) => `‹redacted: ${name}›`;
/** A cheap look for the characters every shape needs, before any pattern runs (URL passwords are scanned for apart). */
const MAYBE = /gh[pousr]_|github_pat_|PRIVATE KEY|AKIA|ASIA|k_live_|k_test_|xox|sk-|AIza|npm_|authorization|extraheader|SECRET|PASSW|TOKEN|API_?KEY|ACCESS_KEY/i;
/** What may stand in a URL's `user:password` part (RFC 3986 userinfo, percent-escapes included): scanned, never matched by a pattern. */
const USERINFO = /[A-Za-z0-9\-._~!$&'()*+,;=:%]/;
/** A userinfo longer than this is no credential anyone typed: the scan stops there, so the work is linear. */
const MAX_USERINFO = 512;
/**
 * `scheme://user:password@host`: the password hidden (`https://user:‹redacted: URL password›@host`).
 * A scan from each `://`, bounded, rather than a pattern: a scheme before it and a userinfo after
 * it would make a pattern restart at every letter of a long word.
 */
function redactUrlPasswords(text) {
    let out = '';
    let last = 0;
    for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
        const start = at + 3;
        let colon = -1;
        let end = start;
        while (end < text.length && end - start <= MAX_USERINFO && text[end] !== '@' && USERINFO.test(text[end])) {
            if (text[end] === ':' && colon === -1)
                colon = end;
            end++;
        }
        if (text[end] !== '@' || colon === -1 || colon + 1 === end || start < last)
            continue;
        out += text.slice(last, colon + 1) + redaction('URL password');
        last = end;
    }
    return last === 0 ? text : out + text.slice(last);
}
/** `text` with every credential-shaped part replaced by a word naming what it was. */
function redactSecrets(text) {
    const urls = text.includes('://') ? redactUrlPasswords(text) : text;
    if (!MAYBE.test(urls))
        return urls;
    let out = urls;
    for (const shape of SHAPES) {
        out = out.replace(shape.pattern, (match, ...groups) => {
            if (shape.group === undefined)
                return redaction(shape.name);
            if (shape.when && !shape.when(String(groups[0])))
                return match;
            const value = groups[shape.group - 1];
            if (typeof value !== 'string' || value.startsWith('‹redacted'))
                return match;
            return match.slice(0, match.length - value.length) + redaction(shape.name);
        });
    }
    return out;
}
/** Whether `text` holds anything shaped like a credential. */
function holdsSecret(text) {
    return redactSecrets(text) !== text;
}
/** Our own hidden markers (`<!-- handoff-gate:… -->`): they carry encoded keys the runs find issues by, never outside text. */
const MARKER_OPEN = '<!-- handoff-gate:';
const MARKER_CLOSE = '-->';
/**
 * Like {@link redactSecrets}, for a body about to be written to GitHub: our hidden markers are
 * left as they are (a key must read back exactly to find its issue again); everything else is
 * redacted. The renderers redact first, so this changes nothing in a body they made.
 */
function redactBody(body) {
    let out = '';
    let last = 0;
    for (let open = body.indexOf(MARKER_OPEN); open !== -1; open = body.indexOf(MARKER_OPEN, last)) {
        const close = body.indexOf(MARKER_CLOSE, open + MARKER_OPEN.length);
        const lineEnd = body.indexOf('\n', open);
        // A marker is one line: an unclosed one, or one closed on a later line, is text like any other.
        if (close === -1 || (lineEnd !== -1 && lineEnd < close))
            break;
        out += redactSecrets(body.slice(last, open)) + body.slice(open, close + MARKER_CLOSE.length);
        last = close + MARKER_CLOSE.length;
    }
    return out + redactSecrets(body.slice(last));
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 1404:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat */
/******/ 
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = new URL('.', import.meta.url).pathname.slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
