import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { syntaxOf } from '../core/document/read.js';
import type { Refusal } from '../core/project.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { describeFailure } from '../github/errors.js';
import { git, resolveCommit, showAt } from '../io/git.js';
import type { ActionEvent } from './context.js';
import type { Scope } from './scope.js';

type PullRequestEvent = Extract<ActionEvent, { kind: 'pull_request' }>;

/** Head versions read at once through the API. */
const PARALLEL = 8;

/**
 * Whether the checkout holds the pull request's head: its HEAD is the head commit, or a merge
 * commit with the head among its parents (what `actions/checkout` makes on `pull_request`).
 * Undefined when the checkout has no git to ask.
 */
function checkoutIsHead(root: string, headSha: string): boolean | undefined {
  const line = git(root, ['rev-list', '--parents', '-n', '1', 'HEAD'])?.toString('utf8').trim();
  if (!line) return undefined;
  return line.split(' ').includes(headSha);
}

export interface HeadFiles {
  /** The changed files at the head (undefined: removed there). */
  files: Map<string, Uint8Array | undefined>;
  /** Changed files the head holds as symlinks: never followed from a commit that is not checked out. */
  refused: Map<string, Refusal>;
}

/**
 * The pull request's changed files as its head commit holds them, for those the checkout holds
 * otherwise: `pull_request_target` checks out the base, as GitHub's security guidance asks, and a
 * workflow may check out anything. A checked-out file is the head's when its git blob sha is the
 * one GitHub lists for it (a merge checkout's unconflicted files are); where GitHub gave no blob
 * shas (the change came from git), the checkout must be the head commit or a merge of it. The
 * rest are read without checking anything out and without running anything: `git show` when the
 * checkout has the head commit, else the contents API at the head sha. Undefined when the
 * checkout holds the head's version of every changed file. A head that cannot be read stops the
 * run: judging the checkout's copies would pass what the pull request changed unseen.
 */
export async function pullRequestHead(event: PullRequestEvent, scope: Scope, root: string, github: () => Promise<GitHubAdapter>): Promise<HeadFiles | undefined> {
  if (!event.headSha) return undefined;
  const changed = scope.files.filter((path) => syntaxOf(path));
  let stale: string[];
  if (scope.headBlobs.size > 0) stale = changed.filter((path) => scope.headBlobs.has(path) && blobSha(root, path) !== scope.headBlobs.get(path));
  else {
    // The change came from git's own diff of the checkout: on `pull_request` the checkout is the
    // merge GitHub made; `pull_request_target`'s is the base unless its HEAD is the head (or a merge of it).
    stale = event.name === 'pull_request_target' && checkoutIsHead(root, event.headSha) !== true ? changed : [];
  }
  // What the head removed must not be read from a checkout that still has it.
  const gone = scope.removed.filter((path) => existsOnDisk(root, path));
  if (stale.length === 0 && gone.length === 0) return undefined;
  const files = new Map<string, Uint8Array | undefined>(gone.map((path) => [path, undefined]));
  const refused = new Map<string, Refusal>();
  const commit = stale.length ? resolveCommit(root, event.headSha) : undefined;
  if (commit) {
    const links = symlinksAt(root, commit, stale);
    for (const path of stale) {
      if (links.has(path)) refused.set(path, { ruleId: 'file/not-read', message: 'This file is a symlink at the pull request\'s head, which is not checked out: a link is followed only in a checkout of the commit judged.' });
      else files.set(path, showAt(root, commit, path));
    }
    return { files, refused };
  }
  const queue = [...stale];
  let failure: unknown;
  const worker = async () => {
    const api = await github();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const bytes = await api.fileAt(path, event.headSha);
        // Listed as present at the head, yet no file there (a symlink, a submodule): said, never read as gone.
        if (bytes === undefined) refused.set(path, { ruleId: 'file/not-read', message: 'The contents API gives no file at this path at the pull request\'s head (a symlink or a submodule there), so it was not read.' });
        else files.set(path, bytes);
      } catch (error) {
        failure ??= error;
        queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  if (failure !== undefined) {
    throw new Error(
      `the pull request's head ${event.headSha.slice(0, 7)} could not be read (${describeFailure(failure)}), and the checkout holds other versions of the files it changed; the run stops rather than judge the checkout's copies. Re-run, or check out the head.`,
      { cause: failure },
    );
  }
  return { files, refused };
}

/** The git blob sha of the checkout's file (a symlink's is its target's text), or undefined when it is not there. */
function blobSha(root: string, path: string): string | undefined {
  try {
    const full = join(root, path);
    const content = lstatSync(full).isSymbolicLink() ? Buffer.from(readlinkSync(full)) : readFileSync(full);
    return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
  } catch {
    return undefined;
  }
}

function existsOnDisk(root: string, path: string): boolean {
  try {
    lstatSync(join(root, path));
    return true;
  } catch {
    return false;
  }
}

/** Of `paths`, those `commit` holds as symlinks (mode 120000). */
function symlinksAt(root: string, commit: string, paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const out = git(root, ['ls-tree', '-z', commit, '--', ...paths.map((p) => `./${p}`)])?.toString('utf8') ?? '';
  const links = new Set<string>();
  for (const entry of out.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab !== -1 && entry.startsWith('120000 ')) links.add(entry.slice(tab + 1));
  }
  return links;
}
