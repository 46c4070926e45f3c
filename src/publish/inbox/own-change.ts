import type { GitHubAdapter } from '../../github/adapter.js';
import { unedited } from '../../inbox/bot-word.js';
import { parseCommand } from '../../inbox/commands/parse.js';
import { BY_TRAILER, COMMENT_TRAILER, isLogin, trailerValues } from '../../inbox/trailers.js';

/** Where the branch of a command's pull request starts (`handoff-gate/approve-intent-x-123`), when the default branch is protected. */
export const COMMAND_BRANCH_PREFIX = 'handoff-gate/';

export const ANY_TRAILER = new RegExp(`^${COMMENT_TRAILER}: \\d+$`, 'm');

/**
 * The parts of a run's event this reads: who opened a pull request from which branch, or who
 * pushed which commits (GitHub's word); any other event is never the action's own change.
 */
export type ChangeEvent =
  | { kind: 'pull_request'; author?: string; headRef: string; body?: string }
  | { kind: 'push'; sender?: string; commitMessages?: readonly string[] }
  | { kind: 'merge_group'; headRef: string }
  | { kind: 'full-scan' | 'issue_comment' | 'workflow_run' | 'other' };

/**
 * Whether the change this run checks is handoff-gate's own, carrying out a person's command on an
 * inbox issue (whose approvals the issue records): a pull request opened by the action's identity
 * from one of its command branches, or a push by that identity whose every commit carries the
 * trailer. Both need the identity, which a fork or another person cannot take; a branch name or a
 * commit message alone could be copied. A command's pull request that a person merges reaches the
 * default branch as a push by that person, which counts as theirs.
 */
export function isInboxCommandChange(event: ChangeEvent, identity: string): boolean {
  if (event.kind === 'pull_request')
    return event.author === identity && event.headRef.startsWith(COMMAND_BRANCH_PREFIX);
  if (event.kind === 'push')
    return (
      event.sender === identity &&
      (event.commitMessages?.length ?? 0) > 0 &&
      event.commitMessages!.every((m) => ANY_TRAILER.test(m))
    );
  return false;
}

const COMMENT_ID = /^[1-9][0-9]{0,15}$/;
/** The command a bot's commit subject names: `handoff-gate: /approve intent x (by alice)`. */
const SUBJECT_COMMAND = /^handoff-gate: \/([a-z]{1,10})\b/;

/**
 * {@link isInboxCommandChange}, checked against GitHub's record: the action's login is shared by
 * every workflow of the repository, so a push or pull request under it, with the trailers copied,
 * proves nothing by itself. Each commit (or the pull request's body) must name, in its trailer, a
 * comment that exists, was written by a person (never that login, never an app), was never
 * edited, and gives the command the commit's subject names, by the person its `Handoff-Gate-By:`
 * names. Anything less, or a read that fails, is not the action's own change: the rules that give
 * way to its commands then speak.
 */
export async function isVerifiedInboxCommandChange(
  event: ChangeEvent,
  identity: string,
  github: () => Promise<Pick<GitHubAdapter, 'getComment' | 'getIssue' | 'pullsOf'>>,
): Promise<boolean> {
  if (event.kind === 'merge_group') return isQueuedInboxCommand(event.headRef, identity, github);
  if (!isInboxCommandChange(event, identity)) return false;
  const messages =
    event.kind === 'push' ? (event.commitMessages ?? []) : event.kind === 'pull_request' ? [event.body ?? ''] : [];
  if (messages.length === 0 || messages.length > 20) return false;
  try {
    const api = await github();
    for (const message of messages) if (!(await carriesACommand(message, identity, api))) return false;
    return true;
  } catch {
    return false;
  }
}

/**
 * The queue's branch of a merge group: `gh-readonly-queue/<base branch>/pr-<number>-<head sha>`.
 * The group's base is its parent (the entry ahead of it, or the base branch), so its change is
 * that one pull request's.
 */
const QUEUE_BRANCH = /^(?:refs\/heads\/)?gh-readonly-queue\/[^\n]{1,255}\/pr-([1-9][0-9]{0,9})-([0-9a-f]{40})$/;

/**
 * A merge group is handoff-gate's own command when the one pull request it queues is, judged as
 * on that pull request: opened by the action's identity from a command branch, with a body that
 * carries a command GitHub's record bears out. Read from GitHub (the pull request's issue, and the
 * pull requests of its head commit), never from the group's text; anything less is not.
 */
async function isQueuedInboxCommand(
  headRef: string,
  identity: string,
  github: () => Promise<Pick<GitHubAdapter, 'getComment' | 'getIssue' | 'pullsOf'>>,
): Promise<boolean> {
  const queued = QUEUE_BRANCH.exec(headRef);
  if (!queued) return false;
  const number = Number(queued[1]);
  try {
    const api = await github();
    const pull = (await api.pullsOf(queued[2]!)).find((p) => p.number === number);
    if (!pull?.headHere || pull.author === undefined) return false;
    const issue = await api.getIssue(number);
    const asPullRequest = {
      kind: 'pull_request' as const,
      author: pull.author,
      headRef: pull.headRef,
      body: issue.body,
    };
    return isInboxCommandChange(asPullRequest, identity) && (await carriesACommand(issue.body, identity, api));
  } catch {
    return false;
  }
}

async function carriesACommand(
  message: string,
  identity: string,
  github: Pick<GitHubAdapter, 'getComment'>,
): Promise<boolean> {
  const text = message.slice(0, 64 * 1024);
  const ids = trailerValues(text, COMMENT_TRAILER)
    .filter((id) => COMMENT_ID.test(id))
    .map(Number);
  const by = trailerValues(text, BY_TRAILER).find(isLogin);
  const word = SUBJECT_COMMAND.exec(text)?.[1];
  if (ids.length !== 1 || by === undefined) return false;
  const comment = await github.getComment(ids[0]!);
  if (!comment || comment.author === identity || comment.author.endsWith('[bot]') || !unedited(comment)) return false;
  if (comment.author.toLowerCase() !== by.toLowerCase()) return false;
  const command = parseCommand(comment.body, []);
  return command !== undefined && 'name' in command && (word === undefined || command.name === word);
}
