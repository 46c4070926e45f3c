import { statSync } from 'node:fs';
import type { DocsChannel } from '../rules/docs-link.js';

/**
 * The installed package's folder, as a `file://` URL ending in `/`. Every module of the CLI, the
 * library and the two servers sits two folders below it: `src/<part>/` in the repository,
 * `dist/cli/` or `dist/lib/` in the package (scripts/build.mjs). Found by position, never by
 * looking further up: a folder above the package (the project that installed it) is not ours.
 * The string is cut rather than resolved with `new URL('../../', …)`, which the bundler would
 * take for an asset to copy.
 */
function packageRoot(): string {
  const here = import.meta.url;
  let end = here.length;
  for (let up = 0; up < 3; up++) end = here.lastIndexOf('/', end - 1);
  return here.slice(0, end + 1);
}

/** Whether the package holds the page (a file). Asked once per page. */
function shippedIn(root: string): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let shipped = known.get(path);
    if (shipped === undefined) {
      shipped = statSync(new URL(path, root), { throwIfNoEntry: false })?.isFile() ?? false;
      known.set(path, shipped);
    }
    return shipped;
  };
}

/**
 * The docs of the package this code runs from, the channel of the CLI, the library, the language
 * server and the MCP server: they run where the package is installed, so its pages are on the
 * reader's machine, at the version that runs.
 */
export const PACKAGE_DOCS: DocsChannel = (() => {
  const root = packageRoot();
  return { kind: 'package', root, shipped: shippedIn(root) };
})();
