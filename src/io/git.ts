import { execFileSync, spawnSync } from 'node:child_process';
import { wholeHistory } from '../core/project.js';

/**
 * Run git without a shell, never waiting on a prompt; undefined when git is missing, the command
 * fails, or it runs past `timeoutMs`.
 */
export function git(cwd: string, args: string[], input?: string, timeoutMs?: number): Buffer | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      input,
      stdio: ['pipe', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      ...(timeoutMs !== undefined && { timeout: timeoutMs }),
    });
  } catch {
    return undefined;
  }
}

/** The commit a ref names, or undefined when it names none. */
export function resolveCommit(dir: string, ref: string): string | undefined {
  if (ref.startsWith('-')) return undefined;
  return (
    git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      ?.toString()
      .trim() || undefined
  );
}

/**
 * Why `dir` has no revisions to name: it is in no git repository, or git itself does not run;
 * undefined when it is in one.
 */
export function notInGit(dir: string): 'no-repository' | 'no-git' | undefined {
  if (git(dir, ['rev-parse', '--git-dir']) !== undefined) return undefined;
  return git(dir, ['--version']) === undefined ? 'no-git' : 'no-repository';
}

/** How long a fetch of one commit may take before the run reads through the API instead. */
const FETCH_TIMEOUT_MS = 120_000;

/**
 * Fetch one commit from the checkout's `origin` (depth 1, no tags, no submodules), so that its
 * files can be read with `git show`: true when the commit is there afterwards. Git alone runs:
 * a fetch checks nothing out and runs no hook a commit brings; the credentials are the ones the
 * checkout keeps. Never prompts; bounded in time. A sha only: a name could be an option.
 */
export function fetchCommit(dir: string, sha: string): boolean {
  if (!/^[0-9a-f]{40}$/.test(sha)) return false;
  // A shallow checkout (the default) takes the commit alone; a full one only the objects it lacks,
  // and stays whole (a depth would mark it shallow for every later git call).
  const shallow = git(dir, ['rev-parse', '--is-shallow-repository'])?.toString().trim() === 'true';
  const fetched = git(
    dir,
    ['fetch', '--no-tags', '--no-recurse-submodules', ...(shallow ? ['--depth=1'] : []), '--quiet', 'origin', sha],
    undefined,
    FETCH_TIMEOUT_MS,
  );
  return fetched !== undefined && resolveCommit(dir, sha) !== undefined;
}

