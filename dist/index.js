import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7835:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// UNUSED EXPORTS: runWith

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/util/values.ts
var values = __nccwpck_require__(7656);
;// CONCATENATED MODULE: ./src/action/context.ts



function readEvent(name, path) {
    let payload = {};
    if (path) {
        try {
            payload = (0,values/* asRecord */.qY)(JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'))) ?? {};
        }
        catch {
            throw new errors/* UsageError */.eb(`GITHUB_EVENT_PATH (${path}) does not hold the event's JSON payload.`);
        }
    }
    switch (name) {
        case 'pull_request':
        case 'pull_request_target': {
            const pr = (0,values/* field */.ZZ)(payload, 'pull_request');
            const number = (0,values/* asNumber */.i)((0,values/* field */.ZZ)(pr, 'number')) ?? (0,values/* asNumber */.i)((0,values/* field */.ZZ)(payload, 'number'));
            if (number === undefined)
                throw new errors/* UsageError */.eb(`The ${name} event payload has no pull request number.`);
            return {
                kind: 'pull_request',
                name,
                number,
                headSha: commitName(name, 'pull_request.head.sha', (0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'head'), 'sha')),
                baseSha: commitName(name, 'pull_request.base.sha', (0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'base'), 'sha')),
                headRef: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'head'), 'ref')) ?? '',
                author: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(pr, 'user'), 'login')) ?? '',
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
                before: commitName(name, 'before', (0,values/* field */.ZZ)(payload, 'before')),
                after: commitName(name, 'after', (0,values/* field */.ZZ)(payload, 'after')),
                ref: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(payload, 'ref')) ?? '',
                defaultBranch: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(payload, 'repository'), 'default_branch')) ?? '',
                sender: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(payload, 'sender'), 'login')) ?? '',
                pusher: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(payload, 'pusher'), 'name')) ?? '',
                commitMessages: (0,values/* asArray */._j)((0,values/* field */.ZZ)(payload, 'commits')).map((c) => (0,values/* asString */.oJ)((0,values/* field */.ZZ)(c, 'message')) ?? ''),
            };
        case 'merge_group': {
            const group = (0,values/* field */.ZZ)(payload, 'merge_group');
            const headSha = commitName(name, 'merge_group.head_sha', (0,values/* field */.ZZ)(group, 'head_sha'));
            const baseSha = commitName(name, 'merge_group.base_sha', (0,values/* field */.ZZ)(group, 'base_sha'));
            // Without both ends there is no change to judge: a run that judged something else would pass a queue it never saw.
            if (!headSha || !baseSha)
                throw new errors/* UsageError */.eb(`The ${name} event payload lacks merge_group.head_sha or merge_group.base_sha; nothing was judged.`);
            return { kind: 'merge_group', name, headSha, baseSha, headRef: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(group, 'head_ref')) ?? '' };
        }
        case 'workflow_dispatch':
        case 'schedule':
            return { kind: 'full-scan', name };
        case 'issue_comment':
            return { kind: 'issue_comment', name, payload };
        case 'workflow_run': {
            const run = (0,values/* field */.ZZ)(payload, 'workflow_run');
            return {
                kind: 'workflow_run',
                name,
                triggeredBy: (0,values/* asString */.oJ)((0,values/* field */.ZZ)(run, 'event')) ?? '',
                headSha: commitName(name, 'workflow_run.head_sha', (0,values/* field */.ZZ)(run, 'head_sha')),
                headRepository: (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(run, 'head_repository'), 'full_name')) ?? '',
                pullRequests: (0,values/* asArray */._j)((0,values/* field */.ZZ)(run, 'pull_requests')).flatMap((p) => (0,values/* asNumber */.i)((0,values/* field */.ZZ)(p, 'number')) ?? []),
            };
        }
        default:
            return { kind: 'other', name };
    }
}
function readContext(env) {
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo)
        throw new errors/* UsageError */.eb('GITHUB_REPOSITORY is not set to owner/name; is this running in GitHub Actions?');
    return {
        owner,
        repo,
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        apiUrl: withoutTrailingSlashes(env.GITHUB_API_URL || 'https://api.github.com'),
        serverUrl: withoutTrailingSlashes(env.GITHUB_SERVER_URL || 'https://github.com'),
        sha: commitName('runner', 'GITHUB_SHA', env.GITHUB_SHA),
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
        ref: env.GITHUB_REF ?? '',
        event: readEvent(env.GITHUB_EVENT_NAME ?? '', env.GITHUB_EVENT_PATH),
        stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
        outputFile: env.GITHUB_OUTPUT || undefined,
        tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
        docsChannel: docsChannelOf(env),
    };
}
/** A commit's full name: 40 hex digits (SHA-1), or 64 in a SHA-256 repository. */
const COMMIT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * A value that names a commit, checked for its form before anything uses it: a crafted or broken
 * event's value would otherwise be taken for a commit that is not the head ("the head moved
 * on"). Absent is empty, as before; present and malformed stops the run, naming the field.
 */
