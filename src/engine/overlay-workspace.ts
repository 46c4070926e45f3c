import type { Refusal, Workspace } from '../core/project.js';
import { globMatcher } from '../util/glob.js';

/**
 * A workspace with some files as another revision holds them (`undefined`: gone there): a pull
 * request's changed files at its head over a checkout of its base, which is what the pull
 * request's merge would show. The files it leaves alone are the workspace's own. `refused` are
 * files of that revision never read (a symlink), each with why.
 */
export function overlaid(
  workspace: Workspace,
  files: ReadonlyMap<string, Uint8Array | undefined>,
  refused: ReadonlyMap<string, Refusal> = new Map(),
): Workspace {
  return {
    ...workspace,
    // A refused file is never read from the workspace below either: its copy there is another revision's.
    read: (path, maxBytes) =>
      refused.has(path)
        ? undefined
        : files.has(path)
          ? files.get(path)?.subarray(0, maxBytes + 1)
          : workspace.read(path, maxBytes),
    exists: (path) => (files.has(path) ? files.get(path) !== undefined : workspace.exists(path)),
    glob: (patterns) => {
      const listed = new Set(
        workspace.glob(patterns).filter((path) => !files.has(path) || files.get(path) !== undefined),
      );
      // A file only the other revision has is listed where the patterns would list it.
      const match = globMatcher(patterns);
      for (const [path, bytes] of files) if (bytes !== undefined && match(path)) listed.add(path);
      return [...listed].sort();
    },
    refusal: (path: string) => refused.get(path) ?? (files.has(path) ? undefined : workspace.refusal?.(path)),
  };
}
