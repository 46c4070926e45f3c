/**
 * Escaping for text taken from handoff files (values, keys, paths, messages that quote them) on
 * its way into GitHub Markdown: PR comments, job summaries, issues. Whatever a file contains, the
 * output must not ping anyone, link an issue, inject HTML, break a table, open a link or image,
 * or forge one of our hidden `<!-- handoff-gate:... -->` markers (comments and issues are found
 * again by them), or quote a credential (see src/secrets.ts).
 */
import { redactSecrets } from '../secrets.js';

/** Zero-width space: invisible, but it stops `@name` from being a mention and `<!--` from opening a comment. */
export const ZWSP = '\u200B';

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
const shown = (ch: string) => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;

/**
 * The one neutraliser: outside text (file names, values, keys, titles, comment text, command
 * arguments, API answers, and our messages that quote them) with every character of
 * {@link UNSEEN} shown as `<U+001B>`, `<U+202E>`, `<U+200B>`, before it reaches any output a person
 * or a terminal reads. TAB and LF stay (a CRLF becomes LF) for the channel to place. Idempotent,
 * and linear: one character class. Call it on the outside text first: the zero-width spaces the
 * Markdown escaping inserts afterwards to break mentions stay invisible, as they must.
 */
export function inert(text: string): string {
  // Most text is printable ASCII: one plain scan spares it the Unicode-property scan.
  if (!BEYOND_PLAIN.test(text)) return text;
  return text.replace(UNSEEN, (ch) => (ch === '\r\n' ? '\n' : ch === '\t' || ch === '\n' ? ch : shown(ch)));
}

/** Line breaks and other control characters: a table row, a list item or a heading is one line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Everything on one line: control characters (newlines included) become one space each run. For
 * text already made {@link inert}, where only TAB and LF are left of them.
 */
export function oneLine(text: string): string {
  return text.replace(CONTROL, ' ');
}

/** File text on one line, credentials named instead of shown, every unseen character shown: the first step of every escape here. */
function visibleLine(text: string): string {
  return oneLine(inert(redactSecrets(text)));
}

/**
 * `@name` pings `name` on GitHub, and `#123` or `GH-123` links that issue, which then lists our
 * comment in its timeline (and a commit's `fixes #123` would close it). A zero-width space after
 * the `@`, after the `#`, or before the `-` keeps the text and drops the ping or the link (an
 * entity such as `&#124;` is no reference, and stays whole).
 */
