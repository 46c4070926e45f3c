export const id = 814;
export const ids = [814];
export const modules = {

/***/ 1814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  handleCommand: () => (/* binding */ handleCommand)
});

// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/publish/inbox/approval-step.ts
var approval_step = __webpack_require__(8);
// EXTERNAL MODULE: ./src/inbox/commands/parse.ts
var parse = __webpack_require__(5920);
;// CONCATENATED MODULE: ./src/inbox/commands/look-alike-chars.ts
/**
 * Characters that make a word look like a command without being one: what each reads as, and
 * how a reply names it. A small explicit table, not Unicode's whole confusables list: slashes,
 * and the Cyrillic and Greek letters that are drawn like the Latin letters of the command names
 * (and of words close to them). Fullwidth and other compatibility forms need no table: NFKC
 * folds them (`／` → `/`, `ａ` → `a`, `𝐚` → `a`).
 */
/** Slashes drawn like `/` that NFKC leaves as they are (the fullwidth `／` it folds itself). */
const SLASHES = {
    '\u2044': 'fraction slash',
    '\u2215': 'division slash',
    '\u29F8': 'big solidus',
    '\u2571': 'box-drawing diagonal',
    '\u27CB': 'rising diagonal',
    '\u1735': 'Philippine single punctuation',
    '\u2CC6': 'Coptic letter old Coptic esh',
};
const letters = (script, pairs) => Object.fromEntries(pairs
    .split(' ')
    .filter(Boolean)
    .map((pair) => [[...pair][0], { script, latin: [...pair][1] }]));
/** Each pair is the look-alike, then the Latin letter it passes for. */
const FOREIGN_LETTERS = {
    ...letters('Cyrillic', 'аa еe оo рp сc уy хx ѕs іi јj һh ԁd ԛq ԝw ѵv ӏl АA ВB ЕE КK МM НH ОO РP СC ТT ХX УY ЅS ІI ЈJ ԚQ ԜW ӀI'),
    ...letters('Greek', 'αa οo ρp νv ιi κk υu ϲc ϳj ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX'),
    ...letters('Latin', 'ıi ȷj ɑa'),
};
/** Names of the invisible characters people meet most (pasted from documents, chat and web pages). */
const INVISIBLE_NAMES = {
    '\u00AD': 'soft hyphen',
    '\u034F': 'combining grapheme joiner',
    '\u061C': 'Arabic letter mark',
    '\u180E': 'Mongolian vowel separator',
    '\u200B': 'zero-width space',
    '\u200C': 'zero-width non-joiner',
    '\u200D': 'zero-width joiner',
    '\u200E': 'left-to-right mark',
    '\u200F': 'right-to-left mark',
    '\u202A': 'left-to-right embedding',
    '\u202B': 'right-to-left embedding',
    '\u202C': 'pop directional formatting',
    '\u202D': 'left-to-right override',
    '\u202E': 'right-to-left override',
    '\u2060': 'word joiner',
    '\u2066': 'left-to-right isolate',
    '\u2067': 'right-to-left isolate',
    '\u2068': 'first strong isolate',
    '\u2069': 'pop directional isolate',
    '\uFE0F': 'variation selector-16',
    '\uFEFF': 'byte order mark',
};
/** Names of the spaces other than the plain one that people meet most. */
const SPACE_NAMES = {
    '\u00A0': 'no-break space',
    '\u1680': 'Ogham space mark',
    '\u2002': 'en space',
    '\u2003': 'em space',
    '\u2007': 'figure space',
    '\u2009': 'thin space',
    '\u200A': 'hair space',
    '\u202F': 'narrow no-break space',
    '\u205F': 'medium mathematical space',
    '\u3000': 'ideographic space',
};

;// CONCATENATED MODULE: ./src/inbox/commands/look-alike.ts



/** Characters that show nothing: format characters, zero-width ones, variation selectors, fillers. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const isIgnorable = (ch) => /^\p{Default_Ignorable_Code_Point}$/u.test(ch);
/** White space, which ends the first word; a BOM (JavaScript counts it as space) is an invisible character inside it instead. */
const SPACE = /[^\S\uFEFF]/u;
const LEADING_SPACE = /^[^\S\uFEFF]*/u;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
/** What a reply shows by its code point, never as itself. */
const UNSHOWN = /^[\p{Default_Ignorable_Code_Point}\p{C}\p{Z}]$/u;
const codePoint = (ch) => `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
/**
 * What one character of a first word reads as: nothing for an invisible one, `/` for a slash
 * drawn like it, the Latin letter a Cyrillic or Greek one is drawn like, else its NFKC form
 * (fullwidth and other compatibility forms), in lower case as commands are read. Character by
 * character, so that a reply can say which one made the difference.
 */
function readAs(ch) {
    if (isIgnorable(ch))
        return '';
    if (Object.hasOwn(SLASHES, ch))
        return '/';
    if (Object.hasOwn(FOREIGN_LETTERS, ch))
        return FOREIGN_LETTERS[ch].latin.toLowerCase();
    return ch.normalize('NFKC').replace(IGNORABLE, '').toLowerCase();
}
/**
 * The command a comment's first word passes for, when it is not that command as written: a
 * Cyrillic `а` in `/аpprove`, a fullwidth `／approve`, a fraction slash, a zero-width character
 * or a soft hyphen inside it, a no-break space before it. The first word is what follows the
 * first non-blank line's up to three spaces (four, or a tab, make it code: not said), up to
 * the next white space. Read as {@link readAs} reads it, it is exactly `/<command>`, while as
 * written it holds something other than plain ASCII. A comment that starts with anything else
 * is no look-alike (undefined), nor is a command written in plain ASCII, which `parseCommand`
 * reads. Never throws.
 */
function lookAlikeCommand(body) {
    const line = (0,parse/* firstLine */.TM)(body)?.line;
    if (line === undefined)
        return undefined;
    const rest = line.replace(/^ {0,3}/, '');
    if (/^[ \t]/.test(rest))
        return undefined;
    const lead = LEADING_SPACE.exec(rest)[0];
    const word = rest.slice(lead.length).split(SPACE, 1)[0];
    if (lead === '' && PLAIN_ASCII.test(word))
        return undefined;
    const read = [...word].map(readAs).join('');
    const command = parse/* COMMAND_NAMES */.nZ.find((name) => read === `/${name}`);
    if (command === undefined)
        return undefined;
    return { command, reply: replyFor(lead, word, command) };
}
/** At most this many characters of one kind are named one by one; the rest are counted. */
const NAMED = 3;
function replyFor(lead, word, command) {
    const target = (0,render_escape/* codeSpan */.SS)(`/${command}`);
    const shown = [...`${lead}${word}`]
        .map((ch) => (ch !== ' ' && UNSHOWN.test(ch) ? `<${codePoint(ch)}>` : ch))
        .join('');
    const starts = [...new Set(lead)].filter((ch) => ch !== ' ').map(spaceName);
    // One phrase per kind of character, in the order the kinds first appear.
    const kinds = new Map();
    for (const ch of new Set(word)) {
        if (PLAIN_ASCII.test(ch))
            continue;
        const odd = describe(ch);
        const same = kinds.get(odd.kind);
        if (same)
            same.push(odd);
        else
            kinds.set(odd.kind, [odd]);
    }
    const contains = [...kinds].map(([kind, odd]) => phrase(kind, odd, target));
    // The phrases hold `and` themselves: a comma before the last one keeps them apart.
    const why = [
        starts.length && `it starts with ${list(starts)}`,
        contains.length && `its first word contains ${list(contains, ', and ')}`,
    ]
        .filter(Boolean)
        .join(', and ');
    return `${(0,render_escape/* codeSpan */.SS)((0,render_escape/* truncate */.xv)(shown, 60))} was not run: ${why}. Type the command with plain ASCII characters.`;
}
const INVISIBLE = { one: 'an invisible character', many: 'invisible characters' };
const SLASH = { one: 'a slash that is not the ASCII one', many: 'slashes that are not the ASCII one' };
const LETTER = { one: 'a non-ASCII letter', many: 'non-ASCII letters' };
const FULLWIDTH = { one: 'a fullwidth character', many: 'fullwidth characters' };
const OTHER = { one: 'a non-ASCII character', many: 'non-ASCII characters' };
function describe(ch) {
    const code = codePoint(ch);
    if (isIgnorable(ch)) {
        const name = INVISIBLE_NAMES[ch];
        return { kind: INVISIBLE, item: name ? `${name}, ${code}` : code, has: '' };
    }
    // The character itself is visible (it reads as a slash or a letter); escaped all the same.
    const shown = (0,render_escape/* escapeText */.X1)(ch);
    const has = readAs(ch);
    if (Object.hasOwn(SLASHES, ch))
        return { kind: SLASH, item: `${SLASHES[ch]} ${shown}, ${code}`, has };
    if (Object.hasOwn(FOREIGN_LETTERS, ch))
        return { kind: LETTER, item: `${FOREIGN_LETTERS[ch].script} ${shown}, ${code}`, has };
    const fullwidth = ch.codePointAt(0) >= 0xff01 && ch.codePointAt(0) <= 0xff5e;
    return { kind: fullwidth ? FULLWIDTH : OTHER, item: `${shown}, ${code}`, has };
}
/** `a non-ASCII letter (Cyrillic а, U+0430) where `/approve` has `a``, or the same for several. */
function phrase(kind, odd, target) {
    const named = odd.slice(0, NAMED);
    const more = odd.length - named.length;
    const items = `${named.map((o) => o.item).join('; ')}${more ? `; and ${more} more` : ''}`;
    const has = [...new Set(named.map((o) => o.has).filter(Boolean))].map((h) => (0,render_escape/* codeSpan */.SS)(h));
    return `${odd.length === 1 ? kind.one : kind.many} (${items})${has.length ? ` where ${target} has ${list(has)}` : ''}`;
}
function spaceName(ch) {
    const name = SPACE_NAMES[ch];
    return `a space that is not a plain space (${name ? `${name}, ` : ''}${codePoint(ch)})`;
}
/** `a`, `a and b`, `a, b and c`. */
function list(parts, last = ' and ') {
    return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${last}${parts.at(-1)}`;
}