function commitName(event, where, value) {
    if (value === undefined || value === null || value === '')
        return '';
    if (typeof value === 'string' && COMMIT_NAME.test(value))
        return value;
    throw new errors/* UsageError */.eb(`The ${event} event's ${where} is not a commit name (40 or 64 lower-case hex digits), so the event cannot be trusted to name a commit; nothing was judged.`);
}
/** A repository `owner/name` and a ref (a tag, a branch, a commit) as the runner names them; anything else is ignored. */
const ACTION_REPOSITORY = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
const ACTION_REF = /^[A-Za-z0-9._-][A-Za-z0-9._/-]{0,199}$/;
function docsChannelOf(env) {
    const repository = env.GITHUB_ACTION_REPOSITORY ?? '';
    const ref = env.GITHUB_ACTION_REF ?? '';
    if (!ACTION_REPOSITORY.test(repository) || !ACTION_REF.test(ref) || ref.includes('..'))
        return { kind: 'none' };
    const server = withoutTrailingSlashes(env.GITHUB_SERVER_URL || 'https://github.com');
    return { kind: 'repository', repository: `${server}/${repository}`, ref };
}
/** The URL without the `/`s that end it (a loop: `/\/+$/` restarts at every `/` of a long run). */
function withoutTrailingSlashes(url) {
    let end = url.length;
    while (end > 0 && url.charCodeAt(end - 1) === 0x2f)
        end--;
    return url.slice(0, end);
}

// EXTERNAL MODULE: ./src/gate/fail-on.ts
var fail_on = __nccwpck_require__(4669);
// EXTERNAL MODULE: ./src/engine/config-path.ts
var config_path = __nccwpck_require__(6764);
;// CONCATENATED MODULE: ./src/action/inputs.ts



