import { closeSync, constants, existsSync, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import type { Workspace } from '../core/project.js';
import { noteWork } from './memory-budget.js';
import { changedSince, showAt } from './git.js';
import { walkTree } from './walk-tree.js';


/** A path with `/` between its segments, whatever the platform writes. */
export const toPosix = (path: string) => (sep === '/' ? path : path.split(sep).join('/'));

/** True when `path` (absolute, resolved) is `root` or inside it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

/** Read at most `limit` bytes of an open file: enough to tell an over-size file without loading it. */
function readPrefix(fd: number, limit: number): Uint8Array | undefined {
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const size = stat.size;
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

/**
 * The repository on disk. Reads stay inside `root`: a symlink that resolves outside it reads as
 * missing. `base` is a commit for diff-aware rules; files unchanged since it have no base to
 * compare, which spares a git call per file.
 */
export function fsWorkspace(root: string, base?: string): Workspace {
  const realRoot = realpathSync.native(root);
  const inside = (full: string): string | undefined => {
    try {
      const real = realpathSync.native(full);
      return isInside(realRoot, real) ? real : undefined;
    } catch {
      return undefined;
    }
  };
  // Folders are resolved once each; a file itself is opened without following a final symlink,
  // so the common case costs no extra system call and a symlinked file is still resolved. A path
  // is the repository's (`/`-separated, no `.` or `..` parts), so its name goes on its folder's
  // real path as it is.
  const realDirs = new Map<string, string | undefined>();
  const resolve = (path: string): string | undefined => {
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '' : path.slice(0, slash);
    let realDir = realDirs.get(dir);
    if (realDir === undefined && !realDirs.has(dir)) realDirs.set(dir, (realDir = inside(join(realRoot, dir))));
    if (realDir === undefined) return undefined;
    const name = path.slice(slash + 1);
    return name === '' || name === '.' || name === '..' ? join(realDir, name) : realDir + sep + name;
  };
  const open = (path: string): number | undefined => {
    const full = resolve(path);
    if (!full) return undefined;
    try {
      return openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOOP') return undefined;
    }
    const real = inside(full);
    try {
      return real ? openSync(real, 'r') : undefined;
    } catch {
      return undefined;
    }
  };
  const listed = new Map<string, string[]>();
  const listTree = (dir: string): string[] => {
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
  let changed: Set<string> | undefined;
  return {
    read(path, maxBytes) {
      // Each file read lets the young generation's cap take hold as a scan goes (memory-budget.ts).
      noteWork();
      const fd = open(path);
      if (fd === undefined) return undefined;
      try {
        return readPrefix(fd, maxBytes + 1);
      } catch {
        return undefined;
      }
    },
    exists(path) {
      const full = resolve(path);
      return full !== undefined && existsSync(full) && inside(full) !== undefined;
    },
    glob(patterns) {
      const out = new Set<string>();
      for (const pattern of patterns) {
        const { base: dir } = picomatch.scan(pattern);
        const match = picomatch(pattern, { dot: true });
        for (const file of listTree(dir === '.' ? '' : dir)) if (match(file)) out.add(file);
      }
      return [...out].sort();
    },
    readBase: base
      ? (path) => {
          changed ??= new Set([...changedSince(realRoot, base)].map(toPosix));
          return changed.has(path) ? showAt(realRoot, base, path) : undefined;
        }
      : undefined,
  };
}
