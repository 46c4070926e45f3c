import type { GitHubAdapter } from '../github/adapter.js';
import { fetchCommit, git, resolveCommit, showAt } from '../io/git.js';

/** Versions read through the API at once, when git cannot have the commit. */
const PARALLEL = 8;

export interface FilesAtCommit {
  /** Each path read, with its content at the commit (undefined: no file there). */
  files: Map<string, Uint8Array | undefined>;
  /** Paths the commit holds as symlinks (read from git: their content is the link's text). */
  symlinks: Set<string>;
  /** When the API failed: the first failure, and every path left unread (reading stops at it). */
  failure?: { error: unknown; unread: string[] };
}

/**
 * Files as a commit holds them, without checking it out and without running anything from it:
 * from git when the checkout has the commit or can fetch it (`git fetch --depth=1 origin <sha>`:
 * the credentials `actions/checkout` keeps, nothing executed but git itself), else from the
 * contents API at the commit, 8 at a time, stopping at the first failure (one is rarely alone: a
 * revoked token, an API that does not answer). `at(path)` is where a path was at the commit (a
 * renamed file's former path).
 */
export async function filesAtCommit(
  root: string,
  sha: string,
  paths: readonly string[],
  github: () => Promise<GitHubAdapter>,
  at: (path: string) => string = (path) => path,
): Promise<FilesAtCommit> {
  const files = new Map<string, Uint8Array | undefined>();
  // Nothing to read: no commit to look up, and above all none to fetch.
  if (paths.length === 0) return { files, symlinks: new Set() };
  const commit = resolveCommit(root, sha) ?? (fetchCommit(root, sha) ? resolveCommit(root, sha) : undefined);
  if (commit) {
    const symlinks = symlinksAt(root, commit, paths.map(at));
    for (const path of paths) files.set(path, showAt(root, commit, at(path)));
    return { files, symlinks: new Set(paths.filter((path) => symlinks.has(at(path)))) };
  }
  const queue = [...paths];
  let failure: FilesAtCommit['failure'];
  const worker = async () => {
    const api = await github();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        files.set(path, await api.fileAt(at(path), sha));
      } catch (error) {
        failure ??= { error, unread: [] };
        failure.unread.push(path, ...queue.splice(0));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  return { files, symlinks: new Set(), ...(failure && { failure }) };
}

/** Of `paths`, those `commit` holds as symlinks (mode 120000). */
function symlinksAt(root: string, commit: string, paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const out = git(root, ['ls-tree', '-z', commit, '--', ...paths.map((p) => `./${p}`)])?.toString('utf8') ?? '';
  const links = new Set<string>();
  for (const entry of out.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab !== -1 && entry.startsWith('120000 ')) links.add(entry.slice(tab + 1));
  }
  return links;
}