function envInputs(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** action.yml's defaults. */
const DEFAULTS = {
    'github-token': '',
    config: config_path/* DEFAULT_CONFIG_PATH */.B,
    'fail-on': fail_on/* DEFAULT_FAIL_ON_TEXT */.zR,
    comment: 'true',
    label: 'true',
    inbox: 'true',
    suggestions: 'true',
    'dry-run': 'false',
    'saved-report': '',
    'cache-path': '',
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
    // An empty input is an absent one, as for every input: the runner gives an omitted input its
    // default, so an empty one is a `${{ vars.X }}` left unset, and the default (the strictest
    // level set) keeps the gate armed. `emptyFailOnNote` says so in the log.
    const failOn = (0,fail_on/* parseFailOn */.XV)(value('fail-on'), 'Input `fail-on`');
    if ('problem' in failOn)
        problems.push(failOn.problem);
    const inputs = {
        'github-token': value('github-token'),
        config: value('config'),
        // Never read when refused: the problem is thrown below, with the others.
        'fail-on': 'levels' in failOn ? failOn.levels : [],
        comment: boolean('comment'),
        label: boolean('label'),
        inbox: boolean('inbox'),
        suggestions: boolean('suggestions'),
        'dry-run': boolean('dry-run'),
        'saved-report': value('saved-report'),
        'cache-path': value('cache-path'),
    };
    if (problems.length)
        throw new errors/* UsageError */.eb(problems.join(' '));
    return inputs;
}
/**
 * The log line for a `fail-on` input the workflow gave, but empty (`fail-on: ${{ vars.FAIL_ON }}`
 * with the variable unset): the step then fails as the default has it, and the log says why,
 * rather than a `never` someone meant passing quietly, or an empty list meaning anything at all.
 * An input the workflow left out is not in the environment when run outside a runner, and is the
 * default on one: nothing to say then.
 */
function emptyFailOnNote(env) {
    const given = env['INPUT_FAIL-ON'];
    if (given === undefined || given.trim() !== '')
        return undefined;
    return `Input \`fail-on\` is empty; the step fails on the default, ${fail_on/* DEFAULT_FAIL_ON_TEXT */.zR}.`;
}

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __nccwpck_require__(7194);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __nccwpck_require__(7789);
;// CONCATENATED MODULE: ./src/action/log-text.ts
/**
 * Text for the Actions log that the runner can never read as a workflow command.
 *
 * What the runner parses (actions/runner, src/Runner.Common/ActionCommand.cs and
 * src/Runner.Worker/ActionCommandManager.cs): it reads the step's stdout and stderr line by line
 * (.NET's ReadLine: a line ends at `\n`, `\r\n` or a bare `\r`) and tries each line as
 *  - a v2 command, `TryParseV2`: the line after `TrimStart()` (every Unicode white space) starts
 *    with `::`, and a second `::` ends the name and properties (`::name k=v,k=v::data`);
 *  - a v1 command, `TryParse`: `##[name k=v;k=v]data` found ANYWHERE in the line (`IndexOf`).
 * Only registered names count, but `::stop-commands::token` registers `token` as the command that
 * resumes processing, so any name can become one: we neutralise by shape, never by name. The
 * toolkit (actions/toolkit, packages/core/src/command.ts) escapes a command's data (`%`, `\r`,
 * `\n`) and properties (also `:` and `,`), which keeps text inside one command; but `core.info`
 * writes its message as it is, and anything else that prints (a library's warning) does too.
 *
 * So every line the action prints that is not one of its own commands goes through
 * {@link safeLines}: a line that would start a command after trimming gets a visible `> ` before
 * the `::`, every `##[` becomes `## [`, and invisible or bidi characters are shown as `<U+XXXX>`
 * (a log line should read as it is). {@link oneLogLine} also shows line breaks inside outside text
 * as a visible `⏎`, for messages that are one line by design.
 */


/** What the runner (or a terminal) treats as the end of a line; the Unicode ones for good measure. */
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/;
const LINE_BREAKS = new RegExp(LINE_BREAK.source, 'g');
/**
 * What .NET's `TrimStart()` removes (`char.IsWhiteSpace`), plus the invisible characters a reader
 * would not see before the `::` (they are shown visibly anyway, this is belt and braces).
 */
const LEADING_BLANK = '[\\s\\u0085\\u180e\\u200b-\\u200d\\u2060\\ufeff]*';
const COMMAND_START = new RegExp(`^(${LEADING_BLANK})::`);
const LONE_COLON = new RegExp(`^(${LEADING_BLANK}):$`);
/** The mark put before a `::` that would otherwise start a command. */
const COMMAND_MARK = '> ';
/** One line (no line break in it) that the runner reads as plain text. */
function safeLine(line) {
    return (0,render_escape/* inert */.tJ)(line).replace(COMMAND_START, `$1${COMMAND_MARK}::`).replace(/##\[/g, '## [');
}
/** Text of any number of lines, each made safe, credentials named, never shown; line breaks of every kind become `\n`. */
function safeLines(text) {
    return (0,secrets/* redactSecrets */.fp)(text).split(LINE_BREAK).map(safeLine).join('\n');
}
/** A message that is one line by design: line breaks in the outside text it carries show as `⏎`; credentials are named, never shown. */
function oneLogLine(text) {
    return safeLine((0,secrets/* redactSecrets */.fp)(text).replace(LINE_BREAKS, '⏎'));
}
/**
 * Writes to one stream (stdout, stderr) made safe as they go, for text the action did not write as
 * one of its own commands. Writes may split a line anywhere, so the state of the line being
 * written (only blanks so far; how many `#` it ends with) is carried from one write to the next.
 */
class LineGuard {
    /** The line written so far holds only blanks: a `::` now would start a command. */
    blank = true;
    /** Trailing `#`s of the line written so far (at most 2): a `[` now would complete `##[`. */
    hashes = 0;
    /** The chunk as it may be written, given what was written before it on the same line. */
    text(chunk) {
        // Stand-ins for what this line already holds: a non-blank and its trailing `#`s. Neither rule
        // changes them (the mark goes before `::`, the space before `[`), so they are cut off again.
        const before = (this.blank ? '' : 'x') + '#'.repeat(this.hashes);
        const lines = (before + chunk).split(LINE_BREAK);
        const out = lines.map(safeLine);
        // A write that ends with blanks and one `:` may be followed by the second `:`: mark it now.
        out[out.length - 1] = out.at(-1).replace(LONE_COLON, `$1${COMMAND_MARK}:`);
        const last = out.at(-1);
        this.blank = new RegExp(`^${LEADING_BLANK}$`).test(last);
        this.hashes = /##$/.test(last) ? 2 : /#$/.test(last) ? 1 : 0;
        // Every kind of line break becomes `\n`, as in safeLines: a bare CR, VT, FF, NEL, LS or PS
        // would otherwise reach a terminal reading the log raw (a CR rewrites the line it ends).
        return out.join('\n').slice(before.length);
    }
    /** Our own command was written: it ends with a line break. */
    reset() {
        this.blank = true;
        this.hashes = 0;
    }
}

;// CONCATENATED MODULE: ./src/action/io.ts




/** GitHub drops very long annotation messages; keep ours well inside. */
const MAX_ANNOTATION = 4_000;
/**
 * The runner protocol through `@actions/core` (loaded by the runs that need it: it brings its
 * HTTP client, which an ignored event should not load). Every message is made safe first: one line
 * (`⏎` for a line break inside outside text), no `::` that starts a line, no `##[`, invisible
 * characters shown. The toolkit then escapes each command's data and properties itself. Commands
 * are issued inside `guard.own`, the one way past the guard on stdout.
 */
function actionsLogger(core, guard) {
    return {
        // A debug message may be a stack trace: its lines are kept, each made safe.
        debug: (m) => guard.own(() => core.debug(safeLines(m))),
        // Plain text, not a command: it goes through the stdout guard as well.
        info: (m) => core.info(oneLogLine(m)),
        notice: (m) => guard.own(() => core.notice(oneLogLine(m))),
        warning: (m) => guard.own(() => core.warning(oneLogLine(m))),
    };
}
function actionsIO(core, guard, { stepSummary, outputs }) {
    const logger = actionsLogger(core, guard);
    return {
        logger,
        annotate(annotations) {
            guard.own(() => {
                for (const a of annotations) {
                    // Messages keep their line breaks: the toolkit escapes them (`%0A`) inside the command.
                    const message = safeLines((0,render_escape/* truncate */.xv)(a.message, MAX_ANNOTATION));
                    // A `file` property is the path as it is, or the annotation lands on no file: a path it
                    // cannot carry is named in the message instead, made safe, and the message says so.
                    if (!(0,render_escape/* fitsFileProperty */.et)(a.file)) {
                        core[a.level](`${oneLogLine(a.file)}:${a.line}: ${message} ${render_escape/* NOT_PLACED */.yJ}`, { title: oneLogLine(a.title) });
                        continue;
                    }
                    const properties = {
                        title: oneLogLine(a.title),
                        file: a.file,
                        startLine: Math.max(1, a.line),
                    };
                    if (a.col !== undefined)
                        properties.startColumn = Math.max(1, a.col);
                    core[a.level](message, properties);
                }
            });
        },
        summary(markdown) {
            // Appended as the toolkit's `summary.write()` does, but synchronously: the flow does not wait
            // for it, and a missing file is a local run.
            if (stepSummary)
                (0,external_node_fs_.appendFileSync)(stepSummary, `${(0,secrets/* redactSecrets */.fp)(markdown)}\n`, { encoding: 'utf8' });
        },
        setOutput(name, value) {
            // Outside a runner (a local try) there is nowhere to put them: the toolkit would fall back to
            // the retired `::set-output` command instead.
            if (!outputs)
                return;
            core.setOutput(name, String(value));
        },
        setFailed: (message) => guard.own(() => core.setFailed(oneLogLine(message))),
        // The JSON report and the comment's Markdown are uploaded as artifacts and posted by other workflows.
        writeFile: (path, text) => (0,external_node_fs_.writeFileSync)(path, (0,secrets/* redactBody */.sx)(text)),
    };
}
/**
 * The one notice an ignored event prints, without loading `@actions/core` (and its HTTP client):
 * written as the toolkit writes a command (`::notice::data`, data escaped as in its command.ts).
 */
function startupNotice(guard, message) {
    const data = oneLogLine(message).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    guard.own(() => process.stdout.write(`::notice::${data}\n`));
}

;// CONCATENATED MODULE: ./src/action/output-guard.ts


function guardStream(stream, isOwn) {
    const guard = new LineGuard();
    const write = stream.write.bind(stream);
    const guarded = (chunk, ...rest) => {
        if (isOwn()) {
            guard.reset();
            return write(chunk, ...rest);
        }
        const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
        const text = typeof chunk === 'string'
            ? encoding && encoding !== 'utf8' && encoding !== 'utf-8'
                ? Buffer.from(chunk, encoding).toString('utf8')
                : chunk
            : Buffer.from(chunk).toString('utf8');
        // A library's warning could quote a request (an `authorization` header): named, never shown.
        return write(guard.text((0,secrets/* redactSecrets */.fp)(text)), ...(encoding ? rest.slice(1) : rest));
    };
    stream.write = guarded;
    return guard;
}
let installed;
/** Guard process.stdout and process.stderr (once per process). */
function guardOutput() {
    if (installed)
        return installed;
    let own = false;
    guardStream(process.stdout, () => own);
    guardStream(process.stderr, () => false);
    installed = {
        own(write) {
            own = true;
            try {
                return write();
            }
            finally {
                own = false;
            }
        },
    };
    return installed;
}

;// CONCATENATED MODULE: ./src/action/runner.ts





/*
 * What this file imports statically is what every run loads, the events the action ignores
 * included: keep it to the inputs, the context, the output guard and the log text. `@actions/core`
 * (with its HTTP client, undici), the check (formats, zod, yaml) and the GitHub client (Octokit)
 * are loaded by the runs that use them.
 */
/**
 * The action's one entry: read the inputs and the runner's context, run the flow, and turn any
 * failure into one clear line. Never prints the token. From its first line on, nothing it or a
 * library prints can start a workflow command (see output-guard.ts and log-text.ts).
 */
async function run(env = process.env) {
    const guard = guardOutput();
    let loaded;
    // Node ends a process whose event loop has nothing left, even with the flow still awaiting
    // (a promise nothing will settle, a timer let go): that must never pass for a finished run.
    const endedEarly = () => {
        process.exitCode = 1;
        guard.own(() => process.stdout.write('::error::handoff-gate stopped before its work was done (nothing left to wait for, a bug): the run is failed; re-run it, and report it if it repeats.\n'));
    };
    process.once('beforeExit', endedEarly);
    try {
        await runWith(env, {
            io: async () => (loaded ??= actionsIO(await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(421)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6421)), guard, {
                stepSummary: env.GITHUB_STEP_SUMMARY || undefined,
                outputs: Boolean(env.GITHUB_OUTPUT),
            })),
            notice: (message) => startupNotice(guard, message),
        });
    }
    finally {
        process.off('beforeExit', endedEarly);
    }
}
/**
 * The GitHub adapter, created (and loaded) on first use. An empty token is refused then, unless
 * the run is a dry run: that one reads nothing and writes nothing, and says what it skipped
 * (github/offline.ts).
 */
