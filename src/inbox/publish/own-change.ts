/** The trailer a command's commits carry: the comment they carry out (`Handoff-Gate-Comment: 123`). */
export const COMMENT_TRAILER = 'Handoff-Gate-Comment';

/**
 * The trailer that names the person whose command a commit carries out (`Handoff-Gate-By: alice`):
 * on a line of its own, it survives a squash or rebase merge of the command's pull request, which
 * appends ` (#12)` to the subject. A claim: it only adds that person to those who shaped the item.
 */
export const BY_TRAILER = 'Handoff-Gate-By';

/** Where the branch of a command's pull request starts (`handoff-gate/approve-intent-x-123`), when the default branch is protected. */
export const COMMAND_BRANCH_PREFIX = 'handoff-gate/';

export const ANY_TRAILER = new RegExp(`^${COMMENT_TRAILER}: \\d+$`, 'm');

/**
 * The parts of a run's event this reads: who opened a pull request from which branch, or who
 * pushed which commits (GitHub's word); any other event is never the action's own change.
 */
export type ChangeEvent =
  | { kind: 'pull_request'; author?: string; headRef: string }
  | { kind: 'push'; sender?: string; commitMessages?: readonly string[] }
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
