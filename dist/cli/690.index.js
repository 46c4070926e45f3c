export const id = 690;
export const ids = [690];
export const modules = {

/***/ 3690:
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
// EXTERNAL MODULE: ./src/lib/index.ts + 98 modules
var lib = __webpack_require__(7488);
;// CONCATENATED MODULE: ./src/mcp/summary.ts
/** Findings listed in a summary; the structured result holds them all. */
const LISTED = 20;
const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** `path:line:col severity message (rule)`: one finding as a model reads it. */
const findingLine = (f) => `${f.path}:${f.line}:${f.column} ${f.severity} ${f.message} (${f.ruleId})${f.fix ? ' [fixable]' : ''}`;
/**
 * The files a report names but never judged: of no format (by path or keys), or skipped (too
 * large, a link out, no handoff file at all). "No findings" is said only of files checked.
 */
function notJudged(report) {
    const paths = new Set(report.files.filter((f) => f.format === null).map((f) => f.path));
    for (const group of report.skipped ?? [])
        for (const path of group.paths)
            paths.add(path);
    return [...paths];
}
/**
 * A report in a few lines for the model's text channel: the verdict first (what to do next), then
 * the findings, each with where, what and the rule to ask `explain_rule` about. The structured
 * result carries the whole report. A verdict counts only the files a format judged: a file no
 * format recognised is said to be not checked, never "no findings".
 */
function reportSummary(report) {
    const errors = report.findings.filter((f) => f.severity === 'error').length;
    const warnings = report.findings.filter((f) => f.severity === 'warning').length;
    const fixable = report.findings.filter((f) => f.fix).length;
    const files = report.files.filter((f) => f.format !== null).length;
    const unjudged = notJudged(report);
    const shown = unjudged
        .slice(0, 5)
        .map((p) => `\`${p}\``)
        .join(', ');
    const verdict = errors > 0
        ? `Not ready to hand off: ${count(errors, 'error')}${warnings ? ` and ${count(warnings, 'warning')}` : ''} in ${count(files, 'file')} checked.`
        : files === 0 && unjudged.length > 0
            ? `Not checked: no handoff format recognises ${shown}${unjudged.length > 5 ? ` and ${unjudged.length - 5} more` : ''} by its path or its keys, so nothing was judged. A handoff file is at a format's path (such as \`.forge/intents/<name>.yaml\`, \`**/handoff-<name>.json\`, \`.work/**/<name>.yaml\`) or carries a format's keys; the \`schema\` tool gives each format's keys.`
            : warnings > 0
                ? `No errors in ${count(files, 'file')} checked; ${count(warnings, 'warning')} worth a look.`
                : files === 0
                    ? 'No handoff file was checked: nothing was judged.'
                    : `No findings in ${count(files, 'file')} checked.`;
    const lines = [verdict];
    if (report.gate.result !== 'pass') {
        // An aggregator's declared verdict gates on its own; its file is in `gate.declaredBy`.
        const declaring = report.gate.declaredBy.filter((d) => d.result === report.gate.result).length;
        const declared = declaring ? `; declared by ${count(declaring, 'aggregator')}` : '';
        lines.push(`Review gate: ${report.gate.result} (P0 ${report.gate.p0}, P1 ${report.gate.p1}${declared}).`);
    }
    if (fixable > 0)
        lines.push(`${count(fixable, 'finding')} can be fixed by fix_text.`);
    if (report.suppressed?.count)
        lines.push(`${count(report.suppressed.count, 'finding')} suppressed (${report.suppressed.inline} by handoff-gate-disable comments, ${report.suppressed.baseline} by the suppressions file), not listed.`);
    if (unjudged.length > 0 && files > 0)
        lines.push(`Not checked (no handoff format by path or keys, or skipped): ${shown}.`);
    lines.push(...report.findings.slice(0, LISTED).map(findingLine));
    if (report.findings.length > LISTED)
        lines.push(`… and ${report.findings.length - LISTED} more in the structured result.`);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
;// CONCATENATED MODULE: ./src/mcp/tools.ts




const PATH = schemas/* string */.YjP()
    .min(1)
    .max(4096)
    .describe('A file path relative to the repository root, e.g. `.forge/intents/add-login.yaml` or `shared/handoff.yaml`.');
const TEXT = schemas/* string */.YjP()
    .max(lib/* MAX_TEXT_BYTES */.$D)
    .describe(`The complete file text you are about to write (at most ${lib/* MAX_TEXT_BYTES */.$D} bytes).`);
const PATHS = schemas/* array */.YOg(PATH)
    .max(lib/* MAX_PATHS */.KD)
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
        // The text quotes file names, values and the caller's arguments: a model or a person reads
        // it, so it goes out inert. The structured result keeps the exact data.
        return { content: [{ type: 'text', text: (0,render_escape/* inert */.tJ)(text) }], structuredContent: data };
    }
    catch (error) {
        const text = error instanceof lib/* InputError */.dz
            ? error.message
            : `handoff-gate could not complete this call (${error instanceof Error ? error.name : 'error'}); please report it.`;
        return { content: [{ type: 'text', text: (0,render_escape/* inert */.tJ)(text) }], isError: true };
    }
}
/** The revision a text is compared with: the one asked for, else the last commit (none in a repository without one). */
const baseOf = (root, base) => base ?? ((0,lib/* headCommit */.Qo)(root) ? 'HEAD' : undefined);
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
        const report = await (0,lib/* checkText */.qW)({ root, path, text, base: baseOf(root, base) });
        return { text: reportSummary(report), data: { ...report } };
    }));
    server.registerTool('check_paths', {
        title: 'Check handoff files in the repository',
        description: 'Validates files or folders as they are on disk (default: the whole repository), as `handoff-gate check` does: findings, the review gate (P0 vetoes, two P1s reject), the change risk and the inbox of items waiting for a person.',
        inputSchema: { paths: PATHS },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ paths }) => answer(async () => {
        const report = await (0,lib/* checkPaths */.nn)({ root, ...(paths && { paths }) });
        return { text: reportSummary(report), data: { ...report } };
    }));
    server.registerTool('fix_text', {
        title: 'Apply the safe fixes to a text',
        description: 'Returns the text with every safe fix applied (wrong case of an allowed value, a misspelt key, and the like), the fixes made, and the report of what remains to fix by hand. Nothing is written: write the returned text yourself.',
        inputSchema: { path: PATH, text: TEXT },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ path, text }) => answer(async () => {
        const fixed = await (0,lib/* fixText */.Xc)({ root, path, text });
        const said = `${fixed.fixes.length} fix${fixed.fixes.length === 1 ? '' : 'es'} applied.\n${reportSummary(fixed.report)}`;
        return { text: `${said}\n${fixedTextSaid(path, fixed.text, fixed.changed)}`, data: { ...fixed } };
    }));
}
/**
 * The fixed text in the tool's text answer, which is what most clients pass to the model (the
 * structured result alone is often never shown): in a fence longer than any run of backticks in
 * it. The answer goes out inert, so a text with characters shown as `<U+…>` (or CRLF line ends)
 * says where its exact bytes are.
 */
