import type { Workspace } from '../core/project.js';

/**
 * The workspace, each file read (and each glob listed) at most once: for a run that looks at one
 * revision through several views (a pull request's head and base share every file the change
 * leaves alone), or whose cross-file rules read files the pass has already checked. It holds the
 * bytes it read (not their parse) for as long as it is kept, so it lives for one such run.
 */
export function readOnce(workspace: Workspace): Workspace {
  const reads = new Map<string, Uint8Array | undefined>();
  const globs = new Map<string, string[]>();
  const exists = new Map<string, boolean>();
  return {
    read(path, maxBytes) {
      if (!reads.has(path)) reads.set(path, workspace.read(path, maxBytes));
      return reads.get(path);
    },
    exists(path) {
      let found = exists.get(path);
      if (found === undefined) exists.set(path, (found = workspace.exists(path)));
      return found;
    },
    glob(patterns) {
      const key = JSON.stringify(patterns);
      let files = globs.get(key);
      if (!files) globs.set(key, (files = workspace.glob(patterns)));
      return [...files];
    },
    ...(workspace.readBase && { readBase: (path: string) => workspace.readBase!(path) }),
    ...(workspace.refusal && { refusal: (path: string) => workspace.refusal!(path) }),
    ...(workspace.addedSinceBase && { addedSinceBase: (path: string) => workspace.addedSinceBase!(path) }),
    ...(workspace.removedSinceBase && { removedSinceBase: () => workspace.removedSinceBase!() }),
    ...(workspace.earlierRevisions && { earlierRevisions: (path: string) => workspace.earlierRevisions!(path) }),
    ...(workspace.unreadable && { unreadable: (path: string) => workspace.unreadable!(path) }),
  };
}
