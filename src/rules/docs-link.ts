/**
 * Where a reader of an output finds a page of docs/ (a rule's page, the glossary), per channel.
 * A link must resolve where it is read, so it names only a copy known to hold the page: the
 * action's own repository at the ref the workflow runs, or the package installed on this machine.
 * Never a guessed repository or a tag that may not exist; when no copy is known there is no link,
 * and the output names the rule, whose page `handoff-gate explain <id>` prints offline.
 */
export type DocsChannel =
  /**
   * The action: the copy of handoff-gate the workflow runs (`uses: <owner>/<name>@<ref>`, which the
   * runner names), on its server. The ref is taken as the runner gives it, tag, commit or branch:
   * the runner fetched the action at it for this very step, so the page is there.
   */
  | { kind: 'repository'; repository: string; ref: string }
  /**
   * The CLI, the library, the language server and the MCP server: the pages shipped in the
   * installed package, as `file://` URLs. `root` is the package folder's URL, ending in `/`;
   * `shipped` says whether a page is in it (a copy installed without docs/ gets no link).
   */
  | { kind: 'package'; root: string; shipped: (path: string) => boolean }
  /** No copy known (a local `uses: ./`, a run outside a runner): no link. */
  | { kind: 'none' };

/** The page's link in this channel, or undefined when the channel holds no such page. */
export function docsLink(channel: DocsChannel, path: string): string | undefined {
  const segments = pageSegments(path);
  if (!segments) return undefined;
  const encoded = segments.map(encodeURIComponent).join('/');
  switch (channel.kind) {
    case 'repository': {
      const ref = channel.ref.split('/').map(encodeURIComponent).join('/');
      return `${withoutTrailingSlashes(channel.repository)}/blob/${ref}/${encoded}`;
    }
    case 'package':
      return channel.shipped(segments.join('/')) ? `${channel.root}${encoded}` : undefined;
    case 'none':
      return undefined;
  }
}

/**
 * A page's path from the package root, in segments: relative, no empty, `.` or `..` segment, no
 * `\`. Anything else names no page (fails closed), so no link can lead out of the docs' copy.
 */
function pageSegments(path: string): string[] | undefined {
  if (path === '' || path.length > 300 || path.includes('\\')) return undefined;
  const segments = path.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..') ? segments : undefined;
}

/**
 * The address without the `/`s that end it. A loop: `/\/+$/` restarts at every `/` of a long run
 * (quadratic).
 */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 0x2f) end--;
  return url.slice(0, end);
}
