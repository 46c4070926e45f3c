export const id = 77;
export const ids = [77];
export const modules = {

/***/ 2077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveLsp: () => (/* binding */ serveLsp)
});

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver/lib/node/main.js
var main = __webpack_require__(900);
// EXTERNAL MODULE: ./node_modules/vscode-languageserver-textdocument/lib/esm/main.js
var esm_main = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/lib/public.ts
var lib_public = __webpack_require__(5738);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/project/fix.ts + 1 modules
var fix = __webpack_require__(6680);
// EXTERNAL MODULE: ./src/project/run-check.ts + 9 modules
var run_check = __webpack_require__(8983);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/io/fs-workspace.ts
var fs_workspace = __webpack_require__(9013);
// EXTERNAL MODULE: ./src/io/git.ts
var git = __webpack_require__(7500);
;// CONCATENATED MODULE: ./src/io/workspace-cache.ts


function workspaceCache() {
    const workspaces = new Map();
    const commits = new Map();
    return {
        workspace(root, commit, replaced) {
            const key = `${root}\u0000${commit ?? ''}`;
            let entry = workspaces.get(key);
            if (!entry) {
                const live = new Set();
                entry = { workspace: remembered((0,fs_workspace/* fsWorkspace */.Dy)(root, commit, { replaced: live }), live), replaced: live };
                workspaces.set(key, entry);
            }
            entry.replaced.clear();
            for (const path of replaced)
                entry.replaced.add(path);
            return entry.workspace;
        },
        commit(repository, ref) {
            const key = `${repository}\u0000${ref}`;
            if (!commits.has(key))
                commits.set(key, (0,git/* resolveCommit */.WL)(repository, ref));
            return commits.get(key);
        },
        forget() {
            workspaces.clear();
            commits.clear();
        },
    };
}
/** A workspace whose reads (of the disk, and of the base revision) are each made once. */
function remembered(disk, replaced) {
    const reads = new Map();
    const bases = new Map();
    const globs = new Map();
    const { readBase } = disk;
    return {
        ...disk,
        read(path, maxBytes) {
            const key = `${maxBytes}\u0000${path}`;
            if (!reads.has(key))
                reads.set(key, disk.read(path, maxBytes));
            return reads.get(key);
        },
        glob(patterns) {
            const key = patterns.join('\u0000');
            let listed = globs.get(key);
            if (!listed)
                globs.set(key, (listed = disk.glob(patterns)));
            return listed;
        },
        ...(readBase && {
            // Whether a file's text comes from elsewhere decides whether its base is asked for (fs-workspace.ts).
            readBase(path) {
                const key = `${replaced.has(path) ? 1 : 0}\u0000${path}`;
                if (!bases.has(key))
                    bases.set(key, readBase(path));
                return bases.get(key);
            },
        }),
    };
}

// EXTERNAL MODULE: ./src/suppressions/rules.ts
var rules = __webpack_require__(367);
// EXTERNAL MODULE: ./src/lib/in-root.ts
var in_root = __webpack_require__(8369);
;// CONCATENATED MODULE: ./src/lib/session.ts








/**
 * The library's `checkText` and `fixText` for an editor: the texts of every open buffer count
 * (saved or not, a file that is nowhere on the disk yet included), diff-aware rules compare with
 * the last commit (`HEAD`), and the repository is read once for all the checks, until `forget`
 * says the disk changed. Each check is the CLI's `check <path> --format json` on that text.
 */
