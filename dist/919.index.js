export const id = 919;
export const ids = [919,110];
export const modules = {

/***/ 5252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ requiredApprovals),
/* harmony export */   NL: () => (/* binding */ approvalsSince),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   WJ: () => (/* binding */ expiresAt),
/* harmony export */   fL: () => (/* binding */ loginOfEmail),
/* harmony export */   p0: () => (/* binding */ approvalsLine),
/* harmony export */   vD: () => (/* binding */ utcMinute)
/* harmony export */ });
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _bot_word_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3982);
/* harmony import */ var _commands_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5920);
/* harmony import */ var _reply_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1343);




/**
 * Who approved the item since `since` (an ISO time: when its current content landed), in the order
 * they first did, once each (logins compared without case, with the comment that first did): the `/approve` comments by people
 * (never `identity`, never an app's `[bot]` account), unedited, posted strictly after `since`.
 * An `/approve` the bot refused (its reply says so: {@link notCounted}) is no approval, even once
 * the reason is gone. Under an `expiry`, one posted that long ago or longer is none either (a later
 * `/approve` of the same person counts in its place), and each counted one says until when it
 * counts: GitHub's server-set time decides, never a line the bot wrote. Whether each still
 * qualifies (access, policy, "self") is asked by the caller at the moment of use.
 */
function approvalsSince(comments, identity, since, expiry) {
    const after = Date.parse(since);
    if (Number.isNaN(after))
        return [];
    const refused = (0,_reply_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .notCounted */ .Oi)(comments, identity);
    const seen = new Map();
    for (const comment of comments) {
        const { author } = comment;
        if (author === identity || author.endsWith('[bot]') || !LOGIN.test(author) || !(0,_bot_word_js__WEBPACK_IMPORTED_MODULE_3__/* .unedited */ .z)(comment))
            continue;
        // Strictly after: GitHub's times are whole seconds, and a comment of the same second may be older.
        if (!(Date.parse(comment.createdAt) > after) || refused.has(comment.id) || !isApprove(comment.body))
            continue;
        const until = expiry && expiresAt(comment, expiry);
        if (until === null)
            continue;
        if (!seen.has(author.toLowerCase()))
            seen.set(author.toLowerCase(), { login: author, comment: comment.id, ...(until && { until }) });
    }
    return [...seen.values()];
}
/**
 * When a comment's approval stops counting (ISO), or null when it has (or its time cannot be
 * read: an approval whose age is not known is not counted).
 */
function expiresAt(comment, { now, afterMs }) {
    const posted = Date.parse(comment.createdAt);
    if (Number.isNaN(posted) || posted + afterMs <= now)
        return null;
    return new Date(posted + afterMs).toISOString();
}
/** A comment whose command is `/approve`, read as every command is (its first non-blank line). */
const isApprove = (body) => {
    const command = (0,_commands_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommand */ .RM)(body, []);
    return command !== undefined && 'name' in command && command.name === 'approve';
};
/** A GitHub login: letters, digits and single hyphens (up to 39). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** How many distinct approvals the item needs: its risk level's count (`approvers.required`), 1 where none applies. */
function requiredApprovals(item, required) {
    return item.risk === 'high' ? required.high : item.risk === 'med' ? required.med : 1;
}
/**
 * `2026-12-21 09:00 UTC`: a time to the minute (rounded down: an approval is never shown to last
 * longer than it does), written anew from the time it reads, so no text of an answer passes through.
 */
function utcMinute(time) {
    const at = Date.parse(time);
    if (Number.isNaN(at))
        return 'an unknown time';
    const iso = new Date(at).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** Logins compared as GitHub compares them: without case. */
const sameLogin = (a, b) => a.toLowerCase() === b.toLowerCase();
/**
 * The login a commit's e-mail names, when it is GitHub's noreply address
 * (`12345+alice@users.noreply.github.com`, or the older `alice@users.noreply.github.com`).
 */
function loginOfEmail(email) {
    const m = /^(?:\d{1,12}\+)?([A-Za-z0-9-]{1,39})@users\.noreply\.github\.com$/i.exec(email ?? '');
    return m?.[1];
}
/** The issue's line that shows the count: `**Approvals:** 1 of 2 (`alice`). One more person …`. */
function approvalsLine(item, shown) {
    const required = requiredApprovals(item, shown.required);
    const have = shown.have.slice(0, 10);
    const until = (login) => {
        const at = shown.until?.get(login.toLowerCase());
        return at ? ` until ${utcMinute(at)}` : '';
    };
    const who = have.length ? ` (${have.map((login) => `${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(login)}${until(login)}`).join(', ')})` : '';
    const left = required - have.length;
    const people = left === 1
        ? have.length
            ? 'One more person'
            : 'One person'
        : `${left} ${have.length ? 'more' : 'different'} people`;
    const self = shown.selfApproval ? '' : '; whoever proposed it or changed it since cannot approve it';
    const more = left > 0 ? ` ${people} with the right access must approve it (\`/approve\`)${self}.` : '';
    return `**Approvals:** ${have.length} of ${required}${who}.${more}`;
}


/***/ }),

/***/ 4209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Px: () => (/* binding */ isClosingComment),
/* harmony export */   R_: () => (/* binding */ closedBody),
/* harmony export */   e$: () => (/* binding */ withClosingMarker),
/* harmony export */   hY: () => (/* binding */ closingComment),
/* harmony export */   iX: () => (/* binding */ COMMANDS_HEADING),
/* harmony export */   r3: () => (/* binding */ closingState)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);


/** A short or full sha stays bare so GitHub links it; anything else is shown as code. */
function commitRef(commit) {
    return /^[0-9a-f]{7,40}$/i.test(commit) ? commit : (0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(commit, 40));
}
function sentence(text) {
    return /[.!?…]$/.test(text) ? text : `${text}.`;
}
/** The comment posted when the action closes an inbox issue: why it closed, in one line. */
function closingComment(why) {
    switch (why.kind) {
        case 'resolved': {
            const detail = (0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMessage */ .hC)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(why.detail)).trim(), 1000));
            return detail
                ? sentence(`Resolved in ${commitRef(why.commit)}: ${detail}`)
                : `Resolved in ${commitRef(why.commit)}.`;
        }
        case 'undecided':
            return `Left the inbox in ${commitRef(why.commit)} through a change, not a decision taken here (${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMessage */ .hC)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(why.words))}): ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(why.ruleId, 100))} reports that change.`;
        case 'deleted':
            return `The file ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)((0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(why.path, 500))} was deleted in ${commitRef(why.commit)}, so this item no longer waits for a human.`;
        case 'duplicate': {
            const of = Number.isSafeInteger(why.of) && why.of > 0 ? why.of : 0;
            return of
                ? `Duplicate of #${of} (created by a concurrent run).`
                : 'Duplicate of another inbox issue for the same item (created by a concurrent run).';
        }
    }
}
/**
 * A closed issue's body as it ends: its first paragraph says the final state (`final`, Markdown
 * made of escaped parts, as a closing comment is), in place of what was asked; the approvals count
 * and the commands, which a closed issue no longer takes, are left out. The details, the file
 * link, the footer and the hidden marker stay, so the issue is found again by its item.
 */
function closedBody(body, final) {
    const parts = body.replace(/\r\n?/g, '\n').trimEnd().split('\n\n');
    const commands = parts.indexOf(COMMANDS_HEADING);
    const kept = parts
        .slice(1)
        .filter((part, i) => !part.startsWith('**Approvals:** ') && !(commands !== -1 && i + 1 >= commands && i + 1 < commands + 4));
    return [`**Closed.** ${final.trim()}`, ...kept].join('\n\n');
}
/** The heading of an issue's commands, which {@link closedBody} leaves out with its three paragraphs. */
const COMMANDS_HEADING = '#### Commands';
/** The hidden last line of our closing comments: which closing of the issue it is for. */
const CLOSING_MARKER = '<!-- handoff-gate:closing';
/**
 * Which closing of an issue a closing comment belongs to: a hash of the issue's body as it was
 * when closed. A re-run after a half-failed close (comment posted, close refused) and a
 * concurrent run see the same body, so they find the comment; a later closing of the same
 * issue, after it was reopened with a body rendered at a newer commit, gets a comment of its own.
 */
function closingState(issueBody) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(issueBody.replace(/\r\n/g, '\n').trimEnd(), 'utf8').digest('hex').slice(0, 12);
}
function closingMarker(state) {
    return `${CLOSING_MARKER} state=${state} -->`;
}
/**
 * The closing comment with its marker as the last line. Nothing from files can forge it: the
 * comment's text is escaped ({@link closingComment} keeps every outside value on the first line,
 * with `<` escaped), and only the last line, written here, counts.
 */
function withClosingMarker(comment, state) {
    return `${comment.trimEnd()}\n\n${closingMarker(state)}`;
}
/** Whether a comment's body is our closing comment for `state` (the caller checks its author). */
function isClosingComment(body, state) {
    const lines = body.replace(/\r\n/g, '\n').trimEnd().split('\n');
    return lines.length > 1 && lines.at(-1) === closingMarker(state);
}


/***/ }),

/***/ 8949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ leftBody),
/* harmony export */   GG: () => (/* binding */ readLeft),
/* harmony export */   Qk: () => (/* reexport safe */ _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_2__.Qk),
/* harmony export */   Wx: () => (/* binding */ LEFT_CHOICE)
/* harmony export */ });
/* unused harmony export leftMarker */
/* harmony import */ var _issue_closing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4209);
/* harmony import */ var _issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43);
/* harmony import */ var _suppressions_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(367);


// Which guard's finding leaves an item still waiting for a person is said in the guards' one list.

/*
 * An item that left the inbox without a person's decision (its approval skipped, its question
 * closed or deleted unanswered) keeps its issue open until a person decides: `/approve` ratifies
 * the change, `/reject` undoes it. The issue says so in its first paragraph, and a hidden line
 * names the change and the rule that reported it. That line is written under the bot's login,
 * which every workflow of the repository shares, so it is never taken as a record of anything: it
 * only keeps the issue open (a forged one can at most ask a person for a decision nobody needs),
 * and a command on it checks the change it names against GitHub's record before anything counts.
 */
/** The hidden line of an issue whose item left without a decision. */
const LEFT_MARKER = '<!-- handoff-gate:left';
/** Exactly our own line: a full commit id and a rule id. */
const LEFT_LINE = /^<!-- handoff-gate:left commit=([0-9a-f]{40}) rule=([a-z0-9-]{1,60}\/[a-z0-9-]{1,60}) -->$/;
/** The hidden line for a left item. */
function leftMarker(state) {
    return `${LEFT_MARKER} commit=${state.commit} rule=${state.ruleId} -->`;
}
/** The left state an issue body names on a line of its own, if it names one. */
function readLeft(body) {
    if (typeof body !== 'string' || !body.includes(LEFT_MARKER))
        return undefined;
    for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
        if (!line.startsWith(LEFT_MARKER))
            continue;
        const m = LEFT_LINE.exec(line);
        if (m)
            return { commit: m[1], ruleId: m[2] };
    }
    return undefined;
}
/** What a person may do on a left item's issue, as its first paragraph and the replies say it. */
const LEFT_CHOICE = 'Nobody has decided this yet: comment `/approve` to ratify the change (the decision is committed to the history), or `/reject` to undo it (the file goes back to how it was before that change).';
const LEFT_FOOTER = '_handoff-gate keeps this issue open until a person decides: a later change to the file does not close it. Closed by hand, it stays closed._';
/**
 * The body of an issue whose item left without a decision: its first paragraph says what happened
 * (`what`: escaped Markdown, as a closing comment is) and what a person may do; the details, the
 * file link and the item's marker stay, the approvals count and the item's commands go (they were
 * for the item as it waited), and the left line goes before the item's marker.
 */
