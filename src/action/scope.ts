import type { Finding } from '../report/finding.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { UsageError } from '../errors.js';
import { discover } from '../io/discover.js';
import { blobsAt, changesBetween, fetchCommit, notInGit, resolveCommit } from '../io/git.js';
import { syntaxOf } from '../parse/read.js';
import type { ActionEvent } from './context.js';
import { shortSha } from '../util/short-sha.js';

/** What one run checks, and against what. */
export interface Scope {
  /** Repository-relative files to check (present in the workspace). */
  files: string[];
  /** Files the change deleted: their inbox items are resolved. */
  removed: string[];
  /** Files the change created: they have no base version. */
  added: Set<string>;
  /** New path → path at the base revision, for renames. */
  previousPath: Map<string, string>;
  /** Per changed file, the diff GitHub shows for it (pull requests only): where suggestions may go. */
  patches: Map<string, string>;
  /** Per changed file, its blob sha at the head, as GitHub listed it: whether the checkout holds that version. */
  headBlobs: Map<string, string>;
  /** The commit diff-aware rules compare with, when there is one. */
  baseRef?: string;
  /** Every handoff file, rather than a change's. */
  full: boolean;
  /** One line for the log: what was chosen and why. */
  why: string;
  /** What the walk found but could not hand to the engine (a symlinked folder), as findings. */
  skipped: Finding[];
  /** The change's files are not known one by one: a file with no base version is one it added. */
  addedFromBase?: true;
}

const ZERO_SHA = /^0+$/;

/** Whether a file of no syntax the check reads sits where a format's files live: listed, so that it is said why it was not read. */
type Unread = (path: string) => boolean;

/** A file of the commit the check takes: one a format could read, or one `unread` names; never in `node_modules`. */
const readable = (path: string, unread: Unread): boolean =>
  (syntaxOf(path) !== null || unread(path)) && !/(^|\/)node_modules\//.test(path);

function everyFile(root: string, why: string, unread: Unread): Scope {
  const walked = discover(root, [root], undefined, unread);
  return {
    files: [...new Set([...walked.files, ...walked.unread])].sort(),
    removed: [],
    added: new Set(),
    previousPath: new Map(),
    patches: new Map(),
    headBlobs: new Map(),
    full: true,
    why,
    skipped: walked.skipped,
  };
}

/**
 * Every handoff file of a checkout that has no git, judged against `base` (its versions read
 * through the API; a file it does not have is one the change added): a change too large to list.
 */
function everyFileAgainst(root: string, base: string, why: string, unread: Unread): Scope {
  return {
    ...everyFile(
      root,
      `${why}, and the checkout has no git: judging every handoff file against ${shortSha(base)}`,
      unread,
    ),
    baseRef: base,
    full: false,
    addedFromBase: true,
  };
}

/**
 * Every handoff file of a pushed commit: the checkout's, walked, when it is that commit (or has no
 * git to ask); else the commit's own files from git, each with its blob sha, so that every one is
 * read at the commit (see head-files.ts), never the working tree in its place. A commit git cannot
 * have stops the run ({@link HeadNotHad}).
 */
function everyFileOf(root: string, commit: string, why: string, unread: Unread): Scope {
  if (notInGit(root)) return everyFile(root, why, unread);
  const checkedOut = resolveCommit(root, 'HEAD');
  if (checkedOut !== undefined && checkedOut === resolveCommit(root, commit)) return everyFile(root, why, unread);
  const at = commitAtHand(root, commit);
  const blobs = at ? blobsAt(root, at) : undefined;
  if (!blobs)
    throw new HeadNotHad(
      `${why}, but the checkout is another commit and the pushed commit ${commit ? shortSha(commit) : '(none named)'} could not be had from git; the run stops rather than judge the working tree in its place. Check out the pushed commit, or with git (actions/checkout) so that it can be fetched.`,
    );
  const files = [...blobs.keys()].filter((path) => readable(path, unread)).sort();
  return {
    files,
    removed: [],
    added: new Set(),
    previousPath: new Map(),
    patches: new Map(),
    headBlobs: new Map(files.map((path) => [path, blobs.get(path)!])),
    full: true,
    why: `${why} of the pushed commit ${shortSha(commit)}, from git (the checkout is another commit)`,
    skipped: [],
  };
}

