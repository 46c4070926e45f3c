export const id = 197;
export const ids = [197];
export const modules = {

/***/ 9197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  handleCommand: () => (/* binding */ handleCommand)
});

// EXTERNAL MODULE: ./src/core/values.ts
var values = __webpack_require__(4101);
// EXTERNAL MODULE: ./src/core/did-you-mean.ts
var did_you_mean = __webpack_require__(7568);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
;// CONCATENATED MODULE: ./src/inbox/commands/parse.ts


const USAGES = [
    { name: 'approve', usage: '/approve', does: 'Approves a proposed intent (`status: proposed` → `approved`).', example: '/approve' },
    {
        name: 'answer',
        usage: '/answer <n> <text>',
        does: 'Answers clarification `n` (counted from 1) of an intent; the text may go on over the following lines. A message question has one part: `/answer <text>` writes the answer message.',
        example: '/answer 2 Use REST; gRPC can wait.',
    },
    { name: 'retry', usage: '/retry', does: 'Sends a blocked or failed intent back to `approved`, so it runs again.', example: '/retry' },
    { name: 'reject', usage: '/reject [reason]', does: 'Rejects the intent: its file is deleted. The reason goes into the reply and the commit.', example: '/reject Out of scope for this quarter.' },
    { name: 'help', usage: '/help', does: 'Replies with this table.', example: '/help' },
];
const NAMES = USAGES.map((u) => u.name);
const usageOf = (name) => USAGES.find((u) => u.name === name).usage;
/** The commands table with an example each: for inbox issue bodies and the `/help` reply. */
const HELP_TEXT = [
    '| Command | What it does | Example |',
    '|---|---|---|',
    ...USAGES.map((u) => `| \`${u.usage}\` | ${u.does} | \`${u.example}\` |`),
    '',
    'Write the command at the start of a new comment on this issue. The change is committed to the default branch, and the bot replies with what it did.',
].join('\n');
/** The commands that act on an inbox item of this reason, as usage strings. */
function usageFor(reason) {
    switch (reason) {
        case 'approval':
            return [usageOf('approve'), usageOf('reject')];
        case 'clarification':
            return [usageOf('answer'), usageOf('reject')];
        case 'blocked':
        case 'error':
            return [usageOf('retry'), usageOf('reject')];
        case 'question':
            return ['/answer <text>'];
        default:
            return [];
    }
}
/** `/word` at the start of the first line; a `/path/like/this` is not a command. */
const COMMAND = /^\/([A-Za-z][\w-]*)(?![\w/-])(.*)$/;
const NUMBER_WORDS = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'first', 'second', 'third', 'fourth', 'fifth']);
const ANSWER_USAGE = 'Write `/answer <n> <text>` for clarification `n` of an intent (e.g. `/answer 2 Use REST`), or `/answer <text>` for a question.';
const error = (message) => ({ error: message });
/** Blank as Markdown counts it: spaces and tabs only (a zero-width or no-break space is text). */
const BLANK = /^[ \t]*$/;
/** At most three spaces before the `/`: four, or a tab, make an indented code block. */
const COMMAND_LINE = /^ {0,3}(\/.*)$/;
/**
 * The command in an issue comment: its first non-blank line, when that line is plainly a
 * `/command` a person wrote. Since the command has to be the first thing in the comment, no
 * fence, quote or HTML comment can have opened before it: what rules out a quoted, fenced,
 * commented or indented `/approve` is that the first line starts with `>`, a fence, `<!--`,
 * four spaces or a tab, and a later line never counts. A BOM or zero-width character before
 * the `/` makes it text too (the command would be invisible as written). Anything else is a
 * normal comment (undefined). Never throws.
 */
function parseCommand(body) {
    if (typeof body !== 'string')
        return undefined;
    const lines = body.replace(/\r\n?/g, '\n').split('\n');
    const at = lines.findIndex((line) => !BLANK.test(line));
    if (at === -1)
        return undefined;
    const line = COMMAND_LINE.exec(lines[at])?.[1];
    if (line === undefined)
        return undefined;
    const match = COMMAND.exec(line.replace(/[ \t]+$/, ''));
    if (!match)
        return undefined;
    const word = match[1].toLowerCase();
    const args = match[2].trim();
    const following = lines.slice(at + 1).join('\n');
    switch (word) {
        case 'approve':
        case 'retry':
            return args === '' ? { name: word } : error(`\`/${word}\` takes nothing after it on its line; write \`/${word}\` alone on the first line (the lines below it are free).`);
        case 'help':
            return { name: 'help' };
        case 'reject': {
            const reason = `${args}\n${following}`.trim();
            return reason === '' ? { name: 'reject' } : { name: 'reject', reason };
        }
        case 'answer':
            return parseAnswer(args, following);
        default: {
            const near = (0,did_you_mean/* closest */.kp)(word, NAMES);
            const hint = near ? ` Did you mean \`/${near}\`?` : '';
            return error(`${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(`/${word}`, 40))} is not a command.${hint} The commands: ${USAGES.map((u) => `\`${u.usage}\``).join(', ')}.`);
        }
    }
}
function parseAnswer(args, following) {
    const rest = `${args}\n${following}`.trim();
    if (rest === '')
        return error(`\`/answer\` needs the answer. ${ANSWER_USAGE}`);
    // A number counts only on the command line itself: an answer that starts with a number goes on the next line.
    if (args === '')
        return { name: 'answer', text: rest, rest };
    const space = args.search(/\s/);
    const token = space === -1 ? args : args.slice(0, space);
    const after = space === -1 ? '' : args.slice(space);
    const digits = /^#?(\d+)[.:)]?$/.exec(token);
    if (digits) {
        const number = Number(digits[1]);
        if (number < 1)
            return error(`Clarifications are numbered from 1, so ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(token, 24))} names none. ${ANSWER_USAGE}`);
        if (!Number.isSafeInteger(number))
            return error(`${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(token, 24))} is not a clarification number. ${ANSWER_USAGE}`);
        const text = `${after}\n${following}`.trim();
        if (text === '')
            return error(`\`/answer ${number}\` needs the answer after the number. ${ANSWER_USAGE}`);
        return { name: 'answer', number, text, rest };
    }
    const lower = token.toLowerCase();
    if (/^[#+-]?\d*[.,]\d+$|^[-+]\d+$/.test(token) || NUMBER_WORDS.has(lower)) {
        return error(`Write the clarification number in digits, counted from 1: \`/answer 2 <text>\`. To answer a question with text that starts with ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(token, 20))}, start the answer on the line below \`/answer\`.`);
    }
    return { name: 'answer', text: rest, rest };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/enum-reading.ts
var enum_reading = __webpack_require__(8427);
// EXTERNAL MODULE: ./src/formats/intent/values.ts
var intent_values = __webpack_require__(5625);
;// CONCATENATED MODULE: ./src/inbox/commands/outcome.ts

const refused = (reason) => ({ kind: 'refused', reason });
/** A value from a file or a comment, quoted in a reply: one line, at most `max` characters, inert. */
function quote(value, max = 120) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    return (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)((0,render_escape/* oneLine */.TN)(text), max));
}
/** Free text from a comment, shown as prose in a reply. */
function prose(text, max = 500) {
    return (0,render_escape/* escapeInline */.VV)((0,render_escape/* truncate */.xv)(text, max));
}
/**
 * Text for a commit message: no mention pings or issue links, no control characters, bidi and
 * invisible characters shown (`<U+202E>`); line breaks kept only where `multiLine`.
 */
