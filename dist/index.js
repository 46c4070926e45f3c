import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ./src/errors.ts
/**
 * A problem with what the person asked for (a bad flag, a missing file, an unknown ref), as
 * opposed to a bug. Entries print its message alone and exit 2; anything else is a bug.
 */
class UsageError extends Error {
    name = 'UsageError';
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/core/values.ts
var values = __nccwpck_require__(4101);
;// CONCATENATED MODULE: ./src/action/context.ts



function readEvent(name, path) {
    let payload = {};
    if (path) {
        try {
            payload = (0,values/* asRecord */.qY)(JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))) ?? {};
        }
        catch {
            throw new UsageError(`GITHUB_EVENT_PATH (${path}) does not hold the event's JSON payload.`);
        }
    }
    switch (name) {
        case 'pull_request':
        case 'pull_request_target': {
            const pr = (0,values/* field */.ZZ)(payload, 'pull_request');
            const number = (0,values/* asNumber */.i)((0,values/* field */.ZZ)(pr, 'number')) ?? (0,values/* asNumber */.i)((0,values/* field */.ZZ)(payload, 'number'));
            if (number === undefined)
                throw new UsageError(`The ${name} event payload has no pull request number.`);
            return {
                kind: 'pull_request',
                name,
                number,
                headSha: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'head'), 'sha')) ?? '',
                baseSha: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'base'), 'sha')) ?? '',
                headRef: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'head'), 'ref')) ?? '',
                body: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(pr, 'body')) ?? '',
                labels: (0,values/* asArray */._j)((0,values/* field */.ZZ)(pr, 'labels')).flatMap((l) => (0,values/* asString */.oJ)((0,values/* field */.ZZ)(l, 'name')) ?? []),
                changedFiles: (0,values/* asNumber */.i)((0,values/* field */.ZZ)(pr, 'changed_files')),
                comments: (0,values/* asNumber */.i)((0,values/* field */.ZZ)(pr, 'comments')),
            };
        }
        case 'push':
            return {
                kind: 'push',
                name,
                before: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(payload, 'before')) ?? '',
                after: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(payload, 'after')) ?? '',
                ref: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(payload, 'ref')) ?? '',
                defaultBranch: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(payload, 'repository'), 'default_branch')) ?? '',
            };
        case 'workflow_dispatch':
        case 'schedule':
            return { kind: 'full-scan', name };
        case 'issue_comment':
            return { kind: 'issue_comment', name, payload };
        default:
            return { kind: 'other', name };
    }
}
function readContext(env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo)
        throw new UsageError('GITHUB_REPOSITORY is not set to owner/name; is this running in GitHub Actions?');
    return {
        owner,
        repo,
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        sha: env.GITHUB_SHA ?? '',
        event: readEvent(env.GITHUB_EVENT_NAME ?? '', env.GITHUB_EVENT_PATH),
        stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
        outputFile: env.GITHUB_OUTPUT || undefined,
        tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
    };
}

// EXTERNAL MODULE: ./src/core/fail-on.ts
var fail_on = __nccwpck_require__(7509);
;// CONCATENATED MODULE: ./src/action/inputs.ts