;// CONCATENATED MODULE: ./src/inbox/commands/index.ts
/**
 * The pure side of the inbox's bot commands: reading a command from an issue comment, and
 * telling a word that only looks like one. What a command does to a file is its format's
 * (`inbox.command` of the format's definition); the caller reads the file, commits the result
 * and replies with `summary` or `reason`.
 */



// EXTERNAL MODULE: ./src/inbox/issue.ts + 1 modules
var inbox_issue = __webpack_require__(43);
// EXTERNAL MODULE: ./src/inbox/issue-left.ts
var issue_left = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/util/short-sha.ts
var short_sha = __webpack_require__(3489);
// EXTERNAL MODULE: ./src/inbox/approvals.ts
var approvals = __webpack_require__(5252);
// EXTERNAL MODULE: ./src/inbox/command-text.ts
var command_text = __webpack_require__(7317);
// EXTERNAL MODULE: ./src/inbox/reasons.ts
var reasons = __webpack_require__(9289);
;// CONCATENATED MODULE: ./src/inbox/item-change.ts

/**
 * What changed in an item since its issue was written, in plain words for the reply that
 * refuses a command: read from the issue as it was (its labels and body, both ours) and the
 * issue rendered from the item now. Only our own rendered text is quoted: labels and values
 * come from the new rendering, where they are escaped already.
 */
function describeChange(before, now, rendered, riskPrefix, formats) {
    const out = [];
    const oldRisk = before.labels.find((l) => l.startsWith(riskPrefix))?.slice(riskPrefix.length);
    if ((oldRisk ?? null) !== (now.risk ?? null)) {
        out.push(now.risk
            ? `risk is now ${now.risk}${oldRisk && isLevel(oldRisk) ? `, was ${oldRisk}` : ''}`
            : 'it has no risk any more');
    }
    const oldReason = before.labels.find((l) => l.startsWith('inbox:'))?.slice('inbox:'.length);
    // Each reason in its format's words (`waiting for approval`); a label no format words is not quoted.
    const was = oldReason && oldReason !== now.reason ? (0,reasons/* reasonWords */.I)(formats, oldReason, now.format) : undefined;
    const is = (0,reasons/* reasonWords */.I)(formats, now.reason, now.format);
    if (was && is)
        out.push(`it is now ${is.waiting}, was ${was.waiting}`);
    const shownBefore = detailsOf(before.body);
    const shownNow = detailsOf(rendered);
    let removed = 0;
    for (const [label, value] of shownNow) {
        if (label === 'Risk' && out.some((o) => o.startsWith('risk')))
            continue;
        if (!shownBefore.has(label))
            out.push(`${label} was added`);
        else if (shownBefore.get(label) !== value)
            out.push(`${label} changed`);
    }
    for (const label of shownBefore.keys())
        if (!shownNow.has(label))
            removed++;
    if (removed)
        out.push(`${removed} ${removed === 1 ? 'detail was' : 'details were'} removed`);
    return out.length > 8 ? [...out.slice(0, 8), `${out.length - 8} more changes`] : out;
}
const isLevel = (text) => ['low', 'med', 'high'].includes(text);
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

// EXTERNAL MODULE: ./src/publish/inbox/command-trust.ts
var command_trust = __webpack_require__(6174);
// EXTERNAL MODULE: ./src/publish/inbox/earlier-versions.ts
var earlier_versions = __webpack_require__(8736);
// EXTERNAL MODULE: ./src/publish/inbox/fresh-inbox.ts
var fresh_inbox = __webpack_require__(9237);
// EXTERNAL MODULE: ./src/publish/inbox/label-spec.ts
var label_spec = __webpack_require__(6336);
// EXTERNAL MODULE: ./src/publish/inbox/sync.ts + 6 modules
var sync = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/inbox/issue-closing.ts
var issue_closing = __webpack_require__(4209);
;// CONCATENATED MODULE: ./src/publish/inbox/command-issue.ts













/** The issue closed as done: its item no longer waits. */
async function closeResolved(github, issue, final) {
    await github.updateIssue(issue.number, {
        state: 'closed',
        stateReason: 'completed',
        body: `${(0,issue_closing/* closedBody */.R_)(issue.body, final)}\n${sync/* CLOSED_BY_ACTION */.Ig}\n`,
    });
}
/** The item `key` as its file's `text` (at the branch head) and the checkout give it, if it still waits. */
function itemFrom(input, path, key, text, versions) {
    return itemsOfFile(input, path, text, versions).find((i) => i.key === key);
}
/** Every inbox item of the file, as its text (at the branch head) makes them. */
function itemsOfFile(input, path, text, versions) {
    const inbox = input.checkout
        ? (0,fresh_inbox/* inboxWithFile */.X5)(input.checkout, input.config, input.formats, path, text, text === undefined ? undefined : (0,fresh_inbox/* versionsFrom */.s3)(versions, text))
        : input.items;
    return inbox.filter((i) => i.path === path);
}
/**
 * The other open issues of the same file brought up to what the command's commit left (an answer
 * changes what the intent's approval issue shows): no run follows the bot's own commit to do it,
 * so without this a person would approve from an issue that no longer says what is approved. A
 * failure is a warning, as for the commanded issue; the next sync does it.
 */
async function refreshSiblings(input, github, commanded, path, text, head, versions) {
    const items = itemsOfFile(input, path, text, versions);
    let issues;
    try {
        issues = await github.listIssues(input.config.inboxLabel);
    }
    catch (error) {
        input.logger.warning(`handoff-gate did not bring the other issues of ${path} up to date after the command: ${(0,errors.describeFailure)(error)}. The next sync does.`);
        return;
    }
    for (const other of issues) {
        if (other.number === commanded || other.author !== input.identity || other.state !== 'open')
            continue;
        const marker = (0,inbox_issue/* readInboxMarker */.dC)(other.body);
        const item = marker?.path === path ? items.find((i) => i.key === marker.key) : undefined;
        if (!item || (0,inbox_issue/* stateHash */.ml)(item) === marker.state)
            continue;
        await refreshAfterCommand(input, github, other, item, head);
    }
}
/**
 * The refusal of an `/approve` while the item's file still asks questions nobody answered (an
 * intent's open clarifications): a person approves a settled plan. Undefined when none is open.
 */
function openQuestionsRefusal(input, item, text, versions) {
    const open = itemsOfFile(input, item.path, text, versions)
        .filter((other) => other.key !== item.key)
        .flatMap((other) => (other.questions ?? []).filter((q) => q.answer === null));
    if (open.length === 0)
        return undefined;
    const numbers = open.slice(0, 10).map((q) => q.number);
    const which = numbers.length === 1 ? `question ${numbers[0]}` : `questions ${numbers.join(', ')}`;
    return `This intent still has ${open.length === 1 ? 'an open question' : `${open.length} open questions`} (${which}), so \`/approve\` was not applied: a person approves a settled plan, and answering changes what is approved. Answer ${open.length === 1 ? 'it' : 'them'} first with \`/answer <n> <text>\` on its clarification issue, then approve the intent as it then stands.`;
}
/**
 * The item `key` as the file's `text` at the head of the default branch gives it, weighed with the
 * file's history (read into `history`) only when it does not match the issue's `state` without it:
 * an item may wait at a risk its file no longer states (lowered while it waited, without a person's
 * decision), as the sync that wrote its issue found in that history. `unread` says why that history
 * could not be read: the item could then not be told from the issue's, and nothing may be decided on it.
 */
