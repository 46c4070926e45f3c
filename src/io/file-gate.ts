import { closeSync, constants, fstatSync, lstatSync, openSync, realpathSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Refusal } from '../core/project.js';
import { NOT_READ_RULE, SYMLINK_OUTSIDE_RULE, UNREADABLE_RULE } from '../report/adapter-rules.js';
import { git, ignoredPaths } from './git.js';

/**
 * Which files a symlink may lead to, besides being a regular file inside the workspace and
 * outside `.git/`: `not-ignored` (the command line, which also reads files not yet committed), or
 * `tracked` (the action: a file of the commit it judges, never one an earlier step left behind).
 */
export type LinkTargets = 'not-ignored' | 'tracked';

/** A path with `/` between its segments, whatever the platform writes. */
export const toPosix = (path: string) => (sep === '/' ? path : path.split(sep).join('/'));

/** True when `path` (absolute, resolved) is `root` or inside it. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

/** A repository-relative path inside a `.git` folder (the workspace's, or a nested repository's). */
export const inGitFolder = (rel: string): boolean =>
  rel === '.git' || rel.startsWith('.git/') || rel.includes('/.git/') || rel.endsWith('/.git');

/**
 * Opened without following a final symlink, and without waiting: a FIFO opened for reading would
 * block until a writer came; with O_NONBLOCK it opens at once and `fstat` tells it apart.
 */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0);

/** What a file that is not a regular one is, for a finding. */
function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSymbolicLink()) return 'a symlink';
  return 'not a regular file';
}

/** The system refused access: a file or folder the user the run runs as may not read. */
export function isDenied(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM';
}

/** What the codes {@link isDenied} accepts mean, as the system says it. */
const DENIED_WORDS: Record<string, string> = { EACCES: 'permission denied', EPERM: 'operation not permitted' };

/** The OS reason, by its code, without the path (which the finding names already): `EACCES: permission denied`. */
export function osReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error';
  const words = DENIED_WORDS[code];
  return words ? `${code}: ${words}` : code;
}

/** A regular file, open, and its size when opened. */
export interface OpenFile {
  fd: number;
  size: number;
}

const refuse = (message: string, ruleId: string = NOT_READ_RULE): Refusal => ({ ruleId, message });

/**
 * The one door to the workspace's files. A regular file is read as it is. A symlink is followed
 * only to a regular file that is inside the workspace, outside `.git/`, and allowed by
 * `targets`; anything else (a link leaving the workspace, into `.git/`, to an ignored or untracked
 * file, to a folder, in a loop, to nothing; a FIFO, socket or device) is never opened and is
 * refused with a reason that names no text of the target. A pull request can commit any of these
 * and an earlier step can leave any of them (`.git/config` holds the checkout's token; a
 * git-ignored `.env` an API key), so the check is on every read, not on the walk alone.
 */
export class FileGate {
  readonly realRoot: string;
  readonly #targets: LinkTargets;
  readonly #realDirs = new Map<string, string | Refusal | undefined>();
  /** The folders among those whose real path is elsewhere: reached through a symlink. */
  readonly #viaLink = new Set<string>();
  #ignored: Set<string> | undefined;
  #tracked: Set<string> | undefined;

  constructor(root: string, targets: LinkTargets = 'not-ignored') {
    this.realRoot = realpathSync.native(root);
    this.#targets = targets;
  }

  /**
   * An open descriptor of the regular file at `path` (repository-relative, `/`-separated), a
   * refusal saying why it may not be read, or undefined when there is no such file (or the system
   * would not open it).
   */
  open(path: string): OpenFile | Refusal | undefined {
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    const realDir = this.#realDir(dir);
    if (realDir === undefined || typeof realDir !== 'string') return realDir;
    if (name === '' || name === '.' || name === '..') return undefined;
    const full = realDir + sep + name;
    let fd: number;
    try {
      fd = openSync(full, OPEN_FLAGS);
    } catch (error) {
      // ELOOP: the last part is a symlink (O_NOFOLLOW). Denied: said, never passed over. Anything else: there is nothing to read.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return this.#followLink(full);
      return isDenied(error)
        ? refuse(
            `This file could not be read (${osReason(error)}); it was not checked. Make it readable to the user the check runs as.`,
            UNREADABLE_RULE,
          )
        : undefined;
    }
    const opened = this.#regular(fd, 'This file is');
    if (!('fd' in opened)) return opened;
    // Reached through a symlinked folder: the file it leads to answers to the link rules.
    const target = this.#viaLink.has(dir)
      ? this.#targetRule(toPosix(relative(this.realRoot, full)), 'lies in a folder reached through a symlink')
      : undefined;
    if (target) {
      closeSync(fd);
      return target;
    }
    return opened;
  }

  /** Why the file at `path` may not be read, or undefined when it may (or does not exist). */
  refusal(path: string): Refusal | undefined {
    const opened = this.open(path);
    if (opened && 'fd' in opened) {
      closeSync(opened.fd);
      return undefined;
    }
    return opened;
  }

