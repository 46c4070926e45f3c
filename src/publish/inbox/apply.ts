import type { FormatDefinition } from '../../core/format.js';
import type { Command, EditOutcome, FilesOutcome } from '../../core/format-inbox.js';
import type { InboxItem } from '../../report/report.js';
import type { GitHubAdapter, RepoFile } from '../../github/adapter.js';
import { httpStatus, isConflict } from '../../github/errors.js';
import type { Logger } from '../../logging.js';
import { COMMAND_BRANCH_PREFIX } from './own-change.js';
import { BY_TRAILER, COMMENT_TRAILER } from '../../inbox/trailers.js';
import { ulid } from './ulid.js';
import { codeSpan } from '../../render/escape.js';
import { CREATE_ATTEMPTS, createOnce, mayHaveLanded } from '../../github/once.js';

export type AppliedChange =
  | { kind: 'refused'; reason: string }
  | { kind: 'committed'; summary: string; commits: string[]; itemResolved: boolean; finalText?: string }
  | { kind: 'pull-request'; number: number; url: string }
  /** The item is no longer what the issue showed (`now`: the item as the file has it, if it still waits). */
  | { kind: 'stale'; now: InboxItem | undefined };

interface ApplyInput {
  /** `pull-request`: every change goes through a pull request, even where a direct commit would be allowed. */
  mode: 'direct' | 'pull-request';
  /** Writes that create something are sent once by the client: a lost answer is recognised here before each retry, never blindly repeated. */
  github: GitHubAdapter;
  item: InboxItem;
  /** Every format: the item's own says how the command applies to its file. */
  formats: readonly FormatDefinition[];
  command: Command;
  user: string;
  branch: string;
  /** The comment the command came in: every commit names it, so that a retry or a re-run knows its own work. */
  commentId: number;
  /** An approval's quorum: every approver is named in the commit (`Approved-by:` trailers). */
  approvers?: readonly string[];
  /** The item's file as already read at the branch head, to start from instead of reading it again. */
  first?: RepoFile;
  /**
   * Whether the item in this text of its file is still what the human saw: undefined when it
   * is, else what to answer instead. Asked before every write, after a 409's re-read too.
   */
  recheck?(text: string): Extract<AppliedChange, { kind: 'stale' }> | undefined;
  logger: Logger;
}

/** The file changes one command makes to the item's file: the edited text, or a deletion; or several files written together. */
type Edit = EditOutcome | FilesOutcome;

/**
 * The commit message with the trailers naming the comment and the person whose command it is (a
 * trailer is the last paragraph's `Key: value` line): they join the approvers' `Approved-by:`
 * trailers when the message ends with them.
 */
function withTrailer(message: string, input: Pick<ApplyInput, 'commentId' | 'user'>): string {
  const text = message.trimEnd();
  const joins = APPROVED_BY_PARAGRAPH.test(text.slice(text.lastIndexOf('\n\n') + 2));
  return `${text}${joins ? '\n' : '\n\n'}${trailers(input)}`;
}

/** `Handoff-Gate-Comment: 123` and, for a login GitHub could have, `Handoff-Gate-By: alice`. */
const trailers = ({ commentId, user }: Pick<ApplyInput, 'commentId' | 'user'>): string =>
  `${COMMENT_TRAILER}: ${commentId}${LOGIN.test(user) ? `\n${BY_TRAILER}: ${user}` : ''}`;
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

/** A last paragraph made only of our `Approved-by:` trailers. */
const APPROVED_BY_PARAGRAPH = /^Approved-by: [A-Za-z0-9-]+(?:\nApproved-by: [A-Za-z0-9-]+)*$/;

/** The trailers that name every approver of a quorum, in the order they approved. */
const approvedBy = (approvers: readonly string[]): string =>
  approvers.map((login) => `Approved-by: ${login}`).join('\n');

/** True when a commit message carries this comment's trailer. */
function carriesTrailer(message: string, commentId: number): boolean {
  return new RegExp(`^${COMMENT_TRAILER}: ${commentId}$`, 'm').test(message);
}

/**
 * The commit that carried out this comment, when the newest commit touching `path` is it: how
 * a retry or a re-run of the same event recognises work whose answer it never got.
 */
