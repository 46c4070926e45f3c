import type { Finding } from '../report/finding.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { discover } from '../io/discover.js';
import { changesSince } from '../io/git.js';
import type { ActionEvent } from './context.js';

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

function everyFile(root: string, why: string): Scope {
  const walked = discover(root, [root]);
  return {
    files: walked.files,
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
 * Every handoff file at the head, compared with `baseRef`: for a change whose files cannot be
 * listed. Which files it adds is learnt from the base (a file not there is new: `addedFromBase`).
 */
function everyHandoffFileAgainst(root: string, baseRef: string, why: string): Scope {
  return { ...everyFile(root, why), full: false, baseRef, addedFromBase: true };
}

/**
 * Pull requests: the PR's files. Pushes: the pushed range's files, or every handoff file when the
 * push has no usable `before` (a new branch, a force-push past it). Dispatch and schedule: every file.
 */
export async function scopeFor(event: ActionEvent, github: () => Promise<GitHubAdapter>, root: string): Promise<Scope> {
  switch (event.kind) {
    case 'pull_request': {
      const files = await (await github()).listPullFiles(event.number, event.changedFiles);
      const listed = `${files.length} file${files.length === 1 ? '' : 's'} changed in pull request #${event.number}`;
      if (!listShort(files.length, event.changedFiles)) return fromChanges(files, event.baseSha, listed);
      // GitHub lists at most 3,000 files: a handoff file past them would pass unseen. Git's own
      // diff lists them all; without the base commit, every handoff file at the head is judged.
      const of =
        event.changedFiles === undefined
          ? `${files.length} files, as many as it lists`
          : `${files.length} of the ${event.changedFiles} files`;
      const changes = changesSince(root, event.baseSha);
      if (changes)
        return fromChanges(
          changes,
          event.baseSha,
          `GitHub listed only ${of} pull request #${event.number} changed: ${changes.length} from git instead`,
        );
      return everyHandoffFileAgainst(
        root,
        event.baseSha,
        `GitHub listed only ${of} pull request #${event.number} changed, and the checkout lacks the base commit: judging every handoff file at the head against the base (check out with \`fetch-depth: 0\` to list the change from git)`,
      );
    }
    case 'push': {
      if (!event.before || ZERO_SHA.test(event.before))
        return everyFile(root, 'the push has no previous commit (a new branch): checking every handoff file');
      const files = await (await github()).compareFiles(event.before, event.after);
      if (!files)
        return everyFile(
          root,
          `the push cannot be compared with ${event.before.slice(0, 7)} file by file (a force-push, or 300 files or more): checking every handoff file`,
        );
      return fromChanges(
        files,
        event.before,
        `${files.length} file${files.length === 1 ? '' : 's'} changed by the push`,
      );
    }
    default:
      return everyFile(root, `${event.name}: checking every handoff file`);
  }
}

/**
 * The scope when GitHub could not list a change's files (`failure` says why, for the log): git's
 * diff from the base commit when the checkout has it, the same files a pull request lists; else
 * every handoff file, which judges more than the change rather than less.
 */
export function fallbackScope(event: ActionEvent, root: string, failure: string): Scope {
  const base =
    event.kind === 'pull_request'
      ? event.baseSha
      : event.kind === 'push' && !ZERO_SHA.test(event.before)
        ? event.before
        : '';
  const changes = base ? changesSince(root, base) : undefined;
  if (changes)
    return fromChanges(
      changes,
      base,
      `${failure}: ${changes.length} file${changes.length === 1 ? '' : 's'} changed since ${base.slice(0, 7)}, from git`,
    );
  return everyFile(root, `${failure}, and the checkout lacks the base commit: checking every handoff file`);
}