class EditorSession {
    root;
    #config;
    #cache = workspaceCache();
    /** The open buffers' bytes, by absolute path. */
    #open = new Map();
    constructor(options) {
        this.root = (0,in_root/* realRoot */.dU)(options);
        this.#config = options.config;
    }
    /**
     * The path as the report names it (relative to the root, `/`-separated), or an InputError
     * saying why a file there is never checked (outside the root, inside `.git`).
     */
    pathOf(path) {
        return (0,in_root/* inRoot */.md)({ root: this.root }, path).target.replaceAll('\\', '/');
    }
    /** A buffer's text, from now on read in place of the disk's. */
    open(path, text) {
        this.#open.set((0,external_node_path_.resolve)(this.root, this.pathOf(path)), Buffer.from(text, 'utf8'));
    }
    /** A buffer closed: the disk's text counts again. */
    close(path) {
        this.#open.delete((0,external_node_path_.resolve)(this.root, this.pathOf(path)));
    }
    /** The disk changed (a save, a file made or removed, a commit): the next check reads it again. */
    forget() {
        this.#cache.forget();
    }
    /** The report of the open buffer at `path` (or of the disk's file, when none is open there). */
    check(path) {
        return guarded(() => (0,in_root/* reportOf */.EI)((0,run_check/* runCheck */.k_)(this.#options(path))));
    }
    /** The buffer with every safe fix applied, as `check --fix` would write it, and what remains. */
    async fix(path) {
        try {
            const target = this.pathOf(path);
            const full = (0,external_node_path_.resolve)(this.root, target);
            const fixed = await (0,fix/* checkAndFix */.$)({ ...this.#options(path), jobs: 1 }, true);
            const before = this.#open.get(full);
            const given = before === undefined ? undefined : Buffer.from(before).toString('utf8');
            const text = fixed.texts.get(full);
            return {
                text: text ?? given ?? '',
                changed: text !== undefined && text !== given,
                fixes: fixed.changes.map((c) => ({ ...c })),
                report: (0,in_root/* reportOf */.EI)(fixed.result),
            };
        }
        catch (error) {
            throw asInputError(error);
        }
    }
    #options(path) {
        const target = this.pathOf(path);
        return {
            cwd: this.root,
            targets: [target],
            overlay: this.#open,
            cache: this.#cache,
            ...(this.#cache.commit(this.root, 'HEAD') !== undefined && { base: 'HEAD' }),
            ...(this.#config !== undefined && { config: this.#config }),
        };
    }
}
/** Why a comment in the file may not suppress the rule, or undefined when one may. */
function suppressionRefusal(ruleId) {
    return (0,rules/* inlineRefusal */.gF)(ruleId);
}
function guarded(call) {
    try {
        return call();
    }
    catch (error) {
        throw asInputError(error);
    }
}
const asInputError = (error) => (error instanceof errors/* UsageError */.eb ? new lib_public/* InputError */.dz(error.message) : error);

// EXTERNAL MODULE: ./src/detect/detect.ts
var detect = __webpack_require__(8752);
// EXTERNAL MODULE: ./src/parse/read.ts
var read = __webpack_require__(2575);
;// CONCATENATED MODULE: ./src/lib/rule-ids.ts
/**
 * The engine's rule ids the entries above the library name, from the modules that report them:
 * the language server tells a file that is not a handoff file, or was not read, from the others.
 */



// EXTERNAL MODULE: ./node_modules/vscode-languageserver/lib/common/api.js
var api = __webpack_require__(2104);
;// CONCATENATED MODULE: ./src/lsp/rule-docs.ts

/**
 * The page that explains a rule, for a diagnostic's `codeDescription.href` and the hover: the
 * rule's generated page under docs/rules/ in the installed package, as the library and the CLI
 * link it; undefined when the package ships none.
 */
function ruleDocsHref(ruleId) {
    return (0,in_root/* ruleDocsUrl */.hS)(ruleId);
}

;// CONCATENATED MODULE: ./src/lsp/diagnostics.ts


/** Where a diagnostic came from: this server, whatever else the editor runs. */
const SOURCE = 'handoff-gate';
const SEVERITY = {
    error: api.DiagnosticSeverity.Error,
    warning: api.DiagnosticSeverity.Warning,
    notice: api.DiagnosticSeverity.Information,
};
/**
 * A finding as a diagnostic: its position made 0-based, its rule as `code` (and the rule's page as
 * `codeDescription`, once it has one), its severity and message as the CLI gives them.
 */
function diagnosticOf(finding, document) {
    const href = ruleDocsHref(finding.ruleId);
    return {
        range: rangeOf(finding, document),
        severity: SEVERITY[finding.severity],
        code: finding.ruleId,
        ...(href !== undefined && { codeDescription: { href } }),
        source: SOURCE,
        message: finding.message,
    };
}
/**
 * The span a finding covers, on its own line: from its column to where its safe fix ends when the
 * fix starts there on that line (a key, a value), else to the end of the line's text. One line at
 * most: a span to the end of a long node makes editors slow and the whole file underlined.
 */
function rangeOf(finding, document) {
    const lines = document.lineCount;
    const line = Math.min(Math.max(finding.line - 1, 0), lines - 1);
    const text = lineText(document, line);
    const start = Math.min(Math.max(finding.column - 1, 0), text.length);
    const fix = finding.fix;
    const fixEnd = fix && fix.line === finding.line && fix.endLine === fix.line && fix.column === finding.column
        ? fix.endColumn - 1
        : undefined;
    const contentEnd = text.trimEnd().length;
    const end = fixEnd !== undefined && fixEnd > start ? Math.min(fixEnd, text.length) : Math.max(contentEnd, start);
    return { start: { line, character: start }, end: { line, character: end } };
}
/** A line of the document without its line break. */
function lineText(document, line) {
    const text = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
    return text.replace(/\r?\n$|\r$/, '');
}
/** A fix's span as an editor's range (the fix's lines and columns are 1-based, the end exclusive). */
function editRange(edit) {
    return {
        start: { line: edit.line - 1, character: edit.column - 1 },
        end: { line: edit.endLine - 1, character: edit.endColumn - 1 },
    };
}

;// CONCATENATED MODULE: ./src/lsp/actions.ts



/** `source.fixAll` for this server: what `check --fix` writes. */
const FIX_ALL_KIND = `${api.CodeActionKind.SourceFixAll}.handoff-gate`;
/** The reason a suppression comment is written with: a placeholder, which `suppressions/no-reason` reads as no reason. */
const REASON_PLACEHOLDER = '<reason>';
/**
 * The actions for the findings on the lines a range covers (a cursor anywhere on a line is
 * enough, as the client sends that line's diagnostics): each finding's safe fix where `check --fix` applies it to this text (a fix held back,
 * because it would add a finding, is not offered), a comment that suppresses it where its rule
 * may be suppressed, and, once, every fix at once as `source.fixAll`.
 */
function codeActions(checked, range, only) {
    const { document, findings, fixed } = checked;
    const wants = (kind) => !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const uri = document.uri;
    const actions = [];
    for (const finding of findings) {
        const diagnostic = diagnosticOf(finding, document);
        if (!onLines(diagnostic.range, range))
            continue;
        if (wants(api.CodeActionKind.QuickFix)) {
            const fix = quickFix(finding, diagnostic, fixed, uri);
            if (fix)
                actions.push(fix);
            const suppress = suppression(finding, diagnostic, document, checked.snippets === true);
            if (suppress)
                actions.push(suppress);
        }
    }
    const all = fixAll(checked);
    if (all && (wants(FIX_ALL_KIND) || (only === undefined && actions.length > 0)))
        actions.push(all);
    return actions;
}
/**
 * Whether a diagnostic is on a line the range covers. A range that ends at the start of a line (a
 * whole line selected) does not cover that next line.
 */
function onLines(diagnostic, range) {
    const last = range.end.line > range.start.line && range.end.character === 0 ? range.end.line - 1 : range.end.line;
    return diagnostic.start.line <= last && diagnostic.end.line >= range.start.line;
}
/** Every safe fix at once, as `check --fix` would write the text; none when it changes nothing. */
function fixAll({ document, fixed }) {
    if (!fixed.changed)
        return undefined;
    return {
        title: `Fix all safe fixes (handoff-gate, ${fixed.fixes.length})`,
        kind: FIX_ALL_KIND,
        edit: { changes: { [document.uri]: [smallestEdit(document, fixed.text)] } },
    };
}
function quickFix(finding, diagnostic, fixed, uri) {
    const fix = finding.fix;
    if (!fix)
        return undefined;
    const applied = fixed.fixes.find((c) => c.line === fix.line && c.column === fix.column && c.ruleId === finding.ruleId);
    if (!applied)
        return undefined;
    const edits = [fix, ...(fix.also ?? [])].map((edit) => ({ range: editRange(edit), newText: edit.text }));
    return {
        title: `Fix: ${oneLine(applied.before)} → ${oneLine(applied.after)}`,
        kind: api.CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [uri]: edits } },
    };
}
/**
 * A `handoff-gate-disable-next-line` comment above the finding's line, with a reason to write in
 * place of the placeholder, in the comment syntax of where the line is (YAML, or a Markdown body);
 * none in JSON, which holds no comments, nor for a rule no comment may suppress. The placeholder is
 * no reason (`suppressions/no-reason`): left as it is, the comment suppresses nothing. A client that
 * takes snippets gets it as the snippet's one tab stop, selected, so the person types over it; a
 * plain edit cannot place the cursor, so the others get the placeholder as text.
 */
function suppression(finding, diagnostic, document, snippets) {
    if (suppressionRefusal(finding.ruleId) !== undefined)
        return undefined;
    const line = rangeOf(finding, document).start.line;
    const syntax = commentSyntax(document, line);
    if (!syntax)
        return undefined;
    const indent = /^[ \t]*/.exec(lineText(document, line))[0];
    const comment = (reason) => {
        const body = `handoff-gate-disable-next-line ${finding.ruleId} -- ${reason}`;
        return `${indent}${syntax === 'yaml' ? `# ${body}` : `<!-- ${body} -->`}\n`;
    };
    const range = { start: { line, character: 0 }, end: { line, character: 0 } };
    const action = {
        title: `Suppress ${finding.ruleId} on this line (write the reason)`,
        kind: api.CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
    };
    if (!snippets)
        return { ...action, edit: { changes: { [document.uri]: [{ range, newText: comment(REASON_PLACEHOLDER) }] } } };
    // Everything around the tab stop is the snippet's literal text: `$`, `}` and `\` escaped.
    const [before, after] = comment('\u0000').split('\u0000');
    const literal = (text) => text.replace(/[$}\\]/g, '\\$&');
    return {
        ...action,
        edit: {
            documentChanges: [
                {
                    textDocument: { uri: document.uri, version: document.version },
                    edits: [
                        {
                            range,
                            snippet: {
                                kind: 'snippet',
                                value: `${literal(before)}\${1:${literal(REASON_PLACEHOLDER)}}${literal(after)}`,
                            },
                        },
                    ],
                },
            ],
        },
    };
}
/** How a comment is written on `line`: YAML's `#` in a YAML file or a Markdown file's frontmatter, HTML's in a Markdown body. */
function commentSyntax(document, line) {
    const path = document.uri.toLowerCase();
    if (path.endsWith('.yaml') || path.endsWith('.yml'))
        return 'yaml';
    if (!path.endsWith('.md') && !path.endsWith('.markdown'))
        return undefined;
    if (lineText(document, 0).trimEnd() !== '---')
        return 'html';
    for (let at = 1; at < document.lineCount; at++) {
        if (lineText(document, at).trimEnd() === '---')
            return line < at ? 'yaml' : line === at ? undefined : 'html';
    }
    return undefined;
}
/** One edit from `document`'s text to `text`: the span between their common start and common end. */
function smallestEdit(document, text) {
    const old = document.getText();
    let start = 0;
    while (start < old.length && start < text.length && old[start] === text[start])
        start++;
    let end = 0;
    while (end < old.length - start &&
        end < text.length - start &&
        old[old.length - 1 - end] === text[text.length - 1 - end])
        end++;
    return {
        range: { start: document.positionAt(start), end: document.positionAt(old.length - end) },
        newText: text.slice(start, text.length - end),
    };
}
const oneLine = (text) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat || '(nothing)';
};

;// CONCATENATED MODULE: ./src/lsp/announced.ts
/**
 * The newest version of each document among the messages read so far, handled or not. The
 * protocol library handles one message per turn of the event loop; a burst of `didChange` read at
 * once would otherwise be checked at each version in turn. A document is checked only once it has
 * caught up with the newest version announced for it: the last change of a burst is the one checked.
 */
class AnnouncedVersions {
    #newest = new Map();
    /** The reader, each message it reads noted before the connection sees it. */
    reading(reader) {
        return {
            onError: reader.onError,
            onClose: reader.onClose,
            onPartialMessage: reader.onPartialMessage,
            listen: (callback) => reader.listen((message) => {
                this.#note(message);
                callback(message);
            }),
            dispose: () => reader.dispose(),
        };
    }
    /** Whether no newer version of the document than `version` has been read. */
    caughtUp(uri, version) {
        const newest = this.#newest.get(uri);
        return newest === undefined || newest === version;
    }
    #note(message) {
        const { method, params } = message;
        if (typeof method !== 'string' || typeof params !== 'object' || params === null)
            return;
        const document = params.textDocument;
        if (typeof document?.uri !== 'string')
            return;
        if (method === 'textDocument/didClose')
            return void this.#newest.delete(document.uri);
        const changes = params.contentChanges;
        // Only a message the document store applies announces a version: one it ignores (no version,
        // no changes) must not hold the document back forever.
        const applied = method === 'textDocument/didOpen' ||
            (method === 'textDocument/didChange' && Array.isArray(changes) && changes.length > 0);
        if (!applied)
            return;
        if (Number.isInteger(document.version))
            this.#newest.set(document.uri, document.version);
        else
            this.#newest.delete(document.uri);
    }
}

;// CONCATENATED MODULE: ./src/lsp/framing.ts
/**
 * The protocol's framing (`Content-Length: N`, a blank line, N bytes), checked on the bytes as
 * they arrive. The protocol library, given a header it cannot read, reports it and then waits on
 * a stream it has lost its place in, and given `Content-Length: 1000000000000` waits for those
 * bytes forever: alive, and answering nothing. A stream that breaks the framing cannot be read
 * again, so the first fault is reported and the server ends (the editor starts a new one).
 */
/** Longest header block, in bytes: the protocol's two headers take some 80. */
const MAX_HEADER_BYTES = 8 * 1024;
/**
 * Largest message, in bytes: 256 MiB. A document past the check's own size bound still arrives
 * (and is reported as too large to check, not as a broken stream), and the message fits in one
 * string of the runtime.
 */
const MAX_FRAME_BYTES = 256 * 1024 * 1024;
const CR = 13;
const LF = 10;
/**
 * Reads the framing of each chunk in turn; `broken` is called with what is wrong, once, on the
 * first fault, and nothing more is read.
 */
function framingGuard(broken) {
    let header = [];
    let body = 0;
    let failed = false;
    const fail = (why) => {
        failed = true;
        broken(why);
    };
    return (chunk) => {
        let at = 0;
        while (!failed && at < chunk.length) {
            if (body > 0) {
                const take = Math.min(body, chunk.length - at);
                body -= take;
                at += take;
                continue;
            }
            header.push(chunk[at++]);
            const n = header.length;
            if (n >= 4 && header[n - 4] === CR && header[n - 3] === LF && header[n - 2] === CR && header[n - 1] === LF) {
                const length = contentLength(Buffer.from(header.slice(0, n - 4)).toString('latin1'));
                header = [];
                if (typeof length === 'string')
                    fail(length);
                else
                    body = length;
            }
            else if (n > MAX_HEADER_BYTES)
                fail(`a header longer than ${MAX_HEADER_BYTES} bytes, with no blank line to end it`);
        }
    };
}
/** The body's length a header block announces, or what is wrong with it. */
function contentLength(block) {
    let value;
    for (const line of block.split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0)
            return 'a header line that is no `Name: value`';
        if (line.slice(0, colon).trim().toLowerCase() !== 'content-length')
            continue;
        if (value !== undefined)
            return 'two `Content-Length` headers';
        value = line.slice(colon + 1).trim();
    }
    if (value === undefined)
        return 'a message with no `Content-Length` header';
    if (value === '' || ![...value].every((c) => c >= '0' && c <= '9'))
        return 'a `Content-Length` that is no whole number of bytes';
    const length = value.length > 15 ? Infinity : Number(value);
    if (length > MAX_FRAME_BYTES)
        return `a message of ${value} bytes, over the ${MAX_FRAME_BYTES} a message may have`;
    if (length === 0)
        return 'an empty message (`Content-Length: 0`)';
    return length;
}