function leftBody(body, what, state, marker) {
    const kept = (0,_issue_closing_js__WEBPACK_IMPORTED_MODULE_0__/* .closedBody */ .R_)(body, what)
        .split('\n\n')
        .slice(1)
        .filter((part) => part.trim() !== marker.trim() && part !== _issue_js__WEBPACK_IMPORTED_MODULE_1__/* .FOOTER */ .sE);
    return [`**Left the inbox without a decision.** ${what.trim()} ${LEFT_CHOICE}`, ...kept, LEFT_FOOTER]
        .join('\n\n')
        .concat(`\n${leftMarker(state)}\n${marker}\n`);
}


/***/ }),

/***/ 43:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sE: () => (/* binding */ FOOTER),
  U2: () => (/* reexport */ issue_marker/* INBOX_MARKER */.U2),
  hY: () => (/* reexport */ issue_closing/* closingComment */.hY),
  IN: () => (/* reexport */ issueNeedsUpdate),
  dC: () => (/* reexport */ issue_marker/* readInboxMarker */.dC),
  yH: () => (/* binding */ renderInboxIssue),
  ml: () => (/* reexport */ issue_marker/* stateHash */.ml)
});

// UNUSED EXPORTS: MAX_BODY, MAX_TITLE, inboxMarker, markerKey

// EXTERNAL MODULE: ./src/inbox/reasons.ts
var reasons = __webpack_require__(9289);
// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/inbox/item-title.ts
var item_title = __webpack_require__(3838);
// EXTERNAL MODULE: ./src/inbox/approvals.ts
var approvals = __webpack_require__(5252);
// EXTERNAL MODULE: ./src/inbox/issue-marker.ts
var issue_marker = __webpack_require__(1170);
// EXTERNAL MODULE: ./src/inbox/issue-closing.ts
var issue_closing = __webpack_require__(4209);
;// CONCATENATED MODULE: ./src/inbox/issue-update.ts
/** A body edited in the web UI comes back with CRLF line ends, and trailing whitespace means nothing. */
function normaliseBody(body) {
    return body.replace(/\r\n?/g, '\n').trimEnd();
}
/** GitHub label names are case-insensitive: `Inbox` and `inbox` are one label. */
const labelKey = (name) => name.toLowerCase();
/**
 * What to change so the issue matches what we want, or undefined when nothing differs (a re-run
 * with nothing changed makes no write). Only our own labels are ever removed: a team's triage
 * labels on the same issue stay.
 */
function issueNeedsUpdate(current, wanted, ownLabels) {
    const change = { addLabels: [], removeLabels: [] };
    if (current.title.trim() !== wanted.title.trim())
        change.title = wanted.title;
    if (normaliseBody(current.body) !== normaliseBody(wanted.body))
        change.body = wanted.body;
    const have = new Set(current.labels.map(labelKey));
    const want = new Set(wanted.labels.map(labelKey));
    const added = new Set();
    for (const name of wanted.labels) {
        const key = labelKey(name);
        if (have.has(key) || added.has(key))
            continue;
        added.add(key);
        change.addLabels.push(name);
    }
    for (const name of current.labels) {
        if (!want.has(labelKey(name)) && ownLabels(name))
            change.removeLabels.push(name);
    }
    const differs = change.title !== undefined ||
        change.body !== undefined ||
        change.addLabels.length > 0 ||
        change.removeLabels.length > 0;
    return differs ? change : undefined;
}

;// CONCATENATED MODULE: ./src/inbox/issue.ts










/** GitHub's limit for an issue title. */
const MAX_TITLE = 256;
/** GitHub refuses bodies over 65,536 characters; stay well clear of it. */
const MAX_BODY = 60_000;
/** Longest file text one detail shows before it is cut with `…`. */
const MAX_DETAIL = 4_000;
/** Escaping can grow text (`|` → `&#124;`): the longest one rendered detail may get. */
const MAX_RENDERED_DETAIL = 8_000;
/** Values longer than this read better as a quoted block than as a table cell. */
const MAX_CELL = 300;
/** Control characters and line breaks: a title is one line. */
const TITLE_JUNK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** The issue title: what is asked (`Approve: <intent title>`), one line of plain text. */
function issueTitle(item) {
    // Bidi and invisible characters shown (`<U+202E>`), so the title reads as it is; then no
    // mention, no `#N` reference and no URL that would link this issue into another thread.
    const plain = (text) => (0,render_escape/* breakLinks */.J)((0,render_escape/* breakMentions */.dn)((0,render_escape/* inert */.tJ)(text).replace(TITLE_JUNK, ' ').replace(/\s+/g, ' ').trim()));
    return (0,render_escape/* cutAtWord */.QI)(plain(item.title) || plain(`Inbox: ${item.key}`), MAX_TITLE);
}
/** `[inbox, inbox:approval, risk:high]`: the risk label only when the item has a risk. */
function issueLabels(item, ctx) {
    return [ctx.inboxLabel, `inbox:${item.reason}`, ...(item.risk ? [`${ctx.riskPrefix}${item.risk}`] : [])];
}
/** One issue per inbox item: what the sync writes, and compares with what the issue holds. */
function renderInboxIssue(item, ctx) {
    const open = opening(item, ctx.formats);
    const head = [
        open.text,
        ...(ctx.approvals && (0,reasons/* countsApprovals */.X)(ctx.formats, item) ? [(0,approvals/* approvalsLine */.p0)(item, ctx.approvals)] : []),
    ];
    const tail = [issue_location(item, ctx), ...commands(item, ctx.formats), FOOTER, (0,issue_marker/* inboxMarker */.bF)(item, ctx.pushers)];
    const budget = MAX_BODY - [...head, ...tail].join('\n\n').length;
    const body = [...head, ...details(item, budget, open.shownWhole), ...tail].join('\n\n');
    return { title: issueTitle(item), body, labels: issueLabels(item, ctx) };
}
/** The last paragraph of an open issue's body, before its marker. */
const FOOTER = '_This issue is kept in sync by handoff-gate: its title, body and inbox labels follow the file, and it is closed with a comment once the item no longer waits for a human. Closed by hand, it stays closed until the item changes._';
// ---------------------------------------------------------------------------------------------
// What is asked
/** Which numbered questions are open, as a sentence (empty when the item has none open). */
function openText(item) {
    const open = (item.questions ?? []).filter((q) => q.answer === null).map((q) => q.number);
    return open.length ? ` Open: ${open.length === 1 ? 'question' : 'questions'} ${open.join(', ')}.` : '';
}
/** For an item of a reason no format words (none the formats raise): what any item asks. */
const UNWORDED = 'An agent waits for a human to decide what happens next.';
/** The longest run of the item's own words the first line quotes before it cuts them at a word. */
const MAX_ASKED = 300;
/** The first line's own words, and the label of the detail the body then leaves out (shown whole already). */
function firstLine(item, words) {
    const asked = words?.asks?.(item) ?? { ask: '**Waiting for a human:**' };
    const raw = (asked.text ?? (0,item_title/* subjectOf */.et)(item.title)).trim();
    const flat = (0,render_escape/* oneLine */.TN)(raw).trim();
    const cut = (0,render_escape/* cutAtWord */.QI)(flat, MAX_ASKED);
    const text = (0,render_escape/* escapeInline */.VV)(cut);
    const line = text ? `${asked.ask} ${text}` : asked.ask;
    const whole = cut === flat && !raw.includes('\n') && !raw.includes('\r');
    return whole && asked.detail !== undefined ? { line, shownWhole: asked.detail } : { line };
}
/**
 * The issue's first paragraph, one line each: what is asked (the item's own words: the question,
 * the blocker, the intent), why it waits, how to answer (the commands by name), and which change
 * closes it where that is not a command. A closed issue's body drops this paragraph whole.
 */
function opening(item, formats) {
    const words = (0,reasons/* reasonWords */.I)(formats, item.reason, item.format);
    const { line, shownWhole } = firstLine(item, words);
    const lines = [line, (words?.statement(item) ?? UNWORDED) + openText(item)];
    if (item.actions.length) {
        const named = item.actions.slice(0, 5).map((action) => (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(action, 200)));
        lines.push(`**How to answer:** comment ${named.join(' or ')} on this issue (${named.length === 1 ? 'explained' : 'each is explained'} below).`);
    }
    else
        lines.push('No bot command applies.');
    const closes = words?.closes?.(item) ??
        (item.actions.length
            ? undefined
            : `a change to ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(item.path, 500))} on the default branch after which it no longer waits for a human`);
    if (closes)
        lines.push(`**What closes it:** ${closes}.`);
    return { text: lines.join('\n'), ...(shownWhole !== undefined && { shownWhole }) };
}
// ---------------------------------------------------------------------------------------------
// Details
/** File text cut to the detail bound, then rendered; shorter still when escaping made it huge. */
function bounded(value, render) {
    for (let max = MAX_DETAIL;; max = Math.floor(max / 2)) {
        const out = render((0,render_escape/* truncate */.xv)(value, max));
        if (out.length <= MAX_RENDERED_DETAIL || max < 64)
            return out;
    }
}
/** A quoted block: line breaks kept, every line literal text (no Markdown, HTML, mentions or markers). */
function quote(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => {
        const escaped = (0,render_escape/* escapeInline */.VV)(line);
        return escaped ? `> ${escaped}` : '>';
    })
        .join('\n');
}
function isBlock(value) {
    return /[\r\n\u2028\u2029]/.test(value.trim()) || value.length > MAX_CELL;
}
/**
 * The item's details in their order: runs of short values as a table, long or multi-line values
 * (an intent's body, a message's question) as quoted blocks under their label. Whatever is left
 * when the body's budget runs out is counted, not shown. Returns Markdown blocks.
 */
function details(item, budget, shownWhole) {
    const blocks = [];
    let table = [];
    const flush = () => {
        if (table.length)
            blocks.push(['| Detail | Value |', '|---|---|', ...table].join('\n'));
        table = [];
    };
    // Room is kept for the table header, the separators and the line that says what was left out.
    let room = budget - 300;
    let shown = 0;
    // The detail the first line shows whole is not said twice.
    const all = (0,report/* shownDetails */.IR)(item).filter((detail) => detail.label !== shownWhole);
    for (const detail of all) {
        const label = (0,render_escape/* escapeInline */.VV)((0,render_escape/* truncate */.xv)(detail.label, 200)) || 'Detail';
        const value = detail.value.trim();
        const part = isBlock(value)
            ? `**${label}**\n\n${bounded(value, quote)}`
            : `| ${label} | ${bounded(value, render_escape/* escapeCell */.kq) || '—'} |`;
        room -= part.length + 2;
        if (room < 0)
            break;
        shown++;
        if (isBlock(value)) {
            flush();
            blocks.push(part);
        }
        else {
            table.push(part);
        }
    }
    flush();
    const left = all.length - shown;
    if (left > 0)
        blocks.push(`_${left} more ${left === 1 ? 'detail is' : 'details are'} not shown here: see the file._`);
    return blocks;
}
// ---------------------------------------------------------------------------------------------
// Where, and what to do
function issue_location(item, ctx) {
    const where = `${(0,render_escape/* truncate */.xv)(item.path, 500)}:${item.line}`;
    const commit = ctx.commit ? ` at ${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(ctx.commit, 40))}` : '';
    return `**File:** ${(0,render_escape/* link */.nf)(where, ctx.fileUrl)}${commit}`;
}
/** Markdown blocks: the heading, the commands with an example each, who may use them. */
function commands(item, formats) {
    const help = formats.find((format) => format.id === item.format)?.inbox?.commandHelp;
    if (item.actions.length === 0)
        return [];
    const rows = item.actions.slice(0, 20).map((action) => {
        const usage = (0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(action, 200));
        const known = help?.(action, item);
        return known ? `- ${usage} — ${known.what}. Example: ${(0,render_escape/* codeSpan */.SS)(known.example)}` : `- ${usage}`;
    });
    return [
        issue_closing/* COMMANDS_HEADING */.iX,
        'Comment on this issue with one command:',
        rows.join('\n'),
        'Only people with write access to this repository can use these commands. Edited comments are ignored: post a new comment instead.',
    ];
}