async function itemWeighed(input, github, path, { key, state }, text, history) {
    const item = itemFrom(input, path, key, text);
    if (item && (0,inbox_issue/* stateHash */.ml)(item) === state)
        return { item };
    try {
        history.versions = await (0,earlier_versions/* versionsAt */.L)(github, path, input.defaultBranch);
    }
    catch (error) {
        return { item, unread: (0,errors.describeFailure)(error) };
    }
    return { item: history.versions.length > 0 ? itemFrom(input, path, key, text, history.versions) : item };
}
async function refreshAfterCommand(input, github, issue, now, head, have) {
    try {
        await refreshIssue(input, github, issue, now, head, have);
    }
    catch (error) {
        input.logger.warning(`handoff-gate did not bring issue #${issue.number} up to date after the command: ${(0,errors.describeFailure)(error)}. The next command or sync does.`);
    }
}
/**
 * Bring the issue up to what the item is now (title, body with its state marker, labels); returns
 * what changed, in words. `head`: the commit that holds the item so (else the branch head, read).
 */
async function refreshIssue(input, github, issue, now, head, have) {
    const { config } = input;
    const sha = head || (await github.branchSha(input.defaultBranch));
    // An approval item shows who approved it as it is now and qualifies (recounted from the issue's
    // `/approve` comments; `have`: what an `/approve` just counted).
    const pushers = (0,inbox_issue/* readInboxMarker */.dC)(issue.body)?.pushers ?? [];
    const counted = (0,reasons/* countsApprovals */.X)(input.formats, now)
        ? (have ??
            (await (0,approval_step/* approvalsNow */.fj)({
                github,
                config,
                item: now,
                commit: (await github.lastCommitFor(now.path, input.defaultBranch))?.sha ?? '',
                pushers,
                issue: issue.number,
                identity: input.identity,
                branch: input.defaultBranch,
                waits: (text) => (0,fresh_inbox/* waitsForApproval */.XM)(config, input.formats, now.path, text),
                clock: input.clock ?? clock.systemClock,
            })))
        : undefined;
    const approvals = counted && {
        have: counted.approvers,
        until: counted.until,
        required: config.approvalsRequired,
        selfApproval: config.selfApproval,
    };
    const wanted = (0,inbox_issue/* renderInboxIssue */.yH)(now, {
        fileUrl: input.fileUrl?.(now, sha) ?? '',
        commit: (0,short_sha/* shortSha */.F)(sha),
        inboxLabel: config.inboxLabel,
        riskPrefix: config.riskLabelPrefix,
        formats: input.formats,
        ...(approvals && { approvals }),
        // Who pushed changes of the item, as the sync recorded them: a command's rewrite keeps them.
        pushers,
    });
    const changes = describeChange(issue, now, wanted.body, config.riskLabelPrefix, input.formats);
    const update = (0,inbox_issue/* issueNeedsUpdate */.IN)(issue, wanted, (0,label_spec/* ownLabel */.t)(config, input.formats));
    if (update) {
        if (update.title !== undefined || update.body !== undefined) {
            await github.updateIssue(issue.number, {
                ...(update.title !== undefined && { title: update.title }),
                ...(update.body !== undefined && { body: update.body }),
            });
        }
        for (const name of update.removeLabels)
            await github.removeLabel(issue.number, name);
        // A label new to the repository is created with its colour first (createLabel leaves one that exists alone).
        const spec = (0,label_spec/* inboxLabelSpec */.i)(config, input.formats);
        for (const name of update.addLabels) {
            await github.createLabel(spec(name));
            await github.addLabel(issue.number, name);
        }
    }
    return changes;
}
/**
 * The item changed since the issue was written: the command is refused with what changed, and
 * the issue brought up to date (title, body with the new state, labels), so that the next
 * command is given on what the human can now read.
 */
async function refuseStale(input, github, issue, word, now, reply) {
    const changes = await refreshIssue(input, github, issue, now);
    const what = changes.length ? ` (${changes.join('; ')})` : '';
    await reply(`The item changed since this issue was written${what}, so \`${word}\` was not applied. The issue now shows its current state: read it, and comment again if you still want \`${word}\`.`, false);
}
/** The refusal for an issue that no longer reads as the bot wrote it. */
const unbound = (what) => `This issue's title or body was changed by hand since handoff-gate wrote it, so it no longer vouches for which item it shows, and ${what} was not carried out. The next inbox sync rewrites it from the file; comment again once it has.`;
/** The refusal for an issue that is not its item's one issue. */
function notTheOne(what, found) {
    const where = found.listed
        ? `The same item is named by ${found.others.map((n) => `#${n}`).join(', ')} as well; the next inbox sync keeps one issue for it.`
        : "This issue is not one of the inbox's open issues.";
    return `${where} ${what} acts only on an item's one issue, so it was not carried out here.`;
}
/**
 * True when the issue reads exactly as the bot writes it for `item` and is the item's only open
 * issue; otherwise the refusal. What a person edited into an issue is never the bot's word.
 */
async function boundHere(input, github, issue, marker, item, what) {
    const { config } = input;
    // As the bot writes it at any commit: the file link and the approvals count are matched by shape.
    const anyCommit = '0'.repeat(40);
    const wanted = (0,inbox_issue/* renderInboxIssue */.yH)(item, {
        fileUrl: input.fileUrl?.(item, anyCommit) ?? '',
        commit: (0,short_sha/* shortSha */.F)(anyCommit),
        inboxLabel: config.inboxLabel,
        riskPrefix: config.riskLabelPrefix,
        formats: input.formats,
        ...((0,reasons/* countsApprovals */.X)(input.formats, item) && {
            approvals: { have: [], required: config.approvalsRequired, selfApproval: config.selfApproval },
        }),
        pushers: marker.pushers ?? [],
    });
    if (!(0,command_trust/* readsAsWritten */.V)(issue, wanted))
        return unbound(what);
    const others = await (0,command_trust/* otherIssuesOf */.qw)(github, config.inboxLabel, input.identity, issue.number, marker, wanted);
    return others ? notTheOne(what, others) : true;
}

// EXTERNAL MODULE: ./src/inbox/trailers.ts
var trailers = __webpack_require__(4078);
// EXTERNAL MODULE: ./src/publish/inbox/proposers.ts
var proposers = __webpack_require__(7673);
// EXTERNAL MODULE: ./src/publish/inbox/pushed-by.ts
var pushed_by = __webpack_require__(8901);
;// CONCATENATED MODULE: ./src/publish/inbox/left-decision.ts