function lazyApi(inputs, context, io, pacing) {
    let github;
    let offline;
    const create = async (limits) => {
        if (!inputs['github-token']) {
            if (!inputs['dry-run'])
                throw new errors/* UsageError */.eb('The `github-token` input is empty; pass `${{ github.token }}` or a token with the permissions the README lists.');
            const { offlineAdapter } = await __nccwpck_require__.e(/* import() */ 868).then(__nccwpck_require__.bind(__nccwpck_require__, 2868));
            const { event } = context;
            offline = offlineAdapter({
                commit: context.sha,
                ...(event.kind === 'pull_request' && {
                    pull: { headSha: event.headSha, labels: event.labels, comments: event.comments },
                }),
            }, io.logger);
            return offline.github;
        }
        const { createGithub } = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(239), __nccwpck_require__.e(759)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7759));
        return createGithub(inputs['github-token'], context.apiUrl, { owner: context.owner, repo: context.repo }, inputs['dry-run'], io.logger, limits, pacing);
    };
    return {
        github: (limits) => (github ??= create(limits)),
        offline: () => offline,
    };
}
/** `run` over the given runner protocol: the whole flow, the same in the bundle and in process. */
async function runWith(env, deps) {
    try {
        const inputs = readInputs(envInputs(env));
        const context = readContext(env);
        if (context.event.kind === 'other') {
            deps.notice(`handoff-gate has nothing to do on ${context.event.name || 'this'} events; it runs on pull requests, merge queues (merge_group), pushes, issue comments (inbox commands), workflow_dispatch, schedule and workflow_run (posting a pull request's saved report).`);
            return;
        }
        const io = await deps.io();
        const emptyFailOn = emptyFailOnNote(env);
        if (emptyFailOn)
            io.logger.notice(emptyFailOn);
        const api = lazyApi(inputs, context, io, deps.pacing);
        const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(263), __nccwpck_require__.e(363)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9363));
        try {
            const clock = deps.clock ?? (await __nccwpck_require__.e(/* import() */ 110).then(__nccwpck_require__.bind(__nccwpck_require__, 7110))).systemClock;
            await main({ inputs, context, github: api.github, io, clock });
        }
        finally {
            // A dry run without a token: one notice of every read it skipped, whatever came of the run.
            const skipped = api.offline()?.notice();
            if (skipped)
                io.logger.notice(skipped);
        }
    }
    catch (error) {
        const io = await deps.io();
        if (error instanceof errors/* UsageError */.eb) {
            io.setFailed(`handoff-gate: ${error.message}`);
            return;
        }
        // The message may quote an API answer: setFailed shows it on one line, made safe. What GitHub
        // answered, or that nothing came (a connection refused: no 500 of GitHub's), leads it; a
        // timeout's own message says so already.
        const { describeFailure, httpStatus, isUnanswered } = await __nccwpck_require__.e(/* import() */ 116).then(__nccwpck_require__.bind(__nccwpck_require__, 3116));
        const { isTimeout } = await __nccwpck_require__.e(/* import() */ 679).then(__nccwpck_require__.bind(__nccwpck_require__, 1679));
        const api = !isTimeout(error) && (httpStatus(error) !== undefined || isUnanswered(error));
        const detail = error instanceof Error ? error.message : String(error);
        io.setFailed(`handoff-gate failed${api ? ` (${describeFailure(error)})` : ''}: ${detail}`);
        if (error instanceof Error && error.stack)
            io.logger.debug(error.stack);
    }
}


