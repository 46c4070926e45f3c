import { closeSync, existsSync, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import picomatch from 'picomatch';
import type { Workspace } from '../core/project.js';
import { changedSince, showAt } from './git.js';

/** Never walked: version control, dependencies. */
export const SKIPPED_DIRS = new Set(['.git', 'node_modules', '.hg', '.svn']);

const toPosix = (path: string) => (sep === '/' ? path : path.split(sep).join('/'));

/** True when `path` (absolute, resolved) is `root` or inside it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

/** Read at most `limit` bytes: enough to tell an over-size file without loading it. */
function readPrefix(file: string, limit: number): Uint8Array {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
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
  const realRoot = realpathSync(root);
  const resolve = (path: string): string | undefined => {
    const full = join(realRoot, path);
    try {
      const real = realpathSync(full);
      return isInside(realRoot, real) ? real : undefined;
    } catch {
      return undefined;
    }
  };
  const listed = new Map<string, string[]>();
  const listTree = (dir: string): string[] => {
    let files = listed.get(dir);
    if (files) return files;
    files = [];
    const stack = [dir];
    while (stack.length) {
      const current = stack.pop()!;
      let entries;
      try {
        entries = readdirSync(join(realRoot, current), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        const rel = current ? `${current}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name)) stack.push(rel);
        } else if (entry.isFile() || entry.isSymbolicLink()) files.push(rel);
      }
    }
    listed.set(dir, files);
    return files;
  };
  let changed: Set<string> | undefined;
  return {
    read(path, maxBytes) {
      const real = resolve(path);
      if (!real) return undefined;
      try {
        if (!lstatSync(real).isFile()) return undefined;
        return readPrefix(real, maxBytes + 1);
      } catch {
        return undefined;
      }
    },
    exists(path) {
      const real = resolve(path);
      return real !== undefined && existsSync(real);
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
