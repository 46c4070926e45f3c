import { systemClock } from '../../util/clock.js';
import type { GitHubAdapter, RepoFile } from '../../github/adapter.js';
import { describeFailure } from '../../github/errors.js';
import { createOnce } from '../../github/once.js';
import { codeSpan } from '../../render/escape.js';
import type { InboxItem } from '../../report/report.js';
import { isBotWord } from '../../inbox/bot-word.js';
import { stateHash } from '../../inbox/issue.js';
import { countsApprovals } from '../../inbox/reasons.js';
import { applyToFiles, type AppliedChange } from './apply.js';
import { droppedText, quorumNow, type Dropped } from './approval-step.js';
import type { CommandInput } from './command-input.js';
import type { CommandEvent } from './command-event.js';
import { boundHere, closeResolved, itemFrom, itemWeighed, type History } from './command-issue.js';
import { versionsFrom, waitsForApproval } from './fresh-inbox.js';

export const quorumText = (approvers: readonly string[]) =>
  `Approved by ${approvers.map((login) => codeSpan(login)).join(', ')} (${approvers.length} of ${approvers.length} approvals).`;

/**
 * A re-run of an `/approve` that was recorded: if the quorum holds at the state the issue shows
 * and the item still waits so, it is carried out now; otherwise nothing is written.
 */
export async function settleQuorum(input: CommandInput, github: GitHubAdapter, event: CommandEvent): Promise<void> {
  const { issue, marker } = event;
  const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
  if (path === undefined) return;
  const commit = (await github.lastCommitFor(path, input.defaultBranch))?.sha ?? '';
  const file = await github.readFile(path, input.defaultBranch);
  const history: History = {};
  const { item, unread } = await itemWeighed(input, github, path, marker, file?.text, history);
  if (unread !== undefined || !item || !countsApprovals(input.formats, item) || stateHash(item) !== marker.state)
    return;
  if ((await boundHere(input, github, issue, marker, item, '`/approve`')) !== true) return;
  const now = await quorumNow({
    github,
    config: input.config,
    item,
    commit,
    pushers: marker.pushers ?? [],
    issue: issue.number,
    identity: input.identity,
    branch: input.defaultBranch,
    waits: (text) => waitsForApproval(input.config, input.formats, path, text, versionsFrom(history.versions, text)),
    clock: input.clock ?? systemClock,
  });
  if (now) await carryOutQuorum(input, github, event, item, now, file, history);
}

/**
 * The quorum holds, completed by others' approvals recorded meanwhile (or found by a re-run): the
 * file moves to `approved` with every approver named, and one comment says so (its own marker, so
 * that a lost answer is not posted twice). The comment that asked has its reply already.
 */
export async function carryOutQuorum(
  input: CommandInput,
  github: GitHubAdapter,
  event: CommandEvent,
  item: InboxItem,
  quorum: { approvers: string[]; dropped: Dropped[] },
  file: RepoFile | undefined,
  history: History,
): Promise<void> {
  const { issue, comment, marker } = event;
  const { approvers } = quorum;
  let change: AppliedChange;
  try {
    change = await applyToFiles({
      mode: input.config.commitMode,
      github,
      item,
      formats: input.formats,
      command: { name: 'approve' },
      user: comment.user,
      branch: input.defaultBranch,
      commentId: comment.id,
      approvers,
      ...(file && { first: file }),
      recheck(text) {
        const now = itemFrom(input, item.path, marker.key, text, history.versions);
        return now && stateHash(now) === marker.state ? undefined : { kind: 'stale', now };
      },
      logger: input.logger,
    });
  } catch (error) {
    // As for any command whose write failed: said on the issue, and the step fails; re-running
    // this job finds the approvals recorded and carries the quorum out.
    await github
      .createComment(
        issue.number,
        `The approvals are complete, but moving the intent to \`approved\` failed: ${describeFailure(error)}. Re-run the failed job to try again (a change that did land is recognised, never made twice).`,
      )
      .catch(() => undefined);
    throw error;
  }
  // Another run carried the quorum out first (the item is approved), or the item changed: nothing to add.
  if (change.kind === 'stale' || change.kind === 'refused') return;
  const where =
    change.kind === 'pull-request'
      ? `The change is in pull request #${change.number} (${change.url}); the item stays open until it is merged.`
      : `Committed in ${change.commits.map((sha) => input.commitUrl(sha)).join(' and ') || codeSpan(input.defaultBranch)}.`;
  const body = `${quorumText(approvers)}${droppedText(quorum.dropped)} ${where}`;
  await createOnce(
    () => github.createComment(issue.number, body),
    async () =>
      (await github.listComments(issue.number)).find(
        (c) => isBotWord(c, input.identity) && c.body.trimEnd() === body.trimEnd(),
      ),
    (attempt) => github.pause(attempt),
  );
  if (change.kind === 'committed' && change.itemResolved) await closeResolved(github, issue, body);
}