/***/ }),

/***/ 9289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ reasonWords),
/* harmony export */   X: () => (/* binding */ countsApprovals)
/* harmony export */ });
/**
 * The words for a reason: those of the item's format, else (a reason read back from an issue's
 * `inbox:<reason>` label, or an item of a format the list lacks) those of the first format that
 * declares it. Undefined when no format does.
 */
function reasonWords(formats, reason, format) {
    const own = formats.find((f) => f.id === format)?.inbox?.reasons;
    if (own && Object.hasOwn(own, reason))
        return own[reason];
    for (const f of formats) {
        const reasons = f.inbox?.reasons;
        if (reasons && Object.hasOwn(reasons, reason))
            return reasons[reason];
    }
    return undefined;
}
/** Whether the item is approved under the approvals policy (its reason's words say `approvals`). */
function countsApprovals(formats, item) {
    return reasonWords(formats, item.reason, item.format)?.approvals === true;
}


/***/ }),

/***/ 1343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ withReplyMarker),
/* harmony export */   GA: () => (/* binding */ answers),
/* harmony export */   Oi: () => (/* binding */ notCounted),
/* harmony export */   _R: () => (/* binding */ notCountedMarker)
/* harmony export */ });
/* unused harmony export replyMarker */
/**
 * The hidden last line of every reply to a command: it names the comment answered, so a re-run
 * of the same event, or a retry after the reply's answer was lost, sees that the comment has
 * its reply and does not answer (or act) twice.
 */
const PREFIX = '<!-- handoff-gate:reply comment=';
function replyMarker(commentId) {
    return `${PREFIX}${commentId} -->`;
}
/**
 * The hidden line of a reply that refused an `/approve`: that comment is not an approval, even once
 * the reason is gone (a person who approved an issue edited by hand, or showing an older state,
 * approved something else). It can only withhold an approval, which anyone with write access can
 * do anyway by editing the comment; nothing under the bot's login can make one count.
 */
const notCountedMarker = (commentId) => `<!-- handoff-gate:not-counted comment=${commentId} -->`;
const NOT_COUNTED = /^<!-- handoff-gate:not-counted comment=([1-9][0-9]{0,15}) -->$/;
/** The comments a reply of the bot's login said do not count as approvals. */
function notCounted(comments, identity) {
    const ids = new Set();
    for (const comment of comments) {
        if (comment.author !== identity || typeof comment.body !== 'string')
            continue;
        for (const line of comment.body.replace(/\r\n?/g, '\n').split('\n')) {
            const m = NOT_COUNTED.exec(line);
            if (m)
                ids.add(Number(m[1]));
        }
    }
    return ids;
}
/** The reply text with its marker. */
function withReplyMarker(text, commentId) {
    return `${text.trimEnd()}\n\n${replyMarker(commentId)}`;
}
/** True when the body is a reply to this comment: a line that is exactly its marker. */
function answers(body, commentId) {
    return typeof body === 'string' && body.replace(/\r\n?/g, '\n').split('\n').includes(replyMarker(commentId));
}


/***/ }),

/***/ 8:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KP: () => (/* binding */ droppedText),
/* harmony export */   Oe: () => (/* binding */ qualifying),
/* harmony export */   Un: () => (/* binding */ approvalStep),
/* harmony export */   fj: () => (/* binding */ approvalsNow),
/* harmony export */   kT: () => (/* binding */ quorumNow)
/* harmony export */ });
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5252);
/* harmony import */ var _config_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7840);
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3489);
/* harmony import */ var _pushed_by_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8901);
/* harmony import */ var _permissions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4080);
/* harmony import */ var _proposers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7673);







/** "Self": everyone who may not approve the item, or why that cannot be told (then no approval counts here). */
async function selfOf(input) {
    if (input.config.selfApproval)
        return { logins: [], why: [], since: '' };
    const unknown = (why) => `Approvals need to know who proposed the intent, and ${why}. Approve it through a reviewed pull request that sets \`status: approved\`, or allow self-approval (config \`approvers.self-approval\`).`;
    if (input.pushers.includes('*'))
        return unknown('more people pushed changes of it than the issue can record, so not everyone who shaped it is known');
    const self = await (0,_proposers_js__WEBPACK_IMPORTED_MODULE_4__/* .proposersOf */ .H)(input.github, input.item.path, input.branch, input.waits);
    if ('unknown' in self)
        return unknown(self.unknown);
    const logins = [...self.logins];
    const why = [...self.why];
    for (const login of input.pushers)
        if (!logins.some((l) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(l, login))) {
            logins.push(login);
            why.push('this issue records you pushing a change of it to the default branch');
        }
    return { logins, why, since: (0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_5__/* .shortSha */ .F)(self.proposedIn) };
}
/**
 * The `/approve` comments made since the item's current content landed on the branch (GitHub's
 * repository activity), or why that cannot be told: then nothing counts.
 */
async function approvalsMade(input) {
    const landed = await (0,_pushed_by_js__WEBPACK_IMPORTED_MODULE_6__/* .landedAt */ .mo)(input.github, input.branch, input.commit);
    if ('unknown' in landed)
        return `Approvals count only when made after the intent's current text reached ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(input.branch)}, and ${landed.unknown}, so no approval can be counted now. Re-run the job, or approve it through a reviewed pull request that sets \`status: approved\`.`;
    const since = await (0,_pushed_by_js__WEBPACK_IMPORTED_MODULE_6__/* .commandsCountSince */ .wH)(input.github, input.issue, landed.at);
    if (since === undefined)
        return `Approvals count only when made while this issue was open, and GitHub's record of when it was reopened cannot be read in full, so no approval can be counted now. Re-run the job.`;
    return { since, comments: await input.github.listComments(input.issue) };
}
/** The expiry in force at this moment, under `approvers.expire-after`; undefined: approvals last. */
function expiryNow({ config, clock }) {
    const afterMs = config.approvalsExpireAfterMs;
    return afterMs === undefined ? undefined : { now: clock.now(), afterMs };
}
/** When each approval stops counting, by login without case (none without an expiry). */
const untilOf = (approvals) => new Map(approvals.flatMap((a) => (a.until ? [[a.login.toLowerCase(), a.until]] : [])));
async function approvalStep(input) {
    const { config, item, user } = input;
    const required = (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredApprovals */ .Ks)(item, config.approvalsRequired);
    const self = await selfOf(input);
    if (typeof self === 'string')
        return { kind: 'refused', reason: self };
    const shaped = self.logins.findIndex((login) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(login, user));
    if (shaped !== -1) {
        // The one reason that applied to this person, not every way to be "self".
        return {
            kind: 'refused',
            reason: `You proposed this intent or changed it since it was proposed in ${self.since} (${self.why[shaped]}), so your approval does not count here (config \`approvers.self-approval\`). ${required === 1 ? 'Another person' : `${required} other people`} with the right access must approve it.`,
        };
    }
    if (input.unsettled !== undefined)
        return { kind: 'refused', reason: input.unsettled };
    const made = await approvalsMade(input);
    if (typeof made === 'string')
        return { kind: 'refused', reason: made };
    const own = made.comments.find((c) => c.id === input.comment);
    const expiry = expiryNow(input);
    const approvers = (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .approvalsSince */ .NL)(made.comments, input.identity, made.since, expiry);
    // A command read long after it was posted (a re-run, a queue) may have outlived its own approval.
    if (own && expiry && (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .expiresAt */ .WJ)(own, expiry) === null)
        return {
            kind: 'refused',
            reason: `This \`/approve\` was posted ${(0,_config_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .durationText */ .S5)(expiry.afterMs)} or longer ago, and an approval counts for ${(0,_config_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .durationText */ .S5)(expiry.afterMs)} (config \`approvers.expire-after\`), so it no longer counts. Read the issue as it is now, and approve again if you agree.`,
        };
    if (!own || !approvers.some((a) => a.comment === own.id && (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(a.login, user))) {
        const earlier = approvers.find((a) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(a.login, user));
        if (earlier)
            return {
                kind: 'refused',
                reason: `You approved this intent already, as it is now. ${required === 1 ? 'Another person' : 'Other people'} with the right access must approve it to reach ${required} approvals.`,
            };
        return {
            kind: 'refused',
            reason: `This \`/approve\` was posted before the intent's current text reached ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(input.branch)}, so it does not count for it. Read the issue as it is now, and approve again if you agree.`,
        };
    }
    // The person commanding was checked just now; the others are checked again, as they stand now.
    const others = approvers.filter((a) => !(0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(a.login, user)).map((a) => a.login);
    const { counted, dropped } = await qualifying(input, others, self.logins);
    const have = [...counted, user];
    return have.length >= required
        ? { kind: 'quorum', approvers: have, required, dropped }
        : { kind: 'counted', have, until: untilOf(approvers), required, dropped };
}
/**
 * Who approved the item as it is now and qualifies at this moment, recounted from the issue's
 * `/approve` comments (none when who proposed it or when it landed cannot be told), and who no
 * longer does: what the issue shows, and what a quorum is made of.
 */
async function approvalsNow(input) {
    const none = { approvers: [], dropped: [], until: new Map() };
    const self = await selfOf(input);
    if (typeof self === 'string')
        return none;
    const made = await approvalsMade(input);
    if (typeof made === 'string')
        return none;
    const recorded = (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .approvalsSince */ .NL)(made.comments, input.identity, made.since, expiryNow(input));
    const { counted, dropped } = await qualifying(input, recorded.map((a) => a.login), self.logins);
    return { approvers: counted, dropped, until: untilOf(recorded) };
}
/**
 * Whether the approvals made meanwhile (two people approving at once, or a re-run) complete the
 * quorum among the people who qualify now; `approvers` are exactly those counted.
 */
async function quorumNow(input) {
    const required = (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredApprovals */ .Ks)(input.item, input.config.approvalsRequired);
    const now = await approvalsNow(input);
    return now.approvers.length >= required ? now : undefined;
}
/**
 * The recorded approvers who qualify at this moment, in the order they approved, and those who
 * no longer do: each is asked again as a command is (not an agent's account, on `approvers.users`
 * or in `approvers.teams` when set, the least permission), and must not be "self".
 */
async function qualifying(input, recorded, self) {
    const counted = [];
    const dropped = [];
    for (const login of recorded) {
        // Whoever shaped the item, or an agent, was refused when they commanded: never counted, never "dropped".
        if (self.some((s) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(s, login)) || input.config.agentAccounts.some((a) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(a, login)))
            continue;
        const why = await whyNotQualified(input, login);
        if (why)
            dropped.push({ login, why });
        else
            counted.push(login);
    }
    return { counted, dropped };
}
async function whyNotQualified({ github, config }, login) {
    const { approverUsers: users, approverTeams: teams } = config;
    if ((users.length || teams.length) && !users.some((u) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_1__/* .sameLogin */ .Up)(u, login))) {
        let member = false;
        for (const team of teams) {
            member = (await github.teamMembership(team, login)) === 'member';
            if (member)
                break;
        }
        if (!member)
            return 'is no longer on `approvers.users` or in `approvers.teams` (or their membership cannot be read)';
    }
    const permission = await github.permissionOf(login);
    if (!(0,_permissions_js__WEBPACK_IMPORTED_MODULE_3__/* .permits */ .V)(permission, config.approverPermission))
        return `no longer has \`${config.approverPermission}\` access (now \`${permission}\`)`;
    return undefined;
}
/** "`alice` no longer has `write` access (now `read`)", for each approver who dropped out of the count. */
function droppedText(dropped) {
    if (dropped.length === 0)
        return '';
    const each = dropped.map((d) => `${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(d.login)} ${d.why}`).join('; ');
    return ` Not counted: ${each}. An approval counts only from someone who qualifies when the quorum is reached.`;
}


/***/ }),

