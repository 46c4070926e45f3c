import type { Workspace } from '../core/project.js';
import { fsWorkspace } from './fs-workspace.js';
import { resolveCommit } from './git.js';

/**
 * The repository as a long-lived caller sees it between checks (an editor's server checks one
 * text on every keystroke): each root's listing, file bytes, commit and diff against it read
 * once, and read again only after `forget` (the caller saw the disk change). The texts a check
 * takes from elsewhere (`replaced`) change from check to check, so the workspace reads them live.
 */
export interface WorkspaceCache {
  /** The disk workspace of `root` at `commit`, with `replaced` the files whose text comes from elsewhere this check. */
  workspace(root: string, commit: string | undefined, replaced: ReadonlySet<string>): Workspace;
  /** The commit `ref` names in `repository`, asked of git once. */
  commit(repository: string, ref: string): string | undefined;
  /** Drops everything read: the next check reads the disk again. */
  forget(): void;
}

export function workspaceCache(): WorkspaceCache {
  const workspaces = new Map<string, { workspace: Workspace; replaced: Set<string> }>();
  const commits = new Map<string, string | undefined>();
  return {
    workspace(root, commit, replaced) {
      const key = `${root}\u0000${commit ?? ''}`;
      let entry = workspaces.get(key);
      if (!entry) {
        const live = new Set<string>();
        entry = { workspace: remembered(fsWorkspace(root, commit, { replaced: live }), live), replaced: live };
        workspaces.set(key, entry);
      }
      entry.replaced.clear();
      for (const path of replaced) entry.replaced.add(path);
      return entry.workspace;
    },
    commit(repository, ref) {
      const key = `${repository}\u0000${ref}`;
      if (!commits.has(key)) commits.set(key, resolveCommit(repository, ref));
      return commits.get(key);
    },
    forget() {
      workspaces.clear();
      commits.clear();
    },
  };
}

/** A workspace whose reads (of the disk, and of the base revision) are each made once. */
function remembered(disk: Workspace, replaced: ReadonlySet<string>): Workspace {
  const reads = new Map<string, Uint8Array | undefined>();
  const bases = new Map<string, Uint8Array | undefined>();
  const globs = new Map<string, string[]>();
  const { readBase } = disk;
  return {
    ...disk,
    read(path, maxBytes) {
      const key = `${maxBytes}\u0000${path}`;
      if (!reads.has(key)) reads.set(key, disk.read(path, maxBytes));
      return reads.get(key);
    },
    glob(patterns) {
      const key = patterns.join('\u0000');
      let listed = globs.get(key);
      if (!listed) globs.set(key, (listed = disk.glob(patterns)));
      return listed;
    },
    ...(readBase && {
      // Whether a file's text comes from elsewhere decides whether its base is asked for (fs-workspace.ts).
      readBase(path: string) {
        const key = `${replaced.has(path) ? 1 : 0}\u0000${path}`;
        if (!bases.has(key)) bases.set(key, readBase(path));
        return bases.get(key);
      },
    }),
  };
}
