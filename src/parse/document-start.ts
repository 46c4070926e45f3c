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
export function documentStart(text: string): number {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let i = start;
    while (text.charCodeAt(i) === 0x20) i++;
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