/***/ 6174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ readsAsWritten),
/* harmony export */   ap: () => (/* binding */ commentStanding),
/* harmony export */   qw: () => (/* binding */ otherIssuesOf)
/* harmony export */ });
/* harmony import */ var _inbox_issue_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1170);
/* harmony import */ var _inbox_bot_word_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3982);


async function commentStanding(github, id, posted) {
    const now = await github.getComment(id);
    if (!now)
        return 'deleted';
    return now.body === posted && (0,_inbox_bot_word_js__WEBPACK_IMPORTED_MODULE_1__/* .unedited */ .z)(now) ? 'as-posted' : 'edited';
}
/** A body's paragraphs, as the bot writes them (blank-line separated). */
const paragraphs = (body) => body.replace(/\r\n?/g, '\n').trimEnd().split('\n\n');
const FILE_PART = '**File:** ';
const APPROVALS_PART = '**Approvals:** ';
/**
 * True when the issue reads exactly as handoff-gate writes it for the item as it is now, whole:
 * its title, and its body paragraph by paragraph at the same places, hidden marker included. Only
 * two paragraphs may differ, each only in its own shape: the file link (its commit moves with every
 * push) and the approvals count (recounted from the comments, never read from the issue). A
 * person's edit anywhere else (a marker swapped in, a detail reworded, a title changed, a line
 * added that looks like the bot's, the text folded away) makes the issue say something the item
 * does not, so it vouches for nothing until the bot rewrites it.
 */
function readsAsWritten(issue, wanted) {
    if (issue.title.trim() !== wanted.title.trim())
        return false;
    const have = paragraphs(issue.body);
    const want = paragraphs(wanted.body);
    return have.length === want.length && have.every((part, i) => sameParagraph(part, want[i]));
}
function sameParagraph(have, want) {
    if (have === want)
        return true;
    if (want.startsWith(FILE_PART))
        return sameFileLine(have, want);
    if (want.startsWith(APPROVALS_PART))
        return APPROVALS_SHAPE.test(have);
    return sameMarker(have, want);
}
/**
 * The file link at another commit: the same text but for the commit in its address
 * (`/blob/<sha>/`) and the short commit after it (`` at `abc1234` ``).
 */
function sameFileLine(have, want) {
    const commitless = (line) => line.replace(/\/blob\/[0-9a-f]{40}\//g, '/blob/-/').replace(/ at `[0-9a-f]{7}`$/, ' at `-`');
    return !have.includes('\n') && commitless(have) === commitless(want);
}
/**
 * The approvals line as the bot writes it ({@link approvalsLine}): a count, up to ten logins (each
 * with when it expires, under `approvers.expire-after`), and what is still needed; nothing else
 * fits. Bounded repetitions only, so linear on any text.
 */
const APPROVALS_SHAPE = /^\*\*Approvals:\*\* \d{1,3} of \d{1,3}(?: \(`[A-Za-z0-9-]{1,39}`(?: until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)?(?:, `[A-Za-z0-9-]{1,39}`(?: until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC)?){0,9}\))?\.(?: (?:One more person|One person|\d{1,3} more people|\d{1,3} different people) with the right access must approve it \(`\/approve`\)(?:; whoever proposed it or changed it since cannot approve it)?\.)?$/;
/** Two marker lines for the same item and state; one written before markers named the file (no `path=`) still reads. */
function sameMarker(have, want) {
    if (!have.startsWith(_inbox_issue_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .INBOX_MARKER */ .U2) || have.includes('\n'))
        return false;
    const a = (0,_inbox_issue_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .readInboxMarker */ .dC)(have);
    const b = (0,_inbox_issue_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .readInboxMarker */ .dC)(want);
    return !!a && !!b && a.key === b.key && a.state === b.state && a.path === undefined;
}
/**
 * The other open issues of ours that name the same item (and, given what the bot writes for it,
 * read so), or undefined when this issue is its only one. An issue not among the inbox's open issues (its label taken off) is no inbox issue.
 */
async function otherIssuesOf(github, inboxLabel, identity, number, marker, wanted) {
    const named = (await github.listIssues(inboxLabel)).filter((issue) => {
        if (issue.author !== identity || issue.state !== 'open')
            return false;
        const theirs = (0,_inbox_issue_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .readInboxMarker */ .dC)(issue.body);
        if (theirs?.key !== marker.key || (theirs.path ?? marker.path) !== marker.path)
            return false;
        // A marker pasted into an issue that shows another item makes no rival: it vouches for nothing.
        return issue.number === number || !wanted || readsAsWritten(issue, wanted);
    });
    const listed = named.some((issue) => issue.number === number);
    const others = named.filter((issue) => issue.number !== number).map((issue) => issue.number);
    return listed && others.length === 0 ? undefined : { others, listed };
}


/***/ }),

/***/ 9237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X5: () => (/* binding */ inboxWithFile),
/* harmony export */   XM: () => (/* binding */ waitsForApproval),
/* harmony export */   s3: () => (/* binding */ versionsFrom)
/* harmony export */ });
/* harmony import */ var _engine_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9297);
/* harmony import */ var _inbox_reasons_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9289);
/* harmony import */ var _core_project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(870);
/* harmony import */ var _io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9013);




/**
 * A text read through the API, handed to the engine as the disk workspace hands a file: at most
 * `max + 1` bytes (the workspace's contract), so that the engine's size bound applies to it too and
 * a huge file from a branch or a commit is reported, never parsed whole.
 */
const upTo = (bytes, max) => bytes && bytes.length > max + 1 ? bytes.subarray(0, max + 1) : bytes;
/**
 * The inbox as it is with one file as the branch head has it (`text`, undefined when the file
 * is gone there) and the checkout for everything else: the item a command is about, as the file
 * it will edit holds it now, with every other file (tasks, reviews, duplicate ids) around it.
 */
function inboxWithFile({ root, files: checkoutFiles }, config, formats, path, text, earlier) {
    // As the run's checkout: a symlink leads only to a file the commit tracks.
    const checkout = (0,_io_fs_workspace_js__WEBPACK_IMPORTED_MODULE_2__/* .fsWorkspace */ .Dy)(root, undefined, { linkTargets: 'tracked' });
    const bytes = text === undefined ? undefined : new TextEncoder().encode(text);
    const view = {
        ...checkout,
        read: (p, max) => (p === path ? upTo(bytes, max) : checkout.read(p, max)),
        exists: (p) => (p === path ? bytes !== undefined : checkout.exists(p)),
        ...withHistory(path, bytes, earlier),
    };
    const files = checkoutFiles.filter((p) => p !== path);
    if (bytes !== undefined)
        files.push(path);
    return (0,_engine_check_js__WEBPACK_IMPORTED_MODULE_0__/* .check */ .z)({ files, workspace: view, config, formats }).inbox;
}
/**
 * Whether one text of one file is an item waiting for approval, judged alone (no other file is
 * read): how the approval policy walks a file's history, one commit at a time, cheaply.
 */
function waitsForApproval(config, formats, path, text, earlier) {
    const bytes = new TextEncoder().encode(text);
    const alone = {
        read: (p, max) => (p === path ? upTo(bytes, max) : undefined),
        exists: (p) => p === path,
        glob: () => [],
        ...withHistory(path, bytes, earlier),
    };
    return (0,_engine_check_js__WEBPACK_IMPORTED_MODULE_0__/* .check */ .z)({ files: [path], workspace: alone, config, formats }).inbox.some((item) => item.path === path && (0,_inbox_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .countsApprovals */ .X)(formats, item));
}
/**
 * The file as its own base, with its versions before it: a decision still pending in its history
 * (a risk lowered while it waited for approval) is weighed as a sync that leaves the file alone
 * weighs it. Nothing when no history is given.
 */
function withHistory(path, bytes, earlier) {
    if (!earlier || !bytes)
        return {};
    return {
        readBase: (p) => (p === path ? bytes : undefined),
        earlierRevisions: (p) => (p === path ? earlier : undefined),
    };
}
/**
 * The versions from `text`'s own on (newest first), when `text` is one of `versions`; else none
 * known. Whole (`Versions`) when `versions` were: their tail reaches back as far.
 */
function versionsFrom(versions, text) {
    if (!versions)
        return undefined;
    const decoder = new TextDecoder();
    const at = versions.findIndex((version) => decoder.decode(version) === text);
    if (at === -1)
        return undefined;
    const tail = versions.slice(at);
    return versions.whole ? (0,_core_project_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeHistory */ .qQ)(tail) : tail;
}


/***/ }),

/***/ 6336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ inboxLabelSpec),
/* harmony export */   t: () => (/* binding */ ownLabel)
/* harmony export */ });
/* harmony import */ var _inbox_reasons_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9289);
/* harmony import */ var _gate_risk_label_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6967);


/**
 * The colour and description of a label an inbox issue carries, for creating it when missing
 * (GitHub would otherwise create it grey and bare): the inbox label, `inbox:<reason>` (in the
 * colour its format gives the reason), a risk label.
 */
function inboxLabelSpec(config, formats) {
    return (name) => {
        if (name === config.inboxLabel)
            return { name, color: '5319e7', description: 'handoff-gate: an item waiting for a human' };
        if (name.startsWith('inbox:')) {
            const reason = name.slice('inbox:'.length);
            return {
                name,
                color: (0,_inbox_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .reasonWords */ .I)(formats, reason)?.colour ?? 'ededed',
                description: `handoff-gate: waiting for a human (${reason})`,
            };
        }
        const level = name.slice(config.riskLabelPrefix.length);
        return { name, ...(_gate_risk_label_js__WEBPACK_IMPORTED_MODULE_0__/* .RISK_LABELS */ .mC[level] ?? { color: 'ededed', description: 'handoff-gate' }) };
    };
}
/**
 * The labels the inbox manages on its issues, by their exact names (compared as GitHub compares
 * them, whatever the case): the inbox label, `inbox:<reason>` for each reason a format declares,
 * and the risk labels `<prefix>low|med|high`. Nothing else is touched, a name that only shares a
 * prefix (a person's `inbox:later`, `risk:accepted`) included.
 */
function ownLabel(config, formats) {
    const names = new Set([
        config.inboxLabel,
        ...formats.flatMap((f) => Object.keys(f.inbox?.reasons ?? {}).map((reason) => `inbox:${reason}`)),
        ..._gate_risk_label_js__WEBPACK_IMPORTED_MODULE_0__/* .RISK_LEVELS */ .WA.map((level) => `${config.riskLabelPrefix}${level}`),
    ].map((name) => name.toLowerCase()));
    return (name) => names.has(name.toLowerCase());
}


/***/ }),

/***/ 4080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ permits)
/* harmony export */ });
const RANK = { none: 0, read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };
/** Whether `actual` is at least `required` (none < read < triage < write < maintain < admin). */
function permits(actual, required) {
    return RANK[actual] >= RANK[required];
}


/***/ }),

/***/ 7673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ proposersOf)
/* harmony export */ });
/* harmony import */ var _inbox_approvals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5252);
/* harmony import */ var _inbox_trailers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4078);
/* harmony import */ var _pushed_by_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8901);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3489);