// EXTERNAL MODULE: ./src/lib/index.ts + 98 modules
var lib = __webpack_require__(7488);
;// CONCATENATED MODULE: ./src/lsp/inert.ts
/**
 * Text from a checked file, made inert for a Markdown hover: every character Markdown or HTML
 * could read as markup is escaped, and control, bidi and zero-width characters are shown as
 * `<U+XXXX>`, so a value can neither format the hover, link out, nor hide what it says.
 */
function inertMarkdown(text) {
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        if (INVISIBLE(code))
            out += `\\<U+${code.toString(16).toUpperCase().padStart(4, '0')}\\>`;
        else if (MARKUP.has(char))
            out += `\\${char}`;
        else
            out += char;
    }
    return out;
}
const MARKUP = new Set([...'\\`*_{}[]()<>#+-.!|~&:"\'=@$^']);
const INVISIBLE = (code) => code < 0x20 ||
    code === 0x7f ||
    (code >= 0x80 && code < 0xa0) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff;

;// CONCATENATED MODULE: ./src/lsp/hover.ts





/**
 * What the findings under the cursor mean, in Markdown: for each, the rule id and severity, the
 * rule's summary and its reason, the spec and section it enforces, and the fix: the safe fix `check --fix`
 * applies, else what the message says to write. Every piece of file text is made inert.
 */