function fixedTextSaid(path, text, changed) {
    if (!changed)
        return `The text is unchanged: no safe fix applies to it.`;
    let longest = 0;
    let run = 0;
    for (const char of text) {
        run = char === '`' ? run + 1 : 0;
        if (run > longest)
            longest = run;
    }
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const exact = (0,render_escape/* inert */.tJ)(text) === text
        ? ''
        : '\nIt holds characters shown here as `<U+…>` or line ends shown as LF: write `structuredContent.text`, which has them as they are.';
    return `The fixed text of ${path}, to write in place of the text given:${exact}\n${fence}\n${text}${text.endsWith('\n') ? '' : '\n'}${fence}`;
}
/** What a finding's rule means, a format's schema, and what waits for a person. */
function registerLookups(server, root) {
    server.registerTool('explain_rule', {
        title: 'Explain a rule',
        description: 'What a rule id from a finding (such as `intent/required` or `handoff/to-self`) catches, its default severity, the format, spec and section of the spec it comes from, a file it passes and one it reports, the module that defines it (a repository path), and the address of its page.',
        inputSchema: { id: schemas/* string */.YjP().min(1).max(200).describe('The rule id, as a finding gives it.') },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ id }) => answer(async () => {
        const rule = (0,lib.explainRule)(id);
        if (!rule) {
            const near = (0,lib.closestRuleId)(id);
            throw new lib/* InputError */.dz(`No rule has the id ${JSON.stringify(id)}.${near ? ` Did you mean \`${near}\`?` : ''} Use the ruleId of a finding.`);
        }
        const { failing } = rule.examples;
        const against = failing?.base !== undefined ? `, compared with this text at the base revision:\n${failing.base}\nas` : '';
        const example = failing
            ? `\nIt reports this ${failing.path}${against}:\n${failing.text}\n${failing.findings.map((f) => `${f.line}:${f.column} ${f.message}`).join('\n')}`
            : '';
        const source = [rule.spec, rule.section].filter((part) => part !== null).join(', ');
        const module = rule.source === null ? '' : `\nIts module: ${rule.source}`;
        const text = `${rule.id} (${rule.severity}): ${rule.summary}${source ? ` From ${source}.` : ''}${example}${module}\nIts page: ${rule.docs ?? `not shipped with this copy; \`handoff-gate explain ${rule.id}\` prints it`}`;
        return { text, data: { ...rule } };
    }));
    server.registerTool('schema', {
        title: "A format's JSON Schema",
        description: `The JSON Schema of a handoff format (or of the config file), to write a valid file from the start. Names: ${lib/* schemaNames */.Gz.join(', ')}.`,
        inputSchema: { format: schemas/* enum */.k5n(lib/* schemaNames */.Gz).describe('The format id.') },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ format }) => answer(async () => {
        const found = (0,lib/* schema */.wQ)(format);
        return { text: JSON.stringify(found), data: { schema: found } };
    }));
    server.registerTool('inbox', {
        title: 'Items waiting for a person',
        description: 'The items waiting for a human in the repository (approvals, unanswered clarifications, blocked intents), each with its file, what is asked and the commands that answer it. Do not act on an item that waits for approval.',
        inputSchema: { paths: PATHS },
        annotations: { readOnlyHint: true, openWorldHint: false },
    }, ({ paths }) => answer(async () => {
        const listing = await (0,lib/* inbox */.FB)({ root, ...(paths && { paths }) });
        const items = listing.inbox;
        const text = items.length === 0
            ? 'Nothing waits for a person.'
            : items.map((i) => `${i.path}:${i.line} ${i.reason}: ${i.title}`).join('\n');
        // The CLI's `inbox --format json` object, as the README promises: one shape for the inbox everywhere.
        return { text, data: { ...listing } };
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
