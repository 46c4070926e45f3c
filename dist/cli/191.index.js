export const id = 191;
export const ids = [191];
export const modules = {

/***/ 4191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/io/is-folder.ts
var is_folder = __webpack_require__(7611);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
// EXTERNAL MODULE: ./src/rules/catalogue.ts
var catalogue = __webpack_require__(1062);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var rules = __webpack_require__(367);
// EXTERNAL MODULE: ./src/rules/rule-docs.ts
var rule_docs = __webpack_require__(1657);
// EXTERNAL MODULE: ./src/rules/docs-link.ts
var docs_link = __webpack_require__(5629);
// EXTERNAL MODULE: ./src/lib/package-docs.ts
var package_docs = __webpack_require__(7299);
// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(6345);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate = __webpack_require__(4512);
;// CONCATENATED MODULE: ./src/gate/fail-on.ts


const FAIL_ON_LEVELS = ['error', 'warning', 'veto', 'reject', 'never'];
/** The CLI's and the action's default, as the flag and the input take it. */
const DEFAULT_FAIL_ON_TEXT = 'error,veto,reject';
/** What a `fail-on` value may be, for every message that refuses one. */
const FAIL_ON_ALLOWED = 'a comma list of error, warning, veto, reject, or never alone';
/**
 * Read a `fail-on` value (`error,veto,reject`): the one parser of the CLI's flag and the action's
 * input, so both refuse the same values. `name` is how the message calls it (`--fail-on`, the input
 * `fail-on`). Anything that could switch the gate off without saying so is refused, not read as
 * `never`: an empty value or entry (an unset variable), an unknown level (`rejct`), and `never`
 * beside a level (`never,error` would otherwise fail on nothing).
 */
function parseFailOn(text, name) {
    const shown = JSON.stringify(text);
    const refuse = (why) => ({ problem: `${name} ${shown} ${why}; use ${FAIL_ON_ALLOWED}.` });
    if (!text.trim())
        return refuse('names no level');
    const parts = text.split(',').map((p) => p.trim().toLowerCase());
    if (parts.includes(''))
        return refuse('has an empty entry');
    const unknown = parts.filter((p) => !FAIL_ON_LEVELS.includes(p));
    if (unknown.length) {
        const guess = unknown.length === 1 ? (0,did_you_mean/* closest */.kp)(unknown[0], FAIL_ON_LEVELS) : undefined;
        return refuse(`has no level ${unknown.map((p) => `\`${p}\``).join(', ')}${guess ? ` (did you mean \`${guess}\`?)` : ''}`);
    }
    const levels = [...new Set(parts)];
    if (levels.includes('never') && levels.length > 1)
        return refuse('puts never beside other levels, which would fail on nothing');
    return { levels };
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
    const { result } = report.gate;
    if (result === 'veto' && (levels.includes('veto') || levels.includes('reject')))
        reasons.push(`gate veto (${(0,gate/* verdictGrounds */.cK)(report.gate)})`);
    if (result === 'reject' && levels.includes('reject'))
        reasons.push(`gate reject (${(0,gate/* verdictGrounds */.cK)(report.gate)})`);
    return reasons;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/formats/index.ts + 172 modules
var formats = __webpack_require__(3516);
// EXTERNAL MODULE: ./src/json-schemas.ts
var json_schemas = __webpack_require__(8044);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(7194);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/report/finding.ts
var finding = __webpack_require__(9023);
// EXTERNAL MODULE: ./src/report/order.ts
var order = __webpack_require__(734);
// EXTERNAL MODULE: ./src/detect/detect.ts
var detect = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/render/plural.ts
var plural = __webpack_require__(3256);
// EXTERNAL MODULE: ./src/render/skipped.ts
var render_skipped = __webpack_require__(9528);
;// CONCATENATED MODULE: ./src/render/summary.ts





/** Per-file counts, for every checked file and every file a finding names, sorted by path. */
function countByFile(report) {
    const byPath = new Map();
    const entry = (path) => {
        let counts = byPath.get(path);
        if (!counts)
            byPath.set(path, (counts = { path, error: 0, warning: 0, notice: 0 }));
        return counts;
    };
    for (const file of report.files)
        entry(file.path);
    for (const finding of report.findings)
        entry(finding.path)[finding.severity]++;
    return [...byPath.values()].sort((a, b) => (0,order/* compareText */.n)(a.path, b.path));
}
/**
 * A notice that only says a file is no handoff file (a named README or workflow, as a pre-commit
 * hook passes them along with the handoff files): the file counts as noticed but not checked, not
 * as a problem, and the line after the total says why. A team that raises the rule's severity
 * makes it a problem again, as `fail-on` then counts it.
 */
const isNotAHandoffFile = (f) => f.ruleId === detect/* UNRECOGNISED_RULE */.w && f.severity === 'notice';
function totals(report) {
    const perFile = countByFile({ ...report, findings: report.findings.filter((f) => !isNotAHandoffFile(f)) });
    const uncheckedSet = (0,render_skipped/* uncheckedPaths */.p0)(report);
    const unchecked = uncheckedSet.size;
    const listed = new Set(report.files.map((f) => f.path));
    const others = perFile.map((f) => f.path).filter((path) => !listed.has(path) && !uncheckedSet.has(path));
    const files = perFile.length - others.length;
    const t = {
        error: 0,
        warning: 0,
        notice: 0,
        problems: 0,
        filesWithProblems: 0,
        files,
        others,
        unchecked,
        checked: files - unchecked,
    };
    for (const file of perFile) {
        t.error += file.error;
        t.warning += file.warning;
        t.notice += file.notice;
        if (file.error + file.warning + file.notice > 0 && !others.includes(file.path))
            t.filesWithProblems++;
    }
    t.problems = t.error + t.warning + t.notice;
    return t;
}
/** `(3 errors, 4 warnings)`, with notices only when there are some. */
function severityBreakdown(t) {
    const parts = [(0,plural/* plural */.L)(t.error, 'error'), (0,plural/* plural */.L)(t.warning, 'warning')];
    if (t.notice > 0)
        parts.push((0,plural/* plural */.L)(t.notice, 'notice'));
    return parts.join(', ');
}
/** Findings in display order (path, line, column, severity, rule), without touching the report. */
function sortedFindings(findings) {
    return [...findings].sort(finding/* compareFindings */.Eg);
}
function findingsOf(findings, severity) {
    return sortedFindings(findings.filter((f) => f.severity === severity));
}
/** `P0 1 · P1 0 · P2 2 · P3 0`. */
function priorityCounts(counts, separator = ' · ') {
    return [`P0 ${counts.p0}`, `P1 ${counts.p1}`, `P2 ${counts.p2}`, `P3 ${counts.p3}`].join(separator);
}
/**
 * How many items of a long list (the risk's reasons, the review items, the declared verdicts, the
 * inbox) a report shows unless asked for all (`check --all`): the first ones, then how many more
 * there are and where they are listed.
 */
const FIRST_FEW = 10;
/** ` in 2 of 10 files`, and ` and in `.github/handoff-gate.yml`` for files only a finding names; `name` formats a path. */
function whereProblems(t, name) {
    const elsewhere = t.others.map(name).join(', ');
    if (t.files === 0 && elsewhere)
        return ` in ${elsewhere}`;
    return ` in ${t.filesWithProblems} of ${(0,plural/* plural */.L)(t.files, 'file')}${elsewhere ? ` and in ${elsewhere}` : ''}`;
}

// EXTERNAL MODULE: ./src/util/bulk.ts
var bulk = __webpack_require__(9410);
// EXTERNAL MODULE: ./src/rules/shared/location-path.ts
var location_path = __webpack_require__(7168);
;// CONCATENATED MODULE: ./src/render/gate-item.ts

/** The priorities that count in the gate (a P0 vetoes, P1s reject); P2 and P3 are listed, never gating. */
function isGatingPriority(priority) {
    return priority === 'P0' || priority === 'P1';
}
/**
 * A gating item's level where it is annotated (a workflow annotation, a SARIF result): a P0 is an
 * error; a P1 is one when P1s gate the run (the gate rejects or vetoes), a warning beside a gate
 * that passes (a single P1).
 */
function gateItemLevel(item, gate) {
    return item.priority === 'P0' || gate.result !== 'pass' ? 'error' : 'warning';
}
/** `P0 SEC-1 (security)`: the priority, the item's id and its category, as the review file gives them. */
function gateItemTitle(item) {
    return [item.priority, item.id, item.category ? `(${item.category})` : undefined].filter(Boolean).join(' ');
}
/** The item's description, then where the problem is and its fix when the review says, one a line. */
function gateItemMessage(item) {
    const parts = [item.description];
    if (item.location)
        parts.push(`at ${item.location}`);
    if (item.fix)
        parts.push(`fix: ${item.fix}`);
    return parts.join('\n');
}
/**
 * A gate item's `location` as the report shows it: a repository path (`docs/a.md:42`), written
 * from the root of the repository its review file was checked in, shown from the folder the
 * report's paths start at, as its `declared in` path is (`examples/pipeline/docs/a.md:42`), when
 * the roots are known (`roots`: each root's folder as the report's paths give it, `.` for the
 * current folder); anything else (`the login form`, roots not given) as written.
 */
function locationShown(location, sourcePath, roots) {
    if (!roots?.length || !(0,location_path/* parseLocation */.z)(location))
        return location;
    const root = rootHolding(sourcePath, roots);
    const written = location.trim();
    const relative = written.startsWith('./') ? written.slice(2) : written;
    return root === undefined || root === '.' ? relative : `${root}/${relative}`;
}
/** Each report's root folders as a set: a report of many roots asks for every gate item. */
const rootSets = new WeakMap();
/**
 * The deepest of `roots` whose folder holds `path`; `.` (the current folder) only when no other
 * does, and never for a path that leaves it. Looked up by `path`'s folders, deepest first.
 */
function rootHolding(path, roots) {
    let set = rootSets.get(roots);
    if (!set)
        rootSets.set(roots, (set = new Set(roots.map((root) => root.path))));
    for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
        const folder = path.slice(0, slash);
        if (folder !== '.' && set.has(folder))
            return folder;
    }
    return set.has('.') && !path.startsWith('../') ? '.' : undefined;
}

// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(8850);
;// CONCATENATED MODULE: ./src/render/declared-verdict.ts
/**
 * `; declared veto by .work/07_review_unified.yaml` when a deciding file's declared verdict makes
 * the gate's (an aggregator's veto counts whatever the counted items make), each such file named
 * through `show` (the output's own escaping); empty otherwise. A declaration stricter than the
 * counts is said even where the counts agree, so a reader sees who decided.
 */
function declaredWords(gate, show) {
    const deciding = gate.declaredBy.filter((d) => d.result === gate.result);
    if (deciding.length === 0)
        return '';
    const shown = deciding.slice(0, 3).map((d) => show(d.path));
    const more = deciding.length > 3 ? ` and ${deciding.length - 3} more` : '';
    return `; declared ${gate.result} by ${shown.join(', ')}${more}`;
}
/** `veto declared by .work/07_review_unified.yaml`, as {@link declaredWords} names the files; empty when none decides. */
function declaredByWords(gate, show) {
    const words = declaredWords(gate, show);
    return words && `${gate.result} declared by ${words.slice(`; declared ${gate.result} by `.length)}`;
}

;// CONCATENATED MODULE: ./src/render/outcome.ts


/** The CLI's and the action's default `fail-on`. */
const DEFAULT_FAIL_ON = ['error', 'veto', 'reject'];
const isGate = (reason) => reason.startsWith('gate ');
function outcomeOf(report, options = {}) {
    const { failOn = DEFAULT_FAIL_ON, configErrors = 0 } = options;
    const reasons = failureReasons(report, failOn);
    const strict = failureReasons(report, DEFAULT_FAIL_ON).filter((r) => !reasons.includes(r));
    return {
        fails: configErrors > 0 || reasons.length > 0,
        failOn,
        configErrors,
        failingFindings: reasons.filter((r) => !isGate(r)),
        gateFails: reasons.some(isGate),
        heldBackFindings: strict.filter((r) => !isGate(r)),
        gateHeldBack: strict.some(isGate),
    };
}
/** Something would have failed the run under the default `fail-on`: the headline names the `fail-on` that let it pass. */
function heldBack(outcome) {
    return !outcome.fails && (outcome.heldBackFindings.length > 0 || outcome.gateHeldBack);
}
/** `error,veto` or `never`, as the flag and the input take it. */
function failOnText(outcome) {
    return outcome.failOn.length ? outcome.failOn.join(',') : 'never';
}
/** `Config failed with 1 error (exit 2)`: the headline of a run its config's errors end, or '' when they do not. */
function configFailure(outcome) {
    return outcome.configErrors > 0 ? `Config failed with ${(0,plural/* plural */.L)(outcome.configErrors, 'error')} (exit 2)` : '';
}

;// CONCATENATED MODULE: ./src/render/suppressed.ts

/** Over-count pairs named one by one before the rest are only counted. */
const LISTED_EXCEEDED = 5;
/** How many findings suppressions kept out of the report: inline and by the suppressions file. */
function suppressedCount(report) {
    return report.suppressed ? report.suppressed.inline + report.suppressed.baseline : 0;
}
/**
 * What the suppressions left out, in a few words for a total line (`12 suppressed (2 inline, 10 by
 * .github/handoff-gate-suppressions.json)`), or '' when nothing was suppressed. `code` formats a
 * path as the output wants it (a code span in Markdown).
 */
function suppressedWords(report, code) {
    const s = report.suppressed;
    const count = suppressedCount(report);
    if (!s || count === 0)
        return '';
    const parts = [];
    if (s.inline > 0)
        parts.push(`${s.inline} inline`);
    if (s.baseline > 0)
        parts.push(`${s.baseline} by ${s.files.length === 1 ? code(s.files[0]) : `${s.files.length} suppressions files`}`);
    return `${count} suppressed (${parts.join(', ')})`;
}
/**
 * One sentence on the files and rules with more findings than their count in the suppressions
 * file: every one of them is reported, since a count cannot tell which one is new. Undefined when
 * there are none.
 */
function exceededSentence(report, code) {
    const exceeded = report.suppressed?.exceeded ?? [];
    if (exceeded.length === 0)
        return undefined;
    const named = exceeded
        .slice(0, LISTED_EXCEEDED)
        .map((e) => `${code(e.ruleId)} in ${code(e.path)} (${e.found} for ${e.count})`);
    const more = exceeded.length > LISTED_EXCEEDED ? ` and ${exceeded.length - LISTED_EXCEEDED} more` : '';
    const found = exceeded.reduce((n, e) => n + e.found, 0);
    return `${(0,plural/* plural */.L)(found, 'finding')} over the suppressions file's count ${found === 1 ? 'is' : 'are'} all reported, since a count cannot tell which one is new: ${named.join(', ')}${more}. Within the count, they are suppressed again.`;
}
/** The findings a suppression hides, in a few words: `1 error`, `3 findings, the worst an error`. */
function hiddenWords(s) {
    if (s.hides === 0 || !s.worst)
        return 'no finding of this run';
    return s.hides === 1
        ? `1 ${s.worst}`
        : `${s.hides} findings, the worst ${s.worst === 'error' ? 'an' : 'a'} ${s.worst}`;
}
/**
 * What a suppression a pull request brings does, in our own words (`code` formats a path as the
 * output wants it): `added in this pull request; hides 1 error`.
 */
function broughtWords(s, code) {
    if (s.how === 'count-raised')
        return `count for ${code(s.file ?? '')} raised from ${s.from ?? 0} to ${s.to ?? 0} in this pull request; takes effect once merged${s.hides > 0 ? `, then hides ${hiddenWords(s)}` : ''}`;
    return `${s.how} in this pull request; hides ${hiddenWords(s)}`;
}

;// CONCATENATED MODULE: ./node_modules/get-east-asian-width/lookup-data.js
// Generated by scripts/build.js

const ambiguousMinimalCodePoint = 161;
const ambiguousMaximumCodePoint = 1114109;
const ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];

const fullwidthMinimalCodePoint = 12288;
const fullwidthMaximumCodePoint = 65510;
const fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];

const lookup_data_halfwidthMinimalCodePoint = 8361;
const lookup_data_halfwidthMaximumCodePoint = 65518;
const lookup_data_halfwidthRanges = (/* unused pure expression or super */ null && ([8361, 8361, 65377, 65470, 65474, 65479, 65482, 65487, 65490, 65495, 65498, 65500, 65512, 65518]));

const lookup_data_narrowMinimalCodePoint = 32;
const lookup_data_narrowMaximumCodePoint = 10630;
const lookup_data_narrowRanges = (/* unused pure expression or super */ null && ([32, 126, 162, 163, 165, 166, 172, 172, 175, 175, 10214, 10221, 10629, 10630]));

const wideMinimalCodePoint = 4352;
const wideMaximumCodePoint = 262141;
const wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

;// CONCATENATED MODULE: ./node_modules/get-east-asian-width/utilities.js
/**
Binary search on a sorted flat array of [start, end] pairs.

@param {number[]} ranges - Flat array of inclusive [start, end] range pairs, e.g. [0, 5, 10, 20].
@param {number} codePoint - The value to search for.
@returns {boolean} Whether the value falls within any of the ranges.
*/
const utilities_isInRange = (ranges, codePoint) => {
	let low = 0;
	let high = Math.floor(ranges.length / 2) - 1;
	while (low <= high) {
		const mid = Math.floor((low + high) / 2);
		const i = mid * 2;
		if (codePoint < ranges[i]) {
			high = mid - 1;
		} else if (codePoint > ranges[i + 1]) {
			low = mid + 1;
		} else {
			return true;
		}
	}

	return false;
};

;// CONCATENATED MODULE: ./node_modules/get-east-asian-width/lookup.js



const commonCjkCodePoint = 0x4E_00;
const [wideFastPathStart, wideFastPathEnd] = /* #__PURE__ */ findWideFastPathRange(wideRanges);

// Use a hot-path range so common `isWide` calls can skip binary search.
// The range containing U+4E00 covers common CJK ideographs;
// fallback to the largest range for resilience to Unicode table changes.
function findWideFastPathRange(ranges) {
	let fastPathStart = ranges[0];
	let fastPathEnd = ranges[1];

	for (let index = 0; index < ranges.length; index += 2) {
		const start = ranges[index];
		const end = ranges[index + 1];

		if (
			commonCjkCodePoint >= start
			&& commonCjkCodePoint <= end
		) {
			return [start, end];
		}

		if ((end - start) > (fastPathEnd - fastPathStart)) {
			fastPathStart = start;
			fastPathEnd = end;
		}
	}

	return [fastPathStart, fastPathEnd];
}

const isAmbiguous = codePoint => {
	if (
		codePoint < ambiguousMinimalCodePoint
		|| codePoint > ambiguousMaximumCodePoint
	) {
		return false;
	}

	return utilities_isInRange(ambiguousRanges, codePoint);
};

const isFullwidth = codePoint => {
	if (
		codePoint < fullwidthMinimalCodePoint
		|| codePoint > fullwidthMaximumCodePoint
	) {
		return false;
	}

	return utilities_isInRange(fullwidthRanges, codePoint);
};

const isHalfwidth = codePoint => {
	if (
		codePoint < halfwidthMinimalCodePoint
		|| codePoint > halfwidthMaximumCodePoint
	) {
		return false;
	}

	return isInRange(halfwidthRanges, codePoint);
};

const isNarrow = codePoint => {
	if (
		codePoint < narrowMinimalCodePoint
		|| codePoint > narrowMaximumCodePoint
	) {
		return false;
	}

	return isInRange(narrowRanges, codePoint);
};

const isWide = codePoint => {
	if (
		codePoint >= wideFastPathStart
		&& codePoint <= wideFastPathEnd
	) {
		return true;
	}

	if (
		codePoint < wideMinimalCodePoint
		|| codePoint > wideMaximumCodePoint
	) {
		return false;
	}

	return utilities_isInRange(wideRanges, codePoint);
};

function lookup_getCategory(codePoint) {
	if (isAmbiguous(codePoint)) {
		return 'ambiguous';
	}

	if (isFullwidth(codePoint)) {
		return 'fullwidth';
	}

	if (isHalfwidth(codePoint)) {
		return 'halfwidth';
	}

	if (isNarrow(codePoint)) {
		return 'narrow';
	}

	if (isWide(codePoint)) {
		return 'wide';
	}

	return 'neutral';
}

;// CONCATENATED MODULE: ./node_modules/get-east-asian-width/index.js


function validate(codePoint) {
	if (!Number.isSafeInteger(codePoint)) {
		throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
	}
}

function eastAsianWidthType(codePoint) {
	validate(codePoint);

	return getCategory(codePoint);
}

function eastAsianWidth(codePoint, {ambiguousAsWide = false} = {}) {
	validate(codePoint);

	if (
		isFullwidth(codePoint)
		|| isWide(codePoint)
		|| (ambiguousAsWide && isAmbiguous(codePoint))
	) {
		return 2;
	}

	return 1;
}

// Private exports for https://github.com/sindresorhus/is-fullwidth-code-point


;// CONCATENATED MODULE: ./src/render/width.ts

/**
 * How many columns text takes on a terminal, and text wrapped to a terminal's width. A string's
 * `length` counts UTF-16 units: `日` takes two columns and is one unit, `é` written as `e` and a
 * combining accent takes one column and is two. Measured code point by code point, once: linear.
 * Which code points are wide (East Asian Width W and F) is `get-east-asian-width`'s table, which
 * follows each Unicode release; the sequences a terminal draws as one picture are ours (below).
 */
/** Combining marks and format characters: drawn on the character before, no column of their own. */
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;
const ZWJ = 0x200d;
const EMOJI_PRESENTATION = 0xfe0f;
/**
 * Measures a text's code points one after another: each one's columns given the one before, for
 * the sequences a terminal draws as one picture (an emoji's presentation selector widens it, an
 * emoji joined by U+200D to the one before it adds nothing).
 */
class Columns {
    last = 0;
    joining = false;
    /** The columns the code point `cp` (spelt `ch`) adds. */
    next(cp, ch) {
        let width;
        if (cp < 0x300)
            width = cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? 0 : 1;
        else if (cp === EMOJI_PRESENTATION)
            width = this.last === 1 ? 1 : 0;
        else if ((cp >= 0x1160 && cp <= 0x11ff) || ZERO_WIDTH.test(ch))
            width = 0;
        else
            width = eastAsianWidth(cp) === 2 ? (this.joining && cp >= 0x1f000 ? 0 : 2) : 1;
        this.joining = cp === ZWJ;
        if (width > 0 || cp === EMOJI_PRESENTATION)
            this.last = cp === EMOJI_PRESENTATION ? 2 : width;
        return width;
    }
}
/**
 * The text's units, in order: each code point, and each of our own colour codes whole (`ESC [`,
 * parameters, a final letter), which take no column. Text from files never holds an escape:
 * `escapeTerminal` shows each as `\u001b`.
 */
function* units(text) {
    for (let i = 0; i < text.length;) {
        const code = text.charCodeAt(i);
        if (code === 0x1b && text[i + 1] === '[') {
            let end = i + 2;
            while (end < text.length && !(text.charCodeAt(end) >= 0x40 && text.charCodeAt(end) <= 0x7e))
                end++;
            yield text.slice(i, end + 1);
            i = end + 1;
        }
        else {
            const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
            yield text.slice(i, pair ? i + 2 : i + 1);
            i += pair ? 2 : 1;
        }
    }
}
/** The columns a unit takes: none for a colour code. */
function unitWidth(columns, unit) {
    return unit.length > 2 || unit.charCodeAt(0) === 0x1b ? 0 : columns.next(unit.codePointAt(0), unit);
}
/**
 * The columns `text` takes on a terminal: wide East Asian characters and emoji two, combining
 * marks none, colour codes none.
 */
function textWidth(text) {
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x20 || code >= 0x7f) {
            ascii = false;
            break;
        }
    }
    if (ascii)
        return text.length;
    const columns = new Columns();
    let width = 0;
    for (const unit of units(text))
        width += unitWidth(columns, unit);
    return width;
}
/** Never the first character of a line in Japanese and Chinese text: it stays with the one before. */
const NO_BREAK_BEFORE = '、。，．・：；？！ー）」』】〕〉》ゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ';
/** Never the last character of a line: it stays with the one after. */
const NO_BREAK_AFTER = '（「『【〔〈《';
/**
 * The text cut into pieces between which a line may break: words (runs of anything but spaces),
 * and each wide character on its own, as Japanese and Chinese text break between any two
 * characters, but not before closing punctuation and small kana, nor after opening brackets. A
 * colour code goes with the text it paints: an opening one with the piece after it, a closing one
 * with the piece before.
 */
function pieces(text) {
    const out = [];
    const columns = new Columns();
    let current;
    let space = '';
    for (const unit of units(text)) {
        if (unit === ' ') {
            current = undefined;
            space += ' ';
            continue;
        }
        const width = unitWidth(columns, unit);
        const code = unit.length > 2 || unit.charCodeAt(0) === 0x1b;
        const attaches = current !== undefined &&
            (width === 0 ||
                NO_BREAK_AFTER.includes(current.text.at(-1)) ||
                (width === 2 ? NO_BREAK_BEFORE.includes(unit) : !current.breaksAfter));
        if (attaches) {
            current.text += unit;
            current.width += width;
            if (width > 0)
                current.breaksAfter = width === 2;
            continue;
        }
        current = { text: unit, width, space, breaksAfter: width === 2 };
        out.push(current);
        space = '';
        // An opening colour code after a space starts a piece the text after it joins.
        if (code)
            current.breaksAfter = false;
    }
    return out;
}
/** A piece wider than a whole line, cut into parts of at most `width` columns, never inside a character. */
function cut(piece, width) {
    const parts = [];
    const columns = new Columns();
    let part = { text: '', width: 0, space: piece.space, breaksAfter: false };
    for (const unit of units(piece.text)) {
        const w = unitWidth(columns, unit);
        if (part.width + w > width && part.width > 0) {
            parts.push(part);
            part = { text: '', width: 0, space: '', breaksAfter: false };
        }
        part.text += unit;
        part.width += w;
    }
    if (part.text)
        parts.push(part);
    return parts;
}
/**
 * `text` in lines of at most `width` columns (the first line `first` columns, when the line
 * starts after something else: it is left empty when even the first word does not fit), broken
 * at spaces, and between wide characters. Spaces between words on one line stay as they are; the
 * spaces at a break go. A word wider than a line is cut. A line after the first that would start
 * with `::` gets a visible `> ` first, as `escapeTerminal` marks a text that does: a workflow's
 * log would read it as a command.
 */
function wrapText(text, width, first = width) {
    const full = Math.max(1, width);
    const lines = [];
    let line = '';
    let used = 0;
    let room = Math.max(1, first);
    const breakLine = () => {
        lines.push(line);
        line = '';
        used = 0;
        room = full;
    };
    for (const whole of pieces(text)) {
        const parts = whole.width > full ? cut(whole, full) : [whole];
        for (const piece of parts) {
            const gap = used > 0 || line ? piece.space.length : 0;
            // A first line shorter than the others (it follows something) is left empty rather than overflowed.
            if (used + gap + piece.width > room && (used > 0 || room < full))
                breakLine();
            else {
                line += piece.space.slice(0, gap);
                used += gap;
            }
            if (used === 0 && !line && lines.length > 0 && piece.text.startsWith('::')) {
                line = '> ';
                used = 2;
            }
            line += piece.text;
            used += piece.width;
        }
    }
    if (line || lines.length === 0)
        lines.push(line);
    return lines;
}

;// CONCATENATED MODULE: ./src/render/text.ts











const ansi = (open, close) => (text) => text ? `\u001b[${open}m${text}\u001b[${close}m` : text;
const plain = (text) => text;
function palette(color) {
    if (!color)
        return { red: plain, yellow: plain, green: plain, dim: plain, bold: plain, underline: plain };
    return {
        red: ansi(31, 39),
        yellow: ansi(33, 39),
        green: ansi(32, 39),
        dim: ansi(2, 22),
        bold: ansi(1, 22),
        underline: ansi(4, 24),
    };
}
function severityPaint(p, severity) {
    return severity === 'error' ? p.red : severity === 'warning' ? p.yellow : p.dim;
}
function verdictPaint(p, result) {
    return result === 'veto' ? p.red : result === 'reject' ? p.yellow : p.green;
}
function layout(options) {
    const p = palette(options.color ?? false);
    const width = options.width === undefined ? undefined : Math.max(20, Math.floor(options.width));
    const few = options.all ? Infinity : FIRST_FEW;
    if (width === undefined) {
        return {
            p,
            roots: options.roots,
            few,
            width,
            fit: (line) => [line],
            fitParts: (indent, parts, _hang, separator = ' ') => [`${' '.repeat(indent)}${parts.join(separator)}`],
        };
    }
    // Too deep a hang for a narrow terminal: two columns past the line's own indent.
    const under = (indent, hang) => (width - hang < 24 ? indent + 2 : hang);
    const fit = (line, hang) => {
        let indent = 0;
        while (line.charCodeAt(indent) === 0x20)
            indent++;
        const next = under(indent, hang);
        const [first, ...rest] = wrapText(line.slice(indent), width - next, width - indent);
        return [`${' '.repeat(indent)}${first}`.trimEnd(), ...rest.map((l) => `${' '.repeat(next)}${l}`)];
    };
    const fitParts = (indent, parts, hang, separator = ' ') => {
        const out = [];
        let line = '';
        let at = indent;
        for (const part of parts) {
            if (line && at + textWidth(line) + textWidth(separator) + textWidth(part) > width) {
                (0,bulk/* pushAll */.i)(out, fit(`${' '.repeat(at)}${line}`, hang));
                [line, at] = ['', hang];
            }
            line = line ? `${line}${separator}${part}` : part;
            if (at + textWidth(line) > width) {
                // A part too wide for a line of its own: wrapped, and the next part goes on after its end.
                const next = under(at, hang);
                const [first, ...rest] = wrapText(line, width - next, width - at);
                out.push(`${' '.repeat(at)}${first}`.trimEnd(), ...rest.slice(0, -1).map((l) => `${' '.repeat(next)}${l}`));
                [line, at] = rest.length ? [rest.at(-1), next] : ['', next];
            }
        }
        if (line)
            out.push(`${' '.repeat(at)}${line}`);
        return out;
    };
    return { p, roots: options.roots, few, width, fit, fitParts };
}
/** Findings in display order, grouped by file. */
function byFile(findings) {
    const groups = new Map();
    for (const finding of sortedFindings(findings)) {
        const group = groups.get(finding.path);
        if (group)
            group.push(finding);
        else
            groups.set(finding.path, [finding]);
    }
    return groups;
}
/**
 * At a terminal, one block per file: the path, then for each finding `line:col  severity  rule`
 * (these short columns aligned) and its message below, wrapped. Piped, one finding a line,
 * `path:line:column: severity rule message`, as compilers and linters print for tools to read.
 */
function* findingLines(findings, { p, width, fit }) {
    if (findings.length === 0)
        return;
    if (width === undefined) {
        for (const f of sortedFindings(findings))
            yield `${(0,render_escape/* escapeTerminal */.en)(f.path)}:${f.line}:${f.column}: ${severityPaint(p, f.severity)(f.severity)} ${p.dim((0,render_escape/* escapeTerminal */.en)(f.ruleId))} ${(0,render_escape/* escapeTerminal */.en)(f.message)}`;
        yield '';
        return;
    }
    for (const [path, group] of byFile(findings)) {
        const at = (0,bulk/* maxOf */._)(group.map((f) => `${f.line}:${f.column}`.length));
        const severity = (0,bulk/* maxOf */._)(group.map((f) => f.severity.length));
        yield* fit(p.underline((0,render_escape/* escapeTerminal */.en)(path)), 2);
        for (const f of group) {
            const paint = severityPaint(p, f.severity);
            yield* fit(`  ${p.dim(`${f.line}:${f.column}`.padEnd(at))}  ${paint(f.severity.padEnd(severity))}  ${p.dim((0,render_escape/* escapeTerminal */.en)(f.ruleId))}`, 4);
            yield* fit(`    ${(0,render_escape/* escapeTerminal */.en)(f.message)}`, 4);
        }
        yield '';
    }
}
function* gateItemLines(item, { p, roots, fit, fitParts }) {
    const paint = item.priority === 'P0' ? p.red : p.yellow;
    const head = [
        paint(item.priority),
        item.id ? p.bold((0,render_escape/* escapeTerminal */.en)(item.id)) : '',
        item.category ? p.dim((0,render_escape/* escapeTerminal */.en)(item.category)) : '',
        (0,render_escape/* escapeTerminal */.en)(item.description),
    ];
    yield* fit(`  ${head.filter(Boolean).join('  ')}`, 6);
    const declared = p.dim(`declared in ${(0,render_escape/* escapeTerminal */.en)(item.source.path)}:${item.source.line}`);
    const at = item.location && p.dim(`at ${(0,render_escape/* escapeTerminal */.en)(locationShown(item.location, item.source.path, roots))}`);
    yield* fitParts(6, at ? [at, declared] : [declared], 6, p.dim(' · '));
    if (item.fix)
        yield* fit(`      fix: ${(0,render_escape/* escapeTerminal */.en)(item.fix)}`, 11);
}
/** The line after a list cut to its first few: how many more there are, and the flag that lists them. */
function moreLine({ p, fit }, count, noun, detail = '') {
    return fit(`  ${p.dim(`… and ${count} more ${noun}${detail}: --all lists them`)}`, 4);
}
/**
 * The gate's verdict, its P0 items (every one) and P1 items, and the verdicts review files
 * declare; past the first few, how many more of each there are.
 */
function* gateLines(report, layout) {
    const { p, fit, few } = layout;
    const { gate } = report;
    if (gate.items.length === 0 && gate.sources.length === 0)
        return;
    yield* fit(`${p.bold('Gate:')} ${verdictPaint(p, gate.result)(gate.result)} (${priorityCounts(gate)}${declaredWords(gate, render_escape/* escapeTerminal */.en)})`, 2);
    // P0s first, and never cut: each one vetoes. Indexed: a scan's gate can hold a hundred thousand P2 and P3 items.
    let shown = 0;
    for (const priority of ['P0', 'P1']) {
        let hidden = 0;
        for (let i = 0; i < gate.items.length; i++) {
            const item = gate.items[i];
            if (item.priority !== priority)
                continue;
            if (priority === 'P1' && shown >= few)
                hidden++;
            else {
                shown++;
                yield* gateItemLines(item, layout);
            }
        }
        if (hidden)
            yield* moreLine(layout, hidden, 'P1 items');
    }
    const declaring = gate.sources.filter((source) => source.declared !== undefined);
    for (const source of declaring.slice(0, few)) {
        const counts = { p0: source.counts.P0, p1: source.counts.P1, p2: source.counts.P2, p3: source.counts.P3 };
        const stated = source.declaredCounts;
        const own = stated
            ? `by its own count ${priorityCounts({ p0: stated.P0, p1: stated.P1, p2: stated.P2, p3: stated.P3 }, ', ')}`
            : priorityCounts(counts, ', ');
        yield* layout.fitParts(2, [`${p.dim('declared')} ${(0,render_escape/* escapeTerminal */.en)(source.declared)}`, p.dim(`in ${(0,render_escape/* escapeTerminal */.en)(source.path)}`), p.dim(`(${own})`)], 4);
    }
    if (declaring.length > few) {
        // A scan of thousands of review files: what the rest declare, by verdict, most first.
        const tally = new Map();
        for (const source of declaring.slice(few))
            tally.set(source.declared, (tally.get(source.declared) ?? 0) + 1);
        const words = [...tally]
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
            .map(([word, n]) => `${n} ${(0,render_escape/* escapeTerminal */.en)(word)}`);
        yield* moreLine(layout, declaring.length - few, 'declared verdicts', ` (${words.join(', ')})`);
    }
}
function* riskLines(report, layout) {
    const { p, fit, few } = layout;
    const { level, reasons } = report.risk;
    if (level === null && reasons.length === 0)
        return;
    const paint = level === 'high' ? p.red : level === 'med' ? p.yellow : p.green;
    yield `${p.bold('Risk:')} ${level === null ? 'none' : paint(level)}`;
    for (const reason of reasons.slice(0, few))
        yield* fit(`  - ${(0,render_escape/* escapeTerminal */.en)(reason)}`, 4);
    if (reasons.length > few)
        yield* moreLine(layout, reasons.length - few, 'risk reasons');
}
/**
 * Each item waiting for a human: why it waits and its title, then its file and the commands that
 * answer it. At a terminal the reasons take one column and the file goes under the title; piped,
 * all of an item on one line, unpadded.
 */
function* inboxLines(report, layout) {
    const { p, width, fit, fitParts, few } = layout;
    if (report.inbox.length === 0)
        return;
    yield `${p.bold('Inbox:')} ${(0,plural/* plural */.L)(report.inbox.length, 'item')} waiting for a human`;
    const items = report.inbox.slice(0, few);
    const reasonWidth = width === undefined ? 0 : (0,bulk/* maxOf */._)(items.map((i) => i.reason.length));
    const under = 4 + reasonWidth;
    for (const item of items) {
        if (width === undefined) {
            const actions = item.actions.length ? `  ${p.dim(item.actions.map(render_escape/* escapeTerminal */.en).join('  '))}` : '';
            yield `  ${item.reason}  ${(0,render_escape/* escapeTerminal */.en)(item.title)}  ${p.dim(`${(0,render_escape/* escapeTerminal */.en)(item.path)}:${item.line}`)}${actions}`;
            continue;
        }
        yield* fit(`  ${item.reason.padEnd(reasonWidth)}  ${(0,render_escape/* escapeTerminal */.en)(item.title)}`, under);
        // The file under the title, or where a long path would not fit there, under the reason.
        const path = `${(0,render_escape/* escapeTerminal */.en)(item.path)}:${item.line}`;
        const at = under + textWidth(path) <= width ? under : 4;
        yield* fitParts(at, [p.dim(path), ...(item.actions.length ? [p.dim(item.actions.map(render_escape/* escapeTerminal */.en).join('  '))] : [])], at, '  ');
    }
    if (report.inbox.length > few)
        yield* moreLine(layout, report.inbox.length - few, 'inbox items');
}
/** The handoff chain in one line: how many agents stand where (the statuses are the agents'), and how many handoffs join them. */
function* chainLines(report, { p, fitParts }) {
    const { nodes, edges } = report.chain;
    if (nodes.length === 0)
        return;
    const counts = report_report/* CHAIN_STATUSES */.ti.map((status) => ({
        status,
        n: nodes.filter((node) => node.status === status).length,
    })).filter(({ n }) => n > 0);
    const agents = `${(0,plural/* plural */.L)(nodes.length, 'agent')} (${counts.map(({ status, n }) => `${n} ${status}`).join(', ')}),`;
    yield* fitParts(0, [`${p.bold('Chain:')} ${agents}`, (0,plural/* plural */.L)(edges.length, 'handoff')], 2);
}
/**
 * The one-line total, led by the run's outcome as its exit status has it: the config's errors
 * (exit 2), else what fails the run (errors first, then the gate), or the `--fail-on` that let it
 * pass; then problems, files, gate, risk, inbox. `✖` only when the run exits 1 or 2; `✔` only
 * when it passes with nothing to say.
 */
function summaryLine(report, options = {}) {
    const p = palette(options.color ?? false);
    const t = totals(report);
    const outcome = outcomeOf(report, options);
    const gate = `gate: ${verdictPaint(p, report.gate.result)(report.gate.result)} (P0 ${report.gate.p0}, P1 ${report.gate.p1}${declaredWords(report.gate, render_escape/* escapeTerminal */.en)})`;
    const suppressed = suppressedWords(report, (text) => (0,render_escape/* escapeTerminal */.en)(text));
    const tail = `${gate} — risk: ${report.risk.level ?? 'none'} — inbox: ${report.inbox.length}${suppressed ? ` — ${suppressed}` : ''}`;
    const notChecked = t.unchecked > 0 ? `${(0,plural/* plural */.L)(t.unchecked, 'file')} noticed but not checked` : '';
    let validation;
    if (t.error + t.warning === 0) {
        const notices = t.notice > 0 ? (0,plural/* plural */.L)(t.notice, 'notice') : 'no problems';
        validation = `${(0,plural/* plural */.L)(t.checked, 'file')} checked, ${notices}${notChecked ? `; ${notChecked}` : ''}`;
    }
    else {
        validation = `${p.bold((0,plural/* plural */.L)(t.problems, 'problem'))} (${severityBreakdown(t)})${whereProblems(t, (path) => (0,render_escape/* escapeTerminal */.en)(path))}${notChecked ? ` (${notChecked})` : ''}`;
    }
    const config = configFailure(outcome);
    if (config)
        return `${p.red('✖')} ${p.bold(config)} — ${validation} — ${tail}`;
    if (outcome.fails) {
        const gateReason = outcome.gateFails ? [`gate ${report.gate.result}`] : [];
        return `${p.red('✖')} ${p.bold(`Fails on ${[...outcome.failingFindings, ...gateReason].join(' and ')}`)} — ${validation} — ${tail}`;
    }
    if (heldBack(outcome))
        return `${p.yellow('⚠')} Passes under --fail-on ${failOnText(outcome)} — ${validation} — ${tail}`;
    // A tick only for a run with nothing to add: no problem, something checked, nothing left out.
    const quiet = t.error + t.warning === 0 && t.checked > 0 && t.unchecked === 0 && !options.skipped?.length;
    return `${quiet ? p.green('✔') : p.yellow('⚠')} ${validation} — ${tail}`;
}
/** After the total: one line for each reason files a person may expect checked were not. */
function skipLines(report, options, p) {
    return (0,render_skipped/* allSkips */.ae)(report, options.skipped).map((group) => p.yellow((0,render_escape/* escapeTerminal */.en)((0,render_skipped/* skipMessage */.Tf)(group, (text) => text))));
}
/** How many findings `check --fix` can fix, and how, unless the run fixed what it could. */
function fixHintLine(report, options) {
    if (!(options.fixHint ?? true))
        return undefined;
    let fixable = 0;
    for (const finding of report.findings)
        if (finding.fix)
            fixable++;
    if (fixable === 0)
        return undefined;
    if (options.fixHint === 'dry-run')
        return `${(0,plural/* plural */.L)(fixable, 'finding')} can be fixed: \`--fix-dry-run\` shows the changes as a diff.`;
    return `${(0,plural/* plural */.L)(fixable, 'finding')} can be fixed with \`handoff-gate check --fix\` (\`--fix-dry-run\` shows the changes first).`;
}
/** Every line of the report for a terminal, in order: findings, then each section that has something to say and a blank line, then the total. */
function* textLines(report, options) {
    const laid = layout(options);
    const { p, fit } = laid;
    // A named file of no format (a pre-commit hook passes every staged YAML, JSON and Markdown file)
    // is said once, in the line after the total, not in a notice line of its own.
    yield* findingLines(report.findings.filter((f) => !isNotAHandoffFile(f)), laid);
    for (const section of [gateLines, riskLines, inboxLines, chainLines]) {
        let said = false;
        for (const line of section(report, laid)) {
            said = true;
            yield line;
        }
        if (said)
            yield '';
    }
    // The total breaks between its parts: `⚠ Passes under --fail-on never —`, `7 problems … —`, `gate: …`.
    const total = summaryLine(report, options).split(' — ');
    yield* laid.fitParts(0, total.map((part, i) => (i < total.length - 1 ? `${part} —` : part)), 2);
    const exceeded = exceededSentence(report, (text) => (0,render_escape/* escapeTerminal */.en)(text));
    if (exceeded)
        yield* fit(p.yellow(exceeded), 2);
    for (const line of skipLines(report, options, p))
        yield* fit(line, 2);
    const hint = fixHintLine(report, options);
    if (hint)
        yield* fit(hint, 2);
}
/** About this many characters per piece: few writes, and never the whole report as one string. */
const PIECE_CHARS = 64 * 1024;
/**
 * The report for a terminal, in pieces that join to {@link renderText}'s text: a scan's text
 * report can be 20 MB, and as one string (and the lines it was joined from) it cost a scan a
 * third of its memory.
 */
function* renderTextChunks(report, options = {}) {
    let piece = [];
    let chars = 0;
    for (const line of textLines(report, options)) {
        piece.push(line);
        chars += line.length + 1;
        if (chars >= PIECE_CHARS) {
            yield `${piece.join('\n')}\n`;
            piece = [];
            chars = 0;
        }
    }
    if (piece.length > 0)
        yield `${piece.join('\n')}\n`;
}
/** The report for a terminal. */
function renderText(report, options = {}) {
    return [...renderTextChunks(report, options)].join('');
}

;// CONCATENATED MODULE: ./src/render/github.ts







/**
 * The toolkit's escaping of a command's message (actions/toolkit packages/core/src/command.ts,
 * undone by the runner's ActionCommand.cs): `%` first, then `\r` and `\n`, so nothing in it can
 * end the command's line or start another. For the CLI's `--format github`; the action issues
 * its annotations through the toolkit itself, which escapes the same way.
 */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value additionally cannot contain the `:` and `,` that delimit properties. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** GitHub drops very long annotation messages; keep ours well inside. */
const MAX_MESSAGE = 4_000;
/** The runner's v1 command prefix: no escaping hides it, so it is broken with a space (`## [`). */
const breakV1 = (text) => text.replace(/##\[/g, '## [');
function annotationCommand(a) {
    // The path stays as it is (the annotation must name the file), unless the property cannot carry
    // it (`##[`, an unseen character): then the message names the file, made inert, and says so.
    // Title and message are text to read, every unseen character shown.
    const named = (0,render_escape/* fitsFileProperty */.et)(a.file);
    const props = named ? [`file=${escapeProperty(a.file)}`, `line=${Math.max(1, a.line)}`] : [];
    if (named && a.col !== undefined)
        props.push(`col=${Math.max(1, a.col)}`);
    props.push(`title=${escapeProperty(breakV1((0,render_escape/* inert */.tJ)(a.title)))}`);
    const message = named
        ? (0,render_escape/* truncate */.xv)(a.message, MAX_MESSAGE)
        : `${a.file}:${a.line}: ${(0,render_escape/* truncate */.xv)(a.message, MAX_MESSAGE)} ${render_escape/* NOT_PLACED */.yJ}`;
    return `::${a.level} ${props.join(',')}::${escapeData(breakV1((0,render_escape/* inert */.tJ)(message)))}`;
}
const LEVEL = { error: 'error', warning: 'warning', notice: 'notice' };
function findingAnnotation(f) {
    return {
        level: LEVEL[f.severity],
        file: f.path,
        line: f.line,
        col: f.column,
        title: f.ruleId,
        message: f.message,
        ruleId: f.ruleId,
    };
}
function gateAnnotation(item, level) {
    return {
        level,
        file: item.source.path,
        line: item.source.line,
        title: gateItemTitle(item),
        message: gateItemMessage(item),
    };
}
function annotations(report, options = {}) {
    const errors = [];
    const warnings = [];
    if ((options.gateItems ?? true) && 'gate' in report) {
        for (const item of report.gate.items) {
            if (item.priority === 'P0')
                errors.push(gateAnnotation(item, 'error'));
        }
        for (const item of report.gate.items) {
            if (item.priority !== 'P1')
                continue;
            const level = gateItemLevel(item, report.gate);
            (level === 'error' ? errors : warnings).push(gateAnnotation(item, level));
        }
    }
    (0,bulk/* pushAll */.i)(errors, findingsOf(report.findings, 'error').map(findingAnnotation));
    (0,bulk/* pushAll */.i)(warnings, findingsOf(report.findings, 'warning').map(findingAnnotation));
    const notices = findingsOf(report.findings, 'notice').map(findingAnnotation);
    return [...errors, ...warnings, ...notices];
}
/**
 * A notice on no file (`::notice title=…::message`), made safe as an annotation is: the message
 * may quote paths the run did not check.
 */
function noticeCommand(title, message) {
    return `::notice title=${escapeProperty(breakV1((0,render_escape/* inert */.tJ)(title)))}::${escapeData(breakV1((0,render_escape/* inert */.tJ)((0,render_escape/* truncate */.xv)(message, MAX_MESSAGE))))}`;
}
/**
 * The run's verdict, as the text report's total line words it, and each reason files were not
 * checked: a log of annotations alone would not say whether the run failed, or what it left out.
 */
function verdictNotice(report, options = {}) {
    const lines = [
        summaryLine(report, {
            ...(options.failOn && { failOn: options.failOn }),
            ...(options.configErrors && { configErrors: options.configErrors }),
            ...(options.skipped && { skipped: options.skipped }),
        }),
    ];
    for (const group of (0,render_skipped/* allSkips */.ae)(report, options.skipped))
        lines.push((0,render_skipped/* skipMessage */.Tf)(group, (text) => text));
    return noticeCommand('handoff-gate', (0,secrets/* redactSecrets */.fp)(lines.join('\n')));
}
/** Workflow commands, one a line: the annotations, then the closing notice with the verdict. */
function renderGithub(report, options = {}) {
    const lines = annotations(report, options).map((a) => annotationCommand({ ...a, message: (0,secrets/* redactSecrets */.fp)(a.message), title: (0,secrets/* redactSecrets */.fp)(a.title) }));
    lines.push(verdictNotice(report, options));
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/render/json.ts
var json = __webpack_require__(5104);
;// CONCATENATED MODULE: ./src/render/markdown-blocks.ts
/**
 * The blocks a report's Markdown is made of: a section (its title, rows and cap), the order in
 * which parts are cut when the text is too long, and the table helpers. The sections themselves,
 * in the comment's order, are markdown-sections.ts.
 */


/** When the comment is too long, parts are cut in this order: the least important first. */
const CUT = {
    notices: 1,
    chain: 2,
    warnings: 3,
    minorItems: 4,
    files: 5,
    // The risk's level is in the summary line; its reasons go before any error.
    risk: 6,
    errors: 7,
    inbox: 8,
    sources: 9,
    p1: 10,
};
function linker(options) {
    const base = options.links?.blobBase;
    const root = base ? (base.endsWith('/') ? base : `${base}/`) : undefined;
    // In a cell a path is text that breaks at its folders: a code span would widen the table past the column.
    return (path, line, cell) => {
        const label = line ? `${path}:${line}` : path;
        if (!root)
            return cell ? (0,render_escape/* breakablePath */.hn)(label) : (0,render_escape/* codeSpan */.SS)(label);
        return (0,render_escape/* link */.nf)(label, `${root}${(0,render_escape/* encodePath */.O0)(path)}${line ? `#L${line}` : ''}`, { wrap: cell });
    };
}
function section(fields) {
    const rows = fields.rows ?? [];
    const total = fields.total ?? rows.length;
    const cap = fields.cap !== undefined && fields.cap < total ? fields.cap : undefined;
    return {
        level: 'heading',
        head: [],
        rows,
        total,
        pinned: 0,
        foldable: false,
        folded: false,
        ...fields,
        cap,
        keep: Math.min(rows.length, cap ?? rows.length),
    };
}
/** The rows a section shows before anything is cut to fit: all, or its first few. */
const shownRows = (s) => Math.min(s.total, s.cap ?? s.total);
/**
 * A list's rows, rendered in order only until they alone are longer than the whole text may be:
 * no row past that point could ever be shown, so none is rendered (a report with 100,000 review
 * items renders a few hundred rows, not 100,000, each a dozen escapes). `total` counts them all.
 */
function boundedRows(items, render, budget, list = {}) {
    const rows = [];
    let length = 0;
    const end = Math.min(items.length, list.cap ?? items.length);
    for (let i = 0; i < end && length <= budget; i++) {
        const row = render(items[i]);
        rows.push(row);
        length += row.length + 1;
    }
    return { rows, total: items.length };
}
function renderSection(s) {
    const heading = s.level === 'heading' ? `#### ${s.title}` : `**${s.title}**`;
    if (s.keep === 0 && s.total > 0 && !s.more)
        return `${heading} — not shown.`;
    const parts = [];
    if (s.intro)
        parts.push(s.intro);
    if (s.body)
        (0,bulk/* pushAll */.i)(parts, s.body(s.keep));
    else if (s.keep > 0 || (s.total === 0 && s.head.length > 0))
        parts.push([...s.head, ...s.rows.slice(0, s.keep)].join('\n'));
    if (!s.body && s.keep < s.total)
        parts.push(s.more
            ? s.more(s.keep)
            : s.cap !== undefined
                ? `_…and ${s.total - s.keep} more ${s.noun}${s.capHint ? `: ${s.capHint}` : ' not shown'}._`
                : `_…and ${s.total - s.keep} more ${s.noun} not shown._`);
    if (s.folded)
        return `<details><summary>${s.title}</summary>\n\n${parts.join('\n\n')}\n\n</details>`;
    return [heading, ...parts].join('\n\n');
}
const tableHead = (...columns) => [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
];
const tableRow = (...cells) => `| ${cells.map((c) => c || ' ').join(' | ')} |`;

;// CONCATENATED MODULE: ./src/render/markdown-review.ts






const PRIORITY_ICON = { P0: '🔴', P1: '🟠', P2: '🟡', P3: '⚪' };
/** A gate item's `locationFile` when it is a plain repository path: a saved report is read from a run the pull request could change, and a `..` must not lead a link out of the reviewed revision. */
function linkedFile(file) {
    return file !== undefined && (0,location_path/* parseLocation */.z)(file)?.path === file ? file : undefined;
}
/** One review finding: its priority and id, what is wrong and how to fix it, and where (three columns, so it reads on a narrow screen). */
function gateItemRow(item, linkTo, cap, compact, roots) {
    const loc = item.location ? (0,location_path/* parseLocation */.z)(item.location) : undefined;
    // A file the repository does not hold is named as text: a link to it would be a 404.
    const location = !item.location
        ? undefined
        : loc && !compact
            ? roots
                ? (0,render_escape/* breakablePath */.hn)((0,render_escape/* truncate */.xv)(locationShown(item.location, item.source.path, roots), cap))
                : item.locationMissing
                    ? (0,render_escape/* breakablePath */.hn)((0,render_escape/* truncate */.xv)(item.location, cap))
                    : linkTo(linkedFile(item.locationFile) ?? loc.path, loc.line, true)
            : (0,render_escape/* breakablePath */.hn)((0,render_escape/* truncate */.xv)(item.location, cap));
    const source = compact
        ? (0,render_escape/* breakablePath */.hn)(`${item.source.path}:${item.source.line}`)
        : linkTo(item.source.path, item.source.line, true);
    const finding = [
        `${item.category ? `**${(0,render_escape/* escapeCell */.kq)((0,render_escape/* truncate */.xv)(item.category, Math.min(80, cap)))}** — ` : ''}${(0,render_escape/* escapeCell */.kq)((0,render_escape/* truncate */.xv)(item.description, cap))}`,
        ...(item.fix ? [`**Fix:** ${(0,render_escape/* escapeCell */.kq)((0,render_escape/* truncate */.xv)(item.fix, cap))}`] : []),
    ].join('<br>');
    const where = [...(location ? [location] : []), `declared in ${source}`].join('<br>');
    return tableRow(`${PRIORITY_ICON[item.priority]} ${item.priority}${item.id ? `<br>${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.id, 40), { cell: true })}` : ''}`, finding, where);
}
const GATE_COLUMNS = ['', 'Finding', 'Where'];
function gateSection(items, { linkTo, maxCell, budget, roots, }, fields, list = {}) {
    const rebuild = (cap, compact) => boundedRows(items, (item) => gateItemRow(item, linkTo, cap, compact, roots), budget, list).rows;
    return section({
        ...fields,
        ...list,
        head: tableHead(...GATE_COLUMNS),
        ...boundedRows(items, (item) => gateItemRow(item, linkTo, maxCell, false, roots), budget, list),
        rebuild,
    });
}
/**
 * What the P0/P1 table left out when `keep` rows are shown. P0s are cut only when their rows
 * alone, shortened, overflow the limit (thousands of them): the verdict line still counts them all.
 */
function p0p1More(p0, p1, fullReport) {
    return (keep) => {
        const hiddenP0 = Math.max(0, p0 - keep);
        const hiddenP1 = Math.min(p1, p0 + p1 - keep);
        if (hiddenP0 === 0)
            return `_…and ${hiddenP1} more P1 items not shown._`;
        const p1Part = hiddenP1 ? ` and ${(0,plural/* plural */.L)(hiddenP1, 'P1 item')}` : '';
        return `_…and ${(0,plural/* plural */.L)(hiddenP0, 'more P0 finding')}${p1Part} not shown${fullReport ? `: ${fullReport} lists every one` : ''}._`;
    };
}
/** `P0 1 · P1 2 · P2 1 · P3 0`, or `none` when all are 0. */
function itemCounts(counts) {
    const priorities = ['P0', 'P1', 'P2', 'P3'];
    return priorities.some((p) => counts[p] > 0) ? priorities.map((p) => `${p} ${counts[p]}`).join(' · ') : 'none';
}
/**
 * Each review file: the verdict it declares (an aggregator's with its own count, which is not
 * counted again) and the items counted from it, each count saying whose it is.
 */
function sourcesSection(sources, linkTo, budget, list, glossary) {
    // Each format's name links to its glossary entry in the first row that names it.
    const named = new Set();
    const format = (id) => {
        if (!glossary || !(0,rule_docs/* isGlossaryTerm */.vi)(id) || named.has(id))
            return id;
        named.add(id);
        return `[${id}](${glossary(id)})`;
    };
    const rows = boundedRows(sources, (s) => tableRow(`${linkTo(s.path, undefined, true)} (${format(s.format)})`, s.declared === undefined
        ? '—'
        : `${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(s.declared, 100), { cell: true })}${s.declaredCounts ? `, by its own count ${itemCounts(s.declaredCounts)}` : ''}`, itemCounts(s.counts)), budget, list);
    return section({
        ...list,
        title: `Declared verdicts (${sources.length})`,
        noun: 'files',
        head: tableHead('File', glossary ? `[Declares](${glossary('declared-verdict')})` : 'Declares', 'Items counted from it'),
        ...rows,
        rank: CUT.sources,
        foldable: true,
    });
}

;// CONCATENATED MODULE: ./src/render/markdown-headline.ts








/**
 * The counts in the one order every output gives them: the review's P0 · P1 · P2 · P3, then the
 * files' errors · warnings (· notices, only when there are some and `notices` is not false).
 * `omitZero` leaves out the counts that are 0 (a title short enough for the merge box), `no
 * findings` when all are.
 */
function countsText(report, { omitZero = false, notices = true } = {}) {
    const severity = { error: 0, warning: 0, notice: 0 };
    for (const f of report.findings)
        if (!isNotAHandoffFile(f))
            severity[f.severity]++;
    const { gate } = report;
    const parts = [
        [gate.p0, `P0 ${gate.p0}`],
        [gate.p1, `P1 ${gate.p1}`],
        [gate.p2, `P2 ${gate.p2}`],
        [gate.p3, `P3 ${gate.p3}`],
        [severity.error, (0,plural/* plural */.L)(severity.error, 'error')],
        [severity.warning, (0,plural/* plural */.L)(severity.warning, 'warning')],
    ];
    if (notices && severity.notice > 0)
        parts.push([severity.notice, (0,plural/* plural */.L)(severity.notice, 'notice')]);
    const shown = omitZero ? parts.filter(([n]) => n > 0) : parts;
    return shown.length ? shown.map(([, text]) => text).join(' · ') : 'no findings';
}
/** `Fails`, `Passes`, `Passes (fail-on: never)` or `Config failed with 1 error (exit 2)`: the run's one verdict, as its status has it. */
function verdictWord(outcome) {
    const config = configFailure(outcome);
    if (config)
        return config;
    if (outcome.fails)
        return 'Fails';
    return heldBack(outcome) ? `Passes (fail-on: ${failOnText(outcome)})` : 'Passes';
}
/**
 * The title: one verdict (the run's status: the CLI's exit, the action's step) and the counts,
 * nothing else. Why it fails and what to do is the next line's ({@link toPassLine}).
 */
function verdictLine(report, options) {
    const outcome = outcomeOf(report, options);
    const icon = outcome.fails ? '❌' : heldBack(outcome) ? '⚠️' : '✅';
    return `### ${icon} ${verdictWord(outcome)} — ${countsText(report)}`;
}
/** Longest piece of file text (an item's id or description) the line quotes. */
const MAX_QUOTE = 60;
/**
 * `P0 `SEC-1` at docs/a.md:42`: the item and where to change; without a location, where it is
 * declared (the table below says both).
 */
function itemWords(item, place) {
    const name = item.id ? (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.id, 40)) : `“${(0,render_escape/* escapeInline */.VV)((0,render_escape/* truncate */.xv)(item.description, MAX_QUOTE))}”`;
    const loc = item.location && !item.locationMissing ? (0,location_path/* parseLocation */.z)(item.location) : undefined;
    const at = loc
        ? place(linkedFile(item.locationFile) ?? loc.path, loc.line)
        : place(item.source.path, item.source.line);
    return `${item.priority} ${name} at ${at}`;
}
/** `fix the error at a.yaml:3 (rule) and 2 more errors`: the first finding that fails the run, and how many more. */
function findingWords(report, severity, place) {
    const failing = report.findings.filter((f) => f.severity === severity && !isNotAHandoffFile(f)).sort(finding/* compareFindings */.Eg);
    const first = failing[0];
    if (!first)
        return '';
    const more = failing.length > 1 ? ` and ${(0,plural/* plural */.L)(failing.length - 1, `more ${severity}`)}` : '';
    return `fix the ${severity} at ${place(first.path, first.line)} (${(0,render_escape/* codeSpan */.SS)(first.ruleId)})${more}`;
}
/**
 * What the gate asks: every P0 resolved, at most one P1 left, and no file declaring a veto or a
 * reject (src/gate/gate.ts); the first item of each named.
 */
function gateWords(report, place) {
    const { gate } = report;
    const steps = [];
    const p0 = gate.items.filter((i) => i.priority === 'P0');
    const p1 = gate.items.filter((i) => i.priority === 'P1');
    if (p0.length > 0)
        steps.push(`resolve ${itemWords(p0[0], place)}${p0.length > 1 ? ` and ${(0,plural/* plural */.L)(p0.length - 1, 'more P0')}` : ''}`);
    if (p1.length >= 2)
        steps.push(p0.length > 0
            ? `resolve ${p1.length - 1} of the ${p1.length} P1s`
            : `resolve ${p1.length - 1} of the ${p1.length} P1s, first ${itemWords(p1[0], place)}`);
    const declared = gate.declaredBy.slice(0, 3).map((d) => `the ${d.result} ${place(d.path, undefined)} declares`);
    if (declared.length)
        steps.push(`lift ${declared.join(', ')}${gate.declaredBy.length > 3 ? ` and ${gate.declaredBy.length - 3} more` : ''}`);
    return steps;
}
/**
 * The line after the title: what would make the run pass, naming the first place to change
 * (`file:line`), or that nothing needs doing. One line, our own words; file text quoted short.
 */
function toPassLine(report, options, place) {
    const outcome = outcomeOf(report, options);
    const config = configFailure(outcome);
    if (outcome.fails) {
        const steps = [];
        if (config)
            steps.push(`fix the config (${config.toLowerCase()})`);
        for (const severity of ['error', 'warning', 'notice'])
            if (outcome.failingFindings.some((r) => r.endsWith(severity) || r.endsWith(`${severity}s`)))
                steps.push(findingWords(report, severity, place));
        if (outcome.gateFails)
            steps.push(...gateWords(report, place));
        return `**To pass:** ${steps.filter(Boolean).join('; then ')}.`;
    }
    if (heldBack(outcome)) {
        const would = [...outcome.heldBackFindings, ...(outcome.gateHeldBack ? [`gate ${report.gate.result}`] : [])];
        return `**Nothing needs doing to pass** under this \`fail-on\`; the default would fail on ${would.join(' and ')}.`;
    }
    return '**Nothing needs doing to pass.**';
}
/** Whose the counts of {@link summaryLine} are. */
function inboxWords(report, options) {
    const n = report.inbox.length;
    if (!options.pullRequest) {
        const all = options.inboxInRepository;
        return `the checked files hold ${(0,plural/* plural */.L)(n, 'inbox item')}${all === undefined ? '' : ` of the ${(0,plural/* plural */.L)(all, 'item')} waiting in the repository's inbox`}`;
    }
    const resolved = options.inboxResolved?.length ?? 0;
    return `this pull request adds ${(0,plural/* plural */.L)(n, 'inbox item')}${resolved ? ` and resolves ${resolved}` : ''}`;
}
/**
 * The line under the verdict: the files' findings, the risk and the inbox, each count saying
 * whose it is. No icon of its own: the verdict's is the only one, so nothing here contradicts it.
 */
function markdown_headline_summaryLine(report, options = {}) {
    const t = totals(report);
    const notChecked = t.unchecked ? ` (${(0,plural/* plural */.L)(t.unchecked, 'file')} noticed but not checked)` : '';
    const parts = [
        t.problems === 0
            ? t.checked === 0
                ? '⚠️ No handoff file checked'
                : `${(0,plural/* plural */.L)(t.checked, 'file')} checked: no file findings`
            : `File findings: ${countsOfFiles(t)}${whereProblems(t, (path) => (0,render_escape/* codeSpan */.SS)(path))}${notChecked}`,
        `${options.pullRequest ? 'this pull request’s' : 'the checked files’'} risk: **${report.risk.level ?? 'none'}**`,
        inboxWords(report, options),
    ];
    const suppressed = suppressedWords(report, (text) => (0,render_escape/* codeSpan */.SS)(text));
    if (suppressed)
        parts.push(`Suppressed: ${suppressed}`);
    const brought = report.suppressed?.brought?.length ?? 0;
    if (brought)
        parts.push(`this pull request brings ${(0,plural/* plural */.L)(brought, 'new suppression')}`);
    return parts.join(' · ');
}
/** `2 errors · 1 warning` in the one order, notices only when there are some. */
function countsOfFiles(t) {
    const parts = [(0,plural/* plural */.L)(t.error, 'error'), (0,plural/* plural */.L)(t.warning, 'warning')];
    if (t.notice > 0)
        parts.push((0,plural/* plural */.L)(t.notice, 'notice'));
    return parts.join(' · ');
}

;// CONCATENATED MODULE: ./src/render/markdown-options.ts
/** GitHub refuses comment bodies over 65,536 characters; stay clear of it. */
const DEFAULT_MAX_LENGTH = 60_000;
const DEFAULT_MAX_CELL = 1_000;

;// CONCATENATED MODULE: ./src/render/mermaid.ts


/** The diagram shows at most this many agents (GitHub renders larger ones slowly, if at all). */
const MAX_CHAIN_NODES = 50;
/** …and at most this many edges between them (Mermaid refuses diagrams over 500 by default). */
const MAX_CHAIN_EDGES = 200;
const MAX_LABEL = 60;
const MAX_DECLARED = 30;
const MAX_ID = 40;
/** Fill, border and text per status: GitHub's own greens, blues, ambers, reds and greys. */
const CLASS_STYLE = {
    done: 'fill:#dafbe1,stroke:#1a7f37,color:#0f5323',
    active: 'fill:#ddf4ff,stroke:#0969da,color:#0a3069',
    waiting: 'fill:#fff8c5,stroke:#9a6700,color:#4d2d00',
    blocked: 'fill:#ffebe9,stroke:#cf222e,color:#82071e',
    failed: 'fill:#ffebe9,stroke:#cf222e,color:#82071e,stroke-width:3px',
    unknown: 'fill:#f6f8fa,stroke:#8c959f,color:#57606a',
};
/** Which agents to keep first when not all can be shown: the most urgent first, finished work last. */
const URGENCY = { failed: 0, blocked: 1, waiting: 2, active: 3, unknown: 4, done: 5 };
/**
 * Text that stays as it is inside a quoted Mermaid label. Everything else (quotes, brackets,
 * pipes, `<`, `@`, `#`, `;`, `:`, backticks, control characters) becomes a `#code;` entity, which
 * Mermaid shows as the character: no file text can end the label, start a statement (`click`),
 * inject HTML, close the Markdown fence, ping anyone or forge a `<!--` marker.
 */
const LABEL_SAFE = /[\p{L}\p{N} .,_+=?!()'/-]/u;
/** File text as the inside of a quoted Mermaid label: one line, short, every other character an entity. */
function mermaidText(text, max = MAX_LABEL) {
    let out = '';
    for (const ch of (0,render_escape/* truncate */.xv)((0,render_escape/* oneLine */.TN)((0,render_escape/* inert */.tJ)(text)).trim(), max))
        out += LABEL_SAFE.test(ch) ? ch : `#${ch.codePointAt(0)};`;
    return out;
}
/** Words Mermaid reads as keywords, which may not stand bare as an edge's text. */
const KEYWORDS = new Set([
    'end',
    'graph',
    'flowchart',
    'subgraph',
    'style',
    'class',
    'classdef',
    'click',
    'linkstyle',
    'default',
    'direction',
    'call',
    'href',
    'callback',
]);
const PLAIN_WORD = /^[A-Za-z][A-Za-z_]{0,29}$/;
function edgeLine(edge, ids) {
    const [from, to] = [ids.get(edge.from), ids.get(edge.to)];
    const label = edge.label?.trim();
    if (!label)
        return `${from} ${edge.loop ? '-.->' : '-->'} ${to}`;
    if (PLAIN_WORD.test(label) && !KEYWORDS.has(label.toLowerCase()))
        return edge.loop ? `${from} -. ${label} .-> ${to}` : `${from} -- ${label} --> ${to}`;
    return `${from} ${edge.loop ? '-.->' : '-->'}|"${mermaidText(label, MAX_DECLARED)}"| ${to}`;
}
/**
 * A Mermaid node id for every agent: `[A-Za-z0-9_]` only, prefixed so that no agent becomes a
 * keyword (`end`) or an edge's `o`/`x` head, and numbered when two names reduce to the same one.
 * Computed over the whole chain, so an agent keeps its id however much of the chain is shown.
 */
function mermaidIds(nodes) {
    const ids = new Map();
    const taken = new Set();
    for (const node of nodes) {
        // The first replace leaves single `_`s: `/^_+|_+$/g` would rescan a long run from each `_`.
        const slug = node.id
            .replace(/[^a-z0-9]+/gi, '_')
            .replace(/^_|_$/g, '')
            .slice(0, MAX_ID)
            .toLowerCase() || 'agent';
        let id = `n_${slug}`;
        for (let n = 2; taken.has(id); n++)
            id = `n_${slug}_${n}`;
        taken.add(id);
        ids.set(node.id, id);
    }
    return ids;
}
/**
 * The agents in the order they are kept when the diagram is cut: those whose file declares a
 * P0/P1 review finding, then by status (failed, blocked, waiting, active, unknown, done), each
 * group in chain order.
 */
function rankChainNodes(chain, urgentPaths) {
    return chain.nodes
        .map((node, index) => ({ node, index, urgent: urgentPaths.has(node.path) ? 0 : 1 }))
        .sort((a, b) => a.urgent - b.urgent || URGENCY[a.node.status] - URGENCY[b.node.status] || a.index - b.index)
        .map(({ node }) => node);
}
/** The chain's agents in `shown` (node ids) and the edges between them, as a fenced Mermaid flowchart. */
function mermaidChain(chain, shown) {
    const ids = mermaidIds(chain.nodes);
    const nodes = chain.nodes.filter((n) => shown.has(n.id));
    const edges = chain.edges.filter((e) => shown.has(e.from) && shown.has(e.to));
    const lines = ['flowchart LR'];
    for (const node of nodes) {
        const declared = node.declared?.trim() ? `<br/>${mermaidText(node.declared, MAX_DECLARED)}` : '';
        lines.push(`  ${ids.get(node.id)}["${mermaidText(node.label) || '#160;'}${declared}"]`);
    }
    for (const edge of edges.slice(0, MAX_CHAIN_EDGES))
        lines.push(`  ${edgeLine(edge, ids)}`);
    for (const status of report_report/* CHAIN_STATUSES */.ti) {
        const members = nodes.filter((n) => n.status === status).map((n) => ids.get(n.id));
        if (members.length === 0)
            continue;
        lines.push(`  classDef ${status} ${CLASS_STYLE[status]}`, `  class ${members.join(',')} ${status}`);
    }
    return {
        block: ['```mermaid', ...lines, '```'].join('\n'),
        hiddenNodes: chain.nodes.length - nodes.length,
        hiddenEdges: Math.max(0, edges.length - MAX_CHAIN_EDGES),
    };
}

;// CONCATENATED MODULE: ./src/render/markdown-sections.ts










const SEVERITY_TITLE = { error: 'Errors', warning: 'Warnings', notice: 'Notices' };
function filesSection(report, linkTo, budget) {
    const formats = new Map(report.files.map((f) => [f.path, f.format]));
    const perFile = countByFile(report);
    const counted = perFile.filter((f) => f.error + f.warning + f.notice > 0);
    if (counted.length === 0)
        return undefined;
    const files = counted.sort((a, b) => b.error - a.error || b.warning - a.warning || b.notice - a.notice || (0,order/* compareText */.n)(a.path, b.path));
    const rows = boundedRows(files, (f) => tableRow(linkTo(f.path, undefined, true), formats.get(f.path) ?? '—', String(f.error), String(f.warning), String(f.notice)), budget);
    const all = perFile.length;
    const clean = all - files.length;
    const title = `Files with findings (${files.length} of ${all}${clean ? `; ${clean} clean` : ''})`;
    return section({
        title,
        noun: 'files',
        head: tableHead('File', 'Format', 'Errors', 'Warnings', 'Notices'),
        ...rows,
        rank: CUT.files,
        foldable: true,
    });
}
function findingRow(f, linkTo, ruleDocs) {
    const docs = ruleDocs?.(f.ruleId);
    return tableRow(linkTo(f.path, f.line, true), 
    // A catalogue id (`[a-z-]+/[a-z0-9-]+`) holds nothing a code span or a cell must escape.
    docs ? `[${(0,render_escape/* codeSpan */.SS)(f.ruleId, { cell: true })}](${docs})` : (0,render_escape/* codeSpan */.SS)(f.ruleId, { cell: true }), (0,render_escape/* escapeMessage */.hC)(f.message, { cell: true }));
}
function findingsSection(report, severity, linkTo, budget, rank, foldable, ruleDocs) {
    const findings = findingsOf(report.findings, severity);
    if (findings.length === 0)
        return undefined;
    const rows = boundedRows(findings, (f) => findingRow(f, linkTo, ruleDocs), budget);
    return section({
        title: `${SEVERITY_TITLE[severity]} (${findings.length})`,
        noun: `${severity}s`,
        head: tableHead('Location', 'Rule', 'Message'),
        ...rows,
        rank,
        foldable,
    });
}
function riskSection(report, budget, list) {
    const { level, reasons } = report.risk;
    if (level === null && reasons.length === 0)
        return undefined;
    return section({
        ...list,
        title: `Risk: ${level ?? 'none'}`,
        noun: 'reasons',
        ...boundedRows(reasons, (r) => `- ${(0,render_escape/* escapeMessage */.hC)((0,render_escape/* truncate */.xv)(r, 500))}`, budget, list),
        rank: CUT.risk,
        foldable: true,
    });
}
/** One item; `commands`: its inbox commands, offered only where its issue already exists. */
function inboxRow(item, linkTo, commands) {
    const actions = commands && item.actions.length ? ` · ${item.actions.map((a) => (0,render_escape/* codeSpan */.SS)(a)).join(' ')}` : '';
    return `- **${item.reason}** · ${(0,render_escape/* escapeInline */.VV)((0,render_escape/* cutAtWord */.QI)(item.title, 300))} · ${linkTo(item.path, item.line, false)} · ${(0,render_escape/* codeSpan */.SS)(item.key)}${actions}`;
}
/**
 * The line under the inbox's title: where an item is answered, "inbox" linked to the glossary.
 * An item's issue opens when the change reaches the default branch: its commands work only there.
 */
function inboxIntro(options) {
    const issue = options.glossary ? `[inbox issue](${options.glossary('inbox')})` : 'inbox issue';
    if (options.pullRequest)
        return { intro: `_Each opens as an ${issue} once this pull request is merged; it is answered there._` };
    return options.glossary ? { intro: `_Each is an ${issue}, answered there with the command it names._` } : {};
}
function inboxSections(report, linkTo, options, budget, list) {
    const out = [];
    if (report.inbox.length > 0) {
        const n = (0,plural/* plural */.L)(report.inbox.length, 'inbox item');
        out.push(section({
            ...list,
            title: options.pullRequest ? `This pull request adds ${n}` : `The checked files hold ${n}`,
            ...inboxIntro(options),
            noun: 'items',
            ...boundedRows(report.inbox, (i) => inboxRow(i, linkTo, !options.pullRequest), budget, list),
            rank: CUT.inbox,
            foldable: true,
        }));
    }
    // Only a decision reads as one: an item that left without a person's decision is listed as such, never struck through.
    const undecided = (options.inboxResolved ?? []).filter((i) => i.left !== undefined);
    if (undecided.length > 0) {
        const rows = boundedRows(undecided, (i) => `- ⚠️ **${(0,render_escape/* escapeInline */.VV)(i.left.words)}**${i.left.ruleId ? ` (${(0,render_escape/* codeSpan */.SS)(i.left.ruleId)})` : ''} · ${(0,render_escape/* escapeInline */.VV)((0,render_escape/* cutAtWord */.QI)(i.title, 300))} · **${i.reason}** · ${(0,render_escape/* codeSpan */.SS)(i.path)} · ${(0,render_escape/* codeSpan */.SS)(i.key)}`, budget, list);
        out.push(section({
            ...list,
            title: `${(0,plural/* plural */.L)(undecided.length, 'inbox item')} left without a decision`,
            noun: 'items',
            ...rows,
            rank: CUT.inbox,
            foldable: true,
        }));
    }
    const resolved = (options.inboxResolved ?? []).filter((i) => i.left === undefined);
    if (resolved.length > 0) {
        const rows = boundedRows(resolved, (i) => `- ~~${(0,render_escape/* escapeInline */.VV)((0,render_escape/* cutAtWord */.QI)(i.title, 300))}~~ · **${i.reason}** · ${(0,render_escape/* codeSpan */.SS)(i.path)} · ${(0,render_escape/* codeSpan */.SS)(i.key)}`, budget, list);
        out.push(section({
            ...list,
            title: `${(0,plural/* plural */.L)(resolved.length, 'inbox item')} resolved`,
            noun: 'items',
            ...rows,
            rank: CUT.inbox,
            foldable: true,
        }));
    }
    return out;
}
const CHAIN_LEGEND = '_Each agent as its latest file leaves it: green done · blue active · amber waiting · red blocked · red with a thick border failed · grey unknown (no status of its own)._';
/** Up to this many agents the diagram is read at a glance; past it, a summary first and the diagram folded. */
const SMALL_CHAIN = 12;
/** Agents a large chain's summary names: those that need a person or stopped, most urgent first. */
const NAMED_AGENTS = 8;
/**
 * A large chain in a few lines: how many agents and handoffs, how many agents at each status, and
 * the agents that need a person or stopped (failed, blocked, waiting, or whose file declares a P0/P1),
 * by name. Its size does not grow with the chain.
 */
function chainSummary(chain, ranked, urgent) {
    const counts = new Map();
    for (const node of chain.nodes)
        counts.set(node.status, (counts.get(node.status) ?? 0) + 1);
    const byStatus = ['failed', 'blocked', 'waiting', 'active', 'unknown', 'done']
        .filter((status) => counts.has(status))
        .map((status) => `${counts.get(status)} ${status}`);
    const lines = [
        `**${(0,plural/* plural */.L)(chain.nodes.length, 'agent')}, ${(0,plural/* plural */.L)(chain.edges.length, 'handoff')}:** ${byStatus.join(' · ')}.`,
    ];
    const needing = ranked.filter((n) => urgent.has(n.path) || n.status === 'failed' || n.status === 'blocked' || n.status === 'waiting');
    if (needing.length) {
        const named = needing.slice(0, NAMED_AGENTS).map((n) => {
            const declared = n.declared?.trim() ? ` (${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(n.declared, 30))})` : '';
            return `${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(n.label, 60))} ${n.status}${declared}`;
        });
        const more = needing.length > NAMED_AGENTS ? ` · and ${needing.length - NAMED_AGENTS} more` : '';
        lines.push(`**Need a person or stopped:** ${named.join(' · ')}${more}.`);
    }
    else
        lines.push('No agent needs a person or has stopped.');
    return [lines.join('\n')];
}
/**
 * The handoff chain: a Mermaid flowchart of its agents, most urgent first (see
 * {@link rankChainNodes}), at most {@link MAX_CHAIN_NODES}; cutting the section drops the least
 * urgent agents and the edges that touch them. Past {@link SMALL_CHAIN} agents a diagram is no
 * longer read at a glance: a summary comes first (counts by status, the agents that need a person)
 * and the diagram is folded under it.
 */
function chainSection(report) {
    const { chain } = report;
    if (chain.nodes.length === 0)
        return undefined;
    const urgent = new Set(report.gate.items.filter((i) => i.priority === 'P0' || i.priority === 'P1').map((i) => i.source.path));
    const ranked = rankChainNodes(chain, urgent);
    const rows = ranked.slice(0, MAX_CHAIN_NODES).map((n) => n.id);
    const summary = chain.nodes.length > SMALL_CHAIN ? chainSummary(chain, ranked, urgent) : undefined;
    const body = (keep) => {
        const { block, hiddenNodes, hiddenEdges } = mermaidChain(chain, new Set(rows.slice(0, keep)));
        const hidden = [
            hiddenNodes ? (0,plural/* plural */.L)(hiddenNodes, 'more agent') : '',
            hiddenEdges ? (0,plural/* plural */.L)(hiddenEdges, 'more handoff') : '',
        ].filter(Boolean);
        const graph = [block, ...(hidden.length ? [`_…and ${hidden.join(' and ')} not shown._`] : [])];
        if (!summary)
            return graph;
        const whole = `${(0,plural/* plural */.L)(chain.nodes.length, 'agent')}, ${(0,plural/* plural */.L)(chain.edges.length, 'handoff')}`;
        // The legend goes with the diagram it explains.
        return [...summary, `<details><summary>The whole chain (${whole})</summary>`, CHAIN_LEGEND, ...graph, '</details>'];
    };
    return section({
        title: 'Handoff chain',
        noun: 'agents',
        ...(!summary && { intro: CHAIN_LEGEND }),
        rows,
        body,
        rank: CUT.chain,
        foldable: true,
    });
}
/**
 * The suppressions the pull request brings, one row each: where, the rule, the reason written
 * (outside text, inert and cut to a cell) and what it does. Those that hide an error are pinned:
 * never cut, and the section then stands first, above the fold.
 */
function broughtSection(report, linkTo, maxCell, budget) {
    const brought = report.suppressed?.brought ?? [];
    if (brought.length === 0)
        return undefined;
    const hidesError = brought.filter((s) => s.worst === 'error').length;
    const rows = boundedRows(brought, (s) => tableRow(linkTo(s.path, s.line, true), (0,render_escape/* codeSpan */.SS)(s.ruleId, { cell: true }), s.reason === undefined ? '' : (0,render_escape/* escapeCell */.kq)((0,render_escape/* truncate */.xv)(s.reason, maxCell)), 
    // Our own words; the one path in them a code span.
    broughtWords(s, (text) => (0,render_escape/* codeSpan */.SS)(text, { cell: true }))), budget);
    return section({
        title: `Suppressions this pull request brings (${brought.length})`,
        noun: 'suppressions',
        intro: hidesError
            ? `⚠️ ${(0,plural/* plural */.L)(hidesError, 'suppression')} this pull request brings ${hidesError === 1 ? 'hides' : 'hide'} an error: read ${hidesError === 1 ? 'its' : 'each'} reason before approving.`
            : 'Each was added or widened by this pull request: read the reasons before approving.',
        head: tableHead('Where', 'Rule', 'Reason written', 'What it does'),
        ...rows,
        pinned: hidesError,
        rank: CUT.errors,
        foldable: hidesError === 0,
    });
}
/** One line for each reason files a person may expect checked were not: our own words, every name and path a code span. */
function skipNotes(report, options) {
    const groups = (0,render_skipped/* allSkips */.ae)(report, options.skipped);
    if (groups.length === 0)
        return undefined;
    return groups.map((group) => `- ⚠️ ${(0,render_skipped/* skipMessage */.Tf)(group, (text) => (0,render_escape/* codeSpan */.SS)(text))}`).join('\n');
}
/** The files and rules over their suppressions count, all reported: our own words, every name and path a code span. */
function exceededNote(report) {
    const sentence = exceededSentence(report, (text) => (0,render_escape/* codeSpan */.SS)(text));
    return sentence && `- ⚠️ ${sentence}`;
}
/** The P0/P1 table: P0 rows first and pinned, so cutting from the end takes every P1 before it could reach a P0. */
function p0p1Fields(p0, p1, options) {
    return {
        // A heading, never folded: the check run's summary, which has no verdict line, meets P0 here first.
        title: `Review findings: ${options.glossary ? `[P0 and P1](${options.glossary('priority')})` : 'P0 and P1'}`,
        noun: 'P1 items',
        pinned: p0,
        rank: CUT.p1,
        foldable: false,
        more: p0p1More(p0, p1, options.fullReport),
    };
}
function buildSections(report, options) {
    const linkTo = linker(options);
    const maxCell = options.maxCell ?? DEFAULT_MAX_CELL;
    const budget = options.maxLength ?? DEFAULT_MAX_LENGTH;
    const items = report.gate.items;
    const p0 = items.filter((i) => i.priority === 'P0');
    const p1 = items.filter((i) => i.priority === 'P1');
    const minor = items.filter((i) => i.priority === 'P2' || i.priority === 'P3');
    // Linked, a location names the repository's file; unlinked (the CLI), it is shown from the current folder.
    const gateOptions = { linkTo, maxCell, budget, roots: options.links ? undefined : options.roots };
    // The long lists show their first few, unless all are asked for; the P0s and P1s are never cut to a count.
    const list = options.all
        ? {}
        : { cap: FIRST_FEW, ...(options.allHint !== undefined && { capHint: options.allHint }) };
    const brought = broughtSection(report, linkTo, maxCell, budget);
    const broughtFirst = brought !== undefined && brought.pinned > 0;
    const validationNotes = [
        report.files.length + report.findings.length === 0 ? 'No handoff files were checked.' : '',
        skipNotes(report, options) ?? '',
        exceededNote(report) ?? '',
    ].filter(Boolean);
    const errors = findingsSection(report, 'error', linkTo, budget, CUT.errors, false, options.ruleDocs);
    // A brief holds what decides the verdict, and says where the rest is.
    if (options.brief)
        return [
            broughtFirst ? brought : undefined,
            p0.length + p1.length
                ? gateSection([...p0, ...p1], gateOptions, p0p1Fields(p0.length, p1.length, options))
                : undefined,
            errors,
            section({
                title: 'The rest',
                noun: '',
                // A check run is a workflow run's: its job summary holds the whole report.
                intro: 'Every finding is annotated on the diff; the job summary has the full report.',
            }),
        ].filter((s) => s !== undefined);
    const sections = [
        // A suppression the pull request brings that hides an error goes first: the reviewer must see it.
        broughtFirst ? brought : undefined,
        p0.length + p1.length
            ? gateSection([...p0, ...p1], gateOptions, p0p1Fields(p0.length, p1.length, options))
            : undefined,
        report.gate.sources.length
            ? sourcesSection(report.gate.sources, linkTo, budget, list, options.glossary)
            : undefined,
        minor.length
            ? gateSection(minor, gateOptions, {
                title: `Other review findings: P2 and P3 (${minor.length})`,
                noun: 'items',
                pinned: 0,
                rank: CUT.minorItems,
                foldable: true,
            }, list)
            : undefined,
        chainSection(report),
        validationNotes.length
            ? section({ title: 'Validation', noun: '', intro: validationNotes.join('\n\n') })
            : undefined,
        broughtFirst ? undefined : brought,
        filesSection(report, linkTo, budget),
        errors,
        findingsSection(report, 'warning', linkTo, budget, CUT.warnings, true, options.ruleDocs),
        findingsSection(report, 'notice', linkTo, budget, CUT.notices, true, options.ruleDocs),
        riskSection(report, budget, list),
        ...inboxSections(report, linkTo, options, budget, list),
    ];
    return sections.filter((s) => s !== undefined);
}

;// CONCATENATED MODULE: ./src/render/markdown.ts






/** The hidden first line by which the PR comment is found again on every later run. */
const REPORT_MARKER = '<!-- handoff-gate:report -->';
const DEFAULT_TRUNCATION_NOTE = 'Truncated: parts of the report were left out to fit.';
/** Shortest a P0 cell gets when P0 rows alone exceed the limit. */
const MIN_CELL = 12;
/** Parts are joined by a blank line. */
const SEP = 2;
/**
 * Some section shows fewer rows than it would before any cut to fit. A list cut to its first few
 * is not cut to fit: it says what lists the rest itself.
 */
const isCut = (draft) => draft.sections.some((s) => s.keep < shownRows(s));
/** The comment's length as the draft stands; `cut`: with the truncation note. */
function sizeOf(draft, cut = isCut(draft)) {
    const fixed = draft.fixed.reduce((n, t) => n + t.length + SEP, 0);
    const texts = draft.texts.reduce((n, t) => n + t.length + SEP, 0);
    return fixed + texts + (cut ? draft.note.length + SEP : 0) - SEP + 1;
}
/** The length the comment would have with section `i`'s text left out (and the truncation note in). */
const sizeWithout = (draft, i) => sizeOf(draft, true) - draft.texts[i].length;
function finish(draft) {
    const truncated = isCut(draft);
    const folded = draft.sections.some((s) => s.folded);
    const markdown = `${[...draft.fixed, ...draft.texts, ...(truncated ? [draft.note] : [])].join('\n\n')}\n`;
    return { markdown, folded, truncated, fits: markdown.length <= draft.max };
}
/**
 * The largest value from `low` to `high` that `fits`, searched by halves (`fits` holds up to a
 * point, then never); `low` when none does.
 */
function largestFitting(low, high, fits) {
    let lo = low;
    let hi = high;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/** Every section that may be folded, folded into `<details>`. */
function foldAll(draft) {
    draft.sections.forEach((s, i) => {
        if (!s.foldable)
            return;
        s.folded = true;
        draft.texts[i] = renderSection(s);
    });
}
/** The least important rows cut first (by each section's rank), each section only as far as needed. */
function cutLeastImportant(draft) {
    const order = draft.sections.map((s, i) => ({ s, i })).filter(({ s }) => s.rank !== undefined);
    order.sort((a, b) => (a.s.rank ?? 0) - (b.s.rank ?? 0));
    for (const { s, i } of order) {
        if (sizeOf(draft) <= draft.max)
            break;
        const others = sizeWithout(draft, i);
        const fitsWith = (keep) => others + renderSection({ ...s, keep }).length <= draft.max;
        // A section with more rows than were rendered does not fit whole: `fitsWith` is false past them.
        s.keep = fitsWith(s.pinned) ? largestFitting(s.pinned, s.keep, fitsWith) : s.pinned;
        draft.texts[i] = renderSection(s);
    }
}
/**
 * Only P0 rows (and fixed lines) left, still too big: their cells shortened, never a row dropped.
 * Shorter cells first; only when even the shortest do not fit, plain `path:line` for the links too.
 */
function shortenP0Rows(draft, maxCell) {
    const p0 = draft.sections.findIndex((s) => s.pinned > 0 && s.rebuild);
    if (sizeOf(draft) <= draft.max || p0 < 0)
        return;
    const s = draft.sections[p0];
    const rebuild = s.rebuild;
    const others = sizeWithout(draft, p0);
    const fitsWith = (cap, compact) => others + renderSection({ ...s, rows: rebuild(cap, compact) }).length <= draft.max;
    const shortest = Math.min(MIN_CELL, maxCell);
    const compact = !fitsWith(shortest, false);
    s.rows = rebuild(largestFitting(shortest, maxCell, (cap) => fitsWith(cap, compact)), compact);
    draft.texts[p0] = renderSection(s);
    if (sizeOf(draft) > draft.max)
        keepFittingP0Rows(draft, p0);
}
/**
 * Thousands of P0s, each at its shortest, still too big: as many shown as fit, and how many more
 * there are said (the verdict line counts them all). The comment must reach GitHub to be seen.
 */
function keepFittingP0Rows(draft, p0) {
    const s = draft.sections[p0];
    const others = sizeWithout(draft, p0);
    const fitsKeeping = (keep) => others + renderSection({ ...s, keep }).length <= draft.max;
    s.keep = largestFitting(0, Math.min(s.keep, s.pinned), fitsKeeping);
    draft.texts[p0] = renderSection(s);
}
/**
 * The first lines, never cut: the marker, the verdict with the counts, what would make it pass,
 * and whose the counts are. A brief (the check run's) leaves out the marker and the verdict,
 * which the check run's title already is.
 */
function fixedLines(report, options) {
    const linkTo = linker(options);
    const toPass = toPassLine(report, options, (path, line) => linkTo(path, line, false));
    const summary = markdown_headline_summaryLine(report, options);
    return options.brief ? [toPass, summary] : [REPORT_MARKER, verdictLine(report, options), toPass, summary];
}
/**
 * The PR comment: the verdict and what to do first, the details past them folded under
 * `<details>`; what is still over `maxLength` cut: rows by rank, then the P0 rows' cells
 * shortened, and last P0 rows cut.
 */
function layoutMarkdown(report, options = {}) {
    const sections = buildSections(report, options);
    const draft = {
        fixed: fixedLines(report, options),
        sections,
        texts: sections.map(renderSection),
        note: `> ${(0,render_escape/* escapeInline */.VV)(options.truncationNote ?? DEFAULT_TRUNCATION_NOTE)}`,
        max: options.maxLength ?? DEFAULT_MAX_LENGTH,
    };
    // What is past the first screen folds whatever the room: the verdict and what fails it stay open.
    foldAll(draft);
    if (sizeOf(draft) <= draft.max)
        return finish(draft);
    cutLeastImportant(draft);
    shortenP0Rows(draft, options.maxCell ?? DEFAULT_MAX_CELL);
    return finish(draft);
}
/** The PR comment's Markdown (see {@link layoutMarkdown}). */
function renderMarkdown(report, options = {}) {
    return layoutMarkdown(report, options).markdown;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/rules/fix.ts
var rules_fix = __webpack_require__(8120);
// EXTERNAL MODULE: ./src/render/json-chunks.ts
var json_chunks = __webpack_require__(5391);
;// CONCATENATED MODULE: ./src/render/sarif.ts










const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Our own fingerprint key: GitHub recomputes (and warns about) values under `primaryLocationLineHash`. */
const FINGERPRINT_KEY = 'handoffGate/v1';
/** The base id of the first root: the one GitHub code scanning resolves against its checkout. */
const SRCROOT = '%SRCROOT%';
const sarif_LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
function sarifLevel(severity) {
    return sarif_LEVEL[severity];
}
/** The rules of the gate items' results: not findings of a format, but what a review file declares. */
const GATE_RULES = [
    { id: 'gate/p0', severity: 'error', summary: 'A P0 item a review file declares: one vetoes the gate.' },
    { id: 'gate/p1', severity: 'error', summary: 'A P1 item a review file declares: two reject the gate.' },
];
/** The kinds of notification the run gives, in the driver's `notifications`. */
const NOTIFICATIONS = [
    {
        id: 'run/verdict',
        shortDescription: { text: "The run's verdict: whether it fails under its fail-on, and why; the gate's result." },
        defaultConfiguration: { level: 'note' },
    },
    {
        id: 'run/skipped',
        shortDescription: { text: 'Files a person may expect checked that were not, why, and how to check them.' },
        defaultConfiguration: { level: 'warning' },
    },
];
/** A SARIF URI reference for a repository path: each segment percent-encoded, `/` kept. */
function artifactUri(path) {
    return (0,render_escape/* wellFormed */.ES)(path).split('/').map(encodeURIComponent).join('/');
}
/**
 * Where a report path is: relative to its repository, with that repository's base id; a file in
 * none keeps its path, with no base. Without sources, the path as it is, on `%SRCROOT%`.
 */
function locator(sources) {
    return (path) => {
        const found = sources ? sources.locate(path) : { root: 0, path };
        if (!found)
            return { key: path, location: { uri: artifactUri(path) } };
        return { key: found.path, location: { uri: artifactUri(found.path), uriBaseId: baseId(found.root) } };
    };
}
const baseId = (index) => (index === 0 ? SRCROOT : `ROOT${index + 1}`);
function fingerprint(ruleId, path, message) {
    return (0,external_node_crypto_.createHash)('sha256').update(`${ruleId}\u0000${path}\u0000${message}`).digest('hex').slice(0, 32);
}
/**
 * What names a gate item across runs: its id when the review gives one (the description may be
 * reworded), else its description with the spacing evened out (a reflowed line is the same item),
 * redacted as the log will be (no hash is taken of a secret).
 */
function gateItemKey(item) {
    if (item.id?.trim())
        return `id\u0000${item.id.trim()}`;
    return `description\u0000${(0,secrets/* redactSecrets */.fp)(item.description).replace(/\s+/g, ' ').trim()}`;
}
/**
 * SARIF 2.1.0 for GitHub code scanning: a result for each finding and each gating review item
 * (P0, P1), and the run's verdict and what it did not check as notifications. The fingerprint
 * hashes the rule, the repository path and the message (a gate item: its id), never the line,
 * plus the occurrence among identical ones, so an alert survives lines moving.
 */
function toSarif(report, options = {}) {
    return sarifOf(report, options, copied);
}
/** A rule as the driver lists it, with its page where one is known, else the command that prints it. */
function sarifRule(info, catalogued, helpUri) {
    const rule = {
        id: info.id,
        shortDescription: { text: info.summary || info.id },
        defaultConfiguration: { level: sarifLevel(info.severity) },
    };
    const help = helpUri?.(info.id);
    const summary = info.summary || info.id;
    if (help) {
        rule.helpUri = help;
        // Our own catalogue's text and address: an id is `[a-z-]+/[a-z0-9-]+`, the address percent-encoded.
        rule.help = {
            text: `${summary} See ${help}`,
            markdown: `${summary}\n\n[\`${info.id}\`: what it catches, why, an example and its fix](${help})`,
        };
    }
    else if (catalogued) {
        // No copy of the pages is known where the log is read: the rule's page is one command away.
        rule.help = { text: `${summary} \`handoff-gate explain ${info.id}\` prints its page.` };
    }
    return rule;
}
/** The log, its results made by `list`: whole, or one by one as they are written (`renderSarifChunks`). */
function sarifOf(report, options, list) {
    const rules = [];
    const index = new Map();
    const addRule = (info, catalogued) => {
        if (index.has(info.id))
            return;
        index.set(info.id, rules.length);
        rules.push(sarifRule(info, catalogued, options.helpUri));
    };
    for (const info of options.rules ?? [])
        addRule(info, true);
    const seen = new Map();
    /** The hash's occurrence among identical ones: the first is `:1`, so a second of them is an alert of its own. */
    const occurrence = (hash) => {
        const n = (seen.get(hash) ?? 0) + 1;
        seen.set(hash, n);
        return `${hash}:${n}`;
    };
    const locate = locator(options.sources);
    // The gating items first, as the annotations have them: a P0 that vetoes is the first thing to read.
    for (const info of GATE_RULES)
        addRule(info, false);
    const gating = report.gate.items.filter((item) => isGatingPriority(item.priority));
    // A suppressed finding is a result with its suppression, in the findings' order: fingerprints count it as before.
    const all = report.suppressed?.findings.length
        ? [...report.findings, ...report.suppressed.findings]
        : report.findings;
    const findings = sortedFindings(all);
    // Findings from outside the catalogue (parse problems, say) still need a rule to point at: every
    // rule is listed before the first result is made, since the rules are written first.
    for (const finding of findings)
        addRule({ id: finding.ruleId, severity: finding.severity, summary: finding.ruleId }, false);
    const gateResult = (item) => {
        const ruleId = `gate/${item.priority.toLowerCase()}`;
        const { key, location: artifactLocation } = locate(item.source.path);
        return {
            ruleId,
            ruleIndex: index.get(ruleId) ?? 0,
            level: gateItemLevel(item, report.gate),
            message: { text: (0,render_escape/* inert */.tJ)(`${gateItemTitle(item)}: ${gateItemMessage(item)}`) },
            locations: [
                {
                    physicalLocation: { artifactLocation, region: { startLine: Math.max(1, item.source.line), startColumn: 1 } },
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: occurrence(fingerprint(ruleId, key, gateItemKey(item))) },
        };
    };
    const findingResult = (finding) => {
        const { key, location: artifactLocation } = locate(finding.path);
        // Hashed by the repository path, so an alert is the same whatever folder the CLI ran from.
        const print = occurrence(fingerprint(finding.ruleId, key, finding.message));
        return {
            ruleId: finding.ruleId,
            ruleIndex: index.get(finding.ruleId) ?? 0,
            level: sarifLevel(finding.severity),
            // Text fields are read (code scanning shows them): made inert. The `uri` stays exact.
            message: { text: (0,render_escape/* inert */.tJ)(finding.message) },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation,
                        region: { startLine: Math.max(1, finding.line), startColumn: Math.max(1, finding.column) },
                    },
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: print },
            ...(finding.fix && { fixes: [sarifFix(finding.fix, artifactLocation)] }),
            ...(isSuppressed(finding) && { suppressions: [sarifSuppression(finding, locate)] }),
        };
    };
    // Made in this order, once each: the fingerprints count occurrences as they are made.
    const results = list([...gating, ...findings], (entry) => 'ruleId' in entry ? findingResult(entry) : gateResult(entry));
    return sarifLog(report, options, rules, results);
}
/** The log around the rules and results: the tool, the roots the paths are on, and the run's notifications. */
function sarifLog(report, options, rules, results) {
    const driver = {
        name: 'handoff-gate',
        ...(options.version ? { version: options.version } : {}),
        ...(options.informationUri !== undefined && { informationUri: options.informationUri }),
        rules,
        notifications: [...NOTIFICATIONS],
    };
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver },
                ...(options.sources?.roots.length && {
                    originalUriBaseIds: Object.fromEntries(options.sources.roots.map((uri, i) => [baseId(i), { uri }])),
                }),
                invocations: [{ executionSuccessful: true, toolExecutionNotifications: runNotifications(report, options) }],
                columnKind: 'utf16CodeUnits',
                results,
            },
        ],
    };
}
const isSuppressed = (finding) => 'suppression' in finding;
/** A suppressed finding's suppression: the comment (its reason, its line) or the suppressions file that suppresses it. */
function sarifSuppression(finding, locate) {
    const { suppression } = finding;
    if (suppression.kind === 'inSource')
        return {
            kind: 'inSource',
            justification: (0,render_escape/* inert */.tJ)(suppression.justification),
            location: {
                physicalLocation: {
                    artifactLocation: locate(finding.path).location,
                    region: { startLine: Math.max(1, suppression.line) },
                },
            },
        };
    return {
        kind: 'external',
        justification: `Counted in the suppressions file ${(0,render_escape/* inert */.tJ)(suppression.file)}, which holds the findings from before handoff-gate was adopted.`,
        location: { physicalLocation: { artifactLocation: locate(suppression.file).location } },
    };
}
/** A finding's fix as SARIF has it: its edits as replacements in the finding's file. */
function sarifFix(fix, artifactLocation) {
    return {
        description: { text: fix.also ? 'Delete the marked lines.' : `Replace with ${(0,render_escape/* inert */.tJ)(JSON.stringify(fix.text))}.` },
        artifactChanges: [
            {
                artifactLocation,
                replacements: (0,rules_fix/* editsOf */.t7)(fix).map((edit) => ({
                    deletedRegion: {
                        startLine: edit.line,
                        startColumn: edit.column,
                        endLine: edit.endLine,
                        endColumn: edit.endColumn,
                    },
                    insertedContent: { text: edit.text },
                })),
            },
        ],
    };
}
/**
 * The run's verdict, in the text report's own words (its total line) and with its parts for a
 * program, then one notification for each reason files were not checked. The analysis itself ran
 * whatever the verdict: `executionSuccessful` is about the tool, the verdict about the files.
 */
function runNotifications(report, options) {
    const notification = (id, message, properties) => {
        const index = NOTIFICATIONS.findIndex((n) => n.id === id);
        return {
            descriptor: { id, index },
            level: NOTIFICATIONS[index].defaultConfiguration.level,
            message: { text: (0,render_escape/* inert */.tJ)(message) },
            ...(properties && { properties }),
        };
    };
    const outcome = outcomeOf(report, options);
    const verdict = notification('run/verdict', summaryLine(report, {
        failOn: outcome.failOn,
        configErrors: outcome.configErrors,
        ...(options.skipped && { skipped: options.skipped }),
    }), {
        fails: outcome.fails,
        failOn: failOnText(outcome),
        gate: { result: report.gate.result, p0: report.gate.p0, p1: report.gate.p1 },
    });
    const skipped = (0,render_skipped/* allSkips */.ae)(report, options.skipped).map((group) => notification('run/skipped', (0,render_skipped/* skipMessage */.Tf)(group, (text) => text), { reason: group.reason, count: group.count }));
    return [verdict, ...skipped];
}
function renderSarif(report, options = {}) {
    return [...renderSarifChunks(report, options)].join('');
}
/** {@link renderSarif} in pieces, for a caller that writes as it goes. */
function* renderSarifChunks(report, options = {}) {
    // As the JSON report: every piece redacted whole (src/secrets.ts).
    // Its results are made one by one as they are written: never the whole list held beside the report.
    for (const chunk of (0,json_chunks/* jsonChunks */.VQ)(sarifOf(report, options, json_chunks/* lazily */.qy), 4))
        yield (0,secrets/* redactSecrets */.fp)(chunk);
    yield '\n';
}

;// CONCATENATED MODULE: ./src/render/index.ts





const OUTPUT_FORMATS = (/* unused pure expression or super */ null && (['text', 'json', 'sarif', 'github', 'markdown']));
function isOutputFormat(value) {
    return OUTPUT_FORMATS.includes(value);
}
/** The report in one output format, as text ready to print or post (pure: no I/O). */
function render(report, format, options = {}) {
    switch (format) {
        case 'text':
            return renderText(report, options);
        case 'json':
            return (0,json/* renderJson */.hF)(report, options);
        case 'sarif':
            return renderSarif(report, options);
        case 'github':
            return renderGithub(report, options);
        case 'markdown':
            return renderMarkdown(report, options);
    }
}
/**
 * The report in one output format, in pieces that join to {@link render}'s text: the text, JSON
 * and SARIF reports are written part by part (a scan's JSON report can be 100 MB, its text 20 MB),
 * the others whole.
 */
function renderChunks(report, format, options = {}) {
    if (format === 'json')
        return (0,json/* renderJsonChunks */.rR)(report, options);
    if (format === 'sarif')
        return renderSarifChunks(report, options);
    if (format === 'text')
        return renderTextChunks(report, options);
    return [render(report, format, options)];
}


// EXTERNAL MODULE: ./src/rules/sources.ts + 1 modules
var sources = __webpack_require__(8968);
;// CONCATENATED MODULE: ./src/cli/listings.ts







const dim = (color, text) => (color ? `\u001b[2m${text}\u001b[22m` : text);
const bold = (color, text) => (color ? `\u001b[1m${text}\u001b[22m` : text);
// A run of white space holding a line break becomes one space. `/\s*\n\s*/g` says the same but
// scans a long run of blanks again from each of its characters.
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
/**
 * The inbox as a listing, then what was not checked, as `check` says it: an item of a file left
 * out (a git-ignored `.work/` with a blocked agent) must not vanish without a word. JSON gives it
 * under `skipped`, as `check --format json` does.
 */
function renderInbox(report, skipped, format, color, 
/** The terminal's width, when stdout is one: each item wrapped within it; else one line an item. */
width) {
    const items = report.inbox;
    if (format === 'json')
        return `${JSON.stringify({ version: 1, inbox: items.map(report_report/* itemAsWritten */.$5), skipped: (0,json/* jsonSkipped */.HF)(report, skipped) }, null, 2)}\n`;
    const groups = (0,render_skipped/* allSkips */.ae)(report, skipped);
    if (format === 'markdown') {
        const notes = groups.map((group) => `- ⚠️ ${(0,render_skipped/* skipMessage */.Tf)(group, render_escape/* codeSpan */.SS)}\n`).join('');
        if (items.length === 0)
            return `Nothing is waiting for a human.\n${notes && `\n${notes}`}`;
        const rows = items.map((i) => `| ${i.reason} | ${cell(i.title)} | \`${cell(i.path)}:${i.line}\` | ${i.actions.map((a) => `\`${cell(a)}\``).join(' ')} |`);
        return `| reason | item | file | commands |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n${notes && `\n${notes}`}`;
    }
    const notes = groups.map((group) => `${(0,render_escape/* escapeTerminal */.en)((0,render_skipped/* skipMessage */.Tf)(group, (text) => text))}\n`).join('');
    if (items.length === 0)
        return `Nothing is waiting for a human.\n${notes}`;
    const lines = width === undefined ? items.map((i) => pipedItem(i, color)) : items.flatMap((i) => terminalItem(i, width, color));
    return `${lines.join('\n')}\n\n${items.length} item${items.length === 1 ? '' : 's'} waiting for a human.\n${notes}`;
}
/**
 * The questions still open, each with its number and the command that answers it, so that a
 * person answers `/answer <n> <text>` from what the listing shows, without opening the file.
 */
function openQuestions(i) {
    return (i.questions ?? [])
        .filter((q) => q.answer === null)
        .map((q) => `Question ${q.number}: ${(0,render_escape/* escapeTerminal */.en)(q.question ?? '(no question written)')} — /answer ${q.number} <text>`);
}
/**
 * An item for a program: one line, `path:line: reason key title`, then its commands; nothing
 * padded. Its open questions follow on lines of their own, indented, so the first line stays as it was.
 */
function pipedItem(i, color) {
    const actions = i.actions.length ? `  ${dim(color, i.actions.map(render_escape/* escapeTerminal */.en).join('  '))}` : '';
    const questions = openQuestions(i).map((q) => `\n  ${q}`);
    return `${(0,render_escape/* escapeTerminal */.en)(i.path)}:${i.line}: ${bold(color, i.reason)} ${(0,render_escape/* escapeTerminal */.en)(i.key)} ${(0,render_escape/* escapeTerminal */.en)(i.title)}${actions}${questions.join('')}`;
}
/**
 * An item for a person at a terminal: its reason and title, then where it is and its key, then the
 * commands that answer it, each wrapped within the width (wide characters two columns).
 */
function terminalItem(i, width, color) {
    const wrapped = (text, indent, paint) => wrapText(text, width - indent).map((line) => `${' '.repeat(indent)}${paint(line)}`);
    const lines = wrapText(`${i.reason}  ${(0,render_escape/* escapeTerminal */.en)(i.title)}`, width - 4, width).map((line, n) => n === 0 ? `${bold(color, i.reason)}${line.slice(i.reason.length)}` : `    ${line}`);
    lines.push(...wrapped(`${(0,render_escape/* escapeTerminal */.en)(i.path)}:${i.line}  ${(0,render_escape/* escapeTerminal */.en)(i.key)}`, 4, (t) => dim(color, t)));
    for (const question of openQuestions(i))
        lines.push(...wrapped(question, 4, (t) => t));
    if (i.actions.length)
        lines.push(...wrapped(i.actions.map(render_escape/* escapeTerminal */.en).join('  '), 4, (t) => dim(color, t)));
    return lines;
}
/**
 * The rule catalogue as a listing. JSON gives each rule as the JSON report's `rules` do (with its
 * spec and section), so a program reads one shape, and adds the module that defines it (`source`,
 * a repository path, for a reader going from a rule to its code); the text ends a rule's line with its section;
 * the Markdown is a table of three columns a reader scans (docs/rules/README.md is one, linked to the rule pages).
 */
function renderRules(rules, format, ruleDocs) {
    if (format === 'json')
        return `${JSON.stringify(rules.map((rule) => ({ ...(0,json/* jsonRule */.Z2)(rule, ruleDocs), source: (0,sources/* ruleSource */.m)(rule.id) ?? null })), null, 2)}\n`;
    if (format === 'markdown') {
        const rows = rules.map((r) => `| \`${r.id}\` | ${r.severity} | ${cell(r.summary)} |`);
        return `| rule | default | what it catches |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
    }
    const width = (0,bulk/* maxOf */._)(rules.map((r) => r.id.length));
    const line = (r) => `${r.id.padEnd(width)}  ${r.severity.padEnd(7)}  ${r.summary}${r.spec === undefined ? '' : `  ${r.spec}`}`;
    return `${rules.map(line).join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/explain.ts


/**
 * The rule an id names, as the library explains it (one explanation for the CLI and MCP), or a
 * usage error that names the closest id. The library is loaded only by the commands that show a
 * rule: it holds every rule's cases.
 */
async function ruleNamed(id) {
    const { closestRuleId, explainRule } = await __webpack_require__.e(/* import() */ 807).then(__webpack_require__.bind(__webpack_require__, 9807));
    const rule = explainRule(id);
    if (rule)
        return rule;
    const near = closestRuleId(id);
    throw new errors/* UsageError */.eb(`No rule has the id \`${id}\`.${near ? ` Did you mean \`${near}\`?` : ''} \`handoff-gate rules\` lists every rule.`);
}
const indent = (text) => (text.endsWith('\n') ? text.slice(0, -1) : text)
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n');
/**
 * A rule's page as text for a terminal: what it catches and why it matters, the spec and section it comes from, a
 * file it passes and one it reports (with what it reports there, and any other file or base
 * revision the example needs), whether a comment may suppress it, its module and its page.
 * Everything quoted is shown inert.
 */
function explainText(rule) {
    const parts = [`${rule.id} (${rule.severity})`, rule.summary, `Why it matters: ${rule.rationale}`];
    const source = [rule.spec, rule.section].filter((part) => part !== null).join(', ');
    if (source)
        parts.push(`From ${source}.`);
    const { passing, failing } = rule.examples;
    if (rule.withoutExample !== undefined)
        parts.push(`No example: ${rule.withoutExample}.`);
    const beside = (files) => Object.entries(files ?? {}).map(([path, text]) => `With ${path} beside it:\n${indent(text)}`);
    const base = (text) => text === undefined ? [] : [`Compared with this text at the base revision:\n${indent(text)}`];
    if (passing)
        parts.push([
            `A file it passes, ${passing.path}${passing.from ? ` (an example of ${passing.from})` : ''}:`,
            ...base(passing.base),
            ...beside(passing.beside),
            `${passing.base === undefined && !passing.beside ? '' : 'The file:\n'}${indent(passing.text)}`,
        ].join('\n'));
    if (failing) {
        const found = failing.findings.map((f) => `  ${failing.path}:${f.line}:${f.column} ${f.message}`);
        parts.push([
            `A file it reports, ${failing.path}${failing.from ? ` (an example of ${failing.from})` : ''}:`,
            ...base(failing.base),
            ...beside(failing.beside),
            `${failing.base === undefined && !failing.beside ? '' : 'The file:\n'}${indent(failing.text)}`,
            'It reports:',
            ...found,
            ...(failing.fixed === undefined ? [] : [`Its safe fix (check --fix) makes it:\n${indent(failing.fixed)}`]),
        ].join('\n'));
    }
    if (!passing && !failing)
        parts.push('No example stands alone for this rule: its page and its module say more.');
    const { suppressible } = rule;
    parts.push(suppressible.inline
        ? `A \`handoff-gate-disable-next-line ${rule.id} -- <reason>\` comment may suppress a finding of it${suppressible.inlineExcept ? `, except ${suppressible.inlineExcept.where}: ${suppressible.inlineExcept.why}` : ''}.`
        : `No comment may suppress it: ${suppressible.why ?? 'it guards the gate'}.${suppressible.baseline ? ' The suppressions file may.' : ''}`);
    if (rule.source !== null)
        parts.push(`Its module: ${rule.source}`);
    parts.push(`Its page: ${rule.docs ?? 'not shipped with this copy; this text is what it says'}`);
    // Line by line: each line shown inert, the page's own line breaks kept.
    return `${parts.map((part) => part.split('\n').map(render_escape/* escapeTerminal */.en).join('\n')).join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/root-notes.ts



const WHAT = {
    repository: 'repository root',
    package: 'a folder checked as a project of its own: its handoff files sit at the formats’ paths from there',
    folder: 'no .git or .github/handoff-gate.yml above it: the current folder is the root (the folder named, for a path outside it)',
};
/** A root marked by its own config file, without `.git`: a package of a repository that sets its own rules. */
const OWN_CONFIG = 'a folder with its own config: checked as a project of its own, its paths and references counted from there';
/**
 * The text output's first lines when the root is anything but the one repository the user is
 * in: which folders the files were checked from, and why each, so nothing about the paths and
 * references (which resolve within each root) is left to guess. Nothing for one plain repository.
 */
function rootNotes(roots, cwd) {
    if (roots.length === 1 && roots[0].kind === 'repository')
        return '';
    const lines = roots.map((root) => {
        const config = root.config === null ? 'no config, the defaults' : `config ${(0,render_escape/* escapeTerminal */.en)(root.config)}`;
        // A root is a repository's for its `.git`, or for a config file of its own: the latter is a package with its own config, not a repository root.
        const what = root.kind === 'repository' && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(cwd, root.path, '.git')) ? OWN_CONFIG : WHAT[root.kind];
        return `Root ${(0,render_escape/* escapeTerminal */.en)(root.path)} (${what}; ${config})`;
    });
    return `${lines.join('\n')}\n\n`;
}

// EXTERNAL MODULE: ./src/project/run-check.ts + 6 modules
var run_check = __webpack_require__(4214);
// EXTERNAL MODULE: ./src/project/fix.ts + 1 modules
var project_fix = __webpack_require__(6680);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: ./src/io/git.ts
var git = __webpack_require__(7500);
;// CONCATENATED MODULE: ./src/project/result-cache.ts








/**
 * `check --cache`: each file's contribution kept between runs, as ESLint, Prettier and ruff keep
 * their results, so that a run over files that did not change only reads and hashes them.
 *
 * What a kept contribution is keyed by:
 * - the whole cache: its own format and the tool's build (version, and the size and time of the
 *   code that runs); another is ignored with one notice;
 * - each root: the settings the engine is given (paths, ignore, enums, rule levels, limits…),
 *   the files a person named and the base commit: a root whose key changed starts over;
 * - each file: a SHA-256 of its bytes. A file whose check read nothing beyond its own bytes
 *   ("local") is recalled on that alone;
 * - a file whose check read more ("cross-file": another file, a listing, a run-wide index, the set
 *   of files checked) is recalled only while the root's world holds: the same set of files
 *   checked, every cross-file file's bytes unchanged, and every answer the repository gave a
 *   cross-file read (a file's bytes by hash, a listing, whether a path exists, the base's added
 *   and removed files) given again. Else every cross-file file is checked again, in path order
 *   with the others, as a cold run would: a run-wide index is then built from this run's reads.
 *
 * The suppressions file is not a key: the CLI applies it to the report after the check, cached
 * or not. A `handoff-gate-disable` comment is in the file's bytes.
 */
/** The cache file's own format: raise it whenever what is stored changes shape or meaning. */
const FORMAT = 1;
const MAGIC = 'handoff-gate result cache';
/** The file written inside a folder given as `--cache-location`, and in the default folder. */
const CACHE_FILE = 'check-results.v8';
/** The default location, from the current folder: a folder holding a `.gitignore` of `*`, as ruff's `.ruff_cache/`. */
const DEFAULT_CACHE_FOLDER = '.handoff-gate-cache';
/** A cache larger than this is not written (a notice says so): a bound on the disk a run may fill. */
const MAX_CACHE_BYTES = 256 * 1024 * 1024;
/** `--cache-location`: a folder (an existing one, or a path ending in `/`) holds the cache file; anything else is the file. */
function cacheFilePath(cwd, location) {
    if (location === undefined)
        return (0,external_node_path_.join)((0,external_node_path_.resolve)(cwd, DEFAULT_CACHE_FOLDER), CACHE_FILE);
    const full = (0,external_node_path_.resolve)(cwd, location);
    if (/[/\\]$/.test(location) || (0,is_folder/* isFolder */.l)(full))
        return (0,external_node_path_.join)(full, CACHE_FILE);
    return full;
}
/**
 * The build of the tool: its version, and the size and time of the code running (a rebuilt bundle
 * of the same version is another tool for the cache).
 */
function toolId(identity) {
    const code = (0,external_node_url_.fileURLToPath)(import.meta.url);
    try {
        if (identity === 'content')
            return `${package_namespaceObject.rE} ${sha256((0,external_node_fs_.readFileSync)(code))}`;
        const stat = (0,external_node_fs_.statSync)(code);
        return `${package_namespaceObject.rE} ${stat.size} ${stat.mtimeMs}`;
    }
    catch {
        return `${package_namespaceObject.rE} ${code}`;
    }
}
const sha256 = (data) => (0,external_node_crypto_.createHash)('sha256').update(data).digest('base64');
/** A value as JSON with its keys sorted, so that a key does not change with the order a config was written in. */
function stableJson(value) {
    return JSON.stringify(value, (_key, v) => v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v);
}
/** The first line of the cache file: what it is, its format and the tool's build. */
const header = (tool) => `${MAGIC} ${FORMAT} ${tool}\n`;
/**
 * Read the cache file, or say in one line why it is not used (`foreign`: and is no cache file to
 * write over). A missing file is no notice (the first run). The file is its header line, the contents as V8 serializes them, and a SHA-256 of
 * both: a file cut short or changed on the disk is corrupt, never half trusted.
 */
function load(path, tool) {
    let bytes;
    try {
        // Never through a symlink: the cache is the run's own file, not one a checkout points somewhere.
        const stat = (0,external_node_fs_.lstatSync)(path);
        if (!stat.isFile())
            return { notice: 'is not a regular file', foreign: true };
        // A file this run would not have written is never read whole.
        if (stat.size > MAX_CACHE_BYTES)
            return { notice: `is past its bound of ${MAX_CACHE_BYTES / 2 ** 20} MiB`, foreign: true };
        // A commit's file is one a pull request could have written: only a file of the runs' own is trusted.
        if (isTracked(path))
            return { notice: 'is a file git tracks (a commit could have written it)', foreign: true };
        const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | (external_node_fs_.constants.O_NONBLOCK ?? 0));
        try {
            bytes = (0,external_node_fs_.readFileSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (error) {
        return error.code === 'ENOENT' ? {} : { notice: 'could not be read' };
    }
    const expected = Buffer.from(header(tool));
    if (!bytes.subarray(0, MAGIC.length + 1).equals(Buffer.from(`${MAGIC} `)))
        return { notice: 'is not a handoff-gate cache', foreign: true };
    if (!bytes.subarray(0, expected.length).equals(expected))
        return { notice: 'was written by another version of handoff-gate' };
    if (bytes.length < expected.length + DIGEST_BYTES)
        return { notice: 'is corrupt' };
    const body = bytes.subarray(0, bytes.length - DIGEST_BYTES);
    if (!(0,external_node_crypto_.createHash)('sha256')
        .update(body)
        .digest()
        .equals(bytes.subarray(bytes.length - DIGEST_BYTES)))
        return { notice: 'is corrupt' };
    let value;
    try {
        value = (0,external_node_v8_.deserialize)(body.subarray(expected.length));
    }
    catch {
        return { notice: 'is corrupt' };
    }
    const stored = value;
    if (!stored ||
        typeof stored !== 'object' ||
        !(stored.roots instanceof Map) ||
        ![...stored.roots.values()].every(isStoredRoot))
        return { notice: 'is corrupt' };
    return { stored: stored };
}
const DIGEST_BYTES = 32;
/** Whether git tracks the file at `path` (absolute) in the repository it lies in; false outside one. */
function isTracked(path) {
    return (0,git/* git */.$Y)((0,external_node_path_.dirname)(path), ['ls-files', '--error-unmatch', '--', (0,external_node_path_.basename)(path)]) !== undefined;
}
function isStoredRoot(value) {
    const root = value;
    return (!!root &&
        typeof root.key === 'string' &&
        typeof root.checking === 'string' &&
        Array.isArray(root.observations) &&
        root.entries instanceof Map &&
        [...root.entries.values()].every((e) => typeof e.hash === 'string' &&
            typeof e.size === 'number' &&
            typeof e.crossFile === 'boolean' &&
            (e.value === undefined || e.value instanceof Uint8Array)));
}
/** Open the cache file at `path` (absolute). */
function openResultCache(path, options = {}) {
    const tool = toolId(options.identity ?? 'stat');
    // A file that is no cache of ours (another file the location names, one git tracks) is left as it is.
    const { stored, notice, foreign } = load(path, tool);
    const written = new Map();
    const counts = { recalled: 0, checked: 0 };
    return {
        counts: () => ({ ...counts }),
        notice: notice &&
            `handoff-gate: the cache ${notice}; it was not used, and ${foreign ? 'is left as it is: no cache is written' : 'is written anew'}.\n`,
        forRoot(root) {
            const key = sha256(stableJson({
                settings: root.settings,
                named: [...root.named].sort(),
                commit: root.commit ?? null,
                // Absent without a scope: the key a cache written before scopes existed was given.
                ...(options.scope !== undefined && { scope: options.scope }),
            }));
            const before = stored?.roots.get(root.root);
            const { port, kept } = rootPort(root, key, before?.key === key ? before : undefined, counts);
            written.set(root.root, kept);
            return port;
        },
        save() {
            if (foreign)
                return undefined;
            const value = { roots: new Map([...written].map(([root, kept]) => [root, kept()])) };
            let bytes;
            try {
                const body = Buffer.concat([Buffer.from(header(tool)), (0,external_node_v8_.serialize)(value)]);
                bytes = Buffer.concat([body, (0,external_node_crypto_.createHash)('sha256').update(body).digest()]);
            }
            catch {
                return 'handoff-gate: the cache could not be written (its contents could not be serialized).\n';
            }
            if (bytes.length > MAX_CACHE_BYTES)
                return `handoff-gate: the cache was not written: ${Math.round(bytes.length / 2 ** 20)} MiB is past its bound of ${MAX_CACHE_BYTES / 2 ** 20} MiB.\n`;
            // A temporary file beside it, then a rename: a reader sees the old cache or the new, never half of one.
            const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
            try {
                const folder = (0,external_node_path_.dirname)(path);
                (0,external_node_fs_.mkdirSync)(folder, { recursive: true });
                const ignore = (0,external_node_path_.join)(folder, '.gitignore');
                if ((0,external_node_path_.basename)(folder) === DEFAULT_CACHE_FOLDER && !(0,external_node_fs_.existsSync)(ignore))
                    (0,external_node_fs_.writeFileSync)(ignore, '*\n');
                (0,external_node_fs_.writeFileSync)(temporary, bytes, { flag: 'wx' });
                (0,external_node_fs_.renameSync)(temporary, path);
                return undefined;
            }
            catch (error) {
                (0,external_node_fs_.rmSync)(temporary, { force: true });
                return `handoff-gate: the cache could not be written (${error.code ?? 'error'}); the next run starts cold.\n`;
            }
        },
    };
}
/** The port for one root: recalls from `before` (undefined: a new key, nothing to recall); `kept` is what this run keeps. */
function rootPort(root, key, before, counts) {
    const byId = new Map(root.formats.map((format) => [format.id, format]));
    const checking = sha256(root.files.join('\u0000'));
    const entries = new Map();
    const observed = new Map();
    const hashes = new Map();
    const hashOf = (path) => {
        if (!hashes.has(path)) {
            const bytes = root.workspace.read(path, root.settings.maxFileSize);
            hashes.set(path, bytes && { hash: sha256(bytes), size: bytes.length });
        }
        return hashes.get(path);
    };
    /** Whether the cross-file entries of `before` still hold, worked out at the first one asked for. */
    let world;
    const worldHolds = (stored) => {
        world ??=
            stored.checking === checking &&
                [...stored.entries].every(([path, entry]) => !entry.crossFile || hashOf(path)?.hash === entry.hash) &&
                stored.observations.every(([kind, asked, answer]) => answerNow(root.workspace, kind, asked, hashOf) === answer);
        return world;
    };
    const recall = (path) => {
        const entry = before?.entries.get(path);
        if (!entry || hashOf(path)?.hash !== entry.hash || (entry.crossFile && !worldHolds(before)))
            return undefined;
        let contribution;
        if (entry.value) {
            try {
                contribution = fromPlain((0,external_node_v8_.deserialize)(entry.value), byId);
            }
            catch {
                return undefined;
            }
            // A format this build does not know: checked anew.
            if (!contribution)
                return undefined;
        }
        entries.set(path, entry);
        counts.recalled++;
        return { contribution, bytes: entry.size };
    };
    const port = {
        recall,
        keep(path, bytes, contribution, crossFile) {
            counts.checked++;
            entries.set(path, {
                hash: sha256(bytes),
                size: bytes.length,
                crossFile,
                value: contribution && (0,external_node_v8_.serialize)(toPlain(contribution)),
            });
        },
        observe(observation) {
            const stored = storedObservation(observation);
            const id = `${stored[0]}\u0000${stored[1]}`;
            if (!observed.has(id))
                observed.set(id, stored);
        },
    };
    // The observations stand for every cross-file entry kept: the earlier run's too, when they held.
    const kept = () => {
        const earlier = world === true ? before.observations : [];
        const all = new Map(earlier.map((o) => [`${o[0]}\u0000${o[1]}`, o]));
        for (const [id, o] of observed)
            all.set(id, o);
        return { key, checking, observations: [...all.values()], entries };
    };
    return { port, kept };
}
const listHash = (list) => sha256(list.join('\u0000'));
function storedObservation(observation) {
    switch (observation.kind) {
        case 'exists':
            return ['exists', observation.path, String(observation.value)];
        case 'content':
            return ['content', observation.path, observation.bytes ? sha256(observation.bytes) : ''];
        case 'glob':
            return ['glob', observation.patterns.join('\u0000'), listHash(observation.value)];
        case 'unreadable':
            return ['unreadable', observation.path, observation.value ?? ''];
        case 'added':
            return ['added', observation.path, String(observation.value)];
        case 'removed':
            return ['removed', '', listHash(observation.value)];
    }
}
/** The answer the workspace gives now to what a check asked it, as stored. */
function answerNow(workspace, kind, asked, hashOf) {
    switch (kind) {
        case 'exists':
            return String(workspace.exists(asked));
        case 'content':
            return hashOf(asked)?.hash ?? '';
        case 'glob':
            return listHash(workspace.glob(asked.split('\u0000')));
        case 'unreadable':
            return workspace.unreadable?.(asked) ?? '';
        case 'added':
            return String(workspace.addedSinceBase?.(asked) === true);
        case 'removed':
            return listHash(workspace.removedSinceBase?.() ?? []);
        default:
            return undefined;
    }
}
function toPlain(contribution) {
    if (!contribution.run)
        return contribution;
    return { ...contribution, run: { ...contribution.run, format: contribution.run.format.id } };
}
function fromPlain(plain, byId) {
    if (!plain.run)
        return plain;
    const format = byId.get(plain.run.format);
    return format && { ...plain, run: { ...plain.run, format } };
}
/**
 * The workflow events whose runs may use the cache. On any other (a pull request's, a comment's),
 * the run could be judging text a pull request wrote, and the cache it would read could have been
 * written by a run that pull request steered: the verdict is then worked out from the files alone.
 */
const CACHE_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);
/** Why `--cache` is set aside in this environment (one line), or undefined when it may be used. */
function cacheSetAside(env) {
    if (env.GITHUB_ACTIONS !== 'true')
        return undefined;
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (CACHE_EVENTS.has(event))
        return undefined;
    const named = /^[a-z_]{1,40}$/.test(event) ? `a \`${event}\` event` : 'this event';
    return `handoff-gate: --cache is not used on ${named} (only on push, schedule and workflow_dispatch): a pull request could have written it. The files are checked in full.\n`;
}

// EXTERNAL MODULE: ./src/render/fix-changes.ts
var fix_changes = __webpack_require__(927);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/cli/arguments.ts


/**
 * `parseArgs`, with its refusals said in the CLI's words, every one of them: an unknown flag gets
 * the closest one (`--formt` → `--format`, `--fail_on` → `--fail-on`), a flag without its value
 * says which value it wants (`takes`, each option's bound). Node's own messages talk of positional
 * arguments and `--`, which is no help here.
 */
function readArguments(argv, options, takes) {
    try {
        const { values, positionals, tokens } = (0,external_node_util_.parseArgs)({
            args: [...argv],
            allowPositionals: true,
            options,
            strict: true,
            tokens: true,
        });
        const given = tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
        return { values, positionals, given };
    }
    catch (error) {
        const problems = explain(argv, options, takes);
        return { problems: problems.length ? problems : [error instanceof Error ? error.message : String(error)] };
    }
}
/** What is wrong with each flag parseArgs refuses, found again from its tokens. */
function explain(argv, options, takes) {
    const { tokens } = (0,external_node_util_.parseArgs)({ args: [...argv], allowPositionals: true, options, strict: false, tokens: true });
    const longNames = Object.keys(options).map((name) => `--${name}`);
    const problems = [];
    for (const token of tokens) {
        if (token.kind !== 'option')
            continue;
        const option = options[token.name];
        if (!option) {
            // `-fx`-style clusters come apart into one token per letter; the raw name is the one written.
            problems.push(`Unknown option \`${token.rawName}\`.${token.rawName.startsWith('--') ? (0,did_you_mean/* didYouMean */.au)(token.rawName, longNames) : ''}`);
        }
        else if (option.type === 'string' && token.value === undefined) {
            const hint = takes[token.name];
            problems.push(`\`--${token.name}\` needs a value${hint ? `: ${hint}` : ''}.`);
        }
        else if (option.type === 'string' && !token.inlineValue && token.value?.startsWith('-')) {
            // A value that looks like a flag (`--format --color`): strict parsing refuses it as ambiguous.
            problems.push(`\`--${token.name}\` needs a value, but is followed by the flag \`${token.value}\`.`);
        }
        else if (option.type === 'boolean' && token.inlineValue) {
            problems.push(`\`--${token.name}\` takes no value (write \`--${token.name}\` alone).`);
        }
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/cli/color.ts
/**
 * Whether the output is coloured, the first rule that speaks deciding:
 *
 * 1. `--color` or `--no-color`, the last one given;
 * 2. `FORCE_COLOR`, when set to anything but the empty string: on, even piped, but `0` or `false`
 *    turns colours off, even at a terminal (Node's own reading);
 * 3. `NO_COLOR`, when set to anything but the empty string: off (no-color.org);
 * 4. `TERM=dumb`: off, a terminal that draws no colours;
 * 5. on when stdout is a terminal, off when it is piped.
 */
function useColor({ flags, env, isTTY }) {
    const flag = flags.at(-1);
    if (flag)
        return flag === 'color';
    const force = env.FORCE_COLOR;
    if (force)
        return force !== '0' && force.toLowerCase() !== 'false';
    if (env.NO_COLOR)
        return false;
    if (env.TERM === 'dumb')
        return false;
    return isTTY;
}

// EXTERNAL MODULE: ./src/project/suppressions.ts + 2 modules
var project_suppressions = __webpack_require__(431);
// EXTERNAL MODULE: ./src/project/targets.ts
var targets = __webpack_require__(6979);
;// CONCATENATED MODULE: ./src/inbox/trailers.ts
/**
 * The trailers of the bot's commits, read and written by the commands (`publish/apply.ts`) and read
 * back by who-shaped-an-item (`publish/proposers.ts`) and the decision log (`decision-log.ts`).
 */
/** The trailer a command's commits carry: the comment they carry out (`Handoff-Gate-Comment: 123`). */
const COMMENT_TRAILER = 'Handoff-Gate-Comment';
/**
 * The trailer that names the person whose command a commit carries out (`Handoff-Gate-By: alice`):
 * on a line of its own, it survives a squash or rebase merge of the command's pull request, which
 * appends ` (#12)` to the subject. A claim: it only adds that person to those who shaped the item.
 */
const BY_TRAILER = 'Handoff-Gate-By';
/** The trailer that names each approver of a quorum, in the order they approved. */
const APPROVED_BY_TRAILER = 'Approved-by';
/**
 * The values of a trailer (`Key: value` on a line of its own, the key without case) in a message,
 * read line by line: a multiline pattern with trailing blanks costs its proof minutes.
 */
function trailerValues(message, key) {
    const prefix = `${key.toLowerCase()}: `;
    const values = [];
    for (const line of message.split('\n')) {
        if (line.slice(0, prefix.length).toLowerCase() === prefix)
            values.push(line.slice(prefix.length).trimEnd());
    }
    return values;
}
/** A GitHub login: letters, digits and single hyphens (up to 39). */
const isLogin = (text) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(text);

;// CONCATENATED MODULE: ./src/inbox/decision-log.ts

/** What the bot's commit subject says each command made of its item. */
const STATES = {
    approve: 'approved',
    reject: 'rejected (file deleted)',
    retry: 'sent back to approved (retry)',
    answer: 'answered',
};
const SUBJECT_PREFIX = 'handoff-gate: /';
/** The longest subject read: a command's is about 200 characters; a longer one is nobody's command. */
const MAX_SUBJECT = 1000;
const COMMENT_ID = /^[1-9][0-9]{0,15}$/;
/**
 * The decision a commit of the bot's records (`handoff-gate: /approve intent x (by alice)`, its
 * `Handoff-Gate-Comment:` trailer, and ` (#12)` after a squash merge), or undefined for any other
 * commit. Read with string operations, line by line: the message is outside text.
 */
function commandDecision(commit) {
    const end = commit.message.indexOf('\n');
    const subject = (end === -1 ? commit.message : commit.message.slice(0, end)).trimEnd();
    if (subject.length > MAX_SUBJECT || !subject.startsWith(SUBJECT_PREFIX))
        return undefined;
    const comments = trailerValues(commit.message, COMMENT_TRAILER).filter((id) => COMMENT_ID.test(id));
    if (comments.length !== 1)
        return undefined;
    const rest = withoutPullRequestNumber(subject.slice(SUBJECT_PREFIX.length));
    const space = rest.indexOf(' ');
    const word = space === -1 ? rest : rest.slice(0, space);
    if (!isCommand(word))
        return undefined;
    const byAt = rest.lastIndexOf(' (by ');
    if (byAt <= space || !rest.endsWith(')'))
        return undefined;
    const item = rest.slice(space + 1, byAt);
    const named = rest.slice(byAt + ' (by '.length, -1);
    const by = trailerValues(commit.message, BY_TRAILER).find(isLogin);
    return {
        kind: word,
        item,
        state: settles(word, item) ?? STATES[word],
        who: by ?? named,
        approvers: trailerValues(commit.message, APPROVED_BY_TRAILER).filter(isLogin),
        when: commit.committedAt,
        commit: commit.sha,
        comment: Number(comments[0]),
    };
}
/** A decision on an item that left the inbox without one: the change ratified, or undone. */
function settles(word, item) {
    if (word === 'approve' && item.startsWith('ratifies the change in '))
        return 'ratified (it had left without a decision)';
    if (word === 'reject' && item.startsWith('undoes the change in '))
        return 'rejected (the change undone)';
    return undefined;
}
const isCommand = (word) => Object.hasOwn(STATES, word);
/** A squash or rebase merge's ` (#12)` at the end of the subject, taken off. */
function withoutPullRequestNumber(subject) {
    if (!subject.endsWith(')'))
        return subject;
    const open = subject.lastIndexOf(' (#');
    if (open === -1)
        return subject;
    return /^[0-9]{1,10}$/.test(subject.slice(open + 3, -1)) ? subject.slice(0, open) : subject;
}
/** The decisions a commit took outside the inbox, as the rules that guard them reported: who is the commit's author. */
function outsideDecisions(commit, findings) {
    return findings.map((finding) => ({
        kind: 'outside-inbox',
        item: finding.path,
        state: finding.words,
        who: commit.author,
        approvers: [],
        when: commit.committedAt,
        commit: commit.sha,
        path: finding.path,
        line: finding.line,
        ruleId: finding.ruleId,
    }));
}
/**
 * Whether a decision counts from `since` on (an ISO date or time): by the instant each names, so
 * that offsets compare right. A time that cannot be read is kept: a log leaves nothing out unsaid.
 */
function decidedSince(decision, since) {
    if (since === undefined)
        return true;
    const when = Date.parse(decision.when);
    return Number.isNaN(when) || when >= since;
}
/** `--since`: a date (`2026-01-31`) or a time with its offset (`2026-01-31T09:00:00Z`); the instant, or undefined when unreadable. */
function readSince(text) {
    if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9]{2}:[0-9]{2}(?::[0-9]{2})?(?:Z|[+-][0-9]{2}:[0-9]{2}))?$/.test(text))
        return undefined;
    const when = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isNaN(when) ? undefined : when;
}

;// CONCATENATED MODULE: ./src/cli/options.ts









const COMMANDS = ['check', 'inbox', 'decisions', 'schema', 'rules', 'explain', 'mcp', 'lsp', 'help'];
const CHECK_FORMATS = ['text', 'json', 'sarif', 'github', 'markdown'];
const LISTING_FORMATS = ['text', 'json', 'markdown'];
const DECISION_FORMATS = ['text', 'json', 'csv'];
/**
 * Every option: how it is written, the commands that read it, and its bound. An option given to a
 * command that would ignore it is a usage error that names the commands it belongs to, rather
 * than a run that quietly does something other than asked (`inbox --base main`, `schema --fix`).
 */
const OPTIONS = {
    format: {
        type: 'string',
        short: 'f',
        commands: ['check', 'inbox', 'decisions', 'rules'],
        takes: `one of ${CHECK_FORMATS.join(', ')}`,
    },
    since: {
        type: 'string',
        commands: ['decisions'],
        takes: 'a date or a time with its offset, e.g. `--since 2026-01-31`',
    },
    base: { type: 'string', commands: ['check'], takes: 'a git revision, e.g. `--base origin/main`' },
    config: {
        type: 'string',
        short: 'c',
        commands: ['check', 'inbox'],
        takes: 'a file, e.g. `--config .github/handoff-gate.yml`',
    },
    'fail-on': { type: 'string', commands: ['check'], takes: FAIL_ON_ALLOWED },
    root: { type: 'string', commands: ['check', 'inbox', 'mcp', 'lsp'], takes: 'a folder' },
    out: { type: 'string', commands: ['schema'], takes: 'a folder' },
    jobs: { type: 'string', short: 'j', commands: ['check', 'inbox'], takes: 'a number of threads, e.g. `--jobs 2`' },
    cache: { type: 'boolean', commands: ['check'] },
    'cache-location': {
        type: 'string',
        commands: ['check'],
        takes: 'a file, or a folder to keep it in, e.g. `--cache-location .handoff-gate-cache/`',
    },
    fix: { type: 'boolean', commands: ['check'] },
    'fix-dry-run': { type: 'boolean', commands: ['check'] },
    stdin: { type: 'boolean', commands: ['check'] },
    'stdin-filename': {
        type: 'string',
        commands: ['check'],
        takes: 'the path the text on stdin is for, e.g. `--stdin-filename .forge/intents/add-login.yaml`',
    },
    all: { type: 'boolean', commands: ['check'] },
    suppressions: {
        type: 'string',
        commands: ['check'],
        takes: 'a file, e.g. `--suppressions .github/handoff-gate-suppressions.json`',
    },
    'suppress-all': { type: 'boolean', commands: ['check'] },
    'suppress-rule': {
        type: 'string',
        multiple: true,
        commands: ['check'],
        takes: 'a rule id, e.g. `--suppress-rule intent/status-vs-tasks`',
    },
    'prune-suppressions': { type: 'boolean', commands: ['check'] },
    'report-unused': { type: 'string', commands: ['check'], takes: 'one of off, warn (or warning), error' },
    // How to show the output, as NO_COLOR is: a wrapper may pass it to every command.
    color: { type: 'boolean', commands: 'all' },
    'no-color': { type: 'boolean', commands: 'all' },
    // Added by language clients: stdio is the server's one transport; the parent's id is watched by the protocol library.
    stdio: { type: 'boolean', commands: ['lsp'] },
    clientProcessId: { type: 'string', commands: ['lsp'] },
    help: { type: 'boolean', short: 'h', commands: 'all' },
    version: { type: 'boolean', short: 'v', commands: 'all' },
};
/** `parseArgs`'s configuration, from the table. */
const PARSE_CONFIG = Object.fromEntries(Object.entries(OPTIONS).map(([name, spec]) => [
    name,
    { type: spec.type, ...(spec.short && { short: spec.short }), ...(spec.multiple && { multiple: spec.multiple }) },
]));
const TAKES = Object.fromEntries(Object.entries(OPTIONS).map(([name, spec]) => [name, spec.takes]));
/**
 * The command line read once, every problem with it collected: several bad options are all
 * named. Only what could not be judged is left unsaid: past a word that cannot be read (an
 * unknown flag, a flag without its value), which words are values and which PATHs is unknown, and
 * the options of an unknown command are not judged.
 */
function readOptions(argv, context) {
    const words = readArguments(argv, PARSE_CONFIG, TAKES);
    if ('problems' in words)
        return words;
    const bag = words.values;
    if (bag.version)
        return { options: { command: 'version' } };
    const [command, ...paths] = words.positionals;
    if (bag.help || command === 'help')
        return { options: { command: 'help', asked: true } };
    if (command === undefined)
        return { options: { command: 'help', asked: false } };
    if (!options_isCommand(command))
        return { problems: [`Unknown command \`${command}\`.${(0,did_you_mean/* didYouMean */.au)(command, COMMANDS)}`] };
    const problems = optionsOfOtherCommands(bag, command);
    if (bag.fix && bag['fix-dry-run'])
        problems.push('Use --fix or --fix-dry-run, not both.');
    const color = useColor({
        flags: words.given.filter((name) => name === 'color' || name === 'no-color'),
        env: context.env,
        isTTY: context.isTTY,
    });
    const options = readCommand(command, bag, paths, { ...context, color }, problems);
    return problems.length ? { problems } : { options };
}
const options_isCommand = (name) => name !== 'help' && COMMANDS.includes(name);
/** Each option given that the command does not read, in the table's order. */
function optionsOfOtherCommands(bag, command) {
    return Object.entries(OPTIONS).flatMap(([name, { commands }]) => {
        if (bag[name] === undefined || commands === 'all' || commands.includes(command))
            return [];
        const names = commands.map((c) => `\`${c}\``);
        return [
            `--${name} is an option of ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`,
        ];
    });
}
function readCommand(command, bag, paths, context, problems) {
    switch (command) {
        case 'check':
            return readCheck(bag, paths, context, problems);
        case 'inbox': {
            const format = readFormat(bag.format, LISTING_FORMATS, problems);
            const jobs = readJobs(bag.jobs, context.cores, problems);
            return { command, paths, format, config: bag.config, root: bag.root, jobs, color: context.color };
        }
        case 'decisions':
            return readDecisions(bag, paths, context, problems);
        case 'schema':
            return readSchema(paths, bag.out, problems);
        case 'rules': {
            const format = readFormat(bag.format, LISTING_FORMATS, problems);
            if (paths.length > 1)
                problems.push(`\`rules\` takes one rule id at most; got ${paths.join(' ')}`);
            return { command, format, ...(paths[0] !== undefined && { id: paths[0] }) };
        }
        case 'explain':
            if (paths.length !== 1)
                problems.push(paths.length === 0
                    ? '`explain` needs a rule id, as a finding names it: `handoff-gate explain intent/risk-lowered`.'
                    : `\`explain\` takes one rule id; got ${paths.join(' ')}`);
            return { command, id: paths[0] ?? '' };
        case 'mcp':
        case 'lsp':
            return readServer(command, bag.root, paths, context, problems);
    }
}
/** `check`'s options, each problem collected in the order they are said. */
function readCheck(bag, paths, context, problems) {
    const format = readFormat(bag.format, CHECK_FORMATS, problems);
    const failOn = parseFailOn(bag['fail-on'] ?? DEFAULT_FAIL_ON_TEXT, '--fail-on');
    if ('problem' in failOn)
        problems.push(failOn.problem);
    const jobs = readJobs(bag.jobs, context.cores, problems);
    const stdin = readStdinFile(bag, paths, context, problems);
    const suppressions = readSuppressions(bag, context, problems);
    const reportUnused = readReportUnused(bag['report-unused'], problems);
    const cache = readCache(bag, problems);
    return {
        command: 'check',
        paths,
        format,
        failOn: 'levels' in failOn ? failOn.levels : [],
        jobs,
        base: bag.base,
        config: bag.config,
        root: bag.root,
        ...(bag.fix ? { fix: 'write' } : bag['fix-dry-run'] && { fix: 'dry-run' }),
        ...(stdin && { stdin }),
        ...(suppressions && { suppressions }),
        ...(reportUnused && { reportUnused }),
        ...(cache && { cache }),
        all: bag.all === true,
        color: context.color,
    };
}
/** `--cache` and `--cache-location`: only for a check of the files on the disk. */
function readCache(bag, problems) {
    if (bag['cache-location'] !== undefined && !bag.cache)
        problems.push('--cache-location says where --cache keeps its file; add --cache, or leave it out.');
    if (!bag.cache)
        return undefined;
    if (bag.stdin || bag.fix || bag['fix-dry-run']) {
        problems.push('--cache is for a check of the files on the disk; leave it out with --stdin, --fix and --fix-dry-run.');
        return undefined;
    }
    return bag['cache-location'] === undefined ? {} : { location: bag['cache-location'] };
}
function readFormat(value, allowed, problems) {
    if (value === undefined)
        return allowed[0];
    if (allowed.includes(value))
        return value;
    problems.push(`--format must be one of ${allowed.join(', ')}; got ${value}`);
    return allowed[0];
}
/** The threads a check uses without `--jobs` on a machine offering `cores`. */
const defaultJobs = (cores) => (cores > 2 ? cores : 1);
/**
 * `--jobs N`: a whole number, 1 or more. Without it, the threads the machine offers
 * (`os.availableParallelism()`, which respects a CPU quota) when it offers more than two; on two,
 * one: there, two workers and the main thread assembling their parts were measured no faster than
 * one thread (bench/results.md), one thread already keeping a second core busy with V8's collector.
 */
function readJobs(value, cores, problems) {
    if (value === undefined)
        return defaultJobs(cores);
    if (/^[0-9]+$/.test(value.trim()) && Number(value) >= 1)
        return Number(value);
    problems.push(`--jobs must be a whole number of 1 or more; got ${value}`);
    return 1;
}
/**
 * `--stdin --stdin-filename PATH`, read before stdin is, so that a mistake is said at once rather
 * than once the pipe closes (or never, at a terminal). Undefined without `--stdin`.
 */
function readStdinFile(bag, paths, context, problems) {
    const target = bag['stdin-filename'];
    if (!bag.stdin) {
        if (target !== undefined)
            problems.push('--stdin-filename is the path of a text read with --stdin: add --stdin, or check the file on the disk with `check PATH`.');
        return undefined;
    }
    // The path is what says the text's format (its folder and name) and the repository it belongs to.
    if (target === undefined)
        problems.push('--stdin needs --stdin-filename PATH, the path the text is for: its format and its repository come from the path.');
    if (paths.length > 0)
        problems.push(`--stdin checks the text on stdin alone; give its path with --stdin-filename, not as a PATH (got ${paths.join(' ')}).`);
    if (bag.fix)
        problems.push('--fix writes files, and a text read with --stdin has none to write: use --fix-dry-run, which prints the fixes as a diff.');
    if (target === undefined)
        return undefined;
    const full = (0,external_node_path_.resolve)(context.cwd, target);
    if (full.split(external_node_path_.sep).includes('.git'))
        problems.push(`--stdin-filename ${target}: inside .git, which is never checked.`);
    else if (context.isFolder(full))
        problems.push(`--stdin-filename ${target}: a folder; give the path of the file the text is for.`);
    return { target, full };
}
/**
 * What `check` does with the suppressions file (see project/suppressions.ts), or undefined for a text on
 * stdin, which is judged in full: writing the file from a text not on the disk, or from fixes not
 * written (`--fix-dry-run`), would record findings the files do not have.
 */
function readSuppressions(bag, context, problems) {
    const options = {
        ...(bag.suppressions !== undefined && { file: bag.suppressions }),
        ...(bag['suppress-all'] && { suppressAll: true }),
        ...(bag['suppress-rule'] && { suppressRules: bag['suppress-rule'] }),
        ...(bag['prune-suppressions'] && { prune: true }),
    };
    const writes = (0,project_suppressions/* writesSuppressions */.fj)(options);
    if (bag.stdin && (writes || options.file !== undefined))
        problems.push('The suppressions file applies to files on the disk; a text on stdin is judged in full. Leave out --suppressions, --suppress-all, --suppress-rule and --prune-suppressions with --stdin.');
    if (writes && bag['fix-dry-run'])
        problems.push('--fix-dry-run writes nothing: run --fix, or no fix, to write the suppressions file.');
    // Said before the check runs: with --fix, after it the fixes would be written already.
    if (options.file !== undefined && !writes && !bag.stdin && !context.exists((0,external_node_path_.resolve)(context.cwd, options.file)))
        problems.push((0,project_suppressions/* noSuchSuppressionsFile */.ht)(options.file));
    if (options.suppressAll && options.suppressRules?.length)
        problems.push('Use --suppress-all or --suppress-rule, not both: --suppress-all already takes every rule.');
    problems.push(...(0,project_suppressions/* suppressRuleProblems */.Id)(options.suppressRules ?? []));
    return bag.stdin ? undefined : options;
}
/**
 * `--report-unused off|warn|error`: the level of `suppressions/unused`, the config's `rules`
 * replaced. `warning`, the config's word, is read as `warn`, as the config reads `warn`.
 */
function readReportUnused(value, problems) {
    if (value === undefined)
        return undefined;
    if (value === 'off' || value === 'error')
        return value;
    if (value === 'warn' || value === 'warning')
        return 'warning';
    problems.push(`--report-unused must be one of off, warn (or warning), error; got ${value}`);
    return undefined;
}
/** `decisions [PATH]`: one folder at most (the current one without it), and `--since` a date. */
function readDecisions(bag, paths, context, problems) {
    const format = readFormat(bag.format, DECISION_FORMATS, problems);
    if (paths.length > 1)
        problems.push(`\`decisions\` takes one PATH at most, a folder of the repository; got ${paths.join(' ')}`);
    const path = (0,external_node_path_.resolve)(context.cwd, paths[0] ?? '.');
    if (paths.length <= 1 && !context.isFolder(path))
        problems.push(`${paths[0] ?? '.'}: not a folder; give a folder of the repository.`);
    let since;
    if (bag.since !== undefined) {
        since = readSince(bag.since);
        if (since === undefined)
            problems.push(`--since must be a date (2026-01-31) or a time with its offset (2026-01-31T09:00:00Z); got ${bag.since}`);
    }
    return { command: 'decisions', path, format, ...(since !== undefined && { since }) };
}
/** `schema [NAME]`: one NAME at most, a schema's. */
function readSchema(paths, out, problems) {
    const [name] = paths;
    if (paths.length > 1)
        problems.push(`\`schema\` takes one NAME at most; got ${paths.join(' ')}`);
    else if (name !== undefined && !(0,json_schemas/* jsonSchemaFor */.B)(name))
        problems.push(`No schema named ${name}; choose one of ${json_schemas/* SCHEMA_NAMES */.R.join(', ')}.${(0,did_you_mean/* didYouMean */.au)(name, json_schemas/* SCHEMA_NAMES */.R)}`);
    return { command: 'schema', ...(name !== undefined && { name }), ...(out !== undefined && { out }) };
}
/**
 * `mcp` and `lsp`: no PATH, and `--root` a folder. `mcp` serves the current folder without it;
 * `lsp` leaves it to the client's workspace folder.
 */
function readServer(command, given, paths, context, problems) {
    if (paths.length > 0)
        problems.push(`\`${command}\` takes no PATH: give the repository with --root DIR.`);
    const root = given === undefined && command === 'lsp' ? undefined : (0,external_node_path_.resolve)(context.cwd, given ?? '.');
    if (root !== undefined && !context.isFolder(root))
        problems.push((0,targets/* noSuchRoot */.Tz)(String(given)));
    if (command === 'mcp')
        return { command, root: root };
    return { command, ...(root !== undefined && { root }) };
}

// EXTERNAL MODULE: ./src/config/parse.ts + 1 modules
var parse = __webpack_require__(3362);
// EXTERNAL MODULE: ./src/config/resolve.ts + 1 modules
var resolve = __webpack_require__(2026);
// EXTERNAL MODULE: ./src/engine/check.ts
var check = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/engine/config-path.ts
var config_path = __webpack_require__(6764);
// EXTERNAL MODULE: ./src/engine/run-budget.ts
var run_budget = __webpack_require__(4569);
// EXTERNAL MODULE: ./src/engine/project.ts
var project = __webpack_require__(759);
// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/io/commit-workspace.ts



/**
 * One commit of the history as the engine reads a change: the files `commit` holds, compared with
 * `parent` (renames followed), read from git's objects, never from the working tree. Undefined
 * when git cannot list the commit or its diff.
 */
function commitWorkspace(root, commit, parent) {
    // Tracked regular files only, as on disk: a link's blob is where it points, not a file to judge.
    const blobs = (0,git/* blobsAt */.L8)(root, commit, true);
    const changes = (0,git/* changesBetween */.iv)(root, parent, commit);
    if (!blobs || !changes)
        return undefined;
    const byPath = new Map(changes.map((change) => [change.path, change]));
    const paths = [...blobs.keys()].sort();
    const workspace = {
        read(path, maxBytes) {
            const sha = blobs.get(path);
            // One byte past the bound, as the file gate reads a file: enough to call it too large.
            return sha === undefined ? undefined : (0,git/* blobPrefix */.cu)(root, sha, maxBytes + 1);
        },
        exists: (path) => blobs.has(path) || paths.some((file) => file.startsWith(`${path}/`)),
        glob(patterns) {
            const matchers = patterns.map(glob/* globMatcher */.fU);
            return paths.filter((path) => matchers.some((match) => match(path)));
        },
        readBase(path) {
            const change = byPath.get(path);
            if (!change || change.status === 'added')
                return undefined;
            return (0,git/* showAt */.Bq)(root, parent, change.previousPath ?? path);
        },
        addedSinceBase: (path) => byPath.get(path)?.status === 'added',
        removedSinceBase: () => changes.filter((change) => change.status === 'removed').map((change) => change.path),
        earlierRevisions: (path) => (0,git/* versionsOf */.x4)(root, parent, byPath.get(path)?.previousPath ?? path, project/* HISTORY_REVISIONS */.SN),
    };
    return { workspace, changes };
}

// EXTERNAL MODULE: ./src/report/adapter-rules.ts
var adapter_rules = __webpack_require__(1643);
;// CONCATENATED MODULE: ./src/project/decisions.ts











/**
 * The most commits a log reads. A history longer than that is said (`unread`), never listed as if
 * it ended there: `--since` narrows what is shown, not what is read, so it does not lift it.
 */
const MAX_COMMITS = 5000;
/**
 * Every decision on the default branch's history, oldest first: each command the bot committed
 * (any commit the branch holds, merged by a merge commit, a squash or a rebase), and each decision
 * the rules that guard one reported on a change that reached the branch without the inbox (each
 * first-parent commit judged against its parent, under the config its parent held, as the action
 * judges a push under the base's). The default branch is `origin/HEAD` where the clone has it,
 * else `HEAD`. Undefined outside a git repository.
 */
function decisions_readDecisions(input) {
    const root = (0,git/* git */.$Y)(input.cwd, ['rev-parse', '--show-toplevel'])?.toString('utf8').trim();
    if (!root)
        return undefined;
    const branch = (0,git/* resolveCommit */.WL)(root, 'origin/HEAD') ?? (0,git/* resolveCommit */.WL)(root, 'HEAD');
    const unread = [];
    // A repository without a commit has no decision yet.
    if (!branch)
        return { decisions: [], unread };
    const all = commitsOf(root, branch, false);
    const main = commitsOf(root, branch, true);
    if (!all || !main)
        return { decisions: [], unread: [`the history of ${branch} (git could not list it)`] };
    if (all.length > MAX_COMMITS || main.length > MAX_COMMITS)
        unread.push(`commits before the newest ${MAX_COMMITS} (the log reads no further)`);
    const bots = new Map();
    for (const commit of all.slice(0, MAX_COMMITS)) {
        const decision = commandDecision(commit);
        if (decision)
            bots.set(commit.sha, decision);
    }
    const decisions = [...bots.values()];
    for (const commit of main.slice(0, MAX_COMMITS)) {
        if (bots.has(commit.sha) || commit.parents.length === 0)
            continue;
        const parent = commit.parents[0];
        // A merge that brings only the bot's commands (its pull request merged by a merge commit) is the inbox's.
        if (commit.parents.length > 1 && onlyCommands(root, parent, commit.sha, bots))
            continue;
        const judged = guardFindings(root, commit.sha, parent);
        if ('unread' in judged)
            unread.push(`${commit.sha.slice(0, 12)}: ${judged.unread}`);
        else
            decisions.push(...outsideDecisions(commit, judged.findings));
    }
    const order = new Map(all.map((commit, i) => [commit.sha, i]));
    return {
        // Oldest first, as a log reads; a commit's own decisions in the order the rules reported them.
        decisions: decisions
            .filter((d) => decidedSince(d, input.since))
            .sort((a, b) => (order.get(b.commit) ?? 0) - (order.get(a.commit) ?? 0)),
        unread,
    };
}
/** The branch's commits, newest first, one past the bound: every one, or its first-parent line. */
function commitsOf(root, branch, firstParent) {
    const out = (0,git/* git */.$Y)(root, [
        'log',
        '-z',
        `-n${MAX_COMMITS + 1}`,
        ...(firstParent ? ['--first-parent'] : []),
        '--format=%H%x1f%P%x1f%cI%x1f%an%x1f%B',
        branch,
        '--',
    ]);
    if (!out)
        return out === undefined ? undefined : [];
    return out
        .toString('utf8')
        .split('\0')
        .filter((record) => record.length > 0)
        .map((record) => {
        // The message comes last, so a separator inside it is left in it.
        const [sha = '', parents = '', committedAt = '', author = '', ...message] = record.split('\x1f');
        return { sha, parents: parents.split(' ').filter(Boolean), committedAt, author, message: message.join('\x1f') };
    });
}
/** Whether every commit a merge brings onto `parent` is one of the bot's commands. */
function onlyCommands(root, parent, merge, bots) {
    const out = (0,git/* git */.$Y)(root, ['rev-list', '--no-merges', '-n101', `${parent}..${merge}`]);
    const shas = out?.toString('utf8').split('\n').filter(Boolean) ?? [];
    return shas.length > 0 && shas.length <= 100 && shas.every((sha) => bots.has(sha));
}
/**
 * The findings of the rules that guard a person's decision on one commit, judged against its
 * parent; or what kept it from being judged (a file not judged, a base not read, git failing),
 * since a commit not judged could hold a decision.
 */
function guardFindings(root, commit, parent) {
    const read = commitWorkspace(root, commit, parent);
    if (!read)
        return { unread: 'git could not read the commit' };
    const files = read.changes.filter((change) => change.status !== 'removed').map((change) => change.path);
    if (files.length === 0 && !read.changes.length)
        return { findings: [] };
    const result = (0,check/* check */.z)({ files, workspace: read.workspace, config: configAt(root, parent), formats: formats/* FORMATS */.h });
    const blocked = result.findings.find((f) => f.ruleId === run_budget/* NOT_JUDGED_RULE */.lC || f.ruleId === adapter_rules/* BASE_NOT_READ_RULE */.yP);
    if (blocked)
        return { unread: `${blocked.path} could not be judged (${blocked.ruleId})` };
    return {
        findings: result.findings.flatMap((finding) => {
            const words = (0,rules/* guardedDecision */.b9)(finding.ruleId);
            return words === undefined
                ? []
                : [{ path: finding.path, line: finding.line ?? 1, ruleId: finding.ruleId, words }];
        }),
    };
}
/** The config a commit held at the default place, or the defaults; its own problems are `check`'s to report. */
function configAt(root, commit) {
    const text = (0,git/* showAt */.Bq)(root, commit, config_path/* DEFAULT_CONFIG_PATH */.B);
    return text ? (0,parse/* parseConfig */.o)(text.toString('utf8'), config_path/* DEFAULT_CONFIG_PATH */.B).config : resolve/* DEFAULT_CONFIG */.P;
}

;// CONCATENATED MODULE: ./src/cli/decision-output.ts


/** Said with every format: where `who` comes from, so that no reader takes it for GitHub's record. */
const WHO_NOTE = '`who` is the name each commit claims (the bot’s `Handoff-Gate-By:` trailer, else the commit’s author), read locally from git: a commit can claim any name. GitHub’s record of who commented is on each command’s issue.';
function renderDecisions(log, format) {
    if (format === 'json')
        return `${JSON.stringify(jsonOf(log), null, 2)}\n`;
    if (format === 'csv')
        return csv(log.decisions);
    return decision_output_text(log);
}
function jsonOf(log) {
    return {
        version: 1,
        who: 'claimed',
        note: WHO_NOTE,
        complete: log.unread.length === 0,
        decisions: log.decisions.map((d) => ({
            kind: d.kind,
            item: (0,secrets/* redactSecrets */.fp)(d.item),
            state: d.state,
            who: (0,secrets/* redactSecrets */.fp)(d.who),
            approvers: d.approvers,
            when: d.when,
            commit: d.commit,
            ...(d.comment !== undefined && { comment: d.comment }),
            ...(d.path !== undefined && { path: d.path }),
            ...(d.line !== undefined && { line: d.line }),
            ...(d.ruleId !== undefined && { ruleId: d.ruleId }),
        })),
        unread: log.unread.map(secrets/* redactSecrets */.fp),
    };
}
function decision_output_text(log) {
    const lines = log.decisions.map((d) => [
        d.when,
        d.commit.slice(0, 12),
        d.kind,
        (0,render_escape/* escapeTerminal */.en)(d.path !== undefined ? `${d.path}:${d.line ?? 1}` : d.item),
        (0,render_escape/* escapeTerminal */.en)(d.state),
        `by ${(0,render_escape/* escapeTerminal */.en)(d.who)}${d.approvers.length ? ` (approvers: ${d.approvers.join(', ')})` : ''}`,
        ...(d.ruleId ? [`[${d.ruleId}]`] : []),
    ].join('  '));
    const count = log.decisions.length;
    const head = `${count} decision${count === 1 ? '' : 's'}. ${WHO_NOTE.replaceAll('`', '')}`;
    const unread = log.unread.map((why) => `not read: ${(0,render_escape/* escapeTerminal */.en)(why)}`);
    return `${[head, ...lines, ...unread].join('\n')}\n`;
}
const CSV_COLUMNS = ['when', 'commit', 'kind', 'item', 'state', 'who', 'approvers', 'path', 'line', 'rule'];
/** RFC 4180, with a header; each cell made safe for a spreadsheet (see {@link csvCell}). */
function csv(decisions) {
    const rows = decisions.map((d) => [
        d.when,
        d.commit,
        d.kind,
        d.item,
        d.state,
        d.who,
        d.approvers.join(' '),
        d.path ?? '',
        d.line === undefined ? '' : String(d.line),
        d.ruleId ?? '',
    ]
        .map(csvCell)
        .join(','));
    return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
/**
 * One CSV cell. A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@` (or a TAB or CR
 * before one) as a formula (`=HYPERLINK(...)` in an item's name): such a cell gets a leading `'`,
 * which spreadsheets read as "text". Credentials are named, unseen characters shown; a cell with
 * a comma, a quote or a line break is quoted, its quotes doubled.
 */
function csvCell(value) {
    const safe = (0,render_escape/* inert */.tJ)((0,secrets/* redactSecrets */.fp)(value)).replace(/\r\n?/g, '\n');
    const guarded = /^[=+\-@\t\r]/.test(safe) ? `'${safe}` : safe;
    return /[",\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

;// CONCATENATED MODULE: ./src/cli/config-findings.ts



/**
 * The config file's findings, one a line (`path:line:column: severity message (rule)`), for the
 * outputs that do not list them themselves: `inbox`, and `check` in a machine format, whose
 * stdout a program reads while a person reads stderr.
 */
function configFindingsText(findings) {
    return [...findings]
        .sort(finding/* compareFindings */.Eg)
        .map((f) => `${(0,render_escape/* escapeTerminal */.en)(`${f.path}:${f.line}:${f.column}: ${f.severity} ${f.message} (${f.ruleId})`)}\n`)
        .join('');
}
/** Why the run exits 2 when the config has errors, or '' when it has none. */
function configErrorLine(findings) {
    const errors = findings.filter((f) => f.severity === 'error');
    if (!errors.length)
        return '';
    const files = [...new Set(errors.map((f) => f.path))].join(', ');
    return `handoff-gate: the config file ${(0,render_escape/* escapeTerminal */.en)(files)} has ${(0,plural/* plural */.L)(errors.length, 'error')}; the run left out ${errors.length === 1 ? 'that entry' : 'those entries'} and exits 2. Fix the config and run again.\n`;
}

// EXTERNAL MODULE: ./src/util/grouped.ts
var grouped = __webpack_require__(4762);
;// CONCATENATED MODULE: ./src/cli/usage.ts




const USAGE = `Usage: handoff-gate <command> [options]

Commands:
  check [PATH...]    Validate handoff files (default PATH: .); git-ignored folders such as
                     .work/ are checked only when named (check . .work); the output ends by
                     saying what was not checked and why
  inbox [PATH...]    List the items waiting for a human
  decisions [PATH]   List every decision on the default branch's history (approve, reject,
                     answer, retry, and decisions taken outside the inbox): item, state, who,
                     when, commit; \`who\` is what each commit claims, read from git
  schema [NAME]      Print the JSON Schema of a format, or of the config file (NAME: config);
                     with --out DIR, write it to DIR (with no NAME, every one)
  rules [ID]         List every rule id with its default severity; with ID, that rule alone
                     (as text, its page, as explain prints it)
  explain ID         Print a rule's page: what it catches, where the spec says so, a file it
                     passes and one it reports, whether a comment may suppress it, its link
  mcp                Serve the checks to agents over MCP (stdio), from --root or the current folder
  lsp                Serve the checks to editors and coding agents as a language server on stdio
                     (--stdio, which clients add, changes nothing), from --root, else the
                     editor's workspace folder, else the current folder

Options:
  --format FORMAT    check: text|json|sarif|github|markdown; inbox: text|json|markdown; rules: text|json|markdown;
                     decisions: text|json|csv
  --since DATE       decisions: only those from DATE on (2026-01-31, or a time with its offset)
  --base GIT-REF     Compare with this revision for status transitions and iteration checks
  --config FILE      Config file (default: .github/handoff-gate.yml in the repository root)
  --fail-on LIST     Exit 1 on any of: error, warning, veto, reject (a comma list), or never alone
                     (default: error,veto,reject)
  --root DIR         Repository root (default: nearest folder with .git or .github/handoff-gate.yml)
  --fix              check: apply every finding's safe fix in place (only the fixed spans change:
                     comments, quoting, indentation, line ends and BOM stay), print what changed,
                     then report what remains; a fix that would add a finding is not applied
  --fix-dry-run      check: print the fixes as a diff and report what would remain; write nothing
  --stdin            check: read the file's text from stdin instead of the disk (4 MiB at most);
                     needs --stdin-filename, and no PATH
  --stdin-filename PATH  check: the path the stdin text is judged at, as if written there (its
                     format and root come from it); it need not exist; nothing is written
  --all              check: list every item of the long lists (the risk's reasons, the P1 review
                     items, the declared verdicts, the inbox; in the Markdown also the P2/P3 items,
                     and no length limit); without it, the first ${FIRST_FEW} of each and how many more
  --suppress-all     check: write every error and warning found to the suppressions file (counts
                     per file and rule); later runs report only what goes beyond them
  --suppress-rule ID check: the same for this rule only (repeatable)
  --prune-suppressions  check: lower the suppressions file's counts to what the run found, and
                     drop entries it no longer finds
  --suppressions FILE  check: the suppressions file (default: handoff-gate-suppressions.json beside
                     the config, .github/ by default); a text on stdin is judged without it
  --report-unused LEVEL  check: off|warn|error for a suppression that suppresses nothing (a stale
                     entry, a handoff-gate-disable comment; default: warn)
  --cache            check: keep each file's result between runs and reuse it while the file,
                     the config and what the file's rules read elsewhere are unchanged (the
                     report is the same); on GitHub Actions only on push, schedule and
                     workflow_dispatch events
  --cache-location PATH  check: the cache file, or a folder for it (default: .handoff-gate-cache/)
  -j, --jobs N       Threads to check with, from ${(0,grouped/* grouped */.z)(run_check/* PARALLEL_FROM */.To)} files up (default: the cores
                     available when more than 2, else 1); the report is the same whatever N is
  --color | --no-color  Colours on or off, the last one given winning over the environment;
                     without either, on when stdout is a terminal, off when NO_COLOR is set (to
                     anything), on even when piped when FORCE_COLOR is (off for FORCE_COLOR=0)
  -h, --help         Show this help
  -v, --version      Show the version

Exit status: 0 nothing at a --fail-on level, 1 something is, 2 usage or config error.
The text output's total line (the Markdown's title) says which, and why.
`;
/**
 * Usage errors as the person sees them: what was wrong, a line each (arguments are theirs, so
 * shown inert), and where to look; the full help only when asked for.
 */
function usageErrorText(problems) {
    const lines = problems.map((problem) => `handoff-gate: ${(0,render_escape/* escapeTerminal */.en)(problem)}\n`).join('');
    return `${lines}Run \`handoff-gate --help\` for the commands and options.\n`;
}

;// CONCATENATED MODULE: ./src/cli/stdin.ts

/**
 * The most `check --stdin` reads: 4 MiB, what the library's `checkText` takes in one call. A
 * handoff file is far smaller; the bound keeps a stream that never ends (a wrong pipe, a device)
 * from filling the memory.
 */
const STDIN_LIMIT = 4 * 1024 * 1024;
/**
 * Every byte on stdin, refused past `STDIN_LIMIT`: reading stops at the chunk that goes past it
 * (the pipe is then closed), so an endless stream costs no more than the limit and one chunk.
 */
async function readStdin(source) {
    if (!source)
        throw new errors/* UsageError */.eb('--stdin: there is no stdin to read here.');
    const chunks = [];
    let size = 0;
    for await (const chunk of source()) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > STDIN_LIMIT)
            throw new errors/* UsageError */.eb(`stdin holds more than ${STDIN_LIMIT} bytes (4 MiB), the most --stdin reads; a handoff file is far smaller.`);
    }
    return Buffer.concat(chunks);
}

;// CONCATENATED MODULE: ./src/cli/main.ts































/** Each rule's page in the installed package (src/rules/docs-link.ts says why there). */
const DOCS = (0,rule_docs/* ruleDocs */.yQ)(package_docs/* PACKAGE_DOCS */.j, (0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h));
/** The CLI: read the arguments (cli/options.ts), run one command, return the exit status. The one catch is here. */
async function main(argv, io) {
    try {
        return await run(argv, io);
    }
    catch (error) {
        if (error instanceof errors/* UsageError */.eb) {
            io.stderr(usageErrorText([error.message]));
            return 2;
        }
        // A stack keeps its lines; what it quotes (a file name, a value) is shown inert.
        io.stderr(`handoff-gate: internal error, please report it: ${(0,render_escape/* inert */.tJ)(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`);
        return 2;
    }
}
/**
 * For tests and benchmarks, not a public option: `HANDOFF_GATE_DEBUG` set prints a line on how
 * each root's check was shared between threads (stderr); `HANDOFF_GATE_PARALLEL_FROM` moves the
 * size from which a root is shared, so that a test of the sharing needs no large corpus.
 */
function parallelOptions(io) {
    const from = Number(io.env.HANDOFF_GATE_PARALLEL_FROM);
    return {
        ...(io.env.HANDOFF_GATE_DEBUG && {
            debug: (line) => io.stderr(`handoff-gate debug: ${(0,render_escape/* escapeTerminal */.en)(line)}\n`),
        }),
        ...(Number.isInteger(from) && from > 0 && { parallelFrom: from }),
    };
}
async function run(argv, io) {
    const reading = readOptions(argv, {
        cwd: io.cwd,
        env: io.env,
        isTTY: io.isTTY,
        cores: (0,external_node_os_.availableParallelism)(),
        isFolder: is_folder/* isFolder */.l,
        exists: external_node_fs_.existsSync,
    });
    if ('problems' in reading) {
        io.stderr(usageErrorText(reading.problems));
        return 2;
    }
    const { options } = reading;
    switch (options.command) {
        case 'version':
            await io.stdout(`${package_namespaceObject.rE}\n`);
            return 0;
        case 'help':
            // No command is a usage error: the help goes where errors go, and the exit says so.
            if (!options.asked) {
                io.stderr(USAGE);
                return 2;
            }
            await io.stdout(USAGE);
            return 0;
        case 'check':
            return checkCommand(options, io);
        case 'inbox':
            return inboxCommand(options, io);
        case 'decisions':
            return decisionsCommand(options, io);
        case 'schema':
            return schemaCommand(options, io);
        case 'rules':
            return rulesCommand(options, io);
        case 'explain':
            await io.stdout(explainText(await ruleNamed(options.id)));
            return 0;
        case 'mcp':
            return mcpCommand(options.root, io);
        case 'lsp':
            return lspCommand(options.root, io);
    }
}
/**
 * `rules [ID]`: every rule; with ID, that rule alone, or a usage error naming the closest id. As
 * text, the one rule is its page (as `explain` prints it); as JSON or Markdown, the listing's
 * shape with its one rule.
 */
async function rulesCommand({ format, id }, io) {
    if (id === undefined) {
        await io.stdout(renderRules((0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h), format, DOCS));
        return 0;
    }
    const rule = await ruleNamed(id);
    await io.stdout(format === 'text'
        ? explainText(rule)
        : renderRules((0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h).filter((r) => r.id === rule.id), format, DOCS));
    return 0;
}
async function inboxCommand(options, io) {
    const { report, configFindings, skipped } = await (0,run_check/* runCheckInParallel */.az)({
        cwd: io.cwd,
        targets: options.paths,
        config: options.config,
        root: options.root,
        command: 'inbox',
        jobs: options.jobs,
        ...parallelOptions(io),
    });
    io.stderr(configFindingsText(configFindings));
    await io.stdout(renderInbox(report, skipped, options.format, options.color, io.isTTY ? (io.columns ?? 80) : undefined));
    const configErrors = configErrorLine(configFindings);
    io.stderr(configErrors);
    return configErrors ? 2 : 0;
}
/**
 * `decisions [PATH]`: the decision log of the repository PATH is in. Exit 1 when part of the
 * history could not be read (the log says which), 2 outside a git repository.
 */
async function decisionsCommand(options, io) {
    const log = decisions_readDecisions({ cwd: options.path, ...(options.since !== undefined && { since: options.since }) });
    if (!log) {
        io.stderr(usageErrorText(['`decisions` reads the history of a git repository, and this folder is in none.']));
        return 2;
    }
    await io.stdout(renderDecisions(log, options.format));
    for (const why of log.unread)
        io.stderr(`handoff-gate: not read: ${(0,render_escape/* escapeTerminal */.en)(why)}\n`);
    return log.unread.length > 0 ? 1 : 0;
}
/**
 * `check [PATH...]`: the report (after the fixes, with `--fix` or `--fix-dry-run`), and the exit
 * status. With `--stdin`, of the text on stdin as if written at `--stdin-filename`.
 */
async function checkCommand(options, io) {
    const { format, failOn, stdin: piped, suppressions, reportUnused, fix } = options;
    const checkOptions = {
        cwd: io.cwd,
        targets: piped ? [piped.target] : options.paths,
        ...(piped && { overlay: new Map([[piped.full, await readStdin(io.stdin)]]) }),
        base: options.base,
        config: options.config,
        root: options.root,
        jobs: options.jobs,
        ...(reportUnused && { ruleLevels: { [rules/* UNUSED_RULE */.g]: reportUnused } }),
        ...parallelOptions(io),
    };
    // A suppressions file that cannot be written is said before a fix is written.
    const beforeWriting = (first) => suppressions && (0,project_suppressions/* refuseUnwritable */.Gt)(first, io.cwd, suppressions);
    const fixed = fix ? await (0,project_fix/* checkAndFix */.$)(checkOptions, fix === 'dry-run', beforeWriting) : undefined;
    const resultCache = resultCacheOf(options, io);
    const checked = fixed?.result ?? (await (0,run_check/* runCheckInParallel */.az)({ ...checkOptions, ...(resultCache && { resultCache }) }));
    const unsaved = resultCache?.save();
    if (unsaved)
        io.stderr(unsaved);
    if (resultCache && io.env.HANDOFF_GATE_DEBUG) {
        const { recalled, checked } = resultCache.counts();
        io.stderr(`handoff-gate debug: cache: ${recalled} files recalled, ${checked} checked\n`);
    }
    // The suppressions file applies to the files on the disk; a text on stdin is judged in full.
    const suppressed = suppressions ? (0,project_suppressions/* withSuppressionsFiles */.g3)(checked, io.cwd, suppressions) : undefined;
    for (const note of suppressed?.notes ?? [])
        io.stderr(note);
    const { report, configFindings, roots, sources, skipped } = suppressed?.result ?? checked;
    const notes = format === 'text' ? rootNotes(roots, io.cwd) : '';
    if (notes)
        await io.stdout(notes);
    if (fixed) {
        // What was fixed goes before the report; beside a machine format, to stderr, so the report stays one document.
        const said = (0,fix_changes/* fixSummary */.O)(fixed.changes, fixed.heldBack, fix === 'dry-run') +
            fixed.diffs.join('') +
            (fixed.diffs.length ? '\n' : '');
        if (format === 'text')
            await io.stdout(said);
        else
            io.stderr(said);
        for (const { path, why } of fixed.unwritten)
            io.stderr(`handoff-gate: could not write ${(0,render_escape/* escapeTerminal */.en)(path)} (${(0,render_escape/* escapeTerminal */.en)(why)}); it is as it was.\n`);
    }
    const renderOptions = {
        color: options.color,
        ...(io.isTTY && { width: io.columns ?? 80 }),
        rules: (0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h),
        // Each rule id of the JSON, SARIF and Markdown reports links to its page.
        ruleDocs: DOCS,
        helpUri: DOCS,
        informationUri: (0,docs_link/* docsLink */._)(package_docs/* PACKAGE_DOCS */.j, 'README.md'),
        version: package_namespaceObject.rE,
        roots,
        sources,
        failOn,
        // The config's errors end the run with exit 2 whatever --fail-on says: the headline says so.
        configErrors: configFindings.filter((f) => f.severity === 'error').length,
        skipped,
        fixHint: fix ? false : piped ? 'dry-run' : true,
        ...markdownOptions(options.all),
    };
    for (const chunk of renderChunks(report, format, renderOptions))
        await io.stdout(chunk);
    // The text report lists the config's findings with the rest; a machine format is for a program.
    if (format !== 'text')
        io.stderr(configFindingsText(configFindings));
    const configErrors = configErrorLine(configFindings);
    if (configErrors) {
        io.stderr(configErrors);
        return 2;
    }
    return failureReasons(report, failOn).length > 0 ? 1 : 0;
}
/**
 * The long lists (`--all`: every item) and, in the Markdown, what is said of the rest: the CLI's
 * own flag, never the job summary of a workflow run the user is not in. With `--all`, the
 * Markdown holds the whole report, whatever its length; without, it stays within a comment's.
 */
function markdownOptions(all) {
    return {
        all,
        allHint: '`--all` lists them',
        fullReport: '`--all`',
        truncationNote: 'Truncated to fit a pull-request comment: handoff-gate check --all prints the whole report.',
        ...(all && { maxLength: Infinity }),
    };
}
/**
 * `mcp`: the MCP server on stdin and stdout, for agents, from the repository root (`--root`, else
 * the current folder) until the client closes stdin. Loaded only by this command.
 */
async function mcpCommand(root, io) {
    const { serveMcp } = await Promise.all(/* import() */[__webpack_require__.e(870), __webpack_require__.e(807), __webpack_require__.e(690)]).then(__webpack_require__.bind(__webpack_require__, 3690));
    io.stderr(`handoff-gate ${package_namespaceObject.rE}: MCP server on stdio for ${root}\n`);
    await serveMcp({ root, version: package_namespaceObject.rE });
    return 0;
}
/**
 * `lsp`: the language server on stdin and stdout, for editors and coding agents, from `--root`
 * (else the client's workspace folder, else the current folder). `--stdio`, which many clients
 * add, is the only transport. Loaded only by this command; the protocol library ends the process.
 */
async function lspCommand(root, io) {
    const { serveLsp } = await Promise.all(/* import() */[__webpack_require__.e(20), __webpack_require__.e(807), __webpack_require__.e(77)]).then(__webpack_require__.bind(__webpack_require__, 2077));
    io.stderr(`handoff-gate ${package_namespaceObject.rE}: language server on stdio\n`);
    serveLsp({ ...(root !== undefined && { root }), cwd: io.cwd, version: package_namespaceObject.rE });
    return new Promise(() => undefined);
}
/**
 * `schema [NAME] [--out DIR]`: the JSON Schemas, listed, or the one NAME printed; with `--out`,
 * written to DIR as `<name>.schema.json`, NAME's alone when one is named, else every one.
 */
async function schemaCommand({ name, out }, io) {
    if (out !== undefined) {
        const dir = (0,external_node_path_.resolve)(io.cwd, out);
        const names = name === undefined ? json_schemas/* SCHEMA_NAMES */.R : [name];
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        for (const each of names)
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, `${each}.schema.json`), `${JSON.stringify((0,json_schemas/* jsonSchemaFor */.B)(each), null, 2)}\n`);
        io.stderr(`Wrote ${name === undefined ? (0,plural/* plural */.L)(names.length, 'schema') : `the ${name} schema`} to ${(0,render_escape/* escapeTerminal */.en)(out)}\n`);
        return 0;
    }
    if (name === undefined) {
        await io.stdout(`${json_schemas/* SCHEMA_NAMES */.R.join('\n')}\n`);
        return 0;
    }
    await io.stdout(`${JSON.stringify((0,json_schemas/* jsonSchemaFor */.B)(name), null, 2)}\n`);
    return 0;
}
/**
 * `--cache` and `--cache-location`: the result cache of a check of the disk's files, opened (its
 * notice, when the file there was not used, said once), or undefined without `--cache` or where
 * it is set aside (see `cacheSetAside`).
 */
function resultCacheOf(options, io) {
    if (!options.cache)
        return undefined;
    const setAside = cacheSetAside(io.env);
    if (setAside) {
        io.stderr(setAside);
        return undefined;
    }
    const cache = openResultCache(cacheFilePath(io.cwd, options.cache.location));
    if (cache.notice)
        io.stderr(cache.notice);
    return cache;
}


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   ft: () => (/* binding */ DURATION),
/* harmony export */   gu: () => (/* binding */ DURATION_MAX_DAYS)
/* harmony export */ });
/* unused harmony export durationText */
/**
 * A length of time as the config writes it: a whole number and a unit, `36h`, `14d`, `2w`. Read
 * with one bounded pattern (linear on any text). Every duration is bounded: from one hour (a
 * reminder more often than that is noise, an approval that lasts less is no approval) to
 * {@link DURATION_MAX_DAYS} days.
 */
const HOUR = 3_600_000;
const UNITS = { h: HOUR, d: 24 * HOUR, w: 7 * 24 * HOUR };
const DURATION_MAX_DAYS = 365;
const MAX = DURATION_MAX_DAYS * UNITS.d;
/** The form: also the JSON schema's pattern. */
const DURATION = /^([1-9][0-9]{0,4})([hdw])$/;
/** The duration in milliseconds, or why the text is none. */
function parseDuration(text) {
    const m = DURATION.exec(text);
    if (!m)
        return {
            problem: `\`${text.slice(0, 20)}\` is not a duration: write a whole number and a unit, h (hours), d (days) or w (weeks), such as \`36h\` or \`14d\``,
        };
    const ms = Number(m[1]) * UNITS[m[2]];
    if (ms > MAX)
        return { problem: `a duration is at most ${DURATION_MAX_DAYS} days (\`${DURATION_MAX_DAYS}d\`)` };
    return ms;
}
/** A duration as the config writes it, in its largest whole unit: `14d`, `36h`, `2w`. */
function durationText(ms) {
    if (ms % UNITS.w === 0)
        return `${ms / UNITS.w}w`;
    if (ms % UNITS.d === 0)
        return `${ms / UNITS.d}d`;
    return `${Math.round(ms / HOUR)}h`;
}


/***/ }),

/***/ 3362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ parseConfig)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 3 modules
var schemas = __webpack_require__(1934);
// EXTERNAL MODULE: ./src/parse/yaml-doc.ts + 1 modules
var yaml_doc = __webpack_require__(1442);
// EXTERNAL MODULE: ./src/report/adapter-rules.ts
var adapter_rules = __webpack_require__(1643);
// EXTERNAL MODULE: ./src/rules/schema-findings.ts
var schema_findings = __webpack_require__(3975);
// EXTERNAL MODULE: ./src/rules/shared/known-keys.ts
var known_keys = __webpack_require__(8719);
// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(6345);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/rules/catalogue.ts
var catalogue = __webpack_require__(1062);
// EXTERNAL MODULE: ./src/formats/index.ts + 172 modules
var formats = __webpack_require__(3516);
// EXTERNAL MODULE: ./src/config/schema.ts
var config_schema = __webpack_require__(131);
;// CONCATENATED MODULE: ./src/config/known-names.ts






let known;
/** Worked out on first use: only a config file that has `rules:` or `enums:` asks. */
function knownNames() {
    known ??= {
        ruleIds: (0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h).map((rule) => rule.id),
        enumKeys: formats/* FORMATS */.h.flatMap((format) => (format.enums ?? []).map((name) => `${format.id}/${name}`)),
    };
    return known;
}
/**
 * A warning at each key under `rules:` that names no rule, and under `enums:` that names no enum a
 * format reads, with the closest name. The key stays in the config: it matches nothing, so it is
 * ignored either way, and the message says so.
 */
function unknownNameFindings(file, doc, path) {
    const findings = [];
    const warn = (section, key, message) => {
        const { line, column } = doc.locate([section, key], 'key');
        findings.push({ path, line, column, ruleId: adapter_rules/* CONFIG_UNKNOWN_KEY_RULE */.jT, severity: 'warning', message });
    };
    const rules = (0,values/* isRecord */.u4)(file.rules) ? Object.keys(file.rules) : [];
    if (rules.length) {
        const { ruleIds } = knownNames();
        for (const id of rules) {
            if (ruleIds.includes(id))
                continue;
            warn('rules', id, `Unknown rule id ${(0,values/* show */.WU)(id)} under \`rules\`; it was ignored.${ruleHint(id, ruleIds)} \`handoff-gate rules\` lists every rule id.`);
        }
    }
    // A key the schema refuses (`Envelope/Kind`) is an error there already.
    const enums = (0,values/* isRecord */.u4)(file.enums) ? Object.keys(file.enums).filter((key) => config_schema/* ENUM_KEY */.G.test(key)) : [];
    if (enums.length) {
        const { enumKeys } = knownNames();
        for (const key of enums) {
            if (enumKeys.includes(key))
                continue;
            const format = key.slice(0, key.indexOf('/'));
            const own = enumKeys.filter((k) => k.startsWith(`${format}/`));
            const hint = (0,did_you_mean/* didYouMean */.au)(key, enumKeys) ||
                (own.length ? ` The enums of \`${format}\` are ${own.map((k) => `\`${k}\``).join(', ')}.` : '');
            warn('enums', key, `Unknown enum ${(0,values/* show */.WU)(key)} under \`enums\`: no format reads it, so it was ignored.${hint}`);
        }
    }
    return findings;
}
/** Did-you-mean, or, for an id written without its format (`required`), the ids it may mean. */
function ruleHint(id, ruleIds) {
    const near = (0,did_you_mean/* didYouMean */.au)(id, ruleIds);
    if (near || id.includes('/'))
        return near;
    const suffixed = ruleIds.filter((r) => r.endsWith(`/${id}`));
    if (!suffixed.length)
        return '';
    const shown = suffixed
        .slice(0, 4)
        .map((r) => `\`${r}\``)
        .join(', ');
    return ` A rule id starts with its format: ${shown}${suffixed.length > 4 ? `, and ${suffixed.length - 4} more` : ''}.`;
}

// EXTERNAL MODULE: ./src/config/resolve.ts + 1 modules
var resolve = __webpack_require__(2026);
// EXTERNAL MODULE: ./src/util/bulk.ts
var bulk = __webpack_require__(9410);
;// CONCATENATED MODULE: ./src/config/parse.ts











/**
 * The sections that restrict who may do what: an entry of theirs that cannot be used refuses the
 * commands it governs (`policyProblems`) instead of leaving a looser default in its place.
 */
const RESTRICTING = new Set(['approvers', 'commit']);
/** What a restricting entry governs: the quorum, self-approval and expiry govern `/approve`; the rest every command. */
const governs = (path) => path[0] === 'approvers' && (path[1] === 'required' || path[1] === 'self-approval' || path[1] === 'expire-after')
    ? 'approve'
    : 'commands';
/** `approvers.teams[0]`: the setting as a person finds it in the file. */
const settingName = (path) => path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
const REFUSES = (governed) => ` It restricts who may do what, so ${governed === 'approve' ? '`/approve`' : 'every inbox command'} is refused until it is fixed (never run under a looser default).`;
/**
 * Parse and validate a config file's text. An invalid entry costs only itself: it is reported on
 * its line and left out (a list's element, a mapping's key, a setting), so the rest of its section
 * and of the file still applies. In a section that restricts who may do what, an entry left out
 * also refuses the commands it governs (`policyProblems`), and so does a file that is no mapping.
 */
function parseConfig(text, path) {
    const findings = [];
    const problems = [];
    const parsed = (0,yaml_doc/* parseYaml */.hN)(text);
    for (const p of parsed.problems)
        findings.push({
            path,
            line: p.line,
            column: p.column,
            ruleId: adapter_rules/* CONFIG_INVALID_RULE */.AU,
            severity: 'error',
            message: p.message,
        });
    const doc = parsed.doc;
    const unreadable = (line) => [
        { path, line, setting: 'the config file', governs: 'commands' },
    ];
    // A file YAML cannot read whole may have lost any restriction: commands wait until it reads.
    if (parsed.problems.length)
        problems.push(...unreadable(parsed.problems[0].line));
    if (!doc || doc.data === null || doc.data === undefined)
        return { config: (0,resolve/* resolveConfig */.p)({}, problems), findings };
    if (!(0,values/* isRecord */.u4)(doc.data)) {
        findings.push({
            path,
            line: 1,
            column: 1,
            ruleId: adapter_rules/* CONFIG_INVALID_RULE */.AU,
            severity: 'error',
            message: 'The config file must be a mapping of settings; using the defaults, and refusing inbox commands until it is fixed.',
        });
        return { config: (0,resolve/* resolveConfig */.p)({}, unreadable(1)), findings };
    }
    // Names under `rules:` and `enums:` are checked as written, so that a section that falls back to
    // its defaults for another reason still has its misspelt names pointed out in the same run.
    (0,bulk/* pushAll */.i)(findings, unknownNameFindings(doc.data, doc, path));
    const data = structuredClone(doc.data);
    for (let attempt = 0; attempt < 20; attempt++) {
        const result = config_schema/* configSchema */.Q.safeParse(data, { reportInput: true });
        if (result.success)
            return { config: (0,resolve/* resolveConfig */.p)(result.data, problems), findings, ...placed(result.data, doc) };
        const drops = [];
        for (const issue of result.error.issues) {
            const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
            for (const issuePath of keys) {
                const { line, column } = doc.locate(issuePath, issue.code === 'unrecognized_keys' ? 'key' : 'value');
                const restricting = RESTRICTING.has(String(issuePath[0])) && (issuePath.length > 1 || issue.code !== 'unrecognized_keys');
                const governed = governs(issuePath);
                if (restricting)
                    problems.push({ path, line, setting: settingName(issuePath), governs: governed });
                drops.push(issuePath);
                if (issue.code === 'unrecognized_keys') {
                    const key = String(issuePath[issuePath.length - 1]);
                    const known = (0,known_keys/* objectSchemasAt */.V)(config_schema/* configSchema */.Q, issuePath.slice(0, -1)).flatMap((shape) => Object.keys(shape));
                    findings.push({
                        path,
                        line,
                        column,
                        ruleId: adapter_rules/* CONFIG_UNKNOWN_KEY_RULE */.jT,
                        severity: restricting ? 'error' : 'warning',
                        message: `Unknown setting \`${issuePath.join('.')}\`; it was ignored.${(0,did_you_mean/* didYouMean */.au)(key, known)}${restricting ? REFUSES(governed) : ''}`,
                    });
                    continue;
                }
                const top = String(issuePath[0]);
                const left = issuePath.length <= 1
                    ? `The \`${top}\` ${isSection(top) ? 'section fell back to its defaults' : 'setting fell back to its default'}.`
                    : `\`${settingName(issuePath)}\` was left out; the rest of \`${top}\` is kept.`;
                const message = `${(0,schema_findings/* explainIssues */._)([issue])[0]?.message ?? issue.message} ${left}${restricting ? REFUSES(governed) : ''}`;
                findings.push({ path, line, column, ruleId: adapter_rules/* CONFIG_INVALID_RULE */.AU, severity: 'error', message });
            }
        }
        if (!dropEach(data, drops))
            break;
    }
    return { config: (0,resolve/* resolveConfig */.p)({}, problems.length ? problems : unreadable(1)), findings };
}
/** The settings as read, and where each is written. */
function placed(file, doc) {
    return { file, locate: (at, part) => doc.locate(at, part) };
}
/**
 * Leave out each entry a finding named: a mapping's key, or a list's element (the highest index
 * first, so that the others keep theirs). False when none could be, so that the loop stops.
 */
function dropEach(data, drops) {
    let dropped = false;
    const index = (path) => {
        const last = path.at(-1);
        return typeof last === 'number' ? last : -1;
    };
    const ordered = [...drops].sort((a, b) => index(b) - index(a));
    for (const path of ordered) {
        const last = path.at(-1);
        if (last === undefined)
            continue;
        const parent = path.length > 1 ? walkTo(data, path.slice(0, -1)) : data;
        if (parent !== undefined && String(last) in parent) {
            delete parent[String(last)];
            dropped = true;
            continue;
        }
        const list = walkToList(data, path.slice(0, -1));
        if (list && typeof last === 'number' && last < list.length) {
            list.splice(last, 1);
            dropped = true;
        }
    }
    return dropped;
}
function walkToList(data, path) {
    let current = data;
    for (const key of path)
        current =
            (0,values/* isRecord */.u4)(current) || Array.isArray(current) ? current[String(key)] : undefined;
    return Array.isArray(current) ? current : undefined;
}
function walkTo(data, path) {
    let current = data;
    for (const key of path)
        current = (0,values/* isRecord */.u4)(current) ? current[String(key)] : undefined;
    return (0,values/* isRecord */.u4)(current) ? current : undefined;
}
/** Whether the config's top-level `key` holds settings of its own (`limits:`, `rules:`) rather than one value (`max-file-size:`). */
function isSection(key) {
    let schema = config_schema/* configSchema */.Q.shape[key];
    while (schema instanceof schemas/* ZodOptional */.IiU || schema instanceof schemas/* ZodNullable */.l1C || schema instanceof schemas/* ZodDefault */.XiL)
        schema = schema.unwrap();
    return schema instanceof schemas/* ZodObject */.bvH || schema instanceof schemas/* ZodRecord */.b8S;
}


/***/ }),

/***/ 2026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ DEFAULT_CONFIG),
  p: () => (/* binding */ resolveConfig)
});

// EXTERNAL MODULE: ./src/engine/limits.ts
var limits = __webpack_require__(7100);
;// CONCATENATED MODULE: ./src/config/api-limits.ts
/**
 * 30 s: GitHub answers within 10 s or not at all (its own timeout); 5 minutes: an inbox sync's 50
 * writes spaced 1-3 s apart, with room for retries, well inside a job's budget.
 */
const DEFAULT_API_LIMITS = { timeoutSeconds: 30, deadlineSeconds: 300 };

// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __webpack_require__(7840);
;// CONCATENATED MODULE: ./src/config/resolve.ts



/** CODEOWNERS' `@alice` and `@org/team` name what `alice` and `org/team` do. */
const unprefixed = (names) => (names ?? []).map((name) => (name.startsWith('@') ? name.slice(1) : name));
/** A duration the schema let through (so one that reads); absent, none. */
const durationMs = (text) => {
    const ms = text === undefined ? undefined : (0,duration/* parseDuration */.E9)(text);
    return typeof ms === 'number' ? ms : undefined;
};
/** The settings of decisions over time: how long an approval lasts, when a waiting item is reminded, and whom that mentions. */
const overTime = (file) => ({
    approvalsExpireAfterMs: durationMs(file.approvers?.['expire-after']),
    remindAfterMs: durationMs(file.inbox?.['remind-after']),
    notify: unprefixed(file.inbox?.notify),
});
function resolveConfig(file = {}, policyProblems = []) {
    return {
        paths: file.paths ?? {},
        ignore: file.ignore ?? [],
        enums: file.enums ?? {},
        rules: Object.fromEntries(Object.entries(file.rules ?? {}).map(([id, level]) => [id, level === 'warn' ? 'warning' : level])),
        maxFileSize: file['max-file-size'] ?? 1024 * 1024,
        botLogin: file['bot-login'],
        riskLabelPrefix: file.labels?.['risk-prefix'] ?? 'risk:',
        inboxLabel: file.labels?.inbox ?? 'handoff-inbox',
        inboxSources: file.inbox?.sources ?? null,
        inboxWriteBudget: file.inbox?.['write-budget'] ?? 50,
        approverPermission: file.approvers?.permission ?? 'write',
        approverUsers: unprefixed(file.approvers?.users),
        approverTeams: unprefixed(file.approvers?.teams),
        approvalsRequired: { med: file.approvers?.required?.med ?? 1, high: file.approvers?.required?.high ?? 1 },
        selfApproval: file.approvers?.['self-approval'] ?? false,
        agentAccounts: unprefixed(file.approvers?.agents),
        ...overTime(file),
        commitMode: file.commit?.mode ?? 'direct',
        policyProblems,
        inlineSuppressionsInPullRequests: file.suppressions?.['inline-in-pull-requests'] ?? 'allow',
        api: {
            timeoutSeconds: file.api?.['timeout-seconds'] ?? DEFAULT_API_LIMITS.timeoutSeconds,
            deadlineSeconds: file.api?.['deadline-seconds'] ?? DEFAULT_API_LIMITS.deadlineSeconds,
        },
        limits: {
            fileLines: file.limits?.['file-lines'] ?? limits/* DEFAULT_LIMITS */.d.fileLines,
            fileDepth: file.limits?.['file-depth'] ?? limits/* DEFAULT_LIMITS */.d.fileDepth,
            fileFindings: file.limits?.['file-findings'] ?? limits/* DEFAULT_LIMITS */.d.fileFindings,
            runBytes: file.limits?.['run-bytes'] ?? limits/* DEFAULT_LIMITS */.d.runBytes,
            runFindings: file.limits?.['run-findings'] ?? limits/* DEFAULT_LIMITS */.d.runFindings,
            runSeconds: file.limits?.['run-seconds'] ?? limits/* DEFAULT_LIMITS */.d.runSeconds,
        },
    };
}
const DEFAULT_CONFIG = resolveConfig();


/***/ }),

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ ENUM_KEY),
/* harmony export */   Q: () => (/* binding */ configSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1934);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3516);
/* harmony import */ var _engine_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7100);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3596);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7840);





/**
 * A glob as the engine matches it (src/util/glob.ts: linear in the path): at most
 * `GLOB_MAX_LENGTH` characters and `GLOB_MAX_ALTERNATIVES` brace alternatives, and only the syntax
 * it reads. Any other glob is a finding on its line and is left out.
 */
const glob = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1)
    .superRefine((text, ctx) => {
    const problem = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globProblem */ .AI)(text);
    if (problem)
        ctx.addIssue({ code: 'custom', message: `This glob cannot be used: ${problem}.` });
});
const globs = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(glob).describe('Glob patterns, relative to the repository root.');
const pathsShape = Object.fromEntries(_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_IDS */ .J.map((id) => [id, globs.optional()]));
/** How an enum is named under `enums:`: `format/enum`. */
/** GitHub's longest label name, in characters. */
const LABEL_MAX = 50;
/**
 * A label name (or the part of one the config gives): GitHub reads a comma in `labels` as a
 * separator and trims spaces, so a name with either would never be found again (one duplicate
 * issue per sync); past 50 characters GitHub refuses it.
 */
const labelName = (max) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1)
    .max(max, `at most ${max} characters (GitHub's label names hold ${LABEL_MAX})`)
    .refine((name) => !name.includes(','), 'no comma: GitHub reads a comma in a list of labels as a separator')
    .refine((name) => name.trim() === name, 'no space at the start or the end: GitHub trims it away');
const ENUM_KEY = /^[a-z-]+\/[a-z_-]+$/;
/** A bound under `limits:`: a whole number from 1 up to its default, which it may lower but never raise. */
const limit = (max, description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1).max(max).optional().describe(description);
/**
 * A team as `approvers.teams` names it: `org/team-slug`, or CODEOWNERS' `@org/team-slug` (the
 * same team: the `@` is dropped when the config is read, so a file copied from CODEOWNERS works).
 */
const TEAM = /^@?[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** A login as `approvers.users` and `agents` name it: GitHub's form, with CODEOWNERS' optional `@`. */
const LOGIN = /^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$|^@?[A-Za-z0-9-]{1,39}\[bot\]$/;
/** `extends:`, `<owner>/<repo>/<path>@<ref>`: GitHub's owner and repository names, then a path and a ref of plain characters. */
const EXTENDS = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}\/[A-Za-z0-9._/-]{1,400}@[A-Za-z0-9._/-]{1,255}$/;
/** A key under `locked:`: a top-level setting, or one of a section's (`approvers.users`). */
const LOCKED_KEY = /^[a-z-]{1,40}(?:\.[a-z-]{1,40})?$/;
/** A duration (`36h`, `14d`, `2w`; 1 hour to 365 days): anything else is a finding on its line. */
const duration = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .regex(_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .DURATION */ .ft, 'a whole number and a unit, h (hours), d (days) or w (weeks), such as `36h` or `14d`')
    .superRefine((text, ctx) => {
    const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E9)(text);
    // The form is the pattern's to say; past the bound is this one's.
    if (typeof ms !== 'number' && _duration_js__WEBPACK_IMPORTED_MODULE_2__/* .DURATION */ .ft.test(text))
        ctx.addIssue({ code: 'custom', message: `This duration cannot be used: ${ms.problem}.` });
})
    .optional()
    .describe(description);
/** Whom a reminder mentions: at most this many logins and teams. */
const NOTIFY_MAX = 20;
/** Distinct approvals one risk level needs: 1 to 10. */
const approvals = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1).max(10).optional().describe(description);
/** A rule's level; `warn` (the CLI's `--report-unused warn`) is read as `warning`, so one word works in both places. */
const ruleLevel = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['off', 'notice', 'warning', 'warn', 'error']);
/** The config file, `.github/handoff-gate.yml`. Every field is optional. */
const configSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    paths: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej(pathsShape)
        .optional()
        .describe('Where each format lives. Replaces the default globs of the formats it names.'),
    ignore: globs.optional().describe('Files never checked, even when they match a format.'),
    // An enum is named as its field is (`subagent-response/next_action`), or with hyphens
    // (`envelope/artifact-type`): both spellings are keys.
    enums: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(ENUM_KEY), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)))
        .optional()
        .describe('Extra values accepted by an enum, keyed `format/enum` (e.g. `envelope/kind: [indexer]`).'),
    rules: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), ruleLevel)
        .optional()
        .describe('Severity per rule id: off, notice, warning (or warn) or error.'),
    'bot-login': zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The login the action's token acts as, to find its own comments (default github-actions[bot], the workflow token)."),
    'max-file-size': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe('Files larger than this many bytes are reported, not read.'),
    labels: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        // `high` is the longest level the prefix is put before.
        'risk-prefix': labelName(LABEL_MAX - 'high'.length)
            .optional()
            .describe('Prefix of the risk labels (default `risk:`).'),
        inbox: labelName(LABEL_MAX)
            .optional()
            .describe('Label carried by every inbox issue (default `handoff-inbox`).'),
    })
        .optional(),
    inbox: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        sources: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_IDS */ .J)).optional().describe('Formats whose items enter the inbox (default: all).'),
        'write-budget': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().optional().describe('Most issue writes one sync may make.'),
        'remind-after': duration(`How long an item may wait before its issue gets a reminder comment, and again after each such time (\`36h\`, \`14d\`, \`2w\`; at most ${_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .DURATION_MAX_DAYS */ .gu}d; default none: no reminders).`),
        notify: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(LOGIN), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(TEAM)]))
            .max(NOTIFY_MAX)
            .optional()
            .describe(`Whom a reminder mentions: logins and \`org/team-slug\` teams (CODEOWNERS' \`@\` optional), at most ${NOTIFY_MAX}; default none (a reminder mentions nobody).`),
    })
        .optional(),
    approvers: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        permission: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['triage', 'write', 'maintain', 'admin'])
            .optional()
            .describe('Least repository permission a commenter needs (default write).'),
        users: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(LOGIN))
            .optional()
            .describe('If set (alone or with `teams`), only these users may run commands.'),
        teams: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(TEAM))
            .optional()
            .describe("Teams, as `org/team-slug` (CODEOWNERS' `@org/team-slug` is read the same), whose members may run commands (with `users`: either one). Membership is read through the API: the token needs to read the organisation's teams."),
        required: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            med: approvals('Distinct approvals a `med`-risk intent needs (default 1).'),
            high: approvals('Distinct approvals a `high`-risk intent needs (default 1).'),
        })
            .optional()
            .describe('How many distinct people must approve an intent, per risk level; each `/approve` is counted against the item as the issue shows it.'),
        'self-approval': zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
            .optional()
            .describe('Whether the people whose commits or pull requests proposed an intent (or changed it since) may approve it (default false).'),
        'expire-after': duration(`How long an \`/approve\` counts after it was posted (\`36h\`, \`14d\`, \`2w\`; at most ${_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .DURATION_MAX_DAYS */ .gu}d; default none: approvals do not expire). An older one is not counted at any recount, and the issue says when each counted approval expires.`),
        agents: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(LOGIN))
            .optional()
            .describe('The accounts agents commit as: their commits propose intents, and they may run no inbox command (every item waits for a human).'),
    })
        .optional(),
    api: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        'timeout-seconds': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
            .int()
            .min(1)
            .max(600)
            .optional()
            .describe('Longest wait for one answer from the GitHub API, in seconds (default 30); a request that gets none fails and is not retried.'),
        'deadline-seconds': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
            .int()
            .min(1)
            .max(3600)
            .optional()
            .describe("Longest all of a run's GitHub API work may take, in seconds, rate-limit waits and retries included (default 300). Past it every request fails at once, and the run ends with its verdict and a warning for each write it could not make."),
    })
        .optional()
        .describe('How long the action waits for GitHub.'),
    limits: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        'file-lines': limit(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .d.fileLines, 'Most lines one file may have (default 20,000); a longer file is one error and is not checked further.'),
        'file-depth': limit(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .d.fileDepth, 'Most levels of nested mappings and lists in one YAML or JSON file (default 64); a deeper file is a `file/too-deep` error.'),
        'file-findings': limit(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .d.fileFindings, 'Most findings listed for one file (default 200, errors first); one more finding counts the rest.'),
        'run-bytes': limit(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .d.runBytes, 'Most bytes one run reads (default 268435456, 256 MiB); each file after it is a `file/not-judged` error.'),
        'run-findings': limit(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .d.runFindings, 'Most findings one run keeps (default 50,000); each file after it is a `file/not-judged` error.'),
        'run-seconds': limit(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_LIMITS */ .d.runSeconds, 'Most seconds the checks of one run may take (default 120); each file after it is a `file/not-judged` error.'),
    })
        .optional()
        .describe('Bounds on what one run may be made to do; each can be lowered, never raised.'),
    suppressions: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        'inline-in-pull-requests': zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['allow', 'refuse'])
            .optional()
            .describe('Whether a pull request may add or widen a `handoff-gate-disable-…` comment (default allow: each is listed to the reviewer in the comment and the check run). With refuse, each is an error that names it, and the findings it would hide are reported.'),
    })
        .optional()
        .describe('How suppressions a pull request brings are treated.'),
    commit: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        mode: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['direct', 'pull-request'])
            .optional()
            .describe('How bot commands change files (default direct, with a pull request when the branch is protected).'),
    })
        .optional(),
    extends: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(EXTENDS, 'the form `<owner>/<repo>/<path>@<ref>` (e.g. `acme/policies/handoff-gate.yml@v1`)')
        .refine((text) => !text.slice(0, text.indexOf('@')).split('/').includes('..'), 'a path inside that repository')
        .optional()
        .describe("A shared config, `<owner>/<repo>/<path>@<ref>`, read through the GitHub API at that ref and merged under this file's settings (which replace its own, key by key), except the keys it lists under `locked`. One level: a shared config that extends another is not followed. A shared config the action cannot read fails the run; the CLI, which reads no network, says so and goes on with this file alone."),
    locked: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(LOCKED_KEY))
        .optional()
        .describe('In a shared config: the settings a repository that extends it cannot override, as top-level keys or `section.key` (e.g. `approvers`, `rules`, `commit.mode`). An override is an error on its line, and the shared value holds.'),
})
    .describe('handoff-gate configuration');


/***/ }),

/***/ 3326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ check)
/* harmony export */ });
/* harmony import */ var _assemble_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7608);
/* harmony import */ var _removed_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6684);
/* harmony import */ var _file_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3779);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3755);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(759);





/**
 * Run every check over the given files and derive the gate, the inbox and the risk: the per-file
 * step (`FileChecker`, file-check.ts) for each file in path order, then the assembly (assemble.ts).
 * Past one of the run's bounds (`limits`: bytes read, findings kept, time), each file still to
 * check is reported as not judged, an error: the run ends early and fails, never passes silently.
 */
function check(input) {
    const { config, formats } = input;
    const files = [...new Set(input.files)].sort();
    const project = new _project_js__WEBPACK_IMPORTED_MODULE_3__/* .Project */ .MM(input.workspace, config, (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultPathsOf */ .H)(formats), files, {
        fromInboxCommand: input.fromInboxCommand === true,
        ...(input.clock && { clock: input.clock }),
        ...(input.startedAt !== undefined && { startedAt: input.startedAt }),
        ...(input.results && { observe: (observation) => input.results.observe(observation) }),
    });
    const checker = new _file_check_js__WEBPACK_IMPORTED_MODULE_2__/* .FileChecker */ .U(project, formats, {
        ...(input.named && { named: input.named }),
        fullParse: input.fullParse === true,
        ...(input.results && { results: input.results }),
    });
    const contributions = [];
    for (const path of files) {
        const contribution = checker.check(path);
        if (contribution)
            contributions.push(contribution);
    }
    return (0,_assemble_js__WEBPACK_IMPORTED_MODULE_0__/* .assemble */ .f)(contributions, config, project.reads, (0,_removed_files_js__WEBPACK_IMPORTED_MODULE_1__/* .removedFindings */ .B)(project, formats));
}


/***/ }),

/***/ 7100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ DEFAULT_LIMITS)
/* harmony export */ });
/**
 * 20,000 lines and 64 levels: the largest real handoff files are a few hundred lines and a dozen
 * levels. 200 findings: more than anyone reads of one file. 256 MiB, 50,000 findings (a finding
 * holds up to about 5.5 KB: 275 MB at worst) and 120 s: a pull request's run, or a full scan of
 * the benchmark's 50,000 files with one in two broken (21 s), stays well inside them.
 */
const DEFAULT_LIMITS = {
    fileLines: 20_000,
    fileDepth: 64,
    fileFindings: 200,
    runBytes: 256 * 1024 * 1024,
    runFindings: 50_000,
    runSeconds: 120,
};


/***/ }),

/***/ 6684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ removedFindings)
/* harmony export */ });
/* harmony import */ var _finding_sink_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8751);

/**
 * What the rules say of the files the change deletes (`Rule.checkRemoved`): each file of a format
 * with such a rule, read as the base revision had it, its findings placed on that version's lines.
 * A run that compares with no base deletes nothing, and a file the run checks is no deletion.
 */
function removedFindings(project, formats) {
    const findings = [];
    for (const format of formats) {
        const rules = format.rules.filter((rule) => rule.checkRemoved !== undefined);
        if (rules.length === 0)
            continue;
        for (const path of project.removedInChange(format.id)) {
            if (project.checking.has(path))
                continue;
            const doc = project.base(path)?.doc;
            // A base version that does not parse: there is no intent in it to weigh.
            if (!doc)
                continue;
            const sink = new _finding_sink_js__WEBPACK_IMPORTED_MODULE_0__/* .FindingSink */ .R(project.config.rules, project.limits.maxFindings);
            for (const rule of rules) {
                const ctx = {
                    path,
                    data: doc.data,
                    doc,
                    project,
                    config: project.config,
                    report: (at, message, options = {}) => sink.add(path, rule.id, options.severity ?? rule.severity, doc.locate(at, options.part), message, doc.lineCount),
                    reportAt: (position, message, options = {}) => sink.add(path, rule.id, options.severity ?? rule.severity, position, message, doc.lineCount),
                };
                rule.checkRemoved(ctx);
            }
            findings.push(...sink.list(path));
        }
    }
    return findings;
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ BaseNotFound),
/* harmony export */   aw: () => (/* binding */ ConfigNotFound),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * A problem with what the person asked for (a bad flag, a missing file, an unknown ref), as
 * opposed to a bug. Entries print its message alone and exit 2; anything else is a bug.
 */
class UsageError extends Error {
    name = 'UsageError';
}
/**
 * A base revision that cannot be read: git did not run, the root is in no repository, or it has
 * no such commit. The message speaks the CLI's words (`--base`); an entry with other words for the
 * same argument (the library's and MCP's `base`) says it in its own from `base` and `reason`.
 */
class BaseNotFound extends UsageError {
    base;
    reason;
    constructor(base, reason, message) {
        super(message);
        this.base = base;
        this.reason = reason;
    }
}
/** A config file named that does not exist: the CLI says `--config`, the library and MCP `config`. */
class ConfigNotFound extends UsageError {
    config;
    constructor(config) {
        super(`--config ${config}: no such file.`);
        this.config = config;
    }
}


/***/ }),

/***/ 7611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ isFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** Whether `path` is a folder (following a symlink); false when it is anything else or nothing. */
function isFolder(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 8201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ loadConfigFile),
/* harmony export */   Mv: () => (/* binding */ readBoundedFile)
/* harmony export */ });
/* unused harmony exports MAX_CONFIG_BYTES, readConfigFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3362);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2026);
/* harmony import */ var _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1643);
/* harmony import */ var _file_gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7082);






/** A config file is a page of settings: 256 KiB is far past any real one, and bounds what a link to `/dev/zero` could make the run read. */
const MAX_CONFIG_BYTES = 256 * 1024;
/** The config file at `path` (absolute), or the defaults when there is none (or it may not be read: then with a finding). */
function loadConfigFile(path, displayPath = path, place) {
    const read = readConfigFile(path, displayPath, place);
    if (read === undefined)
        return { config: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveConfig */ .p)(), findings: [] };
    // A config that is there but cannot be read may restrict who may do what: commands wait for it.
    if ('finding' in read)
        return {
            config: (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveConfig */ .p)({}, [{ path: displayPath, line: 1, setting: 'the config file', governs: 'commands' }]),
            findings: [read.finding],
        };
    return (0,_config_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfig */ .o)(read.text, displayPath);
}
const CONFIG_FILE = { noun: 'config file', without: 'the defaults apply', maxBytes: MAX_CONFIG_BYTES };
const notRead = (path, message, what, ruleId = _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .NOT_READ_RULE */ .IQ) => ({
    finding: {
        path,
        line: 1,
        column: 1,
        ruleId,
        severity: 'error',
        message: `${message} The ${what.noun} was not read: ${what.without}.`,
    },
});
/**
 * The config file's text. Inside its repository it answers to the same rules as a handoff file (a
 * symlink only to a regular file inside the workspace, outside `.git/`, not ignored or, for the
 * action, tracked); a file named outside any repository (`--config ~/x.yml`) only has to be a
 * regular file. Special files are never opened, and no more than MAX_CONFIG_BYTES is read.
 */
function readConfigFile(path, displayPath = path, place) {
    return readBoundedFile(path, displayPath, place, CONFIG_FILE);
}
/**
 * A settings file's text (the config, the suppressions file), read as {@link readConfigFile}
 * reads the config: the same link rules, and no more than `what.maxBytes`.
 */
function readBoundedFile(path, displayPath, place, what) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    }
    catch {
        return undefined;
    }
    let fd;
    const gate = place && new _file_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .FileGate */ .AR(place.root, place.linkTargets);
    const folder = gate && realFolder(path);
    if (gate && folder !== undefined && (0,_file_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(gate.realRoot, folder)) {
        const dir = (0,_file_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(gate.realRoot, folder));
        const opened = gate.open(dir ? `${dir}/${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}` : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path));
        if (opened === undefined)
            return undefined;
        if (!('fd' in opened))
            return notRead(displayPath, opened.message, what, opened.ruleId);
        fd = opened.fd;
    }
    else {
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(path), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
        }
        catch {
            return notRead(displayPath, `The ${what.noun} could not be opened.`, what);
        }
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).isFile()) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            return notRead(displayPath, `The ${what.noun} is not a regular file (a folder, FIFO, socket or device).`, what);
        }
    }
    try {
        const buffer = Buffer.allocUnsafe(what.maxBytes + 1);
        let length = 0;
        while (length < buffer.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, buffer.length - length, null);
            if (n === 0)
                break;
            length += n;
        }
        if (length > what.maxBytes)
            return notRead(displayPath, `The ${what.noun} is over ${what.maxBytes >= 1024 * 1024 ? `${what.maxBytes / 1024 / 1024} MiB` : `${what.maxBytes / 1024} KiB`}.`, what, what.tooLargeRule);
        return { text: buffer.subarray(0, length).toString('utf8') };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The real path of the folder holding `path`, when it resolves. */
function realFolder(path) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 8044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ jsonSchemaFor),
/* harmony export */   R: () => (/* binding */ SCHEMA_NAMES)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(131);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3516);
/* harmony import */ var _engine_config_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6764);




/** Names `schema` accepts: every format id, and `config` for the config file. */
const SCHEMA_NAMES = [..._formats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMATS */ .h.map((f) => f.id), 'config'];
/**
 * Marks an extendable enum inside the generated schema: `z.enum` keeps only the values, so the
 * name rides along as one more value, unprintable and never in a file, and is taken out below.
 */
const MARK = '\u0000enums:';
/**
 * A JSON Schema (draft-07, which editors' YAML support reads best) generated from the same zod
 * schema the checker uses, so the two cannot drift. Input mode: fields with defaults stay optional.
 * Patterns the checker's own rules judge ride on the zod schema as metadata (`stringMatching`).
 */
function jsonSchemaFor(name) {
    const format = _formats_index_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMATS */ .h.find((f) => f.id === name);
    const marked = (enumName, base) => [base[0], ...base.slice(1), `${MARK}${format.id}/${enumName}`];
    const schema = name === 'config' ? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .configSchema */ .Q : format?.schema(marked);
    if (!schema)
        return undefined;
    let generated = zod__WEBPACK_IMPORTED_MODULE_2__/* .toJSONSchema */ .bl(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
    documentEnums(generated, undefined);
    if (format?.mappingOnlyInEditors)
        generated = withoutNull(generated);
    const title = name === 'config' ? 'handoff-gate configuration' : `${format.title}, ${format.spec}`;
    return { $schema: generated.$schema, title, ...generated };
}
const isNode = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * Takes each extendable enum's mark out and says, in the field's description (what an editor
 * shows on hover), which values it allows and where a team adds its own. `owner` is the nearest
 * node of the same field that has a description (a nullable enum's sits around its `anyOf`).
 */
function documentEnums(node, owner) {
    if (Array.isArray(node)) {
        for (const item of node)
            documentEnums(item, owner);
        return;
    }
    if (!isNode(node))
        return;
    const here = typeof node.description === 'string' ? node : owner;
    const values = Array.isArray(node.enum) ? node.enum : undefined;
    if (values) {
        const mark = values.find((v) => typeof v === 'string' && v.startsWith(MARK));
        if (mark !== undefined) {
            node.enum = values.filter((v) => v !== mark);
            const target = here ?? node;
            const note = `Allowed: ${values.filter((v) => v !== mark).join(', ')}; extend with \`enums: ${mark.slice(MARK.length)}\` in ${_engine_config_path_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONFIG_PATH */ .B}.`;
            const before = typeof target.description === 'string' ? target.description.trimEnd() : '';
            target.description = before === '' ? note : `${before}${/[.!?。]$/.test(before) ? '' : '.'} ${note}`;
        }
    }
    for (const [key, value] of Object.entries(node)) {
        if (key === 'enum' || key === 'description')
            continue;
        // A union's branches are the same field; anything else below is a field of its own.
        documentEnums(value, key === 'anyOf' || key === 'oneOf' || key === 'allOf' ? here : undefined);
    }
}
/** `anyOf: [{object}, {type: null}]` at the top, as the object alone (keeping the description). */
function withoutNull(schema) {
    const branches = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isNode) : [];
    const object = branches.find((b) => b.type === 'object');
    if (!object || branches.length !== 2 || !branches.some((b) => b.type === 'null'))
        return schema;
    const { anyOf: _, ...rest } = schema;
    return { ...rest, ...object };
}


/***/ }),

/***/ 7299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ PACKAGE_DOCS)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The installed package's folder, as a `file://` URL ending in `/`. Every module of the CLI, the
 * library and the two servers sits two folders below it: `src/<part>/` in the repository,
 * `dist/cli/` or `dist/lib/` in the package (scripts/build.mjs). Found by position, never by
 * looking further up: a folder above the package (the project that installed it) is not ours.
 * The string is cut rather than resolved with `new URL('../../', …)`, which the bundler would
 * take for an asset to copy.
 */
function packageRoot() {
    const here = import.meta.url;
    let end = here.length;
    for (let up = 0; up < 3; up++)
        end = here.lastIndexOf('/', end - 1);
    return here.slice(0, end + 1);
}
/** Whether the package holds the page (a file). Asked once per page. */
function shippedIn(root) {
    const known = new Map();
    return (path) => {
        let shipped = known.get(path);
        if (shipped === undefined) {
            shipped = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(new URL(path, root), { throwIfNoEntry: false })?.isFile() ?? false;
            known.set(path, shipped);
        }
        return shipped;
    };
}
/**
 * The docs of the package this code runs from, the channel of the CLI, the library, the language
 * server and the MCP server: they run where the package is installed, so its pages are on the
 * reader's machine, at the version that runs.
 */
const PACKAGE_DOCS = (() => {
    const root = packageRoot();
    return { kind: 'package', root, shipped: shippedIn(root) };
})();


/***/ }),

/***/ 6680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ checkAndFix)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/parse/read.ts
var read = __webpack_require__(2575);
// EXTERNAL MODULE: ./src/rules/fix.ts
var rules_fix = __webpack_require__(8120);
;// CONCATENATED MODULE: ./src/rules/fix-guard.ts
const keyOf = (f) => `${f.path}\u0000${f.ruleId}\u0000${f.message}`;
/**
 * The findings of `after` that `before` does not have, compared by file, rule and message, each
 * as many times as it occurs: positions are left out, since a fix that changes a scalar's length
 * moves what follows it on its line. A fix that adds one (a corrected value that now breaks
 * another rule, a renamed key whose value is now checked) is not applied: fixing never adds a
 * finding, and a person decides.
 */
function addedFindings(before, after) {
    const counts = new Map();
    for (const f of before)
        counts.set(keyOf(f), (counts.get(keyOf(f)) ?? 0) + 1);
    const added = [];
    for (const f of after) {
        const left = counts.get(keyOf(f)) ?? 0;
        if (left > 0)
            counts.set(keyOf(f), left - 1);
        else
            added.push(f);
    }
    return added;
}

// EXTERNAL MODULE: ./src/render/fix-changes.ts
var fix_changes = __webpack_require__(927);
// EXTERNAL MODULE: ./src/project/run-check.ts + 6 modules
var run_check = __webpack_require__(4214);
;// CONCATENATED MODULE: ./src/project/fix.ts







/** Fixing one fix can make another (a renamed key's value now checked): a few passes, then stop. */
const MAX_PASSES = 10;
const BOM = [0xef, 0xbb, 0xbf];
/**
 * `check --fix` and `--fix-dry-run`: check, apply every finding's fix to the text the check read,
 * check the fixed texts (in memory), and repeat while fixes remain. A file whose fixes would add
 * a finding keeps its text as it was before that pass (see `addedFindings`). Then, unless this is a
 * dry run, the changed files are written, byte for byte as read except the fixed spans: the
 * byte-order mark, line ends, comments, quoting and indentation stay as they were.
 * `beforeWriting` is given the first check's result and may throw to stop the run before any
 * file is written.
 */
async function checkAndFix(options, dryRun, beforeWriting = () => undefined) {
    const { cwd } = options;
    let result = await (0,run_check/* runCheckInParallel */.az)(options);
    beforeWriting(result);
    const originals = new Map();
    /** Each changed file's text so far (absolute path), without its byte-order mark. */
    const current = new Map();
    const held = new Map();
    const changes = [];
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        const candidate = new Map(current);
        const made = new Map();
        for (const [path, findings] of fixableByPath(result.report.findings)) {
            const full = (0,external_node_path_.resolve)(cwd, path);
            if (held.has(full))
                continue;
            const original = originals.get(full) ?? readOriginal(full, path, options.overlay);
            if (!original)
                continue;
            originals.set(full, original);
            const text = current.get(full) ?? original.text;
            const { text: fixed, applied } = (0,rules_fix/* applyFixes */.yZ)(text, findings.map((f) => f.fix));
            if (applied.length === 0)
                continue;
            candidate.set(full, fixed);
            made.set(full, changesOf(path, text, applied, findings));
        }
        if (made.size === 0)
            break;
        // Check the fixed texts; a file whose fixes add a finding goes back to its text before this pass.
        let next;
        for (;;) {
            next = await (0,run_check/* runCheckInParallel */.az)({
                ...options,
                overlay: new Map([...(options.overlay ?? []), ...encodeAll(candidate, originals)]),
            });
            const added = addedFindings(result.report.findings, next.report.findings);
            if (added.length === 0)
                break;
            const culprits = [...made.keys()].filter((full) => added.some((f) => (0,external_node_path_.resolve)(cwd, f.path) === full));
            // A finding added in a file no fix touched: which fix caused it is not known, so none of this pass's stands.
            for (const full of culprits.length > 0 ? culprits : [...made.keys()]) {
                const because = added.find((f) => (0,external_node_path_.resolve)(cwd, f.path) === full) ?? added[0];
                held.set(full, { path: originals.get(full).path, fixes: made.get(full).length, added: because });
                made.delete(full);
                if (current.has(full))
                    candidate.set(full, current.get(full));
                else
                    candidate.delete(full);
            }
            if (made.size === 0) {
                next = result;
                break;
            }
        }
        if (made.size === 0)
            continue;
        for (const [full, fileChanges] of made) {
            current.set(full, candidate.get(full));
            changes.push(...fileChanges);
        }
        result = next;
    }
    const diffs = [];
    const unwritten = [];
    for (const [full, text] of current) {
        const original = originals.get(full);
        if (dryRun) {
            diffs.push((0,fix_changes/* fixDiff */.L)(original.path, original.text, text));
            continue;
        }
        try {
            (0,external_node_fs_.writeFileSync)(full, encode(original.bom, text));
        }
        catch (error) {
            unwritten.push({ path: original.path, why: error.code ?? String(error) });
        }
    }
    // What could not be written is as it was: the report is then of the disk.
    if (unwritten.length > 0)
        result = await (0,run_check/* runCheckInParallel */.az)(options);
    const texts = new Map([...current].map(([full, text]) => [full, originals.get(full).bom ? `\uFEFF${text}` : text]));
    return { result, changes, heldBack: [...held.values()], diffs, unwritten, texts };
}
/** The findings that carry a fix, by the path the report shows, in report order. */
function fixableByPath(findings) {
    const byPath = new Map();
    for (const f of findings) {
        if (!f.fix)
            continue;
        let list = byPath.get(f.path);
        if (!list)
            byPath.set(f.path, (list = []));
        list.push(f);
    }
    return byPath;
}
/** What each applied fix changed, read from the text it was applied to (`applied` holds the findings' own fix objects). */
function changesOf(path, text, applied, findings) {
    const starts = (0,rules_fix/* lineStarts */._$)(text);
    const ruleOf = new Map(findings.map((f) => [f.fix, f.ruleId]));
    // What a span replaced, as one line: a deleted line is shown without its line break.
    const replaced = (edit) => withoutBreak(edit.endLine === edit.line
        ? text.slice(starts[edit.line - 1] + edit.column - 1, starts[edit.line - 1] + edit.endColumn - 1)
        : text.slice(starts[edit.line - 1], starts[edit.endLine - 1]));
    return applied.map((fix) => {
        const edits = (0,rules_fix/* editsOf */.t7)(fix);
        return {
            path,
            line: fix.line,
            column: fix.column,
            ruleId: ruleOf.get(fix),
            before: edits.map(replaced).join(' … '),
            after: edits.map((e) => e.text).join(' … '),
        };
    });
}
/** A deleted line as shown: without its line break. */
function withoutBreak(line) {
    const end = line.endsWith('\r\n') ? line.length - 2 : line.endsWith('\n') ? line.length - 1 : line.length;
    return line.slice(0, end);
}
/**
 * The file as the check read it (the overlay's text, else the disk's), or undefined when it is not
 * a regular file (a symbolic link is not written through: the fix would land wherever it points)
 * or does not read as text.
 */
function readOriginal(full, path, overlay) {
    try {
        const given = overlay?.get(full);
        if (given === undefined && !(0,external_node_fs_.lstatSync)(full).isFile())
            return undefined;
        const bytes = given ?? (0,external_node_fs_.readFileSync)(full);
        const decoded = (0,read/* decodeText */.g7)(bytes, Number.MAX_SAFE_INTEGER);
        if (!('text' in decoded))
            return undefined;
        return { path, bom: BOM.every((b, i) => bytes[i] === b), text: decoded.text };
    }
    catch {
        return undefined;
    }
}
const encode = (bom, text) => Buffer.from(bom ? `\uFEFF${text}` : text, 'utf8');
function encodeAll(texts, originals) {
    const out = new Map();
    for (const [full, text] of texts)
        out.set(full, encode(originals.get(full).bom, text));
    return out;
}


/***/ }),

/***/ 2428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _M: () => (/* binding */ repositoryOf),
/* harmony export */   dn: () => (/* binding */ isPackage),
/* harmony export */   fX: () => (/* binding */ formatGlobs),
/* harmony export */   n1: () => (/* binding */ packageConfig),
/* harmony export */   tW: () => (/* binding */ isRootMarked)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _engine_config_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6764);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3596);




/** True when `dir` is a repository root: it holds `.git` (a folder, or a file) or the config file. */
function isRootMarked(dir) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.git')) || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _engine_config_path_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG_PATH */ .B));
}
/** The nearest folder at or above `start` that is a repository root, or undefined outside any. */
function repositoryOf(start) {
    for (let dir = start;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if (isRootMarked(dir))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return undefined;
    }
}
/**
 * A root-relative glob as seen from `base` (a folder under the root, `/`-separated): the part
 * that matches below `base`, or undefined when the glob cannot match there. Segment by segment:
 * `packages/{agents,tools}/.forge/intents/*.yaml` from `packages/agents` is
 * `.forge/intents/*.yaml`; a `**` may take the rest of `base`, so it stays.
 */
function rebaseGlob(glob, base) {
    const segments = glob.split('/');
    const baseSegments = base.split('/');
    for (let i = 0; i < baseSegments.length; i++) {
        const segment = segments[i];
        if (segment === undefined)
            return undefined;
        if (segment === '**')
            return segments.slice(i).join('/');
        if (!(0,_util_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)(segment)(baseSegments[i]))
            return undefined;
    }
    const rest = segments.slice(baseSegments.length).join('/');
    return rest === '' ? undefined : rest;
}
/** Each format's globs: the config's, else the format's own. */
function formatGlobs(config, formats) {
    return formats.map((f) => ({ id: f.id, globs: config.paths[f.id] ?? f.paths }));
}
/**
 * Whether a folder under a repository root is a project of its own: some file under it is on a
 * format's path counted from the folder (`packages/agents/.forge/intents/x.yaml` from
 * `packages/agents`) and not from the repository root. A folder of the repository's own layout
 * (`.forge/intents`, `.work`, `src`) is not: its files are on the paths from the root, or on none.
 */
function isPackage(files, base, globs) {
    if (!globs.length)
        return false;
    const match = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatcher */ .fU)(globs);
    const prefix = `${base}/`;
    return files.some((file) => file.startsWith(prefix) && match(file.slice(prefix.length)) && !match(file));
}
/**
 * The config of a repository as it applies to a package of it: each glob (paths, ignore) both as
 * written, from the package, and rebased from the repository root onto the package.
 */
function packageConfig(config, formats, base) {
    const both = (globs) => [
        ...new Set([...globs, ...globs.map((g) => rebaseGlob(g, base)).filter((g) => g !== undefined)]),
    ];
    const paths = {};
    for (const { id, globs } of formatGlobs(config, formats))
        paths[id] = both(globs);
    return { ...config, paths, ignore: both(config.ignore) };
}


/***/ }),

/***/ 4214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  To: () => (/* binding */ PARALLEL_FROM),
  k_: () => (/* binding */ runCheck),
  az: () => (/* binding */ runCheckInParallel)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/engine/check.ts
var check = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/report/finding.ts
var finding = __webpack_require__(9023);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate_gate = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/inbox/keys.ts
var keys = __webpack_require__(1718);
// EXTERNAL MODULE: ./src/report/order.ts
var order = __webpack_require__(734);
// EXTERNAL MODULE: ./src/gate/risk.ts
var risk = __webpack_require__(5492);
;// CONCATENATED MODULE: ./src/engine/merge.ts





/**
 * One report from the reports of several check runs (one per repository root the files named
 * belong to), as if one run had checked them all: files and findings in path order, the gate
 * and the risk built again from every run's items and signals, inbox keys kept unique across
 * runs. The runs' paths must already share one frame (relative to the current folder): two
 * roots' `.forge/intents/a.yaml` are told apart only by it.
 */
function mergeResults(results) {
    if (results.length === 1)
        return results[0];
    const gate = (0,gate_gate/* buildGate */.o9)(...gateOnce(results));
    const riskSignals = results.flatMap((r) => r.riskSignals);
    return {
        version: 1,
        files: results.flatMap((r) => r.files).sort((a, b) => (0,order/* compareText */.n)(a.path, b.path)),
        findings: results.flatMap((r) => r.findings).sort(finding/* compareFindings */.Eg),
        gate,
        risk: (0,risk/* buildRisk */.k)(riskSignals, gate),
        inbox: (0,keys/* uniqueKeys */.ij)(results.flatMap((r) => r.inbox)).sort((a, b) => (0,order/* compareText */.n)(a.key, b.key)),
        chain: mergeChains(results.map((r) => r.chain)),
        ...mergeSuppressed(results),
        reads: results.reduce((n, r) => n + r.reads, 0),
        fastChecked: results.reduce((n, r) => n + r.fastChecked, 0),
        riskSignals,
    };
}
/**
 * Every run's gate items and sources, each file's once: a file one run brought in for another's
 * sake (an aggregator's reviewer, `FileContribution.context`) may be in another run's gate too.
 */
function gateOnce(results) {
    const items = [];
    const sources = [];
    const counted = new Set();
    for (const { gate } of results) {
        const own = new Set();
        for (const source of gate.sources) {
            if (counted.has(source.path))
                continue;
            own.add(source.path);
            sources.push(source);
        }
        for (const item of gate.items)
            if (own.has(item.source.path))
                items.push(item);
        for (const path of own)
            counted.add(path);
    }
    return [items, sources];
}
/** The runs' suppressions added up, when any run has some. */
function mergeSuppressed(results) {
    const all = results.flatMap((r) => (r.suppressed ? [r.suppressed] : []));
    if (all.length === 0)
        return {};
    return {
        suppressed: {
            inline: all.reduce((n, s) => n + s.inline, 0),
            baseline: all.reduce((n, s) => n + s.baseline, 0),
            files: [...new Set(all.flatMap((s) => s.files))],
            findings: all.flatMap((s) => s.findings).sort(finding/* compareFindings */.Eg),
            exceeded: all.flatMap((s) => s.exceeded),
            ...(all.some((s) => s.brought) && { brought: all.flatMap((s) => s.brought ?? []) }),
        },
    };
}
/**
 * The chains side by side: an agent named in several roots is one node (the first root's word
 * on it stands: the runs' timestamps are not compared), and each distinct handoff one edge.
 */
function mergeChains(chains) {
    const nodes = new Map();
    const edges = new Map();
    for (const chain of chains) {
        for (const node of chain.nodes)
            if (!nodes.has(node.id))
                nodes.set(node.id, node);
        for (const edge of chain.edges) {
            const key = JSON.stringify([edge.from, edge.to, edge.label ?? null, edge.loop === true]);
            if (!edges.has(key))
                edges.set(key, edge);
        }
    }
    return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

// EXTERNAL MODULE: ./src/engine/outside-paths.ts
var outside_paths = __webpack_require__(6276);
;// CONCATENATED MODULE: ./src/engine/relocate.ts
/**
 * Maps every path of a report (repository-relative → relative to the current directory) in
 * place, for the report's owner, which has no other use for the old paths: a scan of thousands
 * of files has tens of thousands of objects with a path, and none is copied. `check` builds each
 * of them afresh, so each is mapped once (the engine tests hold every report to that).
 */
function relocateInPlace(report, map) {
    // Indexed loops: each runs once, over up to every item of a large scan.
    const lists = [
        report.files,
        report.findings,
        report.gate.sources,
        report.inbox,
        report.chain.nodes,
        report.suppressed?.findings ?? [],
        report.suppressed?.exceeded ?? [],
    ];
    for (const list of lists)
        for (let i = 0; i < list.length; i++)
            list[i].path = map(list[i].path);
    const items = report.gate.items;
    for (let i = 0; i < items.length; i++)
        items[i].source.path = map(items[i].source.path);
    return report;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/formats/index.ts + 172 modules
var formats = __webpack_require__(3516);
// EXTERNAL MODULE: ./src/detect/near-path.ts
var near_path = __webpack_require__(633);
// EXTERNAL MODULE: ./src/parse/read.ts
var read = __webpack_require__(2575);
// EXTERNAL MODULE: ./src/report/adapter-rules.ts
var adapter_rules = __webpack_require__(1643);
// EXTERNAL MODULE: ./src/io/file-gate.ts
var file_gate = __webpack_require__(7082);
// EXTERNAL MODULE: ./src/io/walk-tree.ts
var walk_tree = __webpack_require__(8812);
// EXTERNAL MODULE: ./src/io/git.ts
var git = __webpack_require__(7500);
;// CONCATENATED MODULE: ./src/io/discover.ts







/** Package manifests and lockfiles: YAML/JSON that is never a handoff file, and often huge. */
const MANIFESTS = new Set([
    'package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'bun.lock',
    'deno.lock',
    'composer.json',
    'composer.lock',
    'Cargo.lock',
    'Gemfile.lock',
    'Pipfile.lock',
    'poetry.lock',
    'pubspec.lock',
    'go.sum',
]);
/**
 * The files to check under the given targets: named files as they are; folders walked, without
 * `.git`, `node_modules`, manifests, lockfiles, or git-ignored files (unless the folder named is
 * itself ignored, which says the person wants it). Symlinked files and special files (FIFOs,
 * sockets, devices) are listed like files: the workspace's FileGate decides whether one may be
 * read, and the engine reports one that may not. A symlinked folder is never entered: it gets a
 * finding here (it holds no file the engine would see), once, and an error when it was named, as
 * the engine says of a file link; a named one that stays in the repository is walked.
 */
function discover(root, targets, isRoot = () => false, unreadWanted = () => false) {
    const realRoot = (0,external_node_fs_.realpathSync)(root);
    const files = new Set();
    const named = new Set();
    const skipped = [];
    const nested = [];
    const leftOut = [];
    const unread = new Set();
    let ignored;
    const isIgnored = (rel) => (0,file_gate/* isIgnoredIn */.yZ)((ignored ??= (0,git/* ignoredPaths */.jo)(realRoot)), rel);
    const folderLink = folderLinkReporter(realRoot, skipped);
    for (const target of targets) {
        const rel = (0,file_gate/* toPosix */.d7)((0,external_node_path_.relative)(realRoot, target));
        let stat;
        try {
            stat = (0,external_node_fs_.lstatSync)(target);
        }
        catch (error) {
            // Named, but in a folder the system would not open: said, never passed over.
            if ((0,file_gate/* isDenied */.GZ)(error))
                skipped.push({
                    path: rel,
                    line: 1,
                    column: 1,
                    ruleId: adapter_rules/* UNREADABLE_RULE */.bn,
                    severity: 'error',
                    message: `This could not be read (${(0,file_gate/* osReason */.Tk)(error)}); it was not checked. Make it readable to the user the check runs as.`,
                });
            continue;
        }
        if (stat.isSymbolicLink()) {
            const folder = linkedFolder(target);
            // A folder link named on the command line is walked, when it stays in the repository.
            if (folder && (!(0,file_gate/* isInside */.FK)(realRoot, folder.real) || (0,file_gate/* inGitFolder */.Kv)((0,file_gate/* toPosix */.d7)((0,external_node_path_.relative)(realRoot, folder.real))))) {
                folderLink(rel, folder.real, true);
                continue;
            }
            if (!folder) {
                files.add(rel);
                named.add(rel);
                continue;
            }
        }
        else if (!stat.isDirectory()) {
            files.add(rel);
            named.add(rel);
            continue;
        }
        const respectIgnores = rel === '' || !isIgnored(`${rel}/`);
        const ignoredHere = (path) => respectIgnores && isIgnored(path);
        const noSyntax = { realRoot, ignored: ignoredHere, folderLink, wanted: unreadWanted, unread };
        (0,walk_tree/* walkTree */.I)(realRoot, rel, (path, entry) => {
            if (MANIFESTS.has(entry.name))
                return;
            if (!(0,read/* syntaxOf */.rS)(entry.name))
                return noSyntaxEntry(path, entry, noSyntax);
            if (respectIgnores && isIgnored(path))
                return void leftOut.push(path);
            files.add(path);
        }, (path) => {
            if (respectIgnores && isIgnored(`${path}/`)) {
                leftOut.push(`${path}/`);
                return false;
            }
            // A repository inside this one's folder (not a submodule) is its own root, with its own config.
            if (!isRoot((0,external_node_path_.join)(realRoot, path)))
                return true;
            nested.push(path);
            return false;
        }, (path, error) => {
            // A folder the walk could not open may hold handoff files: said, and the run fails rather than pass them over.
            if (!(0,file_gate/* isDenied */.GZ)(error))
                return;
            skipped.push(unreadableFolder(path, error));
        });
    }
    return { files: sorted(files), named, skipped, nested, ignored: sorted(leftOut), unread: sorted(unread) };
}
/** Each path once, sorted. */
const sorted = (paths) => [...new Set(paths)].sort();
/**
 * An entry of no syntax the check reads, unless git-ignored: a folder link (the one entry without
 * an extension, as a rule, that may hide handoff files) is reported, and a file `wanted` (where a
 * format's files live) is listed as unread.
 */
function noSyntaxEntry(path, entry, on) {
    const link = entry.isSymbolicLink();
    if ((!link && !on.wanted(path)) || on.ignored(path))
        return;
    const folder = link ? linkedFolder((0,external_node_path_.join)(on.realRoot, path)) : undefined;
    if (folder)
        on.folderLink(path, folder.real);
    else if (on.wanted(path))
        on.unread.add(path);
}
/**
 * What reports a folder link into `skipped`: once each, however many targets walk past it; an
 * error when it was named, as the engine says of a file link.
 */
function folderLinkReporter(realRoot, skipped) {
    const said = new Map();
    return (rel, real, isNamed = false) => {
        let finding = said.get(rel);
        if (!finding) {
            said.set(rel, (finding = folderLinkFinding(realRoot, rel, real)));
            skipped.push(finding);
        }
        if (isNamed)
            finding.severity = 'error';
    };
}
/** A symlink to a folder, never entered: one pointing outside the repository, or one whose files went unchecked. */
function folderLinkFinding(realRoot, rel, real) {
    return real !== undefined && !(0,file_gate/* isInside */.FK)(realRoot, real)
        ? {
            path: rel,
            line: 1,
            column: 1,
            ruleId: adapter_rules/* SYMLINK_OUTSIDE_RULE */.j8,
            severity: 'warning',
            message: 'This symlink to a folder points outside the repository; it was not followed.',
        }
        : {
            path: rel,
            line: 1,
            column: 1,
            ruleId: adapter_rules/* NOT_READ_RULE */.IQ,
            severity: 'warning',
            message: 'This symlink to a folder was not followed: its files were not checked. Check them where they are, or replace the link with the folder.',
        };
}
/** The real path a symlink leads to when that is a folder; undefined for anything else. */
function linkedFolder(full) {
    try {
        const real = (0,external_node_fs_.realpathSync)(full);
        return (0,external_node_fs_.statSync)(real).isDirectory() ? { real } : undefined;
    }
    catch {
        return undefined;
    }
}
/** A folder the walk could not open. */
function unreadableFolder(path, error) {
    return {
        path: path || '.',
        line: 1,
        column: 1,
        ruleId: adapter_rules/* UNREADABLE_RULE */.bn,
        severity: 'error',
        message: `This folder could not be read (${(0,file_gate/* osReason */.Tk)(error)}); the files in it were not checked. Make it readable to the user the check runs as.`,
    };
}

// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/engine/overlay-workspace.ts

/**
 * A workspace with some files as another revision holds them (`undefined`: gone there): a pull
 * request's changed files at its head over a checkout of its base, which is what the pull
 * request's merge would show. The files it leaves alone are the workspace's own. `refused` are
 * files of that revision never read (a symlink), each with why.
 */
function overlaid(workspace, files, refused = new Map()) {
    return {
        ...workspace,
        // A refused file is never read from the workspace below either: its copy there is another revision's.
        read: (path, maxBytes) => refused.has(path)
            ? undefined
            : files.has(path)
                ? files.get(path)?.subarray(0, maxBytes + 1)
                : workspace.read(path, maxBytes),
        exists: (path) => (files.has(path) ? files.get(path) !== undefined : workspace.exists(path)),
        glob: (patterns) => {
            const listed = new Set(workspace.glob(patterns).filter((path) => !files.has(path) || files.get(path) !== undefined));
            // A file only the other revision has is listed where the patterns would list it.
            const match = (0,glob/* globMatcher */.fU)(patterns);
            for (const [path, bytes] of files)
                if (bytes !== undefined && match(path))
                    listed.add(path);
            return [...listed].sort();
        },
        refusal: (path) => refused.get(path) ?? (files.has(path) ? undefined : workspace.refusal?.(path)),
    };
}

// EXTERNAL MODULE: ./src/io/fs-workspace.ts
var fs_workspace = __webpack_require__(9013);
// EXTERNAL MODULE: ./src/io/load-config.ts
var load_config = __webpack_require__(8201);
// EXTERNAL MODULE: ./src/config/parse.ts + 1 modules
var parse = __webpack_require__(3362);
// EXTERNAL MODULE: ./src/config/resolve.ts + 1 modules
var resolve = __webpack_require__(2026);
;// CONCATENATED MODULE: ./src/config/extends.ts




/** The largest shared config read, as the repository's own config file (`MAX_CONFIG_BYTES`). */
const MAX_SHARED_CONFIG_BYTES = (/* unused pure expression or super */ null && (256 * 1024));
/** The shared config a loaded config extends, with where `extends` is written; undefined when it extends none. */
function extendsOf(loaded) {
    const value = loaded.file?.extends;
    if (value === undefined)
        return undefined;
    // The schema held it to `<owner>/<repo>/<path>@<ref>`: the first `@` ends the path.
    const at = value.indexOf('@');
    const [owner = '', repo = '', ...path] = value.slice(0, at).split('/');
    const { line, column } = loaded.locate?.(['extends']) ?? { line: 1, column: 1 };
    return { ref: { owner, repo, path: path.join('/'), ref: value.slice(at + 1), name: value }, line, column };
}
/**
 * The repository's config with its shared config under it: the shared file's settings, each
 * replaced by the repository's own where it sets one (mappings merged key by key, lists and
 * values replaced whole), except the keys the shared config lists under `locked`, whose shared
 * values hold (an override is an error on its line). A shared config that could not be read, or
 * that extends another (one level is followed), fails closed: an error on the `extends` line, and
 * every inbox command refused, since the restrictions it holds are not known.
 */
function withSharedConfig(own, ownPath, read) {
    const at = extendsOf(own);
    if (!at)
        return own;
    const unread = (why) => failedClosed(own, ownPath, at, why);
    if ('unread' in read)
        return unread(read.unread);
    const shared = parseConfig(read.text, at.ref.name);
    if (shared.file?.extends !== undefined)
        return unread(`it extends another shared config itself (\`${shared.file.extends}\`), and only one level is followed: merge the two into one shared config`);
    // A shared config with an error may have lost a restriction: nothing of it is used.
    const error = shared.findings.find((f) => f.severity === 'error');
    if (error)
        return unread(`it does not read as a valid config (its line ${error.line}: ${error.message})`);
    if (!shared.file)
        return unread('it is not a mapping of settings');
    const ownFile = own.file ?? {};
    const locked = shared.file.locked ?? [];
    // Its other findings (an unknown key) on the `extends` line: the shared file is not in this repository.
    const findings = [
        ...own.findings,
        ...shared.findings.map((f) => ({
            ...f,
            path: ownPath,
            line: at.line,
            column: at.column,
            message: `In the shared config \`${at.ref.name}\`, line ${f.line}: ${f.message}`,
        })),
    ];
    const kept = structuredClone(ownFile);
    delete kept.extends;
    for (const key of locked) {
        const path = key.split('.');
        const mine = valueAt(ownFile, path);
        if (mine === undefined)
            continue;
        removeAt(kept, path);
        if (sameValue(mine, valueAt(shared.file, path)))
            continue;
        const { line, column } = own.locate?.(path, 'key') ?? { line: at.line, column: at.column };
        findings.push({
            path: ownPath,
            line,
            column,
            ruleId: CONFIG_LOCKED_RULE,
            severity: 'error',
            message: `\`${key}\` is locked by the shared config \`${at.ref.name}\` (its \`locked\` list), so this value is not used: the shared value holds. Remove it here, or change it in the shared config.`,
        });
    }
    const base = structuredClone(shared.file);
    delete base.locked;
    const merged = mergeSettings(base, kept);
    const problems = [...shared.config.policyProblems, ...own.config.policyProblems];
    return { ...own, config: resolveConfig(merged, problems), findings, file: merged };
}
/** The repository's own settings alone, an error on the `extends` line, and every inbox command refused. */
function failedClosed(own, ownPath, at, why) {
    const finding = {
        path: ownPath,
        line: at.line,
        column: at.column,
        ruleId: CONFIG_EXTENDS_UNREAD_RULE,
        severity: 'error',
        message: `The shared config \`${at.ref.name}\` could not be read: ${why}. The run fails rather than go on without the settings and locked keys it holds, and inbox commands are refused until it can be read. Check the owner, repository, path and ref, and that the workflow's token may read that repository (a private one needs a token with \`contents: read\` on it).`,
    };
    const problem = { path: ownPath, line: at.line, setting: 'extends', governs: 'commands' };
    return {
        ...own,
        config: { ...own.config, policyProblems: [...own.config.policyProblems, problem] },
        findings: [...own.findings, finding],
    };
}
/**
 * The CLI's reading: it makes no network request, so a shared config is not read. A warning on
 * the `extends` line says so, and the check goes on with the repository's own settings; the
 * action, which reads it, is the gate that fails closed.
 */
function withSharedConfigSkipped(own, ownPath) {
    const at = extendsOf(own);
    if (!at)
        return own;
    return {
        ...own,
        findings: [
            ...own.findings,
            {
                path: ownPath,
                line: at.line,
                column: at.column,
                ruleId: adapter_rules/* CONFIG_EXTENDS_SKIPPED_RULE */.vj,
                severity: 'warning',
                message: `The shared config \`${at.ref.name}\` is read through the GitHub API by the action only; this check used this file's settings alone, so it may pass what the action fails (the shared rules, paths and locked keys). The action fails closed when it cannot read it.`,
            },
        ],
    };
}
/** `over` laid on `under`: mappings merged key by key, anything else replaced. */
function mergeSettings(under, over) {
    if (!isRecord(under) || !isRecord(over))
        return over === undefined ? under : over;
    const out = { ...under };
    for (const [key, value] of Object.entries(over))
        out[key] = mergeSettings(under[key], value);
    return out;
}
function valueAt(data, path) {
    let current = data;
    for (const key of path)
        current = isRecord(current) && Object.hasOwn(current, key) ? current[key] : undefined;
    return current;
}
function removeAt(data, path) {
    const parent = path.length > 1 ? valueAt(data, path.slice(0, -1)) : data;
    if (isRecord(parent))
        delete parent[path.at(-1)];
}
const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// EXTERNAL MODULE: ./src/project/roots.ts
var project_roots = __webpack_require__(2428);
// EXTERNAL MODULE: ./src/project/targets.ts
var project_targets = __webpack_require__(6979);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/render/skipped.ts
var skipped = __webpack_require__(9528);
;// CONCATENATED MODULE: ./src/project/skipped.ts




/** Past this many git-ignored places, the message stops listing them and no command is offered. */
const MAX_NAMES = 5;
/**
 * What only the walk knows of the files a person may expect checked but that were not: handoff
 * files under git-ignored paths, and, when no handoff file was checked at all, how many files were
 * looked at and where handoff-gate looks. (The findings tell of the rest: see `render/skipped.ts`.)
 */
function cliSkips(input) {
    const globs = input.formats.flatMap((format) => input.config.paths[format.id] ?? format.paths);
    const groups = [];
    const ignoredGroup = gitIgnored(input, globs);
    if (ignoredGroup)
        groups.push(ignoredGroup);
    const unchecked = (0,skipped/* uncheckedPaths */.p0)(input.report);
    if (input.report.files.every((file) => unchecked.has(file.path))) {
        // The files of no syntax listed only to say why they were not read are not among those looked
        // at; a file the person named is, whatever its name.
        const unread = new Set(input.discovery.unread ?? []);
        const looked = input.discovery.files.filter((path) => !unread.has(path));
        // Files where a format looks that still are none (a `.work/` file without the envelope's keys):
        // named as such, so the hint never says "it looks for .work/**" of a file that is in `.work/`.
        const keyed = input.formats
            .filter((format) => format.signature?.required)
            .flatMap((format) => input.config.paths[format.id] ?? format.paths);
        const onPaths = keyed.length ? (0,glob/* globMatcher */.fU)(keyed) : () => false;
        const inPlace = looked.filter((path) => onPaths(path));
        groups.push({
            reason: 'no-handoff-file',
            count: looked.length,
            paths: looked.slice(0, skipped/* SKIPPED_PATHS_SHOWN */.gO).map(input.show),
            looksFor: looksFor(globs),
            ...(inPlace.length > 0 && {
                inPlace: { count: inPlace.length, paths: inPlace.slice(0, skipped/* SKIPPED_PATHS_SHOWN */.gO).map(input.show) },
            }),
        });
    }
    return groups;
}
/** Git-ignored files on a format's paths, and the ignored folders that hold them: walked only where a format's paths lead. */
function gitIgnored(input, globs) {
    if (input.discovery.ignored.length === 0 || globs.length === 0)
        return undefined;
    const onPaths = (0,glob/* globMatcher */.fU)(globs);
    const excluded = input.config.ignore.length ? (0,glob/* globMatcher */.fU)(input.config.ignore) : () => false;
    // Another PATH may have walked what this one left out (`check . .work`): that is checked.
    const walked = new Set(input.discovery.files);
    const wanted = (path) => !walked.has(path) && onPaths(path) && !excluded(path);
    // A folder is worth walking only when a format's paths lead into it (`.work/`), never for a
    // pattern that matches anywhere (`**/handoff-*.json`): an ignored `dist/` is not walked.
    const bases = globs.map((glob) => picomatch_default().scan(glob).base).filter((base) => base !== '' && base !== '.');
    const leadsInto = (dir) => bases.some((base) => base === dir || base.startsWith(`${dir}/`) || dir.startsWith(`${base}/`));
    const files = [];
    const names = [];
    for (const entry of input.discovery.ignored) {
        const before = files.length;
        if (!entry.endsWith('/')) {
            if (wanted(entry))
                files.push(entry);
        }
        else {
            const dir = entry.slice(0, -1);
            if (!leadsInto(dir))
                continue;
            (0,walk_tree/* walkTree */.I)(input.root, dir, (path, dirent) => {
                if ((dirent.isFile() || dirent.isSymbolicLink()) && wanted(path))
                    files.push(path);
            });
        }
        if (files.length > before)
            names.push(entry);
    }
    if (files.length === 0)
        return undefined;
    const shownNames = names.map((name) => (name.endsWith('/') ? `${input.show(name.slice(0, -1))}/` : input.show(name)));
    const group = {
        reason: 'git-ignored',
        count: files.length,
        paths: files.sort().slice(0, skipped/* SKIPPED_PATHS_SHOWN */.gO).map(input.show),
    };
    if (names.length <= MAX_NAMES) {
        group.names = shownNames;
        group.command = commandWith(input.command ?? 'check', input.targets, shownNames);
    }
    return group;
}
/** The command that runs again on what was named and the git-ignored places too. */
function commandWith(command, targets, names) {
    const named = targets.length ? targets : ['.'];
    return ['handoff-gate', command, ...named, ...names.map((name) => name.replace(/\/$/, ''))].map(shellWord).join(' ');
}
/**
 * The groups of several roots (`check a b`, a repository inside another) as one list: git-ignored
 * files summed, with one command for them all; "no handoff file" only when no root checked one.
 */
function mergeSkips(perRoot, targets, command = 'check') {
    if (perRoot.length === 1)
        return perRoot[0];
    const merged = [];
    const ignored = perRoot.flatMap((groups) => groups.filter((g) => g.reason === 'git-ignored'));
    if (ignored.length) {
        const group = {
            reason: 'git-ignored',
            count: ignored.reduce((sum, g) => sum + g.count, 0),
            paths: ignored.flatMap((g) => g.paths).slice(0, skipped/* SKIPPED_PATHS_SHOWN */.gO),
        };
        const names = ignored.flatMap((g) => g.names ?? []);
        if (ignored.every((g) => g.names) && names.length <= MAX_NAMES) {
            group.names = names;
            group.command = commandWith(command, targets, names);
        }
        merged.push(group);
    }
    const none = perRoot.map((groups) => groups.find((g) => g.reason === 'no-handoff-file'));
    if (none.length && none.every((g) => g !== undefined)) {
        const groups = none;
        const inPlace = groups.filter((g) => g.inPlace);
        merged.push({
            reason: 'no-handoff-file',
            count: groups.reduce((sum, g) => sum + g.count, 0),
            paths: groups.flatMap((g) => g.paths).slice(0, skipped/* SKIPPED_PATHS_SHOWN */.gO),
            looksFor: [...new Set(groups.flatMap((g) => g.looksFor ?? []))],
            ...(inPlace.length > 0 && {
                inPlace: {
                    count: inPlace.reduce((sum, g) => sum + g.inPlace.count, 0),
                    paths: inPlace.flatMap((g) => g.inPlace.paths).slice(0, skipped/* SKIPPED_PATHS_SHOWN */.gO),
                },
            }),
        });
    }
    return merged;
}
/** Where the formats look, by their top folder: `.work/**`, `.forge/**`, `**\/handoff-*.json`. */
function looksFor(globs) {
    const out = new Set();
    for (const glob of globs) {
        const base = picomatch_default().scan(glob).base;
        out.add(base === '' || base === '.' ? glob : `${base.split('/')[0]}/**`);
    }
    return [...out];
}
/** A word a POSIX shell reads back as it is. */
function shellWord(word) {
    return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// EXTERNAL MODULE: ./src/util/bulk.ts
var bulk = __webpack_require__(9410);
// EXTERNAL MODULE: ./src/engine/config-path.ts
var config_path = __webpack_require__(6764);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var rules = __webpack_require__(367);
;// CONCATENATED MODULE: ./src/project/run-check.ts























/**
 * The number of files a root needs before its check is shared between worker threads, and half
 * of it the least a worker is given. Below it (a pull request's files, a pre-commit run, a few
 * paths) a check runs on this thread and loads nothing more. Measured on the benchmark's mixed
 * corpus: one thread checks about 7 files a millisecond once warm, and already keeps more than
 * one core busy (V8 collects and compiles on threads of its own); a worker costs 0.2–0.25 s of
 * CPU to start (a thread, Node's own modules, the engine's code), runs cold at first, and builds
 * the cross-file indexes its files need once more. Up to 2,000 files, two workers never beat one
 * thread; the main thread checks files while they start, which hides the start-up only where a
 * core is free.
 */
const PARALLEL_FROM = 2000;
/**
 * A root's files checked on this thread, reading the overlay's files (absolute paths) where it has
 * them: as if written there, so a file the overlay alone holds is listed and exists too.
 */
function checkHere(job, overlay, cache, resultCache) {
    const inRoot = new Map([...(overlay ?? [])]
        .filter(([full]) => (0,fs_workspace/* isInside */.FK)(job.root, full))
        .map(([full, bytes]) => [(0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(job.root, full)), bytes]));
    const replaced = new Set(inRoot.keys());
    const disk = cache
        ? cache.workspace(job.root, job.commit, replaced)
        : (0,fs_workspace/* fsWorkspace */.Dy)(job.root, job.commit, { replaced });
    const workspace = inRoot.size ? overlaid(disk, inRoot) : disk;
    const results = resultCache && !inRoot.size
        ? resultCache.forRoot({ ...job, settings: job.config, workspace, formats: formats/* FORMATS */.h })
        : undefined;
    return (0,check/* check */.z)({
        files: job.files,
        named: job.named,
        workspace,
        config: job.config,
        formats: formats/* FORMATS */.h,
        ...(results && { results }),
    });
}
/**
 * Everything `check` and `inbox` share. Each PATH is checked from its own root: the repository it
 * is in (a repository inside another's folder is its own), else the folder named. Files under a
 * folder that is a project of its own (see `isPackage`) are checked from that folder. Each root's
 * config applies to its files (unless `--config` names one for all); the runs' reports are merged.
 */
function runCheck(given) {
    const options = withRealOverlay(given);
    const steps = checkSteps(options);
    for (let step = steps.next();;) {
        if (step.done)
            return step.value;
        step = steps.next(checkHere(step.value, options.overlay, options.cache, options.resultCache));
    }
}
/**
 * `runCheck`, with each root of `PARALLEL_FROM` files or more shared between `jobs` worker
 * threads (loaded only then). The report is the same, byte for byte, whatever `jobs` is.
 */
async function runCheckInParallel(given) {
    const options = withRealOverlay(given);
    const steps = checkSteps(options);
    for (let step = steps.next();;) {
        if (step.done)
            return step.value;
        const job = step.value;
        const where = displayPath(options.cwd, job.root) || '.';
        // A result cache is this thread's: with one, each root is checked here (a warm run reads and hashes, little more).
        if (options.jobs < 2 ||
            job.files.length < (options.parallelFrom ?? PARALLEL_FROM) ||
            options.overlay?.size ||
            options.resultCache) {
            const start = performance.now();
            const result = checkHere(job, options.overlay, options.cache, options.resultCache);
            options.debug?.(`${where}: ${job.files.length} files on the main thread (${Math.round(performance.now() - start)} ms)`);
            step = steps.next(result);
            continue;
        }
        const { checkInWorkers } = await __webpack_require__.e(/* import() */ 840).then(__webpack_require__.bind(__webpack_require__, 6840));
        const shared = await checkInWorkers(job, options.jobs, Math.ceil((options.parallelFrom ?? PARALLEL_FROM) / 2)).catch((error) => {
            // Workers that cannot start or stop halfway (a thread limit, memory) leave the check to this thread.
            options.debug?.(`workers failed, checking on the main thread: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
        });
        if (!shared) {
            step = steps.next(checkHere(job));
            continue;
        }
        const { result, stats } = shared;
        options.debug?.(`${where}: ${job.files.length} files on ${stats.workers} workers: ${stats.perWorker.join(', ')} (the main thread ${stats.meanwhile} while they started; busy ${stats.busyMs.join(', ')} ms of ${stats.wallMs} ms; read ${stats.reads.join(', ')} files)`);
        step = steps.next(result);
    }
}
/** The overlay keyed by real paths, as the walk and the workspace name files (a symlinked current folder, a folder not made yet). */
function withRealOverlay(options) {
    if (!options.overlay?.size)
        return options;
    return { ...options, overlay: new Map([...options.overlay].map(([path, bytes]) => [(0,project_targets/* realFile */.Vt)(path), bytes])) };
}
/** The steps of a check: each root's check is yielded, to be run by the caller, and its report given back. */
function* checkSteps(options) {
    const { cwd } = options;
    const targets = (0,project_targets/* checkedTargets */.ic)(options);
    // 1. Each target's root.
    const groups = (0,project_targets/* groupTargets */.sE)(targets);
    // 2. Walk each group; a repository met on a walk is a target of its own, walked in turn.
    const configOf = configReader(options);
    if (options.config && !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, options.config)))
        throw new errors/* ConfigNotFound */.aw(options.config);
    const { projects, order, covered } = walkGroups(groups, targets.explicitRoot, configOf, options.overlay);
    // 3. Check each root's files with its config; relocate each report to the current folder; merge.
    const merging = {
        results: [],
        roots: [],
        reported: new Set(),
        skips: [],
        configFindings: [],
        configInvalid: false,
    };
    for (const root of order) {
        const project = projects.get(root);
        const { path: configPath, loaded } = configOf(project.repository);
        const own = project.kind === 'package' ? (0,project_roots/* packageConfig */.n1)(loaded.config, formats/* FORMATS */.h, project.prefix) : loaded.config;
        const config = options.ruleLevels ? { ...own, rules: { ...own.rules, ...options.ruleLevels } } : own;
        merging.roots.push({
            path: displayPath(cwd, root) || '.',
            kind: project.kind,
            config: (0,external_node_fs_.existsSync)(configPath) ? displayPath(cwd, configPath) : null,
        });
        const commit = options.base === undefined ? undefined : baseCommit(options.base, cwd, project.repository, options.cache);
        const files = [...project.files].sort();
        const report = yield { root, commit, config, files, named: project.named };
        addRootReport(merging, { options, project, configPath, loaded, config, files, report });
    }
    const { results, roots, skips, configFindings, configInvalid } = merging;
    const repositories = [...new Set(order.map((root) => projects.get(root).repository))];
    const sources = sarifSources(cwd, targets.realCwd, repositories);
    return {
        scopes: repositories.map((repository) => checkScope(repository, covered, configOf, options)),
        report: mergeResults(results),
        root: order[0],
        roots,
        sources,
        configInvalid,
        skipped: mergeSkips(skips, options.targets, options.command),
        configFindings,
    };
}
/**
 * The commit `--base` names in a root's repository, else a usage error that says why: the root is
 * in no git repository (a folder, or one marked only by its config), git does not run, or the
 * repository has no such commit.
 */
function baseCommit(base, cwd, repository, cache) {
    const commit = cache ? cache.commit(repository, base) : (0,git/* resolveCommit */.WL)(repository, base);
    if (commit)
        return commit;
    const where = displayPath(cwd, repository) || '.';
    const why = (0,git/* notInGit */.$k)(repository);
    if (why === 'no-git')
        throw new errors/* BaseNotFound */.D6(base, why, `--base ${base} needs git, which did not run here (is it installed and on the PATH?).`);
    if (why === 'no-repository')
        throw new errors/* BaseNotFound */.D6(base, why, `--base ${base}: ${where} is not in a git repository, so it has no revision to compare with; run the check in a clone, or leave --base out.`);
    throw new errors/* BaseNotFound */.D6(base, 'no-commit', `--base ${base} names no commit in ${where}`);
}
/** A repository's scope, for its suppressions file. */
function checkScope(repository, covered, configOf, options) {
    const { path, loaded } = configOf(repository);
    const unusedLevel = options.ruleLevels?.[rules/* UNUSED_RULE */.g] ?? loaded.config.rules[rules/* UNUSED_RULE */.g];
    return {
        repository,
        config: path,
        targets: [...new Set(covered.get(repository) ?? [repository])],
        ...(unusedLevel !== undefined && { unusedLevel }),
    };
}
/** A repository's config (`--config`'s, when given, for every one), each file loaded once. */
function configReader(options) {
    const configs = new Map();
    return (repository) => {
        const path = options.config ? (0,external_node_path_.resolve)(options.cwd, options.config) : (0,external_node_path_.join)(repository, config_path/* DEFAULT_CONFIG_PATH */.B);
        let loaded = configs.get(path);
        // The CLI reads no network: a shared config (`extends`) is said to be skipped, on its line.
        if (!loaded)
            configs.set(path, (loaded = withSharedConfigSkipped((0,load_config/* loadConfigFile */.HT)(path, path, { root: repository }), path)));
        return { path, loaded };
    };
}
/**
 * Step 2: walk each group; a repository met on a walk is a target of its own, walked in turn. The
 * projects come back by root, in the order they were met.
 */
function walkGroups(groups, explicitRoot, configOf, overlay) {
    const projects = new Map();
    const order = [];
    const covered = new Map();
    const done = new Set();
    for (let pending = [...groups.entries()]; pending.length;) {
        const next = [];
        for (const [key, group] of pending) {
            if (done.has(key))
                continue;
            done.add(key);
            covered.set(group.repository, [...(covered.get(group.repository) ?? []), ...group.targets]);
            const walked = withOverlaid(discover(group.repository, group.targets, explicitRoot ? () => false : project_roots/* isRootMarked */.tW, unreadWanted(configOf(group.repository).loaded.config)), group, overlay);
            for (const dir of walked.nested) {
                const repository = (0,external_node_path_.join)(group.repository, dir);
                if (!done.has(repository))
                    next.push([repository, { repository, kind: 'repository', bases: [], targets: [repository] }]);
            }
            const globs = (0,project_roots/* formatGlobs */.fX)(configOf(group.repository).loaded.config, formats/* FORMATS */.h).flatMap((f) => f.globs);
            const base = group.bases.find((b) => (0,project_roots/* isPackage */.dn)(walked.files, (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(group.repository, b)), globs));
            const asPackage = base !== undefined;
            const prefix = asPackage ? (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(group.repository, base)) : '';
            const root = base ?? group.repository;
            let project = projects.get(root);
            if (!project) {
                projects.set(root, (project = {
                    root,
                    repository: group.repository,
                    kind: asPackage ? 'package' : group.kind,
                    prefix: asPackage ? prefix : '',
                    files: new Set(),
                    named: new Set(),
                    skipped: [],
                    ignored: [],
                }));
                order.push(root);
            }
            const local = (path) => (asPackage ? path.slice(prefix.length + 1) : path);
            for (const file of walked.files)
                project.files.add(local(file));
            for (const file of walked.unread)
                project.files.add(local(file));
            for (const file of walked.named)
                project.named.add(local(file));
            for (const finding of walked.skipped)
                addSkipped(project.skipped, { ...finding, path: local(finding.path) });
            for (const entry of walked.ignored)
                project.ignored.push(local(entry));
        }
        pending = next;
    }
    // A file under a package is checked there, not a second time from its repository's root.
    for (const pkg of projects.values()) {
        if (pkg.kind !== 'package')
            continue;
        const owner = projects.get(pkg.repository);
        if (!owner)
            continue;
        for (const file of pkg.files)
            owner.files.delete(`${pkg.prefix}/${file}`);
    }
    return { projects, order, covered };
}
/**
 * A walk's finding, once per path and rule however many walks of one root met it (`check . .work`
 * walks `.work` twice); an error when any walk said so (the one that was named).
 */
function addSkipped(skipped, finding) {
    let byKey = skippedByKey.get(skipped);
    if (!byKey)
        skippedByKey.set(skipped, (byKey = new Map()));
    const key = `${finding.ruleId}\u0000${finding.path}`;
    const said = byKey.get(key);
    if (!said) {
        byKey.set(key, finding);
        skipped.push(finding);
    }
    else if (finding.severity === 'error')
        said.severity = 'error';
}
const skippedByKey = new WeakMap();
/** A walk with the named files that are in the overlay alone (not on the disk yet) added, as named regular files. */
/** Which files of no syntax the check reads the walk lists: those where a format's files live, as the config sets its paths. */
const unreadWanted = (config) => (0,near_path/* unreadWantedIn */.Cl)(formats/* FORMATS */.h, (format) => config.paths[format.id] ?? format.paths);
function withOverlaid(walked, group, overlay) {
    const only = group.targets.filter((target) => overlay?.has(target) && !(0,external_node_fs_.existsSync)(target));
    if (only.length === 0)
        return walked;
    const added = only.map((target) => (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(group.repository, target)));
    for (const path of added)
        walked.named.add(path);
    return { ...walked, files: [...new Set([...walked.files, ...added])].sort() };
}
/**
 * One root's report, completed and relocated to the current folder: the walk's and the config's
 * findings join the engine's, and a package's handoff folders no path rule covers are named.
 */
function addRootReport(merging, { options, project, configPath, loaded, config, files, report, }) {
    const { root } = project;
    // A config's own findings are reported once, however many roots it applies to.
    const configFindings = merging.reported.has(configPath) ? [] : loaded.findings;
    merging.reported.add(configPath);
    // The same objects as in the report: relocating it below shows their paths as the report does.
    (0,bulk/* pushAll */.i)(merging.configFindings, configFindings);
    if (loaded.findings.some((f) => f.severity === 'error'))
        merging.configInvalid = true;
    const configInRoot = (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(root, configPath));
    const engineFindings = (0,finding/* withoutConfigRefusal */.Jz)(report.findings, configInRoot);
    // A package's handoff folders no path rule covers are named, not passed over (from the root, `packages/a/.forge/`).
    const handled = new Set([
        ...report.files.map((f) => f.path),
        ...engineFindings.map((f) => f.path),
        ...project.skipped.map((f) => f.path),
    ]);
    const outside = (0,outside_paths/* outsidePaths */.Q)({ files, handled, config, formats: formats/* FORMATS */.h, advice: 'cli' });
    const findings = [...engineFindings, ...project.skipped, ...outside, ...configFindings].sort(finding/* compareFindings */.Eg);
    const show = shower(options.cwd, root);
    const discovery = { files, ignored: [...new Set(project.ignored)].sort() };
    merging.skips.push(cliSkips({
        root,
        discovery,
        report: { files: report.files, findings },
        config,
        formats: formats/* FORMATS */.h,
        targets: options.targets,
        ...(options.command && { command: options.command }),
        show,
    }));
    merging.results.push(relocateInPlace({ ...report, findings }, show));
}
/** The repositories the checked files are in, for SARIF: the current folder's first, and each file placed in the deepest that holds it. */
function sarifSources(cwd, realCwd, repositories) {
    // The current folder's repository first: code scanning places results relative to it.
    const home = repositories.filter((r) => (0,fs_workspace/* isInside */.FK)(r, realCwd)).sort((a, b) => b.length - a.length)[0];
    const sourceRoots = home ? [home, ...repositories.filter((r) => r !== home)] : repositories;
    // The deepest repository that holds a file is its own (a nested one, not the one around it).
    const deepest = sourceRoots.map((path, index) => ({ path, index })).sort((a, b) => b.path.length - a.path.length);
    return {
        roots: sourceRoots.map(folderUri),
        locate(path) {
            const full = (0,external_node_path_.resolve)(cwd, path);
            const root = deepest.find((r) => full !== r.path && (0,fs_workspace/* isInside */.FK)(r.path, full));
            return root && { root: root.index, path: (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(root.path, full)) };
        },
    };
}
/** An absolute or root-joined path, relative to the current folder and `/`-separated. */
function displayPath(cwd, path) {
    return (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(cwd, path));
}
/**
 * How one root's repository-relative paths are shown: relative to the current folder. A path
 * recurs in its findings, gate items and chain nodes: each is worked out once, and a file's
 * items, which come together, ask for it in a row.
 */
function shower(cwd, root) {
    const display = (path) => displayPath(cwd, (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.join)(root, path));
    // When the root is the current folder or inside it, a repository path only needs the root's own prefix, worked out once.
    const rootPrefix = displayPath(cwd, root);
    const show = rootPrefix === '..' || rootPrefix.startsWith('../') || (0,external_node_path_.isAbsolute)(rootPrefix)
        ? display
        : (path) => (0,external_node_path_.isAbsolute)(path) || /(?:^|\/)\.\.?(?:\/|$)|\/\/|\/$|^$/.test(path)
            ? display(path)
            : rootPrefix
                ? `${rootPrefix}/${path}`
                : path;
    const shownPaths = new Map();
    let lastPath;
    let lastShown = '';
    return (path) => {
        if (path === lastPath)
            return lastShown;
        let result = shownPaths.get(path);
        if (result === undefined)
            shownPaths.set(path, (result = show(path)));
        lastPath = path;
        lastShown = result;
        return result;
    };
}
/** A folder's `file:` URI, ending in `/` as SARIF's base URIs must. */
function folderUri(path) {
    const uri = (0,external_node_url_.pathToFileURL)(path).href;
    return uri.endsWith('/') ? uri : `${uri}/`;
}


/***/ }),

/***/ 431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ht: () => (/* binding */ noSuchSuppressionsFile),
  Gt: () => (/* binding */ refuseUnwritable),
  Id: () => (/* binding */ suppressRuleProblems),
  g3: () => (/* binding */ withSuppressionsFiles),
  fj: () => (/* binding */ writesSuppressions)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/formats/index.ts + 172 modules
var formats = __webpack_require__(3516);
// EXTERNAL MODULE: ./src/io/fs-workspace.ts
var fs_workspace = __webpack_require__(9013);
// EXTERNAL MODULE: ./src/parse/position.ts
var position = __webpack_require__(9248);
// EXTERNAL MODULE: ./src/parse/json-syntax.ts
var json_syntax = __webpack_require__(1381);
// EXTERNAL MODULE: ./src/util/grouped.ts
var grouped = __webpack_require__(4762);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var suppressions_rules = __webpack_require__(367);
;// CONCATENATED MODULE: ./src/suppressions/baseline.ts




/*
 * The suppressions file (a baseline): how many findings of each rule each file had when a team
 * adopted handoff-gate, in ESLint's bulk-suppressions shape,
 * `{ "<path from the repository root>": { "<rule-id>": { "count": N } } }`. A file and rule with
 * at most its count of findings has them all suppressed; with more, all of them are reported,
 * since a count cannot tell which one is new. Pure: reading and writing the file is the entries'.
 */
/** A suppressions file is a few lines per file with findings: 8 MiB holds some 100,000 entries, and bounds what is read. */
const MAX_SUPPRESSIONS_BYTES = 8 * 1024 * 1024;
/** File and rule pairs one suppressions file may hold. */
const MAX_SUPPRESSION_ENTRIES = 200_000;
/** The largest count an entry may hold: more findings of one rule than any file of a bounded size can have. */
const MAX_COUNT = 1_000_000;
/** Problems of a malformed file listed before the rest are only counted. */
const LISTED_PROBLEMS = 10;
/** A path or id as a message quotes it: one code span, cut at 200 characters (the renderers escape the rest). */
function code(text) {
    const one = text.length > 200 ? `${text.slice(0, 197)}...` : text;
    return `\`${one.replaceAll('`', "'").replaceAll('\n', ' ')}\``;
}
const SHAPE = '`{ "<path>": { "<rule-id>": { "count": N } } }`';
/**
 * The places of the keys of a text `JSON.parse` accepted: one pass over its tokens, strings
 * skipped whole, no recursion. Only the first two levels of objects are named; a key repeated in
 * one of them is listed.
 */
function keyPlaces(text) {
    const paths = new Map();
    const repeated = [];
    const stack = [];
    let expectKey = false;
    let path;
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\n') {
            line++;
            lineStart = i + 1;
        }
        else if (c === '{' || c === '[') {
            stack.push(c);
            expectKey = c === '{';
        }
        else if (c === '}' || c === ']') {
            stack.pop();
            expectKey = false;
        }
        else if (c === ',')
            expectKey = stack[stack.length - 1] === '{';
        else if (c === '"') {
            const start = i;
            for (i++; text[i] !== '"'; i++)
                if (text[i] === '\\')
                    i++;
            if (!expectKey)
                continue;
            expectKey = false;
            const key = JSON.parse(text.slice(start, i + 1));
            const at = { line, column: start - lineStart + 1 };
            if (stack.length === 1) {
                path = key;
                if (paths.has(key))
                    repeated.push({ key, at });
                else
                    paths.set(key, { at, rules: new Map() });
            }
            else if (stack.length === 2 && path !== undefined) {
                const rules = paths.get(path).rules;
                if (rules.has(key))
                    repeated.push({ key, at });
                else
                    rules.set(key, at);
            }
        }
    }
    return { paths, repeated };
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The suppressions file read from its text. A file that is not JSON of the shape, repeats a key,
 * holds a count that is no whole number from 1 to a million, or more than
 * {@link MAX_SUPPRESSION_ENTRIES} entries, is reported on its lines (`suppressions/invalid`,
 * an error), and the run goes on without it: nothing is suppressed until it is fixed.
 */
function parseSuppressionsFile(raw, path) {
    const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
    const invalid = (problems) => {
        const listed = problems.slice(0, LISTED_PROBLEMS);
        const more = problems.length - listed.length;
        return {
            path,
            entries: new Map(),
            findings: listed.map(({ at, message }, i) => ({
                path,
                line: at.line,
                column: at.column,
                ruleId: suppressions_rules/* INVALID_FILE_RULE */.CF,
                severity: 'error',
                message: `${message} The run goes on without the suppressions file, so nothing is suppressed by it${i === listed.length - 1 && more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} in the file)` : ''}: fix it, or delete it and write it again with \`handoff-gate check --suppress-all\`.`,
            })),
        };
    };
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        const found = (0,json_syntax/* findJsonError */._)(text);
        return invalid([
            {
                at: found ? (0,position/* positionOf */.d)(text, found.offset) : { line: 1, column: 1 },
                message: `The suppressions file is not valid JSON${found ? `: ${found.message}` : '.'}`,
            },
        ]);
    }
    if (!isRecord(data))
        return invalid([
            { at: { line: 1, column: 1 }, message: `The suppressions file must hold one JSON object, ${SHAPE}.` },
        ]);
    const places = keyPlaces(text);
    const problems = places.repeated.map(({ key, at }) => ({
        at,
        message: `${code(key)} is written twice in one object of the suppressions file; a reader keeps one of them.`,
    }));
    const entries = new Map();
    let count = 0;
    for (const [file, rules] of Object.entries(data)) {
        const place = places.paths.get(file);
        const at = place?.at ?? { line: 1, column: 1 };
        if (!isRecord(rules)) {
            problems.push({ at, message: `The entry for ${code(file)} must be an object of rule ids, ${SHAPE}.` });
            continue;
        }
        const own = new Map();
        for (const [ruleId, value] of Object.entries(rules)) {
            const ruleAt = place?.rules.get(ruleId) ?? at;
            const n = isRecord(value) ? value.count : undefined;
            if (!isRecord(value) ||
                Object.keys(value).some((key) => key !== 'count') ||
                typeof n !== 'number' ||
                !Number.isInteger(n) ||
                n < 1 ||
                n > MAX_COUNT) {
                problems.push({
                    at: ruleAt,
                    message: `The entry for ${code(ruleId)} in ${code(file)} must be \`{ "count": N }\`, N a whole number from 1 to ${(0,grouped/* grouped */.z)(MAX_COUNT)}.`,
                });
                continue;
            }
            own.set(ruleId, { count: n, ...ruleAt });
            count++;
        }
        entries.set(file, own);
    }
    if (count > MAX_SUPPRESSION_ENTRIES)
        problems.unshift({
            at: { line: 1, column: 1 },
            message: `The suppressions file holds ${(0,grouped/* grouped */.z)(count)} entries, more than the ${(0,grouped/* grouped */.z)(MAX_SUPPRESSION_ENTRIES)} one file may hold.`,
        });
    if (problems.length > 0)
        return invalid(problems);
    return { path, entries, findings: [] };
}
/** Whether the suppressions file counts a finding: an error or a warning of a rule a suppression may hide. */
function isCounted(finding) {
    return (finding.severity === 'error' || finding.severity === 'warning') && (0,suppressions_rules/* isSuppressible */.qj)(finding.ruleId);
}
/** The counted findings by the file's key (its path from the repository root) and rule; `keyOf` is undefined for a finding another file governs. */
function countsOf(findings, keyOf) {
    const counts = new Map();
    for (const finding of findings) {
        if (!isCounted(finding))
            continue;
        const key = keyOf(finding);
        if (key === undefined)
            continue;
        let rules = counts.get(key);
        if (!rules)
            counts.set(key, (rules = new Map()));
        rules.set(finding.ruleId, (rules.get(finding.ruleId) ?? 0) + 1);
    }
    return counts;
}
/**
 * The suppressions file applied to a report's findings, ESLint's way: a file and rule with at most
 * its count of findings has them all suppressed; with more, all are reported (a count cannot tell
 * which one is new). An entry the run could judge (its file was checked) with fewer findings than
 * its count, or none, is stale and reported on its line: a new finding would otherwise pass unseen.
 */
function applyBaseline(input) {
    const { file } = input;
    const counts = countsOf(input.findings, input.keyOf);
    const findings = [];
    const suppressed = [];
    const exceeded = new Map();
    for (const finding of input.findings) {
        const key = isCounted(finding) ? input.keyOf(finding) : undefined;
        const entry = key === undefined ? undefined : file.entries.get(key)?.get(finding.ruleId);
        if (!entry) {
            findings.push(finding);
            continue;
        }
        const found = counts.get(key).get(finding.ruleId);
        if (found <= entry.count) {
            suppressed.push({ ...finding, suppression: { kind: 'external', file: file.path } });
            continue;
        }
        findings.push(finding);
        const id = `${finding.path}\u0000${finding.ruleId}`;
        if (!exceeded.has(id))
            exceeded.set(id, { path: finding.path, ruleId: finding.ruleId, count: entry.count, found });
    }
    if (input.unusedLevel !== 'off') {
        const severity = input.unusedLevel ?? 'warning';
        for (const [key, rules] of file.entries) {
            if (!input.covered(key))
                continue;
            for (const [ruleId, entry] of rules) {
                const found = (0,suppressions_rules/* isSuppressible */.qj)(ruleId) ? (counts.get(key)?.get(ruleId) ?? 0) : 0;
                if (found >= entry.count || (input.keepStale && !input.keepStale(key, ruleId, found)))
                    continue;
                findings.push({
                    path: file.path,
                    line: entry.line,
                    column: entry.column,
                    ruleId: suppressions_rules/* UNUSED_RULE */.g,
                    severity,
                    message: staleMessage(key, ruleId, entry.count, found),
                });
            }
        }
    }
    return { findings, suppressed, exceeded: [...exceeded.values()] };
}
function staleMessage(key, ruleId, count, found) {
    const prune = 'Run `handoff-gate check --prune-suppressions`';
    if ((0,suppressions_rules/* guardedDecision */.b9)(ruleId) !== undefined)
        return `${code(ruleId)} guards a person's decision and is never suppressed (each of its findings is made by the change it judges, after this entry was written), so this entry for ${code(key)} suppresses nothing. ${prune} to remove it.`;
    if (!(0,suppressions_rules/* isSuppressible */.qj)(ruleId))
        return `${code(ruleId)} is never suppressed, so this entry for ${code(key)} suppresses nothing. ${prune} to remove it.`;
    if (found === 0)
        return `${code(key)} has no ${code(ruleId)} finding any more, yet this entry suppresses ${count}: new ones would pass unseen. ${prune} to remove the entry.`;
    return `${code(key)} has ${found} ${code(ruleId)} finding${found === 1 ? '' : 's'} where this entry suppresses ${count}: ${count - found} new one${count - found === 1 ? '' : 's'} would pass unseen. ${prune} to lower the count to ${found}.`;
}
/**
 * What the suppressions file holds after `--suppress-all`, `--suppress-rule` or
 * `--prune-suppressions`: an entry set to the findings found for each file and rule suppressed
 * (others kept as they were), and, when pruning, each entry the run judged lowered to what it
 * found, or dropped.
 */
function updatedCounts(existing, found, options) {
    const out = new Map();
    for (const [key, rules] of existing)
        out.set(key, new Map([...rules].map(([ruleId, entry]) => [ruleId, entry.count])));
    if (options.suppress) {
        for (const [key, rules] of found) {
            for (const [ruleId, n] of rules) {
                if (options.suppress !== 'all' && !options.suppress.has(ruleId))
                    continue;
                let own = out.get(key);
                if (!own)
                    out.set(key, (own = new Map()));
                own.set(ruleId, n);
            }
        }
    }
    if (options.prune) {
        for (const [key, rules] of out) {
            if (!options.covered(key))
                continue;
            for (const [ruleId, count] of rules) {
                const n = (0,suppressions_rules/* isSuppressible */.qj)(ruleId) ? (found.get(key)?.get(ruleId) ?? 0) : 0;
                if (n === 0)
                    rules.delete(ruleId);
                else if (n < count)
                    rules.set(ruleId, n);
            }
        }
    }
    for (const [key, rules] of out)
        if (rules.size === 0)
            out.delete(key);
    return out;
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * The file's text: keys sorted (by UTF-16 code unit, paths then rule ids), two-space JSON, a final
 * line end. Written by hand rather than by `JSON.stringify` of an object, which would put a path
 * that reads as a number first.
 */
function suppressionsText(counts) {
    const files = [...counts.keys()].sort(byCodeUnit);
    if (files.length === 0)
        return '{}\n';
    const blocks = files.map((key) => {
        const rules = [...counts.get(key)].sort((a, b) => byCodeUnit(a[0], b[0]));
        const inner = rules.map(([ruleId, count]) => `    ${JSON.stringify(ruleId)}: {\n      "count": ${count}\n    }`);
        return `  ${JSON.stringify(key)}: {\n${inner.join(',\n')}\n  }`;
    });
    return `{\n${blocks.join(',\n')}\n}\n`;
}
/** How many entries and findings counts hold, for the line that says what was written. */
function countsTotal(counts) {
    let entries = 0;
    let findings = 0;
    for (const rules of counts.values())
        for (const n of rules.values()) {
            entries++;
            findings += n;
        }
    return { entries, findings, files: counts.size };
}

// EXTERNAL MODULE: ./src/io/load-config.ts
var load_config = __webpack_require__(8201);
;// CONCATENATED MODULE: ./src/io/load-suppressions.ts





const SUPPRESSIONS_FILE = {
    noun: 'suppressions file',
    without: 'nothing is suppressed by it',
    maxBytes: MAX_SUPPRESSIONS_BYTES,
    tooLargeRule: suppressions_rules/* INVALID_FILE_RULE */.CF,
};
/**
 * The suppressions file at `path` (absolute), or undefined when there is none. It is read as the
 * config is (the same link rules, at most {@link MAX_SUPPRESSIONS_BYTES}); one that may not be read
 * or does not parse comes back with its findings and no entries: the run goes on without it.
 */
function loadSuppressionsFile(path, displayPath, place) {
    const read = (0,load_config/* readBoundedFile */.Mv)(path, displayPath, place, SUPPRESSIONS_FILE);
    if (read === undefined)
        return undefined;
    if ('finding' in read)
        return { path: displayPath, entries: new Map(), findings: [read.finding] };
    return parseSuppressionsFile(read.text, displayPath);
}
/** The suppressions file's text, a finding saying why it was not read, or neither when there is no file. */
function readSuppressionsText(path, displayPath, place) {
    return readBoundedFile(path, displayPath, place, SUPPRESSIONS_FILE);
}
/** Writes the suppressions file's text, its folder made first (`.github/` in a repository that has none yet). */
function writeSuppressionsFile(path, text) {
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
    (0,external_node_fs_.writeFileSync)(path, text);
}

// EXTERNAL MODULE: ./src/report/finding.ts
var finding = __webpack_require__(9023);
// EXTERNAL MODULE: ./src/rules/catalogue.ts
var catalogue = __webpack_require__(1062);
// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(6345);
;// CONCATENATED MODULE: ./src/project/suppressions.ts











/** Whether the options write the file. */
const writesSuppressions = (options) => options.suppressAll === true || (options.suppressRules?.length ?? 0) > 0 || options.prune === true;
/**
 * What is wrong with each `--suppress-rule` id: each must be a rule handoff-gate has that a
 * suppression may hide; anything else is a usage problem that says what to write.
 */
function suppressRuleProblems(ids) {
    const known = new Map((0,catalogue/* ruleCatalogue */.E)(formats/* FORMATS */.h).map((rule) => [rule.id, rule]));
    return ids.flatMap((id) => {
        if (!known.has(id))
            return [`--suppress-rule ${id}: no such rule.${(0,did_you_mean/* didYouMean */.au)(id, known)}`];
        if ((0,suppressions_rules/* guardedDecision */.b9)(id) !== undefined)
            return [
                `--suppress-rule ${id}: this rule guards a person's decision and is never suppressed: each of its findings is made by the change it judges, so a person decides it through the inbox.`,
            ];
        if (!(0,suppressions_rules/* isSuppressible */.qj)(id))
            return [
                `--suppress-rule ${id}: this rule is never suppressed: its findings say that a file could not be judged, or what is wrong with the config or the suppressions file itself, and hiding them would hide that.`,
            ];
        return [];
    });
}
/** Each suppressions file of a run: `--suppressions FILE` for all, else each repository's beside its config. */
function fileScopes(result, cwd, options) {
    const byPath = new Map();
    for (const scope of result.scopes) {
        const path = options.file ? (0,external_node_path_.resolve)(cwd, options.file) : (0,external_node_path_.join)((0,external_node_path_.dirname)(scope.config), suppressions_rules/* SUPPRESSIONS_FILE_NAME */.wG);
        let file = byPath.get(path);
        if (!file)
            byPath.set(path, (file = { path, shown: (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(cwd, path)), scopes: [] }));
        file.scopes.push(scope);
    }
    return [...byPath.values()];
}
/**
 * The repository a report path is in (the deepest of the run's), and the path from its root;
 * each path's answer worked out once for every suppressions file of the run (a run of many
 * repositories has as many files, each asking after every path of the report).
 */
function locator(cwd, scopes) {
    const deepest = [...scopes].sort((a, b) => b.repository.length - a.repository.length);
    const located = new Map();
    return (path) => {
        if (located.has(path))
            return located.get(path);
        const full = (0,external_node_path_.resolve)(cwd, path);
        const scope = deepest.find((s) => full !== s.repository && (0,fs_workspace/* isInside */.FK)(s.repository, full));
        const found = scope && { scope, key: (0,fs_workspace/* toPosix */.d7)((0,external_node_path_.relative)(scope.repository, full)) };
        located.set(path, found);
        return found;
    };
}
/** A report path's key in a suppressions file (its path from its repository's root), or undefined when another file governs it. */
function keyReader(locate, fileScope) {
    const mine = new Set(fileScope.scopes);
    const keys = new Map();
    return ({ path }) => {
        if (keys.has(path))
            return keys.get(path);
        const found = locate(path);
        const key = found && mine.has(found.scope) ? found.key : undefined;
        keys.set(path, key);
        return key;
    };
}
/**
 * Whether the run judged what an entry's key names, so that fewer findings than its count make it
 * stale: the run checked the file (it is in the report), or the file is gone from a folder the run
 * checked. A file the walk left out (git-ignored, no longer a handoff file) is not judged: its
 * entry is neither reported nor pruned.
 */
function judged(result, fileScope, keyOf) {
    // Gathered at the first question: a run with no suppressions file (most) asks none, and the
    // keys of every file of the report cost three path operations each.
    let checked;
    const gather = () => {
        const keys = new Set();
        for (const list of [result.report.files, result.report.findings])
            for (const item of list) {
                const key = keyOf(item);
                if (key !== undefined)
                    keys.add(key);
            }
        return keys;
    };
    return (key) => (checked ??= gather()).has(key) ||
        fileScope.scopes.some((scope) => {
            const full = (0,external_node_path_.join)(scope.repository, key);
            return scope.targets.some((target) => (0,fs_workspace/* isInside */.FK)(target, full)) && !(0,external_node_fs_.existsSync)(full);
        });
}
/**
 * The suppressions files applied to a run's report (see `applyBaseline`), each written first with
 * `--suppress-all`, `--suppress-rule` or `--prune-suppressions`. Returns the report as it stands
 * after them, and a line for each file written. A file that does not parse is reported on its
 * lines and the run goes on without it; one that would be written is a usage error instead: its
 * entries would be lost.
 */
/** The usage error of a `--suppressions` file that is not there (and is not to be written). */
const noSuchSuppressionsFile = (file) => `--suppressions ${file}: no such file.`;
function withSuppressionsFiles(result, cwd, options) {
    if (options.file && !writesSuppressions(options) && !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, options.file)))
        throw new errors/* UsageError */.eb(noSuchSuppressionsFile(options.file));
    const locate = locator(cwd, result.scopes);
    let findings = result.report.findings;
    const suppressed = [];
    const exceeded = [];
    const files = [];
    const notes = [];
    for (const fileScope of fileScopes(result, cwd, options)) {
        const keyOf = keyReader(locate, fileScope);
        const covered = judged(result, fileScope, keyOf);
        let file = loadSuppressionsFile(fileScope.path, fileScope.shown, placeOf(fileScope));
        if (writesSuppressions(options)) {
            const written = writeFile(fileScope, file, countsOf(findings, keyOf), options, covered);
            notes.push(written.note);
            file = written.file;
        }
        if (!file)
            continue;
        files.push(file.path);
        const unusedLevel = fileScope.scopes.find((scope) => scope.unusedLevel !== undefined)?.unusedLevel;
        const applied = applyBaseline({ file, findings, keyOf, covered, ...(unusedLevel && { unusedLevel }) });
        findings = [...applied.findings, ...file.findings];
        suppressed.push(...applied.suppressed);
        exceeded.push(...applied.exceeded);
    }
    if (files.length === 0)
        return { result, notes };
    const before = result.report.suppressed;
    const merged = {
        inline: before?.inline ?? 0,
        baseline: suppressed.length,
        files,
        findings: [...(before?.findings ?? []), ...suppressed].sort(finding/* compareFindings */.Eg),
        exceeded,
    };
    return {
        result: {
            ...result,
            report: { ...result.report, findings: [...findings].sort(finding/* compareFindings */.Eg), suppressed: merged },
        },
        notes,
    };
}
/**
 * The usage error of a suppressions file this run would write that does not parse, thrown before
 * anything is written (`--fix` asks first): writing it over would lose its entries.
 */
function refuseUnwritable(result, cwd, options) {
    if (!writesSuppressions(options))
        return;
    for (const fileScope of fileScopes(result, cwd, options))
        refuseIfUnparsed(fileScope, loadSuppressionsFile(fileScope.path, fileScope.shown, placeOf(fileScope)));
}
const placeOf = (fileScope) => ({ root: fileScope.scopes[0].repository });
function refuseIfUnparsed(fileScope, file) {
    if (!file || file.findings.length === 0)
        return;
    const first = file.findings[0];
    throw new errors/* UsageError */.eb(`${fileScope.shown}:${first.line}:${first.column}: ${first.message} It was not written, so that none of its entries is lost.`);
}
/** Writes one suppressions file from the run's findings; its new text, read back, is what applies. */
function writeFile(fileScope, file, found, options, covered) {
    refuseIfUnparsed(fileScope, file);
    const suppress = options.suppressAll
        ? 'all'
        : options.suppressRules?.length
            ? new Set(options.suppressRules)
            : undefined;
    const counts = updatedCounts(file?.entries ?? new Map(), found, {
        ...(suppress && { suppress }),
        prune: options.prune === true,
        covered,
    });
    const text = suppressionsText(counts);
    writeSuppressionsFile(fileScope.path, text);
    const { entries, findings, files } = countsTotal(counts);
    const note = `handoff-gate: wrote ${fileScope.shown}: ${entries === 0 ? 'no entries' : `${findings} finding${findings === 1 ? '' : 's'} suppressed in ${files} file${files === 1 ? '' : 's'} (${entries} file and rule entr${entries === 1 ? 'y' : 'ies'})`}. Commit it beside the config.\n`;
    return { file: parseSuppressionsFile(text, fileScope.shown), note };
}


/***/ }),

/***/ 6979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PX: () => (/* binding */ realFolder),
/* harmony export */   Tz: () => (/* binding */ noSuchRoot),
/* harmony export */   Vt: () => (/* binding */ realFile),
/* harmony export */   ic: () => (/* binding */ checkedTargets),
/* harmony export */   sE: () => (/* binding */ groupTargets)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_is_folder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7611);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9013);
/* harmony import */ var _roots_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2428);






function checkedTargets(options) {
    const cwd = options.cwd;
    const named = options.targets.length ? options.targets : [options.root ?? '.'];
    const explicitRoot = options.root === undefined ? undefined : rootFolder(cwd, options.root);
    for (const target of named)
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, target)) && !options.overlay?.has(realFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, target))))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`No such file or folder: ${target}`);
    const realCwd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(cwd);
    if (explicitRoot !== undefined) {
        for (const target of named) {
            const { path: real } = namedPath((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, target), explicitRoot);
            if (!(0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(explicitRoot, real))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${target} is outside --root ${options.root}: name paths inside the root, or leave --root out.`);
        }
    }
    return { cwd, named, explicitRoot, realCwd };
}
/**
 * Where a named PATH is judged from. A file keeps its own name in its real folder (a symlink is
 * not followed here: one leaving its repository is reported, not checked where it points), and so
 * does a symlink to a folder that leads out of the repository it lies in (`--root`, else the
 * nearest marked folder): the walk reports it as it reports a file's. Other folders are resolved.
 */
function namedPath(full, explicitRoot) {
    const asNamed = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(realFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(full)), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(full));
    if (!(0,_io_is_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .isFolder */ .l)(full))
        return { path: asNamed, isDir: false };
    const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(full).isSymbolicLink()) {
        const repository = explicitRoot ?? (0,_roots_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryOf */ ._M)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(asNamed));
        if (repository !== undefined && !(0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(repository, real))
            return { path: asNamed, isDir: false };
    }
    return { path: real, isDir: true };
}
/** Step 1: each target's root, from where each PATH is judged ({@link namedPath}). */
function groupTargets({ cwd, named, explicitRoot, realCwd }) {
    const groups = new Map();
    const addTarget = (target, isDir) => {
        const folder = isDir ? target : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target);
        const marked = explicitRoot ?? (0,_roots_js__WEBPACK_IMPORTED_MODULE_5__/* .repositoryOf */ ._M)(folder);
        // Outside any repository, a path under the current folder is judged from the current folder,
        // so the formats' paths (`shared/**`, `.work/**`) and the config's globs apply as written.
        const repository = marked ?? ((0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(realCwd, folder) ? realCwd : folder);
        const bases = [];
        if (marked !== undefined && explicitRoot === undefined) {
            if (isDir && target !== repository)
                bases.push(target);
            if (realCwd !== repository && realCwd !== target && (0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(repository, realCwd) && (0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(realCwd, target))
                bases.push(realCwd);
        }
        const key = [repository, ...bases].join('\u0000');
        let group = groups.get(key);
        if (!group)
            groups.set(key, (group = { repository, kind: marked === undefined ? 'folder' : 'repository', bases, targets: [] }));
        if (!group.targets.includes(target))
            group.targets.push(target);
    };
    for (const target of named) {
        const { path, isDir } = namedPath((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, target), explicitRoot);
        addTarget(path, isDir);
    }
    return groups;
}
/** The usage error of a `--root` that is not there. */
const noSuchRoot = (root) => `--root ${root}: no such folder.`;
/** `--root DIR` as a real folder, or a usage error saying what is wrong with it (never a stack trace). */
function rootFolder(cwd, root) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, root);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(full))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(noSuchRoot(root));
    if (!(0,_io_is_folder_js__WEBPACK_IMPORTED_MODULE_1__/* .isFolder */ .l)(full))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--root ${root}: not a folder.`);
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
}
/** A file's real path: its folder's (see `realFolder`), and its own name, a symlink not followed. */
const realFile = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(realFolder((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path));
/**
 * A folder's real path; for a folder not made yet (a text to be written there, given in the
 * overlay), the real path of the nearest one that is, and the rest as named.
 */
function realFolder(folder) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(folder))
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(folder);
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder);
    return parent === folder ? folder : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(realFolder(parent), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder));
}


/***/ }),

/***/ 927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ fixDiff),
/* harmony export */   O: () => (/* binding */ fixSummary)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3256);


/**
 * What `check --fix` changed, one line per fix, then the files it left alone and why; every piece
 * of file text made inert for a terminal (a value may hold an escape sequence).
 */
function fixSummary(changes, heldBack, dryRun) {
    const lines = [];
    const verb = dryRun ? 'Would fix' : 'Fixed';
    const files = new Set(changes.map((c) => c.path)).size;
    if (changes.length > 0)
        lines.push(`${verb} ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(changes.length, 'finding')} in ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(files, 'file')}:`);
    for (const c of changes) {
        lines.push(`  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(`${c.path}:${c.line}:${c.column}`)}  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(c.before)} → ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(c.after)}  ${c.ruleId}`);
    }
    for (const h of heldBack) {
        const a = h.added;
        lines.push(`Not fixed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(h.path)} (${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(h.fixes, 'fix', 'fixes')}): ${dryRun ? 'fixing it would add' : 'it would have added'} ${a.ruleId} at line ${a.line}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(a.message)} Fix it by hand.`);
    }
    if (changes.length === 0 && heldBack.length === 0)
        lines.push('Nothing to fix: no finding has a safe fix.');
    return `${lines.join('\n')}\n\n`;
}
const CONTEXT = 3;
/**
 * A unified diff of one file's fixes (`--fix-dry-run`), for a person to read: a fix never adds or
 * removes a line, so each hunk spans the same lines before and after. Line ends are not shown; the
 * text is made inert for a terminal.
 */
function fixDiff(path, before, after) {
    const old = before.split('\n').map((line) => line.replace(/\r$/, ''));
    const now = after.split('\n').map((line) => line.replace(/\r$/, ''));
    const changed = [];
    for (let i = 0; i < old.length; i++)
        if (old[i] !== now[i])
            changed.push(i);
    if (changed.length === 0 || old.length !== now.length)
        return '';
    const shown = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(path);
    const out = [`--- a/${shown}`, `+++ b/${shown}`];
    // Hunks: changed lines whose context windows touch are one hunk.
    let start = 0;
    while (start < changed.length) {
        let end = start;
        while (end + 1 < changed.length && changed[end + 1] - changed[end] <= 2 * CONTEXT + 1)
            end++;
        const from = Math.max(0, changed[start] - CONTEXT);
        // A text ending in a line break splits into a last, empty piece that is no line.
        const lineCount = old.at(-1) === '' ? old.length - 1 : old.length;
        const to = Math.min(lineCount, changed[end] + CONTEXT + 1);
        out.push(`@@ -${from + 1},${to - from} +${from + 1},${to - from} @@`);
        const inHunk = new Set(changed.slice(start, end + 1));
        for (let i = from; i < to; i++) {
            if (inHunk.has(i))
                out.push(`-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(old[i])}`, `+${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(now[i])}`);
            else
                out.push(` ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(old[i])}`);
        }
        start = end + 1;
    }
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 5391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VQ: () => (/* binding */ jsonChunks),
/* harmony export */   qy: () => (/* binding */ lazily)
/* harmony export */ });
/* unused harmony exports LazyList, copied */
/**
 * `JSON.stringify(value, null, 2)` in pieces: the objects and arrays of the first `depth` levels
 * are written part by part, what lies deeper by `JSON.stringify` itself, re-indented. Joined, the
 * pieces are that string byte for byte; a caller may write each batch as it comes, so a report
 * of 100 MB is never held as one string (nor as one string and its bytes).
 */
/**
 * An array written element by element, each element made when its turn comes: a report's long
 * lists (its files, findings, gate items) are written without a copy of each list made first.
 * Joined, the pieces are those of `make` applied to every element.
 */
class LazyList {
    source;
    make;
    constructor(source, make) {
        this.source = source;
        this.make = make;
    }
    /** What `JSON.stringify` writes for it, where a level is written whole. */
    toJSON() {
        return this.source.map(this.make);
    }
}
/** Each list made whole: the object a caller reads. */
const copied = (items, make) => items.map(make);
/**
 * Each list a {@link LazyList}, typed as the array it stands for, which only `jsonChunks` reads:
 * for an object made to be written once, in order (a `make` may count what it has made so far).
 */
const lazily = (items, make) => new LazyList(items, make);
function* jsonChunks(value, depth = 3) {
    const batch = [];
    let size = 0;
    for (const piece of pieces(value, depth, '')) {
        batch.push(piece);
        size += piece.length;
        if (size >= BATCH) {
            yield batch.join('');
            batch.length = 0;
            size = 0;
        }
    }
    if (batch.length)
        yield batch.join('');
}
/** Characters per piece handed out: big enough that writing costs few calls, small next to the whole. */
const BATCH = 1 << 16;
/** What `JSON.stringify` leaves out of an object and writes as `null` in an array. */
const skipped = (value) => value === undefined || typeof value === 'function' || typeof value === 'symbol';
function* pieces(value, depth, indent) {
    if (depth > 0 && value instanceof LazyList) {
        yield* lazyPieces(value, depth, indent);
        return;
    }
    if (depth === 0 ||
        value === null ||
        typeof value !== 'object' ||
        typeof value.toJSON === 'function') {
        const text = JSON.stringify(value, null, 2);
        // A string in JSON holds no raw line break: every one in the text is the layout's.
        yield indent && text.includes('\n') ? text.replaceAll('\n', `\n${indent}`) : text;
        return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0) {
            yield '[]';
            return;
        }
        yield `[\n${inner}`;
        for (let i = 0; i < value.length; i++) {
            if (i > 0)
                yield `,\n${inner}`;
            const item = value[i];
            if (skipped(item))
                yield 'null';
            else
                yield* pieces(item, depth - 1, inner);
        }
        yield `\n${indent}]`;
        return;
    }
    const record = value;
    const keys = Object.keys(record).filter((key) => !skipped(record[key]));
    if (keys.length === 0) {
        yield '{}';
        return;
    }
    yield `{\n${inner}`;
    for (let i = 0; i < keys.length; i++) {
        if (i > 0)
            yield `,\n${inner}`;
        yield `${JSON.stringify(keys[i])}: `;
        yield* pieces(record[keys[i]], depth - 1, inner);
    }
    yield `\n${indent}}`;
}
/** A {@link LazyList} as `pieces` writes the array of its elements made. */
function* lazyPieces(list, depth, indent) {
    const { source, make } = list;
    if (source.length === 0) {
        yield '[]';
        return;
    }
    const inner = `${indent}  `;
    yield `[\n${inner}`;
    for (let i = 0; i < source.length; i++) {
        if (i > 0)
            yield `,\n${inner}`;
        const item = make(source[i]);
        if (skipped(item))
            yield 'null';
        else
            yield* pieces(item, depth - 1, inner);
    }
    yield `\n${indent}]`;
}


/***/ }),

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ jsonSkipped),
/* harmony export */   Z2: () => (/* binding */ jsonRule),
/* harmony export */   hF: () => (/* binding */ renderJson),
/* harmony export */   rR: () => (/* binding */ renderJsonChunks)
/* harmony export */ });
/* unused harmony export toJson */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7194);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8850);
/* harmony import */ var _json_chunks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5391);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);
/* harmony import */ var _skipped_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9528);





/** A copy with the keys in `order` first and undefined ones left out (not written as `null`). */
function ordered(value, order) {
    const out = {};
    for (const key of order)
        if (value[key] !== undefined)
            out[key] = value[key];
    return out;
}
const FINDING_KEYS = ['path', 'line', 'column', 'ruleId', 'severity', 'message', 'fix'];
const ITEM_KEYS = [
    'priority',
    'id',
    'category',
    'description',
    'location',
    'locationMissing',
    'locationFile',
    'fix',
    'source',
];
const SOURCE_KEYS = ['path', 'format', 'declared', 'declaredCounts', 'counts', 'decides'];
const INBOX_KEYS = ['key', 'reason', 'path', 'title', 'line', 'format', 'risk', 'actions', 'details', 'left'];
const NODE_KEYS = ['id', 'label', 'status', 'declared', 'path', 'line'];
const EDGE_KEYS = ['from', 'to', 'label', 'loop'];
/** A catalogue entry as the JSON outputs give a rule (this report's `rules`, `handoff-gate rules --format json`). */
function jsonRule(rule, ruleDocs) {
    const docs = ruleDocs?.(rule.id);
    return {
        id: rule.id,
        severity: rule.severity,
        summary: rule.summary,
        spec: rule.document ?? null,
        section: rule.spec ?? null,
        ...(docs !== undefined && { docs }),
    };
}
/** The catalogue's entries for the rules `findings` name, in the order each first appears; an id it lacks is left out. */
function rulesOf(findings, catalogue, ruleDocs) {
    const byId = new Map(catalogue.map((rule) => [rule.id, rule]));
    const named = new Map();
    for (const { ruleId } of findings) {
        const rule = named.has(ruleId) ? undefined : byId.get(ruleId);
        if (rule)
            named.set(ruleId, jsonRule(rule, ruleDocs));
    }
    return [...named.values()];
}
/** The report as the contract's plain object (also what the action writes to its `report` file). */
function toJson(report, options = {}) {
    return jsonOf(report, options, copied);
}
function jsonOf(report, options, list) {
    const json = {
        version: 1,
        files: list(report.files, (f) => ({ path: f.path, format: f.format })),
        // `message` is for a person: made inert; `path` names the file for a program and stays exact.
        findings: list(report.findings, (f) => ordered({ ...f, message: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(f.message) }, FINDING_KEYS)),
        gate: {
            result: report.gate.result,
            p0: report.gate.p0,
            p1: report.gate.p1,
            p2: report.gate.p2,
            p3: report.gate.p3,
            items: list(report.gate.items, (i) => ordered(i, ITEM_KEYS)),
            sources: list(report.gate.sources, (s) => ordered(s, SOURCE_KEYS)),
            counted: report.gate.counted,
            declaredBy: report.gate.declaredBy.map((d) => ({ path: d.path, result: d.result })),
        },
        risk: report.risk.level,
        riskReasons: [...report.risk.reasons],
        inbox: list(report.inbox, (i) => ordered((0,_report_report_js__WEBPACK_IMPORTED_MODULE_3__/* .itemAsWritten */ .$5)(i), INBOX_KEYS)),
        chain: {
            nodes: report.chain.nodes.map((n) => ordered(n, NODE_KEYS)),
            edges: report.chain.edges.map((e) => ordered(e, EDGE_KEYS)),
        },
        ...(report.suppressed && { suppressed: jsonSuppressed(report.suppressed) }),
        rules: rulesOf(report.findings, options.rules ?? [], options.ruleDocs),
    };
    if (options.roots)
        json.roots = options.roots.map((r) => ({ path: r.path, kind: r.kind, config: r.config }));
    if (options.skipped)
        json.skipped = jsonSkipped(report, options.skipped);
    if (options.pullRequest) {
        const { repository, number, headSha, baseSha, inboxAdded, inboxResolved } = options.pullRequest;
        const items = (list) => list.map((i) => ordered((0,_report_report_js__WEBPACK_IMPORTED_MODULE_3__/* .itemAsWritten */ .$5)(i), INBOX_KEYS));
        json.pullRequest = {
            repository,
            number,
            headSha,
            baseSha,
            inboxAdded: items(inboxAdded),
            inboxResolved: items(inboxResolved),
        };
    }
    return json;
}
/** The `skipped` key of the CLI's JSON (`check`'s and `inbox`'s): the walk's groups, then those the findings tell of. */
function jsonSkipped(report, own) {
    return (0,_skipped_js__WEBPACK_IMPORTED_MODULE_2__/* .allSkips */ .ae)(report, own).map((group) => ({
        reason: group.reason,
        count: group.count,
        paths: [...group.paths],
        message: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)((0,_skipped_js__WEBPACK_IMPORTED_MODULE_2__/* .skipMessage */ .Tf)(group, (text) => `\`${text}\``)),
    }));
}
function jsonSuppressed(s) {
    return {
        count: s.inline + s.baseline,
        inline: s.inline,
        baseline: s.baseline,
        files: [...s.files],
        exceeded: s.exceeded.map((e) => ({ path: e.path, ruleId: e.ruleId, count: e.count, found: e.found })),
        ...(s.brought && { brought: s.brought.map((b) => ({ ...b })) }),
    };
}
/** The JSON report as text: `JSON.stringify(toJson(report), null, 2)` and a line end. */
function renderJson(report, options = {}) {
    return [...renderJsonChunks(report, options)].join('');
}
/** {@link renderJson} in pieces, for a caller that writes as it goes. */
function* renderJsonChunks(report, options = {}) {
    // A gate item's description or an inbox item's title may quote a credential: named, never shown.
    // A piece never splits a string value, so each is redacted whole (and stays valid JSON).
    // Its long lists are made element by element as they are written: never a copy of each held whole.
    for (const chunk of (0,_json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonChunks */ .VQ)(jsonOf(report, options, _json_chunks_js__WEBPACK_IMPORTED_MODULE_4__/* .lazily */ .qy)))
        yield (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(chunk);
    yield '\n';
}


/***/ }),

/***/ 3256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 file`, `3 files`: a count with its noun. */
function plural(count, singular, pluralForm = `${singular}s`) {
    return `${count} ${count === 1 ? singular : pluralForm}`;
}


/***/ }),

/***/ 9528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tf: () => (/* binding */ skipMessage),
/* harmony export */   ae: () => (/* binding */ allSkips),
/* harmony export */   gO: () => (/* binding */ SKIPPED_PATHS_SHOWN),
/* harmony export */   p0: () => (/* binding */ uncheckedPaths)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3256);
/* harmony import */ var _engine_config_path_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6764);
/* harmony import */ var _report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1643);
/* harmony import */ var _detect_detect_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8752);
/* harmony import */ var _engine_outside_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6276);
/* harmony import */ var _detect_near_miss_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2210);
/* harmony import */ var _detect_near_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(633);
/* harmony import */ var _parse_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2575);








/** Past this many, a group's `paths` stops: the count says how many there are. */
const SKIPPED_PATHS_SHOWN = 5;
/** Rules whose finding means the file was noticed but not checked as a handoff file. */
const NOT_CHECKED_RULES = new Map([
    [_parse_read_js__WEBPACK_IMPORTED_MODULE_4__/* .TOO_LARGE_RULE */ .gZ, 'too-large'],
    [_detect_near_miss_js__WEBPACK_IMPORTED_MODULE_2__/* .NEAR_MISS_RULE */ .x.id, 'near-miss'],
    [_detect_near_path_js__WEBPACK_IMPORTED_MODULE_3__/* .EXTENSION_RULE */ .PN.id, 'extension'],
    [_detect_detect_js__WEBPACK_IMPORTED_MODULE_0__/* .UNRECOGNISED_RULE */ .w, 'unrecognised'],
    [_report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .SYMLINK_OUTSIDE_RULE */ .j8, 'symlink-outside'],
    [_report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .NOT_READ_RULE */ .IQ, 'not-read'],
    [_report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .UNREADABLE_RULE */ .bn, 'unreadable'],
    [_engine_outside_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTSIDE_PATHS_RULE */ .U.id, 'outside-paths'],
]);
/** Files the report names that were only noticed, not checked: every finding of theirs says so (or, with those rules off, no format). */
function uncheckedPaths(report) {
    const skipOnly = new Map();
    for (const finding of report.findings) {
        const skip = NOT_CHECKED_RULES.has(finding.ruleId);
        skipOnly.set(finding.path, (skipOnly.get(finding.path) ?? true) && skip);
    }
    const out = new Set();
    for (const [path, only] of skipOnly)
        if (only)
            out.add(path);
    for (const file of report.files)
        if (file.format === null && !skipOnly.has(file.path))
            out.add(file.path);
    return out;
}
/** The groups the findings themselves tell of, in a fixed order, one per reason that has files. */
function findingSkips(report) {
    const byReason = new Map();
    for (const finding of report.findings) {
        const reason = NOT_CHECKED_RULES.get(finding.ruleId);
        if (!reason)
            continue;
        let paths = byReason.get(reason);
        if (!paths)
            byReason.set(reason, (paths = new Set()));
        paths.add(finding.path);
    }
    const out = [];
    for (const reason of NOT_CHECKED_RULES.values()) {
        const paths = byReason.get(reason);
        if (paths)
            out.push({ reason, count: paths.size, paths: [...paths].sort().slice(0, SKIPPED_PATHS_SHOWN) });
    }
    return out;
}
/** Every group: the caller's own (what only the walk knows) first, then those the findings tell of. */
function allSkips(report, own = []) {
    return [...own, ...findingSkips(report)];
}
const listed = (names, quote) => names.map(quote).join(', ');
/** The group in one sentence: how many, why, and the flag or config key that includes them. */
function skipMessage(group, quote) {
    const n = group.count;
    const they = n === 1 ? 'it' : 'them';
    switch (group.reason) {
        case 'git-ignored': {
            const names = group.names ?? [];
            const where = names.length ? ` (${listed(names, quote)})` : '';
            const folders = names.filter((name) => name.endsWith('/')).length;
            const what = names.length === 1
                ? folders
                    ? 'the folder'
                    : 'it'
                : folders === names.length
                    ? 'the folders'
                    : folders
                        ? 'the folders and files'
                        : 'them';
            const how = group.command
                ? `name ${what} to check ${they}: ${quote(group.command)}`
                : `name ${they} on the command line to check ${they}`;
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'handoff file')} under git-ignored paths ${n === 1 ? 'was' : 'were'} not checked${where}; ${how}.`;
        }
        case 'no-handoff-file': {
            const where = group.looksFor?.length
                ? `it looks for ${listed(group.looksFor, quote)}, and for files anywhere that carry a format's keys`
                : "no format path matched and no file carries a format's keys";
            const among = n === 0
                ? 'No YAML, JSON or Markdown file was found, so no handoff file was checked'
                : `No handoff file found among ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'YAML/JSON/Markdown file')}`;
            const inPlace = group.inPlace;
            if (inPlace) {
                const them = inPlace.count === 1
                    ? `${quote(inPlace.paths[0])} sits`
                    : `${inPlace.count} of them (${listed(inPlace.paths, quote)}${inPlace.count > inPlace.paths.length ? ', …' : ''}) sit`;
                return `${among}: ${them} where a format looks but lack${inPlace.count === 1 ? 's' : ''} the keys it needs there (a ${quote('.work/')} file is an envelope by its ${quote('kind')} and ${quote('agent_id')}); add them, or see ${quote('handoff-gate schema')}.`;
            }
            return `${among}: ${where}. Set ${quote('paths:')} in ${quote(_engine_config_path_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_CONFIG_PATH */ .B)} for other layouts.`;
        }
        case 'too-large':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'file')} over the size limit ${n === 1 ? 'was' : 'were'} not checked (${quote(_parse_read_js__WEBPACK_IMPORTED_MODULE_4__/* .TOO_LARGE_RULE */ .gZ)}); raise ${quote('max-file-size')} in ${quote(_engine_config_path_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_CONFIG_PATH */ .B)} to check ${they}.`;
        case 'near-miss':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'file')} almost carr${n === 1 ? 'ies' : 'y'} a handoff format's keys and ${n === 1 ? 'was' : 'were'} not checked (${quote(_detect_near_miss_js__WEBPACK_IMPORTED_MODULE_2__/* .NEAR_MISS_RULE */ .x.id)}); fix the key each finding names.`;
        case 'extension':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'file')} where a format's files live end${n === 1 ? 's' : ''} in an extension that format does not read (case counts) and ${n === 1 ? 'was' : 'were'} not checked (${quote(_detect_near_path_js__WEBPACK_IMPORTED_MODULE_3__/* .EXTENSION_RULE */ .PN.id)}); rename ${they} as each finding says.`;
        case 'unrecognised':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'named file')} match${n === 1 ? 'es' : ''} no handoff format and ${n === 1 ? 'was' : 'were'} not checked (${quote(_detect_detect_js__WEBPACK_IMPORTED_MODULE_0__/* .UNRECOGNISED_RULE */ .w)}); if ${n === 1 ? 'it is a handoff file' : 'they are handoff files'}, add ${they} to ${quote('paths:')} in ${quote(_engine_config_path_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_CONFIG_PATH */ .B)}.`;
        case 'symlink-outside':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'symlink')} pointing outside the repository ${n === 1 ? 'was' : 'were'} not followed (${quote(_report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .SYMLINK_OUTSIDE_RULE */ .j8)}); check the files ${n === 1 ? 'it points' : 'they point'} to from their own repository.`;
        case 'unreadable':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'file or folder', 'files or folders')} could not be read (${quote(_report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .UNREADABLE_RULE */ .bn)}: the system refused access) and ${n === 1 ? 'was' : 'were'} not checked; make ${they} readable to the user the check runs as.`;
        case 'outside-paths':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'folder')} below the root (a package's ${quote('.forge/')}, ${quote('.work/')}, ${quote('shared/')}) hold${n === 1 ? 's' : ''} handoff files that no path rule covers, left unchecked (${quote(_engine_outside_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTSIDE_PATHS_RULE */ .U.id)}); each finding names the folder and the fix.`;
        case 'not-read':
            return `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(n, 'symlink or special file', 'symlinks or special files')} ${n === 1 ? 'was' : 'were'} not read (${quote(_report_adapter_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .NOT_READ_RULE */ .IQ)}: into ${quote('.git/')}, to an ignored or untracked file, a folder, nothing, or a FIFO, socket or device); each finding says which.`;
    }
}


/***/ }),

/***/ 8850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ itemAsWritten),
/* harmony export */   ti: () => (/* binding */ CHAIN_STATUSES)
/* harmony export */ });
/* unused harmony export shownDetails */
/**
 * The details as the item's issue and the JSON report show them: its details, then a
 * `Question <n>` and an `Answer <n>` row per question (`(no question)`, `(unanswered)` where the
 * file has none).
 */
function shownDetails(item) {
    if (!item.questions)
        return item.details;
    return [
        ...item.details,
        ...item.questions.flatMap((q) => [
            { label: `Question ${q.number}`, value: q.question ?? '(no question)' },
            { label: `Answer ${q.number}`, value: q.answer ?? '(unanswered)' },
        ]),
    ];
}
/** The item as JSON output writes it: its questions among its details ({@link shownDetails}), its keys in their order. */
function itemAsWritten(item) {
    if (!item.questions)
        return item;
    const { questions: _questions, ...rest } = { ...item, details: shownDetails(item) };
    return rest;
}
/** Where an agent stands, normalised from each format's own status words. */
const CHAIN_STATUSES = ['done', 'active', 'waiting', 'blocked', 'failed', 'unknown'];


/***/ }),

/***/ 5629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ docsLink)
/* harmony export */ });
/** The page's link in this channel, or undefined when the channel holds no such page. */
function docsLink(channel, path) {
    const segments = pageSegments(path);
    if (!segments)
        return undefined;
    const encoded = segments.map(encodeURIComponent).join('/');
    switch (channel.kind) {
        case 'repository': {
            const ref = channel.ref.split('/').map(encodeURIComponent).join('/');
            return `${withoutTrailingSlashes(channel.repository)}/blob/${ref}/${encoded}`;
        }
        case 'package':
            return channel.shipped(segments.join('/')) ? `${channel.root}${encoded}` : undefined;
        case 'none':
            return undefined;
    }
}
/**
 * A page's path from the package root, in segments: relative, no empty, `.` or `..` segment, no
 * `\`. Anything else names no page (fails closed), so no link can lead out of the docs' copy.
 */
function pageSegments(path) {
    if (path === '' || path.length > 300 || path.includes('\\'))
        return undefined;
    const segments = path.split('/');
    return segments.every((s) => s !== '' && s !== '.' && s !== '..') ? segments : undefined;
}
/**
 * The address without the `/`s that end it. A loop: `/\/+$/` restarts at every `/` of a long run
 * (quadratic).
 */
function withoutTrailingSlashes(url) {
    let end = url.length;
    while (end > 0 && url.charCodeAt(end - 1) === 0x2f)
        end--;
    return url.slice(0, end);
}


/***/ }),

/***/ 1657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ ruleDocUrl),
/* harmony export */   vi: () => (/* binding */ isGlossaryTerm),
/* harmony export */   yQ: () => (/* binding */ ruleDocs)
/* harmony export */ });
/* unused harmony exports ruleDocPath, GLOSSARY, glossary */
/* harmony import */ var _docs_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5629);

/**
 * Where a rule's page is: `docs/rules/<prefix>/<name>.md` in the repository and the package
 * (written by `npm run all`, scripts/rule-docs.mjs). Every output that names a rule links it
 * through its channel's link (src/rules/docs-link.ts): SARIF `helpUri`, the JSON report's and
 * `rules --format json`'s `docs`, `explain`, the check run's annotations, the comment, the
 * language server's hover and `codeDescription`, the MCP server's `explain_rule`.
 */
/** A rule page's path from the repository root. Rule ids are `[a-z-]+/[a-z0-9-]+` (test/generated.test.ts). */
function ruleDocPath(ruleId) {
    return `docs/rules/${ruleId}.md`;
}
/** The rule's page in the channel, or undefined when the channel holds none. */
function ruleDocUrl(channel, ruleId) {
    return (0,_docs_link_js__WEBPACK_IMPORTED_MODULE_0__/* .docsLink */ ._)(channel, ruleDocPath(ruleId));
}
/**
 * A function giving each rule of the catalogue its page's address in the channel, and nothing for
 * an id without a page (the gate's `gate/p0`, `gate/p1`, `run/*` notifications).
 */
function ruleDocs(channel, catalogue) {
    const known = new Set([...catalogue].map((rule) => rule.id));
    return (ruleId) => (known.has(ruleId) ? ruleDocUrl(channel, ruleId) : undefined);
}
/**
 * The words of the outputs a reader may not know, each the anchor of its entry in
 * docs/glossary.md (GitHub's anchor of the entry's heading; test/docs-links.test.ts holds them).
 */
const GLOSSARY = {
    priority: 'p0-to-p3',
    'declared-verdict': 'declared-verdict',
    envelope: 'envelope',
    handoff: 'handoff',
    intent: 'intent',
    message: 'message',
    'subagent-response': 'subagent-response',
    inbox: 'inbox',
};
/** The words that have an entry, for a caller that holds a word from a report (a format's id). */
function isGlossaryTerm(word) {
    return Object.hasOwn(GLOSSARY, word);
}
/**
 * A function giving each word its glossary entry's address in the channel (the same copy as the
 * rule pages, so a link reads the glossary of the version that wrote it), or undefined when the
 * channel holds no glossary: then the words stay plain.
 */
function glossary(channel) {
    const page = docsLink(channel, 'docs/glossary.md');
    return page === undefined ? undefined : (term) => `${page}#${GLOSSARY[term]}`;
}


/***/ }),

/***/ 8968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ ruleSource)
});

// EXTERNAL MODULE: ./src/detect/detect.ts
var detect = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/detect/near-miss.ts
var near_miss = __webpack_require__(2210);
// EXTERNAL MODULE: ./src/detect/near-path.ts
var near_path = __webpack_require__(633);
// EXTERNAL MODULE: ./src/report/adapter-rules.ts
var adapter_rules = __webpack_require__(1643);
// EXTERNAL MODULE: ./src/engine/finding-sink.ts
var finding_sink = __webpack_require__(8751);
// EXTERNAL MODULE: ./src/engine/outside-paths.ts
var outside_paths = __webpack_require__(6276);
// EXTERNAL MODULE: ./src/engine/run-budget.ts
var run_budget = __webpack_require__(4569);
// EXTERNAL MODULE: ./src/parse/code-fence.ts
var code_fence = __webpack_require__(7986);
// EXTERNAL MODULE: ./src/parse/duplicates.ts
var duplicates = __webpack_require__(6149);
// EXTERNAL MODULE: ./src/parse/json-doc.ts
var json_doc = __webpack_require__(7554);
// EXTERNAL MODULE: ./src/parse/markdown-doc.ts
var markdown_doc = __webpack_require__(1485);
// EXTERNAL MODULE: ./src/parse/read.ts
var read = __webpack_require__(2575);
// EXTERNAL MODULE: ./src/parse/yaml-doc.ts + 1 modules
var yaml_doc = __webpack_require__(1442);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var rules = __webpack_require__(367);
;// CONCATENATED MODULE: ./src/rules/rule-modules.ts
// Generated by `npm run all` (scripts/rule-modules.mjs) from the folders of src/formats/: do not edit.
/** Each format's folder, by its id: `src/formats/<id>`, or its family's `kinds/<id>`. */
const FORMAT_FOLDERS = {
    envelope: 'src/formats/envelope',
    handoff: 'src/formats/handoff',
    history: 'src/formats/intent/kinds/history',
    intent: 'src/formats/intent',
    'intent-draft': 'src/formats/intent/kinds/intent-draft',
    message: 'src/formats/message',
    observations: 'src/formats/intent/kinds/observations',
    'review-result': 'src/formats/intent/kinds/review-result',
    'subagent-response': 'src/formats/subagent-response',
    task: 'src/formats/intent/kinds/task',
};
/** The checks every format shares, by the name after the format's prefix: the module of each. */
const SHARED_MODULES = {
    required: 'src/rules/shared/schema.ts',
    type: 'src/rules/shared/schema.ts',
    enum: 'src/rules/shared/schema.ts',
    range: 'src/rules/shared/schema.ts',
    format: 'src/rules/shared/schema.ts',
    'key-typo': 'src/rules/shared/key-typo.ts',
    'template-leftover': 'src/rules/shared/template-leftover.ts',
    timestamp: 'src/rules/shared/timestamp.ts',
};
/** Each format's own rule modules, by its id: the names in `<folder>/rules/`, but the cases and `index.ts`. */
const FORMAT_RULE_MODULES = {
    envelope: [
        'agent-id-segments',
        'artifact-missing',
        'artifact-path',
        'finding-incomplete',
        'finding-location-not-found',
        'finding-location-path',
        'gate-count-short',
        'gate-next-mismatch',
        'gate-result-mismatch',
        'next-mismatch',
        'severity-mismatch',
        'severity-missing',
        'status-requires',
    ],
    handoff: [
        'artifact-not-found',
        'artifact-path',
        'duplicate-issue-id',
        'from-agent-mismatch',
        'issue-location',
        'issue-location-not-found',
        'iteration-decreased',
        'loop-fields-missing',
        'loop-reason-missing',
        'loop-target-required',
        'loop-target-without-loop',
    ],
    history: ['failure-reason-required', 'intent-id-format'],
    intent: [
        'approval-skipped',
        'clarification-left-unanswered',
        'cycle',
        'decided-outside-inbox',
        'deleted-outside-inbox',
        'dependency-not-found',
        'duplicate-id',
        'file-extension',
        'id-not-slug',
        'nested-intent',
        'parent-not-approved',
        'parent-not-found',
        'reference-impl-value',
        'risk-lowered',
        'status-transition',
        'status-vs-tasks',
        'unknown-type',
    ],
    'intent-draft': ['empty-body', 'unknown-type'],
    message: [
        'answer-direction',
        'answered-question-pending',
        'body-placeholder',
        'bracket-header',
        'bracket-value',
        'deliverable-path',
        'duplicate-id',
        'folder-mismatch',
        'id-format',
        'missing-section',
        'no-header',
        'question-left-unanswered',
        'reference-not-found',
        'status-transition',
        'template-leftover',
        'updated-before-created',
    ],
    observations: ['evidence-not-found', 'evidence-path', 'intent-id-format', 'reference-impl-value'],
    'review-result': [
        'missing-verdict',
        'reference-impl-value',
        'rejected-without-issues',
        'task-not-found',
        'verdict-conflict',
    ],
    'subagent-response': [
        'next-action-mismatch',
        'output-path',
        'proceed-below-threshold',
        'regenerate-requires-issues',
        'retired-agent',
        'review-requires-score',
        'revision-target-required',
        'unknown-revision-target',
    ],
    task: [
        'cycle',
        'dependency-not-found',
        'duplicate-id',
        'incomplete',
        'intent-not-found',
        'intent-status',
        'reference-impl-value',
        'relevant-file-path',
        'status-transition',
    ],
};

;// CONCATENATED MODULE: ./src/rules/sources.ts















const SUPPRESSIONS = 'src/suppressions/rules.ts';
/**
 * The module that reports each of the engine's own rules, as a path from the repository root
 * (scripts/rule-modules.mjs's ENGINE, which test/rules/rule-modules.test.ts holds equal to it).
 */
const ENGINE_SOURCES = {
    [read/* TOO_LARGE_RULE */.gZ]: 'src/parse/read.ts',
    [read/* BINARY_RULE */.Bd]: 'src/parse/read.ts',
    [read/* ENCODING_RULE */.Rz]: 'src/parse/read.ts',
    [read/* BOM_RULE */.Ih]: 'src/parse/read.ts',
    [read/* EMPTY_RULE */.rj]: 'src/engine/file-check.ts',
    [read/* TOO_MANY_LINES_RULE */.c1]: 'src/parse/read.ts',
    [yaml_doc/* TOO_DEEP_RULE */.dj]: 'src/parse/yaml-doc.ts',
    [finding_sink/* TOO_MANY_FINDINGS_RULE */.l]: 'src/engine/finding-sink.ts',
    [run_budget/* NOT_JUDGED_RULE */.lC]: 'src/engine/run-budget.ts',
    [adapter_rules/* SYMLINK_OUTSIDE_RULE */.j8]: 'src/io/file-gate.ts',
    [adapter_rules/* NOT_READ_RULE */.IQ]: 'src/io/file-gate.ts',
    [adapter_rules/* BASE_NOT_READ_RULE */.yP]: 'src/action/base-files.ts',
    [adapter_rules/* UNREADABLE_RULE */.bn]: 'src/io/file-gate.ts',
    [detect/* UNRECOGNISED_RULE */.w]: 'src/engine/file-check.ts',
    [near_miss/* NEAR_MISS_RULE */.x.id]: 'src/detect/near-miss.ts',
    [near_path/* EXTENSION_RULE */.PN.id]: 'src/detect/near-path.ts',
    [outside_paths/* OUTSIDE_PATHS_RULE */.U.id]: 'src/engine/outside-paths.ts',
    [code_fence/* CODE_FENCE_RULE */.r]: 'src/parse/code-fence.ts',
    [yaml_doc/* YAML_SYNTAX_RULE */.r0]: 'src/parse/yaml-doc.ts',
    [duplicates/* DUPLICATE_KEY_RULE */.r]: 'src/parse/duplicates.ts',
    [yaml_doc/* MULTI_DOCUMENT_RULE */.ZC]: 'src/parse/yaml-doc.ts',
    [yaml_doc/* ALIAS_LIMIT_RULE */.uJ]: 'src/parse/yaml-doc.ts',
    [json_doc/* JSON_SYNTAX_RULE */.WN]: 'src/parse/json-doc.ts',
    [json_doc/* JSON_COMMENT_RULE */.ao]: 'src/parse/json-doc.ts',
    [markdown_doc/* FRONTMATTER_UNCLOSED_RULE */.Up]: 'src/parse/markdown-doc.ts',
    [adapter_rules/* CONFIG_INVALID_RULE */.AU]: 'src/config/parse.ts',
    [adapter_rules/* CONFIG_UNKNOWN_KEY_RULE */.jT]: 'src/config/parse.ts',
    [adapter_rules/* CONFIG_CHANGE_RULE */.lX]: 'src/config/governing.ts',
    [adapter_rules/* CONFIG_EXTENDS_UNREAD_RULE */.YN]: 'src/config/extends.ts',
    [adapter_rules/* CONFIG_EXTENDS_SKIPPED_RULE */.vj]: 'src/config/extends.ts',
    [adapter_rules/* CONFIG_LOCKED_RULE */.to]: 'src/config/extends.ts',
    [rules/* UNUSED_RULE */.g]: SUPPRESSIONS,
    [rules/* NO_REASON_RULE */.sw]: SUPPRESSIONS,
    [rules/* UNKNOWN_RULE_RULE */.jc]: SUPPRESSIONS,
    [rules/* NOT_SUPPRESSIBLE_RULE */.F$]: SUPPRESSIONS,
    [rules/* INVALID_FILE_RULE */.CF]: SUPPRESSIONS,
    [rules/* CHANGED_IN_PULL_REQUEST_RULE */.Ep]: SUPPRESSIONS,
    [rules/* ADDED_IN_PULL_REQUEST_RULE */.W7]: SUPPRESSIONS,
    [rules/* GUARDS_A_DECISION_RULE */.JS]: SUPPRESSIONS,
};
/**
 * The module a rule is defined in, as a path from the repository root, found as
 * scripts/rule-modules.mjs's `ruleModule` finds it on disk: an engine rule's reporting module; a
 * check every format shares in `src/rules/shared/`; else the format's `rules/<name>.ts`, or the
 * family module whose name is the longest prefix of `<name>` followed by `-`
 * (`status-requires.ts` for `envelope/status-requires-blockers`). Undefined for an id no module
 * defines.
 */
function ruleSource(id) {
    if (Object.hasOwn(ENGINE_SOURCES, id))
        return ENGINE_SOURCES[id];
    const slash = id.indexOf('/');
    const format = id.slice(0, slash);
    const name = id.slice(slash + 1);
    if (slash <= 0 || !name || !Object.hasOwn(FORMAT_FOLDERS, format))
        return undefined;
    if (Object.hasOwn(SHARED_MODULES, name))
        return SHARED_MODULES[name];
    const modules = FORMAT_RULE_MODULES[format] ?? [];
    const module = modules.includes(name)
        ? name
        : modules.filter((family) => name.startsWith(`${family}-`)).sort((a, b) => b.length - a.length)[0];
    return module === undefined ? undefined : `${FORMAT_FOLDERS[format]}/rules/${module}.ts`;
}


/***/ }),

/***/ 4762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ grouped)
/* harmony export */ });
/**
 * `12,345`: a whole number with its digits grouped by threes, as `toLocaleString('en-US')` writes
 * it, without the locale data that call loads (about 25 ms the first time, at start-up here).
 */
function grouped(count) {
    const digits = String(Math.abs(Math.trunc(count)));
    let out = digits.slice(0, digits.length % 3 || 3);
    for (let i = out.length; i < digits.length; i += 3)
        out += `,${digits.slice(i, i + 3)}`;
    return count < 0 ? `-${out}` : out;
}


/***/ })

};