/** Commits of the branch looked through for a decision this comment already committed (a lost answer). */
const RECENT = 50;
/** Times a decision commit is tried when the branch moved under it. */
const TRIES = 3;
async function carryOutLeft(run, left) {
    const { input, github, marker, name } = run;
    const branch = input.defaultBranch;
    const change = `the change in ${(0,short_sha/* shortSha */.F)(left.commit)} (${(0,render_escape/* codeSpan */.SS)(left.ruleId)})`;
    if (name !== 'approve' && name !== 'reject')
        return run.reply(`This item left the inbox without a decision through ${change}, so \`/${name}\` does not apply: only \`/approve\` (ratify that change) or \`/reject\` (undo it) does.`, false);
    const path = marker.path;
    if (path === undefined)
        return run.reply('This issue does not name its file, so nothing was done.', false);
    const head = await github.readFile(path, branch);
    if (itemFrom(input, path, marker.key, head?.text))
        return run.reply(`The item waits again on ${(0,render_escape/* codeSpan */.SS)(branch)}, so there is nothing to ratify or undo: the next run brings this issue up to date.`, false);
    const done = await decidedAlready(github, branch, run.comment.id);
    if (done) {
        await run.reply(`\`/${name}\` was applied: committed in ${input.commitUrl(done)}.`, true);
        if (name === 'approve')
            await closeResolved(github, run.issue, ratifiedText(run.comment.user, input, done));
        return;
    }
    const landed = await (0,pushed_by/* landedAt */.mo)(github, branch, left.commit);
    if ('unknown' in landed)
        return run.reply(`${change} cannot be matched with GitHub's record of ${(0,render_escape/* codeSpan */.SS)(branch)} (${landed.unknown}), so \`/${name}\` was not carried out. Re-run the job.`, false);
    return name === 'reject' ? reject(run, left, path, head?.sha) : ratify(run, left, path, landed.at);
}
/** The commit among the branch's newest that carries out this comment, if one does. */
async function decidedAlready(github, branch, comment) {
    const recent = await github.recentCommits(branch, RECENT);
    return recent.find((c) => (0,trailers/* trailerValues */.uv)(c.message, trailers/* COMMENT_TRAILER */.cw).includes(String(comment)))?.sha;
}
const ratifiedText = (user, input, commit) => `Ratified: \`/approve\` by ${(0,render_escape/* codeSpan */.SS)(user)}, the decision committed in ${input.commitUrl(commit)}.`;
const left_decision_trailers = (comment, user) => `${trailers/* COMMENT_TRAILER */.cw}: ${comment}\n${trailers/* BY_TRAILER */.KG}: ${user}`;
/** `/reject`: the file back to its newest version in which the item waited, so that it waits again. */
async function reject(run, left, path, headSha) {
    const { input, github, marker, comment } = run;
    const branch = input.defaultBranch;
    const commits = await github.commitsFor(path, branch, 50);
    for (const commit of commits) {
        const file = await github.readFile(path, commit.sha);
        const item = file && itemFrom(input, path, marker.key, file.text);
        if (!file || !item)
            continue;
        const message = `handoff-gate: /reject undoes the change in ${(0,short_sha/* shortSha */.F)(left.commit)} to ${(0,command_text/* commitText */.tT)(path, 200)} (by ${(0,command_text/* login */.iD)(comment.user)})\n\nThe item left the inbox without a decision (${left.ruleId}); it waits again as it did in ${(0,short_sha/* shortSha */.F)(commit.sha)}.\n\n${left_decision_trailers(comment.id, comment.user)}`;
        const sha = await github.writeFile({ path, text: file.text, ...(headSha && { sha: headSha }), message, branch });
        await refreshAfterCommand(input, github, run.issue, item, sha || undefined);
        return run.reply(`Rejected: ${(0,render_escape/* codeSpan */.SS)(path)} is back as it was in ${(0,short_sha/* shortSha */.F)(commit.sha)}, so the item waits again. Committed in ${input.commitUrl(sha)}.`, true);
    }
    return run.reply(`No version of ${(0,render_escape/* codeSpan */.SS)(path)} among its newest ${commits.length} commits has the item waiting, so there is nothing to go back to: edit the file by hand.`, false);
}
/** `/approve`: counted as an approval at `high`; the quorum committed as a decision. */
async function ratify(run, left, path, landed) {
    const { input, github, marker, comment, issue } = run;
    const { config, identity } = input;
    const branch = input.defaultBranch;
    const required = (0,approvals/* requiredApprovals */.Ks)({ risk: 'high' }, config.approvalsRequired);
    const self = await (0,proposers/* proposersOf */.H)(github, path, branch, () => false, (file) => !(file && itemFrom(input, path, marker.key, file.text)));
    if ('unknown' in self)
        return run.reply(`Who made or brought the changes since the item last waited cannot be told (${self.unknown}), so no ratification counts here. Use \`/reject\`, or change the file through a reviewed pull request.`, false);
    const selfLogins = [...self.logins, ...(marker.pushers ?? []).filter((p) => p !== '*')];
    if (!config.selfApproval && selfLogins.some((l) => (0,approvals/* sameLogin */.Up)(l, comment.user)))
        return run.reply(`You made or brought a change to ${(0,render_escape/* codeSpan */.SS)(path)} since the item last waited, so your ratification does not count (config \`approvers.self-approval\`). ${required === 1 ? 'Another person' : `${required} other people`} with the right access must ratify it.`, false);
    const since = await (0,pushed_by/* commandsCountSince */.wH)(github, issue.number, landed);
    if (since === undefined)
        return run.reply("GitHub's record of when this issue was reopened cannot be read in full, so no ratification can be counted now. Re-run the job.", false);
    const comments = await github.listComments(issue.number);
    const made = (0,approvals/* approvalsSince */.NL)(comments, identity, since);
    if (!made.some((a) => a.comment === comment.id))
        return run.reply(made.some((a) => (0,approvals/* sameLogin */.Up)(a.login, comment.user))
            ? 'You ratified this change already.'
            : `This \`/approve\` was posted before ${(0,short_sha/* shortSha */.F)(left.commit)} reached ${(0,render_escape/* codeSpan */.SS)(branch)}, or was edited, so it does not count. Approve again if you agree.`, false);
    const others = made.filter((a) => !(0,approvals/* sameLogin */.Up)(a.login, comment.user)).map((a) => a.login);
    const { counted } = await (0,approval_step/* qualifying */.Oe)(input, others, config.selfApproval ? [] : selfLogins);
    const approvers = [...counted, comment.user];
    if (approvers.length < required) {
        const more = required - approvers.length;
        return run.reply(`Your ratification is recorded: ${approvers.length} of ${required} approvals. The change is ratified once ${more === 1 ? 'one more person approves' : `${more} more people approve`}.`, true);
    }
    const message = `handoff-gate: /approve ratifies the change in ${(0,short_sha/* shortSha */.F)(left.commit)} to ${(0,command_text/* commitText */.tT)(path, 200)} (by ${(0,command_text/* login */.iD)(comment.user)})\n\nThe item left the inbox without a decision (${left.ruleId}); ${approvers.length === 1 ? 'a person' : 'people'} with the right access ratified that change.\n\n${approvers.map((a) => `Approved-by: ${a}`).join('\n')}\n${left_decision_trailers(comment.id, comment.user)}`;
    let sha;
    try {
        sha = await commitOnce(github, branch, message, comment.id);
    }
    catch (error) {
        // Said where the person looks (the step fails as well); unanswered, so a re-run tries again.
        await github
            .createComment(issue.number, `The ratification could not be committed to ${(0,render_escape/* codeSpan */.SS)(branch)}: ${(0,errors.describeFailure)(error)}. Re-run the failed job to try again (a decision that did land is recognised, never committed twice).`)
            .catch(() => undefined);
        throw error;
    }
    await run.reply(`Ratified ${change(left)}: committed in ${input.commitUrl(sha)}.`, true);
    await closeResolved(github, issue, ratifiedText(approvers.join(', '), input, sha));
}
const change = (left) => `the change in ${(0,short_sha/* shortSha */.F)(left.commit)}`;
/** The decision committed once: a head that moved under it is read again; a commit that landed with its answer lost is found. */
async function commitOnce(github, branch, message, comment) {
    for (let attempt = 1;; attempt++) {
        try {
            return await github.commitDecision(branch, message);
        }
        catch (error) {
            const landed = await decidedAlready(github, branch, comment);
            if (landed)
                return landed;
            if (attempt >= TRIES)
                throw error;
            await github.pause(attempt);
        }
    }
}

// EXTERNAL MODULE: ./src/publish/inbox/own-change.ts
var own_change = __webpack_require__(8165);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/publish/inbox/ulid.ts

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

// EXTERNAL MODULE: ./src/github/once.ts
var once = __webpack_require__(6878);
;// CONCATENATED MODULE: ./src/publish/inbox/apply.ts






/**
 * The commit message with the trailers naming the comment and the person whose command it is (a
 * trailer is the last paragraph's `Key: value` line): they join the approvers' `Approved-by:`
 * trailers when the message ends with them.
 */
function withTrailer(message, input) {
    const text = message.trimEnd();
    const joins = APPROVED_BY_PARAGRAPH.test(text.slice(text.lastIndexOf('\n\n') + 2));
    return `${text}${joins ? '\n' : '\n\n'}${apply_trailers(input)}`;
}
/** `Handoff-Gate-Comment: 123` and, for a login GitHub could have, `Handoff-Gate-By: alice`. */
const apply_trailers = ({ commentId, user }) => `${trailers/* COMMENT_TRAILER */.cw}: ${commentId}${LOGIN.test(user) ? `\n${trailers/* BY_TRAILER */.KG}: ${user}` : ''}`;
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** A last paragraph made only of our `Approved-by:` trailers. */
const APPROVED_BY_PARAGRAPH = /^Approved-by: [A-Za-z0-9-]+(?:\nApproved-by: [A-Za-z0-9-]+)*$/;
/** The trailers that name every approver of a quorum, in the order they approved. */
const approvedBy = (approvers) => approvers.map((login) => `Approved-by: ${login}`).join('\n');
/** True when a commit message carries this comment's trailer. */
function carriesTrailer(message, commentId) {
    return new RegExp(`^${trailers/* COMMENT_TRAILER */.cw}: ${commentId}$`, 'm').test(message);
}
/**
 * The commit that carried out this comment, when the newest commit touching `path` is it: how
 * a retry or a re-run of the same event recognises work whose answer it never got.
 */
