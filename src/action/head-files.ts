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

/**
 * The pull request's changed files as its head commit holds them, when the checkout is not that
 * commit (nor its merge): `pull_request_target` checks out the base, as GitHub's security guidance
 * asks, and a workflow may check out anything. Read without checking anything out and without
 * running anything: `git show` when the checkout has the head commit, else the contents API at the
 * head sha. Undefined when the checkout is the head (read it as it is). A head that cannot be read
 * stops the run: judging the base's copies would pass what the pull request changed unseen.
 */
export interface HeadFiles {
  /** The changed files at the head (undefined: removed there). */
  files: Map<string, Uint8Array | undefined>;
  /** Changed files the head holds as symlinks: never followed from a commit that is not checked out. */
  refused: Map<string, Refusal>;
}

export async function pullRequestHead(event: PullRequestEvent, scope: Scope, root: string, github: () => Promise<GitHubAdapter>): Promise<HeadFiles | undefined> {
  if (!event.headSha) return undefined;
  const isHead = checkoutIsHead(root, event.headSha);
  // No git to ask: a `pull_request` checkout is the merge GitHub made; `pull_request_target`'s is the base.
  if (isHead === true || (isHead === undefined && event.name !== 'pull_request_target')) return undefined;
  const files = new Map<string, Uint8Array | undefined>();
  const refused = new Map<string, Refusal>();
  for (const path of scope.removed) files.set(path, undefined);
  const wanted = scope.files.filter((path) => syntaxOf(path));
  const commit = resolveCommit(root, event.headSha);
  if (commit) {
    const links = symlinksAt(root, commit, wanted);
    for (const path of wanted) {
      if (links.has(path)) refused.set(path, { ruleId: 'file/not-read', message: 'This file is a symlink at the pull request\'s head, which is not checked out: a link is followed only in a checkout of the commit judged.' });
      else files.set(path, showAt(root, commit, path));
    }
    return { files, refused };
  }
  const queue = [...wanted];
  let failure: unknown;
  const worker = async () => {
    const api = await github();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        files.set(path, await api.fileAt(path, event.headSha));
      } catch (error) {
        failure ??= error;
        queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failure !== undefined) {
    throw new Error(
      `the pull request's head ${event.headSha.slice(0, 7)} could not be read (${describeFailure(failure)}), and the checkout holds another commit; the run stops rather than judge the checkout's copies of the files the pull request changed. Re-run, or check out the head.`,
      { cause: failure },
    );
  }
  return { files, refused };
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
