// Markdown to HTML the way GitHub shows a comment, a check run's summary or an issue: GitHub
// Flavoured Markdown (tables, task lists, autolinks, strikethrough) through marked, then raw HTML
// kept only as GitHub's sanitiser keeps it (its allowed elements and attributes; HTML comments and
// every other tag removed, the text between kept). A ```mermaid block stays a code block.
//
// One renderer for scripts/screenshots.mjs (the pictures in docs/) and for
// test/render/rendered-outputs.test.ts (the structure of the same outputs, without a browser).
// The sanitiser reads the text once, left to right, without regular expressions: what it reads is
// the product's output, which quotes files of the repository.
import { Marked } from 'marked';

/** The elements GitHub's sanitiser lets through, and the attributes it keeps on each. */
const ALLOWED = new Map(
  Object.entries({
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'align'],
    details: ['open'],
    ...Object.fromEntries(
      [
        ...[
          'h1',
          'h2',
          'h3',
          'h4',
          'h5',
          'h6',
          'br',
          'b',
          'i',
          'strong',
          'em',
          'pre',
          'code',
          'tt',
          'div',
          'ins',
          'del',
        ],
        ...['sup', 'sub', 'p', 'picture', 'ol', 'ul', 'table', 'thead', 'tbody', 'tfoot', 'blockquote', 'dl', 'dt'],
        ...['dd', 'kbd', 'q', 'samp', 'var', 'hr', 'ruby', 'rt', 'rp', 'li', 'tr', 'td', 'th', 's', 'strike'],
        ...['summary', 'caption', 'figure', 'figcaption', 'abbr', 'bdo', 'cite', 'dfn', 'mark', 'small', 'span'],
        ...['time', 'wbr', 'source'],
      ].map((name) => [name, ['align', 'dir', 'lang']]),
    ),
  }),
);

const escapeText = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const isLetter = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isNameChar = (c) => isLetter(c) || (c >= '0' && c <= '9') || c === '-' || c === ':' || c === '_';
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '/';

/**
 * One tag starting at `at` (a `<` followed by a letter or `/`): its name, whether it closes, its
 * attributes and where it ends; undefined when no `>` ends it (then the `<` is text).
 */
function readTag(html, at) {
  let i = at + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameStart = i;
  while (i < html.length && isNameChar(html[i])) i++;
  const name = html.slice(nameStart, i).toLowerCase();
  if (!name) return undefined;
  const attributes = [];
  for (;;) {
    while (i < html.length && isSpace(html[i])) i++;
    if (i >= html.length) return undefined;
    if (html[i] === '>') return { name, closing, attributes, end: i + 1 };
    const attrStart = i;
    while (i < html.length && !isSpace(html[i]) && html[i] !== '>' && html[i] !== '=') i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    let value = '';
    if (html[i] === '=') {
      i++;
      const quote = html[i] === '"' || html[i] === "'" ? html[i] : undefined;
      if (quote) {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return undefined;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (attrName) attributes.push([attrName, value]);
  }
}

/** An address GitHub keeps in `href`/`src`: http(s), mailto, a relative path or an anchor; never `javascript:`. */
function safeAddress(value) {
  const trimmed = value.trim().toLowerCase();
  const colon = trimmed.indexOf(':');
  const slash = trimmed.indexOf('/');
  if (colon === -1 || (slash !== -1 && slash < colon)) return true;
  return trimmed.startsWith('http:') || trimmed.startsWith('https:') || trimmed.startsWith('mailto:');
}

/** Raw HTML as GitHub keeps it: comments removed, allowed tags with their allowed attributes, other tags removed. */
export function sanitize(html) {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    const tag = isLetter(next) || next === '/' ? readTag(html, lt) : undefined;
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const kept = ALLOWED.get(tag.name);
    if (kept) {
      const attributes = tag.closing
        ? []
        : tag.attributes.filter(
            ([name, value]) => kept.includes(name) && ((name !== 'href' && name !== 'src') || safeAddress(value)),
          );
      out += `<${tag.closing ? '/' : ''}${tag.name}${attributes.map(([name, value]) => ` ${name}="${escapeText(value)}"`).join('')}>`;
    }
    i = tag.end;
  }
  return out;
}

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => sanitize(text),
  },
});

/** The HTML GitHub would show for `markdown` (the inside of its `.markdown-body`). */
export function githubHtml(markdown) {
  return marked.parse(markdown, { async: false });
}