async function commitOfComment(github, path, branch, commentId) {
    const last = await github.lastCommitFor(path, branch);
    return last && carriesTrailer(last.message, commentId) ? last.sha : undefined;
}
/** Apply a command to the item's file(s) on the default branch, or explain why it does not apply. */
async function applyToFiles(input) {
    const { item, command, user } = input;
    const inbox = input.formats.find((format) => format.id === item.format)?.inbox;
    const plan = inbox?.command?.(item, command);
    if (!plan) {
        return {
            kind: 'refused',
            reason: `No command applies to this item (${item.reason} of a ${item.format} file): fix ${(0,render_escape/* codeSpan */.SS)(item.path)} and push, and the issue closes by itself.`,
        };
    }
    if (plan.kind === 'refused')
        return plan;
    const done = await commitEdit(input, item.path, (text) => {
        const now = new Date();
        const outcome = plan.edit({ path: item.path, text }, { user, now, newId: () => ulid(now) });
        if (!input.approvers?.length || outcome.kind !== 'edit')
            return outcome;
        return { ...outcome, commitMessage: `${outcome.commitMessage.trimEnd()}\n\n${approvedBy(input.approvers)}` };
    });
    if (done.kind !== 'committed')
        return done;
    const resolved = command.name !== 'answer' || !(inbox?.stillWaits?.(done.finalText ?? '') ?? false);
    return {
        kind: 'committed',
        summary: done.summary,
        commits: done.commits,
        itemResolved: resolved,
        ...(done.finalText !== undefined && { finalText: done.finalText }),
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
    let failure;
    for (let attempt = 1; attempt <= once/* CREATE_ATTEMPTS */.Qz; attempt++) {
        const file = reread === null ? await github.readFile(path, branch) : reread;
        reread = null;
        if (!file)
            return { kind: 'refused', reason: `${(0,render_escape/* codeSpan */.SS)(path)} no longer exists on ${(0,render_escape/* codeSpan */.SS)(branch)}.` };
        const stale = input.recheck?.(file.text);
        if (stale)
            return stale;
        const outcome = edit(file.text);
        if (outcome.kind === 'refused')
            return outcome;
        if (outcome.kind === 'files')
            return writeFiles(input, file, outcome);
        if (input.mode === 'pull-request')
            return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
        const message = withTrailer(outcome.commitMessage, input);
        const done = (commits) => ({
            kind: 'committed',
            summary: outcome.summary,
            commits,
            ...(outcome.kind === 'edit' && { finalText: outcome.text }),
        });
        try {
            const sha = outcome.kind === 'edit'
                ? await github.writeFile({ path, text: outcome.text, sha: file.sha, message, branch })
                : await github.deleteFile({ path, sha: file.sha, message, branch });
            return done([sha]);
        }
        catch (error) {
            if (!(0,errors/* isConflict */.dh)(error) && !(0,once/* mayHaveLanded */.I7)(error))
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
            failure = (0,errors/* isConflict */.dh)(error) ? undefined : error;
            // A server error is waited out as the client waits before its own retries; a conflict is re-read at once.
            if (failure !== undefined && attempt < once/* CREATE_ATTEMPTS */.Qz)
                await github.pause(attempt);
        }
    }
    // GitHub failing every time is a failure (the caller says so and the step fails), not a file that kept changing.
    if (failure !== undefined)
        throw failure;
    return {
        kind: 'refused',
        reason: `${(0,render_escape/* codeSpan */.SS)(path)} kept changing while the command was applied; please try again.`,
    };
}
/**
 * The default branch is protected: the same change on a new branch, and a pull request for it.
 * The branch is named for the comment, so a retry or a re-run of the same event finds its own
 * branch and pull request again instead of opening another: an open pull request from it is the
 * answer; a branch left by a run that stopped half-way is completed (files that already hold the
 * change are not written again). Each write is retried as `createOnce` retries a create, after
 * looking for its effect: the client sends them once (`withoutRetries`), so no answer lost on the
 * way back makes a second branch, commit or pull request.
 */
async function viaPullRequest(input, changes) {
    const { github, branch, command, item } = input;
    const name = `${own_change/* COMMAND_BRANCH_PREFIX */.sF}${command.name}-${item.key.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)}-${input.commentId}`;
    const open = await github.findPull(name, branch);
    if (open)
        return { kind: 'pull-request', ...open };
    const resumed = await branchOnce(github, name, branch);
    for (const change of changes)
        await writeOnBranch(input, name, change, resumed);
    return { kind: 'pull-request', ...(await pullOnce(input, name, changes[0].outcome)) };
}
/** Whether a branch exists: a read of its ref (404: it does not). */
async function branchExists(github, name) {
    try {
        await github.branchSha(name);
        return true;
    }
    catch (error) {
        if ((0,errors.httpStatus)(error) === 404)
            return false;
        throw error;
    }
}
/**
 * The command's branch, made from `from`'s head. Returns true when it was there already, made by
 * an earlier attempt at this very comment (the name is the comment's): its files may hold the
 * change already. A create whose answer was lost is recognised by reading the ref, and a 422
 * is taken for "already exists" only when the ref is there.
 */
async function branchOnce(github, name, from) {
    const there = async () => ((await branchExists(github, name)) ? true : undefined);
    const head = await github.branchSha(from);
    try {
        return await (0,once/* createOnce */.Ur)(async () => (await github.createBranch(name, head), false), there, (attempt) => github.pause(attempt));
    }
    catch (error) {
        if ((0,errors.httpStatus)(error) === 422 && (await there()))
            return true;
        throw error;
    }
}
/** Whether a file as read holds a change: the intended text, or gone for a deletion (`null`). */
const holds = (file, intended) => intended === null ? file === undefined : file?.text === intended;
/**
 * One change committed to the command's branch, with the trailer. On a resumed branch a file that
 * holds the change already is left alone. A write whose answer was lost is recognised by reading
 * the file on the branch again (it holds the change: the commit is there), and only otherwise
 * sent again: one commit, never two.
 */
async function writeOnBranch(input, name, change, resumed) {
    const { github } = input;
    const intended = change.outcome.kind === 'edit' ? change.outcome.text : null;
    const onBranch = resumed ? await github.readFile(change.path, name) : undefined;
    if (resumed && holds(onBranch, intended))
        return;
    const sha = resumed ? onBranch?.sha : change.sha;
    const message = withTrailer(change.outcome.commitMessage, input);
    const write = () => intended === null
        ? github.deleteFile({ path: change.path, sha: sha, message, branch: name })
        : github.writeFile({ path: change.path, text: intended, ...(sha && { sha }), message, branch: name });
    const landed = async () => (holds(await github.readFile(change.path, name), intended) ? true : undefined);
    await (0,once/* createOnce */.Ur)(async () => (await write(), true), landed, (attempt) => github.pause(attempt));
}
/**
 * The pull request from the command's branch. One whose answer was lost is found by `findPull`
 * before the next attempt; a 422 is "one exists already" when `findPull` finds it (a concurrent
 * run of the same event opened it).
 */
async function pullOnce(input, name, first) {
    const { github, branch, command } = input;
    const find = () => github.findPull(name, branch);
    const create = () => github.createPull({
        head: name,
        base: branch,
        // A title is one line: the commit message's subject (a reason's own lines stay in the body).
        title: first.commitMessage.split('\n')[0],
        body: `${first.summary}\n\n${(0,render_escape/* codeSpan */.SS)(branch)} is protected, so handoff-gate proposes the change here instead of committing it. Merging it applies \`/${command.name}\` from the inbox issue.\n\n${apply_trailers(input)}`,
    });
    try {
        return await (0,once/* createOnce */.Ur)(create, find, (attempt) => github.pause(attempt));
    }
    catch (error) {
        const found = (0,errors.httpStatus)(error) === 422 ? await find() : undefined;
        if (found)
            return found;
        throw error;
    }
}
/**
 * One file written for `/answer` on a question: with the trailer, retried as a create is
 * (`createOnce`) after a failure that may have landed, and recognised when its answer is lost
 * (the file then holds the text) instead of being written twice. A 409 is the caller's to handle.
 */
async function writeOnce(input, change) {
    const { github, branch } = input;
    return (0,once/* createOnce */.Ur)(() => github.writeFile({ ...change, message: withTrailer(change.message, input), branch }), async () => landed(input, change.path, change.text, await github.readFile(change.path, branch)), (attempt) => github.pause(attempt));
}
/**
 * Several files written together (a question's answer: the answer message, then the question),
 * the item's own file (`read`) last and with the sha just read. A file other than the item's
 * that this comment already wrote is not written again; one that someone else wrote (before, or
 * meanwhile) is refused, never replaced.
 */
async function writeFiles(input, read, result) {
    const { github, branch, item } = input;
    const change = (text) => ({
        kind: 'edit',
        text,
        summary: result.summary,
        commitMessage: result.commitMessage,
    });
    const own = result.files.find((f) => f.path === item.path);
    const others = result.files.filter((f) => f !== own);
    const pending = () => [
        ...others.map((f) => ({ path: f.path, outcome: change(f.text) })),
        { path: own.path, outcome: change(own.text), sha: read.sha },
    ];
    if (input.mode === 'pull-request')
        return viaPullRequest(input, pending());
    const commits = [];
    try {
        for (const other of others) {
            // A run that wrote this file and then lost its way: it is there already, by this comment.
            const earlier = await commitOfComment(github, other.path, branch, input.commentId);
            if (earlier)
                commits.push(earlier);
            else {
                // Someone else's file there (an answer written by hand, or by another command at the
                // same moment) is theirs: never replaced unseen.
                if (await github.readFile(other.path, branch))
                    return { kind: 'refused', reason: alreadyThere(other.path) };
                commits.push(await writeOnce(input, { path: other.path, text: other.text, message: result.commitMessage }));
            }
        }
        commits.push(await writeOnce(input, { path: own.path, text: own.text, sha: read.sha, message: result.commitMessage }));
    }
    catch (error) {
        if (!(0,errors/* isConflict */.dh)(error) || commits.length > 0)
            throw error;
        const first = others[0];
        const again = first && (await github.readFile(first.path, branch));
        if (again !== undefined)
            return { kind: 'refused', reason: `${(0,render_escape/* codeSpan */.SS)(first.path)} changed meanwhile; please try again.` };
        return viaPullRequest(input, pending());
    }
    return { kind: 'committed', summary: result.summary, commits: commits.filter(Boolean), finalText: own.text };
}
/** The refusal when a file a command would create exists already, written by someone else. */
function alreadyThere(path) {
    return `${(0,render_escape/* codeSpan */.SS)(path)} exists already, written by someone else (an answer to this question?), so it was not replaced. Read it: if it answers the question, set the question's \`status\` to \`completed\`; if not, remove it and repeat the command.`;
}

// EXTERNAL MODULE: ./src/util/values.ts
var values = __webpack_require__(7656);
;// CONCATENATED MODULE: ./src/publish/inbox/command-event.ts


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
        issue: {
            number: (0,values/* asNumber */.i)(issue.number) ?? 0,
            title: (0,values/* asString */.oJ)(issue.title) ?? '',
            body: (0,values/* asString */.oJ)(issue.body) ?? '',
            labels,
        },
        marker,
    };
}

