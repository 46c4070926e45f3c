export const id = 488;
export const ids = [488];
export const modules = {

/***/ 8369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EI: () => (/* binding */ reportOf),
/* harmony export */   dU: () => (/* binding */ realRoot),
/* harmony export */   hS: () => (/* binding */ ruleDocsUrl),
/* harmony export */   md: () => (/* binding */ inRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _project_targets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6979);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8416);
/* harmony import */ var _render_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5104);
/* harmony import */ var _catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6620);
/* harmony import */ var _rules_rule_docs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1657);
/* harmony import */ var _package_docs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7299);
/* harmony import */ var _public_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5738);









/* What the library's calls and the editor's session share: where a path is judged from, and the report as a program reads it. */
/** A rule's page in the installed package, for the entries that link a finding to it (the editor's diagnostics and hover). */
const ruleDocsUrl = (ruleId) => (0,_rules_rule_docs_js__WEBPACK_IMPORTED_MODULE_6__/* .ruleDocUrl */ .Cg)(_package_docs_js__WEBPACK_IMPORTED_MODULE_7__/* .PACKAGE_DOCS */ .j, ruleId);
/** The root as a real folder, or an InputError saying what is wrong with it. */
function realRoot(options) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.root ?? process.cwd());
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(root) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(root).isDirectory())
        throw new _public_js__WEBPACK_IMPORTED_MODULE_8__/* .InputError */ .dz(`root ${options.root ?? '.'}: no such folder.`);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
}
/** A path given relative to the root (or absolute inside it), as the check names it; never outside the root or in `.git`. */
function inRoot(options, path) {
    const root = realRoot(options);
    if (typeof path !== 'string' || path.trim() === '' || path.includes('\0'))
        throw new _public_js__WEBPACK_IMPORTED_MODULE_8__/* .InputError */ .dz('path: give a file path relative to the root, such as `.work/intents/add-login.yaml`.');
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path));
    if (target === '' || target.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(target))
        throw new _public_js__WEBPACK_IMPORTED_MODULE_8__/* .InputError */ .dz(`path ${path}: outside the root ${options.root ?? '.'}; give a path inside it.`);
    if (target.split(/[\\/]/)[0] === '.git')
        throw new _public_js__WEBPACK_IMPORTED_MODULE_8__/* .InputError */ .dz(`path ${path}: inside .git, which is never checked.`);
    // A folder on the way that is a symbolic link out of the root would judge the text elsewhere.
    const real = (0,_project_targets_js__WEBPACK_IMPORTED_MODULE_2__/* .realFolder */ .PX)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path)));
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, real).startsWith('..'))
        throw new _public_js__WEBPACK_IMPORTED_MODULE_8__/* .InputError */ .dz(`path ${path}: leads out of the root ${options.root ?? '.'} through a symbolic link.`);
    return { root, target };
}
/** The CLI's JSON report of a run, as a program reads it (credentials named, never quoted). */
function reportOf(result) {
    const rules = (0,_catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleCatalogue */ .E)(_formats_index_js__WEBPACK_IMPORTED_MODULE_3__/* .FORMATS */ .h);
    const options = { rules, roots: result.roots, skipped: result.skipped, ruleDocs: (0,_rules_rule_docs_js__WEBPACK_IMPORTED_MODULE_6__/* .ruleDocs */ .yQ)(_package_docs_js__WEBPACK_IMPORTED_MODULE_7__/* .PACKAGE_DOCS */ .j, rules) };
    return JSON.parse((0,_render_json_js__WEBPACK_IMPORTED_MODULE_4__/* .renderJson */ .hF)(result.report, options));
}


/***/ }),

/***/ 7488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dz: () => (/* reexport */ lib_public/* InputError */.dz),
  KD: () => (/* reexport */ lib_public/* MAX_PATHS */.KD),
  $D: () => (/* reexport */ lib_public/* MAX_TEXT_BYTES */.$D),
  nn: () => (/* binding */ checkPaths),
  qW: () => (/* binding */ checkText),
  closestRuleId: () => (/* binding */ closestRuleId),
  explainRule: () => (/* binding */ explainRule),
  Xc: () => (/* binding */ fixText),
  Qo: () => (/* binding */ headCommit),
  FB: () => (/* binding */ inbox),
  wQ: () => (/* binding */ schema),
  Gz: () => (/* binding */ schemaNames)
});

// UNUSED EXPORTS: rules

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/project/fix.ts + 1 modules
var fix = __webpack_require__(6680);
// EXTERNAL MODULE: ./src/project/run-check.ts + 9 modules
var run_check = __webpack_require__(8983);
// EXTERNAL MODULE: ./src/project/suppressions.ts + 2 modules
var suppressions = __webpack_require__(431);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/formats/index.ts + 163 modules
var formats = __webpack_require__(8416);
// EXTERNAL MODULE: ./src/json-schemas.ts
var json_schemas = __webpack_require__(8044);
// EXTERNAL MODULE: ./src/io/git.ts
var git = __webpack_require__(7500);
// EXTERNAL MODULE: ./src/catalogue/catalogue.ts
var catalogue = __webpack_require__(6620);
// EXTERNAL MODULE: ./src/catalogue/sources.ts + 1 modules
var sources = __webpack_require__(4298);
// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(6345);
// EXTERNAL MODULE: ./src/rules/rule-docs.ts
var rule_docs = __webpack_require__(1657);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var rules = __webpack_require__(367);
// EXTERNAL MODULE: ./src/lib/public.ts
var lib_public = __webpack_require__(5738);
;// CONCATENATED MODULE: ./src/rules/rule-cases.ts
/** The cases of one rule id: `export const cases = [ruleCases('envelope/next-mismatch', { valid, invalid })]`. */
function ruleCases(rule, cases) {
    return { rule, ...cases };
}

// EXTERNAL MODULE: ./src/report/adapter-rules.ts
var adapter_rules = __webpack_require__(1643);
;// CONCATENATED MODULE: ./src/catalogue/engine-case-texts.ts
/** Texts the cases of the engine's own rules share: a file of each format, and the config's path. */
const PLANNER = '.work/04_planner.yaml';
const planner = (extra = '') => `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\nnext: writer\n${extra}`;
const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const task = `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (extra = '') => `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "2025-01-14T12:00:00.000Z",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],${extra}\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;
const CONFIG = '.github/handoff-gate.yml';
const bytes = (...parts) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

;// CONCATENATED MODULE: ./src/catalogue/config-rules.cases.ts



/** The cases of the engine's `config/*` rules (src/catalogue/catalogue.ts): the config file as a run reads it. */
const cases = [
    ruleCases(adapter_rules/* CONFIG_INVALID_RULE */.AU, {
        valid: [{ name: 'a size in bytes', path: CONFIG, text: 'max-file-size: 2097152\n' }],
        invalid: [
            {
                name: 'a size in words',
                path: CONFIG,
                text: 'max-file-size: 2 MiB\n',
                errors: [
                    {
                        line: 1,
                        column: 16,
                        message: '`max-file-size` must be a number, not a string. The `max-file-size` setting fell back to its default.',
                    },
                ],
            },
            {
                name: 'a bound above its default',
                path: CONFIG,
                text: 'limits:\n  file-lines: 1000000\n',
                errors: [
                    {
                        line: 2,
                        column: 15,
                        message: '`limits.file-lines` must be at most 20000 (it is 1000000). `limits.file-lines` was left out; the rest of `limits` is kept.',
                    },
                ],
            },
        ],
    }),
    ruleCases(adapter_rules/* CONFIG_UNKNOWN_KEY_RULE */.jT, {
        valid: [{ name: 'known settings', path: CONFIG, text: 'ignore:\n  - vendor/**\n' }],
        invalid: [
            {
                name: 'a misspelt setting',
                path: CONFIG,
                text: 'ignroe:\n  - vendor/**\n',
                errors: [{ line: 1, column: 1, message: 'Unknown setting `ignroe`; it was ignored. Did you mean `ignore`?' }],
            },
        ],
    }),
    ruleCases(adapter_rules/* CONFIG_CHANGE_RULE */.lX, {
        valid: [
            {
                name: 'a pull request that leaves the config as it was',
                path: CONFIG,
                text: 'ignore: []\n',
                base: 'ignore: []\n',
            },
        ],
        invalid: [
            {
                name: 'a pull request that changes it',
                path: CONFIG,
                text: 'ignore:\n  - vendor/**\n',
                base: 'ignore: []\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: "This pull request changes handoff-gate's config; the change takes effect once merged. Until then the config of the base commit 0123456 judges this pull request.",
                    },
                ],
            },
        ],
    }),
];

// EXTERNAL MODULE: ./src/detect/detect.ts
var detect = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/detect/near-miss.ts
var near_miss = __webpack_require__(2210);
// EXTERNAL MODULE: ./src/detect/near-path.ts
var near_path = __webpack_require__(633);
// EXTERNAL MODULE: ./src/engine/finding-sink.ts
var finding_sink = __webpack_require__(8751);
// EXTERNAL MODULE: ./src/core/run-budget.ts
var run_budget = __webpack_require__(4702);
// EXTERNAL MODULE: ./src/parse/read.ts
var read = __webpack_require__(2575);
// EXTERNAL MODULE: ./src/parse/yaml-doc.ts + 1 modules
var yaml_doc = __webpack_require__(1442);
;// CONCATENATED MODULE: ./src/catalogue/file-rules.cases.ts









/**
 * The cases of the engine's `file/*` rules (src/catalogue/catalogue.ts): what a file is before any
 * format reads it. The few no one file's text can show (a symlink, a file the system will not
 * open, a base revision not fetched, a run past its bounds, a folder of a monorepo) are listed in
 * test/rules/rule-modules.test.ts with the tests that show them. The `parse/*` rules' cases are in
 * parse-rules.cases.ts, the `config/*` rules' in config-rules.cases.ts.
 */
const file_rules_cases_cases = [
    ruleCases(read/* TOO_LARGE_RULE */.gZ, {
        valid: [
            { name: 'a file within `max-file-size`', path: PLANNER, text: planner(), config: { 'max-file-size': 1000 } },
        ],
        invalid: [
            {
                name: 'a file over `max-file-size`',
                path: PLANNER,
                text: planner(),
                config: { 'max-file-size': 20 },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The file is larger than the 20-byte limit, so it was not checked. Raise `max-file-size` in the config if it really is a handoff file.',
                    },
                ],
            },
        ],
    }),
    ruleCases(read/* BINARY_RULE */.Bd, {
        valid: [{ name: 'text', path: PLANNER, text: bytes(planner()) }],
        invalid: [
            {
                name: 'a NUL byte on the second line',
                path: PLANNER,
                text: bytes('kind: planner\nagent_id: ', [0], '\n'),
                errors: [{ line: 2, column: 1, message: 'The file holds NUL bytes, so it is binary, not a handoff file.' }],
            },
        ],
    }),
    ruleCases(read/* ENCODING_RULE */.Rz, {
        valid: [{ name: 'UTF-8, Japanese included', path: TASK, text: bytes(task) }],
        invalid: [
            {
                name: 'a Latin-1 byte on the third line',
                path: TASK,
                text: bytes('---\nid: 20250124-003-task\nfrom: caf', [0xe9], '\n---\n'),
                errors: [{ line: 3, column: 1, message: 'The file is not valid UTF-8; save it as UTF-8.' }],
            },
        ],
    }),
    ruleCases(read/* BOM_RULE */.Ih, {
        valid: [{ name: 'no byte-order mark', path: TASK, text: bytes(task) }],
        invalid: [
            {
                name: 'a UTF-8 byte-order mark',
                path: TASK,
                text: bytes([0xef, 0xbb, 0xbf], task),
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The file starts with a byte-order mark; it was ignored. Save as UTF-8 without BOM.',
                    },
                ],
            },
        ],
    }),
    ruleCases(read/* EMPTY_RULE */.rj, {
        valid: [{ name: 'a file with content', path: TASK, text: task }],
        invalid: [
            {
                name: 'an empty message',
                path: TASK,
                text: '',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The file is empty (or holds only comments): an agent-corp message file needs a frontmatter with `id`, `from`, `to`, `type`, `priority`, `status` and `created_at`, and its text. Write it, or delete the file.',
                    },
                ],
            },
            {
                name: 'only a comment under .work/ (a warning there)',
                path: PLANNER,
                text: '# to do\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The file is empty (or holds only comments), so it was not checked: if it is meant as a Handoff envelope file, it needs `kind`, `agent_id`, `status` and `next`. Write it, or delete the file.',
                    },
                ],
            },
            {
                name: 'whitespace only',
                path: HANDOFF,
                text: '\n  \n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The file is empty (or holds only comments): a Handoff JSON file needs `from_agent`, `to_agent`, `timestamp`, `status`, `artifacts`, `context` and `validation`. Write it, or delete the file.',
                    },
                ],
            },
        ],
    }),
    ruleCases(read/* TOO_MANY_LINES_RULE */.c1, {
        valid: [
            {
                name: 'as many lines as `limits.file-lines`',
                path: PLANNER,
                text: planner(),
                config: { limits: { 'file-lines': 5 } },
            },
        ],
        invalid: [
            {
                name: 'one line more',
                path: PLANNER,
                text: planner('mode: brownfield\n'),
                config: { limits: { 'file-lines': 5 } },
                errors: [
                    {
                        line: 6,
                        column: 1,
                        message: 'The file has more than 5 lines (`limits.file-lines`), so no line of it was checked; split it, or raise the bound.',
                    },
                ],
            },
        ],
    }),
    ruleCases(yaml_doc/* TOO_DEEP_RULE */.dj, {
        valid: [
            {
                name: 'as deep as `limits.file-depth`',
                path: PLANNER,
                text: planner('summary:\n  total_epics: 2\n'),
                config: { limits: { 'file-depth': 2 } },
            },
        ],
        invalid: [
            {
                name: 'YAML one level deeper',
                path: PLANNER,
                text: planner('summary:\n  dependencies:\n    - from: US-002\n'),
                config: { limits: { 'file-depth': 2 } },
                errors: [
                    {
                        line: 8,
                        column: 5,
                        message: 'The file nests mappings and lists more than 2 levels deep (`limits.file-depth`), so it was not checked; flatten it.',
                    },
                ],
            },
            {
                name: 'JSON one level deeper',
                path: HANDOFF,
                text: handoff(),
                config: { limits: { 'file-depth': 1 } },
                errors: [
                    {
                        line: 10,
                        column: 16,
                        message: 'The file nests mappings and lists more than 1 level deep (`limits.file-depth`), so it was not checked; flatten it.',
                    },
                ],
            },
        ],
    }),
    ruleCases(finding_sink/* TOO_MANY_FINDINGS_RULE */.l, {
        valid: [
            {
                name: 'as many findings as `limits.file-findings`',
                path: PLANNER,
                text: planner('blokers: []\n'),
                config: { limits: { 'file-findings': 1 } },
            },
        ],
        invalid: [
            {
                name: 'one finding more',
                path: PLANNER,
                text: planner('blokers: []\nconflict: []\n'),
                config: { limits: { 'file-findings': 1 } },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '1 more finding in this file was not listed: a file lists at most 1 (`limits.file-findings`), errors first. This finding is as severe as the worst of them; fix the findings listed and check again.',
                    },
                ],
            },
        ],
    }),
    ruleCases(run_budget/* NOT_JUDGED_RULE */.lC, {
        valid: [
            {
                name: 'findings within `limits.run-findings`',
                path: PLANNER,
                text: planner('blokers: []\n'),
                config: { limits: { 'run-findings': 1 } },
            },
        ],
        invalid: [
            {
                name: "a file whose findings would pass the run's bound",
                path: PLANNER,
                text: planner('blokers: []\nconflict: []\n'),
                config: { limits: { 'run-findings': 1 } },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'This file was not checked: the run had kept 1 finding, its limit (`limits.run-findings`). It counts as an error until a run checks it; check fewer files at a time.',
                    },
                ],
            },
        ],
    }),
    ruleCases(detect/* UNRECOGNISED_RULE */.w, {
        valid: [
            {
                name: 'the same file, not named: passed over as no handoff file',
                path: 'notes/todo.yaml',
                text: 'items: []\n',
                named: false,
            },
        ],
        invalid: [
            {
                name: 'a named file no format knows',
                path: 'notes/todo.yaml',
                text: 'items: []\n',
                named: true,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'No handoff format recognises this file (by its path or its keys); it was not checked.',
                    },
                ],
            },
        ],
    }),
    ruleCases(near_path/* EXTENSION_RULE */.PN.id, {
        valid: [
            {
                name: 'an intent as spec 4 names it',
                path: '.forge/intents/lockout.yaml',
                text: 'title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: high\nstatus: executing\n'.replace('executing', 'proposed'),
            },
            {
                name: 'a Markdown note beside handoff files anywhere is no handoff file',
                path: 'docs/handoff-guide.md',
                text: '# Handing off\n',
            },
            { name: 'a YAML file outside every format folder', path: 'config/lockout.YAML', text: 'a: 1\n' },
        ],
        invalid: [
            {
                name: 'a high-risk intent with an upper-case extension',
                path: '.forge/intents/lockout.YAML',
                text: 'title: Lock accounts after failed logins\nbody: Lock an account for 15 minutes after 5 failed logins.\ntype: feature\nsource: human\nrisk: high\nstatus: executing\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`lockout.YAML` is where Intent files live, but they are read only as `*.yaml` or `*.yml` (case counts), so this file was not checked, and a runner that globs the same way does not read it either. Rename it to `lockout.yaml`.',
                    },
                ],
            },
            {
                name: 'a message with an upper-case extension',
                path: 'shared/tasks/frontend/20250124-003-task.MD',
                text: task,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`20250124-003-task.MD` is where agent-corp message files live, but they are read only as `*.md` (case counts), so this file was not checked, and a runner that globs the same way does not read it either. Rename it to `20250124-003-task.md`.',
                    },
                ],
            },
            {
                name: 'a task written as JSON, which tasks are not read as',
                path: '.forge/tasks/lockout/count-failures.json',
                text: '{ "intent_id": "lockout", "title": "Count failed logins", "status": "pending" }\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`count-failures.json` is where Task files live, but they are read only as `*.yaml` or `*.yml`, so this file was not checked. If it is one, rename it to `count-failures.yaml` (and write it in that syntax); if not, move it out of the folder.',
                    },
                ],
            },
        ],
    }),
    ruleCases(near_miss/* NEAR_MISS_RULE */.x.id, {
        valid: [{ name: "an envelope's two keys", path: '.work/plan.yaml', text: planner() }],
        invalid: [
            {
                name: 'agent_id misspelt in .work/',
                path: '.work/plan.yaml',
                text: 'kind: planner\nagentid: req:planner\nstatus: ok\n',
                errors: [
                    {
                        line: 2,
                        column: 1,
                        message: 'Did you mean `agent_id`? This file was not checked as a Handoff envelope: one is recognised by its `kind` and `agent_id` keys, and this file writes `agentid` for `agent_id`.',
                    },
                ],
            },
        ],
    }),
];

// EXTERNAL MODULE: ./src/parse/code-fence.ts
var code_fence = __webpack_require__(7986);
// EXTERNAL MODULE: ./src/parse/duplicates.ts
var duplicates = __webpack_require__(6149);
// EXTERNAL MODULE: ./src/parse/json-doc.ts
var json_doc = __webpack_require__(7554);
// EXTERNAL MODULE: ./src/parse/markdown-doc.ts
var markdown_doc = __webpack_require__(1485);
;// CONCATENATED MODULE: ./src/catalogue/parse-rules.cases.ts







