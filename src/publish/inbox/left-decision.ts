import type { GitHubAdapter } from '../../github/adapter.js';
import { describeFailure } from '../../github/errors.js';
import { codeSpan } from '../../render/escape.js';
import { shortSha } from '../../util/short-sha.js';
import { approvalsSince, requiredApprovals, sameLogin } from '../../inbox/approvals.js';
import { commitText, login } from '../../inbox/command-text.js';
import type { LeftState } from '../../inbox/issue-left.js';
import type { InboxMarker } from '../../inbox/issue-marker.js';
import { qualifying } from './approval-step.js';
import type { CommandInput } from './command-input.js';
import type { EventIssue } from './command-event.js';
import { closeResolved, itemFrom, refreshAfterCommand } from './command-issue.js';
import { BY_TRAILER, COMMENT_TRAILER, trailerValues } from '../../inbox/trailers.js';
import { proposersOf } from './proposers.js';
import { commandsCountSince, landedAt } from './pushed-by.js';

/*
 * A person's decision on an item that left the inbox without one (see issue-left.ts). `/approve`
 * ratifies the change that took it out: approvals are counted as for an approval at `high` risk,
 * from the issue's `/approve` comments made after that change landed (GitHub's record), by people
 * who qualify and who did not make or bring any change since the item last waited; the quorum is
 * committed to the default branch as a commit that changes no file, naming every approver.
 * `/reject` undoes the change: the item's file goes back to its newest version in which the item
 * waited, so it waits again and its issue shows it as it waits.
 */

/** What a command on a left item needs of the command run. */
export interface LeftCommand {
  input: CommandInput;
  github: GitHubAdapter;
  issue: EventIssue;
  marker: InboxMarker;
  comment: { id: number; user: string };
  name: string;
  reply(text: string, ok: boolean): Promise<void>;
}

/** Commits of the branch looked through for a decision this comment already committed (a lost answer). */
const RECENT = 50;
/** Times a decision commit is tried when the branch moved under it. */
const TRIES = 3;

export async function carryOutLeft(run: LeftCommand, left: LeftState): Promise<void> {
  const { input, github, marker, name } = run;
  const branch = input.defaultBranch;
  const change = `the change in ${shortSha(left.commit)} (${codeSpan(left.ruleId)})`;
  if (name !== 'approve' && name !== 'reject')
    return run.reply(
      `This item left the inbox without a decision through ${change}, so \`/${name}\` does not apply: only \`/approve\` (ratify that change) or \`/reject\` (undo it) does.`,
      false,
    );
  const path = marker.path;
  if (path === undefined) return run.reply('This issue does not name its file, so nothing was done.', false);
  const head = await github.readFile(path, branch);
  if (itemFrom(input, path, marker.key, head?.text))
    return run.reply(
      `The item waits again on ${codeSpan(branch)}, so there is nothing to ratify or undo: the next run brings this issue up to date.`,
      false,
    );
  const done = await decidedAlready(github, branch, run.comment.id);
  if (done) {
    await run.reply(`\`/${name}\` was applied: committed in ${input.commitUrl(done)}.`, true);
    if (name === 'approve') await closeResolved(github, run.issue, ratifiedText(run.comment.user, input, done));
    return;
  }
  const landed = await landedAt(github, branch, left.commit);
  if ('unknown' in landed)
    return run.reply(
      `${change} cannot be matched with GitHub's record of ${codeSpan(branch)} (${landed.unknown}), so \`/${name}\` was not carried out. Re-run the job.`,
      false,
    );
  return name === 'reject' ? reject(run, left, path, head?.sha) : ratify(run, left, path, landed.at);
}

/** The commit among the branch's newest that carries out this comment, if one does. */
async function decidedAlready(github: GitHubAdapter, branch: string, comment: number): Promise<string | undefined> {
  const recent = await github.recentCommits(branch, RECENT);
  return recent.find((c) => trailerValues(c.message, COMMENT_TRAILER).includes(String(comment)))?.sha;
}

const ratifiedText = (user: string, input: CommandInput, commit: string) =>
  `Ratified: \`/approve\` by ${codeSpan(user)}, the decision committed in ${input.commitUrl(commit)}.`;

const trailers = (comment: number, user: string) => `${COMMENT_TRAILER}: ${comment}\n${BY_TRAILER}: ${user}`;