// EXTERNAL MODULE: ./src/inbox/bot-word.ts
var bot_word = __webpack_require__(3982);
// EXTERNAL MODULE: ./src/inbox/reply-marker.ts
var reply_marker = __webpack_require__(1343);
;// CONCATENATED MODULE: ./src/publish/inbox/command-reply.ts



/** Our replies to this comment, oldest first: only comments the bot wrote and nobody edited count. */
async function repliesTo(github, issue, commentId, identity) {
    const comments = await github.listComments(issue);
    return comments
        .filter((c) => (0,bot_word/* isBotWord */.a)(c, identity) && (0,reply_marker/* answers */.GA)(c.body, commentId))
        .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
}
/** True when the issue has our reply to this comment already (a re-run, or a lost answer that landed). */
async function answered(github, issue, commentId, identity) {
    return (await repliesTo(github, issue, commentId, identity)).length > 0;
}
/** The reply, with its marker; after a lost answer, posted again only if it did not land. */
async function postReply(github, issue, commentId, identity, text) {
    const body = (0,reply_marker/* withReplyMarker */.$1)(text, commentId);
    await (0,once/* createOnce */.Ur)(async () => (await github.createComment(issue, body), true), async () => ((await answered(github, issue, commentId, identity)) ? true : undefined), (attempt) => github.pause(attempt));
    // The same event delivered twice at once: both runs replied. The oldest reply stays, each run
    // deletes the newer ones it sees, so the end state is one reply whichever run finishes last.
    const [, ...newer] = await repliesTo(github, issue, commentId, identity);
    await Promise.all(newer.map((duplicate) => github.deleteComment(duplicate.id)));
}

// EXTERNAL MODULE: ./src/publish/inbox/permissions.ts
var permissions = __webpack_require__(4080);
;// CONCATENATED MODULE: ./src/publish/inbox/may-command.ts



/**
 * True, or the refusal to reply. An agent's account (`approvers.agents`) runs no command: every
 * item waits for a human. When `approvers.users` or `approvers.teams` is set, the person must be
 * listed or a member of a listed team; and the least repository permission must allow.
 */
async function mayCommand(github, user, config, logger, command) {
    const unusable = unusablePolicy(config, command);
    if (unusable)
        return unusable;
    if (config.agentAccounts.some((agent) => (0,approvals/* sameLogin */.Up)(agent, user))) {
        return `${(0,render_escape/* codeSpan */.SS)(user)} is an agent's account (config \`approvers.agents\`): inbox items wait for a human, so its commands are not run.`;
    }
    const listed = await listedApprover(github, user, config, logger);
    if (listed !== true)
        return listed;
    const permission = await github.permissionOf(user);
    if (!(0,permissions/* permits */.V)(permission, config.approverPermission)) {
        return `Inbox commands need \`${config.approverPermission}\` access to this repository; your access is \`${permission}\`.`;
    }
    return true;
}
/**
 * The refusal when a config entry that governs `command` could not be used as written (it would
 * otherwise have fallen back to a looser default): naming each such line, so a maintainer finds it.
 */
function unusablePolicy(config, command) {
    const governing = config.policyProblems.filter((p) => p.governs === 'commands' || command === 'approve');
    if (governing.length === 0)
        return undefined;
    const lines = governing
        .slice(0, 5)
        .map((p) => `${(0,render_escape/* codeSpan */.SS)(`${p.path}:${p.line}`)} (${(0,render_escape/* codeSpan */.SS)(p.setting)})`)
        .join(', ');
    const more = governing.length > 5 ? ` and ${governing.length - 5} more` : '';
    return `\`/${command}\` is refused: the config restricts who may do this, and ${governing.length === 1 ? 'an entry of it' : 'entries of it'} cannot be used as written: ${lines}${more}. Rather than run under a looser default, inbox commands it governs wait until a maintainer fixes the config (the job's log and the config's check say what is wrong).`;
}
/** True when no list is set, or the person is on `approvers.users` or in one of `approvers.teams`; else the refusal. */
async function listedApprover(github, user, config, logger) {
    const { approverUsers: users, approverTeams: teams } = config;
    if (users.length === 0 && teams.length === 0)
        return true;
    if (users.some((u) => (0,approvals/* sameLogin */.Up)(u, user)))
        return true;
    const unreadable = [];
    for (const team of teams) {
        const membership = await github.teamMembership(team, user);
        if (membership === 'member')
            return true;
        if (membership === 'unreadable')
            unreadable.push(team);
    }
    const who = [...users.map((u) => (0,render_escape/* codeSpan */.SS)(u)), ...teams.map((t) => `members of ${(0,render_escape/* codeSpan */.SS)(t)}`)].join(', ');
    if (unreadable.length) {
        const names = unreadable.map((t) => (0,render_escape/* codeSpan */.SS)(t)).join(', ');
        logger.warning(`handoff-gate could not read the team${unreadable.length === 1 ? '' : 's'} ${names}: the token cannot see ${unreadable.length === 1 ? 'it' : 'them'}. The workflow token cannot read an organisation's teams; give the action a token that can (a GitHub App with the Members: read permission, or a token with read:org), or list the people under approvers.users.`);
        return `Only ${who} may run inbox commands here (config \`approvers\`). The token this workflow uses cannot read ${names}, so membership could not be checked: a maintainer must give the action a token that can read the organisation's teams (see the job's log).`;
    }
    return `Only ${who} may run inbox commands here (config \`approvers\`).`;
}

;// CONCATENATED MODULE: ./src/publish/inbox/quorum.ts











const quorumText = (approvers) => `Approved by ${approvers.map((login) => (0,render_escape/* codeSpan */.SS)(login)).join(', ')} (${approvers.length} of ${approvers.length} approvals).`;
/**
 * A re-run of an `/approve` that was recorded: if the quorum holds at the state the issue shows
 * and the item still waits so, it is carried out now; otherwise nothing is written.
 */
async function settleQuorum(input, github, event) {
    const { issue, marker } = event;
    const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
    if (path === undefined)
        return;
    const commit = (await github.lastCommitFor(path, input.defaultBranch))?.sha ?? '';
    const file = await github.readFile(path, input.defaultBranch);
    const history = {};
    const { item, unread } = await itemWeighed(input, github, path, marker, file?.text, history);
    if (unread !== undefined || !item || !(0,reasons/* countsApprovals */.X)(input.formats, item) || (0,inbox_issue/* stateHash */.ml)(item) !== marker.state)
        return;
    if ((await boundHere(input, github, issue, marker, item, '`/approve`')) !== true)
        return;
    const now = await (0,approval_step/* quorumNow */.kT)({
        github,
        config: input.config,
        item,
        commit,
        pushers: marker.pushers ?? [],
        issue: issue.number,
        identity: input.identity,
        branch: input.defaultBranch,
        waits: (text) => (0,fresh_inbox/* waitsForApproval */.XM)(input.config, input.formats, path, text, (0,fresh_inbox/* versionsFrom */.s3)(history.versions, text)),
        clock: input.clock ?? clock.systemClock,
    });
    if (now)
        await carryOutQuorum(input, github, event, item, now, file, history);
}
/**
 * The quorum holds, completed by others' approvals recorded meanwhile (or found by a re-run): the
 * file moves to `approved` with every approver named, and one comment says so (its own marker, so
 * that a lost answer is not posted twice). The comment that asked has its reply already.
 */