function hoverAt(findings, fixed, document, position, 
/** A rule's page (the installed package's, src/lsp/rule-docs.ts), or undefined where none is shipped. */
pageOf = ruleDocsHref) {
    const under = findings.filter((f) => contains(rangeOf(f, document), position));
    if (under.length === 0)
        return null;
    const parts = under.map((finding) => {
        const rule = (0,lib.explainRule)(finding.ruleId);
        const lines = [`**${inertMarkdown(finding.ruleId)}** (${finding.severity})`];
        if (rule)
            lines.push('', inertMarkdown(rule.summary), '', `Why it matters: ${inertMarkdown(rule.rationale)}`);
        const source = [rule?.spec, rule?.section].filter((s) => typeof s === 'string');
        lines.push('', `Spec: ${source.length > 0 ? inertMarkdown(source.join(', ')) : "handoff-gate's own rule"}`);
        const fix = finding.fix;
        const applied = fix && fixed?.fixes.find((c) => c.line === fix.line && c.column === fix.column && c.ruleId === finding.ruleId);
        lines.push('', applied
            ? `Fix: ${inertMarkdown(applied.before)} → ${inertMarkdown(applied.after)} (a quick fix, and in Fix all)`
            : `Fix: ${inertMarkdown(finding.message)}`);
        const href = pageOf(finding.ruleId);
        // Without shipped pages, the way to read one offline (an id is `[a-z-]+/[a-z0-9-]+`).
        if (href)
            lines.push('', `[The rule's page](${encodeURI(href)})`);
        else if (rule)
            lines.push('', `Its page: \`handoff-gate explain ${rule.id}\``);
        return lines.join('\n');
    });
    return {
        contents: { kind: api.MarkupKind.Markdown, value: parts.join('\n\n---\n\n') },
        range: rangeOf(under[0], document),
    };
}
function contains(range, position) {
    if (position.line !== range.start.line)
        return false;
    return position.character >= range.start.character && position.character <= range.end.character;
}

