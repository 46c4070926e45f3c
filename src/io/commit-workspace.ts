import { HISTORY_REVISIONS, type Workspace } from '../core/project.js';
import { globMatcher } from '../util/glob.js';
import { blobPrefix, blobsAt, changesBetween, showAt, versionsOf, type GitChange } from './git.js';

/**
 * One commit of the history as the engine reads a change: the files `commit` holds, compared with
 * `parent` (renames followed), read from git's objects, never from the working tree. Undefined
 * when git cannot list the commit or its diff.
 */
export function commitWorkspace(
  root: string,
  commit: string,
  parent: string,
): { workspace: Workspace; changes: GitChange[] } | undefined {
  // Tracked regular files only, as on disk: a link's blob is where it points, not a file to judge.
  const blobs = blobsAt(root, commit, true);
  const changes = changesBetween(root, parent, commit);
  if (!blobs || !changes) return undefined;
  const byPath = new Map(changes.map((change) => [change.path, change]));
  const paths = [...blobs.keys()].sort();
  const workspace: Workspace = {
    read(path, maxBytes) {
      const sha = blobs.get(path);
      // One byte past the bound, as the file gate reads a file: enough to call it too large.
      return sha === undefined ? undefined : blobPrefix(root, sha, maxBytes + 1);
    },
    exists: (path) => blobs.has(path) || paths.some((file) => file.startsWith(`${path}/`)),
    glob(patterns) {
      const matchers = patterns.map(globMatcher);
      return paths.filter((path) => matchers.some((match) => match(path)));
    },
    readBase(path) {
      const change = byPath.get(path);
      if (!change || change.status === 'added') return undefined;
      return showAt(root, parent, change.previousPath ?? path);
    },
    addedSinceBase: (path) => byPath.get(path)?.status === 'added',
    removedSinceBase: () => changes.filter((change) => change.status === 'removed').map((change) => change.path),
    earlierRevisions: (path) => versionsOf(root, parent, byPath.get(path)?.previousPath ?? path, HISTORY_REVISIONS),
  };
  return { workspace, changes };
}