/** Commits of an item's file read to find who proposed it; past them the proposer is not known. */
const HISTORY_DEPTH = 50;
/** Commits whose pull requests are asked for, at most: the move to `proposed` and every change after it. */
const PULLS_ASKED = 10;
/** Co-authors' e-mails looked up, at most (each one GitHub does not name at once costs a request). */
const MAX_LOOKUPS = 30;
/** `Co-authored-by: Name <e-mail>`, a trailer line as git writes it; bounded, so linear on any message. */
const CO_AUTHOR = /^co-authored-by:[^<\n]{0,200}<([^<>\s]{1,254})>[ \t]*$/gim;
/**
 * The person a bot's command commit names at the end of its subject: `handoff-gate: /answer …
 * (by alice)`, which a squash merge follows with the pull request's number (` (#12)`).
 */
const COMMANDED_BY = /\(by ([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\)(?: \(#\d{1,10}\))?$/;
/** The trailer every command commit of the bot carries: its subject then names whose command it was. */
const COMMAND_TRAILER = new RegExp(`^${_inbox_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_TRAILER */ .cw}: \\d{1,20}$`, 'm');
/** What a commit's message claims besides its author and committer: its co-authors' e-mails, and whose command it carried. */
function claimsOf(message) {
    const text = message.slice(0, 64 * 1024);
    const emails = [...text.matchAll(CO_AUTHOR)].map((m) => m[1]);
    const subject = text.split('\n', 1)[0].trimEnd();
    const named = COMMAND_TRAILER.test(text) ? COMMANDED_BY.exec(subject)?.[1] : undefined;
    // Every name either form gives: a claim only adds to "self".
    // The trailer names that person on a line of its own, which squash and rebase merges keep in the body.
    const commandedBy = [...(named ? [named] : []), ...(0,_inbox_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .trailerValues */ .uv)(text, _inbox_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .BY_TRAILER */ .KG).filter(_inbox_trailers_js__WEBPACK_IMPORTED_MODULE_2__/* .isLogin */ .W5)];
    return { emails, commandedBy };
}
/**
 * Who may not approve an item ("self"): everyone the commit that moved its file to waiting for
 * approval (or created it so) and every commit that changed the file after it claim, and everyone
 * GitHub authenticated as bringing them in (GitHub's "approval of the most recent push"
 * reasoning: whoever shaped what is approved does not approve it). Claimed: each commit's author
 * and committer, every `Co-authored-by` trailer (by the noreply e-mail's login, or by an e-mail
 * GitHub resolved to an account on another commit read), and, on a bot's command commit, the
 * person whose `/answer` or `/retry` it carried. Authenticated: the authors of the pull requests
 * that brought the commits in, who merged them and everyone who pushed to their head branches (`pullPeople`), and whoever GitHub's repository activity names
 * as pushing or merging each commit onto the branch (`whoPushed`: a record no person can edit).
 * A claim only adds: a forged name blocks the person named, never unblocks anyone. `waits(text)` says whether the file's text at a commit is the item waiting for approval.
 */
async function proposersOf(github, path, branch, waits, 
/** Whether the file at a commit (absent: deleted) belongs to the run of changes asked about; by default, the item waiting. */
inRun = (file) => file !== undefined && waits(file.text)) {
    const commits = await github.commitsFor(path, branch, HISTORY_DEPTH);
    const run = [];
    let complete = false;
    for (const commit of commits) {
        const file = await github.readFile(path, commit.sha);
        if (!inRun(file)) {
            complete = true;
            break;
        }
        run.push(commit);
    }
    // The list ended before the file stopped waiting: the oldest commit read created the file.
    if (!complete && commits.length < HISTORY_DEPTH)
        complete = true;
    const proposedIn = run.at(-1);
    if (!complete || !proposedIn) {
        return {
            unknown: `the item waited for approval in each of the newest ${commits.length} commits of its file, so who proposed it is not known`,
        };
    }
    const logins = [];
    const why = [];
    // Bots are left out only because no bot approves anyway; the person a bot's commit names is not.
    const add = (login, reason) => {
        if (login && !login.endsWith('[bot]') && !logins.some((l) => (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLogin */ .Up)(l, login))) {
            logins.push(login);
            why.push(reason);
        }
    };
    const accountOf = linkedAccounts(commits);
    let lookups = 0;
    for (const commit of run) {
        const sha = (0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .F)(commit.sha);
        add(commit.authorLogin, `you are the author of commit ${sha}`);
        add((0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_0__/* .loginOfEmail */ .fL)(commit.authorEmail), `you are the author of commit ${sha}`);
        add(commit.committerLogin, `you committed ${sha}`);
        add((0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_0__/* .loginOfEmail */ .fL)(commit.committerEmail), `you committed ${sha}`);
        const claims = claimsOf(commit.message ?? '');
        const coAuthor = `commit ${sha} names you as a co-author`;
        for (const email of claims.emails) {
            const known = (0,_inbox_approvals_js__WEBPACK_IMPORTED_MODULE_0__/* .loginOfEmail */ .fL)(email) ?? accountOf.get(email.toLowerCase());
            if (known) {
                add(known, coAuthor);
                continue;
            }
            // Past the bound a co-author could go unrecognised: who shaped the item is then not known.
            if (++lookups > MAX_LOOKUPS)
                return { unknown: `its commits name more than ${MAX_LOOKUPS} co-authors' e-mails to look up` };
            add(await github.loginOfAuthorEmail(email), coAuthor);
        }
        for (const login of claims.commandedBy)
            add(login, `commit ${sha} carries a command of yours`);
    }
    // Past the newest commits asked, a pull request that brought one could go unread: not known.
    if (run.length > PULLS_ASKED)
        return {
            unknown: `more than ${PULLS_ASKED} commits changed it while it waited, too many to read who brought each`,
        };
    for (const commit of run) {
        const pulled = await pullPeople(github, commit.sha);
        if ('unknown' in pulled)
            return pulled;
        pulled.logins.forEach((login, i) => add(login, pulled.why[i]));
    }
    const pushed = await (0,_pushed_by_js__WEBPACK_IMPORTED_MODULE_4__/* .whoPushed */ .Sd)(github, branch, run.map((commit) => commit.sha));
    if ('unknown' in pushed)
        return pushed;
    pushed.logins.forEach((login, i) => add(login, `you pushed commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .F)(pushed.heads[i])} to ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(branch)}, which brought a change of it`));
    return { logins, why, proposedIn: proposedIn.sha };
}
/** The e-mails GitHub linked to an account on the commits read: a co-author's e-mail found there names them. */
function linkedAccounts(commits) {
    const accountOf = new Map();
    for (const commit of commits) {
        if (commit.authorEmail && commit.authorLogin)
            accountOf.set(commit.authorEmail.toLowerCase(), commit.authorLogin);
        if (commit.committerEmail && commit.committerLogin)
            accountOf.set(commit.committerEmail.toLowerCase(), commit.committerLogin);
    }
    return accountOf;
}
/** Pages of a pull request's head branch activity read; past them, who pushed to it is not known. */
const HEAD_ACTIVITY_PAGES = 2;
/**
 * Everyone GitHub authenticated as bringing a commit through a pull request: who opened each pull
 * request that brought it, who merged it, and everyone who pushed to its head branch (a squash
 * merge's commit carries the author of the pull request's commits, not who pushed them). A head
 * branch in a fork, or one whose activity cannot be read in full, leaves who pushed not known.
 */
async function pullPeople(github, sha) {
    const logins = [];
    const why = [];
    const add = (login, reason) => {
        logins.push(login);
        why.push(reason);
    };
    for (const pull of await github.pullsOf(sha)) {
        if (pull.author)
            add(pull.author, `you opened pull request #${pull.number}, which brought a change of it`);
        if (pull.mergedBy)
            add(pull.mergedBy, `you merged pull request #${pull.number}, which brought a change of it`);
        if (pull.merged && !pull.mergedBy)
            return { unknown: `GitHub no longer names who merged pull request #${pull.number}` };
        if (!pull.headHere)
            return {
                unknown: `pull request #${pull.number} came from a fork, whose record of who pushed to it this repository cannot read`,
            };
        const log = await github.branchActivity(pull.headRef, HEAD_ACTIVITY_PAGES);
        if (!log || !log.complete || log.activities.length === 0)
            return {
                unknown: `GitHub's record of who pushed to the branch of pull request #${pull.number} cannot be read in full`,
            };
        for (const update of log.activities) {
            if (!update.actor)
                return { unknown: `GitHub no longer names someone who pushed to pull request #${pull.number}` };
            add(update.actor, `you pushed to the branch of pull request #${pull.number}, which brought a change of it`);
        }
    }
    return { logins, why };
}


/***/ }),

/***/ 8901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sd: () => (/* binding */ whoPushed),
/* harmony export */   mo: () => (/* binding */ landedAt),
/* harmony export */   wH: () => (/* binding */ commandsCountSince)
/* harmony export */ });
/* harmony import */ var _util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3489);

/** Pages of the branch's activity read (100 updates each); past them, who pushed is not known. */
const ACTIVITY_PAGES = 5;
/** Comparisons asked for, over every commit (about ten find one commit among 500 updates). */
const MAX_COMPARES = 30;
/** Commits of one update looked through, at most (GitHub's comparison page). */
const UPDATE_COMMITS = 100;
/** An update that created the branch (its `before` is all zeros): the commits it brought are all its head's. */
const createdBranch = (activity) => activity.before.replaceAll('0', '') === '';
/**
 * Every update of `branch` GitHub's repository activity names as bringing each of `shas`: each
 * update whose new head is the commit (a force push back to it, a re-landing) and the update whose
 * range (`before...after`) first brought it. Reading only the update whose head it is would miss
 * whoever pushed it under another commit first. This is GitHub's own record, which no person can
 * edit, unlike anything written on an issue. Fails closed: when the activity cannot be read, no
 * update read brought a commit, or a bound is passed, it is not known (`unknown` says why).
 */
async function updatesThatBrought(github, branch, shas) {
    if (shas.length === 0)
        return { updates: [] };
    const log = await github.branchActivity(branch, ACTIVITY_PAGES);
    if (!log)
        return { unknown: `GitHub's record of who pushed to \`${branch}\` (the repository activity) cannot be read` };
    const search = new Search(github, branch, log);
    const updates = [];
    for (const sha of shas) {
        const tips = log.activities.filter((a) => a.after === sha);
        const found = tips.map((activity) => ({ activity }));
        // Only a force push takes commits off a branch: with none at or before the oldest update that
        // made it the head, that update was the first to bring it. Else the range that first did is looked for.
        if (tips.length === 0 || forcedBefore(log.activities, tips.at(-1)))
            found.push(await search.bringer(sha));
        for (const each of found) {
            if ('unknown' in each)
                return each;
            if (!updates.includes(each.activity))
                updates.push(each.activity);
        }
    }
    return { updates };
}
/** Whether a force push (one that could have taken commits off) is `update` itself or older than it, in a newest-first log. */
function forcedBefore(log, update) {
    return log.slice(log.indexOf(update)).some((a) => a.type === 'force_push');
}
/** Who GitHub authenticated as bringing each of `shas` onto `branch`: the actor of every update {@link updatesThatBrought} finds. */
async function whoPushed(github, branch, shas) {
    const found = await updatesThatBrought(github, branch, shas);
    if ('unknown' in found)
        return found;
    const logins = [];
    // The head of each login's first push that brought a commit: the one push a refusal names.
    const heads = [];
    for (const update of found.updates) {
        // An update GitHub no longer names an actor for (a deleted account) leaves someone unnamed.
        if (!update.actor)
            return { unknown: `GitHub no longer names who pushed commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(update.after)}` };
        if (!logins.includes(update.actor)) {
            logins.push(update.actor);
            heads.push(update.after);
        }
    }
    return { logins, heads };
}
/**
 * When `sha` last reached `branch`, as GitHub's repository activity recorded it: the newest update
 * that brought it (a commit pushed, then force-pushed back to, landed at the later time). An
 * approval counts only when made after it. Not known: `unknown` says why.
 */