function envInputs(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** action.yml's defaults. */
const DEFAULTS = {
    'github-token': '',
    config: '.github/handoff-gate.yml',
    'fail-on': 'error,veto,reject',
    comment: 'true',
    label: 'true',
    inbox: 'true',
    'dry-run': 'false',
};
// Checked by hand rather than with a schema: every run reads them, most before any check is loaded.
function readInputs(read) {
    const value = (name) => read(name) || DEFAULTS[name];
    const problems = [];
    /** YAML 1.2's booleans, as the toolkit's getBooleanInput accepts them. */
    const boolean = (name) => {
        const text = value(name);
        if (['true', 'True', 'TRUE'].includes(text))
            return true;
        if (['false', 'False', 'FALSE'].includes(text))
            return false;
        problems.push(`Input \`${name}\` must be true or false, not \`${text}\`.`);
        return false;
    };
    const failOn = (0,fail_on/* parseFailOn */.XV)(value('fail-on'));
    if (failOn.invalid.length)
        problems.push(`Input \`fail-on\` does not know ${failOn.invalid.join(', ')}; use error, warning, veto, reject or never.`);
    const inputs = {
        'github-token': value('github-token'),
        config: value('config'),
        'fail-on': failOn.levels,
        comment: boolean('comment'),
        label: boolean('label'),
        inbox: boolean('inbox'),
        'dry-run': boolean('dry-run'),
    };
    if (problems.length)
        throw new UsageError(problems.join(' '));
    return inputs;
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/action/io.ts


/*
 * The workflow commands, written as @actions/core writes them. Not imported from it: the toolkit
 * pulls in its HTTP client (undici) for OIDC, which every run would then load and compile.
 */
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
function command(name, message) {
    process.stdout.write(`::${name}::${escapeData(message)}${external_node_os_namespaceObject.EOL}`);
}
function actionsLogger() {
    return {
        debug: (m) => command('debug', m),
        info: (m) => void process.stdout.write(`${m}${external_node_os_namespaceObject.EOL}`),
        notice: (m) => command('notice', m),
        warning: (m) => command('warning', m),
        error: (m) => command('error', m),
    };
}
/** `name<<delimiter` records in GITHUB_OUTPUT, with a random delimiter the value cannot close early. */
function setOutput(outputFile, name, value) {
    // Outside a runner (a local try) there is nowhere to put them.
    if (!outputFile)
        return;
    if (!(0,external_node_fs_.existsSync)(outputFile))
        throw new Error(`Missing file at path: ${outputFile}`);
    // Web Crypto's global, loaded on first use: node:crypto imported here would load on every run.
    const delimiter = `ghadelimiter_${globalThis.crypto.randomUUID()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`Unexpected input: the output ${name} contains the delimiter ${delimiter}`);
    (0,external_node_fs_.appendFileSync)(outputFile, `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${value}${external_node_os_namespaceObject.EOL}${delimiter}${external_node_os_namespaceObject.EOL}`, { encoding: 'utf8' });
}
function actionsIO(stepSummary, outputFile) {
    const logger = actionsLogger();
    return {
        logger,
        annotate: (commands) => process.stdout.write(commands),
        summary(markdown) {
            // A missing file is a local run.
            if (stepSummary)
                (0,external_node_fs_.writeFileSync)(stepSummary, `${markdown}\n`, { flag: 'a' });
        },
        setOutput: (name, value) => setOutput(outputFile, name, String(value)),
        setFailed(message) {
            process.exitCode = 1;
            logger.error(message);
        },
        writeFile: (path, text) => (0,external_node_fs_.writeFileSync)(path, text),
    };
}

;// CONCATENATED MODULE: ./src/action/runner.ts




/*
 * What this file imports statically is what every run loads, the events the action ignores
 * included: keep it to the inputs, the context and the log. The check (formats, zod, yaml) and
 * the GitHub client (Octokit, undici) are loaded by the runs that use them.
 */
/**
 * The action's one entry: read the inputs and the runner's context, run the flow, and turn any
 * failure into one clear line. Never prints the token.
 */
async function run(env = process.env) {
    const io = actionsIO(env.GITHUB_STEP_SUMMARY || undefined, env.GITHUB_OUTPUT || undefined);
    try {
        const inputs = readInputs(envInputs(env));
        const context = readContext(env);
        if (context.event.kind === 'other') {
            io.logger.notice(`handoff-gate has nothing to do on ${context.event.name || 'this'} events; it runs on pull requests, pushes, workflow_dispatch and schedule.`);
            return;
        }
        let github;
        const lazyGithub = () => (github ??= (async () => {
            if (!inputs['github-token'])
                throw new UsageError('The `github-token` input is empty; pass `${{ github.token }}` or a token with the permissions the README lists.');
            const { createGithub } = await Promise.all(/* import() */[__nccwpck_require__.e(239), __nccwpck_require__.e(246)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7246));
            return createGithub(inputs['github-token'], context.apiUrl, { owner: context.owner, repo: context.repo }, inputs['dry-run'], io.logger);
        })());
        const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(199), __nccwpck_require__.e(801)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4801));
        await main({ inputs, context, github: lazyGithub, io });
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.setFailed(`handoff-gate: ${error.message}`);
            return;
        }
        const status = error.status;
        const detail = error instanceof Error ? error.message : String(error);
        io.setFailed(`handoff-gate failed${typeof status === 'number' ? ` (GitHub answered ${status})` : ''}: ${detail}`);
        if (error instanceof Error && error.stack)
            io.logger.debug(error.stack);
    }
}


/***/ }),

/***/ 7509:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ failureReasons),
/* harmony export */   XV: () => (/* binding */ parseFailOn)
/* harmony export */ });
/* unused harmony export FAIL_ON_LEVELS */
const FAIL_ON_LEVELS = ['error', 'warning', 'veto', 'reject', 'never'];
/** Parse `error,veto,reject`; undefined entries are returned as `invalid` for the caller to report. */
function parseFailOn(text) {
    const parts = text.split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
    const levels = [];
    const invalid = [];
    for (const part of parts) {
        if (FAIL_ON_LEVELS.includes(part))
            levels.push(part);
        else
            invalid.push(part);
    }
    return { levels, invalid };
}
/**
 * Why the run fails under `levels`, one line per reason; empty when it passes. `reject` also
 * fails on a veto (a veto is the stronger verdict); `warning` also fails on errors.
 */
function failureReasons(report, levels) {
    if (levels.includes('never'))
        return [];
    const errors = report.findings.filter((f) => f.severity === 'error').length;
    const warnings = report.findings.filter((f) => f.severity === 'warning').length;
    const reasons = [];
    if ((levels.includes('error') || levels.includes('warning')) && errors > 0)
        reasons.push(`${errors} error${errors === 1 ? '' : 's'}`);
    if (levels.includes('warning') && warnings > 0)
        reasons.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
    const { result, p0, p1 } = report.gate;
    if (result === 'veto' && (levels.includes('veto') || levels.includes('reject')))
        reasons.push(`gate veto (${p0} P0)`);
    if (result === 'reject' && levels.includes('reject'))
        reasons.push(`gate reject (${p1} P1)`);
    return reasons;
}


/***/ }),

/***/ 4101:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ isNullsOnly),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   i: () => (/* binding */ asNumber),
/* harmony export */   oJ: () => (/* binding */ asString),
/* harmony export */   qY: () => (/* binding */ asRecord),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   zy: () => (/* binding */ has)
/* harmony export */ });
/** Narrowing helpers for data that has not (yet) passed its schema: rules run on it anyway. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function asRecord(value) {
    return isRecord(value) ? value : undefined;
}
function asArray(value) {
    return Array.isArray(value) ? value : [];
}
function asString(value) {
    return typeof value === 'string' ? value : undefined;
}
function asNumber(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
/** A non-empty mapping of nulls: what a flow `{x}` reads as, so the only kind of mapping that can be a placeholder. */
function isNullsOnly(value) {
    let any = false;
    for (const key in value) {
        if (value[key] !== null)
            return false;
        any = true;
    }
    return any;
}
/** Own property read that never reaches the prototype (files may carry `__proto__` keys). */
function field(value, key) {
    return isRecord(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}
function has(value, key) {
    return isRecord(value) && Object.prototype.hasOwnProperty.call(value, key);
}
/** The value at a path of keys and indexes, or undefined where the path does not lead. */
function valueAt(value, path) {
    let current = value;
    for (const key of path)
        current = typeof key === 'number' ? asArray(current)[key] : field(current, key);
    return current;
}
/** Show a value from a file in a message: short, on one line, code-quoted. */
function show(value) {
    let text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
    text = text.replace(/\s+/g, ' ');
    if (text.length > 60)
        text = `${text.slice(0, 57)}...`;
    return `\`${text.replace(/`/g, "'")}\``;
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _action_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1158);
/* harmony import */ var _young_generation_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8263);


(0,_young_generation_js__WEBPACK_IMPORTED_MODULE_1__/* .keepYoungGenerationSmall */ .D)();
await (0,_action_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8263:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  D: () => (/* binding */ keepYoungGenerationSmall),
  U: () => (/* binding */ noteWork)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/young-generation.ts

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
const LOOK_EVERY = 16;
let armed = false;
let capped = false;
let calls = 0;
/** Called by the entries, first thing; tests and other users of the modules leave V8 as it is. */
function keepYoungGenerationSmall() {
    armed = true;
}
/** A unit of work was done (a file read): stop the young generation's growth once it has reached the cap. */
function noteWork() {
    if (!armed || capped || ++calls % LOOK_EVERY !== 0)
        return;
    const young = (0,external_node_v8_namespaceObject.getHeapSpaceStatistics)().find((space) => space.space_name === 'new_space');
    if (young && young.space_size >= CAP_BYTES) {
        (0,external_node_v8_namespaceObject.setFlagsFromString)('--semi-space-growth-factor=1');
        capped = true;
    }
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
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
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
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
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
