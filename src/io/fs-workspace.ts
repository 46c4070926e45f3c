import { accessSync, closeSync, constants, existsSync, readSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { HISTORY_REVISIONS, type Refusal, type Workspace } from '../core/project.js';
import { FileGate, isDenied, isInside, osReason, toPosix, type LinkTargets, type OpenFile } from './file-gate.js';
import { noteWork } from './memory-budget.js';
import { changesFrom, pathsAt, showAt, versionsOf, type GitChange } from './git.js';
import { walkTree } from './walk-tree.js';
import { globMatcher } from '../util/glob.js';

export { isInside, toPosix };

/** Read at most `limit` bytes of an open file: enough to tell an over-size file without loading it. */
function readPrefix({ fd, size }: OpenFile, limit: number): Uint8Array | undefined {
  try {
    const buffer = Buffer.allocUnsafe(Math.min(size, limit));
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

export interface FsWorkspaceOptions {
  /** What a symlink may lead to besides a regular file inside the workspace (see FileGate). */
  linkTargets?: LinkTargets;
  /**
   * Files whose text the check takes from elsewhere (an overlay: a text from stdin or an agent,
   * not yet written), so git's diff cannot tell they changed: their base is read whenever the
   * base revision has them.
   */
  replaced?: ReadonlySet<string>;
}

/**
 * The repository on disk. Every read goes through the FileGate: regular files as they are, a
 * symlink only to a regular file inside the workspace, outside `.git/`, and not ignored (or, for
 * the action, tracked); a file refused is never opened, and `refusal` says why. `base` is a commit
 * for diff-aware rules; files unchanged since it have no base to compare, which spares a git call
 * per file.
 */
export function fsWorkspace(root: string, base?: string, options: FsWorkspaceOptions = {}): Workspace {
  const gate = new FileGate(root, options.linkTargets);
  const realRoot = gate.realRoot;
  const inside = (full: string): string | undefined => {
    try {
      const real = realpathSync.native(full);
      return isInside(realRoot, real) ? real : undefined;
    } catch {
      return undefined;
    }
  };
  const refusals = new Map<string, Refusal>();
  const listTree = treeLister(realRoot);
  return {
    read(path, maxBytes) {
      // Each file read lets the young generation's cap take hold as a scan goes (memory-budget.ts).
      noteWork();
      const opened = gate.open(path);
      if (!opened || !('fd' in opened)) {
        if (opened) refusals.set(path, opened);
        return undefined;
      }
      try {
        return readPrefix(opened, maxBytes + 1);
      } catch {
        return undefined;
      }
    },
    refusal(path) {
      return refusals.get(path) ?? gate.refusal(path);
    },
    unreadable(path) {
      return whyUnreadable(join(realRoot, path));
    },
    exists(path) {
      // Whether something is there, inside the workspace: nothing is opened, so nothing is read.
      const full = join(realRoot, path);
      return existsSync(full) && inside(full) !== undefined;
    },
    glob(patterns) {
      const out = new Set<string>();
      for (const pattern of patterns) {
        const { base: dir } = picomatch.scan(pattern);
        const match = globMatcher(pattern);
        for (const file of listTree(dir === '.' ? '' : dir)) if (match(file)) out.add(file);
      }
      return [...out].sort();
    },
    ...(base && baseRevision(realRoot, base, options.replaced)),
  };
}

/**
 * The OS's reason a path may not be read, or undefined when it may or is not there: a folder must
 * be listable and enterable, a file readable. A missing path (the common answer: a rule asks
 * after a path it found missing) is told without an exception, whose making costs more than the
 * look itself.
 */
function whyUnreadable(full: string): string | undefined {
  try {
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return undefined;
    accessSync(full, stat.isDirectory() ? constants.R_OK | constants.X_OK : constants.R_OK);
    return undefined;
  } catch (error) {
    return isDenied(error) ? osReason(error) : undefined;
  }
}

/** The files under a folder (symlinks included), each folder walked once. */
function treeLister(realRoot: string): (dir: string) => string[] {
  const listed = new Map<string, string[]>();
  return (dir: string): string[] => {
    let files = listed.get(dir);
    if (files) return files;
    const found: string[] = [];
    walkTree(realRoot, dir, (path, entry) => {
      if (entry.isFile() || entry.isSymbolicLink()) found.push(path);
    });
    files = found;
    listed.set(dir, files);
    return files;
  };
}

/** A file's version at the base commit, and whether the change added it: git is asked once, on first use. */
function baseRevision(
  realRoot: string,
  base: string,
  replaced: ReadonlySet<string> = new Set(),
): Pick<Workspace, 'readBase' | 'addedSinceBase' | 'removedSinceBase' | 'earlierRevisions'> {
  let changes: Map<string, GitChange> | undefined;
  let atBase: Set<string> | undefined;
  return {
    // Renames followed (`git diff -M`), as the action follows a pull request's: a renamed file's
    // base is its former path's, so its history (status moves, approvals) goes with it.
    readBase: (path: string) => {
      changes ??= changesFrom(realRoot, base);
      const change = changes.get(path);
      if (change?.status === 'added') return undefined;
      if (!change) {
        // Unchanged on the disk, so without a base to compare, unless its text comes from elsewhere.
        if (!replaced.has(path)) return undefined;
        atBase ??= pathsAt(realRoot, base);
        return atBase.has(path) ? showAt(realRoot, base, path) : undefined;
      }
      return showAt(realRoot, base, change.previousPath ?? path);
    },
    // Where a decision still pending is remembered (a risk lowered while an intent waited): the
    // base's own history, from the path the file had there.
    earlierRevisions: (path: string) => {
      changes ??= changesFrom(realRoot, base);
      return versionsOf(realRoot, base, changes.get(path)?.previousPath ?? path, HISTORY_REVISIONS);
    },
    // Deleted since the base: an intent moved under another name keeps its history through them.
    removedSinceBase: () => {
      changes ??= changesFrom(realRoot, base);
      return [...changes.values()].filter((change) => change.status === 'removed').map((change) => change.path);
    },
    // New in the change: added since the base (a rename is not), or not yet tracked and not there at the base.
    addedSinceBase: (path: string) => {
      changes ??= changesFrom(realRoot, base);
      const change = changes.get(path);
      if (change) return change.status === 'added';
      atBase ??= pathsAt(realRoot, base);
      return !atBase.has(path);
    },
  };
}