async function landedAt(github, branch, sha) {
    const found = await updatesThatBrought(github, branch, [sha]);
    if ('unknown' in found)
        return found;
    const times = found.updates.map((u) => Date.parse(u.at));
    if (times.length === 0 || times.some(Number.isNaN))
        return { unknown: `GitHub's record of when commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(sha)} reached \`${branch}\` has no time` };
    return { at: new Date(Math.max(...times)).toISOString() };
}
/** Finds the update that brought a commit that was no update's new head, within the comparisons allowed. */
class Search {
    github;
    branch;
    log;
    compares = 0;
    constructor(github, branch, log) {
        this.github = github;
        this.branch = branch;
        this.log = log;
    }
    async ask(question) {
        if (++this.compares > MAX_COMPARES)
            return { unknown: `finding who pushed its commits takes more than ${MAX_COMPARES} comparisons` };
        return question();
    }
    /**
     * The oldest update after which the branch held `sha` (halving the updates, newest first: a
     * branch's history only grows, but for force pushes), then confirmed by that update's own
     * commits, so a force push that broke the order can only leave the answer not known.
     */
    async bringer(sha) {
        const updates = this.log.activities;
        let [low, high, oldest] = [0, updates.length - 1, -1];
        while (low <= high) {
            const middle = (low + high) >> 1;
            const holds = await this.ask(() => this.github.reaches(updates[middle].after, sha));
            if (typeof holds === 'object')
                return holds;
            if (holds === undefined)
                return this.unreadable(updates[middle]);
            if (holds)
                [oldest, low] = [middle, middle + 1];
            else
                high = middle - 1;
        }
        const activity = updates[oldest];
        if (!activity)
            return this.notFound(sha);
        // A creation brought every commit its head holds; it is the oldest update of the branch.
        if (createdBranch(activity))
            return { activity };
        const commits = await this.ask(() => this.github.commitsBetween(activity.before, activity.after, UPDATE_COMMITS));
        if (commits && !Array.isArray(commits))
            return commits;
        // A range GitHub cannot list in full could hold the commit: who pushed it is then not known.
        if (!commits)
            return this.unreadable(activity);
        return commits.includes(sha) ? { activity } : this.notFound(sha);
    }
    unreadable(activity) {
        return {
            unknown: `GitHub cannot compare the commits of an update of \`${this.branch}\` (${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(activity.before)}...${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(activity.after)})`,
        };
    }
    notFound(sha) {
        return {
            unknown: this.log.complete
                ? `GitHub's record of who pushed to \`${this.branch}\` names no update that brought commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(sha)}`
                : `commit ${(0,_util_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .F)(sha)} came before the ${this.log.activities.length} newest updates of \`${this.branch}\` read`,
        };
    }
}
/** Pages of an issue's events read (100 each); past them, when it was reopened is not known. */
const EVENT_PAGES = 5;
/**
 * From when a person's command on `issue` counts: the later of `landed` (when the content it
 * decides on reached the branch) and the issue's last reopening, since a closed issue takes no
 * command and what was said before it closed is spent. Undefined when the reopening cannot be read
 * in full: then nothing counts.
 */
async function commandsCountSince(github, issue, landed) {
    const reopened = await github.lastReopened(issue, EVENT_PAGES);
    if (reopened === undefined)
        return undefined;
    return reopened !== null && Date.parse(reopened) > Date.parse(landed) ? reopened : landed;
}


/***/ }),

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ig: () => (/* reexport */ CLOSED_BY_ACTION),
  NG: () => (/* reexport */ InboxSyncStopped),
  iD: () => (/* binding */ syncInbox)
});

// EXTERNAL MODULE: ./src/publish/gate/risk-label.ts
var risk_label = __webpack_require__(6967);
// EXTERNAL MODULE: ./src/suppressions/rules.ts
var rules = __webpack_require__(367);
// EXTERNAL MODULE: ./src/inbox/issue.ts + 1 modules
var inbox_issue = __webpack_require__(43);
;// CONCATENATED MODULE: ./src/publish/inbox/sync-weighing.ts



/**
 * Whether the sync would close the issue (its item has left) or lower the risk its label shows:
 * what it says then rests on the file's history, or on its base.
 */
function closesOrLowers(issue, item, riskPrefix) {
    if (!item)
        return true;
    const shown = issue.labels
        .filter((label) => label.startsWith(riskPrefix))
        .map((label) => risk_label/* RISK_LEVELS */.WA.indexOf(label.slice(riskPrefix.length)));
    return Math.max(-1, ...shown) > (item.risk ? risk_label/* RISK_LEVELS */.WA.indexOf(item.risk) : -1);
}
/**
 * On a run with no base, the inbox with the history of the files whose open issue the sync would
 * close or lower: a risk lowered while an approval waited is remembered there, not in the file.
 */
async function weighed(input, byKey) {
    if (!input.reweigh)
        return input;
    const items = new Map(input.items.map((item) => [item.key, item]));
    const paths = new Set();
    for (const [key, issues] of byKey)
        for (const issue of issues) {
            const path = (0,inbox_issue/* readInboxMarker */.dC)(issue.body)?.path;
            if (issue.state === 'open' && path !== undefined && closesOrLowers(issue, items.get(key), input.riskPrefix))
                paths.add(path);
        }
    if (paths.size === 0)
        return input;
    const { items: now, unread, undecided } = await input.reweigh([...paths].sort());
    return {
        ...input,
        items: now,
        held: new Map([...(input.held ?? []), ...unread]),
        ...(undecided.size > 0 && { resolution: withUndecided(input.resolution, undecided) }),
    };
}
/** The closing words where a file's last change passed a guard of a person's decision: never "resolved". */
function withUndecided(resolution, undecided) {
    return (key, path) => {
        const found = resolution(key, path);
        const ruleId = path === undefined ? undefined : undecided.get(path);
        const words = ruleId === undefined ? undefined : (0,rules/* guardedDecision */.b9)(ruleId);
        return found.kind === 'resolved' && ruleId !== undefined && words !== undefined
            ? { kind: 'undecided', ruleId, words, commit: found.commit, ...(found.sha && { sha: found.sha }) }
            : found;
    };
}
/** The keys whose issue is left as it is: its file's history or base was not read, and the sync would close or lower it. */
function heldIssues(input, byKey) {
    const held = new Map();
    if (!input.held?.size)
        return held;
    const items = new Map(input.items.map((item) => [item.key, item]));
    for (const [key, [issue]] of byKey) {
        const path = issue && (0,inbox_issue/* readInboxMarker */.dC)(issue.body)?.path;
        if (!issue || issue.state !== 'open' || path === undefined)
            continue;
        const why = input.held.get(path);
        if (why !== undefined && closesOrLowers(issue, items.get(key), input.riskPrefix))
            held.set(key, { path, why });
    }
    return held;
}

// EXTERNAL MODULE: ./src/github/once.ts
var once = __webpack_require__(6878);
// EXTERNAL MODULE: ./src/inbox/issue-closing.ts
var issue_closing = __webpack_require__(4209);
// EXTERNAL MODULE: ./src/inbox/issue-left.ts
var issue_left = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/report/order.ts
var order = __webpack_require__(734);
;// CONCATENATED MODULE: ./src/publish/inbox/issue-endings.ts





/** How an inbox issue ends, or waits for a decision: closed with one comment, or held open for a person. */
/** Appended to an issue the action closed itself, so that it may reopen it if the item returns. */
const CLOSED_BY_ACTION = '<!-- handoff-gate:closed -->';
/**
 * Whether an issue is still as it was listed. A command (or a person) that acted on it since
 * changed its state, body or title, and moved `updatedAt` (whole seconds, so the others are
 * compared too): the sync then leaves it as they left it, and the next run looks again.
 */
function unchangedSince(listed, now) {
    return (now.state === listed.state &&
        now.title === listed.title &&
        now.body === listed.body &&
        (listed.updatedAt === undefined || now.updatedAt === undefined || now.updatedAt === listed.updatedAt));
}
/**
 * Keeps the issue of an item that left without a decision open, saying so: one comment (found
 * again by its marker, as a closing comment is), and the body's first paragraph and hidden line
 * (see issue-left.ts). A `/approve` on it ratifies the change, a `/reject` undoes it.
 */
async function holdForDecision(github, identity, listed, why, sha) {
    const [now, comments] = await Promise.all([
        github.getIssue(listed.number),
        github.listComments(listed.number, listed.comments),
    ]);
    if (!unchangedSince(listed, now) || (0,issue_left/* readLeft */.GG)(now.body))
        return 'skipped';
    const marker = now.body
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .filter((line) => line.startsWith(inbox_issue/* INBOX_MARKER */.U2) && (0,inbox_issue/* readInboxMarker */.dC)(line) !== undefined)
        .at(-1);
    // Found by its marker, so it has one; a run's commit is a full sha.
    if (marker === undefined || !/^[0-9a-f]{40}$/.test(sha))
        return 'skipped';
    const what = (0,inbox_issue/* closingComment */.hY)(why);
    await commentOnce(github, identity, listed.number, comments, (0,issue_closing/* closingState */.r3)(now.body), `${what} ${issue_left/* LEFT_CHOICE */.Wx}`);
    await github.updateIssue(listed.number, {
        body: (0,issue_left/* leftBody */.E5)(now.body, what, { commit: sha, ruleId: why.ruleId }, marker),
    });
    return 'updated';
}
/**
 * Closes an issue with one closing comment, however often this is tried and by however many
 * runs at once. The issue is re-read first (a command may have closed or changed it since it
 * was listed: then it is left as it is). The comment carries a hidden marker for this closing;
 * one already there (a re-run after a close that failed halfway) is not posted again, and a
 * concurrent run's duplicate is deleted, the oldest kept.
 */
async function closeIssue(github, identity, listed, why, reason) {
    const [now, comments] = await Promise.all([
        github.getIssue(listed.number),
        github.listComments(listed.number, listed.comments),
    ]);
    if (!unchangedSince(listed, now))
        return 'skipped';
    await commentOnce(github, identity, listed.number, comments, (0,issue_closing/* closingState */.r3)(now.body), (0,inbox_issue/* closingComment */.hY)(why));
    await github.updateIssue(listed.number, {
        state: 'closed',
        stateReason: reason,
        body: `${(0,issue_closing/* closedBody */.R_)(now.body, (0,inbox_issue/* closingComment */.hY)(why))}\n${CLOSED_BY_ACTION}\n`,
    });
    return 'closed';
}
/**
 * Posts `text` on the issue with the hidden marker of this ending (`state`), once: not when one of
 * ours is there already (a re-run after an ending that failed halfway), and a concurrent run's
 * duplicate is deleted, the oldest kept. `comments` are the issue's comments as just read.
 */
async function commentOnce(github, identity, issue, comments, state, text) {
    const ours = (list) => list
        .filter((c) => c.author === identity && (0,issue_closing/* isClosingComment */.Px)(c.body, state))
        .sort((a, b) => (0,order/* compareText */.n)(a.createdAt, b.createdAt) || a.id - b.id);
    if (ours(comments).length > 0)
        return;
    const reread = async () => ours(await github.listComments(issue, comments.length + 1));
    await (0,once/* createOnce */.Ur)(() => github.createComment(issue, (0,issue_closing/* withClosingMarker */.e$)(text, state)), async () => (await reread())[0], (attempt) => github.pause(attempt));
    const [, ...duplicates] = await reread();
    await Promise.all(duplicates.map((duplicate) => github.deleteComment(duplicate.id)));
}