export function breakMentions(text: string): string {
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
export function breakLinks(text: string): string {
  return text.replace(/(https?|ftp):(?=\/\/)/gi, `$1:${ZWSP}`).replace(/(www)\./gi, `$1${ZWSP}.`);
}

/** `<!--` may never reach the output: it could forge (or swallow) a hidden marker. */
function breakComments(text: string): string {
  return text.replace(/<!/g, `<${ZWSP}!`);
}

/**
 * Characters with a meaning in GitHub Markdown mid-line: backslash escapes for the inline syntax
 * (emphasis, code, links and images via the brackets, strikethrough, math), entities for HTML and
 * for the table pipe (`&#124;` never splits a cell, whatever precedes it).
 */
const INLINE: Record<string, string> = {
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
export function escapeText(text: string): string {
  return breakLinks(breakMentions(visibleLine(text).replace(INLINE_CHARS, (ch) => INLINE[ch] ?? ch)));
}

/** Text that would start a heading, a list, a setext underline or a code block at the start of a line. */
function escapeLineStart(text: string): string {
  return text.replace(/^([#+=-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * File text for Markdown prose, list items and table cells: one line, trimmed, rendered literally
 * (no emphasis, code, links, images, HTML, mentions or markers).
 */
export function escapeInline(text: string): string {
  return escapeLineStart(escapeText(visibleLine(text).trim()));
}

/** File text for a table cell: {@link escapeInline} already keeps it on one line and encodes `|`. */
export function escapeCell(text: string): string {
  return escapeInline(text);
}

export interface CodeSpanOptions {
  /** The span sits in a table cell, where GFM splits on `|` before it sees the backticks. */
  cell?: boolean;
}

/**
 * File text as inline code, shown verbatim: the fence is one backtick longer than the longest run
 * inside, so no content can close it. Code spans decode nothing, so the only changes are a space
 * for line breaks and a zero-width space in `<!--` and `@name`.
 */
export function codeSpan(text: string, options: CodeSpanOptions = {}): string {
  let content = breakMentions(breakComments(visibleLine(text)));
  if (options.cell) {
    // GFM's cell scanner pairs `\` with the next punctuation before it sees code spans: a `\`
    // right before our `\|` would pair with it and leave the pipe bare, so keep them apart.
    content = content.replace(/\\\|/g, `\\${ZWSP}|`).replace(/\|/g, '\\|');
  }
  if (content.trim() === '') return `\`${content || ' '}\``;
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
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
function longestUnbreakable(text: string): number {
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
export function escapeMessage(message: string, options: CodeSpanOptions = {}): string {
  const text = visibleLine(message).trim();
  const parts = text.split('`');
  if (parts.length % 2 === 0) return escapeInline(text);
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
    if (i % 2 === 0 || part === '') prose += i % 2 === 0 ? part : '';
    else if (options.cell && longestUnbreakable(part) > CELL_CODE_RUN) {
      // A code span does not wrap where a table's column is sized: a long quoted path is text
      // that breaks at its folders instead, as the location column's paths are. Set apart by
      // `<wbr>`, so that it cannot meet the prose beside it as a mention or a link.
      flush();
      out += `<wbr>${breakAtFolders(escapeText(part))}<wbr>`;
    } else {
      flush();
      out += codeSpan(part, options);
    }
  });
  flush();
  return out;
}

/** Cut text to at most `max` characters (an ellipsis included), never inside a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  if (max === 1) return '…';
  let cut = max - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${text.slice(0, cut)}…`;
}

/** Whitespace a cut may fall on (a space, a tab, a line break, an ideographic space). */
const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x3000;

/**
 * Text cut to at most `max` characters at a word: at the last blank before the bound, with `…`
 * after the word it ends on, so a reader never meets half a word (`Grant read access…`, not
 * `Grant read access t…`). A first word longer than half the bound (a path, a word in a script
 * written without spaces) is cut inside it, as {@link truncate} cuts.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return truncate(text, max);
  // A blank right at the bound ends the last whole word there.
  let end = isBlank(text.charCodeAt(max - 1)) ? max - 1 : -1;
  for (let i = max - 2; end === -1 && i >= Math.floor(max / 2); i--) if (isBlank(text.charCodeAt(i))) end = i;
  if (end === -1) return truncate(text, max);
  // No blank or a lone comma, colon or dash left dangling before the ellipsis.
  while (end > 0 && (isBlank(text.charCodeAt(end - 1)) || ',;:—–-'.includes(text[end - 1]!))) end--;
  return end === 0 ? truncate(text, max) : `${text.slice(0, end)}…`;
}

/**
 * Text with every lone surrogate as U+FFFD, for a URI: file text can hold one (a JSON escape; no
 * name on disk can), and it has no UTF-8 for `encodeURIComponent`, which would throw.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** A repository path as a URL path: every segment percent-encoded (`#`, `?`, spaces, parentheses). */
export function encodePath(path: string): string {
  return wellFormed(path)
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[()'!*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

/**
 * A path for a table cell: escaped text (not a code span, which would not wrap) with a `<wbr>`
 * after each `/`, so a long path breaks at its folders instead of widening the table past the column.
 */
export function breakablePath(text: string): string {
  return breakAtFolders(escapeInline(text));
}

/** Escaped text with a `<wbr>` after each `/`: where a browser may break a path in a table cell. */
function breakAtFolders(escaped: string): string {
  return escaped.replace(/\//g, '/<wbr>');
}

/** What ends a link destination or hides in it: white space (any), `<`, `>`, unseen characters. */
export const URL_UNSAFE = new RegExp(`[\\s<>]|${UNSEEN.source}`, 'gu');

/** A Markdown link whose text is file text; `url` must be one we built (see {@link encodePath}). */
export function link(text: string, url: string, options: { wrap?: boolean } = {}): string {
  // A path in the URL may still hold bidi or invisible characters: percent-encoded, they stay
  // out of the Markdown and the link goes to the same place.
  const destination = url
    .replace(/[()]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(URL_UNSAFE, (ch) => encodeURIComponent(ch));
  return `[${options.wrap ? breakablePath(text) : escapeInline(text)}](${destination})`;
}

/** Anything {@link escapeTerminal} changes: an unseen character (TAB and LF too), `::` or `##[` anywhere. */
export const TERMINAL_UNSAFE = new RegExp(`${UNSEEN.source}|::|##\\[`, 'u');

/**
 * Text for a terminal, one line: every unseen character shown by {@link inert} (ANSI escapes as
 * `<U+001B>`), TAB and LF as a space. The CLI may run in a workflow step, whose log the runner
 * reads for commands: a piece that starts with `::` (a path at the start of a line) gets a visible
 * `> `, and `##[` becomes `## [` (see src/action/log-text.ts for what the runner parses).
 */
export function escapeTerminal(piece: string): string {
  const text = redactSecrets(piece);
  // Most pieces need nothing: one scan for anything the passes below would change spares them.
  if (!TERMINAL_UNSAFE.test(text)) return text;
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
export function fitsFileProperty(path: string): boolean {
  const unescaped = path.replace(/\r/g, '');
  return !path.includes('##[') && inert(unescaped) === unescaped;
}

/** What an annotation that names its file in its message (see {@link fitsFileProperty}) adds, after the message. */
export const NOT_PLACED =
  '(Not placed on the file: its name cannot go in a workflow command as it is; the job summary and the check run list this finding at its line.)';