/** The cases of the engine's `parse/*` rules (src/catalogue/catalogue.ts): a file's YAML, JSON or frontmatter as read. */
const parse_rules_cases_cases = [
    ruleCases(code_fence/* CODE_FENCE_RULE */.r, {
        valid: [
            {
                name: 'a fence inside a Markdown message is Markdown',
                path: TASK,
                text: `${task}\n\`\`\`yaml\na: 1\n\`\`\`\n`,
            },
        ],
        invalid: [
            {
                name: 'a YAML file pasted with its fence: the fix deletes both lines',
                path: PLANNER,
                text: `\`\`\`yaml\n${planner()}\`\`\`\n`,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The file is wrapped in a Markdown code fence (```yaml on line 1, ``` on line 7), which is not YAML: remove both fence lines. The lines between them were checked as YAML.',
                    },
                ],
                output: planner(),
            },
        ],
    }),
    ruleCases(yaml_doc/* YAML_SYNTAX_RULE */.r0, {
        valid: [{ name: 'YAML', path: PLANNER, text: planner('notes: "{N}/{M}"\n') }],
        invalid: [
            {
                name: "a template's `{N}/{M}` left unquoted",
                path: PLANNER,
                text: planner('notes: {N}/{M}\n'),
                errors: [{ line: 6, column: 11, message: 'YAML syntax error: Unexpected scalar at node end' }],
            },
        ],
    }),
    ruleCases(duplicates/* DUPLICATE_KEY_RULE */.r, {
        valid: [{ name: 'each key once', path: PLANNER, text: planner() }],
        invalid: [
            {
                name: 'status twice in YAML',
                path: PLANNER,
                text: planner('status: blocked\n'),
                errors: [
                    {
                        line: 6,
                        column: 1,
                        message: 'The key `status` is written twice in this mapping (first on line 3). YAML readers (and handoff-gate) use the last value, `blocked`, and ignore the other; for the gate, the inbox and the risk handoff-gate takes whichever value asks more of a reviewer. Keep one `status`.',
                    },
                ],
            },
            {
                name: 'status twice in JSON',
                path: HANDOFF,
                text: handoff('\n  "status": "FAIL",'),
                errors: [
                    {
                        line: 11,
                        column: 3,
                        message: 'The key `status` is written twice in this mapping (first on line 5). JSON readers use the last value, `FAIL`, and ignore the other; for the gate, the inbox and the risk handoff-gate takes whichever value asks more of a reviewer. Keep one `status`.',
                    },
                ],
            },
        ],
    }),
    ruleCases(yaml_doc/* MULTI_DOCUMENT_RULE */.ZC, {
        valid: [{ name: 'one document, its `---` marker included', path: PLANNER, text: `---\n${planner()}` }],
        invalid: [
            {
                name: 'a second document',
                path: PLANNER,
                text: `${planner()}---\n${planner()}`,
                errors: [
                    {
                        line: 6,
                        column: 1,
                        message: 'This file holds 2 YAML documents; only the first is checked. Split them into one file each.',
                    },
                ],
            },
        ],
    }),
    ruleCases(yaml_doc/* ALIAS_LIMIT_RULE */.uJ, {
        valid: [{ name: 'an alias or two', path: PLANNER, text: planner('base: &base [a, b]\ncopy: *base\n') }],
        invalid: [
            {
                name: 'aliases of aliases: an alias bomb',
                path: PLANNER,
                text: planner(`a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [${Array(10).fill('*a').join(', ')}]\nc: &c [${Array(10).fill('*b').join(', ')}]\n`),
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'YAML aliases expand past 100 copies (an alias bomb); write the values out instead.',
                    },
                ],
            },
        ],
    }),
    ruleCases(json_doc/* JSON_SYNTAX_RULE */.WN, {
        valid: [{ name: 'JSON', path: HANDOFF, text: handoff() }],
        invalid: [
            {
                name: 'a missing comma',
                path: HANDOFF,
                text: handoff().replace('"TestAgent",', '"TestAgent"'),
                errors: [{ line: 4, column: 3, message: 'Missing comma between values: add a `,` before this key.' }],
            },
        ],
    }),
    ruleCases(json_doc/* JSON_COMMENT_RULE */.ao, {
        valid: [
            { name: '`//` inside a string is text', path: HANDOFF, text: handoff('\n  "notes": "see https://example.com",') },
        ],
        invalid: [
            {
                name: 'a line comment',
                path: HANDOFF,
                text: handoff('\n  // loops: none'),
                errors: [
                    {
                        line: 11,
                        column: 3,
                        message: 'JSON does not allow comments; remove the comment or move the note into a field.',
                    },
                ],
            },
        ],
    }),
    ruleCases(markdown_doc/* FRONTMATTER_UNCLOSED_RULE */.Up, {
        valid: [{ name: 'frontmatter closed', path: TASK, text: task }],
        invalid: [
            {
                name: 'no closing `---`',
                path: TASK,
                text: task.replace('\n---\n\n', '\n\n'),
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The frontmatter opened with `---` is never closed; add a `---` line after its last field.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/agent-id-segments.cases.ts

/** An explorer's envelope with the `agent_id` given. */
const explorer = (agentId) => `kind: explorer
agent_id: ${agentId}
mode: brownfield
status: ok
artifacts:
  - path: .work/01_explorer/tech.md
    type: context
open_questions: []
blockers: []
next: aggregator
`;
const agent_id_segments_cases_cases = [
    ruleCases('envelope/agent-id-segments', {
        valid: [
            { name: 'type and subtype', path: '.work/explorer-tech.yaml', text: explorer('explorer:tech') },
            {
                name: 'type, subtype and shard',
                path: '.work/explorer-tech.yaml',
                text: explorer('"explorer:tech#shard-frontend"'),
            },
            {
                name: 'a shard may hold what a segment may not',
                path: '.work/explorer-domain.yaml',
                text: explorer('explorer:domain#frontend-v2'),
            },
            {
                name: "an id off the form altogether is the schema's finding",
                path: '.work/explorer.yaml',
                text: explorer('explorer tech'),
            },
            {
                name: "the template's placeholder is a leftover, not a nested id",
                path: '.work/explorer.yaml',
                text: explorer('"{type}:{subtype}:{shard}"'),
            },
        ],
        invalid: [
            {
                name: 'a pipeline that nests one level more',
                path: '.work/07_review_unified.yaml',
                text: explorer('sfra:aggregator:reviewer'),
                errors: [
                    {
                        line: 2,
                        column: 11,
                        message: "`agent_id` `sfra:aggregator:reviewer` has 3 `:` segments; the spec's form is `{type}:{subtype}#{shard}`. Join the extra ones (`sfra:aggregator-reviewer`), or make the last one the shard (`sfra:aggregator#reviewer`).",
                    },
                ],
            },
            {
                name: 'four segments and a shard, in JSON: the shard is kept',
                path: '.work/explorer.json',
                text: '{\n  "kind": "explorer",\n  "agent_id": "sfra:explorer:tech:deps#frontend",\n  "status": "ok",\n  "artifacts": [],\n  "next": "aggregator"\n}\n',
                errors: [
                    {
                        line: 3,
                        column: 15,
                        message: "`agent_id` `sfra:explorer:tech:deps#frontend` has 4 `:` segments; the spec's form is `{type}:{subtype}#{shard}`. Join the extra ones (`sfra:explorer-tech-deps#frontend`).",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/artifact-missing.cases.ts

/** An explorer's envelope listing the artifact paths given. */
const artifact_missing_cases_explorer = (...paths) => `kind: explorer
agent_id: explorer:tech
mode: brownfield
status: ok
artifacts:
${paths.map((path) => `  - path: ${path}\n    type: context\n`).join('')}next: aggregator
`;
const TECH = { '.work/01_explorer/tech.md': '# Tech\n' };
const artifact_missing_cases_cases = [
    ruleCases('envelope/artifact-missing', {
        valid: [
            {
                name: 'the file is there, named from the root',
                path: '.work/01_explorer.yaml',
                text: artifact_missing_cases_explorer('.work/01_explorer/tech.md'),
                files: TECH,
            },
            {
                name: 'the file is there, named from `.work/`',
                path: '.work/01_explorer.yaml',
                text: artifact_missing_cases_explorer('01_explorer/tech.md'),
                files: TECH,
            },
            {
                name: "a package's envelope names its file from the package",
                path: 'packages/api/.work/01_explorer.yaml',
                text: artifact_missing_cases_explorer('src/server.ts'),
                files: { 'packages/api/src/server.ts': 'export {};\n' },
            },
            { name: 'a glob is not looked up', path: '.work/06_reviewer.yaml', text: artifact_missing_cases_explorer('".work/06_reviewer/*.md"') },
            {
                name: "a path that leaves the repository is `artifact-path`'s finding",
                path: '.work/01_explorer.yaml',
                text: artifact_missing_cases_explorer('../tech.md'),
            },
            {
                name: 'a placeholder left from the template is a leftover',
                path: '.work/01_explorer.yaml',
                text: artifact_missing_cases_explorer('<path>'),
            },
        ],
        invalid: [
            {
                name: 'one of two artifacts was never written',
                path: '.work/01_explorer.yaml',
                text: artifact_missing_cases_explorer('.work/01_explorer/tech.md', '.work/01_explorer/domain.md'),
                files: TECH,
                errors: [
                    {
                        line: 8,
                        column: 11,
                        message: 'Artifact `.work/01_explorer/domain.md` does not exist in the repository. Fix the path, or commit the file if the next agent needs it.',
                    },
                ],
            },
            {
                name: 'a JSON envelope whose file is missing',
                path: '.work/04_story_map.json',
                text: '{"kind": "planner", "agent_id": "req:planner", "status": "ok", "artifacts": [{"path": ".work/04_story_map.md", "type": "story_map"}], "next": "writer"}\n',
                errors: [
                    {
                        line: 1,
                        column: 87,
                        message: 'Artifact `.work/04_story_map.md` does not exist in the repository. Fix the path, or commit the file if the next agent needs it.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/artifact-path.cases.ts

/** A writer's envelope listing the artifacts given (YAML lines under `artifacts:`). */
const writer = (artifacts) => `kind: writer
agent_id: req:writer
mode: greenfield
status: ok
artifacts:
${artifacts}open_questions: []
blockers: []
next: reviewer
`;
const artifact_path_cases_cases = [
    ruleCases('envelope/artifact-path', {
        valid: [
            {
                name: "paths from the root, as spec 1's examples write them",
                path: '.work/05_writer.yaml',
                text: writer('  - path: docs/requirements/user-stories.md\n    type: story\n  - path: .work/05_writer/notes.md\n    type: story\n'),
            },
            {
                name: 'a path counted from `.work/`, as spec 1 describes it',
                path: '.work/05_writer.yaml',
                text: writer('  - path: 05_writer/stories.md\n    type: story\n'),
            },
            {
                name: 'a `..` that stays inside',
                path: '.work/05_writer.yaml',
                text: writer('  - path: .work/../docs/requirements/user-stories.md\n    type: story\n'),
            },
            {
                name: "a path that is not a string is the schema's finding",
                path: '.work/05_writer.yaml',
                text: writer('  - path: 42\n    type: story\n'),
            },
        ],
        invalid: [
            {
                name: "an absolute path from the agent's machine",
                path: '.work/05_writer.yaml',
                text: writer('  - path: /home/agent/project/docs/requirements/user-stories.md\n    type: story\n'),
                errors: [
                    {
                        line: 6,
                        column: 11,
                        message: '`artifacts[].path` is an absolute path (`/home/agent/project/docs/requirements/user-stories.md`); write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a path that climbs out, and an empty one, in flow style',
                path: '.work/05_writer.yaml',
                text: writer('  - {path: ../shared/stories.md, type: story}\n  - {path: "", type: story}\n'),
                errors: [
                    {
                        line: 6,
                        column: 12,
                        message: '`artifacts[].path` (`../shared/stories.md`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                    { line: 7, column: 12, message: '`artifacts[].path` is empty; name the file.' },
                ],
            },
            {
                name: 'a Windows path, in JSON',
                path: '.work/01_explorer/tech.json',
                text: '{\n  "kind": "explorer",\n  "agent_id": "explorer:tech",\n  "status": "ok",\n  "artifacts": [{"path": "C:\\\\work\\\\tech.md", "type": "context"}],\n  "next": "aggregator"\n}\n',
                errors: [
                    {
                        line: 5,
                        column: 26,
                        message: '`artifacts[].path` is an absolute path (`C:\\work\\tech.md`); write it relative to the repository root.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/severity-mismatch.cases.ts

/** A reviewer's envelope: `severity` as given (no line when undefined), then its `findings` lines. */
const reviewer = (severity, findings = '') => `kind: reviewer
agent_id: reviewer:completeness
status: ok
${severity === undefined ? '' : `severity: ${severity}\n`}artifacts:
  - path: .work/06_reviewer/completeness.md
    type: review
${findings ? `findings:\n${findings}` : ''}summary:
  total_stories: 12
open_questions: []
blockers: []
next: aggregator
`;
const P0 = `  p0_issues:
    - id: COMP-001
      category: completeness
      description: US-004 has no acceptance criteria
      location: docs/requirements/user-stories.md:88
      fix: Add Given/When/Then criteria for the failure path
`;
const P1 = `  p1_issues:
    - id: COMP-002
      category: completeness
      description: US-007 does not say who may cancel an order
      location: docs/requirements/user-stories.md:131
      fix: Name the role
    - id: COMP-003
      category: wording
      description: '"fast" in US-009 is not measurable'
      location: docs/requirements/user-stories.md:150
      fix: State a response time
`;
const P2 = `  p2_issues:
    - id: COMP-004
      category: style
      description: Story titles mix tenses
      location: docs/requirements/user-stories.md:3
      fix: Use the present tense
`;
const severity_mismatch_cases_cases = [
    ruleCases('envelope/severity-mismatch', {
        valid: [
            { name: 'P0 findings, severity P0', path: '.work/06_reviewer/completeness.yaml', text: reviewer('P0', P0 + P1) },
            { name: 'only P2 findings, severity P2', path: '.work/06_reviewer/completeness.yaml', text: reviewer('P2', P2) },
            {
                name: 'no findings, severity null',
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('null', '  p0_issues: []\n  p1_issues: []\n  p2_issues: []\n'),
            },
            {
                name: "the template's `[...]` declares nothing",
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('null', '  p2_issues: [...]\n'),
            },
            {
                name: "a severity outside P0–P2 is the schema's finding",
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('P3', P2),
            },
            {
                name: 'only a reviewer states a severity',
                path: '.work/06_reviewer/x.yaml',
                text: reviewer('P2', P0)
                    .replace('kind: reviewer', 'kind: explorer')
                    .replace('next: aggregator', 'next: aggregator'),
            },
        ],
        invalid: [
            {
                name: 'a P0 finding under `severity: P1`',
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('P1', P0 + P1),
                errors: [
                    {
                        line: 4,
                        column: 11,
                        message: '`severity` is `P1`, but its highest finding is P0 (1 in `findings.p0_issues`). Write `severity: P0`.',
                    },
                ],
            },
            {
                name: 'P1 findings written as bare strings under `severity: null`',
                path: '.work/06_reviewer/nfr.yaml',
                text: reviewer('null', '  p1_issues:\n    - No latency budget for search\n    - No retention period for audit logs\n'),
                errors: [
                    {
                        line: 4,
                        column: 11,
                        message: '`severity` is `null`, but its highest finding is P1 (2 in `findings.p1_issues`). Write `severity: P1`.',
                    },
                ],
            },
            {
                name: 'a severity with nothing found, in JSON',
                path: '.work/06_reviewer/consistency.json',
                text: '{\n  "kind": "reviewer",\n  "agent_id": "reviewer:consistency",\n  "status": "ok",\n  "severity": "P2",\n  "artifacts": [],\n  "findings": {"p0_issues": [], "p1_issues": [], "p2_issues": []},\n  "next": "aggregator"\n}\n',
                errors: [
                    { line: 5, column: 15, message: '`severity` is `P2`, but it lists no findings. Write `severity: null`.' },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/finding-incomplete.cases.ts


const finding_incomplete_cases_cases = [
    ruleCases('envelope/finding-incomplete', {
        valid: [
            {
                name: 'every field spec 1 names',
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('P1', '  p1_issues:\n    - id: COMP-002\n      category: completeness\n      description: US-007 does not say who may cancel\n      location: docs/requirements/user-stories.md:131\n      fix: Name the role\n'),
            },
            {
                name: "a bare string is the schema's finding",
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('P2', '  p2_issues:\n    - Story titles mix tenses\n'),
            },
            {
                name: "an explorer's findings have other fields",
                path: '.work/01_explorer/tech.yaml',
                text: 'kind: explorer\nagent_id: explorer:tech\nstatus: ok\nartifacts: []\nfindings:\n  tech_stack:\n    language: TypeScript\nnext: aggregator\n',
            },
        ],
        invalid: [
            {
                name: 'a finding without a fix',
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('P0', '  p0_issues:\n    - id: COMP-001\n      category: completeness\n      description: US-004 has no acceptance criteria\n      location: docs/requirements/user-stories.md:88\n'),
                errors: [
                    {
                        line: 10,
                        column: 7,
                        message: "This P0 finding lacks `fix`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`.",
                    },
                ],
            },
            {
                name: '`file` and `line` where spec 1 has `location`, in flow style',
                path: '.work/06_reviewer/nfr.yaml',
                text: reviewer('P1', '  p1_issues:\n    - {id: NFR-001, category: performance, description: No latency budget, file: docs/requirements/user-stories.md, line: 40, fix: Add one}\n'),
                errors: [
                    {
                        line: 10,
                        column: 7,
                        message: "This P1 finding lacks `location`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`. It gives `file`, `line`: spec 1 writes that as `location` (`location: docs/requirements/user-stories.md:40`).",
                    },
                ],
            },
            {
                name: 'two thin findings in JSON, one naming only its file',
                path: '.work/06_reviewer/consistency.json',
                text: '{\n  "kind": "reviewer",\n  "agent_id": "reviewer:consistency",\n  "status": "ok",\n  "severity": "P2",\n  "artifacts": [],\n  "findings": {\n    "p2_issues": [\n      {"description": "Glossary term used two ways", "files": ["docs/glossary.md"]},\n      {"id": "CONS-002", "description": "Tense", "file": "docs/requirements/user-stories.md"}\n    ]\n  },\n  "next": "aggregator"\n}\n',
                errors: [
                    {
                        line: 9,
                        column: 7,
                        message: "This P2 finding lacks `id`, `category`, `location`, `fix`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`. It gives `files`: spec 1 writes that as `location`.",
                    },
                    {
                        line: 10,
                        column: 7,
                        message: "This P2 finding lacks `category`, `location`, `fix`; spec 1's finding has `id`, `category`, `description`, `location` (file:line) and `fix`. It gives `file`: spec 1 writes that as `location` (`location: docs/requirements/user-stories.md`).",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/finding-location-not-found.cases.ts


/** A reviewer's P1 finding at the location given (`location: …`, or the `file:`/`line:` real agents write). */
const at = (location) => reviewer('P1', `  p1_issues:\n    - id: COMP-002\n      category: completeness\n      description: US-007 does not say who may cancel\n      ${location}\n      fix: Name the role\n`);
const STORIES = { 'docs/requirements/user-stories.md': '# User stories\n' };
const finding_location_not_found_cases_cases = [
    ruleCases('envelope/finding-location-not-found', {
        valid: [
            {
                name: 'the file is in the repository',
                path: '.work/06_reviewer/completeness.yaml',
                text: at('location: docs/requirements/user-stories.md:131'),
                files: STORIES,
            },
            {
                name: 'a file named from `.work/`',
                path: '.work/06_reviewer/completeness.yaml',
                text: at('location: 04_story_map.md:12'),
                files: { '.work/04_story_map.md': '# Story map\n' },
            },
            {
                name: 'a place in words is not a path',
                path: '.work/06_reviewer/completeness.yaml',
                text: at('location: the cancel dialog'),
            },
            {
                name: 'a glob is not looked up',
                path: '.work/06_reviewer/completeness.yaml',
                text: at('location: "docs/requirements/*.md"'),
            },
        ],
        invalid: [
            {
                name: 'a file that was renamed',
                path: '.work/06_reviewer/completeness.yaml',
                text: at('location: docs/requirements/stories.md:131'),
                files: STORIES,
                errors: [
                    {
                        line: 13,
                        column: 17,
                        message: '`findings.p1_issues[0].location` names `docs/requirements/stories.md`, which does not exist in the repository. Fix the path (relative to the repository root), or commit the file.',
                    },
                ],
            },
            {
                name: 'a `file:` where spec 1 has `location:`',
                path: '.work/06_reviewer/completeness.yaml',
                text: at('file: docs/requirements/stories.md'),
                files: STORIES,
                errors: [
                    {
                        line: 13,
                        column: 13,
                        message: '`findings.p1_issues[0].file` names `docs/requirements/stories.md`, which does not exist in the repository. Fix the path (relative to the repository root), or commit the file.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/finding-location-path.cases.ts


/** A reviewer's P1 finding at the location given (`location: …`, or the `file:`/`line:` real agents write). */
const finding_location_path_cases_at = (location) => reviewer('P1', `  p1_issues:\n    - id: COMP-002\n      category: completeness\n      description: US-007 does not say who may cancel\n      ${location}\n      fix: Name the role\n`);
const finding_location_path_cases_STORIES = { 'docs/requirements/user-stories.md': '# User stories\n' };
const finding_location_path_cases_cases = [
    ruleCases('envelope/finding-location-path', {
        valid: [
            {
                name: 'a repository path and line',
                path: '.work/06_reviewer/completeness.yaml',
                text: finding_location_path_cases_at('location: docs/requirements/user-stories.md:131'),
                files: finding_location_path_cases_STORIES,
            },
            {
                name: 'a place in words is not a path',
                path: '.work/06_reviewer/completeness.yaml',
                text: finding_location_path_cases_at('location: the cancel dialog'),
            },
        ],
        invalid: [
            {
                name: 'an absolute path',
                path: '.work/06_reviewer/completeness.yaml',
                text: finding_location_path_cases_at('location: /etc/passwd:3'),
                errors: [
                    {
                        line: 13,
                        column: 17,
                        message: '`findings.p1_issues[0].location` is an absolute path (`/etc/passwd`); write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a path that climbs out of the repository, given as `file:`',
                path: '.work/06_reviewer/completeness.yaml',
                text: finding_location_path_cases_at('file: ../../secrets/.env'),
                errors: [
                    {
                        line: 13,
                        column: 13,
                        message: '`findings.p1_issues[0].file` (`../../secrets/.env`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/gate-count-short.cases.ts

/** A reviewer envelope listing `p0` P0 items and `p1` P1 items, each with an id of its own. */
const gate_count_short_cases_reviewer = (name, p0, p1) => {
    const issue = (prefix, i) => `    - id: ${prefix}-${i + 1}\n      category: ${name}\n      description: ${name} finding ${i + 1}\n      location: docs/requirements/user-stories.md:${i + 1}\n      fix: Rewrite it\n`;
    const list = (key, n, prefix) => n === 0 ? `  ${key}: []\n` : `  ${key}:\n${Array.from({ length: n }, (_, i) => issue(prefix, i)).join('')}`;
    const severity = p0 ? 'P0' : p1 ? 'P1' : 'null';
    return `kind: reviewer
agent_id: reviewer:${name}
status: ok
severity: ${severity}
artifacts:
  - path: .work/06_reviewer/${name}.md
    type: review
findings:
${list('p0_issues', p0, `${name.toUpperCase()}-P0`)}${list('p1_issues', p1, `${name.toUpperCase()}-P1`)}  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;
};
/** The review aggregator's envelope: its counts, the duplicates it says it removed, and its result. */
const unified = (p0, p1, result, duplicates = 0) => `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 2
  conflicts_found: 0
  conflicts_resolved: 0
  duplicates_removed: ${duplicates}
gate_decision:
  p0_count: ${p0}
  p1_count: ${p1}
  p2_count: 0
  result: ${result}
  return_phase: ${result === 'pass' ? 'null' : '5'}
open_questions: []
next: ${result === 'pass' ? 'done' : 'writer'}
`;
const UNIFIED = '.work/07_review_unified.yaml';
/** A run whose reviewers hold one P0 (completeness) and one P1 (security). */
const P0_AND_P1 = {
    '.work/06_reviewer/completeness.yaml': gate_count_short_cases_reviewer('completeness', 1, 0),
    '.work/06_reviewer/security.yaml': gate_count_short_cases_reviewer('security', 0, 1),
};
/** Two reviewers, each with a P1 of its own. */
const TWO_P1S = {
    '.work/06_reviewer/completeness.yaml': gate_count_short_cases_reviewer('completeness', 0, 1),
    '.work/06_reviewer/security.yaml': gate_count_short_cases_reviewer('security', 0, 1),
};
const gate_count_short_cases_cases = [
    ruleCases('envelope/gate-count-short', {
        valid: [
            {
                name: "the counts are the reviewers' open items",
                path: UNIFIED,
                text: unified(1, 1, 'veto'),
                context: P0_AND_P1,
            },
            {
                name: 'one P1 short, with the one duplicate it removed',
                path: UNIFIED,
                text: unified(0, 1, 'pass', 1),
                context: TWO_P1S,
            },
            {
                name: 'no reviewer in its run: nothing to compare',
                path: UNIFIED,
                text: unified(0, 0, 'pass'),
            },
            {
                name: "another run's reviewers are not its own",
                path: '.work/run-b/07_review_unified.yaml',
                text: unified(0, 0, 'pass'),
                context: { '.work/run-a/06_reviewer/completeness.yaml': gate_count_short_cases_reviewer('completeness', 1, 0) },
            },
            {
                name: 'an aggregator in a phase folder integrates the reviewers of the run above it',
                path: '.work/07_review/unified.yaml',
                text: unified(1, 1, 'veto'),
                context: P0_AND_P1,
            },
            {
                name: "the explorers' aggregator counts no review",
                path: '.work/02_context_unified.yaml',
                text: 'kind: aggregator\nagent_id: req:aggregator\nmode: brownfield\nstatus: ok\nartifacts:\n  - path: .work/02_context_unified.md\n    type: unified_context\nsummary:\n  inputs_count: 2\nnext: interviewer\n',
                context: P0_AND_P1,
            },
        ],
        invalid: [
            {
                name: 'rewritten to pass with counts 0 while its reviewers hold a P0 and a P1',
                path: UNIFIED,
                text: unified(0, 0, 'pass'),
                context: P0_AND_P1,
                errors: [
                    {
                        line: 14,
                        column: 13,
                        message: '`p0_count` is 0, but the reviewers this aggregator integrates hold 1 open P0 item (`.work/06_reviewer/completeness.yaml`: 1): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).',
                    },
                    {
                        line: 15,
                        column: 13,
                        message: '`p1_count` is 0, but the reviewers this aggregator integrates hold 1 open P1 item (`.work/06_reviewer/security.yaml`: 1): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).',
                    },
                ],
            },
            {
                name: 'two distinct P1s counted as one, with no duplicate removed',
                path: UNIFIED,
                text: unified(0, 1, 'pass'),
                context: TWO_P1S,
                errors: [
                    {
                        line: 15,
                        column: 13,
                        message: '`p1_count` is 1, but the reviewers this aggregator integrates hold 2 open P1 items (`.work/06_reviewer/completeness.yaml`: 1, `.work/06_reviewer/security.yaml`: 1), and `summary.duplicates_removed` is 0: a count may fall short of theirs only by the duplicates removed. Count every item, or say how many duplicates were removed.',
                    },
                ],
            },
            {
                name: 'a duplicate removed excuses nothing at 0',
                path: '.work/07_review/unified.yaml',
                text: unified(0, 0, 'pass', 1),
                context: { '.work/06_reviewer/security.yaml': gate_count_short_cases_reviewer('security', 0, 1) },
                errors: [
                    {
                        line: 15,
                        column: 13,
                        message: '`p1_count` is 0, but the reviewers this aggregator integrates hold 1 open P1 item (`.work/06_reviewer/security.yaml`: 1): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/gate-result-mismatch.cases.ts

/** The review aggregator's envelope: its gate's counts and result, and `next`. */
const aggregator = (gate, next) => `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 4
${gate}open_questions: []
next: ${next}
`;
const gate = (p0, p1, p2, result) => `gate_decision:\n  p0_count: ${p0}\n  p1_count: ${p1}\n  p2_count: ${p2}\n  result: ${result}\n  return_phase: null\n`;
const gate_result_mismatch_cases_cases = [
    ruleCases('envelope/gate-result-mismatch', {
        valid: [
            {
                name: 'one P0 vetoes',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(1, 0, 3, 'veto'), 'planner'),
            },
            {
                name: 'two P1s reject',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 2, 0, 'reject'), 'writer'),
            },
            {
                name: 'one P1 and any P2s pass',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 1, 5, 'pass'), 'done'),
            },
            {
                name: "a case slip that agrees is the enum's finding alone",
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(1, 0, 0, 'Veto'), 'writer'),
            },
            {
                name: 'without counts there is nothing to compare',
                path: '.work/07_review_unified.yaml',
                text: aggregator('gate_decision:\n  result: pass\n', 'done'),
            },
            {
                name: "the template's placeholder is a leftover",
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 0, 0, '"pass | reject | veto"'), 'done'),
            },
        ],
        invalid: [
            {
                name: 'a pass with a P0 counted',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(1, 0, 2, 'pass'), 'done'),
                errors: [
                    {
                        line: 14,
                        column: 11,
                        message: '`gate_decision.result` is `pass`, but `p0_count: 1` and `p1_count: 0` make it `veto` (one P0 vetoes, two P1s reject, anything else passes). Correct the result or the counts. Until then the gate takes the stricter, `veto`.',
                    },
                ],
            },
            {
                name: 'a case slip that disagrees too',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 1, 0, 'Reject'), 'writer'),
                errors: [
                    {
                        line: 14,
                        column: 11,
                        message: '`gate_decision.result` is `Reject`, but `p0_count: 0` and `p1_count: 1` make it `pass` (one P0 vetoes, two P1s reject, anything else passes). Correct the result or the counts. Until then the gate takes the stricter, `reject`.',
                    },
                ],
            },
            {
                name: 'a word that is no gate result, in JSON',
                path: '.work/07_review_unified.json',
                text: '{\n  "kind": "aggregator",\n  "agent_id": "req:aggregator",\n  "status": "ok",\n  "artifacts": [],\n  "gate_decision": {"p0_count": 0, "p1_count": 3, "p2_count": 1, "result": "changes_requested"},\n  "next": "writer"\n}\n',
                errors: [
                    {
                        line: 6,
                        column: 76,
                        message: '`changes_requested` is not a gate result; `p0_count: 0` and `p1_count: 3` make it `reject` (one P0 vetoes, two P1s reject, anything else passes). Write `result: reject`. Until then the gate takes the stricter, `reject`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/gate-next-mismatch.cases.ts


const gate_next_mismatch_cases_cases = [
    ruleCases('envelope/gate-next-mismatch', {
        valid: [
            {
                name: 'a passed gate is done',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 1, 4, 'pass'), 'done'),
            },
            {
                name: 'a veto goes back to the planner',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(1, 0, 0, 'veto'), 'planner'),
            },
            {
                name: 'a reject goes back to the interviewer',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 2, 0, 'reject'), 'interviewer'),
            },
            {
                name: 'an explorer-merging aggregator has no gate and hands on',
                path: '.work/02_context_unified.yaml',
                text: aggregator('gate_decision: null\n', 'interviewer'),
            },
            {
                name: 'other kinds have no gate',
                path: '.work/05_writer.yaml',
                text: 'kind: writer\nagent_id: req:writer\nstatus: ok\nartifacts: []\nnext: reviewer\n',
            },
        ],
        invalid: [
            {
                name: 'a passed gate sent back to the writer',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 0, 2, 'pass'), 'writer'),
                errors: [
                    {
                        line: 17,
                        column: 7,
                        message: 'The gate passed, so the work is `done`; `next: writer` would send it back. Write `next: done`, or record why the gate did not pass.',
                    },
                ],
            },
            {
                name: 'a reject that ends the run',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(0, 2, 1, 'reject'), 'done'),
                errors: [
                    {
                        line: 17,
                        column: 7,
                        message: 'A `reject` sends the work back to `interviewer` (NFR gaps), `planner` (structure) or `writer` (wording), not `done`.',
                    },
                ],
            },
            {
                name: 'a veto read from the counts when the result is no gate result, `Done` in any case',
                path: '.work/07_review_unified.yaml',
                text: aggregator(gate(2, 0, 0, 'blocked'), 'Done'),
                errors: [
                    {
                        line: 17,
                        column: 7,
                        message: 'A `veto` sends the work back to `interviewer` (NFR gaps), `planner` (structure) or `writer` (wording), not `done`.',
                    },
                ],
            },
            {
                name: 'done without a gate, in JSON: a warning',
                path: '.work/07_review_unified.json',
                text: '{\n  "kind": "aggregator",\n  "agent_id": "req:aggregator",\n  "status": "ok",\n  "artifacts": [{"path": ".work/07_review_unified.md", "type": "unified_review"}],\n  "next": "done"\n}\n',
                errors: [
                    {
                        line: 6,
                        column: 11,
                        message: 'An aggregator may send `next: done` only when its review gate passed, and this one has no `gate_decision`. Add the `gate_decision`, or name the next agent.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/next-mismatch.cases.ts

const envelope = (kind, next) => `kind: ${kind}
agent_id: ${kind}:main
status: ok
artifacts: []
open_questions: []
blockers: []
next: ${next}
`;
const next_mismatch_cases_cases = [
    ruleCases('envelope/next-mismatch', {
        valid: [
            { name: 'a planner hands off to the writer', path: '.work/plan.yaml', text: envelope('planner', 'writer') },
            {
                name: 'an aggregator may send work to any of its four targets',
                path: '.work/agg.yaml',
                text: envelope('aggregator', 'interviewer'),
            },
            {
                name: "a team's own kind has no row in the table",
                path: '.work/idx.yaml',
                text: envelope('indexer', 'done'),
                config: { enums: { 'envelope/kind': ['indexer'] } },
            },
            {
                name: "a `next` outside the spec is the schema's finding, not this rule's",
                path: '.work/plan.yaml',
                text: envelope('planner', 'deployer'),
            },
        ],
        invalid: [
            {
                name: 'a planner that skips the writer',
                path: '.work/plan.yaml',
                text: envelope('planner', 'reviewer'),
                errors: [
                    { line: 7, column: 7, message: "A planner hands off to `writer`, not `reviewer` (spec 1's `next` table)." },
                ],
            },
            {
                name: 'an explorer that ends the run',
                path: '.work/explore.json',
                text: '{"kind": "explorer", "agent_id": "explorer:docs", "status": "ok", "artifacts": [], "next": "done"}\n',
                errors: [
                    {
                        line: 1,
                        column: 92,
                        message: "An explorer hands off to `aggregator`, not `done` (spec 1's `next` table).",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/severity-missing.cases.ts


const severity_missing_cases_cases = [
    ruleCases('envelope/severity-missing', {
        valid: [
            {
                name: 'a reviewer with its severity',
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('P2', '  p2_issues:\n    - Story titles mix tenses\n'),
            },
            {
                name: 'a reviewer that found nothing says null',
                path: '.work/06_reviewer/completeness.yaml',
                text: reviewer('null'),
            },
            {
                name: 'other kinds have no severity',
                path: '.work/05_writer.yaml',
                text: 'kind: writer\nagent_id: req:writer\nstatus: ok\nartifacts: []\nnext: reviewer\n',
            },
        ],
        invalid: [
            {
                name: 'a reviewer with a P1 finding and no severity',
                path: '.work/06_reviewer/nfr.yaml',
                text: reviewer(undefined, '  p1_issues:\n    - {id: NFR-001, category: performance, description: No latency budget, location: "docs/requirements/user-stories.md:40", fix: Add one}\n'),
                errors: [
                    {
                        line: 1,
                        column: 7,
                        message: 'A reviewer states its highest finding level in `severity`; add `severity: P1`.',
                    },
                ],
            },
            {
                name: 'a reviewer with no findings and no severity',
                path: '.work/06_reviewer/nfr.json',
                text: '{"kind": "reviewer", "agent_id": "reviewer:nfr", "status": "ok", "artifacts": [], "next": "aggregator"}\n',
                errors: [
                    {
                        line: 1,
                        column: 10,
                        message: 'A reviewer states its highest finding level in `severity`; add `severity: null`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/envelope/rules/status-requires.cases.ts

/** A writer's envelope with `status` and the lines given; `next` last. */
const status_requires_cases_writer = (status, lines = '') => `kind: writer\nagent_id: writer:main\nstatus: ${status}\n${lines}next: reviewer\n`;
const status_requires_cases_cases = [
    ruleCases('envelope/status-requires-artifacts', {
        valid: [
            {
                name: 'ok with the files it produced',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('ok', 'artifacts:\n  - path: docs/plan.md\n    type: doc\n'),
            },
            { name: 'ok that produced nothing says so', path: '.work/w.yaml', text: status_requires_cases_writer('ok', 'artifacts: []\n') },
        ],
        invalid: [
            {
                name: 'ok without `artifacts`',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('ok'),
                errors: [
                    {
                        line: 3,
                        column: 9,
                        message: '`status: ok` requires `artifacts`: list the files it produced (`[]` when none).',
                    },
                ],
            },
        ],
    }),
    ruleCases('envelope/status-requires-open-questions', {
        valid: [
            {
                name: 'needs_input with a question',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('needs_input', 'open_questions:\n  - Which region?\n'),
            },
        ],
        invalid: [
            {
                name: 'needs_input with an empty list, reported on the list',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('needs_input', 'open_questions: []\n'),
                errors: [
                    {
                        line: 4,
                        column: 17,
                        message: '`status: needs_input` requires `open_questions` with at least one entry: ask at least one question in `open_questions`.',
                    },
                ],
            },
        ],
    }),
    ruleCases('envelope/status-requires-conflicts', {
        valid: [
            {
                name: 'conflict naming one',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('conflict', 'conflicts:\n  - The plan and the review disagree on the region.\n'),
            },
        ],
        invalid: [
            {
                name: 'conflict with `conflicts: null`, which is none',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('conflict', 'conflicts: null\n'),
                errors: [
                    {
                        line: 4,
                        column: 12,
                        message: '`status: conflict` requires `conflicts` with at least one entry: list at least one conflict in `conflicts`.',
                    },
                ],
            },
        ],
    }),
    ruleCases('envelope/status-requires-blockers', {
        valid: [
            {
                name: 'blocked saying by what',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('blocked', 'blockers:\n  - Needs the staging credentials\n'),
            },
            { name: 'another status needs no blockers', path: '.work/w.yaml', text: status_requires_cases_writer('ok', 'artifacts: []\n') },
        ],
        invalid: [
            {
                name: 'blocked without `blockers`, reported on the status',
                path: '.work/w.yaml',
                text: status_requires_cases_writer('blocked'),
                errors: [
                    {
                        line: 3,
                        column: 9,
                        message: '`status: blocked` requires `blockers` with at least one entry: say what blocks it in `blockers` (at least one).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/from-agent-mismatch.cases.ts

/**
 * A TestAgent handoff as spec 3's "TestAgent → CodeReviewer" example writes it, with the changes
 * given (a key set to undefined is left out), as JSON with two-space indents.
 */
function from_agent_mismatch_cases_handoff(changes = {}) {
    const base = {
        from_agent: 'TestAgent',
        to_agent: 'CodeReviewer',
        timestamp: '2025-01-14T13:30:00.000Z',
        status: 'PASS',
        iteration: 1,
        loop_required: false,
        loop_target: null,
        loop_reason: null,
        artifacts: [
            {
                type: 'test_file',
                path: 'tests/unit/cabinetService.test.js',
                purpose: 'Unit tests for the cabinet service',
                priority: 'high',
            },
        ],
        context: {
            design_decisions: ['Mocked SerialPort for all tests'],
            known_limitations: ['Real hardware not tested'],
            assumptions: [],
        },
        issues: [],
        validation: {
            command: 'npm test -- --run',
            expected_result: 'All tests pass',
            checklist: ['All tests pass (0 failures)'],
        },
    };
    return `${JSON.stringify({ ...base, ...changes }, null, 2)}\n`;
}
/** The files the sample handoff names. */
const FILES = {
    'tests/unit/cabinetService.test.js': "import { test } from 'vitest';\n",
    'src/services/cabinetService.js': 'export class CabinetService {}\n',
};
const from_agent_mismatch_cases_cases = [
    ruleCases('handoff/from-agent-mismatch', {
        valid: [
            { name: 'the file is named after its agent', path: 'handoff-TestAgent.json', text: from_agent_mismatch_cases_handoff(), files: FILES },
            {
                name: 'a qualifier after the name, as the companion docs write it',
                path: 'handoff-TestAgent-iteration-1.json',
                text: from_agent_mismatch_cases_handoff(),
                files: FILES,
            },
            {
                name: 'a corrected copy kept beside the original',
                path: 'sessions/003/handoff-TestAgent-CORRECTED.json',
                text: from_agent_mismatch_cases_handoff(),
                files: FILES,
            },
            {
                name: "a missing `from_agent` is the schema's finding",
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ from_agent: undefined }),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: "a handoff copied from another agent's file",
                path: 'handoff-BackendBuilder.json',
                text: from_agent_mismatch_cases_handoff(),
                files: FILES,
                errors: [
                    {
                        line: 2,
                        column: 17,
                        message: '`from_agent` is `TestAgent` but the file is `handoff-BackendBuilder.json`: each agent writes `handoff-{its own name}.json`. Rename the file or correct `from_agent`.',
                    },
                ],
            },
            {
                name: 'the name without a hyphen before what follows is another name',
                path: 'handoff-TestAgentV2.json',
                text: from_agent_mismatch_cases_handoff(),
                files: FILES,
                errors: [
                    {
                        line: 2,
                        column: 17,
                        message: '`from_agent` is `TestAgent` but the file is `handoff-TestAgentV2.json`: each agent writes `handoff-{its own name}.json`. Rename the file or correct `from_agent`.',
                    },
                ],
            },
            {
                name: 'names that differ only in case',
                path: 'handoff-testagent.json',
                text: from_agent_mismatch_cases_handoff(),
                files: FILES,
                errors: [
                    {
                        line: 2,
                        column: 17,
                        message: '`from_agent` is `TestAgent` but the file is `handoff-testagent.json` (they differ only in letter case): each agent writes `handoff-{its own name}.json`. Rename the file or correct `from_agent`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/artifact-path.cases.ts


/** A handoff listing artifacts at the paths given. */
const listing = (...paths) => from_agent_mismatch_cases_handoff({ artifacts: paths.map((path) => ({ type: 'test_file', path, purpose: 'Unit tests', priority: 'high' })) });
const rules_artifact_path_cases_cases = [
    ruleCases('handoff/artifact-path', {
        valid: [
            {
                name: 'a path from the repository root',
                path: 'handoff-TestAgent.json',
                text: listing('tests/unit/cabinetService.test.js'),
                files: FILES,
            },
            {
                name: "a glob, as spec 3's TestAgent writes it",
                path: 'handoff-TestAgent.json',
                text: listing('tests/unit/*.test.js'),
                files: FILES,
            },
            {
                name: "an empty path is the schema's finding",
                path: 'handoff-TestAgent.json',
                text: listing(''),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: 'an absolute path and one that leaves the repository',
                path: 'handoff-TestAgent.json',
                text: listing('/Users/dev/cabinet/tests/unit/cabinetService.test.js', 'tests/../../shared/fixtures.js'),
                files: FILES,
                errors: [
                    {
                        line: 13,
                        column: 15,
                        message: '`artifacts[0].path` is an absolute path (`/Users/dev/cabinet/tests/unit/cabinetService.test.js`); write it relative to the repository root.',
                    },
                    {
                        line: 19,
                        column: 15,
                        message: '`artifacts[1].path` (`tests/../../shared/fixtures.js`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a Windows path',
                path: 'handoff-TestAgent.json',
                text: listing('C:\\cabinet\\tests\\unit\\cabinetService.test.js'),
                files: FILES,
                errors: [
                    {
                        line: 13,
                        column: 15,
                        message: '`artifacts[0].path` is an absolute path (`C:\\cabinet\\tests\\unit\\cabinetService.test.js`); write it relative to the repository root.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/artifact-not-found.cases.ts



const artifact_not_found_cases_cases = [
    ruleCases('handoff/artifact-not-found', {
        valid: [
            {
                name: 'the file is committed',
                path: 'handoff-TestAgent.json',
                text: listing('tests/unit/cabinetService.test.js'),
                context: FILES,
            },
            { name: 'a glob is not looked up', path: 'handoff-TestAgent.json', text: listing('tests/unit/*.test.js') },
            {
                name: "a path from the handoff's own folder",
                path: 'sessions/001/handoff-TestAgent.json',
                text: listing('tests/cabinetService.test.js'),
                context: { 'sessions/001/tests/cabinetService.test.js': "import { test } from 'vitest';\n" },
            },
            {
                name: "an absolute path is `artifact-path`'s finding",
                path: 'handoff-TestAgent.json',
                text: listing('/tmp/cabinetService.test.js'),
            },
        ],
        invalid: [
            {
                name: 'one of two artifacts was never committed',
                path: 'handoff-TestAgent.json',
                text: listing('tests/unit/cabinetService.test.js', 'tests/TEST_RESULTS.md'),
                context: FILES,
                errors: [
                    {
                        line: 19,
                        column: 15,
                        message: 'Artifact `tests/TEST_RESULTS.md` does not exist in the repository. Commit it, fix the path (relative to the repository root), or drop the artifact.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/duplicate-issue-id.cases.ts


/** An open bug in the cabinet service, with the id given. */
const bug = (id, line) => ({
    ...(id !== undefined && { id }),
    severity: 'high',
    category: 'bug',
    location: `src/services/cabinetService.js:${line}`,
    description: 'Buffer overflow not protected when data exceeds 10KB',
    remediation: 'Add a buffer size check before Buffer.concat()',
    status: 'open',
});
const duplicate_issue_id_cases_cases = [
    ruleCases('handoff/duplicate-issue-id', {
        valid: [
            {
                name: 'each issue its own id',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ issues: [bug('BUG-001', 245), bug('BUG-002', 38)] }),
                files: FILES,
            },
            {
                name: "an issue without an id is the schema's finding",
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ issues: [bug('BUG-001', 245), bug(undefined, 38)] }),
                files: FILES,
            },
            {
                name: 'ids differ in case',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ issues: [bug('BUG-001', 245), bug('bug-001', 38)] }),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: 'an id copied with its issue, twice',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ issues: [bug('BUG-001', 245), bug('BUG-001', 38), bug('BUG-001', 61)] }),
                files: FILES,
                errors: [
                    {
                        line: 38,
                        column: 13,
                        message: 'Issue id `BUG-001` is already used by `issues[0]`; give each issue its own id.',
                    },
                    {
                        line: 47,
                        column: 13,
                        message: 'Issue id `BUG-001` is already used by `issues[0]`; give each issue its own id.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/issue-location.cases.ts


/** A handoff with one open issue at the location given. */
const issue_location_cases_at = (location) => from_agent_mismatch_cases_handoff({
    issues: [
        {
            id: 'TEST-001',
            severity: 'medium',
            category: 'bug',
            location,
            description: 'Buffer not cleared when exceeding 10KB in some edge cases',
            remediation: 'Add buffer size check in all append operations',
            status: 'open',
        },
    ],
});
const issue_location_cases_cases = [
    ruleCases('handoff/issue-location', {
        valid: [
            {
                name: 'file and line, as spec 3 writes it',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/cabinetService.js:245'),
                files: FILES,
            },
            {
                name: 'file, line and column, as compilers write it',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/cabinetService.js:245:7'),
                files: FILES,
            },
            {
                name: 'a `./` before the file',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('./src/services/cabinetService.js:245'),
                files: FILES,
            },
            {
                name: "a location that is not a string is the schema's finding",
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at(245),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: 'a file without its line',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/cabinetService.js'),
                files: FILES,
                errors: [
                    {
                        line: 32,
                        column: 19,
                        message: '`issues[0].location` (`src/services/cabinetService.js`) must be `file:line` (e.g. `src/app.js:42`); add the line number after a colon.',
                    },
                ],
            },
            {
                name: 'line 0',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/cabinetService.js:0'),
                files: FILES,
                errors: [
                    {
                        line: 32,
                        column: 19,
                        message: '`issues[0].location` (`src/services/cabinetService.js:0`) has line 0; lines count from 1.',
                    },
                ],
            },
            {
                name: "an absolute path from the agent's machine",
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('/home/runner/work/cabinet/src/services/cabinetService.js:245'),
                files: FILES,
                errors: [
                    {
                        line: 32,
                        column: 19,
                        message: '`issues[0].location` is an absolute path (`/home/runner/work/cabinet/src/services/cabinetService.js`); write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a file outside the repository',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('../firmware/serial.c:12'),
                files: FILES,
                errors: [
                    {
                        line: 32,
                        column: 19,
                        message: '`issues[0].location` (`../firmware/serial.c`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/issue-location-not-found.cases.ts



const issue_location_not_found_cases_cases = [
    ruleCases('handoff/issue-location-not-found', {
        valid: [
            {
                name: 'the file is in the repository',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/cabinetService.js:245'),
                context: FILES,
            },
            {
                name: "a path from the handoff's own folder",
                path: 'sessions/001/handoff-TestAgent.json',
                text: issue_location_cases_at('out/report.md:3'),
                context: { ...FILES, 'sessions/001/out/report.md': '# Report\n' },
            },
            {
                name: 'a glob is not looked up',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/*.js:1'),
                context: FILES,
            },
            {
                name: "a location without a line is `issue-location`'s finding",
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/missing.js'),
                context: FILES,
            },
        ],
        invalid: [
            {
                name: 'a file that was renamed',
                path: 'handoff-TestAgent.json',
                text: issue_location_cases_at('src/services/cabinet.js:245'),
                context: FILES,
                errors: [
                    {
                        line: 32,
                        column: 19,
                        message: '`issues[0].location` names `src/services/cabinet.js`, which does not exist in the repository. Fix the path (relative to the repository root).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/iteration-decreased.cases.ts


const PATH = 'handoff-TestAgent.json';
const iteration_decreased_cases_cases = [
    ruleCases('handoff/iteration-decreased', {
        valid: [
            {
                name: 'the pipeline looped back: the iteration went up',
                path: PATH,
                text: from_agent_mismatch_cases_handoff({ iteration: 3 }),
                files: FILES,
                base: { [PATH]: from_agent_mismatch_cases_handoff({ iteration: 2 }) },
            },
            {
                name: 'the same iteration, rewritten',
                path: PATH,
                text: from_agent_mismatch_cases_handoff({ iteration: 2 }),
                files: FILES,
                base: { [PATH]: from_agent_mismatch_cases_handoff({ iteration: 2 }) },
            },
            { name: 'a new file has nothing to compare with', path: PATH, text: from_agent_mismatch_cases_handoff({ iteration: 1 }), files: FILES },
            {
                name: 'a base without an iteration says nothing',
                path: PATH,
                text: from_agent_mismatch_cases_handoff({ iteration: 1 }),
                files: FILES,
                base: { [PATH]: from_agent_mismatch_cases_handoff({ iteration: undefined }) },
            },
        ],
        invalid: [
            {
                name: 'an agent wrote the first iteration over the third',
                path: PATH,
                text: from_agent_mismatch_cases_handoff({ iteration: 1 }),
                files: FILES,
                base: { [PATH]: from_agent_mismatch_cases_handoff({ iteration: 3 }) },
                errors: [
                    {
                        line: 6,
                        column: 16,
                        message: '`iteration` went down from 3 (base revision) to 1. Iterations only increase when the pipeline loops back; write the current iteration (3 or more).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-fields-missing.cases.ts


const loop_fields_missing_cases_cases = [
    ruleCases('handoff/loop-fields-missing', {
        valid: [
            { name: 'both fields given', path: 'handoff-TestAgent.json', text: from_agent_mismatch_cases_handoff(), files: FILES },
            {
                name: 'a loop, with both fields',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ loop_required: true, loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: "both left out, as spec 3's first example does",
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({
                    iteration: undefined,
                    loop_required: undefined,
                    loop_target: undefined,
                    loop_reason: undefined,
                }),
                files: FILES,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`iteration` and `loop_required` are missing: the orchestrator needs them to count loops. Add `"iteration": 1` (or the current iteration) and `"loop_required": false` (or true with `loop_target` and `loop_reason`).',
                    },
                ],
            },
            {
                name: 'only `iteration` left out',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ iteration: undefined }),
                files: FILES,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`iteration` is missing: the orchestrator needs it to count loops. Add `"iteration": 1` (or the current iteration).',
                    },
                ],
            },
            {
                name: 'only `loop_required` left out, the loop details still there',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ loop_required: undefined }),
                files: FILES,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`loop_required` is missing: the orchestrator needs it to know whether to loop back. Add `"loop_required": false` (or true with `loop_target` and `loop_reason`).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-reason-missing.cases.ts


const MESSAGE = '`loop_required: true` without `loop_reason`: say why the loop is needed, e.g. `"loop_reason": "BUGS_FOUND_IN_TESTS"` (or `CRITICAL_CODE_QUALITY_ISSUES`, `CRITICAL_SECURITY_VULNERABILITIES`).';
/** A CodeReviewer that sends the work back, with the loop details given. */
const looping = (details) => from_agent_mismatch_cases_handoff({
    from_agent: 'CodeReviewer',
    to_agent: 'BackendBuilder',
    status: 'FAIL',
    loop_required: true,
    loop_target: 'BackendBuilder',
    ...details,
});
const loop_reason_missing_cases_cases = [
    ruleCases('handoff/loop-reason-missing', {
        valid: [
            {
                name: 'a loop that says why',
                path: 'handoff-CodeReviewer.json',
                text: looping({ loop_reason: 'CRITICAL_SECURITY_VULNERABILITIES' }),
                files: FILES,
            },
            {
                name: 'no loop needs no reason',
                path: 'handoff-CodeReviewer.json',
                text: from_agent_mismatch_cases_handoff({ from_agent: 'CodeReviewer' }),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: 'the reason left null',
                path: 'handoff-CodeReviewer.json',
                text: looping({ loop_reason: null }),
                files: FILES,
                errors: [{ line: 9, column: 18, message: MESSAGE }],
            },
            {
                name: 'the reason left out, reported on `loop_required`',
                path: 'handoff-CodeReviewer.json',
                text: looping({ loop_reason: undefined }),
                files: FILES,
                errors: [{ line: 7, column: 20, message: MESSAGE }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-target-required.cases.ts


const loop_target_required_cases_MESSAGE = '`loop_required: true` needs `loop_target`: the orchestrator loops back to the agent it names. Name that agent (usually `"loop_target": "BackendBuilder"`), or set `loop_required: false` if no loop is needed.';
/** A TestAgent that found bugs and loops, with the loop details given. */
const loop_target_required_cases_looping = (details) => from_agent_mismatch_cases_handoff({ to_agent: 'BackendBuilder', status: 'PASS_WITH_FIXES', loop_required: true, ...details });
const loop_target_required_cases_cases = [
    ruleCases('handoff/loop-target-required', {
        valid: [
            {
                name: "spec 3's loop back to BackendBuilder",
                path: 'handoff-TestAgent.json',
                text: loop_target_required_cases_looping({ loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
            },
            { name: 'no loop needs no target', path: 'handoff-TestAgent.json', text: from_agent_mismatch_cases_handoff(), files: FILES },
            {
                name: "a target of another type is the schema's finding",
                path: 'handoff-TestAgent.json',
                text: loop_target_required_cases_looping({ loop_target: 1, loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: 'a null target, reported on it',
                path: 'handoff-TestAgent.json',
                text: loop_target_required_cases_looping({ loop_target: null, loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
                errors: [{ line: 8, column: 18, message: loop_target_required_cases_MESSAGE }],
            },
            {
                name: 'a blank target',
                path: 'handoff-TestAgent.json',
                text: loop_target_required_cases_looping({ loop_target: ' ', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
                errors: [{ line: 8, column: 18, message: loop_target_required_cases_MESSAGE }],
            },
            {
                name: 'no target at all, reported on `loop_required`',
                path: 'handoff-TestAgent.json',
                text: loop_target_required_cases_looping({ loop_target: undefined, loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
                errors: [{ line: 7, column: 20, message: loop_target_required_cases_MESSAGE }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-target-without-loop.cases.ts


const loop_target_without_loop_cases_cases = [
    ruleCases('handoff/loop-target-without-loop', {
        valid: [
            { name: 'no loop, details null', path: 'handoff-TestAgent.json', text: from_agent_mismatch_cases_handoff(), files: FILES },
            {
                name: 'no loop, details left out',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ loop_target: undefined, loop_reason: undefined }),
                files: FILES,
            },
            {
                name: 'a loop names its target',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ loop_required: true, loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
            },
        ],
        invalid: [
            {
                name: 'a target and a reason kept after the loop was settled',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ loop_target: 'BackendBuilder', loop_reason: 'BUGS_FOUND_IN_TESTS' }),
                files: FILES,
                errors: [
                    {
                        line: 8,
                        column: 18,
                        message: '`loop_target` must be null when `loop_required` is false: the orchestrator will not loop. Set it to null, or set `loop_required: true` if a loop is needed.',
                    },
                    {
                        line: 9,
                        column: 18,
                        message: '`loop_reason` must be null when `loop_required` is false: the orchestrator will not loop. Set it to null, or set `loop_required: true` if a loop is needed.',
                    },
                ],
            },
            {
                name: 'an empty reason is still not null',
                path: 'handoff-TestAgent.json',
                text: from_agent_mismatch_cases_handoff({ loop_reason: '' }),
                files: FILES,
                errors: [
                    {
                        line: 9,
                        column: 18,
                        message: '`loop_reason` must be null when `loop_required` is false: the orchestrator will not loop. Set it to null, or set `loop_required: true` if a loop is needed.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/history/rules/failure-reason-required.cases.ts

const entry = (tail) => `intent_id: fix-login-validation
intent_type: fix
intent_risk: low
title: Fix login validation
flow: [analyze, implement, review]
step_results:
  - step: analyze
    duration_secs: 42
  - step: implement
    duration_secs: 310
${tail}created_at: 2025-02-22T10:45:00Z
`;
const failure_reason_required_cases_PATH = '.forge/knowledge/history/2025-02-22-fix-login-validation.yaml';
const failure_reason_required_cases_cases = [
    ruleCases('history/failure-reason-required', {
        valid: [
            { name: 'a success needs no reason', path: failure_reason_required_cases_PATH, text: entry('outcome: success\n') },
            {
                name: 'a failure saying what went wrong',
                path: failure_reason_required_cases_PATH,
                text: entry('outcome: failed\nfailure_reason: Review rejected the task three times; the validator rejects valid plus-addresses.\n'),
            },
            {
                name: 'an escalation need not say why (spec 4 asks only of failed)',
                path: failure_reason_required_cases_PATH,
                text: entry('outcome: escalated\n'),
            },
        ],
        invalid: [
            {
                name: 'failed, with no reason at all: reported on the outcome',
                path: failure_reason_required_cases_PATH,
                text: entry('outcome: failed\n'),
                errors: [
                    { line: 11, column: 10, message: '`outcome: failed` needs a `failure_reason` saying what went wrong.' },
                ],
            },
            {
                name: 'failed, with the reason left null: reported on it',
                path: failure_reason_required_cases_PATH,
                text: entry('outcome: failed\nfailure_reason: null\n'),
                errors: [
                    { line: 12, column: 17, message: '`outcome: failed` needs a `failure_reason` saying what went wrong.' },
                ],
            },
            {
                name: 'failed, with a blank reason',
                path: failure_reason_required_cases_PATH,
                text: entry('outcome: failed\nfailure_reason: " "\n'),
                errors: [
                    { line: 12, column: 17, message: '`outcome: failed` needs a `failure_reason` saying what went wrong.' },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/history/rules/intent-id-format.cases.ts

const intent_id_format_cases_entry = (intentId) => `intent_id: ${intentId}
title: Fix login validation
flow: [analyze, implement, review]
outcome: success
created_at: 2025-02-22T10:45:00Z
`;
const intent_id_format_cases_PATH = '.forge/knowledge/history/2025-02-22-fix-login-validation.yaml';
const intent_id_format_cases_cases = [
    ruleCases('history/intent-id-format', {
        valid: [
            { name: 'an intent id; the intent may be deleted since', path: intent_id_format_cases_PATH, text: intent_id_format_cases_entry('fix-login-validation') },
            {
                name: "an unfilled prompt template is template-leftover's",
                path: intent_id_format_cases_PATH,
                text: intent_id_format_cases_entry('"<from the intent in your prompt>"'),
            },
        ],
        invalid: [
            {
                name: "the intent's title instead of its id",
                path: intent_id_format_cases_PATH,
                text: intent_id_format_cases_entry('"Fix login validation"'),
                errors: [
                    {
                        line: 1,
                        column: 12,
                        message: '`intent_id` is `Fix login validation`, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.',
                    },
                ],
            },
            {
                name: 'the file name with its extension',
                path: intent_id_format_cases_PATH,
                text: intent_id_format_cases_entry('fix-login-validation.yaml'),
                errors: [
                    {
                        line: 1,
                        column: 12,
                        message: '`intent_id` is `fix-login-validation.yaml`, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/intent-draft/rules/empty-body.cases.ts

const empty_body_cases_PATH = '.forge/intent-drafts/password-reset.md';
const BODY = 'ログイン画面にパスワードリセットリンクを追加する。\n\n現状ではパスワードを忘れたユーザーがリセットする手段がない。\n';
const empty_body_cases_cases = [
    ruleCases('intent-draft/empty-body', {
        valid: [
            {
                name: "spec 4's example: frontmatter, then the intent",
                path: empty_body_cases_PATH,
                text: `---\ntype: feature\n---\n\n${BODY}`,
            },
            { name: 'no frontmatter at all: type and risk are left to Analyze', path: empty_body_cases_PATH, text: BODY },
            { name: 'an empty frontmatter', path: empty_body_cases_PATH, text: `---\n---\n${BODY}` },
        ],
        invalid: [
            {
                name: 'frontmatter and nothing after it: reported on the line after it',
                path: empty_body_cases_PATH,
                text: '---\ntype: feature\nrisk: low\n---\n',
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: 'The draft has no body: write the intent after the frontmatter, its first paragraph being the title and the rest the description.',
                    },
                ],
            },
            {
                name: 'only blank lines after the frontmatter',
                path: empty_body_cases_PATH,
                text: '---\ntype: fix\n---\n\n\n',
                errors: [
                    {
                        line: 4,
                        column: 1,
                        message: 'The draft has no body: write the intent after the frontmatter, its first paragraph being the title and the rest the description.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/intent-draft/rules/unknown-type.cases.ts

const draft = (frontmatter) => `---\n${frontmatter}---\n\nAdd a password reset link to the login page.\n\nUsers who forget their password cannot reset it today.\n`;
const unknown_type_cases_PATH = '.forge/intent-drafts/password-reset.md';
const unknown_type_cases_cases = [
    ruleCases('intent-draft/unknown-type', {
        valid: [
            { name: "one of spec 4's types", path: unknown_type_cases_PATH, text: draft('type: feature\n') },
            { name: 'no type: Analyze fills it in', path: unknown_type_cases_PATH, text: draft('risk: low\n') },
            { name: 'a type left empty', path: unknown_type_cases_PATH, text: draft('type:\n') },
            {
                name: "a team's own type for drafts",
                path: unknown_type_cases_PATH,
                text: draft('type: chore\n'),
                config: { enums: { 'intent-draft/type': ['chore'] } },
            },
            {
                name: "a team's own type for intents counts for drafts",
                path: unknown_type_cases_PATH,
                text: draft('type: docs\n'),
                config: { enums: { 'intent/type': ['docs'] } },
            },
        ],
        invalid: [
            {
                name: 'a typo, with the type it is near',
                path: unknown_type_cases_PATH,
                text: draft('type: feture\n'),
                errors: [
                    {
                        line: 2,
                        column: 7,
                        message: "`type` is `feture`, not one of feature, refactor, fix, test, audit. Did you mean `feature`? If it is your team's own type, add it under `enums: intent/type` in the config.",
                    },
                ],
            },
            {
                name: 'in capitals only: fixed',
                path: unknown_type_cases_PATH,
                text: draft('type: FIX\nrisk: low\n'),
                errors: [
                    {
                        line: 2,
                        column: 7,
                        message: "`type` is `FIX`, not one of feature, refactor, fix, test, audit. Did you mean `fix`? If it is your team's own type, add it under `enums: intent/type` in the config.",
                    },
                ],
                output: draft('type: fix\nrisk: low\n'),
            },
            {
                name: 'a word no type is near',
                path: unknown_type_cases_PATH,
                text: draft('type: enhancement\n'),
                errors: [
                    {
                        line: 2,
                        column: 7,
                        message: "`type` is `enhancement`, not one of feature, refactor, fix, test, audit. If it is your team's own type, add it under `enums: intent/type` in the config.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/evidence-not-found.cases.ts

const observation = (...refs) => `- content: "src/handler/login.rs と src/handler/signup.rs にほぼ同じバリデーションロジックがある"
  evidence:
${refs.map((ref) => `    - type: file\n      ref: ${ref}\n`).join('')}  source: implement
  intent_id: fix-login-validation
`;
const evidence_not_found_cases_PATH = '.forge/observations.yaml';
const REPO = { 'src/handler/login.rs': 'fn login() {}\n', 'src/handler/signup.rs': 'fn signup() {}\n' };
const evidence_not_found_cases_cases = [
    ruleCases('observations/evidence-not-found', {
        valid: [
            {
                name: 'files that exist',
                path: evidence_not_found_cases_PATH,
                text: observation('src/handler/login.rs', 'src/handler/signup.rs'),
                files: REPO,
            },
            {
                name: 'a line, a range, a GitHub anchor: the file is what counts',
                path: evidence_not_found_cases_PATH,
                text: observation('src/handler/login.rs:12', 'src/handler/login.rs:12-20', 'src/handler/signup.rs#L3-L9'),
                files: REPO,
            },
            { name: 'a folder', path: evidence_not_found_cases_PATH, text: observation('src/handler'), files: REPO },
            { name: 'a glob names no one file', path: evidence_not_found_cases_PATH, text: observation('"src/handler/*.rs"'), files: REPO },
            {
                name: "a path out of the repository is evidence-path's",
                path: evidence_not_found_cases_PATH,
                text: observation('../shared/login.rs'),
                files: REPO,
            },
        ],
        invalid: [
            {
                name: 'a file deleted since it was observed',
                path: evidence_not_found_cases_PATH,
                text: observation('src/handler/login.rs', 'src/handler/register.rs'),
                files: REPO,
                errors: [
                    {
                        line: 6,
                        column: 12,
                        message: 'The evidence file `src/handler/register.rs` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.',
                    },
                ],
            },
            {
                name: 'a line of a file that is not there: named without the line',
                path: evidence_not_found_cases_PATH,
                text: observation('./src/auth/login.rs:42'),
                files: REPO,
                errors: [
                    {
                        line: 4,
                        column: 12,
                        message: 'The evidence file `src/auth/login.rs` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/evidence-path.cases.ts

const evidence_path_cases_observation = (evidence) => `- content: CLAUDE.md のエラーハンドリング指示と Skill api-handler の実装例が矛盾している
  evidence:
${evidence}  source: reflect
  intent_id: refactor-api-layer
`;
const evidence_path_cases_PATH = '.forge/observations.yaml';
const evidence_path_cases_cases = [
    ruleCases('observations/evidence-path', {
        valid: [
            {
                name: "spec 4's example",
                path: evidence_path_cases_PATH,
                text: evidence_path_cases_observation('    - type: file\n      ref: CLAUDE.md\n    - type: skill\n      ref: .claude/skills/api-handler/SKILL.md\n'),
            },
            {
                name: 'only `file` evidence is a repository path',
                path: evidence_path_cases_PATH,
                text: evidence_path_cases_observation('    - type: skill\n      ref: ~/.claude/skills/api-handler/SKILL.md\n'),
            },
        ],
        invalid: [
            {
                name: "the agent's absolute working-copy path",
                path: evidence_path_cases_PATH,
                text: evidence_path_cases_observation('    - type: file\n      ref: /home/runner/work/app/CLAUDE.md\n'),
                errors: [
                    {
                        line: 4,
                        column: 12,
                        message: '`ref` is an absolute path (`/home/runner/work/app/CLAUDE.md`); write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a file beside the repository',
                path: evidence_path_cases_PATH,
                text: evidence_path_cases_observation('    - type: file\n      ref: CLAUDE.md\n    - type: file\n      ref: ../shared/CLAUDE.md\n'),
                errors: [
                    {
                        line: 6,
                        column: 12,
                        message: '`ref` (`../shared/CLAUDE.md`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/intent-id-format.cases.ts

const intent_id_format_cases_observation = (intentId) => `- content: The login handler has no tests for malformed addresses.
  source: implement
  intent_id: ${intentId}
  created_at: 2025-02-22T10:30:00Z
`;
const rules_intent_id_format_cases_PATH = '.forge/observations.yaml';
const rules_intent_id_format_cases_cases = [
    ruleCases('observations/intent-id-format', {
        valid: [
            {
                name: 'intent ids, the intents long done',
                path: rules_intent_id_format_cases_PATH,
                text: intent_id_format_cases_observation('fix-login-validation') + intent_id_format_cases_observation('refactor-api-layer'),
            },
            {
                name: "an unfilled prompt template is template-leftover's",
                path: rules_intent_id_format_cases_PATH,
                text: intent_id_format_cases_observation('"<from the intent in your prompt>"'),
            },
        ],
        invalid: [
            {
                name: 'the second observation names the intent by its title',
                path: rules_intent_id_format_cases_PATH,
                text: intent_id_format_cases_observation('fix-login-validation') + intent_id_format_cases_observation('Fix Login Validation'),
                errors: [
                    {
                        line: 7,
                        column: 14,
                        message: '`[1].intent_id` is `Fix Login Validation`, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/reference-impl-value.cases.ts

const reference_impl_value_cases_observation = (source) => `- content: "src/handler/login.rs と src/handler/signup.rs にほぼ同じバリデーションロジックがある"
  evidence:
    - type: file
      ref: src/handler/login.rs
  source: ${source}
  intent_id: fix-login-validation
  created_at: 2025-02-22T10:30:00Z
`;
const reference_impl_value_cases_PATH = '.forge/observations.yaml';
const reference_impl_value_cases_cases = [
    ruleCases('observations/reference-impl-value', {
        valid: [
            { name: "an Implement agent's", path: reference_impl_value_cases_PATH, text: reference_impl_value_cases_observation('implement') },
            { name: "Reflect's and Audit's", path: reference_impl_value_cases_PATH, text: reference_impl_value_cases_observation('reflect') + reference_impl_value_cases_observation('audit') },
            {
                name: '`analyze` a team lists in the config',
                path: reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_observation('analyze'),
                config: { enums: { 'observations/source': ['analyze'] } },
            },
        ],
        invalid: [
            {
                name: "pfl-forge's Analyze agent, in the second observation",
                path: reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_observation('implement') + reference_impl_value_cases_observation('analyze'),
                errors: [
                    {
                        line: 12,
                        column: 11,
                        message: '`analyze` is a pfl-forge value that spec 4 does not list (spec 4 names implement, reflect and audit); write one of `implement`, `reflect`, `audit`, or add it under `enums: observations/source`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/missing-verdict.cases.ts

const missing_verdict_cases_PATH = '.forge/reviews/fix-login/check-address.json';
const missing_verdict_cases_cases = [
    ruleCases('review-result/missing-verdict', {
        valid: [
            {
                name: 'a verdict',
                path: missing_verdict_cases_PATH,
                text: '{"task_id": "check-address", "verdict": "approved", "issues": [], "suggestions": ["Name the regex."]}\n',
            },
            {
                name: "pfl-forge's `approved` flag stands in for it (warned about elsewhere)",
                path: missing_verdict_cases_PATH,
                text: '{"task_id": "check-address", "approved": false, "issues": ["No test for an empty address."]}\n',
            },
        ],
        invalid: [
            {
                name: 'issues and suggestions, but no verdict',
                path: missing_verdict_cases_PATH,
                text: '{\n  "task_id": "check-address",\n  "issues": ["The handler still accepts `a@b`."],\n  "suggestions": []\n}\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.',
                    },
                ],
            },
            {
                name: 'an `approved` flag that is no boolean does not stand in',
                path: '.forge/reviews/fix-login/check-address.yaml',
                text: 'task_id: check-address\napproved: "yes"\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/reference-impl-value.cases.ts

const rules_reference_impl_value_cases_PATH = '.forge/reviews/fix-login/check-address.yaml';
const rules_reference_impl_value_cases_cases = [
    ruleCases('review-result/reference-impl-value', {
        valid: [
            { name: "spec 4's `verdict`", path: rules_reference_impl_value_cases_PATH, text: 'task_id: check-address\nverdict: approved\n' },
            {
                name: 'both, agreeing: the flag is only extra (verdict-conflict judges a disagreement)',
                path: rules_reference_impl_value_cases_PATH,
                text: 'task_id: check-address\nverdict: approved\napproved: true\n',
            },
        ],
        invalid: [
            {
                name: "pfl-forge's `approved: true`, reported on the key",
                path: rules_reference_impl_value_cases_PATH,
                text: 'task_id: check-address\napproved: true\nsuggestions:\n  - Name the regex.\n',
                errors: [
                    {
                        line: 2,
                        column: 1,
                        message: "`approved: true` is pfl-forge's form; spec 4 says `verdict: approved`. Write that instead.",
                    },
                ],
            },
            {
                name: '`approved: false` in the JSON the review agent returns',
                path: '.forge/reviews/fix-login/check-address.json',
                text: '{"task_id": "check-address", "approved": false, "issues": ["No test for an empty address."]}\n',
                errors: [
                    {
                        line: 1,
                        column: 30,
                        message: "`approved: false` is pfl-forge's form; spec 4 says `verdict: rejected`. Write that instead.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/rejected-without-issues.cases.ts

const rejected_without_issues_cases_PATH = '.forge/reviews/fix-login/check-address.yaml';
const rejected_without_issues_cases_MESSAGE = 'A rejected review needs at least one entry in `issues`: they are the feedback the next attempt and the human in the inbox work from.';
const rejected_without_issues_cases_cases = [
    ruleCases('review-result/rejected-without-issues', {
        valid: [
            {
                name: 'rejected, saying why',
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\nverdict: rejected\nissues:\n  - The handler still accepts `a@b`.\n',
            },
            {
                name: 'approved needs no issues',
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\nverdict: approved\nissues: null\nsuggestions: [Name the regex.]\n',
            },
            {
                name: "pfl-forge's flag, saying why",
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\napproved: false\nissues: [No test for an empty address.]\n',
            },
        ],
        invalid: [
            {
                name: 'rejected without `issues`, reported on the verdict',
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\nverdict: rejected\n',
                errors: [{ line: 2, column: 10, message: rejected_without_issues_cases_MESSAGE }],
            },
            {
                name: 'an empty list, reported on it; suggestions are no issues',
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\nverdict: rejected\nissues: []\nsuggestions: [Add a test for an empty address.]\n',
                errors: [{ line: 3, column: 9, message: rejected_without_issues_cases_MESSAGE }],
            },
            {
                name: 'blank entries say nothing',
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\nverdict: Rejected\nissues:\n  - ""\n  - "  "\n',
                errors: [{ line: 4, column: 3, message: rejected_without_issues_cases_MESSAGE }],
            },
            {
                name: "pfl-forge's `approved: false`, reported on the flag",
                path: rejected_without_issues_cases_PATH,
                text: 'task_id: check-address\napproved: false\n',
                errors: [{ line: 2, column: 11, message: rejected_without_issues_cases_MESSAGE }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/task-not-found.cases.ts

const review = (taskId) => `{"task_id": ${JSON.stringify(taskId)}, "verdict": "approved", "suggestions": []}\n`;
const TASKS = {
    '.forge/tasks/fix-login/check-address.yaml': 'intent_id: fix-login\ntitle: Check the address format\n',
};
const task_not_found_cases_PATH = '.forge/reviews/fix-login/check-address.json';
const task_not_found_cases_cases = [
    ruleCases('review-result/task-not-found', {
        valid: [
            { name: 'its task exists', path: task_not_found_cases_PATH, text: review('check-address'), files: TASKS },
            { name: "an unfilled template is template-leftover's", path: task_not_found_cases_PATH, text: review('<task id>'), files: TASKS },
        ],
        invalid: [
            {
                name: 'a misspelt task, with the id it is near',
                path: task_not_found_cases_PATH,
                text: review('check-adress'),
                files: TASKS,
                errors: [
                    {
                        line: 1,
                        column: 13,
                        message: '`task_id` is `check-adress`, but no task file is named `check-adress.yaml`. Did you mean `check-address`? Fix the id, or add the task.',
                    },
                ],
            },
            {
                name: 'a review of a task that was never written',
                path: '.forge/reviews/fix-login/add-tests.yaml',
                text: 'task_id: add-tests\nverdict: rejected\nissues: [There are no tests.]\n',
                files: TASKS,
                errors: [
                    {
                        line: 1,
                        column: 10,
                        message: '`task_id` is `add-tests`, but no task file is named `add-tests.yaml`. Fix the id, or add the task.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/verdict-conflict.cases.ts

const verdict_conflict_cases_PATH = '.forge/reviews/fix-login/check-address.yaml';
const verdict_conflict_cases_cases = [
    ruleCases('review-result/verdict-conflict', {
        valid: [
            {
                name: 'the two agree',
                path: verdict_conflict_cases_PATH,
                text: 'task_id: check-address\nverdict: rejected\napproved: false\nissues: [No test for an empty address.]\n',
            },
            { name: 'a verdict alone', path: verdict_conflict_cases_PATH, text: 'task_id: check-address\nverdict: approved\n' },
            {
                name: "a verdict outside the enum is the enum's finding",
                path: verdict_conflict_cases_PATH,
                text: 'task_id: check-address\nverdict: lgtm\napproved: false\n',
            },
        ],
        invalid: [
            {
                name: 'approved, and not approved',
                path: verdict_conflict_cases_PATH,
                text: 'task_id: check-address\nverdict: approved\napproved: false\n',
                errors: [
                    {
                        line: 3,
                        column: 11,
                        message: '`verdict: approved` contradicts `approved: false`; keep `verdict` and remove `approved`.',
                    },
                ],
            },
            {
                name: 'rejected, with the flag left at true',
                path: '.forge/reviews/fix-login/check-address.json',
                text: '{\n  "task_id": "check-address",\n  "verdict": "rejected",\n  "approved": true,\n  "issues": ["The handler still accepts `a@b`."]\n}\n',
                errors: [
                    {
                        line: 4,
                        column: 15,
                        message: '`verdict: rejected` contradicts `approved: true`; keep `verdict` and remove `approved`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/cycle.cases.ts

const cycle_cases_task = (dependsOn, intentId = 'fix-login') => `intent_id: ${intentId}
title: A step of the login fix
plan: Do the step.
relevant_files: [src/handler/login.rs]
implementation_steps: [Do the step]
depends_on: ${dependsOn}
`;
const cycle_cases_at = (id, intent = 'fix-login') => `.forge/tasks/${intent}/${id}.yaml`;
const cycle_cases_cases = [
    ruleCases('task/cycle', {
        valid: [
            {
                name: 'a chain',
                path: cycle_cases_at('add-tests'),
                text: cycle_cases_task('[check-address]'),
                files: { [cycle_cases_at('check-address')]: cycle_cases_task('[add-validator]'), [cycle_cases_at('add-validator')]: cycle_cases_task('[]') },
            },
            {
                name: 'the same ids under another intent make no circle with these',
                path: cycle_cases_at('add-tests'),
                text: cycle_cases_task('[check-address]'),
                files: {
                    [cycle_cases_at('check-address')]: cycle_cases_task('[]'),
                    [cycle_cases_at('check-address', 'fix-signup')]: cycle_cases_task('[add-tests]', 'fix-signup'),
                    [cycle_cases_at('add-tests', 'fix-signup')]: cycle_cases_task('[]', 'fix-signup'),
                },
            },
        ],
        invalid: [
            {
                name: 'a task that waits for itself',
                path: cycle_cases_at('add-tests'),
                text: cycle_cases_task('[add-tests]'),
                errors: [
                    {
                        line: 6,
                        column: 14,
                        message: '`depends_on` makes a cycle: `add-tests` → `add-tests`, so none of these tasks can ever start. Remove one of the dependencies.',
                    },
                ],
            },
            {
                name: 'two tasks waiting for each other, reported on the entry in the circle',
                path: cycle_cases_at('add-tests'),
                text: cycle_cases_task('\n  - add-validator\n  - check-address'),
                files: { [cycle_cases_at('check-address')]: cycle_cases_task('[add-tests]'), [cycle_cases_at('add-validator')]: cycle_cases_task('[]') },
                errors: [
                    {
                        line: 8,
                        column: 5,
                        message: '`depends_on` makes a cycle: `add-tests` → `check-address` → `add-tests`, so none of these tasks can ever start. Remove one of the dependencies.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/dependency-not-found.cases.ts

const dependency_not_found_cases_task = (intentId, dependsOn = '[]') => `intent_id: ${intentId}
title: Add login tests
plan: Cover the new validation with unit tests.
relevant_files: [tests/login.rs]
implementation_steps: [Write the tests]
depends_on: ${dependsOn}
`;
const dependency_not_found_cases_PATH = '.forge/tasks/fix-login/add-tests.yaml';
const SIBLINGS = {
    '.forge/tasks/fix-login/check-address.yaml': dependency_not_found_cases_task('fix-login'),
    '.forge/tasks/fix-login/update-docs.yaml': dependency_not_found_cases_task('fix-login'),
    '.forge/tasks/fix-signup/shared-validator.yaml': dependency_not_found_cases_task('fix-signup'),
};
const dependency_not_found_cases_cases = [
    ruleCases('task/dependency-not-found', {
        valid: [
            { name: 'a task of the same intent', path: dependency_not_found_cases_PATH, text: dependency_not_found_cases_task('fix-login', '[check-address]'), files: SIBLINGS },
            { name: 'no dependencies', path: dependency_not_found_cases_PATH, text: dependency_not_found_cases_task('fix-login'), files: SIBLINGS },
            { name: 'without an intent there is nothing to look in', path: dependency_not_found_cases_PATH, text: dependency_not_found_cases_task('""', '[check-address]') },
        ],
        invalid: [
            {
                name: 'a misspelt sibling, with the task it is near',
                path: dependency_not_found_cases_PATH,
                text: dependency_not_found_cases_task('fix-login', '[check-adress]'),
                context: SIBLINGS,
                errors: [
                    {
                        line: 6,
                        column: 14,
                        message: '`depends_on` names `check-adress`, but intent `fix-login` has no task `check-adress`. Did you mean `check-address`? Fix the id, or remove the dependency.',
                    },
                ],
            },
            {
                name: 'a task of another intent',
                path: dependency_not_found_cases_PATH,
                text: dependency_not_found_cases_task('fix-login', '\n  - check-address\n  - shared-validator'),
                context: SIBLINGS,
                errors: [
                    {
                        line: 8,
                        column: 5,
                        message: '`depends_on` names `shared-validator`, a task of another intent; a task may only depend on tasks of its own intent (`fix-login`). Make it an intent dependency instead.',
                    },
                ],
            },
            {
                name: 'the only task of its intent names one that does not exist',
                path: dependency_not_found_cases_PATH,
                text: dependency_not_found_cases_task('fix-login', '[write-fixtures]'),
                errors: [
                    {
                        line: 6,
                        column: 14,
                        message: '`depends_on` names `write-fixtures`, but intent `fix-login` has no task `write-fixtures`. Fix the id, or remove the dependency.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/duplicate-id.cases.ts

const duplicate_id_cases_task = (intentId, title) => `intent_id: ${intentId}
title: ${title}
plan: ${title}.
relevant_files: [src/handler/login.rs]
implementation_steps: [${title}]
`;
const duplicate_id_cases_cases = [
    ruleCases('task/duplicate-id', {
        valid: [
            {
                name: 'the same task id under two intents',
                path: '.forge/tasks/fix-login/add-tests.yaml',
                text: duplicate_id_cases_task('fix-login', 'Add login tests'),
                context: { '.forge/tasks/fix-signup/add-tests.yaml': duplicate_id_cases_task('fix-signup', 'Add sign-up tests') },
            },
        ],
        invalid: [
            {
                name: 'a task copied into a second folder for the same intent',
                path: '.forge/tasks/fix-login/add-tests.yaml',
                text: duplicate_id_cases_task('fix-login', 'Add login tests'),
                context: { '.forge/tasks/fix-login/retry/add-tests.yaml': duplicate_id_cases_task('fix-login', 'Add the missing login tests') },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The task id `add-tests` is also used by `.forge/tasks/fix-login/retry/add-tests.yaml` for the same intent; rename one file.',
                    },
                ],
            },
            {
                name: '`.yaml` beside `.yml`, both named',
                path: '.forge/tasks/fix-login/add-tests.yaml',
                text: duplicate_id_cases_task('fix-login', 'Add login tests'),
                context: {
                    '.forge/tasks/fix-login/add-tests.yml': duplicate_id_cases_task('fix-login', 'Add login tests'),
                    '.forge/tasks/old/add-tests.yaml': duplicate_id_cases_task('fix-login', 'Add login tests'),
                },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The task id `add-tests` is also used by `.forge/tasks/fix-login/add-tests.yml`, `.forge/tasks/old/add-tests.yaml` for the same intent; rename one file.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/incomplete.cases.ts

const incomplete_cases_PATH = '.forge/tasks/fix-login/check-address.yaml';
const HEAD = 'intent_id: fix-login\ntitle: Check the address format on login\n';
const incomplete_cases_cases = [
    ruleCases('task/incomplete', {
        valid: [
            {
                name: 'a plan, the files and the steps',
                path: incomplete_cases_PATH,
                text: `${HEAD}plan: |\n  Validate the address with an RFC 5322 parser.\nrelevant_files:\n  - src/handler/login.rs\nimplementation_steps:\n  - Add the validator\n  - Call it from the handler\ncomplexity: low\nstatus: pending\n`,
            },
        ],
        invalid: [
            {
                name: 'a title and nothing to work from',
                path: incomplete_cases_PATH,
                text: `${HEAD}status: pending\n`,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The task has no `plan`, `relevant_files`, `implementation_steps`: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.',
                    },
                ],
            },
            {
                name: 'an empty plan and an empty list count as none; null steps too',
                path: incomplete_cases_PATH,
                text: `${HEAD}plan: "  "\nrelevant_files: [src/handler/login.rs]\nimplementation_steps: null\n`,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The task has no `plan`, `implementation_steps`: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.',
                    },
                ],
            },
            {
                name: 'no files named',
                path: incomplete_cases_PATH,
                text: `${HEAD}plan: Validate the address.\nrelevant_files: []\nimplementation_steps: [Add the validator]\n`,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The task has no `relevant_files`: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/intent-not-found.cases.ts

const intent_not_found_cases_task = (intentId) => `intent_id: ${intentId}
title: Check the address format on login
plan: Validate the address with an RFC 5322 parser before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator, Call it from the handler]
status: pending
`;
const INTENTS = {
    '.forge/intents/fix-login-validation.yaml': 'title: Fix login validation\nbody: Check the address.\nsource: human\n',
};
const intent_not_found_cases_PATH = '.forge/tasks/fix-login-validation/check-address.yaml';
const intent_not_found_cases_cases = [
    ruleCases('task/intent-not-found', {
        valid: [
            { name: 'its intent is in the registry', path: intent_not_found_cases_PATH, text: intent_not_found_cases_task('fix-login-validation'), files: INTENTS },
            { name: "an unfilled template is template-leftover's", path: intent_not_found_cases_PATH, text: intent_not_found_cases_task('"<intent id>"') },
        ],
        invalid: [
            {
                name: 'a misspelt intent, with the id it is near',
                path: intent_not_found_cases_PATH,
                text: intent_not_found_cases_task('fix-login-validaiton'),
                context: INTENTS,
                errors: [
                    {
                        line: 1,
                        column: 12,
                        message: '`intent_id` is `fix-login-validaiton`, but there is no `fix-login-validaiton.yaml` among the intents. Did you mean `fix-login-validation`? Fix the id, or add the intent.',
                    },
                ],
            },
            {
                name: 'an intent that was never written',
                path: '.forge/tasks/add-rate-limiting/token-bucket.yaml',
                text: intent_not_found_cases_task('add-rate-limiting'),
                context: INTENTS,
                errors: [
                    {
                        line: 1,
                        column: 12,
                        message: '`intent_id` is `add-rate-limiting`, but there is no `add-rate-limiting.yaml` among the intents. Fix the id, or add the intent.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/intent-status.cases.ts

const intent = (status) => `title: Fix login validation\nbody: Check the e-mail address against RFC 5322.\ntype: fix\nsource: human\nrisk: low\nstatus: ${status}\n`;
const intent_status_cases_task = (status) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address with an RFC 5322 parser before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator, Call it from the handler]
status: ${status}
`;
const INTENT = '.forge/intents/fix-login.yaml';
const intent_status_cases_PATH = '.forge/tasks/fix-login/check-address.yaml';
const OTHER = '.forge/tasks/fix-login/add-tests.yaml';
const intent_status_cases_cases = [
    ruleCases('task/intent-status', {
        valid: [
            {
                name: 'its only task failed, the intent is error',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('failed'),
                context: { [INTENT]: intent('error') },
            },
            {
                name: 'one of two failed, the intent is blocked',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('failed'),
                context: { [INTENT]: intent('blocked'), [OTHER]: intent_status_cases_task('done') },
            },
            {
                name: 'the intent still executing while the task runs',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('implementing'),
                context: { [INTENT]: intent('executing') },
            },
            {
                name: 'the intent approved again after a retry',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('failed'),
                context: { [INTENT]: intent('approved') },
            },
            { name: "an intent that was never written is intent-not-found's", path: intent_status_cases_PATH, text: intent_status_cases_task('failed') },
        ],
        invalid: [
            {
                name: 'a change fails the only task of an intent marked done',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('failed'),
                context: { [INTENT]: intent('done') },
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "Its intent `fix-login` (.forge/intents/fix-login.yaml) is `done`, but its only task failed: spec 4 makes the intent `error`. Update the intent's `status`, or the tasks.",
                    },
                ],
            },
            {
                name: 'the last task done while the intent says blocked',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('done'),
                context: { [INTENT]: intent('blocked'), [OTHER]: intent_status_cases_task('done') },
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "Its intent `fix-login` (.forge/intents/fix-login.yaml) is `blocked`, but all 2 of its tasks are `done`: spec 4 makes the intent `done`. Update the intent's `status`, or the tasks.",
                    },
                ],
            },
            {
                name: 'a task back to pending while the intent says done',
                path: intent_status_cases_PATH,
                text: intent_status_cases_task('pending'),
                context: { [INTENT]: intent('done') },
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "Its intent `fix-login` (.forge/intents/fix-login.yaml) is `done`, but its only task, `check-address`, has not finished. Update the intent's `status` (`executing` while tasks run), or the tasks.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/reference-impl-value.cases.ts

const reference_impl_value_cases_task = (status) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator]
status: ${status}
`;
const task_rules_reference_impl_value_cases_PATH = '.forge/tasks/fix-login/check-address.yaml';
const task_rules_reference_impl_value_cases_cases = [
    ruleCases('task/reference-impl-value', {
        valid: [
            { name: "spec 4's `done`", path: task_rules_reference_impl_value_cases_PATH, text: reference_impl_value_cases_task('done') },
            {
                name: '`completed` a team lists in the config',
                path: task_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_task('completed'),
                config: { enums: { 'task/status': ['completed'] } },
            },
        ],
        invalid: [
            {
                name: "pfl-forge's `completed`",
                path: task_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_task('completed'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "`completed` is a pfl-forge value that spec 4 does not list (spec 4's task statuses are pending, implementing, done, failed); write `done`.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/relevant-file-path.cases.ts

const relevant_file_path_cases_task = (files) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address before looking the user up.
relevant_files:
${files}implementation_steps: [Add the validator]
`;
const relevant_file_path_cases_PATH = '.forge/tasks/fix-login/check-address.yaml';
const relevant_file_path_cases_cases = [
    ruleCases('task/relevant-file-path', {
        valid: [
            {
                name: 'paths from the repository root',
                path: relevant_file_path_cases_PATH,
                text: relevant_file_path_cases_task('  - src/handler/login.rs\n  - ./tests/login_test.rs\n'),
            },
            { name: 'a `..` that stays inside', path: relevant_file_path_cases_PATH, text: relevant_file_path_cases_task('  - src/handler/../validation/email.rs\n') },
            { name: 'an empty entry is no path to judge', path: relevant_file_path_cases_PATH, text: relevant_file_path_cases_task('  - ""\n') },
        ],
        invalid: [
            {
                name: "the agent's working copy, absolute",
                path: relevant_file_path_cases_PATH,
                text: relevant_file_path_cases_task('  - src/handler/login.rs\n  - /home/runner/work/app/src/validation/email.rs\n'),
                errors: [
                    {
                        line: 6,
                        column: 5,
                        message: '`relevant_files[1]` is an absolute path (`/home/runner/work/app/src/validation/email.rs`); write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a Windows path and one that leaves the repository',
                path: relevant_file_path_cases_PATH,
                text: relevant_file_path_cases_task('  - C:\\dev\\app\\src\\login.rs\n  - ../shared/validation.rs\n'),
                errors: [
                    {
                        line: 5,
                        column: 5,
                        message: '`relevant_files[0]` is an absolute path (`C:\\dev\\app\\src\\login.rs`); write it relative to the repository root.',
                    },
                    {
                        line: 6,
                        column: 5,
                        message: '`relevant_files[1]` (`../shared/validation.rs`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/status-transition.cases.ts

/** A task with `status`; `-` leaves it out. */
const status_transition_cases_task = (status) => `intent_id: fix-login
title: Check the address format on login
plan: Validate the address before looking the user up.
relevant_files: [src/handler/login.rs]
implementation_steps: [Add the validator]
${status === '-' ? '' : `status: ${status}\n`}`;
const status_transition_cases_PATH = '.forge/tasks/fix-login/check-address.yaml';
const from = (status) => ({ [status_transition_cases_PATH]: status_transition_cases_task(status) });
const status_transition_cases_cases = [
    ruleCases('task/status-transition', {
        valid: [
            { name: 'implemented and done in one change', path: status_transition_cases_PATH, text: status_transition_cases_task('done'), base: from('pending') },
            { name: 'a failed task run again', path: status_transition_cases_PATH, text: status_transition_cases_task('pending'), base: from('failed') },
            { name: '`completed` and `done` are one', path: status_transition_cases_PATH, text: status_transition_cases_task('done'), base: from('completed') },
            { name: 'a new task has no move', path: status_transition_cases_PATH, text: status_transition_cases_task('failed') },
            { name: 'a status left out says nothing', path: status_transition_cases_PATH, text: status_transition_cases_task('-'), base: from('done') },
            {
                name: "a team's own status has no row",
                path: status_transition_cases_PATH,
                text: status_transition_cases_task('pending'),
                base: from('on_hold'),
                config: { enums: { 'task/status': ['on_hold'] } },
            },
        ],
        invalid: [
            {
                name: 'a done task reopened',
                path: status_transition_cases_PATH,
                text: status_transition_cases_task('implementing'),
                base: from('done'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` moved from `done` (base revision) to `implementing`, which spec 4 does not allow: `done` is final (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). Restore `done`; more work is a new task.',
                    },
                ],
            },
            {
                name: "pfl-forge's `completed` reopened, read as done",
                path: status_transition_cases_PATH,
                text: status_transition_cases_task('failed'),
                base: from('completed'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` moved from `done` (base revision) to `failed`, which spec 4 does not allow: `done` is final (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). Restore `done`; more work is a new task.',
                    },
                ],
            },
            {
                name: 'a running task sent back to pending',
                path: status_transition_cases_PATH,
                text: status_transition_cases_task('pending'),
                base: from('implementing'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` moved from `implementing` (base revision) to `pending`, which spec 4 does not allow: from `implementing` a task goes on to `done`, `failed` (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). Restore `implementing`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/approval-skipped.cases.ts

/** An intent with `status` and `risk`; `-` leaves the line out. */
const approval_skipped_cases_intent = (status, risk) => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}`;
const approval_skipped_cases_PATH = '.forge/intents/sessions-in-redis.yaml';
/** A full window of the history bound, every version `proposed` at `risk` (each edit a cosmetic one). */
const approval_skipped_cases_window = (risk) => Array.from({ length: 10 }, (_, n) => `${approval_skipped_cases_intent('proposed', risk)}created_at: 2025-03-${String(n + 10)}\n`);
const approval_skipped_cases_from = (status, risk) => ({ [approval_skipped_cases_PATH]: approval_skipped_cases_intent(status, risk) });
const approval_skipped_cases_cases = [
    ruleCases('intent/approval-skipped', {
        valid: [
            {
                name: 'a low-risk intent runs without a person',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                base: approval_skipped_cases_from('proposed', 'low'),
            },
            {
                name: "a high-risk intent approved (decided-outside-inbox's to judge who)",
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('approved', 'high'),
                base: approval_skipped_cases_from('proposed', 'high'),
            },
            { name: 'approved intent runs', path: approval_skipped_cases_PATH, text: approval_skipped_cases_intent('executing', 'high'), base: approval_skipped_cases_from('approved', 'high') },
            {
                name: 'the risk lowered alone, in a change of its own',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('proposed', 'low'),
                base: approval_skipped_cases_from('proposed', 'high'),
            },
            {
                name: 'a new high-risk intent starts as proposed',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('proposed', 'high'),
                added: [approval_skipped_cases_PATH],
            },
            { name: 'a new low-risk intent may come approved', path: approval_skipped_cases_PATH, text: approval_skipped_cases_intent('approved', 'low'), added: [approval_skipped_cases_PATH] },
            { name: 'a run that compares with no base knows of no new file', path: approval_skipped_cases_PATH, text: approval_skipped_cases_intent('approved', 'high') },
            {
                name: 'a low-risk intent whose history reads back to its proposal runs without a person',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                base: approval_skipped_cases_from('proposed', 'low'),
                history: { versions: approval_skipped_cases_window('low'), whole: true },
            },
            {
                name: 'its history read to a version past `proposed`: read far enough',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                base: approval_skipped_cases_from('proposed', 'low'),
                history: { versions: [approval_skipped_cases_intent('proposed', 'low'), approval_skipped_cases_intent('blocked', 'low')] },
            },
            {
                name: 'a new low-risk intent whose path had no history before',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                added: [approval_skipped_cases_PATH],
                history: { versions: [], whole: true },
            },
            {
                name: 'given its first risk while proposed: no lowering, and nothing leaves `proposed`',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('proposed', 'low'),
                base: approval_skipped_cases_from('proposed', '-'),
            },
            {
                name: 'an approved intent moved to another file of the same id keeps its approval',
                path: '.forge/intents/sessions-in-redis.yml',
                text: approval_skipped_cases_intent('executing', 'high'),
                base: approval_skipped_cases_from('approved', 'high'),
                added: ['.forge/intents/sessions-in-redis.yml'],
            },
        ],
        invalid: [
            {
                name: 'a med-risk intent sent straight to executing',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'med'),
                base: approval_skipped_cases_from('proposed', 'med'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `executing`, but this is a med-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'the risk lowered to low on the way to done: the higher risk counts',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('done', 'low'),
                base: approval_skipped_cases_from('proposed', 'high'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `done`, but this is a high-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'an unreadable risk counts as high; the status left out was proposed',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'severe'),
                base: approval_skipped_cases_from('-', 'severe'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `executing`, but this is a high-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'approved while its risk is lowered, reported on the risk',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('approved', 'low'),
                base: approval_skipped_cases_from('proposed', 'high'),
                errors: [
                    {
                        line: 6,
                        column: 7,
                        message: "This change approves the intent and lowers its `risk` from `high` to `low` at once: a high-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore `risk: high` and `status: proposed`, then approve it with `/approve` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.",
                    },
                ],
            },
            {
                name: 'approved while its risk is removed, reported on the status',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('approved', '-'),
                base: approval_skipped_cases_from('proposed', 'med'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "This change approves the intent and lowers its `risk` from `med` to nothing at once: a med-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore `risk: med` and `status: proposed`, then approve it with `/approve` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.",
                    },
                ],
            },
            {
                name: 'deleted and added again as another file of the same id, lowered to low and executing: its base counts',
                path: '.forge/intents/sessions-in-redis.yml',
                text: approval_skipped_cases_intent('executing', 'low'),
                base: approval_skipped_cases_from('proposed', 'high'),
                added: ['.forge/intents/sessions-in-redis.yml'],
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `executing`, but this is a high-risk intent: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'a new high-risk intent that comes already approved',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('approved', 'high'),
                added: [approval_skipped_cases_PATH],
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "This change adds a high-risk intent that is already `approved`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as `proposed`. Set `status: proposed`; once merged, approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'an intent nobody weighed (no `risk`) sent on to executing',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', '-'),
                base: approval_skipped_cases_from('proposed', '-'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `executing`, but this is an intent with no `risk`, which nobody has weighed and which counts as needing a person: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and give it its `risk` in a change of its own (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.",
                    },
                ],
            },
            {
                name: '`risk: null` weighed at low and sent on in the same change',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                base: approval_skipped_cases_from('proposed', 'null'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `executing`, but this is an intent with no `risk`, which nobody has weighed and which counts as needing a person: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and give it its `risk` in a change of its own (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.",
                    },
                ],
            },
            {
                name: 'a new intent with no risk that comes already executing',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', '-'),
                added: [approval_skipped_cases_PATH],
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "This change adds an intent with no `risk` (nobody has weighed it) that is already `executing`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as `proposed`. Set `status: proposed` and give it its `risk` (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.",
                    },
                ],
            },
            {
                name: 'a full window of proposed versions at low (lowered from high before it) sent on to executing',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                base: approval_skipped_cases_from('proposed', 'low'),
                history: { versions: approval_skipped_cases_window('low') },
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `proposed` (base revision) to `executing`, but this is an intent whose history could not be read back to the version where it was proposed (10 versions read, every one `proposed`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add), which counts as high-risk until a person decides: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves `proposed` only for `approved`. Restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'deleted in an earlier change and added again at low, already executing',
                path: approval_skipped_cases_PATH,
                text: approval_skipped_cases_intent('executing', 'low'),
                added: [approval_skipped_cases_PATH],
                history: { versions: [] },
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "This change adds an intent whose id had an earlier life (deleted and added again, or moved from a file of another name) that could not be read back to where it was proposed, which counts as high-risk until a person decides, and is already `executing`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as `proposed`. Set `status: proposed`; once merged, approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/clarification-left-unanswered.cases.ts

const clarification_left_unanswered_cases_PATH = '.forge/intents/sessions-in-redis.yaml';
const clarification_left_unanswered_cases_HEAD = 'title: Move sessions to Redis\ntype: refactor\nsource: human\nrisk: low\nstatus: proposed\n';
const clarification_left_unanswered_cases_intent = (clarifications) => `${clarification_left_unanswered_cases_HEAD}${clarifications}`;
const OPEN = 'clarifications:\n  - question: "Keep the sessions of signed-in users?"\n    answer: null\n';
const BOTH = `${OPEN}  - question: "Which TTL?"\n    answer: "30 days"\n`;
const left = (what) => `Clarification 1 (\`Keep the sessions of signed-in users?\`) waited for its answer at the base revision, and this change ${what}: nobody answered it, and only a person's answer settles a clarification. Restore it with \`answer: null\` and let a person answer it (\`/answer 1 <text>\` on the intent's inbox issue).`;
const clarification_left_unanswered_cases_cases = [
    ruleCases('intent/clarification-left-unanswered', {
        valid: [
            {
                name: "answered in a person's words",
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent(OPEN.replace('answer: null', 'answer: "Yes, migrate them"')),
                base: clarification_left_unanswered_cases_intent(OPEN),
            },
            { name: 'still waiting', path: clarification_left_unanswered_cases_PATH, text: clarification_left_unanswered_cases_intent(OPEN), base: clarification_left_unanswered_cases_intent(OPEN) },
            {
                name: 'reworded in place: it still waits',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent(OPEN.replace('signed-in users', 'users who are signed in')),
                base: clarification_left_unanswered_cases_intent(OPEN),
            },
            {
                name: 'an answered clarification deleted: it waited for nothing',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent(OPEN),
                base: clarification_left_unanswered_cases_intent(BOTH),
            },
            {
                name: 'moved down the list by a new one before it',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent(`clarifications:\n  - question: "Which region?"\n    answer: null\n${OPEN.slice('clarifications:\n'.length)}`),
                base: clarification_left_unanswered_cases_intent(OPEN),
            },
            { name: 'a new intent has waited for nothing', path: clarification_left_unanswered_cases_PATH, text: clarification_left_unanswered_cases_intent('clarifications: []\n') },
        ],
        invalid: [
            {
                name: 'the waiting clarification deleted, the answered one kept',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent(BOTH.replace(OPEN.slice('clarifications:\n'.length), '')),
                base: clarification_left_unanswered_cases_intent(BOTH),
                errors: [{ line: 6, column: 1, message: left('deletes it') }],
            },
            {
                name: 'the whole list deleted: reported at the top',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_HEAD,
                base: clarification_left_unanswered_cases_intent(OPEN),
                errors: [{ line: 1, column: 1, message: left('deletes it') }],
            },
            {
                name: 'a placeholder for an answer',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent(OPEN.replace('answer: null', 'answer: TBD')),
                base: clarification_left_unanswered_cases_intent(OPEN),
                errors: [{ line: 8, column: 13, message: left('answers it with `TBD`, which is a placeholder') }],
            },
            {
                name: 'made a bare string the inbox does not read as waiting',
                path: clarification_left_unanswered_cases_PATH,
                text: clarification_left_unanswered_cases_intent('clarifications:\n  - "Keep the sessions of signed-in users?"\n'),
                base: clarification_left_unanswered_cases_intent(OPEN),
                errors: [
                    {
                        line: 7,
                        column: 5,
                        message: left('makes it no `question` and `answer` mapping, which no longer waits'),
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/cycle.cases.ts

const cycle_cases_intent = (title, links = '') => `title: ${title}\nbody: ${title}.\nsource: human\n${links}`;
const rules_cycle_cases_cases = [
    ruleCases('intent/cycle', {
        valid: [
            {
                name: 'a chain of dependencies',
                path: '.forge/intents/billing.yaml',
                text: cycle_cases_intent('Billing', 'depends_on: [api-keys]\n'),
                files: {
                    '.forge/intents/api-keys.yaml': cycle_cases_intent('API keys', 'depends_on: [setup-redis]\n'),
                    '.forge/intents/setup-redis.yaml': cycle_cases_intent('Set up Redis'),
                },
            },
            {
                name: 'a diamond is no cycle',
                path: '.forge/intents/release.yaml',
                text: cycle_cases_intent('Release', 'depends_on: [docs, tests]\n'),
                files: {
                    '.forge/intents/docs.yaml': cycle_cases_intent('Docs', 'depends_on: [api]\n'),
                    '.forge/intents/tests.yaml': cycle_cases_intent('Tests', 'depends_on: [api]\n'),
                    '.forge/intents/api.yaml': cycle_cases_intent('API'),
                },
            },
            {
                name: 'a child and its parent',
                path: '.forge/intents/signup-email.yaml',
                text: cycle_cases_intent('Sign-up e-mail', 'parent: login-validation\n'),
                files: { '.forge/intents/login-validation.yaml': cycle_cases_intent('Login validation') },
            },
        ],
        invalid: [
            {
                name: 'its own parent',
                path: '.forge/intents/login-validation.yaml',
                text: cycle_cases_intent('Login validation', 'parent: login-validation\n'),
                errors: [
                    {
                        line: 4,
                        column: 9,
                        message: '`parent` makes a cycle: `login-validation` → `login-validation`, so the intent would be its own ancestor. Fix the `parent` of one of them.',
                    },
                ],
            },
            {
                name: "two intents each the other's parent",
                path: '.forge/intents/auth.yaml',
                text: cycle_cases_intent('Auth', 'parent: login\n'),
                files: { '.forge/intents/login.yaml': cycle_cases_intent('Login', 'parent: auth\n') },
                errors: [
                    {
                        line: 4,
                        column: 9,
                        message: '`parent` makes a cycle: `auth` → `login` → `auth`, so the intent would be its own ancestor. Fix the `parent` of one of them.',
                    },
                ],
            },
            {
                name: 'three dependencies in a circle, reported on the entry that starts it',
                path: '.forge/intents/billing.yaml',
                text: cycle_cases_intent('Billing', 'depends_on:\n  - setup-redis\n  - api-keys\n'),
                files: {
                    '.forge/intents/setup-redis.yaml': cycle_cases_intent('Set up Redis'),
                    '.forge/intents/api-keys.yaml': cycle_cases_intent('API keys', 'depends_on: [invoices]\n'),
                    '.forge/intents/invoices.yaml': cycle_cases_intent('Invoices', 'depends_on: [billing]\n'),
                },
                errors: [
                    {
                        line: 6,
                        column: 5,
                        message: '`depends_on` makes a cycle: `billing` → `api-keys` → `invoices` → `billing`, so none of them can ever start. Remove one of these dependencies.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/decided-outside-inbox.cases.ts

const decided_outside_inbox_cases_intent = (status, risk) => `title: Drop the legacy v1 endpoints
body: Nobody has called /v1 since March; remove the routes and their tests.
type: refactor
source: reflection
risk: ${risk}
status: ${status}
`;
const decided_outside_inbox_cases_PATH = '.forge/intents/drop-v1-endpoints.yaml';
const decided_outside_inbox_cases_from = (status, risk) => ({ [decided_outside_inbox_cases_PATH]: decided_outside_inbox_cases_intent(status, risk) });
const decided_outside_inbox_cases_cases = [
    ruleCases('intent/decided-outside-inbox', {
        valid: [
            {
                name: 'a low-risk intent needs no person',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('approved', 'low'),
                base: decided_outside_inbox_cases_from('proposed', 'low'),
            },
            {
                name: 'the runner moves an approved intent on',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('executing', 'high'),
                base: decided_outside_inbox_cases_from('approved', 'high'),
            },
            {
                name: 'the runner records the outcome',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('blocked', 'high'),
                base: decided_outside_inbox_cases_from('executing', 'high'),
            },
            {
                name: "a forbidden move is status-transition's",
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('approved', 'high'),
                base: decided_outside_inbox_cases_from('done', 'high'),
            },
        ],
        invalid: [
            {
                name: 'an intent nobody weighed (`risk: null`) approved outside the inbox',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('approved', 'null'),
                base: decided_outside_inbox_cases_from('proposed', 'null'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: 'This change approves an intent with no `risk`, which nobody has weighed and which counts as needing a person (`proposed` → `approved`) outside the inbox, and spec 4 has a person approve what is not weighed low. If you are that person, fine; otherwise restore `status: proposed` and give it its `risk` in a change of its own: at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.',
                    },
                ],
            },
            {
                name: 'a low-risk intent whose history was not read back to its proposal, approved outside the inbox',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('approved', 'low'),
                base: decided_outside_inbox_cases_from('proposed', 'low'),
                history: {
                    versions: Array.from({ length: 10 }, (_, n) => `${decided_outside_inbox_cases_intent('proposed', 'low')}created_at: 2025-03-${n + 10}\n`),
                },
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "This change approves an intent whose history could not be read back to the version where it was proposed (10 versions read, every one `proposed`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add), which counts as high-risk until a person decides (`proposed` → `approved`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'a high-risk intent approved in a commit',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('approved', 'high'),
                base: decided_outside_inbox_cases_from('proposed', 'high'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "This change approves a high-risk intent (`proposed` → `approved`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore `status: proposed` and approve it with `/approve` on its inbox issue, so a person's approval is recorded.",
                    },
                ],
            },
            {
                name: 'a blocked intent run again in a commit',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('approved', 'med'),
                base: decided_outside_inbox_cases_from('blocked', 'med'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "This change moves a `blocked` intent on to `approved` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore `status: blocked` and run it again with `/retry` on its inbox issue, so a person's decision is recorded.",
                    },
                ],
            },
            {
                name: 'a failed low-risk intent marked done by hand: the person decides whatever the risk',
                path: decided_outside_inbox_cases_PATH,
                text: decided_outside_inbox_cases_intent('done', 'low'),
                base: decided_outside_inbox_cases_from('error', 'low'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "This change moves an `error` intent on to `done` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore `status: error` and run it again with `/retry` on its inbox issue, so a person's decision is recorded.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/deleted-outside-inbox.cases.ts

/** An intent with `status` and `risk`; `-` leaves the line out. */
const deleted_outside_inbox_cases_intent = (status, risk, extra = '') => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}${extra}`;
const deleted_outside_inbox_cases_PATH = '.forge/intents/sessions-in-redis.yaml';
const deletes = (status, risk, extra = '') => ({
    path: deleted_outside_inbox_cases_PATH,
    text: deleted_outside_inbox_cases_intent(status, risk, extra),
    deleted: true,
});
const waits = (what) => `This change deletes \`${deleted_outside_inbox_cases_PATH}\` (this line is from its version at the base revision), an intent that waits for ${what}: deleting it decides that outside the inbox, and spec 4 has a person decide. Restore the file; to drop it, reject it with \`/reject\` on its inbox issue, so a person's decision is recorded.`;
const deleted_outside_inbox_cases_cases = [
    ruleCases('intent/deleted-outside-inbox', {
        valid: [
            { name: 'a low-risk proposal deleted: nobody waited on it', ...deletes('proposed', 'low') },
            { name: 'a finished intent deleted', ...deletes('done', 'high') },
            { name: 'an approved intent deleted (its approval was given)', ...deletes('approved', 'high') },
            {
                name: 'moved to another file of the same id: judged by its move there',
                ...deletes('proposed', 'high'),
                files: { '.forge/intents/sessions-in-redis.yml': deleted_outside_inbox_cases_intent('proposed', 'high') },
            },
            {
                name: 'a low-risk proposal whose history reads back to its start',
                ...deletes('proposed', 'low'),
                history: { versions: [deleted_outside_inbox_cases_intent('proposed', 'low')], whole: true },
            },
        ],
        invalid: [
            {
                name: 'a high-risk intent that waits for approval, deleted',
                ...deletes('proposed', 'high'),
                errors: [{ line: 7, column: 9, message: waits('its approval at `high` risk (`proposed`)') }],
            },
            {
                name: 'an intent nobody weighed (no `risk`), deleted',
                ...deletes('proposed', 'null'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: waits('its approval: it is `proposed` with no `risk`, so nobody has weighed it'),
                    },
                ],
            },
            {
                name: 'a low-risk proposal whose history ends before its start (its bound, a re-add), deleted',
                ...deletes('proposed', 'low'),
                history: { versions: [deleted_outside_inbox_cases_intent('proposed', 'low'), deleted_outside_inbox_cases_intent('proposed', 'low', 'created_at: 2025-03-01\n')] },
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: waits('its approval: it is `proposed`, and its history could not be read back to where it was proposed (2 versions read, every one `proposed`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add), so it counts as high-risk'),
                    },
                ],
            },
            {
                name: 'a blocked intent, deleted',
                ...deletes('blocked', 'low'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: waits("a person's decision on its failed tasks (`blocked`: run it again with `/retry`, or drop it)"),
                    },
                ],
            },
            {
                name: 'an intent with a question still open, deleted',
                ...deletes('approved', 'low', 'clarifications:\n  - question: Keep the old sessions?\n    answer: null\n'),
                errors: [{ line: 7, column: 9, message: waits('an answer to its clarification 1, still open') }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/dependency-not-found.cases.ts

const dependency_not_found_cases_intent = (dependsOn) => `title: Add rate limiting to the public API
body: A token bucket per API key, kept in Redis.
type: feature
source: human
risk: med
depends_on: ${dependsOn}
`;
const dependency_not_found_cases_OTHER = 'title: Set up Redis\nbody: Provision a Redis instance for the API.\nsource: human\n';
const rules_dependency_not_found_cases_PATH = '.forge/intents/add-rate-limiting.yaml';
const dependency_not_found_cases_FILES = { '.forge/intents/setup-redis.yaml': dependency_not_found_cases_OTHER, '.forge/intents/api-keys.yaml': dependency_not_found_cases_OTHER };
const rules_dependency_not_found_cases_cases = [
    ruleCases('intent/dependency-not-found', {
        valid: [
            {
                name: 'every dependency is in the registry',
                path: rules_dependency_not_found_cases_PATH,
                text: dependency_not_found_cases_intent('[setup-redis, api-keys]'),
                context: dependency_not_found_cases_FILES,
            },
            { name: 'no dependencies', path: rules_dependency_not_found_cases_PATH, text: dependency_not_found_cases_intent('[]') },
            { name: "a string instead of a list is the schema's finding", path: rules_dependency_not_found_cases_PATH, text: dependency_not_found_cases_intent('setup-redis') },
        ],
        invalid: [
            {
                name: 'the second entry misspelt, reported on it',
                path: rules_dependency_not_found_cases_PATH,
                text: dependency_not_found_cases_intent('\n  - setup-redis\n  - api-key'),
                context: dependency_not_found_cases_FILES,
                errors: [
                    {
                        line: 8,
                        column: 5,
                        message: '`depends_on` names `api-key`, but there is no `api-key.yaml` among the intents. Did you mean `api-keys`? Fix the id, or remove the dependency.',
                    },
                ],
            },
            {
                name: 'each missing entry',
                path: rules_dependency_not_found_cases_PATH,
                text: dependency_not_found_cases_intent('[setup-postgres, setup-redis, billing]'),
                context: dependency_not_found_cases_FILES,
                errors: [
                    {
                        line: 6,
                        column: 14,
                        message: '`depends_on` names `setup-postgres`, but there is no `setup-postgres.yaml` among the intents. Fix the id, or remove the dependency.',
                    },
                    {
                        line: 6,
                        column: 43,
                        message: '`depends_on` names `billing`, but there is no `billing.yaml` among the intents. Fix the id, or remove the dependency.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/duplicate-id.cases.ts

const duplicate_id_cases_INTENT = 'title: Fix login validation\nbody: The e-mail address is not checked.\ntype: fix\nsource: human\nrisk: low\n';
const rules_duplicate_id_cases_cases = [
    ruleCases('intent/duplicate-id', {
        valid: [
            {
                name: 'ids that only share a prefix',
                path: '.forge/intents/fix-login.yaml',
                text: duplicate_id_cases_INTENT,
                context: { '.forge/intents/fix-login-v2.yaml': duplicate_id_cases_INTENT },
            },
            {
                name: 'a task named like its intent is no second intent',
                path: '.forge/intents/fix-login.yaml',
                text: duplicate_id_cases_INTENT,
                context: { '.forge/tasks/fix-login/fix-login.yaml': 'intent_id: fix-login\ntitle: Check the address\n' },
            },
        ],
        invalid: [
            {
                name: '`x.yaml` beside `x.yml`',
                path: '.forge/intents/fix-login.yaml',
                text: duplicate_id_cases_INTENT,
                context: { '.forge/intents/fix-login.yml': duplicate_id_cases_INTENT },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id `fix-login` is also defined by `.forge/intents/fix-login.yml`; keep one file per id.',
                    },
                ],
            },
            {
                name: 'reported on the `.yml` one too',
                path: '.forge/intents/fix-login.yml',
                text: duplicate_id_cases_INTENT,
                context: { '.forge/intents/fix-login.yaml': duplicate_id_cases_INTENT },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id `fix-login` is also defined by `.forge/intents/fix-login.yaml`; keep one file per id.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/file-extension.cases.ts

const file_extension_cases_INTENT = 'title: Add a password reset link\nbody: Users who forget their password have no way to reset it.\ntype: feature\nsource: human\n';
const file_extension_cases_cases = [
    ruleCases('intent/file-extension', {
        valid: [{ name: 'the `.yaml` the runner reads', path: '.forge/intents/add-password-reset.yaml', text: file_extension_cases_INTENT }],
        invalid: [
            {
                name: 'a `.yml` file, which pfl-forge does not read',
                path: '.forge/intents/add-password-reset.yml',
                text: file_extension_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'Spec 4 collects intents as `.forge/intents/*.yaml` and the runner reads only `.yaml`; rename this file to `add-password-reset.yaml`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/id-not-slug.cases.ts

const id_not_slug_cases_INTENT = `title: "Fix login validation"
body: |
  The e-mail address is not checked against RFC 5322.
type: fix
source: human
risk: low
status: approved
`;
const id_not_slug_cases_cases = [
    ruleCases('intent/id-not-slug', {
        valid: [
            { name: 'a slug of words', path: '.forge/intents/fix-login-validation.yaml', text: id_not_slug_cases_INTENT },
            { name: 'digits are part of a slug', path: '.forge/intents/migrate-to-v2.yaml', text: id_not_slug_cases_INTENT },
        ],
        invalid: [
            {
                name: 'capitals and an underscore: a warning with the slug to rename to',
                path: '.forge/intents/Fix_Login.yaml',
                text: id_not_slug_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `Fix_Login`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to `fix-login.yaml`.',
                    },
                ],
            },
            {
                name: 'a space cannot be in a branch name `forge/<id>`',
                path: '.forge/intents/fix login.yaml',
                text: id_not_slug_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `fix login`, which is not a slug (lowercase letters, digits, hyphens) and cannot be part of a git branch name (`forge/<id>`). Rename the file to `fix-login.yaml`.',
                    },
                ],
            },
            {
                name: 'a stem ending in `.lock`, which git refuses',
                path: '.forge/intents/release.lock.yaml',
                text: id_not_slug_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `release.lock`, which is not a slug (lowercase letters, digits, hyphens) and cannot be part of a git branch name (`forge/<id>`). Rename the file to `release-lock.yaml`.',
                    },
                ],
            },
            {
                name: 'a Japanese file name has no slug to offer',
                path: '.forge/intents/ログイン修正.yaml',
                text: id_not_slug_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `ログイン修正`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to a slug that keeps its meaning in lowercase ASCII letters, digits and hyphens (a slug of this name would drop its non-ASCII letters).',
                    },
                ],
            },
            {
                name: 'a name partly in another script: no slug that would drop those words, nor one another intent has',
                path: '.forge/intents/日本語-intent.yaml',
                text: id_not_slug_cases_INTENT,
                files: { '.forge/intents/intent.yaml': id_not_slug_cases_INTENT },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `日本語-intent`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to a slug that keeps its meaning in lowercase ASCII letters, digits and hyphens (a slug of this name would drop its non-ASCII letters).',
                    },
                ],
            },
            {
                name: 'accented letters keep their letter in the slug',
                path: '.forge/intents/Ünïcode fix.yaml',
                text: id_not_slug_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `Ünïcode fix`, which is not a slug (lowercase letters, digits, hyphens) and cannot be part of a git branch name (`forge/<id>`). Rename the file to `unicode-fix.yaml`.',
                    },
                ],
            },
            {
                name: 'the slug another intent has already is not suggested: following it would overwrite that intent',
                path: '.forge/intents/Fix_Login.yaml',
                text: id_not_slug_cases_INTENT,
                files: { '.forge/intents/fix-login.yaml': id_not_slug_cases_INTENT },
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `Fix_Login`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to a slug no other file has: `fix-login.yaml` exists already.',
                    },
                ],
            },
            {
                name: 'a `.yml` file is renamed to the `.yaml` the runner reads',
                path: '.forge/intents/Fix-Login.yml',
                text: id_not_slug_cases_INTENT,
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: 'The intent id is the file name, `Fix-Login`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to `fix-login.yaml`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/nested-intent.cases.ts

const nested_intent_cases_PATH = '.forge/intents/simple-feature.yaml';
const nested_intent_cases_cases = [
    ruleCases('intent/nested-intent', {
        valid: [
            {
                name: 'the fields at the top level',
                path: nested_intent_cases_PATH,
                text: 'title: Add --json\nbody: Print the report as JSON.\nsource: human\n',
            },
            {
                name: 'an `intent` key beside a `title` is only an unknown key',
                path: nested_intent_cases_PATH,
                text: 'title: Add --json\nbody: Print the report as JSON.\nsource: human\nintent:\n  note: kept\n',
            },
        ],
        invalid: [
            {
                name: 'an eval fixture copied into the registry',
                path: nested_intent_cases_PATH,
                text: 'intent:\n  title: "Add --json"\n  body: "Print the report as JSON."\n  source: human\nexpectations:\n  plan_mentions: [json]\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: "The intent is nested under `intent:`, the shape of pfl-forge's eval fixtures; an intent file has `title`, `body` and `source` at the top level. Move the fields up, or keep fixtures out of `.forge/intents/`.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/parent-not-approved.cases.ts

const child = (status) => `title: Validate the e-mail address on sign-up
body: Reuse the login validation on the sign-up form.
type: fix
source: analyze
risk: low
status: ${status}
parent: rework-auth
`;
/** The parent intent at `status` and `risk`; `-` leaves the risk out. */
const parent_not_approved_cases_parent = (status, risk) => ({
    '.forge/intents/rework-auth.yaml': `title: Rework authentication\nbody: Split it into slices.\ntype: refactor\nsource: human\n${risk === '-' ? '' : `risk: ${risk}\n`}status: ${status}\n`,
});
const parent_not_approved_cases_PATH = '.forge/intents/validate-signup-email.yaml';
const parent_not_approved_cases_waits = (status, how) => `This intent is \`${status}\`, but its parent \`rework-auth\` still waits for a person's approval (\`proposed\` ${how}): spec 4's child intents come from decomposing the parent, so a child runs only once its parent is approved. Set this intent back to \`proposed\` until \`rework-auth\` is approved with \`/approve\` on its inbox issue, or have the parent rejected.`;
const parent_not_approved_cases_cases = [
    ruleCases('intent/parent-not-approved', {
        valid: [
            { name: 'the parent is approved', path: parent_not_approved_cases_PATH, text: child('executing'), context: parent_not_approved_cases_parent('approved', 'high') },
            {
                name: 'the parent is low-risk: it runs without a person',
                path: parent_not_approved_cases_PATH,
                text: child('executing'),
                context: parent_not_approved_cases_parent('proposed', 'low'),
            },
            { name: 'the child waits as well', path: parent_not_approved_cases_PATH, text: child('proposed'), context: parent_not_approved_cases_parent('proposed', 'high') },
            { name: "no such parent: parent-not-found's", path: parent_not_approved_cases_PATH, text: child('executing') },
        ],
        invalid: [
            {
                name: 'a low-risk child runs under a high-risk parent that waits',
                path: parent_not_approved_cases_PATH,
                text: child('executing'),
                context: parent_not_approved_cases_parent('proposed', 'high'),
                errors: [{ line: 7, column: 9, message: parent_not_approved_cases_waits('executing', 'at `high` risk') }],
            },
            {
                name: 'a child approved under a parent nobody weighed',
                path: parent_not_approved_cases_PATH,
                text: child('approved'),
                context: parent_not_approved_cases_parent('proposed', '-'),
                errors: [{ line: 7, column: 9, message: parent_not_approved_cases_waits('approved', 'with no `risk`, which nobody has weighed') }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/parent-not-found.cases.ts

const parent_not_found_cases_child = (parent) => `title: Validate the e-mail address on sign-up
body: Reuse the login validation on the sign-up form.
type: fix
source: analyze
parent: ${parent}
`;
const PARENT = 'title: Fix login validation\nbody: Check addresses everywhere a user types one.\ntype: fix\nsource: human\n';
const parent_not_found_cases_PATH = '.forge/intents/validate-signup-email.yaml';
const parent_not_found_cases_cases = [
    ruleCases('intent/parent-not-found', {
        valid: [
            {
                name: 'the parent is in the registry',
                path: parent_not_found_cases_PATH,
                text: parent_not_found_cases_child('fix-login-validation'),
                context: { '.forge/intents/fix-login-validation.yaml': PARENT },
            },
            {
                name: 'a `.yml` parent is still an intent',
                path: parent_not_found_cases_PATH,
                text: parent_not_found_cases_child('fix-login-validation'),
                context: { '.forge/intents/fix-login-validation.yml': PARENT },
            },
            { name: 'no parent', path: parent_not_found_cases_PATH, text: parent_not_found_cases_child('null') },
            { name: "an unfilled template is template-leftover's", path: parent_not_found_cases_PATH, text: parent_not_found_cases_child('"<parent intent id>"') },
        ],
        invalid: [
            {
                name: 'a misspelt parent, with the id it is near',
                path: parent_not_found_cases_PATH,
                text: parent_not_found_cases_child('fix-login-validaton'),
                context: { '.forge/intents/fix-login-validation.yaml': PARENT },
                errors: [
                    {
                        line: 5,
                        column: 9,
                        message: '`parent` is `fix-login-validaton`, but there is no `fix-login-validaton.yaml` among the intents. Did you mean `fix-login-validation`? Fix the id, or add the parent intent.',
                    },
                ],
            },
            {
                name: 'a parent deleted since',
                path: parent_not_found_cases_PATH,
                text: parent_not_found_cases_child('rework-auth'),
                context: { '.forge/intents/fix-login-validation.yaml': PARENT },
                errors: [
                    {
                        line: 5,
                        column: 9,
                        message: '`parent` is `rework-auth`, but there is no `rework-auth.yaml` among the intents. Fix the id, or add the parent intent.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/reference-impl-value.cases.ts

const reference_impl_value_cases_intent = (source, status) => `title: Add rate limiting to the public API
body: Requests per client are unbounded; add a token bucket per API key.
type: feature
source: ${source}
risk: med
status: ${status}
`;
const intent_rules_reference_impl_value_cases_PATH = '.forge/intents/add-rate-limiting.yaml';
const intent_rules_reference_impl_value_cases_cases = [
    ruleCases('intent/reference-impl-value', {
        valid: [
            { name: "spec 4's values", path: intent_rules_reference_impl_value_cases_PATH, text: reference_impl_value_cases_intent('human', 'executing') },
            { name: 'an intent Reflect wrote', path: intent_rules_reference_impl_value_cases_PATH, text: reference_impl_value_cases_intent('reflection', 'proposed') },
            {
                name: '`implementing` a team lists in the config',
                path: intent_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_intent('human', 'implementing'),
                config: { enums: { 'intent/status': ['implementing'] } },
            },
            {
                name: 'source `eval` a team lists in the config',
                path: intent_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_intent('eval', 'approved'),
                config: { enums: { 'intent/source': ['eval'] } },
            },
        ],
        invalid: [
            {
                name: "pfl-forge's `implementing` for a while",
                path: intent_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_intent('human', 'implementing'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: "`implementing` is a pfl-forge value that spec 4 does not list (pfl-forge's name for `executing` in February–March 2026, since removed); write `executing`.",
                    },
                ],
            },
            {
                name: 'source `draft`: drafts are human input',
                path: intent_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_intent('draft', 'proposed'),
                errors: [
                    {
                        line: 4,
                        column: 9,
                        message: '`draft` is a pfl-forge value that spec 4 does not list (spec 4 has `human` and `reflection`); write `human` (drafts are human input).',
                    },
                ],
            },
            {
                name: 'a child intent Analyze split off, still `implementing`: both',
                path: intent_rules_reference_impl_value_cases_PATH,
                text: reference_impl_value_cases_intent('analyze', 'implementing'),
                errors: [
                    {
                        line: 4,
                        column: 9,
                        message: '`analyze` is a pfl-forge value that spec 4 does not list (spec 4 has `human` and `reflection`); write `human` or `reflection`, or add it under `enums: intent/source`.',
                    },
                    {
                        line: 6,
                        column: 9,
                        message: "`implementing` is a pfl-forge value that spec 4 does not list (pfl-forge's name for `executing` in February–March 2026, since removed); write `executing`.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/risk-lowered.cases.ts

/** An intent with `status` and `risk`; `-` leaves the line out. */
const risk_lowered_cases_intent = (status, risk) => `title: Move sessions to Redis
body: |
  Sessions live in process memory; a restart logs every user out.
type: refactor
source: human
${risk === '-' ? '' : `risk: ${risk}\n`}${status === '-' ? '' : `status: ${status}\n`}`;
const risk_lowered_cases_PATH = '.forge/intents/sessions-in-redis.yaml';
const risk_lowered_cases_from = (status, risk, path = risk_lowered_cases_PATH) => ({ [path]: risk_lowered_cases_intent(status, risk) });
const lowered = (base, now) => `This change lowers the \`risk\` of a proposed intent from \`${base}\` (base revision) to ${now}: a ${base}-risk intent waits for a person's approval (spec 4), and whether it still needs one is that person's decision, not the change's. Restore \`risk: ${base}\`, and ask on its inbox issue: a person approves it there with \`/approve\` (or rejects it); until then its approval item stays at \`${base}\`.`;
const risk_lowered_cases_cases = [
    ruleCases('intent/risk-lowered', {
        valid: [
            {
                name: 'the risk raised',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('proposed', 'high'),
                base: risk_lowered_cases_from('proposed', 'med'),
            },
            {
                name: 'a low-risk intent waits for no one: lowering nothing',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('proposed', 'low'),
                base: risk_lowered_cases_from('proposed', 'low'),
            },
            {
                name: 'an approved intent, its risk lowered: nobody awaits it any more',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('approved', 'low'),
                base: risk_lowered_cases_from('approved', 'high'),
            },
            {
                name: "approved while lowering: approval-skipped's to report",
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('approved', 'low'),
                base: risk_lowered_cases_from('proposed', 'high'),
            },
            {
                name: 'a new intent of another id, beside a removed one',
                path: '.forge/intents/cache-sessions.yaml',
                text: risk_lowered_cases_intent('proposed', 'low'),
                base: risk_lowered_cases_from('proposed', 'high'),
                added: ['.forge/intents/cache-sessions.yaml'],
            },
            { name: 'a run that compares with no base', path: risk_lowered_cases_PATH, text: risk_lowered_cases_intent('proposed', 'low') },
            {
                name: 'its first `risk`, given while proposed, is no lowering',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('proposed', 'low'),
                base: risk_lowered_cases_from('proposed', 'null'),
            },
        ],
        invalid: [
            {
                name: 'high to low, still proposed',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('proposed', 'low'),
                base: risk_lowered_cases_from('proposed', 'high'),
                errors: [{ line: 6, column: 7, message: lowered('high', '`low`') }],
            },
            {
                name: 'high to med: still lower',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('proposed', 'med'),
                base: risk_lowered_cases_from('proposed', 'high'),
                errors: [{ line: 6, column: 7, message: lowered('high', '`med`') }],
            },
            {
                name: 'the risk removed, the status left out (read as proposed): reported at the top',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('-', '-'),
                base: risk_lowered_cases_from('-', 'med'),
                errors: [{ line: 1, column: 1, message: lowered('med', 'nothing') }],
            },
            {
                name: 'an unreadable risk at the base counts as high',
                path: risk_lowered_cases_PATH,
                text: risk_lowered_cases_intent('proposed', 'low'),
                base: risk_lowered_cases_from('proposed', 'severe'),
                errors: [{ line: 6, column: 7, message: lowered('high', '`low`') }],
            },
            {
                name: 'moved to another file of the same id (`.yaml` → `.yml`), deleted and added again',
                path: '.forge/intents/sessions-in-redis.yml',
                text: risk_lowered_cases_intent('proposed', 'low'),
                base: risk_lowered_cases_from('proposed', 'high'),
                added: ['.forge/intents/sessions-in-redis.yml'],
                errors: [{ line: 6, column: 7, message: lowered('high', '`low`') }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/status-transition.cases.ts

/** An intent with `status` and `risk`; `status: -` leaves the status out (read as `proposed`). */
const status_transition_cases_intent = (status, risk = 'low') => `title: Fix login validation
body: Check the e-mail address against RFC 5322.
type: fix
source: human
risk: ${risk}
${status === '-' ? '' : `status: ${status}\n`}`;
const rules_status_transition_cases_PATH = '.forge/intents/fix-login.yaml';
const status_transition_cases_from = (status, risk = 'low') => ({ [rules_status_transition_cases_PATH]: status_transition_cases_intent(status, risk) });
const rules_status_transition_cases_cases = [
    ruleCases('intent/status-transition', {
        valid: [
            { name: 'a low-risk intent approved', path: rules_status_transition_cases_PATH, text: status_transition_cases_intent('approved'), base: status_transition_cases_from('proposed') },
            { name: 'approved, run and finished in one change', path: rules_status_transition_cases_PATH, text: status_transition_cases_intent('done'), base: status_transition_cases_from('approved') },
            { name: 'a blocked intent run again', path: rules_status_transition_cases_PATH, text: status_transition_cases_intent('approved'), base: status_transition_cases_from('blocked') },
            { name: 'the same status, spelt `Done`', path: rules_status_transition_cases_PATH, text: status_transition_cases_intent('Done'), base: status_transition_cases_from('done') },
            { name: 'a new intent has no move', path: rules_status_transition_cases_PATH, text: status_transition_cases_intent('done') },
            {
                name: "a team's own status has no row in the diagram",
                path: rules_status_transition_cases_PATH,
                text: status_transition_cases_intent('proposed'),
                base: status_transition_cases_from('on_hold'),
                config: { enums: { 'intent/status': ['on_hold'] } },
            },
            {
                name: "a med-risk intent past its approver is approval-skipped's",
                path: rules_status_transition_cases_PATH,
                text: status_transition_cases_intent('executing', 'med'),
                base: status_transition_cases_from('proposed', 'med'),
            },
        ],
        invalid: [
            {
                name: 'a done intent reopened',
                path: rules_status_transition_cases_PATH,
                text: status_transition_cases_intent('approved'),
                base: status_transition_cases_from('done'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` moved from `done` (base revision) to `approved`, which spec 4 does not allow: `done` is final (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `done`, and write a new intent for more work.',
                    },
                ],
            },
            {
                name: 'an approved intent sent back to proposed',
                path: rules_status_transition_cases_PATH,
                text: status_transition_cases_intent('proposed'),
                base: status_transition_cases_from('approved'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` moved from `approved` (base revision) to `proposed`, which spec 4 does not allow: from `approved` an intent goes on to `executing`, `done`, `blocked`, `error` (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `approved`: nothing goes back to `proposed`.',
                    },
                ],
            },
            {
                name: 'the status removed, read as proposed: reported at the top',
                path: rules_status_transition_cases_PATH,
                text: status_transition_cases_intent('-'),
                base: status_transition_cases_from('executing'),
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: '`status` moved from `executing` (base revision) to `proposed`, which spec 4 does not allow: from `executing` an intent goes on to `done`, `blocked`, `error` (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `executing`: nothing goes back to `proposed`.',
                    },
                ],
            },
            {
                name: 'an executing intent stopped and approved again, which only a person may do from blocked or error',
                path: rules_status_transition_cases_PATH,
                text: status_transition_cases_intent('approved'),
                base: status_transition_cases_from('implementing'),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` moved from `executing` (base revision) to `approved`, which spec 4 does not allow: from `executing` an intent goes on to `done`, `blocked`, `error` (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `executing`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/status-vs-tasks.cases.ts

const status_vs_tasks_cases_intent = (status) => `title: Fix login validation
body: Check the e-mail address against RFC 5322.
type: fix
source: human
risk: low
status: ${status}
`;
const status_vs_tasks_cases_PATH = '.forge/intents/fix-login.yaml';
/** The intent's tasks, `id: status` each, in `.forge/tasks/fix-login/`. */
const tasks = (statuses) => Object.fromEntries(Object.entries(statuses).map(([id, status]) => [
    `.forge/tasks/fix-login/${id}.yaml`,
    `intent_id: fix-login\ntitle: ${id.split('-').join(' ')}\nplan: Do it.\nrelevant_files: [src/login.rs]\nimplementation_steps: [Do it]\nstatus: ${status}\n`,
]));
const status_vs_tasks_cases_cases = [
    ruleCases('intent/status-vs-tasks', {
        valid: [
            {
                name: 'done, all tasks done',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('done'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'done' }),
            },
            {
                name: "pfl-forge's `completed` counts as done",
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('done'),
                context: tasks({ 'validate-address': 'completed', 'add-tests': 'done' }),
            },
            {
                name: 'blocked, one of two failed',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('blocked'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
            },
            {
                name: 'error, every task failed, one spelt `Failed`',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('error'),
                context: tasks({ 'validate-address': 'Failed', 'add-tests': 'failed' }),
            },
            {
                name: 'executing while tasks run',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('executing'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'implementing' }),
            },
            {
                name: 'approved again after a retry: the old results say nothing',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('approved'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
            },
            { name: 'done, with no task files kept', path: status_vs_tasks_cases_PATH, text: status_vs_tasks_cases_intent('done') },
        ],
        invalid: [
            {
                name: 'done while a task failed',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('done'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `done`, but 1 of 2 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'still executing when every task is done',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('executing'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'completed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `executing`, but all 2 of its tasks are `done`: spec 4 makes the intent `done`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: "pfl-forge's `implementing` when every task is done",
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('implementing'),
                context: tasks({ 'validate-address': 'done' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `implementing`, but its only task is `done`: spec 4 makes the intent `done`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'blocked when every task failed',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('blocked'),
                context: tasks({ 'validate-address': 'failed', 'add-tests': 'failed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `blocked`, but 2 of 2 tasks failed: spec 4 makes the intent `error`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'done with a task not yet run',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('done'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'pending' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `done`, but task `add-tests` has not finished and none of its 2 tasks failed. Update `status` (`executing` while tasks run), or the tasks.',
                    },
                ],
            },
            {
                name: 'error while one of three failed and the others still run: spec 4 says blocked',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('error'),
                context: tasks({ 'validate-address': 'implementing', 'add-tests': 'pending', 'update-docs': 'failed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `error`, but 1 of 3 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'error with two tasks still running',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('error'),
                context: tasks({ 'validate-address': 'implementing', 'add-tests': 'pending', 'update-docs': 'done' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `error`, but tasks `add-tests`, `validate-address` have not finished and none of its 3 tasks failed. Update `status` (`executing` while tasks run), or the tasks.',
                    },
                ],
            },
            {
                name: 'done with its only task not finished',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('done'),
                context: tasks({ 'validate-address': 'implementing' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `done`, but its only task, `validate-address`, has not finished. Update `status` (`executing` while tasks run), or the tasks.',
                    },
                ],
            },
            {
                name: 'blocked when its only task failed',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('blocked'),
                context: tasks({ 'validate-address': 'failed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `blocked`, but its only task failed: spec 4 makes the intent `error`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'done when its only task failed: spec 4 says error, which waits for a person',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('done'),
                context: tasks({ 'validate-address': 'failed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `done`, but its only task failed: spec 4 makes the intent `error`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'blocked while no task failed and one still runs',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('blocked'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'implementing' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `blocked`, but task `add-tests` has not finished and none of its 2 tasks failed. Update `status` (`executing` while tasks run), or the tasks.',
                    },
                ],
            },
            {
                name: 'error when every task is done',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('error'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'done' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `error`, but all 2 of its tasks are `done`: spec 4 makes the intent `done`. Update `status`, or the tasks.',
                    },
                ],
            },
            {
                name: 'executing while one task failed and the other is done',
                path: status_vs_tasks_cases_PATH,
                text: status_vs_tasks_cases_intent('executing'),
                context: tasks({ 'validate-address': 'done', 'add-tests': 'failed' }),
                errors: [
                    {
                        line: 6,
                        column: 9,
                        message: '`status` is `executing`, but 1 of 2 tasks failed: spec 4 makes the intent `blocked`. Update `status`, or the tasks.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/intent/rules/unknown-type.cases.ts

const unknown_type_cases_intent = (type) => `title: Split the API layer
body: |
  Handlers call the database directly; move the queries behind a repository.
type: ${type}
source: reflection
risk: med
status: proposed
`;
const rules_unknown_type_cases_PATH = '.forge/intents/split-api-layer.yaml';
const rules_unknown_type_cases_cases = [
    ruleCases('intent/unknown-type', {
        valid: [
            { name: "one of spec 4's types", path: rules_unknown_type_cases_PATH, text: unknown_type_cases_intent('refactor') },
            { name: 'left empty for Analyze to fill in', path: rules_unknown_type_cases_PATH, text: unknown_type_cases_intent('null') },
            {
                name: "a team's own type, listed in the config",
                path: rules_unknown_type_cases_PATH,
                text: unknown_type_cases_intent('docs'),
                config: { enums: { 'intent/type': ['docs'] } },
            },
            {
                name: 'a type a team lists for drafts counts for intents',
                path: rules_unknown_type_cases_PATH,
                text: unknown_type_cases_intent('chore'),
                config: { enums: { 'intent-draft/type': ['chore'] } },
            },
            {
                name: "a template placeholder is template-leftover's",
                path: rules_unknown_type_cases_PATH,
                text: unknown_type_cases_intent('"<feature | fix | refactor>"'),
            },
        ],
        invalid: [
            {
                name: 'a typo, with the type it is near',
                path: rules_unknown_type_cases_PATH,
                text: unknown_type_cases_intent('refactr'),
                errors: [
                    {
                        line: 4,
                        column: 7,
                        message: "`type` is `refactr`, not one of feature, refactor, fix, test, audit. Did you mean `refactor`? If it is your team's own type, add it under `enums: intent/type` in the config.",
                    },
                ],
            },
            {
                name: 'a capital only: fixed',
                path: rules_unknown_type_cases_PATH,
                text: unknown_type_cases_intent('Refactor'),
                errors: [
                    {
                        line: 4,
                        column: 7,
                        message: "`type` is `Refactor`, not one of feature, refactor, fix, test, audit. Did you mean `refactor`? If it is your team's own type, add it under `enums: intent/type` in the config.",
                    },
                ],
                output: unknown_type_cases_intent('refactor'),
            },
            {
                name: "a team's own type the config does not list, the config's others named",
                path: rules_unknown_type_cases_PATH,
                text: unknown_type_cases_intent('docs'),
                config: { enums: { 'intent/type': ['chore'] } },
                errors: [
                    {
                        line: 4,
                        column: 7,
                        message: "`type` is `docs`, not one of feature, refactor, fix, test, audit, chore. If it is your team's own type, add it under `enums: intent/type` in the config.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/answer-direction.cases.ts

const message = (id, type, from, to, extra = '') => `---\nid: ${id}\nfrom: ${from}\nto: ${to}\ntype: ${type}\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タイトル\n`;
const QUESTION = {
    'shared/questions/backend-to-frontend/q.md': message('20250124-005-q', 'question', 'backend', 'frontend'),
};
const answer_direction_cases_cases = [
    ruleCases('message/answer-direction', {
        valid: [
            {
                name: 'the one asked answers the asker',
                path: 'shared/questions/answers/20250124-005-q.md',
                text: message('20250124-006-a', 'answer', 'frontend', 'backend', 'parent_id: 20250124-005-q\n'),
                context: QUESTION,
            },
            {
                name: 'the question found by the file name',
                path: 'shared/questions/answers/20250124-005-q.md',
                text: message('20250124-006-a', 'answer', 'frontend', 'backend'),
                context: QUESTION,
            },
            {
                name: "a question nobody declares is reference-not-found's",
                path: 'shared/questions/answers/a.md',
                text: message('20250124-006-a', 'answer', 'pm', 'ceo', 'parent_id: 20250124-099-q\n'),
            },
        ],
        invalid: [
            {
                name: 'an answer sent back to the one asked',
                path: 'shared/questions/answers/20250124-005-q.md',
                text: message('20250124-006-a', 'answer', 'backend', 'frontend', 'parent_id: 20250124-005-q\n'),
                context: QUESTION,
                errors: [
                    {
                        line: 3,
                        column: 7,
                        message: '`from` is `backend`, but the question it answers (`20250124-005-q` in `shared/questions/backend-to-frontend/q.md`) is from `backend` to `frontend`, and the one asked answers. Write `from: frontend`, or fix `parent_id` if it names the wrong question.',
                    },
                    {
                        line: 4,
                        column: 5,
                        message: '`to` is `frontend`, but the question it answers (`20250124-005-q` in `shared/questions/backend-to-frontend/q.md`) is from `backend` to `frontend`, and the answer goes back to the one who asked. Write `to: backend`, or fix `parent_id` if it names the wrong question.',
                    },
                ],
            },
            {
                name: 'an answer from someone else, its question by the file name',
                path: 'shared/questions/answers/20250124-005-q.md',
                text: message('20250124-006-a', 'answer', 'pm', 'backend'),
                context: QUESTION,
                errors: [
                    {
                        line: 3,
                        column: 7,
                        message: '`from` is `pm`, but the question it answers (`20250124-005-q` in `shared/questions/backend-to-frontend/q.md`) is from `backend` to `frontend`, and the one asked answers. Write `from: frontend`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/answered-question-pending.cases.ts

const answered_question_pending_cases_QUESTION = 'shared/questions/pm-to-human/20250124-005-q.md';
const ANSWER = 'shared/questions/answers/20250124-005-q.md';
const question = (status) => `---\nid: 20250124-005-q\nfrom: pm\nto: human\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: Which database for sessions?\n\n## 質問内容\nRedis or Postgres?\n`;
const answer = (parent = 'parent_id: 20250124-005-q\n') => `---\nid: 01HQANSWER0000000000000000\nfrom: human\nto: pm\ntype: answer\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T13:00:00Z\n${parent}---\n\n# 回答: Which database for sessions?\n\n## 回答\nRedis.\n`;
const answered_question_pending_cases_message = (answerPath) => `The question \`20250124-005-q\` (\`${answered_question_pending_cases_QUESTION}\`) has its answer (\`${answerPath}\`) and is still \`pending\`: set the question's \`status\` to \`completed\` (and its \`updated_at\`), as spec 5 completes an answered question. Until then the inbox keeps asking for an answer that was given.`;
const answered_question_pending_cases_cases = [
    ruleCases('message/answered-question-pending', {
        valid: [
            {
                name: 'an answered question, completed',
                path: answered_question_pending_cases_QUESTION,
                text: question('completed'),
                context: { [ANSWER]: answer() },
            },
            { name: 'a pending question with no answer yet', path: answered_question_pending_cases_QUESTION, text: question('pending') },
            {
                name: 'an answer to a completed question',
                path: ANSWER,
                text: answer(),
                context: { [answered_question_pending_cases_QUESTION]: question('completed') },
            },
        ],
        invalid: [
            {
                name: 'the question, checked: its answer is beside it',
                path: answered_question_pending_cases_QUESTION,
                text: question('pending'),
                context: { [ANSWER]: answer() },
                errors: [{ line: 7, column: 9, message: answered_question_pending_cases_message(ANSWER) }],
            },
            {
                name: 'the answer, checked: it names a question still pending',
                path: ANSWER,
                text: answer(),
                context: { [answered_question_pending_cases_QUESTION]: question('pending') },
                errors: [{ line: 9, column: 12, message: answered_question_pending_cases_message(ANSWER) }],
            },
            {
                name: 'an answer named for its question, without `parent_id`: reported at the header',
                path: ANSWER,
                text: answer(''),
                context: { [answered_question_pending_cases_QUESTION]: question('Pending') },
                errors: [{ line: 2, column: 1, message: answered_question_pending_cases_message(ANSWER) }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/body-placeholder.cases.ts

const body_placeholder_cases_TASK = 'shared/tasks/frontend/t.md';
const body_placeholder_cases_task = (body) => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n\n${['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'].map((name) => `## ${name}\nなし\n`).join('')}${body}`;
const body_placeholder_cases_cases = [
    ruleCases('message/body-placeholder', {
        valid: [
            {
                name: 'braces in code are quoted text',
                path: body_placeholder_cases_TASK,
                text: body_placeholder_cases_task('`GET /api/personas/{id}`\n\n```ts\nconst a = {b};\n```\n'),
            },
            { name: 'JSON-ish braces are no placeholder', path: body_placeholder_cases_TASK, text: body_placeholder_cases_task('{ "a": 1 }\n') },
            { name: 'an HTML tag is no placeholder', path: body_placeholder_cases_TASK, text: body_placeholder_cases_task('Press <kbd>Enter</kbd>.\n') },
        ],
        invalid: [
            {
                name: "the template's placeholder left in",
                path: body_placeholder_cases_TASK,
                text: body_placeholder_cases_task('{何を実装するか}\n'),
                errors: [
                    {
                        line: 25,
                        column: 1,
                        message: '`{何を実装するか}` is a placeholder from the template, never filled in. Write the real content.',
                    },
                ],
            },
            {
                name: 'two on one line are one finding',
                path: body_placeholder_cases_TASK,
                text: body_placeholder_cases_task('- {ファイルパス1}: {説明}\n'),
                errors: [
                    {
                        line: 25,
                        column: 3,
                        message: '`{ファイルパス1}`, `{説明}` are placeholders from the template, never filled in. Write the real content.',
                    },
                ],
            },
            {
                name: 'an angle-bracket slot filling a list item',
                path: body_placeholder_cases_TASK,
                text: body_placeholder_cases_task('- <成果1>\n'),
                errors: [
                    {
                        line: 25,
                        column: 3,
                        message: '`<成果1>` is a placeholder from the template, never filled in. Write the real content.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/bracket-header.cases.ts

const REPORT = 'shared/reports/engineers/frontend/r.md';
const FRONTMATTER = '---\nid: 20250124-004-rep\nfrom: frontend\nto: pm\ntype: report\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 報告\n';
const bracket_header_cases_cases = [
    ruleCases('message/bracket-header', {
        valid: [
            { name: 'spec 5 frontmatter alone', path: REPORT, text: FRONTMATTER },
            {
                name: 'a bracket block quoted in a code block',
                path: REPORT,
                text: `${FRONTMATTER}\n\`\`\`\n[REPORT TO: PM]\n\`\`\`\n`,
            },
        ],
        invalid: [
            {
                name: 'a bracket header instead of frontmatter',
                path: REPORT,
                text: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: "`[REPORT TO: PM]` is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (from this block: `to: pm`, `type: report`, `status: completed`).",
                    },
                ],
            },
            {
                name: "the block's values as the enums and the id rule read them; what they would refuse is left out",
                path: REPORT,
                text: '[REPORT TO: Project Manager]\nMessage ID: 20250124-004-rep\nFrom: Front-End\nStatus: DONE\nPriority: Hgh\n[/REPORT]\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: "`[REPORT TO: Project Manager]` is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (from this block: `id: 20250124-004-rep`, `from: frontend`, `type: report`, `priority: high`).",
                    },
                ],
            },
            {
                name: 'an id the id rule refuses, and a status no member is near, are left out',
                path: 'shared/tasks/security/t.md',
                text: '[TASK TO: SECURITY]\nTask ID: T-DEPLOY-003-P3\nStatus: Complete\n[/TASK]\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: "`[TASK TO: SECURITY]` is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (from this block: `to: security`, `type: task`, `status: completed`).",
                    },
                ],
            },
            {
                name: 'a bracket block after frontmatter',
                path: REPORT,
                text: `${FRONTMATTER}\n[REPORT TO: PM]\nStatus: COMPLETED\n[/REPORT]\n`,
                errors: [
                    {
                        line: 13,
                        column: 1,
                        message: '`[REPORT TO: PM]` repeats the header this file already has in its frontmatter, and the two can drift apart. Keep the frontmatter; drop the block or move what it adds into the body.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/bracket-value.cases.ts

const bracket_value_cases_REPORT = 'shared/reports/engineers/frontend/r.md';
const bracket_value_cases_cases = [
    ruleCases('message/bracket-value', {
        valid: [
            {
                name: 'spec 5 values, upper-cased as the prompts write them',
                path: bracket_value_cases_REPORT,
                text: '[REPORT TO: PM]\nStatus: COMPLETED\nPriority: HIGH\n[/REPORT]\n',
            },
            {
                name: "a team's own status",
                path: bracket_value_cases_REPORT,
                text: '[REPORT TO: PM]\nStatus: DONE\n[/REPORT]\n',
                config: { enums: { 'message/status': ['done'] } },
            },
            {
                name: "the template's placeholder is the body-placeholder rule's",
                path: bracket_value_cases_REPORT,
                text: '[REPORT TO: PM]\nStatus: {status}\n[/REPORT]\n',
            },
        ],
        invalid: [
            {
                name: 'an unknown status',
                path: bracket_value_cases_REPORT,
                text: '[REPORT TO: PM]\nStatus: DONE\n[/REPORT]\n',
                errors: [
                    {
                        line: 2,
                        column: 1,
                        message: "`Status:` `DONE` is no status spec 5 knows (read as `done`); allowed: pending, in_progress, completed, blocked. A team's own values go under `enums: message/status`.",
                    },
                ],
            },
            {
                name: 'an unknown recipient',
                path: bracket_value_cases_REPORT,
                text: '[REPORT TO: BOSS]\nStatus: COMPLETED\n[/REPORT]\n',
                errors: [
                    {
                        line: 1,
                        column: 1,
                        message: "The recipient `BOSS` is no role spec 5 knows (read as `boss`); allowed: human, ceo, pm, frontend, backend, security. A team's own values go under `enums: message/role`.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/deliverable-path.cases.ts

const deliverable_path_cases_REPORT = 'shared/reports/pm/20250124-004-rep.md';
/** A report whose `## 成果物` lists `deliverables` (one line each), its other sections filled: line 20 is the first deliverable. */
const report = (...deliverables) => `---\nid: 20250124-004-rep\nfrom: frontend\nto: pm\ntype: report\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 報告: ログイン画面\n\n## ステータス\ncompleted\n\n## 完了項目\n- [x] ログイン画面\n\n## 成果物\n${deliverables.join('\n')}\n\n## 課題・懸念\nなし\n\n## 次のステップ\nなし\n\n## 備考\nなし\n`;
const deliverable_path_cases_cases = [
    ruleCases('message/deliverable-path', {
        valid: [
            {
                name: "spec 5's form, relative to the repository root",
                path: deliverable_path_cases_REPORT,
                text: report('- src/pages/login.tsx: ログイン画面', '- `src/pages/login.test.tsx`: テスト'),
            },
            { name: 'a `..` that stays inside', path: deliverable_path_cases_REPORT, text: report('- docs/../src/login.ts: 修正') },
            {
                name: 'prose and a link are no file to judge',
                path: deliverable_path_cases_REPORT,
                text: report('- なし', '- the login page, see https://example.com/login: 公開済み'),
            },
            {
                name: "the template's placeholder is body-placeholder's",
                path: deliverable_path_cases_REPORT,
                text: report('- {ファイルパス1}: {説明}'),
            },
        ],
        invalid: [
            {
                name: "an absolute path from the agent's machine",
                path: deliverable_path_cases_REPORT,
                text: report('- /home/agent/work/src/pages/login.tsx: ログイン画面'),
                errors: [
                    {
                        line: 20,
                        column: 3,
                        message: 'This deliverable (`/home/agent/work/src/pages/login.tsx`) is an absolute path, from the machine the agent ran on: list it relative to the repository root, where the reader finds it.',
                    },
                ],
            },
            {
                name: 'a file outside the repository, in a code span, with a full-width colon',
                path: deliverable_path_cases_REPORT,
                text: report('- src/ok.ts: 修正', '- `../../secrets/.env`：設定'),
                errors: [
                    {
                        line: 21,
                        column: 4,
                        message: 'This deliverable (`../../secrets/.env`) leaves the repository through `..`: list it relative to the repository root, where the reader finds it.',
                    },
                ],
            },
            {
                name: 'a numbered list, with `.` or `)` after the number',
                path: deliverable_path_cases_REPORT,
                text: report('1. src/ok.ts: 修正', '2) /tmp/build/app.js: ビルド'),
                errors: [
                    {
                        line: 21,
                        column: 4,
                        message: 'This deliverable (`/tmp/build/app.js`) is an absolute path, from the machine the agent ran on: list it relative to the repository root, where the reader finds it.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/duplicate-id.cases.ts

const duplicate_id_cases_TASK = 'shared/tasks/frontend/a.md';
const rules_duplicate_id_cases_task = (id) => `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
const message_rules_duplicate_id_cases_cases = [
    ruleCases('message/duplicate-id', {
        valid: [
            {
                name: 'two messages, two ids',
                path: duplicate_id_cases_TASK,
                text: rules_duplicate_id_cases_task('20250124-003-task'),
                files: { 'shared/tasks/frontend/b.md': rules_duplicate_id_cases_task('20250124-004-task') },
            },
            {
                name: "two files left with the template's example id: the leftover is the finding",
                path: duplicate_id_cases_TASK,
                text: rules_duplicate_id_cases_task('01HQXYZ...'),
                files: { 'shared/tasks/frontend/b.md': rules_duplicate_id_cases_task('01HQXYZ...') },
            },
        ],
        invalid: [
            {
                name: 'an id the message file named for it has (a partial run reads that one)',
                path: duplicate_id_cases_TASK,
                text: rules_duplicate_id_cases_task('20250124-003-task'),
                files: { 'shared/tasks/frontend/20250124-003-task.md': rules_duplicate_id_cases_task('20250124-003-task') },
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: '`id` `20250124-003-task` is also the id of `shared/tasks/frontend/20250124-003-task.md`; message ids must be unique. Give this message its own id.',
                    },
                ],
            },
            {
                name: 'a frontmatter id a bracket-header task also declares',
                path: duplicate_id_cases_TASK,
                text: rules_duplicate_id_cases_task('T-1'),
                files: { 'shared/tasks/frontend/T-1.md': '[TASK TO: FRONTEND]\nTask ID: T-1\nStatus: PENDING\n[/TASK]\n' },
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: '`id` `T-1` is also the id of `shared/tasks/frontend/T-1.md`; message ids must be unique. Give this message its own id.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/folder-mismatch.cases.ts

const folder_mismatch_cases_message = (type, from, to) => `---\nid: 20250124-003-task\nfrom: ${from}\nto: ${to}\ntype: ${type}\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タイトル\n`;
const folder_mismatch_cases_cases = [
    ruleCases('message/folder-mismatch', {
        valid: [
            {
                name: "a task in its recipient's folder",
                path: 'shared/tasks/frontend/t.md',
                text: folder_mismatch_cases_message('task', 'pm', 'frontend'),
            },
            {
                name: "an engineer's report",
                path: 'shared/reports/engineers/frontend/r.md',
                text: folder_mismatch_cases_message('report', 'frontend', 'pm'),
            },
            {
                name: 'a question in its from-to folder',
                path: 'shared/questions/backend-to-frontend/q.md',
                text: folder_mismatch_cases_message('question', 'backend', 'frontend'),
            },
        ],
        invalid: [
            {
                name: 'a task for another engineer',
                path: 'shared/tasks/frontend/t.md',
                text: folder_mismatch_cases_message('task', 'pm', 'backend'),
                errors: [
                    {
                        line: 4,
                        column: 5,
                        message: '`to` is `backend`, but `shared/tasks/frontend/` holds tasks from `pm` to `frontend`. Write `to: frontend`, or move the file to `shared/tasks/backend/`.',
                    },
                ],
            },
            {
                name: 'a report among the tasks',
                path: 'shared/tasks/frontend/t.md',
                text: folder_mismatch_cases_message('report', 'frontend', 'pm'),
                errors: [
                    {
                        line: 5,
                        column: 7,
                        message: 'This is a report from `frontend` to `pm`, but `shared/tasks/frontend/` holds tasks from `pm` to `frontend`: move the file to `shared/reports/engineers/frontend/`, or, if the folder is right, write `type: task`, `from: pm` and `to: frontend`.',
                    },
                ],
            },
            {
                name: 'a task directly under tasks/',
                path: 'shared/tasks/t.md',
                text: folder_mismatch_cases_message('task', 'pm', 'frontend'),
                errors: [
                    {
                        line: 4,
                        column: 5,
                        message: 'This message sits directly in `shared/tasks/`, where no agent polls. Put it in `shared/tasks/frontend/`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/id-format.cases.ts

const id_format_cases_TASK = 'shared/tasks/frontend/t.md';
const id_format_cases_task = (id) => `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
const id_format_cases_cases = [
    ruleCases('message/id-format', {
        valid: [
            { name: 'a ULID', path: id_format_cases_TASK, text: id_format_cases_task('01ARZ3NDEKTSV4RRFFQ69G5FAV') },
            { name: 'a lower-case ULID', path: id_format_cases_TASK, text: id_format_cases_task('01arz3ndektsv4rrffq69g5fav') },
            { name: 'a dated id with a kind word of its own', path: id_format_cases_TASK, text: id_format_cases_task('20250124-003-review') },
            { name: "the spec's truncated example is the template-leftover rule's", path: id_format_cases_TASK, text: id_format_cases_task('01HQXYZ...') },
        ],
        invalid: [
            {
                name: 'a dated id on a day that does not exist',
                path: id_format_cases_TASK,
                text: id_format_cases_task('20250230-003-task'),
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: "`id` `20250230-003-task` starts with a date that does not exist; write the message's creation date as YYYYMMDD.",
                    },
                ],
            },
            {
                name: 'a ULID cut to 20 characters',
                path: id_format_cases_TASK,
                text: id_format_cases_task('01HQXYZABC1234567890'),
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: "`id` `01HQXYZABC1234567890` is neither a ULID (26 Crockford base32 characters, e.g. `01ARZ3NDEKTSV4RRFFQ69G5FAV`) nor `YYYYMMDD-NNN-kind` (e.g. `20250124-003-task`). It looks like a ULID but has 20 characters; a ULID has 26. Use one of spec 5's two id forms.",
                    },
                ],
            },
            {
                name: 'an agent-corp task id',
                path: id_format_cases_TASK,
                text: id_format_cases_task('T-DEPLOY-001-FE'),
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: "`id` `T-DEPLOY-001-FE` is neither a ULID (26 Crockford base32 characters, e.g. `01ARZ3NDEKTSV4RRFFQ69G5FAV`) nor `YYYYMMDD-NNN-kind` (e.g. `20250124-003-task`). Use one of spec 5's two id forms.",
                    },
                ],
            },
            {
                name: "msg.sh's 23-character id (a warning)",
                path: id_format_cases_TASK,
                text: id_format_cases_task('1706097600000AB12CD34EF'),
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: "`id` `1706097600000AB12CD34EF` is `msg.sh`'s ULID-like id (epoch milliseconds + 10 characters), not a ULID; generate a real ULID (26 characters) or use `YYYYMMDD-NNN-kind`.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/missing-section.cases.ts

const missing_section_cases_TASK = 'shared/tasks/frontend/t.md';
const missing_section_cases_task = (body, type = 'task') => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: ${type}\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n\n${body}`;
const sections = (names) => names.map((name) => `## ${name}\nなし\n`).join('\n');
const missing_section_cases_cases = [
    ruleCases('message/missing-section', {
        valid: [
            {
                name: "every section of a task's template",
                path: missing_section_cases_TASK,
                text: missing_section_cases_task(sections(['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'])),
            },
            {
                name: 'the English headings',
                path: missing_section_cases_TASK,
                text: missing_section_cases_task(sections([
                    'Description',
                    'Completion criteria',
                    'Technical requirements',
                    'Dependencies',
                    'References',
                    'Notes',
                ])),
            },
            {
                name: "a team's own type has no template",
                path: missing_section_cases_TASK,
                text: missing_section_cases_task('free text\n', 'review'),
                config: { enums: { 'message/type': ['review'] } },
            },
        ],
        invalid: [
            {
                name: 'no completion criteria',
                path: missing_section_cases_TASK,
                text: missing_section_cases_task(sections(['説明', '技術要件', '依存関係', '参考資料', '備考'])),
                errors: [
                    {
                        line: 11,
                        column: 1,
                        message: 'The `task` template has a section this message lacks: `## 完了条件` (or `## Completion criteria`). Add it (write "なし" or "None" where there is nothing to say).',
                    },
                ],
            },
            {
                name: 'only a description',
                path: missing_section_cases_TASK,
                text: missing_section_cases_task(sections(['説明'])),
                errors: [
                    {
                        line: 11,
                        column: 1,
                        message: 'The `task` template has sections this message lacks: `## 完了条件` (or `## Completion criteria`), `## 技術要件` (or `## Technical requirements`), `## 依存関係` (or `## Dependencies`), `## 参考資料` (or `## References`), `## 備考` (or `## Notes`). Add them (write "なし" or "None" where there is nothing to say).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/no-header.cases.ts

const HINT = "This message has no header. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (spec 5's common header).";
const no_header_cases_cases = [
    ruleCases('message/no-header', {
        valid: [
            {
                name: 'a frontmatter header',
                path: 'shared/requirements/r.md',
                text: '---\nid: 20250124-001-req\nfrom: human\nto: ceo\ntype: requirement\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 要件\n',
            },
            {
                name: 'a bracket header is a header too (the bracket-header rule says the rest)',
                path: 'shared/reports/engineers/frontend/r.md',
                text: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
            },
        ],
        invalid: [
            {
                name: 'a task that is only Markdown',
                path: 'shared/tasks/frontend/t.md',
                text: '# 報告\n\n本文\n',
                errors: [{ line: 1, column: 1, message: HINT }],
            },
            {
                name: 'a bracket block quoted in code is no header',
                path: 'shared/tasks/frontend/t.md',
                text: '```\n[REPORT TO: PM]\n```\n',
                errors: [{ line: 1, column: 1, message: HINT }],
            },
            {
                name: 'a plain document under specs/ (a warning there)',
                path: 'shared/specs/api/auth.md',
                text: '# Auth API\n',
                errors: [{ line: 1, column: 1, message: HINT }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/question-left-unanswered.cases.ts

const question_left_unanswered_cases_QUESTION = 'shared/questions/pm-to-human/20250124-005-q.md';
const question_left_unanswered_cases_ANSWER = 'shared/questions/answers/20250124-005-q.md';
const question_left_unanswered_cases_question = (status, to = 'human') => `---\nid: 20250124-005-q\nfrom: pm\nto: ${to}\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: Which database for sessions?\n\n## 背景\nSessions outgrow memory.\n\n## 質問内容\nRedis or Postgres?\n`;
const question_left_unanswered_cases_answer = (parent = '20250124-005-q') => `---\nid: 01HQANSWER0000000000000000\nfrom: human\nto: pm\ntype: answer\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T13:00:00Z\nparent_id: ${parent}\n---\n\n# 回答: Which database for sessions?\n\n## 回答\nRedis.\n`;
const CLOSED = "This question to a human was `pending` at the base revision, and this change makes it `completed` with no answer: nobody answered it, and only a person's answer settles a question. Restore `status: pending` and let a person answer it (`/answer <text>` on its inbox issue writes an answer message (`parent_id: 20250124-005-q`, spec 5's 回答) and completes it).";
const DELETED = `This change deletes \`${question_left_unanswered_cases_QUESTION}\` (this line is from its version at the base revision), a question to a human that waits for its answer, with no answer: nobody answered it, and only a person's answer settles a question. Restore the file and let a person answer it (\`/answer <text>\` on its inbox issue writes the answer message and completes it).`;
const question_left_unanswered_cases_cases = [
    ruleCases('message/question-left-unanswered', {
        valid: [
            {
                name: 'completed with its answer beside it, as `/answer` writes them',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('completed'),
                base: question_left_unanswered_cases_question('pending'),
                context: { [question_left_unanswered_cases_ANSWER]: question_left_unanswered_cases_answer() },
            },
            {
                name: 'completed with an answer elsewhere that names it in `parent_id`',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('completed'),
                base: question_left_unanswered_cases_question('pending'),
                context: { 'shared/questions/answers/01HQANSWER.md': question_left_unanswered_cases_answer() },
            },
            { name: 'still pending', path: question_left_unanswered_cases_QUESTION, text: question_left_unanswered_cases_question('pending'), base: question_left_unanswered_cases_question('pending') },
            {
                name: 'deleted once answered: its answer stays',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('pending'),
                deleted: true,
                context: { [question_left_unanswered_cases_ANSWER]: question_left_unanswered_cases_answer() },
            },
            { name: 'a completed question deleted', path: question_left_unanswered_cases_QUESTION, text: question_left_unanswered_cases_question('completed'), deleted: true },
            {
                name: 'blocked: still in the inbox, waiting for someone',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('blocked'),
                base: question_left_unanswered_cases_question('pending'),
            },
            { name: 'a new file has waited for nothing', path: question_left_unanswered_cases_QUESTION, text: question_left_unanswered_cases_question('completed') },
            {
                name: 'a question between agents is theirs to close',
                path: 'shared/questions/pm-to-backend/20250124-005-q.md',
                text: question_left_unanswered_cases_question('completed', 'backend'),
                base: question_left_unanswered_cases_question('pending', 'backend'),
            },
        ],
        invalid: [
            {
                name: 'the question deleted while it waits, no answer anywhere: on its line at the base revision',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('pending'),
                deleted: true,
                errors: [{ line: 7, column: 9, message: DELETED }],
            },
            {
                name: 'an agent completes the question with no answer anywhere',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('completed'),
                base: question_left_unanswered_cases_question('pending'),
                errors: [{ line: 7, column: 9, message: CLOSED }],
            },
            {
                name: 'an answer file that answers another question does not count',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('completed'),
                base: question_left_unanswered_cases_question('pending'),
                context: { 'shared/questions/answers/01HQANSWER.md': question_left_unanswered_cases_answer('20250124-009-q') },
                errors: [{ line: 7, column: 9, message: CLOSED }],
            },
            {
                name: 'moved to in_progress: out of the inbox all the same',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('In_Progress'),
                base: question_left_unanswered_cases_question('Pending'),
                errors: [{ line: 7, column: 9, message: CLOSED.replace('makes it `completed`', 'makes it `in_progress`') }],
            },
            {
                name: 'readdressed to an agent',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('pending', 'ceo'),
                base: question_left_unanswered_cases_question('pending'),
                errors: [{ line: 7, column: 9, message: CLOSED.replace('makes it `completed`', 'addresses it to `ceo`') }],
            },
            {
                name: 'its status line deleted: at the top of its frontmatter, having no status line',
                path: question_left_unanswered_cases_QUESTION,
                text: question_left_unanswered_cases_question('pending').replace('status: pending\n', ''),
                base: question_left_unanswered_cases_question('pending'),
                errors: [{ line: 2, column: 1, message: CLOSED.replace('makes it `completed`', 'makes it `(no status)`') }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/reference-not-found.cases.ts

const reference_not_found_cases_TASK = 'shared/tasks/frontend/t.md';
const reference_not_found_cases_task = (extra) => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;
const reference_not_found_cases_PARENT = {
    'shared/instructions/pm/i.md': '---\nid: 20250124-002-inst\nfrom: ceo\nto: pm\ntype: instruction\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 指示\n',
};
const reference_not_found_cases_cases = [
    ruleCases('message/reference-not-found', {
        valid: [
            {
                name: 'a parent on the message paths',
                path: reference_not_found_cases_TASK,
                text: reference_not_found_cases_task('parent_id: 20250124-002-inst\n'),
                files: reference_not_found_cases_PARENT,
            },
            { name: 'no parent at all', path: reference_not_found_cases_TASK, text: reference_not_found_cases_task('parent_id: null\n') },
            { name: "a placeholder is the template-leftover rule's", path: reference_not_found_cases_TASK, text: reference_not_found_cases_task('parent_id: 01HQXYZ...\n') },
        ],
        invalid: [
            {
                name: 'a parent one letter off',
                path: reference_not_found_cases_TASK,
                text: reference_not_found_cases_task('parent_id: 20250124-002-ins\n'),
                files: reference_not_found_cases_PARENT,
                errors: [
                    {
                        line: 9,
                        column: 12,
                        message: '`parent_id` is `20250124-002-ins`, but no message on the message paths has that `id`. Did you mean `20250124-002-inst`? Fix the id, or add the message it refers to.',
                    },
                ],
            },
            {
                name: 'a context nothing declares',
                path: reference_not_found_cases_TASK,
                text: reference_not_found_cases_task('context_id: 20250124-099-task\n'),
                errors: [
                    {
                        line: 9,
                        column: 13,
                        message: '`context_id` is `20250124-099-task`, but no message on the message paths has that `id`. Fix the id, or add the message it refers to.',
                    },
                ],
            },
            {
                name: '"none" written for no parent',
                path: reference_not_found_cases_TASK,
                text: reference_not_found_cases_task('parent_id: none\n'),
                errors: [
                    {
                        line: 9,
                        column: 12,
                        message: '`parent_id` is `none`, which is not a message id. `parent_id` is optional (spec 5: （あれば）): when there is none, write `parent_id: null` or leave the line out.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/status-transition.cases.ts

const status_transition_cases_TASK = 'shared/tasks/frontend/t.md';
const rules_status_transition_cases_task = (status) => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n`;
const message_rules_status_transition_cases_cases = [
    ruleCases('message/status-transition', {
        valid: [
            { name: 'pending to in_progress', path: status_transition_cases_TASK, text: rules_status_transition_cases_task('in_progress'), base: rules_status_transition_cases_task('pending') },
            { name: 'in_progress back from blocked', path: status_transition_cases_TASK, text: rules_status_transition_cases_task('in_progress'), base: rules_status_transition_cases_task('blocked') },
            { name: 'a new file has no move', path: status_transition_cases_TASK, text: rules_status_transition_cases_task('completed') },
            {
                name: "a team's own status has no place in the table",
                path: status_transition_cases_TASK,
                text: rules_status_transition_cases_task('completed'),
                base: rules_status_transition_cases_task('assigned'),
                config: { enums: { 'message/status': ['assigned'] } },
            },
        ],
        invalid: [
            {
                name: 'a completed message reopened',
                path: status_transition_cases_TASK,
                text: rules_status_transition_cases_task('in_progress'),
                base: rules_status_transition_cases_task('completed'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `completed` to `in_progress` since the base revision, but `completed` is final (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). Write a new message instead of reopening this one.",
                    },
                ],
            },
            {
                name: 'back to pending',
                path: status_transition_cases_TASK,
                text: rules_status_transition_cases_task('pending'),
                base: rules_status_transition_cases_task('in_progress'),
                errors: [
                    {
                        line: 7,
                        column: 9,
                        message: "`status` went from `in_progress` to `pending` since the base revision, but from `in_progress` a message goes on to `completed`, `blocked` (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). Restore `in_progress`: nothing goes back to `pending`.",
                    },
                ],
            },
            {
                name: 'bracket headers on both sides',
                path: 'shared/reports/engineers/frontend/r.md',
                text: '[REPORT TO: PM]\nTask: T-1\nStatus: PENDING\n[/REPORT]\n',
                base: '[REPORT TO: PM]\nTask: T-1\nStatus: BLOCKED\n[/REPORT]\n',
                errors: [
                    {
                        line: 3,
                        column: 1,
                        message: "`status` went from `blocked` to `pending` since the base revision, but from `blocked` a message goes on to `in_progress`, `completed` (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). Restore `blocked`: nothing goes back to `pending`.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/template-leftover.cases.ts

const template_leftover_cases_TASK = 'shared/tasks/frontend/t.md';
const template_leftover_cases_task = (extra, id = '20250124-003-task') => `---\nid: ${id}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;
/** The message's addition to the shared template-leftover check (src/rules/shared/template-leftover.ts): the truncated example id. */
const template_leftover_cases_cases = [
    ruleCases('message/template-leftover', {
        valid: [
            {
                name: 'real ids',
                path: template_leftover_cases_TASK,
                text: template_leftover_cases_task('parent_id: 20250124-002-inst\n'),
                files: { 'shared/instructions/pm/i.md': template_leftover_cases_task('', '20250124-002-inst') },
            },
            { name: 'the same shape outside the id fields', path: template_leftover_cases_TASK, text: template_leftover_cases_task('note: 01HQXYZ...\n') },
        ],
        invalid: [
            {
                name: "the spec's truncated example id",
                path: template_leftover_cases_TASK,
                text: template_leftover_cases_task('', '01HQXYZ...'),
                errors: [
                    {
                        line: 2,
                        column: 5,
                        message: "`01HQXYZ...` is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or `YYYYMMDD-NNN-kind`).",
                    },
                ],
            },
            {
                name: 'a truncated parent and context',
                path: template_leftover_cases_TASK,
                text: template_leftover_cases_task('parent_id: 01HQXYZ...\ncontext_id: 01HQABC…\n'),
                errors: [
                    {
                        line: 9,
                        column: 12,
                        message: "`01HQXYZ...` is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or `YYYYMMDD-NNN-kind`).",
                    },
                    {
                        line: 10,
                        column: 13,
                        message: "`01HQABC…` is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or `YYYYMMDD-NNN-kind`).",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/message/rules/updated-before-created.cases.ts

const updated_before_created_cases_TASK = 'shared/tasks/frontend/t.md';
const updated_before_created_cases_task = (updated) => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\nupdated_at: ${updated}\n---\n\n# タスク\n`;
const updated_before_created_cases_cases = [
    ruleCases('message/updated-before-created', {
        valid: [
            { name: 'updated after it was created', path: updated_before_created_cases_TASK, text: updated_before_created_cases_task('2025-01-24T13:00:00Z') },
            { name: "a timestamp that is no timestamp is the timestamp rule's", path: updated_before_created_cases_TASK, text: updated_before_created_cases_task('yesterday') },
        ],
        invalid: [
            {
                name: 'updated an hour before it was created',
                path: updated_before_created_cases_TASK,
                text: updated_before_created_cases_task('2025-01-24T11:00:00Z'),
                errors: [
                    {
                        line: 9,
                        column: 13,
                        message: '`updated_at` (2025-01-24T11:00:00Z) is before `created_at` (2025-01-24T12:00:00Z); a message cannot change before it exists. Fix whichever is wrong.',
                    },
                ],
            },
            {
                name: 'earlier once the offsets are counted',
                path: updated_before_created_cases_TASK,
                text: updated_before_created_cases_task('2025-01-24T20:00:00+09:00'),
                errors: [
                    {
                        line: 9,
                        column: 13,
                        message: '`updated_at` (2025-01-24T20:00:00+09:00) is before `created_at` (2025-01-24T12:00:00Z); a message cannot change before it exists. Fix whichever is wrong.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/revision-target-required.cases.ts

/** Where a run keeps its responses. */
const AT = 'outputs/.workflow/a1b2c3d4/response.yaml';
/** SVG Forge's response on a manifest problem (spec 2's example), with the last lines given. */
const forge = (tail) => `status: "needs_revision"
agent_name: "svg-forge"
execution_time: 180
issues:
  - severity: "HIGH"
    description: "マニフェストのノード定義がdraw.ioで表現困難"
    action: "マニフェストのノード形状を修正"
${tail}`;
const revision_target_required_cases_MESSAGE = '`status: needs_revision` needs a `revision_target` naming the agent to send the work back to, one of `manifest-gateway`, `svg-forge`.';
const revision_target_required_cases_cases = [
    ruleCases('subagent-response/revision-target-required', {
        valid: [
            {
                name: 'sent back to the manifest',
                path: AT,
                text: forge('next_action: "revise"\nrevision_target: "manifest-gateway" # マニフェスト修正が必要\n'),
            },
            {
                name: 'a success needs no target',
                path: AT,
                text: 'status: success\nagent_name: svg-forge\nexecution_time: 480\noutput_path: outputs/user-registration-flow.drawio.svg\nnext_action: proceed\n',
            },
            {
                name: "a target of another type is the schema's finding",
                path: AT,
                text: forge('next_action: revise\nrevision_target: 2\n'),
            },
        ],
        invalid: [
            {
                name: 'no target, reported on the status',
                path: AT,
                text: forge('next_action: "revise"\n'),
                errors: [{ line: 1, column: 9, message: revision_target_required_cases_MESSAGE }],
            },
            {
                name: 'a null target, as an agent writing every key leaves it',
                path: AT,
                text: forge('next_action: revise\nrevision_target: null\n'),
                errors: [{ line: 9, column: 18, message: revision_target_required_cases_MESSAGE }],
            },
            {
                name: "a blank target in JSON, with a team's own agent listed",
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{\n  "status": "needs_revision",\n  "agent_name": "svg-forge",\n  "execution_time": 95.5,\n  "next_action": "revise",\n  "revision_target": ""\n}\n',
                config: { enums: { 'subagent-response/revision-target': ['layout-engine'] } },
                errors: [
                    {
                        line: 6,
                        column: 22,
                        message: '`status: needs_revision` needs a `revision_target` naming the agent to send the work back to, one of `manifest-gateway`, `svg-forge`, `layout-engine`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/next-action-mismatch.cases.ts


const response = (status, next) => `status: ${status}\nagent_name: manifest-gateway\nexecution_time: 120\nscore: 92\nnext_action: ${next}\nrevision_target: manifest-gateway\n`;
const next_action_mismatch_cases_cases = [
    ruleCases('subagent-response/next-action-mismatch', {
        valid: [
            { name: 'success proceeds', path: AT, text: response('success', 'proceed') },
            { name: 'partial may revise', path: AT, text: response('partial', 'revise') },
            {
                name: 'needs_revision may regenerate',
                path: AT,
                text: response('needs_revision', 'regenerate').replace('score: 92\n', 'score: 92\nissues:\n  - {severity: HIGH, description: Edges reference missing nodes}\n'),
            },
            {
                name: 'a revision at the loop limit escalates (spec 2: 上限到達)',
                path: AT,
                text: response('needs_revision', 'escalate').replace('score: 92\n', 'score: 70\nround: 4\n'),
            },
            {
                name: 'a partial result whose revisions reached their limit escalates',
                path: AT,
                text: response('partial', 'escalate'),
            },
            {
                name: 'a review success under the score for proceeding escalates at the limit',
                path: AT,
                text: response('success', 'escalate').replace('score: 92', 'score: 80\nround: 4'),
            },
            { name: "an action outside the spec is the schema's finding", path: AT, text: response('failed', 'retry') },
            { name: "a status outside the spec is the schema's finding", path: AT, text: response('done', 'proceed') },
        ],
        invalid: [
            {
                name: 'a failure that proceeds',
                path: AT,
                text: response('failed', 'proceed'),
                errors: [
                    { line: 5, column: 14, message: '`status: failed` goes with `next_action: escalate`, not `proceed`.' },
                ],
            },
            {
                name: 'a success that escalates with nothing failed and no loop under way',
                path: AT,
                text: response('success', 'escalate'),
                errors: [
                    {
                        line: 5,
                        column: 14,
                        message: '`status: success` goes with `next_action: proceed`, not `escalate`. Spec 2 escalates on a failure or a loop at its limit, and a success scored 92 has neither.',
                    },
                ],
            },
            {
                name: 'a revision that proceeds, in JSON',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{\n  "status": "needs_revision",\n  "agent_name": "svg-forge",\n  "execution_time": 180,\n  "next_action": "proceed",\n  "revision_target": "manifest-gateway"\n}\n',
                errors: [
                    {
                        line: 5,
                        column: 18,
                        message: '`status: needs_revision` goes with `next_action: revise`, `regenerate` or `escalate`, not `proceed`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/output-path.cases.ts


const gateway = (path) => `status: "success"\nagent_name: "manifest-gateway"\nexecution_time: 300\noutput_path: ${path}\nnext_action: "proceed"\n`;
const output_path_cases_cases = [
    ruleCases('subagent-response/output-path', {
        valid: [
            { name: "spec 2's run folder", path: AT, text: gateway('"outputs/.workflow/a1b2c3d4/manifest.v1.md"') },
            { name: 'null: no file this time', path: AT, text: gateway('null') },
        ],
        invalid: [
            {
                name: "an absolute path from the agent's machine",
                path: AT,
                text: gateway('"/Users/dev/flows/outputs/manifest.v1.md"'),
                errors: [
                    {
                        line: 4,
                        column: 14,
                        message: '`output_path` is an absolute path (`/Users/dev/flows/outputs/manifest.v1.md`); write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'a path that climbs out, in JSON',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{"status": "success", "agent_name": "svg-forge", "execution_time": 480, "output_path": "../shared/flow.drawio.svg", "next_action": "proceed"}\n',
                errors: [
                    {
                        line: 1,
                        column: 88,
                        message: '`output_path` (`../shared/flow.drawio.svg`) leaves the repository through `..`; write it relative to the repository root.',
                    },
                ],
            },
            {
                name: 'an empty path',
                path: AT,
                text: gateway('""'),
                errors: [{ line: 4, column: 14, message: '`output_path` is empty; name the file.' }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/proceed-below-threshold.cases.ts


const proceed_below_threshold_cases_review = (score, next = 'proceed') => `status: success\nagent_name: manifest-gateway\nexecution_time: 60\nscore: ${score}\nround: 1\nnext_action: ${next}\n`;
const proceed_below_threshold_cases_cases = [
    ruleCases('subagent-response/proceed-below-threshold', {
        valid: [
            { name: 'exactly the threshold', path: AT, text: proceed_below_threshold_cases_review('90') },
            {
                name: 'a low score that is revised',
                path: AT,
                text: proceed_below_threshold_cases_review('65', 'revise').replace('status: success', 'status: partial'),
            },
            {
                name: 'no score to compare',
                path: AT,
                text: 'status: success\nagent_name: svg-forge\nexecution_time: 480\nnext_action: proceed\n',
            },
        ],
        invalid: [
            {
                name: 'proceeding on 78',
                path: AT,
                text: proceed_below_threshold_cases_review('78'),
                errors: [
                    {
                        line: 4,
                        column: 8,
                        message: '`proceed` needs a score of at least 90; this one is 78. Revise, or explain why it may proceed.',
                    },
                ],
            },
            {
                name: 'proceeding on 89.5, in JSON',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{"status": "success", "agent_name": "svg-review", "execution_time": 60, "score": 89.5, "round": 3, "next_action": "proceed"}\n',
                errors: [
                    {
                        line: 1,
                        column: 82,
                        message: '`proceed` needs a score of at least 90; this one is 89.5. Revise, or explain why it may proceed.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/regenerate-requires-issues.cases.ts


const regenerate_requires_issues_cases_MESSAGE = '`next_action: regenerate` needs at least one entry in `issues` saying what to fix.';
const regenerate_requires_issues_cases_cases = [
    ruleCases('subagent-response/regenerate-requires-issues', {
        valid: [
            {
                name: "spec 2's self-check failure, with its issues",
                path: AT,
                text: 'status: "needs_revision"\nagent_name: "svg-forge"\nexecution_time: 300\nissues:\n  - severity: "CRITICAL"\n    description: "content属性内のrootが空。mxCell定義がない"\n    action: "全図形をmxCell形式で再定義"\nnext_action: "regenerate"\nrevision_target: "svg-forge" # 自己修正\n',
            },
            {
                name: "a revision without issues is another rule's business",
                path: AT,
                text: 'status: needs_revision\nagent_name: svg-forge\nexecution_time: 120\nnext_action: revise\nrevision_target: svg-forge\n',
            },
        ],
        invalid: [
            {
                name: 'regenerate with an empty list',
                path: AT,
                text: 'status: needs_revision\nagent_name: svg-forge\nexecution_time: 300\nissues: []\nnext_action: regenerate\nrevision_target: svg-forge\n',
                errors: [{ line: 5, column: 14, message: regenerate_requires_issues_cases_MESSAGE }],
            },
            {
                name: 'regenerate with `issues: null`, in JSON',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{"status": "needs_revision", "agent_name": "svg-forge", "execution_time": 300, "issues": null, "next_action": "regenerate", "revision_target": "svg-forge"}\n',
                errors: [{ line: 1, column: 111, message: regenerate_requires_issues_cases_MESSAGE }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/retired-agent.cases.ts


const retired_agent_cases_cases = [
    ruleCases('subagent-response/retired-agent', {
        valid: [
            {
                name: 'a current agent',
                path: AT,
                text: 'status: success\nagent_name: manifest-gateway\nexecution_time: 300\nnext_action: proceed\n',
            },
            {
                name: "a team's own agent",
                path: AT,
                text: 'status: success\nagent_name: layout-engine\nexecution_time: 30\nnext_action: proceed\n',
            },
        ],
        invalid: [
            {
                name: 'an old router still writing responses',
                path: AT,
                text: 'status: success\nagent_name: router-agent\nexecution_time: 4\nnext_action: proceed\n',
                errors: [
                    {
                        line: 2,
                        column: 13,
                        message: '`router-agent` was retired in v4.0 and merged into the Flow Orchestrator; the current subagents are `manifest-gateway` and `svg-forge`. Update the agent that still writes this name.',
                    },
                ],
            },
            {
                name: 'an old reviewer, in JSON',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{\n  "status": "success",\n  "agent_name": "svg-review",\n  "execution_time": 60,\n  "score": 96,\n  "round": 1,\n  "next_action": "proceed"\n}\n',
                errors: [
                    {
                        line: 3,
                        column: 17,
                        message: '`svg-review` was retired in v4.0 and merged into the Flow Orchestrator; the current subagents are `manifest-gateway` and `svg-forge`. Update the agent that still writes this name.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/review-requires-score.cases.ts


const review_requires_score_cases_MESSAGE = 'A successful review-type agent must give a `score` (0–100).';
const review_requires_score_cases_cases = [
    ruleCases('subagent-response/review-requires-score', {
        valid: [
            {
                name: 'a review round that scores',
                path: AT,
                text: 'status: success\nagent_name: manifest-gateway\nexecution_time: 60\nscore: 94\nround: 2\nnext_action: proceed\n',
            },
            {
                name: 'a generator needs no score',
                path: AT,
                text: 'status: success\nagent_name: manifest-gateway\nexecution_time: 300\noutput_path: outputs/.workflow/a1b2c3d4/manifest.v1.md\nnext_action: proceed\n',
            },
            {
                name: 'a review that did not succeed need not score',
                path: AT,
                text: 'status: failed\nagent_name: svg-review\nexecution_time: 12\nnext_action: escalate\n',
            },
            {
                name: '`round: null` says it is no review round',
                path: AT,
                text: 'status: success\nagent_name: svg-forge\nexecution_time: 480\nround: null\nnext_action: proceed\n',
            },
        ],
        invalid: [
            {
                name: 'a reviewer by its name, without a score',
                path: AT,
                text: 'status: success\nagent_name: SVG-Review\nexecution_time: 75\nnext_action: proceed\n',
                errors: [{ line: 1, column: 9, message: review_requires_score_cases_MESSAGE }],
            },
            {
                name: 'a review by its round, with a null score, in JSON',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{\n  "status": "success",\n  "agent_name": "quality-gate",\n  "execution_time": 41,\n  "round": 1,\n  "score": null\n}\n',
                errors: [{ line: 2, column: 13, message: review_requires_score_cases_MESSAGE }],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/unknown-revision-target.cases.ts


const sendTo = (target) => forge(`next_action: revise\nrevision_target: ${target}\n`);
const unknown_revision_target_cases_cases = [
    ruleCases('subagent-response/unknown-revision-target', {
        valid: [
            { name: 'back to the manifest', path: AT, text: sendTo('manifest-gateway') },
            { name: "to itself, as spec 2's self-correction does", path: AT, text: sendTo('"svg-forge" # 自己修正') },
            {
                name: "a team's own agent, listed in the config",
                path: AT,
                text: sendTo('layout-engine'),
                config: { enums: { 'subagent-response/revision-target': ['layout-engine'] } },
            },
            {
                name: 'the config key spelt as the field is',
                path: AT,
                text: sendTo('layout-engine'),
                config: { enums: { 'subagent-response/revision_target': ['layout-engine'] } },
            },
            { name: 'null: nothing to send back to', path: AT, text: sendTo('null') },
        ],
        invalid: [
            {
                name: 'a retired reviewer cannot take work back',
                path: AT,
                text: sendTo('manifest-review'),
                errors: [
                    {
                        line: 9,
                        column: 18,
                        message: '`manifest-review` was retired in v4.0 (merged into the Flow Orchestrator) and can no longer take work back. The valid revision targets are `manifest-gateway`, `svg-forge`: write the one that owns what must change (`manifest-gateway` for the manifest, `svg-forge` for the drawing).',
                    },
                ],
            },
            {
                name: 'a slip of the keyboard, fixed',
                path: AT,
                text: sendTo('svg-forg'),
                errors: [
                    {
                        line: 9,
                        column: 18,
                        message: "`svg-forg` is not a valid revision target; the valid ones are `manifest-gateway`, `svg-forge`. Did you mean `svg-forge`? A team's own agents go under `enums: subagent-response/revision-target` in the config.",
                    },
                ],
                output: sendTo('svg-forge'),
            },
            {
                name: 'an agent no one listed, in JSON: nothing to fix it to',
                path: 'outputs/.workflow/a1b2c3d4/response.json',
                text: '{\n  "status": "needs_revision",\n  "agent_name": "svg-forge",\n  "execution_time": 180,\n  "next_action": "revise",\n  "revision_target": "diagram-layout"\n}\n',
                errors: [
                    {
                        line: 6,
                        column: 22,
                        message: "`diagram-layout` is not a valid revision target; the valid ones are `manifest-gateway`, `svg-forge`. A team's own agents go under `enums: subagent-response/revision-target` in the config.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/rules/shared/key-typo.cases.ts

const key_typo_cases_PLANNER = '.work/04_planner.yaml';
const key_typo_cases_planner = (extra) => `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\nnext: writer\n${extra}`;
const key_typo_cases_HANDOFF = 'handoff-BackendBuilder.json';
const key_typo_cases_handoff = (extra) => `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "2025-01-14T12:00:00.000Z",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }${extra}\n}\n`;
const key_typo_cases_TASK = 'shared/tasks/frontend/20250124-003-task.md';
const key_typo_cases_task = (extra) => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;
const key_typo_cases_cases = [
    ruleCases('envelope/key-typo', {
        valid: [
            { name: 'unknown keys are allowed', path: key_typo_cases_PLANNER, text: key_typo_cases_planner('notes: a team key\n') },
            { name: 'a near key whose real one is there too', path: key_typo_cases_PLANNER, text: key_typo_cases_planner('blockers: []\nblocker: []\n') },
        ],
        invalid: [
            {
                name: 'a misspelt key, renamed by the fix',
                path: key_typo_cases_PLANNER,
                text: key_typo_cases_planner('blokers: []\n'),
                errors: [{ line: 6, column: 1, message: 'Unknown key `blokers`. Did you mean `blockers`?' }],
                output: key_typo_cases_planner('blockers: []\n'),
            },
            {
                name: 'in a nested mapping',
                path: key_typo_cases_PLANNER,
                text: key_typo_cases_planner('summary:\n  total_epic: 2\n'),
                errors: [{ line: 7, column: 3, message: 'Unknown key `total_epic`. Did you mean `total_epics`?' }],
                output: key_typo_cases_planner('summary:\n  total_epics: 2\n'),
            },
        ],
    }),
    ruleCases('handoff/key-typo', {
        valid: [{ name: 'a key of its own', path: key_typo_cases_HANDOFF, text: key_typo_cases_handoff(',\n  "notes": "x"') }],
        invalid: [
            {
                name: 'a misspelt key',
                path: key_typo_cases_HANDOFF,
                text: key_typo_cases_handoff(',\n  "issuse": []'),
                errors: [{ line: 13, column: 3, message: 'Unknown key `issuse`. Did you mean `issues`?' }],
                output: key_typo_cases_handoff(',\n  "issues": []'),
            },
        ],
    }),
    ruleCases('message/key-typo', {
        valid: [{ name: 'an assignee of its own', path: key_typo_cases_TASK, text: key_typo_cases_task('assignee: alice\n') }],
        invalid: [
            {
                name: 'parent_id misspelt',
                path: key_typo_cases_TASK,
                text: key_typo_cases_task('parnet_id: 20250124-002-inst\n'),
                errors: [{ line: 9, column: 1, message: 'Unknown key `parnet_id`. Did you mean `parent_id`?' }],
                output: key_typo_cases_task('parent_id: 20250124-002-inst\n'),
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/rules/shared/schema.cases.ts

// An envelope (spec 1, YAML), a handoff (spec 3, JSON) and a message (spec 5, Markdown frontmatter).
const schema_cases_PLANNER = '.work/04_planner.yaml';
const schema_cases_planner = (fields = {}) => `${Object.entries({
    kind: 'planner',
    agent_id: 'req:planner',
    status: 'ok',
    artifacts: '[]',
    next: 'writer',
    ...fields,
})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n`;
const schema_cases_HANDOFF = 'handoff-BackendBuilder.json';
const schema_cases_handoff = (fields = {}) => `${JSON.stringify(Object.fromEntries(Object.entries({
    from_agent: 'BackendBuilder',
    to_agent: 'TestAgent',
    timestamp: '2025-01-14T12:00:00.000Z',
    status: 'PASS',
    iteration: 1,
    loop_required: false,
    loop_target: null,
    loop_reason: null,
    artifacts: [],
    context: { design_decisions: [], known_limitations: [], assumptions: [] },
    validation: { command: 'npm test', expected_result: 'All tests pass', checklist: [] },
    ...fields,
}).filter(([, value]) => value !== undefined)), null, 2)}\n`;
const schema_cases_TASK = 'shared/tasks/frontend/20250124-003-task.md';
const schema_cases_task = (fields = {}) => `---\n${Object.entries({
    id: '20250124-003-task',
    from: 'pm',
    to: 'frontend',
    type: 'task',
    priority: 'high',
    status: 'pending',
    created_at: '2025-01-24T12:00:00Z',
    ...fields,
})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n# タスク\n`;
const schema_cases_cases = [
    ruleCases('envelope/required', {
        valid: [{ name: 'every common field', path: schema_cases_PLANNER, text: schema_cases_planner() }],
        invalid: [
            {
                name: 'no status',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ status: undefined }),
                errors: [{ line: 1, column: 1, message: '`status` is required (one of: ok, needs_input, conflict, blocked).' }],
            },
            {
                name: 'an artifact without its path',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ artifacts: '\n  - type: story_map' }),
                errors: [{ line: 5, column: 5, message: '`artifacts[0].path` is required (a string).' }],
            },
        ],
    }),
    ruleCases('handoff/required', {
        valid: [{ name: 'every required field', path: schema_cases_HANDOFF, text: schema_cases_handoff() }],
        invalid: [
            {
                name: 'no to_agent',
                path: schema_cases_HANDOFF,
                text: schema_cases_handoff({ to_agent: undefined }),
                errors: [{ line: 1, column: 1, message: '`to_agent` is required (a string).' }],
            },
        ],
    }),
    ruleCases('message/required', {
        valid: [{ name: 'the common header', path: schema_cases_TASK, text: schema_cases_task() }],
        invalid: [
            {
                name: 'no created_at',
                path: schema_cases_TASK,
                text: schema_cases_task({ created_at: undefined }),
                errors: [{ line: 2, column: 1, message: '`created_at` is required (a string).' }],
            },
        ],
    }),
    ruleCases('envelope/type', {
        valid: [
            {
                name: 'a list of artifacts',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ artifacts: '\n  - path: .work/04_story_map.md\n    type: story_map' }),
                files: { '.work/04_story_map.md': '# map\n' },
            },
        ],
        invalid: [
            {
                name: 'one path where a list belongs',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ artifacts: '.work/04_story_map.md' }),
                errors: [{ line: 4, column: 12, message: '`artifacts` must be a list, not a string.' }],
            },
        ],
    }),
    ruleCases('handoff/type', {
        valid: [{ name: 'an iteration that is a number', path: schema_cases_HANDOFF, text: schema_cases_handoff({ iteration: 2 }) }],
        invalid: [
            {
                name: 'a number as text',
                path: schema_cases_HANDOFF,
                text: schema_cases_handoff({ iteration: '2' }),
                errors: [{ line: 6, column: 16, message: '`iteration` must be a number, not a string.' }],
            },
        ],
    }),
    ruleCases('envelope/enum', {
        valid: [
            {
                name: 'a status spec 1 allows',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ status: 'needs_input', open_questions: '\n  - Which login?' }),
            },
            {
                name: "a team's own kind",
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ kind: 'indexer', next: 'done' }),
                config: { enums: { 'envelope/kind': ['indexer'] } },
            },
        ],
        invalid: [
            {
                name: 'a misspelt status, fixed to the one it surely means',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ status: 'Ok' }),
                errors: [
                    {
                        line: 3,
                        column: 9,
                        message: '`status` is `Ok`; allowed: ok, needs_input, conflict, blocked. Did you mean `ok`?',
                    },
                ],
                output: schema_cases_planner(),
            },
            {
                name: 'a status with no one meaning',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ status: 'done' }),
                errors: [{ line: 3, column: 9, message: '`status` is `done`; allowed: ok, needs_input, conflict, blocked.' }],
            },
        ],
    }),
    ruleCases('handoff/enum', {
        valid: [{ name: 'PASS', path: schema_cases_HANDOFF, text: schema_cases_handoff() }],
        invalid: [
            {
                name: 'a lower-case status, fixed',
                path: schema_cases_HANDOFF,
                text: schema_cases_handoff({ status: 'pass' }),
                errors: [
                    {
                        line: 5,
                        column: 13,
                        message: '`status` is `pass`; allowed: PASS, PASS_WITH_WARNINGS, PASS_WITH_FIXES, FAIL. Did you mean `PASS`?',
                    },
                ],
                output: schema_cases_handoff(),
            },
        ],
    }),
    ruleCases('message/enum', {
        valid: [{ name: 'a high priority', path: schema_cases_TASK, text: schema_cases_task() }],
        invalid: [
            {
                name: 'an upper-case priority, fixed',
                path: schema_cases_TASK,
                text: schema_cases_task({ priority: 'HIGH' }),
                errors: [
                    {
                        line: 6,
                        column: 11,
                        message: '`priority` is `HIGH`; allowed: critical, high, medium, low. Did you mean `high`?',
                    },
                ],
                output: schema_cases_task(),
            },
        ],
    }),
    ruleCases('handoff/range', {
        valid: [{ name: 'the first iteration', path: schema_cases_HANDOFF, text: schema_cases_handoff({ iteration: 1 }) }],
        invalid: [
            {
                name: 'iteration 0',
                path: schema_cases_HANDOFF,
                text: schema_cases_handoff({ iteration: 0 }),
                errors: [{ line: 6, column: 16, message: '`iteration` must be at least 1 (it is 0).' }],
            },
            {
                name: 'an integer beyond 2^53: a warning quoting it as written, not the rounded value',
                path: schema_cases_HANDOFF,
                text: schema_cases_handoff({ iteration: 1 }).replace('"iteration": 1', '"iteration": 12345678901234567890'),
                errors: [
                    {
                        line: 6,
                        column: 16,
                        message: '`iteration` is `12345678901234567890`, a number too large to read exactly: readers get 12345678901234567000. Write it as a string if it must be exact, or check that it is right.',
                    },
                ],
            },
        ],
    }),
    ruleCases('subagent-response/range', {
        valid: [
            {
                name: 'a score within 0–100',
                path: 'responses/review.yaml',
                text: 'agent_name: reviewer\nstatus: success\nexecution_time: 12.5\nscore: 85\n',
            },
        ],
        invalid: [
            {
                name: 'a score over 100',
                path: 'responses/review.yaml',
                text: 'agent_name: reviewer\nstatus: success\nexecution_time: 12.5\nscore: 120\n',
                errors: [{ line: 4, column: 8, message: '`score` must be at most 100 (it is 120).' }],
            },
        ],
    }),
    ruleCases('envelope/format', {
        valid: [
            {
                name: 'type:subtype#shard',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ agent_id: 'explorer:domain#frontend', kind: 'explorer', next: 'aggregator' }),
            },
        ],
        invalid: [
            {
                name: 'an agent id without its subtype',
                path: schema_cases_PLANNER,
                text: schema_cases_planner({ agent_id: 'planner' }),
                errors: [
                    {
                        line: 2,
                        column: 11,
                        message: '`agent_id` is `planner`, which is not of the form `{type}:{subtype}` or `{type}:{subtype}#{shard}` (e.g. `explorer:tech`, `explorer:domain#frontend`).',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/rules/shared/template-leftover.cases.ts

const template_leftover_cases_PLANNER = '.work/04_planner.yaml';
const template_leftover_cases_planner = (status, extra = '') => `kind: planner\nagent_id: req:planner\nstatus: ${status}\nartifacts: []\nnext: writer\n${extra}`;
const template_leftover_cases_HANDOFF = 'handoff-BackendBuilder.json';
const template_leftover_cases_handoff = (toAgent, timestamp = '2025-01-14T12:00:00.000Z') => `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "${toAgent}",\n  "timestamp": "${timestamp}",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;
const shared_template_leftover_cases_TASK = 'shared/tasks/frontend/20250124-003-task.md';
const shared_template_leftover_cases_task = (extra) => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n${extra}---\n\n# タスク\n`;
const shared_template_leftover_cases_cases = [
    ruleCases('envelope/template-leftover', {
        valid: [
            { name: 'a status chosen', path: template_leftover_cases_PLANNER, text: template_leftover_cases_planner('ok') },
            {
                name: 'a `|` inside prose is no list of alternatives',
                path: template_leftover_cases_PLANNER,
                text: template_leftover_cases_planner('ok', 'notes: read | write split decided\n'),
            },
        ],
        invalid: [
            {
                name: 'the alternatives copied from the spec',
                path: template_leftover_cases_PLANNER,
                text: template_leftover_cases_planner('ok | needs_input'),
                errors: [
                    {
                        line: 3,
                        column: 9,
                        message: '`ok | needs_input` lists the alternatives instead of choosing one: it is a template leftover. Write the real value.',
                    },
                ],
            },
            {
                name: 'a `{…}` placeholder YAML reads as a mapping',
                path: template_leftover_cases_PLANNER,
                text: template_leftover_cases_planner('ok', 'notes: {notes}\n'),
                errors: [
                    {
                        line: 6,
                        column: 8,
                        message: '`{notes}` is an unfilled template placeholder (YAML reads it as a mapping). Write the real value.',
                    },
                ],
            },
        ],
    }),
    ruleCases('handoff/template-leftover', {
        valid: [{ name: 'a real agent', path: template_leftover_cases_HANDOFF, text: template_leftover_cases_handoff('TestAgent') }],
        invalid: [
            {
                name: 'an unexpanded `${…}`',
                path: template_leftover_cases_HANDOFF,
                text: template_leftover_cases_handoff('${NEXT_AGENT}'),
                errors: [
                    {
                        line: 3,
                        column: 15,
                        message: '`${NEXT_AGENT}` holds an unexpanded `${...}` placeholder: it is a template leftover. Write the real value.',
                    },
                ],
            },
            {
                name: 'a type description for a value',
                path: template_leftover_cases_HANDOFF,
                text: template_leftover_cases_handoff('TestAgent', 'ISO 8601 timestamp'),
                errors: [
                    {
                        line: 4,
                        column: 16,
                        message: '`ISO 8601 timestamp` describes the type instead of giving a value: it is a template leftover. Write the real value.',
                    },
                ],
            },
        ],
    }),
    ruleCases('message/template-leftover', {
        valid: [{ name: 'a filled header', path: shared_template_leftover_cases_TASK, text: shared_template_leftover_cases_task('') }],
        invalid: [
            {
                name: 'an angle-bracket slot',
                path: shared_template_leftover_cases_TASK,
                text: shared_template_leftover_cases_task('parent_id: <親メッセージID>\n'),
                errors: [
                    {
                        line: 9,
                        column: 12,
                        message: '`<親メッセージID>` is an unfilled `<...>` placeholder: it is a template leftover. Write the real value.',
                    },
                ],
            },
        ],
    }),
    ruleCases('intent/template-leftover', {
        valid: [
            {
                name: 'a body written',
                path: '.forge/intents/lockout.yaml',
                text: 'title: Lock accounts\nbody: |\n  Lock an account after 10 failed logins.\ntype: feature\nsource: reflection\nrisk: low\nstatus: proposed\n',
            },
        ],
        invalid: [
            {
                name: 'a block scalar left as its slot: the message quotes the slot, not its line end',
                path: '.forge/intents/lockout.yaml',
                text: 'title: Lock accounts\nbody: |\n  <describe the change>\ntype: feature\nsource: reflection\nrisk: low\nstatus: proposed\n',
                errors: [
                    {
                        line: 2,
                        column: 7,
                        message: '`<describe the change>` is an unfilled `<...>` placeholder: it is a template leftover. Write the real value.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/rules/shared/timestamp.cases.ts

const timestamp_cases_TASK = 'shared/tasks/frontend/20250124-003-task.md';
const timestamp_cases_task = (created, extra = '') => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: ${created}\n${extra}---\n\n# タスク\n`;
const HISTORY = '.forge/knowledge/history/login-rate-limit.yaml';
const timestamp_cases_history = (created) => `intent_id: login-rate-limit\nintent_type: feature\nintent_risk: low\ntitle: "Limit login attempts"\nflow:\n  - implement\nstep_results: []\noutcome: success\nobservations: []\ncreated_at: ${created}\n`;
const timestamp_cases_HANDOFF = 'handoff-BackendBuilder.json';
const timestamp_cases_handoff = (timestamp) => `{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "timestamp": "${timestamp}",\n  "status": "PASS",\n  "iteration": 1,\n  "loop_required": false,\n  "loop_target": null,\n  "loop_reason": null,\n  "artifacts": [],\n  "context": { "design_decisions": [], "known_limitations": [], "assumptions": [] },\n  "validation": { "command": "npm test", "expected_result": "All tests pass", "checklist": [] }\n}\n`;
const timestamp_cases_cases = [
    ruleCases('message/timestamp', {
        valid: [
            { name: 'UTC', path: timestamp_cases_TASK, text: timestamp_cases_task('2025-01-24T12:00:00Z') },
            { name: 'an offset, quoted', path: timestamp_cases_TASK, text: timestamp_cases_task('"2025-01-24T12:00:00+09:00"') },
        ],
        invalid: [
            {
                name: 'no time zone, and no other timestamp to take one from',
                path: timestamp_cases_TASK,
                text: timestamp_cases_task('2025-01-24T12:00:00'),
                errors: [
                    { line: 8, column: 13, message: '`created_at` has no time zone; add `Z` or an offset such as `+09:00`.' },
                ],
            },
            {
                name: "no time zone where the file's other timestamp has one: the fix adds it",
                path: timestamp_cases_TASK,
                text: timestamp_cases_task('2025-01-24T12:00:00+09:00', 'updated_at: 2025-01-25 09:00\n'),
                errors: [
                    { line: 9, column: 13, message: '`updated_at` has no time zone; add `Z` or an offset such as `+09:00`.' },
                ],
                output: timestamp_cases_task('2025-01-24T12:00:00+09:00', 'updated_at: 2025-01-25T09:00+09:00\n'),
            },
            {
                name: 'a day that does not exist',
                path: timestamp_cases_TASK,
                text: timestamp_cases_task('2025-02-30T12:00:00Z'),
                errors: [{ line: 8, column: 13, message: '`created_at` is not a real date and time.' }],
            },
        ],
    }),
    ruleCases('history/timestamp', {
        valid: [{ name: 'UTC', path: HISTORY, text: timestamp_cases_history('2025-03-03T11:20:00Z') }],
        invalid: [
            {
                name: 'slashes, with a zone: the fix writes dashes',
                path: HISTORY,
                text: timestamp_cases_history('2025/03/03T11:20:00Z'),
                errors: [
                    {
                        line: 10,
                        column: 13,
                        message: '`created_at` must be an ISO 8601 timestamp such as `2025-01-14T12:00:00Z`.',
                    },
                ],
                output: timestamp_cases_history('2025-03-03T11:20:00Z'),
            },
            {
                name: 'slashes and a space: the fix writes dashes and `T`, as the specs write a timestamp',
                path: HISTORY,
                text: timestamp_cases_history('2025/01/01 10:00:00Z'),
                errors: [
                    {
                        line: 10,
                        column: 13,
                        message: '`created_at` must be an ISO 8601 timestamp such as `2025-01-14T12:00:00Z`.',
                    },
                ],
                output: timestamp_cases_history('2025-01-01T10:00:00Z'),
            },
        ],
    }),
    ruleCases('handoff/timestamp', {
        valid: [{ name: 'as `toISOString()` writes it', path: timestamp_cases_HANDOFF, text: timestamp_cases_handoff('2025-01-14T12:00:00.000Z') }],
        invalid: [
            {
                name: 'a date alone',
                path: timestamp_cases_HANDOFF,
                text: timestamp_cases_handoff('2025-01-14'),
                errors: [
                    {
                        line: 4,
                        column: 16,
                        message: '`timestamp` must be an ISO 8601 timestamp such as `2025-01-14T12:00:00Z`. Use `new Date().toISOString()`.',
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/suppressions/rules.cases.ts


/**
 * The cases of the directives' own rules: a `handoff-gate-disable-…` comment that suppresses
 * nothing, gives no reason, names an unknown rule, or names one a comment may not suppress. What
 * the directives suppress is shown in test/suppressions/inline.test.ts; the suppressions file's
 * own rules in test/suppressions/.
 */
const rules_cases_PLANNER = '.work/04_planner.yaml';
/** A planner that hands off to the reviewer, where spec 1 sends it to the writer: `envelope/next-mismatch` on line `5 + before`. */
const rules_cases_planner = (before = '', beforeStatus = '') => `kind: planner\nagent_id: req:planner\n${beforeStatus}status: ok\nartifacts: []\n${before}next: reviewer\n`;
const DIRECTIVE = '# handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over this run\n';
const rules_cases_TASK = 'shared/tasks/frontend/20250124-003-task.md';
const rules_cases_task = (frontmatter = '', body = '') => `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\n${frontmatter}priority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n${body}\n## 説明\nなし\n## 完了条件\nなし\n## 技術要件\nなし\n## 依存関係\nなし\n## 参考資料\nなし\n## 備考\nなし\n`;
const rules_cases_INTENT = '.forge/intents/sessions-in-redis.yaml';
const rules_cases_intent = (status, before = '') => `title: Move sessions to Redis\ntype: refactor\nsource: human\nrisk: high\n${before}status: ${status}\n`;
const AGGREGATOR = '.work/07_review_unified.yaml';
/** An aggregator that declares its gate decision twice: a veto, then, under a directive, a pass. */
const AGGREGATOR_TWICE = `kind: aggregator
agent_id: req:aggregator
status: ok
artifacts: []
gate_decision:
  p0_count: 1
  p1_count: 0
  p2_count: 0
  result: veto
# handoff-gate-disable-next-line parse/duplicate-key -- merged from two runs
gate_decision:
  p0_count: 0
  p1_count: 0
  p2_count: 0
  result: pass
next: done
`;
const rules_cases_cases = [
    ruleCases(rules/* UNUSED_RULE */.g, {
        valid: [
            { name: 'a directive that suppresses the finding below it', path: rules_cases_PLANNER, text: rules_cases_planner(DIRECTIVE) },
            {
                name: 'a whole-file directive that suppresses a finding',
                path: rules_cases_PLANNER,
                text: `# handoff-gate-disable-file envelope/next-mismatch -- the reviewer takes over this run\n${rules_cases_planner()}`,
            },
            {
                name: 'a Markdown body comment that suppresses the finding below it',
                path: rules_cases_TASK,
                text: rules_cases_task('', '<!-- handoff-gate-disable-next-line message/body-placeholder -- the template is quoted on purpose -->\n{タイトル}\n'),
            },
        ],
        invalid: [
            {
                name: 'a directive above a line without that finding',
                path: rules_cases_PLANNER,
                text: rules_cases_planner('', DIRECTIVE),
                errors: [
                    {
                        line: 3,
                        column: 1,
                        message: 'This directive suppresses nothing: no `envelope/next-mismatch` finding on line 4. Remove it.',
                    },
                ],
            },
            {
                name: 'a whole-file directive for a rule the file does not break',
                path: rules_cases_TASK,
                text: rules_cases_task('# handoff-gate-disable-file message/enum, message/timestamp -- agents write their own\n'),
                errors: [
                    {
                        line: 6,
                        column: 1,
                        message: 'This directive suppresses nothing: no `message/enum` or `message/timestamp` finding in this file. Remove it.',
                    },
                ],
            },
            {
                name: 'a next-line directive after a value, on the line it means',
                path: rules_cases_PLANNER,
                text: rules_cases_planner().replace('next: reviewer', 'next: reviewer # handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over'),
                errors: [
                    {
                        line: 5,
                        column: 16,
                        message: '`handoff-gate-disable-next-line` must stand on a line of its own, above the line it is for: after other text it suppresses nothing.',
                    },
                ],
            },
            {
                name: 'a misspelt directive',
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-nextline envelope/next-mismatch -- the reviewer takes over\n'),
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: '`handoff-gate-disable-nextline` is no directive, so this comment suppresses nothing: write `handoff-gate-disable-next-line` (the line after it) or `handoff-gate-disable-file` (the whole file).',
                    },
                ],
            },
            {
                name: 'a Markdown body comment above a line without that finding',
                path: rules_cases_TASK,
                text: rules_cases_task('', '<!-- handoff-gate-disable-next-line message/body-placeholder -- quoted on purpose -->\nDone.\n'),
                errors: [
                    {
                        line: 12,
                        column: 1,
                        message: 'This directive suppresses nothing: no `message/body-placeholder` finding on line 13. Remove it.',
                    },
                ],
            },
        ],
    }),
    ruleCases(rules/* NO_REASON_RULE */.sw, {
        valid: [
            { name: 'a directive with its reason', path: rules_cases_PLANNER, text: rules_cases_planner(DIRECTIVE) },
            {
                name: 'a reason that names a placeholder word among its own',
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-next-line envelope/next-mismatch -- TODO list says the reviewer takes over\n'),
            },
        ],
        invalid: [
            {
                name: "the editor quick fix's placeholder left as it was written",
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-next-line envelope/next-mismatch -- <reason>\n'),
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: "This directive's reason is no reason (`<reason>` is a placeholder), so it suppresses nothing: write after ` -- ` why the finding may stand, in your own words.",
                    },
                ],
            },
            {
                name: 'a stand-in word for the reason, in a Markdown body',
                path: rules_cases_TASK,
                text: rules_cases_task('', '<!-- handoff-gate-disable-next-line message/body-placeholder -- TODO -->\n{タイトル}\n'),
                errors: [
                    {
                        line: 12,
                        column: 1,
                        message: "This directive's reason is no reason (`TODO` is a placeholder), so it suppresses nothing: write after ` -- ` why the finding may stand, in your own words.",
                    },
                ],
            },
            {
                name: 'dots for a reason',
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-next-line envelope/next-mismatch -- ...\n'),
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: "This directive's reason is no reason (`...` is no words), so it suppresses nothing: write after ` -- ` why the finding may stand, in your own words.",
                    },
                ],
            },
            {
                name: 'no ` -- ` at all',
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-next-line envelope/next-mismatch\n'),
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: 'This directive gives no reason, so it suppresses nothing: say why after ` -- ` (`<rule-id> -- <reason>`).',
                    },
                ],
            },
            {
                name: 'a ` -- ` with nothing after it, in a Markdown body',
                path: rules_cases_TASK,
                text: rules_cases_task('', '<!-- handoff-gate-disable-next-line message/body-placeholder -- -->\n{タイトル}\n'),
                errors: [
                    {
                        line: 12,
                        column: 1,
                        message: 'This directive gives no reason, so it suppresses nothing: say why after ` -- ` (`<rule-id> -- <reason>`).',
                    },
                ],
            },
        ],
    }),
    ruleCases(rules/* UNKNOWN_RULE_RULE */.jc, {
        valid: [{ name: 'a rule handoff-gate has', path: rules_cases_PLANNER, text: rules_cases_planner(DIRECTIVE) }],
        invalid: [
            {
                name: 'a misspelt rule id',
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-next-line envelope/next-mismatc -- the reviewer takes over\n'),
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: '`envelope/next-mismatc` is no handoff-gate rule, so this directive suppresses nothing for it. Did you mean `envelope/next-mismatch`?',
                    },
                ],
            },
            {
                name: 'no rule named, in the frontmatter',
                path: rules_cases_TASK,
                text: rules_cases_task('# handoff-gate-disable-next-line -- everything here is fine\n'),
                errors: [
                    {
                        line: 6,
                        column: 1,
                        message: 'This directive names no rule, so it suppresses nothing: write the ids of the rules it is for before ` -- ` (`handoff-gate rules` lists them).',
                    },
                ],
            },
        ],
    }),
    ruleCases(rules/* NOT_SUPPRESSIBLE_RULE */.F$, {
        valid: [
            { name: 'a rule a comment may suppress', path: rules_cases_PLANNER, text: rules_cases_planner(DIRECTIVE) },
            {
                name: 'a repeated key in a file that does not gate',
                path: rules_cases_INTENT,
                text: rules_cases_intent('proposed', '# handoff-gate-disable-next-line parse/duplicate-key -- kept from the import\nrisk: high\n'),
            },
        ],
        invalid: [
            {
                name: 'a repeated gate decision in an aggregator, the second saying pass',
                path: AGGREGATOR,
                text: AGGREGATOR_TWICE,
                errors: [
                    {
                        line: 10,
                        column: 1,
                        message: "`parse/duplicate-key` cannot be suppressed by a comment: this file's review items or verdict count in the gate, and a repeated key could hide a verdict: the stricter reading decides, and the repeat stays in view. This directive has no effect on it.",
                    },
                ],
            },
            {
                name: "a rule that guards a person's decision",
                path: rules_cases_INTENT,
                text: rules_cases_intent('executing', '# handoff-gate-disable-next-line intent/approval-skipped -- approved on a call\n'),
                base: { [rules_cases_INTENT]: rules_cases_intent('proposed') },
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: "`intent/approval-skipped` cannot be suppressed by a comment: it guards a person's decision, and a change could otherwise skip its own approval with a comment. This directive has no effect on it. Fix what it reports, and let a person decide through the inbox: the suppressions file does not hide it either.",
                    },
                ],
            },
            {
                name: 'lowering the risk of an intent awaiting approval',
                path: rules_cases_INTENT,
                text: `title: Move sessions to Redis\ntype: refactor\nsource: human\n# handoff-gate-disable-next-line intent/risk-lowered -- agreed on a call\nrisk: low\nstatus: proposed\n`,
                base: { [rules_cases_INTENT]: rules_cases_intent('proposed') },
                errors: [
                    {
                        line: 4,
                        column: 1,
                        message: "`intent/risk-lowered` cannot be suppressed by a comment: it guards a person's decision, and a change could otherwise skip its own approval with a comment. This directive has no effect on it. Fix what it reports, and let a person decide through the inbox: the suppressions file does not hide it either.",
                    },
                ],
            },
            {
                name: "the suppressions' own rule",
                path: rules_cases_PLANNER,
                text: rules_cases_planner('# handoff-gate-disable-file suppressions/unused -- noisy\n'),
                errors: [
                    {
                        line: 5,
                        column: 1,
                        message: "`suppressions/unused` cannot be suppressed by a comment: the suppressions' and the config's own findings are never suppressed. This directive has no effect on it.",
                    },
                ],
            },
        ],
    }),
];

;// CONCATENATED MODULE: ./src/lib/rule-examples.ts































































































/** Every rule's cases (each `*.cases.ts` of src/), for the examples `explainRule` shows. */
const ALL_CASES = [
    cases,
    file_rules_cases_cases,
    parse_rules_cases_cases,
    agent_id_segments_cases_cases,
    artifact_missing_cases_cases,
    artifact_path_cases_cases,
    finding_incomplete_cases_cases,
    finding_location_not_found_cases_cases,
    finding_location_path_cases_cases,
    gate_count_short_cases_cases,
    gate_next_mismatch_cases_cases,
    gate_result_mismatch_cases_cases,
    next_mismatch_cases_cases,
    severity_mismatch_cases_cases,
    severity_missing_cases_cases,
    status_requires_cases_cases,
    artifact_not_found_cases_cases,
    rules_artifact_path_cases_cases,
    duplicate_issue_id_cases_cases,
    from_agent_mismatch_cases_cases,
    issue_location_not_found_cases_cases,
    issue_location_cases_cases,
    iteration_decreased_cases_cases,
    loop_fields_missing_cases_cases,
    loop_reason_missing_cases_cases,
    loop_target_required_cases_cases,
    loop_target_without_loop_cases_cases,
    failure_reason_required_cases_cases,
    intent_id_format_cases_cases,
    empty_body_cases_cases,
    unknown_type_cases_cases,
    evidence_not_found_cases_cases,
    evidence_path_cases_cases,
    rules_intent_id_format_cases_cases,
    reference_impl_value_cases_cases,
    missing_verdict_cases_cases,
    rules_reference_impl_value_cases_cases,
    rejected_without_issues_cases_cases,
    task_not_found_cases_cases,
    verdict_conflict_cases_cases,
    cycle_cases_cases,
    dependency_not_found_cases_cases,
    duplicate_id_cases_cases,
    incomplete_cases_cases,
    intent_not_found_cases_cases,
    intent_status_cases_cases,
    task_rules_reference_impl_value_cases_cases,
    relevant_file_path_cases_cases,
    status_transition_cases_cases,
    approval_skipped_cases_cases,
    clarification_left_unanswered_cases_cases,
    rules_cycle_cases_cases,
    decided_outside_inbox_cases_cases,
    deleted_outside_inbox_cases_cases,
    rules_dependency_not_found_cases_cases,
    rules_duplicate_id_cases_cases,
    file_extension_cases_cases,
    id_not_slug_cases_cases,
    nested_intent_cases_cases,
    parent_not_approved_cases_cases,
    parent_not_found_cases_cases,
    intent_rules_reference_impl_value_cases_cases,
    risk_lowered_cases_cases,
    rules_status_transition_cases_cases,
    status_vs_tasks_cases_cases,
    rules_unknown_type_cases_cases,
    answer_direction_cases_cases,
    answered_question_pending_cases_cases,
    body_placeholder_cases_cases,
    bracket_header_cases_cases,
    bracket_value_cases_cases,
    deliverable_path_cases_cases,
    message_rules_duplicate_id_cases_cases,
    folder_mismatch_cases_cases,
    id_format_cases_cases,
    missing_section_cases_cases,
    no_header_cases_cases,
    question_left_unanswered_cases_cases,
    reference_not_found_cases_cases,
    message_rules_status_transition_cases_cases,
    template_leftover_cases_cases,
    updated_before_created_cases_cases,
    next_action_mismatch_cases_cases,
    output_path_cases_cases,
    proceed_below_threshold_cases_cases,
    regenerate_requires_issues_cases_cases,
    retired_agent_cases_cases,
    review_requires_score_cases_cases,
    revision_target_required_cases_cases,
    unknown_revision_target_cases_cases,
    key_typo_cases_cases,
    schema_cases_cases,
    shared_template_leftover_cases_cases,
    timestamp_cases_cases,
    rules_cases_cases,
];

// EXTERNAL MODULE: ./src/lib/in-root.ts
var in_root = __webpack_require__(8369);
// EXTERNAL MODULE: ./src/lib/package-docs.ts
var package_docs = __webpack_require__(7299);
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
        const { root, target } = (0,in_root/* inRoot */.md)(input, input.path);
        const overlay = textOverlay(root, target, input.text);
        return (0,in_root/* reportOf */.EI)((0,run_check/* runCheck */.k_)({ ...runOptions(root, input), targets: [target], overlay }));
    });
}
/**
 * Checks files or folders (none: the whole root), as `handoff-gate check PATH…` does, gate, risk and
 * inbox included, and the suppressions file beside the config applied (it is never written here).
 */
async function checkPaths(input = {}) {
    return guarded(async () => {
        const { root, targets } = pathsInRoot(input);
        const checked = await (0,run_check/* runCheckInParallel */.az)({ ...runOptions(root, input), targets, jobs: 1 });
        return (0,in_root/* reportOf */.EI)((0,suppressions/* withSuppressionsFiles */.g3)(checked, root, {}).result);
    });
}
/**
 * The items waiting for a person among the files checked, as `handoff-gate inbox --format json`
 * prints them: the same object, `{ version, inbox, skipped }`.
 */
async function inbox(input = {}) {
    const report = await checkPaths(input);
    return { version: 1, inbox: report.inbox, skipped: report.skipped ?? [] };
}
/**
 * `text` with every safe fix applied (as `check --fix` would write it at `path`), and the report of
 * the fixed text: what remains to do by hand. A fix that would add a finding is held back. Nothing
 * is written.
 */
async function fixText(input) {
    return guarded(async () => {
        const { root, target } = (0,in_root/* inRoot */.md)(input, input.path);
        const overlay = textOverlay(root, target, input.text);
        const fixed = await (0,fix/* checkAndFix */.$)({ ...runOptions(root, input), targets: [target], overlay, jobs: 1 }, true);
        const text = fixed.texts.get((0,external_node_path_.resolve)(root, target));
        return {
            text: text ?? input.text,
            changed: text !== undefined && text !== input.text,
            fixes: fixed.changes.map((c) => ({ ...c })),
            report: (0,in_root/* reportOf */.EI)(fixed.result),
        };
    });
}
/** What a rule catches, its severity, and the format, spec and section it comes from; undefined for an id no rule has. */
function explainRule(id) {
    const rule = (0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h).find((r) => r.id === id);
    if (!rule)
        return undefined;
    const prefix = id.slice(0, id.indexOf('/'));
    const format = formats/* FORMATS */.h.find((f) => f.id === prefix);
    return {
        id: rule.id,
        severity: rule.severity,
        summary: rule.summary,
        rationale: rule.rationale,
        format: format?.id ?? null,
        syntaxes: format ? [...format.syntaxes] : null,
        spec: format?.spec ?? null,
        section: rule.spec ?? null,
        source: (0,sources/* ruleSource */.m)(rule.id) ?? null,
        // A rule whose page says why it shows no file shows none here either.
        examples: rule.withoutExample === undefined ? examplesOf(id) : {},
        ...(rule.withoutExample !== undefined && { withoutExample: rule.withoutExample }),
        docs: (0,rule_docs/* ruleDocUrl */.Cg)(package_docs/* PACKAGE_DOCS */.j, rule.id) ?? null,
        suppressible: suppressibility(rule.id),
    };
}
/**
 * The rule id a misspelt one most likely means (`intent/aproval-skipped`, or `approval-skipped`
 * without its format), as the CLI's "did you mean" names it; undefined when none is close.
 */
function closestRuleId(id) {
    const ids = (0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h).map((rule) => rule.id);
    const bare = id.includes('/') ? [] : ids.filter((known) => known.endsWith(`/${id}`));
    if (bare.length === 1)
        return bare[0];
    return (0,did_you_mean/* closest */.kp)(id, ids);
}
/** Whether a comment in the file, and the suppressions file, may hide the rule's findings, and why not. */
function suppressibility(id) {
    const why = (0,rules/* inlineRefusal */.gF)(id);
    const except = why === undefined ? (0,rules/* inlineRefusalWhere */.N$)(id) : undefined;
    return {
        inline: why === undefined,
        baseline: (0,rules/* isSuppressible */.qj)(id),
        ...(why !== undefined && { why }),
        ...(except && { inlineExcept: { ...except } }),
    };
}
/** Every rule id, with its severity and summary, in the order the rule index lists them. */
function lib_rules() {
    return ruleCatalogue(FORMATS).map((rule) => explainRule(rule.id));
}
/** The commit the root's HEAD names, or undefined (no repository there, or none committed yet). */
function headCommit(root = process.cwd()) {
    return (0,git/* resolveCommit */.WL)((0,in_root/* realRoot */.dU)({ root }), 'HEAD');
}
/** The names `schema` takes: each format's id, and `config`. */
const schemaNames = json_schemas/* SCHEMA_NAMES */.R;
/** A format's JSON Schema (or the config file's), as `handoff-gate schema NAME` prints it; undefined for another name. */
function schema(name) {
    return (0,json_schemas/* jsonSchemaFor */.B)(name);
}
/** The checks every format reports under its own prefix (src/rules/shared/): one check, whichever format's case shows it. */
const SHARED_CHECKS = new Set([
    'required',
    'type',
    'enum',
    'range',
    'format',
    'key-typo',
    'template-leftover',
    'timestamp',
]);
/**
 * A rule's first passing and first failing case that stand alone: a text judged under the default
 * config, with no base revision, so that what it shows needs nothing it does not show (the other
 * files a case puts around it only keep other rules quiet).
 */
function examplesOf(id) {
    const all = ALL_CASES.flat();
    const own = all.filter((c) => c.rule === id);
    // A check every format shares (`intent/required`) may have its cases under other formats: the same check.
    const name = id.slice(id.indexOf('/') + 1);
    const cases = own.length > 0 || !SHARED_CHECKS.has(name) ? own : all.filter((c) => c.rule.endsWith(`/${name}`));
    const alone = (c) => typeof c.text === 'string' && !c.config && !c.base && !c.added && !c.deleted && !c.history;
    // A rule that judges a change (a status's move) has no case without a base: the file's own text
    // at the base then comes with the example, so that it still shows what the rule reports.
    const withOwnBase = (c) => typeof c.text === 'string' && !c.config && ownBase(c) !== undefined && !c.added && !c.deleted && !c.history;
    const ruleOf = new Map(cases.flatMap((c) => [...c.valid, ...c.invalid].map((one) => [one, c.rule])));
    const from = (one) => (ruleOf.get(one) !== id ? { from: ruleOf.get(one) } : {});
    const first = (list) => list.find(alone) ?? list.find(withOwnBase);
    const baseOf = (one) => {
        const base = ownBase(one);
        return base === undefined ? {} : { base };
    };
    const besideOf = (one) => ({
        ...(one.context && { beside: { ...one.context } }),
        ...(one.files && Object.keys(one.files).length > 0 && { repository: { ...one.files } }),
    });
    // A case run is told the file's path (`check PATH`), unless it says the file is found, not named.
    const namedOf = (one) => (one.named === false ? { found: true } : {});
    const passing = first(cases.flatMap((c) => c.valid));
    const failing = first(cases.flatMap((c) => c.invalid));
    return {
        ...(passing && {
            passing: {
                path: passing.path,
                text: passing.text,
                ...from(passing),
                ...baseOf(passing),
                ...besideOf(passing),
                ...namedOf(passing),
            },
        }),
        ...(failing && {
            failing: {
                path: failing.path,
                text: failing.text,
                ...baseOf(failing),
                ...besideOf(failing),
                ...namedOf(failing),
                ...from(failing),
                findings: failing.errors.map((e) => ({ line: e.line, column: e.column, message: e.message })),
                ...(failing.output !== undefined && { fixed: failing.output }),
            },
        }),
    };
}
function pathsInRoot(input) {
    const paths = input.paths ?? [];
    if (paths.length > lib_public/* MAX_PATHS */.KD)
        throw new lib_public/* InputError */.dz(`paths: at most ${lib_public/* MAX_PATHS */.KD} in one call; got ${paths.length}.`);
    const root = (0,in_root/* realRoot */.dU)(input);
    return { root, targets: paths.map((path) => (0,in_root/* inRoot */.md)(input, path).target) };
}
/** The text as the bytes a file would hold, refused past `MAX_TEXT_BYTES`. */
function textOverlay(root, target, text) {
    if (typeof text !== 'string')
        throw new lib_public/* InputError */.dz("text: give the file's text as a string.");
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length > lib_public/* MAX_TEXT_BYTES */.$D)
        throw new lib_public/* InputError */.dz(`text: ${bytes.length} bytes is over the ${lib_public/* MAX_TEXT_BYTES */.$D}-byte limit of one call.`);
    return new Map([[(0,external_node_path_.resolve)(root, target), bytes]]);
}
function runOptions(root, options) {
    return {
        cwd: root,
        ...(options.base !== undefined && { base: options.base }),
        ...(options.config !== undefined && { config: options.config }),
    };
}
/** Runs a call, the CLI's usage errors (no such file, no such commit) thrown as the library's `InputError`. */
async function guarded(call) {
    try {
        return await call();
    }
    catch (error) {
        if (error instanceof errors/* BaseNotFound */.D6)
            throw new lib_public/* InputError */.dz(baseMessage(error));
        if (error instanceof errors/* ConfigNotFound */.aw)
            throw new lib_public/* InputError */.dz(`config ${JSON.stringify(error.config)}: no such file (a path is read from the root).`);
        if (error instanceof errors/* UsageError */.eb)
            throw new lib_public/* InputError */.dz(error.message);
        throw error;
    }
}
/** A bad `base` in the caller's own words: the argument it gave, never a CLI flag or a folder it did not name. */
function baseMessage(error) {
    const base = `base ${JSON.stringify(error.base)}`;
    if (error.reason === 'no-git')
        return `${base}: comparing needs git, which did not run here (is it installed and on the PATH?).`;
    if (error.reason === 'no-repository')
        return `${base}: the root is not in a git repository, so there is no revision to compare with; leave base out.`;
    return `${base} names no commit in the root's repository; give a branch, tag or commit sha it has, or leave base out to compare with the last commit.`;
}
/** A case's base revision when it is the file's own text alone (as a string, or by its path), else undefined. */
function ownBase(c) {
    if (typeof c.base === 'string')
        return c.base;
    const paths = c.base === undefined ? [] : Object.keys(c.base);
    return paths.length === 1 && paths[0] === c.path ? c.base[c.path] : undefined;
}


/***/ }),

/***/ 5738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   KD: () => (/* binding */ MAX_PATHS),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/*
 * The library's public shapes. The report and its parts are the engine's own types, exported here
 * under the library's names; the library's own (its inputs, results and limits) are declared
 * below. The build writes the package's one declaration file from this and the entry
 * (scripts/declarations.mjs), with every type it names written out, so nothing is copied by hand.
 */
/** A bad argument (a path outside the root, a text over the limit, no such root): the message says what to change. */
class InputError extends Error {
    name = 'InputError';
}
/** The largest text `checkText` and `fixText` take, in UTF-8 bytes: 4 MiB, four times the default `max-file-size`. */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;
/** The most paths `checkPaths` and `inbox` take in one call. */
const MAX_PATHS = 1000;


/***/ })

};