;// CONCATENATED MODULE: ./src/publish/inbox/sync-contract.ts
/**
 * The sync stopped before its writes were done: a rate limit held, the run's deadline came, or
 * a write failed. It says which items' issues still wait for their write (to be opened, updated,
 * reopened or closed), out of how many needed one; `cause` is what stopped it.
 */
class InboxSyncStopped extends Error {
    /** The keys whose issues are not yet as the inbox wants them, in the order the sync takes them. */
    waiting;
    /** How many keys' issues needed a write in this run. */
    total;
    /** The issues written before it stopped. */
    issues;
    constructor(cause, waiting, total, issues) {
        super(`the inbox sync stopped with ${waiting.length} of ${total} items' issues still to write`, { cause });
        this.name = 'InboxSyncStopped';
        this.waiting = waiting;
        this.total = total;
        this.issues = issues;
    }
}

// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/publish/inbox/approval-step.ts
var approval_step = __webpack_require__(8);
// EXTERNAL MODULE: ./src/publish/inbox/fresh-inbox.ts
var fresh_inbox = __webpack_require__(9237);
// EXTERNAL MODULE: ./src/publish/inbox/label-spec.ts
var label_spec = __webpack_require__(6336);
// EXTERNAL MODULE: ./src/inbox/issue-marker.ts
var issue_marker = __webpack_require__(1170);
// EXTERNAL MODULE: ./src/inbox/reasons.ts
var reasons = __webpack_require__(9289);
// EXTERNAL MODULE: ./src/publish/inbox/command-trust.ts
var command_trust = __webpack_require__(6174);
// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __webpack_require__(7840);
// EXTERNAL MODULE: ./src/inbox/approvals.ts
var approvals = __webpack_require__(5252);
;// CONCATENATED MODULE: ./src/inbox/reminder.ts

/*
 * A reminder on an inbox issue whose item has waited longer than `inbox.remind-after`: one comment
 * per period, mentioning only whom `inbox.notify` names. When the last one was posted is read from
 * GitHub's record of the bot's comments (their server-set time), found by a hidden marker. A
 * reminder is no decision: a comment forged under the bot's login with the marker (any workflow of
 * the repository can post as it) can at most delay the next reminder by one period, never count,
 * spend or settle anything.
 */
/** The hidden line that ends every reminder. */
const REMINDER_MARKER = '<!-- handoff-gate:reminder -->';
/** Whether a comment's body is a reminder (the caller checks its author). */
function isReminder(body) {
    return body.replace(/\r\n/g, '\n').trimEnd().split('\n').at(-1) === REMINDER_MARKER;
}
/** The bot's reminders on an issue, oldest first (by GitHub's time; unreadable times last). */
function remindersOf(comments, identity) {
    const time = (c) => Date.parse(c.createdAt);
    return comments
        .filter((c) => c.author === identity && isReminder(c.body) && !Number.isNaN(time(c)))
        .sort((a, b) => time(a) - time(b));
}
/**
 * Whether a reminder is due now: the item has waited `afterMs` since its issue was opened, and as
 * long again since the last reminder. A time that cannot be read makes none due: a reminder is a
 * courtesy, and one too many is the failure to avoid.
 */
function reminderDue(issueOpened, lastReminder, afterMs, now) {
    const since = Date.parse(lastReminder ?? issueOpened);
    return !Number.isNaN(since) && now - since >= afterMs;
}
/**
 * The reminder's text: whom `inbox.notify` names (checked logins and teams, so each is a mention
 * and nothing else), how long the item has waited and the setting that asked for it.
 */
function reminderComment(issueOpened, every, notify) {
    const who = notify.length ? `${notify.map((name) => `@${name}`).join(' ')}: this` : 'This';
    return `${who} item has waited for a person since ${(0,approvals/* utcMinute */.vD)(issueOpened)}. The issue says what it needs and how to act on it. (A reminder every ${every} of waiting, config \`inbox.remind-after\`.)\n\n${REMINDER_MARKER}`;
}

;// CONCATENATED MODULE: ./src/publish/inbox/due-reminders.ts




/**
 * The reminders due now: the open issue of each waiting item, opened `inbox.remind-after` ago or
 * longer, whose last reminder is that old too. Issues younger than the period cost no read.
 */
async function remindersDue(input, waiting) {
    const afterMs = input.config?.remindAfterMs;
    if (afterMs === undefined)
        return [];
    const now = (input.clock ?? clock.systemClock).now();
    const due = [];
    for (const { key, issue } of waiting) {
        if (issue?.state !== 'open' || !reminderDue(issue.createdAt, undefined, afterMs, now))
            continue;
        const comments = await input.github.listComments(issue.number, issue.comments);
        const previous = remindersOf(comments, input.identity).at(-1)?.createdAt;
        if (reminderDue(issue.createdAt, previous, afterMs, now))
            due.push({ key, issue, previous, afterMs });
    }
    return due;
}
/**
 * One reminder for this period, however often this is tried and by however many runs at once: a
 * create whose answer was lost is looked for first, and of the reminders posted since the last
 * one (two runs that raced) the oldest is kept, the others deleted.
 */
async function remind(input, { issue, previous, afterMs }) {
    const { github, identity } = input;
    const after = previous === undefined ? Number.NEGATIVE_INFINITY : Date.parse(previous);
    const ofThisPeriod = async () => remindersOf(await github.listComments(issue.number), identity).filter((c) => Date.parse(c.createdAt) > after);
    const body = reminderComment(issue.createdAt, (0,duration/* durationText */.S5)(afterMs), input.config?.notify ?? []);
    await (0,once/* createOnce */.Ur)(() => github.createComment(issue.number, body), async () => (await ofThisPeriod())[0], (attempt) => github.pause(attempt));
    const [, ...duplicates] = await ofThisPeriod();
    await Promise.all(duplicates.map((duplicate) => github.deleteComment(duplicate.id)));
}

// EXTERNAL MODULE: ./src/util/short-sha.ts
var short_sha = __webpack_require__(3489);
;// CONCATENATED MODULE: ./src/publish/inbox/sync-plan.ts













/*
 * The inbox sync's plan: for each item's issue, the writes that bring it to what the inbox wants,
 * each a step with its cost; sync.ts writes them in order within the budget.
 */
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const ref = (issue, title = issue.title) => ({
    number: issue.number,
    title,
});
/** Our issues by item key, oldest first; issues by others (or with forged markers) are ignored. */
function ourIssues(issues, identity) {
    const byKey = new Map();
    for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
        if (issue.author !== identity)
            continue;
        const marker = (0,inbox_issue/* readInboxMarker */.dC)(issue.body);
        if (!marker)
            continue;
        byKey.set(marker.key, [...(byKey.get(marker.key) ?? []), issue]);
    }
    return byKey;
}
/** A closing's or a hold's outcome, with the issue it wrote (its title as listed: neither changes it). */
async function doneTo(issue, write) {
    const outcome = await write;
    return outcome === 'skipped' ? { outcome } : { outcome, issue: ref(issue) };
}
/** The approvals paragraph of an issue body (`**Approvals:** 1 of 2 …`), or '' when it has none. */
function approvalsPart(body) {
    return (body
        .replace(/\r\n?/g, '\n')
        .split('\n\n')
        .find((part) => part.startsWith(APPROVALS_PART)) ?? '');
}
const APPROVALS_PART = '**Approvals:** ';
/**
 * Who approved each item whose issue shows approvals, recounted as a quorum is (the issue's
 * `/approve` comments since the item's content landed, from people who qualify now): a count the
 * issue shows is checked against them, so that the issue and the commit never disagree once a
 * change (a revert included) or a deleted `/approve` has spent some. Issues showing none cost no read.
 */
async function approvalsShownNow(input, byKey) {
    const have = new Map();
    const { config } = input;
    if (!input.approvals || !config)
        return have;
    let branch = input.defaultBranch;
    for (const item of input.items) {
        const [issue] = byKey.get(item.key) ?? [];
        if (!issue || issue.state !== 'open' || !/^\*\*Approvals:\*\* [1-9]/.test(approvalsPart(issue.body)))
            continue;
        branch ||= await input.github.defaultBranch();
        const now = await (0,approval_step/* approvalsNow */.fj)({
            github: input.github,
            config,
            item,
            commit: (await input.github.lastCommitFor(item.path, branch))?.sha ?? '',
            pushers: (0,inbox_issue/* readInboxMarker */.dC)(issue.body)?.pushers ?? [],
            issue: issue.number,
            identity: input.identity,
            branch,
            waits: (text) => (0,fresh_inbox/* waitsForApproval */.XM)(config, input.formats, item.path, text),
            clock: input.clock ?? clock.systemClock,
        });
        have.set(item.key, { approvers: now.approvers, until: now.until });
    }
    return have;
}
/** What the sync writes for an item's issue; `have`: who approved it as it is now (none for a new state). */
function wantedFor(input, item, have = { approvers: [], until: new Map() }, pushers = []) {
    const approvals = input.approvals && { have: have.approvers, until: have.until, ...input.approvals };
    return (0,inbox_issue/* renderInboxIssue */.yH)(item, {
        fileUrl: input.fileUrl(item),
        commit: (0,short_sha/* shortSha */.F)(input.commit),
        inboxLabel: input.inboxLabel,
        riskPrefix: input.riskPrefix,
        formats: input.formats,
        ...(approvals && { approvals }),
        ...(pushers.length && { pushers }),
    });
}
/**
 * Each item's issues with those that read as the bot writes the item first (oldest first
 * within each kind): an issue whose marker a person pasted in shows another item, so it is
 * never the one kept (it is closed as a duplicate, and the item it showed gets its own).
 */
function keepFaithfulFirst(input, byKey) {
    for (const item of input.items) {
        const issues = byKey.get(item.key);
        if (!issues || issues.length < 2)
            continue;
        const faithful = issues.filter((issue) => (0,command_trust/* readsAsWritten */.V)(issue, wantedFor(input, item, undefined, (0,inbox_issue/* readInboxMarker */.dC)(issue.body)?.pushers ?? [])));
        byKey.set(item.key, [...faithful, ...issues.filter((issue) => !faithful.includes(issue))]);
    }
    return byKey;
}
/** The writes that bring each item's issue to what the item wants: opened, reopened or updated. */
function planItemWrites(input, byKey, have, held) {
    const { inboxLabel, riskPrefix } = input;
    const isOwn = (0,label_spec/* ownLabel */.t)({ inboxLabel, riskLabelPrefix: riskPrefix }, input.formats);
    const plan = [];
    for (const item of input.items) {
        if (held.has(item.key))
            continue;
        const [issue] = byKey.get(item.key) ?? [];
        const wanted = wantedFor(input, item, have.get(item.key), pushersOf(input, item, issue));
        const step = !issue
            ? planCreate(input, item.key, wanted)
            : issue.state === 'closed'
                ? planReopen(input, item, issue, wanted, isOwn)
                : planUpdate(input, item, issue, wanted, isOwn);
        if (step)
            plan.push(step);
    }
    return plan;
}
/**
 * The pushers an approval item's issue records: those its marker has, and this push's when it
 * changed the item's file. A list only grows while the issue lives (a claim of the past only
 * makes "self" larger).
 */