function fromChanges(files: Awaited<ReturnType<GitHubAdapter['listPullFiles']>>, baseRef: string, why: string): Scope {
  const present = files.filter((f) => f.status !== 'removed');
  return {
    files: present.map((f) => f.path),
    removed: files.filter((f) => f.status === 'removed').map((f) => f.path),
    added: new Set(files.filter((f) => f.status === 'added').map((f) => f.path)),
    previousPath: new Map(present.flatMap((f) => (f.previousPath ? [[f.path, f.previousPath] as const] : []))),
    patches: new Map(present.flatMap((f) => (typeof f.patch === 'string' ? [[f.path, f.patch] as const] : []))),
    headBlobs: new Map(
      present.flatMap((f) => ('sha' in f && typeof f.sha === 'string' ? [[f.path, f.sha] as const] : [])),
    ),
    baseRef,
    full: false,
    why,
    skipped: [],
  };
}

/** The most files GitHub lists for a pull request. */
const PULL_FILES_LISTED = 3000;

/** Whether GitHub's list is short of the change: fewer files than the event counted, or as many as it ever lists. */
function listShort(listed: number, counted: number | undefined): boolean {
  return counted !== undefined ? listed < counted : listed >= PULL_FILES_LISTED;
}

/**
 * The commit that a change's files are judged at cannot be had from git: the run stops, since
 * listing the change from the working tree would judge whatever is checked out (under
 * `pull_request_target`, the base) and could pass what the change holds unseen.
 */
export class HeadNotHad extends UsageError {}

/** The commit `sha` from the checkout's git, fetched from `origin` when it lacks it (as data: nothing checked out). */
function commitAtHand(root: string, sha: string): string | undefined {
  if (!sha) return undefined;
  return resolveCommit(root, sha) ?? (fetchCommit(root, sha) ? resolveCommit(root, sha) : undefined);
}

/**
 * A change read from git, never from the working tree: the diff from the merge base of `base` and
 * `head` to the commit `head` (fetched when the checkout lacks either), each file with its blob sha
 * at `head`, so that a checkout holding another version has it read at `head` (see head-files.ts).
 * Without the base commit: every handoff file `head` holds, compared with the base where it can be
 * read (a file with no base version is one it added). Without `head`: {@link HeadNotHad}.
 */
function changeFromGit(root: string, base: string, head: string, why: string, unread: Unread): Scope {
  const headCommit = commitAtHand(root, head);
  if (!headCommit)
    throw new HeadNotHad(
      `${why}, and the commit ${head ? shortSha(head) : '(none named)'} that the change is judged at could not be had from git (not in the checkout, and not fetched from origin); the run stops rather than judge the working tree in its place. Check out the repository with git (actions/checkout) so that the commit can be fetched.`,
    );
  const baseCommit = commitAtHand(root, base);
  const changes = baseCommit ? changesBetween(root, baseCommit, headCommit) : undefined;
  if (changes)
    return fromChanges(
      changes,
      base,
      `${why}: ${changes.length} file${changes.length === 1 ? '' : 's'} changed from ${shortSha(base)} to ${shortSha(head)}, from git`,
    );
  const blobs = blobsAt(root, headCommit);
  if (!blobs)
    throw new HeadNotHad(
      `${why}, and git could not list the files of the commit ${shortSha(head)}; the run stops rather than judge the working tree in its place.`,
    );
  // Every file the head holds that a format could read; `node_modules` is never walked.
  const files = [...blobs.keys()].filter((path) => readable(path, unread)).sort();
  return {
    files,
    removed: [],
    added: new Set(),
    previousPath: new Map(),
    patches: new Map(),
    headBlobs: new Map(files.map((path) => [path, blobs.get(path)!])),
    baseRef: base,
    full: false,
    why: `${why}, and the base commit ${shortSha(base)} could not be had from git: judging every handoff file of the commit ${shortSha(head)} against the base (check out with \`fetch-depth: 0\` to list the change from git)`,
    skipped: [],
    addedFromBase: true,
  };
}

