import { HISTORY_REVISIONS, wholeHistory } from '../../core/project.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { describeFailure } from '../../github/errors.js';
import { git, resolveCommit, versionsOf } from '../../io/git.js';

export interface EarlierVersions {
  /** Each path's versions in the history of the base, newest first (the base's own included). */
  versions: Map<string, Uint8Array[]>;
  /** Paths whose history could not be read, with why: a decision it holds could not be weighed. */
  unread: Map<string, string>;
}

/** How many files' histories one run reads through the API at most: only intents that wait with their risk lowered ask. */
const HISTORY_FILES = 20;

/**
 * The files' versions in the history of `base`, where a decision still pending is remembered (a
 * risk lowered while an intent waited for approval): from git when the checkout has the whole
 * history, else through the API (the commits of the path, each version read at its commit),
 * `HISTORY_REVISIONS` at most per file and `HISTORY_FILES` files at most (the rest unread, each
 * with why). `at(path)` is where the
 * file was at the base (a renamed file's former path). Read as data; nothing is run.
 */
export async function earlierVersions(
  root: string,
  base: string,
  paths: readonly string[],
  github: () => Promise<Pick<GitHubAdapter, 'commitsFor' | 'fileAt'>>,
  at: (path: string) => string = (path) => path,
): Promise<EarlierVersions> {
  const versions = new Map<string, Uint8Array[]>();
  const unread = new Map<string, string>();
  const commit = resolveCommit(root, base);
  // A shallow checkout lists fewer commits than there were: only a whole history answers from git.
  if (commit && git(root, ['rev-parse', '--is-shallow-repository'])?.toString().trim() === 'false') {
    for (const path of paths) {
      const found = versionsOf(root, commit, at(path), HISTORY_REVISIONS);
      if (found) versions.set(path, found);
      else unread.set(path, 'git could not list its commits');
    }
    return { versions, unread };
  }
  // Past the bound, said on each file rather than left unweighed: the caller lists the change's own files first.
  for (const path of paths.slice(HISTORY_FILES))
    unread.set(path, `more than ${HISTORY_FILES} files asked for theirs in one run, and this one came later`);
  for (const path of paths.slice(0, HISTORY_FILES)) {
    try {
      versions.set(path, await versionsAt(await github(), at(path), base));
    } catch (error) {
      unread.set(path, describeFailure(error));
    }
  }
  return { versions, unread };
}

/**
 * A file's versions in the history of `ref` (a commit or a branch), newest first, read through the
 * API: the commits of the path, each version read at its commit, `HISTORY_REVISIONS` at most.
 * Stops at a commit that does not hold the file (a deletion). Marked whole (`wholeHistory`) only
 * when the list reaches the commit that began the file's id within the bound: fewer commits than
 * the bound, none a deletion, and no file of the same id under the other extension in its folder
 * before it (`x.yaml` renamed to `x.yml`). At most `HISTORY_REVISIONS` + 1 version reads and 2 lists.
 */
export async function versionsAt(
  api: Pick<GitHubAdapter, 'commitsFor' | 'fileAt'>,
  path: string,
  ref: string,
): Promise<Uint8Array[]> {
  const found: Uint8Array[] = [];
  // One more than the bound: a list that fills it has more before it.
  const commits = await api.commitsFor(path, ref, HISTORY_REVISIONS + 1);
  for (const { sha } of commits.slice(0, HISTORY_REVISIONS)) {
    const bytes = await api.fileAt(path, sha);
    if (!bytes) return found;
    found.push(bytes);
  }
  if (commits.length > HISTORY_REVISIONS) return found;
  // The API follows no rename: a file of the same id before the first commit means the id began earlier.
  const since = commits[commits.length - 1]?.sha ?? ref;
  const other = otherExtension(path);
  if (other !== undefined && (await api.commitsFor(other, since, 1)).length > 0) return found;
  return wholeHistory(found);
}

/** The same id's path under the intents' other extension (`x.yaml` ↔ `x.yml`); undefined for any other. */
function otherExtension(path: string): string | undefined {
  const match = /\.(ya?ml)$/i.exec(path);
  if (!match) return undefined;
  return path.slice(0, match.index) + (match[1]!.toLowerCase() === 'yaml' ? '.yml' : '.yaml');
}