function pushersOf(input, item, issue) {
    const recorded = (issue && (0,inbox_issue/* readInboxMarker */.dC)(issue.body)?.pushers) ?? [];
    const { pushed } = input;
    const changed = pushed && (0,reasons/* countsApprovals */.X)(input.formats, item) && (!pushed.paths || pushed.paths.has(item.path));
    return changed ? (0,issue_marker/* withPushers */.vo)(recorded, pushed.by) : recorded;
}
/** A new item's issue, opened once however often the create is tried. */
function planCreate(input, key, wanted) {
    const { github, identity, inboxLabel } = input;
    // A create whose answer was lost may have opened the issue all the same: it is looked for (by its marker) before trying again.
    const find = async () => ourIssues(await github.listIssues(inboxLabel), identity).get(key)?.[0];
    return {
        key,
        cost: 1,
        opens: wanted.labels,
        run: async () => {
            const issue = await (0,once/* createOnce */.Ur)(() => github.createIssue(wanted), find, (attempt) => github.pause(attempt));
            return { outcome: 'created', issue: ref(issue, wanted.title) };
        },
    };
}
/** A closed issue whose item is back: reopened, unless a person closed it and the item is as it was then. */
function planReopen(input, item, issue, wanted, isOwn) {
    const { github } = input;
    const marker = (0,inbox_issue/* readInboxMarker */.dC)(issue.body);
    const closedByUs = issue.body.includes(CLOSED_BY_ACTION);
    // A human closed it and the item has not changed since: leave it closed.
    if (!closedByUs && marker?.state === (0,inbox_issue/* stateHash */.ml)(item))
        return undefined;
    const change = (0,inbox_issue/* issueNeedsUpdate */.IN)(issue, wanted, isOwn);
    return {
        key: item.key,
        cost: 1 + (change?.addLabels.length ?? 0) + (change?.removeLabels.length ?? 0),
        opens: change?.addLabels ?? [],
        run: async () => {
            if (!unchangedSince(issue, await github.getIssue(issue.number)))
                return { outcome: 'skipped' };
            await github.updateIssue(issue.number, {
                title: wanted.title,
                body: wanted.body,
                state: 'open',
                stateReason: 'reopened',
            });
            if (change)
                await applyLabels(github, issue.number, change);
            return { outcome: 'reopened', issue: ref(issue, wanted.title) };
        },
    };
}
/** An open issue brought to what its item wants now, when anything differs. */
function planUpdate(input, item, issue, wanted, isOwn) {
    const { github } = input;
    // An unchanged item keeps its body: only the commit in its link would differ, and that is no reason to write
    // (unless a push added to who may not approve it). A body a person edited is rewritten: until then it vouches
    // for nothing (see command-trust.ts). So is a count of approvals that a change to the file has spent since.
    const marker = (0,inbox_issue/* readInboxMarker */.dC)(issue.body);
    if (marker?.state === (0,inbox_issue/* stateHash */.ml)(item) &&
        sameList(marker.pushers ?? [], (0,inbox_issue/* readInboxMarker */.dC)(wanted.body)?.pushers ?? []) &&
        (0,command_trust/* readsAsWritten */.V)(issue, wanted) &&
        approvalsPart(issue.body) === approvalsPart(wanted.body))
        wanted.body = issue.body;
    const change = (0,inbox_issue/* issueNeedsUpdate */.IN)(issue, wanted, isOwn);
    if (!change)
        return undefined;
    const textChanged = change.title !== undefined || change.body !== undefined;
    return {
        key: item.key,
        cost: (textChanged ? 1 : 0) + change.addLabels.length + change.removeLabels.length,
        opens: change.addLabels,
        run: async () => {
            if (!unchangedSince(issue, await github.getIssue(issue.number)))
                return { outcome: 'skipped' };
            if (textChanged)
                await github.updateIssue(issue.number, {
                    ...(change.title !== undefined && { title: change.title }),
                    ...(change.body !== undefined && { body: change.body }),
                });
            await applyLabels(github, issue.number, change);
            return { outcome: 'updated', issue: ref(issue, change.title ?? issue.title) };
        },
    };
}
/** The closings: our duplicate issues of an item, and the issue of an item that left the inbox. */
function planClosings(input, byKey, held) {
    const { github, identity } = input;
    const plan = [];
    const present = new Set(input.items.map((i) => i.key));
    for (const [key, issues] of byKey) {
        const [oldest, ...duplicates] = issues;
        for (const duplicate of duplicates.filter((d) => d.state === 'open')) {
            plan.push({
                key,
                cost: 2,
                run: () => doneTo(duplicate, closeIssue(github, identity, duplicate, { kind: 'duplicate', of: oldest.number }, 'not_planned')),
            });
        }
        // An item that left without a decision keeps its issue open until a person decides on it.
        if (!present.has(key) && oldest.state === 'open' && !held.has(key) && !(0,issue_left/* readLeft */.GG)(oldest.body)) {
            plan.push({
                key,
                cost: 2,
                run: () => {
                    const why = input.resolution(key, (0,inbox_issue/* readInboxMarker */.dC)(oldest.body)?.path);
                    return doneTo(oldest, why.kind === 'undecided' && why.sha && (0,issue_left/* waitsForDecision */.Qk)(why.ruleId)
                        ? holdForDecision(github, identity, oldest, why, why.sha)
                        : closeIssue(github, identity, oldest, why, 'completed'));
                },
            });
        }
    }
    return plan;
}
/** The reminders due (`inbox.remind-after`), each one comment (see `due-reminders.ts`). */
async function planReminders(input, byKey, held) {
    const waiting = input.items
        .filter((item) => !held.has(item.key))
        .map((item) => ({ key: item.key, issue: byKey.get(item.key)?.[0] }));
    return (await remindersDue(input, waiting)).map((due) => ({
        key: due.key,
        cost: 1,
        run: async () => {
            await remind(input, due);
            return { outcome: 'reminded', issue: ref(due.issue) };
        },
    }));
}
/** Label changes one call each: a person's labels on the issue are never replaced. */
async function applyLabels(github, issue, change) {
    for (const name of change.removeLabels)
        await github.removeLabel(issue, name);
    for (const name of change.addLabels)
        await github.addLabel(issue, name);
}

;// CONCATENATED MODULE: ./src/publish/inbox/sync.ts






/**
 * One issue per inbox item: created when an item appears, updated when it changes, closed (with
 * why) when it leaves; a human's closing is respected until the item changes. Re-runs write
 * nothing; duplicates from concurrent runs are closed (the oldest survives); writes stop at the
 * budget with a warning naming what waits. A sync cut short once it knows its writes (a rate
 * limit, the run's deadline, a failed write) throws {@link InboxSyncStopped}, which names the
 * items that still wait.
 */
async function syncInbox(given) {
    const listed = await listOurIssues(given);
    const input = await weighed(given, listed);
    const byKey = keepFaithfulFirst(input, listed);
    const have = await approvalsShownNow(input, byKey);
    const held = heldIssues(input, byKey);
    const plan = [
        ...planItemWrites(input, byKey, have, held),
        ...planClosings(input, byKey, held),
        ...(await planReminders(input, byKey, held)),
    ];
    const result = {
        created: 0,
        updated: 0,
        reopened: 0,
        closed: 0,
        issues: { created: [], updated: [], reopened: [], closed: [], reminded: [] },
        reminded: 0,
        deferred: [],
        skipped: [],
        held: [...held.values()],
    };
    if (plan.length === 0)
        return result;
    // What is done is counted as it is done, so that a sync cut short (a rate limit, the deadline)
    // can say exactly which items still wait; the next run plans from what GitHub then holds.
    const done = new Set();
    try {
        return await writePlan(input, plan, done, result);
    }
    catch (error) {
        const waiting = [...new Set(plan.filter((step) => !done.has(step)).map((step) => step.key))];
        throw new InboxSyncStopped(error, waiting, new Set(plan.map((step) => step.key)).size, result.issues);
    }
}
/**
 * Our issues by item key. Open issues first: an unchanged inbox is settled by them. Closed ones
 * are looked up only for items with no open issue (one a person closed, or ours from before),
 * newest first, so the reads do not grow with the inbox's history.
 */
async function listOurIssues(input) {
    const { github, identity, inboxLabel } = input;
    const byKey = ourIssues(await github.listIssues(inboxLabel), identity);
    const missing = new Set(input.items.map((item) => item.key).filter((key) => !byKey.has(key)));
    if (missing.size) {
        // Each page is looked at once, as it comes: the keys still unseen say when to stop.
        const unseen = new Set(missing);
        let looked = 0;
        const allFound = (issues) => {
            for (const key of ourIssues(issues.slice(looked), identity).keys())
                unseen.delete(key);
            looked = issues.length;
            return unseen.size === 0;
        };
        for (const [key, issues] of ourIssues(await github.listClosedIssues(inboxLabel, allFound), identity))
            if (missing.has(key)) {
                byKey.set(key, issues);
                missing.delete(key);
            }
    }
    if (missing.size) {
        // An open issue of ours without the inbox label (the label was renamed in the config) is
        // adopted, found by its key marker, rather than opened again: the update adds the new label.
        // Asked last, so an item whose issue a person closed costs nothing more; a new item costs this listing.
        for (const [key, issues] of ourIssues(await github.listIssues(undefined, identity), identity))
            if (missing.has(key)) {
                byKey.set(key, issues);
                missing.delete(key);
            }
    }
    return byKey;
}
/** The plan's writes, in order, within the budget; each step done is added to `done`. */
async function writePlan(input, plan, done, result) {
    const { github, identity, inboxLabel } = input;
    // Only a checkout at the default branch's head may write: an older one would reopen, retitle
    // or revert what a newer commit or a command settled. Read once, and only when there is
    // something to write, so an unchanged inbox costs no more than its listing.
    const head = await github.branchSha(input.defaultBranch || (await github.defaultBranch()));
    if (head !== input.commit)
        return { ...result, behind: head };
    let spent = 0;
    // Labels an issue is opened with are created by GitHub without colour or description if missing: create them first.
    const opening = new Set(plan.filter((p) => p.opens).flatMap((p) => p.opens));
    if (opening.size) {
        const existing = new Set((await github.listLabels()).map((l) => l.toLowerCase()));
        for (const name of opening) {
            if (existing.has(name.toLowerCase()) || spent + 1 > input.writeBudget)
                continue;
            spent += 1;
            await github.createLabel(input.labelSpec(name));
        }
    }
    for (const step of plan) {
        if (spent + step.cost > input.writeBudget) {
            result.deferred.push(step.key);
            continue;
        }
        spent += step.cost;
        const did = await step.run();
        done.add(step);
        if (did.outcome === 'skipped')
            result.skipped.push(step.key);
        else {
            result[did.outcome]++;
            result.issues[did.outcome].push(did.issue);
        }
    }
    // Two runs that raced may each have opened an issue for a new item: the newer ones are closed.
    if (result.created > 0) {
        const again = ourIssues(await github.listIssues(inboxLabel), identity);
        for (const [, issues] of again) {
            const [oldest, ...rest] = issues.filter((i) => i.state === 'open');
            for (const duplicate of rest) {
                if (spent + 2 > input.writeBudget)
                    break;
                spent += 2;
                const did = await doneTo(duplicate, closeIssue(github, identity, duplicate, { kind: 'duplicate', of: oldest.number }, 'not_planned'));
                if (did.outcome === 'closed') {
                    result.closed++;
                    result.issues.closed.push(did.issue);
                }
            }
        }
    }
    if (result.deferred.length) {
        input.logger.warning(`The inbox sync stopped at its write budget (${input.writeBudget} writes): ${result.deferred.length} change${result.deferred.length === 1 ? '' : 's'} wait for the next run (${result.deferred.slice(0, 10).join(', ')}${result.deferred.length > 10 ? ', …' : ''}). Raise \`inbox.write-budget\` in the config to sync more at once.`);
    }
    return result;
}


/***/ }),

/***/ 7110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   systemClock: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = { now: () => Date.now() };


/***/ })

};