;// CONCATENATED MODULE: ./src/lsp/settings.ts
/** The settings a client sent, each taken only when it has the right shape; anything else is ignored. */
function settingsOf(options) {
    if (typeof options !== 'object' || options === null)
        return {};
    const given = options;
    return {
        ...(typeof given.config === 'string' && given.config.trim() !== '' && { config: given.config }),
        ...(given.diagnostics === 'push' && { diagnostics: 'push' }),
    };
}

;// CONCATENATED MODULE: ./src/lsp/server.ts












/** Rules whose finding only says the file is not a handoff file: said once in the log, not shown on the file. */
const NOT_CHECKED = new Set([detect/* UNRECOGNISED_RULE */.w]);
/** Rules whose finding says the file was not checked at all: shown, and said once in the log too. */
const NOT_READ = new Set([read/* TOO_LARGE_RULE */.gZ, read/* BINARY_RULE */.Bd, read/* ENCODING_RULE */.Rz]);
const PROCESS_STREAMS = {
    input: process.stdin,
    output: process.stdout,
    error: (line) => void process.stderr.write(line),
    exit: (code) => process.exit(code),
};
/**
 * `handoff-gate lsp`: the CLI's check as a language server on stdin and stdout. Diagnostics are
 * pushed with the document's version (pulled instead by a client that says it pulls), fixes are
 * code actions, and a hover explains a finding. Stdout carries the protocol alone. The process
 * ends on `exit` (the protocol library ends it) or when stdin closes, the client gone: with 0
 * after a `shutdown`, else 1, as the protocol says. The library also ends it when the client's
 * process, named in `initialize`, is gone. A stream it cannot read (a broken frame, a body that
 * is no JSON) ends it with 1 and one line on stderr: its place in the stream is lost, and the
 * editor starts a new server.
 */