/***/ }),

/***/ 8427:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 6764:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ DEFAULT_CONFIG_PATH)
/* harmony export */ });
/** Where a repository's config file lives unless told otherwise (the action's `config` input, the CLI's `--config`); messages that point to the config name it. */
const DEFAULT_CONFIG_PATH = '.github/handoff-gate.yml';


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* unused harmony exports BaseNotFound, ConfigNotFound */
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

/***/ 4669:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ failureReasons),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   zR: () => (/* binding */ DEFAULT_FAIL_ON_TEXT)
/* harmony export */ });
/* unused harmony export FAIL_ON_ALLOWED */
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6345);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4512);


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
        const guess = unknown.length === 1 ? (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .kp)(unknown[0], FAIL_ON_LEVELS) : undefined;
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
        reasons.push(`gate veto (${(0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictGrounds */ .cK)(report.gate)})`);
    if (result === 'reject' && levels.includes('reject'))
        reasons.push(`gate reject (${(0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictGrounds */ .cK)(report.gate)})`);
    return reasons;
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ isStricter),
/* harmony export */   a2: () => (/* binding */ priorityOf),
/* harmony export */   cK: () => (/* binding */ verdictGrounds),
/* harmony export */   o9: () => (/* binding */ buildGate),
/* harmony export */   pm: () => (/* binding */ declaredGateResult),
/* harmony export */   vN: () => (/* binding */ countByPriority),
/* harmony export */   xp: () => (/* binding */ gateResult)
/* harmony export */ });
/* harmony import */ var _core_enum_reading_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8427);
/* harmony import */ var _report_order_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(734);


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

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _action_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7835);
/* harmony import */ var _io_memory_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7275);


