import { createHash } from 'node:crypto';
import { lstatSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { syntaxOf } from '../parse/read.js';
import type { Refusal, Workspace } from '../core/project.js';
import { NOT_READ_RULE } from '../report/adapter-rules.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { describeFailure } from '../github/errors.js';
import { isInside } from '../io/file-gate.js';
import { git } from '../io/git.js';
import { filesAtCommit } from './files-at-commit.js';
import type { ActionEvent } from './context.js';
import type { Scope } from './scope.js';
import { shortSha } from '../util/short-sha.js';

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
  /** The head commit they were read at. */
  sha: string;
  /** The changed files at the head (undefined: removed there). */
  files: Map<string, Uint8Array | undefined>;
  /** Changed files the head holds as symlinks: never followed from a commit that is not checked out. */
  refused: Map<string, Refusal>;
}

/**
 * The pull request's changed files as its head commit holds them (a push's, as its `after` commit
 * holds them: `name` `push`, `headSha` its `after`), for those the checkout holds
 * otherwise: `pull_request_target` checks out the base, as GitHub's security guidance asks, and a
 * workflow may check out anything. A checked-out file is the head's when its git blob sha is the
 * one GitHub lists for it (a merge checkout's unconflicted files are); where GitHub gave no blob
 * shas (the change came from git), the checkout must be the head commit or a merge of it. The
 * rest are read without checking anything out and without running anything (see
 * `filesAtCommit`: git, fetching the head commit if need be, else the contents API at the head sha). Undefined when the
 * checkout holds the head's version of every changed file. A head that cannot be read stops the
 * run: judging the checkout's copies would pass what the pull request changed unseen.
 */
export async function pullRequestHead(
  event: Pick<Extract<ActionEvent, { kind: 'pull_request' }>, 'name' | 'headSha'>,
  scope: Scope,
  checkout: { root: string; workspace: Workspace; maxBytes: number },
  github: () => Promise<GitHubAdapter>,
): Promise<HeadFiles | undefined> {
  if (!event.headSha) return undefined;
  const { root } = checkout;
  const changed = scope.files.filter((path) => syntaxOf(path));
  let stale: string[];
  if (scope.headBlobs.size > 0)
    stale = changed.filter(
      (path) => scope.headBlobs.has(path) && blobSha(checkout, path) !== scope.headBlobs.get(path),
    );
  else {
    // The change came from git's own diff of the checkout: on `pull_request` the checkout is the
    // merge GitHub made; `pull_request_target`'s is the base unless its HEAD is the head (or a merge
    // of it), and a merge group's is whatever the workflow checked out.
    const checkoutChosen = event.name === 'pull_request_target' || event.name === 'merge_group';
    stale = checkoutChosen && checkoutIsHead(root, event.headSha) !== true ? changed : [];
  }
  // What the head removed must not be read from a checkout that still has it.
  const gone = scope.removed.filter((path) => existsOnDisk(root, path));
  if (stale.length === 0 && gone.length === 0) return undefined;
  const files = new Map<string, Uint8Array | undefined>(gone.map((path) => [path, undefined]));
  const refused = new Map<string, Refusal>();
  const sha = event.headSha;
  if (stale.length === 0) return { sha, files, refused };
  const head = await filesAtCommit(root, event.headSha, stale, github);
  if (head.failure) {
    const what =
      event.name === 'push'
        ? 'pushed commit'
        : event.name === 'merge_group'
          ? "merge group's head"
          : "pull request's head";
    throw new Error(
      `the ${what} ${shortSha(event.headSha)} could not be read (${describeFailure(head.failure.error)}), and the checkout holds other versions of the files it changed; the run stops rather than judge the checkout's copies. Re-run, or check out the head.`,
      { cause: head.failure.error },
    );
  }
  for (const path of stale) {
    const bytes = head.files.get(path);
    if (head.symlinks.has(path))
      refused.set(path, {
        ruleId: NOT_READ_RULE,
        message:
          "This file is a symlink at the pull request's head, which is not checked out: a link is followed only in a checkout of the commit judged.",
      });
    // Listed as present at the head, yet no file there (a symlink, a submodule): said, never read as gone.
    else if (bytes === undefined)
      refused.set(path, {
        ruleId: NOT_READ_RULE,
        message:
          "The pull request's head holds no file at this path (a symlink or a submodule there), so it was not read.",
      });
    else files.set(path, bytes);
  }
  return { sha, files, refused };
}

/**
 * The git blob sha of the checkout's file (a symlink's is its link text), or undefined when it
 * cannot be told: not there, outside the workspace (a path is the API's word), refused by the file
 * gate (a FIFO, a link leaving home), or over `maxBytes` (then it is read at the head, like a file
 * that differs). The file is read through the workspace's gate, never directly.
 */
function blobSha(checkout: { root: string; workspace: Workspace; maxBytes: number }, path: string): string | undefined {
  const full = join(checkout.root, path);
  if (!isInside(checkout.root, full)) return undefined;
  let content: Uint8Array | undefined;
  try {
    content = lstatSync(full).isSymbolicLink()
      ? Buffer.from(readlinkSync(full))
      : checkout.workspace.read(path, checkout.maxBytes);
  } catch {
    return undefined;
  }
  if (content === undefined || content.length > checkout.maxBytes) return undefined;
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

/** Whether the checkout has something at `path` (inside the workspace; a link is not followed). */
function existsOnDisk(root: string, path: string): boolean {
  const full = join(root, path);
  if (!isInside(root, full)) return false;
  try {
    lstatSync(full);
    return true;
  } catch {
    return false;
  }
}