async function carryOutQuorum(input, github, event, item, quorum, file, history) {
    const { issue, comment, marker } = event;
    const { approvers } = quorum;
    let change;
    try {
        change = await applyToFiles({
            mode: input.config.commitMode,
            github,
            item,
            formats: input.formats,
            command: { name: 'approve' },
            user: comment.user,
            branch: input.defaultBranch,
            commentId: comment.id,
            approvers,
            ...(file && { first: file }),
            recheck(text) {
                const now = itemFrom(input, item.path, marker.key, text, history.versions);
                return now && (0,inbox_issue/* stateHash */.ml)(now) === marker.state ? undefined : { kind: 'stale', now };
            },
            logger: input.logger,
        });
    }
    catch (error) {
        // As for any command whose write failed: said on the issue, and the step fails; re-running
        // this job finds the approvals recorded and carries the quorum out.
        await github
            .createComment(issue.number, `The approvals are complete, but moving the intent to \`approved\` failed: ${(0,errors.describeFailure)(error)}. Re-run the failed job to try again (a change that did land is recognised, never made twice).`)
            .catch(() => undefined);
        throw error;
    }
    // Another run carried the quorum out first (the item is approved), or the item changed: nothing to add.
    if (change.kind === 'stale' || change.kind === 'refused')
        return;
    const where = change.kind === 'pull-request'
        ? `The change is in pull request #${change.number} (${change.url}); the item stays open until it is merged.`
        : `Committed in ${change.commits.map((sha) => input.commitUrl(sha)).join(' and ') || (0,render_escape/* codeSpan */.SS)(input.defaultBranch)}.`;
    const body = `${quorumText(approvers)}${(0,approval_step/* droppedText */.KP)(quorum.dropped)} ${where}`;
    await (0,once/* createOnce */.Ur)(() => github.createComment(issue.number, body), async () => (await github.listComments(issue.number)).find((c) => (0,bot_word/* isBotWord */.a)(c, input.identity) && c.body.trimEnd() === body.trimEnd()), (attempt) => github.pause(attempt));
    if (change.kind === 'committed' && change.itemResolved)
        await closeResolved(github, issue, body);
}

;// CONCATENATED MODULE: ./src/publish/inbox/handle-command.ts


















/**
 * A command in a comment on an inbox issue: checked (who, what, whether it applies to the very
 * item the issue showed), applied to the file through the contents API, acknowledged with
 * reactions and a reply, and the issue updated or closed. A first word that only looks like a
 * command (`lookAlikeCommand`) is refused with a reply that says why. Anything else that is not
 * a command for us is ignored quietly. Safe to run twice for one comment: a comment with a reply
 * is done, and a commit that names the comment is recognised as this command's.
 */
async function handleCommand(input) {
    const github = input.github.withoutRetries();
    const outcome = { decidedBy: undefined };
    const found = await commandToAnswer(input, github);
    if (!found)
        return outcome;
    const { event, parsed, current, markerNow } = found;
    const { issue, comment } = event;
    const run = {
        // The comment's author as the event names it: GitHub's record of who wrote the command.
        decided: () => void (outcome.decidedBy = comment.user),
        input,
        github,
        event,
        what: 'name' in parsed ? `\`/${parsed.name}\`` : 'the command',
        async reply(text, ok) {
            // A refused `/approve` stays refused: a later recount does not take it for an approval.
            const refusedApproval = !ok && 'name' in parsed && parsed.name === 'approve';
            await postReply(github, issue.number, comment.id, input.identity, refusedApproval ? `${text}\n${(0,reply_marker/* notCountedMarker */._R)(comment.id)}` : text);
            await github.addReaction(comment.id, ok ? '+1' : '-1');
        },
    };
    if (!(await commandStands(run, current, markerNow)))
        return outcome;
    const command = await permittedCommand(run, parsed);
    if (command)
        await carryOutCommand(run, command);
    return outcome;
}
/**
 * The comment's command and its issue as they are now, or nothing to answer: a comment that is
 * not a command for us (logged), or one answered already.
 */
async function commandToAnswer(input, github) {
    const { logger, identity } = input;
    const event = readEvent(input.payload, identity);
    if (typeof event === 'string') {
        logger.info(`handoff-gate: ${event}.`);
        return undefined;
    }
    const { comment, issue, marker } = event;
    if (comment.userType === 'Bot' || comment.user.endsWith('[bot]')) {
        logger.info('handoff-gate: a comment by a bot: ignored.');
        return undefined;
    }
    // A word that only passes for a command (`/аpprove` with a Cyrillic а) is answered, never run:
    // its writer would otherwise believe it done.
    const parsed = lookAlikeCommand(comment.body) ?? (0,parse/* parseCommand */.RM)(comment.body, input.formats);
    if (parsed === undefined) {
        logger.info('handoff-gate: the comment holds no command.');
        return undefined;
    }
    // The issue as it is now, not as the event copied it when the comment was made.
    const current = await github.getIssue(issue.number);
    if (current.author !== identity) {
        logger.info('handoff-gate: the issue was not opened by handoff-gate: ignored.');
        return undefined;
    }
    Object.assign(issue, { title: current.title, body: current.body, labels: current.labels });
    const markerNow = (0,inbox_issue/* readInboxMarker */.dC)(current.body);
    if (!(await answered(github, issue.number, comment.id, identity)))
        return { event, parsed, current, markerNow };
    // An `/approve` whose reply recorded it: the run that recorded it may have stopped before the
    // quorum it completed was carried out, so a re-run settles the quorum (and writes nothing else).
    if ('name' in parsed &&
        parsed.name === 'approve' &&
        current.state === 'open' &&
        !(0,issue_left/* readLeft */.GG)(current.body) &&
        markerNow?.key === marker.key &&
        markerNow.path === marker.path)
        await settleQuorum(input, github, { ...event, marker: markerNow });
    else
        logger.info(`handoff-gate: comment ${comment.id} has its reply already; nothing to do.`);
    return undefined;
}
/**
 * True when the command still stands as its comment was posted, on an open issue that still shows
 * the item it showed then (the event's marker is brought up to the issue's); otherwise it is
 * answered with why it was not carried out.
 */
async function commandStands(run, current, markerNow) {
    const { github, event, what } = run;
    const { comment, issue, marker } = event;
    // A command is carried out only as its comment reads when the run starts: what its writer
    // took back (edited or deleted while the run waited) is not done.
    const standing = await (0,command_trust/* commentStanding */.ap)(github, comment.id, comment.body);
    if (standing === 'deleted') {
        await postReply(github, issue.number, comment.id, run.input.identity, `A comment by ${(0,render_escape/* codeSpan */.SS)(comment.user)} with ${what} was deleted before handoff-gate read it, so it was not carried out. To give the command, post it again in a new comment on this issue.`);
        return false;
    }
    const refusal = standing === 'edited'
        ? `This comment was edited before handoff-gate read it, so ${what} was not carried out: a command counts only as it was posted. Post the command again in a new comment on this issue.`
        : current.state === 'closed'
            ? `This issue is closed, so ${what} was not carried out. Reopen the issue to give commands on it.`
            : !markerNow || markerNow.key !== marker.key || markerNow.path !== marker.path
                ? unbound(what)
                : undefined;
    if (refusal !== undefined) {
        await run.reply(refusal, false);
        return false;
    }
    Object.assign(marker, markerNow);
    await github.addReaction(comment.id, 'eyes');
    return true;
}
/**
 * The command to carry out, once its writer is found allowed to give it; otherwise (or for
 * `/help`, a look-alike word or a malformed command) the comment is answered and nothing is done.
 */
async function permittedCommand(run, parsed) {
    const { input, github, event } = run;
    const may = (command) => mayCommand(github, event.comment.user, input.config, input.logger, command);
    if ('reply' in parsed) {
        // Who may command is asked first, as for the command it passes for (`/help` asks no one).
        const allowed = parsed.command === 'help' ? true : await may(parsed.command);
        await run.reply(allowed === true ? parsed.reply : allowed, false);
        return undefined;
    }
    if ('error' in parsed) {
        await run.reply(parsed.error, false);
        return undefined;
    }
    if (parsed.name === 'help') {
        await run.reply((0,parse/* helpText */.BK)(input.formats), true);
        return undefined;
    }
    const allowed = await may(parsed.name);
    if (allowed === true)
        return parsed;
    await run.reply(allowed, false);
    return undefined;
}
/**
 * The command applied to the item the issue shows, if that item still waits as the issue shows
 * it and the issue is its one issue, as the bot wrote it; an approval first counts against the
 * policy, and only a quorum moves the file.
 */
