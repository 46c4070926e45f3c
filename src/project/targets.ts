import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { isFolder } from '../io/is-folder.js';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { isInside } from '../io/fs-workspace.js';
import { repositoryOf, type RootKind } from './roots.js';

/** The PATHs a check is given, found on the disk (or in the overlay) and grouped by the root each is judged from. */
export interface TargetsInput {
  cwd: string;
  targets: string[];
  root?: string;
  overlay?: ReadonlyMap<string, Uint8Array>;
}

/** One walk: the targets under one repository root, and the folder they were named from. */
export interface Group {
  /** The repository root (or, outside any, the folder named), absolute and real. */
  repository: string;
  kind: RootKind;
  /**
   * The folders inside the repository that may be a project of their own (see `isPackage`), the
   * first that is wins: the folder named, then the current folder when what was named is under it.
   */
  bases: string[];
  targets: string[];
}

/** The PATHs a check names, each found, and inside `--root` when one is given (else a usage error). */
export interface Targets {
  cwd: string;
  /** With --root and no path, the root is what is checked, wherever the current folder is. */
  named: string[];
  explicitRoot: string | undefined;
  realCwd: string;
}

export function checkedTargets(options: TargetsInput): Targets {
  const cwd = options.cwd;
  const named = options.targets.length ? options.targets : [options.root ?? '.'];
  const explicitRoot = options.root === undefined ? undefined : rootFolder(cwd, options.root);
  for (const target of named)
    if (!existsSync(resolve(cwd, target)) && !options.overlay?.has(realFile(resolve(cwd, target))))
      throw new UsageError(`No such file or folder: ${target}`);
  const realCwd = realpathSync(cwd);
  if (explicitRoot !== undefined) {
    for (const target of named) {
      const { path: real } = namedPath(resolve(cwd, target), explicitRoot);
      if (!isInside(explicitRoot, real))
        throw new UsageError(
          `${target} is outside --root ${options.root}: name paths inside the root, or leave --root out.`,
        );
    }
  }
  return { cwd, named, explicitRoot, realCwd };
}

/**
 * Where a named PATH is judged from. A file keeps its own name in its real folder (a symlink is
 * not followed here: one leaving its repository is reported, not checked where it points), and so
 * does a symlink to a folder that leads out of the repository it lies in (`--root`, else the
 * nearest marked folder): the walk reports it as it reports a file's. Other folders are resolved.
 */
function namedPath(full: string, explicitRoot: string | undefined): { path: string; isDir: boolean } {
  const asNamed = join(realFolder(dirname(full)), basename(full));
  if (!isFolder(full)) return { path: asNamed, isDir: false };
  const real = realpathSync(full);
  if (lstatSync(full).isSymbolicLink()) {
    const repository = explicitRoot ?? repositoryOf(dirname(asNamed));
    if (repository !== undefined && !isInside(repository, real)) return { path: asNamed, isDir: false };
  }
  return { path: real, isDir: true };
}

/** Step 1: each target's root, from where each PATH is judged ({@link namedPath}). */
export function groupTargets({ cwd, named, explicitRoot, realCwd }: Targets): Map<string, Group> {
  const groups = new Map<string, Group>();
  const addTarget = (target: string, isDir: boolean) => {
    const folder = isDir ? target : dirname(target);
    const marked = explicitRoot ?? repositoryOf(folder);
    // Outside any repository, a path under the current folder is judged from the current folder,
    // so the formats' paths (`shared/**`, `.work/**`) and the config's globs apply as written.
    const repository = marked ?? (isInside(realCwd, folder) ? realCwd : folder);
    const bases: string[] = [];
    if (marked !== undefined && explicitRoot === undefined) {
      if (isDir && target !== repository) bases.push(target);
      if (realCwd !== repository && realCwd !== target && isInside(repository, realCwd) && isInside(realCwd, target))
        bases.push(realCwd);
    }
    const key = [repository, ...bases].join('\u0000');
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = { repository, kind: marked === undefined ? 'folder' : 'repository', bases, targets: [] }),
      );
    if (!group.targets.includes(target)) group.targets.push(target);
  };
  for (const target of named) {
    const { path, isDir } = namedPath(resolve(cwd, target), explicitRoot);
    addTarget(path, isDir);
  }
  return groups;
}

/** The usage error of a `--root` that is not there. */
export const noSuchRoot = (root: string): string => `--root ${root}: no such folder.`;

/** `--root DIR` as a real folder, or a usage error saying what is wrong with it (never a stack trace). */
function rootFolder(cwd: string, root: string): string {
  const full = resolve(cwd, root);
  if (!existsSync(full)) throw new UsageError(noSuchRoot(root));
  if (!isFolder(full)) throw new UsageError(`--root ${root}: not a folder.`);
  return realpathSync(full);
}

/** A file's real path: its folder's (see `realFolder`), and its own name, a symlink not followed. */
export const realFile = (path: string): string => join(realFolder(dirname(path)), basename(path));

/**
 * A folder's real path; for a folder not made yet (a text to be written there, given in the
 * overlay), the real path of the nearest one that is, and the rest as named.
 */
export function realFolder(folder: string): string {
  if (existsSync(folder)) return realpathSync(folder);
  const parent = dirname(folder);
  return parent === folder ? folder : join(realFolder(parent), basename(folder));
}