export async function commitOfComment(
  github: Pick<GitHubAdapter, 'lastCommitFor'>,
  path: string,
  branch: string,
  commentId: number,
): Promise<string | undefined> {
  const last = await github.lastCommitFor(path, branch);
  return last && carriesTrailer(last.message, commentId) ? last.sha : undefined;
}

/** Apply a command to the item's file(s) on the default branch, or explain why it does not apply. */
export async function applyToFiles(input: ApplyInput): Promise<AppliedChange> {
  const { item, command, user } = input;
  const inbox = input.formats.find((format) => format.id === item.format)?.inbox;
  const plan = inbox?.command?.(item, command);
  if (!plan) {
    return {
      kind: 'refused',
      reason: `No command applies to this item (${item.reason} of a ${item.format} file): fix ${codeSpan(item.path)} and push, and the issue closes by itself.`,
    };
  }
  if (plan.kind === 'refused') return plan;
  const done = await commitEdit(input, item.path, (text) => {
    const now = new Date();
    const outcome = plan.edit({ path: item.path, text }, { user, now, newId: () => ulid(now) });
    if (!input.approvers?.length || outcome.kind !== 'edit') return outcome;
    return { ...outcome, commitMessage: `${outcome.commitMessage.trimEnd()}\n\n${approvedBy(input.approvers)}` };
  });
  if (done.kind !== 'committed') return done;
  const resolved = command.name !== 'answer' || !(inbox?.stillWaits?.(done.finalText ?? '') ?? false);
  return {
    kind: 'committed',
    summary: done.summary,
    commits: done.commits,
    itemResolved: resolved,
    ...(done.finalText !== undefined && { finalText: done.finalText }),
  };
}

type Committed = { kind: 'committed'; summary: string; commits: string[]; finalText?: string };

/**
 * After a write failed or its answer was lost: whether the branch has the change all the same
 * (the file holds the intended text, or is gone for a deletion). Returns the commit when this
 * comment's trailer names it, `''` when the change is there but not by a commit we can name,
 * undefined when it is not there.
 */
async function landed(
  input: ApplyInput,
  path: string,
  intended: string | null,
  again: RepoFile | undefined,
): Promise<string | undefined> {
  const there = intended === null ? again === undefined : again?.text === intended;
  if (!there) return undefined;
  return (await commitOfComment(input.github, path, input.branch, input.commentId)) ?? '';
}

/**
 * Read, edit and commit one file with the sha just read. A 409 means the file moved on (re-read
 * and re-apply) or the branch is protected (the sha did not move): then a pull request. A
 * server error or a lost answer is followed by a re-read: if the change is there, it is ours.
 */
async function commitEdit(
  input: ApplyInput,
  path: string,
  edit: (text: string) => Edit,
): Promise<Committed | Exclude<AppliedChange, { kind: 'committed' }>> {
  const { github, branch } = input;
  let reread: RepoFile | undefined | null = input.first ?? null;
  let failure: unknown;
  for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
    const file = reread === null ? await github.readFile(path, branch) : reread;
    reread = null;
    if (!file) return { kind: 'refused', reason: `${codeSpan(path)} no longer exists on ${codeSpan(branch)}.` };
    const stale = input.recheck?.(file.text);
    if (stale) return stale;
    const outcome = edit(file.text);
    if (outcome.kind === 'refused') return outcome;
    if (outcome.kind === 'files') return writeFiles(input, file, outcome);
    if (input.mode === 'pull-request') return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
    const message = withTrailer(outcome.commitMessage, input);
    const done = (commits: string[]): Committed => ({
      kind: 'committed',
      summary: outcome.summary,
      commits,
      ...(outcome.kind === 'edit' && { finalText: outcome.text }),
    });
    try {
      const sha =
        outcome.kind === 'edit'
          ? await github.writeFile({ path, text: outcome.text, sha: file.sha, message, branch })
          : await github.deleteFile({ path, sha: file.sha, message, branch });
      return done([sha]);
    } catch (error) {
      if (!isConflict(error) && !mayHaveLanded(error)) throw error;
      const again = await github.readFile(path, branch);
      const ours = await landed(input, path, outcome.kind === 'edit' ? outcome.text : null, again);
      if (ours !== undefined) {
        input.logger.info(
          `handoff-gate: the change to ${path} is on ${branch} although its answer was lost; not writing it again.`,
        );
        return done(ours ? [ours] : []);
      }
      if (isConflict(error) && again?.sha === file.sha)
        return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
      input.logger.info(
        `handoff-gate: ${path} ${isConflict(error) ? 'changed while the command was applied' : 'was not written (no answer from GitHub)'}; applying it again.`,
      );
      reread = again;
      failure = isConflict(error) ? undefined : error;
      // A server error is waited out as the client waits before its own retries; a conflict is re-read at once.
      if (failure !== undefined && attempt < CREATE_ATTEMPTS) await github.pause(attempt);
    }
  }
  // GitHub failing every time is a failure (the caller says so and the step fails), not a file that kept changing.
  if (failure !== undefined) throw failure;
  return {
    kind: 'refused',
    reason: `${codeSpan(path)} kept changing while the command was applied; please try again.`,
  };
}