async function carryOutCommand(run, command) {
    const { input, github, event } = run;
    const { marker } = event;
    // An item that left without a decision waits for one on its issue: ratified or undone, nothing else.
    const left = (0,issue_left/* readLeft */.GG)(event.issue.body);
    if (left)
        return carryOutLeft({ input, github, issue: event.issue, marker, comment: event.comment, name: command.name, reply: run.reply }, left);
    const branch = input.defaultBranch;
    const word = `/${command.name}`;
    const gone = `This item is no longer waiting for a human on ${(0,render_escape/* codeSpan */.SS)(branch)}, so \`${word}\` was not applied.`;
    // The file the issue names; a marker from before files were named goes by its key alone.
    const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
    if (path === undefined)
        return run.reply(gone, false);
    // The file's newest commit is read before the file: an approval is given to both, and a push
    // between the two reads makes the state differ (refused), never an older commit pass.
    const fileCommit = (await github.lastCommitFor(path, branch))?.sha ?? '';
    const file = await github.readFile(path, branch);
    // The item as the file the command would edit has it now, at the branch head (see `itemWeighed`).
    const history = {};
    const { item, unread } = await itemWeighed(input, github, path, marker, file?.text, history);
    // Unweighed, it may read as changed only because a lowered risk was not remembered: never
    // refreshed to that, never decided on it.
    if (unread !== undefined)
        return run.reply(`The history of ${(0,render_escape/* codeSpan */.SS)(path)} could not be read (${unread}), so this item could not be matched with the one this issue shows, and \`${word}\` was not applied. Re-run the job, or give the command again.`, false);
    if (!item || (0,inbox_issue/* stateHash */.ml)(item) !== marker.state)
        return answerChangedItem(run, path, word, gone, item);
    // The issue must read exactly as the bot writes it for this item, and be the item's one issue.
    const bound = await boundHere(input, github, event.issue, marker, item, run.what);
    if (bound !== true)
        return run.reply(bound, false);
    const target = { path, word, gone, file, fileCommit, item, history };
    const approval = command.name === 'approve' && (0,reasons/* countsApprovals */.X)(input.formats, item)
        ? await countApproval(run, target)
        : { approvers: undefined, notCounted: '' };
    if (!approval)
        return;
    const change = await applyCommand(run, target, command, approval.approvers);
    await answerChange(run, target, change, approval);
}
/**
 * The item no longer waits as the issue shows it. A re-run whose first run committed and then
 * lost its way finds the commit that names this comment and answers as that run would have;
 * otherwise the command is refused, the issue brought up to date when it is the item's one issue.
 */
async function answerChangedItem(run, path, word, gone, item) {
    const { input, github, event } = run;
    const { issue, comment, marker } = event;
    const earlier = await commitOfComment(github, path, input.defaultBranch, comment.id);
    if (earlier) {
        // The item still waits: the issue is brought up to what that commit left, as the first run would have.
        if (item)
            await refreshAfterCommand(input, github, issue, item, earlier);
        run.decided();
        await run.reply(`\`${word}\` was applied: committed in ${input.commitUrl(earlier)}.`, true);
        if (!item)
            await closeResolved(github, issue, decidedBy(word, comment.user, input.commitUrl(earlier)));
        return;
    }
    if (!item)
        return run.reply(gone, false);
    // Brought up to date only when this is the item's one issue: a marker pasted elsewhere moves nothing.
    const others = await (0,command_trust/* otherIssuesOf */.qw)(github, input.config.inboxLabel, input.identity, issue.number, marker);
    if (others)
        return run.reply(notTheOne(run.what, others), false);
    return refuseStale(input, github, issue, word, item, run.reply);
}
/**
 * An approval counted against the policy (`approvers.*`): refused, or recorded while the quorum
 * still needs others (both answered here: nothing is left to do), or the quorum it completes.
 */
async function countApproval(run, target) {
    const { input, github, event } = run;
    const { issue, comment, marker } = event;
    const { path, item } = target;
    const waits = (text) => (0,fresh_inbox/* waitsForApproval */.XM)(input.config, input.formats, path, text, (0,fresh_inbox/* versionsFrom */.s3)(target.history.versions, text));
    const asked = {
        github,
        config: input.config,
        item,
        commit: target.fileCommit,
        pushers: marker.pushers ?? [],
        issue: issue.number,
        identity: input.identity,
        branch: input.defaultBranch,
        waits,
        clock: input.clock ?? clock.systemClock,
    };
    const step = await (0,approval_step/* approvalStep */.Un)({
        ...asked,
        user: comment.user,
        comment: comment.id,
        unsettled: openQuestionsRefusal(input, item, target.file?.text, target.history.versions),
    });
    if (step.kind === 'refused') {
        await run.reply(step.reason, false);
        return undefined;
    }
    if (step.kind === 'counted') {
        const left = step.required - step.have.length;
        run.decided();
        await run.reply(`Your approval is recorded: ${step.have.length} of ${step.required} approvals.${(0,approval_step/* droppedText */.KP)(step.dropped)} The intent moves to \`approved\` once ${left === 1 ? 'one more person approves' : `${left} more people approve`} it as it is now; a change to it starts the count again.`, true);
        await refreshAfterCommand(input, github, issue, item, undefined, { approvers: step.have, until: step.until });
        // Someone else may have recorded theirs meanwhile: the quorum holds now, and this run carries it out.
        const now = await (0,approval_step/* quorumNow */.kT)(asked);
        if (now)
            await carryOutQuorum(input, github, event, item, now, target.file, target.history);
        return undefined;
    }
    return { approvers: step.approvers, notCounted: (0,approval_step/* droppedText */.KP)(step.dropped) };
}
/** The command written to the item's file; a failed write is said on the issue, and thrown. */
async function applyCommand(run, target, command, approvers) {
    const { input, github, event } = run;
    const { issue, comment, marker } = event;
    const { path, file } = target;
    try {
        return await applyToFiles({
            mode: input.config.commitMode,
            github,
            item: target.item,
            formats: input.formats,
            command,
            user: comment.user,
            branch: input.defaultBranch,
            commentId: comment.id,
            ...(approvers && { approvers }),
            ...(file && { first: file }),
            recheck(text) {
                const now = itemFrom(input, path, marker.key, text, target.history.versions);
                return now && (0,inbox_issue/* stateHash */.ml)(now) === marker.state ? undefined : { kind: 'stale', now };
            },
            logger: input.logger,
        });
    }
    catch (error) {
        // The person who commanded is told, where they look (the step fails as well). Without the reply
        // marker: this comment is not answered yet, so a re-run of the job carries the command out
        // (recognising a commit that did land) and replies then.
        await github
            .createComment(issue.number, `\`${target.word}\` could not be completed: ${(0,errors.describeFailure)(error)}. Re-run the failed job to try again (a change that did land is recognised, never made twice).`)
            .catch(() => undefined);
        await github.addReaction(comment.id, '-1').catch(() => undefined);
        throw error;
    }
}
/** A closed issue's first words when a command's commit is all that is known of it: who, what, where. */
const decidedBy = (word, user, commit) => `\`${word}\` by ${(0,render_escape/* codeSpan */.SS)(user)}, committed in ${commit}.`;
/** The reply to what the write did, the issue brought up to the item it left, or closed when it is done. */
async function answerChange(run, target, change, approval) {
    const { input, github, event } = run;
    const { issue, comment, marker } = event;
    const { word, path } = target;
    const branch = input.defaultBranch;
    if (change.kind === 'stale') {
        // The same command delivered twice at once: the other delivery's commit is what made it stale.
        const landed = await commitOfComment(github, path, branch, comment.id);
        if (landed) {
            run.decided();
            await run.reply(`\`${word}\` was applied: committed in ${input.commitUrl(landed)}.`, true);
            if (!change.now)
                await closeResolved(github, issue, decidedBy(word, comment.user, input.commitUrl(landed)));
            return;
        }
        return change.now ? refuseStale(input, github, issue, word, change.now, run.reply) : run.reply(target.gone, false);
    }
    if (change.kind === 'refused')
        return run.reply(change.reason, false);
    if (change.kind === 'pull-request') {
        const why = input.config.commitMode === 'pull-request'
            ? 'Changes go through pull requests here (config `commit.mode`)'
            : `${(0,render_escape/* codeSpan */.SS)(branch)} is protected`;
        run.decided();
        return run.reply(`${why}, so the change is in pull request #${change.number} (${change.url}); the item stays open until it is merged.`, true);
    }
    const where = change.commits.length
        ? `Committed in ${change.commits.map((sha) => input.commitUrl(sha)).join(' and ')}.`
        : `The change is on ${(0,render_escape/* codeSpan */.SS)(branch)}.`;
    // The item still waits (one clarification answered of three): the issue shows it as the commit
    // left it before the reply goes out, so that the next command is given on what the person reads
    // (no run follows the bot's own commit to do it: the workflow token starts none).
    const after = change.itemResolved || change.finalText === undefined
        ? undefined
        : itemFrom(input, path, marker.key, change.finalText, target.history.versions);
    if (after)
        await refreshAfterCommand(input, github, issue, after, change.commits.at(-1));
    if (change.finalText !== undefined)
        await refreshSiblings(input, github, issue.number, path, change.finalText, change.commits.at(-1), target.history.versions);
    const { approvers, notCounted } = approval;
    const quorum = approvers && approvers.length > 1 ? ` ${quorumText(approvers)}` : '';
    run.decided();
    await run.reply(`${change.summary}${quorum}${notCounted} ${where}`, true);
    if (change.itemResolved)
        await closeResolved(github, issue, `${change.summary}${quorum || ` By ${(0,render_escape/* codeSpan */.SS)(comment.user)}.`} ${where}`);
}


/***/ })

};
