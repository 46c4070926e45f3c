/** Commit graph and tree diffs over the simulator's plain-data commits. */
import {
  blobSha,
  bytesOf,
  commitFiles,
  isoNow,
  type Content,
  type Files,
  type SimCommit,
  type SimPullFile,
  type SimRepo,
} from './state.js';

/** A branch name (`main`, `heads/main`, `refs/heads/main`) or a commit sha (full, or a unique prefix of 7+). */
export function resolveRef(repo: SimRepo, ref: string): SimCommit | undefined {
  const name = ref.replace(/^refs\//, '').replace(/^heads\//, '');
  const branch = repo.branches[name];
  if (branch)
    return (
      repo.commits[branch.sha] ?? {
        sha: branch.sha,
        parents: [],
        message: '',
        files: branch.files,
        author: noone,
        committer: noone,
      }
    );
  if (/^[0-9a-f]{7,40}$/i.test(ref)) {
    const lower = ref.toLowerCase();
    const exact = repo.commits[lower];
    if (exact) return exact;
    const matches = Object.keys(repo.commits).filter((sha) => sha.startsWith(lower));
    if (matches.length === 1) return repo.commits[matches[0] as string];
  }
  return undefined;
}

const noone = { name: 'unknown', email: 'unknown@example.com', date: '1970-01-01T00:00:00Z' };

/** Every commit reachable from `sha`, itself included. */
export function ancestors(repo: SimRepo, sha: string): Set<string> {
  const seen = new Set<string>();
  const queue = [sha];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const parent of repo.commits[next]?.parents ?? []) queue.push(parent);
  }
  return seen;
}

/** The best common ancestor (nearest to `head` breadth-first); undefined for unrelated histories. */
export function mergeBase(repo: SimRepo, base: string, head: string): string | undefined {
  const fromBase = ancestors(repo, base);
  const queue = [head];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    if (fromBase.has(next)) return next;
    queue.push(...(repo.commits[next]?.parents ?? []));
  }
  return undefined;
}

/** Commits reachable from `head` but not from `base`, oldest first (GitHub's comparison order). */
export function commitsBetween(repo: SimRepo, base: string, head: string): SimCommit[] {
  const exclude = ancestors(repo, base);
  const list: SimCommit[] = [];
  for (const sha of ancestors(repo, head)) {
    const commit = repo.commits[sha];
    if (commit && !exclude.has(sha)) list.push(commit);
  }
  // Topological: parents before children (ancestor count is a simple, stable proxy here).
  const depth = new Map(list.map((c) => [c.sha, ancestors(repo, c.sha).size]));
  return list.sort((a, b) => (depth.get(a.sha) as number) - (depth.get(b.sha) as number));
}