function commitText(text, max = 100, multiLine = false) {
    const visible = (0,render_escape/* showInvisible */.jQ)(text);
    const cleaned = multiLine
        ? visible
            .replace(/\r\n?/g, '\n')
            .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
            .trim()
        : (0,render_escape/* oneLine */.TN)(visible).trim();
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

;// CONCATENATED MODULE: ./src/inbox/commands/scalar.ts

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
            return { head: '|-', tail: value.split('\n').map((l) => ctx.eol + (l === '' ? '' : pad + l)).join('') };
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

;// CONCATENATED MODULE: ./src/inbox/commands/yaml-edit.ts



/** The checker's reading of YAML (src/core/document/yaml-doc.ts): an edit is judged by what it will see. */
const PARSE_OPTIONS = { version: '1.2', schema: 'core', uniqueKeys: true, strict: true, merge: false, prettyErrors: false };
const MAX_ALIAS_COUNT = 100;
function readYaml(text) {
    const counter = new dist/* LineCounter */.HN();
    const docs = [...(0,dist/* parseAllDocuments */.hR)(text, { ...PARSE_OPTIONS, lineCounter: counter })];
    for (const doc of docs) {
        const problem = doc.errors[0];
        if (problem) {
            const { line, col } = counter.linePos(problem.pos[0]);
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
        return after.values.every((value, i) => (i === 0 ? sameExcept(before.values[0], value, changes) : deepEqual(before.values[i], value)));
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
    if (!(0,values/* isRecord */.u4)(old) || !(0,values/* isRecord */.u4)(neu) || Array.isArray(neu))
        return false;
    const keys = new Set([...Object.keys(old), ...[...byKey.keys()].map(String)]);
    if (Object.keys(neu).length !== keys.size || !Object.keys(neu).every((k) => keys.has(k)))
        return false;
    return [...keys].every((k) => sameExcept(own(old, k), own(neu, k), byKey.get(k) ?? []));
}
const own = (record, key) => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);
function deepEqual(a, b) {
    if (Object.is(a, b))
        return true;
    if (Array.isArray(a))
        return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
    if (!(0,values/* isRecord */.u4)(a) || !(0,values/* isRecord */.u4)(b) || Array.isArray(b))
        return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
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

;// CONCATENATED MODULE: ./src/inbox/commands/intent.ts






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
    if (!root || !(0,values/* isRecord */.u4)(data))
        return refused(`${id} is not a YAML mapping of intent fields, so the bot cannot edit it.`);
    const at = { map: root.map, inFlow: root.inFlow };
    const commit = (name, what = item) => `handoff-gate: /${name} ${what} ${by}`;
    switch (command?.name) {
        case 'approve':
        case 'retry': {
            const written = (0,values/* has */.zy)(data, 'status') ? (0,values/* field */.ZZ)(data, 'status') : 'proposed';
            // Read as the inbox reads it: `status: Proposed` is an approval item, so /approve applies (and writes `approved`).
            const status = (0,enum_reading/* enumMember */.G)(written, intent_values/* INTENT_STATUSES */.Cv) ?? written;
            const from = command.name === 'approve' ? ['proposed'] : ['blocked', 'error'];
            if (typeof status !== 'string' || !from.includes(status))
                return refused(wrongStatus(command.name, id, written));
            const pair = pairOf(root.map, 'status');
            const splice = pair ? replaceValue(source, { ...at, pair }, 'approved', 'keep') : addPair(source, at, 'status', 'approved', 'keep');
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
    const answer = (0,values/* field */.ZZ)(clarification, 'answer');
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
    const list = (0,values/* asArray */._j)((0,values/* field */.ZZ)(data, 'clarifications'));
    const node = pairOf(at.map, 'clarifications')?.value;
    if (list.length === 0 || !(0,dist/* isSeq */.oP)(node))
        return refused(`${id} has no clarifications to answer.`);
    const open = list.flatMap((c, i) => ((0,values/* isRecord */.u4)(c) && unanswered(c) ? [i + 1] : []));
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
    if (!(0,values/* isRecord */.u4)(clarification))
        return refused(`Clarification ${n} of ${id} is not a mapping with \`question\` and \`answer\`, so the bot cannot fill it in.`);
    if (!unanswered(clarification)) {
        return refused(`Clarification ${n} of ${id} is already answered: ${quote((0,values/* field */.ZZ)(clarification, 'answer'), 200)}. To change an answer, edit the file.`);
    }
    const item = mapAt(source.docs[0], ['clarifications', n - 1]);
    if (!item)
        return refused(`Clarification ${n} of ${id} is not a mapping, so the bot cannot fill it in.`);
    const itemAt = { map: item.map, inFlow: item.inFlow };
    const pair = pairOf(item.map, 'answer');
    const splice = pair ? replaceValue(source, { ...itemAt, pair }, text, 'text') : addPair(source, itemAt, 'answer', text, 'text');
    const edited = finish(source, [splice], [{ path: ['clarifications', n - 1, 'answer'], value: text }]);
    if ('problem' in edited)
        return refused(cannotEdit(id, `clarification ${n}'s \`answer\``, edited.problem));
    const question = (0,values/* field */.ZZ)(clarification, 'question');
    const still = open.filter((i) => i !== n).length;
    const summary = [
        `Answered clarification ${n} of ${id}${typeof question === 'string' && question.trim() ? ` (${quote(question.trim())})` : ''}.`,
        still === 0 ? 'No clarification is open now.' : `${still} clarification${still === 1 ? ' is' : 's are'} still open.`,
    ].join(' ');
    return { kind: 'edit', text: edited.text, summary, commitMessage: commitFor(n) };
}

// EXTERNAL MODULE: ./src/formats/message/body.ts
var message_body = __webpack_require__(4649);
// EXTERNAL MODULE: ./src/formats/message/folder.ts
var message_folder = __webpack_require__(5834);
// EXTERNAL MODULE: ./src/formats/message/schema.ts
var schema = __webpack_require__(4633);
;// CONCATENATED MODULE: ./src/inbox/commands/question.ts








const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*\r?$/m;
/** Ids that can be a file name as they are. */
const FILE_NAME = /^[\w][\w.-]{0,119}$/;
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
    if (typeof text !== 'string' || typeof question.path !== 'string')
        return refused('The question file could not be read.');
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
    if (!(0,values/* isRecord */.u4)(data) || !root)
        return refused(`${shown} has no header fields, so the bot cannot tell what it asks.`);
    // Read as the inbox reads them: `status: Pending` (a case slip) is still a pending question to answer.
    const read = (key, members) => (0,enum_reading/* enumMember */.G)((0,values/* field */.ZZ)(data, key), members) ?? (0,values/* field */.ZZ)(data, key);
    const [type, to, status] = [read('type', schema/* TYPES */.QE), read('to', schema/* ROLES */.gg), read('status', schema/* STATUSES */.f)];
    const [from, id] = [(0,values/* field */.ZZ)(data, 'from'), (0,values/* field */.ZZ)(data, 'id')];
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
    // The contract: `answer` is the text as parseCommand hands it over (line breaks already LF,
    // the whole trimmed), so this normalisation changes nothing then; the answer message's
    // `## 回答` block holds exactly this text, apart from what a Markdown file cannot hold.
    const normalised = typeof answer === 'string' ? answer.replace(/\r\n?/g, '\n').trim() : '';
    if (normalised === '')
        return refused('`/answer` needs the answer: `/answer <text>`.');
    const answerText = normalised.replace(UNSTORABLE, '\uFFFD');
    const replaced = answerText === normalised ? 0 : [...normalised.matchAll(UNSTORABLE)].length;
    const now = ctx.now instanceof Date && Number.isFinite(ctx.now.getTime()) ? ctx.now : undefined;
    const newId = ctx.newId();
    if (!now || typeof newId !== 'string' || newId.trim() === '' || CONTROL.test(newId))
        return refused('The bot could not make an id or a timestamp for the answer.');
    const timestamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const answerPath = `${answersFolder(question.path)}/${FILE_NAME.test(id) ? id : safeStem(question.path)}.md`;
    if (answerPath === question.path)
        return refused(`${shown} sits where its answer would go (${quote(answerPath)}); move the question to \`questions/<from>-to-human/\` first.`);
    const statusPair = pairOf(root.map, 'status');
    const updatedPair = pairOf(root.map, 'updated_at');
    const at = { map: root.map, inFlow: root.inFlow };
    const splices = [
        replaceValue(source, { ...at, pair: statusPair }, 'completed', 'keep'),
        updatedPair ? replaceValue(source, { ...at, pair: updatedPair }, timestamp, 'keep') : addPair(source, at, 'updated_at', timestamp, 'keep', pairOf(root.map, 'created_at')),
    ];
    const edited = finish(source, splices, [
        { path: ['status'], value: 'completed' },
        { path: ['updated_at'], value: timestamp },
    ]);
    if ('problem' in edited)
        return refused(cannotEdit(shown, "the question's `status` or `updated_at`", edited.problem));
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const afterClosing = rest.indexOf('\n', closing.index);
    const body = afterClosing === -1 ? '' : rest.slice(afterClosing + 1);
    const title = (0,message_body/* titleOf */.Gg)((0,message_body/* splitBody */.Xi)(body, 1)) ?? id.trim();
    const priority = (0,values/* field */.ZZ)(data, 'priority');
    const header = {
        id: newId.trim(),
        from: 'human',
        to: from.trim(),
        type: 'answer',
        priority: typeof priority === 'string' && priority.trim() !== '' && !CONTROL.test(priority) ? priority.trim() : 'medium',
        status: 'completed',
        created_at: timestamp,
        parent_id: id.trim(),
    };
    const answerFile = answerMessage(header, title, answerText, eol);
    if (!answerFile)
        return refused('The bot could not write the answer message; write it by hand.');
    return {
        kind: 'answer',
        files: [
            { path: answerPath, text: answerFile },
            { path: question.path, text: text.slice(0, bom.length + opening[0].length) + edited.text + rest.slice(closing.index) },
        ],
        summary: `Answered ${quote(id.trim())}: wrote ${quote(answerPath)} and set the question's \`status\` to \`completed\`.${replaced ? ` ${replaced === 1 ? 'One character' : `${replaced} characters`} of the answer (a NUL or half of a broken surrogate pair) cannot be stored in a Markdown file, so the answer has U+FFFD (�) there instead.` : ''}`,
        commitMessage: `handoff-gate: /answer question ${commitText(id.trim())} (by ${login(ctx.user)})`,
    };
}
/** Spec 5 puts answers in `questions/answers/`, under the same `shared/` tree as the question. */
function answersFolder(path) {
    const folder = (0,message_folder/* folderOf */.yS)(path);
    if (folder)
        return `${folder.base.slice(0, folder.base.length - folder.top.length)}questions/answers`;
    const folders = path.split('/').slice(0, -1);
    const shared = folders.lastIndexOf('shared');
    return shared === -1 ? 'shared/questions/answers' : [...folders.slice(0, shared + 1), 'questions', 'answers'].join('/');
}
function safeStem(path) {
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
    return name.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '').slice(0, 120) || 'question';
}
/**
 * The spec's 回答 template, filled in; undefined if its header would not read back as written.
 *
 * The human's answer goes into `## 回答` as one fenced code block, verbatim: a fence of more
 * backticks than any run in the text, so no line of it can close the block. Inside it nothing
 * the person wrote is Markdown structure: a `---` line is no thematic break or setext underline,
 * `# x` and `## 理由` are no headings (the template's sections stay the template's, and the
 * answer section reads back as exactly the text), `{word}` or `[REPORT TO: PM]` is quoted text,
 * not a template placeholder or a bracket header (the message rules skip code blocks). The cost
 * is that the answer shows as preformatted text rather than rendered Markdown; its readers are
 * the agents, which read the file as text.
 */
function answerMessage(header, title, answer, eol) {
    const lines = Object.entries(header).map(([key, value]) => `${key}: ${renderScalar(value, { style: 'keep', inFlow: false, indent: 2, eol }).head}`);
    const check = readYaml(lines.join('\n'));
    if ('error' in check || !(0,values/* isRecord */.u4)(check.values[0]) || Object.entries(header).some(([k, v]) => (0,values/* field */.ZZ)(check.values[0], k) !== v))
        return undefined;
    const fence = '`'.repeat(Math.max(3, longestRun(answer, '`') + 1));
    const body = ['# 回答: ' + title, '', '## 回答', fence, answer, fence, '', '## 理由', 'なし', '', '## 追加情報', 'なし', ''];
    return ['---', ...lines, '---', '', ...body].join('\n').split('\n').join(eol);
}
function longestRun(text, char) {
    let longest = 0;
    let run = 0;
    for (const ch of text) {
        run = ch === char ? run + 1 : 0;
        if (run > longest)
            longest = run;
    }
    return longest;
}

;// CONCATENATED MODULE: ./src/inbox/commands/index.ts
/**
 * The pure side of the inbox's bot commands: reading a command from an issue
 * comment and computing the file edit it makes. No GitHub and no I/O here: the caller reads the
 * file, commits the result and replies with `summary` or `reason`.
 */




// EXTERNAL MODULE: ./src/inbox/issue.ts + 2 modules
var inbox_issue = __webpack_require__(4153);
;// CONCATENATED MODULE: ./src/inbox/item-change.ts
/**
 * What changed in an item since its issue was written, in plain words for the reply that
 * refuses a command: read from the issue as it was (its labels and body, both ours) and the
 * issue rendered from the item now. Only our own rendered text is quoted: labels and values
 * come from the new rendering, where they are escaped already.
 */
function describeChange(before, now, rendered, riskPrefix) {
    const out = [];
    const oldRisk = before.labels.find((l) => l.startsWith(riskPrefix))?.slice(riskPrefix.length);
    if ((oldRisk ?? null) !== (now.risk ?? null)) {
        out.push(now.risk ? `risk is now ${now.risk}${oldRisk && isLevel(oldRisk) ? `, was ${oldRisk}` : ''}` : 'it has no risk any more');
    }
    const oldReason = before.labels.find((l) => l.startsWith('inbox:'))?.slice('inbox:'.length);
    if (oldReason && oldReason !== now.reason && isReason(oldReason))
        out.push(`it is now ${REASON_WORDS[now.reason]}, was ${REASON_WORDS[oldReason]}`);
    const was = detailsOf(before.body);
    const is = detailsOf(rendered);
    let removed = 0;
    for (const [label, value] of is) {
        if (label === 'Risk' && out.some((o) => o.startsWith('risk')))
            continue;
        if (!was.has(label))
            out.push(`${label} was added`);
        else if (was.get(label) !== value)
            out.push(`${label} changed`);
    }
    for (const label of was.keys())
        if (!is.has(label))
            removed++;
    if (removed)
        out.push(`${removed} ${removed === 1 ? 'detail was' : 'details were'} removed`);
    return out.length > 8 ? [...out.slice(0, 8), `${out.length - 8} more changes`] : out;
}
const isLevel = (text) => ['low', 'med', 'high'].includes(text);
/** Why an item waits, as the reply says it. */
const REASON_WORDS = {
    approval: 'waiting for approval',
    clarification: 'waiting for answers',
    blocked: 'blocked',
    error: 'failed',
    escalation: 'escalated',
    question: 'asking a question',
};
const isReason = (text) => Object.hasOwn(REASON_WORDS, text);
/** The details an issue body shows, label → rendered value: table rows and quoted blocks under a bold label. */
function detailsOf(body) {
    const details = new Map();
    const blocks = body.replace(/\r\n?/g, '\n').split('\n\n');
    for (let i = 0; i < blocks.length; i++) {
        const block = blocks[i];
        if (block.startsWith('| Detail | Value |')) {
            for (const row of block.split('\n').slice(2)) {
                const cells = row.replace(/^\| /, '').replace(/ \|$/, '').split(' | ');
                if (cells.length === 2)
                    details.set(cells[0], cells[1]);
            }
            continue;
        }
        const label = /^\*\*([^\n]+)\*\*$/.exec(block)?.[1];
        const next = blocks[i + 1];
        if (label !== undefined && next?.startsWith('>')) {
            details.set(label, next);
            i++;
        }
    }
    return details;
}

;// CONCATENATED MODULE: ./src/inbox/reply-marker.ts
/**
 * The hidden last line of every reply to a command: it names the comment answered, so a re-run
 * of the same event, or a retry after the reply's answer was lost, sees that the comment has
 * its reply and does not answer (or act) twice.
 */
const PREFIX = '<!-- handoff-gate:reply comment=';
function replyMarker(commentId) {
    return `${PREFIX}${commentId} -->`;
}
/** The reply text with its marker. */
function withReplyMarker(text, commentId) {
    return `${text.trimEnd()}\n\n${replyMarker(commentId)}`;
}
/** True when the body is a reply to this comment: a line that is exactly its marker. */
function answers(body, commentId) {
    return typeof body === 'string' && body.replace(/\r\n?/g, '\n').split('\n').includes(replyMarker(commentId));
}

// EXTERNAL MODULE: ./src/github/once.ts
var once = __webpack_require__(6878);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/action/own-change.ts
var own_change = __webpack_require__(8163);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/action/inbox/ulid.ts

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID (spec 5's recommended message id): 48 bits of milliseconds, 80 random bits, Crockford base32. */
function ulid(now = new Date()) {
    let time = now.getTime();
    let out = '';
    for (let i = 0; i < 10; i++) {
        out = CROCKFORD[time % 32] + out;
        time = Math.floor(time / 32);
    }
    const random = (0,external_node_crypto_.randomBytes)(16);
    for (let i = 0; i < 16; i++)
        out += CROCKFORD[random[i] % 32];
    return out;
}

;// CONCATENATED MODULE: ./src/action/inbox/apply.ts








/** The commit message with the trailer naming the comment (a trailer is the last paragraph's `Key: value` line). */
function withTrailer(message, commentId) {
    return `${message.trimEnd()}\n\n${own_change/* COMMENT_TRAILER */.cw}: ${commentId}`;
}
/** True when a commit message carries this comment's trailer. */
function carriesTrailer(message, commentId) {
    return new RegExp(`^${own_change/* COMMENT_TRAILER */.cw}: ${commentId}$`, 'm').test(message);
}
/**
 * The commit that carried out this comment, when the newest commit touching `path` is it: how
 * a retry or a re-run of the same event recognises work whose answer it never got.
 */
async function commitOfComment(github, path, branch, commentId) {
    const last = await github.lastCommitFor(path, branch);
    return last && carriesTrailer(last.message, commentId) ? last.sha : undefined;
}
/** True when the text still has a clarification without an answer. */
function stillAsks(text) {
    try {
        return (0,values/* asArray */._j)((0,values/* field */.ZZ)((0,dist/* parse */.qg)(text), 'clarifications')).some((c) => {
            const answer = (0,values/* field */.ZZ)(c, 'answer');
            return answer === null || answer === undefined || (typeof answer === 'string' && answer.trim() === '');
        });
    }
    catch {
        return false;
    }
}
/** Apply a command to the item's file(s) on the default branch, or explain why it does not apply. */
async function applyToFiles(input) {
    const { item, command, user } = input;
    if (item.format === 'intent') {
        // The intent's id is its file's stem (spec 4), read from the item's own path.
        const id = (0,intent_values/* stemOf */.Vc)(item.path);
        const done = await commitEdit(input, item.path, (text) => applyIntentCommand(text, command, { id, user }));
        if (done.kind !== 'committed')
            return done;
        const resolved = command.name !== 'answer' || !stillAsks(done.finalText ?? '');
        return { kind: 'committed', summary: done.summary, commits: done.commits, itemResolved: resolved };
    }
    if (item.format === 'message' && item.reason === 'question') {
        if (command.name !== 'answer')
            return { kind: 'refused', reason: `A question is answered with \`/answer <text>\`; \`/${command.name}\` does not apply to it.` };
        return apply_answerMessage(input, command.rest);
    }
    return {
        kind: 'refused',
        reason: `No command applies to this item (${item.reason} of a ${item.format} file): fix \`${item.path}\` and push, and the issue closes by itself.`,
    };
}
/**
 * After a write failed or its answer was lost: whether the branch has the change all the same
 * (the file holds the intended text, or is gone for a deletion). Returns the commit when this
 * comment's trailer names it, `''` when the change is there but not by a commit we can name,
 * undefined when it is not there.
 */
async function landed(input, path, intended, again) {
    const there = intended === null ? again === undefined : again?.text === intended;
    if (!there)
        return undefined;
    return (await commitOfComment(input.github, path, input.branch, input.commentId)) ?? '';
}
/**
 * Read, edit and commit one file with the sha just read. A 409 means the file moved on (re-read
 * and re-apply) or the branch is protected (the sha did not move): then a pull request. A
 * server error or a lost answer is followed by a re-read: if the change is there, it is ours.
 */
async function commitEdit(input, path, edit) {
    const { github, branch } = input;
    let reread = input.first ?? null;
    for (let attempt = 0; attempt < 3; attempt++) {
        const file = reread === null ? await github.readFile(path, branch) : reread;
        reread = null;
        if (!file)
            return { kind: 'refused', reason: `\`${path}\` no longer exists on \`${branch}\`.` };
        const stale = input.recheck?.(file.text);
        if (stale)
            return stale;
        const outcome = edit(file.text);
        if (outcome.kind === 'refused')
            return outcome;
        if (input.mode === 'pull-request')
            return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
        const message = withTrailer(outcome.commitMessage, input.commentId);
        const done = (commits) => ({ kind: 'committed', summary: outcome.summary, commits, ...(outcome.kind === 'edit' && { finalText: outcome.text }) });
        try {
            const sha = outcome.kind === 'edit'
                ? await github.writeFile({ path, text: outcome.text, sha: file.sha, message, branch })
                : await github.deleteFile({ path, sha: file.sha, message, branch });
            return done([sha]);
        }
        catch (error) {
            if (!(0,errors/* isConflict */.dh)(error) && !(0,once/* mayHaveLanded */.I)(error))
                throw error;
            const again = await github.readFile(path, branch);
            const ours = await landed(input, path, outcome.kind === 'edit' ? outcome.text : null, again);
            if (ours !== undefined) {
                input.logger.info(`handoff-gate: the change to ${path} is on ${branch} although its answer was lost; not writing it again.`);
                return done(ours ? [ours] : []);
            }
            if ((0,errors/* isConflict */.dh)(error) && again?.sha === file.sha)
                return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
            input.logger.info(`handoff-gate: ${path} ${(0,errors/* isConflict */.dh)(error) ? 'changed while the command was applied' : 'was not written (no answer from GitHub)'}; applying it again.`);
            reread = again;
        }
    }
    return { kind: 'refused', reason: `\`${path}\` kept changing while the command was applied; please try again.` };
}
/**
 * The default branch is protected: the same change on a new branch, and a pull request for it.
 * The branch is named for the comment, so a retry or a re-run of the same event finds its own
 * branch and pull request again instead of opening another: an open pull request from it is the
 * answer; a branch left by a run that stopped half-way is completed (files that already hold the
 * change are not written again).
 */
async function viaPullRequest(input, changes) {
    const { github, branch, command, item } = input;
    const name = `${own_change/* COMMAND_BRANCH_PREFIX */.sF}${command.name}-${item.key.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)}-${input.commentId}`;
    const open = await github.findPull(name, branch);
    if (open)
        return { kind: 'pull-request', ...open };
    let resumed = false;
    try {
        await github.createBranch(name, await github.branchSha(branch));
    }
    catch (error) {
        // 422: the branch exists already, made by an earlier attempt at this very comment.
        if ((0,errors/* httpStatus */.nG)(error) !== 422)
            throw error;
        resumed = true;
    }
    for (const change of changes) {
        const message = withTrailer(change.outcome.commitMessage, input.commentId);
        const onBranch = resumed ? await github.readFile(change.path, name) : undefined;
        if (change.outcome.kind === 'edit') {
            if (onBranch?.text === change.outcome.text)
                continue;
            const sha = resumed ? onBranch?.sha : change.sha;
            await github.writeFile({ path: change.path, text: change.outcome.text, ...(sha && { sha }), message, branch: name });
        }
        else {
            if (resumed && !onBranch)
                continue;
            await github.deleteFile({ path: change.path, sha: onBranch?.sha ?? change.sha, message, branch: name });
        }
    }
    const first = changes[0].outcome;
    try {
        const pull = await github.createPull({
            head: name,
            base: branch,
            // A title is one line: the commit message's subject (a reason's own lines stay in the body).
            title: first.commitMessage.split('\n')[0],
            body: `${first.summary}\n\n\`${branch}\` is protected, so handoff-gate proposes the change here instead of committing it. Merging it applies \`/${command.name}\` from the inbox issue.`,
        });
        return { kind: 'pull-request', ...pull };
    }
    catch (error) {
        // A lost answer, or a concurrent attempt: the pull request may exist now.
        const found = await github.findPull(name, branch);
        if (found)
            return { kind: 'pull-request', ...found };
        throw error;
    }
}
/**
 * One file written for `/answer` on a question: with the trailer, and recognised when its
 * answer is lost (the file then holds the text). A 409 is the caller's to handle.
 */
async function writeOnce(input, change) {
    const { github, branch } = input;
    try {
        return await github.writeFile({ ...change, message: withTrailer(change.message, input.commentId), branch });
    }
    catch (error) {
        if (!(0,once/* mayHaveLanded */.I)(error))
            throw error;
        const ours = await landed(input, change.path, change.text, await github.readFile(change.path, branch));
        if (ours !== undefined)
            return ours;
        throw error;
    }
}
/** `/answer` on a question to a human: the answer message (spec 5) and the question marked completed. */
async function apply_answerMessage(input, text) {
    const { github, branch, item, user } = input;
    const question = input.first ?? (await github.readFile(item.path, branch));
    if (!question)
        return { kind: 'refused', reason: `\`${item.path}\` no longer exists on \`${branch}\`.` };
    const stale = input.recheck?.(question.text);
    if (stale)
        return stale;
    const now = new Date();
    const result = answerQuestion({ path: item.path, text: question.text }, text, { user, now, newId: () => ulid(now) });
    if (result.kind === 'refused')
        return result;
    const [answerFile, questionFile] = result.files;
    const pending = () => [
        { path: answerFile.path, outcome: { kind: 'edit', text: answerFile.text, summary: result.summary, commitMessage: result.commitMessage } },
        { path: questionFile.path, outcome: { kind: 'edit', text: questionFile.text, summary: result.summary, commitMessage: result.commitMessage }, sha: question.sha },
    ];
    if (input.mode === 'pull-request')
        return viaPullRequest(input, pending());
    const commits = [];
    try {
        // A run that wrote the answer and then lost its way: the answer is there already, by this comment.
        const earlier = await commitOfComment(github, answerFile.path, branch, input.commentId);
        if (earlier)
            commits.push(earlier);
        else {
            const existing = await github.readFile(answerFile.path, branch);
            commits.push(await writeOnce(input, { path: answerFile.path, text: answerFile.text, ...(existing && { sha: existing.sha }), message: result.commitMessage }));
        }
        commits.push(await writeOnce(input, { path: questionFile.path, text: questionFile.text, sha: question.sha, message: result.commitMessage }));
    }
    catch (error) {
        if (!(0,errors/* isConflict */.dh)(error) || commits.length > 0)
            throw error;
        const again = await github.readFile(answerFile.path, branch);
        if (again !== undefined)
            return { kind: 'refused', reason: `\`${answerFile.path}\` changed meanwhile; please try again.` };
        return viaPullRequest(input, pending());
    }
    return { kind: 'committed', summary: result.summary, commits: commits.filter(Boolean), itemResolved: true };
}

// EXTERNAL MODULE: ./src/action/inbox/label-spec.ts
var label_spec = __webpack_require__(591);
// EXTERNAL MODULE: ./src/core/check.ts + 14 modules
var check = __webpack_require__(3999);
// EXTERNAL MODULE: ./src/formats/index.ts + 57 modules
var formats = __webpack_require__(424);
// EXTERNAL MODULE: ./src/io/discover.ts
var discover = __webpack_require__(6970);
// EXTERNAL MODULE: ./src/io/fs-workspace.ts
var fs_workspace = __webpack_require__(9013);
;// CONCATENATED MODULE: ./src/action/inbox/fresh-inbox.ts




/**
 * The inbox as it is with one file as the branch head has it (`text`, undefined when the file
 * is gone there) and the checkout for everything else: the item a command is about, as the file
 * it will edit holds it now, with every other file (tasks, reviews, duplicate ids) around it.
 */
function inboxWithFile(root, config, path, text) {
    const checkout = (0,fs_workspace/* fsWorkspace */.Dy)(root);
    const bytes = text === undefined ? undefined : new TextEncoder().encode(text);
    const view = {
        ...checkout,
        read: (p, max) => (p === path ? bytes : checkout.read(p, max)),
        exists: (p) => (p === path ? bytes !== undefined : checkout.exists(p)),
    };
    const files = (0,discover/* discover */.k)(root, [root]).files.filter((p) => p !== path);
    if (bytes !== undefined)
        files.push(path);
    return (0,check/* check */.z)({ files, workspace: view, config, formats: formats/* FORMATS */.h }).inbox;
}

;// CONCATENATED MODULE: ./src/action/inbox/permissions.ts
const RANK = { none: 0, read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };
/** Whether `actual` is at least `required` (none < read < triage < write < maintain < admin). */
function permits(actual, required) {
    return RANK[actual] >= RANK[required];
}

// EXTERNAL MODULE: ./src/action/inbox/sync.ts
var sync = __webpack_require__(2270);
;// CONCATENATED MODULE: ./src/action/inbox/command.ts











/** The comment and issue of an `issue_comment` event, or why it is not one to act on. */
function readEvent(payload, identity) {
    if ((0,values/* field */.ZZ)(payload, 'action') !== 'created')
        return `a comment ${(0,values/* asString */.oJ)((0,values/* field */.ZZ)(payload, 'action')) ?? 'changed'}, not created: ignored`;
    const issue = (0,values/* asRecord */.qY)((0,values/* field */.ZZ)(payload, 'issue'));
    const comment = (0,values/* asRecord */.qY)((0,values/* field */.ZZ)(payload, 'comment'));
    if (!issue || !comment)
        return 'the event has no issue or comment';
    if ((0,values/* field */.ZZ)(issue, 'pull_request') !== undefined)
        return 'a comment on a pull request, not an inbox issue';
    const marker = (0,inbox_issue/* readInboxMarker */.dC)((0,values/* asString */.oJ)(issue.body) ?? '');
    if (!marker)
        return 'the issue is not an inbox issue';
    if ((0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(issue, 'user'), 'login')) !== identity)
        return 'the issue carries an inbox marker but was not opened by handoff-gate';
    const user = (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(comment, 'user'), 'login')) ?? '';
    const userType = (0,values/* asString */.oJ)((0,values/* field */.ZZ)((0,values/* field */.ZZ)(comment, 'user'), 'type')) ?? '';
    const labels = (0,values/* asArray */._j)((0,values/* field */.ZZ)(issue, 'labels'))
        .map((l) => (typeof l === 'string' ? l : (0,values/* asString */.oJ)((0,values/* field */.ZZ)(l, 'name'))))
        .filter((l) => typeof l === 'string' && l !== '');
    return {
        comment: { id: (0,values/* asNumber */.i)(comment.id) ?? 0, body: (0,values/* asString */.oJ)(comment.body) ?? '', user, userType },
        issue: { number: (0,values/* asNumber */.i)(issue.number) ?? 0, title: (0,values/* asString */.oJ)(issue.title) ?? '', body: (0,values/* asString */.oJ)(issue.body) ?? '', labels },
        marker,
    };
}
/** True when the issue has our reply to this comment already (a re-run, or a lost answer that landed). */
async function answered(github, issue, commentId, identity) {
    const comments = await github.listComments(issue);
    return comments.some((c) => c.author === identity && answers(c.body, commentId));
}
/**
 * A command in a comment on an inbox issue: checked (who, what, whether it applies to the very
 * item the issue showed), applied to the file through the contents API, acknowledged with
 * reactions and a reply, and the issue updated or closed. Anything that is not a command for
 * us is ignored quietly. Safe to run twice for one comment: a comment with a reply is done, and
 * a commit that names the comment is recognised as this command's.
 */
async function handleCommand(input) {
    const { logger, identity } = input;
    // Creating writes are sent once: a lost answer is recognised below, never blindly repeated.
    const github = input.github.withoutRetries();
    const event = readEvent(input.payload, identity);
    if (typeof event === 'string') {
        logger.info(`handoff-gate: ${event}.`);
        return;
    }
    const { comment, issue, marker } = event;
    if (comment.userType === 'Bot' || comment.user.endsWith('[bot]')) {
        logger.info('handoff-gate: a comment by a bot: ignored.');
        return;
    }
    const parsed = parseCommand(comment.body);
    if (parsed === undefined) {
        logger.info('handoff-gate: the comment holds no command.');
        return;
    }
    if (await answered(github, issue.number, comment.id, identity)) {
        logger.info(`handoff-gate: comment ${comment.id} has its reply already; nothing to do.`);
        return;
    }
    await github.addReaction(comment.id, 'eyes');
    const reply = async (text, ok) => {
        await postReply(github, issue.number, comment.id, identity, text);
        await github.addReaction(comment.id, ok ? '+1' : '-1');
    };
    if ('error' in parsed)
        return reply(parsed.error, false);
    if (parsed.name === 'help')
        return reply(HELP_TEXT, true);
    const allowed = await mayCommand(github, comment.user, input.config);
    if (allowed !== true)
        return reply(allowed, false);
    const branch = input.defaultBranch;
    const word = `/${parsed.name}`;
    const close = () => github.updateIssue(issue.number, { state: 'closed', stateReason: 'completed', body: `${issue.body.trimEnd()}\n${sync/* CLOSED_BY_ACTION */.I}\n` });
    const gone = `This item is no longer waiting for a human on \`${branch}\`, so \`${word}\` was not applied.`;
    // The file the issue names; a marker from before files were named goes by its key alone.
    const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
    if (path === undefined)
        return reply(gone, false);
    // The item as the file the command would edit has it now, at the branch head.
    const itemIn = (text) => {
        const inbox = input.root ? inboxWithFile(input.root, input.config, path, text) : input.items;
        return inbox.find((i) => i.key === marker.key && i.path === path);
    };
    const file = await github.readFile(path, branch);
    const item = itemIn(file?.text);
    if (!item || (0,inbox_issue/* stateHash */.ml)(item) !== marker.state) {
        // A re-run whose first run committed and then lost its way: the commit names this comment.
        const earlier = await commitOfComment(github, path, branch, comment.id);
        if (earlier) {
            await reply(`\`${word}\` was applied: committed in ${input.commitUrl(earlier)}.`, true);
            if (!item)
                await close();
            return;
        }
        if (!item)
            return reply(gone, false);
        return refuseStale(input, github, issue, word, item, reply);
    }
    const change = await applyToFiles({
        mode: input.config.commitMode,
        github,
        item,
        command: parsed,
        user: comment.user,
        branch,
        commentId: comment.id,
        ...(file && { first: file }),
        recheck(text) {
            const now = itemIn(text);
            return now && (0,inbox_issue/* stateHash */.ml)(now) === marker.state ? undefined : { kind: 'stale', now };
        },
        logger,
    });
    if (change.kind === 'stale')
        return change.now ? refuseStale(input, github, issue, word, change.now, reply) : reply(gone, false);
    if (change.kind === 'refused')
        return reply(change.reason, false);
    if (change.kind === 'pull-request') {
        const why = input.config.commitMode === 'pull-request' ? 'Changes go through pull requests here (config `commit.mode`)' : `\`${branch}\` is protected`;
        return reply(`${why}, so the change is in pull request #${change.number} (${change.url}); the item stays open until it is merged.`, true);
    }
    const where = change.commits.length ? `Committed in ${change.commits.map((sha) => input.commitUrl(sha)).join(' and ')}.` : `The change is on \`${branch}\`.`;
    await reply(`${change.summary} ${where}`, true);
    if (change.itemResolved)
        await close();
}
/**
 * The item changed since the issue was written: the command is refused with what changed, and
 * the issue brought up to date (title, body with the new state, labels), so that the next
 * command is given on what the human can now read.
 */
async function refuseStale(input, github, issue, word, now, reply) {
    const { config } = input;
    const head = await github.branchSha(input.defaultBranch);
    const wanted = (0,inbox_issue/* renderInboxIssue */.yH)(now, { fileUrl: input.fileUrl?.(now, head) ?? '', commit: head.slice(0, 7), inboxLabel: config.inboxLabel, riskPrefix: config.riskLabelPrefix });
    const changes = describeChange(issue, now, wanted.body, config.riskLabelPrefix);
    const update = (0,inbox_issue/* issueNeedsUpdate */.IN)(issue, wanted, (0,label_spec/* ownLabel */.t)(config));
    if (update) {
        if (update.title !== undefined || update.body !== undefined) {
            await github.updateIssue(issue.number, { ...(update.title !== undefined && { title: update.title }), ...(update.body !== undefined && { body: update.body }) });
        }
        for (const name of update.removeLabels)
            await github.removeLabel(issue.number, name);
        // A label new to the repository is created with its colour first (createLabel leaves one that exists alone).
        const spec = (0,label_spec/* inboxLabelSpec */.i)(config);
        for (const name of update.addLabels) {
            await github.createLabel(spec(name));
            await github.addLabel(issue.number, name);
        }
    }
    const what = changes.length ? ` (${changes.join('; ')})` : '';
    await reply(`The item changed since this issue was written${what}, so \`${word}\` was not applied. The issue now shows its current state: read it, and comment again if you still want \`${word}\`.`, false);
}
/** The reply, with its marker; after a lost answer, posted again only if it did not land. */
async function postReply(github, issue, commentId, identity, text) {
    const body = withReplyMarker(text, commentId);
    try {
        await github.createComment(issue, body);
    }
    catch (error) {
        if (!(0,once/* mayHaveLanded */.I)(error))
            throw error;
        if (await answered(github, issue, commentId, identity))
            return;
        await github.createComment(issue, body);
    }
}
/** True, or the refusal to reply: the users list (if set) and the least repository permission must both allow. */
async function mayCommand(github, user, config) {
    if (config.approverUsers.length > 0 && !config.approverUsers.some((u) => u.toLowerCase() === user.toLowerCase())) {
        return `Only ${config.approverUsers.map((u) => `\`${u}\``).join(', ')} may run inbox commands here (config \`approvers.users\`).`;
    }
    const permission = await github.permissionOf(user);
    if (!permits(permission, config.approverPermission)) {
        return `Inbox commands need \`${config.approverPermission}\` access to this repository; your access is \`${permission}\`.`;
    }
    return true;
}


/***/ })

};