/** `/reject`: the file back to its newest version in which the item waited, so that it waits again. */
async function reject(run: LeftCommand, left: LeftState, path: string, headSha: string | undefined): Promise<void> {
  const { input, github, marker, comment } = run;
  const branch = input.defaultBranch;
  const commits = await github.commitsFor(path, branch, 50);
  for (const commit of commits) {
    const file = await github.readFile(path, commit.sha);
    const item = file && itemFrom(input, path, marker.key, file.text);
    if (!file || !item) continue;
    const message = `handoff-gate: /reject undoes the change in ${shortSha(left.commit)} to ${commitText(path, 200)} (by ${login(comment.user)})\n\nThe item left the inbox without a decision (${left.ruleId}); it waits again as it did in ${shortSha(commit.sha)}.\n\n${trailers(comment.id, comment.user)}`;
    const sha = await github.writeFile({ path, text: file.text, ...(headSha && { sha: headSha }), message, branch });
    await refreshAfterCommand(input, github, run.issue, item, sha || undefined);
    return run.reply(
      `Rejected: ${codeSpan(path)} is back as it was in ${shortSha(commit.sha)}, so the item waits again. Committed in ${input.commitUrl(sha)}.`,
      true,
    );
  }
  return run.reply(
    `No version of ${codeSpan(path)} among its newest ${commits.length} commits has the item waiting, so there is nothing to go back to: edit the file by hand.`,
    false,
  );
}

/** `/approve`: counted as an approval at `high`; the quorum committed as a decision. */
async function ratify(run: LeftCommand, left: LeftState, path: string, landed: string): Promise<void> {
  const { input, github, marker, comment, issue } = run;
  const { config, identity } = input;
  const branch = input.defaultBranch;
  const required = requiredApprovals({ risk: 'high' }, config.approvalsRequired);
  const self = await proposersOf(
    github,
    path,
    branch,
    () => false,
    (file) => !(file && itemFrom(input, path, marker.key, file.text)),
  );
  if ('unknown' in self)
    return run.reply(
      `Who made or brought the changes since the item last waited cannot be told (${self.unknown}), so no ratification counts here. Use \`/reject\`, or change the file through a reviewed pull request.`,
      false,
    );
  const selfLogins = [...self.logins, ...(marker.pushers ?? []).filter((p) => p !== '*')];
  if (!config.selfApproval && selfLogins.some((l) => sameLogin(l, comment.user)))
    return run.reply(
      `You made or brought a change to ${codeSpan(path)} since the item last waited, so your ratification does not count (config \`approvers.self-approval\`). ${required === 1 ? 'Another person' : `${required} other people`} with the right access must ratify it.`,
      false,
    );
  const since = await commandsCountSince(github, issue.number, landed);
  if (since === undefined)
    return run.reply(
      "GitHub's record of when this issue was reopened cannot be read in full, so no ratification can be counted now. Re-run the job.",
      false,
    );
  const comments = await github.listComments(issue.number);
  const made = approvalsSince(comments, identity, since);
  if (!made.some((a) => a.comment === comment.id))
    return run.reply(
      made.some((a) => sameLogin(a.login, comment.user))
        ? 'You ratified this change already.'
        : `This \`/approve\` was posted before ${shortSha(left.commit)} reached ${codeSpan(branch)}, or was edited, so it does not count. Approve again if you agree.`,
      false,
    );
  const others = made.filter((a) => !sameLogin(a.login, comment.user)).map((a) => a.login);
  const { counted } = await qualifying(input, others, config.selfApproval ? [] : selfLogins);
  const approvers = [...counted, comment.user];
  if (approvers.length < required) {
    const more = required - approvers.length;
    return run.reply(
      `Your ratification is recorded: ${approvers.length} of ${required} approvals. The change is ratified once ${more === 1 ? 'one more person approves' : `${more} more people approve`}.`,
      true,
    );
  }
  const message = `handoff-gate: /approve ratifies the change in ${shortSha(left.commit)} to ${commitText(path, 200)} (by ${login(comment.user)})\n\nThe item left the inbox without a decision (${left.ruleId}); ${approvers.length === 1 ? 'a person' : 'people'} with the right access ratified that change.\n\n${approvers.map((a) => `Approved-by: ${a}`).join('\n')}\n${trailers(comment.id, comment.user)}`;
  let sha: string;
  try {
    sha = await commitOnce(github, branch, message, comment.id);
  } catch (error) {
    // Said where the person looks (the step fails as well); unanswered, so a re-run tries again.
    await github
      .createComment(
        issue.number,
        `The ratification could not be committed to ${codeSpan(branch)}: ${describeFailure(error)}. Re-run the failed job to try again (a decision that did land is recognised, never committed twice).`,
      )
      .catch(() => undefined);
    throw error;
  }
  await run.reply(`Ratified ${change(left)}: committed in ${input.commitUrl(sha)}.`, true);
  await closeResolved(github, issue, ratifiedText(approvers.join(', '), input, sha));
}

const change = (left: LeftState) => `the change in ${shortSha(left.commit)}`;

/** The decision committed once: a head that moved under it is read again; a commit that landed with its answer lost is found. */
async function commitOnce(github: GitHubAdapter, branch: string, message: string, comment: number): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await github.commitDecision(branch, message);
    } catch (error) {
      const landed = await decidedAlready(github, branch, comment);
      if (landed) return landed;
      if (attempt >= TRIES) throw error;
      await github.pause(attempt);
    }
  }
}