/**
 * Pull requests: the PR's files. Pushes: the pushed range's files, or every handoff file when the
 * push has no usable `before` (a new branch, a force-push past it). A merge queue's group: the files
 * changed from its base to its head, as a pull request's. Dispatch and schedule: every file.
 */
export async function scopeFor(
  event: ActionEvent,
  github: () => Promise<GitHubAdapter>,
  root: string,
  unread: Unread,
): Promise<Scope> {
  switch (event.kind) {
    case 'pull_request': {
      const files = await (await github()).listPullFiles(event.number, event.changedFiles);
      const listed = `${files.length} file${files.length === 1 ? '' : 's'} changed in pull request #${event.number}`;
      if (!listShort(files.length, event.changedFiles)) return fromChanges(files, event.baseSha, listed);
      // GitHub lists at most 3,000 files: a handoff file past them would pass unseen. Git's own
      // diff of the head commit lists them all.
      const of =
        event.changedFiles === undefined
          ? `${files.length} files, as many as it lists`
          : `${files.length} of the ${event.changedFiles} files`;
      return changeFromGit(
        root,
        event.baseSha,
        event.headSha,
        `GitHub listed only ${of} pull request #${event.number} changed`,
        unread,
      );
    }
    case 'push': {
      if (!event.before || ZERO_SHA.test(event.before))
        return everyFileOf(
          root,
          event.after,
          'the push has no previous commit (a new branch): checking every handoff file',
          unread,
        );
      const files = await (await github()).compareFiles(event.before, event.after);
      // Too many files for GitHub's list: still the change from `before`, from git, so that what
      // compares with the base (a status moved past its approval) is judged as in a small push.
      if (files === 'partial') {
        const why = 'GitHub lists only the first 300 files the push changed';
        return notInGit(root)
          ? everyFileAgainst(root, event.before, why, unread)
          : changeFromGit(root, event.before, event.after, why, unread);
      }
      if (!files)
        return everyFileOf(
          root,
          event.after,
          `the push cannot be compared with ${shortSha(event.before)} (a force-push past it): checking every handoff file`,
          unread,
        );
      return fromChanges(
        files,
        event.before,
        `${files.length} file${files.length === 1 ? '' : 's'} changed by the push`,
      );
    }
    case 'merge_group': {
      const files = await (await github()).compareFiles(event.baseSha, event.headSha);
      // The group's head is built on its base: a list GitHub cuts or cannot make is git's diff instead.
      if (files === 'partial' || !files)
        return changeFromGit(
          root,
          event.baseSha,
          event.headSha,
          files
            ? 'GitHub lists only the first 300 files the merge group changed'
            : 'GitHub could not compare the merge group with its base',
          unread,
        );
      return fromChanges(
        files,
        event.baseSha,
        `${files.length} file${files.length === 1 ? '' : 's'} changed in the merge group from ${shortSha(event.baseSha)}`,
      );
    }
    default:
      return everyFile(root, `${event.name}: checking every handoff file`, unread);
  }
}

/**
 * The scope when GitHub could not list a change's files (`failure` says why, for the log): git's
 * diff of the change's own commits (a pull request's merge base to its head, a merge group's base
 * to its head, a push's `before` to
 * its `after`), the same files GitHub lists, read from git whatever the checkout holds; a push
 * without a usable `before` checks every handoff file, as with the API. A commit the change is
 * judged at that git cannot have stops the run ({@link HeadNotHad}).
 */
export function fallbackScope(event: ActionEvent, root: string, failure: string, unread: Unread): Scope {
  if (event.kind === 'pull_request' || event.kind === 'merge_group')
    return changeFromGit(root, event.baseSha, event.headSha, failure, unread);
  if (event.kind === 'push' && event.before && !ZERO_SHA.test(event.before))
    return changeFromGit(root, event.before, event.after, failure, unread);
  if (event.kind === 'push') return everyFileOf(root, event.after, `${failure}: checking every handoff file`, unread);
  return everyFile(root, `${failure}: checking every handoff file`, unread);
}
