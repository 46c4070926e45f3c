/**
 * The links and heading anchors of a Markdown file, as far as the documentation's own pages use
 * them: inline links and images `[text](target)` outside code, and ATX headings outside fences.
 */

/** Inline links' targets outside fenced code and code spans, with their 1-based lines. */
export function linksOf(markdown: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    const outsideCode = text.replace(/(`+)[^`]*?\1/g, '');
    for (const m of outsideCode.matchAll(/\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g)) out.push({ target: m[1]!, line: i + 1 });
  });
  return out;
}

/** GitHub's anchor of a heading: lower case, everything but letters, digits, `-`, `_` and spaces dropped, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading's anchor, a repeated one numbered (`inputs`, `inputs-1`), as GitHub renders them. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}