interface PendingChange {
  path: string;
  outcome: Exclude<EditOutcome, { kind: 'refused' }>;
  sha?: string;
}

/**
 * The default branch is protected: the same change on a new branch, and a pull request for it.
 * The branch is named for the comment, so a retry or a re-run of the same event finds its own
 * branch and pull request again instead of opening another: an open pull request from it is the
 * answer; a branch left by a run that stopped half-way is completed (files that already hold the
 * change are not written again). Each write is retried as `createOnce` retries a create, after
 * looking for its effect: the client sends them once (`withoutRetries`), so no answer lost on the
 * way back makes a second branch, commit or pull request.
 */
async function viaPullRequest(input: ApplyInput, changes: PendingChange[]): Promise<AppliedChange> {
  const { github, branch, command, item } = input;
  const name = `${COMMAND_BRANCH_PREFIX}${command.name}-${item.key.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)}-${input.commentId}`;
  const open = await github.findPull(name, branch);
  if (open) return { kind: 'pull-request', ...open };
  const resumed = await branchOnce(github, name, branch);
  for (const change of changes) await writeOnBranch(input, name, change, resumed);
  return { kind: 'pull-request', ...(await pullOnce(input, name, changes[0]!.outcome)) };
}

/** Whether a branch exists: a read of its ref (404: it does not). */
async function branchExists(github: GitHubAdapter, name: string): Promise<boolean> {
  try {
    await github.branchSha(name);
    return true;
  } catch (error) {
    if (httpStatus(error) === 404) return false;
    throw error;
  }
}

/**
 * The command's branch, made from `from`'s head. Returns true when it was there already, made by
 * an earlier attempt at this very comment (the name is the comment's): its files may hold the
 * change already. A create whose answer was lost is recognised by reading the ref, and a 422
 * is taken for "already exists" only when the ref is there.
 */
async function branchOnce(github: GitHubAdapter, name: string, from: string): Promise<boolean> {
  const there = async () => ((await branchExists(github, name)) ? true : undefined);
  const head = await github.branchSha(from);
  try {
    return await createOnce(
      async () => (await github.createBranch(name, head), false),
      there,
      (attempt) => github.pause(attempt),
    );
  } catch (error) {
    if (httpStatus(error) === 422 && (await there())) return true;
    throw error;
  }
}

/** Whether a file as read holds a change: the intended text, or gone for a deletion (`null`). */
const holds = (file: RepoFile | undefined, intended: string | null): boolean =>
  intended === null ? file === undefined : file?.text === intended;

/**
 * One change committed to the command's branch, with the trailer. On a resumed branch a file that
 * holds the change already is left alone. A write whose answer was lost is recognised by reading
 * the file on the branch again (it holds the change: the commit is there), and only otherwise
 * sent again: one commit, never two.
 */
async function writeOnBranch(input: ApplyInput, name: string, change: PendingChange, resumed: boolean): Promise<void> {
  const { github } = input;
  const intended = change.outcome.kind === 'edit' ? change.outcome.text : null;
  const onBranch = resumed ? await github.readFile(change.path, name) : undefined;
  if (resumed && holds(onBranch, intended)) return;
  const sha = resumed ? onBranch?.sha : change.sha;
  const message = withTrailer(change.outcome.commitMessage, input);
  const write = () =>
    intended === null
      ? github.deleteFile({ path: change.path, sha: sha!, message, branch: name })
      : github.writeFile({ path: change.path, text: intended, ...(sha && { sha }), message, branch: name });
  const landed = async () => (holds(await github.readFile(change.path, name), intended) ? true : undefined);
  await createOnce(
    async () => (await write(), true),
    landed,
    (attempt) => github.pause(attempt),
  );
}