(0,_io_memory_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .keepHeapSmall */ .p8)();
await (0,_action_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7275:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UV: () => (/* binding */ noteWork),
/* harmony export */   p8: () => (/* binding */ keepHeapSmall)
/* harmony export */ });
/* unused harmony export youngGenerationForWorkers */
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
    setFlagsFromString(`--min-semi-space-size=${CAP_BYTES / (1024 * 1024)}`);
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

/***/ 7789:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ breakLinks),
/* harmony export */   O0: () => (/* binding */ encodePath),
/* harmony export */   QI: () => (/* binding */ cutAtWord),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   dn: () => (/* binding */ breakMentions),
/* harmony export */   et: () => (/* binding */ fitsFileProperty),
/* harmony export */   hC: () => (/* binding */ escapeMessage),
/* harmony export */   hn: () => (/* binding */ breakablePath),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   yJ: () => (/* binding */ NOT_PLACED)
/* harmony export */ });
/* unused harmony exports ZWSP, wellFormed, URL_UNSAFE, TERMINAL_UNSAFE, escapeTerminal */
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7194);
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
    const text = redactSecrets(piece);
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

/***/ 734:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 7194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   sx: () => (/* binding */ redactBody)
/* harmony export */ });
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

/***/ 6345:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ isNullsOnly),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   dJ: () => (/* binding */ titled),
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


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

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

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

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

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

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
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
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
