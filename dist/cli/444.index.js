export const id = 444;
export const ids = [444];
export const modules = {

/***/ 6620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ruleCatalogue),
/* harmony export */   N: () => (/* binding */ ENGINE_RULES)
/* harmony export */ });
/* harmony import */ var _rules_shared_key_typo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2189);
/* harmony import */ var _rules_shared_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3398);
/* harmony import */ var _rules_shared_template_leftover_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5599);
/* harmony import */ var _detect_near_miss_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2210);
/* harmony import */ var _detect_near_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(633);
/* harmony import */ var _engine_outside_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6276);
/* harmony import */ var _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(367);
/* harmony import */ var _detect_detect_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8752);
/* harmony import */ var _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(1643);
/* harmony import */ var _engine_finding_sink_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8751);
/* harmony import */ var _core_run_budget_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4702);
/* harmony import */ var _parse_code_fence_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7986);
/* harmony import */ var _parse_duplicates_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6149);
/* harmony import */ var _parse_json_doc_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7554);
/* harmony import */ var _parse_markdown_doc_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1485);
/* harmony import */ var _parse_read_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(2575);
/* harmony import */ var _parse_yaml_doc_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1442);

















/** Rules about the file itself, reported before any format applies, each with the module that reports it. */
const FILE_RULES = [
    {
        id: _parse_read_js__WEBPACK_IMPORTED_MODULE_14__/* .TOO_LARGE_RULE */ .gZ,
        source: 'src/parse/read.ts',
        severity: 'error',
        summary: 'The file is over `max-file-size` (1 MiB by default) and was not read.',
        rationale: 'A file too large to read is a file nobody checked: a handoff that grew past the bound (a log pasted in, a generated dump) would otherwise pass the gate unread.',
        withoutExample: 'its cases lower `max-file-size` in the config so that a file over it fits on a page; at the default a file over 1 MiB would have to be shown',
    },
    {
        id: _parse_read_js__WEBPACK_IMPORTED_MODULE_14__/* .BINARY_RULE */ .Bd,
        source: 'src/parse/read.ts',
        severity: 'error',
        summary: 'The file holds NUL bytes: binary, not a handoff file.',
        rationale: 'A NUL byte means the file is not the text its format is: an agent that reads it as text sees something else from what a reviewer sees, so it is not judged as a handoff at all.',
        withoutExample: 'a NUL byte is not text a page can show; its cases hold the bytes',
    },
    {
        id: _parse_read_js__WEBPACK_IMPORTED_MODULE_14__/* .ENCODING_RULE */ .Rz,
        source: 'src/parse/read.ts',
        severity: 'error',
        summary: 'The file is not valid UTF-8.',
        rationale: 'Bytes that are not UTF-8 are decoded differently by each reader (replaced, dropped or refused): the next agent may not read what was written.',
        withoutExample: 'bytes that are not UTF-8 cannot be shown as text on a page; its cases hold the bytes',
    },
    {
        id: _parse_read_js__WEBPACK_IMPORTED_MODULE_14__/* .BOM_RULE */ .Ih,
        source: 'src/parse/read.ts',
        severity: 'notice',
        summary: 'The file starts with a byte-order mark (ignored).',
        rationale: 'A byte-order mark is invisible and some YAML and JSON readers refuse it or read it into the first key: handoff-gate ignores it, and says so, so that the file is known to differ from what another tool may read.',
        withoutExample: 'a byte-order mark is an invisible byte a page cannot show; its cases hold the bytes',
    },
    {
        id: _parse_read_js__WEBPACK_IMPORTED_MODULE_14__/* .EMPTY_RULE */ .rj,
        source: 'src/engine/file-check.ts',
        severity: 'error',
        summary: "A file on a format's path is empty, or holds only whitespace or comments (a warning under `.work/`, where a file also needs the envelope's keys).",
        rationale: "An empty file on a format's path is a handoff with nothing in it: the next agent waits on a result that never came, or takes the empty file for a pass.",
    },
    {
        id: _parse_read_js__WEBPACK_IMPORTED_MODULE_14__/* .TOO_MANY_LINES_RULE */ .c1,
        source: 'src/parse/read.ts',
        severity: 'error',
        summary: 'The file has more than `limits.file-lines` lines (20,000 by default) and was not checked.',
        rationale: 'A file longer than the bound is not checked, so that one huge file cannot stall the run: what it holds reaches the next agent unjudged, and a person has to look.',
        withoutExample: 'its cases lower `limits.file-lines` in the config; at the default the example would be 20,000 lines long',
    },
    {
        id: _parse_yaml_doc_js__WEBPACK_IMPORTED_MODULE_15__/* .TOO_DEEP_RULE */ .dj,
        source: 'src/parse/yaml-doc.ts',
        severity: 'error',
        summary: 'The file nests mappings and lists more than `limits.file-depth` levels deep (64 by default) and was not checked.',
        rationale: 'Nesting past the bound is not checked, so that no file can exhaust the checker: such a file is unjudged, and deep nesting is a sign of generated or hostile content.',
        withoutExample: 'its cases lower `limits.file-depth` in the config; at the default the example would nest 64 levels',
    },
    {
        id: _engine_finding_sink_js__WEBPACK_IMPORTED_MODULE_8__/* .TOO_MANY_FINDINGS_RULE */ .l,
        source: 'src/engine/finding-sink.ts',
        severity: 'error',
        summary: 'The file has more findings than `limits.file-findings` (200 by default, errors listed first); this one counts the rest, as severe as the worst of them (whatever `rules` says).',
        rationale: "Past the bound the rest of a file's findings are counted, not listed, so that one broken file cannot bury the others; the count keeps the worst severity so that the file still fails as it should.",
        withoutExample: 'its cases lower `limits.file-findings` in the config; at the default the example would need 200 findings',
    },
    {
        id: _core_run_budget_js__WEBPACK_IMPORTED_MODULE_9__/* .NOT_JUDGED_RULE */ .lC,
        source: 'src/core/run-budget.ts',
        severity: 'error',
        summary: "The run passed one of its bounds (`limits.run-bytes`, `run-findings`, `run-seconds`) before this file's turn, so it was not checked; always an error.",
        rationale: 'A run that stops at its bounds must not pass the files it did not reach: each of them is an error until a run checks it, so nothing passes unread.',
        withoutExample: "its cases lower the run's bounds in the config, and the finding depends on how many files went before it",
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .SYMLINK_OUTSIDE_RULE */ .j8,
        source: 'src/io/file-gate.ts',
        severity: 'warning',
        summary: 'A symlink points outside the repository; it is not followed (an error where the path alone makes it a handoff file, or it was named).',
        rationale: 'A symlink out of the repository could make the check read, and quote, a file from the machine it runs on; it is not followed, and said so, so that nothing is skipped unseen.',
        withoutExample: 'a symlink is a file-system entry, not a text a page can show',
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .NOT_READ_RULE */ .IQ,
        source: 'src/io/file-gate.ts',
        severity: 'error',
        summary: "A symlink into `.git/`, to a git-ignored or untracked file, to a folder, to nothing or in a loop, or a FIFO, socket or device: never opened (a warning off the formats' paths).",
        rationale: "A symlink into `.git/`, to an ignored file or to a device could leak what is not the repository's, or hang the run: it is never opened, and named, so that a handoff hidden behind it is known to be unchecked.",
        withoutExample: 'a symlink, FIFO or device is a file-system entry, not a text a page can show',
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .BASE_NOT_READ_RULE */ .yP,
        source: 'src/action/base-files.ts',
        severity: 'error',
        summary: "The action could not read a changed handoff file's base version, so the rules that compare with it could not judge it (never a silent pass).",
        rationale: 'The rules that compare with the base revision (approvals, status moves) cannot judge a file whose base was not read: it fails closed rather than let a skipped approval pass.',
        withoutExample: "only the action reports it, when GitHub does not return a changed file's base version; no text reproduces that",
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .UNREADABLE_RULE */ .bn,
        source: 'src/io/file-gate.ts',
        severity: 'error',
        summary: 'A file or folder the system would not let the check read (permissions): named with the OS reason, never passed over.',
        rationale: 'A file the system would not let the check read is a file nobody judged: it is named with the reason, never passed over, so that a permission cannot hide a handoff.',
        withoutExample: 'a permission of the file system, not a text a page can show',
    },
    {
        id: _detect_detect_js__WEBPACK_IMPORTED_MODULE_7__/* .UNRECOGNISED_RULE */ .w,
        source: 'src/engine/file-check.ts',
        severity: 'notice',
        summary: 'A file named on the command line matches no handoff format.',
        rationale: 'A file named on the command line that no format recognises was not checked: saying so keeps a typo in a path, or a file in the wrong place, from looking like a pass.',
    },
    _detect_near_miss_js__WEBPACK_IMPORTED_MODULE_3__/* .NEAR_MISS_RULE */ .x,
    _detect_near_path_js__WEBPACK_IMPORTED_MODULE_4__/* .EXTENSION_RULE */ .PN,
    _engine_outside_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .OUTSIDE_PATHS_RULE */ .U,
    {
        id: _parse_code_fence_js__WEBPACK_IMPORTED_MODULE_10__/* .CODE_FENCE_RULE */ .r,
        source: 'src/parse/code-fence.ts',
        severity: 'error',
        summary: 'A YAML or JSON file is wrapped in a Markdown code fence (```` ```yaml ```` … ```` ``` ````); the fix deletes both lines, and what is between them is checked.',
        rationale: 'An agent that pastes its output with the Markdown fence around it writes a file no YAML or JSON reader parses: the next agent gets a syntax error where the handoff should be.',
    },
    {
        id: _parse_yaml_doc_js__WEBPACK_IMPORTED_MODULE_15__/* .YAML_SYNTAX_RULE */ .r0,
        source: 'src/parse/yaml-doc.ts',
        severity: 'error',
        summary: 'The YAML does not parse (e.g. `{N}/{M}` left from a template).',
        rationale: 'A file that does not parse is read by no agent: the handoff it holds is lost, and a reader that tries to recover reads something else from what was written.',
    },
    {
        id: _parse_duplicates_js__WEBPACK_IMPORTED_MODULE_11__/* .DUPLICATE_KEY_RULE */ .r,
        source: 'src/parse/duplicates.ts',
        severity: 'error',
        summary: 'A key appears twice in one mapping; readers silently keep one.',
        rationale: 'With a key twice in one mapping, readers keep one of the two, and not all the same one: a `veto` after a `pass` can be read either way.',
    },
    {
        id: _parse_yaml_doc_js__WEBPACK_IMPORTED_MODULE_15__/* .MULTI_DOCUMENT_RULE */ .ZC,
        source: 'src/parse/yaml-doc.ts',
        severity: 'warning',
        summary: 'A YAML file holds several documents; only the first is checked.',
        rationale: 'Most readers take only the first YAML document: what the later ones say reaches nobody, though a person reading the file sees it.',
    },
    {
        id: _parse_yaml_doc_js__WEBPACK_IMPORTED_MODULE_15__/* .ALIAS_LIMIT_RULE */ .uJ,
        source: 'src/parse/yaml-doc.ts',
        severity: 'error',
        summary: 'YAML aliases expand past 100 copies (an alias bomb).',
        rationale: "Aliases that expand past the bound (an alias bomb) can exhaust a reader's memory: the file is refused rather than expanded, so that it cannot stop the next agent or this check.",
    },
    {
        id: _parse_json_doc_js__WEBPACK_IMPORTED_MODULE_12__/* .JSON_SYNTAX_RULE */ .WN,
        source: 'src/parse/json-doc.ts',
        severity: 'error',
        summary: 'The JSON does not parse.',
        rationale: 'A JSON file that does not parse is read by no agent: the orchestrator fails on it, or skips the handoff it holds.',
    },
    {
        id: _parse_json_doc_js__WEBPACK_IMPORTED_MODULE_12__/* .JSON_COMMENT_RULE */ .ao,
        source: 'src/parse/json-doc.ts',
        severity: 'error',
        summary: 'The JSON has `//` or `/* */` comments, which JSON does not allow.',
        rationale: 'JSON has no comments: a strict parser, as most agents use, refuses the whole file over one `//` line, and a lenient one reads what the comment hid.',
    },
    {
        id: _parse_markdown_doc_js__WEBPACK_IMPORTED_MODULE_13__/* .FRONTMATTER_UNCLOSED_RULE */ .Up,
        source: 'src/parse/markdown-doc.ts',
        severity: 'error',
        summary: 'Markdown frontmatter opened with `---` is never closed.',
        rationale: 'Frontmatter never closed with `---` swallows the whole body into the header, or is not read as a header at all: who sent the message, and to whom, is lost.',
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .CONFIG_INVALID_RULE */ .AU,
        source: 'src/config/parse.ts',
        severity: 'error',
        summary: 'A config setting has the wrong shape; its section falls back to the defaults.',
        rationale: "A setting of the wrong shape falls back to its default, so the gate runs with a setting other than the one written: a stricter bound or a team's value silently does not apply.",
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .CONFIG_UNKNOWN_KEY_RULE */ .jT,
        source: 'src/config/parse.ts',
        severity: 'warning',
        summary: 'The config file has a setting handoff-gate does not know (with "did you mean").',
        rationale: 'A setting handoff-gate does not know does nothing: a misspelt bound or rule level looks in force to whoever reads the config, and is not.',
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .CONFIG_CHANGE_RULE */ .lX,
        source: 'src/config/governing.ts',
        severity: 'notice',
        summary: 'A pull request changes the config: it is checked, and takes effect once merged (the base config judges the pull request).',
        rationale: 'A pull request cannot loosen the gate that judges it: its config changes take effect once merged, and this says so, so that a reviewer sees the change and nobody expects it to apply at once.',
        withoutExample: "only the action reports it, on a pull request that changes the config (the command line judges with the config it reads); its cases hold the base config and the pull request's",
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .CONFIG_EXTENDS_UNREAD_RULE */ .YN,
        source: 'src/config/extends.ts',
        severity: 'error',
        summary: 'The shared config `extends` names could not be read (not found, no permission, bad YAML, too large, or it extends another): the run fails closed and inbox commands are refused.',
        rationale: "An organisation's shared config may hold its approvers and locked bounds: a run that went on without it would judge with looser rules than the organisation set, so it stops and says why.",
        withoutExample: 'only the action reads a shared config, through the GitHub API (the command line reads no network and warns instead)',
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .CONFIG_EXTENDS_SKIPPED_RULE */ .vj,
        source: 'src/config/extends.ts',
        severity: 'warning',
        summary: 'The CLI reads no network, so the shared config `extends` names was not read: the check used the repository’s own settings alone.',
        rationale: 'A local check that silently ignored the shared config would pass what the action fails; the warning says the result may differ from the gate.',
        withoutExample: 'it is about the config file (`extends:` in `.github/handoff-gate.yml`), not a handoff file: any `extends` line gives it on the command line',
    },
    {
        id: _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_16__/* .CONFIG_LOCKED_RULE */ .to,
        source: 'src/config/extends.ts',
        severity: 'error',
        summary: 'The repository’s config overrides a setting its shared config lists under `locked`: the shared value holds.',
        rationale: 'A locked setting is one the organisation decided for every repository (who approves, how strict a bound is); a repository that could override it would make the lock a suggestion.',
        withoutExample: 'only the action reads the shared config that locks a setting, through the GitHub API',
    },
];
/**
 * The engine's own rules, the one list of them: the file's, the parse's and the config's, then the
 * suppressions'. Each names the module that reports it (src/catalogue/sources.ts reads it from here).
 */
const ENGINE_RULES = [...FILE_RULES, ..._suppressions_rules_js__WEBPACK_IMPORTED_MODULE_6__/* .SUPPRESSION_RULES */ .AX];
/**
 * Every rule id handoff-gate can report, in a stable order: file rules, then each format's, each
 * with the section of its spec it enforces where it has one, and its format's spec document.
 */
function ruleCatalogue(formats) {
    // An engine rule's module is a rule's `source` (src/catalogue/sources.ts), not part of its catalogue entry.
    const out = ENGINE_RULES.map(({ source: _source, ...info }) => info);
    for (const format of formats) {
        const shared = [
            ...(0,_rules_shared_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .schemaRules */ .R)(format.id, format.reader, format.fieldsSection),
            (0,_rules_shared_key_typo_js__WEBPACK_IMPORTED_MODULE_0__/* .keyTypoRule */ .u)(format.id, format.reader),
            (0,_rules_shared_template_leftover_js__WEBPACK_IMPORTED_MODULE_2__/* .templateLeftoverRule */ .wE)(format.id, format.reader),
        ];
        for (const rule of [...shared, ...format.rules, ...(format.extraRuleInfo ?? [])]) {
            out.push({
                id: rule.id,
                severity: rule.severity,
                summary: rule.summary,
                rationale: rule.rationale,
                ...(rule.withoutExample !== undefined && { withoutExample: rule.withoutExample }),
                ...(rule.spec !== undefined && { spec: rule.spec }),
                document: format.spec,
            });
        }
    }
    const seen = new Set();
    return out.filter((rule) => !seen.has(rule.id) && seen.add(rule.id));
}


/***/ }),

/***/ 8819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ defineRule)
/* harmony export */ });
function defineRule(rule) {
    return rule;
}


/***/ }),

/***/ 8427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ enumMember),
/* harmony export */   p: () => (/* binding */ means)
/* harmony export */ });
/**
 * Reading an enum value the way the gate, the inbox and the risk need it: `risk: High` is still
 * an enum error (the file is wrong, and says so with "did you mean"), but it plainly means
 * `high`, and a PR whose intent says `High` must not come out low-risk, nor a `status: Blocked`
 * envelope stay out of the inbox. So these consumers read a value that misses the enum only by
 * case (and surrounding blanks, as a quoted `" high "`) as the member it spells.
 *
 * Nothing else is forgiven: a different word (`severe`, `hi`, `in-progress` for `in_progress`)
 * means no member. Only ASCII letters are folded, so a look-alike letter (`ı`, `ſ`, the Kelvin
 * sign) that JavaScript's full case mapping would turn into `i`, `s` or `k` never makes a word a
 * member it does not spell.
 */
const foldAscii = (text) => text.trim().replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
/**
 * The member of `members` that `value` means, ignoring ASCII case and surrounding whitespace;
 * undefined for a non-string, a different word, or a value two members both spell (a team's
 * enum holding `Done` and `done`: then only an exact match says which).
 */
function enumMember(value, members) {
    if (typeof value !== 'string')
        return undefined;
    for (const member of members)
        if (member === value)
            return member;
    const folded = foldAscii(value);
    let found;
    for (const member of members) {
        if (foldAscii(member) !== folded)
            continue;
        if (found !== undefined && found !== member)
            return undefined;
        found = member;
    }
    return found;
}
/** Whether `value` means `member` (of `members`), read as {@link enumMember} reads it. */
function means(value, member, members = [member]) {
    return enumMember(value, members) === member;
}


/***/ }),

/***/ 8392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _$: () => (/* binding */ lineStarts),
/* harmony export */   a4: () => (/* binding */ scalarFix),
/* harmony export */   t7: () => (/* binding */ editsOf),
/* harmony export */   yZ: () => (/* binding */ applyFixes)
/* harmony export */ });
/* harmony import */ var _parse_core_scalar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8009);

/** Every span of a fix, first to last as written. */
const editsOf = (fix) => [fix, ...(fix.also ?? [])];
/** Where each line of a text starts (offsets), made once per text that gets a fix. */
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
/** Characters a quoted replacement may not hold: they would need escapes, or end the scalar or the line. */
const NEEDS_ESCAPE = /["'\\\u0000-\u001f\u007f\u0085\u2028\u2029]/;
/**
 * A replacement written plain must read back as the same string, in a block or a flow collection:
 * letters, digits, `_ - . / + :` and single inner spaces, starting with a letter, digit or `_`,
 * never `: ` or ` #`, and not one the core schema reads as null, a boolean or a number (`null`,
 * `true`, `1.0`). Anything else is left unfixed rather than requoted: the fix keeps the quoting.
 */
const PLAIN_SAFE = /^[A-Za-z0-9_](?:[A-Za-z0-9_./+:-]| (?=[A-Za-z0-9_./+-]))*$/;
const plainSafe = (value) => PLAIN_SAFE.test(value) && !value.includes(': ') && (0,_parse_core_scalar_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOf */ .I)(value) === undefined;
/** After a plain scalar, the rest of its line must end it: blanks, a comment, `:` (a key), or a flow indicator. */
const PLAIN_END = /^[ \t]*(?:#.*|:.*|[,\]}].*)?$/;
/**
 * The fix that makes the scalar written at `at` (a key or a value, as `ParsedDoc.locate` finds it)
 * read `replacement`, or undefined when that cannot be done by changing its characters alone.
 * `written` is the value the parser read there: the text at `at` must hold exactly it, on one line,
 * plain or quoted without escapes, or there is no fix (a block scalar, an alias, a tag, an escape,
 * a scalar over several lines: a person decides). The replacement keeps the scalar's quoting.
 */
function scalarFix(text, starts, at, written, replacement, syntax) {
    if (written === replacement || at.line < 1 || at.line > starts.length)
        return undefined;
    const lineStart = starts[at.line - 1];
    const lineEnd = at.line < starts.length ? starts[at.line] - 1 : text.length;
    const offset = lineStart + at.column - 1;
    if (offset < lineStart || offset >= lineEnd)
        return undefined;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const column = at.column - 1;
    const quote = line[column];
    let end;
    let fixed;
    if (quote === '"' || quote === "'") {
        if (syntax === 'json' && quote === "'")
            return undefined;
        const close = line.indexOf(quote, column + 1);
        if (close === -1 ||
            line.slice(column + 1, close) !== written ||
            NEEDS_ESCAPE.test(written) ||
            NEEDS_ESCAPE.test(replacement))
            return undefined;
        // `''` inside single quotes is an escaped quote: the scalar goes on, and holds an escape.
        if (quote === "'" && line[close + 1] === "'")
            return undefined;
        end = close + 1;
        fixed = `${quote}${replacement}${quote}`;
    }
    else {
        if (syntax === 'json' || written === '' || !line.startsWith(written, column) || !plainSafe(replacement))
            return undefined;
        end = column + written.length;
        if (!PLAIN_END.test(line.slice(end)))
            return undefined;
        fixed = replacement;
    }
    return { line: at.line, column: at.column, endLine: at.line, endColumn: end + 1, text: fixed };
}
/**
 * Applies fixes to the text they were made for (without its byte-order mark), last first so
 * that each fix's columns still hold. A fix outside the text, spanning a line break, or
 * overlapping one already taken is skipped; two identical fixes count once.
 */
function applyFixes(text, fixes) {
    const starts = lineStarts(text);
    const placed = [];
    const applied = [];
    const skipped = [];
    const seen = new Set();
    for (const fix of fixes) {
        const edits = editsOf(fix);
        const key = edits.map((e) => `${e.line}:${e.column}:${e.endLine}:${e.endColumn}:${e.text}`).join('|');
        if (seen.has(key))
            continue;
        seen.add(key);
        const spans = [];
        for (const edit of edits) {
            const span = spanOf(text, starts, edit);
            // A fix's spans go in all together or not at all, and may not overlap one another either.
            if (!span || [...placed, ...spans].some((p) => span.start < p.end && p.start < span.end))
                break;
            spans.push({ ...span, edit, fix });
        }
        if (spans.length !== edits.length)
            skipped.push(fix);
        else {
            placed.push(...spans);
            applied.push(fix);
        }
    }
    placed.sort((a, b) => b.start - a.start);
    let out = text;
    for (const { start, end, edit } of placed)
        out = out.slice(0, start) + edit.text + out.slice(end);
    // Applied fixes in the order of their first span in the text.
    const firstAt = new Map();
    for (const p of placed)
        firstAt.set(p.fix, Math.min(firstAt.get(p.fix) ?? Infinity, p.start));
    return { text: out, applied: applied.sort((a, b) => firstAt.get(a) - firstAt.get(b)), skipped };
}
function spanOf(text, starts, fix) {
    if (fix.line < 1 || fix.line > starts.length || fix.column < 1)
        return undefined;
    const lineStart = starts[fix.line - 1];
    if (fix.endLine !== fix.line) {
        // Whole lines deleted: from the start of one line to the start of a later one, replaced by nothing.
        if (fix.endLine < fix.line ||
            fix.endLine > starts.length ||
            fix.column !== 1 ||
            fix.endColumn !== 1 ||
            fix.text !== '')
            return undefined;
        return { start: lineStart, end: starts[fix.endLine - 1] };
    }
    if (fix.endColumn < fix.column)
        return undefined;
    const lineEnd = fix.line < starts.length ? starts[fix.line] - 1 : text.length;
    const start = lineStart + fix.column - 1;
    const end = lineStart + fix.endColumn - 1;
    if (end > lineEnd || /[\r\n]/.test(text.slice(start, end)) || /[\r\n]/.test(fix.text))
        return undefined;
    return { start, end };
}


/***/ }),

/***/ 6228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ defaultPathsOf)
/* harmony export */ });
/** Each format's default paths by id, for a `Project` (the config's `paths:` override them). */
function defaultPathsOf(formats) {
    const byId = new Map(formats.map((f) => [f.id, f]));
    return (id) => byId.get(id)?.paths ?? [];
}


/***/ }),

/***/ 870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MM: () => (/* binding */ Project),
/* harmony export */   SN: () => (/* binding */ HISTORY_REVISIONS),
/* harmony export */   qQ: () => (/* binding */ wholeHistory)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _parse_fast_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5122);
/* harmony import */ var _parse_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2575);
/* harmony import */ var _run_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4702);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3596);
/* harmony import */ var _util_string_copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9121);






/** How many of a file's versions a run reads back in its history, at most (each adapter bounds its reads to it). */
const HISTORY_REVISIONS = 10;
/** The versions marked as reaching back to where the file's id began (see {@link Versions}). */
const wholeHistory = (versions) => Object.assign(versions, { whole: true });
/**
 * The most bytes of files read ahead (by an index, for their own check later) a run keeps at once.
 * The allocator keeps what they took after they are let go, to the run's end: at 16 MiB a scan of
 * 200,000 files peaked 12 MB higher. A file past it is read again at its turn (951 more opens of
 * the 14,851 of the varied corpus of 10,000 files, each a read of a few KB: no CPU time measured).
 */
const AHEAD_BYTES = 4 * 1024 * 1024;
/**
 * The workspace plus what one check run learns of it. Cross-file rules read other files through
 * `content` and keep only what their indexes need (ids, statuses, links), not whole documents:
 * a run over 10,000 files would otherwise hold them all.
 */
class Project {
    workspace;
    config;
    defaultPaths;
    #base = new Map();
    #globbed = new Map();
    #memo = new Map();
    #exists = new Map();
    #unreadable = new Map();
    /** Every file read, once each however often it is read. */
    #read = new Set();
    /** Files the run checks that the engine has read (or is reading). */
    #checked = new Set();
    /** A file's turn came and the run did not judge it: no read is kept ahead from then on (see `passedOver`). */
    #passedOver = false;
    /** Files the engine will read in this run: what an index reads of them is handed over. */
    #passing;
    /** The base revision's parse, when the run is given it ready; else read through `workspace.readBase`. */
    #baseOf;
    #removed;
    /** What an index read (and parsed) of a file the engine has yet to check: handed over instead of done again. */
    #ahead = new Map();
    /** The bytes `#ahead` holds, kept at most `AHEAD_BYTES`. */
    #aheadBytes = 0;
    /** Files an index read, counted, and did not keep (past `AHEAD_BYTES`): read again at their turn, not counted again. */
    #counted = new Set();
    #checking;
    #fromInboxCommand;
    #observe;
    /**
     * Set when the file being checked reads anything beyond its own bytes (another file, a listing,
     * a run-wide index, the base revision, the set of files checked): its findings may then change
     * when the repository does, though its own bytes do not. The file checker clears it per file.
     */
    crossFile = false;
    /** What this engine's run has spent of its bounds: bytes read, findings kept, time. */
    budget;
    /** One file's bounds: bytes, lines, nesting, findings listed. */
    limits;
    /**
     * True while the engine checks a file for its findings: a read for an index then stops the
     * check once the run is past a bound. A file checked only for what it contributes (another
     * revision's, the inbox's) is judged whatever the bounds: the inbox must not lose its items.
     */
    bounded = false;
    constructor(workspace, config, defaultPaths, checking = [], change = {}) {
        this.workspace = workspace;
        this.config = config;
        this.defaultPaths = defaultPaths;
        this.#checking = new Set(checking);
        this.#passing =
            change.passing instanceof Set
                ? change.passing
                : change.passing
                    ? new Set(change.passing)
                    : this.#checking;
        this.#baseOf = change.baseOf;
        this.#removed = change.removed;
        this.#fromInboxCommand = change.fromInboxCommand === true;
        this.#observe = change.observe;
        this.budget = new _run_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .RunBudget */ .bG(config.limits, change.clock, change.startedAt);
        this.limits = (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readLimitsOf */ .Cc)(config);
    }
    /**
     * The files this run checks: all of them on a full scan, a change's files on a pull request.
     * Rules that compare a file with "the others the run checks" mean these.
     */
    get checking() {
        this.crossFile = true;
        return this.#checking;
    }
    /** The change is handoff-gate's own commit or pull request for a command on an inbox issue (see `CheckInput`). */
    get fromInboxCommand() {
        this.crossFile = true;
        return this.#fromInboxCommand;
    }
    /** A file's contribution taken from an earlier run instead of checked: read and counted as a check's read is. */
    recalled(path, bytes) {
        this.#checked.add(path);
        this.#letGo(path);
        this.#read.add(path);
        this.budget.read(bytes);
    }
    /**
     * A file whose turn came and that the run does not judge: the run is past one of its bounds,
     * and stays past it, so no file read ahead will be judged either. Every read kept ahead is let
     * go (a file brought into the gate later is read again), and none is kept from now on: an index
     * of messages read 33 MB of files that took the run past its bytes bound, kept to its end.
     */
    passedOver() {
        // One mark rather than each path passed over added to the files checked: a scan of 200,000
        // files passes over 151,504 past its bytes bound, and a set of their paths was kept to its end.
        this.#passedOver = true;
        this.#ahead.clear();
        this.#aheadBytes = 0;
        this.#counted.clear();
    }
    /** The read kept ahead for a file, let go. */
    #letGo(path) {
        const kept = this.#ahead.get(path);
        if (kept) {
            this.#ahead.delete(path);
            this.#aheadBytes -= kept.bytes.length;
        }
        this.#counted.delete(path);
        return kept;
    }
    /** How many distinct files this run has read, for the benchmark's proportionality check. */
    get reads() {
        return this.#read.size;
    }
    /** The distinct files this run has read: engines that shared a run add theirs up to its `reads`. */
    readPaths() {
        return [...this.#read];
    }
    exists(path) {
        this.crossFile = true;
        let exists = this.#exists.get(path);
        if (exists === undefined) {
            this.#exists.set(path, (exists = this.workspace.exists(path)));
            this.#observe?.({ kind: 'exists', path, value: exists });
        }
        return exists;
    }
    /**
     * The engine's read of a file it checks: its bytes, and its text and fast parse when an index
     * got there first (or the caller had it ready: `given`).
     */
    readForCheck(path, given) {
        this.#checked.add(path);
        const counted = this.#counted.has(path);
        const kept = this.#letGo(path);
        const ready = given ?? kept;
        if (ready) {
            this.#read.add(path);
            // Bytes an index read are counted already; another revision's, read outside the project, now.
            if (given)
                this.budget.read(given.bytes.length);
            return ready;
        }
        // Bytes an index read and did not keep are counted already too: the run's bounds fall where they would.
        const bytes = this.#readFile(path, !counted);
        return bytes && { bytes };
    }
    #readFile(path, count = true) {
        this.#read.add(path);
        const bytes = this.workspace.read(path, this.config.maxFileSize);
        if (bytes && count)
            this.budget.read(bytes.length);
        return bytes;
    }
    pathsOf(format) {
        return this.config.paths[format] ?? this.defaultPaths(format);
    }
    /** Files on a format's paths (the config's, else the defaults), listed once per run. */
    filesOf(format) {
        this.crossFile = true;
        let files = this.#globbed.get(format);
        if (!files) {
            const patterns = this.pathsOf(format);
            files = this.workspace.glob(patterns);
            this.#globbed.set(format, files);
            this.#observe?.({ kind: 'glob', patterns, value: files });
        }
        return files;
    }
    /**
     * Another file's content (data, and a Markdown body), for an index that keeps a value or two
     * of it: read and parsed on each call (on the fast path where that is exact), never cached,
     * so callers keep what they need. A file the run has yet to check keeps its bytes for the
     * engine, which then does not read it again; only its bytes, off the engine's heap: its text
     * and parse, kept until its turn (thousands of files later, for an index of a whole format),
     * were a scan's largest garbage (10,000 varied files: 25 MB of peak memory), and making them
     * again at its check measured no slower.
     */
    content(path, syntax = (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxOf */ .rS)(path)) {
        this.crossFile = true;
        if (!syntax)
            return null;
        if (this.bounded && this.budget.passed())
            throw _run_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_BOUND_PASSED */ .gI;
        const bytes = this.#readFile(path);
        this.#observe?.({ kind: 'content', path, bytes });
        if (!bytes)
            return null;
        const { limits } = this;
        const decoded = (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeText */ .g7)(bytes, limits.maxBytes, limits.maxLines);
        const fast = 'text' in decoded ? (0,_parse_fast_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFast */ .q)(decoded.text, syntax, limits.maxDepth, decoded.lines) : undefined;
        if (!this.#passedOver && this.#passing.has(path) && !this.#checked.has(path) && !this.budget.passed())
            this.#keepAhead(path, bytes);
        if (fast)
            return {
                syntax: fast.syntax,
                data: fast.data,
                body: fast.body,
                bodyLine: fast.bodyLine,
                lineCount: fast.lineCount,
            };
        return 'text' in decoded ? (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parseText */ .r4)(decoded.text, syntax, decoded.problems, limits).doc : null;
    }
    /**
     * A read kept for the file's check, while the reads kept come to `AHEAD_BYTES` at most; past
     * that the file is read again at its turn, its bytes counted once. An index of messages read
     * every message of a scan of 200,000 files ahead, 60 MB kept at once, and the allocator kept
     * that memory to the run's end after they were let go.
     */
    #keepAhead(path, bytes) {
        this.#letGo(path);
        if (this.#aheadBytes + bytes.length > AHEAD_BYTES) {
            this.#counted.add(path);
            return;
        }
        this.#ahead.set(path, { bytes });
        this.#aheadBytes += bytes.length;
    }
    /** Why `path` could not be read (the OS's reason), when the system refused it; see `Workspace.unreadable`. */
    unreadable(path) {
        this.crossFile = true;
        // Asked for each referenced path a rule finds missing, often the same one for many files: once per run, as `exists`.
        if (!this.#unreadable.has(path)) {
            const value = this.workspace.unreadable?.(path);
            this.#unreadable.set(path, value);
            this.#observe?.({ kind: 'unreadable', path, value });
        }
        return this.#unreadable.get(path);
    }
    /** A folder a format's files are looked for in that could not be read, with why (`.forge/intents (EACCES: …)`). */
    unreadableFolderOf(format) {
        for (const pattern of this.pathsOf(format)) {
            const folder = picomatch__WEBPACK_IMPORTED_MODULE_3___default().scan(pattern).base;
            const why = folder && folder !== '.' ? this.unreadable(folder) : undefined;
            if (why)
                return `\`${folder}/\` (${why})`;
        }
        return undefined;
    }
    /** Whether the file is new in the change this run compares with its base (false when it compares with none). */
    addedInChange(path) {
        this.crossFile = true;
        const value = this.workspace.addedSinceBase?.(path) === true;
        this.#observe?.({ kind: 'added', path, value });
        return value;
    }
    /** The files of a format (on its paths) that the change removes: their base versions are read with `base`. */
    removedInChange(format) {
        this.crossFile = true;
        const removed = this.#removed ?? this.workspace.removedSinceBase?.() ?? [];
        if (!this.#removed)
            this.#observe?.({ kind: 'removed', value: removed });
        if (removed.length === 0)
            return [];
        const onPaths = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatcher */ .fU)(this.pathsOf(format));
        return removed.filter((path) => onPaths(path));
    }
    /**
     * The file's versions in its history before the change (see `Workspace.earlierRevisions`),
     * parsed, at most `HISTORY_REVISIONS`: whole only when the adapter says they reach back to the
     * file's start and none were cut here.
     */
    earlier(path) {
        // No history to read (a folder outside git, no base revision): nothing kept for the path.
        if (!this.workspace.earlierRevisions) {
            this.crossFile = true;
            return { versions: [], known: false, whole: false };
        }
        return this.memo(`earlier:${path}`, () => {
            const syntax = (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxOf */ .rS)(path);
            const revisions = syntax ? this.workspace.earlierRevisions?.(path) : undefined;
            if (!revisions)
                return { versions: [], known: false, whole: false };
            const versions = revisions.slice(0, HISTORY_REVISIONS).map((bytes) => (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)(bytes, syntax, this.limits));
            return { versions, known: true, whole: revisions.whole === true && revisions.length <= HISTORY_REVISIONS };
        });
    }
    /** The file's content at the base revision, or null when there is none. */
    base(path) {
        this.crossFile = true;
        if (this.#baseOf)
            return this.#baseOf(path);
        // No base revision to read (a full scan): no entry kept for each file asked, every one null
        // (as many as the files judged: 48,500 in a scan of 200,000 files).
        if (!this.workspace.readBase)
            return null;
        if (!this.#base.has(path)) {
            const syntax = (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxOf */ .rS)(path);
            const bytes = syntax ? this.workspace.readBase?.(path) : undefined;
            this.#base.set(path, bytes && syntax ? (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readDocument */ .u0)(bytes, syntax, this.limits) : null);
        }
        return this.#base.get(path) ?? null;
    }
    /**
     * A value computed once per run (an index of ids, a dependency graph). The key is kept as a copy
     * of its own: one made with a value read from a file (`intent-family/task-graph/<intent_id>`)
     * is a slice of that file's text, and as a key of the run it kept the whole text to the run's
     * end (1,555 such keys held 14 MB of texts in a scan of 200,000 files).
     */
    memo(key, compute) {
        this.crossFile = true;
        if (!this.#memo.has(key))
            this.#memo.set((0,_util_string_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .ownString */ .A)(key), compute());
        return this.#memo.get(key);
    }
}


/***/ }),

/***/ 4702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   St: () => (/* binding */ isRunBoundPassed),
/* harmony export */   bG: () => (/* binding */ RunBudget),
/* harmony export */   be: () => (/* binding */ notJudged),
/* harmony export */   gI: () => (/* binding */ RUN_BOUND_PASSED),
/* harmony export */   lC: () => (/* binding */ NOT_JUDGED_RULE)
/* harmony export */ });
/**
 * What one engine's run has spent of its bounds: bytes read, findings kept, time taken. Once a
 * bound is passed it stays passed, and every file the engine has yet to check is reported as not
 * judged (an error each): the run ends early, never with a silent pass.
 */
class RunBudget {
    limits;
    clock;
    #bytes = 0;
    #findings = 0;
    #passed;
    #deadline;
    constructor(limits, clock = Date.now, startedAt = clock()) {
        this.limits = limits;
        this.clock = clock;
        this.#deadline = startedAt + limits.runSeconds * 1000;
    }
    /** The bound the run has passed, if it has: bytes, then time (findings are counted file by file, in `keep`). */
    passed() {
        if (this.#passed === undefined) {
            if (this.#bytes > this.limits.runBytes)
                this.#passed = 'run-bytes';
            else if (this.clock() > this.#deadline)
                this.#passed = 'run-seconds';
        }
        return this.#passed;
    }
    read(bytes) {
        this.#bytes += bytes;
    }
    /**
     * Whether a file's findings fit in what the run keeps; when they do not, the run has passed
     * `run-findings`, and the file, like every file after it, is not judged.
     */
    keep(findings) {
        if (this.#passed === undefined && this.#findings + findings <= this.limits.runFindings) {
            this.#findings += findings;
            return true;
        }
        this.#passed ??= 'run-findings';
        return false;
    }
}
/**
 * Thrown where a read during a file's check (a cross-file index's) finds the run past a bound:
 * the file's check is abandoned and the file reported as not judged. One shared instance, as
 * `FULL_PARSE_NEEDED` is.
 */
const RUN_BOUND_PASSED = new Error('the run has passed one of its bounds');
const isRunBoundPassed = (error) => error === RUN_BOUND_PASSED;
const NOT_JUDGED_RULE = 'file/not-judged';
/** What each bound is, for the message: how much of it the run had spent. */
function spent(bound, limits) {
    if (bound === 'run-bytes')
        return `read ${limits.runBytes} byte${limits.runBytes === 1 ? '' : 's'}, its limit (\`limits.run-bytes\`)`;
    if (bound === 'run-findings')
        return `kept ${limits.runFindings} finding${limits.runFindings === 1 ? '' : 's'}, its limit (\`limits.run-findings\`)`;
    return `taken ${limits.runSeconds} s, its limit (\`limits.run-seconds\`)`;
}
/**
 * The one finding of a file the run did not judge: always an error, whatever the config says of
 * the rule, since it stands for everything the file might have held.
 */
function notJudged(path, bound, limits) {
    return {
        path,
        line: 1,
        column: 1,
        ruleId: NOT_JUDGED_RULE,
        severity: 'error',
        message: notJudgedMessage(bound, limits),
    };
}
/**
 * The message is one string for every file a bound left unjudged: a run past its bytes bound
 * lists each file after it (151,504 of a scan of 200,000 files), and a copy of the sentence each
 * was 36 MB of that run's peak memory. Kept for the last few bounds and limits a process saw.
 */
const notJudgedMessages = new Map();
const MESSAGES_KEPT = 8;
function notJudgedMessage(bound, limits) {
    const what = spent(bound, limits);
    let message = notJudgedMessages.get(what);
    if (message === undefined) {
        if (notJudgedMessages.size >= MESSAGES_KEPT)
            notJudgedMessages.clear();
        message = `This file was not checked: the run had ${what}. It counts as an error until a run checks it; check fewer files at a time.`;
        notJudgedMessages.set(what, message);
    }
    return message;
}


/***/ }),

/***/ 8752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ FormatDetector),
/* harmony export */   w: () => (/* binding */ UNRECOGNISED_RULE)
/* harmony export */ });
/* harmony import */ var _parse_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2575);
/* harmony import */ var _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(367);
/* harmony import */ var _near_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(633);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3596);




/** A file named on the command line that matches no handoff format (the file check reports it). */
const UNRECOGNISED_RULE = 'file/unrecognised';
/**
 * Recognises a file's format: by the configured path globs first, then by content (the cheap text
 * pre-filter before any parse, then the signature on the parsed data).
 */
class FormatDetector {
    formats;
    #globs;
    #ignored;
    /** The globs and signatures that apply to each syntax, worked out once: every file asks. */
    #bySyntax = new Map();
    constructor(formats, project, config) {
        this.formats = formats;
        this.#globs = (0,_near_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatGlobsOf */ .w1)(formats, (format) => project.pathsOf(format.id));
        this.#ignored = config.ignore.length ? (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)(config.ignore) : () => false;
    }
    /** The formats a path may hold, or undefined when it cannot hold any (ignored, or not YAML/JSON/Markdown). */
    candidates(path) {
        // handoff-gate's own suppressions file is JSON on the handoff format's path (`handoff-*.json`), and never a handoff file.
        if (this.#ignored(path) || (0,_suppressions_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .isSuppressionsFile */ .l$)(path))
            return undefined;
        const syntax = (0,_parse_read_js__WEBPACK_IMPORTED_MODULE_0__/* .syntaxOf */ .rS)(path);
        if (!syntax)
            return undefined;
        const onPaths = [];
        for (const glob of this.#globsOf(syntax))
            if (glob.test(path))
                onPaths.push(glob.format);
        const nearPath = onPaths.length === 0 ? (0,_near_path_js__WEBPACK_IMPORTED_MODULE_2__/* .nearPathOf */ .JS)(path, syntax, this.#globs) : undefined;
        return {
            syntax,
            byPath: onPaths.find((f) => !f.signature?.required),
            onPaths,
            bySignature: this.#signaturesOf(syntax),
            ...(nearPath && { nearPath }),
        };
    }
    /**
     * For a file of no syntax the check reads (`lockout.txt`), the format whose folder holds it under
     * that extension; undefined for any other file.
     */
    unreadNearPath(path) {
        if ((0,_parse_read_js__WEBPACK_IMPORTED_MODULE_0__/* .syntaxOf */ .rS)(path) || this.#ignored(path) || (0,_suppressions_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .isSuppressionsFile */ .l$)(path))
            return undefined;
        return (0,_near_path_js__WEBPACK_IMPORTED_MODULE_2__/* .nearPathOf */ .JS)(path, null, this.#globs);
    }
    #forSyntax(syntax) {
        let entry = this.#bySyntax.get(syntax);
        if (!entry) {
            entry = {
                globs: this.#globs.filter((g) => g.format.syntaxes.includes(syntax)),
                signatures: this.formats.filter((f) => f.signature && f.syntaxes.includes(syntax)),
            };
            this.#bySyntax.set(syntax, entry);
        }
        return entry;
    }
    #globsOf(syntax) {
        return this.#forSyntax(syntax).globs;
    }
    #signaturesOf(syntax) {
        return this.#forSyntax(syntax).signatures;
    }
    /** Formats whose pre-filter the raw text passes: only these are worth a parse. */
    static prefiltered(candidates, text) {
        return candidates.bySignature.filter((f) => f.signature.prefilter.test(text));
    }
    /**
     * Formats a file may almost carry the signature of (a key misspelt), by their near-miss
     * pre-filter on the raw text: only these are worth a parse when no signature's pre-filter passed.
     * A format that asks for it is looked for only on its own paths (the envelope's `.work/`).
     */
    static nearMissPrefiltered(candidates, text) {
        return candidates.bySignature.filter((f) => {
            const near = f.signature.nearMiss;
            return near !== undefined && (!near.onPathsOnly || candidates.onPaths.includes(f)) && near.prefilter.test(text);
        });
    }
    /** The first of `formats` whose signature the parsed data carries. */
    static bySignature(formats, data) {
        return formats.find((f) => f.signature.matches(data));
    }
}


/***/ }),

/***/ 2210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ nearMissOf),
/* harmony export */   x: () => (/* binding */ NEAR_MISS_RULE)
/* harmony export */ });
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6345);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);


const NEAR_MISS_RULE = {
    id: 'file/near-miss',
    severity: 'notice',
    summary: "A file almost carries a format's keys (`agentid` for `agent_id`), so it was not checked as that format (a warning in the format's own folder, `.work/`).",
    rationale: "A file that almost carries a format's keys is a handoff with a typo in the very key that names its format: it would pass unchecked, so it is named with the key it most likely meant.",
    source: 'src/detect/near-miss.ts',
};
const code = (key) => `\`${key}\``;
const list = (keys) => keys.length <= 1 ? keys.map(code).join('') : `${keys.slice(0, -1).map(code).join(', ')} and ${code(keys.at(-1))}`;
/**
 * The misspelt keys that kept a parsed file from carrying the format's signature, one per key,
 * or none when the file is not near enough (see {@link NearMissSignature} for the threshold).
 */
function nearMissOf(format, data) {
    const near = format.signature?.nearMiss;
    if (!near || !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(data))
        return [];
    if (near.absent?.some((key) => Object.hasOwn(data, key)))
        return [];
    const misses = [];
    let edits = 0;
    for (const meant of near.keys) {
        if (Object.hasOwn(data, meant))
            continue;
        const written = misspelling(near, data, meant);
        if (!written)
            return [];
        if (written.edit) {
            // One edit-distance typo at most, and only of a key that may be one.
            if (++edits > 1 || !near.typos.includes(meant))
                return [];
        }
        misses.push({ written: written.key, meant, ...(written.why !== undefined && { why: written.why }) });
    }
    return misses.map(({ written, meant, why }) => ({
        at: [written],
        message: `Did you mean \`${meant}\`? ${why === undefined ? '' : `${why} `}` +
            `This file was not checked as ${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .titled */ .dJ)(format.title)}: one is recognised by its ${list(near.keys)} keys, and this file writes \`${written}\` for \`${meant}\`.`,
    }));
}
/** The key of `data` that stands for `meant`: a misspelling of it, or another format's key written in its place. */
function misspelling(near, data, meant) {
    let found;
    for (const key in data) {
        if (near.keys.includes(key))
            continue;
        const standIn = near.standIns?.[key];
        if (standIn?.key === meant) {
            found ??= { key, edit: true, why: standIn.why };
            continue;
        }
        if ((0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .kp)(key, near.keys) !== meant)
            continue;
        const edit = (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .normalise */ .j7)(key) !== (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .normalise */ .j7)(meant);
        // A key that only folds beats one an edit away.
        if (!found || (found.edit && !edit))
            found = { key, edit };
    }
    return found;
}


/***/ }),

/***/ 633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ unreadWantedIn),
/* harmony export */   JS: () => (/* binding */ nearPathOf),
/* harmony export */   PN: () => (/* binding */ EXTENSION_RULE),
/* harmony export */   n4: () => (/* binding */ nearPathMessage),
/* harmony export */   w1: () => (/* binding */ formatGlobsOf)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3596);


const EXTENSION_RULE = {
    id: 'file/extension',
    severity: 'error',
    summary: "A file sits where a format's files live, under an extension that format does not read (`.forge/intents/lockout.YAML`, case included), so it was not checked: an error when the format reads its syntax under another spelling, a warning when it reads another syntax.",
    rationale: "A file where a format's files live, under an extension the format does not read, is never picked up by the agent that polls for it, nor checked: the work in it is lost without a word.",
    source: 'src/detect/near-path.ts',
};
/** The extensions each syntax is read under, as a format's paths spell them. */
const EXTENSIONS = {
    yaml: ['.yaml', '.yml'],
    json: ['.json'],
    markdown: ['.md', '.markdown'],
};
/** Each format's paths (as the config sets them: `pathsOf`) as a {@link FormatGlob}. */
function formatGlobsOf(formats, pathsOf) {
    return formats.map((format) => {
        const globs = [...pathsOf(format)];
        return {
            format,
            test: (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatcher */ .fU)(globs),
            inFolder: globs.length > 0 && globs.every((glob) => picomatch__WEBPACK_IMPORTED_MODULE_1___default().scan(glob).base !== ''),
        };
    });
}
/**
 * The format whose paths a file misses only by its extension: its stem with an extension the
 * format reads is on them (`.forge/intents/lockout.YAML` → `lockout.yaml`). A format recognised by
 * its keys alone (the envelope in `.work/`) is left out: its keys say what it is, wherever it is.
 * Another syntax, or none the check reads (`lockout.txt`, `syntax` null), counts only in a folder
 * of the format's own (a `handoff-notes.md` beside `**\/handoff-*.json` is no handoff file).
 */
function nearPathOf(path, syntax, globs) {
    const dot = path.lastIndexOf('.');
    if (dot <= path.lastIndexOf('/') + 1)
        return undefined;
    const stem = path.slice(0, dot);
    for (const glob of globs) {
        const { format } = glob;
        if (format.signature?.required)
            continue;
        const sameSyntax = syntax !== null && format.syntaxes.includes(syntax);
        if (!sameSyntax && !glob.inFolder)
            continue;
        const reads = format.syntaxes.flatMap((s) => EXTENSIONS[s]).filter((ext) => glob.test(stem + ext));
        if (reads.length > 0)
            return { format, reads, sameSyntax };
    }
    return undefined;
}
const code = (text) => `\`${text.replaceAll('`', "'")}\``;
const either = (items) => items.length === 1 ? code(items[0]) : `${items.slice(0, -1).map(code).join(', ')} or ${code(items.at(-1))}`;
/** What the finding says: where the file is, what the format reads there, and the name to give it. */
function nearPathMessage(path, near) {
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const stem = name.slice(0, name.lastIndexOf('.'));
    const what = near.format.title;
    // A copy kept under a second extension (`lockout.yaml.bak`) is named back, not given a third.
    const inner = near.reads.find((ext) => stem.toLowerCase().endsWith(ext));
    const rename = inner ? `${stem.slice(0, -inner.length)}${inner}` : `${stem}${near.reads[0]}`;
    return near.sameSyntax
        ? `${code(name)} is where ${what} files live, but they are read only as ${either(near.reads.map((ext) => `*${ext}`))} (case counts), so this file was not checked, and a runner that globs the same way does not read it either. Rename it to ${code(rename)}.`
        : `${code(name)} is where ${what} files live, but they are read only as ${either(near.reads.map((ext) => `*${ext}`))}, so this file was not checked. If it is one, rename it to ${code(rename)} (and write it in that syntax); if not, move it out of the folder.`;
}
/**
 * Which files of no syntax the check reads a walk or a listing should keep (`lockout.yaml.bak`,
 * `notes.txt`): those where a format's files live, as `pathsOf` gives each format's paths, so
 * that the check says why they were not read instead of passing them over.
 */
function unreadWantedIn(formats, pathsOf) {
    const globs = formatGlobsOf(formats, pathsOf);
    return (path) => nearPathOf(path, null, globs) !== undefined;
}


/***/ }),

/***/ 7608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ assemble)
/* harmony export */ });
/* harmony import */ var _gate_chain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(458);
/* harmony import */ var _report_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9023);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4512);
/* harmony import */ var _inbox_keys_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1718);
/* harmony import */ var _report_order_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(734);
/* harmony import */ var _gate_risk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5492);
/* harmony import */ var _util_bulk_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9410);







/**
 * The assembly step of a check run: what the files contributed (in path order) adds up to a
 * report: the gate, the risk, the inbox, the handoff chain. What needs several files (unique
 * inbox keys, the chain's latest word on an agent) is settled here, never in the per-file step.
 * `reads` is the run's count of distinct files read; `removed`, the findings on the files the
 * change deletes (`removedFindings`), which are no file checked.
 */
function assemble(contributions, config, reads, removed = [], passedOver) {
    const gateItems = [];
    const gateSources = [];
    const inbox = [];
    const risks = [];
    const chain = new _gate_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .ChainBuilder */ .vr();
    let fastChecked = 0;
    const suppressed = [];
    let inline = 0;
    for (const { file, run, fast, suppressed: own } of contributions) {
        if (fast)
            fastChecked++;
        if (own) {
            (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_4__/* .pushAll */ .i)(suppressed, own.findings);
            inline += own.count;
        }
        if (!run)
            continue;
        (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_4__/* .pushAll */ .i)(gateItems, run.gateItems);
        if (run.source)
            gateSources.push(run.source);
        if (!config.inboxSources || config.inboxSources.includes(run.format.id))
            (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_4__/* .pushAll */ .i)(inbox, run.inbox);
        if (run.risk)
            risks.push(run.risk);
        if (run.chain)
            chain.add(file.path, run.chain);
    }
    addContext(contributions, gateItems, gateSources);
    const gate = (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .buildGate */ .o9)(gateItems, gateSources);
    // Keys shared by items of different files fall back to paths: one key, one item, one issue.
    const items = (0,_inbox_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .uniqueKeys */ .ij)(inbox).sort((a, b) => (0,_report_order_js__WEBPACK_IMPORTED_MODULE_6__/* .compareText */ .n)(a.key, b.key));
    return {
        version: 1,
        files: filesOf(contributions, passedOver),
        findings: [...findingsOf(contributions), ...(passedOver?.findings(config.limits) ?? []), ...removed].sort(_report_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg),
        gate,
        risk: (0,_gate_risk_js__WEBPACK_IMPORTED_MODULE_3__/* .buildRisk */ .k)(risks, gate),
        inbox: items,
        chain: chain.build(),
        ...(inline > 0 && { suppressed: inlineSuppressed(suppressed, inline) }),
        reads,
        fastChecked,
        riskSignals: risks,
    };
}
/** The files in path order: those judged, then those passed over (sorted again, should one judged come after them). */
function filesOf(contributions, passedOver) {
    const files = contributions.map((c) => c.file);
    const first = passedOver?.firstPath;
    if (!passedOver || first === undefined)
        return files;
    const after = files.length > 0 && !(files[files.length - 1].path < first);
    (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_4__/* .pushAll */ .i)(files, passedOver.files());
    return after ? files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) : files;
}
/**
 * The gate's share of the files the checked ones bring in (an aggregator's reviewers, see
 * `FileContribution.context`): each once, however many files bring it, and none the run checked
 * itself, so that a run counts every file's items once, whichever files it checks.
 */
function addContext(contributions, items, sources) {
    const counted = new Set(contributions.map((c) => c.file.path));
    for (const { context } of contributions)
        for (const brought of context ?? []) {
            if (counted.has(brought.path))
                continue;
            counted.add(brought.path);
            (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_4__/* .pushAll */ .i)(items, brought.gateItems);
            if (brought.source)
                sources.push(brought.source);
        }
}
/** What the files' comments suppressed, as the report holds it. */
function inlineSuppressed(findings, count) {
    return { inline: count, baseline: 0, files: [], findings: findings.sort(_report_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg), exceeded: [] };
}
/**
 * The files' findings, each claimed one (`Claim`, a finding reported once per run) kept only on
 * the first file, in the given (path) order, that claimed its key.
 */
function findingsOf(contributions) {
    const firstClaims = new Map();
    const findings = [];
    for (const { file, findings: own, claims } of contributions) {
        if (!claims) {
            (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_4__/* .pushAll */ .i)(findings, own);
            continue;
        }
        const dropped = new Set();
        for (const claim of claims) {
            const first = firstClaims.get(claim.key);
            if (first === undefined)
                firstClaims.set(claim.key, file.path);
            else if (first !== file.path && claim.finding !== undefined)
                dropped.add(claim.finding);
        }
        for (let i = 0; i < own.length; i++)
            if (!dropped.has(i))
                findings.push(own[i]);
    }
    return findings;
}


/***/ }),

/***/ 6764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ DEFAULT_CONFIG_PATH)
/* harmony export */ });
/** Where a repository's config file lives unless told otherwise (the action's `config` input, the CLI's `--config`); messages that point to the config name it. */
const DEFAULT_CONFIG_PATH = '.github/handoff-gate.yml';


/***/ }),

/***/ 1689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ FileChecker),
  b: () => (/* reexport */ unjudged)
});

// EXTERNAL MODULE: ./src/detect/detect.ts
var detect = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/parse/fast.ts + 7 modules
var fast = __webpack_require__(5122);
// EXTERNAL MODULE: ./src/util/string-copy.ts
var string_copy = __webpack_require__(9121);
;// CONCATENATED MODULE: ./src/engine/own-strings.ts

/**
 * The strings of these plain values copied out of a text of `textLength` characters, unless they
 * come to more than its length (then keeping the text, and the slices, is the cheaper).
 * One walk: it sums the length of every string V8 may share and notes where each one sits; the
 * copies are made after, once the sum has decided.
 *
 * `own` is a string the caller owns already, none of the text's (the file's path): every string
 * equal to it is made that one string rather than a copy each. A file's path is in each of its
 * findings and gate items; as one string, a report's later steps (its sort, its relocation, its
 * rendering) compare and look it up by identity, and a scan keeps one copy of it, not one per item.
 */
function ownStringsOf(value, textLength, own = '') {
    let walk = { seen: undefined, containers: 0, holders: [], keys: [], length: 0, own };
    // Most contributions are a few dozen containers, none shared: walked without noting each one.
    // Past the bound the value may share containers (YAML aliases, a bomb of them): walked again,
    // each container once.
    if (!gather(value, walk)) {
        walk = { seen: new Set(), containers: 0, holders: [], keys: [], length: 0, own };
        gather(value, walk);
    }
    if (walk.length > textLength)
        return;
    for (let i = 0; i < walk.holders.length; i++) {
        const holder = walk.holders[i];
        const key = walk.keys[i];
        holder[key] = (0,string_copy/* ownString */.A)(holder[key]);
    }
}
/** How many containers a walk that notes none may pass: far more than a file's contribution holds. */
const UNNOTED_CONTAINERS = 4096;
/**
 * Arrays and plain objects, not frozen, each once (or, with no `seen`, as often as reached, up to
 * the bound): their strings counted, the shareable ones' places noted. False past the bound.
 */
function gather(value, walk) {
    if (!walked(value))
        return true;
    if (walk.seen) {
        if (walk.seen.has(value))
            return true;
        walk.seen.add(value);
    }
    else if (++walk.containers > UNNOTED_CONTAINERS)
        return false;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            if (!gatherAt(value, i, walk))
                return false;
        return true;
    }
    // `for...in` rather than `Object.keys`: no array per object (a plain object's prototype has no enumerable keys).
    for (const key in value)
        if (!gatherAt(value, key, walk))
            return false;
    return true;
}
function gatherAt(holder, key, walk) {
    const item = holder[key];
    if (typeof item !== 'string')
        return gather(item, walk);
    // Only what a copy would cost counts: a short string is a copy already, the caller's own is kept anyway.
    if (item.length < string_copy/* SHARED_FROM */.F)
        return true;
    if (item === walk.own) {
        // Equal to the caller's own string: made that one (most often it is that one already, and the
        // comparison is of identity).
        holder[key] = walk.own;
        return true;
    }
    walk.length += item.length;
    walk.holders.push(holder);
    walk.keys.push(key);
    return true;
}
/** Arrays and plain objects, not frozen. */
function walked(value) {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value))
        return false;
    if (Array.isArray(value))
        return true;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}

// EXTERNAL MODULE: ./src/parse/full-parse.ts
var full_parse = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/parse/read.ts
var parse_read = __webpack_require__(2575);
// EXTERNAL MODULE: ./src/rules/schema-findings.ts
var schema_findings = __webpack_require__(3975);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
;// CONCATENATED MODULE: ./src/detect/empty-file.ts


/**
 * Whether a file holds nothing a reader would take for content: only whitespace, comments
 * (YAML `#`, JSON `//` and `/* *\/`, Markdown `<!-- -->`), YAML document markers, or a Markdown
 * frontmatter holding nothing itself. Such a file parses to nothing (YAML `null`, no
 * frontmatter, no body), and reporting each field it lacks would bury the one thing to say:
 * it is empty. `{}`, `[]` and an explicit `null` are content: they get the format's findings.
 *
 * It reads from the start and stops at the first character of content, so an ordinary file
 * costs a few characters.
 */
function holdsNothing(text, syntax) {
    if (syntax === 'markdown')
        return markdownHoldsNothing(text);
    return nothingFrom(text, 0, syntax === 'json' ? JSON_NOTHING : YAML_NOTHING) === text.length;
}
/** One piece of "nothing" at the current place: whitespace or a comment (or a YAML document marker on its own line). */
const YAML_NOTHING = /\s+|#[^\n]*|(?<=^|\n)(?:---|\.\.\.)(?=[ \t]|\r?\n|$)/y;
const JSON_NOTHING = /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\//y;
const HTML_NOTHING = /\s+|<!--[\s\S]*?-->/y;
/** YAML `#` comments and blank lines, as a frontmatter holds them (no document markers: `---` closes it). */
const FRONTMATTER_NOTHING = /[ \t\r]+|\n|#[^\n]*/y;
/** Where the run of "nothing" that starts at `from` ends. */
function nothingFrom(text, from, nothing) {
    let at = from;
    for (;;) {
        nothing.lastIndex = at;
        if (!nothing.test(text) || nothing.lastIndex === at)
            return at;
        at = nothing.lastIndex;
    }
}
function markdownHoldsNothing(text) {
    let at = 0;
    // A frontmatter: `---` on the first line, closed by `---` on a line of its own, nothing between.
    const open = /^---[ \t]*\r?\n/.exec(text);
    if (open) {
        at = nothingFrom(text, open[0].length, FRONTMATTER_NOTHING);
        const close = /---[ \t]*(?:\r?\n|$)/y;
        close.lastIndex = at;
        // Unclosed, or holding something: not empty (the parse says which).
        if (!(text[at - 1] === '\n' || at === open[0].length) || !close.test(text))
            return false;
        at = close.lastIndex;
    }
    return nothingFrom(text, at, HTML_NOTHING) === text.length;
}
const needsOf = new WeakMap();
/** What a file of the format must hold, in words: the top-level fields its schema requires. */
function needs(format, schema) {
    let found = needsOf.get(schema);
    if (found !== undefined)
        return found;
    const result = schema.safeParse({});
    const issues = result.success ? [] : (0,schema_findings/* explainIssues */._)(result.error.issues);
    const keys = issues
        .filter((i) => i.kind === 'required' && i.path.length === 1)
        .map((i) => `\`${String(i.path[0])}\``);
    const list = keys.length <= 1 ? keys.join('') : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}`;
    const markdown = format.syntaxes.length === 1 && format.syntaxes[0] === 'markdown';
    if (markdown)
        found = keys.length ? `a frontmatter with ${list}, and its text` : 'its text';
    else if (keys.length)
        found = list;
    else if (schema.safeParse([]).success)
        found = 'a list of entries';
    else
        found = 'its fields';
    needsOf.set(schema, found);
    return found;
}
/**
 * The message for an empty file. `onPath`: the path alone makes it a handoff file; otherwise the
 * path is only where the format lives (`.work/`), and the file would also need its signature.
 */
function emptyFileMessage(format, schema, onPath) {
    const what = `${(0,values/* titled */.dJ)(format.title)} file`;
    const need = needs(format, schema);
    return onPath
        ? `The file is empty (or holds only comments): ${what} needs ${need}. Write it, or delete the file.`
        : `The file is empty (or holds only comments), so it was not checked: if it is meant as ${what}, it needs ${need}. Write it, or delete the file.`;
}

// EXTERNAL MODULE: ./src/engine/finding-sink.ts
var finding_sink = __webpack_require__(8751);
// EXTERNAL MODULE: ./src/detect/near-miss.ts
var near_miss = __webpack_require__(2210);
// EXTERNAL MODULE: ./src/rules/shared/key-typo.ts
var key_typo = __webpack_require__(2189);
// EXTERNAL MODULE: ./src/rules/shared/schema.ts
var shared_schema = __webpack_require__(3398);
// EXTERNAL MODULE: ./src/rules/shared/template-leftover.ts
var template_leftover = __webpack_require__(5599);
// EXTERNAL MODULE: ./src/core/fix.ts
var fix = __webpack_require__(8392);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate = __webpack_require__(4512);
;// CONCATENATED MODULE: ./src/engine/readings.ts

/**
 * The safe reading of a file whose keys repeat. The data holds each repeated key's last value
 * (as `JSON.parse` and YAML readers do), but another reader, or a person skimming the file, may
 * take another: a file must not slip past the gate, out of the inbox or under the risk because
 * of which copy was read. So the gate, the inbox and the risk are computed over every reading
 * (src/engine/run-format.ts) and the one that asks more of a human wins: the higher risk, every
 * item waiting for a human, the worse gate.
 */
/**
 * Past this many readings the rest are not tried: a file with that many repeated keys already
 * fails with one `parse/duplicate-key` error each. The parse keeps no more values than these
 * need (src/parse/duplicates.ts).
 */
const MAX_READINGS = 64;
/**
 * The readings of a document: its data as parsed, then, for each repeated key and each earlier
 * value written for it, the data with that value in place of the last. One key varies at a time.
 */
function readingsOf(doc) {
    const readings = [doc.data];
    for (const duplicate of doc.duplicates ?? []) {
        for (let i = 0; i < duplicate.values.length - 1; i++) {
            if (readings.length >= MAX_READINGS)
                return readings;
            readings.push(replaced(doc.data, duplicate.path, duplicate.values[i]));
        }
    }
    return readings;
}
/** A copy of `data` with `value` at `path`, sharing everything off the path. */
function replaced(data, path, value) {
    if (path.length === 0)
        return value;
    const [key, ...rest] = path;
    if (Array.isArray(data) && typeof key === 'number') {
        const copy = [...data];
        copy[key] = replaced(data[key], rest, value);
        return copy;
    }
    if ((0,values/* isRecord */.u4)(data)) {
        // defineProperty, not assignment: a `__proto__` key stays an own key, as the parsers keep it.
        const copy = { ...data };
        Object.defineProperty(copy, String(key), {
            value: replaced(data[String(key)], rest, value),
            enumerable: true,
            writable: true,
            configurable: true,
        });
        return copy;
    }
    return data;
}

// EXTERNAL MODULE: ./src/core/run-budget.ts
var run_budget = __webpack_require__(4702);
// EXTERNAL MODULE: ./src/gate/risk.ts
var gate_risk = __webpack_require__(5492);
;// CONCATENATED MODULE: ./src/engine/run-format.ts










/**
 * Everything one format checks in one file, in order: template leftovers, the schema (skipping
 * what is already a leftover), key typos, the format's own rules; then what the file contributes
 * to the gate, the inbox, the risk and the handoff chain.
 */
function runFormat(format, schema, path, doc, env) {
    const names = namesOf(format);
    // One context for the file; each piece that runs sets the rule its findings are reported under.
    let ruleId = names.leftover;
    let severity = 'error';
    // Where the template leftovers are ("line:column"): nothing else is reported there (below).
    let leftoverPlaces;
    const atLeftover = (position) => leftoverPlaces !== undefined && leftoverPlaces.has(`${position.line}:${position.column}`);
    const fixOf = fixFinder(doc, env.source);
    const add = (position, message, level, once, fix) => {
        const since = env.sink.size;
        if (ruleId === names.leftover || !atLeftover(position))
            env.sink.add(path, ruleId, level, position, message, doc.lineCount, fix);
        // Claimed even when dropped here: the first file to find it still has the say.
        if (once !== undefined)
            env.sink.claim(once, since);
    };
    const ctx = {
        path,
        data: doc.data,
        doc,
        project: env.project,
        config: env.config,
        report(at, message, options = {}) {
            const position = doc.locate(at, options.part);
            add(position, message, options.severity ?? severity, options.once, fixOf(at, options.part, position, options.fix));
        },
        reportAt(position, message, options = {}) {
            add(position, message, options.severity ?? severity);
        },
    };
    const as = (id, level) => {
        ruleId = id;
        severity = level;
        return ctx;
    };
    // The findings: template leftovers, the schema, key typos, the format's own rules.
    if (!env.contributionsOnly) {
        // A template leftover is reported once, as such: not also as a bad enum value or type at the
        // same place, nor as whatever a rule makes of the value (a bad id, timestamp, reference or path,
        // a "did you mean"): by place, whichever path the schema or the rule reports.
        guarded(names.leftover, as(names.leftover, 'error'), (ctx) => (0,template_leftover/* checkTemplateLeftovers */.h3)(ctx, (at, message) => {
            const place = doc.locate(at);
            (leftoverPlaces ??= new Set()).add(`${place.line}:${place.column}`);
            ctx.reportAt(place, message);
        }, format.humanText));
        guarded(names.schema, as(names.schema, 'error'), () => reportSchemaIssues(format.id, schema, path, doc, env, atLeftover, fixOf));
        guarded(names.keyTypo, as(names.keyTypo, 'warning'), (ctx) => (0,key_typo/* checkKeyTypos */.z)(ctx, schema, (at, message, meant) => ctx.report(at, message, { part: 'key', ...(meant !== undefined && { fix: { value: meant } }) })));
        runOwnRules(format.rules, as, ctx);
    }
    return contributionsOf(format, names, path, doc, as(names.contribution, 'warning'));
}
/** A finding's fix, found in the file's text. Only for a finding that asks for one: most files have none, so the line starts are found once, when first needed. */
function fixFinder(doc, source) {
    let starts;
    return (at, part, position, request) => {
        if (!request || !source)
            return undefined;
        const written = part === 'key' ? at[at.length - 1] : (0,values/* valueAt */.fK)(doc.data, at);
        if (typeof written !== 'string')
            return undefined;
        return (0,fix/* scalarFix */.a4)(source.text, (starts ??= (0,fix/* lineStarts */._$)(source.text)), position, written, request.value, source.syntax);
    };
}
/** The schema's findings, each with its fix; none where a template leftover already is, except a missing field. */
function reportSchemaIssues(formatId, schema, path, doc, env, atLeftover, fixOf) {
    for (const issue of (0,shared_schema/* schemaFindings */.I)(formatId, schema, doc.data, !env.reference)) {
        // A missing field is missing whatever sits where it belongs.
        const place = doc.locate(issue.path);
        if (issue.kind !== 'required' && atLeftover(place))
            continue;
        const inexact = issue.exactLimit ? tooLargeToRead(doc, issue.path, place, env.source?.text) : undefined;
        if (inexact !== undefined) {
            env.sink.add(path, issue.ruleId, 'warning', place, inexact, doc.lineCount);
            continue;
        }
        env.sink.add(path, issue.ruleId, 'error', place, issue.message, doc.lineCount, fixOf(issue.path, 'value', place, issue.fix));
    }
}
/** The format's own rules: the bulk of the pieces, so run without a closure each. */
function runOwnRules(rules, as, ctx) {
    for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        try {
            rule.check(as(rule.id, rule.severity));
        }
        catch (error) {
            reportFailure(rule.id, ctx, error);
        }
    }
}
/**
 * What one file contributes to the gate, the inbox, the risk and the handoff chain, each piece
 * guarded; with repeated keys, from the reading that asks more of a human.
 */
function contributionsOf(format, names, path, doc, plain) {
    const contributions = (ctx) => ({
        gateItems: guarded(names.gateItems, ctx, (ctx) => format.gateItems?.(ctx)) ?? [],
        inbox: guarded(names.inbox, ctx, (ctx) => format.inboxItems?.(ctx)) ?? [],
        risk: guarded(names.risk, ctx, (ctx) => format.risk?.(ctx)),
    });
    let { gateItems, inbox, risk } = contributions(plain);
    // Repeated keys: the gate, the inbox and the risk from the reading that asks more of a human (readings.ts).
    const readings = doc.duplicates ? readingsOf(doc) : [];
    for (let i = 1; i < readings.length; i++) {
        const data = readings[i];
        // Failures were reported on the parsed reading; the others only contribute.
        const other = contributions({ ...plain, data, doc: { ...doc, data }, report: () => { }, reportAt: () => { } });
        if (worseGate(other.gateItems, gateItems))
            gateItems = other.gateItems;
        for (const item of other.inbox)
            if (!inbox.some((kept) => kept.key === item.key))
                inbox = [...inbox, item];
        if (other.risk && (!risk || (0,gate_risk/* maxRisk */.i)(risk.level, other.risk.level) !== risk.level))
            risk = other.risk;
    }
    const { declared, declaredCounts } = declaredOf(format, names, plain, readings);
    const states = declared !== undefined || declaredCounts !== undefined;
    const source = gateItems.length || states
        ? {
            path,
            format: format.id,
            ...(declared !== undefined && { declared }),
            ...(declaredCounts && { declaredCounts }),
            counts: (0,gate/* countByPriority */.vN)(gateItems),
            ...(states && format.declaredVerdictDecides && { decides: true }),
        }
        : undefined;
    return {
        gateItems,
        source,
        inbox,
        risk,
        chain: guarded(names.chain, plain, (ctx) => format.chain?.(ctx)),
        ...withContext(guarded(names.gateItems, plain, (ctx) => format.gateContext?.(ctx))),
    };
}
const withContext = (paths) => (paths?.length ? { gateContext: paths } : {});
/**
 * The verdict a file declares, from the parsed reading; for a file whose declaration is the gate
 * decision (`declaredVerdictDecides`), from the reading whose declaration gates hardest, so that
 * a second `gate_decision:` saying `pass` after one saying `veto` lowers nothing, whichever copy
 * a reader takes.
 */
function declaredOf(format, names, plain, readings) {
    const read = (ctx) => ({
        declared: guarded(names.verdict, ctx, (ctx) => format.declaredVerdict?.(ctx)),
        declaredCounts: guarded(names.verdict, ctx, (ctx) => format.declaredCounts?.(ctx)),
    });
    let kept = read(plain);
    if (!format.declaredVerdictDecides)
        return kept;
    for (let i = 1; i < readings.length; i++) {
        const data = readings[i];
        const other = read({ ...plain, data, doc: { ...plain.doc, data }, report: () => { }, reportAt: () => { } });
        if ((0,gate/* isStricter */.V$)(verdictOf(other), verdictOf(kept)))
            kept = other;
    }
    return kept;
}
const verdictOf = (d) => (0,gate/* declaredGateResult */.pm)(d.declared, d.declaredCounts);
/**
 * True when `a`'s items make a worse gate than `b`'s: more items of the highest priority they
 * differ in. The result follows (a veto needs a P0, a reject P1s), so a worse result is worse here.
 */
function worseGate(a, b) {
    const ca = (0,gate/* countByPriority */.vN)(a);
    const cb = (0,gate/* countByPriority */.vN)(b);
    const order = [ca.P0 - cb.P0, ca.P1 - cb.P1, ca.P2 - cb.P2, ca.P3 - cb.P3];
    return (order.find((d) => d !== 0) ?? 0) > 0;
}
/** The rule ids and labels of a format's built-in pieces, made once per format rather than per file. */
const names = new WeakMap();
const makeNames = (format) => ({
    leftover: `${format.id}/template-leftover`,
    schema: `${format.id}/schema`,
    keyTypo: `${format.id}/key-typo`,
    contribution: `${format.id}/contribution`,
    gateItems: `${format.id} gate items`,
    verdict: `${format.id} verdict`,
    inbox: `${format.id} inbox`,
    risk: `${format.id} risk`,
    chain: `${format.id} chain`,
});
function namesOf(format) {
    let found = names.get(format);
    if (!found)
        names.set(format, (found = makeNames(format)));
    return found;
}
/**
 * Runs one piece of a format. One that throws is a bug in handoff-gate, not in the file: it
 * becomes a warning on the file, and the run goes on. The fast path's call for the full parse
 * (a position its locators cannot vouch for) is no error: it ends the run, which the engine then
 * discards and repeats on the full parse. Nor is a read past the run's bounds (run-budget.ts):
 * the file is then not judged.
 */
function guarded(what, ctx, run) {
    try {
        return run(ctx);
    }
    catch (error) {
        reportFailure(what, ctx, error);
        return undefined;
    }
}
function reportFailure(what, ctx, error) {
    if ((0,full_parse/* isFullParseNeeded */.q3)(error) || (0,run_budget/* isRunBoundPassed */.St)(error))
        throw error;
    ctx.report([], `${what} failed on this file (${error instanceof Error ? error.message : String(error)}); please report this as a handoff-gate bug.`, { severity: 'warning' });
}
/** A number as the file writes it: digits, a sign, a point, an exponent. Linear: one pass, no nesting. */
const WRITTEN_NUMBER = /^[-+]?[0-9][0-9_.eE+-]*/;
/**
 * For an integer beyond 2^53 (`12345678901234567890`), which no JSON or YAML reader holds exactly,
 * a warning that quotes it as written, not an error quoting the rounded value as if the file said
 * it; undefined for any other value.
 */
function tooLargeToRead(doc, path, place, text) {
    const value = (0,values/* valueAt */.fK)(doc.data, path);
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) <= Number.MAX_SAFE_INTEGER)
        return undefined;
    const line = text?.split('\n', place.line)[place.line - 1] ?? '';
    const written = WRITTEN_NUMBER.exec(line.slice(place.column - 1))?.[0];
    const name = path.length === 0
        ? 'The document'
        : `\`${path
            .map((k) => (typeof k === 'number' ? `[${k}]` : k))
            .join('.')
            .replace(/\.\[/g, '[')}\``;
    const what = written === undefined ? 'a number beyond 2^53, too large' : `\`${written}\`, a number too large`;
    return `${name} is ${what} to read exactly: readers get ${value}. Write it as a string if it must be exact, or check that it is right.`;
}

// EXTERNAL MODULE: ./src/catalogue/catalogue.ts
var catalogue = __webpack_require__(6620);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/parse/markdown-doc.ts
var markdown_doc = __webpack_require__(1485);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var suppressions_rules = __webpack_require__(367);
;// CONCATENATED MODULE: ./src/suppressions/directives.ts




/**
 * The directive comments of a file's text: in YAML (a YAML file, a Markdown file's frontmatter)
 * the `#` comments the `yaml` package's concrete syntax tree holds, so that a `#` line inside a
 * block scalar (`|`, `>`) or a quoted string, which is text, is never read as one; in a Markdown
 * body the `<!-- … -->` comments outside fenced code blocks. JSON holds no comments. A text that
 * does not name the mark at all (nearly every file) costs one search.
 */
function directiveComments(text, syntax) {
    if (syntax === 'json' || !text.includes(suppressions_rules/* DIRECTIVE_MARK */.qn))
        return [];
    if (syntax === 'yaml')
        return yamlComments(text, 0);
    const parts = (0,markdown_doc/* splitMarkdown */.EI)(text);
    if (parts.frontmatter === 'unclosed')
        return [];
    if (parts.frontmatter === 'none')
        return htmlComments(text, 1);
    // The frontmatter's YAML starts on line 2, after the opening `---`.
    return [...yamlComments(parts.yamlText, 1), ...htmlComments(parts.body, parts.bodyLine)];
}
/** The `#` comments of a YAML text that open with the mark, lines shifted by `lineOffset`. */
function yamlComments(text, lineOffset) {
    const found = [];
    const starts = (0,fix/* lineStarts */._$)(text);
    // An explicit stack, not recursion: the tree's depth follows the text's nesting.
    const stack = [...new dist/* Parser */.iX().parse(text)];
    while (stack.length > 0) {
        const node = stack.pop();
        if (Array.isArray(node)) {
            for (const child of node)
                stack.push(child);
            continue;
        }
        if (typeof node !== 'object' || node === null)
            continue;
        const token = node;
        if (token.type === 'comment' && typeof token.source === 'string' && typeof token.offset === 'number') {
            const body = token.source.slice(1).trim();
            if (body.startsWith(suppressions_rules/* DIRECTIVE_MARK */.qn))
                found.push(commentAt(text, starts, token.offset, body, lineOffset));
            continue;
        }
        for (const [key, value] of Object.entries(node))
            if (key !== 'source' && typeof value === 'object')
                stack.push(value);
    }
    return found.sort((a, b) => a.line - b.line || a.column - b.column);
}
/**
 * The `<!-- … -->` comments of a Markdown body that open with the mark, one per line at most,
 * outside fenced code blocks (a fence is three backticks or tildes, indented three spaces at most,
 * closed by a line of at least as many of the same). String code, no regular expression.
 */
function htmlComments(body, firstLine) {
    const found = [];
    let fence;
    const lines = body.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
        const marker = fenceMarker(line);
        if (fence !== undefined) {
            if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
                fence = undefined;
            continue;
        }
        if (marker !== undefined) {
            fence = marker;
            continue;
        }
        const open = line.indexOf('<!--');
        if (open === -1)
            continue;
        const close = line.indexOf('-->', open + 4);
        const inner = line.slice(open + 4, close === -1 ? line.length : close).trim();
        if (!inner.startsWith(suppressions_rules/* DIRECTIVE_MARK */.qn))
            continue;
        found.push({
            line: firstLine + i,
            column: open + 1,
            text: inner,
            ownLine: line.slice(0, open).trim() === '' && close !== -1 && line.slice(close + 3).trim() === '',
        });
    }
    return found;
}
/** A fence's run of backticks or tildes at the start of a line (three spaces of indent at most), or undefined. */
function fenceMarker(line) {
    let at = 0;
    while (at < 3 && line.charCodeAt(at) === 0x20)
        at++;
    const char = line[at];
    if (char !== '`' && char !== '~')
        return undefined;
    let end = at;
    while (line[end] === char)
        end++;
    return end - at >= 3 ? line.slice(at, end) : undefined;
}
function commentAt(text, starts, offset, body, lineOffset) {
    // The last line start at or before the offset.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    const lineStart = starts[lo];
    return {
        line: lo + 1 + lineOffset,
        column: offset - lineStart + 1,
        text: body,
        ownLine: text.slice(lineStart, offset).trim() === '',
    };
}

// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(6345);
// EXTERNAL MODULE: ./src/rules/shared/no-words.ts
var no_words = __webpack_require__(2414);
;// CONCATENATED MODULE: ./src/suppressions/inline.ts




const isSeparator = (char) => char === ',' || char === ' ' || char === '\t';
/** The rule ids of a directive, separated by commas or blanks, as written. */
function idsOf(text) {
    const ids = [];
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
        const end = i === text.length || isSeparator(text[i]);
        if (end && start !== -1) {
            ids.push(text.slice(start, i));
            start = -1;
        }
        else if (!end && start === -1)
            start = i;
    }
    return ids;
}
/** Where ` -- ` splits the ids from the reason (a `--` with a blank or an end on either side), or -1. */
function reasonCut(text) {
    for (let i = text.indexOf('--'); i !== -1; i = text.indexOf('--', i + 1)) {
        const before = i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t';
        const after = i + 2 === text.length || text[i + 2] === ' ' || text[i + 2] === '\t';
        if (before && after)
            return i;
    }
    return -1;
}
/** What a directive comment says, read as {@link InlineSuppressions} reads it: undefined for a comment that is no directive. */
function readDirective(text) {
    let wordEnd = 0;
    while (wordEnd < text.length && !isSeparator(text[wordEnd]))
        wordEnd++;
    const word = text.slice(0, wordEnd);
    if (word !== NEXT_LINE && word !== WHOLE_FILE)
        return undefined;
    const rest = text.slice(wordEnd);
    const cut = reasonCut(rest);
    return {
        kind: word === NEXT_LINE ? 'next-line' : 'file',
        ids: idsOf(cut === -1 ? rest : rest.slice(0, cut)),
        reason: cut === -1 ? '' : rest.slice(cut + 2).trim(),
    };
}
/**
 * A file's inline suppressions: its directives, read once, and which findings they suppress.
 * `handoff-gate-disable-next-line <rule-id>[, <rule-id>…] -- <reason>` suppresses those rules'
 * findings on the line after it; `handoff-gate-disable-file <rule-id>… -- <reason>` in the whole
 * file. A directive without a reason, and a rule that is unknown or may not be suppressed by a
 * comment, suppress nothing and are reported ({@link problems}); a directive that suppressed
 * nothing by the end of the file is too ({@link unused}).
 */
class InlineSuppressions {
    /** What the directives say of themselves, found on reading them. */
    problems = [];
    #actives = [];
    #byLine = new Map();
    #inFile = new Map();
    /** What a refusal depends on in this file (whether it gates). */
    #file;
    constructor(comments, known, file = {}) {
        this.#file = file;
        for (const comment of comments)
            this.#read(comment, known);
    }
    #problem(at, ruleId, message) {
        this.problems.push({ line: at.line, column: at.column, ruleId, message });
    }
    #read(comment, known) {
        const { text } = comment;
        let wordEnd = 0;
        while (wordEnd < text.length && !isSeparator(text[wordEnd]))
            wordEnd++;
        const word = text.slice(0, wordEnd);
        if (word !== suppressions_rules/* NEXT_LINE */.zc && word !== suppressions_rules/* WHOLE_FILE */.JZ) {
            this.#problem(comment, suppressions_rules/* UNUSED_RULE */.g, `${(0,values/* show */.WU)(word)} is no directive, so this comment suppresses nothing: write \`${suppressions_rules/* NEXT_LINE */.zc}\` (the line after it) or \`${suppressions_rules/* WHOLE_FILE */.JZ}\` (the whole file).`);
            return;
        }
        if (word === suppressions_rules/* NEXT_LINE */.zc && !comment.ownLine) {
            this.#problem(comment, suppressions_rules/* UNUSED_RULE */.g, `\`${suppressions_rules/* NEXT_LINE */.zc}\` must stand on a line of its own, above the line it is for: after other text it suppresses nothing.`);
            return;
        }
        const rest = text.slice(wordEnd);
        const cut = reasonCut(rest);
        const ids = idsOf(cut === -1 ? rest : rest.slice(0, cut));
        const reason = cut === -1 ? '' : rest.slice(cut + 2).trim();
        if (ids.length === 0) {
            this.#problem(comment, suppressions_rules/* UNKNOWN_RULE_RULE */.jc, 'This directive names no rule, so it suppresses nothing: write the ids of the rules it is for before ` -- ` (`handoff-gate rules` lists them).');
            return;
        }
        const directive = {
            kind: word === suppressions_rules/* NEXT_LINE */.zc ? 'next-line' : 'file',
            line: comment.line,
            column: comment.column,
            reason,
        };
        const usable = [];
        for (const id of new Set(ids)) {
            if (!known.has(id)) {
                this.#problem(comment, suppressions_rules/* UNKNOWN_RULE_RULE */.jc, `${(0,values/* show */.WU)(id)} is no handoff-gate rule, so this directive suppresses nothing for it.${(0,did_you_mean/* didYouMean */.au)(id, known)}`);
                continue;
            }
            const refusal = (0,suppressions_rules/* inlineRefusal */.gF)(id, this.#file);
            if (refusal) {
                const instead = (0,suppressions_rules/* guardedDecision */.b9)(id) !== undefined
                    ? ' Fix what it reports, and let a person decide through the inbox: the suppressions file does not hide it either.'
                    : '';
                this.#problem(comment, suppressions_rules/* NOT_SUPPRESSIBLE_RULE */.F$, `\`${id}\` cannot be suppressed by a comment: ${refusal}. This directive has no effect on it.${instead}`);
                continue;
            }
            usable.push(id);
        }
        // A reason is words a person wrote: the quick fix's `<reason>`, `TODO` or `...` is none.
        const none = (0,no_words/* noWords */.R)(reason);
        if (none) {
            this.#problem(comment, suppressions_rules/* NO_REASON_RULE */.sw, none === 'empty'
                ? 'This directive gives no reason, so it suppresses nothing: say why after ` -- ` (`<rule-id> -- <reason>`).'
                : `This directive's reason is no reason (${(0,no_words/* noWordsShown */.M)(reason, none)}), so it suppresses nothing: write after \` -- \` why the finding may stand, in your own words.`);
            return;
        }
        for (const ruleId of usable)
            this.#activate({ ruleId, directive, used: false });
    }
    #activate(active) {
        this.#actives.push(active);
        if (active.directive.kind === 'file') {
            // A second directive for the same rule suppresses nothing the first does not: it stays unused.
            if (!this.#inFile.has(active.ruleId))
                this.#inFile.set(active.ruleId, active);
            return;
        }
        const target = active.directive.line + 1;
        const list = this.#byLine.get(target);
        if (list)
            list.push(active);
        else
            this.#byLine.set(target, [active]);
    }
    /** The directive that suppresses a finding of `ruleId` on `line`, if one does (it is then used): the line's first, else the file's. */
    suppress(ruleId, line) {
        if (!(0,suppressions_rules/* isSuppressible */.qj)(ruleId) || (0,suppressions_rules/* inlineRefusal */.gF)(ruleId, this.#file))
            return undefined;
        const active = this.#byLine.get(line)?.find((a) => a.ruleId === ruleId) ?? this.#inFile.get(ruleId);
        if (!active)
            return undefined;
        active.used = true;
        return { reason: active.directive.reason, line: active.directive.line };
    }
    /** The directives that suppressed nothing, or named a rule that found nothing there: one finding each. */
    unused() {
        const byDirective = new Map();
        for (const active of this.#actives) {
            let entry = byDirective.get(active.directive);
            if (!entry)
                byDirective.set(active.directive, (entry = { unused: [], named: 0 }));
            entry.named++;
            if (!active.used)
                entry.unused.push(active.ruleId);
        }
        const problems = [];
        for (const [directive, { unused, named }] of byDirective) {
            if (unused.length === 0)
                continue;
            const rules = unused.map((id) => `\`${id}\``).join(' or ');
            const where = directive.kind === 'file' ? 'in this file' : `on line ${directive.line + 1}`;
            const message = unused.length === named
                ? `This directive suppresses nothing: no ${rules} finding ${where}. Remove it.`
                : `${rules} in this directive ${unused.length === 1 ? 'suppresses' : 'suppress'} nothing: no such finding ${where}. Remove ${unused.length === 1 ? 'it' : 'them'} from the directive.`;
            problems.push({ line: directive.line, column: directive.column, ruleId: suppressions_rules/* UNUSED_RULE */.g, message });
        }
        return problems;
    }
}

;// CONCATENATED MODULE: ./src/suppressions/of-file.ts



/** Every rule id the formats give, by id: what a directive may name, and what "did you mean" offers. */
const known = new WeakMap();
function knownRules(formats) {
    let rules = known.get(formats);
    if (!rules)
        known.set(formats, (rules = new Map((0,catalogue/* ruleCatalogue */.E)(formats).map((rule) => [rule.id, rule]))));
    return rules;
}
/**
 * A file's inline suppressions, or undefined when its text holds no directive comment (nearly
 * every file: one search of the text decides it).
 */
function inlineSuppressionsOf(text, syntax, formats, file = {}) {
    const comments = directiveComments(text, syntax);
    return comments.length > 0 ? new InlineSuppressions(comments, knownRules(formats), file) : undefined;
}

;// CONCATENATED MODULE: ./src/engine/file-contribution.ts

/** A file the run did not judge, past `bound`: its one finding, and nothing it contributes. */
function unjudged(file, bound, limits) {
    return { file, findings: [(0,run_budget/* notJudged */.be)(file.path, bound, limits)], fast: false, unjudged: bound };
}
/** The sink's claims, when it has any: most files have none, and their contributions say nothing of them. */
function claimsOf(sink) {
    const claims = sink.claims();
    return claims.length > 0 ? { claims } : {};
}
/**
 * Every empty list a contribution keeps: one, frozen (nothing adds to a contribution's lists once
 * it is made), rather than an array object per list and file.
 */
const NONE = Object.freeze([]);
function exact(list) {
    return list.length === 0 ? NONE : list.slice();
}
/**
 * The contribution with its lists copied to their length. A list grown by pushes keeps room for
 * more (17 slots from its first item), and a scan holds every file's lists to its end: at 50,000
 * varied files, 10 MB of slots for some 100,000 lists of a few items each. The format's part is
 * made as one literal: an object spread into a new one with a key added (`{ ...run, format }`)
 * got a hidden class of its own in V8, with its descriptors, 10 MB more at the same scan.
 */
function withExactLists(contribution) {
    const { run, claims } = contribution;
    return {
        ...contribution,
        findings: exact(contribution.findings),
        ...(claims && { claims: exact(claims) }),
        ...(run && { run: withExactRunLists(run) }),
    };
}
function withExactRunLists(run) {
    const { chain } = run;
    const kept = {
        gateItems: exact(run.gateItems),
        source: run.source,
        inbox: exact(run.inbox),
        risk: run.risk,
        chain: chain && { agents: exact(chain.agents), handoffs: exact(chain.handoffs) },
        format: run.format,
    };
    if (run.gateContext)
        kept.gateContext = run.gateContext;
    return kept;
}

;// CONCATENATED MODULE: ./src/engine/format-schema.ts
function enumValues(format, config) {
    return (name, base) => [...new Set([...base, ...(config.enums[`${format}/${name}`] ?? [])])];
}
/**
 * Each format's schema, by the enum values the config adds to it: built (and compiled for the
 * quick check, schema-check.ts) once per process, not once per engine. A run makes an engine per
 * root and per revision it reads, and a long-lived server one per check: compiling a schema
 * costs as much as checking some hundred files.
 */
const schemas = new WeakMap();
const SCHEMAS_KEPT = 16;
function schemaOf(format, config) {
    const prefix = `${format.id}/`;
    const added = Object.entries(config.enums)
        .filter(([name]) => name.startsWith(prefix))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const key = JSON.stringify(added);
    let byEnums = schemas.get(format);
    if (!byEnums)
        schemas.set(format, (byEnums = new Map()));
    let schema = byEnums.get(key);
    if (!schema) {
        // A server whose config keeps changing keeps the last few only.
        if (byEnums.size >= SCHEMAS_KEPT)
            byEnums.clear();
        byEnums.set(key, (schema = format.schema(enumValues(format.id, config))));
    }
    return schema;
}

// EXTERNAL MODULE: ./src/parse/json-doc.ts
var json_doc = __webpack_require__(7554);
// EXTERNAL MODULE: ./src/parse/yaml-doc.ts + 1 modules
var yaml_doc = __webpack_require__(1442);
// EXTERNAL MODULE: ./src/detect/near-path.ts
var near_path = __webpack_require__(633);
;// CONCATENATED MODULE: ./src/engine/unrecognised-file.ts




const UNRECOGNISED = 'No handoff format recognises this file (by its path or its keys); it was not checked.';
/** `its text holds `kind`, `agent_id` (the envelope format's signature)`: what let a file through the text screen. */
function pulledInBy(formats) {
    const keys = [...new Set(formats.flatMap((f) => f.signature?.nearMiss?.keys ?? []))];
    const names = formats.map((f) => f.id).join(' or ');
    return `its text holds ${keys.length ? keys.map((k) => `\`${k}\``).join(', ') : 'the keys'} (the ${names || 'handoff'} format's signature)`;
}
/** The parse's findings that say the text is not valid YAML or JSON (not a bound the file passed). */
const SYNTAX_RULES = new Set([yaml_doc/* YAML_SYNTAX_RULE */.r0, json_doc/* JSON_SYNTAX_RULE */.WN]);
/**
 * A file no format recognised: where a format's files live under an extension it does not read,
 * said (never passed over); named on the command line, a notice; anything else is no handoff file
 * (false).
 */
function reportUnrecognised(sink, path, near, named) {
    const at = { line: 1, column: 1 };
    if (near)
        sink.add(path, near_path/* EXTENSION_RULE */.PN.id, near.sameSyntax ? 'error' : 'warning', at, (0,near_path/* nearPathMessage */.n4)(path, near));
    else if (named)
        sink.add(path, detect/* UNRECOGNISED_RULE */.w, 'notice', at, UNRECOGNISED);
    else
        return false;
    return true;
}

;// CONCATENATED MODULE: ./src/engine/file-check.ts
















/** For a look at a file too large or too long to judge: what decodes, the rest replaced. */
const LENIENT_UTF8 = new TextDecoder('utf-8', { fatal: false });
/**
 * The per-file step of a check run: one file in, what it contributes out. One checker serves
 * one `Project` (one view of the repository), and holds what is worth keeping across its files
 * (the format detector, each format's schema).
 *
 * Each file is tried on the fast path first: the data from the fastest exact parser, no AST, and
 * positions found in the text on demand. Where those locators cannot vouch for an answer, the
 * attempt is abandoned and the file checked again from scratch on the full parse (the `yaml`
 * package's AST); nothing of the abandoned attempt is kept (its findings are rolled back, its
 * contributions never returned), so the outcome is exactly the full parse's.
 */
class FileChecker {
    project;
    options;
    #detector;
    #formats;
    #schemas = new Map();
    /** The files brought into the gate so far, by path (see `check`). */
    #context = new Map();
    /** The length of the text the file being checked was read as (0 until it is read). */
    #textLength = 0;
    /** The bytes of the file being checked, when a result cache is to keep its contribution. */
    #bytes;
    /** The file being checked was taken from the result cache. */
    #recalled = false;
    constructor(project, formats, options = {}) {
        this.project = project;
        this.options = options;
        this.#detector = new detect/* FormatDetector */.Y(formats, project, project.config);
        this.#formats = formats;
    }
    #schemaOf(format) {
        let schema = this.#schemas.get(format.id);
        if (!schema)
            this.#schemas.set(format.id, (schema = schemaOf(format, this.project.config)));
        return schema;
    }
    /**
     * One file: recognise its format (by path, else by content), parse it, run the format.
     * Undefined when it is no handoff file. `given` is the file already read (another revision's).
     * What it contributes holds no part of its text (see own-strings.ts): the text goes with the file.
     */
    check(path, depth = 'findings', given) {
        const contribution = this.#checkAlone(path, depth, given);
        const paths = contribution?.run?.gateContext?.filter((p) => p !== path && !this.project.checking.has(p));
        if (!contribution || !paths?.length)
            return contribution;
        return { ...contribution, context: paths.map((p) => this.#contextOf(p)) };
    }
    /** A file brought into the gate: checked for its contributions once per engine, however many files bring it. */
    #contextOf(path) {
        let found = this.#context.get(path);
        if (!found) {
            const run = this.#checkAlone(path, 'contributions')?.run;
            found = { path, gateItems: run?.gateItems ?? [], source: run?.source };
            this.#context.set(path, found);
        }
        return found;
    }
    #checkAlone(path, depth, given) {
        this.#textLength = 0;
        this.#recalled = false;
        const { project } = this;
        // The run's bounds weigh only on the files checked for their findings (see `Project.bounded`).
        const bounded = depth === 'findings';
        const passed = bounded ? project.budget.passed() : undefined;
        if (passed)
            return this.#unjudged(path, passed);
        let contribution;
        project.bounded = bounded;
        project.crossFile = false;
        this.#bytes = undefined;
        // Only a whole check from the disk is kept or recalled: not another revision's, not the reference run.
        const results = depth === 'findings' && !given && !this.options.fullParse ? this.options.results : undefined;
        try {
            contribution = this.#checkFile(path, depth, given, results);
        }
        catch (error) {
            if (!(0,run_budget/* isRunBoundPassed */.St)(error))
                throw error;
            return this.#unjudged(path, project.budget.passed());
        }
        finally {
            project.bounded = false;
        }
        // A file whose findings would take the run past what it keeps is not judged either: in path order, as every engine counts.
        if (contribution && bounded && !project.budget.keep(contribution.findings.length))
            return this.#unjudged(path, 'run-findings');
        if (this.#recalled)
            return contribution;
        if (contribution) {
            contribution = withExactLists(contribution);
            const { run, ...rest } = contribution;
            // The format's definition is shared by every file, and no part of any: only what the file added.
            // The path is copied once, here: it may be a slice of a listing (git's) that it would keep alive.
            ownStringsOf([rest, run && [run.gateItems, run.source, run.inbox, run.risk, run.chain, run.gateContext]], this.#textLength, (0,string_copy/* ownString */.A)(path));
        }
        if (results && this.#bytes && !contribution?.unjudged)
            results.keep(path, this.#bytes, contribution, project.crossFile);
        return contribution;
    }
    /**
     * A file the run did not judge, past one of its bounds: one error, nothing contributed. Only a
     * file that may be a handoff file (by its path, a format's signature, or a person naming it):
     * what its content would say is what the run did not read.
     */
    #unjudged(path, bound) {
        this.project.passedOver();
        const file = this.unjudgedFile(path);
        return file && unjudged(file, bound, this.project.config.limits);
    }
    /**
     * The file as a report lists it when the run does not judge it (its format only by its path:
     * the same whether or not the engine had read it), or undefined when nothing says it may be a
     * handoff file.
     */
    unjudgedFile(path) {
        const candidates = this.#detector.candidates(path);
        if (!candidates || (!candidates.byPath && candidates.bySignature.length === 0 && !this.options.named?.has(path)))
            return undefined;
        return { path, format: candidates.byPath?.id ?? null };
    }
    /** Whether a file over the size or line bound shows a format's signature keys in the bytes read (its prefilter, on the text as far as it decodes). */
    #showsSignature(candidates, outcome, bytes) {
        if (!outcome.problems.some((p) => p.ruleId === parse_read/* TOO_LARGE_RULE */.gZ || p.ruleId === parse_read/* TOO_MANY_LINES_RULE */.c1))
            return false;
        const text = LENIENT_UTF8.decode(bytes.subarray(0, this.project.limits.maxBytes));
        return detect/* FormatDetector */.Y.prefiltered(candidates, text).length > 0;
    }
    /** A file of no syntax the check reads (`lockout.txt`) where a format's files live: said, and not read. */
    #unread(path) {
        const near = this.#detector.unreadNearPath(path);
        if (!near)
            return undefined;
        const sink = new finding_sink/* FindingSink */.R(this.project.config.rules, this.project.limits.maxFindings);
        reportUnrecognised(sink, path, near, false);
        return { file: { path, format: null }, findings: sink.list(path), ...claimsOf(sink), fast: false };
    }
    #checkFile(path, depth, given, results) {
        const { config } = this.project;
        const candidates = this.#detector.candidates(path);
        const named = this.options.named?.has(path) ?? false;
        if (!candidates)
            return this.#unread(path);
        if (!candidates.byPath && candidates.bySignature.length === 0 && !named && !candidates.nearPath)
            return undefined;
        const recalled = results?.recall(path);
        if (recalled) {
            this.#recalled = true;
            this.project.recalled(path, recalled.bytes);
            return recalled.contribution;
        }
        const read = this.project.readForCheck(path, given);
        if (results)
            this.#bytes = read?.bytes;
        const { limits } = this.project;
        const sink = new finding_sink/* FindingSink */.R(config.rules, limits.maxFindings);
        const done = (file) => ({
            file,
            findings: sink.list(path),
            ...claimsOf(sink),
            fast: false,
        });
        if (!read) {
            // Not read because it may not be (a symlink out of the workspace or into `.git/`, a FIFO):
            // said, never passed over. An error where the path alone makes it a handoff file or the
            // person named it, since what it stands for goes unjudged; a warning elsewhere.
            const refusal = this.project.workspace.refusal?.(path);
            if (!refusal)
                return undefined;
            sink.add(path, refusal.ruleId, candidates.byPath || named ? 'error' : 'warning', { line: 1, column: 1 }, refusal.message);
            return done({ path, format: candidates.byPath?.id ?? null });
        }
        const decoded = read.text !== undefined
            ? { text: read.text, problems: [] }
            : (0,parse_read/* decodeText */.g7)(read.bytes, limits.maxBytes, limits.maxLines);
        if ('text' in decoded)
            this.#textLength = decoded.text.length;
        if (!('text' in decoded)) {
            // Unreadable: reported where the path says it should be a handoff file, and where a file too
            // large or too long to judge shows a format's keys in what was read (a response of 2 MiB in
            // `reports/` is a handoff file the run could not judge: an error, never a silent pass).
            if (!(candidates.byPath ||
                candidates.onPaths.length ||
                named ||
                this.#showsSignature(candidates, decoded, read.bytes)))
                return undefined;
            sink.addProblems(path, decoded.problems);
            return done({ path, format: (candidates.byPath ?? candidates.onPaths[0])?.id ?? null });
        }
        // On a format's path, a file holding nothing is reported as such, once, before any parse: an
        // error where the path alone makes it a handoff file, a warning where the format also needs its
        // signature (`.work/`), never a clean pass or a list of every field it lacks.
        const home = candidates.byPath ?? candidates.onPaths[0];
        if (home && holdsNothing(decoded.text, candidates.syntax)) {
            sink.addProblems(path, decoded.problems);
            sink.add(path, parse_read/* EMPTY_RULE */.rj, candidates.byPath ? 'error' : 'warning', { line: 1, column: 1 }, emptyFileMessage(home, this.#schemaOf(home), !!candidates.byPath));
            return done({ path, format: candidates.byPath ? home.id : null });
        }
        const recognise = candidates.byPath
            ? { bySignature: [], nearMiss: [] }
            : {
                bySignature: detect/* FormatDetector */.Y.prefiltered(candidates, decoded.text),
                nearMiss: detect/* FormatDetector */.Y.nearMissPrefiltered(candidates, decoded.text),
            };
        if (!candidates.byPath && recognise.bySignature.length === 0 && recognise.nearMiss.length === 0)
            return reportUnrecognised(sink, path, candidates.nearPath, named) ? done({ path, format: null }) : undefined;
        return this.#parseAndCheck(path, candidates, recognise, named, decoded, read.doc, sink, depth);
    }
    /**
     * A recognised file's text parsed and checked: on the fast parse (the one an index made, or its
     * own) unless the run asks for the full parse, and on the full parse when the fast one cannot
     * judge the file, its findings so far dropped.
     */
    #parseAndCheck(path, candidates, recognise, named, decoded, ahead, sink, depth) {
        const { limits } = this.project;
        // A BOM's notice is the decoder's, not the parser's: such a file takes the fast path too.
        const doc = this.options.fullParse
            ? undefined
            : (ahead ?? (0,fast/* parseFast */.q)(decoded.text, candidates.syntax, limits.maxDepth, decoded.lines));
        if (doc) {
            try {
                const outcome = this.#checkParsed(path, candidates, recognise, named, { doc, problems: decoded.problems }, sink, depth, decoded.text);
                return outcome && { ...outcome, fast: true };
            }
            catch (error) {
                if (!(0,full_parse/* isFullParseNeeded */.q3)(error))
                    throw error;
                sink.reset();
            }
        }
        return this.#checkParsed(path, candidates, recognise, named, (0,parse_read/* parseText */.r4)(decoded.text, candidates.syntax, decoded.problems, limits), sink, depth, decoded.text);
    }
    /** The file's directive comments, if it has any; in a file of a format that gates, a repeated key stays in view. */
    #inlineOf(text, doc, format) {
        return inlineSuppressionsOf(text, doc.syntax, this.#formats, { gates: feedsTheGate(format) });
    }
    /** A parsed file: its format (by path, else by signature), its findings, its contributions. Undefined when it is no handoff file. */
    #checkParsed(path, candidates, recognise, named, parsed, sink, depth, text) {
        const format = candidates.byPath ??
            (parsed.doc ? detect/* FormatDetector */.Y.bySignature(recognise.bySignature, parsed.doc.data) : undefined);
        // The file's directive comments, read before any of its findings is added (none are wanted for contributions alone).
        const inline = parsed.doc && depth === 'findings' ? this.#inlineOf(text, parsed.doc, format) : undefined;
        if (inline)
            sink.useInline(path, inline, parsed.doc.lineCount);
        const done = (file, run) => {
            if (inline)
                sink.finishInline(path, parsed.doc.lineCount);
            const suppressed = sink.suppressed();
            return {
                file,
                findings: sink.list(path),
                ...claimsOf(sink),
                ...(suppressed && { suppressed }),
                ...(run && { run }),
                fast: false,
            };
        };
        if (!format && parsed.doc) {
            // No signature after all, but one key away from one: said so, not skipped without a word.
            for (const near of recognise.nearMiss) {
                const misses = (0,near_miss/* nearMissOf */.m)(near, parsed.doc.data);
                if (!misses.length)
                    continue;
                // In the format's own folder (`.work/`) the file is almost surely meant as one: a warning, not a notice.
                const severity = candidates.onPaths.includes(near) ? 'warning' : near_miss/* NEAR_MISS_RULE */.x.severity;
                for (const miss of misses)
                    sink.add(path, near_miss/* NEAR_MISS_RULE */.x.id, severity, parsed.doc.locate(miss.at, 'key'), miss.message, parsed.doc.lineCount);
                return done({ path, format: null });
            }
        }
        // Parsed, and no signature after all: not a handoff file. A file that did not parse is reported
        // where a signature's pre-filter passed; one only a near miss's pre-filter let through is not.
        if (!format && !named && (parsed.doc || recognise.bySignature.length === 0))
            return undefined;
        const file = { path, format: format?.id ?? null };
        if (!parsed.doc && !candidates.byPath && candidates.onPaths.length === 0 && !named) {
            // Failing closed is for handoff files: one outside every format's path, pulled in only by the
            // text screen, that does not parse may be any YAML or JSON. A warning naming what pulled it in.
            // A bound passed (too deep, an alias bomb) still fails closed: that file could not be judged.
            const why = pulledInBy(recognise.bySignature);
            for (const p of parsed.problems)
                if (!SYNTAX_RULES.has(p.ruleId))
                    sink.add(path, p.ruleId, p.severity, p, p.message, undefined, p.fix);
                else
                    sink.add(path, p.ruleId, p.severity === 'error' ? 'warning' : p.severity, p, `${p.message} This file is outside every format's path and was read only because ${why}; if it is no handoff file, leave it out with \`ignore:\` in \`.github/handoff-gate.yml\`.`);
            sink.addProblems(path, [], parsed.omitted);
            return done(file);
        }
        sink.addProblems(path, parsed.problems, parsed.omitted);
        if (!parsed.doc)
            return done(file);
        if (!format) {
            sink.add(path, detect/* UNRECOGNISED_RULE */.w, 'notice', { line: 1, column: 1 }, UNRECOGNISED);
            return done(file);
        }
        const { project } = this;
        const env = {
            project,
            config: project.config,
            sink,
            reference: this.options.fullParse === true,
            contributionsOnly: depth === 'contributions',
            source: { text, syntax: candidates.syntax },
        };
        return done(file, { ...runFormat(format, this.#schemaOf(format), path, parsed.doc, env), format });
    }
}
/**
 * Whether the format's files count in the gate (their review items, or a declared verdict that
 * decides): in such a file a comment cannot suppress a repeated key (src/suppressions/rules.ts).
 * Judged by format, not by the one reading parsed: a repeated `kind:` can make any of its files gate.
 */
const feedsTheGate = (format) => format !== undefined && (format.gateItems !== undefined || format.declaredVerdictDecides === true);


/***/ }),

/***/ 8751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ FindingSink),
/* harmony export */   l: () => (/* binding */ TOO_MANY_FINDINGS_RULE)
/* harmony export */ });
/* harmony import */ var _report_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9023);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7194);
/* harmony import */ var _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(367);



/** The rule of the finding that counts what a file's cut left out. */
const TOO_MANY_FINDINGS_RULE = 'file/too-many-findings';
/**
 * Collects the findings of a run, applying the config's per-rule severities (`off` drops a
 * finding) and keeping every line inside its file.
 *
 * It lists at most `cap` findings (`limits.file-findings`), errors before warnings before
 * notices, and the first found of each severity: past the cap, a more severe finding takes the
 * place of the last-found of the least severe listed. The rest are counted, and one more finding
 * says how many; its severity is that of the worst finding left out, so that the cut changes no
 * verdict (a left-out error still fails the check) and no config can turn it off.
 */
class FindingSink {
    levels;
    cap;
    #findings = [];
    #claims = [];
    /** Where the listed warnings and notices are, in the order placed: the last is the first to give way. */
    #yielding = { warning: [], notice: [] };
    /** Findings added so far, listed or not: `size`. */
    #added = 0;
    /** Where the last finding added was placed, or undefined when it was dropped. */
    #lastPlaced;
    #dropped = 0;
    #worstDropped = 'notice';
    /** The file's `handoff-gate-disable-…` comments, once read ({@link useInline}). */
    #inline;
    #suppressed = [];
    #suppressedCount = 0;
    constructor(levels, cap = Infinity) {
        this.levels = levels;
        this.cap = cap;
    }
    add(path, ruleId, fallback, at, message, lineCount = Number.MAX_SAFE_INTEGER, fix) {
        const level = this.levels[ruleId];
        if (level === 'off')
            return;
        const severity = level ?? fallback;
        const line = Math.min(Math.max(at.line, 1), Math.max(lineCount, 1));
        // A finding a comment in the file suppresses is kept apart: it takes no place among those listed.
        const by = this.#inline?.suppress(ruleId, line);
        if (by) {
            this.#lastPlaced = undefined;
            if (this.#suppressed.length < this.cap)
                this.#suppressed.push({
                    path,
                    line,
                    column: Math.max(at.column, 1),
                    ruleId,
                    severity,
                    message: (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(message),
                    suppression: { kind: 'inSource', justification: (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(by.reason), line: by.line },
                });
            this.#suppressedCount++;
            return;
        }
        this.#added++;
        this.#lastPlaced = undefined;
        const index = this.#placeFor(severity);
        if (index === undefined)
            return;
        // A message may quote file text: anything shaped like a credential is named, never shown.
        const finding = {
            path,
            line,
            column: Math.max(at.column, 1),
            ruleId,
            severity,
            message: (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(message),
        };
        if (fix)
            finding.fix = fix;
        this.#findings[index] = finding;
        if (severity !== 'error')
            this.#yielding[severity].push(index);
        this.#lastPlaced = index;
    }
    /** Where a finding of this severity goes: the end, the place of one less severe, or nowhere (counted as dropped). */
    #placeFor(severity) {
        if (this.#findings.length < this.cap)
            return this.#findings.length;
        const giving = this.#yielding.notice.length && severity !== 'notice'
            ? this.#yielding.notice
            : this.#yielding.warning.length && severity === 'error'
                ? this.#yielding.warning
                : undefined;
        const index = giving?.pop();
        this.#drop(index === undefined ? severity : this.#findings[index].severity, 1);
        if (index !== undefined)
            for (const claim of this.#claims)
                if (claim.finding === index)
                    delete claim.finding;
        return index;
    }
    #drop(severity, count) {
        this.#dropped += count;
        if (_report_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_ORDER */ .B[severity] < _report_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_ORDER */ .B[this.#worstDropped])
            this.#worstDropped = severity;
    }
    /**
     * The file claims `key` (a finding reported once per run, see `ReportOptions.once`) for the
     * finding added since the sink held `since` findings, if one was (it may have been dropped: its
     * rule is off, a template leftover sits there, or the file's findings are past the cap).
     */
    claim(key, since) {
        const placed = this.#added > since ? this.#lastPlaced : undefined;
        this.#claims.push({ key, at: since, ...(placed !== undefined && { finding: placed }) });
    }
    addProblems(path, problems, omitted) {
        for (const p of problems)
            this.add(path, p.ruleId, p.severity, p, p.message, undefined, p.fix);
        // Counted by the parse, never listed: as if each had been added past the cap.
        const level = omitted && this.levels[omitted.ruleId];
        if (omitted && level !== 'off') {
            this.#added += omitted.count;
            this.#lastPlaced = undefined;
            this.#drop(level ?? omitted.severity, omitted.count);
        }
    }
    /**
     * The file's directive comments, read before its findings are added: what they say of themselves
     * is reported at once, and from then on they suppress the findings they name.
     */
    useInline(path, inline, lineCount) {
        for (const p of inline.problems)
            this.add(path, p.ruleId, 'warning', p, p.message, lineCount);
        this.#inline = inline;
    }
    /** Once every finding of the file is in: a directive that suppressed nothing is reported (`suppressions/unused`). */
    finishInline(path, lineCount) {
        const inline = this.#inline;
        if (!inline)
            return;
        for (const p of inline.unused())
            this.add(path, _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .UNUSED_RULE */ .g, 'warning', p, p.message, lineCount);
    }
    /** What the file's comments suppressed, when they suppressed anything. */
    suppressed() {
        return this.#suppressedCount > 0 ? { findings: this.#suppressed, count: this.#suppressedCount } : undefined;
    }
    /** How many findings have been added so far (listed or not): a claim names the one added after it. */
    get size() {
        return this.#added;
    }
    /** Forget everything: the file's run on the fast path was abandoned, and starts again on the full parse. */
    reset() {
        this.#findings.length = 0;
        this.#claims.length = 0;
        this.#yielding.warning.length = 0;
        this.#yielding.notice.length = 0;
        this.#added = 0;
        this.#lastPlaced = undefined;
        this.#dropped = 0;
        this.#worstDropped = 'notice';
        this.#inline = undefined;
        this.#suppressed.length = 0;
        this.#suppressedCount = 0;
    }
    /** The keys claimed, in order, each with the index of its finding in {@link list}. */
    claims() {
        return this.#claims;
    }
    /** The findings listed, in the order placed; then, past the cap, the one that counts the rest. */
    list(path) {
        if (this.#dropped === 0)
            return this.#findings;
        const count = this.#dropped === 1 ? '1 more finding' : `${this.#dropped} more findings`;
        const message = `${count} in this file ${this.#dropped === 1 ? 'was' : 'were'} not listed: a file lists at most ${this.cap} (\`limits.file-findings\`), errors first. ` +
            `This finding is as severe as the worst of them${this.#worstDropped === 'error' ? ', so the file still fails the check' : ''}; fix the findings listed and check again.`;
        return [
            ...this.#findings,
            { path, line: 1, column: 1, ruleId: TOO_MANY_FINDINGS_RULE, severity: this.#worstDropped, message },
        ];
    }
}


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ outsidePaths),
/* harmony export */   U: () => (/* binding */ OUTSIDE_PATHS_RULE)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6764);
/* harmony import */ var _report_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(734);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3596);




const OUTSIDE_PATHS_RULE = {
    id: 'file/outside-paths',
    severity: 'warning',
    summary: "A folder below the root (a monorepo's package) holds files at a format's paths counted from it (`packages/a/.forge/intents/`), which no path rule covers from the root: named once per folder with the fix, never skipped without a word.",
    rationale: "A monorepo's package keeps its handoff files at the format's paths counted from the package, which no path of the root's config covers: without this they would go unchecked, silently.",
    withoutExample: "it is found by walking a repository's folders for files the config's paths miss; its cases in the engine's tests build such a tree, which a single file on a page does not show",
    source: 'src/engine/outside-paths.ts',
};
/** Per folder, the files named in its finding before "…". */
const SHOWN = 3;
/**
 * Handoff folders under a monorepo's packages that the run passed over: a file nobody checked that
 * is on a format's path counted from a folder below the root (`packages/a/.forge/intents/x.yaml`
 * is at `.forge/intents/*.yaml` from `packages/a`) but on none from the root. One warning per
 * folder and format, on its first file, with how to cover it; paths only, nothing is read. A run
 * from the repository root would otherwise say nothing of a package's intents.
 */
function outsidePaths(input) {
    const anchored = anchoredGlobs(input.config, input.formats);
    if (!anchored.length)
        return [];
    const ignored = input.config.ignore.length ? (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatcher */ .fU)(input.config.ignore) : () => false;
    const heads = new Set(anchored.map((a) => a.head));
    const groups = new Map();
    for (const path of input.files) {
        if (ignored(path))
            continue;
        const segments = path.split('/');
        // The deepest folder wins: `apps/x/shared/tasks/a.md` belongs to `apps/x`.
        for (let i = segments.length - 2; i > 0; i--) {
            if (!heads.has(segments[i]))
                continue;
            const rest = segments.slice(i).join('/');
            const hit = anchored.find((a) => a.head === segments[i] && a.match(rest));
            if (!hit)
                continue;
            if (input.handled.has(path))
                break;
            const folder = segments.slice(0, i).join('/');
            const key = `${folder}\u0000${hit.format.id}`;
            let group = groups.get(key);
            if (!group)
                groups.set(key, (group = { folder, anchored: hit, files: [] }));
            group.files.push(path);
            break;
        }
    }
    const findings = [];
    for (const { folder, anchored: a, files } of groups.values()) {
        files.sort(_report_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n);
        findings.push({
            path: files[0],
            line: 1,
            column: 1,
            ruleId: OUTSIDE_PATHS_RULE.id,
            severity: OUTSIDE_PATHS_RULE.severity,
            message: message(folder, a, files, input.config, input.advice, input.configured?.(folder) === true),
        });
    }
    return findings.sort((x, y) => (0,_report_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(x.path, y.path));
}
function anchoredGlobs(config, formats) {
    const out = [];
    for (const format of formats) {
        for (const glob of config.paths[format.id] ?? format.paths) {
            const head = picomatch__WEBPACK_IMPORTED_MODULE_2___default().scan(glob).base.split('/')[0];
            // `**/handoff-*.json` matches at any depth already: no folder can be outside it.
            if (!head || head === '.')
                continue;
            out.push({ format, glob, head, match: (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatcher */ .fU)(glob) });
        }
    }
    return out;
}
/** The glob that covers the folder and its like: `packages/*` for `packages/a`, the folder itself at the top. */
function packageGlob(folder, glob) {
    const slash = folder.lastIndexOf('/');
    return `${slash < 0 ? folder : `${folder.slice(0, slash)}/*`}/${glob}`;
}
function message(folder, a, files, config, advice, configured) {
    const n = files.length;
    const glob = `\`${a.glob}\``;
    const head = n === 1
        ? `This file is at the ${a.format.title.toLowerCase()}'s path counted from \`${folder}\` (${glob}), but on no path rule from the root, so it was not checked.`
        : `\`${folder}/\` holds ${n} files at the ${a.format.title.toLowerCase()}'s path counted from it (${glob}: ${files
            .slice(0, SHOWN)
            .map((f) => `\`${f}\``)
            .join(', ')}${n > SHOWN ? ', …' : ''}), but on no path rule from the root, so they were not checked.`;
    // A format's `paths` replace its defaults: adding a package's glob must keep the root's.
    const keep = config.paths[a.format.id] === undefined
        ? ` next to ${a.format.paths.map((g) => `\`${g}\``).join(', ')} (a format's \`paths\` replace its defaults)`
        : '';
    const paths = `add \`${packageGlob(folder, a.glob)}\` to \`paths: ${a.format.id}:\` in \`${_config_path_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .B}\`${keep}`;
    return advice === 'cli'
        ? `${head} Give \`${folder}\` a config of its own (\`${folder}/${_config_path_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .B}\`) to check it as a root of its own, ${paths}, or name it: \`handoff-gate check ${folder}\`.`
        : `${head}${configured ? ` \`${folder}/${_config_path_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .B}\` is not read: the action judges from the repository root, with its config.` : ''} To check ${n === 1 ? 'it' : 'them'}, ${paths}; ids and references then resolve across the repository.`;
}


/***/ }),

/***/ 9281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ judgeMove)
/* harmony export */ });
/**
 * The verdict on a move: `same` (nothing moved), `allowed`, `forbidden`, or `unknown` when a
 * side is not one of the table's statuses (a team's own, or an invalid value the enum rule
 * reports): the table has nothing to say then. Statuses are compared lower-cased, the safe
 * reading of `Approved`.
 */
function judgeMove(table, from, to) {
    const a = from?.toLowerCase();
    const b = to?.toLowerCase();
    if (a === undefined || b === undefined || !Object.hasOwn(table, a) || !Object.hasOwn(table, b))
        return 'unknown';
    if (a === b)
        return 'same';
    return table[a].includes(b) ? 'allowed' : 'forbidden';
}


/***/ }),

/***/ 8416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ FORMATS),
  J: () => (/* binding */ FORMAT_IDS)
});

// EXTERNAL MODULE: ./src/util/values.ts
var util_values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/gate/chain.ts
var chain = __webpack_require__(458);
;// CONCATENATED MODULE: ./src/formats/envelope/chain.ts


/** `ok` is finished work handed on, like a handoff's `PASS`; a conflict stops the chain as a blocker does. */
const STATUS = {
    ok: 'done',
    needs_input: 'waiting',
    blocked: 'blocked',
    conflict: 'blocked',
};
/**
 * The envelope's agent (its `agent_id`, else its `kind`) and its handoff to `next`, a kind of
 * agent: the edge reaches every agent of that kind. `next: done` ends the chain (no edge). An
 * aggregator whose gate rejects or vetoes has failed, and its `next` is a loop back.
 */
function envelopeChain(ctx) {
    const kind = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'kind'));
    const agent = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'agent_id')) ?? kind;
    if (agent === undefined)
        return undefined;
    const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
    const gate = kind === 'aggregator' ? (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)((0,util_values/* field */.ZZ)(ctx.data, 'gate_decision'), 'result')) : undefined;
    const rejected = gate === 'reject' || gate === 'veto' ? gate : undefined;
    const declared = rejected ?? status;
    const next = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'next'));
    return {
        agents: [
            {
                agent,
                ...(kind !== undefined && { kind }),
                status: rejected ? 'failed' : (0,chain/* chainStatus */.Qf)(status, STATUS),
                ...(declared !== undefined && { declared }),
                line: ctx.doc.locate(rejected ? ['gate_decision', 'result'] : ['status']).line,
            },
        ],
        handoffs: next === undefined || next.toLowerCase() === 'done'
            ? []
            : [
                {
                    from: agent,
                    to: next,
                    toKind: true,
                    line: ctx.doc.locate(['next']).line,
                    ...(rejected && { label: rejected, loop: true }),
                },
            ],
    };
}

// EXTERNAL MODULE: ./src/rules/shared/template-leftover.ts
var template_leftover = __webpack_require__(5599);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 3 modules
var schemas = __webpack_require__(1934);
// EXTERNAL MODULE: ./src/rules/shared/repo-path.ts
var repo_path = __webpack_require__(3697);
;// CONCATENATED MODULE: ./src/rules/editor-pattern.ts

/**
 * A string whose JSON Schema carries `pattern`, for editors, while the checker's zod parse ignores
 * it (metadata is not a check): the rule that owns the shape (`message/id-format`,
 * `<format>/timestamp`, the repository-path rules) keeps its one finding and its message, and the
 * pattern sits beside the field it describes rather than in a separate JSON Schema patch.
 */
const stringMatching = (pattern) => schemas/* string */.YjP().meta({ pattern });

// EXTERNAL MODULE: ./src/rules/schema-check.ts
var schema_check = __webpack_require__(3733);
;// CONCATENATED MODULE: ./src/formats/envelope/schema.ts





/**
 * Spec 1's kinds. `interviewer` is not in the base schema's `kind` list, but the spec's `next`
 * table gives it a transition of its own (Interviewer → planner), so it may write an envelope.
 */
const KINDS = ['explorer', 'reviewer', 'planner', 'writer', 'aggregator', 'interviewer'];
const MODES = ['greenfield', 'brownfield'];
const STATUSES = ['ok', 'needs_input', 'conflict', 'blocked'];
const NEXTS = ['explorer', 'interviewer', 'planner', 'writer', 'reviewer', 'aggregator', 'done'];
/** The base list, plus the three values the spec's own Planner and Aggregator examples use. */
const ARTIFACT_TYPES = [
    'context',
    'finding',
    'question',
    'story',
    'review',
    'unified',
    'story_map',
    'unified_context',
    'unified_review',
];
const SEVERITIES = ['P0', 'P1', 'P2'];
const GATE_RESULTS = ['pass', 'reject', 'veto'];
const ISSUE_LISTS = [
    ['p0_issues', 'P0'],
    ['p1_issues', 'P1'],
    ['p2_issues', 'P2'],
];
/** `{type}:{subtype}#{shard}`; extra `:` segments pass here and are warned about by a rule. */
const AGENT_ID = /^[^\s:#]+(?::[^\s:#]+)+(?:#[^\s#]+)?$/;
const count = schemas/* int */.Whr().min(0);
const artifact = (values) => schemas/* looseObject */._H3({
    path: stringMatching(repo_path/* FILLED_REPO_PATH_PATTERN */.vp).describe('出力ファイルパス, relative to the repository root (`.work/01_explorer/tech.md`)'),
    type: schemas/* enum */.k5n(values('artifact-type', ARTIFACT_TYPES)).describe('What the artifact is'),
});
const issue = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().optional().describe('例: "COMP-001"'),
    category: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    location: schemas/* string */.YjP().optional().describe('ファイル:行番号'),
    fix: schemas/* string */.YjP().optional(),
})
    .describe('A review finding');
const issueList = (priority) => schemas/* array */.YOg(issue).optional().describe(`${priority} findings`);
const dependency = schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP().optional(), purpose: schemas/* string */.YjP().optional() });
/** Reviewers' P0–P2 lists, and explorer:tech's fields (the only explorer the spec spells out). */
const findings = schemas/* looseObject */._H3({
    p0_issues: issueList('P0 (blocker)'),
    p1_issues: issueList('P1 (major)'),
    p2_issues: issueList('P2 (minor)'),
    tech_stack: schemas/* looseObject */._H3({
        language: schemas/* string */.YjP().optional(),
        framework: schemas/* string */.YjP().optional(),
        runtime: schemas/* string */.YjP().optional(),
    })
        .optional(),
    dependencies: schemas/* looseObject */._H3({ production: schemas/* array */.YOg(dependency).optional(), development: schemas/* array */.YOg(dependency).optional() })
        .optional(),
    architecture: schemas/* looseObject */._H3({
        pattern: schemas/* string */.YjP().optional(),
        layers: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), path: schemas/* string */.YjP().optional() })).optional(),
    })
        .optional(),
    constraints: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    technical_debt: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
})
    .describe('種類によって異なる (explorers: what they found; reviewers: p0/p1/p2_issues)');
/** The statistics every kind's example gives, merged: no two kinds use one name differently. */
const summary = schemas/* looseObject */._H3({
    total_stories: count.optional(),
    total_epics: count.optional(),
    total_features: count.optional(),
    mvp_stories: count.optional(),
    dependencies: schemas/* array */.YOg(schemas/* looseObject */._H3({
        from: schemas/* string */.YjP().describe('US-ID'),
        to: schemas/* string */.YjP().describe('US-ID'),
        type: schemas/* enum */.k5n(['data', 'feature', 'technical', 'business']).optional(),
    }))
        .optional(),
    total_ac: count.optional(),
    ac_per_story_avg: schemas/* number */.aig().min(0).optional(),
    stories_with_failure_ac: count.optional(),
    inputs_count: count.optional(),
    conflicts_found: count.optional(),
    conflicts_resolved: count.optional(),
    duplicates_removed: count.optional(),
})
    .describe('Statistics (per kind: reviewer total_stories; planner epics/features/stories; writer ACs; aggregator inputs/conflicts)');
const sourceRef = schemas/* looseObject */._H3({ type: schemas/* enum */.k5n(['interview', 'context']), ref: schemas/* string */.YjP().describe('参照先') });
/** A planner cites `{type, ref}` mappings, a writer plain ids (`Q-003`, `context:auth`). */
const traceSource = schemas/* union */.KCZ([schemas/* string */.YjP(), sourceRef]);
const traceability = schemas/* array */.YOg(schemas/* looseObject */._H3({ story_id: schemas/* string */.YjP(), sources: schemas/* array */.YOg(traceSource) }));
const conflictResolved = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    source_a: schemas/* string */.YjP().optional(),
    source_b: schemas/* string */.YjP().optional(),
    resolution: schemas/* string */.YjP(),
    reasoning: schemas/* string */.YjP().optional(),
});
const gateDecision = schemas/* looseObject */._H3({
    p0_count: count,
    p1_count: count,
    p2_count: count,
    result: schemas/* enum */.k5n(GATE_RESULTS).describe('P0 ≥ 1 → veto; P1 ≥ 2 → reject; otherwise pass'),
    return_phase: schemas/* int */.Whr().min(0).nullable().optional().describe('差し戻し先'),
})
    .describe('Reviewer 統合の場合のみ: the review gate');
/** Per-kind refinements of fields the merged schema above accepts in every kind's form. */
const KIND_SOURCES = {
    planner: sourceRef,
    writer: schemas/* string */.YjP(),
};
/** Spec 1's envelope: the common fields, and each agent's own fields where it names them. */
function envelopeSchema(values) {
    const fields = schemas/* looseObject */._H3({
        kind: schemas/* enum */.k5n(values('kind', KINDS)).describe('The agent kind that wrote the envelope'),
        agent_id: schemas/* string */.YjP()
            .regex(AGENT_ID, {
            message: 'of the form `{type}:{subtype}` or `{type}:{subtype}#{shard}` (e.g. `explorer:tech`, `explorer:domain#frontend`)',
        })
            .describe('{type}:{subtype}#{shard}, e.g. "explorer:tech#shard-frontend"'),
        mode: schemas/* enum */.k5n(MODES).optional().describe('greenfield (new) or brownfield (existing code)'),
        status: schemas/* enum */.k5n(STATUSES)
            .describe('ok → artifacts; needs_input → open_questions; conflict → conflicts; blocked → blockers'),
        severity: schemas/* enum */.k5n(SEVERITIES)
            .nullable()
            .optional()
            .describe('Reviewer 専用: the highest finding level, null when none'),
        artifacts: schemas/* array */.YOg(artifact(values)).optional().describe('Required when status is ok'),
        findings: findings.optional(),
        summary: summary.optional(),
        traceability: traceability.optional().describe('Planner: sources are {type, ref}; writer: sources are ids'),
        // The lists spec 1's status table requires only for one status (blockers: 「status: blocked の
        // 場合は必須」) accept null for "none" under the other statuses; under theirs, null is missing.
        conflicts: schemas/* array */.YOg(schemas/* unknown */.L5J())
            .nullable()
            .optional()
            .describe('Unresolved conflicts; required (≥ 1) when status is conflict, else may be null'),
        conflicts_resolved: schemas/* array */.YOg(conflictResolved).optional().describe('Aggregator: how each conflict was resolved'),
        // 「Reviewer 統合の場合のみ」: other aggregators leave it out, or write null.
        gate_decision: gateDecision.nullable().optional(),
        open_questions: schemas/* array */.YOg(schemas/* string */.YjP())
            .nullable()
            .optional()
            .describe('未解決の質問; at least one when status is needs_input, else may be null'),
        blockers: schemas/* array */.YOg(schemas/* string */.YjP())
            .nullable()
            .optional()
            .describe('ブロッカー; at least one when status is blocked (status: blocked の場合は必須), else may be null'),
        next: schemas/* enum */.k5n(values('next', NEXTS)).describe('The next agent, or done'),
    });
    const perKind = (data, ctx) => {
        // The schema may already have failed elsewhere: `data` is not trusted here either.
        const kind = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(data, 'kind'));
        const source = kind !== undefined && Object.hasOwn(KIND_SOURCES, kind) ? KIND_SOURCES[kind] : undefined;
        if (!source)
            return;
        (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(data, 'traceability')).forEach((trace, i) => {
            if (!(0,util_values/* isRecord */.u4)(trace) || !(0,util_values/* has */.zy)(trace, 'sources'))
                return;
            (0,util_values/* asArray */._j)(trace.sources).forEach((item, j) => {
                if (!traceSource.safeParse(item).success)
                    return; // already reported by the merged schema
                const result = source.safeParse(item, { reportInput: true });
                for (const issue of result.error?.issues ?? []) {
                    ctx.addIssue({ ...issue, path: ['traceability', i, 'sources', j, ...issue.path] });
                }
            });
        });
    };
    // The per-kind check runs even where the fields failed (`when`), so that both are reported.
    // zod's compiler refuses a check with a `when` of its own: the quick check compiles the same
    // check run only on valid fields (zod's default), which fails exactly where this one does.
    return (0,schema_check/* quickStandIn */.L)(fields.superRefine(perKind, { when: () => true }).describe('Handoff envelope (spec 1)'), fields.superRefine(perKind));
}

;// CONCATENATED MODULE: ./src/formats/envelope/declared-issues.ts



/**
 * The findings an envelope declares, whatever its kind (real explorers list them too). Template
 * leftovers such as `p2_issues: [...]` declare nothing: they are reported as leftovers instead.
 */
function declaredIssues(data) {
    const out = [];
    const findings = (0,util_values/* field */.ZZ)(data, 'findings');
    for (const [key, priority] of ISSUE_LISTS) {
        (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(findings, key)).forEach((value, i) => {
            const path = ['findings', key, i];
            if ((0,util_values/* isRecord */.u4)(value))
                out.push({ priority, path, value });
            else if (typeof value === 'string' && value.trim() !== '' && !(0,template_leftover/* leftoverReason */.GN)(value))
                out.push({ priority, path, value });
        });
    }
    return out;
}
/** The highest priority among the declared findings, or null when there are none. */
function highestPriority(issues) {
    for (const [, priority] of ISSUE_LISTS)
        if (issues.some((i) => i.priority === priority))
            return priority;
    return null;
}

// EXTERNAL MODULE: ./src/rules/shared/location-path.ts
var location_path = __webpack_require__(7168);
;// CONCATENATED MODULE: ./src/formats/envelope/artifacts.ts

/** Each `artifacts[].path` written as a string, with where it is. */
function eachArtifactPath(ctx, visit) {
    (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'artifacts')).forEach((artifact, i) => {
        const path = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(artifact, 'path'));
        if (path !== undefined)
            visit(path, ['artifacts', i, 'path']);
    });
}
/**
 * Where an artifact path may point, first match wins. It is counted from the folder that holds the
 * envelope's `.work/` folder: the root, or in a monorepo the package (`packages/a/.work/x.yaml`
 * lists `src/a.ts` for `packages/a/src/a.ts`). The spec calls artifact paths relative to `.work/`,
 * while its own examples start at that folder: either is accepted, and, in a package, a path from
 * the repository root too.
 */
function artifactPlaces(envelopePath, artifact) {
    const segments = envelopePath.split('/');
    const work = segments.lastIndexOf('.work', segments.length - 2);
    const home = work > 0 ? `${segments.slice(0, work).join('/')}/` : '';
    return [...new Set([`${home}${artifact}`, `${home}.work/${artifact}`, artifact, `.work/${artifact}`])];
}

;// CONCATENATED MODULE: ./src/formats/envelope/finding-location.ts




/** Where a finding says the problem is: its `location`, or the `file` (and `line`) real agents write instead, with the key that holds it. */
function findingLocation(finding) {
    const location = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(finding, 'location'));
    if (location !== undefined)
        return { text: location, key: 'location' };
    const file = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(finding, 'file'));
    if (file === undefined)
        return undefined;
    const line = (0,util_values/* field */.ZZ)(finding, 'line');
    return { text: typeof line === 'number' || typeof line === 'string' ? `${file}:${line}` : file, key: 'file' };
}
/**
 * The file a finding's location names, when it is a repository path (not prose such as `the login
 * form`): the first of the places an envelope's paths may point that holds it (see
 * {@link artifactPlaces}), or, when none does, what was written, with the system's reason when it
 * is there but could not be read.
 */
function locationFile(ctx, location) {
    const parsed = (0,location_path/* parseLocation */.z)(location);
    if (!parsed)
        return undefined;
    const places = artifactPlaces(ctx.path, (0,repo_path/* normaliseRepoPath */.Gn)(parsed.path));
    const found = places.find((place) => ctx.project.exists(place));
    if (found !== undefined)
        return { found };
    const denied = places.map((place) => ctx.project.unreadable(place)).find((why) => why !== undefined);
    return { missing: parsed.path, denied };
}

;// CONCATENATED MODULE: ./src/formats/envelope/gate.ts




/** The review findings an envelope declares, for the gate. */
function gateItems(ctx) {
    return declaredIssues(ctx.data).map(({ priority, path, value }) => {
        const source = { path: ctx.path, line: ctx.doc.locate(path).line };
        if (typeof value === 'string')
            return { priority, description: value, source };
        const text = (key) => (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(value, key));
        // Real agents write `file`/`line` where the spec has `location`; keep the place either way.
        const location = findingLocation(value)?.text || undefined;
        const item = { priority, description: text('description') ?? '(no description)', source };
        if (text('id'))
            item.id = text('id');
        if (text('category'))
            item.category = text('category');
        if (location)
            item.location = location;
        // A file the system would not let the check read is there: GitHub shows it, so its link stays.
        const file = location ? locationFile(ctx, location) : undefined;
        if (file && 'found' in file && file.found !== (0,location_path/* parseLocation */.z)(location)?.path)
            item.locationFile = file.found;
        if (file && 'missing' in file && file.denied === undefined)
            item.locationMissing = true;
        if (text('fix'))
            item.fix = text('fix');
        return item;
    });
}

// EXTERNAL MODULE: ./src/gate/gate.ts
var gate_gate = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/core/enum-reading.ts
var enum_reading = __webpack_require__(8427);
;// CONCATENATED MODULE: ./src/formats/envelope/gate-decision.ts




const isGateResult = (value) => GATE_RESULTS.includes(value);
/** Whether the envelope is an aggregator's (`kind: Aggregator` too: a case slip is an enum error, not another kind). */
const isAggregator = (data) => (0,enum_reading/* means */.p)((0,util_values/* field */.ZZ)(data, 'kind'), 'aggregator');
/**
 * The result a `gate_decision` states: the gate result it spells whatever the case (`Veto` is
 * an enum error, and still a veto), else the word as written, else undefined.
 */
function declaredResult(decision) {
    const result = (0,util_values/* field */.ZZ)(decision, 'result');
    return (0,enum_reading/* enumMember */.G)(result, GATE_RESULTS) ?? (0,util_values/* asString */.oJ)(result);
}
/**
 * A count as the gate reads it: a number, or a whole number written as text (`"1"`, a type error
 * the schema reports, and still one P0 to the gate); undefined otherwise.
 */
function countOf(value) {
    if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value))
        return Number(value);
    return (0,util_values/* asNumber */.i)(value);
}
/** What the file's own counts say, or undefined when it does not give them. */
function countedResult(decision) {
    const p0 = countOf((0,util_values/* field */.ZZ)(decision, 'p0_count'));
    const p1 = countOf((0,util_values/* field */.ZZ)(decision, 'p1_count'));
    if (p0 === undefined || p1 === undefined)
        return undefined;
    return { result: (0,gate_gate/* gateResult */.xp)({ p0, p1 }), p0, p1 };
}

;// CONCATENATED MODULE: ./src/core/format-inbox.ts
const refused = (reason) => ({ kind: 'refused', reason });
/** The value of an item's detail by its label (the format that wrote the item names its labels). */
function detailOf(item, label) {
    return item.details.find((d) => d.label === label)?.value;
}
/**
 * A format's `inbox` part, with the reasons its items may raise checked: `R` is read from
 * `reasons` alone, so an item of a reason without words does not compile.
 */
function defineInbox(inbox) {
    return inbox;
}

// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
;// CONCATENATED MODULE: ./src/inbox/item-title.ts

/** The longest a title's subject is before it is cut at a word (an intent's title, an agent and what it did). */
const MAX_SUBJECT = 200;
/** The longest a title's detail (a blocker, a question) is before it is cut at a word: the issue's first line has it whole. */
const MAX_TITLE_PART = 120;
/** File text as a title part: every unseen character shown (`<U+001B>`), one line, cut at a word. */
function part(text, max) {
    return (0,render_escape/* cutAtWord */.QI)((0,render_escape/* oneLine */.TN)((0,render_escape/* inert */.tJ)(text)).trim(), max);
}
/**
 * An inbox item's title: `<Kind>: <subject>`, and ` — <detail>` after it when the item has one
 * (the blocker, the question). `subject` and `detail` are file text, each cut at a word; the
 * issue's renderer makes the whole title inert.
 */
function itemTitle(kind, subject, detail) {
    const what = part(subject, MAX_SUBJECT);
    const more = detail === undefined ? '' : part(detail, MAX_TITLE_PART);
    return `${kind}: ${what}${more ? ` — ${more}` : ''}`;
}
const item_title_KINDS = ['Approve', 'Answer', 'Blocked', 'Failed', 'Escalated'];
/** A title without its kind (`Approve: Fix login` → `Fix login`); a title of another shape whole. */
function subjectOf(title) {
    const colon = title.indexOf(': ');
    return colon !== -1 && item_title_KINDS.includes(title.slice(0, colon)) ? title.slice(colon + 2) : title;
}

// EXTERNAL MODULE: ./src/inbox/keys.ts
var keys = __webpack_require__(1718);
;// CONCATENATED MODULE: ./src/formats/reasons.ts
const BLOCKED = {
    waiting: 'blocked',
    colour: 'd93f0b',
};
const NEEDS_ANSWERS = {
    waiting: 'waiting for answers',
    colour: 'c5def5',
};

;// CONCATENATED MODULE: ./src/formats/envelope/inbox.ts








const strings = (value) => (0,util_values/* asArray */._j)(value).filter((v) => typeof v === 'string' && v.trim() !== '');
/** A blocked agent, or one that needs input, waits for a human. */
function inboxItems(ctx) {
    // `status: Blocked` is an enum error, and still a blocked agent waiting for a human.
    const status = (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(ctx.data, 'status'), STATUSES);
    if (status !== 'blocked' && status !== 'needs_input')
        return [];
    const agent = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'agent_id')) ?? 'an agent';
    const blockers = strings((0,util_values/* field */.ZZ)(ctx.data, 'blockers'));
    const questions = strings((0,util_values/* field */.ZZ)(ctx.data, 'open_questions'));
    const blocked = status === 'blocked';
    const first = blocked ? blockers[0] : questions[0];
    const listKey = blocked ? 'blockers' : 'open_questions';
    const title = itemTitle(blocked ? 'Blocked' : 'Answer', agent, first);
    return [
        {
            key: (0,keys/* inboxKey */.Yw)('envelope', { path: ctx.path }),
            reason: blocked ? 'blocked' : 'clarification',
            path: ctx.path,
            line: ctx.doc.locate(first ? [listKey, 0] : ['status']).line,
            title,
            format: 'envelope',
            actions: [],
            details: [
                { label: 'Agent', value: agent },
                { label: 'Kind', value: (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'kind')) ?? '(none)' },
                { label: 'Status', value: status },
                ...blockers.map((b, i) => ({ label: `Blocker ${i + 1}`, value: b })),
                ...questions.map((q, i) => ({ label: `Question ${i + 1}`, value: q })),
            ],
        },
    ];
}
/** The agent, as the item names it: Markdown, escaped. */
const agentOf = (item) => (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(detailOf(item, 'Agent') ?? 'an agent', 100));
/** The change that closes an envelope's item: the agent's next envelope, no longer at `status`. */
const closesAt = (item, status) => `a change to ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.path, 500))} on the default branch whose \`status\` is no longer \`${status}\` (the agent's next envelope, once a human has stepped in)`;
/** A blocked agent, or one that needs input: no command applies, the issue says what waits and what closes it. */
const envelopeInbox = defineInbox({
    reasons: {
        blocked: {
            ...BLOCKED,
            asks: (item) => ({
                ask: `**Unblock this agent** (${agentOf(item)}):`,
                text: detailOf(item, 'Blocker 1') ?? 'its envelope lists no blocker',
                detail: 'Blocker 1',
            }),
            statement: (item) => `The agent ${agentOf(item)} cannot go on until a human removes what blocks it.`,
            closes: (item) => closesAt(item, 'blocked'),
        },
        clarification: {
            ...NEEDS_ANSWERS,
            asks: (item) => ({
                ask: `**Answer this agent** (${agentOf(item)}):`,
                text: detailOf(item, 'Question 1') ?? 'its envelope lists no open question',
                detail: 'Question 1',
            }),
            statement: (item) => `The agent ${agentOf(item)} needs answers from a human before it can go on.`,
            closes: (item) => closesAt(item, 'needs_input'),
        },
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/reviewers.ts



const REVIEW_SEVERITIES = ['P0', 'P1', 'P2'];
/**
 * The folder of the `.work` run an aggregator integrates, with its trailing `/` (`''` at the
 * root): the aggregator's own folder, or, when that is a phase folder (`07_review/`, a number and
 * an underscore as spec 1's phases are named), the folder above it. Spec 1 lays a run out flat
 * (`.work/06_reviewer/*.md` beside `.work/07_review_unified.md`), so `.work/` is the usual run.
 */
function runFolderOf(path) {
    const parts = path.split('/').slice(0, -1);
    const last = parts[parts.length - 1];
    if (last !== undefined && isPhaseFolder(last) && parts.length > 1)
        parts.pop();
    return parts.length ? `${parts.join('/')}/` : '';
}
/** `07_review`, `06_reviewer`: digits, then an underscore. A scan, not a regex: names are outside text. */
function isPhaseFolder(name) {
    let i = 0;
    while (i < name.length && name.charCodeAt(i) >= 0x30 && name.charCodeAt(i) <= 0x39)
        i++;
    return i > 0 && name[i] === '_';
}
/**
 * The reviewer envelopes of the run `aggregator` sits in (every envelope under its run folder
 * whose `kind` is `reviewer`), with their open items by severity: read once per run folder. A
 * file that cannot be read or parsed counts nothing here; its own check reports it.
 */
function reviewersOf(project, aggregator) {
    const byRun = project.memo('envelope/reviewers', () => new Map());
    const folder = runFolderOf(aggregator);
    let found = byRun.get(folder);
    if (!found) {
        found = [];
        for (const path of project.filesOf('envelope')) {
            if (!path.startsWith(folder))
                continue;
            const data = project.content(path)?.data;
            if (!(0,enum_reading/* means */.p)((0,util_values/* field */.ZZ)(data, 'kind'), 'reviewer'))
                continue;
            const counts = { P0: 0, P1: 0, P2: 0 };
            for (const issue of declaredIssues(data))
                if (issue.priority !== 'P3')
                    counts[issue.priority]++;
            found.push({ path, counts });
        }
        byRun.set(folder, found);
    }
    return found;
}

// EXTERNAL MODULE: ./src/core/define-rule.ts
var define_rule = __webpack_require__(8819);
;// CONCATENATED MODULE: ./src/formats/envelope/rules/agent-id-segments.ts




/**
 * The spec's form is `{type}:{subtype}#{shard}`. Real pipelines nest one more level
 * (`sfra:aggregator:reviewer`), which routes fine but is not the spec's form: a warning.
 */
const agentIdSegments = (0,define_rule/* defineRule */.K)({
    id: 'envelope/agent-id-segments',
    severity: 'warning',
    summary: "`agent_id` has more than the spec's two `:` segments (`sfra:aggregator:reviewer` rather than `{type}:{subtype}#{shard}`).",
    rationale: "Spec 1's `agent_id` is `{type}:{subtype}#{shard}`, and the Aggregator groups outputs by those parts; a third `:` segment is parsed differently by each reader, so outputs are grouped under the wrong agent.",
    spec: '§ バリデーションルール > agent_id フォーマット',
    check(ctx) {
        const id = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'agent_id'));
        if (id === undefined || !AGENT_ID.test(id) || (0,template_leftover/* leftoverReason */.GN)(id))
            return;
        const name = id.split('#')[0];
        const segments = name.split(':');
        if (segments.length <= 2)
            return;
        const shard = id.slice(name.length);
        const joined = `${segments[0]}:${segments.slice(1).join('-')}${shard}`;
        // Without a shard, the last segment may be one: `sfra:aggregator#reviewer`.
        const sharded = shard
            ? ''
            : `, or make the last one the shard (\`${segments[0]}:${segments.slice(1, -1).join('-')}#${segments.at(-1)}\`)`;
        ctx.report(['agent_id'], `\`agent_id\` \`${id}\` has ${segments.length} \`:\` segments; the spec's form is \`{type}:{subtype}#{shard}\`. Join the extra ones (\`${joined}\`)${sharded}.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/artifact-missing.ts




const artifactMissing = (0,define_rule/* defineRule */.K)({
    id: 'envelope/artifact-missing',
    severity: 'warning',
    summary: 'An `artifacts[].path` names a file that is not in the repository (a warning: `.work/` is often git-ignored).',
    rationale: 'An artifact an envelope lists but the repository does not hold is output the next agent will look for and not find (often a `.work/` file that git ignores).',
    check(ctx) {
        eachArtifactPath(ctx, (path, at) => {
            if ((0,repo_path/* repoPathProblem */.Js)(path) || (0,repo_path/* isGlob */.fg)(path) || (0,template_leftover/* leftoverReason */.GN)(path))
                return;
            const places = artifactPlaces(ctx.path, (0,repo_path/* normaliseRepoPath */.Gn)(path));
            if (places.some((place) => ctx.project.exists(place)))
                return;
            const denied = places.map((place) => ctx.project.unreadable(place)).find((why) => why !== undefined);
            ctx.report(at, denied
                ? `Artifact \`${path}\` could not be read (${denied}): the system would not let the check see it. Make it readable to the user the check runs as.`
                : `Artifact \`${path}\` does not exist in the repository. Fix the path, or commit the file if the next agent needs it.`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/artifact-path.ts



const artifactPath = (0,define_rule/* defineRule */.K)({
    id: 'envelope/artifact-path',
    severity: 'error',
    summary: 'An `artifacts[].path` is empty, absolute, or leaves the repository through `..`.',
    rationale: 'The next agent reads each artifact from `artifacts[].path`; an empty, absolute or `..` path is a file it cannot find, or one outside the repository it should not read.',
    spec: '§ バリデーションルール > artifacts.path フォーマット',
    check(ctx) {
        eachArtifactPath(ctx, (path, at) => {
            const problem = (0,repo_path/* repoPathProblem */.Js)(path);
            if (problem)
                ctx.report(at, (0,repo_path/* repoPathMessage */.pm)('artifacts[].path', path, problem));
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/finding-incomplete.ts



const FINDING_FIELDS = ['id', 'category', 'description', 'location', 'fix'];
/** What real agents write instead of `location` (`locations` is left to the key-typo check). */
const LOCATION_ALIASES = ['file', 'files', 'line', 'lines'];
const findingIncomplete = (0,define_rule/* defineRule */.K)({
    id: 'envelope/finding-incomplete',
    severity: 'warning',
    summary: 'A finding in `findings.p0/p1/p2_issues` lacks one of `id`, `category`, `description`, `location`, `fix`.',
    rationale: 'A finding is acted on by the writer who fixes it: without its `id`, `category`, `description`, `location` or `fix`, they cannot find it, tell what is wrong, or track it to closed.',
    spec: '§ エージェント別スキーマ > Reviewer',
    check(ctx) {
        for (const issue of declaredIssues(ctx.data)) {
            if (typeof issue.value === 'string')
                continue; // not a mapping: the schema says so
            const item = issue.value;
            const missing = FINDING_FIELDS.filter((key) => !(0,util_values/* has */.zy)(item, key));
            if (missing.length === 0)
                continue;
            const aliases = (0,util_values/* has */.zy)(item, 'location') ? [] : LOCATION_ALIASES.filter((key) => (0,util_values/* has */.zy)(item, key));
            const file = (0,util_values/* field */.ZZ)(item, 'file');
            const line = (0,util_values/* field */.ZZ)(item, 'line');
            const example = typeof file === 'string'
                ? ` (\`location: ${file}${typeof line === 'number' || typeof line === 'string' ? `:${line}` : ''}\`)`
                : '';
            const hint = aliases.length
                ? ` It gives ${aliases.map((a) => `\`${a}\``).join(', ')}: spec 1 writes that as \`location\`${example}.`
                : '';
            ctx.report(issue.path, `This ${issue.priority} finding lacks ${missing.map((m) => `\`${m}\``).join(', ')}; spec 1's finding has \`id\`, \`category\`, \`description\`, \`location\` (file:line) and \`fix\`.${hint}`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/finding-location-not-found.ts




const findingLocationNotFound = (0,define_rule/* defineRule */.K)({
    id: 'envelope/finding-location-not-found',
    severity: 'warning',
    summary: 'The file of a finding `location` in `findings.p0/p1/p2_issues` does not exist in the repository (a warning: `.work/` is often git-ignored).',
    rationale: 'A finding whose `location` names a file the repository does not have cannot be checked where it says (often a `.work/` file git ignores, or a path written from memory).',
    check(ctx) {
        for (const issue of declaredIssues(ctx.data)) {
            const location = findingLocation(issue.value);
            const file = location && locationFile(ctx, location.text);
            if (!location || !file || 'found' in file)
                continue;
            const missing = { file: file.missing, denied: file.denied };
            const at = [...issue.path, location.key];
            const [, list, index] = issue.path;
            const field = `findings.${String(list)}[${String(index)}].${location.key}`;
            ctx.report(at, missing.denied
                ? `\`${field}\` names ${(0,util_values/* show */.WU)(missing.file)}, which could not be read (${missing.denied}). Make it readable to the user the check runs as.`
                : `\`${field}\` names ${(0,util_values/* show */.WU)(missing.file)}, which does not exist in the repository. Fix the path (relative to the repository root), or commit the file.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/finding-location-path.ts





const findingLocationPath = (0,define_rule/* defineRule */.K)({
    id: 'envelope/finding-location-path',
    severity: 'error',
    summary: 'A finding `location` in `findings.p0/p1/p2_issues` names a file by an absolute path, or one that leaves the repository through `..`.',
    rationale: "The writer opens a finding's `location` to fix it; an absolute path or one through `..` points outside the repository, at a file the review was not about.",
    spec: '§ エージェント別スキーマ > Reviewer',
    check(ctx) {
        for (const issue of declaredIssues(ctx.data)) {
            const location = findingLocation(issue.value);
            const outside = location && (0,location_path/* locationOutside */.b)(location.text);
            if (!location || !outside)
                continue;
            const [, list, index] = issue.path;
            const field = `findings.${String(list)}[${String(index)}].${location.key}`;
            ctx.report([...issue.path, location.key], (0,repo_path/* repoPathMessage */.pm)(field, outside.path, outside.problem));
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/gate-count-short.ts




const items = (n, severity) => `${n} open ${severity} item${n === 1 ? '' : 's'}`;
/** The reviewers holding `severity`, named (three at most), each with its count. */
function holders(reviewers, severity) {
    const holding = reviewers.filter((r) => r.counts[severity] > 0);
    const named = holding.slice(0, 3).map((r) => `\`${r.path}\`: ${r.counts[severity]}`);
    if (holding.length > 3)
        named.push(`${holding.length - 3} more`);
    return named.join(', ');
}
const gateCountShort = (0,define_rule/* defineRule */.K)({
    id: 'envelope/gate-count-short',
    severity: 'error',
    summary: "An aggregator's `gate_decision` count for a severity is short of the open items its run's reviewers list by more than `summary.duplicates_removed`, or is 0 while a reviewer holds one.",
    rationale: "The Aggregator's counts decide the gate; counts short of the items its reviewers list (beyond the duplicates it removed) drop findings on the way, and a veto can vanish between review and gate.",
    spec: '§ エージェント別スキーマ > Aggregator',
    check(ctx) {
        if (!isAggregator(ctx.data))
            return;
        const decision = (0,util_values/* field */.ZZ)(ctx.data, 'gate_decision');
        if (!(0,util_values/* isRecord */.u4)(decision))
            return;
        const reviewers = reviewersOf(ctx.project, ctx.path);
        if (reviewers.length === 0)
            return;
        const removed = Math.max(0, countOf((0,util_values/* field */.ZZ)((0,util_values/* field */.ZZ)(ctx.data, 'summary'), 'duplicates_removed')) ?? 0);
        for (const severity of REVIEW_SEVERITIES) {
            const key = `${severity.toLowerCase()}_count`;
            const stated = countOf(decision[key]);
            const held = reviewers.reduce((sum, r) => sum + r.counts[severity], 0);
            if (stated === undefined || held === 0 || (stated > 0 && held - stated <= removed))
                continue;
            ctx.report(['gate_decision', key], stated === 0
                ? `\`${key}\` is 0, but the reviewers this aggregator integrates hold ${items(held, severity)} (${holders(reviewers, severity)}): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).`
                : `\`${key}\` is ${stated}, but the reviewers this aggregator integrates hold ${items(held, severity)} (${holders(reviewers, severity)}), and \`summary.duplicates_removed\` is ${removed}: a count may fall short of theirs only by the duplicates removed. Count every item, or say how many duplicates were removed.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/gate-next-mismatch.ts




const RETURN_TARGETS = ['interviewer', 'planner', 'writer'];
const NEXT_TARGETS = [...RETURN_TARGETS, 'done'];
const gateNextMismatch = (0,define_rule/* defineRule */.K)({
    id: 'envelope/gate-next-mismatch',
    severity: 'error',
    summary: "An aggregator's `next` disagrees with its gate: `done` only on `pass`; a `reject`/`veto` goes back to interviewer, planner or writer.",
    rationale: 'After the gate, `next` decides where the work goes: `done` after a reject or veto ships work the gate stopped, and a pass sent back loops for nothing.',
    spec: '§ next フィールドのルール',
    check(ctx) {
        if (!isAggregator(ctx.data))
            return;
        const written = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'next'));
        // `next: Done` is an enum error, and still sends the work nowhere.
        const next = (0,enum_reading/* enumMember */.G)(written, NEXT_TARGETS) ?? written;
        const decision = (0,util_values/* field */.ZZ)(ctx.data, 'gate_decision');
        // Only a reviewer-merging aggregator has a gate (spec 1: 「Reviewer 統合の場合のみ」): null is none.
        if (decision === undefined || decision === null) {
            if (next === 'done') {
                ctx.report(['next'], 'An aggregator may send `next: done` only when its review gate passed, and this one has no `gate_decision`. Add the `gate_decision`, or name the next agent.', {
                    severity: 'warning',
                });
            }
            return;
        }
        const declared = declaredResult(decision);
        const result = isGateResult(declared) ? declared : countedResult(decision)?.result;
        if (!result || next === undefined)
            return;
        if (result === 'pass' && RETURN_TARGETS.includes(next)) {
            ctx.report(['next'], `The gate passed, so the work is \`done\`; \`next: ${next}\` would send it back. Write \`next: done\`, or record why the gate did not pass.`);
        }
        else if (result !== 'pass' && next === 'done') {
            ctx.report(['next'], `A \`${result}\` sends the work back to \`interviewer\` (NFR gaps), \`planner\` (structure) or \`writer\` (wording), not \`done\`.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/gate-result-mismatch.ts





const gateResultMismatch = (0,define_rule/* defineRule */.K)({
    id: 'envelope/gate-result-mismatch',
    severity: 'error',
    summary: '`gate_decision.result` disagrees with its own counts (P0 ≥ 1 → veto, P1 ≥ 2 → reject, otherwise pass); the gate takes the stricter of the two.',
    rationale: 'Spec 1 derives the gate from the counts (a P0 vetoes, two P1s reject); a `gate_decision.result` that says `pass` against its own counts would merge work its own findings block.',
    spec: '§ 重大度定義（Reviewer のみ）',
    check(ctx) {
        const decision = (0,util_values/* field */.ZZ)(ctx.data, 'gate_decision');
        const counted = countedResult(decision);
        const written = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(decision, 'result'));
        const result = declaredResult(decision);
        // A case slip that agrees with the counts (`Veto` for one P0) is the enum error's alone.
        if (!counted || written === undefined || result === counted.result || (0,template_leftover/* leftoverReason */.GN)(written))
            return;
        const counts = `\`p0_count: ${counted.p0}\` and \`p1_count: ${counted.p1}\``;
        const why = 'one P0 vetoes, two P1s reject, anything else passes';
        const gate = (0,gate_gate/* declaredGateResult */.pm)(result, { P0: counted.p0, P1: counted.p1, P2: 0, P3: 0 });
        const until = ` Until then the gate takes the stricter, \`${gate}\`.`;
        ctx.report(['gate_decision', 'result'], isGateResult(result)
            ? `\`gate_decision.result\` is \`${written}\`, but ${counts} make it \`${counted.result}\` (${why}). Correct the result or the counts.${until}`
            : `\`${written}\` is not a gate result; ${counts} make it \`${counted.result}\` (${why}). Write \`result: ${counted.result}\`.${until}`);
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/next-mismatch.ts



/** Spec 1's `next` table. Which of an aggregator's targets is right depends on the gate (see gate-decision.ts). */
const NEXT_FOR_KIND = {
    explorer: ['aggregator'],
    interviewer: ['planner'],
    planner: ['writer'],
    writer: ['reviewer'],
    reviewer: ['aggregator'],
    aggregator: ['interviewer', 'planner', 'writer', 'done'],
};
const nextMismatch = (0,define_rule/* defineRule */.K)({
    id: 'envelope/next-mismatch',
    severity: 'error',
    summary: "`next` is not where spec 1's table sends this `kind` (explorer → aggregator, planner → writer, writer → reviewer, …).",
    rationale: "Spec 1's table says where each kind of agent hands on (planner → writer, writer → reviewer); a `next` against it skips a stage, such as the review, or sends the work in a circle.",
    spec: '§ next フィールドのルール',
    check(ctx) {
        const kind = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'kind'));
        const next = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'next'));
        // A team's own kinds and targets (config `enums`) have no row in the table: nothing to check.
        const allowed = kind !== undefined && Object.hasOwn(NEXT_FOR_KIND, kind) ? NEXT_FOR_KIND[kind] : undefined;
        if (!allowed || next === undefined || !NEXTS.includes(next) || allowed.includes(next))
            return;
        const article = /^[aeiou]/i.test(kind) ? 'An' : 'A';
        ctx.report(['next'], `${article} ${kind} hands off to ${allowed.map((n) => `\`${n}\``).join(' or ')}, not \`${next}\` (spec 1's \`next\` table).`);
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/severity-mismatch.ts




const showSeverity = (value) => (value === null ? '`null`' : `\`${value}\``);
const reviewerSeverityMismatch = (0,define_rule/* defineRule */.K)({
    id: 'envelope/severity-mismatch',
    severity: 'error',
    summary: "A reviewer's `severity` is not its highest finding level (P0 if any `p0_issues`, else P1, else P2, else null).",
    rationale: "A reviewer's `severity` is what the gate reads at a glance; one lower than its worst finding (P1 with a P0 listed) lets a veto pass as a lesser problem.",
    spec: '§ 重大度定義（Reviewer のみ）',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'kind') !== 'reviewer' || !(0,util_values/* has */.zy)(ctx.data, 'severity'))
            return;
        const severity = (0,util_values/* field */.ZZ)(ctx.data, 'severity');
        if (severity !== null && !SEVERITIES.includes(severity))
            return;
        const issues = declaredIssues(ctx.data);
        const highest = highestPriority(issues);
        if (severity === highest)
            return;
        const because = highest === null
            ? 'it lists no findings'
            : `its highest finding is ${highest} (${issues.filter((i) => i.priority === highest).length} in \`findings.${highest.toLowerCase()}_issues\`)`;
        ctx.report(['severity'], `\`severity\` is ${showSeverity(severity)}, but ${because}. Write \`severity: ${highest ?? 'null'}\`.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/severity-missing.ts



const reviewerSeverityMissing = (0,define_rule/* defineRule */.K)({
    id: 'envelope/severity-missing',
    severity: 'warning',
    summary: "A reviewer's envelope has no `severity` (its highest finding level, or null).",
    rationale: 'Spec 1 asks every reviewer for a `severity`, its highest finding level or null; without it a reader that looks only there sees no verdict from the review at all.',
    spec: '§ エージェント別スキーマ > Reviewer',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'kind') !== 'reviewer' || (0,util_values/* has */.zy)(ctx.data, 'severity'))
            return;
        const highest = highestPriority(declaredIssues(ctx.data));
        ctx.report(['kind'], `A reviewer states its highest finding level in \`severity\`; add \`severity: ${highest ?? 'null'}\`.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/envelope/rules/status-requires.ts


/**
 * Spec 1's status table: the field each status requires. `ok` only needs `artifacts` to be there
 * (an agent may produce nothing); the others need at least one entry, or the status says nothing.
 */
const REQUIREMENTS = [
    {
        status: 'ok',
        key: 'artifacts',
        nonEmpty: false,
        why: 'list the files it produced (`[]` when none)',
        rationale: '`status: ok` tells the next agent to take up the output, and `artifacts` is where it looks for it: without the list it cannot tell output that is empty from output that was forgotten.',
    },
    {
        status: 'needs_input',
        key: 'open_questions',
        nonEmpty: true,
        why: 'ask at least one question in `open_questions`',
        rationale: '`needs_input` stops the pipeline for a person’s answer: with no entry in `open_questions` the person is asked to answer nothing, and the work waits for ever.',
    },
    {
        status: 'conflict',
        key: 'conflicts',
        nonEmpty: true,
        why: 'list at least one conflict in `conflicts`',
        rationale: '`status: conflict` hands a disagreement on to be settled: with no entry in `conflicts` whoever settles it cannot see what disagrees with what.',
    },
    {
        status: 'blocked',
        key: 'blockers',
        nonEmpty: true,
        why: 'say what blocks it in `blockers` (at least one)',
        rationale: '`status: blocked` stops the work until something is cleared: with no entry in `blockers` nobody knows what to clear, and the work stays stopped.',
    },
];
const kebab = (key) => key.replace(/_/g, '-');
const statusRequires = REQUIREMENTS.map(({ status, key, nonEmpty, why, rationale }) => (0,define_rule/* defineRule */.K)({
    id: `envelope/status-requires-${kebab(key)}`,
    severity: 'error',
    summary: `\`status: ${status}\` without ${nonEmpty ? `at least one entry in \`${key}\`` : `\`${key}\``} (spec 1's status table).`,
    rationale,
    spec: '§ ステータス定義',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'status') !== status)
            return;
        const value = (0,util_values/* field */.ZZ)(ctx.data, key);
        // A present value of the wrong type is the schema's finding, not this rule's. The lists that
        // must not be empty accept null under other statuses (the schema allows it): null is none.
        const missing = !(0,util_values/* has */.zy)(ctx.data, key) || (nonEmpty && (value === null || (Array.isArray(value) && value.length === 0)));
        if (missing) {
            const at = (0,util_values/* has */.zy)(ctx.data, key) ? [key] : ['status'];
            ctx.report(at, `\`status: ${status}\` requires \`${key}\`${nonEmpty ? ' with at least one entry' : ''}: ${why}.`);
        }
    },
}));

;// CONCATENATED MODULE: ./src/formats/envelope/rules/index.ts













/** The envelope's rules (spec 1), one line each: a rule's module is named by its id. */
const rules = [
    ...statusRequires,
    agentIdSegments,
    artifactPath,
    artifactMissing,
    nextMismatch,
    reviewerSeverityMismatch,
    reviewerSeverityMissing,
    findingIncomplete,
    findingLocationNotFound,
    findingLocationPath,
    gateResultMismatch,
    gateCountShort,
    gateNextMismatch,
];

;// CONCATENATED MODULE: ./src/formats/envelope/index.ts








const envelope = {
    id: 'envelope',
    title: 'Handoff envelope',
    reader: "the next Swarm agent, or the Aggregator, that spec 1's envelope hands the output to",
    spec: 'spec 1 (handoff envelope)',
    fieldsSection: '§ 基本スキーマ',
    syntaxes: ['yaml', 'json'],
    paths: ['.work/**/*.{yaml,yml,json}'],
    signature: {
        prefilter: /agent_id["']?\s*:/,
        matches: (data) => (0,util_values/* has */.zy)(data, 'kind') && (0,util_values/* has */.zy)(data, 'agent_id'),
        required: true,
        // Under `.work/` only: elsewhere `kind` is everyone's key (Kubernetes, OpenAPI, ...).
        nearMiss: {
            keys: ['kind', 'agent_id'],
            typos: ['kind', 'agent_id'],
            standIns: {
                agent_name: {
                    key: 'agent_id',
                    why: "`agent_name` is the SubAgent Response's key (spec 2, a file without `kind`); a handoff envelope names its agent with `agent_id`.",
                },
            },
            // One of the two keys is there at least up to case and separators.
            prefilter: /kind|agent[\s_-]*id/i,
            onPathsOnly: true,
        },
    },
    schema: envelopeSchema,
    enums: ['kind', 'next', 'artifact-type'],
    rules: rules,
    gateItems: gateItems,
    declaredVerdict: (ctx) => (isAggregator(ctx.data) ? declaredResult((0,util_values/* field */.ZZ)(ctx.data, 'gate_decision')) : undefined),
    // Spec 1: the Aggregator (Reviewer) holds the gate decision (P0 ≥ 1 vetoes, P1 ≥ 2 sends back).
    declaredVerdictDecides: true,
    // An aggregator's counts gate too (`p0_count: 1` vetoes whatever `result` says): one stated
    // count is enough, the others read as 0.
    declaredCounts(ctx) {
        if (!isAggregator(ctx.data))
            return undefined;
        const decision = (0,util_values/* field */.ZZ)(ctx.data, 'gate_decision');
        const count = (key) => countOf((0,util_values/* field */.ZZ)(decision, key));
        const [p0, p1, p2] = [count('p0_count'), count('p1_count'), count('p2_count')];
        return p0 === undefined && p1 === undefined && p2 === undefined
            ? undefined
            : { P0: p0 ?? 0, P1: p1 ?? 0, P2: p2 ?? 0, P3: 0 };
    },
    // An aggregator integrates its run's reviewers (spec 1): a change to it alone still counts their items.
    gateContext: (ctx) => (isAggregator(ctx.data) ? reviewersOf(ctx.project, ctx.path).map((r) => r.path) : undefined),
    inboxItems: inboxItems,
    inbox: envelopeInbox,
    chain: envelopeChain,
};

;// CONCATENATED MODULE: ./src/rules/shared/date-pattern.ts
/**
 * Calendar dates as JSON Schema `pattern` text (no flags; editors and ajv compile it with `u`):
 * a month's own number of days, and February 29th in leap years only, so an editor rejects the
 * dates the checker calls "not a real date" (`2025-02-30`, `2025-02-29`).
 */
const MONTH_DAY = '(?:(?:0[13578]|1[02])-?(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-?(?:0[1-9]|[12]\\d|30)|02-?(?:0[1-9]|1\\d|2[0-8]))';
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
/** `YYYY-MM-DD`, or `YYYYMMDD` when `separator` is empty. */
function datePattern(separator) {
    const md = separator ? MONTH_DAY.replaceAll('-?', '-') : MONTH_DAY.replaceAll('-?', '');
    return `(?:\\d{4}${separator}${md}|${LEAP_YEAR}${separator}02${separator}29)`;
}

;// CONCATENATED MODULE: ./src/rules/shared/timestamp-reading.ts

/** ISO 8601 date-time with a time zone (`Z` or `±hh:mm`), as the specs' examples write it. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/;
/**
 * The same rule as a JSON Schema `pattern`, for editors: what {@link timestampProblem} accepts
 * (surrounding blanks, a space or `t` for `T`, seconds up to a leap second 60, any fraction, `Z`
 * or an offset with or without its colon), with real dates and times only.
 */
const TIMESTAMP_PATTERN = `^\\s*${datePattern('-')}[Tt ](?:[01]\\d|2[0-3]):[0-5]\\d(?::(?:[0-5]\\d|60)(?:\\.\\d+)?)?(?:[Zz]|[+-]\\d{2}:?\\d{2})\\s*$`;
/** Why `text` is not a usable timestamp, or undefined when it is one. */
function timestampProblem(text) {
    const match = ISO_DATE_TIME.exec(text.trim());
    if (!match) {
        return /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text.trim()) ? 'no-offset' : 'not-iso';
    }
    const [, y, mo, d, h, mi, s] = match;
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    const valid = date.getUTCMonth() === Number(mo) - 1 &&
        date.getUTCDate() === Number(d) &&
        Number(h) < 24 &&
        Number(mi) < 60 &&
        Number(s ?? 0) < 61;
    return valid ? undefined : 'impossible';
}
function timestampMessage(field, problem) {
    switch (problem) {
        case 'no-offset':
            return `\`${field}\` has no time zone; add \`Z\` or an offset such as \`+09:00\`.`;
        case 'impossible':
            return `\`${field}\` is not a real date and time.`;
        default:
            return `\`${field}\` must be an ISO 8601 timestamp such as \`2025-01-14T12:00:00Z\`.`;
    }
}
/** The zone a valid timestamp is written with (`Z`, `+09:00`), as written; undefined for any other text. */
function zoneOf(text) {
    return timestampProblem(text) === undefined ? ISO_DATE_TIME.exec(text.trim())?.[7] : undefined;
}
/** A date-time written year first with other separators, or in ISO 8601's basic form (`20250114T120000Z`). */
const OTHER_FORM = /^(\d{4})([-/.]?)(\d{2})\2(\d{2})([Tt ])(\d{2})(:?)(\d{2})(?:\7(\d{2})(\.\d+)?)?(?: ?([Zz]|[+-]\d{2}:?\d{2}))?$/;
/**
 * The timestamp `text` surely means, written as the specs write it, or undefined when its instant
 * is not plain from the file: a year-first date with `/` or `.` or no separators, or ISO 8601's
 * basic form, is rewritten with `-` and `:`; a missing zone is added only when every other
 * timestamp of the file is written in one zone (`zones`), which then is the file's.
 */
function timestampFix(text, zones) {
    if (text !== text.trim())
        return undefined;
    const match = OTHER_FORM.exec(text);
    if (!match)
        return undefined;
    const [, y, , mo, d, , h, , mi, s, fraction, written] = match;
    const zone = written ?? (zones.size === 1 ? [...zones][0] : undefined);
    if (zone === undefined)
        return undefined;
    // Always `T`: a date and a time joined by a space is RFC 3339's allowance, not the form the specs write.
    const fixed = `${y}-${mo}-${d}T${h}:${mi}${s === undefined ? '' : `:${s}${fraction ?? ''}`}${zone}`;
    return fixed !== text && timestampProblem(fixed) === undefined ? fixed : undefined;
}
/** Milliseconds since the epoch, for ordering two valid timestamps. */
function timestampValue(text) {
    return Date.parse(text.trim().replace(' ', 'T'));
}

;// CONCATENATED MODULE: ./src/formats/handoff/schema.ts




const schema_STATUSES = ['PASS', 'PASS_WITH_WARNINGS', 'PASS_WITH_FIXES', 'FAIL'];
const schema_ARTIFACT_TYPES = ['source_file', 'test_file', 'documentation', 'config_file', 'report'];
const PRIORITIES = ['critical', 'high', 'medium', 'low'];
const ISSUE_SEVERITIES = ['critical', 'high', 'medium', 'low'];
const ISSUE_CATEGORIES = ['bug', 'security', 'performance', 'quality'];
const ISSUE_STATUSES = ['open', 'fixed', 'wontfix'];
/** The `to_agent` of the last agent in the pipeline. */
const COMPLETE = 'COMPLETE';
const schema_strings = (description) => schemas/* array */.YOg(schemas/* string */.YjP()).describe(description);
const percentage = (description) => schemas/* number */.aig().min(0).max(100).describe(description);
/** One of `artifacts`: a file or output the agent made. */
const schema_artifact = (values) => schemas/* looseObject */._H3({
    type: schemas/* enum */.k5n(values('artifact-type', schema_ARTIFACT_TYPES)).describe('What kind of file or output this is.'),
    path: stringMatching(repo_path/* REPO_PATH_PATTERN */.wj).min(1).describe('Path of the file, relative to the repository root.'),
    purpose: schemas/* string */.YjP().describe('Brief description.'),
    priority: schemas/* enum */.k5n(PRIORITIES).describe('Importance for testing and review.'),
});
/** One of `issues`: a problem found, and whether it still counts in the review gate. */
const schema_issue = () => schemas/* looseObject */._H3({
    id: schemas/* string */.YjP().min(1).describe('Identifier, unique within the file.'),
    severity: schemas/* enum */.k5n(ISSUE_SEVERITIES).describe('critical → P0, high → P1, medium → P2, low → P3 in the review gate.'),
    category: schemas/* enum */.k5n(ISSUE_CATEGORIES).optional(),
    location: stringMatching(repo_path/* REPO_LOCATION_PATTERN */.um)
        .optional()
        .describe('Where the problem is, as file:line (file relative to the repository root).'),
    description: schemas/* string */.YjP().describe('What the issue is.'),
    remediation: schemas/* string */.YjP().optional().describe('How to fix it.'),
    status: schemas/* enum */.k5n(ISSUE_STATUSES)
        .optional()
        .describe('Only open issues (or issues without a status) count in the review gate.'),
});
/** `test_requirements`: what the developer asks the test writer to cover. */
const testRequirements = () => schemas/* looseObject */._H3({
    coverage: percentage('Target test coverage, in percent.').optional(),
    critical_paths: schema_strings('Critical functionality to test.').optional(),
    edge_cases_to_test: schema_strings('Edge cases to test.').optional(),
});
/**
 * Spec 3's schema, field for field; unknown keys are allowed (the spec's own examples add
 * `fixes_applied`, `issues_resolved`, extra issue keys). `iteration` and `loop_required` are
 * optional here: the spec calls them required but its own examples omit them, so their absence
 * is a warning from `handoff/loop-fields-missing`, not a schema error. The fields the spec calls
 * optional (`loop_target`, `loop_reason`: "Null if loop_required=false"; `issues`, `metrics`) or
 * asks for only between two agents (`test_requirements`, BackendBuilder → TestAgent) accept
 * `null` as well as absence: an agent writing every key of the schema writes null for those.
 */
function handoffSchema(values) {
    return schemas/* looseObject */._H3({
        from_agent: schemas/* string */.YjP()
            .min(1)
            .describe('Name of the agent creating this handoff; the file is handoff-{from_agent}.json.'),
        to_agent: schemas/* string */.YjP()
            .min(1)
            .describe('Name of the next agent in the pipeline, or "COMPLETE" after the final agent.'),
        timestamp: stringMatching(TIMESTAMP_PATTERN).describe('ISO 8601 timestamp with a time zone, when the handoff was created (new Date().toISOString()).'),
        status: schemas/* enum */.k5n(schema_STATUSES).describe('Overall completion status.'),
        iteration: schemas/* int */.Whr()
            .min(1)
            .optional()
            .describe('Current iteration number: starts at 1, increments when the pipeline loops back.'),
        loop_required: schemas/* boolean */.zMY().optional().describe('Whether the orchestrator must loop back to a previous agent.'),
        loop_target: schemas/* string */.YjP()
            .nullable()
            .optional()
            .describe('The agent to loop back to; null when loop_required is false.'),
        loop_reason: schemas/* string */.YjP()
            .nullable()
            .optional()
            .describe('Why the loop is required (e.g. BUGS_FOUND_IN_TESTS); null when loop_required is false.'),
        artifacts: schemas/* array */.YOg(schema_artifact(values)).describe('Files and outputs created by this agent.'),
        context: schemas/* looseObject */._H3({
            design_decisions: schema_strings('Why certain approaches were chosen.'),
            known_limitations: schema_strings('Issues that could not be addressed now.'),
            assumptions: schema_strings('What was assumed to be true; the next agent can validate it.'),
        })
            .describe('Crucial information for the next agent.'),
        test_requirements: testRequirements()
            .nullable()
            .optional()
            .describe('Testing guidance from the developer to the test writer (BackendBuilder → TestAgent only; null or absent otherwise).'),
        issues: schemas/* array */.YOg(schema_issue())
            .nullable()
            .optional()
            .describe('Problems found that need attention (optional: null or absent when there are none).'),
        metrics: schemas/* looseObject */._H3({
            execution_time: schemas/* string */.YjP().optional().describe('Duration, e.g. "8m 45s".'),
            lines_of_code: schemas/* int */.Whr().min(0).optional(),
            test_coverage: percentage('Achieved test coverage, in percent.').optional(),
            quality_score: schemas/* number */.aig().min(0).optional(),
        })
            .nullable()
            .optional()
            .describe("Quantitative measures of the agent's output (optional: null or absent)."),
        validation: schemas/* looseObject */._H3({
            command: schemas/* string */.YjP()
                .describe('Command the next agent may run to verify completion. handoff-gate never runs it.'),
            expected_result: schemas/* string */.YjP().describe('What success looks like.'),
            checklist: schema_strings('Completion criteria.'),
        })
            .describe('How the next agent verifies this agent completed successfully.'),
    })
        .describe('Handoff file (handoff-{AgentName}.json)');
}

;// CONCATENATED MODULE: ./src/formats/handoff/chain.ts



/** A pass with warnings or fixes is handed on, but not clean: the work is still moving. */
const chain_STATUS = {
    pass: 'done',
    pass_with_warnings: 'active',
    pass_with_fixes: 'active',
    fail: 'failed',
};
/** `from_agent` hands to `to_agent` (`COMPLETE` ends the chain); a required loop adds a dashed edge to `loop_target`. */
function handoffChain(ctx) {
    const from = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'from_agent'));
    if (from === undefined)
        return undefined;
    const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
    const at = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'timestamp'));
    const to = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'to_agent'));
    const loopTarget = (0,util_values/* field */.ZZ)(ctx.data, 'loop_required') === true ? (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'loop_target')) : undefined;
    const handoffs = [];
    if (to !== undefined && to.toUpperCase() !== COMPLETE)
        handoffs.push({ from, to, line: ctx.doc.locate(['to_agent']).line });
    if (loopTarget !== undefined)
        handoffs.push({ from, to: loopTarget, label: 'loop', loop: true, line: ctx.doc.locate(['loop_target']).line });
    return {
        agents: [
            {
                agent: from,
                status: (0,chain/* chainStatus */.Qf)(status, chain_STATUS),
                ...(status !== undefined && { declared: status }),
                line: ctx.doc.locate(['status']).line,
                ...(at !== undefined && { at }),
            },
        ],
        handoffs,
    };
}

;// CONCATENATED MODULE: ./src/formats/handoff/repo-file.ts

/**
 * Whether a path a handoff names exists: relative to the repository root, as the spec writes
 * them, or else relative to the handoff's own folder, for pipelines that keep a session's files
 * together (`sessions/001/handoffs/…`).
 */
/** Why a path a handoff names could not be read (the OS's reason), when the system refused it, from the root or the handoff's folder. */
function repoFileUnreadable(ctx, path) {
    const folder = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/')) : '';
    return (ctx.project.unreadable((0,repo_path/* normaliseRepoPath */.Gn)(path)) ??
        (folder ? ctx.project.unreadable((0,repo_path/* normaliseRepoPath */.Gn)(`${folder}/${path}`)) : undefined));
}
function repoFileExists(ctx, path) {
    return (0,repo_path/* normaliseRepoPath */.Gn)(path) === '' || repoFilePlace(ctx, path) !== undefined;
}
/** Where a path a handoff names is in the repository (see {@link repoFileExists}), or undefined. */
function repoFilePlace(ctx, path) {
    const fromRoot = (0,repo_path/* normaliseRepoPath */.Gn)(path);
    if (fromRoot !== '' && ctx.project.exists(fromRoot))
        return fromRoot;
    const folder = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/')) : '';
    const inFolder = folder === '' ? undefined : (0,repo_path/* normaliseRepoPath */.Gn)(`${folder}/${path}`);
    return inFolder !== undefined && ctx.project.exists(inFolder) ? inFolder : undefined;
}

;// CONCATENATED MODULE: ./src/formats/handoff/gate.ts






/**
 * Spec 3: only open issues need attention. An issue without a status is open, and so is one
 * with a status outside the enum (already an error): a typo must not hide a P0 from the gate.
 * A closed status that misses the enum only by case (`Fixed`) is an error too, but plainly says
 * the issue is closed.
 */
function isOpen(issue) {
    const status = (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(issue, 'status'), ISSUE_STATUSES);
    return status !== 'fixed' && status !== 'wontfix';
}
function openIssues(ctx) {
    return (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues'))
        .map((issue, index) => ({ issue, index }))
        .filter(({ issue }) => isOpen(issue));
}
/**
 * Where the file a location names is, for its link: a path written from the handoff's own folder
 * (`locationFile`), or none at all (`locationMissing`; a file the system would not let the check
 * read is there, and GitHub shows it).
 */
function locationPlace(ctx, location) {
    const parsed = (0,location_path/* parseLocation */.z)(location);
    if (!parsed)
        return {};
    const place = repoFilePlace(ctx, parsed.path);
    if (place !== undefined)
        return place === parsed.path ? {} : { locationFile: place };
    return repoFileUnreadable(ctx, parsed.path) === undefined ? { locationMissing: true } : {};
}
function handoffGateItems(ctx) {
    const items = [];
    for (const { issue, index } of openIssues(ctx)) {
        const priority = (0,gate_gate/* priorityOf */.a2)((0,util_values/* field */.ZZ)(issue, 'severity'));
        if (!priority)
            continue;
        const id = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'id'));
        const category = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'category'));
        const location = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'location'));
        const fix = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'remediation'));
        items.push({
            priority,
            ...(id !== undefined && { id }),
            ...(category !== undefined && { category }),
            description: (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'description')) ?? '(no description)',
            ...(location !== undefined && { location }),
            ...(location !== undefined && locationPlace(ctx, location)),
            ...(fix !== undefined && { fix }),
            source: { path: ctx.path, line: ctx.doc.locate(['issues', index]).line },
        });
    }
    return items;
}

;// CONCATENATED MODULE: ./src/formats/handoff/inbox.ts










/**
 * A failed handoff that does not loop back stops the pipeline: a human has to step in. A loop
 * needs somewhere to go: `loop_required: true` with a null or missing `loop_target` loops nowhere.
 */
function handoffInboxItems(ctx) {
    const loops = (0,util_values/* field */.ZZ)(ctx.data, 'loop_required') === true && (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'loop_target')) !== undefined;
    // `status: Fail` is an enum error, and still a failed handoff.
    if (!(0,enum_reading/* means */.p)((0,util_values/* field */.ZZ)(ctx.data, 'status'), 'FAIL', schema_STATUSES) || loops)
        return [];
    const from = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'from_agent')) ?? 'an agent';
    const to = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'to_agent'));
    const expected = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)((0,util_values/* field */.ZZ)(ctx.data, 'validation'), 'expected_result'));
    return [
        {
            key: (0,keys/* inboxKey */.Yw)('handoff', { path: ctx.path }),
            reason: 'blocked',
            path: ctx.path,
            line: ctx.doc.locate(['status']).line,
            title: itemTitle('Blocked', `${from} failed${to ? ` handing off to ${to}` : ''}`),
            format: 'handoff',
            actions: [],
            details: [
                { label: 'From', value: from },
                { label: 'To', value: to ?? '(none)' },
                { label: 'Status', value: 'FAIL' },
                ...(expected !== undefined ? [{ label: 'Expected result', value: expected }] : []),
                ...openIssues(ctx).map(({ issue, index }) => ({
                    label: `Issue ${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'id')) ?? index + 1}`,
                    value: `${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'severity')) ?? '?'}: ${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'description')) ?? ''}${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'location')) ? ` (${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'location'))})` : ''}`,
                })),
            ],
        },
    ];
}
/** No command applies to a failed handoff: the issue says what it stops. */
const handoffInbox = defineInbox({
    reasons: {
        blocked: {
            ...BLOCKED,
            asks: (item) => {
                // The first open issue says why it failed; without one, what the handoff was to show.
                const issue = item.details.find((d) => d.label.startsWith('Issue '));
                const why = issue ?? item.details.find((d) => d.label === 'Expected result');
                return {
                    ask: `**Step in: a handoff failed** (from ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(detailOf(item, 'From') ?? 'an agent', 100))}):`,
                    text: why?.value ?? 'it names no open issue',
                    ...(why && { detail: why.label }),
                };
            },
            statement: () => 'The handoff failed and does not loop back: the pipeline stops here until a human steps in.',
            closes: (item) => `a change to ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.path, 500))} on the default branch that passes it (\`status: PASS\`) or loops it back (\`loop_required: true\` with a \`loop_target\`)`,
        },
    },
});

// EXTERNAL MODULE: ./src/rules/schema-findings.ts
var schema_findings = __webpack_require__(3975);
;// CONCATENATED MODULE: ./src/rules/shared/timestamp.ts





/**
 * `<format>/timestamp`: the timestamp fields at `at(data)` must be ISO 8601 with a zone. YAML 1.2
 * keeps unquoted timestamps as strings, so they arrive here as text.
 */
function timestampRule(format, at, options) {
    return (0,define_rule/* defineRule */.K)({
        id: `${format}/timestamp`,
        severity: 'error',
        summary: options.summary ?? '`created_at` is not an ISO 8601 date-time with a time zone (`2025-02-22T10:00:00Z`).',
        rationale: options.rationale,
        ...(options.spec !== undefined && { spec: options.spec }),
        check(ctx) {
            let zones;
            const paths = at(ctx.data);
            for (const path of paths) {
                const text = (0,template_leftover/* filledString */.Mb)((0,util_values/* valueAt */.fK)(ctx.data, path));
                const problem = text === undefined ? undefined : timestampProblem(text);
                if (!problem)
                    continue;
                // The file's zones, found once it has a timestamp to fix: a missing one is the file's own zone, if it has just one.
                zones ??= zonesOf(ctx.data, paths);
                const fixed = problem === 'impossible' ? undefined : timestampFix(text, zones);
                const message = options.hint
                    ? `${timestampMessage((0,schema_findings/* showPath */.P)(path), problem)} ${options.hint}`
                    : timestampMessage((0,schema_findings/* showPath */.P)(path), problem);
                ctx.report(path, message, { ...(fixed !== undefined && { fix: { value: fixed } }) });
            }
        },
    });
}
/** The zones the valid timestamps at `paths` are written in. */
function zonesOf(data, paths) {
    const zones = new Set();
    for (const path of paths) {
        const value = (0,util_values/* valueAt */.fK)(data, path);
        const zone = typeof value === 'string' ? zoneOf(value) : undefined;
        if (zone !== undefined)
            zones.add(zone);
    }
    return zones;
}
// The reading of a timestamp, for the modules that import it from here: timestamp-reading.ts holds it.

;// CONCATENATED MODULE: ./src/formats/handoff/timestamp.ts

const timestampValid = timestampRule('handoff', () => [['timestamp']], {
    summary: '`timestamp` is not an ISO 8601 date-time with a time zone (as `new Date().toISOString()` writes it).',
    hint: 'Use `new Date().toISOString()`.',
    spec: '§ Field Descriptions > timestamp (required)',
    rationale: 'The orchestrator tells the newest handoff of an agent by its `timestamp`: one with no zone, or not a time at all, is read hours off or not at all, and an older handoff can win.',
});

;// CONCATENATED MODULE: ./src/formats/handoff/artifacts.ts


/** Each artifact `path` written as a string and not a template leftover, with the artifact's index. */
function artifacts_eachArtifactPath(ctx, visit) {
    (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'artifacts')).forEach((artifact, i) => {
        const path = (0,template_leftover/* filledString */.Mb)((0,util_values/* field */.ZZ)(artifact, 'path'));
        if (path !== undefined)
            visit(path, i);
    });
}

;// CONCATENATED MODULE: ./src/formats/handoff/rules/artifact-not-found.ts





const artifactExists = (0,define_rule/* defineRule */.K)({
    id: 'handoff/artifact-not-found',
    severity: 'warning',
    summary: 'An artifact `path` names no file in the repository (globs such as `tests/unit/*.test.js` are not checked).',
    rationale: 'An artifact the handoff hands on but the repository does not hold is work the next agent will look for and not find: it was never written, or written somewhere else.',
    check(ctx) {
        artifacts_eachArtifactPath(ctx, (path, i) => {
            if ((0,repo_path/* repoPathProblem */.Js)(path) || (0,repo_path/* isGlob */.fg)(path) || repoFileExists(ctx, path))
                return;
            const denied = repoFileUnreadable(ctx, path);
            ctx.report(['artifacts', i, 'path'], denied
                ? `Artifact ${(0,util_values/* show */.WU)(path)} could not be read (${denied}): the system would not let the check see it. Make it readable to the user the check runs as.`
                : `Artifact ${(0,util_values/* show */.WU)(path)} does not exist in the repository. Commit it, fix the path (relative to the repository root), or drop the artifact.`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/artifact-path.ts



const artifactPathInside = (0,define_rule/* defineRule */.K)({
    id: 'handoff/artifact-path',
    severity: 'error',
    summary: 'An artifact `path` is absolute or leaves the repository.',
    rationale: 'The next agent reads each artifact from its `path`: an absolute path or one through `..` points outside the repository, to a file a handoff has no business handing on.',
    spec: '§ Handoff File Structure > Schema',
    check(ctx) {
        artifacts_eachArtifactPath(ctx, (path, i) => {
            const problem = (0,repo_path/* repoPathProblem */.Js)(path);
            // An empty path is the schema's finding (`handoff/range`).
            if (problem && problem !== 'empty')
                ctx.report(['artifacts', i, 'path'], (0,repo_path/* repoPathMessage */.pm)(`artifacts[${i}].path`, path, problem));
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/duplicate-issue-id.ts


const issueIdsUnique = (0,define_rule/* defineRule */.K)({
    id: 'handoff/duplicate-issue-id',
    severity: 'error',
    summary: 'Two issues in one file share an `id`.',
    rationale: 'Issues are fixed, re-tested and closed by their `id`: two issues with one id make a fix of one look like a fix of both, and the other stays open unseen.',
    spec: '§ Handoff File Structure > Schema',
    check(ctx) {
        const seen = new Map();
        (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues')).forEach((issue, i) => {
            const id = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'id'));
            if (id === undefined)
                return;
            const first = seen.get(id);
            if (first === undefined)
                seen.set(id, i);
            else
                ctx.report(['issues', i, 'id'], `Issue id ${(0,util_values/* show */.WU)(id)} is already used by \`issues[${first}]\`; give each issue its own id.`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/from-agent-mismatch.ts



const FILE_NAME = /^handoff-(.+)\.json$/;
/**
 * `handoff-{AgentName}.json`, optionally with a qualifier after a hyphen: the spec's companion
 * docs write `handoff-TestAgent-iteration-1.json`, and real pipelines keep
 * `handoff-RankingEngine-CORRECTED.json` next to the original. The qualifier names the file,
 * not the agent, so `from_agent` must equal the stem or the part before such a qualifier.
 */
function namesAgent(stem, agent) {
    return stem === agent || stem.startsWith(`${agent}-`);
}
const fromAgentMatchesFileName = (0,define_rule/* defineRule */.K)({
    id: 'handoff/from-agent-mismatch',
    severity: 'error',
    summary: "`from_agent` is not the `{AgentName}` of the file's name `handoff-{AgentName}.json` (a `-qualifier` after the name is allowed).",
    rationale: 'The orchestrator finds a handoff by its file name, `handoff-{AgentName}.json`, and trusts `from_agent` for who finished: when the two disagree, the work is credited to, or routed from, the wrong agent.',
    spec: '§ Handoff File Structure > Location',
    check(ctx) {
        const agent = (0,template_leftover/* filledString */.Mb)((0,util_values/* field */.ZZ)(ctx.data, 'from_agent'));
        const fileName = ctx.path.slice(ctx.path.lastIndexOf('/') + 1);
        const stem = FILE_NAME.exec(fileName)?.[1];
        if (!agent || stem === undefined || namesAgent(stem, agent))
            return;
        const caseOnly = namesAgent(stem.toLowerCase(), agent.toLowerCase()) ? ' (they differ only in letter case)' : '';
        ctx.report(['from_agent'], `\`from_agent\` is ${(0,util_values/* show */.WU)(agent)} but the file is ${(0,util_values/* show */.WU)(fileName)}${caseOnly}: each agent writes \`handoff-{its own name}.json\`. Rename the file or correct \`from_agent\`.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/parse-location.ts


/** `file:line`, with an optional `:column` as editors and compilers write it. */
const LOCATION = /^(.+?):(\d+)(?::\d+)?$/;
function parseLocation(text) {
    const match = LOCATION.exec(text.trim());
    if (!match)
        return { error: `must be \`file:line\` (e.g. \`src/app.js:42\`); add the line number after a colon` };
    const line = Number(match[2]);
    if (line < 1)
        return { error: `has line ${match[2]}; lines count from 1` };
    return { file: match[1], line };
}
/** Each issue's `location` written as a string and not a template leftover, with the issue's index. */
function eachLocation(ctx, visit) {
    (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues')).forEach((issue, i) => {
        const location = (0,template_leftover/* filledString */.Mb)((0,util_values/* field */.ZZ)(issue, 'location'));
        if (location !== undefined)
            visit(location, i);
    });
}

;// CONCATENATED MODULE: ./src/formats/handoff/rules/issue-location-not-found.ts





const issueLocationExists = (0,define_rule/* defineRule */.K)({
    id: 'handoff/issue-location-not-found',
    severity: 'warning',
    summary: 'The file of an issue `location` does not exist in the repository.',
    rationale: 'An issue whose `location` names a file the repository does not have cannot be checked or fixed where it says: the file was renamed, or the issue was written from memory.',
    check(ctx) {
        eachLocation(ctx, (location, i) => {
            const parsed = parseLocation(location);
            if ('error' in parsed || (0,repo_path/* repoPathProblem */.Js)(parsed.file) || (0,repo_path/* isGlob */.fg)(parsed.file) || repoFileExists(ctx, parsed.file))
                return;
            const denied = repoFileUnreadable(ctx, parsed.file);
            ctx.report(['issues', i, 'location'], denied
                ? `\`issues[${i}].location\` names ${(0,util_values/* show */.WU)(parsed.file)}, which could not be read (${denied}). Make it readable to the user the check runs as.`
                : `\`issues[${i}].location\` names ${(0,util_values/* show */.WU)(parsed.file)}, which does not exist in the repository. Fix the path (relative to the repository root).`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/issue-location.ts




const issueLocationShape = (0,define_rule/* defineRule */.K)({
    id: 'handoff/issue-location',
    severity: 'error',
    summary: 'An issue `location` is not `file:line`, or its file is absolute or outside the repository.',
    rationale: 'The agent that fixes an issue opens its `location` as `file:line`; a location of another shape, or one outside the repository, sends it nowhere, or to a file it should never touch.',
    spec: '§ Handoff File Structure > Schema',
    check(ctx) {
        eachLocation(ctx, (location, i) => {
            const at = ['issues', i, 'location'];
            const parsed = parseLocation(location);
            if ('error' in parsed) {
                ctx.report(at, `\`issues[${i}].location\` (${(0,util_values/* show */.WU)(location)}) ${parsed.error}.`);
                return;
            }
            const problem = (0,repo_path/* repoPathProblem */.Js)(parsed.file);
            if (problem)
                ctx.report(at, (0,repo_path/* repoPathMessage */.pm)(`issues[${i}].location`, parsed.file, problem));
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/iteration-decreased.ts


const iterationNeverDecreases = (0,define_rule/* defineRule */.K)({
    id: 'handoff/iteration-decreased',
    severity: 'error',
    summary: '`iteration` is lower than in the same file at the base revision (iterations only go up).',
    rationale: '`iteration` counts the passes through a loop so that an orchestrator can stop one that does not converge; a count that goes down resets that limit and the loop can run for ever.',
    spec: '§ Field Descriptions > iteration (required)',
    check(ctx) {
        const now = (0,util_values/* asNumber */.i)((0,util_values/* field */.ZZ)(ctx.data, 'iteration'));
        if (now === undefined)
            return;
        const before = (0,util_values/* asNumber */.i)((0,util_values/* field */.ZZ)(ctx.project.base(ctx.path)?.doc?.data, 'iteration'));
        if (before === undefined || now >= before)
            return;
        ctx.report(['iteration'], `\`iteration\` went down from ${before} (base revision) to ${now}. Iterations only increase when the pipeline loops back; write the current iteration (${before} or more).`);
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-fields-missing.ts


/** Each field: what the orchestrator needs it for, and what to write when it is missing. */
const FIELDS = {
    iteration: { why: 'to count loops', add: '`"iteration": 1` (or the current iteration)' },
    loop_required: {
        why: 'to know whether to loop back',
        add: '`"loop_required": false` (or true with `loop_target` and `loop_reason`)',
    },
};
const loopFieldsMissing = (0,define_rule/* defineRule */.K)({
    id: 'handoff/loop-fields-missing',
    severity: 'warning',
    summary: '`iteration` or `loop_required` is missing (the spec calls them required; its own examples omit them).',
    rationale: 'Spec 3 lists `iteration` and `loop_required` as required: without them the orchestrator cannot tell a first pass from a retry, nor whether it must loop back, and it guesses.',
    spec: '§ Field Descriptions',
    check(ctx) {
        if (!(0,util_values/* isRecord */.u4)(ctx.data))
            return;
        const missing = ['iteration', 'loop_required'].filter((key) => !(0,util_values/* has */.zy)(ctx.data, key));
        if (missing.length === 0)
            return;
        const why = missing.length > 1
            ? 'are missing: the orchestrator needs them to count loops'
            : `is missing: the orchestrator needs it ${FIELDS[missing[0]].why}`;
        ctx.report([], `${missing.map((key) => `\`${key}\``).join(' and ')} ${why}. Add ${missing.map((key) => FIELDS[key].add).join(' and ')}.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/loop-fields.ts

/** The fields that say where and why a handoff loops back; null when it does not. */
const LOOP_DETAILS = ['loop_target', 'loop_reason'];
/** A loop detail that says something: null, absence and blanks say nothing (a value of another type is the schema's to report). */
const stated = (data, key) => {
    const value = (0,util_values/* field */.ZZ)(data, key);
    return value !== undefined && value !== null && (0,util_values/* asString */.oJ)(value)?.trim() !== '';
};
/** Where to point: the detail's own line when it is written (as null or blank), else `loop_required`. */
const at = (data, key) => ((0,util_values/* has */.zy)(data, key) ? [key] : ['loop_required']);

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-reason-missing.ts



/**
 * `loop_reason` is optional in spec 3 and the orchestrator can loop without it; the agent looped
 * back to only learns less of why (its issues still say what). So its absence is a warning.
 */
const loopNeedsReason = (0,define_rule/* defineRule */.K)({
    id: 'handoff/loop-reason-missing',
    severity: 'warning',
    summary: '`loop_required: true` without a `loop_reason` saying why the loop is needed.',
    rationale: "The agent a loop sends work back to reads `loop_reason` to learn what to fix (spec 3's `BUGS_FOUND_IN_TESTS`); without it the agent repeats its last pass blind.",
    spec: '§ Field Descriptions > loop_reason (optional)',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'loop_required') !== true || stated(ctx.data, 'loop_reason'))
            return;
        ctx.report(at(ctx.data, 'loop_reason'), '`loop_required: true` without `loop_reason`: say why the loop is needed, e.g. `"loop_reason": "BUGS_FOUND_IN_TESTS"` (or `CRITICAL_CODE_QUALITY_ISSUES`, `CRITICAL_SECURITY_VULNERABILITIES`).');
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-target-required.ts



/**
 * Spec 3's orchestrator "sees `loop_required: true` and `loop_target`": without a target it has
 * nowhere to loop back to, so the handoff cannot be acted on.
 */
const loopNeedsTarget = (0,define_rule/* defineRule */.K)({
    id: 'handoff/loop-target-required',
    severity: 'error',
    summary: '`loop_required: true` without a `loop_target` (the agent to loop back to).',
    rationale: 'An orchestrator that reads `loop_required: true` loops back to the agent `loop_target` names; with no target it has nowhere to send the work, and the pipeline stalls or picks an agent on its own.',
    spec: '§ Example Handoffs > TestAgent → LOOP_TO_BackendBuilder (Iteration 1 - Bugs Found)',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'loop_required') !== true || stated(ctx.data, 'loop_target'))
            return;
        ctx.report(at(ctx.data, 'loop_target'), `\`loop_required: true\` needs \`loop_target\`: the orchestrator loops back to the agent it names. Name that agent (usually \`"loop_target": "BackendBuilder"\`), or set \`loop_required: false\` if no loop is needed.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/loop-target-without-loop.ts



const loopDetailsWithoutLoop = (0,define_rule/* defineRule */.K)({
    id: 'handoff/loop-target-without-loop',
    severity: 'error',
    summary: '`loop_required: false` with a non-null `loop_target` or `loop_reason`.',
    rationale: 'A `loop_target` or `loop_reason` beside `loop_required: false` says two things at once: one reader loops back and another moves on, so the same handoff runs two ways.',
    spec: '§ Field Descriptions > loop_target (optional)',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'loop_required') !== false)
            return;
        for (const key of LOOP_DETAILS) {
            const value = (0,util_values/* field */.ZZ)(ctx.data, key);
            if (value === undefined || value === null)
                continue;
            ctx.report([key], `\`${key}\` must be null when \`loop_required\` is false: the orchestrator will not loop. Set it to null, or set \`loop_required: true\` if a loop is needed.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/handoff/rules/index.ts












/** The handoff's rules (spec 3), one line each: a rule's module is named by its id. */
const rules_rules = [
    fromAgentMatchesFileName,
    timestampValid,
    loopFieldsMissing,
    loopNeedsTarget,
    loopNeedsReason,
    loopDetailsWithoutLoop,
    iterationNeverDecreases,
    issueIdsUnique,
    issueLocationShape,
    issueLocationExists,
    artifactPathInside,
    artifactExists,
];

;// CONCATENATED MODULE: ./src/formats/handoff/index.ts







const handoff = {
    id: 'handoff',
    title: 'Handoff JSON',
    reader: 'the orchestrator that starts the next agent from `handoff-{AgentName}.json`',
    spec: 'spec 3 (handoff-{AgentName}.json)',
    fieldsSection: '§ Handoff File Structure > Schema',
    syntaxes: ['json'],
    paths: ['**/handoff-*.json'],
    schema: handoffSchema,
    enums: ['artifact-type'],
    rules: rules_rules,
    gateItems: handoffGateItems,
    // A status that misses the enum only by case (`Fail`) is declared as the status it spells.
    declaredVerdict: (ctx) => (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(ctx.data, 'status'), schema_STATUSES) ?? (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status')),
    inboxItems: handoffInboxItems,
    inbox: handoffInbox,
    chain: handoffChain,
};

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/inbox/left.ts


/** `` `name` is now `status` ``, or without a status, that it no longer waits for a human. */
function statusLeft(name, status) {
    return status ? `\`${name}\` is now \`${status}\`` : `\`${name}\` no longer waits for a human`;
}
/** The top-level `status` a YAML or JSON text states, if it parses and states one. */
function statusIn(text) {
    if (text === undefined)
        return undefined;
    try {
        return (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)((0,dist/* parse */.qg)(text), 'status'));
    }
    catch {
        return undefined;
    }
}
/** Why an item left the inbox: in its format's words, else what its file's `status` is now. */
function describeLeft(inbox, item) {
    return inbox?.left ? inbox.left(item) : statusLeft(item.name, statusIn(item.text()));
}

;// CONCATENATED MODULE: ./src/parse/yaml-scalar.ts

/**
 * Characters that are not safe raw in every scalar style: outside YAML's printable set (C0 and C1
 * controls, U+FFFE, U+FFFF, lone surrogates), line separators, BOM, and the bidi controls. A
 * strict reader (js-yaml, serde_yaml) refuses a file with the first kind raw; the bidi controls
 * would make the committed line display in another order than it reads (GitHub warns about such
 * files). So they are only ever written escaped, which reads back as the same text.
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function renderScalar(value, ctx) {
    const line = (head) => ({ head, tail: '' });
    if (ctx.style === 'text') {
        if (value.includes('\n') && !ctx.inFlow && blockSafe(value)) {
            const pad = ' '.repeat(ctx.indent);
            return {
                head: '|-',
                tail: value
                    .split('\n')
                    .map((l) => ctx.eol + (l === '' ? '' : pad + l))
                    .join(''),
            };
        }
        return line(doubleQuoted(value));
    }
    switch (ctx.old?.type) {
        case 'QUOTE_DOUBLE':
            return line(doubleQuoted(value));
        case 'QUOTE_SINGLE':
            return line(!value.includes('\n') && !UNSAFE.test(value) ? `'${value.replace(/'/g, "''")}'` : doubleQuoted(value));
        default:
            return line(plainSafe(value) ? value : doubleQuoted(value));
    }
}
/**
 * A JSON string is a YAML double-quoted scalar; the characters JSON leaves raw but YAML readers
 * may trip on are escaped too (JSON.stringify already escapes C0 controls and lone surrogates,
 * which YAML's `\uXXXX` reads back as the same UTF-16 code units; bidi controls are shown as
 * escapes, never raw).
 */
function doubleQuoted(value) {
    return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Words, ids and timestamps: written plain only when YAML reads them back as the same string. */
function plainSafe(value) {
    if (!/^[A-Za-z0-9_][\w.:/+@~-]*$/.test(value) || value.length > 200 || /:$/.test(value))
        return false;
    const doc = (0,dist/* parseDocument */.Tp)(value, { version: '1.2', schema: 'core' });
    return doc.errors.length === 0 && doc.toJS() === value;
}
/** A literal block keeps every character of these as written (`|-`: no final line break). */
function blockSafe(value) {
    return !UNSAFE.test(value) && !value.includes('\r') && /^\S/.test(value) && !value.endsWith('\n');
}

// EXTERNAL MODULE: ./src/parse/blank-line.ts
var blank_line = __webpack_require__(4176);
;// CONCATENATED MODULE: ./src/parse/yaml-edit.ts




/** The checker's reading of YAML (src/parse/yaml-doc.ts): an edit is judged by what it will see. */
const PARSE_OPTIONS = {
    version: '1.2',
    schema: 'core',
    uniqueKeys: true,
    strict: true,
    merge: false,
    prettyErrors: false,
};
const MAX_ALIAS_COUNT = 100;
function readYaml(text) {
    const counter = new dist/* LineCounter */.HN();
    const docs = [...(0,dist/* parseAllDocuments */.hR)(text, { ...PARSE_OPTIONS, lineCounter: counter })];
    for (const doc of docs) {
        const problem = doc.errors[0];
        if (problem) {
            const { line, col } = counter.linePos((0,blank_line/* offTheBlankLine */.B)(text, problem.pos[0]));
            return { error: `line ${line}, column ${col}: ${problem.message.split('\n')[0]}` };
        }
    }
    let values;
    try {
        values = docs.map((doc) => doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }));
    }
    catch (error) {
        const bomb = error instanceof Error && /excessive/i.test(error.message);
        return { error: bomb ? `its aliases expand past ${MAX_ALIAS_COUNT} copies` : 'an alias names no anchor' };
    }
    return { text, docs, values, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}
/** Apply non-overlapping splices; undefined when two overlap. */
function applySplices(text, splices) {
    const sorted = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
    let out = text;
    let limit = text.length;
    for (const s of sorted) {
        if (s.end > limit || s.start > s.end)
            return undefined;
        out = out.slice(0, s.start) + s.insert + out.slice(s.end);
        limit = s.start;
    }
    return out;
}
function pairOf(map, key) {
    return map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === key);
}
/** The mapping at `path` (keys and sequence indexes from the document's root), or undefined. */
function mapAt(doc, path) {
    let node = doc.contents;
    let inFlow = false;
    for (const key of path) {
        inFlow ||= ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) && node.flow === true;
        if ((0,dist/* isMap */.jh)(node) && typeof key === 'string')
            node = pairOf(node, key)?.value ?? null;
        else if ((0,dist/* isSeq */.oP)(node) && typeof key === 'number')
            node = node.items[key] ?? null;
        else
            return undefined;
    }
    if (!(0,dist/* isMap */.jh)(node))
        return undefined;
    return { map: node, inFlow: inFlow || node.flow === true };
}
/** The end of the line holding `offset`: the position of its `\r\n` or `\n`, or the end of the text. */
function lineEnd(text, offset) {
    const nl = text.indexOf('\n', offset);
    if (nl === -1)
        return text.length;
    return nl > 0 && text[nl - 1] === '\r' ? nl - 1 : nl;
}
function columnOf(text, offset) {
    return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}
const isBlank = (ch) => ch === ' ' || ch === '\t';
/**
 * Replace the scalar value of `pair` with `value`, in place: the text before it on its line and a
 * trailing comment after it stay as they are. A block scalar's lines go after the comment.
 */
function replaceValue(source, at, value, style) {
    const { text, eol } = source;
    const node = at.pair.value;
    if ((0,dist/* isAlias */.Vj)(node))
        return 'alias';
    if (!(0,dist/* isScalar */.jn)(node) || !node.range)
        return 'not-scalar';
    const [start, valueEnd] = node.range;
    const old = text.slice(start, valueEnd);
    const keyColumn = (0,dist/* isScalar */.jn)(at.pair.key) && at.pair.key.range ? columnOf(text, at.pair.key.range[0]) : 0;
    const rendered = renderScalar(value, { style, old: node, inFlow: at.inFlow, indent: keyColumn + 2, eol });
    // `answer:` with nothing after the colon: the value needs a space before it.
    const lead = old === '' && !isBlank(text[start - 1]) ? ' ' : '';
    if (old.includes('\n')) {
        // A block scalar (only a blank one reaches here): its lines are the old value; its final line break stays.
        if (!/\n$/.test(old))
            return 'multi-line';
        return { start, end: valueEnd, insert: lead + rendered.head + rendered.tail + eol };
    }
    const end = lineEnd(text, valueEnd);
    const after = text.slice(valueEnd, end);
    // A comment needs a blank before it, which an empty old value may not have left.
    const gap = after.startsWith('#') ? ' ' : '';
    if (rendered.tail === '')
        return { start, end: valueEnd, insert: lead + rendered.head + gap };
    return { start, end, insert: lead + rendered.head + gap + after + rendered.tail };
}
/**
 * Add `key: value` to `at.map` after the pair `after` (its last pair by default): a new line at
 * the pair's indentation in a block mapping, `, key: value` in a flow mapping.
 */
function addPair(source, at, key, value, style, after) {
    const { text, eol } = source;
    const { map } = at;
    const anchor = after ?? map.items[map.items.length - 1];
    if (map.flow) {
        const rendered = renderScalar(value, { style, inFlow: true, indent: 0, eol });
        if (!anchor) {
            if (!map.range)
                return 'not-scalar';
            return { start: map.range[0] + 1, end: map.range[0] + 1, insert: `${key}: ${rendered.head}` };
        }
        const end = endOfPair(anchor);
        if (end === undefined)
            return 'not-scalar';
        return { start: end, end, insert: `, ${key}: ${rendered.head}` };
    }
    const firstKey = map.items[0]?.key;
    if (!anchor || !(0,dist/* isScalar */.jn)(firstKey) || !firstKey.range)
        return 'not-scalar';
    const column = columnOf(text, firstKey.range[0]);
    const rendered = renderScalar(value, { style, inFlow: at.inFlow, indent: column + 2, eol });
    const line = `${' '.repeat(column)}${key}: ${rendered.head}${rendered.tail}`;
    const end = endOfPair(anchor);
    if (end === undefined)
        return 'not-scalar';
    // A block value's range ends with its line break; a plain one ends on its line (a comment may follow).
    if (end > 0 && text[end - 1] === '\n')
        return { start: end, end, insert: line + eol };
    const nl = text.indexOf('\n', end);
    if (nl === -1)
        return { start: text.length, end: text.length, insert: eol + line };
    return { start: nl + 1, end: nl + 1, insert: line + eol };
}
function endOfPair(pair) {
    const value = pair.value;
    if (value && value.range)
        return value.range[1];
    const key = pair.key;
    return key?.range?.[1];
}
/**
 * The edited text read back, and judged: it must parse as the checker parses it, and every
 * document's value must equal the old one with exactly `changes` (to document 0) applied.
 * Anything else (an anchor that moved other values, a tag, an indentation the splice got wrong)
 * means the edit is not safe, and the caller refuses.
 */
function verify(before, afterText, changes) {
    const after = readYaml(afterText);
    if ('error' in after || after.values.length !== before.values.length)
        return false;
    try {
        return after.values.every((value, i) => i === 0 ? sameExcept(before.values[0], value, changes) : deepEqual(before.values[i], value));
    }
    catch {
        // Self-referencing aliases recurse without end: not a file to edit by machine.
        return false;
    }
}
function sameExcept(old, neu, changes) {
    const here = changes.find((c) => c.path.length === 0);
    if (here)
        return deepEqual(here.value, neu);
    if (changes.length === 0)
        return deepEqual(old, neu);
    const byKey = new Map();
    for (const change of changes) {
        const [head, ...rest] = change.path;
        byKey.set(head, [...(byKey.get(head) ?? []), { path: rest, value: change.value }]);
    }
    if (Array.isArray(old)) {
        if (!Array.isArray(neu) || neu.length !== old.length)
            return false;
        return old.every((item, i) => sameExcept(item, neu[i], byKey.get(i) ?? []));
    }
    if (!(0,util_values/* isRecord */.u4)(old) || !(0,util_values/* isRecord */.u4)(neu) || Array.isArray(neu))
        return false;
    const keys = new Set([...Object.keys(old), ...[...byKey.keys()].map(String)]);
    if (Object.keys(neu).length !== keys.size || !Object.keys(neu).every((k) => keys.has(k)))
        return false;
    return [...keys].every((k) => sameExcept(own(old, k), own(neu, k), byKey.get(k) ?? []));
}
const own = (record, key) => Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
function deepEqual(a, b) {
    if (Object.is(a, b))
        return true;
    if (Array.isArray(a))
        return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
    if (!(0,util_values/* isRecord */.u4)(a) || !(0,util_values/* isRecord */.u4)(b) || Array.isArray(b))
        return false;
    const keys = Object.keys(a);
    return (keys.length === Object.keys(b).length &&
        keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k])));
}
/** Apply the splices and read the result back: the new text, or why the edit is not safe. */
function finish(source, splices, changes) {
    const problem = splices.find((s) => typeof s === 'string');
    if (problem)
        return { problem };
    const edited = applySplices(source.text, splices);
    if (edited === undefined || !verify(source, edited, changes))
        return { problem: 'unsafe' };
    return { text: edited };
}

;// CONCATENATED MODULE: ./src/inbox/command-text.ts

/** The text of the bot's replies and commit messages: values quoted inert, free text escaped, logins that never ping. */
/** A value from a file or a comment, quoted in a reply: one line, at most `max` characters, inert. */
function quote(value, max = 120) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    return (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(text, max));
}
/** Free text from a comment, shown as prose in a reply. */
function prose(text, max = 500) {
    return (0,render_escape/* escapeInline */.VV)((0,render_escape/* truncate */.xv)(text, max));
}
/**
 * Text for a commit message: no mention pings or issue links, no control characters, bidi and
 * every unseen character shown (`<U+202E>`, `<U+001B>`, see `inert`); line breaks kept only where `multiLine`.
 */
function commitText(text, max = 100, multiLine = false) {
    // Made inert first: of the controls only TAB and LF are left, for this function to place.
    const visible = (0,render_escape/* inert */.tJ)(text);
    const cleaned = (multiLine ? visible.replace(/\t/g, ' ') : (0,render_escape/* oneLine */.TN)(visible)).trim();
    return (0,render_escape/* breakLinks */.J)((0,render_escape/* breakMentions */.dn)((0,render_escape/* truncate */.xv)(cleaned, max)));
}
/** A login as a commit message names it: never `@login`, which pings. */
const login = (user) => commitText(String(user).replace(/^@+/, ''), 60) || 'someone';
function cannotEdit(id, what, problem) {
    const why = problem === 'alias'
        ? `${what} is written as an alias (\`*name\`)`
        : problem === 'not-scalar' || problem === 'multi-line'
            ? `${what} is not written as a plain value the bot can replace`
            : `changing ${what} in place would change other values too (an anchor, a tag or unusual indentation)`;
    return `The bot cannot edit ${id}: ${why}. Make the change by hand.`;
}

// EXTERNAL MODULE: ./src/formats/intent/values.ts
var intent_values = __webpack_require__(5625);
;// CONCATENATED MODULE: ./src/formats/intent/commands.ts







/**
 * The edit a bot command makes to an intent file (spec 4), as the new file text: only the lines
 * the command changes differ, so comments, key order and quoting stay. Pure and total: a file
 * that does not parse, or an edit that would not read back as intended, is refused.
 */
function applyIntentCommand(text, command, ctx) {
    try {
        return apply(text, command, ctx);
    }
    catch {
        return refused(`The bot could not edit ${quote(ctx?.id)}; edit the file by hand.`);
    }
}
function apply(text, command, ctx) {
    const id = quote(ctx.id);
    const by = `(by ${login(ctx.user)})`;
    const item = `intent ${commitText(ctx.id)}`;
    if (command?.name === 'reject') {
        // `commitText` and `prose` break mentions, references and links (escape.ts), for the commit and the reply alike.
        const reason = typeof command.reason === 'string' ? command.reason.trim() : '';
        return {
            kind: 'delete',
            summary: `Rejected ${id}: its file is deleted. ${reason ? `Reason: ${prose(reason)}` : 'No reason given.'}`,
            commitMessage: `handoff-gate: /reject ${item} ${by}${reason ? `\n\nReason:\n${quoted(commitText(reason, 2000, true))}` : ''}`,
        };
    }
    if (typeof text !== 'string')
        return refused(`${id} could not be read.`);
    const source = readYaml(text);
    if ('error' in source)
        return refused(`${id} is not valid YAML (${prose(source.error, 200)}), so the bot cannot edit it. Fix the file, then repeat the command.`);
    const root = source.docs[0] && mapAt(source.docs[0], []);
    const data = source.values[0];
    if (!root || !(0,util_values/* isRecord */.u4)(data))
        return refused(`${id} is not a YAML mapping of intent fields, so the bot cannot edit it.`);
    const at = { map: root.map, inFlow: root.inFlow };
    const commit = (name, what = item) => `handoff-gate: /${name} ${what} ${by}`;
    switch (command?.name) {
        case 'approve':
        case 'retry': {
            const written = (0,util_values/* has */.zy)(data, 'status') ? (0,util_values/* field */.ZZ)(data, 'status') : 'proposed';
            // Read as the inbox reads it: `status: Proposed` is an approval item, so /approve applies (and writes `approved`).
            const status = (0,enum_reading/* enumMember */.G)(written, intent_values/* INTENT_STATUSES */.Cv) ?? written;
            const from = command.name === 'approve' ? ['proposed'] : ['blocked', 'error'];
            if (typeof status !== 'string' || !from.includes(status))
                return refused(wrongStatus(command.name, id, written));
            const pair = pairOf(root.map, 'status');
            const splice = pair
                ? replaceValue(source, { ...at, pair }, 'approved', 'keep')
                : addPair(source, at, 'status', 'approved', 'keep');
            const edited = finish(source, [splice], [{ path: ['status'], value: 'approved' }]);
            if ('problem' in edited)
                return refused(cannotEdit(id, '`status`', edited.problem));
            const summary = command.name === 'approve'
                ? `Approved ${id}: \`status\` is now \`approved\`${pair ? '' : ' (the file had no `status`, which means `proposed`, so `status: approved` was added)'}.`
                : `Sent ${id} back to \`approved\` (it was \`${status}\`), so it runs again.`;
            return { kind: 'edit', text: edited.text, summary, commitMessage: commit(command.name) };
        }
        case 'answer':
            return answerClarification(source, at, data, command, id, (n) => commit('answer', `clarification ${n} of ${item}`));
        default:
            return refused('Only `/approve`, `/answer`, `/retry` and `/reject` change an intent.');
    }
}
/**
 * The reason's lines in the commit message, each behind `> `: the message's last paragraph is
 * read for trailers, and a reason line such as `Co-authored-by: someone <mail>` must not credit
 * the bot's commit to someone (nor `Signed-off-by:` sign it).
 */
function quoted(text) {
    return text
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
}
function wrongStatus(command, id, status) {
    const is = typeof status === 'string' ? `is ${quote(status)}` : `has no valid \`status\` (it is ${quote(status)})`;
    if (command === 'approve') {
        if (status === 'approved')
            return `${id} is already \`approved\`; /approve applies to proposed intents.`;
        const hint = status === 'blocked' || status === 'error' ? ' To run it again, use `/retry`.' : '';
        return `${id} ${is}; /approve applies to proposed intents.${hint}`;
    }
    const hint = status === 'proposed' ? ' To approve it, use `/approve`.' : '';
    return `${id} ${is}; /retry applies to blocked or error intents.${hint}`;
}
/** Spec 4 says `answer: null`; pfl-forge leaves the key out; a blank answer answers nothing (as the inbox reads it). */
const unanswered = (clarification) => {
    const answer = (0,util_values/* field */.ZZ)(clarification, 'answer');
    return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
};
function answerClarification(source, at, data, command, id, commitFor) {
    // The contract: `text` is the answer as parseCommand hands it over (its line breaks already LF,
    // the whole trimmed), and it is written as it is: reading the committed file (with the
    // checker's YAML 1.2 core reading, or any other YAML reader) gives back exactly this string.
    // `finish` below reads the edit back and refuses it otherwise. Every string can be stored: what
    // YAML cannot hold raw (NUL, lone surrogates, U+FFFE) goes in a double-quoted scalar as an escape.
    const text = typeof command.text === 'string' ? command.text : '';
    if (text.trim() === '')
        return refused('`/answer` needs the answer: `/answer <n> <text>`.');
    const list = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(data, 'clarifications'));
    const node = pairOf(at.map, 'clarifications')?.value;
    if (list.length === 0 || !(0,dist/* isSeq */.oP)(node))
        return refused(`${id} has no clarifications to answer.`);
    const open = list.flatMap((c, i) => ((0,util_values/* isRecord */.u4)(c) && unanswered(c) ? [i + 1] : []));
    let n = command.number;
    if (n === undefined) {
        // Without a number the answer can only be for the one open clarification.
        if (open.length !== 1) {
            const which = open.length === 0 ? 'none is open' : `${open.length} are open (${open.join(', ')})`;
            return refused(`${id} has ${list.length} clarification${list.length === 1 ? '' : 's'} and ${which}; say which one: \`/answer <n> <text>\`.`);
        }
        n = open[0];
    }
    if (!Number.isSafeInteger(n) || n < 1 || n > list.length) {
        return refused(`${id} has ${list.length} clarification${list.length === 1 ? '' : 's'}, so there is no clarification ${Number.isSafeInteger(n) ? n : quote(n)}. Clarifications are numbered from 1.`);
    }
    const clarification = list[n - 1];
    if (!(0,util_values/* isRecord */.u4)(clarification))
        return refused(`Clarification ${n} of ${id} is not a mapping with \`question\` and \`answer\`, so the bot cannot fill it in.`);
    if (!unanswered(clarification)) {
        return refused(`Clarification ${n} of ${id} is already answered: ${quote((0,util_values/* field */.ZZ)(clarification, 'answer'), 200)}. To change an answer, edit the file.`);
    }
    const item = mapAt(source.docs[0], ['clarifications', n - 1]);
    if (!item)
        return refused(`Clarification ${n} of ${id} is not a mapping, so the bot cannot fill it in.`);
    const itemAt = { map: item.map, inFlow: item.inFlow };
    const pair = pairOf(item.map, 'answer');
    const splice = pair
        ? replaceValue(source, { ...itemAt, pair }, text, 'text')
        : addPair(source, itemAt, 'answer', text, 'text');
    const edited = finish(source, [splice], [{ path: ['clarifications', n - 1, 'answer'], value: text }]);
    if ('problem' in edited)
        return refused(cannotEdit(id, `clarification ${n}'s \`answer\``, edited.problem));
    const question = (0,util_values/* field */.ZZ)(clarification, 'question');
    const still = open.filter((i) => i !== n).length;
    const summary = [
        `Answered clarification ${n} of ${id}${typeof question === 'string' && question.trim() ? ` (${quote(question.trim())})` : ''}.`,
        still === 0
            ? 'No clarification is open now.'
            : `${still} clarification${still === 1 ? ' is' : 's are'} still open.`,
    ].join(' ');
    return { kind: 'edit', text: edited.text, summary, commitMessage: commitFor(n) };
}

// EXTERNAL MODULE: ./src/formats/intent/registry.ts
var registry = __webpack_require__(8032);
// EXTERNAL MODULE: ./src/formats/intent/status-change.ts
var status_change = __webpack_require__(5182);
;// CONCATENATED MODULE: ./src/formats/intent/inbox.ts













/** The fields a human needs to decide on any intent item, in display order. */
function commonDetails(data, status) {
    const out = [];
    const add = (label, value) => {
        const text = (0,util_values/* asString */.oJ)(value)?.trim();
        if (text)
            out.push({ label, value: text });
    };
    add('Type', (0,util_values/* field */.ZZ)(data, 'type'));
    add('Risk', (0,util_values/* field */.ZZ)(data, 'risk'));
    add('Source', (0,util_values/* field */.ZZ)(data, 'source'));
    add('Status', status);
    add('Parent', (0,util_values/* field */.ZZ)(data, 'parent'));
    add('Body', (0,util_values/* field */.ZZ)(data, 'body'));
    return out;
}
/** Spec 4 says `answer: null`; pfl-forge also leaves the key out, and a blank answer answers nothing. */
const inbox_unanswered = (clarification) => {
    const answer = (0,util_values/* field */.ZZ)(clarification, 'answer');
    return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
};
/** The clarifications as numbered questions, each with its answer (null while unanswered). */
function clarificationQuestions(list) {
    return list.map((c, i) => ({
        number: i + 1,
        question: (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(c, 'question'))?.trim() || null,
        answer: inbox_unanswered(c) ? null : String((0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(c, 'answer')) ?? JSON.stringify((0,util_values/* field */.ZZ)(c, 'answer'))),
    }));
}
/** The open clarifications, named where approval is asked: `/approve` waits for their answers. */
function openQuestionsDetail(open) {
    const each = open.slice(0, 10).map((q) => `${q.number}. ${q.question ?? '(no question text)'}`);
    const more = open.length > 10 ? `; and ${open.length - 10} more` : '';
    return {
        label: 'Open questions',
        value: `${each.join('; ')}${more} (answer them first, with /answer <n> <text> on the clarification issue: /approve waits for their answers)`,
    };
}
/** The failed tasks of a blocked intent and the latest review that rejected each. */
function failureDetails(ctx, id) {
    const out = [];
    for (const task of (0,registry/* tasksOf */.a4)(ctx.project, id)) {
        if (task.status !== 'failed')
            continue;
        out.push({ label: `Failed task ${task.id}`, value: task.title?.trim() || task.path });
        const rejected = ((0,registry/* reviewsByTask */.qJ)(ctx.project).get(task.id) ?? []).filter((r) => r.verdict === 'rejected');
        const latest = rejected[rejected.length - 1];
        if (latest)
            out.push({
                label: `Review of ${task.id}`,
                value: latest.issues.length ? latest.issues.join('; ') : `rejected without issues (${latest.path})`,
            });
    }
    return out;
}
/**
 * The risk the intent's items carry, and the details that show it: what it states, or, while it is
 * `proposed`, the higher risk it awaits approval at since before the change. A change that lowers
 * that risk does not lower what it awaits: until a person decides, the approval item keeps it.
 */
function riskAwaited(ctx, status, written) {
    const data = ctx.data;
    const stated = (0,intent_values/* readRisk */.WD)((0,util_values/* field */.ZZ)(data, 'risk'))?.level;
    const wait = status === 'proposed' ? (0,status_change/* pendingWait */.N4)(ctx) : undefined;
    const awaited = wait?.risk;
    const risk = awaited !== undefined && intent_values/* RISKS */.F7.indexOf(awaited) > (stated ? intent_values/* RISKS */.F7.indexOf(stated) : -1) ? awaited : stated;
    // Who lowered it: this change, or an earlier one nobody decided on (the base already reads lower).
    const base = (0,status_change/* intentAtBase */.B1)(ctx);
    const earlier = !ctx.project.checking.has(ctx.path) || ((0,util_values/* isRecord */.u4)(base) && (0,intent_values/* readRisk */.WD)((0,util_values/* field */.ZZ)(base, 'risk'))?.level === stated);
    const lowered = (to) => earlier ? `lowered to ${to} by an earlier change, undecided` : `this change lowers it to ${to}`;
    // A history read that ended short of the proposal: what it awaited is not known, and a person decides.
    const unread = wait?.unread ? 'its history could not be read back to where it was proposed' : undefined;
    const details = commonDetails(data, written).map((d) => d.label === 'Risk' && risk !== stated
        ? {
            label: 'Risk',
            value: `${risk} (${unread ? `stated ${d.value}, but ${unread}` : lowered(d.value)}: a person decides)`,
        }
        : d);
    if (risk !== stated && stated === undefined)
        details.unshift({
            label: 'Risk',
            value: `${risk} (${unread ?? (earlier ? 'removed by an earlier change, undecided' : 'this change removes it')}: a person decides)`,
        });
    return { risk, details };
}
/**
 * Spec 4's inbox: proposed intents of med/high risk wait for approval, unanswered
 * clarifications wait for answers, blocked / error intents wait for a decision.
 */
function intentInboxItems(ctx) {
    const data = ctx.data;
    if (!(0,util_values/* isRecord */.u4)(data))
        return [];
    const id = (0,intent_values/* stemOf */.Vc)(ctx.path);
    const title = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(data, 'title'))?.trim() || id;
    const written = (0,util_values/* has */.zy)(data, 'status') ? (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(data, 'status')) : 'proposed';
    // A status or risk that misses the enum only by case (`Proposed`, `High`) is an error, and
    // still means what it spells: the intent waits for a human all the same.
    const status = (0,enum_reading/* enumMember */.G)(written, intent_values/* INTENT_STATUSES */.Cv) ?? written;
    const { risk, details } = riskAwaited(ctx, status, written);
    const item = (fields) => ({
        ...fields,
        path: ctx.path,
        format: 'intent',
        ...(risk && { risk }),
    });
    // Only files with an item need a line (finding it costs a look at the text).
    const statusLine = () => ctx.doc.locate(['status']).line;
    const items = [];
    const clarifications = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(data, 'clarifications'));
    if (status === 'proposed' && (risk === 'med' || risk === 'high')) {
        // A person approves a settled plan: the questions still open are listed where the approval is asked.
        const open = clarificationQuestions(clarifications).filter((q) => q.answer === null);
        items.push(item({
            key: (0,keys/* inboxKey */.Yw)('intent', { id }),
            reason: 'approval',
            line: statusLine(),
            title: itemTitle('Approve', title),
            actions: ['/approve', '/reject [reason]'],
            details: open.length ? [...details, openQuestionsDetail(open)] : details,
        }));
    }
    const open = clarifications.findIndex((c) => (0,util_values/* isRecord */.u4)(c) && inbox_unanswered(c));
    if (open !== -1) {
        items.push(item({
            key: (0,keys/* inboxKey */.Yw)('intent', { id }, 'clarification'),
            reason: 'clarification',
            line: ctx.doc.locate(['clarifications', open]).line,
            title: itemTitle('Answer', title),
            actions: ['/answer <n> <text>'],
            // Not the status: an answer does not depend on it, and an item is bound to what its issue
            // shows, so an /approve landing first on the approval issue must not turn this one stale.
            details: commonDetails(data, undefined),
            questions: clarificationQuestions(clarifications),
        }));
    }
    if (status === 'blocked' || status === 'error') {
        items.push(item({
            key: (0,keys/* inboxKey */.Yw)('intent', { id }),
            reason: status,
            line: statusLine(),
            title: itemTitle(status === 'error' ? 'Failed' : 'Blocked', title),
            actions: ['/retry', '/reject [reason]'],
            details: [...details, ...failureDetails(ctx, id)],
        }));
    }
    return items;
}
/** True when the text still has a clarification without an answer, or cannot be read to tell. */
function stillAsks(text) {
    try {
        return (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)((0,dist/* parse */.qg)(text), 'clarifications')).some(inbox_unanswered);
    }
    catch {
        // A text that does not parse is not known to be answered: the question waits (fails closed).
        return true;
    }
}
/** The clarification numbers still unanswered. */
const openQuestions = (item) => (item.questions ?? []).filter((q) => q.answer === null).map((q) => q.number);
/** What each action an intent's issue lists does, and a comment that uses it. */
function commandHelp(action, item) {
    const word = /^\/[a-z-]+/.exec(action.trim())?.[0];
    switch (word) {
        case '/approve':
            return { what: 'approve the intent: its status becomes `approved` and the agents start', example: '/approve' };
        case '/reject':
            return {
                what: 'reject it: the intent file is removed (a reason is optional)',
                example: '/reject Not needed any more',
            };
        case '/retry':
            return { what: 'run it again: its status goes back to `approved`', example: '/retry' };
        case '/answer':
            return {
                what: 'answer clarification question `n` (the number in the table above)',
                example: `/answer ${openQuestions(item)[0] ?? 1} Your answer here`,
            };
        default:
            return undefined;
    }
}
/** The rows of the `/help` table for an intent's commands. */
const HELP = [
    {
        name: 'approve',
        usage: '/approve',
        does: 'Approves a proposed intent (`status: proposed` → `approved`).',
        example: '/approve',
    },
    {
        name: 'answer',
        usage: '/answer <n> <text>',
        does: 'Answers clarification `n` (counted from 1) of an intent; the text may go on over the following lines.',
        example: '/answer 2 Use REST; gRPC can wait.',
    },
    {
        name: 'retry',
        usage: '/retry',
        does: 'Sends a blocked or failed intent back to `approved`, so it runs again.',
        example: '/retry',
    },
    {
        name: 'reject',
        usage: '/reject [reason]',
        does: 'Rejects the intent: its file is deleted. The reason goes into the reply and the commit.',
        example: '/reject Out of scope for this quarter.',
    },
];
/**
 * Who proposed the intent, from its `source` (spec 4: `human` or `reflection`, an agent's): a
 * person's intent is not introduced as an agent's. Markdown, escaped.
 */
function proposer(item) {
    const source = detailOf(item, 'Source')?.trim();
    if (source === undefined)
        return 'This intent was proposed';
    const named = (0,render_escape/* codeSpan */.SS)(`source: ${(0,render_escape/* truncate */.xv)(source, 40)}`);
    return source.toLowerCase() === 'human'
        ? `A person proposed this intent (${named})`
        : `An agent proposed this intent (${named})`;
}
/** The change that closes a blocked or failed intent besides `/retry` and `/reject`. */
const movesOff = (item, status) => `\`/retry\` or \`/reject\`, or a change to ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.path, 500))} on the default branch that moves its \`status\` off \`${status}\``;
/** The first open clarification, which the issue's first line asks. */
function firstOpen(item) {
    return (item.questions ?? []).find((q) => q.answer === null);
}
/** An intent is named by its id, its file's stem (spec 4); every command edits its file. */
const intentInbox = defineInbox({
    reasons: {
        approval: {
            asks: (item) => ({ ask: '**Approve or reject this intent:**', text: subjectOf(item.title) }),
            statement(item) {
                const risk = item.risk ? ` at **${(0,render_escape/* escapeInline */.VV)(item.risk)}** risk` : '';
                return `${proposer(item)}${risk}. It does not run until a human approves it: approving lets the agents start, rejecting drops it.`;
            },
            waiting: 'waiting for approval',
            colour: '1d76db',
            approvals: true,
        },
        clarification: {
            ...NEEDS_ANSWERS,
            asks: (item) => {
                const open = firstOpen(item);
                return {
                    ask: `**Answer question ${open?.number ?? 1} of this intent:**`,
                    text: open?.question ?? 'the file gives no question text',
                };
            },
            statement: (item) => `The agents wait for the answers to the clarification questions of ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(subjectOf(item.title), 100))}.`,
        },
        blocked: {
            ...BLOCKED,
            asks: (item) => ({ ask: '**Retry or drop this intent:**', text: subjectOf(item.title) }),
            statement: () => 'Some tasks of this intent failed after every retry. Read the failed tasks and their review feedback below, then decide: run it again, or drop it.',
            closes: (item) => movesOff(item, 'blocked'),
        },
        error: {
            asks: (item) => ({ ask: '**Retry or drop this intent:**', text: subjectOf(item.title) }),
            statement: () => 'Every task of this intent failed. Read the failed tasks and their review feedback below, then decide: run it again, or drop it.',
            closes: (item) => movesOff(item, 'error'),
            waiting: 'failed',
            colour: 'b60205',
        },
    },
    nameOf: intent_values/* stemOf */.Vc,
    // A marker from before markers named files: the intent file whose id the key holds, else the path a path-based key holds.
    fileOfKey: (key, files) => files().find((p) => (0,keys/* inboxKey */.Yw)('intent', { id: (0,intent_values/* stemOf */.Vc)(p) }) === (0,keys/* splitKey */._$)(key).base) ?? (0,keys/* keyPath */.Dw)(key, true),
    command: (_item, command) => ({
        kind: 'apply',
        edit: ({ path, text }, ctx) => applyIntentCommand(text, command, { id: (0,intent_values/* stemOf */.Vc)(path), user: ctx.user }),
    }),
    stillWaits: stillAsks,
    left: ({ name, part, text }) => part === 'clarification' ? `\`${name}\`'s clarifications are answered` : statusLeft(name, statusIn(text())),
    commandHelp,
    commands: {
        help: HELP,
        answerUsage: '`/answer <n> <text>` for clarification `n` of an intent (e.g. `/answer 2 Use REST`)',
        numbered: 'clarification',
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/history/rules/failure-reason-required.ts


const failureReasonRequired = (0,define_rule/* defineRule */.K)({
    id: 'history/failure-reason-required',
    severity: 'error',
    summary: '`outcome: failed` without a `failure_reason`.',
    rationale: 'A history entry is what later runs learn from; `outcome: failed` with no `failure_reason` records that something went wrong and nothing about what, so it will go wrong again.',
    spec: '§ History > フィールド',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'outcome') !== 'failed')
            return;
        const reason = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'failure_reason'));
        if (reason === undefined || reason.trim() === '') {
            ctx.report((0,util_values/* has */.zy)(ctx.data, 'failure_reason') ? ['failure_reason'] : ['outcome'], '`outcome: failed` needs a `failure_reason` saying what went wrong.');
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/intent-id-shape.ts





/**
 * `<format>/intent-id-format`, for history entries and observations. They keep an `intent_id`
 * after the intent is deleted, so it need not resolve; but it must still look like an id, which
 * catches unfilled prompt templates (`"<from the intent in your prompt>"`).
 */
function intentIdShapeRule(format, at, rationale) {
    return (0,define_rule/* defineRule */.K)({
        id: `${format}/intent-id-format`,
        severity: 'warning',
        summary: '`intent_id` does not look like an intent id (a file name of lowercase letters, digits and hyphens).',
        rationale,
        check(ctx) {
            for (const path of at(ctx.data)) {
                const value = (0,util_values/* valueAt */.fK)(ctx.data, path);
                if (typeof value !== 'string' || value.trim() === '' || (0,template_leftover/* leftoverReason */.GN)(value) || intent_values/* SLUG */.OZ.test(value))
                    continue;
                ctx.report(path, `\`${(0,schema_findings/* showPath */.P)(path)}\` is ${(0,util_values/* show */.WU)(value)}, which is not an intent id (intent ids are file names: lowercase letters, digits, hyphens). Write the id of the intent it was recorded for.`);
            }
        },
    });
}

;// CONCATENATED MODULE: ./src/formats/intent/kinds/history/rules/intent-id-format.ts

/** A history entry's one `intent_id`, at the top level. */
const intentIdFormat = intentIdShapeRule('history', () => [['intent_id']], 'A history entry keeps its `intent_id` after the intent is gone, and later runs look its lessons up by it: a value that is no intent id (an unfilled prompt template) files the lesson under nothing.');

;// CONCATENATED MODULE: ./src/formats/intent/kinds/history/rules/index.ts



/** The history entry's rules (spec 4), one line each: a rule's module is named by its id. */
const history_rules_rules = [
    failureReasonRequired,
    timestampRule('history', () => [['created_at']], {
        spec: '§ History > フィールド',
        rationale: "An intent's history is read in time order: an entry whose `created_at` has no zone, or is not a time, lands in the wrong place, and a later run learns the lessons out of order.",
    }),
    intentIdFormat,
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/history/index.ts





const history_count = schemas/* number */.aig().min(0).optional();
/** Spec 4's History entry, with pfl-forge's `HistoryEntry` for the shape of each field. */
function historySchema(values) {
    return schemas/* looseObject */._H3({
        intent_id: schemas/* string */.YjP()
            .min(1)
            .describe('対象 Intent の ID (kept after the intent is deleted, so it need not exist)'),
        intent_type: schemas/* string */.YjP().nullable().optional().describe('Intent の type'),
        intent_risk: schemas/* enum */.k5n(values('risk', intent_values/* RISKS */.F7)).nullable().optional().describe('Intent の risk'),
        title: schemas/* string */.YjP().describe('Intent の title'),
        flow: schemas/* array */.YOg(schemas/* string */.YjP()).describe('実行された Flow ステップ一覧 (steps run, with adjustments)'),
        step_results: schemas/* array */.YOg(schemas/* looseObject */._H3({
            step: schemas/* string */.YjP().min(1).describe('The flow step'),
            duration_secs: schemas/* int */.Whr().min(0).describe('Wall-clock seconds'),
            metadata: schemas/* looseObject */._H3({
                session_id: schemas/* string */.YjP().nullable().optional(),
                cost_usd: history_count,
                duration_ms: history_count,
                duration_api_ms: history_count,
                input_tokens: history_count,
                output_tokens: history_count,
                cache_read_input_tokens: history_count,
                cache_creation_input_tokens: history_count,
                num_turns: history_count,
            })
                .nullable()
                .optional()
                .describe('Agent run metadata (pfl-forge)'),
        }))
            .optional()
            .describe('各ステップの結果と所要時間'),
        outcome: schemas/* enum */.k5n(values('outcome', intent_values/* OUTCOMES */.im)).describe('success, failed or escalated'),
        failure_reason: schemas/* string */.YjP().nullable().optional().describe('失敗理由 (required when outcome is failed)'),
        observations: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe('生成された Observation の参照'),
        created_at: stringMatching(TIMESTAMP_PATTERN)
            .nullable()
            .optional()
            .describe('ISO 8601 timestamp with a time zone'),
    })
        .describe('History entry (.forge/knowledge/history/**)');
}
const history_history = {
    id: 'history',
    title: 'History entry',
    reader: "a later run that learns from an intent's history",
    spec: 'spec 4 (pfl-forge data model): History',
    fieldsSection: '§ History > フィールド',
    syntaxes: ['yaml'],
    paths: ['.forge/knowledge/history/**/*.{yaml,yml}'],
    schema: historySchema,
    enums: ['risk', 'outcome'],
    rules: history_rules_rules,
};

;// CONCATENATED MODULE: ./src/formats/intent/kinds/intent-draft/rules/empty-body.ts

const emptyBody = (0,define_rule/* defineRule */.K)({
    id: 'intent-draft/empty-body',
    severity: 'error',
    summary: 'The draft has no text after its frontmatter; the body is the intent (first paragraph = title).',
    rationale: "A draft's body is the intent: its first paragraph becomes the title and the rest the description; a draft with no body gives the agent that promotes it nothing to work from.",
    spec: '§ Intent > Intent Registry（`.forge/intents/`）',
    check(ctx) {
        if ((ctx.doc.body ?? '').trim() !== '')
            return;
        ctx.reportAt({ line: Math.min(ctx.doc.bodyLine ?? 1, ctx.doc.lineCount), column: 1 }, 'The draft has no body: write the intent after the frontmatter, its first paragraph being the title and the rest the description.');
    },
});

// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(6345);
;// CONCATENATED MODULE: ./src/formats/intent/intent-types.ts





/** The intent types a file may use: spec 4's, plus the team's (`enums: intent/type`). */
function intentTypes(ctx) {
    return [
        ...intent_values/* INTENT_TYPES */.dI,
        ...(ctx.config.enums['intent/type'] ?? []),
        ...(ctx.config.enums['intent-draft/type'] ?? []),
    ];
}
/** Why an unknown type matters, for an intent and for the draft that becomes one. */
const UNKNOWN_TYPE_WHY = {
    intent: "The `type` of an intent tells pfl-forge how to plan it (a feature, a fix, an audit); a type outside spec 4's list and the team's config is planned as nothing in particular.",
    'intent-draft': "A draft's `type` becomes its intent's: a draft typed outside spec 4's list and the team's config becomes an intent pfl-forge cannot plan by its kind.",
};
/**
 * `<format>/unknown-type`, for intents and the drafts they come from. Spec 4 lists types and ends
 * with "...": an unknown type is a warning (a typo, or a team's own).
 */
function unknownTypeRule(format) {
    return (0,define_rule/* defineRule */.K)({
        id: `${format}/unknown-type`,
        severity: 'warning',
        summary: "`type` is none of spec 4's types (feature, refactor, fix, test, audit) nor the config's `enums: intent/type`.",
        rationale: UNKNOWN_TYPE_WHY[format],
        // A draft's `type` becomes its intent's: both are held to the intent's list.
        spec: '§ Intent > フィールド',
        check(ctx) {
            const type = (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(ctx.data, 'type'));
            if (type === undefined)
                return;
            const known = intentTypes(ctx);
            if (known.includes(type))
                return;
            // The list is open (a team's own type may be near a known one on purpose): fixed only when it differs in case or separators.
            const meant = (0,did_you_mean/* soleMatch */.Jk)(type, known, { foldOnly: true });
            ctx.report(['type'], `\`type\` is ${(0,util_values/* show */.WU)(type)}, not one of ${known.join(', ')}.${(0,did_you_mean/* didYouMean */.au)(type, known)} If it is your team's own type, add it under \`enums: intent/type\` in the config.`, { ...(meant !== undefined && { fix: { value: meant } }) });
        },
    });
}

;// CONCATENATED MODULE: ./src/formats/intent/kinds/intent-draft/rules/unknown-type.ts

/** Drafts name their type as intents do: the same check, on the draft's frontmatter. */
const unknownType = unknownTypeRule('intent-draft');

;// CONCATENATED MODULE: ./src/formats/intent/kinds/intent-draft/rules/index.ts


/** The intent draft's rules (spec 4, Intent Registry), one line each: a rule's module is named by its id. */
const intent_draft_rules_rules = [emptyBody, unknownType];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/intent-draft/index.ts



/** pfl-forge's `DraftFrontmatter`: both fields optional, the frontmatter itself optional or empty. */
function intentDraftSchema(values) {
    return schemas/* looseObject */._H3({
        type: schemas/* string */.YjP()
            .nullable()
            .optional()
            .describe('feature, refactor, fix, test, audit, ... (may be left out; Analyze fills it in)'),
        risk: schemas/* enum */.k5n(values('risk', intent_values/* RISKS */.F7))
            .nullable()
            .optional()
            .describe('low, med or high (may be left out; Analyze fills it in)'),
    })
        .nullable()
        .describe('Intent draft frontmatter (.forge/intent-drafts/*.md; the body is the intent: first paragraph = title)');
}
const intentDraft = {
    id: 'intent-draft',
    title: 'Intent draft',
    reader: 'the agent that promotes the draft into an intent',
    spec: 'spec 4 (pfl-forge data model): Intent Registry, human input',
    fieldsSection: '§ Intent > Intent Registry（`.forge/intents/`）',
    syntaxes: ['markdown'],
    paths: ['.forge/intent-drafts/*.md'],
    schema: intentDraftSchema,
    // `type` is an open set, checked by unknownTypeRule against `enums: intent/type` and `intent-draft/type`.
    enums: ['risk', 'type'],
    rules: intent_draft_rules_rules,
};

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/items.ts

/** Where each observation of the list keeps `key`: `[i, key]`. */
const eachItem = (data, key) => (0,util_values/* asArray */._j)(data).map((_, i) => [i, key]);

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/file-evidence.ts


/** Each `file` evidence's `ref` that is filled in, with where it is: what the evidence rules judge. */
function fileEvidence(ctx, visit) {
    (0,util_values/* asArray */._j)(ctx.data).forEach((item, i) => {
        (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(item, 'evidence')).forEach((evidence, j) => {
            const ref = (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(evidence, 'ref'));
            if ((0,util_values/* field */.ZZ)(evidence, 'type') === 'file' && ref !== undefined)
                visit(ref, [i, 'evidence', j, 'ref']);
        });
    });
}

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/evidence-not-found.ts



/** `src/a.rs:12`, `src/a.rs:12-20` and `src/a.rs#L12` name the file `src/a.rs`. */
const withoutLocation = (ref) => ref.trim().replace(/(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/, '');
const evidenceNotFound = (0,define_rule/* defineRule */.K)({
    id: 'observations/evidence-not-found',
    severity: 'warning',
    summary: 'A `file` evidence `ref` names a file that does not exist in the repository.',
    rationale: 'An observation backed by a file that does not exist has no evidence at all: a reader checking it finds nothing, and the observation may have been made up.',
    check(ctx) {
        fileEvidence(ctx, (ref, at) => {
            const path = (0,repo_path/* normaliseRepoPath */.Gn)(withoutLocation(ref));
            if ((0,repo_path/* repoPathProblem */.Js)(ref) || (0,repo_path/* isGlob */.fg)(path) || path === '' || ctx.project.exists(path))
                return;
            const denied = ctx.project.unreadable(path);
            ctx.report(at, denied
                ? `The evidence file \`${path}\` could not be read (${denied}). Make it readable to the user the check runs as.`
                : `The evidence file \`${path}\` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/evidence-path.ts



const evidencePath = (0,define_rule/* defineRule */.K)({
    id: 'observations/evidence-path',
    severity: 'error',
    summary: 'A `file` evidence `ref` is absolute or leaves the repository.',
    rationale: "An observation's evidence is read from its `ref`; an absolute path or one through `..` points outside the repository, at a file the observation should not lean on.",
    check(ctx) {
        fileEvidence(ctx, (ref, at) => {
            const problem = (0,repo_path/* repoPathProblem */.Js)(ref);
            if (problem)
                ctx.report(at, (0,repo_path/* repoPathMessage */.pm)('ref', ref, problem));
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/intent-id-format.ts


/** Each observation's `intent_id`. */
const intent_id_format_intentIdFormat = intentIdShapeRule('observations', (data) => eachItem(data, 'intent_id'), 'An observation is tied to the intent it was made for by `intent_id`: a value that is no intent id (an unfilled prompt template) ties it to nothing, and the reflection that reads it cannot place it.');

;// CONCATENATED MODULE: ./src/formats/intent/reference-value.ts

/** Report a value the reference implementation writes but spec 4 does not list (the `<kind>/reference-impl-value` rules). */
function reportReferenceValue(ctx, at, value, instead, why) {
    ctx.report(at, `${(0,util_values/* show */.WU)(value)} is a pfl-forge value that spec 4 does not list (${why}); write ${instead}.`);
}

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/reference-impl-value.ts




const referenceValue = (0,define_rule/* defineRule */.K)({
    id: 'observations/reference-impl-value',
    severity: 'warning',
    summary: 'Observation source `analyze`, which pfl-forge writes but spec 4 does not list.',
    rationale: 'pfl-forge writes observation source `analyze`, which spec 4 does not list: readers of the spec cannot tell where such an observation came from or how far to trust it.',
    check(ctx) {
        (0,util_values/* asArray */._j)(ctx.data).forEach((item, i) => {
            const source = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(item, 'source'));
            if (source &&
                intent_values/* OBSERVATION_SOURCES_REFERENCE */.ge.includes(source) &&
                !(ctx.config.enums['observations/source'] ?? []).includes(source)) {
                reportReferenceValue(ctx, [i, 'source'], source, 'one of `implement`, `reflect`, `audit`, or add it under `enums: observations/source`', 'spec 4 names implement, reflect and audit');
            }
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/rules/index.ts






/** The observations' rules (spec 4), one line each: a rule's module is named by its id. */
const observations_rules_rules = [
    referenceValue,
    evidencePath,
    evidenceNotFound,
    timestampRule('observations', (data) => eachItem(data, 'created_at'), {
        spec: '§ Observation > フィールド',
        rationale: 'The reflection weighs an observation by when it was made: a `created_at` with no zone, or not a time, sorts it among the wrong run, and old evidence passes as new.',
    }),
    intent_id_format_intentIdFormat,
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/observations/index.ts





/** Spec 4's Observation list (`.forge/observations.yaml` is a top-level list, appended to). */
function observationsSchema(values) {
    return schemas/* array */.YOg(schemas/* looseObject */._H3({
        content: schemas/* string */.YjP().min(1).describe('気づきの内容 (the observation, in natural language)'),
        evidence: schemas/* array */.YOg(schemas/* looseObject */._H3({
            type: schemas/* enum */.k5n(values('evidence-type', intent_values/* EVIDENCE_TYPES */.il)).describe('file, skill, history or decision'),
            ref: schemas/* string */.YjP().min(1).describe('ファイルパス、skill パス等 (what the evidence points at)'),
        }))
            .optional()
            .describe('根拠となるリソースのリスト'),
        source: schemas/* enum */.k5n(values('source', [...intent_values/* OBSERVATION_SOURCES */.Ko, ...intent_values/* OBSERVATION_SOURCES_REFERENCE */.ge]))
            .describe('implement, reflect or audit (pfl-forge also writes analyze: warned about)'),
        intent_id: schemas/* string */.YjP().min(1).describe('処理中の Intent の ID (need not exist any more)'),
        processed: schemas/* boolean */.zMY().optional().describe('Reflect が処理済みかどうか (default false)'),
        created_at: stringMatching(TIMESTAMP_PATTERN)
            .nullable()
            .optional()
            .describe('ISO 8601 timestamp with a time zone'),
        source_session_id: schemas/* string */.YjP().nullable().optional(),
        processed_session_id: schemas/* string */.YjP().nullable().optional(),
    }))
        .describe('Observations (.forge/observations.yaml)');
}
const observations = {
    id: 'observations',
    title: 'Observations',
    reader: 'the reflection that turns observations into new intents',
    spec: 'spec 4 (pfl-forge data model): Observation',
    fieldsSection: '§ Observation > フィールド',
    syntaxes: ['yaml'],
    paths: ['.forge/observations.{yaml,yml}'],
    schema: observationsSchema,
    enums: ['evidence-type', 'source'],
    rules: observations_rules_rules,
};

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/missing-verdict.ts


const missingVerdict = (0,define_rule/* defineRule */.K)({
    id: 'review-result/missing-verdict',
    severity: 'error',
    summary: 'No `verdict` (approved or rejected).',
    rationale: "A review result exists to say `approved` or `rejected`; without a `verdict` the task's fate is unknown and an executor must guess whether the work may merge.",
    spec: '§ Review Result > フィールド',
    check(ctx) {
        if (!(0,util_values/* has */.zy)(ctx.data, 'verdict') && typeof (0,util_values/* field */.ZZ)(ctx.data, 'approved') !== 'boolean') {
            ctx.report([], '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.');
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/reference-impl-value.ts


const reference_impl_value_referenceValue = (0,define_rule/* defineRule */.K)({
    id: 'review-result/reference-impl-value',
    severity: 'warning',
    summary: "pfl-forge's `approved: true|false` stands in for spec 4's `verdict`.",
    rationale: "pfl-forge's `approved: true|false` stands in for spec 4's `verdict`: a reader of the spec finds no verdict in the file and treats the review as undecided.",
    check(ctx) {
        const approved = (0,util_values/* field */.ZZ)(ctx.data, 'approved');
        if (typeof approved === 'boolean' && !(0,util_values/* has */.zy)(ctx.data, 'verdict')) {
            ctx.report(['approved'], `\`approved: ${approved}\` is pfl-forge's form; spec 4 says \`verdict: ${approved ? 'approved' : 'rejected'}\`. Write that instead.`, { part: 'key' });
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/rejected-without-issues.ts



const rejectedWithoutIssues = (0,define_rule/* defineRule */.K)({
    id: 'review-result/rejected-without-issues',
    severity: 'error',
    summary: 'A rejected review without at least one entry in `issues` saying why.',
    rationale: 'A rejection sends the task back to its implementer, who reads `issues` to learn what to change; a rejection with none gives them nothing to fix, so the next pass repeats the last.',
    spec: '§ Review Result > フィールド',
    check(ctx) {
        if ((0,registry/* verdictOf */.Vj)(ctx.data) !== 'rejected')
            return;
        const issues = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues')).filter((i) => typeof i === 'string' && i.trim() !== '');
        if (issues.length === 0) {
            ctx.report((0,util_values/* has */.zy)(ctx.data, 'issues') ? ['issues'] : (0,util_values/* has */.zy)(ctx.data, 'verdict') ? ['verdict'] : ['approved'], 'A rejected review needs at least one entry in `issues`: they are the feedback the next attempt and the human in the inbox work from.');
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/task-not-found.ts





const taskNotFound = (0,define_rule/* defineRule */.K)({
    id: 'review-result/task-not-found',
    severity: 'error',
    summary: '`task_id` names no task in `.forge/tasks/`.',
    rationale: 'A review result judges the task its `task_id` names; when no such task exists, the verdict lands on nothing and the task it meant is never reviewed.',
    spec: '§ Review Result > フィールド',
    check(ctx) {
        const id = (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(ctx.data, 'task_id'));
        if (id === undefined)
            return;
        const ids = (0,registry/* taskPaths */.wl)(ctx.project);
        if (!ids.has(id))
            ctx.report(['task_id'], `\`task_id\` is \`${id}\`, but no task file is named \`${id}.yaml\`.${(0,did_you_mean/* didYouMean */.au)(id, ids)} Fix the id, or add the task.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/verdict-conflict.ts


const verdictConflict = (0,define_rule/* defineRule */.K)({
    id: 'review-result/verdict-conflict',
    severity: 'error',
    summary: "`verdict` and pfl-forge's `approved` flag disagree.",
    rationale: 'A review that says `verdict: rejected` and `approved: true` is read as an approval by one tool and a rejection by another: the same review merges and blocks the work.',
    check(ctx) {
        const verdict = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'verdict'));
        const approved = (0,util_values/* field */.ZZ)(ctx.data, 'approved');
        if (typeof approved !== 'boolean' || (verdict !== 'approved' && verdict !== 'rejected'))
            return;
        if ((verdict === 'approved') !== approved) {
            ctx.report(['approved'], `\`verdict: ${verdict}\` contradicts \`approved: ${approved}\`; keep \`verdict\` and remove \`approved\`.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/rules/index.ts





/** The review result's rules (spec 4), one line each: a rule's module is named by its id. */
const review_result_rules_rules = [missingVerdict, reference_impl_value_referenceValue, verdictConflict, rejectedWithoutIssues, taskNotFound];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/review-result/index.ts



/**
 * Spec 4's Review Result. pfl-forge's own struct says `approved: true|false` instead of
 * `verdict`; that form is accepted with a warning, so `verdict` is checked by a rule.
 */
function reviewResultSchema(values) {
    return schemas/* looseObject */._H3({
        task_id: schemas/* string */.YjP().min(1).describe('対象 Task の ID (the reviewed task)'),
        verdict: schemas/* enum */.k5n(values('verdict', intent_values/* VERDICTS */.bk))
            .optional()
            .describe("approved or rejected (required unless pfl-forge's `approved` flag is given)"),
        approved: schemas/* boolean */.zMY().optional().describe("pfl-forge's form of `verdict` (warned about)"),
        // Spec 4 asks for issues as the ground of a rejection and lets suggestions come "even with
        // approved": both are optional, so null says "none" as absence does.
        issues: schemas/* array */.YOg(schemas/* string */.YjP())
            .nullable()
            .optional()
            .describe('問題点 (why it is rejected; at least one when rejected; null or absent otherwise)'),
        suggestions: schemas/* array */.YOg(schemas/* string */.YjP())
            .nullable()
            .optional()
            .describe('改善提案 (may come with approved too; null or absent when none)'),
    })
        .describe('Review Result (.forge/reviews/**)');
}
const reviewResult = {
    id: 'review-result',
    title: 'Review result',
    reader: "the executor that merges or returns the task on the review's word",
    spec: 'spec 4 (pfl-forge data model): Review Result',
    fieldsSection: '§ Review Result > フィールド',
    syntaxes: ['yaml', 'json'],
    paths: ['.forge/reviews/**/*.{yaml,yml,json}'],
    schema: reviewResultSchema,
    enums: ['verdict'],
    rules: review_result_rules_rules,
};

// EXTERNAL MODULE: ./src/util/string-copy.ts
var string_copy = __webpack_require__(9121);
;// CONCATENATED MODULE: ./src/formats/intent/graph.ts

/**
 * A dependency graph read lazily (a node's links are looked up only when a walk reaches it)
 * whose strongly connected components are computed once per run: Tarjan's algorithm from
 * each new root, skipping the nodes an earlier walk has already placed. A node placed once
 * stays correct, because any cycle through it was reachable from it in that earlier walk.
 */
class LazyGraph {
    read;
    #component = new Map();
    #members = [];
    #reported = new Map();
    #links = new Map();
    constructor(read) {
        this.read = read;
    }
    /**
     * Give a node's links from data already in hand (the file being checked), sparing a read. Only
     * from the file `read` would read for the node: the graph must be the same whichever of its
     * files a run checks first, or which files it checks.
     */
    prime(id, links) {
        if (!this.#links.has(id))
            this.#links.set(id, links.map(string_copy/* ownString */.A));
    }
    /** A node's links, kept for the run as copies of their own: a file's text goes with its check (own-strings.ts). */
    links(id) {
        let links = this.#links.get(id);
        if (!links)
            this.#links.set(id, (links = this.read(id).map(string_copy/* ownString */.A)));
        return links;
    }
    /**
     * False when a file checked earlier by this engine asked about the cycle through `root` first:
     * then that file, earlier in path order, reports it, and `by` need not work out its own message.
     * The same file asking again gets the same answer (a file checked twice, as the fast path may
     * do, still reports its cycle). True is not the last word: engines that share a run's files
     * between them each see only theirs, so the report keeps the finding of the first file of all
     * that reports it (`ReportOptions.once`, with {@link cycleKey}).
     */
    firstSighting(root, by) {
        const component = this.#component.get(root);
        if (component === undefined)
            return false;
        const first = this.#reported.get(component);
        if (first === undefined)
            this.#reported.set(component, by);
        return (first ?? by) === by;
    }
    /** The ids on a cycle with `root` (its strongly connected component), or undefined when none. */
    cycleMembers(root) {
        if (!this.#component.has(root))
            this.#place(root);
        const members = this.#members[this.#component.get(root)];
        return members.length > 1 || this.links(root).includes(root) ? members : undefined;
    }
    /** One shortest cycle from `root` back to it, among `members`: `[a, b, a]`. */
    shortestCycle(root, members) {
        const allowed = new Set(members);
        const previous = new Map();
        const queue = [root];
        for (let i = 0; i < queue.length; i++) {
            const from = queue[i];
            for (const to of this.links(from)) {
                if (to === root) {
                    const path = [root];
                    for (let at = from; at !== undefined && at !== root; at = previous.get(at))
                        path.splice(1, 0, at);
                    path.push(root);
                    return path;
                }
                if (allowed.has(to) && !previous.has(to)) {
                    previous.set(to, from);
                    queue.push(to);
                }
            }
        }
        return [root, root];
    }
    #place(root) {
        const index = new Map();
        const low = new Map();
        const stack = [];
        const onStack = new Set();
        const frames = [];
        const open = (node) => {
            index.set(node, index.size);
            low.set(node, index.get(node));
            stack.push(node);
            onStack.add(node);
            frames.push({ node, edges: this.links(node), next: 0 });
        };
        open(root);
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            if (frame.next < frame.edges.length) {
                const to = frame.edges[frame.next++];
                if (this.#component.has(to))
                    continue;
                if (!index.has(to))
                    open(to);
                else if (onStack.has(to))
                    low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
            if (low.get(frame.node) !== index.get(frame.node))
                continue;
            const members = [];
            let member;
            do {
                member = stack.pop();
                onStack.delete(member);
                this.#component.set(member, this.#members.length);
                members.push(member);
            } while (member !== frame.node);
            this.#members.push(members);
        }
    }
}
/**
 * A cycle by name: the graph's and its members', sorted, the same from whichever member it is
 * found. A cycle is reported once, on the first of its files (`ReportOptions.once`).
 */
function cycleKey(graph, members) {
    return [graph, ...[...members].sort()].join('\u0000');
}

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/intent-id.ts


/** The intent a task belongs to: its `intent_id`, unless left empty or unfilled. */
const intentIdOf = (data) => (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(data, 'intent_id'));

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/cycle.ts






const cycle = (0,define_rule/* defineRule */.K)({
    id: 'task/cycle',
    severity: 'error',
    summary: 'Tasks of one intent depend on each other in a circle (reported once per cycle).',
    rationale: 'Tasks that depend on each other in a circle can never start: the executor waits on each of them for ever, and the intent never finishes.',
    spec: '§ Task > フィールド',
    check(ctx) {
        const intentId = intentIdOf(ctx.data);
        const own = (0,registry/* strings */.P$)((0,util_values/* field */.ZZ)(ctx.data, 'depends_on'));
        if (intentId === undefined || own.length === 0)
            return;
        const id = (0,intent_values/* stemOf */.Vc)(ctx.path);
        const project = ctx.project;
        const name = `intent-family/task-graph/${intentId}`;
        const siblings = (0,registry/* tasksByIntent */.oW)(project).get(intentId);
        const graph = project.memo(name, () => new LazyGraph((node) => siblings?.get(node)?.[0]?.dependsOn ?? []));
        if (siblings?.get(id)?.[0]?.path === ctx.path)
            graph.prime(id, own);
        const members = graph.cycleMembers(id);
        if (!members || !graph.firstSighting(id, ctx.path))
            return;
        const path = graph.shortestCycle(id, members);
        const list = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'depends_on'));
        const chain = path.map((n) => `\`${n}\``).join(' → ');
        ctx.report(['depends_on', Math.max(list.indexOf(path[1]), 0)], `\`depends_on\` makes a cycle: ${chain}, so none of these tasks can ever start. Remove one of the dependencies.`, {
            once: cycleKey(name, members),
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/dependency-not-found.ts






const dependencyNotFound = (0,define_rule/* defineRule */.K)({
    id: 'task/dependency-not-found',
    severity: 'error',
    summary: 'A `depends_on` entry names no task of the same intent.',
    rationale: 'A task waits for the tasks its `depends_on` names; naming one its intent does not have is a wait that never ends, or a typo that lets it start before the work it needs.',
    spec: '§ Task > フィールド',
    check(ctx) {
        const intentId = intentIdOf(ctx.data);
        const list = (0,util_values/* field */.ZZ)(ctx.data, 'depends_on');
        if (intentId === undefined || !Array.isArray(list))
            return;
        const siblings = (0,registry/* tasksByIntent */.oW)(ctx.project).get(intentId) ?? new Map();
        list.forEach((value, i) => {
            const id = (0,template_leftover/* filledIn */.AE)(value);
            if (id === undefined || siblings.has(id))
                return;
            const elsewhere = (0,registry/* taskPaths */.wl)(ctx.project).has(id);
            ctx.report(['depends_on', i], elsewhere
                ? `\`depends_on\` names \`${id}\`, a task of another intent; a task may only depend on tasks of its own intent (\`${intentId}\`). Make it an intent dependency instead.`
                : `\`depends_on\` names \`${id}\`, but intent \`${intentId}\` has no task \`${id}\`.${(0,did_you_mean/* didYouMean */.au)(id, siblings)} Fix the id, or remove the dependency.`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/duplicate-id.ts




const duplicateId = (0,define_rule/* defineRule */.K)({
    id: 'task/duplicate-id',
    severity: 'error',
    summary: 'Two task files of the same intent have the same id (file name), so `depends_on` and reviews cannot tell them apart.',
    rationale: "Tasks of one intent are told apart by their id (the file name): two with one id make `depends_on` and review results point at either, and one task's result is read for the other.",
    check(ctx) {
        const intentId = intentIdOf(ctx.data);
        if (intentId === undefined)
            return;
        const same = ((0,registry/* tasksByIntent */.oW)(ctx.project).get(intentId)?.get((0,intent_values/* stemOf */.Vc)(ctx.path)) ?? []).filter((t) => t.path !== ctx.path);
        if (same.length)
            ctx.report([], `The task id \`${(0,intent_values/* stemOf */.Vc)(ctx.path)}\` is also used by ${same.map((t) => `\`${t.path}\``).join(', ')} for the same intent; rename one file.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/incomplete.ts


const PLAN_FIELDS = ['plan', 'relevant_files', 'implementation_steps'];
const incomplete = (0,define_rule/* defineRule */.K)({
    id: 'task/incomplete',
    severity: 'warning',
    summary: 'A task without a `plan`, `relevant_files` or `implementation_steps` (pfl-forge calls such an analysis insufficient).',
    rationale: 'A task is an analysis handed to an implementing agent; without a `plan`, `relevant_files` or `implementation_steps` that agent starts from nothing (pfl-forge calls it insufficient).',
    check(ctx) {
        const missing = PLAN_FIELDS.filter((key) => {
            const value = (0,util_values/* field */.ZZ)(ctx.data, key);
            return (!(0,util_values/* has */.zy)(ctx.data, key) ||
                value === null ||
                (typeof value === 'string' && value.trim() === '') ||
                (Array.isArray(value) && value.length === 0));
        });
        if (missing.length === 0)
            return;
        ctx.report([], `The task has no ${missing.map((k) => `\`${k}\``).join(', ')}: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/intent-not-found.ts




const intentNotFound = (0,define_rule/* defineRule */.K)({
    id: 'task/intent-not-found',
    severity: 'error',
    summary: '`intent_id` names no intent in `.forge/intents/`.',
    rationale: "A task belongs to the intent its `intent_id` names, and that intent's status rolls up from it; a task of an intent that does not exist is work no intent tracks or finishes.",
    spec: '§ Task > フィールド',
    check(ctx) {
        const id = intentIdOf(ctx.data);
        if (id === undefined)
            return;
        const ids = (0,registry/* intentPaths */.Rc)(ctx.project);
        if (ids.has(id))
            return;
        const denied = ctx.project.unreadableFolderOf('intent');
        ctx.report(['intent_id'], denied
            ? `\`intent_id\` is \`${id}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
            : `\`intent_id\` is \`${id}\`, but there is no \`${id}.yaml\` among the intents.${(0,did_you_mean/* didYouMean */.au)(id, ids)} Fix the id, or add the intent.`);
    },
});

// EXTERNAL MODULE: ./src/formats/intent/task-rollup.ts
var task_rollup = __webpack_require__(8413);
;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/intent-status.ts





const intentStatus = (0,define_rule/* defineRule */.K)({
    id: 'task/intent-status',
    severity: 'warning',
    summary: "The task's intent has a status its tasks contradict (spec 4 rolls them up: all done → done; some failed → blocked; all failed → error), said on the task when the intent itself is not checked (reported once, on the intent, when it is).",
    rationale: "An intent's status must agree with its tasks (spec 4's roll-up); when only the task is checked, it is the one place the contradiction shows before the inbox and the next agent act on the intent.",
    spec: '§ Task > Analyze の出力パターン',
    check(ctx) {
        const id = intentIdOf(ctx.data);
        if (id === undefined)
            return;
        const path = (0,registry/* intentPaths */.Rc)(ctx.project).get(id)?.[0];
        if (path === undefined)
            return;
        const written = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)((0,registry/* intentData */.pV)(ctx.project, id), 'status'));
        const found = (0,task_rollup/* rollUpContradiction */.SM)(written, (0,registry/* tasksOf */.a4)(ctx.project, id));
        if (!found)
            return;
        ctx.report((0,util_values/* has */.zy)(ctx.data, 'status') ? ['status'] : ['intent_id'], `Its intent \`${id}\` (${path}) is \`${written}\`, but ${found.because}${(0,task_rollup/* rollUpVerdict */.Wk)(found)}. Update the intent's \`status\`${found.expected === 'executing' ? ' (`executing` while tasks run)' : ''}, or the tasks.`, { once: (0,task_rollup/* rollUpKey */.oG)(id) });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/reference-impl-value.ts



const rules_reference_impl_value_referenceValue = (0,define_rule/* defineRule */.K)({
    id: 'task/reference-impl-value',
    severity: 'warning',
    summary: 'Task status `completed`, which pfl-forge writes where spec 4 says `done`.',
    rationale: 'pfl-forge writes task status `completed` where spec 4 says `done`: a reader of the spec counts such a task as unfinished, and its intent never rolls up to done.',
    check(ctx) {
        const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
        if (status === 'completed' && !(ctx.config.enums['task/status'] ?? []).includes(status)) {
            reportReferenceValue(ctx, ['status'], status, '`done`', "spec 4's task statuses are pending, implementing, done, failed");
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/relevant-file-path.ts



const relevantFilePath = (0,define_rule/* defineRule */.K)({
    id: 'task/relevant-file-path',
    severity: 'error',
    summary: 'A `relevant_files` entry is absolute or leaves the repository.',
    rationale: 'The implementing agent opens each of `relevant_files`; an absolute path or one through `..` points it at a file outside the repository it is meant to change.',
    check(ctx) {
        (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'relevant_files')).forEach((value, i) => {
            const path = (0,util_values/* asString */.oJ)(value);
            const problem = path === undefined || path.trim() === '' ? undefined : (0,repo_path/* repoPathProblem */.Js)(path);
            if (path !== undefined && problem)
                ctx.report(['relevant_files', i], (0,repo_path/* repoPathMessage */.pm)(`relevant_files[${i}]`, path, problem));
        });
    },
});

// EXTERNAL MODULE: ./src/engine/status-moves.ts
var status_moves = __webpack_require__(9281);
// EXTERNAL MODULE: ./src/formats/intent/status-moves.ts
var intent_status_moves = __webpack_require__(434);
;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/status-transition.ts




/** A task's status for comparing revisions: lower-cased, pfl-forge's `completed` read as `done`; undefined when missing. */
function taskStatusOf(data) {
    const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(data, 'status'))?.trim().toLowerCase();
    return status === 'completed' ? 'done' : status;
}
const statusTransition = (0,define_rule/* defineRule */.K)({
    id: 'task/status-transition',
    severity: 'error',
    summary: "`status` moved against spec 4's task diagram since the base revision (done → anything, implementing → pending).",
    rationale: "Spec 4's task diagram runs pending → implementing → done or failed, with only a failed task going back; a done task reopened, or an implementing one reset, rewrites what happened.",
    spec: '§ Task > フィールド',
    check(ctx) {
        const base = ctx.project.base(ctx.path)?.doc?.data;
        if (!(0,util_values/* isRecord */.u4)(base) || !(0,util_values/* isRecord */.u4)(ctx.data))
            return;
        const from = taskStatusOf(base);
        const to = taskStatusOf(ctx.data);
        // A missing status, a team's own or an invalid one (the enum rule reports it): nothing to compare.
        if ((0,status_moves/* judgeMove */.R)(intent_status_moves/* TASK_STATUS_MOVES */._, from, to) !== 'forbidden' || from === undefined || to === undefined)
            return;
        const next = intent_status_moves/* TASK_STATUS_MOVES */._[from];
        const options = next.length
            ? `from \`${from}\` a task goes on to ${next.map((s) => `\`${s}\``).join(', ')}`
            : `\`${from}\` is final`;
        const instead = from === 'done' ? 'Restore `done`; more work is a new task.' : `Restore \`${from}\`.`;
        ctx.report(['status'], `\`status\` moved from \`${from}\` (base revision) to \`${to}\`, which spec 4 does not allow: ${options} (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). ${instead}`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/rules/index.ts









/** The task's rules (spec 4), one line each: a rule's module is named by its id. */
const task_rules_rules = [
    intentNotFound,
    duplicateId,
    dependencyNotFound,
    cycle,
    rules_reference_impl_value_referenceValue,
    incomplete,
    relevantFilePath,
    statusTransition,
    intentStatus,
];

;// CONCATENATED MODULE: ./src/formats/intent/kinds/task/index.ts





/** Spec 4's Task (Analyze's output, one Implement run each); the id is the file name. */
function taskSchema(values) {
    return schemas/* looseObject */._H3({
        intent_id: schemas/* string */.YjP().min(1).describe('親 Intent の ID (the intent this task implements)'),
        title: schemas/* string */.YjP().min(1).describe('作業内容の要約 (summary of the work)'),
        plan: schemas/* string */.YjP().optional().describe('実装計画 (implementation plan)'),
        relevant_files: schemas/* array */.YOg(stringMatching(repo_path/* REPO_PATH_PATTERN */.wj))
            .optional()
            .describe('関連ファイル一覧 (files involved)'),
        implementation_steps: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe('実装ステップ (steps)'),
        context: schemas/* string */.YjP().nullable().optional().describe('補足情報 (background)'),
        complexity: schemas/* enum */.k5n(values('complexity', intent_values/* RISKS */.F7)).optional().describe('low, med or high'),
        depends_on: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe('Ids of other tasks of the same intent'),
        status: schemas/* enum */.k5n(values('status', [...intent_values/* TASK_STATUSES */.Hi, ...intent_values/* TASK_STATUSES_REFERENCE */.zV]))
            .optional()
            .describe('pending → implementing → done / failed (pfl-forge writes completed: warned about)'),
    })
        .describe('Task (.forge/tasks/**/<id>.yaml; the id is the file name)');
}
const task = {
    id: 'task',
    title: 'Task',
    reader: 'the implementing agent pfl-forge hands the task to',
    spec: 'spec 4 (pfl-forge data model): Task',
    fieldsSection: '§ Task > フィールド',
    syntaxes: ['yaml'],
    paths: ['.forge/tasks/**/*.{yaml,yml}'],
    schema: taskSchema,
    enums: ['complexity', 'status'],
    rules: task_rules_rules,
};

;// CONCATENATED MODULE: ./src/formats/intent/risk.ts



/** The risk an intent states, for the pull request's risk (an unreadable value counts as high). */
function intentRisk(ctx) {
    const risk = (0,intent_values/* readRisk */.WD)((0,util_values/* field */.ZZ)(ctx.data, 'risk'));
    const id = (0,intent_values/* stemOf */.Vc)(ctx.path);
    // Lowering the risk of an intent awaiting approval is a person's decision: until then it counts at the base's.
    const wait = (0,status_change/* pendingWait */.N4)(ctx);
    const awaited = wait?.risk;
    if (awaited && (!risk || intent_values/* RISKS */.F7.indexOf(awaited) > intent_values/* RISKS */.F7.indexOf(risk.level)))
        return {
            level: awaited,
            reason: wait?.unread
                ? `intent ${id} counts as ${awaited} risk: its history could not be read back to where it was proposed`
                : `intent ${id} awaits approval at ${awaited} risk (this change lowers it)`,
        };
    if (!risk)
        return undefined;
    if (risk.unreadable === undefined)
        return { level: risk.level, reason: `intent ${id} is ${risk.level} risk` };
    return {
        level: risk.level,
        reason: `intent ${id} states risk ${(0,util_values/* show */.WU)(risk.unreadable)}, which is not low, med or high: counted as ${risk.level}`,
    };
}

;// CONCATENATED MODULE: ./src/formats/intent/rules/approval-skipped.ts



const approvalSkipped = (0,define_rule/* defineRule */.K)({
    id: 'intent/approval-skipped',
    severity: 'error',
    summary: 'An intent that waits for a person (med/high risk at the base revision or now, no `risk` at all, or a history that could not be read back to its proposal) left `proposed` for something other than `approved`, was approved while its risk was lowered in the same change, or was added already past `proposed`: nothing skips the person who approves it.',
    rationale: "A med/high-risk intent waits for a person's approval before it runs (spec 4's risk-based autonomy); a change that moves it on any other way runs work no person agreed to.",
    spec: '§ Intent > リスクベースの自律実行',
    check(ctx) {
        const born = (0,status_change/* bornPastApproval */.zf)(ctx);
        if (born) {
            const then = born.risk
                ? "Set `status: proposed`; once merged, approve it with `/approve` on its inbox issue, so a person's approval is recorded."
                : "Set `status: proposed` and give it its `risk` (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.";
            const what = born.unread
                ? `an intent whose id had an earlier life (deleted and added again, or moved from a file of another name) that could not be read back to where it was proposed, which counts as high-risk until a person decides, and`
                : born.risk
                    ? `a ${born.risk}-risk intent that`
                    : 'an intent with no `risk` (nobody has weighed it) that';
            ctx.report((0,status_change/* statusAt */.Or)(ctx), `This change adds ${what} is already \`${born.status}\`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as \`proposed\`. ${then}`);
            return;
        }
        const move = (0,status_change/* moveOf */.ds)(ctx);
        if (!move || !(0,status_change/* skipsPerson */.I8)(move))
            return;
        if (move.to === 'approved') {
            const now = move.headRisk ? `\`${move.headRisk}\`` : 'nothing';
            ctx.report((0,util_values/* has */.zy)(ctx.data, 'risk') ? ['risk'] : (0,status_change/* statusAt */.Or)(ctx), `This change approves the intent and lowers its \`risk\` from \`${move.baseRisk}\` to ${now} at once: a ${move.baseRisk}-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore \`risk: ${move.baseRisk}\` and \`status: proposed\`, then approve it with \`/approve\` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.`);
            return;
        }
        const lowered = move.earlierRisk
            ? ` (it waited for approval at \`${move.earlierRisk}\`, and an earlier change lowered its risk to ${move.baseRisk ? `\`${move.baseRisk}\`` : 'nothing'} without a person's decision)`
            : '';
        const then = move.unweighed
            ? `Restore \`status: proposed\` and give it its \`risk\` in a change of its own (spec 4's Analyze step weighs it): at \`med\` or \`high\` a person approves it with \`/approve\` on its inbox issue; at \`low\` it runs without one.`
            : `Restore \`status: proposed\` and approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`;
        ctx.report((0,status_change/* statusAt */.Or)(ctx), `\`status\` went from \`proposed\` (base revision) to \`${move.to}\`, but this is ${(0,status_change/* weighedAs */.sU)(move)}${lowered}: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves \`proposed\` only for \`approved\`. ${then}`);
    },
});

// EXTERNAL MODULE: ./src/rules/shared/no-words.ts
var no_words = __webpack_require__(2414);
;// CONCATENATED MODULE: ./src/formats/intent/rules/clarification-left-unanswered.ts





/**
 * A clarification that waited for its answer at the base revision (spec 4: `answer: null`) and
 * that the change takes out of the inbox with no person's answer: deleted, made something the
 * inbox does not read as a question, or "answered" with a stand-in (`TBD`, `<answer>`; a short
 * reply such as `?` or `👍` is words). Only a person's answer settles it, as only a person's
 * approval moves a med/high intent on. handoff-gate's own commit for `/answer` writes a person's
 * answer, whatever its words. A clarification is followed by its question's text, else by its place in the list
 * (a question reworded in place still waits). An intent the change deletes whole, while a
 * clarification waits, is intent/deleted-outside-inbox's.
 */
const clarificationLeftUnanswered = (0,define_rule/* defineRule */.K)({
    id: 'intent/clarification-left-unanswered',
    severity: 'error',
    summary: "A change deletes a clarification that waited for its answer (`answer: null`), or the intent that holds it, or gives it a placeholder for an answer: only a person's answer settles it (compared with the base revision).",
    rationale: 'A clarification with `answer: null` is a question an agent put to a person; deleting it, or filling in a placeholder, lets the work go on as though the person had answered.',
    spec: '§ Intent > Inbox',
    check(ctx) {
        // handoff-gate's own commit for a person's `/answer`: the answer is theirs, whatever its words.
        if (ctx.project.fromInboxCommand)
            return;
        const base = (0,status_change/* intentAtBase */.B1)(ctx);
        if (!(0,util_values/* isRecord */.u4)(base) || !(0,util_values/* isRecord */.u4)(ctx.data))
            return;
        const before = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(base, 'clarifications'));
        if (!before.some((c) => (0,util_values/* isRecord */.u4)(c) && inbox_unanswered(c)))
            return;
        const now = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'clarifications'));
        const taken = new Set();
        const questionOf = (c) => (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(c, 'question'))?.trim() || undefined;
        // Same question first, so that a clarification added or removed before it does not shift the match.
        const match = before.map((c) => {
            const q = questionOf(c);
            const j = q === undefined ? -1 : now.findIndex((d, k) => !taken.has(k) && questionOf(d) === q);
            if (j !== -1)
                taken.add(j);
            return j;
        });
        before.forEach((c, i) => {
            if (!(0,util_values/* isRecord */.u4)(c) || !inbox_unanswered(c))
                return;
            let j = match[i];
            // Reworded in place: the entry at its place, unless that one is another clarification's.
            if (j === -1 && i < now.length && !taken.has(i) && !before.some((b) => questionOf(b) === questionOf(now[i]))) {
                j = i;
                taken.add(i);
            }
            const fate = fateOf(now, j, (0,util_values/* has */.zy)(ctx.data, 'clarifications'));
            if (!fate)
                return;
            const q = questionOf(c);
            ctx.report(fate.at, `Clarification ${i + 1}${q === undefined ? '' : ` (${(0,util_values/* show */.WU)(q)})`} waited for its answer at the base revision, and this change ${fate.what}: nobody answered it, and only a person's answer settles a clarification. Restore it with \`answer: null\` and let a person answer it (\`/answer ${i + 1} <text>\` on the intent's inbox issue).`, 
            // A list that is gone is pointed at by its key; an entry, by its value.
            fate.at.length === 1 ? { part: 'key' } : {});
        });
    },
});
/** What the change did to the clarification now at `j` (-1: gone), or undefined when it still waits, or words answer it. */
function fateOf(now, j, listed) {
    if (j === -1)
        return { at: listed ? ['clarifications'] : [], what: 'deletes it' };
    const entry = now[j];
    if (!(0,util_values/* isRecord */.u4)(entry))
        return { at: ['clarifications', j], what: 'makes it no `question` and `answer` mapping, which no longer waits' };
    if (inbox_unanswered(entry))
        return undefined;
    // A stand-in for the answer (`TBD`, `<answer>`), not a person's short reply (`?`, `👍`).
    const answer = (0,util_values/* field */.ZZ)(entry, 'answer');
    return typeof answer === 'string' && (0,no_words/* noWords */.R)(answer) === 'placeholder'
        ? { at: ['clarifications', j, 'answer'], what: `answers it with ${(0,util_values/* show */.WU)(answer.trim())}, which is a placeholder` }
        : undefined;
}

;// CONCATENATED MODULE: ./src/formats/intent/rules/cycle.ts






const parentLinks = (data) => {
    const parent = (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(data, 'parent'));
    return parent === undefined ? [] : [parent];
};
const dependencyLinks = (data) => (0,registry/* strings */.P$)((0,util_values/* field */.ZZ)(data, 'depends_on'));
const cycle_cycle = (0,define_rule/* defineRule */.K)({
    id: 'intent/cycle',
    severity: 'error',
    summary: '`parent` or `depends_on` links intents in a circle (reported once per cycle).',
    rationale: 'Intents that depend on each other in a circle, through `parent` or `depends_on`, can never start: each waits for another, and the work stalls with no finding anywhere else.',
    check(ctx) {
        const id = (0,intent_values/* stemOf */.Vc)(ctx.path);
        for (const [relation, links] of [
            ['parent', parentLinks],
            ['depends_on', dependencyLinks],
        ]) {
            const own = links(ctx.data);
            if (own.length === 0)
                continue;
            const project = ctx.project;
            const name = `intent-family/intent-graph/${relation}`;
            const graph = project.memo(name, () => new LazyGraph((node) => links((0,registry/* intentData */.pV)(project, node))));
            if ((0,registry/* intentPaths */.Rc)(project).get(id)?.[0] === ctx.path)
                graph.prime(id, own);
            const members = graph.cycleMembers(id);
            if (!members || !graph.firstSighting(id, ctx.path))
                continue;
            const path = graph.shortestCycle(id, members);
            const chain = path.map((n) => `\`${n}\``).join(' → ');
            const once = cycleKey(name, members);
            if (relation === 'parent') {
                ctx.report(['parent'], `\`parent\` makes a cycle: ${chain}, so the intent would be its own ancestor. Fix the \`parent\` of one of them.`, { once });
            }
            else {
                const at = asArrayIndex((0,util_values/* field */.ZZ)(ctx.data, 'depends_on'), path[1]);
                ctx.report(['depends_on', at], `\`depends_on\` makes a cycle: ${chain}, so none of them can ever start. Remove one of these dependencies.`, { once });
            }
        }
    },
});
function asArrayIndex(list, value) {
    return Array.isArray(list) ? Math.max(list.indexOf(value), 0) : 0;
}

;// CONCATENATED MODULE: ./src/formats/intent/rules/decided-outside-inbox.ts


const decidedOutsideInbox = (0,define_rule/* defineRule */.K)({
    id: 'intent/decided-outside-inbox',
    severity: 'warning',
    summary: "A change approves an intent that waits for a person (med/high risk, no `risk`, or a history not read back to its proposal), or runs a blocked / error intent again, outside the inbox: no person's decision is recorded (not reported on handoff-gate's own inbox commits and pull requests).",
    rationale: "The inbox records who approved an intent, or re-ran a blocked one, and when; a change that does it by editing the file leaves no record of any person's decision.",
    spec: '§ Intent > Inbox',
    check(ctx) {
        // handoff-gate's own commit or pull request for a `/approve` or `/retry`: the issue records who decided.
        if (ctx.project.fromInboxCommand)
            return;
        const move = (0,status_change/* moveOf */.ds)(ctx);
        if (!move || move.verdict !== 'allowed')
            return;
        if (move.from === 'proposed' &&
            move.to === 'approved' &&
            ((0,status_change/* needsPerson */.z6)(move.risk) || move.unweighed) &&
            !(0,status_change/* skipsPerson */.I8)(move)) {
            ctx.report((0,status_change/* statusAt */.Or)(ctx), move.unweighed
                ? `This change approves ${(0,status_change/* weighedAs */.sU)(move)} (\`proposed\` → \`approved\`) outside the inbox, and spec 4 has a person approve what is not weighed low. If you are that person, fine; otherwise restore \`status: proposed\` and give it its \`risk\` in a change of its own: at \`med\` or \`high\` a person approves it with \`/approve\` on its inbox issue; at \`low\` it runs without one.`
                : `This change approves ${(0,status_change/* weighedAs */.sU)(move)} (\`proposed\` → \`approved\`) outside the inbox, and spec 4 has a person approve it. If you are that person, fine; otherwise restore \`status: proposed\` and approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`);
        }
        else if (move.from === 'blocked' || move.from === 'error') {
            ctx.report((0,status_change/* statusAt */.Or)(ctx), `This change moves ${move.from === 'error' ? 'an' : 'a'} \`${move.from}\` intent on to \`${move.to}\` outside the inbox, and spec 4 has a person decide what happens to it (run it again, instruct, or drop it). If you are that person, fine; otherwise restore \`status: ${move.from}\` and run it again with \`/retry\` on its inbox issue, so a person's decision is recorded.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/deleted-outside-inbox.ts






const deletedOutsideInbox = (0,define_rule/* defineRule */.K)({
    id: 'intent/deleted-outside-inbox',
    severity: 'error',
    summary: "A change deletes an intent that waits for a person (its approval: `proposed` at med/high, with no `risk`, or with a history not read back to its proposal; a decision on failed tasks; an answer) outside the inbox, where only `/reject` drops it. Reported on the deleted file's line at the base revision (not on handoff-gate's own inbox commits and pull requests).",
    withoutExample: 'it reports a file the change deletes, on its line at the base revision: its example would be a commit and a deletion, with no file left to show',
    rationale: 'An intent that waits for a person is dropped only by a person, with `/reject` in the inbox; deleting its file makes the question disappear without anyone answering it.',
    spec: '§ Intent > Inbox',
    check() {
        // A file the change keeps is judged by its moves (intent/approval-skipped and the others).
    },
    checkRemoved(ctx) {
        // handoff-gate's own commit or pull request for a `/reject`: the issue records who decided.
        if (ctx.project.fromInboxCommand)
            return;
        // Moved to another file of the same id: its move is judged there.
        if ((0,registry/* intentPaths */.Rc)(ctx.project).has((0,intent_values/* stemOf */.Vc)(ctx.path)))
            return;
        const clarifications = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'clarifications'));
        const open = clarifications.findIndex(inbox_unanswered);
        const awaits = (0,status_change/* awaitsPerson */.Tm)(ctx) ?? (open === -1 ? undefined : `an answer to its clarification ${open + 1}, still open`);
        if (!awaits)
            return;
        const at = (0,util_values/* has */.zy)(ctx.data, 'status') ? ['status'] : open !== -1 ? ['clarifications', open] : [];
        ctx.report(at, `This change deletes \`${ctx.path}\` (this line is from its version at the base revision), an intent that waits for ${awaits}: deleting it decides that outside the inbox, and spec 4 has a person decide. Restore the file; to drop it, reject it with \`/reject\` on its inbox issue, so a person's decision is recorded.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/dependency-not-found.ts





const dependency_not_found_dependencyNotFound = (0,define_rule/* defineRule */.K)({
    id: 'intent/dependency-not-found',
    severity: 'error',
    summary: 'A `depends_on` entry names no intent in `.forge/intents/`.',
    rationale: '`depends_on` holds an intent back until the ones it names are done; a name that matches no intent is a dependency that can never be met, or a typo that lets it start too early.',
    check(ctx) {
        const ids = (0,registry/* intentPaths */.Rc)(ctx.project);
        const list = (0,util_values/* field */.ZZ)(ctx.data, 'depends_on');
        if (!Array.isArray(list))
            return;
        list.forEach((value, i) => {
            const id = (0,template_leftover/* filledIn */.AE)(value);
            if (id === undefined || ids.has(id))
                return;
            const denied = ctx.project.unreadableFolderOf('intent');
            ctx.report(['depends_on', i], denied
                ? `\`depends_on\` names \`${id}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
                : `\`depends_on\` names \`${id}\`, but there is no \`${id}.yaml\` among the intents.${(0,did_you_mean/* didYouMean */.au)(id, ids)} Fix the id, or remove the dependency.`);
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/duplicate-id.ts



const duplicate_id_duplicateId = (0,define_rule/* defineRule */.K)({
    id: 'intent/duplicate-id',
    severity: 'error',
    summary: 'Two intent files have the same id (`x.yaml` and `x.yml`), so references to it are ambiguous.',
    rationale: 'Two intent files with one id (`x.yaml` and `x.yml`) make every `parent`, `depends_on` and task `intent_id` that names it ambiguous: readers pick one, and not the same one.',
    check(ctx) {
        const id = (0,intent_values/* stemOf */.Vc)(ctx.path);
        const others = ((0,registry/* intentPaths */.Rc)(ctx.project).get(id) ?? []).filter((p) => p !== ctx.path);
        if (others.length)
            ctx.report([], `The intent id \`${id}\` is also defined by ${others.map((p) => `\`${p}\``).join(', ')}; keep one file per id.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/file-extension.ts


const fileExtension = (0,define_rule/* defineRule */.K)({
    id: 'intent/file-extension',
    severity: 'warning',
    summary: "An intent file ends in `.yml`; spec 4's registry is `.forge/intents/*.yaml` and pfl-forge reads only `.yaml`.",
    rationale: 'pfl-forge reads only `.forge/intents/*.yaml`: an intent saved as `.yml` is never picked up, so it waits for ever without anyone knowing it exists.',
    spec: '§ Intent > Intent Registry（`.forge/intents/`）',
    check(ctx) {
        if (ctx.path.endsWith('.yml')) {
            ctx.report([], `Spec 4 collects intents as \`.forge/intents/*.yaml\` and the runner reads only \`.yaml\`; rename this file to \`${(0,intent_values/* stemOf */.Vc)(ctx.path)}.yaml\`.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/id-not-slug.ts



/** Characters git refuses in a branch name; pfl-forge names each intent's branch `forge/<id>`. */
const NOT_IN_BRANCH = /[\s~^:?*[\\\u0000-\u001f\u007f]|\.\.|@\{|^[-.]|\.lock$|\.$/;
/** The id is the file stem: lowercase, digits and hyphens keep it usable in keys, commands and branch names. */
const idNotSlug = (0,define_rule/* defineRule */.K)({
    id: 'intent/id-not-slug',
    severity: 'warning',
    summary: 'The intent id (the file name without extension) is not a slug of lowercase letters, digits and hyphens.',
    rationale: "An intent's id is its file name's stem, and tasks, children and dependencies name it by that id; a stem with capitals, spaces or other characters is easy to name wrongly, and pfl-forge expects a slug.",
    check(ctx) {
        const id = (0,intent_values/* stemOf */.Vc)(ctx.path);
        if (intent_values/* SLUG */.OZ.test(id))
            return;
        const slug = (0,intent_values/* slugify */.Yv)(id);
        // To the `.yaml` the runner reads, whatever the file ends in now (intent/file-extension says why).
        const folder = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/') + 1) : '';
        const target = `${folder}${slug}.yaml`;
        // Advice safe to follow: never a name that drops the words it was written in, or one that
        // would overwrite another intent.
        const rename = !slug || (0,intent_values/* slugLosesLetters */.zj)(id)
            ? ' Rename the file to a slug that keeps its meaning in lowercase ASCII letters, digits and hyphens (a slug of this name would drop its non-ASCII letters).'
            : target !== ctx.path && ctx.project.exists(target)
                ? ` Rename the file to a slug no other file has: \`${slug}.yaml\` exists already.`
                : ` Rename the file to \`${slug}.yaml\`.`;
        const broken = NOT_IN_BRANCH.test(id);
        ctx.report([], `The intent id is the file name, ${(0,util_values/* show */.WU)(id)}, which is not a slug (lowercase letters, digits, hyphens)${broken ? ' and cannot be part of a git branch name (`forge/<id>`)' : ''}.${rename}`, broken ? { severity: 'error' } : {});
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/nested-intent.ts


const nestedIntent = (0,define_rule/* defineRule */.K)({
    id: 'intent/nested-intent',
    severity: 'warning',
    summary: "The intent's fields are nested under `intent:` (pfl-forge's eval-fixture shape) instead of at the top level.",
    rationale: "pfl-forge's eval fixtures nest the fields under `intent:`; in `.forge/intents/` that file has no top-level `title` or `status` for the registry to read, so the intent looks empty.",
    check(ctx) {
        if (!(0,util_values/* has */.zy)(ctx.data, 'title') && (0,util_values/* isRecord */.u4)((0,util_values/* field */.ZZ)(ctx.data, 'intent'))) {
            ctx.report(['intent'], "The intent is nested under `intent:`, the shape of pfl-forge's eval fixtures; an intent file has `title`, `body` and `source` at the top level. Move the fields up, or keep fixtures out of `.forge/intents/`.", { part: 'key' });
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/parent-not-approved.ts





/** The statuses of an intent that has started: approved, or run since. */
const STARTED = new Set(['approved', 'executing', 'done', 'blocked', 'error']);
const parentNotApproved = (0,define_rule/* defineRule */.K)({
    id: 'intent/parent-not-approved',
    severity: 'warning',
    summary: "A child intent has started (`approved` or later) while its `parent` still waits for a person's approval (`proposed` at med/high risk, a risk lowered while it waited included, or with no `risk`): a child is a slice of its parent, and an agent can rate its own slices `low`.",
    rationale: 'A child is a slice of its parent, and an agent can rate its own slices `low`: a child that starts while its parent still waits for approval runs work a person has not yet agreed to.',
    spec: '§ Task > Analyze の出力パターン',
    check(ctx) {
        const parent = (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(ctx.data, 'parent'));
        if (parent === undefined || !(0,util_values/* isRecord */.u4)(ctx.data))
            return;
        const status = (0,status_change/* statusOf */.c2)(ctx.data);
        if (status === undefined || !STARTED.has(status))
            return;
        // No such parent is intent/parent-not-found's.
        const path = (0,registry/* intentPaths */.Rc)(ctx.project).get(parent)?.[0];
        const data = path === undefined ? undefined : ctx.project.content(path)?.data;
        if (!(0,util_values/* isRecord */.u4)(data) || (0,status_change/* statusOf */.c2)(data) !== 'proposed')
            return;
        // What the parent awaits, its history included: a risk lowered while it waited is still awaited.
        const wait = (0,status_change/* pendingWait */.N4)({ ...ctx, path: path, data });
        const stated = (0,status_change/* riskOf */.bi)(data);
        const risk = wait?.risk ?? (stated === 'low' ? undefined : stated);
        if (risk === undefined && stated !== undefined)
            return;
        const waits = wait?.unread
            ? 'with a history not read back to its proposal, so it counts as high-risk'
            : risk
                ? `at \`${risk}\` risk`
                : 'with no `risk`, which nobody has weighed';
        ctx.report(['parent'], `This intent is \`${status}\`, but its parent \`${parent}\` still waits for a person's approval (\`proposed\` ${waits}): spec 4's child intents come from decomposing the parent, so a child runs only once its parent is approved. Set this intent back to \`proposed\` until \`${parent}\` is approved with \`/approve\` on its inbox issue, or have the parent rejected.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/parent-not-found.ts





const parentNotFound = (0,define_rule/* defineRule */.K)({
    id: 'intent/parent-not-found',
    severity: 'error',
    summary: '`parent` names no intent in `.forge/intents/`.',
    rationale: "A child intent's `parent` ties it to the work it is a slice of; a parent that does not exist leaves the child outside its parent's approval and its status roll-up.",
    spec: '§ Intent > フィールド',
    check(ctx) {
        const parent = (0,template_leftover/* filledIn */.AE)((0,util_values/* field */.ZZ)(ctx.data, 'parent'));
        if (parent === undefined)
            return;
        const ids = (0,registry/* intentPaths */.Rc)(ctx.project);
        if (ids.has(parent))
            return;
        const denied = ctx.project.unreadableFolderOf('intent');
        ctx.report(['parent'], denied
            ? `\`parent\` is \`${parent}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
            : `\`parent\` is \`${parent}\`, but there is no \`${parent}.yaml\` among the intents.${(0,did_you_mean/* didYouMean */.au)(parent, ids)} Fix the id, or add the parent intent.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/intent/rules/reference-impl-value.ts




const intent_rules_reference_impl_value_referenceValue = (0,define_rule/* defineRule */.K)({
    id: 'intent/reference-impl-value',
    severity: 'warning',
    summary: 'A value pfl-forge writes but spec 4 does not list: status `implementing`, source `draft` / `analyze` / `eval`.',
    rationale: 'pfl-forge writes some values spec 4 does not list (status `implementing`, source `draft`); other readers of the spec do not know them, so the file means one thing to pfl-forge and another to them.',
    check(ctx) {
        const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
        if (status === 'implementing' && !(ctx.config.enums['intent/status'] ?? []).includes(status)) {
            reportReferenceValue(ctx, ['status'], status, '`executing`', "pfl-forge's name for `executing` in February–March 2026, since removed");
        }
        const source = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'source'));
        if (source &&
            intent_values/* INTENT_SOURCES_REFERENCE */.c5.includes(source) &&
            !(ctx.config.enums['intent/source'] ?? []).includes(source)) {
            const instead = source === 'draft'
                ? '`human` (drafts are human input)'
                : '`human` or `reflection`, or add it under `enums: intent/source`';
            reportReferenceValue(ctx, ['source'], source, instead, 'spec 4 has `human` and `reflection`');
        }
    },
});

// EXTERNAL MODULE: ./src/formats/intent/rules/risk-lowered.ts
var risk_lowered = __webpack_require__(341);
;// CONCATENATED MODULE: ./src/formats/intent/rules/status-transition.ts



const status_transition_statusTransition = (0,define_rule/* defineRule */.K)({
    id: 'intent/status-transition',
    severity: 'error',
    summary: "`status` moved against spec 4's diagram since the base revision (e.g. done → approved, approved → proposed, executing → approved).",
    rationale: "Spec 4's diagram moves an intent forward only (proposed → approved → executing → done), with a person re-running a blocked one; a move against it undoes a decision, or reopens finished work, in a diff.",
    spec: '§ Intent > YAML 形式',
    check(ctx) {
        const move = (0,status_change/* moveOf */.ds)(ctx);
        if (!move || move.verdict !== 'forbidden' || (0,status_change/* skipsPerson */.I8)(move))
            return;
        const next = intent_status_moves/* INTENT_STATUS_MOVES */.n[move.from];
        const options = next.length
            ? `from \`${move.from}\` an intent goes on to ${next.map((s) => `\`${s}\``).join(', ')}`
            : `\`${move.from}\` is final`;
        const instead = move.from === 'done'
            ? 'Restore `done`, and write a new intent for more work.'
            : move.to === 'proposed'
                ? `Restore \`${move.from}\`: nothing goes back to \`proposed\`.`
                : `Restore \`${move.from}\`.`;
        ctx.report((0,status_change/* statusAt */.Or)(ctx), `\`status\` moved from \`${move.from}\` (base revision) to \`${move.to}\`, which spec 4 does not allow: ${options} (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). ${instead}`);
    },
});

// EXTERNAL MODULE: ./src/formats/intent/rules/status-vs-tasks.ts
var status_vs_tasks = __webpack_require__(2238);
;// CONCATENATED MODULE: ./src/formats/intent/rules/unknown-type.ts

const unknown_type_unknownType = unknownTypeRule('intent');

;// CONCATENATED MODULE: ./src/formats/intent/rules/index.ts


















/** The intent's rules (spec 4), one line each: a rule's module is named by its id. */
const intentRules = [
    idNotSlug,
    fileExtension,
    duplicate_id_duplicateId,
    unknown_type_unknownType,
    intent_rules_reference_impl_value_referenceValue,
    timestampRule('intent', () => [['created_at']], {
        spec: '§ Intent > フィールド',
        rationale: "An intent's `created_at` orders the registry and tells how long a proposal has waited for its person: a time with no zone, or not a time, misplaces it in both.",
    }),
    nestedIntent,
    parentNotFound,
    parentNotApproved,
    dependency_not_found_dependencyNotFound,
    cycle_cycle,
    status_vs_tasks/* statusVsTasks */.Q,
    status_transition_statusTransition,
    approvalSkipped,
    risk_lowered/* riskLowered */.I,
    decidedOutsideInbox,
    deletedOutsideInbox,
    clarificationLeftUnanswered,
];

;// CONCATENATED MODULE: ./src/formats/intent/schema.ts




const schema_text = schemas/* string */.YjP();
/**
 * Spec 4's Intent, with pfl-forge's serde struct for what the spec leaves open: `title`, `body`
 * and `source` are required there (a file without them stops the runner from loading any
 * intent), the rest is optional. `type` is an open set, checked by `intent/unknown-type`.
 */
function intentSchema(values) {
    return schemas/* looseObject */._H3({
        title: schema_text.min(1).describe('作業内容の要約 (summary of the work)'),
        body: schema_text.describe('詳細な説明 (detailed description)'),
        type: schema_text
            .nullable()
            .optional()
            .describe('feature, refactor, fix, test, audit, ... (open set; extend with `enums: intent/type`)'),
        source: schemas/* enum */.k5n(values('source', [...intent_values/* INTENT_SOURCES */.g_, ...intent_values/* INTENT_SOURCES_REFERENCE */.c5]))
            .describe('human or reflection (pfl-forge also writes draft, analyze, eval: warned about)'),
        risk: schemas/* enum */.k5n(values('risk', intent_values/* RISKS */.F7))
            .nullable()
            .optional()
            .describe('low: runs without approval; med/high: waits in the inbox for approval'),
        status: schemas/* enum */.k5n(values('status', [...intent_values/* INTENT_STATUSES */.Cv, ...intent_values/* INTENT_STATUSES_REFERENCE */.qS]))
            .optional()
            .describe('proposed → approved → executing → done / blocked / error (default proposed)'),
        parent: schema_text.nullable().optional().describe('親 Intent の ID (the parent intent, for a child intent)'),
        depends_on: schemas/* array */.YOg(schema_text).optional().describe('Ids of intents this one waits for'),
        clarifications: schemas/* array */.YOg(schemas/* looseObject */._H3({
            question: schema_text.min(1).describe('The question for a human'),
            answer: schema_text.nullable().optional().describe('The answer; null or absent while unanswered'),
        }))
            .optional()
            .describe('質問と回答のリスト (`answer: null` is unanswered)'),
        created_at: stringMatching(TIMESTAMP_PATTERN)
            .nullable()
            .optional()
            .describe('ISO 8601 timestamp with a time zone'),
        sessions: schemas/* looseObject */._H3({
            analyze: schema_text.nullable().optional(),
            implement: schema_text.nullable().optional(),
            review: schema_text.nullable().optional(),
            reflect: schema_text.nullable().optional(),
        })
            .optional()
            .describe('Agent session ids (pfl-forge)'),
    })
        .describe('Intent (.forge/intents/<id>.yaml; the id is the file name)');
}

;// CONCATENATED MODULE: ./src/formats/intent/named-by-pull-request.ts
/**
 * One line of the description: `Intent: <id>`, `- intent: \`<id>\``. Read line by line: over the
 * whole text with the `m` flag, its leading `\s*` ran across every following blank line from
 * each line's start, quadratic in a description of many blank lines.
 */
const INTENT_LINE = /^\s*(?:[-*]\s*)?intent\s*:\s*`?([a-z0-9][a-z0-9-]*)`?\s*$/i;
/** The line breaks of the `m` flag's `^` and `$`. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/**
 * Intents a pull request names without changing them: `Intent: <id>` lines in its description,
 * and a head branch ending in `/<intent-id>` (pfl-forge works on `forge/<id>` branches).
 */
function referencedIntentIds(body, headRef, known) {
    const ids = new Set();
    for (const line of body.split(LINE_BREAK)) {
        const id = INTENT_LINE.exec(line)?.[1];
        if (id)
            ids.add(id.toLowerCase());
    }
    const branchTail = /\/([a-z0-9][a-z0-9-]*)$/i.exec(headRef)?.[1]?.toLowerCase();
    if (branchTail)
        ids.add(branchTail);
    return [...ids].filter((id) => known.has(id)).sort();
}
/** An intent's id is its file name without `.yaml` / `.yml`. */
const intentNamedByPullRequest = {
    idOf: (path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.ya?ml$/, ''),
    named: referencedIntentIds,
};

;// CONCATENATED MODULE: ./src/formats/intent/index.ts










const intent = {
    id: 'intent',
    title: 'Intent',
    reader: "pfl-forge's registry, and the person who approves the intent in the inbox,",
    spec: 'spec 4 (pfl-forge data model): Intent',
    fieldsSection: '§ Intent > フィールド',
    syntaxes: ['yaml'],
    paths: ['.forge/intents/*.{yaml,yml}'],
    schema: intentSchema,
    enums: ['type', 'source', 'risk', 'status'],
    rules: intentRules,
    inboxItems: intentInboxItems,
    inbox: intentInbox,
    risk: intentRisk,
    namedByPullRequest: intentNamedByPullRequest,
    // Spec 4: a clarification is a question to a human, and its `answer` is the human's reply.
    humanText: (path) => path.length === 3 && path[0] === 'clarifications' && typeof path[1] === 'number' && path[2] === 'answer',
};
/** Spec 4's family: intents, the drafts they come from, their tasks, reviews, history and observations. */
const intentFormats = [intent, intentDraft, task, reviewResult, history_history, observations];

;// CONCATENATED MODULE: ./src/formats/message/body.ts
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/**
 * An ATX heading's opening: up to three spaces, one to six `#`, a blank. The rest of the line is
 * read by {@link headingOf} with plain string code: one regex for the whole line
 * (`(.*?)[ \t]*#*[ \t]*$`) backtracks for ever on a long run of blanks that does not end the line.
 */
const HEADING_OPEN = /^ {0,3}(#{1,6})[ \t]/;
/** What `.` does not match: such a line is no heading (no line break in the line is a heading's text). */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
const body_isBlank = (code) => code === 0x20 || code === 0x09;
/** A heading line's level and text: the blanks after the `#`s and the closing `#`s with their blanks are not text. */
function headingOf(line) {
    const open = HEADING_OPEN.exec(line);
    if (!open || LINE_TERMINATOR.test(line))
        return undefined;
    let start = open[0].length;
    while (start < line.length && body_isBlank(line.charCodeAt(start)))
        start++;
    let end = line.length;
    while (end > start && body_isBlank(line.charCodeAt(end - 1)))
        end--;
    while (end > start && line.charCodeAt(end - 1) === 0x23)
        end--;
    while (end > start && body_isBlank(line.charCodeAt(end - 1)))
        end--;
    return { level: open[1].length, text: line.slice(start, end) };
}
// Every rule of a file reads the same body; the doc object lives as long as the file's check.
const cache = new WeakMap();
/** The Markdown body split into lines, with code fences and headings marked. */
function bodyOf(doc) {
    let body = cache.get(doc);
    if (!body) {
        body = splitBody(doc.body ?? '', doc.bodyLine ?? 1);
        cache.set(doc, body);
    }
    return body;
}
function splitBody(text, firstLine) {
    const lines = [];
    const headings = [];
    let fence;
    const raws = text.split('\n');
    for (let i = 0; i < raws.length; i++) {
        const raw = raws[i];
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        // Fences and headings start within three spaces: look at that character before any regex.
        let at = 0;
        while (at < 3 && line.charCodeAt(at) === 0x20)
            at++;
        const first = line.charCodeAt(at);
        const marker = first === 0x60 || first === 0x7e ? FENCE.exec(line)?.[1] : undefined;
        if (fence !== undefined) {
            lines.push({ text: line, line: firstLine + i, code: true });
            if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
                fence = undefined;
            continue;
        }
        if (marker) {
            fence = marker;
            lines.push({ text: line, line: firstLine + i, code: true });
            continue;
        }
        lines.push({ text: line, line: firstLine + i, code: false });
        const heading = first === 0x23 ? headingOf(line) : undefined;
        if (heading)
            headings.push({ ...heading, line: firstLine + i, index: lines.length - 1 });
    }
    return { lines, headings };
}
/** The first `# ` heading: the message's title. */
/** The first `#` heading, without the template's type prefix (`質問:`, `Question:`), which a title repeats. */
function titleOf(body) {
    const text = body.headings.find((h) => h.level === 1 && h.text.trim() !== '')?.text.trim();
    return (text?.replace(/^(要件|指示|タスク|報告|質問|回答|Requirement|Instruction|Task|Report|Question|Answer)\s*[:：]\s*/i, '') || text);
}
/** Headings compare by their words: width, spacing, numbering and an "(あれば)" note do not matter. */
function normaliseHeading(text) {
    let normal = normalised.get(text);
    if (normal === undefined) {
        normal = text
            .normalize('NFKC')
            .replace(/\(あれば\)/g, '')
            .replace(/^\d+[.)]\s*/, '')
            .replace(/[\s:：]+/g, '')
            .toLowerCase();
        // Every message repeats its template's few headings: they are normalised once, up to a bound.
        if (normalised.size >= 10_000)
            normalised.clear();
        normalised.set(text, normal);
    }
    return normal;
}
const normalised = new Map();
/** The text under the first heading named `name`, up to the next heading of the same or a higher level. */
/**
 * English names teams write for the spec's Japanese section headings, accepted as the same
 * section (literal translations).
 */
const ENGLISH_HEADINGS = {
    概要: ['Summary', 'Overview'],
    背景: ['Background'],
    期待する成果: ['Expected outcomes', 'Expected results'],
    制約条件: ['Constraints'],
    優先順位: ['Priorities', 'Priority'],
    備考: ['Notes', 'Remarks'],
    ゴール: ['Goal', 'Goals'],
    コンテキスト: ['Context'],
    成功基準: ['Success criteria'],
    推奨アプローチ: ['Recommended approach'],
    期限目安: ['Deadline', 'Target date'],
    説明: ['Description'],
    完了条件: ['Completion criteria', 'Acceptance criteria', 'Definition of done'],
    技術要件: ['Technical requirements'],
    依存関係: ['Dependencies'],
    参考資料: ['References'],
    ステータス: ['Status'],
    完了項目: ['Completed items', 'Done'],
    残作業: ['Remaining work', 'Remaining'],
    成果物: ['Deliverables'],
    '課題・懸念': ['Issues and concerns', 'Issues', 'Concerns'],
    次のステップ: ['Next steps'],
    質問内容: ['Question'],
    選択肢: ['Options'],
    緊急度: ['Urgency'],
    回答: ['Answer'],
    理由: ['Reason', 'Rationale'],
    追加情報: ['Additional information'],
};
/** The normalised names a section may go by: the spec's heading and its English equivalents. */
function headingNames(name) {
    let names = namesBySection.get(name);
    if (!names)
        namesBySection.set(name, (names = [name, ...(ENGLISH_HEADINGS[name] ?? [])].map(normaliseHeading)));
    return names;
}
const namesBySection = new Map();
function sectionText(body, name) {
    const wanted = headingNames(name);
    const at = body.headings.findIndex((h) => h.level >= 2 && wanted.includes(normaliseHeading(h.text)));
    if (at === -1)
        return undefined;
    const heading = body.headings[at];
    const next = body.headings.slice(at + 1).find((h) => h.level <= heading.level);
    const end = next ? next.index : body.lines.length;
    const text = body.lines
        .slice(heading.index + 1, end)
        .map((l) => l.text)
        .join('\n')
        .trim();
    return text || undefined;
}

;// CONCATENATED MODULE: ./src/formats/message/bracket-header.ts
// The value is taken whole and trimmed later: a lazy `.*?` before `\s*$` is quadratic on long lines.
const FIELD = /^([A-Za-z][A-Za-z]{0,30}(?:[ _][A-Za-z]{1,30}){0,3})[ \t]*:(?:[ \t]([^]*))?$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const BLOCK_INDICATOR = /^[|>][+-]?$/;
const isSpace = (ch) => ch !== '' && ch.trim() === '';
const isLetter = (ch) => (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
const isKindChar = (ch) => isLetter(ch) || ch === '_' || ch === ' ' || ch === '-';
/**
 * `[KIND TO: recipient]` on a line of its own: the kind a letter then up to 30 letters, `_`, `-`
 * or spaces, the recipient 1 to 60 characters, no `]`. Read with string code, with the results of
 * `/^\s*\[([A-Za-z][A-Za-z_ -]{0,30}?)\s+TO\s*:\s*([^\]\n]{1,60}?)\s*\]\s*$/i`, whose
 * blank runs around the recipient made a long line of blanks take time cubic in its length.
 * The kind is the shortest that works; the recipient keeps no blanks at its ends unless it is one.
 */
function openingOf(line) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('[') || !trimmed.endsWith(']') || trimmed.length < 2)
        return undefined;
    const inner = trimmed.slice(1, -1);
    if (!isLetter(inner.charAt(0)))
        return undefined;
    for (let k = 1; k <= 31 && k < inner.length; k++) {
        if (k > 1 && !isKindChar(inner[k - 1]))
            break;
        let at = k;
        while (at < inner.length && isSpace(inner[at]))
            at++;
        if (at === k || !'tT'.includes(inner.charAt(at)) || !'oO'.includes(inner.charAt(at + 1)))
            continue;
        at += 2;
        while (at < inner.length && isSpace(inner[at]))
            at++;
        if (inner[at] !== ':')
            continue;
        const to = recipient(inner.slice(at + 1));
        if (to !== undefined)
            return { kind: inner.slice(0, k), to };
    }
    return undefined;
}
/** After the colon: blanks, 1 to 60 characters with no `]` or line feed, blanks. */
function recipient(tail) {
    let start = 0;
    while (start < tail.length && isSpace(tail[start]))
        start++;
    if (start === tail.length) {
        // Only blanks: the recipient is the last one that is no line feed.
        for (let i = tail.length - 1; i >= 0; i--)
            if (tail[i] !== '\n')
                return tail[i];
        return undefined;
    }
    let end = tail.length;
    while (end > start && isSpace(tail[end - 1]))
        end--;
    const to = tail.slice(start, end);
    return to.length <= 60 && !to.includes(']') && !to.includes('\n') ? to : undefined;
}
/** Finds the first bracket header outside code blocks, with its fields. */
function parseBracketHeader(body) {
    const { lines } = body;
    let opening;
    const start = lines.findIndex((l) => !l.code && (opening = openingOf(l.text)) !== undefined);
    if (start === -1 || !opening)
        return undefined;
    const { kind, to } = opening;
    const closing = new RegExp(`^\\s*\\[\\s*/\\s*${escapeRegExp(kind.trim())}\\s*\\]\\s*$`, 'i');
    let end = lines.findIndex((l, i) => i > start && !l.code && closing.test(l.text));
    const header = { kind: kind.trim(), to: to.trim(), line: lines[start].line, fields: new Map() };
    if (end === -1)
        end = lines.length;
    else
        header.endLine = lines[end].line;
    for (let i = start + 1; i < end; i++) {
        const current = lines[i];
        if (current.code)
            continue;
        const match = FIELD.exec(current.text);
        if (!match)
            continue;
        const key = match[1];
        let value = (match[2] ?? '').trim();
        // A `|` block or an empty value continues on the indented or list lines that follow.
        if (BLOCK_INDICATOR.test(value) || value === '') {
            const block = BLOCK_INDICATOR.test(value);
            const taken = [];
            let j = i + 1;
            for (; j < end; j++) {
                const text = lines[j].text;
                const continues = block
                    ? text.trim() === '' || /^\s/.test(text)
                    : text.trim() !== '' && (/^\s/.test(text) || LIST_ITEM.test(text));
                if (!continues)
                    break;
                taken.push(text);
            }
            value = dedent(taken).trim();
            i = j - 1;
        }
        const name = key.toLowerCase().replace(/[\s_]+/g, ' ');
        if (!header.fields.has(name))
            header.fields.set(name, { key, value: value.trim(), line: current.line });
    }
    return header;
}
/** A field's value, by any of its names (`task id`, `id`). */
function bracketField(header, ...names) {
    for (const name of names) {
        const field = header.fields.get(name);
        if (field)
            return field;
    }
    return undefined;
}
/**
 * A bracket value as the frontmatter would write it: lower case, words joined by `_`, a
 * trailing remark dropped (`COMPLETED (with caveats)` → `completed`, `IN PROGRESS` → `in_progress`).
 */
function normaliseBracketValue(value) {
    const normal = value.normalize('NFKC');
    return normal
        .slice(0, remarkStart(normal))
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
}
/**
 * Where a trailing remark starts: the first `(` of the last line (what `/\(.*$/` found, without
 * its rescan of the line from every `(`), or the end.
 */
function remarkStart(text) {
    let lineStart = text.length;
    while (lineStart > 0 && !'\n\r\u2028\u2029'.includes(text[lineStart - 1]))
        lineStart--;
    const open = text.indexOf('(', lineStart);
    return open === -1 ? text.length : open;
}
function dedent(lines) {
    const indents = lines.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)[0].length);
    const cut = indents.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
    return lines.map((l) => l.slice(Number.isFinite(cut) ? cut : 0)).join('\n');
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/formats/message/header.ts



const brackets = new WeakMap();
/**
 * ` TO:` anywhere: a body without it has no bracket header, and is not split into lines for one.
 * Looser than the header itself (which {@link parseBracketHeader} reads): spelling out the kind
 * here (`\[[A-Za-z][A-Za-z_ -]{0,30}?\s+TO`) rescans a run of blanks once for every place the kind may end.
 */
const MAYBE_BRACKET = /\sTO\s*:/i;
/** The file's bracket header, if it has one (with or without frontmatter). */
function bracketOf(doc) {
    let found = brackets.get(doc);
    if (found === undefined) {
        found = MAYBE_BRACKET.test(doc.body ?? '') ? (parseBracketHeader(bodyOf(doc)) ?? null) : null;
        brackets.set(doc, found);
    }
    return found ?? undefined;
}
// Most rules of a message read its header: it is worked out once per document.
const headers = new WeakMap();
/** The header fields of a message; undefined when it has neither frontmatter nor a bracket header. */
function headerOf(doc) {
    let header = headers.get(doc);
    if (header === undefined) {
        header = readHeader(doc) ?? null;
        headers.set(doc, header);
    }
    return header ?? undefined;
}
function readHeader(doc) {
    if ((0,util_values/* isRecord */.u4)(doc.data)) {
        const values = {};
        for (const key of ['id', 'from', 'to', 'type', 'priority', 'status']) {
            const value = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(doc.data, key));
            if (value !== undefined)
                values[key] = value;
        }
        return { source: 'frontmatter', values };
    }
    if (doc.data !== null && doc.data !== undefined)
        return undefined;
    const bracket = bracketOf(doc);
    if (!bracket)
        return undefined;
    const values = {
        type: normaliseBracketValue(bracket.kind),
        to: normaliseBracketValue(bracket.to),
    };
    const from = bracketField(bracket, 'from');
    const status = bracketField(bracket, 'status');
    const priority = bracketField(bracket, 'priority');
    const id = bracketId(bracket);
    if (from?.value)
        values.from = normaliseBracketValue(from.value);
    if (status?.value)
        values.status = normaliseBracketValue(status.value);
    if (priority?.value)
        values.priority = normaliseBracketValue(priority.value);
    if (id)
        values.id = id;
    return { source: 'bracket', values, bracket };
}
/**
 * The message's own id in a bracket header. A report's `Task:` names the task it reports on
 * (a reference), while a task's `Task ID:` is the task itself.
 */
function bracketId(bracket) {
    const own = bracketField(bracket, 'id', 'message id') ??
        (normaliseBracketValue(bracket.kind) === 'task' ? bracketField(bracket, 'task id') : undefined);
    return own?.value.split(/\s/)[0] || undefined;
}
/** The line a bracket header wrote a field on (the opening line for `type` and `to`). */
function bracketLine(bracket, key) {
    const names = {
        id: ['id', 'message id', 'task id'],
        from: ['from'],
        to: [],
        type: [],
        priority: ['priority'],
        status: ['status'],
    };
    return bracketField(bracket, ...names[key])?.line ?? bracket.line;
}
/** Report at a header field, wherever the header was written. */
function reportField(ctx, header, key, message, options = {}) {
    if (header.bracket)
        ctx.reportAt({ line: bracketLine(header.bracket, key), column: 1 }, message, options);
    else
        ctx.report([key], message, options);
}

;// CONCATENATED MODULE: ./src/formats/message/chain.ts



const message_chain_STATUS = {
    pending: 'waiting',
    in_progress: 'active',
    completed: 'done',
    blocked: 'blocked',
};
/** Messages that hand finished work back: their status is the sender's own. */
const FROM_SENDER = new Set(['report', 'answer']);
/**
 * A message is an edge `from` → `to`, labelled with its `type`. Its status is the state of the
 * work it carries: a requirement, instruction, task or question is worked on (or answered) by
 * its recipient, so the status is the recipient's; a report or answer is the sender's.
 */
function messageChain(ctx) {
    const header = headerOf(ctx.doc);
    if (!header)
        return undefined;
    const from = (0,chain/* agentName */.Lp)(header.values.from);
    const to = (0,chain/* agentName */.Lp)(header.values.to);
    const type = (0,chain/* agentName */.Lp)(header.values.type);
    const status = header.values.status;
    const line = (key) => header.bracket ? bracketLine(header.bracket, key) : ctx.doc.locate([key]).line;
    const subject = type !== undefined && FROM_SENDER.has(type.toLowerCase()) ? from : to;
    const at = header.source === 'frontmatter'
        ? ((0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'updated_at')) ?? (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'created_at')))
        : undefined;
    const agents = subject === undefined
        ? []
        : [
            {
                agent: subject,
                status: (0,chain/* chainStatus */.Qf)(status, message_chain_STATUS),
                ...(status !== undefined && { declared: status }),
                line: line('status'),
                ...(at !== undefined && { at }),
            },
        ];
    return {
        agents,
        handoffs: from !== undefined && to !== undefined
            ? [{ from, to, ...(type !== undefined && { label: type }), line: line('to') }]
            : [],
    };
}

// EXTERNAL MODULE: ./src/rules/shared/angle-placeholder.ts
var angle_placeholder = __webpack_require__(3274);
// EXTERNAL MODULE: ./src/rules/shared/code-spans.ts
var code_spans = __webpack_require__(5140);
// EXTERNAL MODULE: ./src/util/bulk.ts
var bulk = __webpack_require__(9410);
;// CONCATENATED MODULE: ./src/formats/message/rules/body-placeholder.ts






/**
 * `{タイトル}`, `{completed|in_progress|blocked}`, `${x}`: the same shapes the frontmatter leftover
 * check knows, anywhere in a line. Angle-bracket slots (`<タイトル>`, `- <成果1>`) count only where
 * they fill a line, a cell or a label's side (src/rules/shared/angle-placeholder.ts): elsewhere
 * `<` is HTML, an autolink, a generic or a comparison.
 */
const PLACEHOLDER = /\$\{[^}\n]{0,80}\}|\{[^{}\s"':,]{1,40}\}/g;
/**
 * The template's placeholders in one body line (outside code blocks), in order, with their 0-based
 * columns. A slot escaped with a backslash (`\{id}`, `\<name>`) is the writer's literal text, as
 * Markdown shows it: no slot.
 */
function placeholdersInLine(text) {
    const found = [];
    if (text.includes('{'))
        for (const m of (0,code_spans/* withoutCode */.M)(text).matchAll(PLACEHOLDER))
            found.push({ text: m[0], index: m.index });
    if (text.includes('<'))
        (0,bulk/* pushAll */.i)(found, (0,angle_placeholder/* anglePlaceholdersInLine */.b)(text));
    return found.filter((m) => text.charCodeAt(m.index - 1) !== 0x5c).sort((a, b) => a.index - b.index);
}
/**
 * Code blocks are skipped (quoted text), and nothing else is: a person who fills a template by
 * hand leaves `{タイトル}` in as easily as an agent, so a `from: human` message gets no pass. The
 * one body the bot writes from a person's words, the answer `/answer` commits, escapes a `{word}`
 * the person wrote there with a backslash (src/formats/message/answer-text.ts), so it is never
 * read as a slot of the template.
 */
const bodyPlaceholder = (0,define_rule/* defineRule */.K)({
    id: 'message/body-placeholder',
    severity: 'error',
    summary: "The body still holds the template's placeholders (`{タイトル}`, `{何を実現したいか}`, `<タイトル>`, `- <成果1>`).",
    rationale: 'A template placeholder left in the body (`{タイトル}`, `<成果1>`) is text no one wrote: the agent reading it acts on a blank where the real instruction should be.',
    check(ctx) {
        for (const line of bodyOf(ctx.doc).lines) {
            if (line.code)
                continue;
            const found = placeholdersInLine(line.text);
            if (found.length === 0)
                continue;
            const first = found[0];
            const shown = found
                .slice(0, 3)
                .map((m) => (0,util_values/* show */.WU)(m.text))
                .join(', ') + (found.length > 3 ? ` and ${found.length - 3} more` : '');
            ctx.reportAt({ line: line.line, column: first.index + 1 }, `${shown} ${found.length === 1 ? 'is a placeholder' : 'are placeholders'} from the template, never filled in. Write the real content.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/message/answer-text.ts


/**
 * A person's answer as the answer message holds it under `## 回答`: their text itself, as spec
 * 5's 回答 template has it (no code fence around it), made inert. Only what a reader of the file
 * would take for the file's own structure is touched, and only by a backslash, which Markdown
 * shows as the text itself and an agent reading the file reads past:
 * - a line that would be structure: an ATX heading (`## 理由` would open a section of the
 *   template), a code fence (it would swallow the sections after it), a setext underline or
 *   `---` (it would make the line above a heading), an HTML block (`<details>` would hide what
 *   follows), a bracket header's opening line (`[REPORT TO: PM]`, read at any indent): `\`
 *   before its first mark;
 * - `<!--` anywhere (a comment would hide the rest of the file, and `<!-- handoff-gate-disable-…`
 *   is a directive): `<\!--`;
 * - a template slot the checks would take for a leftover (`{id}`, `<name>`): `\` before it.
 * Lines indented four blanks or more are indented code already, and stay as they are. Line by
 * line in string code: linear in the text.
 */
function inertAnswer(text) {
    let escaped = 0;
    const lines = text.split('\n').map((line) => {
        const inert = inertLine(line);
        if (inert !== line)
            escaped++;
        return inert;
    });
    return { text: lines.join('\n'), escaped };
}
const COMMENT = '<!--';
function inertLine(original) {
    let line = original.split(COMMENT).join('<\\!--');
    let indent = 0;
    while (indent < line.length && line.charCodeAt(indent) === 0x20)
        indent++;
    if (indent <= 3 && isStructure(line.slice(indent)))
        line = `${line.slice(0, indent)}\\${line.slice(indent)}`;
    else if (openingOf(line) !== undefined) {
        // Spec 5's bracket header is read whatever the indent (its reader trims the line).
        const at = line.length - line.trimStart().length;
        line = `${line.slice(0, at)}\\${line.slice(at)}`;
    }
    const slots = placeholdersInLine(line);
    for (let i = slots.length - 1; i >= 0; i--) {
        const at = slots[i].index;
        line = `${line.slice(0, at)}\\${line.slice(at)}`;
    }
    return line;
}
/** Whether a line, its indent (three blanks at most) taken off, opens or makes structure in Markdown or in spec 5's reading. */
function isStructure(rest) {
    const first = rest.charAt(0);
    if (first === '#') {
        let level = 0;
        while (rest.charAt(level) === '#')
            level++;
        const after = rest.charAt(level);
        return level <= 6 && (after === '' || after === ' ' || after === '\t');
    }
    if (first === '`' || first === '~')
        return rest.startsWith(first.repeat(3));
    if (first === '=' || first === '-') {
        const run = rest.trimEnd();
        return run.length > 0 && [...run].every((c) => c === first);
    }
    return first === '<';
}

;// CONCATENATED MODULE: ./src/formats/message/folder.ts

const TOP_FOLDERS = ['requirements', 'instructions', 'tasks', 'reports', 'questions', 'specs'];
/** Whom spec 5's reports go to, by sender: 報告（下位 → 上位）. Only spec 5's own roles have a known superior. */
const REPORTS_TO = { frontend: 'pm', backend: 'pm', security: 'pm', pm: 'ceo', ceo: 'human' };
/** The order findings are looked for: the message's kind first, it is the least likely to be wrong. */
const KEYS = ['type', 'from', 'to'];
/**
 * Where under spec 5's `shared/` tree a file sits; undefined outside it. The tree may sit at
 * any depth, and a team that configured other message paths (`comms/**\/*.md`) still names its
 * folders as spec 5 does, so the top folder is found by name, not by the `shared/` prefix.
 */
function folderOf(path) {
    const parts = path.split('/');
    const folders = parts.slice(0, -1);
    // The last `shared/` wins, so a tree nested in a monorepo (`apps/x/shared/tasks`) is read right.
    const shared = folders.lastIndexOf('shared');
    const at = folders.findIndex((part, i) => i > shared && TOP_FOLDERS.includes(part));
    if (at === -1)
        return undefined;
    return { base: folders.slice(0, at + 1).join('/'), top: folders[at], below: folders.slice(at + 1) };
}
/** The path before the top folder, with its trailing `/` (`shared/`, or `` for a tree at the root). */
function rootOf(folder) {
    return folder.base.slice(0, folder.base.length - folder.top.length);
}
/**
 * What the folder says about the message: spec 5's directory tree fixes the kind, the sender
 * and the recipient of every folder but `questions/answers/` (any agent answers any other) and
 * `specs/` (shared documents). Two readings where the spec is loose: below `tasks/{to}/` a team
 * may keep its own queues (`inbox/`, `done/`); and the type section's `reports/{from}/` is read
 * beside the tree's `reports/engineers/{from}/`, `reports/pm/` and `reports/human/` (the one
 * folder named for its recipient: the CEO's reports to the human).
 */
function expectationOf(folder) {
    const [first, second] = folder.below;
    const where = (...parts) => `${[folder.base, ...parts].join('/')}/`;
    switch (folder.top) {
        case 'requirements':
            // 人間 → CEO
            return { values: { type: 'requirement', from: 'human', to: 'ceo' }, where: where(), named: [] };
        case 'instructions':
            // CEO → PM; the tree has only `instructions/pm/`, a folder per recipient.
            if (!first)
                return { values: { type: 'instruction', from: 'ceo' }, where: where(), named: [], missing: where('<to>') };
            return { values: { type: 'instruction', from: 'ceo', to: first }, where: where(first), named: ['to'] };
        case 'tasks':
            // PM → Engineers, a folder per engineer.
            if (!first)
                return { values: { type: 'task', from: 'pm' }, where: where(), named: [], missing: where('<to>') };
            return { values: { type: 'task', from: 'pm', to: first }, where: where(first), named: ['to'] };
        case 'reports':
            if (!first)
                return { values: { type: 'report' }, where: where(), named: [], missing: where('engineers', '<from>') };
            if (first === 'engineers') {
                if (!second)
                    return {
                        values: { type: 'report', to: 'pm' },
                        where: where(first),
                        named: [],
                        missing: where(first, '<from>'),
                    };
                // Engineer → PM
                return { values: { type: 'report', from: second, to: 'pm' }, where: where(first, second), named: ['from'] };
            }
            // CEO → Human
            if (first === 'human')
                return { values: { type: 'report', from: 'ceo', to: 'human' }, where: where(first), named: [] };
            // PM → CEO as `reports/pm/`; any other sender as the type section's `reports/{from}/`.
            return {
                values: { type: 'report', from: first, ...(REPORTS_TO[first] && { to: REPORTS_TO[first] }) },
                where: where(first),
                named: first === 'pm' ? [] : ['from'],
            };
        case 'questions': {
            // 回答: from and to are the question's, reversed; nothing in the folder says which.
            if (first === 'answers')
                return { values: { type: 'answer' }, where: where(first), named: [] };
            const pair = first ? senderAndRecipient(first) : undefined;
            if (!pair) {
                const at = where(...(first ? [first] : []));
                const why = first
                    ? `\`${at}\` is named neither \`<from>-to-<to>\` nor \`answers\`, so no agent polls it.`
                    : undefined;
                return {
                    values: { type: 'question' },
                    where: at,
                    named: [],
                    missing: where('<from>-to-<to>'),
                    ...(why && { why }),
                };
            }
            return {
                values: { type: 'question', from: pair.from, to: pair.to },
                where: where(first),
                named: ['from', 'to'],
            };
        }
        default:
            return undefined;
    }
}
/**
 * Where spec 5 files a message of this kind, for "move it to" hints: the concrete folder when
 * the values it is named for are known, else the folder as a pattern (`shared/tasks/<to>/`).
 */
function folderFor(root, values) {
    // Only names that can be folder names make it into a hint.
    const name = (value) => value !== undefined && /^[\w.-]{1,40}$/.test(value) && value !== '.' && value !== '..' ? value : undefined;
    const [from, to] = [name(values.from), name(values.to)];
    switch (values.type) {
        case 'requirement':
            return `${root}requirements/`;
        case 'instruction':
            return `${root}instructions/${to ?? '<to>'}/`;
        case 'task':
            return `${root}tasks/${to ?? '<to>'}/`;
        case 'report':
            if (from === 'pm')
                return `${root}reports/pm/`;
            if (from === 'ceo' || (from === undefined && to === 'human'))
                return `${root}reports/human/`;
            if (from === 'human')
                return undefined;
            // Every other sender is an engineer: spec 5's three, and a team's own roles (qa, mobile).
            return `${root}reports/engineers/${from ?? '<from>'}/`;
        case 'question':
            return `${root}questions/${from ?? '<from>'}-to-${to ?? '<to>'}/`;
        case 'answer':
            return `${root}questions/answers/`;
        default:
            return undefined;
    }
}
const PLURALS = {
    requirement: 'requirements',
    instruction: 'instructions',
    task: 'tasks',
    report: 'reports',
    question: 'questions',
    answer: 'answers',
};
/** `requirements from \`human\` to \`ceo\``, or `a report from \`frontend\``. */
function describe(values, plural) {
    const type = values.type;
    let kind;
    if (type === undefined)
        kind = plural ? 'messages' : 'a message';
    else if (PLURALS[type])
        kind = plural ? PLURALS[type] : (0,util_values/* titled */.dJ)(type);
    else
        kind = plural ? `${(0,util_values/* show */.WU)(type)} messages` : `a ${(0,util_values/* show */.WU)(type)} message`;
    return `${kind}${values.from ? ` from ${(0,util_values/* show */.WU)(values.from)}` : ''}${values.to ? ` to ${(0,util_values/* show */.WU)(values.to)}` : ''}`;
}
/**
 * `from: human` and `to: ceo`, as the header is written: a bracket header says its kind and
 * recipient in its opening line (`[TASK TO: FRONTEND]`) and its sender as `From: PM`.
 */
function settings(header, keys, values) {
    let parts;
    if (header.bracket) {
        parts = [];
        if (keys.includes('type') || keys.includes('to')) {
            const kind = keys.includes('type') ? values.type.toUpperCase() : header.bracket.kind;
            const to = keys.includes('to') ? values.to.toUpperCase() : header.bracket.to;
            parts.push(`\`[${kind} TO: ${to}]\``);
        }
        if (keys.includes('from'))
            parts.push(`\`From: ${values.from.toUpperCase()}\``);
    }
    else {
        parts = keys.map((key) => `\`${key}: ${values[key]}\``);
    }
    return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
/**
 * `<from>-to-<to>`, split at the first `-to-` with text on both sides; no line break in the name
 * (what `/^(.+?)-to-(.+)$/` read, without its rescan of the rest from every `-to-`).
 */
function senderAndRecipient(name) {
    if (/[\n\r\u2028\u2029]/.test(name))
        return undefined;
    const at = name.indexOf('-to-', 1);
    return at !== -1 && at + 4 < name.length ? { from: name.slice(0, at), to: name.slice(at + 4) } : undefined;
}
/** Spec 5 puts answers in `questions/answers/`, under the same `shared/` tree as the question. */
function answersFolder(path) {
    const folder = folderOf(path);
    if (folder)
        return `${rootOf(folder)}questions/answers`;
    const folders = path.split('/').slice(0, -1);
    const shared = folders.lastIndexOf('shared');
    return shared === -1
        ? 'shared/questions/answers'
        : [...folders.slice(0, shared + 1), 'questions', 'answers'].join('/');
}

;// CONCATENATED MODULE: ./src/formats/message/rules/id-format.ts




/** A ULID: 26 characters of Crockford base32 (no I, L, O, U), the first at most 7. Case-insensitive, as the ULID spec says. */
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;
/**
 * Spec 5's task id, `{YYYYMMDD}-{連番3桁}-{種別}`. The spec lists req, inst, task, rep, q and a;
 * any one short lowercase word is accepted as the kind, since teams add message types.
 */
const DATED = /^(\d{4})(\d{2})(\d{2})-\d{3}-[a-z][a-z0-9]{0,11}$/;
/** What agent-corp's `msg.sh` writes: 13 digits of epoch milliseconds and 10 random characters. */
const MSG_SH = /^\d{13}[A-Z0-9]{10}$/;
/** The spec's examples cut their ULID short: `01HQXYZ...`. */
const TRUNCATED = /^[0-9A-Za-z_-]{1,40}(?:\.{3}|…)$/;
/**
 * The id forms {@link idFormat} accepts, as a JSON Schema `pattern` for editors: a ULID (either
 * case), `YYYYMMDD-NNN-kind` with a real date, and `msg.sh`'s id, which is only a warning here.
 */
const MESSAGE_ID_PATTERN = `^(?:[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}|${datePattern('')}-\\d{3}-[a-z][a-z0-9]{0,11}|\\d{13}[A-Z0-9]{10})$`;
const isTruncatedExample = (value) => TRUNCATED.test(value.trim());
/** An id this rule passes without a word: a ULID, or `YYYYMMDD-NNN-kind` on a real date. */
function isMessageId(id) {
    if (ULID.test(id))
        return true;
    const dated = DATED.exec(id);
    return dated !== null && realDate(dated[1], dated[2], dated[3]);
}
function realDate(y, m, d) {
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}
const idFormat = (0,define_rule/* defineRule */.K)({
    id: 'message/id-format',
    severity: 'error',
    summary: "`id` is neither a ULID nor `YYYYMMDD-NNN-kind` (spec 5's two id forms); `msg.sh`'s 23-character ids are a warning.",
    rationale: "Messages find each other by `id` (`parent_id`, `context_id`), in spec 5's ULID or `YYYYMMDD-NNN-kind` form; an id of another shape breaks sorting by time and the links that name it.",
    spec: '§ ファイル命名規則',
    check(ctx) {
        const id = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'id'));
        if (id === undefined || id === '' || (0,template_leftover/* leftoverReason */.GN)(id) || isTruncatedExample(id))
            return;
        if (ULID.test(id))
            return;
        const dated = DATED.exec(id);
        if (dated) {
            if (!realDate(dated[1], dated[2], dated[3]))
                ctx.report(['id'], `\`id\` ${(0,util_values/* show */.WU)(id)} starts with a date that does not exist; write the message's creation date as YYYYMMDD.`);
            return;
        }
        if (MSG_SH.test(id)) {
            ctx.report(['id'], `\`id\` ${(0,util_values/* show */.WU)(id)} is \`msg.sh\`'s ULID-like id (epoch milliseconds + 10 characters), not a ULID; generate a real ULID (26 characters) or use \`YYYYMMDD-NNN-kind\`.`, { severity: 'warning' });
            return;
        }
        const ulidLike = /^[0-9][0-9A-HJKMNP-TV-Z]{9,39}$/i.test(id);
        const hint = ulidLike ? ` It looks like a ULID but has ${id.length} characters; a ULID has 26.` : '';
        ctx.report(['id'], `\`id\` ${(0,util_values/* show */.WU)(id)} is neither a ULID (26 Crockford base32 characters, e.g. \`01ARZ3NDEKTSV4RRFFQ69G5FAV\`) nor \`YYYYMMDD-NNN-kind\` (e.g. \`20250124-003-task\`).${hint} Use one of spec 5's two id forms.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/schema.ts




/** Spec 5's agents. Real teams add their own (qa, po, intern), hence one extendable `role` enum for `from` and `to`. */
const ROLES = ['human', 'ceo', 'pm', 'frontend', 'backend', 'security'];
const TYPES = ['requirement', 'instruction', 'task', 'report', 'question', 'answer'];
const schema_PRIORITIES = ['critical', 'high', 'medium', 'low'];
const message_schema_STATUSES = ['pending', 'in_progress', 'completed', 'blocked'];
/** The enums a team may extend under `enums: message/<name>`. */
const ENUM_NAMES = ['role', 'type', 'priority', 'status'];
const BASE_VALUES = {
    role: ROLES,
    type: TYPES,
    priority: schema_PRIORITIES,
    status: message_schema_STATUSES,
};
/**
 * Spec 5's common header, the Markdown file's frontmatter. `updated_at` and `parent_id` are
 * optional because the spec's own per-type templates omit them; questions carry `context_id`.
 * The common header writes `parent_id: {親メッセージID（あれば）}` ("if any"): a requirement has no
 * parent, and `parent_id: null` (or `~`, or nothing after the colon) says so as well as leaving
 * the key out. The same holds for `context_id` and for `updated_at` (a message never updated).
 * A file without frontmatter (`null`) passes here: the `message/no-header` and
 * `message/bracket-header` rules judge it, so it is not also a type error.
 */
function messageSchema(values) {
    const role = schemas/* enum */.k5n(values('role', ROLES));
    return schemas/* looseObject */._H3({
        id: stringMatching(MESSAGE_ID_PATTERN)
            .min(1)
            .describe('メッセージID: a ULID (26 characters) or `YYYYMMDD-NNN-kind` (e.g. `20250124-001-req`)'),
        from: role.describe('送信者'),
        to: role.describe('宛先'),
        type: schemas/* enum */.k5n(values('type', TYPES)).describe('メッセージタイプ'),
        priority: schemas/* enum */.k5n(values('priority', schema_PRIORITIES)).describe('優先度'),
        status: schemas/* enum */.k5n(values('status', message_schema_STATUSES))
            .describe('ステータス (pending → in_progress → completed; in_progress ⇄ blocked)'),
        created_at: stringMatching(TIMESTAMP_PATTERN).describe('作成日時: ISO 8601 with a time zone, e.g. `2025-01-24T12:00:00Z`'),
        updated_at: stringMatching(TIMESTAMP_PATTERN)
            .nullable()
            .optional()
            .describe('更新日時: ISO 8601 with a time zone, not before `created_at`; null or absent if never updated'),
        parent_id: schemas/* string */.YjP()
            .nullable()
            .optional()
            .describe('親メッセージID（あれば）: the `id` of the message this one answers or carries out; null or absent if none'),
        context_id: schemas/* string */.YjP()
            .nullable()
            .optional()
            .describe('関連タスクID (questions): the `id` of the message the question is about; null or absent if none'),
    })
        .nullable()
        .describe('agent-corp message header (spec 5 共通ヘッダー), the frontmatter of a Markdown file under shared/');
}
/** An enum's values with the team's additions, for rules (the schema gets them through `values`). */
function allowedValues(config, name) {
    return [...new Set([...BASE_VALUES[name], ...(config.enums[`message/${name}`] ?? [])])];
}

;// CONCATENATED MODULE: ./src/formats/message/commands.ts










const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*\r?$/m;
/** Ids that can be a file name as they are. */
const commands_FILE_NAME = /^[\w][\w.-]{0,119}$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * What a Markdown answer cannot hold: a NUL makes the file binary to the checker (and to git), and
 * a lone surrogate has no UTF-8 encoding (the API would store U+FFFD silently). Both become U+FFFD,
 * and the reply says so.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * `/answer <text>` on a spec 5 question to a human: the answer message (the spec's 回答 template,
 * in `questions/answers/<question-id>.md` next to the question's `questions/` folder) and the
 * question with `status: completed` and `updated_at`, changed in place. Pure and total.
 */
function answerQuestion(question, answer, ctx) {
    try {
        return build(question, answer, ctx);
    }
    catch {
        return refused(`The bot could not answer ${quote(question?.path)}; write the answer by hand.`);
    }
}
function build(question, answer, ctx) {
    const shown = quote(question.path);
    const text = question.text;
    const frontmatter = readFrontmatter(text, shown);
    if ('kind' in frontmatter)
        return frontmatter;
    const { bom, opening, rest, closing, source, data, root } = frontmatter;
    const asked = pendingQuestion(data, shown);
    if ('kind' in asked)
        return asked;
    const { id, from } = asked;
    const written = answerText(answer);
    if ('kind' in written)
        return written;
    const stamp = answerStamp(ctx);
    if ('kind' in stamp)
        return stamp;
    const answerPath = `${answersFolder(question.path)}/${commands_FILE_NAME.test(id) ? id : safeStem(question.path)}.md`;
    if (answerPath === question.path)
        return refused(`${shown} sits where its answer would go (${quote(answerPath)}); move the question to \`questions/<from>-to-human/\` first.`);
    const edited = markAnswered(source, root, stamp.timestamp);
    if ('problem' in edited)
        return refused(cannotEdit(shown, "the question's `status` or `updated_at`", edited.problem));
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const afterClosing = rest.indexOf('\n', closing.index);
    const body = afterClosing === -1 ? '' : rest.slice(afterClosing + 1);
    const title = titleOf(splitBody(body, 1)) ?? id.trim();
    const answerFile = answerMessage(answerHeader(data, id, from, stamp), title, written.text, eol);
    if (!answerFile)
        return refused('The bot could not write the answer message; write it by hand.');
    return {
        kind: 'answer',
        files: [
            { path: answerPath, text: answerFile },
            {
                path: question.path,
                text: text.slice(0, bom.length + opening[0].length) + edited.text + rest.slice(closing.index),
            },
        ],
        summary: `Answered ${quote(id.trim())}: wrote ${quote(answerPath)} and set the question's \`status\` to \`completed\`.${replacedWords(written.replaced)}${escapedWords(written.escaped)}`,
        commitMessage: `handoff-gate: /answer question ${commitText(id.trim())} (by ${login(ctx.user)})`,
    };
}
/**
 * The question's `id` and `from` when it is a pending question to a human with both usable (read
 * as the inbox reads them: `status: Pending`, a case slip, is still a pending question); else why not.
 */
function pendingQuestion(data, shown) {
    const read = (key, members) => (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(data, key), members) ?? (0,util_values/* field */.ZZ)(data, key);
    const [type, to, status] = [read('type', TYPES), read('to', ROLES), read('status', message_schema_STATUSES)];
    const [from, id] = [(0,util_values/* field */.ZZ)(data, 'from'), (0,util_values/* field */.ZZ)(data, 'id')];
    if (type !== 'question' || to !== 'human') {
        return refused(`${shown} is not a question to a human (\`type\` is ${quote(type)}, \`to\` is ${quote(to)}); /answer writes answers to messages with \`type: question\` and \`to: human\`.`);
    }
    if (status !== 'pending') {
        const already = status === 'completed' ? ' It is already answered.' : '';
        return refused(`${shown} has \`status\` ${quote(status)}; /answer applies to pending questions.${already}`);
    }
    if (typeof id !== 'string' || id.trim() === '' || CONTROL.test(id))
        return refused(`${shown} has no usable \`id\`, which the answer's \`parent_id\` must name; add one first.`);
    if (typeof from !== 'string' || from.trim() === '' || CONTROL.test(from))
        return refused(`${shown} has no \`from\`, so the answer would have no addressee; add it first.`);
    return { id, from };
}
/**
 * The answer as the message holds it, how many characters a Markdown file could not hold, and how
 * many lines were escaped so that they read as text (answer-text.ts). The contract: `answer` is
 * the text as parseCommand hands it over (line breaks already LF, the whole trimmed), so this
 * normalisation changes nothing then; the answer message's `## 回答` section holds exactly this
 * text, apart from what a Markdown file cannot hold and the backslashes that keep it inert.
 */
function answerText(answer) {
    const normalised = typeof answer === 'string' ? answer.replace(/\r\n?/g, '\n').trim() : '';
    if (normalised === '')
        return refused('`/answer` needs the answer: `/answer <text>`.');
    const stored = normalised.replace(UNSTORABLE, '\uFFFD');
    const { text, escaped } = inertAnswer(stored);
    return { text, replaced: stored === normalised ? 0 : [...normalised.matchAll(UNSTORABLE)].length, escaped };
}
/** The answer message's new id and its timestamp (to the second), or the refusal when either cannot be made. */
function answerStamp(ctx) {
    const now = ctx.now instanceof Date && Number.isFinite(ctx.now.getTime()) ? ctx.now : undefined;
    const newId = ctx.newId();
    if (!now || typeof newId !== 'string' || newId.trim() === '' || CONTROL.test(newId))
        return refused('The bot could not make an id or a timestamp for the answer.');
    return { newId, timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z') };
}
/** The answer message's header: from the human to the question's writer, its priority kept when usable. */
function answerHeader(data, id, from, stamp) {
    const priority = (0,util_values/* field */.ZZ)(data, 'priority');
    return {
        id: stamp.newId.trim(),
        from: 'human',
        to: from.trim(),
        type: 'answer',
        priority: typeof priority === 'string' && priority.trim() !== '' && !CONTROL.test(priority) ? priority.trim() : 'medium',
        status: 'completed',
        created_at: stamp.timestamp,
        parent_id: id.trim(),
    };
}
/** What the reply adds when lines of the answer were escaped to read as text. */
function escapedWords(escaped) {
    if (!escaped)
        return '';
    return ` ${escaped === 1 ? 'One line' : `${escaped} lines`} of the answer would have read as the file's own structure (a heading, a code fence, a comment, a template slot), so ${escaped === 1 ? 'it has' : 'they have'} a \`\\\` before that mark, which Markdown shows as the text itself.`;
}
/** What the reply adds when characters of the answer could not be stored. */
function replacedWords(replaced) {
    if (!replaced)
        return '';
    return ` ${replaced === 1 ? 'One character' : `${replaced} characters`} of the answer (a NUL or half of a broken surrogate pair) cannot be stored in a Markdown file, so the answer has U+FFFD (�) there instead.`;
}
/**
 * The question's frontmatter, read for editing: where it opens and closes, its YAML and its
 * header fields; or why the bot cannot tell what the question asks.
 */
function readFrontmatter(text, shown) {
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    const opening = OPENING.exec(text.slice(bom.length));
    if (!opening)
        return refused(`${shown} has no frontmatter (the \`---\` header of spec 5), so the bot cannot tell what it asks.`);
    const rest = text.slice(bom.length + opening[0].length);
    const closing = CLOSING.exec(rest);
    if (!closing)
        return refused(`${shown} opens its frontmatter with \`---\` but never closes it; fix the file first.`);
    const source = readYaml(rest.slice(0, closing.index));
    if ('error' in source)
        return refused(`${shown} has a frontmatter that is not valid YAML (${prose(source.error, 200)}); fix the file first.`);
    const data = source.values[0];
    const root = source.docs[0] && mapAt(source.docs[0], []);
    if (!(0,util_values/* isRecord */.u4)(data) || !root)
        return refused(`${shown} has no header fields, so the bot cannot tell what it asks.`);
    return { bom, opening, rest, closing, source, data, root };
}
/** The question's frontmatter with `status: completed` and `updated_at` set (added after `created_at` when missing), the rest as written. */
function markAnswered(source, root, timestamp) {
    const statusPair = pairOf(root.map, 'status');
    const updatedPair = pairOf(root.map, 'updated_at');
    const at = { map: root.map, inFlow: root.inFlow };
    const splices = [
        replaceValue(source, { ...at, pair: statusPair }, 'completed', 'keep'),
        updatedPair
            ? replaceValue(source, { ...at, pair: updatedPair }, timestamp, 'keep')
            : addPair(source, at, 'updated_at', timestamp, 'keep', pairOf(root.map, 'created_at')),
    ];
    return finish(source, splices, [
        { path: ['status'], value: 'completed' },
        { path: ['updated_at'], value: timestamp },
    ]);
}
function safeStem(path) {
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
    return (name
        .replace(/[^\w.-]+/g, '-')
        .replace(/^[.-]+/, '')
        .slice(0, 120) || 'question');
}
/**
 * The spec's 回答 template, filled in; undefined if its header would not read back as written.
 * The person's answer is the text under `## 回答`, as the template has it, made inert (see
 * answer-text.ts): a line of it that would read as the file's structure starts with a backslash.
 */
function answerMessage(header, title, answer, eol) {
    const lines = Object.entries(header).map(([key, value]) => `${key}: ${renderScalar(value, { style: 'keep', inFlow: false, indent: 2, eol }).head}`);
    const check = readYaml(lines.join('\n'));
    if ('error' in check ||
        !(0,util_values/* isRecord */.u4)(check.values[0]) ||
        Object.entries(header).some(([k, v]) => (0,util_values/* field */.ZZ)(check.values[0], k) !== v))
        return undefined;
    const body = ['# 回答: ' + title, '', '## 回答', answer, '', '## 理由', 'なし', '', '## 追加情報', 'なし', ''];
    return ['---', ...lines, '---', '', ...body].join('\n').split('\n').join(eol);
}

;// CONCATENATED MODULE: ./src/formats/message/inbox.ts














/** Long enough for a question and its background, short enough for an issue body. */
const MAX_DETAIL = 2000;
/** Ids become issue keys: anything else falls back to the path. */
const KEY_SAFE = /^[\w.:-]{1,120}$/;
const clip = (text) => (text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text);
/**
 * A message waits for a human when it asks the human a question that is still pending, or
 * when it is blocked (whoever it is addressed to, someone has to unblock it).
 */
function messageInboxItems(ctx) {
    const header = headerOf(ctx.doc);
    if (!header)
        return [];
    const { id } = header.values;
    // `to: Human`, `type: Question`, `status: Pending` are enum errors, and still a question waiting
    // for a human; a bracket header's values are lower-cased already.
    const to = (0,enum_reading/* enumMember */.G)(header.values.to, ROLES);
    const type = (0,enum_reading/* enumMember */.G)(header.values.type, TYPES);
    const status = (0,enum_reading/* enumMember */.G)(header.values.status, message_schema_STATUSES);
    const question = to === 'human' && type === 'question' && status === 'pending';
    if (!question && status !== 'blocked')
        return [];
    const body = bodyOf(ctx.doc);
    const bracket = header.bracket;
    const task = bracket ? bracketField(bracket, 'task', 'task id')?.value : undefined;
    const name = titleOf(body) ?? id ?? task ?? ctx.path;
    const details = [];
    const add = (label, value) => {
        if (value !== undefined && value.trim() !== '')
            details.push({ label, value: clip(value.trim()) });
    };
    addHeaderDetails(ctx, header, add, task);
    if (question) {
        add('Question', sectionText(body, '質問内容') ?? body.lines.map((l) => l.text).join('\n'));
        add('Background', sectionText(body, '背景'));
        add('Options', sectionText(body, '選択肢'));
        add('Urgency', sectionText(body, '緊急度'));
    }
    else {
        add('Issues', sectionText(body, '課題・懸念') ?? (bracket && bracketField(bracket, 'issues')?.value));
        add('Questions', bracket && bracketField(bracket, 'questions')?.value);
        add('Details', bracket && bracketField(bracket, 'details')?.value);
        add('Remaining work', sectionText(body, '残作業'));
    }
    return [
        {
            key: (0,keys/* inboxKey */.Yw)('message', id !== undefined && KEY_SAFE.test(id) ? { id } : { path: ctx.path, besideIds: true }),
            reason: question ? 'question' : 'blocked',
            path: ctx.path,
            line: bracket ? bracketLine(bracket, 'status') : ctx.doc.locate(['status']).line,
            title: itemTitle(question ? 'Answer' : 'Blocked', name),
            format: 'message',
            actions: question ? ['/answer <text>'] : [],
            details,
        },
    ];
}
function addHeaderDetails(ctx, header, add, task) {
    const { from, to, type, priority, status } = header.values;
    add('From', from);
    add('To', to);
    add('Type', type);
    add('Priority', priority);
    add('Status', status);
    add('Created', (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'created_at')));
    add('Parent', (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'parent_id')));
    add('Context', (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'context_id')));
    add('Task', task);
}
/** The `status` a message states in its frontmatter now. */
function frontmatterStatus(path, text) {
    if (path === undefined || text === undefined)
        return undefined;
    try {
        const data = path.endsWith('.md') ? (0,dist/* parse */.qg)(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : (0,dist/* parse */.qg)(text);
        return (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(data, 'status'));
    }
    catch {
        return undefined;
    }
}
/** A question to a human is answered with `/answer <text>` (spec 5: an answer message, and the question completed). */
const messageInbox = defineInbox({
    reasons: {
        question: {
            asks: (item) => ({
                ask: `**Answer this question** (from ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(detailOf(item, 'From') ?? 'an agent', 100))}):`,
                text: detailOf(item, 'Question') ?? subjectOf(item.title),
                detail: 'Question',
            }),
            statement: () => 'An agent asked a human this question and waits for the answer.',
            waiting: 'asking a question',
            colour: 'bfd4f2',
        },
        blocked: {
            ...BLOCKED,
            asks: (item) => {
                const what = item.details.find((d) => d.label === 'Issues' || d.label === 'Questions' || d.label === 'Details');
                return {
                    ask: `**Unblock this message** (from ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(detailOf(item, 'From') ?? 'an agent', 100))}):`,
                    text: what?.value ?? subjectOf(item.title),
                    ...(what && { detail: what.label }),
                };
            },
            statement: () => 'The message is blocked: its work cannot go on until a human removes what blocks it.',
            closes: (item) => `a change to ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.path, 500))} on the default branch whose \`status\` is no longer \`blocked\``,
        },
    },
    fileOfKey: (key) => (0,keys/* keyPath */.Dw)(key, true),
    command(item, command) {
        if (item.reason !== 'question')
            return undefined;
        if (command.name !== 'answer')
            return refused(`A question is answered with \`/answer <text>\`; \`/${command.name}\` does not apply to it.`);
        return {
            kind: 'apply',
            edit(file, ctx) {
                const outcome = answerQuestion(file, command.rest, ctx);
                return outcome.kind === 'refused' ? outcome : { ...outcome, kind: 'files' };
            },
        };
    },
    left: ({ name, path, text }) => statusLeft(name, frontmatterStatus(path, text())),
    commandHelp: (action) => action.trim().split(' ')[0] === '/answer'
        ? {
            what: 'answer the question: the answer is written back as a reply message',
            example: '/answer Your answer here',
        }
        : undefined,
    commands: {
        help: [
            {
                name: 'answer',
                usage: '/answer <text>',
                does: 'A message question has one part: `/answer <text>` writes the answer message.',
                example: '/answer Use REST; gRPC can wait.',
            },
        ],
        answerUsage: '`/answer <text>` for a question',
    },
});

;// CONCATENATED MODULE: ./src/formats/message/id-index.ts


/**
 * Message ids across files, read as little as the question allows. Spec 5 names a message file
 * after its id (`shared/tasks/frontend/20250124-003-task.md`), so the file named for an id is
 * read first; the other message files only when that does not settle it. Each file's id is read
 * once per run, and only the id is kept.
 */
/** The file name without its extension. */
function stemOf(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(0, dot) : name;
}
/** The id a message file declares (frontmatter `id`, or a bracket header's), trimmed. */
function idOf(project, path) {
    const ids = project.memo('message/ids', () => new Map());
    if (!ids.has(path)) {
        const doc = project.content(path);
        // Only the id is kept, as a copy of its own: the file's text goes with its read (own-strings.ts).
        const id = (doc ? headerOf(doc)?.values.id?.trim() : undefined) || undefined;
        ids.set(path, id === undefined ? id : (0,string_copy/* ownString */.A)(id));
    }
    return ids.get(path);
}
/** Message files by file stem: listing them reads none. */
function byStem(project) {
    return project.memo('message/by-stem', () => {
        const map = new Map();
        for (const path of project.filesOf('message')) {
            const stem = stemOf(path);
            const list = map.get(stem);
            if (list)
                list.push(path);
            else
                map.set(stem, [path]);
        }
        return map;
    });
}
/** Every message id in the project, with the files that declare it: reads every message file. */
function messageIndex(project) {
    return project.memo('message/id-index', () => indexOf(project, project.filesOf('message')));
}
/** The ids of the message files this run checks (all of them on a full scan). */
function runIndex(project) {
    return project.memo('message/run-index', () => indexOf(project, project.filesOf('message').filter((path) => project.checking.has(path))));
}
function indexOf(project, paths) {
    const index = new Map();
    for (const path of paths) {
        const id = idOf(project, path);
        if (id === undefined)
            continue;
        const list = index.get(id);
        if (list)
            list.push(path);
        else
            index.set(id, [path]);
    }
    return index;
}
/** True when some message file declares `id`: the file named for it is asked first. */
function isDeclared(project, id) {
    return declarersOf(project, id).length > 0;
}
/** The files declaring `id`: the file named for it when that settles it, else every message file's id is read. */
function declarersOf(project, id) {
    const named = (byStem(project).get(id) ?? []).filter((path) => idOf(project, path) === id);
    return named.length > 0 ? named : (messageIndex(project).get(id) ?? []);
}
/**
 * The other files declaring `id`, among the files this run checks and the files named for the
 * id. A full scan checks every message file, so it finds every duplicate; a pull request's run
 * compares its own files with each other and with the file spec 5 would name for the id, and
 * does not read the whole repository for it.
 */
function otherDeclarers(project, id, path) {
    const found = new Set(runIndex(project).get(id));
    for (const named of byStem(project).get(id) ?? [])
        if (idOf(project, named) === id)
            found.add(named);
    found.delete(path);
    return [...found].sort();
}

;// CONCATENATED MODULE: ./src/formats/message/rules/answer-direction.ts








/** The file name without its extension: spec 5 names an answer `questions/answers/{question-id}.md`. */
const answer_direction_stemOf = (path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
/**
 * Spec 5's `questions/answers/` folder fixes no sender or recipient: the question does. Its
 * example answers a `backend → frontend` question `from: frontend`, `to: backend`, as the
 * `/answer` command writes a human's answer: the one asked answers the asker. The question is the
 * message `parent_id` names, or, without one, the message the answer file is named for.
 */
const answerDirection = (0,define_rule/* defineRule */.K)({
    id: 'message/answer-direction',
    severity: 'error',
    summary: "An answer's `from` and `to` are not its question's `to` and `from`: the one asked answers the asker (spec 5's 回答).",
    rationale: "An answer goes back from the one asked to the one who asked (spec 5's 回答): an answer with `from` and `to` not swapped from its question's reaches someone who never asked.",
    spec: '§ メッセージタイプ別フォーマット > 6. 回答（Answer）',
    check(ctx) {
        const header = headerOf(ctx.doc);
        if (!header || header.values.type !== 'answer')
            return;
        const parent = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'parent_id'))?.trim();
        const named = folderOf(ctx.path)?.below[0] === 'answers' ? answer_direction_stemOf(ctx.path) : undefined;
        const ref = parent || named;
        // Placeholders are the template-leftover rule's; an id nothing declares is reference-not-found's.
        if (!ref || (0,template_leftover/* leftoverReason */.GN)(ref) || isTruncatedExample(ref))
            return;
        const declarers = declarersOf(ctx.project, ref).filter((path) => path !== ctx.path);
        // Two files with the question's id is the duplicate-id rule's; which one is meant is unknown.
        if (declarers.length !== 1)
            return;
        const doc = ctx.project.content(declarers[0]);
        const question = doc && headerOf(doc);
        if (!question || question.values.type !== 'question')
            return;
        const roles = allowedValues(ctx.config, 'role');
        const asked = `the question it answers (${(0,util_values/* show */.WU)(ref)} in \`${declarers[0]}\`) is from ${(0,util_values/* show */.WU)(question.values.from ?? '?')} to ${(0,util_values/* show */.WU)(question.values.to ?? '?')}`;
        const wanted = { from: question.values.to, to: question.values.from };
        for (const key of ['from', 'to']) {
            const want = wanted[key];
            const have = header.values[key];
            // Values outside the role enum are the enum rule's, on either side.
            if (!want || !have || want === have || !roles.includes(want) || !roles.includes(have))
                continue;
            const who = key === 'from' ? 'the one asked answers' : 'the answer goes back to the one who asked';
            reportField(ctx, header, key, `\`${key}\` is ${(0,util_values/* show */.WU)(have)}, but ${asked}, and ${who}. Write ${settings(header, [key], wanted)}${parent ? ', or fix `parent_id` if it names the wrong question' : ''}.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/message/answers.ts






/** The message as a question (`type: question`), or undefined when it is none. */
function questionOf(doc) {
    const header = headerOf(doc);
    if (!header || (0,enum_reading/* enumMember */.G)(header.values.type, TYPES) !== 'question')
        return undefined;
    const { to, id, status } = header.values;
    return {
        to: (0,enum_reading/* enumMember */.G)(to, ROLES) ?? to?.trim(),
        id: id?.trim() || undefined,
        status: (0,enum_reading/* enumMember */.G)(status, message_schema_STATUSES) ?? status?.trim(),
    };
}
/** Whether the message is a question to a human still `pending`: what the inbox lists as waiting for an answer. */
function waitsForHuman(question) {
    return question?.to === 'human' && question.status === 'pending';
}
/** The question a message answers (its `parent_id`, else the id its file in `questions/answers/` is named for), if it is an answer. */
function answeredId(doc, path) {
    const header = headerOf(doc);
    if (!header || (0,enum_reading/* enumMember */.G)(header.values.type, TYPES) !== 'answer')
        return undefined;
    const parent = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(doc.data, 'parent_id'))?.trim();
    if (parent)
        return parent;
    const slash = path.lastIndexOf('/');
    if (path.slice(0, slash).split('/').slice(-2).join('/') !== 'questions/answers')
        return undefined;
    return path.slice(slash + 1).replace(/\.[^.]+$/, '') || undefined;
}
/** Every answer message in the project, by the question id it answers: reads every message file, once per run. */
function answersById(project) {
    return project.memo('message/answers-by-question', () => {
        const index = new Map();
        for (const path of project.filesOf('message')) {
            const doc = project.content(path);
            const id = doc ? answeredId(doc, path) : undefined;
            if (id === undefined)
                continue;
            // Only the id is kept, as a copy of its own: the file's text goes with its read (own-strings.ts).
            const key = (0,string_copy/* ownString */.A)(id);
            const list = index.get(key);
            if (list)
                list.push(path);
            else
                index.set(key, [path]);
        }
        return index;
    });
}
/**
 * The answer messages to the question `id` asked in `questionPath`, sorted: the file spec 5 names
 * for it (`questions/answers/{id}.md` in the question's tree) when it answers it, which settles it
 * with one read; else every message file is read once for the answers whose `parent_id` names it.
 */
function answersTo(project, id, questionPath) {
    const named = `${answersFolder(questionPath)}/${id}.md`;
    if (named !== questionPath && project.exists(named)) {
        const doc = project.content(named);
        if (doc && answeredId(doc, named) === id)
            return [named];
    }
    return [...(answersById(project).get(id) ?? [])].filter((path) => path !== questionPath).sort();
}

;// CONCATENATED MODULE: ./src/formats/message/rules/answered-question-pending.ts





/**
 * A question that has its answer message and is still `pending`: the inbox keeps asking for an
 * answer that was given (and `/answer` is refused, its answer file being there). Spec 5 completes
 * an answered question. Reported once, from whichever of the two files comes first in path order
 * (both may be in the run, and either may be the one a change touches).
 */
const answeredQuestionPending = (0,define_rule/* defineRule */.K)({
    id: 'message/answered-question-pending',
    severity: 'warning',
    summary: "A question has its answer message and is still `pending`: set the question's `status` to `completed` (spec 5: an answered question is completed).",
    rationale: 'A question that has its answer but still says `pending` keeps showing as waiting: the person is asked again, and the agent waiting on it may not move on.',
    spec: '§ ステータス遷移',
    check(ctx) {
        const question = questionOf(ctx.doc);
        if (question) {
            if (question.status !== 'pending' || question.id === undefined)
                return;
            const answers = answersTo(ctx.project, question.id, ctx.path);
            if (answers.length === 0)
                return;
            const message = wording(question.id, ctx.path, answers[0]);
            const bracket = headerOf(ctx.doc)?.bracket;
            if (bracket)
                ctx.reportAt({ line: bracketLine(bracket, 'status'), column: 1 }, message);
            else
                ctx.report(['status'], message, { once: onceKey(ctx.path) });
            return;
        }
        const id = answeredId(ctx.doc, ctx.path);
        if (id === undefined)
            return;
        const declarers = declarersOf(ctx.project, id).filter((path) => path !== ctx.path);
        // None is reference-not-found's; two is duplicate-id's, and which one is meant is unknown.
        if (declarers.length !== 1)
            return;
        const asked = ctx.project.content(declarers[0]);
        const pending = asked ? questionOf(asked) : undefined;
        if (pending?.status !== 'pending')
            return;
        atParent(ctx, wording(id, declarers[0], ctx.path), onceKey(declarers[0]));
    },
});
const onceKey = (questionPath) => `message/answered-question-pending:${questionPath}`;
function wording(id, questionPath, answerPath) {
    return `The question ${(0,util_values/* show */.WU)(id)} (\`${questionPath}\`) has its answer (\`${answerPath}\`) and is still \`pending\`: set the question's \`status\` to \`completed\` (and its \`updated_at\`), as spec 5 completes an answered question. Until then the inbox keeps asking for an answer that was given.`;
}
/** At the answer's `parent_id`, else at its header (an answer named for its question). */
function atParent(ctx, message, once) {
    const parent = ctx.doc.data !== null && typeof ctx.doc.data === 'object' && 'parent_id' in ctx.doc.data;
    ctx.report(parent ? ['parent_id'] : [], message, { once });
}

;// CONCATENATED MODULE: ./src/formats/message/rules/bracket-header.ts






const ENUM_OF = {
    from: 'role',
    to: 'role',
    type: 'type',
    status: 'status',
    priority: 'priority',
};
/**
 * What the frontmatter could take from a bracket value: the member of the field's enum it surely
 * means, as the enum rule's fix reads it (`COMPLETE` → `completed`), or an id the id rule passes;
 * undefined for anything else (`DONE`, `T-DEPLOY-001`), which the suggestion leaves out rather
 * than hand on a value the frontmatter would be reported for.
 */
function frontmatterValue(config, key, value) {
    if (key === 'id')
        return isMessageId(value) ? value : undefined;
    return (0,did_you_mean/* soleMatch */.Jk)(value, allowedValues(config, ENUM_OF[key]));
}
const bracketHeader = (0,define_rule/* defineRule */.K)({
    id: 'message/bracket-header',
    severity: 'warning',
    summary: "A `[REPORT TO: PM]` … `[/REPORT]` bracket header stands in for (or repeats) spec 5's YAML frontmatter.",
    rationale: 'Spec 5 puts the header in YAML frontmatter; a `[REPORT TO: PM]` bracket header is read only by agents that happen to know it, and when both are there they can disagree.',
    check(ctx) {
        const bracket = bracketOf(ctx.doc);
        if (!bracket)
            return;
        const opening = (0,util_values/* show */.WU)(`[${bracket.kind} TO: ${bracket.to}]`);
        if ((0,util_values/* isRecord */.u4)(ctx.data)) {
            ctx.reportAt({ line: bracket.line, column: 1 }, `${opening} repeats the header this file already has in its frontmatter, and the two can drift apart. Keep the frontmatter; drop the block or move what it adds into the body.`);
            return;
        }
        const values = headerOf(ctx.doc)?.values ?? {};
        const known = ['id', 'from', 'to', 'type', 'status', 'priority'].flatMap((key) => {
            const value = values[key] && frontmatterValue(ctx.config, key, values[key]);
            return value ? [(0,util_values/* show */.WU)(`${key}: ${value}`)] : [];
        });
        ctx.reportAt({ line: bracket.line, column: 1 }, `${opening} is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (\`---\` … \`---\`) giving \`id\`, \`from\`, \`to\`, \`type\`, \`priority\`, \`status\` and \`created_at\`${known.length ? ` (from this block: ${known.join(', ')})` : ''}.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/bracket-value.ts








const bracketValue = (0,define_rule/* defineRule */.K)({
    id: 'message/bracket-value',
    severity: 'error',
    summary: "A bracket header's kind, `TO:`, `Status:` or `Priority:` is not a value spec 5 allows, even lower-cased.",
    rationale: 'An agent acts on the kind, `TO:`, `Status:` and `Priority:` of a bracket header; a value spec 5 does not know is routed nowhere or misread as another.',
    check(ctx) {
        const header = headerOf(ctx.doc);
        const bracket = header?.bracket;
        if (!header || !bracket)
            return;
        const lines = bodyOf(ctx.doc).lines;
        const check = (name, label, written, value, line) => {
            if (value === undefined)
                return;
            // A line holding the template's placeholder (`Status: <status>`, `[REPORT TO: {role}]`) is
            // the body-placeholder rule's one finding, not also an unknown value.
            const text = lines.find((l) => l.line === line)?.text;
            if (text !== undefined && placeholdersInLine(text).some((p) => written.includes(p.text)))
                return;
            const allowed = allowedValues(ctx.config, name);
            if (allowed.includes(value))
                return;
            ctx.reportAt({ line, column: 1 }, `${label} ${(0,util_values/* show */.WU)(written)} is no ${name} spec 5 knows (read as \`${value}\`); allowed: ${allowed.join(', ')}.${(0,did_you_mean/* didYouMean */.au)(value, allowed)} A team's own values go under \`enums: message/${name}\`.`);
        };
        check('type', 'The bracket kind', bracket.kind, header.values.type, bracket.line);
        check('role', 'The recipient', bracket.to, header.values.to, bracket.line);
        const status = bracketField(bracket, 'status');
        if (status)
            check('status', '`Status:`', status.value, header.values.status, status.line);
        const priority = bracketField(bracket, 'priority');
        if (priority)
            check('priority', '`Priority:`', priority.value, header.values.priority, priority.line);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/deliverable-path.ts




/** The section of a report that lists its files (spec 5: `- {ファイルパス1}: {説明}`). */
const DELIVERABLES = '成果物';
const deliverable_path_isSpace = (code) => code === 0x20 || code === 0x09 || code === 0x3000;
/** Where a list item's text starts in its line (after `-`, `*`, `+` or `1.` and a blank), or -1 for no list item. */
function itemStart(line) {
    let at = 0;
    while (at < line.length && deliverable_path_isSpace(line.charCodeAt(at)))
        at++;
    const c = line.charCodeAt(at);
    if (c === 0x2d || c === 0x2a || c === 0x2b)
        at++;
    else {
        const digits = at;
        while (at < line.length && line.charCodeAt(at) >= 0x30 && line.charCodeAt(at) <= 0x39)
            at++;
        if (at === digits || (line[at] !== '.' && line[at] !== ')'))
            return -1;
        at++;
    }
    if (!deliverable_path_isSpace(line.charCodeAt(at)))
        return -1;
    while (at < line.length && deliverable_path_isSpace(line.charCodeAt(at)))
        at++;
    return at;
}
/**
 * The file a deliverable names, and where it starts in the line: the item's text up to `: ` (or
 * `：`), a code span's content when it is one. Undefined for prose (a blank inside), a URL and a
 * template placeholder (`{ファイルパス1}`, another rule's).
 */
function deliverableFile(line) {
    let start = itemStart(line);
    if (start < 0)
        return undefined;
    let end;
    if (line[start] === '`') {
        start++;
        end = line.indexOf('`', start);
        if (end < 0)
            return undefined;
    }
    else {
        const ascii = line.indexOf(': ', start);
        const wide = line.indexOf('：', start);
        const stops = [ascii, wide, line.endsWith(':') ? line.length - 1 : -1].filter((i) => i >= 0);
        end = stops.length ? Math.min(...stops) : line.length;
    }
    const path = line.slice(start, end).trimEnd();
    if (path === '' || path.includes('://') || path.startsWith('{'))
        return undefined;
    for (let i = 0; i < path.length; i++)
        if (deliverable_path_isSpace(path.charCodeAt(i)))
            return undefined;
    return { path, column: start + 1 };
}
const deliverablePath = (0,define_rule/* defineRule */.K)({
    id: 'message/deliverable-path',
    severity: 'error',
    summary: 'A file a report lists under `## 成果物` (spec 5: `- {ファイルパス}: {説明}`) is an absolute path or leaves the repository.',
    rationale: "A report's deliverables are the files the reader goes to check; an absolute path or one through `..` sends them outside the repository, to something the report cannot vouch for.",
    spec: '§ メッセージタイプ別フォーマット',
    check(ctx) {
        const body = bodyOf(ctx.doc);
        const names = headingNames(DELIVERABLES);
        body.headings.forEach((heading, h) => {
            if (heading.level < 2 || !names.includes(normaliseHeading(heading.text)))
                return;
            const next = body.headings.slice(h + 1).find((other) => other.level <= heading.level);
            const end = next ? next.index : body.lines.length;
            for (const line of body.lines.slice(heading.index + 1, end)) {
                if (line.code)
                    continue;
                const file = deliverableFile(line.text);
                const problem = file && (0,repo_path/* repoPathProblem */.Js)(file.path);
                if (!file || (problem !== 'absolute' && problem !== 'escapes'))
                    continue;
                ctx.reportAt({ line: line.line, column: file.column }, problem === 'absolute'
                    ? `This deliverable (${(0,util_values/* show */.WU)(file.path)}) is an absolute path, from the machine the agent ran on: list it relative to the repository root, where the reader finds it.`
                    : `This deliverable (${(0,util_values/* show */.WU)(file.path)}) leaves the repository through \`..\`: list it relative to the repository root, where the reader finds it.`);
            }
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/duplicate-id.ts






const rules_duplicate_id_duplicateId = (0,define_rule/* defineRule */.K)({
    id: 'message/duplicate-id',
    severity: 'error',
    summary: 'Two message files declare the same `id`, so a `parent_id` naming it is ambiguous (on a partial run: among the files checked and the file named for the id).',
    rationale: 'A `parent_id` or `context_id` names one message; two files with the same `id` make that link point at either, so an answer is filed under the wrong question.',
    check(ctx) {
        const header = headerOf(ctx.doc);
        const id = header?.values.id?.trim();
        if (!header || !id || (0,template_leftover/* leftoverReason */.GN)(id) || isTruncatedExample(id))
            return;
        const others = otherDeclarers(ctx.project, id, ctx.path);
        if (others.length === 0)
            return;
        const listed = others
            .slice(0, 3)
            .map((path) => `\`${path}\``)
            .join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
        reportField(ctx, header, 'id', `\`id\` ${(0,util_values/* show */.WU)(id)} is also the id of ${listed}; message ids must be unique. Give this message its own id.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/folder-mismatch.ts





const folderMismatch = (0,define_rule/* defineRule */.K)({
    id: 'message/folder-mismatch',
    severity: 'error',
    summary: 'The folder disagrees with `type`, `from` or `to` (`shared/tasks/frontend/` holds tasks from pm to frontend), so the agent polling it never sees the message, or misreads who sent it.',
    rationale: "Agents poll their own folders (`shared/tasks/frontend/` for the frontend's tasks); a message in a folder that disagrees with its `type`, `from` or `to` is never seen by the agent it is for.",
    spec: '§ 通信アーキテクチャ > ディレクトリ構造',
    check(ctx) {
        const folder = folderOf(ctx.path);
        const header = headerOf(ctx.doc);
        const expected = folder && expectationOf(folder);
        if (!folder || !header || !expected)
            return;
        const known = (key, value) => allowedValues(ctx.config, key === 'type' ? 'type' : 'role').includes(value);
        const have = header.values;
        // A value outside its enum is the enum finding's to report; a folder finding on top is noise.
        const disagree = KEYS.filter((key) => {
            const want = expected.values[key];
            const value = have[key];
            return want !== undefined && value !== undefined && want !== value && known(key, value);
        });
        if (disagree.length > 0) {
            reportDisagreements(ctx, header, folder, expected, disagree, known);
            return;
        }
        if (expected.missing) {
            const key = have.to !== undefined ? 'to' : 'type';
            const why = expected.why ?? `This message sits directly in \`${expected.where}\`, where no agent polls.`;
            const target = folderFor(rootOf(folder), have);
            reportField(ctx, header, key, `${why} Put it in \`${target && !target.includes('<') ? target : expected.missing}\`.`);
        }
    },
});
/**
 * Which is wrong, the folder or the field? The message's kind is the least likely slip (an agent
 * that wrote a report knows it did), and header fields that all point at one other folder say
 * the file was put in the wrong place: then one finding, "move the file". A single sender or
 * recipient that disagrees with a folder the rest of the header agrees with is more likely a slip
 * in that field: then one finding per field, "set it", with the move as the other way out.
 */
function reportDisagreements(ctx, header, folder, expected, disagree, known) {
    const have = header.values;
    // Where the header's own values say the file belongs, if they all agree with that folder.
    const target = folderFor(rootOf(folder), have);
    const targetFolder = target && !target.includes('<') ? folderOf(`${target}x.md`) : undefined;
    const targetExpected = targetFolder && expectationOf(targetFolder);
    const fits = targetExpected !== undefined &&
        targetExpected.where !== expected.where &&
        KEYS.every((key) => targetExpected.values[key] === undefined || targetExpected.values[key] === have[key]);
    // Fields the folder is named for whose name is no role: "set `to: done`" would be an enum error.
    const unnamed = disagree.filter((key) => expected.named.includes(key) && !known(key, expected.values[key]));
    const addRole = (keys) => keys.length > 0
        ? ` If ${keys.map((key) => (0,util_values/* show */.WU)(expected.values[key])).join(' and ')} ${keys.length > 1 ? 'are' : 'is'} your team's own role${keys.length > 1 ? 's' : ''}, add ${keys.length > 1 ? 'them' : 'it'} under \`enums: message/role\`.`
        : '';
    const settable = disagree.filter((key) => !unnamed.includes(key));
    const holds = unnamed.length > 0
        ? `\`${expected.where}\` is named for ${unnamed.map((key) => (0,util_values/* show */.WU)(expected.values[key])).join(' and ')}, which ${unnamed.length > 1 ? 'are no roles' : 'is no role'} spec 5 or the config knows`
        : `\`${expected.where}\` holds ${describe(expected.values, true)}`;
    if (disagree.includes('type') || (disagree.length > 1 && fits)) {
        const move = target ? `move the file to \`${target}\`` : `move the file out of \`${expected.where}\``;
        const orSet = settable.length > 0 ? `, or, if the folder is right, write ${settings(header, settable, expected.values)}` : '';
        reportField(ctx, header, disagree[0], `This is ${describe(have, false)}, but ${holds}: ${move}${orSet}.${addRole(unnamed)}`);
        return;
    }
    for (const key of disagree) {
        const move = fits ? `move the file to \`${target}\`` : '';
        const fix = unnamed.includes(key)
            ? `${move ? `${move[0].toUpperCase()}${move.slice(1)}` : `Move the file to the folder for ${describe(have, true)}`}.${addRole([key])}`
            : `Write ${settings(header, [key], expected.values)}${move ? `, or ${move}` : ''}.`;
        reportField(ctx, header, key, `\`${key}\` is ${(0,util_values/* show */.WU)(have[key])}, but ${holds}. ${fix}`);
    }
}

;// CONCATENATED MODULE: ./src/formats/message/rules/missing-section.ts



/**
 * The `##` sections of each type's template in spec 5 (メッセージタイプ別フォーマット). A heading
 * the template itself marks optional, `選択肢（あれば）`, is left out.
 */
const SECTIONS = {
    requirement: ['概要', '背景', '期待する成果', '制約条件', '優先順位', '備考'],
    instruction: ['ゴール', 'コンテキスト', '成功基準', '制約条件', '推奨アプローチ', '優先順位', '期限目安'],
    task: ['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'],
    report: ['ステータス', '完了項目', '残作業', '成果物', '課題・懸念', '次のステップ', '備考'],
    question: ['背景', '質問内容', '緊急度'],
    answer: ['回答', '理由', '追加情報'],
};
const missingSection = (0,define_rule/* defineRule */.K)({
    id: 'message/missing-section',
    severity: 'warning',
    summary: "The body lacks `##` sections its type's template has (a task's `## 完了条件` or `## Completion criteria`).",
    rationale: "Each message type's template has sections its reader looks for (a task's completion criteria); a message without them leaves that reader to guess when the work is done.",
    spec: '§ メッセージタイプ別フォーマット',
    check(ctx) {
        // Only frontmatter messages: a bracket-header file is told to move to the spec's format first.
        const type = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'type'));
        const wanted = type !== undefined && Object.hasOwn(SECTIONS, type) ? SECTIONS[type] : undefined;
        if (!wanted)
            return;
        const body = bodyOf(ctx.doc);
        const present = new Set(body.headings.filter((h) => h.level >= 2).map((h) => normaliseHeading(h.text)));
        const missing = wanted.filter((name) => !headingNames(name).some((n) => present.has(n)));
        if (missing.length === 0)
            return;
        const title = body.headings.find((h) => h.level === 1);
        ctx.reportAt({ line: title?.line ?? ctx.doc.bodyLine ?? 1, column: 1 }, `The \`${type}\` template has ${missing.length === 1 ? 'a section' : 'sections'} this message lacks: ${missing
            .map((name) => `\`## ${name}\`${ENGLISH_HEADINGS[name]?.[0] ? ` (or \`## ${ENGLISH_HEADINGS[name][0]}\`)` : ''}`)
            .join(', ')}. Add ${missing.length === 1 ? 'it' : 'them'} (write "なし" or "None" where there is nothing to say).`);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/no-header.ts



const noHeader = (0,define_rule/* defineRule */.K)({
    id: 'message/no-header',
    severity: 'error',
    summary: 'A message has neither YAML frontmatter nor a bracket header, so nothing says who sent it, to whom, or its status.',
    rationale: 'The header says who sent a message, to whom, and its status; the agent polling a folder routes by it, so a message with none is never picked up, or picked up by anyone.',
    spec: '§ メッセージフォーマット > 共通ヘッダー',
    check(ctx) {
        if ((ctx.data !== null && ctx.data !== undefined) || bracketOf(ctx.doc))
            return;
        // Spec documents shared under specs/ are often plain Markdown; there it is only a warning.
        const plainDocument = folderOf(ctx.path)?.top === 'specs';
        ctx.reportAt({ line: 1, column: 1 }, "This message has no header. Start the file with YAML frontmatter (`---` … `---`) giving `id`, `from`, `to`, `type`, `priority`, `status` and `created_at` (spec 5's common header).", plainDocument ? { severity: 'warning' } : {});
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/question-left-unanswered.ts




/**
 * A question to a human that waited at the base revision (`to: human`, `type: question`,
 * `status: pending`) and that the change takes out of the inbox (completed, or no longer a
 * pending question to a human) with no answer message anywhere: only a person's answer settles
 * it, as only a person's approval moves a med/high intent on. `blocked` keeps it in the inbox
 * (someone has to unblock it), so it is no road out. Deleting the question's file settles it as
 * surely: judged on the deleted file, its line at the base revision (`checkRemoved`).
 */
const questionLeftUnanswered = (0,define_rule/* defineRule */.K)({
    id: 'message/question-left-unanswered',
    severity: 'error',
    summary: "A change closes a question to a human (`pending` → `completed`, or no longer a pending question to a human), or deletes it, with no answer message: only a person's answer settles it (compared with the base revision).",
    rationale: "A question to a human waits for that person's answer; a change that closes or deletes it with no answer message lets the agents go on as though the person had said yes.",
    spec: '§ メッセージタイプ別フォーマット > 6. 回答（Answer）',
    check(ctx) {
        const baseDoc = ctx.project.base(ctx.path)?.doc;
        // A new file has waited for nothing.
        if (!baseDoc)
            return;
        const before = questionOf(baseDoc);
        if (!waitsForHuman(before))
            return;
        const header = headerOf(ctx.doc);
        const now = questionOf(ctx.doc);
        if (waitsForHuman(now) || header?.values.status?.trim().toLowerCase() === 'blocked')
            return;
        const ids = [...new Set([before.id, now?.id].filter((id) => id !== undefined))];
        if (ids.some((id) => answersTo(ctx.project, id, ctx.path).length > 0))
            return;
        const id = ids[0];
        const what = !now
            ? 'makes it no question any more'
            : now.to !== 'human'
                ? `addresses it to ${(0,util_values/* show */.WU)(now.to ?? '(nobody)')}`
                : `makes it ${(0,util_values/* show */.WU)(now.status ?? '(no status)')}`;
        const answer = id === undefined ? 'an answer message' : `an answer message (\`parent_id: ${id}\`, spec 5's 回答)`;
        const message = `This question to a human was \`pending\` at the base revision, and this change ${what} with no answer: nobody answered it, and only a person's answer settles a question. Restore \`status: pending\` and let a person answer it (\`/answer <text>\` on its inbox issue writes ${answer} and completes it).`;
        if (header?.values.status !== undefined)
            reportField(ctx, header, 'status', message);
        else
            ctx.report([], message);
    },
    checkRemoved(ctx) {
        // handoff-gate's own commit for a command: a person decided (no command deletes a question).
        if (ctx.project.fromInboxCommand)
            return;
        const question = questionOf(ctx.doc);
        if (!waitsForHuman(question))
            return;
        if (question.id !== undefined && answersTo(ctx.project, question.id, ctx.path).length > 0)
            return;
        const header = headerOf(ctx.doc);
        reportField(ctx, header, 'status', `This change deletes \`${ctx.path}\` (this line is from its version at the base revision), a question to a human that waits for its answer, with no answer: nobody answered it, and only a person's answer settles a question. Restore the file and let a person answer it (\`/answer <text>\` on its inbox issue writes the answer message and completes it).`);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/reference-not-found.ts






const REFERENCES = ['parent_id', 'context_id'];
/**
 * Words agents write for "no parent" in a field spec 5 marks （あれば）: not ids, so the reference
 * still resolves to nothing, but the fix is to write null or leave the key out, not another id.
 */
const NONE_WORDS = new Set(['null', 'none', 'nil', 'n/a', 'na', '-', 'なし', '無し', 'ない', '未設定']);
/** Ids to suggest from: past this many, a did-you-mean costs more than it helps. */
const SUGGEST_LIMIT = 5000;
const referenceNotFound = (0,define_rule/* defineRule */.K)({
    id: 'message/reference-not-found',
    severity: 'error',
    summary: '`parent_id` or `context_id` names a message id that no message file has.',
    rationale: '`parent_id` and `context_id` tie a message into its conversation; an id no message has leaves it orphaned, and the question it answers still looks open.',
    spec: '§ メッセージフォーマット > 共通ヘッダー',
    check(ctx) {
        for (const key of REFERENCES) {
            const ref = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, key))?.trim();
            // Placeholders (`{requirement-id}`, `01HQXYZ...`) are the template-leftover rule's.
            if (!ref || (0,template_leftover/* leftoverReason */.GN)(ref) || isTruncatedExample(ref))
                continue;
            if (NONE_WORDS.has(ref.toLowerCase())) {
                ctx.report([key], `\`${key}\` is ${(0,util_values/* show */.WU)(ref)}, which is not a message id. \`${key}\` is optional (spec 5: （あれば）): when there is none, write \`${key}: null\` or leave the line out.`);
                continue;
            }
            if (isDeclared(ctx.project, ref))
                continue;
            const index = messageIndex(ctx.project);
            // Never the message's own id: a message is not its own parent or context.
            const own = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'id'))?.trim();
            const selfOnly = own !== undefined && (index.get(own)?.every((path) => path === ctx.path) ?? false);
            const ids = index.size > SUGGEST_LIMIT ? [] : selfOnly ? [...index.keys()].filter((id) => id !== own) : index;
            ctx.report([key], `\`${key}\` is ${(0,util_values/* show */.WU)(ref)}, but no message on the message paths has that \`id\`.${(0,did_you_mean/* didYouMean */.au)(ref, ids)} Fix the id, or add the message it refers to.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/message/status-moves.ts
/**
 * Which `status` moves spec 5 allows between the base revision and the head: the one table the
 * message transition rule reads. Written out by hand from the spec's state diagram
 * (`5-message.md`, ステータス遷移, lines 341-351):
 *
 *     [*] --> pending: メッセージ作成
 *     pending --> in_progress: 作業開始
 *     in_progress --> completed: 完了
 *     in_progress --> blocked: ブロック発生
 *     blocked --> in_progress: ブロック解消
 *     completed --> [*]
 *
 * One change may hold several commits, so a move may pass through `in_progress`, the working
 * state (`pending → completed`: worked on and finished in one change, as a question answered by
 * its answer message is; `blocked → completed`: unblocked and finished). `completed` is final:
 * a follow-up is a new message. `test/fidelity/status-transitions.test.ts` checks every pair
 * against the diagram.
 */
const MESSAGE_STATUS_MOVES = {
    pending: ['in_progress', 'completed', 'blocked'],
    in_progress: ['completed', 'blocked'],
    blocked: ['in_progress', 'completed'],
    completed: [],
};

;// CONCATENATED MODULE: ./src/formats/message/rules/status-transition.ts




const rules_status_transition_statusTransition = (0,define_rule/* defineRule */.K)({
    id: 'message/status-transition',
    severity: 'error',
    summary: "`status` moved along a transition spec 5's state diagram does not have (completed → anything, anything → pending, in_progress → pending), compared with the base revision.",
    rationale: "Spec 5's state diagram moves a message on (pending → in_progress → completed); a completed message reopened, or one put back to pending, makes the same work be done twice or look undone.",
    spec: '§ ステータス遷移',
    check(ctx) {
        const header = headerOf(ctx.doc);
        const baseDoc = ctx.project.base(ctx.path)?.doc;
        // A new file has no move.
        if (!header || !baseDoc)
            return;
        // Lower-cased: the safe reading of `Completed` (the enum rule reports the spelling).
        const to = header.values.status?.trim().toLowerCase();
        const from = headerOf(baseDoc)?.values.status?.trim().toLowerCase();
        // A team's own status, or an invalid one, has no place in the table: nothing to say.
        if ((0,status_moves/* judgeMove */.R)(MESSAGE_STATUS_MOVES, from, to) !== 'forbidden' || from === undefined || to === undefined)
            return;
        const next = MESSAGE_STATUS_MOVES[from];
        const options = next.length
            ? `from \`${from}\` a message goes on to ${next.map((s) => `\`${s}\``).join(', ')}`
            : `\`${from}\` is final`;
        const hint = from === 'completed'
            ? 'Write a new message instead of reopening this one.'
            : `Restore \`${from}\`: nothing goes back to \`pending\`.`;
        reportField(ctx, header, 'status', `\`status\` went from \`${from}\` to \`${to}\` since the base revision, but ${options} (spec 5's state diagram: pending → in_progress → completed, in_progress ⇄ blocked). ${hint}`);
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/template-leftover.ts



/**
 * The engine's template-leftover check does not know ids, and `01HQXYZ...` is how every one of
 * spec 5's templates writes its id: reported under the same rule id as the other leftovers.
 */
const truncatedExampleId = (0,define_rule/* defineRule */.K)({
    id: 'message/template-leftover',
    severity: 'error',
    summary: "A value copied from the spec's template was never filled in (`{タイトル}`, the truncated example id `01HQXYZ...`).",
    rationale: "Spec 5's truncated example id `01HQXYZ...` copied as a message's own id, or as the one it answers, links it to no message: the conversation it belongs to loses it.",
    check(ctx) {
        for (const key of ['id', 'parent_id', 'context_id']) {
            const value = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, key));
            if (value !== undefined && isTruncatedExample(value)) {
                ctx.report([key], `${(0,util_values/* show */.WU)(value)} is the spec's truncated example id: it is a template leftover. Write the message's real id (a ULID or \`YYYYMMDD-NNN-kind\`).`);
            }
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/updated-before-created.ts




const updatedBeforeCreated = (0,define_rule/* defineRule */.K)({
    id: 'message/updated-before-created',
    severity: 'error',
    summary: '`updated_at` is earlier than `created_at`.',
    rationale: 'A message updated before it was created has a clock or a copy error; readers that order messages by time put it in the wrong place in the conversation.',
    check(ctx) {
        const created = (0,template_leftover/* filledString */.Mb)((0,util_values/* field */.ZZ)(ctx.data, 'created_at'));
        const updated = (0,template_leftover/* filledString */.Mb)((0,util_values/* field */.ZZ)(ctx.data, 'updated_at'));
        if (created === undefined || updated === undefined || timestampProblem(created) || timestampProblem(updated))
            return;
        if (timestampValue(updated) < timestampValue(created)) {
            ctx.report(['updated_at'], `\`updated_at\` (${updated}) is before \`created_at\` (${created}); a message cannot change before it exists. Fix whichever is wrong.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/message/rules/index.ts

















/**
 * The message's rules (spec 5), one line each: a rule's module is named by its id. The shared
 * checks' ids (`message/timestamp` here, the schema's, key typos, template leftovers) live in
 * src/rules/shared/; `template-leftover.ts` here adds the truncated example id to the shared check.
 */
const message_rules_rules = [
    noHeader,
    bracketHeader,
    bracketValue,
    idFormat,
    truncatedExampleId,
    rules_duplicate_id_duplicateId,
    timestampRule('message', () => [['created_at'], ['updated_at']], {
        summary: '`created_at` or `updated_at` is not an ISO 8601 date-time with a time zone.',
        spec: '§ メッセージフォーマット > 共通ヘッダー',
        rationale: 'Agents order a conversation, and see what is stale, by `created_at` and `updated_at`: a time with no zone, or not a time, puts the message in the wrong place or fails to parse.',
    }),
    updatedBeforeCreated,
    folderMismatch,
    answerDirection,
    referenceNotFound,
    missingSection,
    bodyPlaceholder,
    deliverablePath,
    rules_status_transition_statusTransition,
    questionLeftUnanswered,
    answeredQuestionPending,
];

;// CONCATENATED MODULE: ./src/formats/message/index.ts




const message = {
    id: 'message',
    title: 'agent-corp message',
    reader: 'the agent that polls its folder for messages',
    spec: 'spec 5 (message protocol)',
    fieldsSection: '§ メッセージフォーマット > 共通ヘッダー',
    syntaxes: ['markdown'],
    // Only Markdown under spec 5's folders: the `.estimates/` and `.processed/` sidecars are not messages.
    paths: ['shared/{requirements,instructions,tasks,reports,questions,specs}/**/*.md'],
    schema: messageSchema,
    // The zod schema accepts a message without frontmatter, for `message/no-header` or
    // `message/bracket-header` to judge; in an editor, frontmatter that is there must be a header.
    mappingOnlyInEditors: true,
    enums: ENUM_NAMES,
    rules: message_rules_rules,
    inboxItems: messageInboxItems,
    inbox: messageInbox,
    chain: messageChain,
};

;// CONCATENATED MODULE: ./src/formats/subagent-response/chain.ts


/** A response that needs revision waits for the agent it sends back to. */
const subagent_response_chain_STATUS = {
    success: 'done',
    partial: 'active',
    failed: 'failed',
    needs_revision: 'waiting',
};
/**
 * The responding agent; a revision sends the work back to `revision_target` (an edge labelled
 * `revise`), unless it escalates (its loop at its limit): then it goes to a person, not back.
 */
function subagentResponseChain(ctx) {
    const agent = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'agent_name'));
    if (agent === undefined)
        return undefined;
    const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
    const target = (0,chain/* agentName */.Lp)((0,util_values/* field */.ZZ)(ctx.data, 'revision_target'));
    const next = (0,util_values/* field */.ZZ)(ctx.data, 'next_action');
    const revise = target !== undefined && next !== 'escalate' && ((0,chain/* chainStatus */.Qf)(status, subagent_response_chain_STATUS) === 'waiting' || next === 'revise');
    return {
        agents: [
            {
                agent,
                status: (0,chain/* chainStatus */.Qf)(status, subagent_response_chain_STATUS),
                ...(status !== undefined && { declared: status }),
                line: ctx.doc.locate(['status']).line,
            },
        ],
        handoffs: revise
            ? [{ from: agent, to: target, label: 'revise', line: ctx.doc.locate(['revision_target']).line }]
            : [],
    };
}

;// CONCATENATED MODULE: ./src/formats/subagent-response/gate.ts


/** The issues a response lists with a severity, for the gate. */
function gate_gateItems(ctx) {
    const items = [];
    const issues = (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues'));
    for (let i = 0; i < issues.length; i++) {
        const issue = issues[i];
        const priority = (0,gate_gate/* priorityOf */.a2)((0,util_values/* field */.ZZ)(issue, 'severity'));
        if (!priority || !(0,util_values/* isRecord */.u4)(issue))
            continue;
        const description = (0,util_values/* asString */.oJ)(issue.description) ?? '(no description)';
        const fix = (0,util_values/* asString */.oJ)(issue.action);
        const source = { path: ctx.path, line: ctx.doc.locate(['issues', i]).line };
        items.push(fix ? { priority, description, fix, source } : { priority, description, source });
    }
    return items;
}

;// CONCATENATED MODULE: ./src/formats/subagent-response/schema.ts



const subagent_response_schema_STATUSES = ['success', 'partial', 'failed', 'needs_revision'];
const NEXT_ACTIONS = ['proceed', 'revise', 'regenerate', 'escalate'];
const schema_ISSUE_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
/**
 * Spec 2's JSON Schema, field for field; unknown keys are allowed, as there. The fields the spec
 * asks for only in some cases (`output_path` 該当する場合, `score`/`round` for review agents,
 * `revision_target` on needs_revision, `issues` for regenerate: its `conditional_required`)
 * accept `null` as well as absence, the way an agent that writes every key says "not this time";
 * the rules that require them in their case treat null as absent.
 */
function subagentResponseSchema(values) {
    return schemas/* looseObject */._H3({
        status: schemas/* enum */.k5n(values('status', subagent_response_schema_STATUSES)).describe('実行結果のステータス'),
        agent_name: schemas/* string */.YjP().min(1).describe('実行したエージェント名'),
        execution_time: schemas/* number */.aig().gt(0).describe('実行時間（秒）'),
        output_path: stringMatching(repo_path/* FILLED_REPO_PATH_PATTERN */.vp)
            .nullable()
            .optional()
            .describe('生成されたファイルのパス（該当する場合）'),
        score: schemas/* number */.aig().min(0).max(100).nullable().optional().describe('品質スコア（レビュー系エージェントの場合）'),
        round: schemas/* int */.Whr()
            .min(1)
            .max(4)
            .nullable()
            .optional()
            .describe('レビューラウンド番号（レビュー系エージェントの場合）'),
        issues: schemas/* array */.YOg(schemas/* looseObject */._H3({
            severity: schemas/* enum */.k5n(schema_ISSUE_SEVERITIES),
            description: schemas/* string */.YjP(),
            action: schemas/* string */.YjP().optional().describe('推奨される修正アクション'),
        }))
            .nullable()
            .optional()
            .describe('検出された問題のリスト'),
        next_action: schemas/* enum */.k5n(values('next_action', NEXT_ACTIONS)).optional().describe('次に取るべきアクション'),
        revision_target: schemas/* string */.YjP().nullable().optional().describe('needs_revision 時の差し戻し先エージェント名'),
        metadata: schemas/* looseObject */._H3({
            complexity: schemas/* enum */.k5n(['simple', 'moderate', 'complex']).optional(),
            estimated_nodes: schemas/* int */.Whr().optional(),
            estimated_edges: schemas/* int */.Whr().optional(),
        })
            .optional()
            .describe('追加のメタ情報'),
    })
        .describe('SubAgent Response (runSubagent return value)');
}

;// CONCATENATED MODULE: ./src/formats/subagent-response/inbox.ts







/** A failed or escalated response waits for a human. */
function inbox_inboxItems(ctx) {
    // `status: FAILED` and `next_action: Escalate` are enum errors, and still wait for a human.
    const status = (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(ctx.data, 'status'), subagent_response_schema_STATUSES) ?? (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
    const next = (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(ctx.data, 'next_action'), NEXT_ACTIONS);
    if (next !== 'escalate' && status !== 'failed')
        return [];
    const agent = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'agent_name')) ?? 'an agent';
    const item = {
        key: (0,keys/* inboxKey */.Yw)('subagent-response', { path: ctx.path }),
        reason: 'escalation',
        path: ctx.path,
        line: ctx.doc.locate([next === 'escalate' ? 'next_action' : 'status']).line,
        title: itemTitle(status === 'failed' ? 'Failed' : 'Escalated', agent),
        format: 'subagent-response',
        actions: [],
        details: [
            { label: 'Agent', value: agent },
            { label: 'Status', value: status ?? '(none)' },
            ...((0,util_values/* asNumber */.i)((0,util_values/* field */.ZZ)(ctx.data, 'score')) !== undefined
                ? [{ label: 'Score', value: String((0,util_values/* field */.ZZ)(ctx.data, 'score')) }]
                : []),
            ...(0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues')).map((issue, i) => ({
                label: `Issue ${i + 1}`,
                value: `${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'severity')) ?? '?'}: ${(0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(issue, 'description')) ?? ''}`,
            })),
        ],
    };
    return [item];
}
/** A failed or escalated response: no command applies, the issue says what waits. */
const subagentInbox = defineInbox({
    reasons: {
        escalation: {
            asks: (item) => {
                const agent = (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(detailOf(item, 'Agent') ?? 'an agent', 100));
                const issue = item.details.find((d) => d.label.startsWith('Issue '));
                return {
                    ask: detailOf(item, 'Status') === 'failed'
                        ? `**Decide what happens next** (${agent} failed):`
                        : `**Review an escalated result** (from ${agent}):`,
                    text: issue?.value ?? 'its response lists no issue',
                    ...(issue && { detail: issue.label }),
                };
            },
            statement: () => 'The agent handed its result to a human instead of the next agent: review it and decide what happens next.',
            closes: (item) => `a change to ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.path, 500))} on the default branch whose \`status\` is no longer \`failed\` and whose \`next_action\` is no longer \`escalate\``,
            waiting: 'escalated',
            colour: 'e99695',
        },
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/revision-targets.ts
/** Spec 2 v4.1: the two agents a response may send work back to. */
const REVISION_TARGETS = ['manifest-gateway', 'svg-forge'];
/** Spec 2 v4.0 folded these into the Flow Orchestrator; old outputs still name them. */
const RETIRED_AGENTS = ['router-agent', 'planner-agent', 'manifest-review', 'svg-review'];
/**
 * The config keys that add revision targets: the documented `revision-target`, and the field's
 * own spelling (as `next_action` is spelled), which a team is as likely to write.
 */
const REVISION_TARGET_ENUMS = [
    'subagent-response/revision-target',
    'subagent-response/revision_target',
];
const isRetired = (name) => RETIRED_AGENTS.includes(name);
/** Spec 2's valid revision targets with the team's additions. */
function revisionTargets(config) {
    return [...new Set([...REVISION_TARGETS, ...REVISION_TARGET_ENUMS.flatMap((key) => config.enums[key] ?? [])])];
}

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/next-action-mismatch.ts


/**
 * The next actions each status allows: spec 2's status table (`regenerate` is a kind of revision),
 * and `escalate` wherever its own trigger (§ 次アクション定義: 失敗、上限到達, a failure or a loop
 * at its limit) can hold. A revision (`needs_revision`, or a `partial` result sent back) is a loop
 * that may reach its limit, so it may escalate instead of going round again.
 */
const NEXT_FOR_STATUS = {
    success: ['proceed'],
    partial: ['proceed', 'revise', 'escalate'],
    failed: ['escalate'],
    needs_revision: ['revise', 'regenerate', 'escalate'],
};
/** Every `next_action` spec 2 names: another value is the schema's to report, not this rule's. */
const KNOWN_NEXT = new Set([...Object.values(NEXT_FOR_STATUS).flat()]);
/** Spec 2's score for proceeding: a success under it is sent round the review loop, which may reach its limit. */
const PROCEED_SCORE = 90;
/** `a`, `b` or `c`, inside the message's own code span. */
const list = (actions) => actions.length === 1 ? actions[0] : `${actions.slice(0, -1).join('`, `')}\` or \`${actions.at(-1)}`;
const nextActionMatchesStatus = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/next-action-mismatch',
    severity: 'error',
    summary: "`next_action` contradicts `status` (spec 2's status table: failed → escalate, needs_revision → revise; `escalate` wherever a failure or a loop at its limit can be).",
    rationale: "Spec 2's status table ties `next_action` to `status` (failed → escalate, needs_revision → revise); a pair that contradicts it has the caller proceed on failed work, or revise work that passed.",
    spec: '§ ステータス定義',
    check(ctx) {
        const status = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status'));
        const next = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'next_action'));
        const table = status && Object.hasOwn(NEXT_FOR_STATUS, status) ? NEXT_FOR_STATUS[status] : undefined;
        if (!table || !next || !KNOWN_NEXT.has(next))
            return;
        const score = (0,util_values/* asNumber */.i)((0,util_values/* field */.ZZ)(ctx.data, 'score'));
        const belowScore = status === 'success' && score !== undefined && score < PROCEED_SCORE;
        const allowed = belowScore ? [...table, 'escalate'] : table;
        if (allowed.includes(next))
            return;
        const why = next === 'escalate'
            ? ` Spec 2 escalates on a failure or a loop at its limit, and a success ${score === undefined ? 'with no score' : `scored ${score}`} has neither.`
            : '';
        ctx.report(['next_action'], `\`status: ${status}\` goes with \`next_action: ${list(allowed)}\`, not \`${next}\`.${why}`);
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/output-path.ts



const outputPathInside = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/output-path',
    severity: 'error',
    summary: '`output_path` is absolute or leaves the repository.',
    rationale: "The caller reads the agent's output from `output_path`; an absolute path or one through `..` points outside the repository, where the output should never be.",
    check(ctx) {
        const path = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'output_path'));
        const problem = path === undefined ? undefined : (0,repo_path/* repoPathProblem */.Js)(path);
        if (path !== undefined && problem)
            ctx.report(['output_path'], (0,repo_path/* repoPathMessage */.pm)('output_path', path, problem));
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/proceed-below-threshold.ts


const proceedBelow90 = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/proceed-below-threshold',
    severity: 'warning',
    summary: "`next_action: proceed` with a `score` under 90, the spec's threshold for proceeding.",
    rationale: 'Spec 2 proceeds only on a score of 90 or more; `proceed` under it moves work on that its own review rated below the bar.',
    spec: '§ 次アクション定義',
    check(ctx) {
        const score = (0,util_values/* asNumber */.i)((0,util_values/* field */.ZZ)(ctx.data, 'score'));
        if ((0,util_values/* field */.ZZ)(ctx.data, 'next_action') === 'proceed' && score !== undefined && score < 90) {
            ctx.report(['score'], `\`proceed\` needs a score of at least 90; this one is ${score}. Revise, or explain why it may proceed.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/regenerate-requires-issues.ts


const regenerateNeedsIssues = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/regenerate-requires-issues',
    severity: 'error',
    summary: '`next_action: regenerate` without the `issues` that justify it.',
    rationale: '`next_action: regenerate` asks for the work again; the `issues` say what to change, and without them the regeneration repeats the same output.',
    spec: '§ バリデーション（v4.1 更新）',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'next_action') === 'regenerate' && (0,util_values/* asArray */._j)((0,util_values/* field */.ZZ)(ctx.data, 'issues')).length === 0) {
            ctx.report(['next_action'], '`next_action: regenerate` needs at least one entry in `issues` saying what to fix.');
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/retired-agent.ts



/**
 * A response from a retired agent is still a response: the orchestrator can read it, so naming
 * the agent is a warning. Sending work back to one is not (see `unknown-revision-target`).
 */
const retiredAgent = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/retired-agent',
    severity: 'warning',
    summary: "The response's `agent_name` is an agent retired in spec 2 v4.0 (router-agent, planner-agent, manifest-review, svg-review).",
    rationale: 'Spec 2 v4.0 retired router-agent, planner-agent, manifest-review and svg-review; a response from one comes from a pipeline that no longer exists, or from a copied old example.',
    spec: '§ 使用例（v4.1 - 3 エージェント構成）',
    check(ctx) {
        const name = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'agent_name'));
        if (name && isRetired(name)) {
            ctx.report(['agent_name'], `\`${name}\` was retired in v4.0 and merged into the Flow Orchestrator; the current subagents are ${REVISION_TARGETS.map((name) => `\`${name}\``).join(' and ')}. Update the agent that still writes this name.`);
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/revision-target-required.ts



const needsRevisionTarget = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/revision-target-required',
    severity: 'error',
    summary: '`status: needs_revision` without a `revision_target` to send the work back to.',
    rationale: '`status: needs_revision` sends the work back to an agent, and `revision_target` names which; without it the caller cannot tell who should revise, and the loop stops.',
    spec: '§ バリデーション（v4.1 更新）',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'status') !== 'needs_revision' || (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'revision_target'))?.trim())
            return;
        // A value of another type is the schema's finding; null, blank or absent is this rule's.
        const value = (0,util_values/* field */.ZZ)(ctx.data, 'revision_target');
        if (value !== undefined && value !== null && typeof value !== 'string')
            return;
        ctx.report((0,util_values/* has */.zy)(ctx.data, 'revision_target') ? ['revision_target'] : ['status'], `\`status: needs_revision\` needs a \`revision_target\` naming the agent to send the work back to, one of ${revisionTargets(ctx.config)
            .map((name) => `\`${name}\``)
            .join(', ')}.`);
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/review-requires-score.ts


/** Spec 2's optional fields accept null: a null or absent field is not given. */
const given = (data, key) => (0,util_values/* field */.ZZ)(data, key) !== undefined && (0,util_values/* field */.ZZ)(data, key) !== null;
const isReviewAgent = (data) => /review/i.test((0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(data, 'agent_name')) ?? '') || given(data, 'round');
const reviewNeedsScore = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/review-requires-score',
    severity: 'error',
    summary: 'A successful review-type agent (name contains "review", or a `round` is given) without a `score`.',
    rationale: "A review agent's `score` is what the caller compares with the threshold of 90 to proceed or revise; a successful review with no score leaves that decision unmade.",
    spec: '§ バリデーション（v4.1 更新）',
    check(ctx) {
        if ((0,util_values/* field */.ZZ)(ctx.data, 'status') === 'success' && isReviewAgent(ctx.data) && !given(ctx.data, 'score')) {
            ctx.report(['status'], 'A successful review-type agent must give a `score` (0–100).');
        }
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/unknown-revision-target.ts




/**
 * Spec 2's `validation_rules.valid_revision_targets` lists the only agents work can go back to;
 * its comment names the retired ones, which are no longer there to receive it. A team with
 * agents of its own lists them under `enums: subagent-response/revision-target`.
 */
const revisionTargetKnown = (0,define_rule/* defineRule */.K)({
    id: 'subagent-response/unknown-revision-target',
    severity: 'error',
    summary: "`revision_target` is not one of spec 2's `valid_revision_targets` (manifest-gateway, svg-forge, or the config's list); retired agents included.",
    rationale: "A `revision_target` outside spec 2's `valid_revision_targets` (or the config's list) names an agent the caller cannot call, so the revision is sent nowhere.",
    spec: '§ バリデーション（v4.1 更新）',
    check(ctx) {
        const target = (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'revision_target'));
        // Null, blank or absent: nothing to send back to (`revision-target-required` says if one is needed).
        if (target === undefined || target.trim() === '')
            return;
        const allowed = revisionTargets(ctx.config);
        if (allowed.includes(target))
            return;
        const listed = allowed.map((name) => `\`${name}\``).join(', ');
        const extend = ` A team's own agents go under \`enums: ${REVISION_TARGET_ENUMS[0]}\` in the config.`;
        if (isRetired(target)) {
            ctx.report(['revision_target'], `\`${target}\` was retired in v4.0 (merged into the Flow Orchestrator) and can no longer take work back. The valid revision targets are ${listed}: write the one that owns what must change (\`manifest-gateway\` for the manifest, \`svg-forge\` for the drawing).`);
            return;
        }
        const meant = (0,did_you_mean/* soleMatch */.Jk)(target, allowed);
        ctx.report(['revision_target'], `\`${target}\` is not a valid revision target; the valid ones are ${listed}.${(0,did_you_mean/* didYouMean */.au)(target, allowed)}${extend}`, {
            ...(meant !== undefined && { fix: { value: meant } }),
        });
    },
});

;// CONCATENATED MODULE: ./src/formats/subagent-response/rules/index.ts








/** The SubAgent Response's rules (spec 2), one line each: a rule's module is named by its id. */
const subagent_response_rules_rules = [
    needsRevisionTarget,
    regenerateNeedsIssues,
    reviewNeedsScore,
    nextActionMatchesStatus,
    proceedBelow90,
    retiredAgent,
    revisionTargetKnown,
    outputPathInside,
];

;// CONCATENATED MODULE: ./src/formats/subagent-response/index.ts








const subagentResponse = {
    id: 'subagent-response',
    title: 'SubAgent Response',
    reader: 'the caller of runSubagent, which proceeds, revises or escalates on the response,',
    spec: 'spec 2 (runSubagent response)',
    fieldsSection: '§ JSON Schema',
    syntaxes: ['yaml', 'json'],
    paths: [],
    signature: {
        prefilter: /agent_name["']?\s*:/,
        // A missing execution_time is a finding, not a reason to skip the file.
        matches: (data) => (0,util_values/* has */.zy)(data, 'agent_name') && (0,util_values/* has */.zy)(data, 'status') && !(0,util_values/* has */.zy)(data, 'kind'),
        // `status` is too common a key to stand on its own: `agent_name` must be there, up to case and
        // separators (`agentName`), so the pre-filter stays as selective as the signature's own.
        nearMiss: {
            keys: ['agent_name', 'status'],
            typos: ['status'],
            absent: ['kind'],
            prefilter: /agent[\s_-]*name/i,
        },
    },
    schema: subagentResponseSchema,
    // Both spellings of the revision targets are read (see REVISION_TARGET_ENUMS).
    enums: ['status', 'next_action', ...REVISION_TARGET_ENUMS.map((key) => key.slice(key.indexOf('/') + 1))],
    rules: subagent_response_rules_rules,
    gateItems: gate_gateItems,
    // A status that misses the enum only by case (`NEEDS_REVISION`) is declared as the status it spells.
    declaredVerdict: (ctx) => (0,enum_reading/* enumMember */.G)((0,util_values/* field */.ZZ)(ctx.data, 'status'), subagent_response_schema_STATUSES) ?? (0,util_values/* asString */.oJ)((0,util_values/* field */.ZZ)(ctx.data, 'status')),
    inboxItems: inbox_inboxItems,
    inbox: subagentInbox,
    chain: subagentResponseChain,
};

;// CONCATENATED MODULE: ./src/formats/index.ts





/**
 * Every format, in detection order: formats recognised by path first, then those recognised by
 * content (an envelope carries `kind` + `agent_id`; a subagent response `agent_name` + `status`).
 */
const FORMATS = [
    // Recognised by path:
    handoff,
    ...intentFormats,
    message,
    // Recognised by content:
    envelope,
    subagentResponse,
];
/** The spec number a format implements (`spec 4 (...)` → 4); formats without one sort last. */
const specNumber = (format) => Number(/^spec (\d+)/.exec(format.spec)?.[1] ?? Infinity);
/**
 * Every format id in spec order (spec 1 to 5, the intent family in its own order): the keys the
 * config accepts under `paths:` and `inbox.sources`, in the order its schema lists them.
 */
const FORMAT_IDS = FORMATS.map((format, index) => ({ format, index }))
    .sort((a, b) => specNumber(a.format) - specNumber(b.format) || a.index - b.index)
    .map(({ format }) => format.id);


/***/ }),

/***/ 8032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P$: () => (/* binding */ strings),
/* harmony export */   Rc: () => (/* binding */ intentPaths),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   a4: () => (/* binding */ tasksOf),
/* harmony export */   oW: () => (/* binding */ tasksByIntent),
/* harmony export */   pV: () => (/* binding */ intentData),
/* harmony export */   qJ: () => (/* binding */ reviewsByTask),
/* harmony export */   wl: () => (/* binding */ taskPaths)
/* harmony export */ });
/* harmony import */ var _core_enum_reading_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8427);
/* harmony import */ var _util_string_copy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9121);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5625);




const TASK_STATUS_WORDS = [..._values_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi, ..._values_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES_REFERENCE */ .zV];
/**
 * Cross-file indexes of the intent family, each built at most once per run. Ids come from file
 * names, so existence checks need no parse; only the rules that follow links (cycles, task
 * aggregates, review feedback) read the other files (`project.content`), keeping only what they need.
 */
/**
 * A string an index keeps for the run, copied off the text of the file it was read from: the
 * indexes below outlive the reads they are built from, and a slice would keep the whole text.
 */
const kept = (value) => (value === undefined ? value : (0,_util_string_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A)(value));
const strings = (value) => (0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asArray */ ._j)(value).filter((v) => typeof v === 'string');
function byStem(project, format) {
    return project.memo(`intent-family/${format}-paths`, () => {
        const map = new Map();
        for (const path of project.filesOf(format)) {
            const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .stemOf */ .Vc)(path);
            map.set(id, [...(map.get(id) ?? []), path]);
        }
        return map;
    });
}
/** Intent id → the files that define it (two only when `x.yaml` and `x.yml` both exist). */
const intentPaths = (project) => byStem(project, 'intent');
/** Task id (file stem) → its files, across all intents. */
const taskPaths = (project) => byStem(project, 'task');
/** The parsed content of an intent, or undefined when it has no file or does not parse. */
function intentData(project, id) {
    const path = intentPaths(project).get(id)?.[0];
    return path === undefined ? undefined : project.content(path)?.data;
}
function tasksByIntent(project) {
    return project.memo('intent-family/tasks-by-intent', () => {
        const index = new Map();
        for (const path of project.filesOf('task')) {
            const data = project.content(path)?.data;
            const entry = {
                id: (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .stemOf */ .Vc)(path),
                path,
                intentId: kept((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'intent_id'))),
                title: kept((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'title'))),
                // Read as the status it spells when it misses the enum only by case (`Failed`): the
                // intent's inbox item and its aggregate status count the task all the same.
                status: kept((0,_core_enum_reading_js__WEBPACK_IMPORTED_MODULE_3__/* .enumMember */ .G)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'status'), TASK_STATUS_WORDS) ?? (0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'status'))),
                dependsOn: strings((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'depends_on')).map(_util_string_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A),
            };
            if (entry.intentId === undefined)
                continue;
            let tasks = index.get(entry.intentId);
            if (!tasks)
                index.set(entry.intentId, (tasks = new Map()));
            tasks.set(entry.id, [...(tasks.get(entry.id) ?? []), entry]);
        }
        return index;
    });
}
/** The tasks of one intent, one per id (the first file when an id is duplicated). */
function tasksOf(project, intentId) {
    return [...(tasksByIntent(project).get(intentId)?.values() ?? [])].map((list) => list[0]);
}
/** Task id → its review results, in path order. */
function reviewsByTask(project) {
    return project.memo('intent-family/reviews-by-task', () => {
        const index = new Map();
        for (const path of project.filesOf('review-result')) {
            const data = project.content(path)?.data;
            // The key too is the index's for the run: a copy, not a slice of the review's text.
            const taskId = kept((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'task_id')));
            if (taskId === undefined)
                continue;
            index.set(taskId, [
                ...(index.get(taskId) ?? []),
                { path, verdict: kept(verdictOf(data)), issues: strings((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'issues')).map(_util_string_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownString */ .A) },
            ]);
        }
        return index;
    });
}
/** Spec 4's `verdict`, or the reference implementation's `approved: bool` read as one. */
function verdictOf(data) {
    const verdict = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'verdict'));
    if (verdict !== undefined)
        return (0,_core_enum_reading_js__WEBPACK_IMPORTED_MODULE_3__/* .enumMember */ .G)(verdict, _values_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICTS */ .bk) ?? verdict;
    const approved = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(data, 'approved');
    return typeof approved === 'boolean' ? (approved ? 'approved' : 'rejected') : undefined;
}


/***/ }),

/***/ 341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ riskLowered)
/* harmony export */ });
/* harmony import */ var _core_define_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8819);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/* harmony import */ var _status_change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5182);



const riskLowered = (0,_core_define_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .defineRule */ .K)({
    id: 'intent/risk-lowered',
    severity: 'error',
    summary: "A change lowers the `risk` of an intent that waits for a person's approval (`proposed` at med/high at the base revision): whether it still needs that person is the person's decision (renames, moves to another file and re-adds followed).",
    rationale: "The risk level decides whether a person must approve: lowering it on an intent that already waits turns a decision that was the person's into one the change took for them.",
    spec: '§ Intent > リスクベースの自律実行',
    check(ctx) {
        const move = (0,_status_change_js__WEBPACK_IMPORTED_MODULE_0__/* .moveOf */ .ds)(ctx);
        if (!move || !(0,_status_change_js__WEBPACK_IMPORTED_MODULE_0__/* .lowersAwaitedRisk */ .BO)(move))
            return;
        const now = move.headRisk ? `\`${move.headRisk}\`` : 'nothing';
        ctx.report((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .has */ .zy)(ctx.data, 'risk') ? ['risk'] : (0,_status_change_js__WEBPACK_IMPORTED_MODULE_0__/* .statusAt */ .Or)(ctx), `This change lowers the \`risk\` of a proposed intent from \`${move.baseRisk}\` (base revision) to ${now}: a ${move.baseRisk}-risk intent waits for a person's approval (spec 4), and whether it still needs one is that person's decision, not the change's. Restore \`risk: ${move.baseRisk}\`, and ask on its inbox issue: a person approves it there with \`/approve\` (or rejects it); until then its approval item stays at \`${move.baseRisk}\`.`);
    },
});


/***/ }),

/***/ 2238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ statusVsTasks)
/* harmony export */ });
/* harmony import */ var _core_define_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8819);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8032);
/* harmony import */ var _task_rollup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8413);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5625);





const statusVsTasks = (0,_core_define_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .defineRule */ .K)({
    id: 'intent/status-vs-tasks',
    severity: 'warning',
    summary: "The intent's status disagrees with its tasks (all done → done; some failed → blocked; all failed → error; `blocked`, `error` or `done` while tasks still run and none failed).",
    rationale: "Spec 4 rolls an intent's status up from its tasks (all done → done, some failed → blocked); an intent that says otherwise tells the inbox and the next agent a state its tasks do not have.",
    spec: '§ Task > Analyze の出力パターン',
    check(ctx) {
        const raw = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(ctx.data, 'status'));
        const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .stemOf */ .Vc)(ctx.path);
        const found = (0,_task_rollup_js__WEBPACK_IMPORTED_MODULE_4__/* .rollUpContradiction */ .SM)(raw, (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .tasksOf */ .a4)(ctx.project, id));
        if (!found)
            return;
        const todo = found.expected === 'executing'
            ? 'Update `status` (`executing` while tasks run), or the tasks.'
            : 'Update `status`, or the tasks.';
        ctx.report(['status'], `\`status\` is \`${raw}\`, but ${found.because}${(0,_task_rollup_js__WEBPACK_IMPORTED_MODULE_4__/* .rollUpVerdict */ .Wk)(found)}. ${todo}`, {
            once: (0,_task_rollup_js__WEBPACK_IMPORTED_MODULE_4__/* .rollUpKey */ .oG)(id),
        });
    },
});


/***/ }),

/***/ 5182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ intentAtBase),
/* harmony export */   BO: () => (/* binding */ lowersAwaitedRisk),
/* harmony export */   I8: () => (/* binding */ skipsPerson),
/* harmony export */   N4: () => (/* binding */ pendingWait),
/* harmony export */   Or: () => (/* binding */ statusAt),
/* harmony export */   Tm: () => (/* binding */ awaitsPerson),
/* harmony export */   bi: () => (/* binding */ riskOf),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   ds: () => (/* binding */ moveOf),
/* harmony export */   sU: () => (/* binding */ weighedAs),
/* harmony export */   z6: () => (/* binding */ needsPerson),
/* harmony export */   zf: () => (/* binding */ bornPastApproval)
/* harmony export */ });
/* harmony import */ var _engine_status_moves_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9281);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);
/* harmony import */ var _status_moves_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(434);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5625);




/**
 * An intent's status for comparing revisions: lower-cased (the safe reading of `Approved`; the
 * enum rule reports the spelling), pfl-forge's `implementing` read as `executing`, and a missing
 * status read as `proposed`, pfl-forge's default. Undefined for a value that is no string.
 */
function statusOf(data) {
    const status = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .has */ .zy)(data, 'status') ? (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(data, 'status'))?.trim().toLowerCase() : 'proposed';
    return status === 'implementing' ? 'executing' : status;
}
/** The risk as the inbox and the PR's risk read it (`readRisk`: `High` is high, an unreadable value counts as high). */
const riskOf = (data) => (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .readRisk */ .WD)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .field */ .ZZ)(data, 'risk'))?.level;
const rank = (risk) => (risk === undefined ? -1 : _values_js__WEBPACK_IMPORTED_MODULE_2__/* .RISKS */ .F7.indexOf(risk));
const needsPerson = (risk) => risk === 'med' || risk === 'high';
/**
 * What the intent, as `ctx` holds it, waits for from a person, in words; undefined when nothing
 * (clarifications aside, which the inbox reads itself): its approval (`proposed` at med/high, with
 * no `risk`, or with a history not read back to its proposal), or a decision on its failed tasks.
 */
function awaitsPerson(ctx) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(ctx.data))
        return undefined;
    const status = statusOf(ctx.data);
    if (status === 'blocked' || status === 'error')
        return `a person's decision on its failed tasks (\`${status}\`: run it again with \`/retry\`, or drop it)`;
    if (status !== 'proposed')
        return undefined;
    const wait = pendingWait(ctx);
    if (wait?.unread)
        return `its approval: it is \`proposed\`, and its history could not be read back to where it was proposed (${historyRead(wait.unread)}), so it counts as high-risk`;
    if (wait)
        return `its approval at \`${wait.risk}\` risk (\`proposed\`)`;
    return riskOf(ctx.data) === undefined
        ? 'its approval: it is `proposed` with no `risk`, so nobody has weighed it'
        : undefined;
}
/**
 * The intent as the base revision had it: its file's base (renames followed), else, for a file
 * the change adds, the base of the intent of the same id (the file's stem) that the change
 * removes: one moved to another file, or deleted and added again, keeps its history, so no road
 * through a new file lowers its risk or skips its approval.
 */
function intentAtBase(ctx) {
    return baseOfIntent(ctx)?.data;
}
/** The intent at the base revision and the path it had there (its own, or the one it was moved from). */
function baseOfIntent(ctx) {
    // A file the run reads only for what it holds (a named intent, the rest of the inbox) is not in the change.
    if (!ctx.project.checking.has(ctx.path))
        return undefined;
    const own = ctx.project.base(ctx.path)?.doc?.data;
    if (own !== undefined || !ctx.project.addedInChange(ctx.path))
        return own === undefined ? undefined : { path: ctx.path, data: own };
    const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .stemOf */ .Vc)(ctx.path);
    const formerly = ctx.project.removedInChange('intent').find((path) => (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .stemOf */ .Vc)(path) === id);
    const data = formerly === undefined ? undefined : ctx.project.base(formerly)?.doc?.data;
    return data === undefined ? undefined : { path: formerly, data };
}
/**
 * What the intent awaits a person's approval at, when its base is `proposed`: the highest risk of
 * the base's and of every earlier version while it stayed `proposed` (read back in its history as
 * far as it is known). A risk lowered in one change is still awaited in the next: only a person's
 * decision (`/approve`, `/reject`) ends the wait. A history read that ends while the intent is still
 * `proposed`, short of the version that began it, is no "nothing pending": the wait is `high`,
 * marked unread. Undefined when nothing awaits at med/high, or the history is not known at all (a
 * run that reads none judges by the base alone).
 */
function pendingWait(ctx) {
    // A file the change leaves alone (the rest of a default branch's inbox) is its own base.
    const base = ctx.project.checking.has(ctx.path) ? baseOfIntent(ctx) : { path: ctx.path, data: ctx.data };
    if (!base || !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(base.data) || statusOf(base.data) !== 'proposed')
        return undefined;
    let top = riskOf(base.data);
    // Read the history only when it can raise what the base says (most waits are already high).
    if (top === 'high')
        return { risk: top };
    const earlier = ctx.project.earlier(base.path);
    let begun = false;
    for (const version of earlier.versions) {
        const data = version.doc?.data;
        // A version that cannot be read says nothing of what it awaited: the walk ends unread.
        if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(data))
            break;
        if (statusOf(data) !== 'proposed') {
            begun = true;
            break;
        }
        const risk = riskOf(data);
        if (rank(risk) > rank(top))
            top = risk;
    }
    if (top === 'high')
        return { risk: top };
    if (!begun && earlier.known && !earlier.whole)
        return { risk: 'high', unread: { versions: earlier.versions.length } };
    return needsPerson(top) ? { risk: top } : undefined;
}
function moveOf(ctx) {
    const base = intentAtBase(ctx);
    // A new file has no move; the schema reports a file that is no mapping.
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(base) || !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(ctx.data))
        return undefined;
    const from = statusOf(base);
    const to = statusOf(ctx.data);
    const verdict = (0,_engine_status_moves_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeMove */ .R)(_status_moves_js__WEBPACK_IMPORTED_MODULE_0__/* .INTENT_STATUS_MOVES */ .n, from, to);
    // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
    if (verdict === 'unknown' || from === undefined || to === undefined)
        return undefined;
    const baseRisk = riskOf(base);
    const headRisk = riskOf(ctx.data);
    const wait = from === 'proposed' ? pendingWait(ctx) : undefined;
    const pending = wait?.risk;
    const earlier = rank(pending) > rank(baseRisk) && !wait?.unread ? pending : undefined;
    const risk = [baseRisk, headRisk, pending].reduce((top, next) => (rank(next) > rank(top) ? next : top));
    // No risk at the base nor before it: nobody weighed it (an unread history is weighed as high).
    const unweighed = from === 'proposed' && baseRisk === undefined && pending === undefined;
    return {
        from,
        to,
        verdict,
        baseRisk,
        headRisk,
        ...(earlier && { earlierRisk: earlier }),
        risk,
        ...(unweighed && { unweighed: true }),
        ...(wait?.unread && { unread: wait.unread }),
    };
}
/**
 * An intent that the change brings in (a new file, not a rename: a renamed file keeps its base and
 * its moves) already past `proposed` that a person must have approved: at med/high risk, with no
 * `risk` (nobody weighed it), or at `low` where its path had a history this run could not read
 * back to its start (an intent of the same id deleted and added again: what it awaited then is not
 * known, so it is weighed as `high`). Undefined otherwise, and on a run that compares with no base.
 */
function bornPastApproval(ctx) {
    // An intent the change moves from another file is judged by its move instead.
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(ctx.data) || !ctx.project.addedInChange(ctx.path) || intentAtBase(ctx) !== undefined)
        return undefined;
    const status = statusOf(ctx.data);
    const risk = riskOf(ctx.data);
    // A team's own status, or an invalid one (the enum rule reports it): the table has nothing to say.
    if (status === undefined || status === 'proposed' || !(status in _status_moves_js__WEBPACK_IMPORTED_MODULE_0__/* .INTENT_STATUS_MOVES */ .n))
        return undefined;
    if (risk !== 'low')
        return { status, risk };
    // Its id's earlier life, when the run reads it: a deleted waiting intent comes back low at its peril.
    const earlier = ctx.project.earlier(ctx.path);
    if (!earlier.known || earlier.whole)
        return undefined;
    return { status, risk: 'high', unread: { versions: earlier.versions.length } };
}
/** How the approval rules name what the intent is weighed at: `a high-risk intent`, or why it counts as one. */
function weighedAs(move) {
    if (move.unread)
        return `an intent whose history could not be read back to the version where it was proposed (${historyRead(move.unread)}), which counts as high-risk until a person decides`;
    if (move.unweighed)
        return 'an intent with no `risk`, which nobody has weighed and which counts as needing a person';
    return `a ${move.risk}-risk intent`;
}
/** What the history walk read before it ended, in words. */
const historyRead = (unread) => unread.versions === 0
    ? 'its history ends at a deletion, a rename or another file of the same id'
    : `${unread.versions} version${unread.versions === 1 ? '' : 's'} read, every one \`proposed\`, and the history ends there: its bound, a rename or a move, or a deletion and a re-add`;
/** Where to point: the `status` value, or the top of the file when the status is left out (read as `proposed`). */
const statusAt = (ctx) => ((0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .has */ .zy)(ctx.data, 'status') ? ['status'] : []);
/** True when the approval rule, not the diagram, speaks for this move (one finding per move). */
const skipsPerson = (move) => move.from === 'proposed' &&
    move.to !== 'proposed' &&
    (needsPerson(move.risk) || move.unweighed === true) &&
    (move.to !== 'approved' || rank(move.headRisk) < rank(move.baseRisk));
/**
 * The change lowers the risk of an intent whose base is `proposed` at med/high, and leaves it
 * `proposed`: whether a person must approve it is a person's decision (moves past `proposed` are
 * `intent/approval-skipped`'s).
 */
const lowersAwaitedRisk = (move) => move.from === 'proposed' &&
    move.to === 'proposed' &&
    needsPerson(move.baseRisk) &&
    rank(move.headRisk) < rank(move.baseRisk);


/***/ }),

/***/ 434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ TASK_STATUS_MOVES),
/* harmony export */   n: () => (/* binding */ INTENT_STATUS_MOVES)
/* harmony export */ });
/**
 * Which `status` moves spec 4 allows between the base revision and the head, for intents and
 * tasks: the one table each that the transition rules read. Written out by hand from the spec;
 * `test/fidelity/status-transitions.test.ts` checks every pair against the spec's diagram.
 *
 * Spec 4 (`4-intent.md`), Intent, line 14 and the diagram at lines 44-48:
 *
 *     proposed → approved → executing → done      (全 Task 成功)
 *                                     → blocked   (一部 Task が failed)
 *                                     → error     (全 Task が failed)
 *
 * and line 50: a `blocked` / `error` intent goes to the inbox, where a person decides to run it
 * again (再実行), give more instructions, or drop it: the one way back, blocked / error →
 * approved (the inbox's `/retry`). Nothing returns to `proposed`, and `done` is final.
 *
 * One change (a push, a pull request) may hold several commits, so a move may pass through the
 * states the runner moves through by itself, `approved` and `executing` (`approved → done`,
 * `blocked → done` after a re-run). It may not pass through `blocked` or `error`, where a person
 * decides: `executing → approved` is not a move. A low-risk intent is approved without a person
 * (line 58), so `proposed → done` is a move here; the rule that nothing skips the human (a
 * med/high-risk intent leaves `proposed` only for `approved`) is `intent/approval-skipped`.
 */
const INTENT_STATUS_MOVES = {
    proposed: ['approved', 'executing', 'done', 'blocked', 'error'],
    approved: ['executing', 'done', 'blocked', 'error'],
    executing: ['done', 'blocked', 'error'],
    done: [],
    blocked: ['approved', 'executing', 'done', 'error'],
    error: ['approved', 'executing', 'done', 'blocked'],
};
/**
 * Spec 4, Task, line 113: `pending` → `implementing` → `done` / `failed`. Line 50: a person may
 * have failed tasks run again (the tasks that succeeded keep their commits), so a `failed` task
 * goes back to `pending`. A move may pass through `pending` and `implementing`, which the runner
 * moves through by itself; `done` is final. pfl-forge's `completed` is read as `done`.
 */
const TASK_STATUS_MOVES = {
    pending: ['implementing', 'done', 'failed'],
    implementing: ['done', 'failed'],
    done: [],
    failed: ['pending', 'implementing', 'done'],
};


/***/ }),

/***/ 8413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SM: () => (/* binding */ rollUpContradiction),
/* harmony export */   Wk: () => (/* binding */ rollUpVerdict),
/* harmony export */   oG: () => (/* binding */ rollUpKey)
/* harmony export */ });
/**
 * Spec 4's roll-up of an intent's tasks into its status (§ Task: 全 Task が done → done; 一部 Task
 * が failed → blocked; 全 Task が failed → error), read from both sides: the intent's rule reports
 * its own `status`, and a task's rule reports the intent it belongs to when only the task is
 * checked (a change that fails a task of an intent marked `done`). Both report under one key, so
 * a run that checks both says it once, on the intent.
 */
/** The statuses spec 4's roll-up judges: before `executing` (and after a `/retry`) old task results say nothing. */
const JUDGED = ['executing', 'done', 'blocked', 'error'];
/** pfl-forge's `implementing` is spec 4's `executing`. */
const normalStatus = (status) => (status === 'implementing' ? 'executing' : status);
const isDone = (status) => status === 'done' || status === 'completed';
/**
 * The key the two sides report a contradiction under (see `ReportOptions.once`): named for the
 * roll-up the two rules share, as the family's graphs name theirs, not after one rule's id.
 */
const rollUpKey = (intentId) => `intent-family/status-roll-up\u0000${intentId}`;
/**
 * Where an intent's `status` (as written) contradicts its tasks, what they make it and why;
 * undefined when it agrees, when the intent has not started executing, or has no task.
 */
function rollUpContradiction(written, tasks) {
    const status = normalStatus(written);
    if (!JUDGED.includes(status ?? '') || tasks.length === 0)
        return undefined;
    const done = tasks.filter((t) => isDone(t.status)).length;
    const failed = tasks.filter((t) => t.status === 'failed').length;
    const only = tasks.length === 1;
    if (done === tasks.length)
        return status === 'done'
            ? undefined
            : {
                expected: 'done',
                because: only ? 'its only task is `done`' : `all ${tasks.length} of its tasks are \`done\``,
            };
    if (failed > 0) {
        const expected = failed === tasks.length ? 'error' : 'blocked';
        return status === expected
            ? undefined
            : { expected, because: only ? 'its only task failed' : `${failed} of ${tasks.length} tasks failed` };
    }
    // Some task is still open and none failed: the intent is still `executing`.
    if (status === 'executing')
        return undefined;
    const open = tasks.filter((t) => !isDone(t.status)).map((t) => `\`${t.id}\``);
    return {
        expected: 'executing',
        because: only
            ? `its only task, ${open[0]}, has not finished`
            : `task${open.length === 1 ? '' : 's'} ${open.join(', ')} ${open.length === 1 ? 'has' : 'have'} not finished and none of its ${tasks.length} tasks failed`,
    };
}
/** What to do about it, after the clause: the status spec 4 gives, or that it is still `executing`. */
const rollUpVerdict = ({ expected }) => expected === 'executing' ? '' : `: spec 4 makes the intent \`${expected}\``;


/***/ }),

/***/ 5625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ INTENT_STATUSES),
/* harmony export */   F7: () => (/* binding */ RISKS),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   Ko: () => (/* binding */ OBSERVATION_SOURCES),
/* harmony export */   OZ: () => (/* binding */ SLUG),
/* harmony export */   Vc: () => (/* binding */ stemOf),
/* harmony export */   WD: () => (/* binding */ readRisk),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   bk: () => (/* binding */ VERDICTS),
/* harmony export */   c5: () => (/* binding */ INTENT_SOURCES_REFERENCE),
/* harmony export */   dI: () => (/* binding */ INTENT_TYPES),
/* harmony export */   g_: () => (/* binding */ INTENT_SOURCES),
/* harmony export */   ge: () => (/* binding */ OBSERVATION_SOURCES_REFERENCE),
/* harmony export */   il: () => (/* binding */ EVIDENCE_TYPES),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   qS: () => (/* binding */ INTENT_STATUSES_REFERENCE),
/* harmony export */   zV: () => (/* binding */ TASK_STATUSES_REFERENCE),
/* harmony export */   zj: () => (/* binding */ slugLosesLetters)
/* harmony export */ });
/* harmony import */ var _core_enum_reading_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8427);
/** Spec 4's value sets, and the reference implementation's extra values that are warned about. */

const RISKS = ['low', 'med', 'high'];
/** Spec 4 lists these and ends with "...": the set is open, so other values are warnings, not errors. */
const INTENT_TYPES = ['feature', 'refactor', 'fix', 'test', 'audit'];
const INTENT_SOURCES = ['human', 'reflection'];
/** pfl-forge writes these too (drafts, child intents, evals); spec 4 does not list them. */
const INTENT_SOURCES_REFERENCE = ['draft', 'analyze', 'eval'];
const INTENT_STATUSES = ['proposed', 'approved', 'executing', 'done', 'blocked', 'error'];
/** pfl-forge renamed `executing` to this for two weeks (2026-02-22 → 03-06), then dropped it. */
const INTENT_STATUSES_REFERENCE = ['implementing'];
const TASK_STATUSES = ['pending', 'implementing', 'done', 'failed'];
/** pfl-forge's code says `completed` where spec 4 says `done`. */
const TASK_STATUSES_REFERENCE = ['completed'];
const VERDICTS = ['approved', 'rejected'];
const OUTCOMES = ['success', 'failed', 'escalated'];
const EVIDENCE_TYPES = ['file', 'skill', 'history', 'decision'];
const OBSERVATION_SOURCES = ['implement', 'reflect', 'audit'];
/** pfl-forge's Analyze agent records observations too. */
const OBSERVATION_SOURCES_REFERENCE = ['analyze'];
/**
 * An intent's `risk`, read safely. A level that misses the enum only by case (`High`) is that
 * level (and an `intent/enum` error). No value (absent, null, blank) states no risk: spec 4
 * lets Analyze fill it in later. Any other value (`severe`, `medium`, `3`, an unfilled template)
 * is an error whose meaning nobody can tell, so it counts as high until the file says which:
 * reading it as nothing would let a PR, or a proposed intent, pass as lower-risk than it is.
 */
function readRisk(value) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        return undefined;
    const level = (0,_core_enum_reading_js__WEBPACK_IMPORTED_MODULE_0__/* .enumMember */ .G)(value, RISKS);
    if (level !== undefined)
        return { level };
    return { level: 'high', unreadable: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) };
}
/** An id is the file name without its extension (`fix-login.yaml` → `fix-login`). */
function stemOf(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(0, dot) : name;
}
/** Lowercase words of letters and digits joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function slugify(text) {
    return (withoutMarks(text)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        // The runs are single `-`s now; `/^-+|-+$/g` would rescan a long run from each of its `-`s.
        .replace(/^-|-$/g, ''));
}
/** The text with accents taken off the letters that carry them (`Ünïcode` → `Unicode`). */
function withoutMarks(text) {
    return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}
/**
 * True when a slug of `text` would drop letters or digits outside ASCII (`日本語-intent` →
 * `intent`): such a slug loses what the name said, so no name is suggested.
 */
function slugLosesLetters(text) {
    return /[^\u0000-\u007f]/.test(withoutMarks(text).replace(/[^\p{L}\p{N}]+/gu, ''));
}


/***/ }),

/***/ 458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ agentName),
/* harmony export */   Qf: () => (/* binding */ chainStatus),
/* harmony export */   vr: () => (/* binding */ ChainBuilder)
/* harmony export */ });
/* unused harmony exports chainId, looksLikeFile, buildChain */
/* harmony import */ var _rules_shared_template_leftover_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5599);

/** An agent's stable id: its name trimmed, blanks collapsed, lower-cased (`Backend Builder` → `backend builder`). */
function chainId(name) {
    let id = chainIds.get(name);
    if (id === undefined) {
        id = name.trim().replace(/\s+/g, ' ').toLowerCase();
        // A run names the same few agents thousands of times: each is worked out once, up to a bound.
        if (chainIds.size >= 10_000)
            chainIds.clear();
        chainIds.set(name, id);
    }
    return id;
}
const chainIds = new Map();
/** An agent name from a file: a non-blank string that is not a template leftover (`{agent_name}`). */
function agentName(value) {
    const text = (0,_rules_shared_template_leftover_js__WEBPACK_IMPORTED_MODULE_0__/* .filledString */ .Mb)(value)?.trim();
    return text ? text : undefined;
}
/**
 * Whether a name is a file's rather than an agent's: it has a folder (`/`, `\\`) or ends in a file
 * extension (`review.md`, `spec.yaml`). Agents hand work back by a path in place of an agent
 * (`revision_target: src/app.ts`), thousands of times in a large repository: the chain holds
 * agents only. A version's dot (`gpt-4.1`) is no extension: one starts with a letter.
 */
function looksLikeFile(name) {
    if (name.includes('/') || name.includes('\\'))
        return true;
    const ext = name.slice(name.lastIndexOf('.') + 1);
    if (ext.length === name.length || ext.length === 0 || ext.length > 5 || name.startsWith('.'))
        return false;
    const letter = (ch) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    return letter(ext[0]) && [...ext].every((ch) => letter(ch) || (ch >= '0' && ch <= '9'));
}
/**
 * A format's status word as a chain status, through the format's table (keys lower-case with
 * `_`): `PASS` → `pass`, `in-progress` → `in_progress`. A word the table lacks is `unknown`.
 */
function chainStatus(word, table) {
    if (word === undefined)
        return 'unknown';
    const key = word
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
    return Object.hasOwn(table, key) ? table[key] : 'unknown';
}
function timeOf(at) {
    const ms = at === undefined ? Number.NaN : Date.parse(at);
    return Number.isFinite(ms) ? ms : -Infinity;
}
/**
 * The handoff chain of the files: one node per agent, whatever the number of files about it (the
 * newest file's status wins: by the timestamp the format writes, else the last in path order),
 * and one edge per distinct handoff. An edge to a kind of agent (an envelope's `next: writer`)
 * reaches every agent of that kind; an edge to an agent no file speaks for adds it with status
 * `unknown`, at the file that names it.
 */
function buildChain(files) {
    const builder = new ChainBuilder();
    for (const { path, chain } of files)
        builder.add(path, chain);
    return builder.build();
}
/**
 * {@link buildChain} file by file, as the engine checks them: each agent's newest file is kept
 * as files come, and only the handoffs wait for the end (an edge to a kind of agent needs every
 * agent of that kind). A scan of thousands of files keeps a few agents, not every file's part.
 */
class ChainBuilder {
    #best = new Map();
    #byKind = new Map();
    #handoffs = [];
    /** One file's part; files are added in path order. */
    add(path, chain) {
        for (const agent of chain.agents) {
            const id = chainId(agent.agent);
            if (id === '' || looksLikeFile(id))
                continue;
            // Files come in path order: a later one with the same timestamp (or none) wins.
            const time = timeOf(agent.at);
            const current = this.#best.get(id);
            if (!current)
                this.#best.set(id, { agent, path, time });
            else if (time >= current.time) {
                current.agent = agent;
                current.path = path;
                current.time = time;
            }
            const kind = agent.kind === undefined ? '' : chainId(agent.kind);
            if (kind === '')
                continue;
            let ofKind = this.#byKind.get(kind);
            if (!ofKind)
                this.#byKind.set(kind, (ofKind = new Set()));
            ofKind.add(id);
        }
        if (chain.handoffs.length)
            this.#handoffs.push({ path, handoffs: chain.handoffs });
    }
    build() {
        // First-seen order: the map keeps the order in which agents were first met.
        const nodes = new Map();
        for (const [id, { agent, path }] of this.#best) {
            const node = { id, label: agent.agent.trim(), status: agent.status, path, line: agent.line };
            if (agent.declared !== undefined)
                node.declared = agent.declared;
            nodes.set(id, node);
        }
        const mentioned = (name, path, line) => {
            const id = chainId(name);
            if (!nodes.has(id))
                nodes.set(id, { id, label: name.trim(), status: 'unknown', path, line });
            return id;
        };
        const edges = new Map();
        for (const { path, handoffs } of this.#handoffs) {
            for (const handoff of handoffs) {
                const ends = [chainId(handoff.from), chainId(handoff.to)];
                // A handoff to a file (a path for a revision target) is no handoff between agents.
                if (ends.some((end) => end === '' || looksLikeFile(end)))
                    continue;
                const from = mentioned(handoff.from, path, handoff.line);
                const ofKind = handoff.toKind ? this.#byKind.get(chainId(handoff.to)) : undefined;
                const targets = ofKind?.size ? ofKind : [mentioned(handoff.to, path, handoff.line)];
                for (const to of targets) {
                    const edge = { from, to };
                    if (handoff.label !== undefined)
                        edge.label = handoff.label;
                    if (handoff.loop)
                        edge.loop = true;
                    // Each part with its length first: no two edges share a key unless they are the same.
                    const key = `${from.length}:${from}${to.length}:${to}${edge.label === undefined ? '-' : `${edge.label.length}:${edge.label}`}${edge.loop ? 'L' : ''}`;
                    if (!edges.has(key))
                        edges.set(key, edge);
                }
            }
        }
        return { nodes: [...nodes.values()], edges: [...edges.values()] };
    }
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ isStricter),
/* harmony export */   a2: () => (/* binding */ priorityOf),
/* harmony export */   cK: () => (/* binding */ verdictGrounds),
/* harmony export */   o9: () => (/* binding */ buildGate),
/* harmony export */   pm: () => (/* binding */ declaredGateResult),
/* harmony export */   vN: () => (/* binding */ countByPriority),
/* harmony export */   xp: () => (/* binding */ gateResult)
/* harmony export */ });
/* harmony import */ var _core_enum_reading_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8427);
/* harmony import */ var _report_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(734);


/** Spec 1's review gate: one P0 vetoes, two P1s reject, anything else passes. */
function gateResult(counts) {
    if (counts.p0 >= 1)
        return 'veto';
    if (counts.p1 >= 2)
        return 'reject';
    return 'pass';
}
function countByPriority(items) {
    const counts = { P0: 0, P1: 0, P2: 0, P3: 0 };
    for (const item of items)
        counts[item.priority]++;
    return counts;
}
/** Every severity word of the formats, by the priority it counts as in spec 1's gate. */
const SEVERITY_PRIORITY = {
    P0: 'P0',
    CRITICAL: 'P0',
    P1: 'P1',
    HIGH: 'P1',
    P2: 'P2',
    MEDIUM: 'P2',
    P3: 'P3',
    LOW: 'P3',
};
const SEVERITY_WORDS = Object.keys(SEVERITY_PRIORITY);
/**
 * The other formats' severities, normalised to spec 1's priorities (P3 is listed, never
 * gating). Read whatever the case (`Critical`, `p0`): a severity that misses its format's enum
 * only by case is an error, and still counts in the gate.
 */
function priorityOf(severity) {
    const word = (0,_core_enum_reading_js__WEBPACK_IMPORTED_MODULE_0__/* .enumMember */ .G)(severity, SEVERITY_WORDS);
    return word === undefined ? undefined : SEVERITY_PRIORITY[word];
}
const PRIORITY_RANK = { P0: 0, P1: 1, P2: 2, P3: 3 };
const RESULT_RANK = { pass: 0, reject: 1, veto: 2 };
/** The stricter of two verdicts. */
const stricter = (a, b) => (RESULT_RANK[b] > RESULT_RANK[a] ? b : a);
/**
 * The decisions that gate on their own (spec 1: the Aggregator (Reviewer) holds the gate
 * decision), strictest first: for each deciding file, the stricter of the `veto` or `reject` it
 * declares and the verdict its own declared counts make (`p0_count: 1` with `result: pass` is a
 * veto: the counts are what the reviews found, the word only their summary). A declared `pass` is
 * not here: it never lowers what the counted items make. When aggregators disagree the strictest
 * wins, and each one is listed.
 */
function declaredVerdicts(sources) {
    const out = [];
    for (const source of sources) {
        if (!source.decides)
            continue;
        const result = declaredGateResult(source.declared, source.declaredCounts);
        if (result !== 'pass')
            out.push({ path: source.path, result });
    }
    return out.sort((a, b) => RESULT_RANK[b.result] - RESULT_RANK[a.result] || (0,_report_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(a.path, b.path));
}
/**
 * The verdict a deciding file's declaration makes: the stricter of its word (`veto` and `reject`
 * gate; any other word lowers nothing) and what its own declared counts make.
 */
function declaredGateResult(declared, counts) {
    const word = declared === 'veto' || declared === 'reject' ? declared : 'pass';
    return stricter(word, counts ? gateResult({ p0: counts.P0, p1: counts.P1 }) : 'pass');
}
/** Whether verdict `a` gates harder than `b` (veto over reject over pass). */
const isStricter = (a, b) => RESULT_RANK[a] > RESULT_RANK[b];
function buildGate(items, sources) {
    const counts = countByPriority(items);
    const sorted = byPriorityPathLine(items);
    const counted = gateResult({ p0: counts.P0, p1: counts.P1 });
    const declaredBy = declaredVerdicts(sources);
    return {
        result: declaredBy.reduce((result, d) => stricter(result, d.result), counted),
        counted,
        declaredBy,
        p0: counts.P0,
        p1: counts.P1,
        p2: counts.P2,
        p3: counts.P3,
        items: sorted,
        sources,
    };
}
const compareItems = (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    (0,_report_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(a.source.path, b.source.path) ||
    a.source.line - b.source.line;
/**
 * The items by priority, then path (as the findings are ordered), then line; a stable sort. The
 * engine adds items file by file in path order, so each priority's items, taken in turn, are
 * already in path order and only each file's own items may need their lines sorted: a scan with
 * a hundred thousand items sorts in one pass. Items in any other order are sorted outright.
 */
function byPriorityPathLine(items) {
    const byPriority = [[], [], [], []];
    // Indexed loops: this runs once per check, over every item, before the optimiser would make `for...of` free.
    for (let i = 0; i < items.length; i++)
        byPriority[PRIORITY_RANK[items[i].priority]].push(items[i]);
    for (const group of byPriority)
        if (!sortLinesWithinPaths(group))
            group.sort(compareItems);
    return byPriority.flat();
}
/** Sorts each path's run of items by line, in place, when the paths are in order; false when they are not. */
function sortLinesWithinPaths(group) {
    for (let i = 1; i < group.length; i++)
        if (group[i - 1].source.path !== group[i].source.path &&
            (0,_report_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(group[i - 1].source.path, group[i].source.path) > 0)
            return false;
    let start = 0;
    for (let i = 1; i <= group.length; i++) {
        if (i < group.length && group[i].source.path === group[start].source.path)
            continue;
        if (i - start > 1 && !linesInOrder(group, start, i)) {
            const run = group.slice(start, i).sort((a, b) => a.source.line - b.source.line);
            for (let k = 0; k < run.length; k++)
                group[start + k] = run[k];
        }
        start = i;
    }
    return true;
}
function linesInOrder(group, start, end) {
    for (let i = start + 1; i < end; i++)
        if (group[i - 1].source.line > group[i].source.line)
            return false;
    return true;
}
/**
 * What makes the verdict, in a few words and no file text: the counted items that make it
 * (`1 P0`, `2 P1`) and how many aggregators declare it (`declared by 1 aggregator`); the outputs
 * that may show paths name the files themselves.
 */
function verdictGrounds(gate) {
    const parts = [];
    if (gate.counted === gate.result && gate.result !== 'pass')
        parts.push(gate.result === 'veto' ? `${gate.p0} P0` : `${gate.p1} P1`);
    const declaring = gate.declaredBy.filter((d) => d.result === gate.result).length;
    if (declaring)
        parts.push(`declared by ${declaring} aggregator${declaring === 1 ? '' : 's'}`);
    return parts.join('; ');
}


/***/ }),

/***/ 5492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ maxRisk),
/* harmony export */   k: () => (/* binding */ buildRisk)
/* harmony export */ });
const RANK = { low: 0, med: 1, high: 2 };
function maxRisk(a, b) {
    if (a === null)
        return b;
    if (b === null)
        return a;
    return RANK[a] >= RANK[b] ? a : b;
}
/**
 * The highest risk the checked intents state; an unresolved P0 makes any change high-risk, and so
 * does a veto an aggregator declares (in its `result` or by its own counts) with no P0 item counted:
 * the verdict and the risk say the same.
 */
function buildRisk(signals, gate) {
    let level = null;
    const reasons = [];
    for (const signal of signals)
        level = maxRisk(level, signal.level);
    for (const signal of signals)
        if (signal.level === level)
            reasons.push(signal.reason);
    const vetoes = gate.declaredBy.filter((d) => d.result === 'veto').length;
    if (gate.p0 > 0 || vetoes > 0) {
        if (level !== 'high')
            reasons.length = 0;
        level = 'high';
        reasons.push(gate.p0 > 0
            ? `${gate.p0} unresolved P0 finding${gate.p0 === 1 ? '' : 's'}`
            : `a veto declared by ${vetoes} aggregator${vetoes === 1 ? '' : 's'}`);
    }
    return { level, reasons };
}


/***/ }),

/***/ 1718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ keyPath),
/* harmony export */   Yw: () => (/* binding */ inboxKey),
/* harmony export */   _$: () => (/* binding */ splitKey),
/* harmony export */   ij: () => (/* binding */ uniqueKeys)
/* harmony export */ });
/* unused harmony exports pathKey, formatOfKey */
/**
 * Inbox keys: the one name an item keeps across runs, written into its issue's marker and the
 * JSON report (`inbox[].key`). Two items must never share one, whatever their files are called.
 *
 * A key is `<format>/<name>[#<part>]`. The name is an id (an intent's file stem, a message's `id`)
 * or a repository path; `#` opens the part (`#clarification`). Only what would make a key
 * ambiguous is percent-encoded, so ordinary names keep today's keys byte for byte:
 * - `%` (the escape itself), `#` (the part separator), C0/C1 control characters, DEL and the
 *   Unicode line and paragraph separators (a key is one line in a marker), everywhere;
 * - `/` inside an id, so an id-based key never holds a `/` after its format, while a
 *   path-based key of a format that also has id-based keys always does (a top-level path is
 *   written `./name` there). The two kinds cannot meet.
 */
const ALWAYS = /[%#\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const IN_ID = /[%#/\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Percent-encodes one character as its UTF-8 bytes (`#` → `%23`, U+2028 → `%E2%80%A8`). */
function escapeChar(char) {
    return Array.from(new TextEncoder().encode(char), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
const encodeId = (id) => id.replace(IN_ID, escapeChar);
const encodePath = (path, besideIds) => {
    const encoded = path.replace(ALWAYS, escapeChar);
    return besideIds && !encoded.includes('/') ? `./${encoded}` : encoded;
};
/**
 * The key of an item: `inboxKey('intent', { id: 'fix-login' }, 'clarification')` is
 * `intent/fix-login#clarification`; `inboxKey('envelope', { path: '.work/x.yaml' })` is
 * `envelope/.work/x.yaml`. Injective: distinct (format, name, part) give distinct keys.
 */
function inboxKey(format, name, part) {
    const body = 'id' in name ? encodeId(name.id) : encodePath(name.path, name.besideIds === true);
    return `${format}/${body}${part === undefined ? '' : `#${encodeId(part)}`}`;
}
/** The path-based key of an item: what it falls back to when its id-based key is shared. */
function pathKey(item) {
    // `#` is always encoded in names, so the first raw `#` of a key opens its part.
    const hash = item.key.indexOf('#');
    const part = hash === -1 ? '' : item.key.slice(hash);
    return `${item.format}/${encodePath(item.path, true)}${part}`;
}
/**
 * One key, one item: where items of different files would share a key (two intents with one
 * stem, `a.yaml` and `a.yml`; two messages with one `id`), every item of that group takes its
 * path-based key instead, so none of them keeps a name another file could claim. Runs once
 * over the whole inbox after the files are checked (a per-file rule cannot see the others).
 */
function uniqueKeys(items) {
    const paths = new Map();
    for (const item of items) {
        const seen = paths.get(item.key) ?? new Set();
        seen.add(item.path);
        paths.set(item.key, seen);
    }
    return items.map((item) => ((paths.get(item.key)?.size ?? 0) > 1 ? { ...item, key: pathKey(item) } : item));
}
/** The format a key is of: what comes before its first `/` (`intent/a#clarification` → `intent`). */
function formatOfKey(key) {
    const slash = key.indexOf('/');
    return slash === -1 ? undefined : key.slice(0, slash);
}
/** The key without its part (`intent/a#clarification` → `intent/a`), and the part (`clarification`) if any. */
function splitKey(key) {
    const hash = key.indexOf('#');
    return hash === -1 ? { base: key } : { base: key.slice(0, hash), part: decodeURIComponentSafe(key.slice(hash + 1)) };
}
/**
 * The file a path-based key names (exact: names are encoded injectively); undefined for an
 * id-based key. `besideIds`: the key's format also keys items by id (see {@link KeyName}).
 */
function keyPath(key, besideIds) {
    const { base } = splitKey(key);
    const slash = base.indexOf('/');
    if (slash === -1)
        return undefined;
    const name = base.slice(slash + 1);
    if (besideIds && !name.includes('/'))
        return undefined;
    const path = decodeURIComponentSafe(name);
    return besideIds && path?.startsWith('./') && !path.slice(2).includes('/') ? path.slice(2) : path;
}
function decodeURIComponentSafe(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 7082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AR: () => (/* binding */ FileGate),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   GZ: () => (/* binding */ isDenied),
/* harmony export */   Kv: () => (/* binding */ inGitFolder),
/* harmony export */   Tk: () => (/* binding */ osReason),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   yZ: () => (/* binding */ isIgnoredIn)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1643);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7500);




/** A path with `/` between its segments, whatever the platform writes. */
const toPosix = (path) => (node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '/' ? path : path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'));
/** True when `path` (absolute, resolved) is `root` or inside it. */
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && !/^[a-zA-Z]:/.test(rel));
}
/** A repository-relative path inside a `.git` folder (the workspace's, or a nested repository's). */
const inGitFolder = (rel) => rel === '.git' || rel.startsWith('.git/') || rel.includes('/.git/') || rel.endsWith('/.git');
/**
 * Opened without following a final symlink, and without waiting: a FIFO opened for reading would
 * block until a writer came; with O_NONBLOCK it opens at once and `fstat` tells it apart.
 */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** What a file that is not a regular one is, for a finding. */
function kindOf(stat) {
    if (stat.isDirectory())
        return 'a folder';
    if (stat.isFIFO())
        return 'a FIFO (named pipe)';
    if (stat.isSocket())
        return 'a socket';
    if (stat.isCharacterDevice() || stat.isBlockDevice())
        return 'a device';
    if (stat.isSymbolicLink())
        return 'a symlink';
    return 'not a regular file';
}
/** The system refused access: a file or folder the user the run runs as may not read. */
function isDenied(error) {
    const code = error?.code;
    return code === 'EACCES' || code === 'EPERM';
}
/** What the codes {@link isDenied} accepts mean, as the system says it. */
const DENIED_WORDS = { EACCES: 'permission denied', EPERM: 'operation not permitted' };
/** The OS reason, by its code, without the path (which the finding names already): `EACCES: permission denied`. */
function osReason(error) {
    const code = error?.code ?? 'unknown error';
    const words = DENIED_WORDS[code];
    return words ? `${code}: ${words}` : code;
}
const refuse = (message, ruleId = _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_READ_RULE */ .IQ) => ({ ruleId, message });
/**
 * The one door to the workspace's files. A regular file is read as it is. A symlink is followed
 * only to a regular file that is inside the workspace, outside `.git/`, and allowed by
 * `targets`; anything else (a link leaving the workspace, into `.git/`, to an ignored or untracked
 * file, to a folder, in a loop, to nothing; a FIFO, socket or device) is never opened and is
 * refused with a reason that names no text of the target. A pull request can commit any of these
 * and an earlier step can leave any of them (`.git/config` holds the checkout's token; a
 * git-ignored `.env` an API key), so the check is on every read, not on the walk alone.
 */
class FileGate {
    realRoot;
    #targets;
    #realDirs = new Map();
    /** The folders among those whose real path is elsewhere: reached through a symlink. */
    #viaLink = new Set();
    #ignored;
    #tracked;
    constructor(root, targets = 'not-ignored') {
        this.realRoot = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root);
        this.#targets = targets;
    }
    /**
     * An open descriptor of the regular file at `path` (repository-relative, `/`-separated), a
     * refusal saying why it may not be read, or undefined when there is no such file (or the system
     * would not open it).
     */
    open(path) {
        const slash = path.lastIndexOf('/');
        const dir = slash < 0 ? '' : path.slice(0, slash);
        const name = path.slice(slash + 1);
        const realDir = this.#realDir(dir);
        if (realDir === undefined || typeof realDir !== 'string')
            return realDir;
        if (name === '' || name === '.' || name === '..')
            return undefined;
        const full = realDir + node_path__WEBPACK_IMPORTED_MODULE_1__.sep + name;
        let fd;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(full, OPEN_FLAGS);
        }
        catch (error) {
            // ELOOP: the last part is a symlink (O_NOFOLLOW). Denied: said, never passed over. Anything else: there is nothing to read.
            const code = error.code;
            if (code === 'ELOOP')
                return this.#followLink(full);
            return isDenied(error)
                ? refuse(`This file could not be read (${osReason(error)}); it was not checked. Make it readable to the user the check runs as.`, _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .UNREADABLE_RULE */ .bn)
                : undefined;
        }
        const opened = this.#regular(fd, 'This file is');
        if (!('fd' in opened))
            return opened;
        // Reached through a symlinked folder: the file it leads to answers to the link rules.
        const target = this.#viaLink.has(dir)
            ? this.#targetRule(toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.realRoot, full)), 'lies in a folder reached through a symlink')
            : undefined;
        if (target) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            return target;
        }
        return opened;
    }
    /** Why the file at `path` may not be read, or undefined when it may (or does not exist). */
    refusal(path) {
        const opened = this.open(path);
        if (opened && 'fd' in opened) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
            return undefined;
        }
        return opened;
    }
    /** `fd` with its size when it is a regular file (one `fstat` serves both); otherwise it is closed and refused. */
    #regular(fd, subject) {
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        }
        catch {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            return refuse(`${subject} could not be examined; it was not read.`);
        }
        if (stat.isFile())
            return { fd, size: stat.size };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        return refuse(`${subject} ${kindOf(stat)}, not a regular file; it was not read.`);
    }
    /** A folder's real path, when it is inside the workspace and outside `.git/`. */
    #realDir(dir) {
        if (this.#realDirs.has(dir))
            return this.#realDirs.get(dir);
        let out;
        try {
            const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.realRoot, dir));
            const rel = toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.realRoot, real));
            if (!isInside(this.realRoot, real))
                out = refuse('This file lies in a folder reached through a symlink that points outside the repository; it was not read.', _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .SYMLINK_OUTSIDE_RULE */ .j8);
            else if (inGitFolder(rel))
                out = refuse('This file lies in a `.git/` folder (reached through a symlink), which is never read.');
            else {
                out = real;
                if (real !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.realRoot, dir))
                    this.#viaLink.add(dir);
            }
        }
        catch (error) {
            out = isDenied(error)
                ? refuse(`This file lies in a folder that could not be read (${osReason(error)}); it was not checked. Make the folder readable to the user the check runs as.`, _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .UNREADABLE_RULE */ .bn)
                : undefined;
        }
        this.#realDirs.set(dir, out);
        return out;
    }
    /** The file a symlink at `full` leads to, opened, or why it is not. */
    #followLink(full) {
        let real;
        try {
            real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(full);
        }
        catch (error) {
            const code = error.code;
            if (code === 'ELOOP')
                return refuse('This symlink is a loop (it leads back to itself); it was not read.');
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return refuse('This symlink points to nothing (its target does not exist); it was not read.');
            return refuse('This symlink could not be resolved; it was not read.');
        }
        if (!isInside(this.realRoot, real))
            return refuse('This symlink points outside the repository; it was not read.', _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .SYMLINK_OUTSIDE_RULE */ .j8);
        const rel = toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.realRoot, real));
        if (inGitFolder(rel))
            return refuse('This symlink points into a `.git/` folder, which is never read.');
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real);
        }
        catch {
            return refuse('This symlink points to nothing (its target does not exist); it was not read.');
        }
        if (!stat.isFile())
            return refuse(`This symlink points to ${kindOf(stat)}, not a regular file; it was not read.`);
        const target = this.#targetRule(rel, 'points to');
        if (target)
            return target;
        let fd;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, OPEN_FLAGS);
        }
        catch {
            return refuse('This symlink could not be followed; it was not read.');
        }
        return this.#regular(fd, 'This symlink points to');
    }
    /** A refusal when the file at `rel`, reached through a link, is git-ignored or (for the action) untracked. */
    #targetRule(rel, how) {
        const subject = how === 'points to'
            ? 'This symlink points to a file that is'
            : 'This file, in a folder reached through a symlink, is';
        if (this.#targets === 'tracked') {
            this.#tracked ??= trackedFiles(this.realRoot);
            if (this.#tracked.has(rel))
                return undefined;
            return refuse(`${subject} not tracked in the commit checked (\`${rel}\`); only committed files are read through a link.`);
        }
        this.#ignored ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .ignoredPaths */ .jo)(this.realRoot);
        if (!isIgnoredIn(this.#ignored, rel))
            return undefined;
        return refuse(`${subject} git-ignored (\`${rel}\`), which is never read through a link.`);
    }
}
/** Whether `rel` is in git's list of ignored paths (files, and folders ending in `/`). */
function isIgnoredIn(ignored, rel) {
    if (ignored.size === 0)
        return false;
    if (ignored.has(rel))
        return true;
    for (let i = rel.indexOf('/'); i !== -1; i = rel.indexOf('/', i + 1))
        if (ignored.has(rel.slice(0, i + 1)))
            return true;
    return false;
}
/** The files git tracks under `dir` (relative to it); empty outside a repository. */
function trackedFiles(dir) {
    // Paths relative to `dir`, which may be a folder inside the repository.
    const out = (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .git */ .$Y)(dir, ['ls-files', '-z', '--', '.']);
    return new Set(out ? out.toString('utf8').split('\0').filter(Boolean) : []);
}


/***/ }),

/***/ 9013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ fsWorkspace),
/* harmony export */   FK: () => (/* reexport safe */ _file_gate_js__WEBPACK_IMPORTED_MODULE_3__.FK),
/* harmony export */   d7: () => (/* reexport safe */ _file_gate_js__WEBPACK_IMPORTED_MODULE_3__.d7)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_7__);
/* harmony import */ var _core_project_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(870);
/* harmony import */ var _file_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7082);
/* harmony import */ var _memory_budget_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7275);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7500);
/* harmony import */ var _walk_tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8812);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3596);










/** Read at most `limit` bytes of an open file: enough to tell an over-size file without loading it. */
function readPrefix({ fd, size }, limit) {
    try {
        const buffer = Buffer.allocUnsafe(Math.min(size, limit));
        let read = 0;
        while (read < buffer.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, buffer.length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * The repository on disk. Every read goes through the FileGate: regular files as they are, a
 * symlink only to a regular file inside the workspace, outside `.git/`, and not ignored (or, for
 * the action, tracked); a file refused is never opened, and `refusal` says why. `base` is a commit
 * for diff-aware rules; files unchanged since it have no base to compare, which spares a git call
 * per file.
 */
function fsWorkspace(root, base, options = {}) {
    const gate = new _file_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .FileGate */ .AR(root, options.linkTargets);
    const realRoot = gate.realRoot;
    const inside = (full) => {
        try {
            const real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(full);
            return (0,_file_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(realRoot, real) ? real : undefined;
        }
        catch {
            return undefined;
        }
    };
    const refusals = new Map();
    const listTree = treeLister(realRoot);
    return {
        read(path, maxBytes) {
            // Each file read lets the young generation's cap take hold as a scan goes (memory-budget.ts).
            (0,_memory_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .noteWork */ .UV)();
            const opened = gate.open(path);
            if (!opened || !('fd' in opened)) {
                if (opened)
                    refusals.set(path, opened);
                return undefined;
            }
            try {
                return readPrefix(opened, maxBytes + 1);
            }
            catch {
                return undefined;
            }
        },
        refusal(path) {
            return refusals.get(path) ?? gate.refusal(path);
        },
        unreadable(path) {
            return whyUnreadable((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, path));
        },
        exists(path) {
            // Whether something is there, inside the workspace: nothing is opened, so nothing is read.
            const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, path);
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(full) && inside(full) !== undefined;
        },
        glob(patterns) {
            const out = new Set();
            for (const pattern of patterns) {
                const { base: dir } = picomatch__WEBPACK_IMPORTED_MODULE_7___default().scan(pattern);
                const match = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_8__/* .globMatcher */ .fU)(pattern);
                for (const file of listTree(dir === '.' ? '' : dir))
                    if (match(file))
                        out.add(file);
            }
            return [...out].sort();
        },
        ...(base && baseRevision(realRoot, base, options.replaced)),
    };
}
/**
 * The OS's reason a path may not be read, or undefined when it may or is not there: a folder must
 * be listable and enterable, a file readable. A missing path (the common answer: a rule asks
 * after a path it found missing) is told without an exception, whose making costs more than the
 * look itself.
 */
function whyUnreadable(full) {
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(full, { throwIfNoEntry: false });
        if (!stat)
            return undefined;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(full, stat.isDirectory() ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK : node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
        return undefined;
    }
    catch (error) {
        return (0,_file_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .isDenied */ .GZ)(error) ? (0,_file_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .osReason */ .Tk)(error) : undefined;
    }
}
/** The files under a folder (symlinks included), each folder walked once. */
function treeLister(realRoot) {
    const listed = new Map();
    return (dir) => {
        let files = listed.get(dir);
        if (files)
            return files;
        const found = [];
        (0,_walk_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .walkTree */ .I)(realRoot, dir, (path, entry) => {
            if (entry.isFile() || entry.isSymbolicLink())
                found.push(path);
        });
        files = found;
        listed.set(dir, files);
        return files;
    };
}
/** A file's version at the base commit, and whether the change added it: git is asked once, on first use. */
function baseRevision(realRoot, base, replaced = new Set()) {
    let changes;
    let atBase;
    return {
        // Renames followed (`git diff -M`), as the action follows a pull request's: a renamed file's
        // base is its former path's, so its history (status moves, approvals) goes with it.
        readBase: (path) => {
            changes ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .changesFrom */ .Kr)(realRoot, base);
            const change = changes.get(path);
            if (change?.status === 'added')
                return undefined;
            if (!change) {
                // Unchanged on the disk, so without a base to compare, unless its text comes from elsewhere.
                if (!replaced.has(path))
                    return undefined;
                atBase ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .pathsAt */ .uN)(realRoot, base);
                return atBase.has(path) ? (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .showAt */ .Bq)(realRoot, base, path) : undefined;
            }
            return (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .showAt */ .Bq)(realRoot, base, change.previousPath ?? path);
        },
        // Where a decision still pending is remembered (a risk lowered while an intent waited): the
        // base's own history, from the path the file had there.
        earlierRevisions: (path) => {
            changes ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .changesFrom */ .Kr)(realRoot, base);
            return (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .versionsOf */ .x4)(realRoot, base, changes.get(path)?.previousPath ?? path, _core_project_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_REVISIONS */ .SN);
        },
        // Deleted since the base: an intent moved under another name keeps its history through them.
        removedSinceBase: () => {
            changes ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .changesFrom */ .Kr)(realRoot, base);
            return [...changes.values()].filter((change) => change.status === 'removed').map((change) => change.path);
        },
        // New in the change: added since the base (a rename is not), or not yet tracked and not there at the base.
        addedSinceBase: (path) => {
            changes ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .changesFrom */ .Kr)(realRoot, base);
            const change = changes.get(path);
            if (change)
                return change.status === 'added';
            atBase ??= (0,_git_js__WEBPACK_IMPORTED_MODULE_5__/* .pathsAt */ .uN)(realRoot, base);
            return !atBase.has(path);
        },
    };
}


/***/ }),

/***/ 7500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   $k: () => (/* binding */ notInGit),
/* harmony export */   Bq: () => (/* binding */ showAt),
/* harmony export */   Kr: () => (/* binding */ changesFrom),
/* harmony export */   L8: () => (/* binding */ blobsAt),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   cu: () => (/* binding */ blobPrefix),
/* harmony export */   iv: () => (/* binding */ changesBetween),
/* harmony export */   jo: () => (/* binding */ ignoredPaths),
/* harmony export */   uN: () => (/* binding */ pathsAt),
/* harmony export */   x4: () => (/* binding */ versionsOf)
/* harmony export */ });
/* unused harmony export fetchCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(870);


/**
 * Run git without a shell, never waiting on a prompt; undefined when git is missing, the command
 * fails, or it runs past `timeoutMs`.
 */
function git(cwd, args, input, timeoutMs) {
    try {
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, {
            cwd,
            input,
            stdio: ['pipe', 'pipe', 'ignore'],
            maxBuffer: 256 * 1024 * 1024,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
            ...(timeoutMs !== undefined && { timeout: timeoutMs }),
        });
    }
    catch {
        return undefined;
    }
}
/** The commit a ref names, or undefined when it names none. */
function resolveCommit(dir, ref) {
    if (ref.startsWith('-'))
        return undefined;
    return (git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
        ?.toString()
        .trim() || undefined);
}
/**
 * Why `dir` has no revisions to name: it is in no git repository, or git itself does not run;
 * undefined when it is in one.
 */
function notInGit(dir) {
    if (git(dir, ['rev-parse', '--git-dir']) !== undefined)
        return undefined;
    return git(dir, ['--version']) === undefined ? 'no-git' : 'no-repository';
}
/** How long a fetch of one commit may take before the run reads through the API instead. */
const FETCH_TIMEOUT_MS = 120_000;
/**
 * Fetch one commit from the checkout's `origin` (depth 1, no tags, no submodules), so that its
 * files can be read with `git show`: true when the commit is there afterwards. Git alone runs:
 * a fetch checks nothing out and runs no hook a commit brings; the credentials are the ones the
 * checkout keeps. Never prompts; bounded in time. A sha only: a name could be an option.
 */
function fetchCommit(dir, sha) {
    if (!/^[0-9a-f]{40}$/.test(sha))
        return false;
    // A shallow checkout (the default) takes the commit alone; a full one only the objects it lacks,
    // and stays whole (a depth would mark it shallow for every later git call).
    const shallow = git(dir, ['rev-parse', '--is-shallow-repository'])?.toString().trim() === 'true';
    const fetched = git(dir, ['fetch', '--no-tags', '--no-recurse-submodules', ...(shallow ? ['--depth=1'] : []), '--quiet', 'origin', sha], undefined, FETCH_TIMEOUT_MS);
    return fetched !== undefined && resolveCommit(dir, sha) !== undefined;
}
/** Git-ignored paths under `dir`, relative to it; folders end with `/`. Empty outside a repository. */
function ignoredPaths(dir) {
    const out = git(dir, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z']);
    return new Set(out ? out.toString('utf8').split('\0').filter(Boolean) : []);
}
/**
 * How the working tree differs from `commit`, relative to `dir`, renames followed (`git diff -M`,
 * as a pull request lists them): each changed path with its status, and a renamed file's path at
 * `commit`. Files git does not track yet are not listed: {@link pathsAt} tells them apart.
 */
function changesFrom(dir, commit) {
    const out = git(dir, ['diff', '--name-status', '-M', '-z', '--relative', commit, '--']);
    return new Map((out ? parseNameStatus(out) : []).map((change) => [change.path, change]));
}
/** Every file at `commit` under `dir`, relative to it. */
function pathsAt(dir, commit) {
    // Paths relative to `dir`, which may be a folder inside the repository.
    const out = git(dir, ['ls-tree', '-r', '-z', '--name-only', commit, '--', '.']);
    return new Set(out ? out.toString('utf8').split('\0').filter(Boolean) : []);
}
/** A file's bytes at `commit`, or undefined when it did not exist there. */
function showAt(dir, commit, path) {
    return git(dir, ['show', `${commit}:./${path}`]);
}
/**
 * A file's versions in the history of `commit`, newest first (the one `commit` holds included), at
 * most `max`: the commits that changed it, each read as data. Stops at the first commit that does
 * not hold it (a deletion); undefined when git cannot list them. The list is marked whole
 * (`wholeHistory`) only when it reaches the commit that began the file's id within the bound: a
 * commit that added it (not by a rename), with a parent known (not a shallow history's edge), and
 * no earlier file of the same name and another extension in its folder (`x.yaml` before `x.yml`).
 * A list that fills the bound, ends at a deletion, or begins at a rename is not whole. At most
 * `max` + 4 git commands.
 */
function versionsOf(dir, commit, path, max) {
    if (commit.startsWith('-'))
        return undefined;
    // One more than the bound: a list that fills it has more before it.
    const out = git(dir, ['log', `-n${max + 1}`, '--format=%H', commit, '--', `./${path}`]);
    if (!out)
        return undefined;
    const shas = out.toString('utf8').split('\n').filter(Boolean);
    const versions = [];
    for (const sha of shas.slice(0, max)) {
        const bytes = showAt(dir, sha, path);
        if (!bytes)
            return versions;
        versions.push(bytes);
    }
    if (shas.length > max)
        return versions;
    const first = shas[shas.length - 1];
    // No commit holds it: an empty history is whole only when no file of its id was there before.
    return idBeganAt(dir, first ?? commit, path, first !== undefined) ? (0,_core_project_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeHistory */ .qQ)(versions) : versions;
}
/** Escapes what a git pathspec reads as a wildcard, so that a name matches only itself. */
const literal = (text) => text.replace(/[\\*?[]/g, (c) => `\\${c}`);
/**
 * Whether the file's id began at `commit` (`adds`: the commit added `path`; else the file was never
 * there and `commit` is where the history is read): no rename brought it in, and no file of the
 * same name with another extension was in its folder before. Not known (false) on a shallow edge.
 */
function idBeganAt(dir, commit, path, adds) {
    const parent = git(dir, ['rev-parse', '--verify', '--quiet', `${commit}^`])
        ?.toString()
        .trim();
    const before = adds ? parent : commit;
    if (adds && !parent) {
        // A root commit began everything it holds; a shallow history's edge only looks like one.
        return git(dir, ['rev-parse', '--is-shallow-repository'])?.toString().trim() === 'false';
    }
    if (adds) {
        const changes = git(dir, ['diff', '--name-status', '-M', '-z', '--relative', parent, commit, '--']);
        if (!changes)
            return false;
        if (parseNameStatus(changes).some((change) => change.path === path && change.status !== 'added'))
            return false;
    }
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const same = `./${literal(path.slice(0, slash + 1) + stem)}.*`;
    const earlier = git(dir, ['log', '-n1', '--format=%H', before, '--', same]);
    return earlier !== undefined && earlier.toString('utf8').trim() === '';
}
/**
 * Files changed from the merge base of `base` and `head` to the commit `head` (both commits the
 * checkout has), renames followed, as a pull request lists them: read from git's objects, never
 * from the working tree, whatever is checked out. Without a merge base (a shallow history) the
 * diff runs from `base` itself, which lists more, never less. Each file the head holds has its
 * blob sha there. Undefined when git cannot diff them.
 */
function changesBetween(dir, base, head) {
    const from = git(dir, ['merge-base', base, head])?.toString().trim() || base;
    const out = git(dir, ['diff', '--raw', '--no-abbrev', '-M', '-z', '--relative', from, head, '--']);
    if (!out)
        return undefined;
    return parseRaw(out);
}
/** Every blob and link `commit` holds under `dir` (relative to it), with its blob sha: what a commit has, never the working tree. */
function blobsAt(dir, commit, regularOnly = false) {
    const out = git(dir, ['ls-tree', '-r', '-z', commit, '--', '.']);
    if (!out)
        return undefined;
    const blobs = new Map();
    for (const entry of out.toString('utf8').split('\0')) {
        // `<mode> <type> <sha>\t<path>`: submodules (type `commit`) hold no file.
        const tab = entry.indexOf('\t');
        const [mode, type, sha] = entry.slice(0, tab).split(' ');
        // `regularOnly`: a symbolic link (120000) is a blob too, whose text is where it points, not a file.
        if (regularOnly && mode !== '100644' && mode !== '100755')
            continue;
        if (tab !== -1 && type === 'blob' && sha)
            blobs.set(entry.slice(tab + 1), sha);
    }
    return blobs;
}
/**
 * A blob's first `maxBytes` bytes, read from git's objects: no more is ever held, so a blob of any
 * size reads as what the file gate needs to call it too large (never as missing).
 */
function blobPrefix(dir, sha, maxBytes) {
    // A sha from git's own listing; never an option.
    if (sha === '' || sha.startsWith('-'))
        return undefined;
    // Past `maxBuffer` the child is ended and its output kept as far as it went: that is the prefix.
    const run = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', ['cat-file', 'blob', sha], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: maxBytes,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    });
    const out = run.stdout;
    if (!out || (run.status !== 0 && out.length < maxBytes))
        return undefined;
    return out.subarray(0, maxBytes);
}
/** `git diff --raw --no-abbrev -z` output: as {@link parseNameStatus}, with each present file's blob sha at the later commit. */
function parseRaw(out) {
    const fields = out.toString('utf8').split('\0');
    const changes = [];
    for (let i = 0; i + 1 < fields.length;) {
        // `:<mode> <mode> <sha> <sha> <status>`, then one path, or two for a rename or copy.
        const [, , , sha, code = ''] = fields[i++].split(' ');
        const blob = sha && !/^0+$/.test(sha) ? { sha } : {};
        if (code.startsWith('R') || code.startsWith('C')) {
            const previousPath = fields[i++];
            const path = fields[i++];
            changes.push(code.startsWith('R') ? { path, status: 'renamed', previousPath, ...blob } : { path, status: 'added', ...blob });
            continue;
        }
        const path = fields[i++];
        if (code === 'D')
            changes.push({ path, status: 'removed' });
        else
            changes.push({ path, status: code === 'A' ? 'added' : 'modified', ...blob });
    }
    return changes;
}
/** `git diff --name-status -z` output, renames as one change with their former path, copies as added files. */
function parseNameStatus(out) {
    const fields = out.toString('utf8').split('\0');
    const changes = [];
    for (let i = 0; i + 1 < fields.length;) {
        const code = fields[i++];
        if (code.startsWith('R') || code.startsWith('C')) {
            const previousPath = fields[i++];
            const path = fields[i++];
            changes.push(code.startsWith('R') ? { path, status: 'renamed', previousPath } : { path, status: 'added' });
            continue;
        }
        const path = fields[i++];
        changes.push({ path, status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified' });
    }
    return changes;
}


/***/ }),

/***/ 8812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ walkTree)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** Never walked: version control, dependencies. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', '.hg', '.svn']);
/**
 * Walks `start` (relative to `root`, `/`-separated) without recursion and without following
 * symlinked folders: every entry that is not a folder goes to `onEntry`; a folder is entered when
 * it is not one of SKIPPED_DIRS and `enter` allows it. A folder that cannot be read goes to
 * `onUnreadable` with the error, and the walk goes on.
 */
function walkTree(root, start, onEntry, enter = () => true, onUnreadable = () => undefined) {
    const stack = [start];
    while (stack.length) {
        const dir = stack.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir), { withFileTypes: true });
        }
        catch (error) {
            onUnreadable(dir, error);
            continue;
        }
        for (const entry of entries) {
            // Joined as one flat string: `${dir}/${name}` is a 32-byte pair pointing at both, which V8
            // flattens on the first look-up and then keeps beside the flat copy, for every path a scan
            // lists (6 MB at 200,000 files).
            const path = dir ? [dir, entry.name].join('/') : entry.name;
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name) && enter(path))
                    stack.push(path);
            }
            else
                onEntry(path, entry);
        }
    }
}


/***/ }),

/***/ 4176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ offTheBlankLine)
/* harmony export */ });
const isBlank = (c) => c === ' ' || c === '\t' || c === '\r' || c === '\n';
/**
 * Where a syntax error really is when the parser placed it on a blank line: its range may start
 * at the blank lines before the token it stumbled on (`All mapping items must start at the same
 * column` for a key indented one space less after an empty line). Then the first character of
 * that token, or, when only blanks follow, the last non-blank character before; otherwise the
 * offset as given. Linear in the blank run it crosses.
 */
function offTheBlankLine(text, offset) {
    let start = offset;
    while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t'))
        start--;
    // Something precedes it on its line: the line is not blank.
    if (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r')
        return offset;
    let end = offset;
    while (end < text.length && isBlank(text[end]))
        end++;
    if (end < text.length)
        return text.slice(offset, end).includes('\n') ? end : offset;
    let back = start;
    while (back > 0 && isBlank(text[back - 1]))
        back--;
    return back > 0 ? back - 1 : offset;
}


/***/ }),

/***/ 7986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ CODE_FENCE_RULE),
/* harmony export */   w: () => (/* binding */ findCodeFence)
/* harmony export */ });
/** A YAML or JSON file wrapped in a Markdown code fence. */
const CODE_FENCE_RULE = 'parse/code-fence';
/** The languages a fence may name for each syntax (lower case), and none. */
const LANGUAGES = {
    yaml: ['', 'yaml', 'yml'],
    json: ['', 'json', 'jsonc', 'json5'],
};
const FENCE = '```';
/** A line without its line break, its `\r`, and blanks at its end. */
function trimEnd(line) {
    let end = line.length;
    while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t' || line[end - 1] === '\r'))
        end--;
    return line.slice(0, end);
}
/**
 * The fence around the whole file, or undefined: the first line is ```` ``` ```` with no language
 * or the syntax's own, and the last line that is not blank is ```` ``` ```` alone. Plain string
 * code, one pass over the text. The finding carries one fix that deletes both lines whole.
 */
function findCodeFence(text, syntax) {
    if (!text.startsWith(FENCE))
        return undefined;
    const firstBreak = text.indexOf('\n');
    if (firstBreak === -1)
        return undefined;
    const opening = trimEnd(text.slice(0, firstBreak));
    const language = opening.slice(FENCE.length).trim().toLowerCase();
    if (!LANGUAGES[syntax].includes(language))
        return undefined;
    // The last line that holds more than blanks.
    let end = text.length;
    while (end > firstBreak &&
        (text[end - 1] === '\n' || text[end - 1] === '\r' || text[end - 1] === ' ' || text[end - 1] === '\t'))
        end--;
    const lastStart = text.lastIndexOf('\n', end - 1) + 1;
    if (lastStart <= firstBreak || trimEnd(text.slice(lastStart, end)) !== FENCE)
        return undefined;
    const closingBreak = text.indexOf('\n', lastStart);
    const closingEnd = closingBreak === -1 ? text.length : closingBreak;
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < lastStart; i = text.indexOf('\n', i + 1))
        line++;
    const closingWidth = closingEnd - lastStart - (text[closingEnd - 1] === '\r' ? 1 : 0);
    const openingWidth = firstBreak - (text[firstBreak - 1] === '\r' ? 1 : 0);
    // Whole lines, with their line breaks; a last line without one is emptied, the break before it kept.
    const fix = {
        line: 1,
        column: 1,
        endLine: 2,
        endColumn: 1,
        text: '',
        also: [
            closingBreak === -1
                ? { line, column: 1, endLine: line, endColumn: closingWidth + 1, text: '' }
                : { line, column: 1, endLine: line + 1, endColumn: 1, text: '' },
        ],
    };
    const inner = text.slice(openingWidth, lastStart) + text.slice(lastStart + closingWidth);
    const name = syntax === 'yaml' ? 'YAML' : 'JSON';
    return {
        inner,
        problem: {
            ruleId: CODE_FENCE_RULE,
            severity: 'error',
            line: 1,
            column: 1,
            message: `The file is wrapped in a Markdown code fence (${FENCE}${opening.slice(FENCE.length).trim()} on line 1, ${FENCE} on line ${line}), which is not ${name}: remove both fence lines. The lines between them were checked as ${name}.`,
            fix,
        },
    };
}


/***/ }),

/***/ 8009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   YU: () => (/* binding */ construct),
/* harmony export */   dn: () => (/* binding */ plainScalar)
/* harmony export */ });
/**
 * How a plain YAML scalar resolves under the core schema, shared by the fast path's two readers
 * (fast-yaml.ts's js-yaml schema and simple-yaml.ts), so both give a scalar the value the full
 * parse gives it. Its own module: each reader imports it, neither imports the other for it.
 */
/*
 * The `yaml` package's core schema, test for test and in its order (null, bool, octal, decimal
 * and hex ints, special floats, exponent floats, floats), so a plain scalar resolves to the same
 * value; js-yaml's own JSON/core schema also takes `0b1`, `1_000` and `+.5e3`-style forms. The
 * first character is checked before any regex: most plain scalars are words.
 */
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
/** `-`, `+`, `.`, `0`–`9`: the first characters a number can have. */
const numberStart = (c) => c === 0x2d || c === 0x2b || c === 0x2e || (c >= 0x30 && c <= 0x39);
/** js-yaml asks each type in turn about the same scalar: the last answer is kept. */
let lastText;
let lastKind;
function kindOf(text) {
    if (text !== lastText) {
        lastKind = resolveKind(text);
        lastText = text;
    }
    return lastKind;
}
function resolveKind(text) {
    const c = text.charCodeAt(0);
    if (text.length === 0 || c === 0x7e || c === 0x6e || c === 0x4e)
        return NULL.test(text) ? 'null' : undefined;
    if (c === 0x74 || c === 0x54 || c === 0x66 || c === 0x46)
        return BOOL.test(text) ? 'bool' : undefined;
    if (!numberStart(c))
        return undefined;
    if (INT_OCT.test(text))
        return 'oct';
    if (INT.test(text))
        return 'int';
    if (INT_HEX.test(text))
        return 'hex';
    if (FLOAT_NAN.test(text))
        return 'nan';
    if (FLOAT_EXP.test(text) || FLOAT.test(text))
        return 'float';
    return undefined;
}
/** The value of a scalar of a resolved kind: the same for js-yaml's types and for the simple reader. */
function construct(kind, text) {
    switch (kind) {
        case 'null':
            return null;
        case 'bool':
            return text[0] === 't' || text[0] === 'T';
        case 'oct':
            return parseInt(text.substring(2), 8);
        case 'hex':
            return parseInt(text.substring(2), 16);
        case 'int':
            return parseInt(text, 10);
        case 'nan':
            return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity;
        case 'float':
            return parseFloat(text);
        default:
            return text;
    }
}
/** A plain scalar's value under the core schema: null, a boolean, a number, or the text itself. */
const plainScalar = (text) => construct(kindOf(text), text);


/***/ }),

/***/ 6149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ findDuplicates),
/* harmony export */   r: () => (/* binding */ DUPLICATE_KEY_RULE)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);


/** A key twice in one mapping. */
const DUPLICATE_KEY_RULE = 'parse/duplicate-key';
/**
 * The readings src/engine/readings.ts tries, past the parsed one: the repeated keys it needs are
 * kept, the others only reported (a file can repeat a key 190,000 times, each with its value).
 */
const VARIANTS_READ = 63;
/**
 * Keys written more than once in one mapping, found in the full parse's AST (YAML, and JSON read
 * as YAML). Both `JSON.parse` and the `yaml` package keep the last value silently, so the data
 * the rules see holds the last one; what a reader of the file would take instead is kept here
 * with every value written, for the finding and for reading the gate, inbox and risk safely
 * (src/engine/readings.ts). The fast path declines every file with a repeated key, so only the full
 * parse needs this.
 */
function findDuplicates(doc, counter, lineOffset, syntax, maxProblems = Infinity) {
    const duplicates = [];
    const problems = [];
    // Past `maxProblems`, repeats are counted, not written out: a file lists no more of one kind.
    let omitted = 0;
    let variants = 0;
    const at = (offset) => {
        const { line, col } = counter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    const valueOf = (node) => {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node))
            return node ?? null;
        try {
            return node.toJS(doc, { maxAliasCount: 100 });
        }
        catch {
            return undefined;
        }
    };
    const readers = syntax === 'json' ? 'JSON readers use' : 'YAML readers (and handoff-gate) use';
    // Depth first, with an explicit stack: nesting is bounded by the parse, not by this walk. A value
    // the data does not hold (an earlier copy of a repeated key) is walked too, for its own repeated
    // keys: those are reported, but have no place in the data for the safe reading (`overwritten`).
    const stack = doc.contents
        ? [{ node: doc.contents, path: [], overwritten: false }]
        : [];
    while (stack.length) {
        const { node, path, overwritten } = stack.pop();
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            node.items.forEach((item, i) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(item) && stack.push({ node: item, path: [...path, i], overwritten }));
            continue;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            continue;
        for (const [name, pairs] of pairsByKey(node.items)) {
            // The value the data holds is the last one's; the others are overwritten.
            pairs.forEach((pair, i) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(pair.value) &&
                stack.push({ node: pair.value, path: [...path, name], overwritten: overwritten || i < pairs.length - 1 }));
            if (pairs.length < 2)
                continue;
            const wanted = !overwritten && variants < VARIANTS_READ;
            const listed = Math.min(pairs.length - 1, Math.max(0, maxProblems - problems.length));
            omitted += pairs.length - 1 - listed;
            if (!wanted && listed === 0)
                continue;
            const last = pairs.length - 1;
            const kept = valueOf(pairs[last].value);
            if (wanted) {
                // The earlier values the readings will try (they stop at their bound), and the last.
                const tried = Math.min(last, VARIANTS_READ - variants);
                duplicates.push({
                    path: [...path, name],
                    values: [...pairs.slice(0, tried).map((p) => valueOf(p.value)), kept],
                });
                variants += tried;
            }
            const placeOf = (pair) => at(pair.key.range?.[0] ?? 0);
            const firstLine = placeOf(pairs[0]).line;
            for (let k = 1; k <= listed; k++) {
                problems.push({
                    ruleId: DUPLICATE_KEY_RULE,
                    severity: 'error',
                    ...placeOf(pairs[k]),
                    message: duplicateKeyMessage(name, pairs.length, firstLine, readers, kept),
                });
            }
        }
    }
    return {
        duplicates,
        problems,
        ...(omitted > 0 && { omitted: { ruleId: DUPLICATE_KEY_RULE, severity: 'error', count: omitted } }),
    };
}
/** A mapping's pairs grouped by key, in the order the keys first appear; pairs with a key that is no scalar are left out. */
function pairsByKey(pairs) {
    const groups = new Map();
    for (const pair of pairs) {
        // Keys as the data names them: a scalar's value as text (`1` and `"1"` are one key in the data).
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key))
            continue;
        const raw = pair.key.value;
        const name = typeof raw === 'string' ? raw : raw === null ? '' : String(raw);
        const group = groups.get(name);
        if (group)
            group.push(pair);
        else
            groups.set(name, [pair]);
    }
    return groups;
}
function duplicateKeyMessage(name, count, firstLine, readers, kept) {
    const times = count === 2 ? 'twice' : `${count} times`;
    return (`The key ${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(name)} is written ${times} in this mapping (first on line ${firstLine}). ` +
        `${readers} the last value, ${shownValue(kept)}, and ignore the ${count === 2 ? 'other' : 'others'}; ` +
        `for the gate, the inbox and the risk handoff-gate takes whichever value asks more of a reviewer. Keep one ${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(name)}.`);
}
/** A value for a message: control characters and line breaks escaped, so the message stays one honest line. */
function shownValue(value) {
    if (value === undefined)
        return 'an alias that expands too far';
    if (typeof value === 'string' && /[\p{Cc}\u2028\u2029]/u.test(value))
        return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(JSON.stringify(value));
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(value);
}


/***/ }),

/***/ 5122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ parseFast)
});

// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
;// CONCATENATED MODULE: ./src/parse/document-start.ts
/**
 * Where a YAML text's one document starts when it opens with a bare `---` marker, as many
 * generated files do: the offset just past the marker's line, or 0 when the first line with
 * content (past blank and comment lines) is no marker.
 *
 * Only the bare marker (`---`, perhaps followed by blanks and a comment) is taken: the document
 * it opens is read by every parser exactly as the same text without it. A marker with content
 * after it (`--- |`, `--- !tag`), `---#` (a plain scalar, not a marker), and any later `---` or
 * `...` line (several documents) stay the full parse's; the fast readers decline them as before.
 */
function documentStart(text) {
    let start = 0;
    while (start < text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        let i = start;
        while (text.charCodeAt(i) === 0x20)
            i++;
        if (i === end || text.charCodeAt(i) === 0x23 || (text.charCodeAt(i) === 0x0d && i + 1 === end)) {
            start = end + 1;
            continue;
        }
        return i === start && BARE_MARKER.test(text.slice(start, end)) ? Math.min(end + 1, text.length) : 0;
    }
    return 0;
}
/** `---` alone on its line, or followed by blanks and a comment; the line may end in CRLF. */
const BARE_MARKER = /^---(?:[ ]+(?:#.*)?)?\r?$/;

// EXTERNAL MODULE: ./src/parse/full-parse.ts
var full_parse = __webpack_require__(3048);
// EXTERNAL MODULE: ./src/parse/position.ts
var position = __webpack_require__(9248);
;// CONCATENATED MODULE: ./src/parse/fast-locate.ts




/**
 * Positions in a block-style YAML text, found from its indentation and the data the fast parse
 * produced, without an AST. It answers exactly as the full parse's `locate` does (the value's
 * start, or its key's; a missing path resolves to its nearest existing ancestor) or throws
 * {@link needFullParse} when it cannot vouch for the answer.
 *
 * Every answer is checked against the data: the entries found at a mapping's indentation must be
 * exactly the mapping's keys, and the items found at a sequence's indentation (or between a flow
 * collection's commas) exactly as many as the data has. A line that only looks like an entry
 * (inside a multi-line quoted string, say) breaks that count, and the full parse takes over.
 */
class BlockLocator {
    data;
    #lines;
    /** The first line of the document: past a bare `---` opening the text. */
    #firstLine;
    #entries = new Map();
    #items = new Map();
    constructor(text, data) {
        this.data = data;
        this.#lines = text.split('\n');
        this.#firstLine = (0,position/* positionOf */.d)(text, documentStart(text)).line - 1;
        for (let i = 0; i < this.#lines.length; i++) {
            const line = this.#lines[i];
            if (line.endsWith('\r'))
                this.#lines[i] = line.slice(0, -1);
        }
    }
    locate(path) {
        const lines = this.#lines;
        for (let i = this.#firstLine; i < lines.length; i++) {
            const at = indentOf(lines[i]);
            if (isContent(lines[i], at))
                return this.#resolve(i, at, lines.length, this.data, path, 0, undefined);
        }
        return (0,full_parse/* needFullParse */.J5)();
    }
    /** The first character of the node at `place` (`{` for a flow mapping). */
    charAt(place) {
        return this.#lines[place.line]?.[place.col] ?? '';
    }
    /** A node whose text starts at (line, col) and whose lines end before `end`; `via` is the key it was reached by. */
    #resolve(line, col, end, value, path, depth, via) {
        if (depth === path.length)
            return { line, col, ...(via && { key: via }) };
        const text = this.#lines[line];
        if (Array.isArray(value) && isSequenceEntry(text, col))
            return this.#sequence(line, col, end, value, path, depth, via);
        if ((0,values/* isRecord */.u4)(value) && keyAt(text, col))
            return this.#mapping(line, col, end, value, path, depth, via);
        // A scalar: the path cannot go further, so the scalar is the nearest existing ancestor.
        if (value === null || typeof value !== 'object')
            return { line, col, ...(via && { key: via }) };
        return flowChild(text, line, col, value, path, depth, via);
    }
    #mapping(line, col, end, value, path, depth, via) {
        const entries = this.#mappingEntries(line, col, end, value);
        const key = String(path[depth]);
        let index = -1;
        for (let i = 0; i < entries.length; i++) {
            if (entries[i].key === key) {
                index = i;
                break;
            }
        }
        if (index === -1)
            return { line, col, ...(via && { key: via }) };
        const entry = entries[index];
        const childEnd = entries[index + 1]?.line ?? end;
        const child = value[key];
        const text = this.#lines[entry.line];
        let at = entry.after;
        while (text.charCodeAt(at) === 0x20)
            at++;
        const keyPlace = { line: entry.line, col: entry.col };
        if (isContent(text, at))
            return this.#resolve(entry.line, at, childEnd, child, path, depth + 1, keyPlace);
        const next = this.#firstContent(entry.line + 1, childEnd);
        if (next)
            return this.#resolve(next.line, next.col, childEnd, child, path, depth + 1, keyPlace);
        // `key:` with nothing after it: YAML reads null, placed just after the colon and its blanks.
        return child === null ? { line: entry.line, col: at, key: keyPlace } : (0,full_parse/* needFullParse */.J5)();
    }
    #sequence(line, col, end, value, path, depth, via) {
        const items = this.#sequenceItems(line, col, end, value);
        const key = path[depth];
        if (typeof key !== 'number' || key < 0 || key >= items.length)
            return { line, col, ...(via && { key: via }) };
        const itemLine = items[key];
        const itemEnd = items[key + 1] ?? end;
        const text = this.#lines[itemLine];
        let at = col + 1;
        while (text.charCodeAt(at) === 0x20)
            at++;
        // The screen (fast-yaml.ts) declines an item whose `-` stands alone or before a comment.
        if (!isContent(text, at))
            return (0,full_parse/* needFullParse */.J5)();
        return this.#resolve(itemLine, at, itemEnd, value[key], path, depth + 1, undefined);
    }
    /** The entries of the block mapping at (line, col), checked against the mapping's keys. */
    #mappingEntries(line, col, end, value) {
        const id = line * 2 ** 21 + col;
        let entries = this.#entries.get(id);
        if (entries)
            return entries;
        entries = [];
        for (let i = line; i < end; i++) {
            const text = this.#lines[i];
            const at = i === line ? col : indentOf(text);
            if (!isContent(text, at) || (i !== line && at > col))
                continue;
            if (at < col)
                (0,full_parse/* needFullParse */.J5)();
            // A sequence may sit at its key's indentation: it belongs to the key before it.
            if (isSequenceEntry(text, at)) {
                if (entries.length === 0)
                    (0,full_parse/* needFullParse */.J5)();
                continue;
            }
            const key = keyAt(text, at) ?? (0,full_parse/* needFullParse */.J5)();
            entries.push({ key: key.key, line: i, col: at, after: key.end });
        }
        const keys = Object.keys(value);
        if (keys.length !== entries.length)
            (0,full_parse/* needFullParse */.J5)();
        const seen = new Set();
        for (const entry of entries) {
            if (!Object.hasOwn(value, entry.key) || seen.has(entry.key))
                (0,full_parse/* needFullParse */.J5)();
            seen.add(entry.key);
        }
        this.#entries.set(id, entries);
        return entries;
    }
    /** The lines of the block sequence's items at (line, col), as many as the sequence has. */
    #sequenceItems(line, col, end, value) {
        const id = line * 2 ** 21 + col;
        let items = this.#items.get(id);
        if (items)
            return items;
        items = [];
        for (let i = line; i < end; i++) {
            const text = this.#lines[i];
            const at = i === line ? col : indentOf(text);
            if (!isContent(text, at) || (i !== line && at > col))
                continue;
            if (at < col || !isSequenceEntry(text, at))
                (0,full_parse/* needFullParse */.J5)();
            items.push(i);
        }
        if (items.length !== value.length)
            (0,full_parse/* needFullParse */.J5)();
        this.#items.set(id, items);
        return items;
    }
    #firstContent(from, end) {
        for (let i = from; i < end; i++) {
            const text = this.#lines[i];
            const at = indentOf(text);
            if (isContent(text, at))
                return { line: i, col: at };
        }
        return undefined;
    }
}
function indentOf(text) {
    let i = 0;
    while (text.charCodeAt(i) === 0x20)
        i++;
    return i;
}
/** Something other than blanks or a comment from `at` on. */
const isContent = (text, at) => at < text.length && text.charCodeAt(at) !== 0x23;
/** `-` followed by a blank or the line's end. */
const isSequenceEntry = (text, at) => text.charCodeAt(at) === 0x2d && (at + 1 === text.length || text.charCodeAt(at + 1) === 0x20);
/** Characters a plain key may not start with: YAML indicators, quotes, blanks. */
const NOT_KEY_START = new Set([...' \t"\'#-?:,[]{}&*!|>%@`'].map((c) => c.charCodeAt(0)));
/**
 * A simple key and its colon at `at`: a plain key without `:` or `#` that starts with no YAML
 * indicator, or a quoted key without escapes; the colon followed by a blank or the line's end.
 * Anything else is left to the full parse.
 */
function keyAt(text, at) {
    const first = text.charCodeAt(at);
    let keyEnd;
    let colon;
    if (first === 0x22 || first === 0x27) {
        const close = text.indexOf(first === 0x22 ? '"' : "'", at + 1);
        if (close === -1 || (first === 0x22 && text.lastIndexOf('\\', close) > at))
            return undefined;
        colon = close + 1;
        while (text.charCodeAt(colon) === 0x20)
            colon++;
        if (text.charCodeAt(colon) !== 0x3a)
            return undefined;
        keyEnd = close + 1;
    }
    else {
        if (at >= text.length || NOT_KEY_START.has(first))
            return undefined;
        colon = at + 1;
        for (;; colon++) {
            const c = text.charCodeAt(colon);
            if (Number.isNaN(c) || c === 0x23)
                return undefined;
            if (c === 0x3a)
                break;
        }
        keyEnd = colon;
        while (text.charCodeAt(keyEnd - 1) === 0x20)
            keyEnd--;
    }
    const after = text.charCodeAt(colon + 1);
    if (!Number.isNaN(after) && after !== 0x20)
        return undefined;
    const key = first === 0x22 || first === 0x27 ? text.slice(at + 1, keyEnd - 1) : text.slice(at, keyEnd);
    return { key, end: colon + 1 };
}
/**
 * A flow element at `at`: a plain scalar without flow indicators or `: `, or a quoted one without
 * escapes. A plain scalar's body takes its trailing spaces itself: a lazy body followed by ` *`
 * could split a long run of spaces in every way, quadratic on a line that ends in no `,`.
 */
const FLOW_ELEMENT = /(?:[^\s"'#,[\]{}&*!|>%@`?:-][^,[\]{}#:]*|-[^\s,[\]{}#:][^,[\]{}#:]*|(?:"[^"\\]*"|'[^']*') *)(?=[,\]}])/y;
/**
 * A flow mapping's key and its `: ` at `at`, under the same limits. A plain key's spaces are
 * taken only before more of the key (not lazily), so the spaces before the colon are read once.
 */
const FLOW_KEY = /(?:([^\s"'#,[\]{}&*!|>%@`?:-](?:[^,[\]{}#: ]| +[^,[\]{}#: ])*)|"([^"\\]*)"|'([^']*)') *: +/y;
/**
 * A path into a flow collection (`[a, b]`, `{x: 1}`) written on one line with simple elements:
 * the element's place; a nested collection, a multi-line one, or anything unusual is the full
 * parse's. Counts are checked against the data, as for block collections.
 */
function flowChild(text, line, col, value, path, depth, via) {
    const open = text.charCodeAt(col);
    const here = { line, col, ...(via && { key: via }) };
    if (open !== 0x5b && open !== 0x7b)
        return (0,full_parse/* needFullParse */.J5)();
    const key = path[depth];
    const elements = [];
    let at = col + 1;
    while (text.charCodeAt(at) === 0x20)
        at++;
    const close = open === 0x5b ? 0x5d : 0x7d;
    if (text.charCodeAt(at) !== close) {
        for (;;) {
            let element;
            if (open === 0x7b) {
                FLOW_KEY.lastIndex = at;
                const match = FLOW_KEY.exec(text) ?? (0,full_parse/* needFullParse */.J5)();
                element = { key: match[1] ?? match[2] ?? match[3], keyCol: at, col: FLOW_KEY.lastIndex };
                at = FLOW_KEY.lastIndex;
            }
            else {
                element = { col: at };
            }
            FLOW_ELEMENT.lastIndex = at;
            if (!FLOW_ELEMENT.exec(text))
                (0,full_parse/* needFullParse */.J5)();
            at = FLOW_ELEMENT.lastIndex;
            elements.push(element);
            const c = text.charCodeAt(at);
            if (c === close)
                break;
            if (c !== 0x2c)
                (0,full_parse/* needFullParse */.J5)();
            at++;
            while (text.charCodeAt(at) === 0x20)
                at++;
            // A trailing comma before the closing bracket.
            if (text.charCodeAt(at) === close)
                break;
        }
    }
    if (Array.isArray(value)) {
        if (elements.length !== value.length)
            (0,full_parse/* needFullParse */.J5)();
        if (typeof key !== 'number' || key < 0 || key >= elements.length)
            return here;
        return descend({ line, col: elements[key].col }, value[key], undefined);
    }
    const record = value;
    if (elements.length !== Object.keys(record).length || elements.some((e) => !Object.hasOwn(record, e.key)))
        (0,full_parse/* needFullParse */.J5)();
    const element = elements.find((e) => e.key === String(key));
    if (!element)
        return here;
    return descend({ line, col: element.col }, record[element.key], { line, col: element.keyCol });
}
/** One step into a flow collection: its elements are scalars here, so the walk ends at the element. */
function descend(place, child, via) {
    if (child !== null && typeof child === 'object')
        return (0,full_parse/* needFullParse */.J5)();
    return { ...place, ...(via && { key: via }) };
}

;// CONCATENATED MODULE: ./src/parse/lone-cr.ts
/**
 * True when the text holds a CR that does not start a CRLF. Searched for with `indexOf`, which
 * skips to each CR natively: a regex with a look-ahead (`/\r(?!\n)/`) tries every position of
 * the text, and cost as much as a third of `JSON.parse` on the same files.
 */
function hasLoneCr(text) {
    for (let at = text.indexOf('\r'); at !== -1; at = text.indexOf('\r', at + 1))
        if (text.charCodeAt(at + 1) !== 0x0a)
            return true;
    return false;
}

;// CONCATENATED MODULE: ./src/parse/fast-json.ts

/**
 * JSON for the fast path: `JSON.parse` for the data, one token scan for what `JSON.parse` does
 * not say (a duplicate key, which it resolves silently to the last), and lines found in the text
 * on demand. The full parse (src/parse/json-doc.ts) reads positions from the same text
 * parsed as YAML; everything here answers as that does, or declines.
 */
/** Past this, nesting or a key is the full parse's to judge (the YAML reader limits keys to 1024 characters). */
const MAX_DEPTH = 100;
const MAX_KEY = 1000;
/**
 * True when no object of the (valid) JSON text repeats a key and nothing in it needs the full
 * parse's judgement (deep nesting, an over-long key). `JSON.parse` keeps the last of a repeated
 * key, so the text holds more keys than the data exactly when a key repeats: the keys are
 * counted in the text (by native string searches from quote to quote, nothing copied) and in
 * the data (the walk that bounds the nesting), and nothing is allocated either way.
 */
function plainKeys(text, data, maxDepth) {
    const keys = textKeys(text);
    return keys >= 0 && keys === dataKeys(data, 1, Math.min(MAX_DEPTH, maxDepth));
}
/** The keys of a valid JSON text (a string followed by `:`), or -1 when one is over-long. */
function textKeys(text) {
    let keys = 0;
    for (let start = text.indexOf('"'); start !== -1;) {
        let end = text.indexOf('"', start + 1);
        while (escapedQuote(text, end))
            end = text.indexOf('"', end + 1);
        let next = end + 1;
        while (isBlank(text.charCodeAt(next)))
            next++;
        if (text.charCodeAt(next) === 0x3a) {
            if (end + 1 - start > MAX_KEY)
                return -1;
            keys++;
        }
        start = text.indexOf('"', next);
    }
    return keys;
}
/** True when the quote at `at` follows an odd run of backslashes (it is inside its string). */
function escapedQuote(text, at) {
    let before = at - 1;
    while (text.charCodeAt(before) === 0x5c)
        before--;
    return (at - 1 - before) % 2 === 1;
}
/**
 * The keys of every object in this parsed JSON value, or -1 when a container sits deeper than
 * `maxDepth` (the value's own container is at depth `depth`).
 */
function dataKeys(value, depth, maxDepth) {
    if (typeof value !== 'object' || value === null)
        return 0;
    if (depth > maxDepth)
        return -1;
    let keys = 0;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const inner = dataKeys(value[i], depth + 1, maxDepth);
            if (inner < 0)
                return -1;
            keys += inner;
        }
        return keys;
    }
    const record = value;
    for (const key in record) {
        const inner = dataKeys(record[key], depth + 1, maxDepth);
        if (inner < 0)
            return -1;
        keys += inner + 1;
    }
    return keys;
}
/**
 * The JSON text's data, or undefined when the fast path declines it: invalid JSON, a duplicate
 * key, nesting past `maxDepth` (the full parse's `file/too-deep`), a lone CR (a line break to the
 * YAML reading of positions, not to the line count here).
 * Tabs are white space to both readings, and a tab is one column to both.
 */
function loadJson(text, maxDepth = Infinity) {
    if (hasLoneCr(text))
        return undefined;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    return plainKeys(text, data, maxDepth) ? { data } : undefined;
}
const isBlank = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
function skipBlanks(text, i) {
    while (isBlank(text.charCodeAt(i)))
        i++;
    return i;
}
/** The index just after the string that opens at `i` (the text is valid JSON): by native searches from quote to quote. */
function stringEnd(text, i) {
    let end = text.indexOf('"', i + 1);
    while (end !== -1 && escapedQuote(text, end))
        end = text.indexOf('"', end + 1);
    return end === -1 ? text.length : end + 1;
}
/** What opens or closes a string or container: a scan jumps from one to the next natively, nothing allocated. */
const STRUCTURE = /["[\]{}]/g;
/** The index just after the value that starts at `i`. */
function valueEnd(text, i) {
    const c = text.charCodeAt(i);
    if (c === 0x22)
        return stringEnd(text, i);
    if (c !== 0x7b && c !== 0x5b) {
        while (i < text.length && !isBlank(text.charCodeAt(i)) && ',]}'.indexOf(text[i]) === -1)
            i++;
        return i;
    }
    let depth = 0;
    STRUCTURE.lastIndex = i;
    while (STRUCTURE.test(text)) {
        const j = STRUCTURE.lastIndex - 1;
        const d = text.charCodeAt(j);
        if (d === 0x22)
            STRUCTURE.lastIndex = stringEnd(text, j);
        else if (d === 0x7b || d === 0x5b)
            depth++;
        else if (--depth === 0)
            return j + 1;
    }
    return text.length;
}
/**
 * Where values sit in a JSON text that {@link loadJson} accepted, answered as the full parse
 * reads them from the same text parsed as YAML. Each container is indexed the first time a path
 * passes through it, and lines are found by a binary search over the line starts: a file with
 * thousands of findings costs a walk down each path, never a scan from the top for each.
 */
class JsonLocator {
    text;
    #objects = new Map();
    #arrays = new Map();
    #lineStarts;
    constructor(text) {
        this.text = text;
    }
    /** The 1-based position of the value at `path` (or of its key); a missing path gives its nearest existing ancestor's. */
    position(path, part = 'value') {
        const offsets = this.#offsets(path);
        return this.#positionAt(part === 'key' && offsets.key !== undefined ? offsets.key : offsets.value);
    }
    #offsets(path) {
        const text = this.text;
        let at = skipBlanks(text, 0);
        let keyAt;
        for (const key of path) {
            const c = text.charCodeAt(at);
            let found;
            let foundKey;
            if (c === 0x7b) {
                const member = this.#members(at).get(String(key));
                found = member?.value;
                foundKey = member?.key;
            }
            else if (c === 0x5b && typeof key === 'number') {
                found = this.#elements(at)[key];
            }
            if (found === undefined)
                break;
            at = found;
            keyAt = foundKey;
        }
        return keyAt === undefined ? { value: at } : { value: at, key: keyAt };
    }
    /** The members of the object that opens at `at`, by key (keys are unique: loadJson declines a repeat). */
    #members(at) {
        let members = this.#objects.get(at);
        if (members)
            return members;
        members = new Map();
        const text = this.text;
        let i = skipBlanks(text, at + 1);
        while (text.charCodeAt(i) === 0x22) {
            const end = stringEnd(text, i);
            const raw = text.slice(i, end);
            const name = raw.includes('\\') ? JSON.parse(raw) : raw.slice(1, -1);
            const value = skipBlanks(text, skipBlanks(text, end) + 1);
            if (!members.has(name))
                members.set(name, { key: i, value });
            i = skipBlanks(text, valueEnd(text, value));
            if (text.charCodeAt(i) !== 0x2c)
                break;
            i = skipBlanks(text, i + 1);
        }
        this.#objects.set(at, members);
        return members;
    }
    /** Where each element of the array that opens at `at` starts. */
    #elements(at) {
        let elements = this.#arrays.get(at);
        if (elements)
            return elements;
        elements = [];
        const text = this.text;
        let i = skipBlanks(text, at + 1);
        while (i < text.length && text.charCodeAt(i) !== 0x5d) {
            elements.push(i);
            i = skipBlanks(text, valueEnd(text, i));
            if (text.charCodeAt(i) !== 0x2c)
                break;
            i = skipBlanks(text, i + 1);
        }
        this.#arrays.set(at, elements);
        return elements;
    }
    /** Lines end at `\n`, as the full parse counts them (a CR before one belongs to the line it ends). */
    #positionAt(offset) {
        const starts = (this.#lineStarts ??= lineStarts(this.text));
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - starts[low] + 1 };
    }
}
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
// EXTERNAL MODULE: ./src/parse/core-scalar.ts
var core_scalar = __webpack_require__(8009);
;// CONCATENATED MODULE: ./src/parse/simple-yaml-scalars.ts

/**
 * The simple YAML reader's lines and scalars: where lines end and how far they are indented, and
 * a scalar or one-line flow collection on a line, or a block scalar on the lines below. The reader
 * of mappings and sequences (simple-yaml.ts) builds on these; see there for what it accepts.
 */
/** Thrown to decline; caught at the top. */
const DECLINE = Symbol('decline');
const decline = () => {
    throw DECLINE;
};
/** A key this reader takes: a name, perhaps with spaces and punctuation inside; never quoted, never an indicator first. */
const NAME = /^[A-Za-z0-9_$][\w$ ./()@+-]*$/;
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
const DASH = 0x2d;
const NEWLINE = 0x0a;
/** The reader's state and its reading of lines and scalars; the block structure is `Reader`'s (simple-yaml.ts). */
class ScalarReader {
    text;
    /** Where reading goes on: the start of a line. */
    pos = 0;
    /** Where the scalar or key just read ends on its line (kept here rather than returned, to spare an allocation per node). */
    after = 0;
    /** Where the value just read starts. */
    valueAt = 0;
    /** The places of the value just read: its own when it is a collection, null for a scalar. */
    places = null;
    /** The last line end found (`lineTo`), and where it was asked from. */
    lineFrom = -1;
    lineTo = -1;
    /** The last key colon found (`colonAt`, or -1), and where it was asked from. */
    colonFrom = -1;
    colonAt = -1;
    constructor(text) {
        this.text = text;
    }
    /** The end of the line that `at` is on (the index of its `\n`, or the text's length). */
    lineEnd(at) {
        // A key, its value and what follows them ask about the same line: the last answer holds for
        // any place between where it was asked and the line's end.
        if (at >= this.lineFrom && at <= this.lineTo)
            return this.lineTo;
        const end = this.text.indexOf('\n', at);
        this.lineFrom = at;
        this.lineTo = end < 0 ? this.text.length : end;
        return this.lineTo;
    }
    indentAt(lineStart) {
        let i = lineStart;
        while (this.text.charCodeAt(i) === SPACE)
            i++;
        return i - lineStart;
    }
    /** The start of the next line at or after `from` (a line start) with content: not blank, not only a comment. -1 at the end. */
    nextContent(from) {
        const text = this.text;
        let start = from;
        while (start < text.length) {
            let i = start;
            while (text.charCodeAt(i) === SPACE)
                i++;
            const c = text.charCodeAt(i);
            if (i < text.length && c !== NEWLINE && c !== HASH)
                return start;
            const end = this.lineEnd(i);
            start = end + 1;
        }
        return -1;
    }
    /** After a value: blanks, then the line's end or a comment. */
    lineRest(at, end) {
        if (at === end)
            return;
        if (this.text.charCodeAt(at) !== SPACE)
            decline();
        let i = at;
        while (this.text.charCodeAt(i) === SPACE)
            i++;
        if (i < end && this.text.charCodeAt(i) !== HASH)
            decline();
    }
    /** A one-line plain scalar in block context, up to a comment. */
    plain(at, end) {
        const text = this.text;
        const c = text.charCodeAt(at);
        // Indicators a plain scalar may not start with (`-`, `?` and `:` only before a blank).
        if (',[]{}#&*!|>\'"%@`'.includes(text[at]))
            decline();
        if ((c === DASH || c === 0x3f || c === COLON) && (at + 1 === end || text.charCodeAt(at + 1) === SPACE))
            decline();
        // The line's rest, up to a comment, searched natively rather than character by character.
        let raw = text.slice(at, end);
        const comment = raw.indexOf(' #');
        if (comment >= 0)
            raw = raw.slice(0, comment);
        // `a: b: c` and a trailing `:` make a mapping where a scalar was expected: the others report it.
        if (raw.includes(': ') || raw.endsWith(':'))
            decline();
        let last = raw.length;
        while (last > 0 && raw.charCodeAt(last - 1) === SPACE)
            last--;
        if (last < raw.length)
            raw = raw.slice(0, last);
        this.after = at + last;
        return (0,core_scalar/* plainScalar */.dn)(raw);
    }
    doubleQuoted(at, end) {
        const text = this.text;
        // Most quoted scalars hold no escape: the closing quote is the first one, found natively.
        const close = text.indexOf('"', at + 1);
        if (close >= 0 && close < end) {
            const inside = text.slice(at + 1, close);
            if (!inside.includes('\\')) {
                this.after = close + 1;
                return inside;
            }
        }
        let out = '';
        let from = at + 1;
        for (let i = at + 1; i < end; i++) {
            const c = text.charCodeAt(i);
            if (c === 0x22) {
                this.after = i + 1;
                return out + text.slice(from, i);
            }
            if (c !== 0x5c)
                continue;
            out += text.slice(from, i);
            const [char, length] = simple_yaml_scalars_escape(text, i + 1, end);
            out += char;
            i += length;
            from = i + 1;
        }
        return decline();
    }
    singleQuoted(at, end) {
        const text = this.text;
        let out = '';
        let from = at + 1;
        for (let i = at + 1; i < end; i++) {
            if (text.charCodeAt(i) !== 0x27)
                continue;
            out += text.slice(from, i);
            if (text.charCodeAt(i + 1) !== 0x27) {
                this.after = i + 1;
                return out;
            }
            out += "'";
            i++;
            from = i + 1;
        }
        return decline();
    }
    /** `[a, "b", 3]` on one line: scalars only. */
    flowList(at, end) {
        const text = this.text;
        const items = [];
        const places = [];
        let i = at + 1;
        for (;;) {
            while (text.charCodeAt(i) === SPACE)
                i++;
            if (text.charCodeAt(i) === 0x5d && items.length === 0) {
                this.after = i + 1;
                this.places = places;
                return items;
            }
            places.push(i, null);
            items.push(this.flowScalar(i, end));
            i = this.after;
            while (text.charCodeAt(i) === SPACE)
                i++;
            const sep = text.charCodeAt(i);
            if (sep === 0x5d) {
                this.after = i + 1;
                this.places = places;
                return items;
            }
            if (sep !== 0x2c)
                decline();
            i++;
        }
    }
    /**
     * `{a: 1, b: "x"}` on one line: names as keys, each followed by `: ` and a scalar. A mapping
     * whose values are all null (`{x: ~}`, a template's placeholder to the rules, which ask whether
     * it was written in flow style) is the others', as are `{x}`, empty values and a trailing comma.
     */
    flowMapping(at, end) {
        const text = this.text;
        const data = {};
        const places = [];
        let i = at + 1;
        let allNull = true;
        for (;;) {
            while (text.charCodeAt(i) === SPACE)
                i++;
            if (text.charCodeAt(i) === 0x7d && places.length === 0) {
                this.after = i + 1;
                this.places = places;
                return data;
            }
            const keyAt = i;
            let colon = i;
            while (colon < end && !':,[]{}#"\''.includes(text[colon]))
                colon++;
            if (text.charCodeAt(colon) !== COLON || text.charCodeAt(colon + 1) !== SPACE)
                decline();
            let last = colon;
            while (last > keyAt && text.charCodeAt(last - 1) === SPACE)
                last--;
            const key = text.slice(keyAt, last);
            if (!NAME.test(key) || key === '__proto__' || typeof (0,core_scalar/* plainScalar */.dn)(key) !== 'string' || Object.hasOwn(data, key))
                decline();
            i = colon + 1;
            while (text.charCodeAt(i) === SPACE)
                i++;
            const value = this.flowScalar(i, end);
            if (value !== null)
                allNull = false;
            data[propertyName(key)] = value;
            places.push(keyAt, i, null);
            i = this.after;
            while (text.charCodeAt(i) === SPACE)
                i++;
            const sep = text.charCodeAt(i);
            if (sep === 0x7d) {
                if (allNull)
                    decline();
                this.after = i + 1;
                this.places = places;
                return data;
            }
            if (sep !== 0x2c)
                decline();
            i++;
        }
    }
    /** A quoted or plain scalar inside a one-line flow collection at `at`; `after` is set to just past it. */
    flowScalar(at, end) {
        const text = this.text;
        const c = text.charCodeAt(at);
        if (c === 0x22 || c === 0x27)
            return c === 0x22 ? this.doubleQuoted(at, end) : this.singleQuoted(at, end);
        // A plain scalar in flow ends at a flow indicator, a comment, or a `:` that a blank or an indicator follows.
        let stop = at;
        for (; stop < end; stop++) {
            const char = text[stop];
            if (',[]{}#'.includes(char))
                break;
            if (char === ':' && (stop + 1 === end || ' ,[]{}'.includes(text[stop + 1])))
                break;
        }
        let last = stop;
        while (last > at && text.charCodeAt(last - 1) === SPACE)
            last--;
        if (last === at || ',[]{}#&*!|>\'"%@`?-'.includes(text[at]))
            decline();
        this.after = stop;
        return (0,core_scalar/* plainScalar */.dn)(text.slice(at, last));
    }
    /**
     * A block scalar, literal (`|`, `|-`) or folded (`>`, `>-`), whose header is at `at`; its lines
     * are more indented than `indent` (by two, for a sequence item's, past the `- `).
     */
    block(at, end, indent, inSequence) {
        const text = this.text;
        const folded = text.charCodeAt(at) === 0x3e;
        let i = at + 1;
        const keep = text.charCodeAt(i) === DASH ? false : undefined;
        if (keep === false)
            i++;
        this.lineRest(i, end);
        if (end >= text.length)
            decline();
        // The lines: the content's indentation is its first non-blank line's.
        const lines = [];
        let contentIndent = -1;
        let start = end + 1;
        let trailingBlank = 0;
        let leadingSpaces = 0;
        while (start < text.length) {
            const lineEnd = this.lineEnd(start);
            const spaces = this.indentAt(start);
            const blank = start + spaces === lineEnd;
            if (blank) {
                // A blank line with more spaces than the content's indentation holds those spaces: left to the others.
                if (contentIndent >= 0 && spaces > contentIndent)
                    decline();
                if (contentIndent < 0)
                    leadingSpaces = Math.max(leadingSpaces, spaces);
                if (lineEnd >= text.length)
                    decline();
                lines.push('');
                trailingBlank++;
                start = lineEnd + 1;
                continue;
            }
            if (contentIndent < 0) {
                if (spaces <= indent + (inSequence ? 1 : 0))
                    break;
                contentIndent = spaces;
                // Leading blank lines longer than the content's indentation need an indentation indicator.
                if (leadingSpaces > contentIndent)
                    decline();
            }
            if (spaces < contentIndent)
                break;
            if (lineEnd >= text.length)
                decline();
            // A more-indented line keeps the line breaks around it in a folded scalar: left to the others.
            if (folded && spaces > contentIndent)
                decline();
            lines.push(text.slice(start + contentIndent, lineEnd));
            trailingBlank = 0;
            start = lineEnd + 1;
        }
        if (contentIndent < 0)
            decline();
        lines.length -= trailingBlank;
        const body = folded ? fold(lines) : lines.join('\n');
        this.pos = start;
        return keep === false ? body : `${body}\n`;
    }
}
/**
 * A folded scalar's lines (none more indented, the trailing blank ones removed) as YAML folds
 * them: a line break between two lines of text becomes a space; one followed by blank lines
 * becomes a line feed per blank line; blank lines before the first text line are line feeds.
 */
function fold(lines) {
    let out = '';
    let blanks = 0;
    let started = false;
    for (const line of lines) {
        if (line === '') {
            blanks++;
            continue;
        }
        out += started ? (blanks ? '\n'.repeat(blanks) : ' ') : '\n'.repeat(blanks);
        out += line;
        blanks = 0;
        started = true;
    }
    return out;
}
/** The string V8 keeps for a property name (an internalised one), so a cached key costs no lookup when used. */
function propertyName(name) {
    for (const key in { [name]: 0 })
        return key;
    return name;
}
const SIMPLE_ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    t: '\t',
    n: '\n',
    v: '\v',
    f: '\f',
    r: '\r',
    e: '\x1b',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    N: '\x85',
    _: '\xa0',
    L: '\u2028',
    P: '\u2029',
};
/** The escape after a backslash at `at`: its character, and how many characters it took. */
function simple_yaml_scalars_escape(text, at, end) {
    const c = text[at];
    if (c === undefined || at >= end)
        return decline();
    const simple = SIMPLE_ESCAPES[c];
    if (simple !== undefined)
        return [simple, 1];
    const digits = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
    if (digits === 0)
        return decline();
    const hex = text.slice(at + 1, at + 1 + digits);
    if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex))
        return decline();
    const code = parseInt(hex, 16);
    // Surrogate halves and code points past Unicode: the parsers may read these apart.
    if ((code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff)
        return decline();
    return [String.fromCodePoint(code), 1 + digits];
}

;// CONCATENATED MODULE: ./src/parse/simple-yaml.ts




/**
 * The fast path's first try at a YAML text: a reader for the block style most handoff files are
 * written in, a few times faster than js-yaml because it does less. It reads a top-level mapping
 * of block mappings and sequences whose scalars are plain, quoted, literal (`|`, `|-`) or folded
 * (`>`, `>-`), whose flow collections are one-line lists or mappings of scalars or empty, with LF
 * or CRLF line ends, after a bare `---` if the text opens with one. Anything else (anchors, tags,
 * multi-line plain or quoted scalars, nested flow collections, tabs, several documents, duplicate
 * keys, an indentation it is unsure of) makes it decline, and the text goes on to js-yaml and, if
 * need be, the full parse. What it accepts it reads exactly as the full parse does: the tests hold
 * it to js-yaml and to the `yaml` package on generated texts and on every corpus.
 */
/**
 * Characters this reader leaves to the others: tabs, a CR that is not part of a CRLF, NEL, LS/PS
 * and BOM, whitespace and line breaks that YAML readers may take apart. Other control characters
 * are content to the full parse, as they are here (js-yaml rejects them, so that path declines
 * them itself). A class of a few characters is also one the regex engine scans for quickly (the lone CR is
 * searched for apart, see lone-cr.ts).
 */
const UNUSUAL = /[\t\x85\u2028\u2029\ufeff]/;
/**
 * Keys already found to be names, by their length and first and last characters. The same few
 * keys recur in every file, so most keys are read by comparing them with the text, rather than
 * by slicing, hashing and judging them again; and the one string serves every file as its
 * property name.
 */
const KEYS = new Array(4096);
/** The text's top-level mapping and where its nodes start, or undefined when this reader declines the text. */
function readSimpleYaml(given) {
    if (UNUSUAL.test(given) || hasLoneCr(given))
        return undefined;
    const text = given.includes('\r') ? given.replaceAll('\r\n', '\n') : given;
    try {
        const reader = new Reader(text);
        const first = reader.nextContent(documentStart(text));
        if (first < 0)
            return undefined;
        const indent = reader.indentAt(first);
        if (reader.isSequenceItem(first + indent))
            return undefined;
        const data = reader.mapping(first, first + indent, indent);
        // Anything left over is a node this reader did not end where the full parse would.
        if (reader.nextContent(reader.pos) >= 0)
            return undefined;
        return { data, offsets: { at: first + indent, places: reader.places, text } };
    }
    catch (error) {
        // Nesting deep enough to exhaust the stack is left to the others, which report it.
        if (error === DECLINE || error instanceof RangeError)
            return undefined;
        throw error;
    }
}
class Reader extends ScalarReader {
    isSequenceItem(at) {
        if (this.text.charCodeAt(at) !== DASH)
            return false;
        const next = this.text.charCodeAt(at + 1);
        return next === SPACE || next === NEWLINE || at + 1 >= this.text.length;
    }
    /** Lines that open a document or a directive, which this reader leaves to the others. */
    checkLineStart(lineStart) {
        const text = this.text;
        if (text.startsWith('---', lineStart) || text.startsWith('...', lineStart) || text.charCodeAt(lineStart) === 0x25)
            decline();
    }
    /**
     * A block mapping whose entries sit at column `indent`; its first entry starts at `at` on the
     * line starting at `lineStart` (mid-line after a sequence's `- `). Returns at the first line
     * that is no entry of it, which `pos` then points to.
     */
    mapping(lineStart, at, indent) {
        const data = {};
        const places = [];
        for (;;) {
            this.checkLineStart(lineStart);
            const key = this.key(at);
            if (Object.hasOwn(data, key))
                decline();
            data[key] = this.value(this.after, indent);
            places.push(at, this.valueAt, this.places);
            const next = this.nextContent(this.pos);
            if (next < 0) {
                this.pos = this.text.length;
                this.places = places;
                return data;
            }
            const nextIndent = this.indentAt(next);
            if (nextIndent < indent) {
                this.pos = next;
                this.places = places;
                return data;
            }
            if (nextIndent > indent)
                decline();
            if (this.isSequenceItem(next + nextIndent))
                decline();
            lineStart = next;
            at = next + nextIndent;
        }
    }
    /** A sequence whose `-` marks sit at column `indent`, from the line starting at `lineStart`. */
    sequence(lineStart, indent) {
        const items = [];
        const places = [];
        for (;;) {
            this.checkLineStart(lineStart);
            const dash = lineStart + indent;
            let at = dash + 1;
            while (this.text.charCodeAt(at) === SPACE)
                at++;
            const c = this.text.charCodeAt(at);
            // `-` alone (an empty or nested item on the next lines) and `- - x`: left to the others.
            if (at >= this.text.length || c === NEWLINE || c === HASH || this.isSequenceItem(at))
                decline();
            // `- {a: 1}` and `- [a]` are flow collections, whatever colons they hold.
            if (c !== 0x7b && c !== 0x5b && this.startsKey(at))
                items.push(this.mapping(lineStart, at, at - lineStart));
            else
                items.push(this.inlineValue(at, indent, true));
            places.push(at, this.places);
            const next = this.nextContent(this.pos);
            if (next < 0) {
                this.pos = this.text.length;
                this.places = places;
                return items;
            }
            const nextIndent = this.indentAt(next);
            if (nextIndent > indent)
                decline();
            if (nextIndent < indent || !this.isSequenceItem(next + nextIndent)) {
                this.pos = next;
                this.places = places;
                return items;
            }
            lineStart = next;
        }
    }
    /** True when a plain key (`name:` then a blank or the line's end) starts at `at`. */
    startsKey(at) {
        const end = this.lineEnd(at);
        const colon = this.keyColon(at, end);
        return colon >= 0;
    }
    /** The `:` that ends a plain key starting at `at`, or -1; declines a line that only might be one. */
    keyColon(at, end) {
        // A list item asks whether it starts a key, then reads the key: the line is scanned once.
        if (at === this.colonFrom)
            return this.colonAt;
        const text = this.text;
        let colon = -1;
        for (let i = at; i < end; i++) {
            const c = text.charCodeAt(i);
            if (c === COLON) {
                const next = text.charCodeAt(i + 1);
                if (i + 1 === end || next === SPACE) {
                    colon = i;
                    break;
                }
            }
            else if (c === HASH && text.charCodeAt(i - 1) === SPACE)
                break;
        }
        this.colonFrom = at;
        this.colonAt = colon;
        return colon;
    }
    /** A mapping key at `at`: its name; `after` is set to just past its `:`. */
    key(at) {
        const text = this.text;
        const end = this.lineEnd(at);
        const first = text.charCodeAt(at);
        if (first === 0x22 || first === 0x27)
            return this.quotedKey(at, end, first);
        const colon = this.keyColon(at, end);
        if (colon < 0)
            decline();
        let last = colon;
        while (last > at && text.charCodeAt(last - 1) === SPACE)
            last--;
        const length = last - at;
        const slot = (length * 961 + text.charCodeAt(at) * 31 + text.charCodeAt(last - 1)) & 4095;
        let name = KEYS[slot];
        if (name === undefined || name.length !== length || !text.startsWith(name, at)) {
            name = text.slice(at, last);
            // Keys are names: a key that is quoted, starts with an indicator, or reads as null, a boolean or a number is the others'.
            if (!NAME.test(name) || name === '__proto__' || typeof (0,core_scalar/* plainScalar */.dn)(name) !== 'string')
                decline();
            KEYS[slot] = name = propertyName(name);
        }
        this.after = colon + 1;
        return name;
    }
    /**
     * A quoted key (`"name":`, `'name':`) without escapes, its `:` right after the closing quote and
     * followed by a blank or the line's end. Keys the data could not keep in the order written (an
     * array index such as `"1"`, which objects list first) or at all (`__proto__`) are the others'.
     */
    quotedKey(at, end, quote) {
        const text = this.text;
        const close = text.indexOf(quote === 0x22 ? '"' : "'", at + 1);
        if (close < 0 || close >= end || text.charCodeAt(close + 1) !== COLON)
            decline();
        const next = text.charCodeAt(close + 2);
        if (close + 2 < end && next !== SPACE)
            decline();
        const name = text.slice(at + 1, close);
        if (name === '' || name === '__proto__' || /[\\]|^(?:0|[1-9][0-9]*)$/.test(name))
            decline();
        this.after = close + 2;
        return propertyName(name);
    }
    /** The value after a key's `:` at `at`, in a mapping at column `indent`: inline, or a block node on the next lines. */
    value(at, indent) {
        const text = this.text;
        let i = at;
        while (text.charCodeAt(i) === SPACE)
            i++;
        const c = text.charCodeAt(i);
        // YAML places a null just after the colon and its blanks, where a value would have started.
        this.valueAt = i;
        this.places = null;
        if (i < text.length && c !== NEWLINE && !(c === HASH && i > at))
            return this.inlineValue(i, indent);
        // Nothing on the line: a block node on the next lines, or null.
        const next = this.nextContent(this.lineEnd(i) + 1);
        if (next < 0) {
            this.pos = text.length;
            return null;
        }
        const nextIndent = this.indentAt(next);
        const block = this.isSequenceItem(next + nextIndent) ? nextIndent >= indent : nextIndent > indent;
        if (!block) {
            this.pos = next;
            return null;
        }
        const start = next + nextIndent;
        const value = this.isSequenceItem(start) ? this.sequence(next, nextIndent) : this.mapping(next, start, nextIndent);
        // Set after the nested node, whose own entries set it on the way (its places it sets itself).
        this.valueAt = start;
        return value;
    }
    /** A value that starts on the current line at `at` (not a key): a scalar, a one-line flow collection, or a block scalar. */
    inlineValue(at, indent, inSequence = false) {
        const text = this.text;
        const end = this.lineEnd(at);
        const c = text.charCodeAt(at);
        let value;
        this.places = null;
        if (c === 0x22)
            value = this.doubleQuoted(at, end);
        else if (c === 0x27)
            value = this.singleQuoted(at, end);
        else if (c === 0x5b)
            value = this.flowList(at, end);
        else if (c === 0x7b)
            value = this.flowMapping(at, end);
        else if (c === 0x7c || c === 0x3e)
            return this.block(at, end, indent, inSequence);
        else
            value = this.plain(at, end);
        this.lineRest(this.after, end);
        this.pos = end + 1;
        return value;
    }
}

;// CONCATENATED MODULE: ./src/parse/fast-yaml.ts




/**
 * YAML data for the fast path: the simple reader's (simple-yaml.ts, with where each node starts)
 * for the block style it knows, else js-yaml's without positions (several times faster than the
 * `yaml` package's full parse). Either must read every text it accepts exactly as the full parse
 * (src/parse/yaml-doc.ts: the `yaml` package, YAML 1.2 core schema, strict, unique keys,
 * no merge keys) does; where they could differ they decline, and the file gets the full parse.
 */
/** One js-yaml type per resolved kind, so each keeps the tag js-yaml expects of it. */
const scalarType = (tag, kinds) => new js_yaml/* Type */.ZU(tag, {
    kind: 'scalar',
    resolve: (text) => typeof text === 'string' && kinds.includes((0,core_scalar/* kindOf */.I)(text)),
    construct: (text) => (0,core_scalar/* construct */.YU)((0,core_scalar/* kindOf */.I)(text), text),
});
const SCHEMA = js_yaml/* FAILSAFE_SCHEMA */.uH.extend({
    implicit: [
        scalarType('tag:yaml.org,2002:null', ['null']),
        scalarType('tag:yaml.org,2002:bool', ['bool']),
        scalarType('tag:yaml.org,2002:int', ['oct', 'int', 'hex']),
        scalarType('tag:yaml.org,2002:float', ['nan', 'float']),
    ],
});
/*
 * Texts the fast path leaves to the full parse, found by one regex over the text before any parse:
 * - tabs, lone CRs, NEL/LS/PS and inner BOMs: whitespace and line breaks the parsers may read apart
 *   (other control characters js-yaml rejects itself);
 * - lines starting `---` or `...` (js-yaml takes `---:` for a marker too) and directives (`%YAML`):
 *   several documents, another YAML version (a bare `---` opening the text is passed over first,
 *   see document-start.ts);
 * - nested sequences on one line (`- - a`) and empty items (`-` alone), after which js-yaml may
 *   put the next item in the wrong sequence;
 * - where a node may start (after a blank, `[`, `{` or `,`): anchors, aliases and tags (`&a`, `*a`,
 *   `!!str`; js-yaml shares aliased values instead of copying them, so an alias bomb would explode
 *   in the rules, and tags resolve differently); `?` complex keys and `<<` merge keys; empty or
 *   null keys, which the two turn into different strings (`null:` is the key `""` in the `yaml`
 *   package, `"null"` in js-yaml), also in flow (`{~}`); quoted scalars that do not close on their line;
 * - flow collections that do not close on their line, or nest (`{a: [b]}`, where keys may be
 *   collections), a collection as a key, and a comment right after a closing quote or bracket
 *   (`"a"#c`): the `yaml` package (strict) rejects some of these that js-yaml takes;
 * - a scalar value on a line below its key's, which the `yaml` package rejects after a blank line
 *   and a comment.
 * "A node may start here" is read loosely, so the screen over-matches (`R & D` in prose, `see
 * *this*`): such a file only costs the full parse.
 */
/** Where a node may start: the line's start, after a blank, `[`, `{` or `,`. */
const AT_NODE = '(?:^|[\\s\\[{,])';
// Each branch consumes its first character before looking back, so the regex engine can skip to
// the characters that matter instead of trying every position.
const DECLINED = new RegExp([
    '[\\t\\u0085\\u2028\\u2029\\ufeff]|\\r(?!\\n)',
    '^(?:---|\\.\\.\\.|%|[ ]*-[ ]+-(?:[ ]|$)|[ ]*-[ \\r]*(?:#.*)?$)',
    `[&*](?<=${AT_NODE}[&*])[^\\s\\[\\]{},]`,
    `!(?<=${AT_NODE}!)`,
    `\\?(?<=${AT_NODE}\\?)(?:\\s|:|$)`,
    `<(?<=${AT_NODE}<)<(?:\\s|:|$)`,
    `(?:~|null|Null|NULL)(?<=${AT_NODE}(?:~|null|Null|NULL))[ ]*(?::(?:[\\s\\[\\]{},]|$)|[,\\]}])`,
    `:(?<=${AT_NODE}:)(?:[\\s\\[\\]{},]|$)`,
    // A quote with no closing quote later on its line (escapes and `''` pairs skipped).
    `"(?<=${AT_NODE}")(?![^"\\\\\\n]*(?:\\\\.[^"\\\\\\n]*)*")`,
    `'(?<=${AT_NODE}')(?![^'\\n]*(?:''[^'\\n]*)*'(?!'))`,
    '[\\[{](?:[^\\[\\]{}\\n]*$|[^\\]}\\n]*[\\[{])',
    '["\'\\]}]#',
    '[\\]}][ ]*:(?:[\\s\\[\\]{},]|$)',
].join('|'), 'gm');
/** True when the screen finds something in the text from `from` on (past a bare opening `---`). */
function declined(text, from = 0) {
    DECLINED.lastIndex = from;
    return DECLINED.test(text) || valueBelowKey(text, from);
}
/**
 * A scalar value on a line after its key's (past blank and comment lines): the `yaml` package
 * rejects some of these (a blank line and a comment between them) that js-yaml takes. A scan
 * of the lines, not a branch of the screen: as a pattern it started at every `:` and looked
 * forward over the comment lines after it, so a run of `#:` lines was read once per line
 * (quadratic). Here each line is read once. A key line is any line with a `:` followed by
 * nothing but blanks and a comment (a comment's own `:` counts too: the screen over-matches, as
 * above); lines may end in CRLF.
 */
function valueBelowKey(text, from) {
    let keyAbove = false;
    for (let start = from; start < text.length;) {
        const newline = text.indexOf('\n', start);
        const end = newline === -1 ? text.length : newline;
        const line = text.charCodeAt(end - 1) === 0x0d ? text.slice(start, end - 1) : text.slice(start, end);
        start = end + 1;
        const indent = leadingSpaces(line);
        const rest = line.slice(indent);
        if (rest === '' || rest.startsWith('#')) {
            keyAbove ||= endsWithKey(line);
            continue;
        }
        // An indented scalar below its key: not an item (`- x`), not a key of its own (`k: v`).
        if (keyAbove && indent > 0 && rest !== '-' && !rest.startsWith('- ') && !/:(?: |$)/.test(rest))
            return true;
        keyAbove = endsWithKey(line);
    }
    return false;
}
function leadingSpaces(line) {
    let n = 0;
    while (line.charCodeAt(n) === 0x20)
        n++;
    return n;
}
/** A `:` after which the line holds only spaces, then nothing or a `#` comment. */
function endsWithKey(line) {
    for (let colon = line.indexOf(':'); colon !== -1; colon = line.indexOf(':', colon + 1)) {
        let after = colon + 1;
        while (line.charCodeAt(after) === 0x20)
            after++;
        if (after === line.length || line.charCodeAt(after) === 0x23)
            return true;
    }
    return false;
}
/**
 * The YAML text's data (and, from the simple reader, where its nodes start), or undefined when
 * the fast path declines it: a text the simple reader declines and the screen above screens out,
 * one js-yaml rejects (syntax errors, duplicate keys, several documents, nesting past js-yaml's
 * depth limit), or a document that is empty or a lone scalar. All of those are the full parse's.
 */
function loadYaml(text) {
    const simple = readSimpleYaml(text);
    if (simple)
        return simple;
    if (declined(text, documentStart(text)))
        return undefined;
    let data;
    try {
        data = (0,js_yaml/* load */.Hh)(text, { schema: SCHEMA });
    }
    catch {
        return undefined;
    }
    // An empty document (nothing, or comments only) and a lone scalar are the full parse's: js-yaml
    // reads a `#` line of a top-level block scalar (`>-`) as a comment, the `yaml` package as text.
    return data !== null && typeof data === 'object' ? { data } : undefined;
}

// EXTERNAL MODULE: ./src/parse/markdown-doc.ts
var markdown_doc = __webpack_require__(1485);
// EXTERNAL MODULE: ./src/parse/yaml-doc.ts + 1 modules
var yaml_doc = __webpack_require__(1442);
;// CONCATENATED MODULE: ./src/parse/fast.ts






/**
 * The fast path's document: the data of the fastest exact parser (JSON.parse, js-yaml) and no
 * AST. Positions come from the text, found by locators that answer exactly as the full parse
 * does or throw {@link needFullParse} when they cannot vouch for an answer (an unusual layout, a
 * multi-line flow collection); the engine then checks the file again on the full parse.
 * `lines` is the text's line count when the caller has it already (decodeText counts them).
 */
function parseFast(text, syntax, maxDepth = Infinity, lines) {
    if (text.trim() === '')
        return undefined;
    // A backtick cannot start YAML or JSON: a file in a Markdown code fence is the full parse's to report.
    if (syntax !== 'markdown' && text.startsWith('`'))
        return undefined;
    if (syntax === 'json') {
        const loaded = loadJson(text, maxDepth);
        if (!loaded)
            return undefined;
        const locator = new JsonLocator(text);
        return fastDoc('json', loaded.data, lines ?? (0,yaml_doc/* countLines */.lt)(text), {
            position: (path, part) => locator.position(path, part),
            isFlow: () => true,
        });
    }
    if (syntax === 'yaml') {
        const loaded = loadYaml(text);
        if (loaded && deeperThan(loaded.data, maxDepth))
            return undefined;
        return (loaded &&
            fastDoc('yaml', loaded.data, lines ?? (0,yaml_doc/* countLines */.lt)(text), loaded.offsets ? simpleLocator(loaded.data, loaded.offsets, 0) : yamlLocator(text, loaded.data, 0)));
    }
    const parts = (0,markdown_doc/* splitMarkdown */.EI)(text);
    const lineCount = lines ?? (0,yaml_doc/* countLines */.lt)(text);
    if (parts.frontmatter === 'none')
        return (0,markdown_doc/* plainMarkdown */.EO)(text, 1, lineCount);
    if (parts.frontmatter === 'unclosed')
        return undefined;
    const loaded = loadYaml(parts.yamlText);
    if (!loaded || deeperThan(loaded.data, maxDepth))
        return undefined;
    const locator = loaded.offsets
        ? simpleLocator(loaded.data, loaded.offsets, 1)
        : yamlLocator(parts.yamlText, loaded.data, 1);
    return { ...fastDoc('markdown', loaded.data, lineCount, locator), body: parts.body, bodyLine: parts.bodyLine };
}
/**
 * True when arrays and objects nest deeper than `max` in the data (the top-level one is depth 1):
 * the full parse's `file/too-deep`, which the fast path leaves to it. The data of a text the fast
 * path reads has one collection per collection of the full parse's tree (it declines aliases and
 * collections as keys), so the two count alike.
 */
function deeperThan(value, max, depth = 1) {
    if (value === null || typeof value !== 'object')
        return false;
    // Recursion stops one level past the bound, whatever the data's own depth.
    if (depth > max)
        return true;
    if (Array.isArray(value)) {
        for (const item of value)
            if (deeperThan(item, max, depth + 1))
                return true;
    }
    else {
        for (const key in value)
            if (deeperThan(value[key], max, depth + 1))
                return true;
    }
    return false;
}
/** Positions in YAML text; `lineOffset` shifts lines for frontmatter inside Markdown. The locator is built on first use. */
function yamlLocator(text, data, lineOffset) {
    let locator;
    const get = () => (locator ??= new BlockLocator(text, data));
    return {
        position(path, part) {
            const located = get().locate(path);
            const place = part === 'key' && located.key ? located.key : located;
            return { line: place.line + 1 + lineOffset, column: place.col + 1 };
        },
        isFlow: (path) => get().charAt(get().locate(path)) === '{',
    };
}
/**
 * Positions in a text the simple reader accepted, from where it found each node to start: a path
 * is walked as the full parse walks its AST (to the deepest node that exists; a key's place when
 * asked for and the path ends on a mapping entry). It declines flow mappings of nulls, so none
 * it reads is a placeholder. Lines and columns are counted in the text it read (LF line ends),
 * which are the given text's.
 */
function simpleLocator(data, offsets, lineOffset) {
    const { text } = offsets;
    // Lines are counted on from the last place asked for: a file's positions mostly come in order.
    let lastOffset = 0;
    let lastLine = 0;
    let lastLineStart = 0;
    const place = (offset) => {
        if (offset < lastOffset)
            lastOffset = lastLine = lastLineStart = 0;
        for (let i = text.indexOf('\n', lastOffset); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
            lastLine++;
            lastLineStart = i + 1;
        }
        lastOffset = offset;
        return { line: lastLine + 1 + lineOffset, column: offset - lastLineStart + 1 };
    };
    return {
        position(path, part) {
            let node = data;
            let places = offsets.places;
            let at = offsets.at;
            let keyAt;
            for (const key of path) {
                if (Array.isArray(node)) {
                    if (typeof key !== 'number' || key < 0 || key >= node.length)
                        break;
                    at = places[2 * key];
                    keyAt = undefined;
                    node = node[key];
                    places = places[2 * key + 1];
                }
                else if ((0,values/* isRecord */.u4)(node)) {
                    const name = String(key);
                    if (!Object.hasOwn(node, name))
                        break;
                    // The entry's place among the keys (`for...in` order is `Object.keys` order, without the array).
                    let index = 0;
                    for (const other in node) {
                        if (other === name)
                            break;
                        index++;
                    }
                    keyAt = places[3 * index];
                    at = places[3 * index + 1];
                    node = node[name];
                    places = places[3 * index + 2];
                }
                else
                    break;
            }
            return place(part === 'key' && keyAt !== undefined ? keyAt : at);
        },
        isFlow: () => false,
    };
}
/** The value at `path` as the full parse's walk finds it: a number names a mapping's key as well as a list's item. */
function nodeAt(data, path) {
    let current = data;
    for (const key of path) {
        if (Array.isArray(current))
            current = typeof key === 'number' ? current[key] : undefined;
        else if ((0,values/* isRecord */.u4)(current))
            current = Object.hasOwn(current, String(key)) ? current[String(key)] : undefined;
        else
            return undefined;
    }
    return current;
}
function fastDoc(syntax, data, lineCount, locator) {
    return {
        syntax,
        data,
        lineCount,
        locate: (path, part = 'value') => locator.position(path, part),
        isPlaceholderMap(path) {
            // `{x}` reads as a mapping of nulls; only a non-empty one written in flow style is a placeholder.
            const value = nodeAt(data, path);
            return (0,values/* isRecord */.u4)(value) && (0,values/* isNullsOnly */.JZ)(value) && locator.isFlow(path);
        },
    };
}


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ needFullParse),
/* harmony export */   q3: () => (/* binding */ isFullParseNeeded)
/* harmony export */ });
/* unused harmony export FullParseNeeded */
/**
 * Thrown on the fast path (data parsed without positions) where only the full parse can answer:
 * a finding's position, the AST's view of a `{x}` placeholder, a line the cheap locators cannot
 * vouch for. The engine then checks the file again from scratch on the full parse, so what it
 * reports is exactly what the full parse alone would report. One shared instance: nothing is
 * learned from its stack, and creating one per throw would cost more than the throw.
 */
class FullParseNeeded extends Error {
    constructor() {
        super('this file needs the full parse (with positions)');
        this.name = 'FullParseNeeded';
    }
}
const FULL_PARSE_NEEDED = new FullParseNeeded();
function needFullParse() {
    throw FULL_PARSE_NEEDED;
}
const isFullParseNeeded = (error) => error === FULL_PARSE_NEEDED;


/***/ }),

/***/ 7554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WN: () => (/* binding */ JSON_SYNTAX_RULE),
/* harmony export */   ao: () => (/* binding */ JSON_COMMENT_RULE),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8014);
/* harmony import */ var _duplicates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6149);
/* harmony import */ var _json_syntax_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1381);
/* harmony import */ var _position_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9248);
/* harmony import */ var _yaml_doc_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1442);






const JSON_SYNTAX_RULE = 'parse/json-syntax';
/** A `//` or `/* *\/` comment, which JSON does not allow. */
const JSON_COMMENT_RULE = 'parse/json-comment';
/**
 * Strict JSON (what `JSON.parse` accepts), with duplicate keys reported and positions read from
 * the same text parsed as YAML, of which JSON is a subset. A text `JSON.parse` refuses is read
 * again by a scanner of our own (json-syntax.ts) for the offending token: `JSON.parse`'s
 * messages differ between Node versions and are never read for positions.
 */
function parseJson(text, limits = _types_js__WEBPACK_IMPORTED_MODULE_1__/* .UNBOUNDED_PARSE */ .v) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        const found = (0,_json_syntax_js__WEBPACK_IMPORTED_MODULE_3__/* .findJsonError */ ._)(text);
        const problem = found
            ? {
                ruleId: found.kind === 'comment' ? JSON_COMMENT_RULE : JSON_SYNTAX_RULE,
                severity: 'error',
                ...(0,_position_js__WEBPACK_IMPORTED_MODULE_5__/* .positionOf */ .d)(text, found.offset),
                message: found.message,
            }
            : {
                ruleId: JSON_SYNTAX_RULE,
                severity: 'error',
                line: 1,
                column: 1,
                message: 'Invalid JSON: the file does not parse as JSON.',
            };
        return { doc: null, problems: [problem] };
    }
    // Before the YAML reading of positions, which recurses: a deep file is one finding, where its nesting passes the bound.
    const deep = tooDeepAt(text, limits.maxDepth);
    if (deep !== -1)
        return { doc: null, problems: [(0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_4__/* .tooDeep */ .DI)((0,_position_js__WEBPACK_IMPORTED_MODULE_5__/* .positionOf */ .d)(text, deep), limits.maxDepth)] };
    const counter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // Only positions and repeated keys are read from this parse (its errors are not): `yaml` need not look for repeated keys itself.
    const ast = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { version: '1.2', uniqueKeys: false, lineCounter: counter, prettyErrors: false });
    const { duplicates, problems, omitted } = (0,_duplicates_js__WEBPACK_IMPORTED_MODULE_2__/* .findDuplicates */ .I)(ast, counter, 0, 'json', limits.maxFindings);
    return {
        doc: {
            syntax: 'json',
            data,
            lineCount: (0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_4__/* .countLines */ .lt)(text),
            ...(0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_4__/* .yamlLocator */ .Gg)(ast, counter, 0),
            ...(duplicates.length && { duplicates }),
        },
        problems,
        ...(omitted && { omitted }),
    };
}
/**
 * Where the (valid) JSON text first opens an array or object nested deeper than `max` (the
 * top-level value is depth 1), or -1. One pass over brackets outside strings, no recursion.
 */
function tooDeepAt(text, max) {
    if (max === Infinity)
        return -1;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            for (i++; text.charCodeAt(i) !== 0x22; i++)
                if (text.charCodeAt(i) === 0x5c)
                    i++;
        }
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > max)
                return i;
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return -1;
}


/***/ }),

/***/ 1381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ findJsonError)
/* harmony export */ });
/**
 * Where and why a JSON text that `JSON.parse` refused goes wrong. `JSON.parse` says neither in a
 * form to rely on: its messages change between Node versions, and some name no position at all.
 * So this small scanner reads the text again, as strict JSON (RFC 8259, what `JSON.parse`
 * accepts), and stops at the first token that breaks it. It runs only after a parse has failed,
 * so valid JSON costs nothing extra. It is iterative (a stack of open brackets), so no nesting
 * can exhaust the call stack. VS Code's `jsonc-parser` reads JSON with errors too, but not in our
 * place for this: its parser recurses (some 200,000 `[` overflow the stack), and its error codes
 * are coarser than these messages (a trailing comma is named at the bracket after it, a bracket
 * never closed at the end of the file, a leading zero as a missing comma), so the hints here
 * would all be written again on top of it.
 */
const isBlank = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** A run of text up to the next blank or punctuation: the "word" a person sees at the offset. */
const WORD = /[^\s,:[\]{}"']+/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const ESCAPES = '"\\/bfnrt';
/** Words people write for JSON's literals (Python, YAML, JavaScript habits), with what JSON spells. */
const LITERALS = {
    True: 'true',
    TRUE: 'true',
    False: 'false',
    FALSE: 'false',
    None: 'null',
    Null: 'null',
    NULL: 'null',
    nil: 'null',
    undefined: 'null',
};
/** Text shown inside backticks in a message: short, one line, no backtick of its own. */
function shown(text, max = 40) {
    const flat = text.replace(/[\u0000-\u001f\u007f`]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
const codePoint = (text, at) => `U+${text.codePointAt(at).toString(16).toUpperCase().padStart(4, '0')}`;
/** The first offending token of a text `JSON.parse` refused, or undefined if the scanner finds none. */
function findJsonError(text) {
    const scan = new Scan(text);
    while (!scan.finished) {
        const found = scan.step();
        if (found)
            return found;
    }
    return undefined;
}
const fail = (offset, message) => ({ kind: 'syntax', offset, message });
/**
 * One pass over the text: each step reads the next token after the blanks, and either moves on
 * (the position, the stack of open brackets and what is expected next) or names what breaks.
 */
class Scan {
    text;
    /** Where the next token is read from. */
    i = 0;
    stack = [];
    expect = 'value';
    /** Where the last `,` was: a closing bracket right after it makes a trailing comma. */
    comma = -1;
    lastKey = '';
    /** The document's one value is complete: only blanks may follow. */
    done = false;
    /** The text ended after a complete document: it holds no error. */
    finished = false;
    constructor(text) {
        this.text = text;
    }
    step() {
        const { text } = this;
        while (isBlank(text.charCodeAt(this.i)))
            this.i++;
        const i = this.i;
        const c = text.charCodeAt(i);
        if (c === 0x2f && (text[i + 1] === '/' || text[i + 1] === '*')) {
            return {
                kind: 'comment',
                offset: i,
                message: 'JSON does not allow comments; remove the comment or move the note into a field.',
            };
        }
        if (i >= text.length)
            return this.atEnd();
        if (this.done)
            return fail(i, `Unexpected text after the end of the JSON document: \`${shown(text.slice(i, i + 20))}\`. A JSON file holds one value; remove the extra text, or wrap several values in a list.`);
        if (c === 0x7d || c === 0x5d)
            return this.closing(c);
        if (this.expect === 'after')
            return this.afterValue(c);
        if (this.expect === 'colon')
            return this.colon(c);
        if (c === 0x2c || c === 0x3a)
            return this.punctuation(c);
        return this.token(c);
    }
    lineOf(offset) {
        let line = 1;
        for (let i = this.text.indexOf('\n'); i !== -1 && i < offset; i = this.text.indexOf('\n', i + 1))
            line++;
        return line;
    }
    container() {
        return this.stack[this.stack.length - 1].bracket === 0x7b ? 'object' : 'array';
    }
    get keyExpected() {
        return this.expect === 'key' || this.expect === 'first-key';
    }
    /** A value is complete: a comma or a closing bracket comes next, or nothing after the document's own. */
    valueDone(end) {
        this.i = end;
        this.expect = 'after';
        if (this.stack.length === 0)
            this.done = true;
        return undefined;
    }
    /** The end of the text: fine after a whole document, else what is missing. */
    atEnd() {
        const { text, stack } = this;
        if (this.done) {
            this.finished = true;
            return undefined;
        }
        // Point just past the last thing written: where the missing text would go.
        let end = text.length;
        while (end > 0 && isBlank(text.charCodeAt(end - 1)))
            end--;
        const open = stack[stack.length - 1];
        if (!open)
            return fail(end, 'The file ends before any JSON value; write the document.');
        const what = open.bracket === 0x7b ? 'object' : 'array';
        const close = open.bracket === 0x7b ? '}' : ']';
        const more = stack.length > 1 ? ` (and ${stack.length - 1} more bracket${stack.length > 2 ? 's' : ''} around it)` : '';
        // Cut off after a key: the missing value is the news, where it would go.
        if (this.expect === 'colon' || (this.expect === 'value' && open.bracket === 0x7b)) {
            return fail(end, `The file ends before the ${what} opened on line ${this.lineOf(open.offset)} is closed${more}: add the missing \`${close}\`, or restore the rest of the file if it was cut off.`);
        }
        // Otherwise reported where it opens, the place a person looks for the slip; the message says where the file ends.
        return fail(open.offset, `This ${what} is never closed${more}: the file ends on line ${this.lineOf(end)}. Add the missing \`${close}\`, or restore the rest of the file if it was cut off.`);
    }
    /** A `}` or `]`: it must close what is open, after a complete member or item. */
    closing(c) {
        const { i, stack } = this;
        const open = stack[stack.length - 1];
        const ch = String.fromCharCode(c);
        if (!open)
            return fail(i, `Unexpected \`${ch}\`: nothing is open here to close; remove it.`);
        if ((this.expect === 'key' || this.expect === 'value') && this.comma !== -1) {
            return fail(this.comma, `Trailing comma before \`${ch}\`: JSON does not allow a comma after the last ${this.container() === 'object' ? 'member' : 'item'}; remove it.`);
        }
        if (open.bracket + 2 !== c) {
            const wanted = open.bracket === 0x7b ? '}' : ']';
            return fail(i, `\`${ch}\` closes the ${this.container()} opened on line ${this.lineOf(open.offset)} with \`${String.fromCharCode(open.bracket)}\`; write \`${wanted}\`.`);
        }
        if (this.expect === 'colon')
            return fail(i, `Missing \`:\` and a value after the key \`"${shown(this.lastKey)}"\`.`);
        if (this.expect === 'value')
            return fail(i, `Missing value after the key \`"${shown(this.lastKey)}"\`: write a value before \`${ch}\`.`);
        stack.pop();
        this.comma = -1;
        return this.valueDone(i + 1);
    }
    /** After a value: a `,` and the next member or item, or an error (a closing bracket is {@link closing}'s). */
    afterValue(c) {
        const { i } = this;
        if (c === 0x2c) {
            this.comma = i;
            this.expect = this.container() === 'object' ? 'key' : 'value';
            this.i++;
            return undefined;
        }
        if (c === 0x3a)
            return fail(i, this.container() === 'object'
                ? 'Unexpected `:`: a key needs a double-quoted string before its `:`.'
                : 'Unexpected `:` in a list; a list holds values separated by commas. Use an object (`{...}`) for keys and values.');
        return fail(i, `Missing comma between values: add a \`,\` before this ${this.container() === 'object' ? 'key' : 'value'}.`);
    }
    /** After a key: its `:`. */
    colon(c) {
        if (c !== 0x3a)
            return fail(this.i, `Missing \`:\` after the key \`"${shown(this.lastKey)}"\`.`);
        this.expect = 'value';
        this.i++;
        return undefined;
    }
    /** A `,` or `:` where a key or a value should be. */
    punctuation(c) {
        const { i } = this;
        if (c === 0x2c) {
            if (this.keyExpected)
                return fail(i, this.comma !== -1
                    ? 'Two commas in a row: remove one.'
                    : 'Unexpected `,`: a key (a double-quoted string) goes here.');
            return fail(i, this.comma !== -1
                ? 'Two commas in a row, or an empty item: remove one comma or write the value.'
                : 'Missing value before this `,`: write a value.');
        }
        return fail(i, this.keyExpected
            ? 'Missing key before this `:`: write the key as a double-quoted string.'
            : 'Unexpected `:`: write a value here.');
    }
    /** A key or a value: a string, an opening bracket, or a word (a literal, a number, or what a person wrote for one). */
    token(c) {
        const { text, i } = this;
        const keyExpected = this.keyExpected;
        this.comma = -1;
        if (c === 0x22) {
            const end = stringEnd(text, i);
            if (typeof end !== 'number')
                return end;
            if (!keyExpected)
                return this.valueDone(end);
            this.lastKey = text.slice(i + 1, end - 1);
            this.expect = 'colon';
            this.i = end;
            return undefined;
        }
        if (c === 0x27) {
            return fail(i, keyExpected
                ? 'Single-quoted key: JSON needs double quotes (`"key"`).'
                : 'Single-quoted string: JSON needs double quotes (`"text"`).');
        }
        if (keyExpected) {
            if (c === 0x7b || c === 0x5b)
                return fail(i, 'Key must be a double-quoted string, not an object or a list.');
            WORD.lastIndex = i;
            const word = WORD.exec(text)?.[0] ?? text[i];
            return fail(i, `Key must be a double-quoted string: write \`"${shown(word)}"\`.`);
        }
        if (c === 0x7b || c === 0x5b) {
            this.stack.push({ bracket: c, offset: i });
            this.expect = c === 0x7b ? 'first-key' : 'first-value';
            this.i++;
            return undefined;
        }
        WORD.lastIndex = i;
        const word = WORD.exec(text)?.[0];
        if (word === undefined)
            return fail(i, `Unexpected character ${codePoint(text, i)}: it is neither JSON whitespace nor the start of a value.`);
        const wrong = wordError(text, i, word, this.stack.length === 0);
        return wrong ?? this.valueDone(i + word.length);
    }
}
/** What is wrong with `word`, a value at `at` (`top`: the document's own), or undefined for a literal or a number. */
function wordError(text, at, word, top) {
    const c = text.charCodeAt(at);
    if (word === 'true' || word === 'false' || word === 'null')
        return undefined;
    if (c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e) {
        NUMBER.lastIndex = at;
        const number = NUMBER.exec(text)?.[0];
        return number === word ? undefined : fail(at, `\`${shown(word)}\` is not a JSON number${numberHint(word)}.`);
    }
    if (Object.hasOwn(LITERALS, word))
        return fail(at, `\`${word}\` is not a JSON value; write \`${LITERALS[word]}\`.`);
    if (word === 'NaN' || word === 'Infinity')
        return fail(at, `\`${word}\` is not a JSON number; write \`null\` or a string.`);
    if (top) {
        // Text before the document (a file name written as a label, a prose line): say so.
        const line = /\S+/y;
        line.lastIndex = at;
        return fail(at, `The file starts with \`${shown(line.exec(text)[0])}\`, which is not JSON: a JSON file holds one value (usually an object, \`{...}\`); remove the text before it.`);
    }
    if (/^[\p{L}\p{N}_$.-]/u.test(word))
        return fail(at, `Unquoted text \`${shown(word)}\`: JSON strings need double quotes (\`"${shown(word)}"\`).`);
    return fail(at, `Unexpected character ${codePoint(text, at)} (\`${shown(String.fromCodePoint(text.codePointAt(at)))}\`): it is not the start of a JSON value.`);
}
function numberHint(word) {
    if (/^-?0[0-9]/.test(word))
        return ': numbers do not start with a leading zero';
    if (word.startsWith('+'))
        return ': write it without the `+`';
    if (/^-?\./.test(word))
        return ': write a digit before the decimal point (`0.5`)';
    if (/\.(?![0-9])/.test(word))
        return ': write a digit after the decimal point';
    if (/^-?0x/i.test(word))
        return ': JSON numbers are decimal only';
    return '; quote it if it is text';
}
/** The offset just past the string that opens at `start`, or what breaks it. */
function stringEnd(text, start) {
    for (let j = start + 1;; j++) {
        const d = text.charCodeAt(j);
        if (Number.isNaN(d))
            return { kind: 'syntax', offset: start, message: 'The file ends inside this string: add the closing `"`.' };
        if (d === 0x22)
            return j + 1;
        if (d === 0x0a || d === 0x0d)
            return {
                kind: 'syntax',
                offset: start,
                message: 'This string is not closed on its line: add the closing `"` (a line break inside a string is written `\\n`).',
            };
        if (d < 0x20) {
            return {
                kind: 'syntax',
                offset: j,
                message: `Control character ${codePoint(text, j)} inside a string: write it as an escape (\`\\t\`, \`\\u${d.toString(16).padStart(4, '0')}\`).`,
            };
        }
        if (d === 0x5c) {
            const e = text[j + 1];
            if (e === 'u') {
                if (!HEX4.test(text.slice(j + 2, j + 6)))
                    return {
                        kind: 'syntax',
                        offset: j,
                        message: 'Invalid `\\u` escape in a string: it needs four hex digits (`\\u00e9`).',
                    };
                j += 5;
            }
            else if (e !== undefined && ESCAPES.includes(e)) {
                j++;
            }
            else if (e === undefined) {
                return { kind: 'syntax', offset: start, message: 'The file ends inside this string: add the closing `"`.' };
            }
            else {
                return {
                    kind: 'syntax',
                    offset: j,
                    message: `Invalid escape \`\\${shown(e)}\` in a string: JSON knows \`\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX\`; write \`\\\\\` for a backslash.`,
                };
            }
        }
    }
}


/***/ }),

/***/ 1485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ parseMarkdown),
/* harmony export */   EI: () => (/* binding */ splitMarkdown),
/* harmony export */   EO: () => (/* binding */ plainMarkdown),
/* harmony export */   Up: () => (/* binding */ FRONTMATTER_UNCLOSED_RULE)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8014);
/* harmony import */ var _yaml_doc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1442);


/** Frontmatter opened with `---` and never closed. */
const FRONTMATTER_UNCLOSED_RULE = 'parse/frontmatter-unclosed';
const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*\r?$/m;
function splitMarkdown(text) {
    const opening = OPENING.exec(text);
    if (!opening)
        return { frontmatter: 'none' };
    const rest = text.slice(opening[0].length);
    const closing = CLOSING.exec(rest);
    if (!closing)
        return { frontmatter: 'unclosed' };
    const yamlText = rest.slice(0, closing.index);
    const afterClosing = rest.indexOf('\n', closing.index);
    return {
        frontmatter: 'closed',
        yamlText,
        body: afterClosing === -1 ? '' : rest.slice(afterClosing + 1),
        bodyLine: (0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_1__/* .countLines */ .lt)(yamlText) + 2,
    };
}
/** A Markdown file without frontmatter (or with an empty one): no data, findings at line 1. */
function plainMarkdown(body, bodyLine, lineCount) {
    return {
        syntax: 'markdown',
        data: null,
        body,
        bodyLine,
        lineCount,
        locate: () => ({ line: 1, column: 1 }),
        isPlaceholderMap: () => false,
    };
}
/**
 * Markdown with optional YAML frontmatter. Split by hand rather than with a frontmatter library:
 * the common ones parse with YAML 1.1 (`no` becomes false, timestamps become dates), accept
 * duplicate keys and give no line numbers, and each of those is a finding here.
 */
function parseMarkdown(text, limits = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .UNBOUNDED_PARSE */ .v) {
    const lineCount = (0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_1__/* .countLines */ .lt)(text);
    const parts = splitMarkdown(text);
    if (parts.frontmatter === 'none')
        return { doc: plainMarkdown(text, 1, lineCount), problems: [] };
    if (parts.frontmatter === 'unclosed') {
        return {
            doc: null,
            problems: [
                {
                    ruleId: FRONTMATTER_UNCLOSED_RULE,
                    severity: 'error',
                    line: 1,
                    column: 1,
                    message: 'The frontmatter opened with `---` is never closed; add a `---` line after its last field.',
                },
            ],
        };
    }
    const { yamlText, body, bodyLine } = parts;
    const parsed = (0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .hN)(yamlText, 1, limits);
    if (!parsed.doc)
        return parsed.problems.length
            ? parsed
            : { doc: plainMarkdown(body, bodyLine, lineCount), problems: parsed.problems };
    return {
        doc: { ...parsed.doc, syntax: 'markdown', body, bodyLine, lineCount },
        problems: parsed.problems,
        ...(parsed.omitted && { omitted: parsed.omitted }),
    };
}


/***/ }),

/***/ 9248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ positionOf)
/* harmony export */ });
/**
 * The 1-based line and column of an offset in a text. Columns count UTF-16 code units, as the
 * `yaml` package's positions, editors' cursor offsets (VS Code, the language server protocol) and
 * our SARIF output (`columnKind: utf16CodeUnits`) do: a character outside the Basic Multilingual
 * Plane (an emoji, U+1F600) counts 2. A CRLF is one line break (the CR ends the line before it);
 * a byte-order mark was removed when the file was decoded, so it shifts nothing.
 */
function positionOf(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
        line++;
        lineStart = i + 1;
    }
    return { line, column: offset - lineStart + 1 };
}


/***/ }),

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ BINARY_RULE),
/* harmony export */   Cc: () => (/* binding */ readLimitsOf),
/* harmony export */   Ih: () => (/* binding */ BOM_RULE),
/* harmony export */   Rz: () => (/* binding */ ENCODING_RULE),
/* harmony export */   c1: () => (/* binding */ TOO_MANY_LINES_RULE),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   gZ: () => (/* binding */ TOO_LARGE_RULE),
/* harmony export */   r4: () => (/* binding */ parseText),
/* harmony export */   rS: () => (/* binding */ syntaxOf),
/* harmony export */   rj: () => (/* binding */ EMPTY_RULE),
/* harmony export */   u0: () => (/* binding */ readDocument)
/* harmony export */ });
/* harmony import */ var _code_fence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7986);
/* harmony import */ var _json_doc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7554);
/* harmony import */ var _markdown_doc_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1485);
/* harmony import */ var _yaml_doc_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1442);




/** The rules of a file's bytes and text, reported before any parse: over the size bound, binary, not UTF-8, over the line bound. */
const TOO_LARGE_RULE = 'file/too-large';
const BINARY_RULE = 'file/binary';
const ENCODING_RULE = 'file/encoding';
const TOO_MANY_LINES_RULE = 'file/too-many-lines';
/** A byte-order mark, ignored. */
const BOM_RULE = 'file/bom';
/** A file with nothing in it but white space (or, on a format's path, comments: the file check's). */
const EMPTY_RULE = 'file/empty';
const DEFAULT_MAX_BYTES = 1024 * 1024;
/** One file's bounds as the config sets them. */
function readLimitsOf(config) {
    return {
        maxBytes: config.maxFileSize,
        maxLines: config.limits.fileLines,
        maxDepth: config.limits.fileDepth,
        maxFindings: config.limits.fileFindings,
    };
}
function syntaxOf(path) {
    const lower = path.toLowerCase();
    if (lower.endsWith('.json'))
        return 'json';
    if (lower.endsWith('.yaml') || lower.endsWith('.yml'))
        return 'yaml';
    if (lower.endsWith('.md') || lower.endsWith('.markdown'))
        return 'markdown';
    return null;
}
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function problem(ruleId, message, line = 1, column = 1, severity = 'error') {
    return { doc: null, problems: [{ ruleId, severity, line, column, message }] };
}
function lineOfByte(bytes, index) {
    let line = 1;
    for (let i = 0; i < index; i++)
        if (bytes[i] === 0x0a)
            line++;
    return line;
}
/**
 * First byte of the first sequence that is not valid UTF-8, found only after the fast decoder has
 * refused the file: by the decoder's own table (RFC 3629), so an overlong form (`C0 80`), a
 * surrogate (`ED A0 80`) or a code point past U+10FFFF is placed where it is, as a stray byte is.
 */
function firstInvalidByte(bytes) {
    for (let i = 0; i < bytes.length;) {
        const b = bytes[i];
        if (b < 0x80) {
            i++;
            continue;
        }
        // The sequence's length, and the range its second byte must fall in (the others: 80-BF).
        let need;
        let low = 0x80;
        let high = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                low = 0xa0;
            else if (b === 0xed)
                high = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                low = 0x90;
            else if (b === 0xf4)
                high = 0x8f;
        }
        else
            return i;
        const second = bytes[i + 1] ?? 0;
        if (second < low || second > high)
            return i;
        for (let k = 2; k <= need; k++)
            if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80)
                return i;
        i += need + 1;
    }
    return 0;
}
/**
 * The text's lines, or undefined when it has more than `max`: past the `max`-th line break there
 * is more text. Lines end at `\n`, as the parsers count them; a last line without one counts too.
 * Counted once here, on the way to the bound, for the parse that would count them again.
 */
function linesUpTo(text, max) {
    if (max < 1 && text.length > 0)
        return undefined;
    let breaks = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
        if (++breaks === max && at < text.length - 1)
            return undefined;
    }
    return breaks + 1;
}
/** Decode bytes as UTF-8 text, or say why the file is not a text handoff file. */
function decodeText(bytes, maxBytes = DEFAULT_MAX_BYTES, maxLines = Infinity) {
    if (bytes.length > maxBytes) {
        return problem(TOO_LARGE_RULE, `The file is larger than the ${maxBytes}-byte limit, so it was not checked. Raise \`max-file-size\` in the config if it really is a handoff file.`);
    }
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
        return problem(BINARY_RULE, 'The file holds NUL bytes, so it is binary, not a handoff file.', lineOfByte(bytes, nul));
    }
    let text;
    try {
        text = utf8.decode(bytes);
    }
    catch (error) {
        if (!(error instanceof TypeError))
            throw error;
        const at = firstInvalidByte(bytes);
        return problem(ENCODING_RULE, 'The file is not valid UTF-8; save it as UTF-8.', lineOfByte(bytes, at));
    }
    const lines = linesUpTo(text, maxLines);
    if (lines === undefined) {
        return problem(TOO_MANY_LINES_RULE, `The file has more than ${maxLines} lines (\`limits.file-lines\`), so no line of it was checked; split it, or raise the bound.`, maxLines + 1);
    }
    const problems = [];
    if (text.charCodeAt(0) === 0xfeff) {
        text = text.slice(1);
        problems.push({
            ruleId: BOM_RULE,
            severity: 'notice',
            line: 1,
            column: 1,
            message: 'The file starts with a byte-order mark; it was ignored. Save as UTF-8 without BOM.',
        });
    }
    return { text, problems, lines };
}
/** Bytes to parsed document. Anything a file contains ends as a problem, never as an exception. */
function readDocument(bytes, syntax, limits = {}) {
    const decoded = decodeText(bytes, limits.maxBytes, limits.maxLines);
    if (!('text' in decoded))
        return decoded;
    return parseText(decoded.text, syntax, decoded.problems, limits);
}
function parseText(text, syntax, earlier = [], limits = {}) {
    // A file pasted with its Markdown fence: said once, and what is inside checked on the file's own lines.
    const fence = syntax === 'markdown' ? undefined : (0,_code_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .findCodeFence */ .w)(text, syntax);
    if (fence)
        return parseText(fence.inner, syntax, [...earlier, fence.problem], limits);
    if (text.trim() === '') {
        return {
            doc: null,
            problems: [
                ...earlier,
                {
                    ruleId: EMPTY_RULE,
                    severity: 'error',
                    line: 1,
                    column: 1,
                    message: 'The file is empty; a handoff file needs content.',
                },
            ],
        };
    }
    try {
        const bounds = { maxDepth: limits.maxDepth ?? Infinity, maxFindings: limits.maxFindings ?? Infinity };
        const parsed = syntax === 'json'
            ? (0,_json_doc_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .qF)(text, bounds)
            : syntax === 'yaml'
                ? (0,_yaml_doc_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .hN)(text, 0, bounds)
                : (0,_markdown_doc_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMarkdown */ .Dd)(text, bounds);
        return {
            doc: parsed.doc,
            problems: [...earlier, ...parsed.problems],
            ...(parsed.omitted && { omitted: parsed.omitted }),
        };
    }
    catch (error) {
        // The parsers recurse; nesting deep enough to exhaust the stack is the only way they throw.
        if (error instanceof RangeError) {
            return {
                doc: null,
                problems: [
                    ...earlier,
                    {
                        ruleId: _yaml_doc_js__WEBPACK_IMPORTED_MODULE_3__/* .TOO_DEEP_RULE */ .dj,
                        severity: 'error',
                        line: 1,
                        column: 1,
                        message: 'The file nests too deeply to be read; flatten it.',
                    },
                ],
            };
        }
        throw error;
    }
}


/***/ }),

/***/ 8014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ UNBOUNDED_PARSE)
/* harmony export */ });
const UNBOUNDED_PARSE = { maxDepth: Infinity, maxFindings: Infinity };


/***/ }),

/***/ 1442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uJ: () => (/* binding */ ALIAS_LIMIT_RULE),
  ZC: () => (/* binding */ MULTI_DOCUMENT_RULE),
  dj: () => (/* binding */ TOO_DEEP_RULE),
  r0: () => (/* binding */ YAML_SYNTAX_RULE),
  lt: () => (/* binding */ countLines),
  hN: () => (/* binding */ parseYaml),
  DI: () => (/* binding */ tooDeep),
  Gg: () => (/* binding */ yamlLocator)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/parse/blank-line.ts
var blank_line = __webpack_require__(4176);
// EXTERNAL MODULE: ./src/parse/duplicates.ts
var duplicates = __webpack_require__(6149);
;// CONCATENATED MODULE: ./src/parse/unclosed.ts
/**
 * Where a YAML text opens a quoted string or a flow collection (`[`, `{`) that it never closes.
 * The `yaml` package reports such a file where it gave up, often the end of the file, many lines
 * from the slip; this scanner finds the opening. It runs only after a parse has failed, reads the
 * text once from start to end (plain string code, no regular expression), and follows YAML only
 * as far as it needs to: where a node starts (so the quote in `it's` opens nothing), comments,
 * and the lines of a block scalar (`|`, `>`), which hold text, not syntax.
 */
const isSpace = (c) => c === ' ' || c === '\t' || c === '\r';
const ends = (c) => c === undefined || c === ' ' || c === '\t' || c === '\r' || c === '\n';
const FLOW_END = ',[]{}';
function findUnclosedYaml(text) {
    const s = { text, i: 0, stack: [], expectNode: true, blockParent: -1, lineIndent: 0, lineStart: true };
    while (s.i < text.length) {
        const step = s.lineStart ? startLine(s) : token(s);
        if (step === 'end')
            break;
        if (step)
            return step;
    }
    if (s.stack.length > 0) {
        const open = s.stack[s.stack.length - 1];
        return { offset: open, char: text[open], around: s.stack.length - 1 };
    }
    return undefined;
}
/** A line's start: its indentation read, or, inside a block scalar, the line skipped as text. */
function startLine(s) {
    const { text, i } = s;
    s.lineStart = false;
    let j = i;
    while (text[j] === ' ')
        j++;
    if (s.blockParent >= 0) {
        let k = j;
        while (isSpace(text[k]))
            k++;
        if (k >= text.length || text[k] === '\n' || j - i > s.blockParent) {
            const next = text.indexOf('\n', i);
            if (next === -1)
                return 'end';
            s.i = next + 1;
            s.lineStart = true;
            return undefined;
        }
        s.blockParent = -1;
    }
    s.lineIndent = j - i;
    if (s.stack.length === 0)
        s.expectNode = true;
    s.i = j;
    return undefined;
}
/** One token inside a line: each kind moves the scan past itself. */
function token(s) {
    const { text, i, stack } = s;
    const c = text[i];
    if (c === '\n')
        s.lineStart = true;
    if (c === '\n' || isSpace(c)) {
        s.i++;
        return undefined;
    }
    if (c === '#' && (i === 0 || ends(text[i - 1]))) {
        const next = text.indexOf('\n', i);
        s.i = next === -1 ? text.length : next;
        return undefined;
    }
    if ((c === '"' || c === "'") && s.expectNode)
        return quoted(s, c);
    if ((c === '[' || c === '{') && s.expectNode) {
        stack.push(i);
        s.i++;
        return undefined;
    }
    if ((c === ']' || c === '}') && stack.length > 0)
        return closeFlow(s, c);
    if (indicator(s, c)) {
        s.expectNode = true;
        s.i++;
        return undefined;
    }
    if ((c === '|' || c === '>') && s.expectNode && stack.length === 0) {
        s.blockParent = s.lineIndent;
        const next = text.indexOf('\n', i);
        if (next === -1)
            return 'end';
        s.i = next;
        return undefined;
    }
    if ((c === '&' || c === '!' || c === '*') && s.expectNode) {
        // An anchor or a tag comes before its node; an alias is the node.
        while (s.i < text.length && !ends(text[s.i]) && !(stack.length > 0 && FLOW_END.includes(text[s.i])))
            s.i++;
        if (c === '*')
            s.expectNode = false;
        return undefined;
    }
    plainScalar(s);
    return undefined;
}
/** A `,` in a flow collection, `- `, `? `, `: `, or a `:` right after a quoted key in a flow collection: a node comes next. */
function indicator(s, c) {
    const inFlow = s.stack.length > 0;
    if (c === ',' && inFlow)
        return true;
    if ((c === '-' || c === '?' || c === ':') && ends(s.text[s.i + 1]))
        return true;
    // In a flow collection, `:` right after a quoted key is the value indicator.
    return c === ':' && inFlow && !s.expectNode;
}
/** A quoted scalar, skipped to its closing quote; the opening quote when it has none. */
function quoted(s, c) {
    const { text, i } = s;
    let j = i + 1;
    for (;;) {
        if (j >= text.length)
            return { offset: i, char: c, around: s.stack.length };
        const d = text[j];
        if (c === '"' && d === '\\')
            j += 2;
        else if (d === c) {
            if (c === "'" && text[j + 1] === "'")
                j += 2;
            else
                break;
        }
        else
            j++;
    }
    s.i = j + 1;
    s.expectNode = false;
    return undefined;
}
/** A closing bracket: `]` for `{` (or `}` for `[`) means the collection opened there is the one left open. */
function closeFlow(s, c) {
    const open = s.stack.pop();
    if (s.text[open] !== (c === ']' ? '[' : '{'))
        return { offset: open, char: s.text[open], around: 0 };
    s.expectNode = false;
    s.i++;
    return undefined;
}
/**
 * A plain scalar (or anything else): to where it ends, quotes and brackets in it being text. Its
 * first character is taken whatever it is, so the scan always moves on.
 */
function plainScalar(s) {
    const { text, stack } = s;
    s.i++;
    while (s.i < text.length) {
        const d = text[s.i];
        if (d === '\n')
            break;
        if (d === ':' && ends(text[s.i + 1]))
            break;
        if (d === '#' && ends(text[s.i - 1]))
            break;
        if (stack.length > 0 && (FLOW_END.includes(d) || (d === ':' && FLOW_END.includes(text[s.i + 1] ?? ''))))
            break;
        s.i++;
    }
    s.expectNode = false;
}

// EXTERNAL MODULE: ./src/parse/types.ts
var types = __webpack_require__(8014);
// EXTERNAL MODULE: ./src/util/bulk.ts
var bulk = __webpack_require__(9410);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
;// CONCATENATED MODULE: ./src/parse/yaml-doc.ts







/** Collections nested past `limits.file-depth`: the file is not checked. */
const TOO_DEEP_RULE = 'file/too-deep';
const YAML_SYNTAX_RULE = 'parse/yaml-syntax';
/** A YAML file of several documents: only the first is checked. */
const MULTI_DOCUMENT_RULE = 'parse/multi-document';
/** Aliases that expand past {@link MAX_ALIAS_COUNT} copies. */
const ALIAS_LIMIT_RULE = 'parse/alias-limit';
/** Alias expansion past this is an alias bomb, not a handoff file. */
const MAX_ALIAS_COUNT = 100;
const YAML_OPTIONS = {
    version: '1.2',
    schema: 'core',
    uniqueKeys: true,
    strict: true,
    prettyErrors: false,
    merge: false,
};
/** Find the AST node at `path`, or the deepest ancestor that exists. */
function walk(doc, path) {
    let found = { node: doc.contents, pair: null };
    for (const key of path) {
        const node = found.node;
        if ((0,dist/* isMap */.jh)(node)) {
            // The last of repeated keys: the one whose value the data holds.
            let pair;
            for (let i = node.items.length - 1; i >= 0 && !pair; i--) {
                const p = node.items[i];
                if ((0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(key))
                    pair = p;
            }
            if (!pair)
                return { found, complete: false };
            found = { node: pair.value ?? pair.key, pair: pair };
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof key === 'number') {
            const item = node.items[key];
            if (!item)
                return { found, complete: false };
            found = { node: item, pair: null };
        }
        else {
            return { found, complete: false };
        }
    }
    return { found, complete: true };
}
/** Builds a locator over a YAML AST; `lineOffset` shifts positions for frontmatter inside Markdown. */
function yamlLocator(doc, counter, lineOffset) {
    const at = (offset) => {
        const { line, col } = counter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    return {
        locate(path, part = 'value') {
            const { found } = walk(doc, path);
            const keyNode = found.pair && (0,dist/* isScalar */.jn)(found.pair.key) ? found.pair.key : null;
            const target = part === 'key' && keyNode ? keyNode : found.node;
            const start = target?.range?.[0] ?? keyNode?.range?.[0];
            return start === undefined ? { line: 1 + lineOffset, column: 1 } : at(start);
        },
        isPlaceholderMap(path) {
            const { found, complete } = walk(doc, path);
            const node = found.node;
            return (complete &&
                (0,dist/* isMap */.jh)(node) &&
                node.flow === true &&
                node.items.length > 0 &&
                node.items.every((p) => (0,dist/* isPair */.tO)(p) && (p.value === null || ((0,dist/* isScalar */.jn)(p.value) && p.value.value === null))));
        },
    };
}
/** Where each scalar key (a plain or quoted key) starts: the repeated keys duplicates.ts reports. */
function scalarKeyOffsets(doc) {
    const offsets = new Set();
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.range)
                offsets.add(pair.key.range[0]);
        },
    });
    return offsets;
}
function countLines(text) {
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}
/** The finding of a file nested too deeply, at the collection that passes the bound (or where the parser gave up). */
function tooDeep(at, max) {
    const message = max === Infinity
        ? 'The file nests too deeply to be read; flatten it.'
        : `The file nests mappings and lists more than ${max} level${max === 1 ? '' : 's'} deep (\`limits.file-depth\`), so it was not checked; flatten it.`;
    return { ruleId: TOO_DEEP_RULE, severity: 'error', ...at, message };
}
/**
 * Where the first collection nested deeper than `max` starts (the document's own collection is
 * depth 1), or undefined: the earliest of those at depth `max + 1`, whose ancestors all start
 * before them. Walked with a stack, never below that depth, so no nesting costs more than its bound.
 */
function tooDeepOffset(doc, max) {
    if (max === Infinity)
        return undefined;
    let first;
    const stack = [{ node: doc.contents, depth: 1 }];
    while (stack.length) {
        const { node, depth } = stack.pop();
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            continue;
        if (depth > max) {
            const start = node.range?.[0];
            if (start !== undefined && (first === undefined || start < first))
                first = start;
            continue;
        }
        for (const item of node.items) {
            if ((0,dist/* isPair */.tO)(item))
                stack.push({ node: item.key, depth: depth + 1 }, { node: item.value, depth: depth + 1 });
            else
                stack.push({ node: item, depth: depth + 1 });
        }
    }
    return first;
}
const OPENED = {
    '"': { what: 'double-quoted string', close: '"' },
    "'": { what: 'single-quoted string', close: "'" },
    '[': { what: 'flow list', close: ']' },
    '{': { what: 'flow mapping', close: '}' },
};
/**
 * When the text opens a quote or bracket it never closes, the syntax errors the parser reported
 * at or after that opening become one finding at the opening, naming where the parser stopped.
 * Errors before it are left as they are: they are other slips.
 */
function unclosedInstead(text, problems, syntaxAt, pos, whole) {
    const unclosed = findUnclosedYaml(text);
    if (!unclosed)
        return;
    const after = [...syntaxAt].filter(([, offset]) => offset >= unclosed.offset);
    if (after.length === 0)
        return;
    const stoppedAt = Math.min(...after.map(([, offset]) => offset));
    const at = pos(unclosed.offset);
    const stopped = pos((0,blank_line/* offTheBlankLine */.B)(text, stoppedAt));
    let end = text.length;
    while (end > 0 &&
        (text[end - 1] === '\n' || text[end - 1] === '\r' || text[end - 1] === ' ' || text[end - 1] === '\t'))
        end--;
    const where = stoppedAt >= end
        ? `the parser read on to the end of the ${whole}`
        : stopped.line === at.line
            ? `the parser stopped at column ${stopped.column}`
            : `the parser stopped at line ${stopped.line}, column ${stopped.column}`;
    const { what, close } = OPENED[unclosed.char];
    const more = unclosed.around > 0 ? ` (inside ${unclosed.around} more open bracket${unclosed.around > 1 ? 's' : ''})` : '';
    const message = `This \`${unclosed.char}\` opens a ${what} that is never closed${more}; ${where}. Add the closing \`${close}\`.`;
    const dropped = new Set(after.map(([problem]) => problem));
    const index = problems.findIndex((p) => dropped.has(p));
    const kept = problems.filter((p) => !dropped.has(p));
    kept.splice(index === -1 ? kept.length : Math.min(index, kept.length), 0, {
        ruleId: YAML_SYNTAX_RULE,
        severity: 'error',
        ...at,
        message,
    });
    problems.splice(0, problems.length, ...kept);
}
/** Parse errors that leave a usable document behind: reported, and the rules still run. */
const RECOVERABLE = {
    DUPLICATE_KEY: {
        ruleId: duplicates/* DUPLICATE_KEY_RULE */.r,
        hint: 'YAML readers keep only one of them; remove or rename the other.',
    },
};
/**
 * Parse YAML 1.2 (so `yes` stays a string and timestamps stay strings), rejecting duplicate keys
 * and alias bombs. Only the first document of a multi-document stream is checked.
 */
function parseYaml(text, lineOffset = 0, limits = types/* UNBOUNDED_PARSE */.v) {
    const counter = new dist/* LineCounter */.HN();
    const problems = [];
    const pos = (offset) => {
        const { line, col } = counter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    const docs = (0,dist/* parseAllDocuments */.hR)(text, { ...YAML_OPTIONS, lineCounter: counter });
    const list = Array.isArray(docs) ? docs : [];
    const first = list[0];
    if (!first)
        return { doc: null, problems };
    // Past the bound, or past what the parser's stack could take (its partial tree then holds the
    // collection that passed the bound, when one did): one finding, at the collection that passed it.
    const deepAt = tooDeepOffset(first, limits.maxDepth);
    let deepReported = false;
    const fatal = deepAt !== undefined || first.errors.some((e) => !RECOVERABLE[e.code]);
    let scalarKeys;
    /** Syntax errors' offsets, for the one finding of an unclosed quote or bracket that replaces those past its opening. */
    const syntaxAt = new Map();
    for (const error of first.errors) {
        // Repeated keys are found below, with every value written (duplicates.ts); the `yaml`
        // package's own error is kept only for a key that is no scalar (`? [a]`), which that walk skips.
        if (error.code === 'DUPLICATE_KEY' && !fatal && (scalarKeys ??= scalarKeyOffsets(first)).has(error.pos[0]))
            continue;
        const known = RECOVERABLE[error.code];
        const where = pos((0,blank_line/* offTheBlankLine */.B)(text, error.pos[0]));
        // The parser's first line may quote the offending text whole (`Unexpected scalar token in YAML
        // stream: "…"`): a short excerpt at most, so a file read by mistake is never copied out.
        const detail = (0,values/* excerpt */.Kb)(error.message.split('\n')[0] ?? error.message);
        if (error.code === 'RESOURCE_EXHAUSTION') {
            if (!deepReported)
                problems.push(deepAt === undefined ? tooDeep(where, Infinity) : tooDeep(pos(deepAt), limits.maxDepth));
            deepReported = true;
            continue;
        }
        const problem = {
            ruleId: known?.ruleId ?? YAML_SYNTAX_RULE,
            severity: 'error',
            ...where,
            message: known ? `${detail}. ${known.hint}` : `YAML syntax error: ${detail}`,
        };
        problems.push(problem);
        if (!known)
            syntaxAt.set(problem, error.pos[0]);
    }
    // A quote or bracket left open is reported where it opens, not (only) where the parser gave up.
    if (syntaxAt.size > 0)
        unclosedInstead(text, problems, syntaxAt, pos, lineOffset > 0 ? 'frontmatter' : 'file');
    if (deepAt !== undefined && !deepReported)
        problems.push(tooDeep(pos(deepAt), limits.maxDepth));
    if (list.length > 1) {
        const second = list[1];
        problems.push({
            ruleId: MULTI_DOCUMENT_RULE,
            severity: 'warning',
            ...pos(second.range[0]),
            message: `This file holds ${list.length} YAML documents; only the first is checked. Split them into one file each.`,
        });
    }
    if (fatal)
        return { doc: null, problems };
    const repeated = (0,duplicates/* findDuplicates */.I)(first, counter, lineOffset, 'yaml', limits.maxFindings);
    (0,bulk/* pushAll */.i)(problems, repeated.problems);
    let data;
    try {
        data = first.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        if (error instanceof ReferenceError) {
            problems.push({
                ruleId: ALIAS_LIMIT_RULE,
                severity: 'error',
                line: 1 + lineOffset,
                column: 1,
                message: `YAML aliases expand past ${MAX_ALIAS_COUNT} copies (an alias bomb); write the values out instead.`,
            });
            return { doc: null, problems };
        }
        throw error;
    }
    return {
        doc: {
            syntax: 'yaml',
            data,
            lineCount: countLines(text) + lineOffset,
            ...yamlLocator(first, counter, lineOffset),
            ...(repeated.duplicates.length && { duplicates: repeated.duplicates }),
        },
        problems,
        ...(repeated.omitted && { omitted: repeated.omitted }),
    };
}



/***/ }),

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   J: () => (/* binding */ breakLinks),
/* harmony export */   O0: () => (/* binding */ encodePath),
/* harmony export */   QI: () => (/* binding */ cutAtWord),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   dn: () => (/* binding */ breakMentions),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   et: () => (/* binding */ fitsFileProperty),
/* harmony export */   hC: () => (/* binding */ escapeMessage),
/* harmony export */   hn: () => (/* binding */ breakablePath),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   yJ: () => (/* binding */ NOT_PLACED)
/* harmony export */ });
/* unused harmony exports ZWSP, escapeText, URL_UNSAFE, TERMINAL_UNSAFE */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
/**
 * Escaping for text taken from handoff files (values, keys, paths, messages that quote them) on
 * its way into GitHub Markdown: PR comments, job summaries, issues. Whatever a file contains, the
 * output must not ping anyone, link an issue, inject HTML, break a table, open a link or image,
 * or forge one of our hidden `<!-- handoff-gate:... -->` markers (comments and issues are found
 * again by them), or quote a credential (see src/secrets.ts).
 */

/** Zero-width space: invisible, but it stops `@name` from being a mention and `<!--` from opening a comment. */
const ZWSP = '\u200B';
/**
 * What no reader receives raw: every code point that is a control (Cc: C0, DEL, C1, the 8-bit
 * CSI and OSC among them), a format character (Cf: bidi marks, embeddings, overrides and
 * isolates, zero-width characters, the soft hyphen, U+FEFF, tag characters), a line or paragraph
 * separator (Zl, Zp), a lone surrogate (Cs), or any other Default_Ignorable_Code_Point (Hangul
 * fillers, variation selectors, U+034F, U+115F, U+3164, the unassigned U+E0000–U+E0FFF). These
 * execute in a terminal (ESC `[2J`, OSC 52 clipboard writes), reorder what a reader sees (U+202E,
 * "Trojan Source"), or make two different names look the same. TAB and LF are left to each channel
 * (a space, `⏎`, or a kept line break); a CRLF pair counts as one LF.
 */
const UNSEEN = /\r\n|[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
/** Anything but TAB, LF and printable ASCII: text without it has nothing {@link inert} would change. */
const BEYOND_PLAIN = /[^\t\n -~]/;
/** `<U+202E>`: the code point in uppercase hex, at least four digits. */
const shown = (ch) => `<U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}>`;
/**
 * The one neutraliser: outside text (file names, values, keys, titles, comment text, command
 * arguments, API answers, and our messages that quote them) with every character of
 * {@link UNSEEN} shown as `<U+001B>`, `<U+202E>`, `<U+200B>`, before it reaches any output a person
 * or a terminal reads. TAB and LF stay (a CRLF becomes LF) for the channel to place. Idempotent,
 * and linear: one character class. Call it on the outside text first: the zero-width spaces the
 * Markdown escaping inserts afterwards to break mentions stay invisible, as they must.
 */
function inert(text) {
    // Most text is printable ASCII: one plain scan spares it the Unicode-property scan.
    if (!BEYOND_PLAIN.test(text))
        return text;
    return text.replace(UNSEEN, (ch) => (ch === '\r\n' ? '\n' : ch === '\t' || ch === '\n' ? ch : shown(ch)));
}
/** Line breaks and other control characters: a table row, a list item or a heading is one line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/**
 * Everything on one line: control characters (newlines included) become one space each run. For
 * text already made {@link inert}, where only TAB and LF are left of them.
 */
function oneLine(text) {
    return text.replace(CONTROL, ' ');
}
/** File text on one line, credentials named instead of shown, every unseen character shown: the first step of every escape here. */
function visibleLine(text) {
    return oneLine(inert((0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text)));
}
/**
 * `@name` pings `name` on GitHub, and `#123` or `GH-123` links that issue, which then lists our
 * comment in its timeline (and a commit's `fixes #123` would close it). A zero-width space after
 * the `@`, after the `#`, or before the `-` keeps the text and drops the ping or the link (an
 * entity such as `&#124;` is no reference, and stays whole).
 */
function breakMentions(text) {
    return text
        .replace(/@(?=[^\s\u200B])/g, `@${ZWSP}`)
        .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`);
}
/**
 * GitHub turns `http://…`, `https://…`, `ftp://…` and `www.…` in text into links (GFM's extended autolinks,
 * any letter case), and a link to an issue, pull request or discussion of any repository puts our
 * comment in that thread's timeline (`owner/repo#N` is already broken by the `#` rule above). A
 * zero-width space after the scheme's `:` or after `www` keeps the text and drops the link. Not
 * for code spans: GitHub neither autolinks nor references inside `code` (its reference and
 * mention filters skip `pre`, `code` and `a`), so they stay verbatim.
 */
function breakLinks(text) {
    return text.replace(/(https?|ftp):(?=\/\/)/gi, `$1:${ZWSP}`).replace(/(www)\./gi, `$1${ZWSP}.`);
}
/** `<!--` may never reach the output: it could forge (or swallow) a hidden marker. */
function breakComments(text) {
    return text.replace(/<!/g, `<${ZWSP}!`);
}
/**
 * Characters with a meaning in GitHub Markdown mid-line: backslash escapes for the inline syntax
 * (emphasis, code, links and images via the brackets, strikethrough, math), entities for HTML and
 * for the table pipe (`&#124;` never splits a cell, whatever precedes it).
 */
const INLINE = {
    '\\': '\\\\',
    '`': '\\`',
    '*': '\\*',
    _: '\\_',
    '[': '\\[',
    ']': '\\]',
    '~': '\\~',
    $: '\\$',
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '|': '&#124;',
};
const INLINE_CHARS = /[\\`*_[\]~$&<>|]/g;
/** The escaping of {@link escapeInline} without trimming: for pieces of a longer line. */
function escapeText(text) {
    return breakLinks(breakMentions(visibleLine(text).replace(INLINE_CHARS, (ch) => INLINE[ch] ?? ch)));
}
/** Text that would start a heading, a list, a setext underline or a code block at the start of a line. */
function escapeLineStart(text) {
    return text.replace(/^([#+=-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}
/**
 * File text for Markdown prose, list items and table cells: one line, trimmed, rendered literally
 * (no emphasis, code, links, images, HTML, mentions or markers).
 */
function escapeInline(text) {
    return escapeLineStart(escapeText(visibleLine(text).trim()));
}
/** File text for a table cell: {@link escapeInline} already keeps it on one line and encodes `|`. */
function escapeCell(text) {
    return escapeInline(text);
}
/**
 * File text as inline code, shown verbatim: the fence is one backtick longer than the longest run
 * inside, so no content can close it. Code spans decode nothing, so the only changes are a space
 * for line breaks and a zero-width space in `<!--` and `@name`.
 */
function codeSpan(text, options = {}) {
    let content = breakMentions(breakComments(visibleLine(text)));
    if (options.cell) {
        // GFM's cell scanner pairs `\` with the next punctuation before it sees code spans: a `\`
        // right before our `\|` would pair with it and leave the pipe bare, so keep them apart.
        content = content.replace(/\\\|/g, `\\${ZWSP}|`).replace(/\|/g, '\\|');
    }
    if (content.trim() === '')
        return `\`${content || ' '}\``;
    let longest = 0;
    for (const run of content.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = '`'.repeat(longest + 1);
    // CommonMark strips one space from each end when both ends have one; a backtick at either end would merge with the fence.
    const pad = /^`|`$/.test(content) || (content.startsWith(' ') && content.endsWith(' ')) ? ' ' : '';
    return `${fence}${pad}${content}${pad}${fence}`;
}
/**
 * The most characters a code span in a table cell holds between two places a browser may break it
 * (white space, a hyphen): about 260 px of GitHub's code font, so that three such cells still sit
 * side by side in a 900 px comment without the table growing past it.
 */
const CELL_CODE_RUN = 30;
/** The longest run of characters with no white space or hyphen, where a browser would break a line of code. */
function longestUnbreakable(text) {
    let longest = 0;
    let run = 0;
    for (const ch of text) {
        run = ch === '-' || ch.trim() === '' ? 0 : run + 1;
        longest = Math.max(longest, run);
    }
    return longest;
}
/**
 * A finding message: our own text that quotes file values and field names in backticks. When the
 * backticks pair up, the quoted parts become code spans and the rest is escaped text; when they
 * do not (a key with a backtick in its name), the whole message is escaped text.
 */
function escapeMessage(message, options = {}) {
    const text = visibleLine(message).trim();
    const parts = text.split('`');
    if (parts.length % 2 === 0)
        return escapeInline(text);
    let out = '';
    let prose = '';
    let first = true;
    const flush = () => {
        out += first ? escapeLineStart(escapeText(prose)) : escapeText(prose);
        prose = '';
        first = false;
    };
    parts.forEach((part, i) => {
        // An empty code span (two backticks) shows nothing: the prose either side is escaped as one
        // piece, so `@` + `name` or `https:` + `//…` cannot meet after their escaping.
        if (i % 2 === 0 || part === '')
            prose += i % 2 === 0 ? part : '';
        else if (options.cell && longestUnbreakable(part) > CELL_CODE_RUN) {
            // A code span does not wrap where a table's column is sized: a long quoted path is text
            // that breaks at its folders instead, as the location column's paths are. Set apart by
            // `<wbr>`, so that it cannot meet the prose beside it as a mention or a link.
            flush();
            out += `<wbr>${breakAtFolders(escapeText(part))}<wbr>`;
        }
        else {
            flush();
            out += codeSpan(part, options);
        }
    });
    flush();
    return out;
}
/** Cut text to at most `max` characters (an ellipsis included), never inside a surrogate pair. */
function truncate(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    if (max === 1)
        return '…';
    let cut = max - 1;
    const code = text.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        cut--;
    return `${text.slice(0, cut)}…`;
}
/** Whitespace a cut may fall on (a space, a tab, a line break, an ideographic space). */
const isBlank = (code) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x3000;
/**
 * Text cut to at most `max` characters at a word: at the last blank before the bound, with `…`
 * after the word it ends on, so a reader never meets half a word (`Grant read access…`, not
 * `Grant read access t…`). A first word longer than half the bound (a path, a word in a script
 * written without spaces) is cut inside it, as {@link truncate} cuts.
 */
function cutAtWord(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 1)
        return truncate(text, max);
    // A blank right at the bound ends the last whole word there.
    let end = isBlank(text.charCodeAt(max - 1)) ? max - 1 : -1;
    for (let i = max - 2; end === -1 && i >= Math.floor(max / 2); i--)
        if (isBlank(text.charCodeAt(i)))
            end = i;
    if (end === -1)
        return truncate(text, max);
    // No blank or a lone comma, colon or dash left dangling before the ellipsis.
    while (end > 0 && (isBlank(text.charCodeAt(end - 1)) || ',;:—–-'.includes(text[end - 1])))
        end--;
    return end === 0 ? truncate(text, max) : `${text.slice(0, end)}…`;
}
/**
 * Text with every lone surrogate as U+FFFD, for a URI: file text can hold one (a JSON escape; no
 * name on disk can), and it has no UTF-8 for `encodeURIComponent`, which would throw.
 */
function wellFormed(text) {
    return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
/** A repository path as a URL path: every segment percent-encoded (`#`, `?`, spaces, parentheses). */
function encodePath(path) {
    return wellFormed(path)
        .split('/')
        .map((segment) => encodeURIComponent(segment).replace(/[()'!*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/**
 * A path for a table cell: escaped text (not a code span, which would not wrap) with a `<wbr>`
 * after each `/`, so a long path breaks at its folders instead of widening the table past the column.
 */
function breakablePath(text) {
    return breakAtFolders(escapeInline(text));
}
/** Escaped text with a `<wbr>` after each `/`: where a browser may break a path in a table cell. */
function breakAtFolders(escaped) {
    return escaped.replace(/\//g, '/<wbr>');
}
/** What ends a link destination or hides in it: white space (any), `<`, `>`, unseen characters. */
const URL_UNSAFE = new RegExp(`[\\s<>]|${UNSEEN.source}`, 'gu');
/** A Markdown link whose text is file text; `url` must be one we built (see {@link encodePath}). */
function link(text, url, options = {}) {
    // A path in the URL may still hold bidi or invisible characters: percent-encoded, they stay
    // out of the Markdown and the link goes to the same place.
    const destination = url
        .replace(/[()]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
        .replace(URL_UNSAFE, (ch) => encodeURIComponent(ch));
    return `[${options.wrap ? breakablePath(text) : escapeInline(text)}](${destination})`;
}
/** Anything {@link escapeTerminal} changes: an unseen character (TAB and LF too), `::` or `##[` anywhere. */
const TERMINAL_UNSAFE = new RegExp(`${UNSEEN.source}|::|##\\[`, 'u');
/**
 * Text for a terminal, one line: every unseen character shown by {@link inert} (ANSI escapes as
 * `<U+001B>`), TAB and LF as a space. The CLI may run in a workflow step, whose log the runner
 * reads for commands: a piece that starts with `::` (a path at the start of a line) gets a visible
 * `> `, and `##[` becomes `## [` (see src/action/log-text.ts for what the runner parses).
 */
function escapeTerminal(piece) {
    const text = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(piece);
    // Most pieces need nothing: one scan for anything the passes below would change spares them.
    if (!TERMINAL_UNSAFE.test(text))
        return text;
    return inert(text)
        .replace(/[\n\t]/g, ' ')
        .replace(/^(\s*)::/, '$1> ::')
        .replace(/##\[/g, '## [');
}
/**
 * Whether a workflow command's `file=` property can name this path exactly. The property escaping
 * (`%`, CR, LF, `:`, `,`) keeps line breaks out of the log line, but it has no code for `#` or `[`,
 * so `##[` (the runner's v1 command prefix) cannot be hidden in it, and any other unseen character
 * would reach the log raw: such a path is never put in `file=`, neither as it is nor shown inert
 * (that would name a file that does not exist).
 */
function fitsFileProperty(path) {
    const unescaped = path.replace(/\r/g, '');
    return !path.includes('##[') && inert(unescaped) === unescaped;
}
/** What an annotation that names its file in its message (see {@link fitsFileProperty}) adds, after the message. */
const NOT_PLACED = '(Not placed on the file: its name cannot go in a workflow command as it is; the job summary and the check run list this finding at its line.)';


/***/ }),

/***/ 1643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ CONFIG_INVALID_RULE),
/* harmony export */   IQ: () => (/* binding */ NOT_READ_RULE),
/* harmony export */   YN: () => (/* binding */ CONFIG_EXTENDS_UNREAD_RULE),
/* harmony export */   bn: () => (/* binding */ UNREADABLE_RULE),
/* harmony export */   j8: () => (/* binding */ SYMLINK_OUTSIDE_RULE),
/* harmony export */   jT: () => (/* binding */ CONFIG_UNKNOWN_KEY_RULE),
/* harmony export */   lX: () => (/* binding */ CONFIG_CHANGE_RULE),
/* harmony export */   to: () => (/* binding */ CONFIG_LOCKED_RULE),
/* harmony export */   vj: () => (/* binding */ CONFIG_EXTENDS_SKIPPED_RULE),
/* harmony export */   yP: () => (/* binding */ BASE_NOT_READ_RULE)
/* harmony export */ });
/**
 * The ids of the engine's rules that an adapter reports: the file gate's refusals (src/io/), the
 * config reader's findings (src/config/) and the action's base revision it could not read
 * (src/action/base-files.ts). They are declared here, below the adapters, because the catalogue,
 * the report and the renderers, which stand under those adapters, name them too.
 */
/** A symlink that points outside the repository: not followed. */
const SYMLINK_OUTSIDE_RULE = 'file/symlink-outside';
/** A symlink into `.git/`, to an ignored or untracked file, a folder or nothing, or a special file: never opened. */
const NOT_READ_RULE = 'file/not-read';
/** A file or folder the system would not let the check read. */
const UNREADABLE_RULE = 'file/unreadable';
/** A changed file whose base version the action could not read. */
const BASE_NOT_READ_RULE = 'file/base-not-read';
/** A config setting of the wrong shape. */
const CONFIG_INVALID_RULE = 'config/invalid';
/** A config setting, or a name under it, that handoff-gate does not know. */
const CONFIG_UNKNOWN_KEY_RULE = 'config/unknown-key';
/** A pull request that changes the config. */
const CONFIG_CHANGE_RULE = 'config/changed-in-pull-request';
/** A shared config (`extends`) the action could not read: the run fails closed. */
const CONFIG_EXTENDS_UNREAD_RULE = 'config/extends-unread';
/** A shared config (`extends`) the CLI does not read: it checks with the repository's own settings. */
const CONFIG_EXTENDS_SKIPPED_RULE = 'config/extends-skipped';
/** A setting the shared config locks, overridden by the repository's own: the shared value holds. */
const CONFIG_LOCKED_RULE = 'config/locked';


/***/ }),

/***/ 9023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ SEVERITY_ORDER),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   Jz: () => (/* binding */ withoutConfigRefusal)
/* harmony export */ });
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(734);
/* harmony import */ var _adapter_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1643);


const SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function compareFindings(a, b) {
    return ((0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.path, b.path) ||
        a.line - b.line ||
        a.column - b.column ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.ruleId, b.ruleId) ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.message, b.message));
}
/** Rules that say a file was not opened: a link not followed, a special file. */
const NOT_OPENED_RULES = new Set([_adapter_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_READ_RULE */ .IQ, _adapter_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .SYMLINK_OUTSIDE_RULE */ .j8]);
/**
 * The engine's findings without its word on the config file not being opened: the config loader
 * says that already, on the same line, so a link there gets one finding, not two.
 */
function withoutConfigRefusal(findings, configPath) {
    return findings.filter((f) => f.path !== configPath || !NOT_OPENED_RULES.has(f.ruleId));
}


/***/ }),

/***/ 734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/**
 * The one order for paths, ids and rule names in a report: by UTF-16 code unit, as `Array.sort`
 * orders strings and as the files are checked. `localeCompare` would depend on the runner's
 * locale and costs a collation per comparison.
 */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 3733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ quickStandIn),
/* harmony export */   u: () => (/* binding */ quickCheck)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7478);

const built = new WeakMap();
const standIns = new WeakMap();
/**
 * Names the schema the quick check compiles in place of `schema`: for a schema zod's compiler
 * refuses. `standIn` must succeed on exactly the values `schema` succeeds on (its issues do not
 * matter: they are never reported); test/perf/schema-check.test.ts holds every format to that.
 * Returns `schema`.
 */
function quickStandIn(schema, standIn) {
    standIns.set(schema, standIn);
    return schema;
}
/** The schema's quick check, or undefined when zod's compiler refuses it (and its stand-in). */
function quickCheck(schema) {
    let check = built.get(schema);
    if (check === undefined) {
        try {
            // Strict: a refusal is thrown rather than handed back as the schema uncompiled.
            const compiled = zod__WEBPACK_IMPORTED_MODULE_0__/* .compile */ .wE(standIns.get(schema) ?? schema, { strict: true });
            check = (value) => compiled.validate(value);
        }
        catch (error) {
            if (!(error instanceof zod__WEBPACK_IMPORTED_MODULE_0__/* .ZodCompileUnsupportedError */ .i || error instanceof zod__WEBPACK_IMPORTED_MODULE_0__/* .ZodCompileAsyncError */ .RI))
                throw error;
            check = null;
        }
        built.set(schema, check);
    }
    return check ?? undefined;
}


/***/ }),

/***/ 3975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ showPath),
/* harmony export */   _: () => (/* binding */ explainIssues)
/* harmony export */ });
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6345);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/* harmony import */ var _util_bulk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9410);



function showPath(path) {
    let out = '';
    for (const key of path)
        out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
    return out || 'the document';
}
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    // YAML's `.inf` and `.nan`, or a JSON number past the largest double: a number no rule can compare.
    if (typeof value === 'number' && !Number.isFinite(value))
        return Number.isNaN(value) ? 'NaN' : 'infinity';
    return `a ${typeof value}`;
}
const expectedName = {
    string: 'a string',
    number: 'a number',
    int: 'an integer',
    boolean: 'true or false',
    object: 'a mapping',
    array: 'a list',
    null: 'null',
};
/** Of a union's failed branches, the one that got furthest is the one worth reporting. */
function bestBranch(branches) {
    let best = branches[0] ?? [];
    let bestDepth = -1;
    for (const branch of branches) {
        const depth = (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_1__/* .maxOf */ ._)(branch.map((i) => i.path.length), 0) -
            branch.length / 100;
        if (depth > bestDepth) {
            best = branch;
            bestDepth = depth;
        }
    }
    return best;
}
/** Turn zod's issues into findings a person can act on. */
function explainIssues(issues, prefix = []) {
    const out = [];
    for (const issue of issues) {
        const path = [...prefix, ...issue.path];
        const name = `\`${showPath(path)}\``;
        const input = issue.input;
        switch (issue.code) {
            case 'invalid_type':
                if (input === undefined) {
                    // Said with what to write, so that the message stands alone without the spec or the file open.
                    const form = expectedName[issue.expected];
                    out.push({ kind: 'required', path, message: `${name} is required${form ? ` (${form})` : ''}.` });
                }
                else
                    out.push({
                        kind: 'type',
                        path,
                        message: `${name} must be ${expectedName[issue.expected] ?? issue.expected}, not ${typeName(input)}.`,
                    });
                break;
            case 'invalid_value': {
                const values = issue.values.map(String);
                // zod reports a missing enum field as a bad value; it is a missing one.
                if (input === undefined) {
                    out.push({ kind: 'required', path, message: `${name} is required (one of: ${values.join(', ')}).` });
                    break;
                }
                const hint = typeof input === 'string' ? (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .didYouMean */ .au)(input, values) : '';
                const meant = typeof input === 'string' ? (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .soleMatch */ .Jk)(input, values) : undefined;
                out.push({
                    kind: 'enum',
                    path,
                    message: `${name} is ${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(input)}; allowed: ${values.join(', ')}.${hint}`,
                    ...(meant !== undefined && { fix: { value: meant } }),
                });
                break;
            }
            case 'too_small':
            case 'too_big': {
                const small = issue.code === 'too_small';
                const bound = String(small ? issue.minimum : issue.maximum);
                const exclusive = issue.inclusive === false;
                const limit = exclusive
                    ? `${small ? 'greater' : 'less'} than ${bound}`
                    : `${small ? 'at least' : 'at most'} ${bound}`;
                const message = issue.origin === 'array'
                    ? `${name} must have ${limit} item${bound === '1' ? '' : 's'}.`
                    : issue.origin === 'string'
                        ? `${name} must have ${limit} characters.`
                        : `${name} must be ${limit}${typeof input === 'number' ? ` (it is ${input})` : ''}.`;
                const exact = Math.abs(Number(small ? issue.minimum : issue.maximum)) === Number.MAX_SAFE_INTEGER;
                out.push({ kind: 'range', path, message, ...(exact && { exactLimit: true }) });
                break;
            }
            case 'invalid_format':
                out.push({
                    kind: 'format',
                    path,
                    message: `${name} is ${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(input)}, which is not ${issue.message ?? issue.format}.`,
                });
                break;
            case 'invalid_union':
                (0,_util_bulk_js__WEBPACK_IMPORTED_MODULE_1__/* .pushAll */ .i)(out, explainIssues(bestBranch(issue.errors), path));
                break;
            default:
                out.push({ kind: 'type', path, message: `${name}: ${issue.message}` });
        }
    }
    return out;
}


/***/ }),

/***/ 3274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ anglePlaceholderIn),
/* harmony export */   b: () => (/* binding */ anglePlaceholdersInLine)
/* harmony export */ });
/* harmony import */ var _code_spans_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5140);

/**
 * Angle-bracket placeholders, the other template style (`<ID>`, `<timestamp>`, `<タイトル>`,
 * `<frontend|backend|security>`, `<agent name>`, `<from the intent in your prompt>`), told apart
 * from the real uses of `<` and `>` in handoff files.
 *
 * A placeholder is `<`, then 1 to 40 characters without `<`, `>` or a line break, then `>`,
 * where the inside:
 * - starts with a letter, digit or `_` (any script) and does not end with a blank or `/`: so no
 *   closing tag or comment (`</details>`, `<!-- x -->`), no `<?xml ?>` or `<%= x %>`, no
 *   self-closing `<br/>`, `<UserCard />`, no comparison (`a < b > c`, `"< 200ms"`, `"<= 5"`), no
 *   arrow or merge key (`<->`, `<<`);
 * - is no autolink (`<https://...>`, `<mailto:...>`, `<user@example.com>`; see {@link AUTOLINK});
 * - is no HTML tag with attributes (`<img src=x>`, `<a href="...">`: an `=`), and, wherever
 *   Markdown may hold real HTML (a body, or a value longer than the tag), no bare HTML element
 *   name either (`<br>`, `<details>`, `<summary>`, `<kbd>`, any case).
 *
 * Nor is a sentinel (`<none>`, `<empty>`, `<n/a>`): a way of writing "nothing", not a slot.
 *
 * And it must stand alone, as the template's slot did; `<` inside words or code is never one:
 * - in a value (YAML, JSON, frontmatter): the whole value (`status: <status>`; here even an
 *   element name, `title: <title>`, since a field is never one bare start tag), or a piece of a
 *   value without blanks, after a start or a separator (`explorer:<subtype>`,
 *   `.work/<agent>/out.md`, `<ID>-report`), where generics stay clean (`Array<string>`,
 *   `Map<K, V>`: the `<` follows a letter);
 * - in a Markdown body, or a value of several lines (an intent's `body: |`), outside fenced code
 *   and code spans: the whole content of a line after its
 *   heading, list, task-box or quote marker (`<何を実装するか>`, `- <成果1>`, `- [ ] <基準1>`,
 *   `# <タイトル>`), of a table cell (`| <ID> | ... |`), or of either side of a label's colon
 *   (`# 報告: <タイトル>`, `- <ファイルパス1>: <説明>`), a note in brackets after it allowed
 *   (`- 前提: <他タスクID>（あれば）`). `<` in prose (`x < 8文字`, `RSI < 65`) is never one.
 */
const TOKEN = /<([^<>\n]{1,40})>/g;
const INNER_START = /^[\p{L}\p{N}_]/u;
/**
 * An autolink: a URL with `//` (`<https://...>`, `<file:///...>`), one of the schemes used without
 * it (`<mailto:...>`, `<tel:...>`, `<urn:...>`), or an e-mail address. Not any `word:word`, which
 * CommonMark would also take for a link but templates write as a slot (`<file:line>`, `<type:subtype>`).
 */
const AUTOLINK = /^[A-Za-z][A-Za-z0-9+.-]{1,31}:\/\/[^\s<>]*$|^(?:mailto|tel|urn|news|xmpp|sms|data):[^\s<>]+$|^[^\s@<>]+@[^\s@<>]+$/i;
/** The HTML elements (current and obsolete) whose bare start tag Markdown passes through as HTML. */
const HTML_ELEMENTS = new Set(('a abbr acronym address applet area article aside audio b base basefont bdi bdo bgsound big blink blockquote body br button ' +
    'canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset ' +
    'figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins ' +
    'kbd label legend li link main map mark marquee menu meta meter nav nobr noframes noscript object ol optgroup option ' +
    'output p param picture plaintext pre progress q rp rt ruby s samp script search section select slot small source span ' +
    'strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var ' +
    'video wbr xmp math').split(' '));
/** Markers a sentinel is written with, not a slot to fill: `<none>`, `<empty>`, `<n/a>` (git's and docker's style). */
const SENTINELS = new Set(['none', 'null', 'nil', 'empty', 'unknown', 'undefined', 'unset', 'n/a', 'na', 'blank']);
/** The inside of `<...>` may be a placeholder's (before any check of where it stands). */
function placeholderInside(inner, html) {
    if (!INNER_START.test(inner))
        return false;
    const last = inner.charCodeAt(inner.length - 1);
    if (last === 0x20 || last === 0x09 || last === 0x2f)
        return false;
    if (inner.includes('=') || AUTOLINK.test(inner))
        return false;
    const name = inner.toLowerCase();
    return !SENTINELS.has(name) && (!html || !HTML_ELEMENTS.has(name));
}
const WORDISH = /[\p{L}\p{N}_]/u;
/** The `<...>` placeholder a string value is or holds (see above), or undefined. */
function anglePlaceholderIn(value) {
    const text = value.trim();
    if (text.length < 3 || !text.includes('<'))
        return undefined;
    // A text of several lines (a `|` block: an intent's body, a description) is read as Markdown.
    if (text.includes('\n'))
        return anglePlaceholderInLines(text);
    // The whole value.
    if (text.charCodeAt(0) === 0x3c && text.charCodeAt(text.length - 1) === 0x3e) {
        const inner = text.slice(1, -1);
        if (inner.length <= 40 && !/[<>\n]/.test(inner) && placeholderInside(inner, false))
            return text;
    }
    // A piece of a value without blanks, after a start or a separator, before an end or a separator.
    if (/\s/.test(text))
        return undefined;
    const plain = (0,_code_spans_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutCode */ .M)(text);
    for (const match of plain.matchAll(TOKEN)) {
        const at = match.index;
        const end = at + match[0].length;
        if (at > 0 && WORDISH.test(plain[at - 1]))
            continue;
        if (end < plain.length && WORDISH.test(plain[end]))
            continue;
        if (placeholderInside(match[1], true))
            return match[0];
    }
    return undefined;
}
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** The first `<...>` placeholder filling a line of a text of several lines, fenced code skipped. */
function anglePlaceholderInLines(text) {
    let fence;
    for (const line of text.split('\n')) {
        const marker = FENCE.exec(line)?.[1];
        if (fence !== undefined) {
            if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
                fence = undefined;
            continue;
        }
        if (marker) {
            fence = marker;
            continue;
        }
        const found = anglePlaceholdersInLine(line)[0];
        if (found)
            return found.text;
    }
    return undefined;
}
/** The Markdown block markers that may stand before a placeholder that fills a line: heading, quote, list, task box. */
const MARKERS = /^(?:[ \t]*>)*[ \t]*(?:#{1,6}[ \t]+|(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?$/;
/**
 * What may follow it: the line's end, a table's `|`, a label's colon, a note in brackets
 * (`（あれば）`, `(optional)`), or the `]` closing a bracket header (`[REPORT TO: <role>]`).
 */
const AFTER = /[ \t]*(?:$|[|:：]|\][ \t]*$|[（(][^（()）\n]*[)）][ \t]*$)/y;
/** Before `at`: only markers, or a table's `|` or a label's colon (then blanks). Markers are short: a longer prefix is not read. */
function standsAfterStart(line, at) {
    let i = at;
    while (i > 0 && (line[i - 1] === ' ' || line[i - 1] === '\t'))
        i--;
    if (i === 0)
        return true;
    const c = line[i - 1];
    if (c === '|' || c === ':' || c === '：')
        return true;
    return at <= 48 && MARKERS.test(line.slice(0, at));
}
/** The `<...>` placeholders that fill a Markdown body line or one of its cells (see above), with their 0-based columns. */
function anglePlaceholdersInLine(line) {
    if (!line.includes('<'))
        return [];
    const plain = (0,_code_spans_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutCode */ .M)(line);
    const found = [];
    for (const match of plain.matchAll(TOKEN)) {
        const at = match.index;
        if (!placeholderInside(match[1], true) || !standsAfterStart(plain, at))
            continue;
        AFTER.lastIndex = at + match[0].length;
        if (!AFTER.test(plain))
            continue;
        found.push({ text: match[0], index: at });
    }
    return found;
}


/***/ }),

/***/ 5140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ withoutCode)
/* harmony export */ });
/**
 * The line with its code spans blanked out, columns kept: code spans are quoted text
 * (`GET /api/personas/{id}`), not unfilled slots. A span closes at the next run of as many
 * backticks; finding it by scanning runs keeps hostile lines of backticks linear.
 */
function withoutCode(text) {
    const runs = [];
    for (const match of text.matchAll(/`+/g))
        runs.push({ start: match.index, length: match[0].length });
    const byLength = new Map();
    runs.forEach((run, i) => {
        const list = byLength.get(run.length);
        if (list)
            list.push(i);
        else
            byLength.set(run.length, [i]);
    });
    const next = new Map();
    const pieces = [];
    let cursor = 0;
    for (let i = 0; i < runs.length;) {
        const run = runs[i];
        const list = byLength.get(run.length);
        let p = next.get(run.length) ?? 0;
        while (p < list.length && list[p] <= i)
            p++;
        next.set(run.length, p);
        const close = list[p];
        if (close === undefined) {
            i++;
            continue;
        }
        const end = runs[close].start + run.length;
        pieces.push(text.slice(cursor, run.start), ' '.repeat(end - run.start));
        cursor = end;
        i = close + 1;
    }
    pieces.push(text.slice(cursor));
    return pieces.join('');
}


/***/ }),

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ keyTypoRule),
/* harmony export */   z: () => (/* binding */ checkKeyTypos)
/* harmony export */ });
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6345);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7656);
/* harmony import */ var _known_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8719);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9068);




const keyTypoRule = (format, reader) => ({
    id: `${format}/key-typo`,
    severity: 'warning',
    summary: 'An unknown key is one or two letters away from a known one (`agentid` → `agent_id`).',
    rationale: `A misspelt key is no error to ${reader}: it passes over it, so the value is lost and the field it meant reads as missing.`,
});
const roots = new WeakMap();
function placeAt(schema, path) {
    const shapes = (0,_known_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .objectSchemasAt */ .V)(schema, path);
    const list = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
    return {
        known: shapes.length === 0 ? null : { list, set: new Set(list) },
        byKey: new Map(),
        item: undefined,
        typos: new Map(),
    };
}
/**
 * Unknown keys are allowed (the specs are open), but one a typo away from a known key is almost
 * always that key misspelt, and the real field then reads as missing.
 */
function checkKeyTypos(ctx, schema, report) {
    const path = [];
    let root = roots.get(schema);
    if (!root)
        roots.set(schema, (root = placeAt(schema, [])));
    const visit = (value, place) => {
        if (path.length > _walk_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DEPTH */ .l)
            return;
        if (Array.isArray(value)) {
            const item = (place.item ??= placeAt(schema, [...path, 0]));
            for (let i = 0; i < value.length; i++) {
                path.push(i);
                visit(value[i], item);
                path.pop();
            }
            return;
        }
        if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(value))
            return;
        const known = place.known;
        if (!known)
            return;
        // `for...in`, as in `eachValue`: no array per object.
        for (const key in value) {
            if (known.set.has(key)) {
                let below = place.byKey.get(key);
                path.push(key);
                if (!below)
                    place.byKey.set(key, (below = placeAt(schema, path)));
                visit(value[key], below);
                path.pop();
                continue;
            }
            let typo = place.typos.get(key);
            if (typo === undefined) {
                const match = (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .kp)(key, known.list);
                // The fix renames the key only when no other known key is as near: a hint may guess, a fix may not.
                typo = { match, fix: match !== undefined && (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .soleMatch */ .Jk)(key, known.list) === match ? match : undefined };
                if (place.typos.size < 1000)
                    place.typos.set(key, typo);
            }
            if (typo.match !== undefined && !Object.hasOwn(value, typo.match)) {
                report([...path, key], `Unknown key \`${key}\`. Did you mean \`${typo.match}\`?`, typo.fix);
            }
        }
    };
    visit(ctx.data, root);
}


/***/ }),

/***/ 8719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ objectSchemasAt)
/* harmony export */ });
/** A schema's definition, through zod's public `def` (zod 4's classic API); read only for the fields it names. */
const defOf = (schema) => schema.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
/** The object schemas that may describe the value at `path` (several under a union). */
function objectSchemasAt(schema, path) {
    let current = [schema];
    const unwrap = (list) => {
        const out = [];
        const queue = [...list];
        for (let guard = 0; queue.length > 0 && guard < 64; guard++) {
            const s = queue.shift();
            const def = defOf(s);
            if (WRAPPERS.has(def.type) && def.innerType)
                queue.push(def.innerType);
            else if (def.type === 'pipe' && def.in)
                queue.push(def.in);
            else if (def.type === 'lazy' && def.getter)
                queue.push(def.getter());
            else if (def.type === 'union' && def.options)
                queue.push(...def.options);
            else
                out.push(s);
        }
        return out;
    };
    for (const key of path) {
        const next = [];
        for (const s of unwrap(current)) {
            const def = defOf(s);
            if (def.type === 'object' && typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key))
                next.push(def.shape[key]);
            else if (def.type === 'array' && typeof key === 'number' && def.element)
                next.push(def.element);
            else if (def.type === 'record' && def.valueType)
                next.push(def.valueType);
        }
        current = next;
        if (current.length === 0)
            return [];
    }
    return unwrap(current)
        .map(defOf)
        .filter((d) => d.type === 'object' && d.shape)
        .map((d) => d.shape);
}


/***/ }),

/***/ 7168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ locationOutside),
/* harmony export */   z: () => (/* binding */ parseLocation)
/* harmony export */ });
/* harmony import */ var _repo_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3697);

const LOCATION = /^(?:\.\/)?([^\s:#?*"<>|\\]+?)(?:(?::|#L)(\d{1,7})(?:[-:]L?\d{1,7})?)?$/;
/**
 * A `location` that names a file outside the repository: an absolute path (`/etc/passwd:3`,
 * `~/x.ts`) or one that climbs out through `..`. Prose (`the login form`) and repository paths
 * are not (undefined); what {@link parseLocation} reads is never one.
 */
function locationOutside(text) {
    const path = LOCATION.exec(text.trim())?.[1];
    if (path === undefined || !/[./]/.test(path))
        return undefined;
    const problem = (0,_repo_path_js__WEBPACK_IMPORTED_MODULE_0__/* .repoPathProblem */ .Js)(path);
    return problem === 'absolute' || problem === 'escapes' ? { path, problem } : undefined;
}
/** A gate item's `location` as a repository path and line, when it is one (`src/a.ts:12`, `a.ts#L3`). */
function parseLocation(text) {
    const m = LOCATION.exec(text.trim());
    if (!m?.[1])
        return undefined;
    const path = m[1];
    if (path.startsWith('/') || path.split('/').some((s) => s === '..' || s === '.' || s === '') || !/[./]/.test(path))
        return undefined;
    const line = m[2] ? Number(m[2]) : undefined;
    return line ? { path, line } : { path };
}


/***/ }),

/***/ 2414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ noWordsShown),
/* harmony export */   R: () => (/* binding */ noWords)
/* harmony export */ });
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7656);

/**
 * Whether a short text a person should have written (a suppression's reason, an answer to a
 * question) holds no words of theirs: nothing, punctuation alone (`...`, `-`, `?`), a slot left
 * as a template wrote it (`<reason>`, `{answer}`, `[reason]`), or a stand-in word (`TODO`, `TBD`,
 * `reason`, `your answer here`). A sentence that merely contains such a word is words: only the
 * whole text is weighed. Total and linear: string code and one bounded regex over one line.
 */
/** Stand-ins a template or a hurried writer leaves for the words to come, compared lower-cased, blanks folded. */
const STAND_INS = new Set([
    'todo',
    'tbd',
    'tbc',
    'fixme',
    'xxx',
    'placeholder',
    'reason',
    'the reason',
    'your reason',
    'reason here',
    'your reason here',
    'write the reason',
    'why',
    'answer',
    'the answer',
    'your answer',
    'answer here',
    'your answer here',
    'text',
    '理由',
    '回答',
    '回答内容',
]);
/** Pairs a template writes a slot between, whatever word it holds (`<reason>`, `{回答内容}`). */
const SLOTS = [
    ['{{', '}}'],
    ['${', '}'],
    ['<', '>'],
    ['{', '}'],
];
/** Pairs that hold a stand-in word (`[TODO]`, `(reason)`), though words in them are words (`[see the ADR]`). */
const BRACKETS = [
    ['[', ']'],
    ['(', ')'],
];
/** A letter or a digit in any script: a text without one is punctuation alone. */
const WORDISH = /[\p{L}\p{N}]/u;
/** Longer than any stand-in or slot a template writes: weighed no further. */
const MAX_PLACEHOLDER = 60;
/** Leading marks a writer puts before the words (`-- <reason>` after the directive's own ` -- `, `: TODO`). */
const LEADING = new Set(['-', '\u2013', '\u2014', ':', ' ', '\t']);
const inside = (text, [open, close]) => text.length > open.length + close.length && text.startsWith(open) && text.endsWith(close)
    ? text.slice(open.length, text.length - close.length).trim()
    : undefined;
/** Lower-cased, blanks, `_` and `-` folded to one blank, trailing `.`, `:`, `…`, `!`, `?` dropped. */
function fold(text) {
    const folded = text
        .toLowerCase()
        .split(/[\s_-]+/)
        .filter((part) => part !== '')
        .join(' ');
    return withoutTrailingMarks(folded).trim();
}
const TRAILING_MARKS = new Set(['.', ':', '\u2026', '!', '?']);
/** The text without the marks that end it: a loop from the end (`/[.:…!?]+$/` rescans a long run of them from each one). */
function withoutTrailingMarks(text) {
    let end = text.length;
    while (end > 0 && TRAILING_MARKS.has(text[end - 1]))
        end--;
    return text.slice(0, end);
}
/** Why `text` is no words a person wrote, or undefined when it is words. */
function noWords(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return 'empty';
    if (trimmed.length > MAX_PLACEHOLDER)
        return undefined;
    if (!WORDISH.test(trimmed))
        return 'punctuation';
    let start = 0;
    while (start < trimmed.length && LEADING.has(trimmed[start]))
        start++;
    const words = trimmed.slice(start);
    for (const pair of SLOTS) {
        const inner = inside(words, pair);
        if (inner !== undefined && !inner.includes(pair[0]) && !inner.includes(pair[1]))
            return 'placeholder';
    }
    for (const pair of BRACKETS) {
        const inner = inside(words, pair);
        if (inner !== undefined && STAND_INS.has(fold(inner)))
            return 'placeholder';
    }
    return STAND_INS.has(fold(words)) ? 'placeholder' : undefined;
}
/** `text` quoted and why it is no words, for a finding: `` `<reason>` is a placeholder ``. */
function noWordsShown(text, why) {
    return why === 'empty'
        ? 'it is empty'
        : `${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .show */ .WU)(text.trim())} is ${why === 'placeholder' ? 'a placeholder' : 'no words'}`;
}


/***/ }),

/***/ 3697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ normaliseRepoPath),
/* harmony export */   Js: () => (/* binding */ repoPathProblem),
/* harmony export */   fg: () => (/* binding */ isGlob),
/* harmony export */   pm: () => (/* binding */ repoPathMessage),
/* harmony export */   um: () => (/* binding */ REPO_LOCATION_PATTERN),
/* harmony export */   vp: () => (/* binding */ FILLED_REPO_PATH_PATTERN),
/* harmony export */   wj: () => (/* binding */ REPO_PATH_PATTERN)
/* harmony export */ });
/** Why a path written in a handoff file cannot name a file of this repository, or undefined. */
function repoPathProblem(path) {
    const text = path.trim();
    if (text === '')
        return 'empty';
    // Most paths are plain relative ones: no `/`, `\` or `~` first, no `:` (a drive, a URL) and no `..`.
    const first = text.charCodeAt(0);
    if (first !== 0x2f && first !== 0x5c && first !== 0x7e && !text.includes(':') && !text.includes('..'))
        return undefined;
    if (/^([a-zA-Z]:[\\/]|[\\/]|~[\\/]?)/.test(text) || /^[a-z][a-z0-9+.-]*:\/\//i.test(text))
        return 'absolute';
    let depth = 0;
    for (const segment of text.split(/[\\/]+/)) {
        if (segment === '..')
            depth--;
        else if (segment !== '.' && segment !== '')
            depth++;
        if (depth < 0)
            return 'escapes';
    }
    return undefined;
}
/**
 * {@link repoPathProblem} as a JSON Schema `pattern`, for editors: not absolute (`/`, `\`, `~`, a
 * drive, a URL) and not starting with `..`. A `..` further in that climbs above the start
 * (`a/../../b`) needs counting, which a pattern cannot do: the checker alone reports it.
 */
const NOT_OUTSIDE = '(?!\\s*(?:[a-zA-Z]:[\\\\/]|[\\\\/~]|[a-zA-Z][a-zA-Z0-9+.-]*://))(?!\\s*(?:\\.?[\\\\/]+)*\\.\\.(?:[\\\\/]|\\s*$))';
const REPO_PATH_PATTERN = `^${NOT_OUTSIDE}`;
/** The same, for a field where a blank path is the rule's `empty` finding too. */
const FILLED_REPO_PATH_PATTERN = `^${NOT_OUTSIDE}(?=\\s*\\S)`;
/** `file:line` or `file:line:column` (lines from 1), its file a repository path. */
const REPO_LOCATION_PATTERN = `^${NOT_OUTSIDE}\\s*.+?:0*[1-9]\\d*(?::\\d+)?\\s*$`;
function repoPathMessage(field, value, problem) {
    switch (problem) {
        case 'absolute':
            return `\`${field}\` is an absolute path (\`${value}\`); write it relative to the repository root.`;
        case 'escapes':
            return `\`${field}\` (\`${value}\`) leaves the repository through \`..\`; write it relative to the repository root.`;
        default:
            return `\`${field}\` is empty; name the file.`;
    }
}
/** Normalise `./a//b` to `a/b` for existence checks. */
function normaliseRepoPath(path) {
    const out = [];
    for (const segment of path.trim().split(/[\\/]+/)) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..')
            out.pop();
        else
            out.push(segment);
    }
    return out.join('/');
}
const isGlob = (path) => /[*?[\]{}]/.test(path);


/***/ }),

/***/ 3398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ schemaFindings),
/* harmony export */   R: () => (/* binding */ schemaRules)
/* harmony export */ });
/* harmony import */ var _schema_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3733);
/* harmony import */ var _schema_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3975);


/**
 * The rule ids every format gets from its schema: `<format>/required`, `type`, `enum`, `range`
 * and `format`, one per kind of finding (schema-findings.ts words zod's issues). `section` is the
 * part of the format's spec that defines its fields, which the schema holds a file to.
 */
function schemaRules(format, reader, section) {
    const Reader = capital(reader);
    const rules = [
        {
            id: `${format}/required`,
            severity: 'error',
            summary: 'A field the spec requires is missing.',
            rationale: `${Reader} relies on every field the spec requires: with one missing it has to guess what the field would have said, and no two readers guess alike.`,
        },
        {
            id: `${format}/type`,
            severity: 'error',
            summary: 'A field has the wrong type (a string where a list belongs, a number as text).',
            rationale: `${Reader} reads each field as the type the spec gives it: a string where a list belongs, or a number written as text, is misread or silently dropped.`,
        },
        {
            id: `${format}/enum`,
            severity: 'error',
            summary: 'A value is not one the spec allows (with "did you mean"; extendable in the config).',
            rationale: `${Reader} acts on a fixed set of values: one outside the spec's set (a typo, a synonym) matches nothing it handles, and is taken for something else or ignored.`,
        },
        {
            id: `${format}/range`,
            severity: 'error',
            summary: "A number or list is outside the spec's bounds (score 0–100, round 1–4, non-empty lists).",
            rationale: `${Reader} counts on the spec's bounds (a score of 0 to 100, a list with entries): a value outside them is one it was never written to handle.`,
        },
        {
            id: `${format}/format`,
            severity: 'error',
            summary: "A string does not have the spec's shape (ids, agent ids, timestamps).",
            rationale: `${Reader} parses ids, agent ids and dates by the shape the spec gives them: a value of another shape fails to parse there, or parses as something it is not.`,
        },
    ];
    return section === undefined ? rules : rules.map((rule) => ({ ...rule, spec: section }));
}
/** A sentence's subject at its start. */
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** A schema finding's rule id: `<format>/<kind>`. */
const schemaRuleId = (format, kind) => `${format}/${kind}`;
/**
 * The schema's findings on a file's data, each with its rule id; none when the data passes. Most
 * files do: `quick` tries the schema's quick check first (schema-check.ts), and only a file it
 * says no to gets zod's parse and its issues.
 */
function schemaFindings(format, schema, data, quick) {
    if (quick && (0,_schema_check_js__WEBPACK_IMPORTED_MODULE_0__/* .quickCheck */ .u)(schema)?.(data))
        return [];
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return [];
    return (0,_schema_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .explainIssues */ ._)(parsed.error.issues).map((issue) => ({ ...issue, ruleId: schemaRuleId(format, issue.kind) }));
}


/***/ }),

/***/ 5599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ filledIn),
/* harmony export */   GN: () => (/* binding */ leftoverReason),
/* harmony export */   Mb: () => (/* binding */ filledString),
/* harmony export */   h3: () => (/* binding */ checkTemplateLeftovers),
/* harmony export */   wE: () => (/* binding */ templateLeftoverRule)
/* harmony export */ });
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);
/* harmony import */ var _angle_placeholder_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3274);
/* harmony import */ var _walk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9068);



const templateLeftoverRule = (format, reader) => ({
    id: `${format}/template-leftover`,
    severity: 'error',
    summary: 'A value copied from the spec\'s template was never filled in (`ok | needs_input`, `${id}`, `{title}`, `<ID>`, "ISO 8601 timestamp").',
    rationale: `A placeholder left from the spec's template reads as a real value to ${reader}: it acts on \`{title}\` or \`ok | needs_input\` as though an agent had written it.`,
});
const ALTERNATIVES = /^\s*[\w.:#/-]+(?:\s+\|\s+[\w.:#/-]+)+\s*$/;
const BRACE_PLACEHOLDER = /\{[^{}\s"':,]{1,40}\}/;
const TYPE_DESCRIPTION = [
    /^(string|number|integer|int|boolean|bool|object|array|list|null|date|datetime|timestamp|float)(\s*\(.*\))?$/i,
    /^\s*ISO[ -]?8601\b/i,
    /YYYY-MM-DD/,
    /^\s*(\.\.\.|…)\s*$/,
];
/**
 * What every leftover below contains (`|`, `{`, `<`, `...` or `…`, `YYYY`, `8601`, or a leading
 * type word): quick tests that clear almost every real value before the patterns run. The type
 * word is matched in any case; the patterns decide.
 */
const MAYBE_LEFTOVER = /[|{<…]|\.\.\.|YYYY|8601/;
const TYPE_WORD = /^(?:string|number|integer|int|boolean|bool|object|array|list|null|date|datetime|timestamp|float)\b/i;
/**
 * `${` with a `}` anywhere after it. Searched with indexOf, not `/\$\{[^}]*\}/`: the regex scans
 * to the end from every `${`, so a long `${${${...` with no `}` took time quadratic in its length.
 */
function hasDollarPlaceholder(text) {
    const open = text.indexOf('${');
    return open !== -1 && text.indexOf('}', open + 2) !== -1;
}
/** The value when it is a reference worth resolving: a non-blank string that is no unfilled template slot. */
function filledIn(value) {
    const text = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(value);
    return text !== undefined && text.trim() !== '' && !leftoverReason(text) ? text : undefined;
}
/** Why a string looks like an unfilled template slot, or undefined. */
function leftoverReason(text) {
    if (!MAYBE_LEFTOVER.test(text) && !TYPE_WORD.test(text))
        return undefined;
    if (ALTERNATIVES.test(text))
        return 'lists the alternatives instead of choosing one';
    if (hasDollarPlaceholder(text))
        return 'holds an unexpanded `${...}` placeholder';
    if (BRACE_PLACEHOLDER.test(text))
        return 'holds an unfilled `{...}` placeholder';
    const angle = (0,_angle_placeholder_js__WEBPACK_IMPORTED_MODULE_0__/* .anglePlaceholderIn */ .A)(text);
    if (angle !== undefined)
        return angle === text.trim()
            ? 'is an unfilled `<...>` placeholder'
            : `holds an unfilled \`<...>\` placeholder (${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(angle)})`;
    if (TYPE_DESCRIPTION.some((re) => re.test(text)))
        return 'describes the type instead of giving a value';
    return undefined;
}
/**
 * Report every value that looks like an unfilled template slot. A template leftover is an agent's
 * mistake (it copied the spec's example and never filled it in), so the strings a person writes
 * are exempt, by location only: `humanText` is the format's own list of them (an intent's
 * clarification answers, which the inbox's `/answer` writes verbatim from a comment, where
 * `{id}`, `${HOME}`, `a | b` or `YYYY-MM-DD` is what the person meant). The same text anywhere
 * else in the file, and any mapping YAML made of a `{x}` there, is still reported.
 */
function checkTemplateLeftovers(ctx, report, humanText) {
    (0,_walk_js__WEBPACK_IMPORTED_MODULE_2__/* .eachValue */ .B)(ctx.data, (value, path) => {
        if (typeof value === 'string') {
            if (humanText?.(path))
                return;
            const reason = leftoverReason(value);
            if (reason)
                report([...path], `${(0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(value.trim())} ${reason}: it is a template leftover. Write the real value.`);
        }
        else if ((0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value) && path.length > 0 && (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isNullsOnly */ .JZ)(value) && ctx.doc.isPlaceholderMap(path)) {
            const key = Object.keys(value)[0] ?? '';
            report([...path], `\`{${key}}\` is an unfilled template placeholder (YAML reads it as a mapping). Write the real value.`);
        }
    });
}
/**
 * A string value worth checking further: undefined when it is missing, not a string (the schema
 * reports that) or a template leftover (reported as such), so one mistake gets one finding.
 */
function filledString(value) {
    const text = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_1__/* .asString */ .oJ)(value);
    return text === undefined || leftoverReason(text) ? undefined : text;
}


/***/ }),

/***/ 9068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ eachValue),
/* harmony export */   l: () => (/* binding */ MAX_DEPTH)
/* harmony export */ });
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7656);

/** No handoff format nests this deep; past it a file is hostile or broken, and walks stop. */
const MAX_DEPTH = 64;
/**
 * Visit every value under `value` with its path, depth-bounded, parents before children. The
 * path is one array, changed as the walk goes: a visitor that keeps it must copy it.
 */
function eachValue(value, visit, path = []) {
    visit(value, path);
    if (path.length >= MAX_DEPTH)
        return;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            eachValue(value[i], visit, path);
            path.pop();
        }
    }
    else if ((0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value)) {
        // `for...in` rather than `Object.keys`: no array per object. Parsed data are plain objects
        // whose prototype has no enumerable keys, so both give the same keys in the same order.
        for (const key in value) {
            path.push(key);
            eachValue(value[key], visit, path);
            path.pop();
        }
    }
}


/***/ }),

/***/ 367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ SUPPRESSION_RULES),
/* harmony export */   CF: () => (/* binding */ INVALID_FILE_RULE),
/* harmony export */   F$: () => (/* binding */ NOT_SUPPRESSIBLE_RULE),
/* harmony export */   JZ: () => (/* binding */ WHOLE_FILE),
/* harmony export */   N$: () => (/* binding */ inlineRefusalWhere),
/* harmony export */   b9: () => (/* binding */ guardedDecision),
/* harmony export */   g: () => (/* binding */ UNUSED_RULE),
/* harmony export */   gF: () => (/* binding */ inlineRefusal),
/* harmony export */   jc: () => (/* binding */ UNKNOWN_RULE_RULE),
/* harmony export */   l$: () => (/* binding */ isSuppressionsFile),
/* harmony export */   qj: () => (/* binding */ isSuppressible),
/* harmony export */   qn: () => (/* binding */ DIRECTIVE_MARK),
/* harmony export */   sw: () => (/* binding */ NO_REASON_RULE),
/* harmony export */   wG: () => (/* binding */ SUPPRESSIONS_FILE_NAME),
/* harmony export */   zc: () => (/* binding */ NEXT_LINE)
/* harmony export */ });
/* unused harmony exports CHANGED_IN_PULL_REQUEST_RULE, ADDED_IN_PULL_REQUEST_RULE, GUARDS_A_DECISION_RULE, GUARDED_RULES, waitsForDecision */
/* harmony import */ var _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1643);
/* harmony import */ var _core_run_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4702);
/* harmony import */ var _parse_duplicates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6149);



/** The words that open a directive in a comment: `handoff-gate-disable-next-line`, `handoff-gate-disable-file`. */
const DIRECTIVE_MARK = 'handoff-gate-disable';
const NEXT_LINE = 'handoff-gate-disable-next-line';
const WHOLE_FILE = 'handoff-gate-disable-file';
/** The suppressions file's name: `.github/handoff-gate-suppressions.json`, beside the config. */
const SUPPRESSIONS_FILE_NAME = 'handoff-gate-suppressions.json';
/** Whether a repository path is a suppressions file by its name: handoff-gate's own, never a handoff file. */
function isSuppressionsFile(path) {
    return path === SUPPRESSIONS_FILE_NAME || path.endsWith(`/${SUPPRESSIONS_FILE_NAME}`);
}
const UNUSED_RULE = 'suppressions/unused';
const NO_REASON_RULE = 'suppressions/no-reason';
const UNKNOWN_RULE_RULE = 'suppressions/unknown-rule';
const NOT_SUPPRESSIBLE_RULE = 'suppressions/not-suppressible';
const INVALID_FILE_RULE = 'suppressions/invalid';
const CHANGED_IN_PULL_REQUEST_RULE = 'suppressions/changed-in-pull-request';
const ADDED_IN_PULL_REQUEST_RULE = 'suppressions/added-in-pull-request';
const GUARDS_A_DECISION_RULE = 'suppressions/guards-a-decision';
/** The module that reports the suppressions' own rules: this one, whose helpers every reader of a suppression calls. */
const SOURCE = 'src/suppressions/rules.ts';
/** The suppressions' own rules: what a directive or the suppressions file does wrong. */
const SUPPRESSION_RULES = [
    {
        id: UNUSED_RULE,
        source: SOURCE,
        severity: 'warning',
        summary: 'A `handoff-gate-disable-…` comment or a suppressions file entry suppresses nothing (or less than its count): remove it, or run `check --prune-suppressions`.',
        rationale: 'A suppression that hides nothing waits to hide the next finding that appears there: removing it (or pruning the count) keeps each suppression to what a reviewer agreed to.',
    },
    {
        id: NO_REASON_RULE,
        source: SOURCE,
        severity: 'warning',
        summary: 'A `handoff-gate-disable-…` comment gives no reason after ` -- `, or a placeholder for one (`<reason>`, `TODO`, `...`), so it suppresses nothing: a reason is words a person wrote.',
        rationale: "A suppression is a person's word that a finding is right as it is; without a reason nobody can later tell whether it still holds, so it suppresses nothing until one is written.",
    },
    {
        id: UNKNOWN_RULE_RULE,
        source: SOURCE,
        severity: 'warning',
        summary: 'A `handoff-gate-disable-…` comment names no rule, or a rule id handoff-gate does not have (with "did you mean").',
        rationale: 'A directive that names a rule that does not exist suppresses nothing, while whoever wrote it believes the finding is handled: the misspelt id is named, with the closest one.',
    },
    {
        id: NOT_SUPPRESSIBLE_RULE,
        source: SOURCE,
        severity: 'warning',
        summary: "A `handoff-gate-disable-…` comment names a rule that guards a person's decision (an approval, a status move) or that no suppression may hide; it has no effect.",
        rationale: "Some findings guard a person's decision or a file the run could not judge: a comment naming one has no effect, and says so, so that nobody believes an approval was waived.",
    },
    {
        id: INVALID_FILE_RULE,
        source: SOURCE,
        severity: 'error',
        summary: 'The suppressions file is not JSON of its shape, repeats a key, or is over its bounds (8 MiB, 200,000 entries); the run goes on without it.',
        rationale: "A suppressions file that cannot be read as a whole is not applied at all, so that a broken entry cannot widen what it hides; the run goes on and the file's own line says what to fix.",
        withoutExample: 'its cases hold the suppressions file beside other files of a run, which a page of one example does not show',
    },
    {
        id: CHANGED_IN_PULL_REQUEST_RULE,
        source: SOURCE,
        severity: 'notice',
        summary: "A pull request changes the suppressions file: it is checked, and takes effect once merged (the base revision's file judges the pull request).",
        rationale: 'A pull request cannot suppress its own findings: the suppressions file it changes takes effect once merged, and this tells the reviewer that it changed.',
        withoutExample: 'only the action reports it, on a pull request that changes the suppressions file; no single text reproduces it',
    },
    {
        id: ADDED_IN_PULL_REQUEST_RULE,
        source: SOURCE,
        severity: 'error',
        summary: 'A pull request adds or widens a `handoff-gate-disable-…` comment in a repository whose config refuses them (`suppressions.inline-in-pull-requests: refuse`): it suppresses nothing, and the findings it would hide are reported.',
        rationale: 'Where a team refuses comments added in a pull request, the findings such a comment would hide are reported, so that a change cannot approve itself.',
        withoutExample: 'only the action reports it, on a pull request under a config that refuses such comments; no single text reproduces it',
    },
    {
        id: GUARDS_A_DECISION_RULE,
        source: SOURCE,
        severity: 'error',
        summary: "A pull request or a push adds a suppressions file entry for a rule that guards a person's decision, or raises its count: such an entry suppresses nothing, since each of those findings is made by the change it judges.",
        rationale: "An entry written ahead of a change for a rule that guards a person's decision would let the next change skip that person: it suppresses nothing, and is reported where it was added.",
        withoutExample: 'it judges a change to the suppressions file between a base revision and a pull request or a push, which a page of one file does not show',
    },
];
/**
 * The guard whose finding is a person's own change deciding an item (a push or a merge that
 * approves it): a decision outside the inbox, said so when its issue closes, not a lack of one.
 */
const DECIDED_OUTSIDE_INBOX = 'intent/decided-outside-inbox';
/**
 * Rules that guard a person's decision: a med/high-risk intent waits for an approval, and a status
 * moves only along its diagram. No suppression hides them. A comment in the file could otherwise
 * skip its own approval; and each of their findings compares a change's base with its head, so it
 * did not exist when any entry of the base's suppressions file was written: an entry added ahead
 * of the change (one pull request adds it, the next skips the approval) would be a decision taken
 * by whoever merged the entry, outside the inbox.
 */
const DECISION_GUARDS = new Map([
    ['intent/approval-skipped', 'approval skipped'],
    ['intent/risk-lowered', 'risk lowered without a decision'],
    ['intent/status-transition', 'status moved against its diagram'],
    [DECIDED_OUTSIDE_INBOX, 'decided outside the inbox'],
    ['intent/deleted-outside-inbox', 'deleted outside the inbox'],
    ['task/status-transition', 'status moved against its diagram'],
    ['message/status-transition', 'status moved against its diagram'],
    ['message/question-left-unanswered', 'left without an answer'],
    ['intent/clarification-left-unanswered', 'left without an answer'],
]);
/** Their ids: format rules, named here by id as the engine stands below the formats (test/rules/rule-modules.test.ts holds each to the catalogue). */
const GUARDED_RULES = [...DECISION_GUARDS.keys()];
const GUARDS_A_DECISION = new Set(GUARDED_RULES);
/**
 * What a finding of a rule that guards a person's decision says of an inbox item that left with
 * it (`approval skipped`); undefined for any other rule.
 */
const guardedDecision = (ruleId) => DECISION_GUARDS.get(ruleId);
/** Whether an inbox item that left through a change `ruleId` reports still waits for a person's decision. */
const waitsForDecision = (ruleId) => ruleId !== DECIDED_OUTSIDE_INBOX;
/**
 * Findings no suppression hides, inline or in the suppressions file: a file the run did not judge
 * (its bounds, a base revision not read) fails closed, and the config's and the suppressions' own
 * findings are about the suppressions themselves.
 */
const NEVER = new Set([_core_run_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED_RULE */ .lC, _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_NOT_READ_RULE */ .yP]);
const NEVER_PREFIXES = ['suppressions/', 'config/'];
/** Whether a suppression (a comment, or the suppressions file) may hide a finding of `ruleId` at all. */
function isSuppressible(ruleId) {
    return (!NEVER.has(ruleId) && !GUARDS_A_DECISION.has(ruleId) && !NEVER_PREFIXES.some((prefix) => ruleId.startsWith(prefix)));
}
/** Where a comment may not suppress a repeated key, and why. */
const GATING_DUPLICATE = {
    where: "in a file whose review items or declared verdict count in the gate (spec 1's envelopes, spec 2's SubAgent Responses, spec 3's handoffs)",
    why: 'a repeated key could hide a verdict there, so the stricter reading decides and the repeat stays in view',
};
/** Why a comment in the file may not suppress `ruleId`, or undefined when it may. */
function inlineRefusal(ruleId, file = {}) {
    if (GUARDS_A_DECISION.has(ruleId))
        return "it guards a person's decision, and a change could otherwise skip its own approval with a comment";
    if (!isSuppressible(ruleId))
        return ruleId.startsWith('suppressions/') || ruleId.startsWith('config/')
            ? "the suppressions' and the config's own findings are never suppressed"
            : 'a file the run could not judge fails closed, whatever a comment says';
    if (file.gates && ruleId === _parse_duplicates_js__WEBPACK_IMPORTED_MODULE_1__/* .DUPLICATE_KEY_RULE */ .r)
        return "this file's review items or verdict count in the gate, and a repeated key could hide a verdict: the stricter reading decides, and the repeat stays in view";
    return undefined;
}
/**
 * Where a comment may suppress `ruleId` in some files and not in others: in which files not, and
 * why (a repeated key, in a file that gates). The rule pages and `explain` say it.
 */
function inlineRefusalWhere(ruleId) {
    return ruleId === _parse_duplicates_js__WEBPACK_IMPORTED_MODULE_1__/* .DUPLICATE_KEY_RULE */ .r ? GATING_DUPLICATE : undefined;
}


/***/ }),

/***/ 9410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ maxOf),
/* harmony export */   i: () => (/* binding */ pushAll)
/* harmony export */ });
/**
 * Array helpers safe at any length. `a.push(...b)` and `Math.max(...b)` pass every element as an
 * argument, and V8 throws a RangeError once an array holds more than some tens of thousands of
 * them: a file with 100,000 review items, or a report with as many findings, would crash a run.
 */
/** Appends every item of `items` to `target` (in order); returns `target`. */
function pushAll(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}
/** The largest of `values` and `floor` (`Math.max(...values, floor)` at any length). */
function maxOf(values, floor = -Infinity) {
    let max = floor;
    for (const value of values)
        if (value > max)
            max = value;
    return max;
}


/***/ }),

/***/ 6345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jk: () => (/* binding */ soleMatch),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   j7: () => (/* binding */ normalise),
/* harmony export */   kp: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/** Two rows of the distance table, grown as needed: no array per row or per call. */
let above = new Int32Array(64);
let row = new Int32Array(64);
/** Levenshtein distance, capped: anything past `max` is reported as `max + 1`. */
function editDistance(a, b, max = 3) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    if (above.length <= b.length) {
        above = new Int32Array(2 * (b.length + 1));
        row = new Int32Array(2 * (b.length + 1));
    }
    for (let j = 0; j <= b.length; j++)
        above[j] = j;
    for (let i = 1; i <= a.length; i++) {
        row[0] = i;
        let rowMin = i;
        const ai = a.charCodeAt(i - 1);
        for (let j = 1; j <= b.length; j++) {
            const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
            const value = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + cost);
            row[j] = value;
            if (value < rowMin)
                rowMin = value;
        }
        if (rowMin > max)
            return max + 1;
        [above, row] = [row, above];
    }
    return Math.min(above[b.length], max + 1);
}
/** A key as written, but for case and separators (`agentId`, `agent-id`, `agent_id` are one). */
const normalise = (s) => s.toLowerCase().replace(/[-_\s]/g, '');
/** Answers remembered per list, at most this many: a bound for a file of a hundred thousand made-up keys. */
const MAX_ANSWERS = 4096;
const memos = new WeakMap();
/** A list's folded forms and the answers given for it; made again if the list has grown since. */
function memoOf(candidates) {
    let memo = memos.get(candidates);
    if (!memo || memo.folded.length !== candidates.length)
        memos.set(candidates, (memo = { folded: candidates.map(normalise), answers: new Map() }));
    return memo;
}
/**
 * The closest candidate a typo could have meant, or undefined. Case and separators are ignored
 * first (`Agent-ID` → `agent_id`), then up to two edits for longer words, one for short ones.
 * Remembered per list of candidates: a scan asks the same of thousands of files (every key a
 * format does not know, against the keys it does).
 */
function closest(input, candidates) {
    const known = memoOf(candidates);
    if (known.answers.has(input))
        return known.answers.get(input);
    const answer = closestOf(normalise(input), candidates, known.folded);
    if (known.answers.size >= MAX_ANSWERS)
        known.answers.clear();
    known.answers.set(input, answer);
    return answer;
}
function closestOf(folded, candidates, foldedCandidates) {
    const exactFold = foldedCandidates.indexOf(folded);
    if (exactFold !== -1)
        return candidates[exactFold];
    const budget = folded.length <= 4 ? 1 : 2;
    let best;
    let bestDistance = budget + 1;
    for (let i = 0; i < candidates.length; i++) {
        const distance = editDistance(folded, foldedCandidates[i], budget);
        if (distance < bestDistance) {
            best = candidates[i];
            bestDistance = distance;
        }
    }
    return best;
}
/** A value written out where the enum abbreviates it (`medium` → `med`): the one candidate the input starts with. */
function abbreviationOf(input, candidates) {
    const folded = normalise(input);
    const foldedCandidates = memoOf(candidates).folded;
    let found;
    for (let i = 0; i < candidates.length; i++) {
        const short = foldedCandidates[i];
        if (short.length >= 3 && folded.length > short.length && folded.startsWith(short)) {
            if (found !== undefined)
                return undefined;
            found = candidates[i];
        }
    }
    return found;
}
/** The keys of an index as one list, made once per index (again if it has grown since). */
const keyLists = new WeakMap();
function listOf(candidates) {
    if (!(candidates instanceof Map))
        return candidates;
    let list = keyLists.get(candidates);
    if (!list || list.length !== candidates.size)
        keyLists.set(candidates, (list = [...candidates.keys()]));
    return list;
}
/**
 * ` Did you mean `x`?` for a message, or '' when nothing is close. An index (a map of the ids a
 * run knows) may be given as it is: its keys are listed, and their folded forms made, once per
 * run, not once per finding (at 50,000 files, 3 s of a scan).
 */
function didYouMean(input, candidates) {
    const list = listOf(candidates);
    const match = closest(input, list) ?? abbreviationOf(input, list);
    return match === undefined ? '' : ` Did you mean \`${match}\`?`;
}
/**
 * The candidate a misspelling surely means, for a fix rather than a hint: the one that differs
 * only in case and separators (`In-Progress` → `in_progress`), else the one nearest within the
 * edit budget (`aproved` → `approved`), else the one abbreviation (`medium` → `med`). Undefined
 * when two candidates are equally near: a hint may name one, a fix may not choose.
 */
function soleMatch(input, candidates, options = {}) {
    const list = listOf(candidates);
    const folded = normalise(input);
    const foldedCandidates = memoOf(list).folded;
    // Case and separators only, where a near word may be a team's own on purpose (an open list).
    const budget = options.foldOnly ? 0 : folded.length <= 4 ? 1 : 2;
    let best;
    let bestDistance = budget + 1;
    let tied = false;
    for (let i = 0; i < list.length; i++) {
        const distance = foldedCandidates[i] === folded ? 0 : editDistance(folded, foldedCandidates[i], budget);
        if (distance < bestDistance) {
            best = list[i];
            bestDistance = distance;
            tied = false;
        }
        else if (distance === bestDistance && distance <= budget && list[i] !== best)
            tied = true;
    }
    if (best !== undefined)
        return tied ? undefined : best;
    return options.foldOnly ? undefined : abbreviationOf(input, list);
}


/***/ }),

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   fU: () => (/* binding */ globMatcher)
/* harmony export */ });
/* unused harmony exports GLOB_MAX_LENGTH, GLOB_MAX_ALTERNATIVES */
/**
 * Glob matching in time linear in the path for a given glob, for the globs a config names
 * (`paths:`, `ignore:`). A backtracking regex (what picomatch compiles) takes time exponential
 * in the number of wildcards: `*a*a*a*b.yaml` against a long file name holds the event loop for
 * seconds per star. Here each path segment is read once per state of a small automaton, and `**`
 * is matched over whole segments the same way, so a glob of `GLOB_MAX_LENGTH` characters costs at
 * most that many steps per character of the path, per alternative of its braces.
 *
 * The syntax is picomatch's with `dot: true`, and the same answers, for what a config needs:
 * `*`, `?`, `**` as a whole segment, `[abc]` and `[a-z]`, `{a,b}` (nested), `\` escapes, one
 * leading `!`. Anything else (extglobs and groups with `(`, `|`, `)`; `{a}` and `{1..3}`; `[!a]`,
 * `[^a]`, `[[:alpha:]]`) is refused by `globProblem`, and a glob it refuses matches nothing.
 */
/** Longest glob, in characters. */
const GLOB_MAX_LENGTH = 256;
/** Most alternatives a glob's braces expand to. */
const GLOB_MAX_ALTERNATIVES = 32;
class Refused extends Error {
}
/** Why a glob cannot be used, or undefined when it can. */
function globProblem(glob) {
    try {
        compile(glob);
        return undefined;
    }
    catch (error) {
        if (error instanceof Refused)
            return error.message;
        throw error;
    }
}
/** Whether a path matches any of `globs` (a glob that `globProblem` refuses matches nothing). */
function globMatcher(globs) {
    const compiled = [];
    for (const glob of typeof globs === 'string' ? [globs] : globs) {
        try {
            compiled.push(compile(glob));
        }
        catch (error) {
            if (!(error instanceof Refused))
                throw error;
        }
    }
    return (path) => {
        const segments = path.split('/');
        return compiled.some((c) => c.alternatives.some((alt) => matchSegments(alt, segments)) !== c.negated);
    };
}
function compile(glob) {
    if (glob.length > GLOB_MAX_LENGTH)
        throw new Refused(`a glob may have at most ${GLOB_MAX_LENGTH} characters (this one has ${glob.length})`);
    let body = glob;
    const negated = body.startsWith('!');
    if (negated)
        body = body.slice(1);
    if (body.startsWith('!'))
        throw new Refused('a glob may start with one `!`, not more');
    for (const char of ['(', ')', '|'])
        if (unescapedIndex(body, char) >= 0)
            throw new Refused(`\`${char}\` is not read in a glob (no extglobs or groups); use \`{a,b}\` for alternatives`);
    while (body.startsWith('./'))
        body = body.slice(2);
    const alternatives = expandBraces(body).map(segmentsOf);
    return { negated, alternatives };
}
/** Index of `char` outside a `\` escape and outside `[...]`, or -1. */
function unescapedIndex(text, char) {
    for (let i = 0; i < text.length; i++) {
        if (text[i] === '\\')
            i++;
        else if (text[i] === char)
            return i;
    }
    return -1;
}
/** `a{b,c{d,e}}f` as `abf`, `acdf`, `acef`; each expansion counted against `GLOB_MAX_ALTERNATIVES`. */
function expandBraces(text) {
    const open = unescapedIndex(text, '{');
    const close = unescapedIndex(text, '}');
    if (open < 0) {
        if (close >= 0)
            throw new Refused('a `}` without its `{` (write `\\}` for the character)');
        return [text];
    }
    let depth = 0;
    const commas = [];
    let end = -1;
    for (let i = open; i < text.length && end < 0; i++) {
        const c = text[i];
        if (c === '\\')
            i++;
        else if (c === '{')
            depth++;
        else if (c === '}') {
            depth--;
            if (depth === 0)
                end = i;
        }
        else if (c === ',' && depth === 1)
            commas.push(i);
    }
    if (end < 0)
        throw new Refused('a `{` without its `}` (write `\\{` for the character)');
    if (commas.length === 0)
        throw new Refused('braces need at least one comma (`{a,b}`); ranges such as `{1..3}` are not read');
    const head = text.slice(0, open);
    const tail = expandBraces(text.slice(end + 1));
    const bounds = [open, ...commas, end];
    const out = [];
    for (let k = 0; k + 1 < bounds.length; k++)
        for (const middle of expandBraces(text.slice(bounds[k] + 1, bounds[k + 1])))
            for (const rest of tail) {
                out.push(head + middle + rest);
                if (out.length > GLOB_MAX_ALTERNATIVES)
                    throw new Refused(`a glob's braces may expand to at most ${GLOB_MAX_ALTERNATIVES} alternatives`);
            }
    return out;
}
function segmentsOf(text) {
    return splitSegments(text).map((part) => {
        if (part === '**')
            return { globstar: true };
        const tokens = tokensOf(part);
        const literal = tokens.every((t) => t.kind === 'char');
        const chars = (from, step) => {
            let out = '';
            for (let i = from; i >= 0 && i < tokens.length; i += step) {
                const t = tokens[i];
                if (t.kind !== 'char')
                    break;
                out = step === 1 ? out + t.char : t.char + out;
            }
            return out;
        };
        return { globstar: false, tokens, literal, head: chars(0, 1), tail: literal ? '' : chars(tokens.length - 1, -1) };
    });
}
/** Split on `/` outside escapes and classes. */
function splitSegments(text) {
    const parts = [];
    let start = 0;
    let inClass = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\\')
            i++;
        else if (c === '[')
            inClass = true;
        else if (c === ']')
            inClass = false;
        else if (c === '/' && !inClass) {
            parts.push(text.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(text.slice(start));
    return parts;
}
function tokensOf(part) {
    const tokens = [];
    for (let i = 0; i < part.length; i++) {
        const c = part[i];
        if (c === '\\') {
            if (i + 1 >= part.length)
                throw new Refused('a glob may not end with `\\`');
            tokens.push({ kind: 'char', char: part[++i] });
        }
        else if (c === '*') {
            // `a**b` is `a*b`: `**` reaches over `/` only as a whole segment.
            if (tokens.at(-1)?.kind !== 'star')
                tokens.push({ kind: 'star' });
        }
        else if (c === '?')
            tokens.push({ kind: 'any' });
        else if (c === '[') {
            const end = part.indexOf(']', i + 2);
            if (end < 0)
                throw new Refused('a `[` without its `]` (write `\\[` for the character)');
            const inside = part.slice(i + 1, end);
            if (inside.startsWith('!') || inside.startsWith('^') || inside.startsWith('[') || inside.includes('\\'))
                throw new Refused('a class may list characters and ranges only (`[abc]`, `[a-z]`)');
            const ranges = [];
            for (let j = 0; j < inside.length; j++) {
                if (inside[j + 1] === '-' && j + 2 < inside.length) {
                    ranges.push([inside[j], inside[j + 2]]);
                    j += 2;
                }
                else
                    ranges.push([inside[j], inside[j]]);
            }
            tokens.push({ kind: 'class', ranges });
            i = end;
        }
        else if (c === ']')
            throw new Refused('a `]` without its `[` (write `\\]` for the character)');
        else
            tokens.push({ kind: 'char', char: c });
    }
    return tokens;
}
/**
 * `**` over whole segments: the wildcard algorithm that keeps only the last star it passed, which
 * is exact when every other unit matches exactly one segment, and visits each pair at most once per star.
 */
function matchSegments(glob, path) {
    let g = 0;
    let p = 0;
    let starG = -1;
    let starP = 0;
    while (p < path.length) {
        const segment = glob[g];
        if (segment?.globstar) {
            starG = g++;
            starP = p;
        }
        else if (segment && matchOne(segment, path[p])) {
            g++;
            p++;
        }
        else if (starG >= 0 && !isDots(path[starP])) {
            // `**` takes one more segment, never `.` or `..`.
            g = starG + 1;
            p = ++starP;
        }
        else
            return false;
    }
    while (glob[g]?.globstar)
        g++;
    return g === glob.length;
}
const isDots = (segment) => segment === '.' || segment === '..';
/** One segment against its tokens: the set of token positions reached, advanced once per character. */
function matchOne(segment, name) {
    const { tokens } = segment;
    if (segment.literal)
        return segment.head === name;
    // A wildcard never matches `.` or `..`, nor an empty segment.
    if (isDots(name) || name === '')
        return false;
    if (!name.startsWith(segment.head) || !name.endsWith(segment.tail))
        return false;
    let states = new Uint8Array(tokens.length + 1);
    let next = new Uint8Array(tokens.length + 1);
    states[0] = 1;
    closeOverStars(tokens, states);
    // By UTF-16 unit, as picomatch's regex (no `u` flag) reads a name.
    for (let at = 0; at < name.length; at++) {
        const char = name[at];
        next.fill(0);
        let any = false;
        for (let i = 0; i < tokens.length; i++) {
            if (!states[i])
                continue;
            const t = tokens[i];
            if (t.kind === 'star') {
                next[i] = 1;
                any = true;
            }
            else if ((t.kind === 'char' && t.char === char) ||
                t.kind === 'any' ||
                (t.kind === 'class' && t.ranges.some(([from, to]) => from <= char && char <= to))) {
                next[i + 1] = 1;
                any = true;
            }
        }
        if (!any)
            return false;
        closeOverStars(tokens, next);
        [states, next] = [next, states];
    }
    return states[tokens.length] === 1;
}
/** A star may match nothing: a state before it reaches the state after it. */
function closeOverStars(tokens, states) {
    for (let i = 0; i < tokens.length; i++)
        if (states[i] && tokens[i].kind === 'star')
            states[i + 1] = 1;
}


/***/ }),

/***/ 9121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ ownString),
/* harmony export */   F: () => (/* binding */ SHARED_FROM)
/* harmony export */ });
/**
 * A report outlives the files it was made from. A parser hands out a scalar as a slice of its
 * file's text, and V8 keeps the whole text alive for as long as the slice lives (and a message
 * built around the slice keeps the slice): a scan kept every file that gave it a gate item or a
 * finding, 62 MB of texts at 10,000 varied SubAgent Responses. Copied out, each string holds
 * only itself, and costs its characters and a 16-byte header: less than the slice it replaces
 * (32 bytes) and its share of the text, unless the kept strings add up to more than the text
 * (values repeated by YAML aliases), where keeping the text is the cheaper.
 */
/** V8 slices and joins strings of 13 characters or more; shorter ones are copies already. */
const SHARED_FROM = 13;
/**
 * The string as a copy of its own: a new string, flat, that holds no larger text. Read back from
 * its JSON, exactly (a lone surrogate included); a slice of a longer string (`(' ' + text).slice(1)`)
 * would be a 32-byte slice of a copy one character longer, and a string used as a property key
 * becomes one of the engine's shared strings, which every equal string then turns into a pointer to.
 */
function ownString(text) {
    return text.length < SHARED_FROM ? text : JSON.parse(JSON.stringify(text));
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ isNullsOnly),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   dJ: () => (/* binding */ titled),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   i: () => (/* binding */ asNumber),
/* harmony export */   oJ: () => (/* binding */ asString),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   zy: () => (/* binding */ has)
/* harmony export */ });
/* unused harmony export asRecord */
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
/** How much of a parser's own message, which may quote file text, a finding keeps. */
const EXCERPT_LENGTH = 120;
/** Text that may quote a file, cut to a short excerpt on one line. */
function excerpt(text, max = EXCERPT_LENGTH) {
    const line = text.length > max * 4 ? text.slice(0, max * 4) : text;
    const flat = line.replace(/\s+/g, ' ');
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** Show a value from a file in a message: short, on one line, code-quoted. */
function show(value) {
    let text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    text = text.replace(/\s+/g, ' ');
    if (text.length > 60)
        text = `${text.slice(0, 57)}...`;
    return `\`${text.replace(/`/g, "'")}\``;
}
/** A format's title with its article, for messages: `a Task`, `an Intent draft`. */
function titled(title) {
    return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
}


/***/ })

};
