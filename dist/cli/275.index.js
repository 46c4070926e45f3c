export const id = 275;
export const ids = [275];
export const modules = {

/***/ 5275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveMcp: () => (/* binding */ serveMcp)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 57 modules
var mcp = __webpack_require__(2371);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(9424);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 3 modules
var schemas = __webpack_require__(1934);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/fix.ts + 1 modules
var fix = __webpack_require__(7797);
// EXTERNAL MODULE: ./src/cli/run-check.ts + 11 modules
var run_check = __webpack_require__(5450);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/formats/index.ts + 156 modules
var formats = __webpack_require__(6063);
// EXTERNAL MODULE: ./src/json-schemas.ts
var json_schemas = __webpack_require__(8044);
// EXTERNAL MODULE: ./src/io/git.ts
var git = __webpack_require__(7500);
// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/rules/catalogue.ts
var catalogue = __webpack_require__(1062);
;// CONCATENATED MODULE: ./src/lib/public.ts
/*
 * The library's public shapes, self-contained (no imports): the build writes their declarations
 * next to the library's bundle (dist/lib/), and test/lib/public-types.test.ts holds each to the
 * engine's own type, so the two cannot drift. The report is the CLI's `--format json` object.
 */
/** A bad argument (a path outside the root, a text over the limit, no such root): the message says what to change. */
class InputError extends Error {
    name = 'InputError';
}
/** The largest text `checkText` and `fixText` take, in UTF-8 bytes: 4 MiB, four times the default `max-file-size`. */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;
/** The most paths `checkPaths` and `inbox` take in one call. */
const MAX_PATHS = 1000;

;// CONCATENATED MODULE: ./src/lib/index.ts











/*
 * The library: the CLI's check as functions, for agents written in JavaScript or TypeScript. Each
 * call is `handoff-gate check … --format json` run from `root`, with the same engine, rules and
 * messages, and returns the same report object; a text to judge is never written to the disk.
 * A bad argument throws `InputError` with what to change; nothing else is thrown on a bad file
 * (a bad file is a finding).
 */

/**
 * Judges `text` as if it were written at `path` (its format from the path, else from the text), in
 * the repository as it is: cross-file rules see the other files on the disk, and with `base` the
 * diff rules compare with the file's committed version. Nothing is written.
 */
async function checkText(input) {
    return guarded(() => {
        const { root, target } = inRoot(input, input.path);
        const overlay = textOverlay(root, target, input.text);
        return reportOf((0,run_check/* runCheck */.k_)({ ...runOptions(root, input), targets: [target], overlay }));
    });
}
/** Checks files or folders (none: the whole root), as `handoff-gate check PATH…` does, gate, risk and inbox included. */
async function checkPaths(input = {}) {
    return guarded(async () => {
        const { root, targets } = pathsInRoot(input);
        return reportOf(await (0,run_check/* runCheckInParallel */.az)({ ...runOptions(root, input), targets, jobs: 1 }));
    });
}
/** The items waiting for a person among the files checked, as `handoff-gate inbox` lists them. */
async function inbox(input = {}) {
    return (await checkPaths(input)).inbox;
}
/**
 * `text` with every safe fix applied (as `check --fix` would write it at `path`), and the report of
 * the fixed text: what remains to do by hand. A fix that would add a finding is held back. Nothing
 * is written.
 */
async function fixText(input) {
    return guarded(async () => {
        const { root, target } = inRoot(input, input.path);
        const overlay = textOverlay(root, target, input.text);
        const fixed = await (0,fix/* checkAndFix */.$)({ ...runOptions(root, input), targets: [target], overlay, jobs: 1 }, true);
        const text = fixed.texts.get((0,external_node_path_.resolve)(root, target));
        return {
            text: text ?? input.text,
            changed: text !== undefined && text !== input.text,
            fixes: fixed.changes.map((c) => ({ ...c })),
            report: reportOf(fixed.result),
        };
    });
}
/** What a rule catches, its severity, and the format and spec it comes from; undefined for an id no rule has. */
function explainRule(id) {
    const rule = (0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h).find((r) => r.id === id);
    if (!rule)
        return undefined;
    const prefix = id.slice(0, id.indexOf('/'));
    const format = formats/* FORMATS */.h.find((f) => f.id === prefix);
    return { ...rule, format: format?.id ?? null, spec: format?.spec ?? null };
}
/** Every rule id, with its severity and summary, in the order the README lists them. */
function rules() {
    return ruleCatalogue(FORMATS).map((rule) => explainRule(rule.id));
}
/** The commit the root's HEAD names, or undefined (no repository there, or none committed yet). */
function headCommit(root = process.cwd()) {
    return (0,git/* resolveCommit */.WL)(realRoot({ root }), 'HEAD');
}
/** The names `schema` takes: each format's id, and `config`. */
const schemaNames = json_schemas/* SCHEMA_NAMES */.R;
/** A format's JSON Schema (or the config file's), as `handoff-gate schema NAME` prints it; undefined for another name. */
function schema(name) {
    return (0,json_schemas/* jsonSchemaFor */.B)(name);
}
/** The root as a real folder, or an InputError saying what is wrong with it. */
function realRoot(options) {
    const root = (0,external_node_path_.resolve)(options.root ?? process.cwd());
    if (!(0,external_node_fs_.existsSync)(root) || !(0,external_node_fs_.statSync)(root).isDirectory())
        throw new InputError(`root ${options.root ?? '.'}: no such folder.`);
    return (0,external_node_fs_.realpathSync)(root);
}
/** A path given relative to the root (or absolute inside it), as the check names it; never outside the root or in `.git`. */
function inRoot(options, path) {
    const root = realRoot(options);
    if (typeof path !== 'string' || path.trim() === '' || path.includes('\0'))
        throw new InputError('path: give a file path relative to the root, such as `.work/intents/add-login.yaml`.');
    const target = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(root, path));
    if (target === '' || target.startsWith('..') || (0,external_node_path_.isAbsolute)(target))
        throw new InputError(`path ${path}: outside the root ${options.root ?? '.'}; give a path inside it.`);
    if (target.split(/[\\/]/)[0] === '.git')
        throw new InputError(`path ${path}: inside .git, which is never checked.`);
    return { root, target };
}
function pathsInRoot(input) {
    const paths = input.paths ?? [];
    if (paths.length > MAX_PATHS)
        throw new InputError(`paths: at most ${MAX_PATHS} in one call; got ${paths.length}.`);
    const root = realRoot(input);
    return { root, targets: paths.map((path) => inRoot(input, path).target) };
}
/** The text as the bytes a file would hold, refused past `MAX_TEXT_BYTES`. */
function textOverlay(root, target, text) {
    if (typeof text !== 'string')
        throw new InputError("text: give the file's text as a string.");
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > MAX_TEXT_BYTES)
        throw new InputError(`text: ${bytes.length} bytes is over the ${MAX_TEXT_BYTES}-byte limit of one call.`);
    return new Map([[(0,external_node_path_.resolve)(root, target), bytes]]);
}
function runOptions(root, options) {
    return {
        cwd: root,
        ...(options.base !== undefined && { base: options.base }),
        ...(options.config !== undefined && { config: options.config }),
    };
}
/** The CLI's JSON report of a run, as a program reads it (credentials named, never quoted). */
function reportOf(result) {
    return JSON.parse((0,json/* renderJson */.hF)(result.report, { roots: result.roots, skipped: result.skipped }));
}
/** Runs a call, the CLI's usage errors (no such file, no such commit) thrown as the library's `InputError`. */
async function guarded(call) {
    try {
        return await call();
    }
    catch (error) {
        if (error instanceof errors/* UsageError */.e)
            throw new InputError(error.message);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/mcp/summary.ts
/** Findings listed in a summary; the structured result holds them all. */
const LISTED = 20;
const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** `path:line:col severity message (rule)`: one finding as a model reads it. */
const findingLine = (f) => `${f.path}:${f.line}:${f.column} ${f.severity} ${f.message} (${f.ruleId})${f.fix ? ' [fixable]' : ''}`;
/**
 * A report in a few lines for the model's text channel: the verdict first (what to do next), then
 * the findings, each with where, what and the rule to ask `explain_rule` about. The structured
 * result carries the whole report.
 */
function reportSummary(report) {
    const errors = report.findings.filter((f) => f.severity === 'error').length;
    const warnings = report.findings.filter((f) => f.severity === 'warning').length;
    const fixable = report.findings.filter((f) => f.fix).length;
    const files = report.files.length;
    const verdict = errors > 0
        ? `Not ready to hand off: ${count(errors, 'error')}${warnings ? ` and ${count(warnings, 'warning')}` : ''} in ${count(files, 'file')} checked.`
        : warnings > 0
            ? `No errors in ${count(files, 'file')} checked; ${count(warnings, 'warning')} worth a look.`
            : `No findings in ${count(files, 'file')} checked.`;
    const lines = [verdict];
    if (report.gate.result !== 'pass')
        lines.push(`Review gate: ${report.gate.result} (P0 ${report.gate.p0}, P1 ${report.gate.p1}).`);
    if (fixable > 0)
        lines.push(`${count(fixable, 'finding')} can be fixed by fix_text.`);
    const unformatted = report.files.filter((f) => f.format === null).map((f) => f.path);
    if (unformatted.length > 0)
        lines.push(`Not a handoff format by path or keys: ${unformatted.slice(0, 5).join(', ')}.`);
    lines.push(...report.findings.slice(0, LISTED).map(findingLine));
    if (report.findings.length > LISTED)
        lines.push(`… and ${report.findings.length - LISTED} more in the structured result.`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/mcp/tools.ts



const PATH = schemas/* string */.YjP()
    .min(1)
    .max(4096)
    .describe('A file path relative to the repository root, e.g. `.forge/intents/add-login.yaml` or `shared/handoff.yaml`.');
const TEXT = schemas/* string */.YjP()
    .max(MAX_TEXT_BYTES)
    .describe(`The complete file text you are about to write (at most ${MAX_TEXT_BYTES} bytes).`);
const PATHS = schemas/* array */.YOg(PATH)
    .max(MAX_PATHS)
    .optional()
    .describe('Files or folders relative to the repository root; leave out to check the whole repository.');
const BASE = schemas/* string */.YjP()
    .min(1)
    .max(256)
    .optional()
    .describe('A git revision to compare with (status moves, history); default: the last commit, when there is one.');
/** A call's outcome as the protocol carries it: the summary as text, the result as structured content. */
async function answer(call) {
    try {
        const { text, data } = await call();
        return { content: [{ type: 'text', text }], structuredContent: data };
    }
    catch (error) {
        const text = error instanceof InputError
            ? error.message
            : `handoff-gate could not complete this call (${error instanceof Error ? error.name : 'error'}); please report it.`;
        return { content: [{ type: 'text', text }], isError: true };
    }
}
/** The revision a text is compared with: the one asked for, else the last commit (none in a repository without one). */
const baseOf = (root, base) => base ?? (headCommit(root) ? 'HEAD' : undefined);
function registerTools(server, root) {
    registerChecks(server, root);
    registerLookups(server, root);
}
/** The checks: a text before it is written, files as they are, and a text's safe fixes. */
function registerChecks(server, root) {
    server.registerTool('check_text', {
        title: 'Check a handoff file before writing it',
        description: 'Validates the text you are about to write at a path, with the same rules as the review gate that will judge it after you push. Nothing is written. Returns every finding (line, column, rule id, severity, a message saying what to write instead, and a safe fix where there is one), the review gate and the inbox items the file raises. Call it before handing off; fix the errors and call it again until none remain.',
        inputSchema: { path: PATH, text: TEXT, base: BASE },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ path, text, base }) => answer(async () => {
        const report = await checkText({ root, path, text, base: baseOf(root, base) });
        return { text: reportSummary(report), data: { ...report } };
    }));
    server.registerTool('check_paths', {
        title: 'Check handoff files in the repository',
        description: 'Validates files or folders as they are on disk (default: the whole repository), as `handoff-gate check` does: findings, the review gate (P0 vetoes, two P1s reject), the change risk and the inbox of items waiting for a person.',
        inputSchema: { paths: PATHS },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ paths }) => answer(async () => {
        const report = await checkPaths({ root, ...(paths && { paths }) });
        return { text: reportSummary(report), data: { ...report } };
    }));
    server.registerTool('fix_text', {
        title: 'Apply the safe fixes to a text',
        description: 'Returns the text with every safe fix applied (wrong case of an allowed value, a misspelt key, and the like), the fixes made, and the report of what remains to fix by hand. Nothing is written: write the returned text yourself.',
        inputSchema: { path: PATH, text: TEXT },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ path, text }) => answer(async () => {
        const fixed = await fixText({ root, path, text });
        const said = `${fixed.fixes.length} fix${fixed.fixes.length === 1 ? '' : 'es'} applied.\n${reportSummary(fixed.report)}`;
        return { text: said, data: { ...fixed } };
    }));
}
/** What a finding's rule means, a format's schema, and what waits for a person. */
function registerLookups(server, root) {
    server.registerTool('explain_rule', {
        title: 'Explain a rule',
        description: 'What a rule id from a finding (such as `intent/required` or `handoff/to-self`) catches, its default severity, and the format and spec it comes from.',
        inputSchema: { id: schemas/* string */.YjP().min(1).max(200).describe('The rule id, as a finding gives it.') },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ id }) => answer(async () => {
        const rule = explainRule(id);
        if (!rule)
            throw new InputError(`No rule has the id ${JSON.stringify(id)}; use the ruleId of a finding.`);
        const text = `${rule.id} (${rule.severity}): ${rule.summary}${rule.spec ? ` From ${rule.spec}.` : ''}`;
        return { text, data: { ...rule } };
    }));
    server.registerTool('schema', {
        title: "A format's JSON Schema",
        description: `The JSON Schema of a handoff format (or of the config file), to write a valid file from the start. Names: ${schemaNames.join(', ')}.`,
        inputSchema: { format: schemas/* enum */.k5n(schemaNames).describe('The format id.') },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ format }) => answer(async () => {
        const found = schema(format);
        return { text: JSON.stringify(found), data: { schema: found } };
    }));
    server.registerTool('inbox', {
        title: 'Items waiting for a person',
        description: 'The items waiting for a human in the repository (approvals, unanswered clarifications, blocked intents), each with its file, what is asked and the commands that answer it. Do not act on an item that waits for approval.',
        inputSchema: { paths: PATHS },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ paths }) => answer(async () => {
        const items = await inbox({ root, ...(paths && { paths }) });
        const text = items.length === 0
            ? 'Nothing waits for a person.'
            : items.map((i) => `${i.path}:${i.line} ${i.reason}: ${i.title}`).join('\n');
        return { text, data: { items } };
    }));
}

;// CONCATENATED MODULE: ./src/mcp/server.ts



/** The server with its tools, not yet connected: a test connects it to a transport of its own. */
function mcpServer(options) {
    const server = new mcp/* McpServer */._({ name: 'handoff-gate', version: options.version }, {
        instructions: 'Checks AI-agent handoff files (handoffs, subagent responses, envelopes, intents, messages) with the same rules as the review gate that will judge them. Call check_text with the path and text before writing a handoff file; fix what it reports (fix_text applies the safe fixes), and hand off once it reports no errors.',
    });
    registerTools(server, options.root);
    return server;
}
/**
 * `handoff-gate mcp`: serves the tools over stdio until the client closes stdin. Stdout carries
 * the protocol alone: nothing else is printed there.
 */
async function serveMcp(options, transport = new stdio/* StdioServerTransport */.S()) {
    const server = mcpServer(options);
    const closed = new Promise((resolve) => {
        server.server.onclose = resolve;
    });
    await server.connect(transport);
    await closed;
}


/***/ })

};