function serveLsp(options, streams = PROCESS_STREAMS) {
    let ended = false;
    const end = (why) => {
        if (ended)
            return;
        ended = true;
        streams.error(`handoff-gate: the client's stream could not be read (${why}); the language server ends.\n`);
        streams.exit(1);
    };
    // Checked before the protocol library reads the same bytes: the guard is the first listener.
    const guard = framingGuard(end);
    streams.input.on('data', (chunk) => guard(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    const reader = new main.StreamMessageReader(streams.input);
    const announced = new AnnouncedVersions();
    const connection = (0,main.createConnection)(announced.reading(reader), new main.StreamMessageWriter(streams.output));
    let shutdown = false;
    connection.onShutdown(() => {
        shutdown = true;
    });
    // A message that cannot be read is never quoted (it may hold anything).
    reader.onError((error) => end(`a message that is no JSON-RPC message: ${error.name}`));
    // The protocol library's own timer (watching the client's process) would keep the process alive.
    reader.onClose(() => {
        if (!ended)
            streams.exit(shutdown ? 0 : 1);
    });
    new LanguageServer(connection, options, announced).listen();
}
class LanguageServer {
    #connection;
    #options;
    #documents = new main.TextDocuments(esm_main/* TextDocument */.V);
    #session;
    #pull = false;
    #refresh = false;
    #checked = new Map();
    #said = new Set();
    /** Documents waiting for a check: an edited one first, then those that may depend on it. */
    #queue = new Map();
    #draining = false;
    /** Counts the changes to what a check sees (any buffer, the disk): a check of an older world is done again. */
    #world = 0;
    #announced;
    constructor(connection, options, announced) {
        this.#connection = connection;
        this.#options = options;
        this.#announced = announced;
    }
    listen() {
        const connection = this.#connection;
        connection.onInitialize((params) => this.#initialize(params));
        connection.onInitialized(() => this.#watchFiles(connection));
        this.#documents.onDidChangeContent(({ document }) => this.#edited(document));
        this.#documents.onDidClose(({ document }) => this.#closed(document));
        this.#documents.onDidSave(() => this.#diskChanged());
        connection.onDidChangeWatchedFiles(() => this.#diskChanged());
        connection.onCodeAction((params) => this.#answer('code actions', async () => {
            const document = this.#document(params?.textDocument?.uri);
            const checked = this.#current(document);
            if (!checked)
                return [];
            const fixed = await this.#fixed(document, checked);
            if (document.version !== checked.version)
                return [];
            return codeActions({ document, findings: checked.findings, fixed, snippets: this.#snippets }, params.range, params.context?.only);
        }));
        connection.onHover((params) => this.#answer('hover', async () => {
            const document = this.#document(params?.textDocument?.uri);
            const checked = this.#current(document);
            if (!checked)
                return null;
            const fixed = checked.findings.some((f) => f.fix) ? await this.#fixed(document, checked) : undefined;
            return hoverAt(checked.findings, fixed, document, params.position);
        }));
        connection.languages.diagnostics.on((params) => this.#answer('diagnostics', () => {
            const uri = params?.textDocument?.uri;
            if (typeof uri !== 'string')
                throw new lib_public/* InputError */.dz('textDocument.uri: give the URI of an open document.');
            const document = this.#documents.get(uri);
            // A document nobody opened gets no diagnostics, whatever the disk holds.
            const checked = document && this.#current(document);
            return { kind: 'full', items: checked ? checked.findings.map((f) => diagnosticOf(f, document)) : [] };
        }));
        this.#documents.listen(connection);
        connection.listen();
    }
    #initialize(params) {
        const settings = settingsOf(params.initializationOptions);
        const root = this.#options.root ?? clientRoot(params) ?? this.#options.cwd;
        this.#session = new EditorSession({ root, ...(settings.config !== undefined && { config: settings.config }) });
        // Pull only for a client that says it pulls: one that does not would otherwise see nothing.
        this.#pull = params.capabilities.textDocument?.diagnostic !== undefined && settings.diagnostics !== 'push';
        this.#refresh = params.capabilities.workspace?.diagnostics?.refreshSupport === true;
        this.#watching = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
        const edits = params.capabilities.workspace?.workspaceEdit;
        this.#snippets = edits?.snippetEditSupport === true && edits.documentChanges === true;
        return {
            capabilities: {
                textDocumentSync: { openClose: true, change: main.TextDocumentSyncKind.Incremental, save: { includeText: false } },
                codeActionProvider: { codeActionKinds: [main.CodeActionKind.QuickFix, FIX_ALL_KIND] },
                hoverProvider: true,
                ...(this.#pull && {
                    diagnosticProvider: { identifier: SOURCE, interFileDependencies: true, workspaceDiagnostics: false },
                }),
            },
            serverInfo: { name: 'handoff-gate', version: this.#options.version },
        };
    }
    #watching = false;
    /** The client takes snippet edits: the suppression's reason is then selected for the person to type over. */
    #snippets = false;
    /** Asks the client to say when handoff files or the config change on the disk, where it can. */
    #watchFiles(connection) {
        if (!this.#watching)
            return;
        void connection.client
            .register(main.DidChangeWatchedFilesNotification.type, {
            watchers: [{ globPattern: '**/*.{yaml,yml,json,md,markdown}' }],
        })
            .catch((error) => this.#log('could not watch the files', error));
    }
    #edited(document) {
        const path = this.#pathOf(document.uri);
        if (path === undefined)
            return;
        this.#session.open(path, document.getText());
        this.#world++;
        this.#schedule(document.uri, 'edited');
    }
    #closed(document) {
        this.#checked.delete(document.uri);
        this.#queue.delete(document.uri);
        const path = this.#pathOf(document.uri);
        if (path !== undefined)
            this.#session.close(path);
        this.#world++;
        // An empty list is an answer: the file's diagnostics are gone with it.
        if (!this.#pull)
            void this.#connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
        this.#dependents(document.uri);
    }
    /** A save, a file made or removed, the config changed: read the disk again, and check every open document. */
    #diskChanged() {
        this.#session?.forget();
        this.#world++;
        if (this.#pull)
            return void this.#refreshPulls();
        for (const document of this.#documents.all())
            this.#schedule(document.uri, 'dependent');
    }
    #schedule(uri, why) {
        if (this.#queue.get(uri) !== 'edited')
            this.#queue.set(uri, why);
        if (this.#draining)
            return;
        this.#draining = true;
        setImmediate(() => this.#drain());
    }
    /**
     * One check per turn of the event loop, so the changes that arrived meanwhile are read first:
     * a document edited again is checked at its newest version only, and a check whose version was
     * superseded is dropped, not pushed (no fixed delay).
     */
    #drain() {
        const edited = [...this.#queue].find(([, why]) => why === 'edited');
        const [uri, why] = edited ?? this.#queue.entries().next().value;
        this.#queue.delete(uri);
        try {
            this.#push(uri, why);
        }
        catch (error) {
            // A mistake of the client's settings (a config that is not there) is said once, plainly: no stack.
            if (error instanceof lib_public/* InputError */.dz)
                this.#sayOnce(uri, `${uri}: not checked: ${error.message}`);
            else
                this.#log(`could not check ${uri}`, error);
        }
        if (this.#queue.size > 0)
            setImmediate(() => this.#drain());
        else
            this.#draining = false;
    }
    #push(uri, why) {
        const document = this.#documents.get(uri);
        if (!document)
            return;
        // A newer version is read and waits its turn: it is checked when it arrives, this one never.
        if (!this.#announced.caughtUp(uri, document.version))
            return;
        if (this.#pull) {
            if (why === 'edited')
                this.#dependents(uri);
            return;
        }
        const checked = this.#current(document);
        if (!checked || this.#documents.get(uri)?.version !== checked.version)
            return;
        const diagnostics = checked.findings.map((f) => diagnosticOf(f, document));
        const key = JSON.stringify(diagnostics);
        if (why === 'edited')
            this.#dependents(uri);
        if (why === 'dependent' && key === checked.pushed)
            return;
        checked.pushed = key;
        void this.#connection.sendDiagnostics({ uri, version: checked.version, diagnostics });
    }
    /** The other open documents may refer to this one (an intent's parent, a reply's question): check them again. */
    #dependents(uri) {
        if (this.#pull)
            return void this.#refreshPulls();
        for (const other of this.#documents.all())
            if (other.uri !== uri)
                this.#schedule(other.uri, 'dependent');
    }
    #refreshPulls() {
        if (this.#refresh)
            void this.#connection.languages.diagnostics.refresh().catch(() => undefined);
    }
    /** The check of the document's current version: the last one when it is of that version, else a new one. */
    #current(document) {
        const last = this.#checked.get(document.uri);
        if (last?.version === document.version && last.world === this.#world)
            return last;
        const path = this.#pathOf(document.uri);
        if (path === undefined)
            return undefined;
        const report = this.#session.check(path);
        const own = report.findings.filter((f) => f.path === path);
        const unrecognised = own.find((f) => NOT_CHECKED.has(f.ruleId));
        if (unrecognised)
            this.#sayOnce(document.uri, `${path}: ${unrecognised.message}`);
        const notRead = own.find((f) => NOT_READ.has(f.ruleId));
        if (notRead)
            this.#sayOnce(document.uri, `${path}: ${notRead.message}`);
        const checked = {
            version: document.version,
            world: this.#world,
            pushed: last?.version === document.version ? last.pushed : undefined,
            findings: own.filter((f) => !NOT_CHECKED.has(f.ruleId)),
        };
        this.#checked.set(document.uri, checked);
        return checked;
    }
    #fixed(document, checked) {
        return (checked.fixed ??= this.#session.fix(this.#pathOf(document.uri)));
    }
    /** The document a request names, or an invalid-params error that says what to send. */
    #document(uri) {
        if (typeof uri !== 'string')
            throw new lib_public/* InputError */.dz('textDocument.uri: give the URI of an open document.');
        const document = this.#documents.get(uri);
        if (!document)
            throw new lib_public/* InputError */.dz(`${uri} is not open: open it (textDocument/didOpen) first.`);
        return document;
    }
    /** The path the check names a document by, or undefined (said once) for a document it never checks. */
    #pathOf(uri) {
        if (!uri.startsWith('file:')) {
            this.#sayOnce(uri, `${uri}: not checked: only files of the repository are (save it inside the repository).`);
            return undefined;
        }
        let file;
        try {
            file = (0,external_node_url_.fileURLToPath)(uri);
        }
        catch {
            // `file://host/x`, `file:///a%2Fb`: a URI of a file on no path of this machine.
            this.#sayOnce(uri, `${uri}: not checked: not a file on this machine's disk.`);
            return undefined;
        }
        try {
            return this.#session.pathOf(file);
        }
        catch (error) {
            if (!(error instanceof lib_public/* InputError */.dz))
                throw error;
            this.#sayOnce(uri, `${uri}: not checked: ${error.message}`);
            return undefined;
        }
    }
    /** Says why a document is not checked, once per document and reason: never silent, never a flood. */
    #sayOnce(uri, message) {
        const key = `${uri}\u0000${message}`;
        if (this.#said.has(key))
            return;
        this.#said.add(key);
        this.#connection.console.info(`handoff-gate: ${message}`);
    }
    /** A request answered, or, on a fault, logged and answered as an error; the server serves on. */
    async #answer(what, call) {
        try {
            return await call();
        }
        catch (error) {
            if (error instanceof lib_public/* InputError */.dz)
                return new main.ResponseError(main.ErrorCodes.InvalidParams, error.message);
            this.#log(`could not answer ${what}`, error);
            return new main.ResponseError(main.ErrorCodes.InternalError, `handoff-gate could not answer ${what} (${error instanceof Error ? error.name : 'error'}); please report it.`);
        }
    }
    #log(what, error) {
        this.#connection.console.error(`handoff-gate: ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
}
/** The client's workspace folder (its first) or root, when it is a folder on this machine. */
function clientRoot(params) {
    const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    if (typeof uri !== 'string' || !uri.startsWith('file:'))
        return undefined;
    try {
        return (0,external_node_url_.fileURLToPath)(uri);
    }
    catch {
        return undefined;
    }
}


/***/ })

};
