import { syntaxOf } from '../core/document/read.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { describeFailure } from '../github/errors.js';
import { resolveCommit, showAt } from '../io/git.js';
import type { Scope } from './scope.js';

/** Changed files whose base version is fetched through the API when git does not have it. */
const MAX_API_BASE_FILES = 100;
const PARALLEL = 8;

/**
 * The changed files' content at the base revision, keyed by their current path: from git when the
 * checkout has the base commit, else from the contents API (bounded). Files with no base read as undefined.
 */
export async function baseContents(scope: Scope, root: string, github: () => Promise<GitHubAdapter>, warn: (message: string) => void): Promise<Map<string, Uint8Array | undefined>> {
  const contents = new Map<string, Uint8Array | undefined>();
  if (!scope.baseRef || scope.full) return contents;
  const wanted = [...scope.files, ...scope.removed].filter((path) => syntaxOf(path) && !scope.added.has(path));
  const commit = resolveCommit(root, scope.baseRef);
  if (commit) {
    for (const path of wanted) contents.set(path, showAt(root, commit, scope.previousPath.get(path) ?? path));
    return contents;
  }
  if (wanted.length > MAX_API_BASE_FILES) {
    warn(`The base commit is not in the checkout, so only the first ${MAX_API_BASE_FILES} of ${wanted.length} changed files were compared with it; check out with \`fetch-depth: 0\` to compare them all.`);
  }
  const queue = wanted.slice(0, MAX_API_BASE_FILES);
  if (queue.length === 0) return contents;
  const failed: unknown[] = [];
  const worker = async () => {
    const api = await github();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        contents.set(path, await api.fileAt(scope.previousPath.get(path) ?? path, scope.baseRef!));
      } catch (error) {
        // Stop asking: a failure is rarely alone (a revoked token, an API that does not answer).
        failed.push(error);
        queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failed.length) {
    warn(`The base version of some changed files could not be read (${describeFailure(failed[0])}); the rules that compare with it skipped those files. Check out with \`fetch-depth: 0\` to read them from git.`);
  }
  return contents;
}