/** Git-ignored paths under `dir`, relative to it; folders end with `/`. Empty outside a repository. */
export function ignoredPaths(dir: string): Set<string> {
  const out = git(dir, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z']);
  return new Set(out ? out.toString('utf8').split('\0').filter(Boolean) : []);
}

/**
 * How the working tree differs from `commit`, relative to `dir`, renames followed (`git diff -M`,
 * as a pull request lists them): each changed path with its status, and a renamed file's path at
 * `commit`. Files git does not track yet are not listed: {@link pathsAt} tells them apart.
 */
export function changesFrom(dir: string, commit: string): Map<string, GitChange> {
  const out = git(dir, ['diff', '--name-status', '-M', '-z', '--relative', commit, '--']);
  return new Map((out ? parseNameStatus(out) : []).map((change) => [change.path, change]));
}

/** Every file at `commit` under `dir`, relative to it. */
export function pathsAt(dir: string, commit: string): Set<string> {
  // Paths relative to `dir`, which may be a folder inside the repository.
  const out = git(dir, ['ls-tree', '-r', '-z', '--name-only', commit, '--', '.']);
  return new Set(out ? out.toString('utf8').split('\0').filter(Boolean) : []);
}

/** A file's bytes at `commit`, or undefined when it did not exist there. */
export function showAt(dir: string, commit: string, path: string): Buffer | undefined {
  return git(dir, ['show', `${commit}:./${path}`]);
}

/**
 * A file's versions in the history of `commit`, newest first (the one `commit` holds included), at
 * most `max`: the commits that changed it, each read as data. Stops at the first commit that does
 * not hold it (a deletion); undefined when git cannot list them. The list is marked whole
 * (`wholeHistory`) only when it reaches the commit that began the file's id within the bound: a
 * commit that added it (not by a rename), with a parent known (not a shallow history's edge), and
 * no earlier file of the same name and another extension in its folder (`x.yaml` before `x.yml`).
 * A list that fills the bound, ends at a deletion, or begins at a rename is not whole. At most
 * `max` + 4 git commands.
 */
export function versionsOf(dir: string, commit: string, path: string, max: number): Buffer[] | undefined {
  if (commit.startsWith('-')) return undefined;
  // One more than the bound: a list that fills it has more before it.
  const out = git(dir, ['log', `-n${max + 1}`, '--format=%H', commit, '--', `./${path}`]);
  if (!out) return undefined;
  const shas = out.toString('utf8').split('\n').filter(Boolean);
  const versions: Buffer[] = [];
  for (const sha of shas.slice(0, max)) {
    const bytes = showAt(dir, sha, path);
    if (!bytes) return versions;
    versions.push(bytes);
  }
  if (shas.length > max) return versions;
  const first = shas[shas.length - 1];
  // No commit holds it: an empty history is whole only when no file of its id was there before.
  return idBeganAt(dir, first ?? commit, path, first !== undefined) ? wholeHistory(versions) : versions;
}

/** Escapes what a git pathspec reads as a wildcard, so that a name matches only itself. */
const literal = (text: string): string => text.replace(/[\\*?[]/g, (c) => `\\${c}`);

/**
 * Whether the file's id began at `commit` (`adds`: the commit added `path`; else the file was never
 * there and `commit` is where the history is read): no rename brought it in, and no file of the
 * same name with another extension was in its folder before. Not known (false) on a shallow edge.
 */
function idBeganAt(dir: string, commit: string, path: string, adds: boolean): boolean {
  const parent = git(dir, ['rev-parse', '--verify', '--quiet', `${commit}^`])
    ?.toString()
    .trim();
  const before = adds ? parent : commit;
  if (adds && !parent) {
    // A root commit began everything it holds; a shallow history's edge only looks like one.
    return git(dir, ['rev-parse', '--is-shallow-repository'])?.toString().trim() === 'false';
  }
  if (adds) {
    const changes = git(dir, ['diff', '--name-status', '-M', '-z', '--relative', parent!, commit, '--']);
    if (!changes) return false;
    if (parseNameStatus(changes).some((change) => change.path === path && change.status !== 'added')) return false;
  }
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const same = `./${literal(path.slice(0, slash + 1) + stem)}.*`;
  const earlier = git(dir, ['log', '-n1', '--format=%H', before!, '--', same]);
  return earlier !== undefined && earlier.toString('utf8').trim() === '';
}

export interface GitChange {
  path: string;
  status: 'added' | 'modified' | 'removed' | 'renamed';
  previousPath?: string;
  /** Its blob sha at the later commit (from {@link changesBetween}; absent when removed). */
  sha?: string;
}

/**
 * Files changed from the merge base of `base` and `head` to the commit `head` (both commits the
 * checkout has), renames followed, as a pull request lists them: read from git's objects, never
 * from the working tree, whatever is checked out. Without a merge base (a shallow history) the
 * diff runs from `base` itself, which lists more, never less. Each file the head holds has its
 * blob sha there. Undefined when git cannot diff them.
 */
export function changesBetween(dir: string, base: string, head: string): GitChange[] | undefined {
  const from = git(dir, ['merge-base', base, head])?.toString().trim() || base;
  const out = git(dir, ['diff', '--raw', '--no-abbrev', '-M', '-z', '--relative', from, head, '--']);
  if (!out) return undefined;
  return parseRaw(out);
}

/** Every blob and link `commit` holds under `dir` (relative to it), with its blob sha: what a commit has, never the working tree. */
export function blobsAt(dir: string, commit: string, regularOnly = false): Map<string, string> | undefined {
  const out = git(dir, ['ls-tree', '-r', '-z', commit, '--', '.']);
  if (!out) return undefined;
  const blobs = new Map<string, string>();
  for (const entry of out.toString('utf8').split('\0')) {
    // `<mode> <type> <sha>\t<path>`: submodules (type `commit`) hold no file.
    const tab = entry.indexOf('\t');
    const [mode, type, sha] = entry.slice(0, tab).split(' ');
    // `regularOnly`: a symbolic link (120000) is a blob too, whose text is where it points, not a file.
    if (regularOnly && mode !== '100644' && mode !== '100755') continue;
    if (tab !== -1 && type === 'blob' && sha) blobs.set(entry.slice(tab + 1), sha);
  }
  return blobs;
}

/**
 * A blob's first `maxBytes` bytes, read from git's objects: no more is ever held, so a blob of any
 * size reads as what the file gate needs to call it too large (never as missing).
 */
export function blobPrefix(dir: string, sha: string, maxBytes: number): Buffer | undefined {
  // A sha from git's own listing; never an option.
  if (sha === '' || sha.startsWith('-')) return undefined;
  // Past `maxBuffer` the child is ended and its output kept as far as it went: that is the prefix.
  const run = spawnSync('git', ['cat-file', 'blob', sha], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: maxBytes,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
  const out = run.stdout as Buffer | null;
  if (!out || (run.status !== 0 && out.length < maxBytes)) return undefined;
  return out.subarray(0, maxBytes);
}

/** `git diff --raw --no-abbrev -z` output: as {@link parseNameStatus}, with each present file's blob sha at the later commit. */
function parseRaw(out: Buffer): GitChange[] {
  const fields = out.toString('utf8').split('\0');
  const changes: GitChange[] = [];
  for (let i = 0; i + 1 < fields.length; ) {
    // `:<mode> <mode> <sha> <sha> <status>`, then one path, or two for a rename or copy.
    const [, , , sha, code = ''] = fields[i++]!.split(' ');
    const blob = sha && !/^0+$/.test(sha) ? { sha } : {};
    if (code.startsWith('R') || code.startsWith('C')) {
      const previousPath = fields[i++]!;
      const path = fields[i++]!;
      changes.push(
        code.startsWith('R') ? { path, status: 'renamed', previousPath, ...blob } : { path, status: 'added', ...blob },
      );
      continue;
    }
    const path = fields[i++]!;
    if (code === 'D') changes.push({ path, status: 'removed' });
    else changes.push({ path, status: code === 'A' ? 'added' : 'modified', ...blob });
  }
  return changes;
}

/** `git diff --name-status -z` output, renames as one change with their former path, copies as added files. */
function parseNameStatus(out: Buffer): GitChange[] {
  const fields = out.toString('utf8').split('\0');
  const changes: GitChange[] = [];
  for (let i = 0; i + 1 < fields.length; ) {
    const code = fields[i++]!;
    if (code.startsWith('R') || code.startsWith('C')) {
      const previousPath = fields[i++]!;
      const path = fields[i++]!;
      changes.push(code.startsWith('R') ? { path, status: 'renamed', previousPath } : { path, status: 'added' });
      continue;
    }
    const path = fields[i++]!;
    changes.push({ path, status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified' });
  }
  return changes;
}