/**
 * The pull request from the command's branch. One whose answer was lost is found by `findPull`
 * before the next attempt; a 422 is "one exists already" when `findPull` finds it (a concurrent
 * run of the same event opened it).
 */
async function pullOnce(
  input: ApplyInput,
  name: string,
  first: PendingChange['outcome'],
): Promise<{ number: number; url: string }> {
  const { github, branch, command } = input;
  const find = () => github.findPull(name, branch);
  const create = () =>
    github.createPull({
      head: name,
      base: branch,
      // A title is one line: the commit message's subject (a reason's own lines stay in the body).
      title: first.commitMessage.split('\n')[0]!,
      body: `${first.summary}\n\n${codeSpan(branch)} is protected, so handoff-gate proposes the change here instead of committing it. Merging it applies \`/${command.name}\` from the inbox issue.\n\n${trailers(input)}`,
    });
  try {
    return await createOnce(create, find, (attempt) => github.pause(attempt));
  } catch (error) {
    const found = httpStatus(error) === 422 ? await find() : undefined;
    if (found) return found;
    throw error;
  }
}

/**
 * One file written for `/answer` on a question: with the trailer, retried as a create is
 * (`createOnce`) after a failure that may have landed, and recognised when its answer is lost
 * (the file then holds the text) instead of being written twice. A 409 is the caller's to handle.
 */
async function writeOnce(
  input: ApplyInput,
  change: { path: string; text: string; sha?: string; message: string },
): Promise<string> {
  const { github, branch } = input;
  return createOnce(
    () => github.writeFile({ ...change, message: withTrailer(change.message, input), branch }),
    async () => landed(input, change.path, change.text, await github.readFile(change.path, branch)),
    (attempt) => github.pause(attempt),
  );
}

/**
 * Several files written together (a question's answer: the answer message, then the question),
 * the item's own file (`read`) last and with the sha just read. A file other than the item's
 * that this comment already wrote is not written again; one that someone else wrote (before, or
 * meanwhile) is refused, never replaced.
 */
async function writeFiles(
  input: ApplyInput,
  read: RepoFile,
  result: FilesOutcome,
): Promise<Committed | Exclude<AppliedChange, { kind: 'committed' }>> {
  const { github, branch, item } = input;
  const change = (text: string): PendingChange['outcome'] => ({
    kind: 'edit',
    text,
    summary: result.summary,
    commitMessage: result.commitMessage,
  });
  const own = result.files.find((f) => f.path === item.path)!;
  const others = result.files.filter((f) => f !== own);
  const pending = (): PendingChange[] => [
    ...others.map((f) => ({ path: f.path, outcome: change(f.text) })),
    { path: own.path, outcome: change(own.text), sha: read.sha },
  ];
  if (input.mode === 'pull-request') return viaPullRequest(input, pending());
  const commits: string[] = [];
  try {
    for (const other of others) {
      // A run that wrote this file and then lost its way: it is there already, by this comment.
      const earlier = await commitOfComment(github, other.path, branch, input.commentId);
      if (earlier) commits.push(earlier);
      else {
        // Someone else's file there (an answer written by hand, or by another command at the
        // same moment) is theirs: never replaced unseen.
        if (await github.readFile(other.path, branch)) return { kind: 'refused', reason: alreadyThere(other.path) };
        commits.push(await writeOnce(input, { path: other.path, text: other.text, message: result.commitMessage }));
      }
    }
    commits.push(
      await writeOnce(input, { path: own.path, text: own.text, sha: read.sha, message: result.commitMessage }),
    );
  } catch (error) {
    if (!isConflict(error) || commits.length > 0) throw error;
    const first = others[0];
    const again = first && (await github.readFile(first.path, branch));
    if (again !== undefined)
      return { kind: 'refused', reason: `${codeSpan(first!.path)} changed meanwhile; please try again.` };
    return viaPullRequest(input, pending());
  }
  return { kind: 'committed', summary: result.summary, commits: commits.filter(Boolean), finalText: own.text };
}

/** The refusal when a file a command would create exists already, written by someone else. */
function alreadyThere(path: string): string {
  return `${codeSpan(path)} exists already, written by someone else (an answer to this question?), so it was not replaced. Read it: if it answers the question, set the question's \`status\` to \`completed\`; if not, remove it and repeat the command.`;
}
