import { withoutCode } from './code-spans.js';

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
const AUTOLINK =
  /^[A-Za-z][A-Za-z0-9+.-]{1,31}:\/\/[^\s<>]*$|^(?:mailto|tel|urn|news|xmpp|sms|data):[^\s<>]+$|^[^\s@<>]+@[^\s@<>]+$/i;

/** The HTML elements (current and obsolete) whose bare start tag Markdown passes through as HTML. */
const HTML_ELEMENTS = new Set(
  (
    'a abbr acronym address applet area article aside audio b base basefont bdi bdo bgsound big blink blockquote body br button ' +
    'canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset ' +
    'figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins ' +
    'kbd label legend li link main map mark marquee menu meta meter nav nobr noframes noscript object ol optgroup option ' +
    'output p param picture plaintext pre progress q rp rt ruby s samp script search section select slot small source span ' +
    'strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var ' +
    'video wbr xmp math'
  ).split(' '),
);

/** Markers a sentinel is written with, not a slot to fill: `<none>`, `<empty>`, `<n/a>` (git's and docker's style). */
const SENTINELS = new Set(['none', 'null', 'nil', 'empty', 'unknown', 'undefined', 'unset', 'n/a', 'na', 'blank']);

/** The inside of `<...>` may be a placeholder's (before any check of where it stands). */
function placeholderInside(inner: string, html: boolean): boolean {
  if (!INNER_START.test(inner)) return false;
  const last = inner.charCodeAt(inner.length - 1);
  if (last === 0x20 || last === 0x09 || last === 0x2f) return false;
  if (inner.includes('=') || AUTOLINK.test(inner)) return false;
  const name = inner.toLowerCase();
  return !SENTINELS.has(name) && (!html || !HTML_ELEMENTS.has(name));
}

const WORDISH = /[\p{L}\p{N}_]/u;

/** The `<...>` placeholder a string value is or holds (see above), or undefined. */
export function anglePlaceholderIn(value: string): string | undefined {
  const text = value.trim();
  if (text.length < 3 || !text.includes('<')) return undefined;
  // A text of several lines (a `|` block: an intent's body, a description) is read as Markdown.
  if (text.includes('\n')) return anglePlaceholderInLines(text);
  // The whole value.
  if (text.charCodeAt(0) === 0x3c && text.charCodeAt(text.length - 1) === 0x3e) {
    const inner = text.slice(1, -1);
    if (inner.length <= 40 && !/[<>\n]/.test(inner) && placeholderInside(inner, false)) return text;
  }
  // A piece of a value without blanks, after a start or a separator, before an end or a separator.
  if (/\s/.test(text)) return undefined;
  const plain = withoutCode(text);
  for (const match of plain.matchAll(TOKEN)) {
    const at = match.index;
    const end = at + match[0].length;
    if (at > 0 && WORDISH.test(plain[at - 1]!)) continue;
    if (end < plain.length && WORDISH.test(plain[end]!)) continue;
    if (placeholderInside(match[1]!, true)) return match[0];
  }
  return undefined;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The first `<...>` placeholder filling a line of a text of several lines, fenced code skipped. */
function anglePlaceholderInLines(text: string): string | undefined {
  let fence: string | undefined;
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
    if (found) return found.text;
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
function standsAfterStart(line: string, at: number): boolean {
  let i = at;
  while (i > 0 && (line[i - 1] === ' ' || line[i - 1] === '\t')) i--;
  if (i === 0) return true;
  const c = line[i - 1];
  if (c === '|' || c === ':' || c === '：') return true;
  return at <= 48 && MARKERS.test(line.slice(0, at));
}

/** The `<...>` placeholders that fill a Markdown body line or one of its cells (see above), with their 0-based columns. */
export function anglePlaceholdersInLine(line: string): Array<{ text: string; index: number }> {
  if (!line.includes('<')) return [];
  const plain = withoutCode(line);
  const found: Array<{ text: string; index: number }> = [];
  for (const match of plain.matchAll(TOKEN)) {
    const at = match.index;
    if (!placeholderInside(match[1]!, true) || !standsAfterStart(plain, at)) continue;
    AFTER.lastIndex = at + match[0].length;
    if (!AFTER.test(plain)) continue;
    found.push({ text: match[0], index: at });
  }
  return found;
}