  /** `fd` with its size when it is a regular file (one `fstat` serves both); otherwise it is closed and refused. */
  #regular(fd: number, subject: string): OpenFile | Refusal {
    let stat: Stats;
    try {
      stat = fstatSync(fd);
    } catch {
      closeSync(fd);
      return refuse(`${subject} could not be examined; it was not read.`);
    }
    if (stat.isFile()) return { fd, size: stat.size };
    closeSync(fd);
    return refuse(`${subject} ${kindOf(stat)}, not a regular file; it was not read.`);
  }

  /** A folder's real path, when it is inside the workspace and outside `.git/`. */
  #realDir(dir: string): string | Refusal | undefined {
    if (this.#realDirs.has(dir)) return this.#realDirs.get(dir);
    let out: string | Refusal | undefined;
    try {
      const real = realpathSync.native(join(this.realRoot, dir));
      const rel = toPosix(relative(this.realRoot, real));
      if (!isInside(this.realRoot, real))
        out = refuse(
          'This file lies in a folder reached through a symlink that points outside the repository; it was not read.',
          SYMLINK_OUTSIDE_RULE,
        );
      else if (inGitFolder(rel))
        out = refuse('This file lies in a `.git/` folder (reached through a symlink), which is never read.');
      else {
        out = real;
        if (real !== join(this.realRoot, dir)) this.#viaLink.add(dir);
      }
    } catch (error) {
      out = isDenied(error)
        ? refuse(
            `This file lies in a folder that could not be read (${osReason(error)}); it was not checked. Make the folder readable to the user the check runs as.`,
            UNREADABLE_RULE,
          )
        : undefined;
    }
    this.#realDirs.set(dir, out);
    return out;
  }

  /** The file a symlink at `full` leads to, opened, or why it is not. */
  #followLink(full: string): OpenFile | Refusal | undefined {
    let real: string;
    try {
      real = realpathSync.native(full);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return refuse('This symlink is a loop (it leads back to itself); it was not read.');
      if (code === 'ENOENT' || code === 'ENOTDIR')
        return refuse('This symlink points to nothing (its target does not exist); it was not read.');
      return refuse('This symlink could not be resolved; it was not read.');
    }
    if (!isInside(this.realRoot, real))
      return refuse('This symlink points outside the repository; it was not read.', SYMLINK_OUTSIDE_RULE);
    const rel = toPosix(relative(this.realRoot, real));
    if (inGitFolder(rel)) return refuse('This symlink points into a `.git/` folder, which is never read.');
    let stat: Stats;
    try {
      stat = lstatSync(real);
    } catch {
      return refuse('This symlink points to nothing (its target does not exist); it was not read.');
    }
    if (!stat.isFile()) return refuse(`This symlink points to ${kindOf(stat)}, not a regular file; it was not read.`);
    const target = this.#targetRule(rel, 'points to');
    if (target) return target;
    let fd: number;
    try {
      fd = openSync(real, OPEN_FLAGS);
    } catch {
      return refuse('This symlink could not be followed; it was not read.');
    }
    return this.#regular(fd, 'This symlink points to');
  }

  /** A refusal when the file at `rel`, reached through a link, is git-ignored or (for the action) untracked. */
  #targetRule(rel: string, how: 'points to' | 'lies in a folder reached through a symlink'): Refusal | undefined {
    const subject =
      how === 'points to'
        ? 'This symlink points to a file that is'
        : 'This file, in a folder reached through a symlink, is';
    if (this.#targets === 'tracked') {
      this.#tracked ??= trackedFiles(this.realRoot);
      if (this.#tracked.has(rel)) return undefined;
      return refuse(
        `${subject} not tracked in the commit checked (\`${rel}\`); only committed files are read through a link.`,
      );
    }
    this.#ignored ??= ignoredPaths(this.realRoot);
    if (!isIgnoredIn(this.#ignored, rel)) return undefined;
    return refuse(`${subject} git-ignored (\`${rel}\`), which is never read through a link.`);
  }
}

/** Whether `rel` is in git's list of ignored paths (files, and folders ending in `/`). */
export function isIgnoredIn(ignored: ReadonlySet<string>, rel: string): boolean {
  if (ignored.size === 0) return false;
  if (ignored.has(rel)) return true;
  for (let i = rel.indexOf('/'); i !== -1; i = rel.indexOf('/', i + 1))
    if (ignored.has(rel.slice(0, i + 1))) return true;
  return false;
}

/** The files git tracks under `dir` (relative to it); empty outside a repository. */
function trackedFiles(dir: string): Set<string> {
  // Paths relative to `dir`, which may be a folder inside the repository.
  const out = git(dir, ['ls-files', '-z', '--', '.']);
  return new Set(out ? out.toString('utf8').split('\0').filter(Boolean) : []);
}