const isBinary = (bytes: Buffer): boolean => bytes.includes(0) || !isUtf8(bytes);
function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const linesOf = (text: string): string[] => {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/**
 * A unified-diff hunk of the changed region (common head and tail trimmed, 3 lines of context),
 * with its line counts. Binary content has no patch, as on GitHub.
 */
function patchOf(
  before: Content | undefined,
  after: Content | undefined,
): { patch?: string; additions: number; deletions: number } {
  const a = before === undefined ? Buffer.alloc(0) : bytesOf(before);
  const b = after === undefined ? Buffer.alloc(0) : bytesOf(after);
  if (isBinary(a) || isBinary(b)) return { additions: 0, deletions: 0 };
  const old = linesOf(a.toString('utf8'));
  const neu = linesOf(b.toString('utf8'));
  let start = 0;
  while (start < old.length && start < neu.length && old[start] === neu[start]) start++;
  let endOld = old.length;
  let endNew = neu.length;
  while (endOld > start && endNew > start && old[endOld - 1] === neu[endNew - 1]) {
    endOld--;
    endNew--;
  }
  const removed = old.slice(start, endOld);
  const added = neu.slice(start, endNew);
  if (removed.length === 0 && added.length === 0) return { additions: 0, deletions: 0 };
  const ctxStart = Math.max(0, start - 3);
  const before3 = old.slice(ctxStart, start);
  const after3 = old.slice(endOld, endOld + 3);
  const oldCount = before3.length + removed.length + after3.length;
  const newCount = before3.length + added.length + after3.length;
  // 1-based start line and count; an empty side names the line before it (0 at the top).
  const range = (start: number, count: number): string =>
    count === 0 ? `${start},0` : count === 1 ? `${start + 1}` : `${start + 1},${count}`;
  const header = `@@ -${range(ctxStart, oldCount)} +${range(ctxStart, newCount)} @@`;
  const body = [
    ...before3.map((l) => ` ${l}`),
    ...removed.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
    ...after3.map((l) => ` ${l}`),
  ];
  return { patch: [header, ...body].join('\n'), additions: added.length, deletions: removed.length };
}

const diffCache = new WeakMap<Files, WeakMap<Files, { size: string; files: SimPullFile[] }>>();

/**
 * The files that differ between two trees, sorted by path, exact renames detected. Memoised by
 * tree identity (trees are replaced, not edited, by commits): paging through 3,000 files stays fast.
 */
export function diffTrees(before: Files, after: Files): SimPullFile[] {
  const size = `${Object.keys(before).length}:${Object.keys(after).length}`;
  const cached = diffCache.get(before)?.get(after);
  if (cached && cached.size === size) return cached.files;
  const files = computeDiff(before, after);
  let inner = diffCache.get(before);
  if (!inner) diffCache.set(before, (inner = new WeakMap()));
  inner.set(after, { size, files });
  return files;
}

function computeDiff(before: Files, after: Files): SimPullFile[] {
  const entries: SimPullFile[] = [];
  const removed: string[] = [];
  const added: string[] = [];
  for (const path of Object.keys(before)) if (!(path in after)) removed.push(path);
  for (const path of Object.keys(after)) {
    if (!(path in before)) added.push(path);
    else if (blobSha(before[path] as Content) !== blobSha(after[path] as Content)) {
      entries.push({
        filename: path,
        status: 'modified',
        sha: blobSha(after[path] as Content),
        ...patchOf(before[path], after[path]),
      });
    }
  }
  const removedBySha = new Map<string, string[]>();
  for (const path of removed) {
    const sha = blobSha(before[path] as Content);
    removedBySha.set(sha, [...(removedBySha.get(sha) ?? []), path]);
  }
  const renamedFrom = new Set<string>();
  for (const path of added) {
    const sha = blobSha(after[path] as Content);
    const from = removedBySha.get(sha)?.shift();
    if (from !== undefined) {
      renamedFrom.add(from);
      entries.push({ filename: path, status: 'renamed', previous_filename: from, sha, additions: 0, deletions: 0 });
    } else {
      entries.push({ filename: path, status: 'added', sha, ...patchOf(undefined, after[path]) });
    }
  }
  for (const path of removed) {
    if (renamedFrom.has(path)) continue;
    entries.push({
      filename: path,
      status: 'removed',
      sha: blobSha(before[path] as Content),
      ...patchOf(before[path], undefined),
    });
  }
  return entries.sort((x, y) => (x.filename < y.filename ? -1 : x.filename > y.filename ? 1 : 0));
}

/**
 * GitHub's default squash message: a single commit's own message with ` (#n)` after its subject
 * (its trailers kept); otherwise the pull request's title and each commit's message as a bullet.
 */
function squashMessage(repo: SimRepo, number: number, commits: readonly SimCommit[]): string {
  if (commits.length === 1) {
    const [subject, ...rest] = commits[0]!.message.split('\n');
    return [`${subject} (#${number})`, ...rest].join('\n');
  }
  return `${repo.issues[number]!.title} (#${number})\n\n${commits.map((c) => `* ${c.message}`).join('\n\n')}`;
}

/**
 * A pull request merged as GitHub's "Squash and merge" does it: one commit on the base with the
 * head's changes since the merge base (a protected base takes it: merging is the way in), the
 * pull request merged and its issue closed; the message is GitHub's default for a squash. No
 * webhook follows: the test runs the push's sync.
 */
export function mergePull(repo: SimRepo, number: number, by = 'alice'): SimCommit {
  const pull = repo.pulls[number];
  const issue = repo.issues[number];
  const head = pull && repo.branches[pull.head.ref];
  const base = pull && repo.branches[pull.base.ref];
  if (!pull || !issue || !head || !base || pull.merged || issue.state !== 'open')
    throw new Error(`pull request #${number} cannot be merged`);
  const from = mergeBase(repo, base.sha, head.sha);
  const before = (from && repo.commits[from]?.files) || {};
  const changes: Record<string, Content | null> = {};
  for (const path of new Set([...Object.keys(before), ...Object.keys(head.files)])) {
    const [was, now] = [before[path], head.files[path]];
    if (was === undefined || now === undefined ? was !== now : blobSha(was) !== blobSha(now))
      changes[path] = now ?? null;
  }
  const commit = commitFiles(repo, pull.base.ref, changes, {
    message: squashMessage(repo, number, commitsBetween(repo, base.sha, head.sha)),
    login: by,
    as: 'pr_merge',
  });
  const at = isoNow();
  Object.assign(pull, {
    merged: true,
    mergedAt: at,
    mergedBy: by,
    mergeCommitSha: commit.sha,
    head: { ...pull.head, sha: head.sha },
  });
  Object.assign(issue, { state: 'closed', stateReason: null, closedAt: at, closedBy: by, updatedAt: at });
  return commit;
}
