import { systemClock } from '../../util/clock.js';
import type { InboxItem } from '../../report/report.js';
import type { GitHubAdapter, Issue, RepoFile } from '../../github/adapter.js';
import { codeSpan } from '../../render/escape.js';
import { approvalStep, droppedText, quorumNow } from './approval-step.js';
import { helpText, lookAlikeCommand, parseCommand, type ParsedCommand } from '../../inbox/commands/index.js';
import type { LookAlike } from '../../inbox/commands/look-alike.js';
import type { Command } from '../../core/format-inbox.js';
import { readInboxMarker, stateHash } from '../../inbox/issue.js';
import { readLeft } from '../../inbox/issue-left.js';
import { carryOutLeft } from './left-decision.js';
import type { InboxMarker } from '../../inbox/issue-marker.js';
import { commentStanding, otherIssuesOf } from './command-trust.js';
import { describeFailure } from '../../github/errors.js';
import { applyToFiles, commitOfComment, type AppliedChange } from './apply.js';
import { versionsFrom, waitsForApproval } from './fresh-inbox.js';
import { countsApprovals } from '../../inbox/reasons.js';
import { readEvent, type CommandEvent } from './command-event.js';
import { answered, postReply } from './command-reply.js';
import { notCountedMarker } from '../../inbox/reply-marker.js';
import { mayCommand } from './may-command.js';
import {
  boundHere,
  closeResolved,
  itemFrom,
  itemWeighed,
  type History,
  notTheOne,
  openQuestionsRefusal,
  refreshAfterCommand,
  refreshSiblings,
  refuseStale,
  unbound,
} from './command-issue.js';
import { carryOutQuorum, quorumText, settleQuorum } from './quorum.js';
import type { CommandInput } from './command-input.js';

/** A comment's command on its way: the event, the issue as it is now, and how to answer the comment. */
interface CommandRun {
  input: CommandInput;
  /** The adapter without retries: creating writes are sent once, a lost answer recognised, never blindly repeated. */
  github: GitHubAdapter;
  event: CommandEvent;
  /** The command as replies name it. */
  what: string;
  /** The reply to the comment, with a 👍 or 👎 on it. */
  reply(text: string, ok: boolean): Promise<void>;
  /** The command took its decision: committed, in a pull request of its own, or an approval recorded toward a quorum. */
  decided(): void;
}

/** What a command run decided: the login GitHub authenticated on the comment, when it decided anything. */
export interface CommandOutcome {
  decidedBy: string | undefined;
}

/** The command a person wrote and may give: not `/help`, which is answered before anything is read. */
type GivenCommand = Exclude<Command, { name: 'help' }>;

/** The file a command edits and the item in it, as the branch head has them now. */
interface Target {
  path: string;
  /** The command's word, `/approve`. */
  word: string;
  /** The refusal for an item that no longer waits. */
  gone: string;
  file: RepoFile | undefined;
  /** The file's newest commit, read before the file. */
  fileCommit: string;
  item: InboxItem;
  /** The file's versions on the branch, read only when the item does not match its issue without them. */
  history: History;
}

/** What an approval adds to the command: the quorum's approvers, and what the reply says of it. */
interface ApprovalWords {
  approvers: string[] | undefined;
  notCounted: string;
}

/**
 * A command in a comment on an inbox issue: checked (who, what, whether it applies to the very
 * item the issue showed), applied to the file through the contents API, acknowledged with
 * reactions and a reply, and the issue updated or closed. A first word that only looks like a
 * command (`lookAlikeCommand`) is refused with a reply that says why. Anything else that is not
 * a command for us is ignored quietly. Safe to run twice for one comment: a comment with a reply
 * is done, and a commit that names the comment is recognised as this command's.
 */
export async function handleCommand(input: CommandInput): Promise<CommandOutcome> {
  const github = input.github.withoutRetries();
  const outcome: CommandOutcome = { decidedBy: undefined };
  const found = await commandToAnswer(input, github);
  if (!found) return outcome;
  const { event, parsed, current, markerNow } = found;
  const { issue, comment } = event;
  const run: CommandRun = {
    // The comment's author as the event names it: GitHub's record of who wrote the command.
    decided: () => void (outcome.decidedBy = comment.user),
    input,
    github,
    event,
    what: 'name' in parsed ? `\`/${parsed.name}\`` : 'the command',
    async reply(text, ok) {
      // A refused `/approve` stays refused: a later recount does not take it for an approval.
      const refusedApproval = !ok && 'name' in parsed && parsed.name === 'approve';
      await postReply(
        github,
        issue.number,
        comment.id,
        input.identity,
        refusedApproval ? `${text}\n${notCountedMarker(comment.id)}` : text,
      );
      await github.addReaction(comment.id, ok ? '+1' : '-1');
    },
  };
  if (!(await commandStands(run, current, markerNow))) return outcome;
  const command = await permittedCommand(run, parsed);
  if (command) await carryOutCommand(run, command);
  return outcome;
}

/**
 * The comment's command and its issue as they are now, or nothing to answer: a comment that is
 * not a command for us (logged), or one answered already.
 */
async function commandToAnswer(
  input: CommandInput,
  github: GitHubAdapter,
): Promise<
  | { event: CommandEvent; parsed: ParsedCommand | LookAlike; current: Issue; markerNow: InboxMarker | undefined }
  | undefined
> {
  const { logger, identity } = input;
  const event = readEvent(input.payload, identity);
  if (typeof event === 'string') {
    logger.info(`handoff-gate: ${event}.`);
    return undefined;
  }
  const { comment, issue, marker } = event;
  if (comment.userType === 'Bot' || comment.user.endsWith('[bot]')) {
    logger.info('handoff-gate: a comment by a bot: ignored.');
    return undefined;
  }
  // A word that only passes for a command (`/аpprove` with a Cyrillic а) is answered, never run:
  // its writer would otherwise believe it done.
  const parsed = lookAlikeCommand(comment.body) ?? parseCommand(comment.body, input.formats);
  if (parsed === undefined) {
    logger.info('handoff-gate: the comment holds no command.');
    return undefined;
  }
  // The issue as it is now, not as the event copied it when the comment was made.
  const current = await github.getIssue(issue.number);
  if (current.author !== identity) {
    logger.info('handoff-gate: the issue was not opened by handoff-gate: ignored.');
    return undefined;
  }
  Object.assign(issue, { title: current.title, body: current.body, labels: current.labels });
  const markerNow = readInboxMarker(current.body);
  if (!(await answered(github, issue.number, comment.id, identity))) return { event, parsed, current, markerNow };
  // An `/approve` whose reply recorded it: the run that recorded it may have stopped before the
  // quorum it completed was carried out, so a re-run settles the quorum (and writes nothing else).
  if (
    'name' in parsed &&
    parsed.name === 'approve' &&
    current.state === 'open' &&
    !readLeft(current.body) &&
    markerNow?.key === marker.key &&
    markerNow.path === marker.path
  )
    await settleQuorum(input, github, { ...event, marker: markerNow });
  else logger.info(`handoff-gate: comment ${comment.id} has its reply already; nothing to do.`);
  return undefined;
}

/**
 * True when the command still stands as its comment was posted, on an open issue that still shows
 * the item it showed then (the event's marker is brought up to the issue's); otherwise it is
 * answered with why it was not carried out.
 */
async function commandStands(run: CommandRun, current: Issue, markerNow: InboxMarker | undefined): Promise<boolean> {
  const { github, event, what } = run;
  const { comment, issue, marker } = event;
  // A command is carried out only as its comment reads when the run starts: what its writer
  // took back (edited or deleted while the run waited) is not done.
  const standing = await commentStanding(github, comment.id, comment.body);
  if (standing === 'deleted') {
    await postReply(
      github,
      issue.number,
      comment.id,
      run.input.identity,
      `A comment by ${codeSpan(comment.user)} with ${what} was deleted before handoff-gate read it, so it was not carried out. To give the command, post it again in a new comment on this issue.`,
    );
    return false;
  }
  const refusal =
    standing === 'edited'
      ? `This comment was edited before handoff-gate read it, so ${what} was not carried out: a command counts only as it was posted. Post the command again in a new comment on this issue.`
      : current.state === 'closed'
        ? `This issue is closed, so ${what} was not carried out. Reopen the issue to give commands on it.`
        : !markerNow || markerNow.key !== marker.key || markerNow.path !== marker.path
          ? unbound(what)
          : undefined;
  if (refusal !== undefined) {
    await run.reply(refusal, false);
    return false;
  }
  Object.assign(marker, markerNow);
  await github.addReaction(comment.id, 'eyes');
  return true;
}

/**
 * The command to carry out, once its writer is found allowed to give it; otherwise (or for
 * `/help`, a look-alike word or a malformed command) the comment is answered and nothing is done.
 */
async function permittedCommand(run: CommandRun, parsed: ParsedCommand | LookAlike): Promise<GivenCommand | undefined> {
  const { input, github, event } = run;
  const may = (command: string) => mayCommand(github, event.comment.user, input.config, input.logger, command);
  if ('reply' in parsed) {
    // Who may command is asked first, as for the command it passes for (`/help` asks no one).
    const allowed = parsed.command === 'help' ? true : await may(parsed.command);
    await run.reply(allowed === true ? parsed.reply : allowed, false);
    return undefined;
  }
  if ('error' in parsed) {
    await run.reply(parsed.error, false);
    return undefined;
  }
  if (parsed.name === 'help') {
    await run.reply(helpText(input.formats), true);
    return undefined;
  }
  const allowed = await may(parsed.name);
  if (allowed === true) return parsed;
  await run.reply(allowed, false);
  return undefined;
}

/**
 * The command applied to the item the issue shows, if that item still waits as the issue shows
 * it and the issue is its one issue, as the bot wrote it; an approval first counts against the
 * policy, and only a quorum moves the file.
 */
async function carryOutCommand(run: CommandRun, command: GivenCommand): Promise<void> {
  const { input, github, event } = run;
  const { marker } = event;
  // An item that left without a decision waits for one on its issue: ratified or undone, nothing else.
  const left = readLeft(event.issue.body);
  if (left)
    return carryOutLeft(
      { input, github, issue: event.issue, marker, comment: event.comment, name: command.name, reply: run.reply },
      left,
    );
  const branch = input.defaultBranch;
  const word = `/${command.name}`;
  const gone = `This item is no longer waiting for a human on ${codeSpan(branch)}, so \`${word}\` was not applied.`;
  // The file the issue names; a marker from before files were named goes by its key alone.
  const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
  if (path === undefined) return run.reply(gone, false);
  // The file's newest commit is read before the file: an approval is given to both, and a push
  // between the two reads makes the state differ (refused), never an older commit pass.
  const fileCommit = (await github.lastCommitFor(path, branch))?.sha ?? '';
  const file = await github.readFile(path, branch);
  // The item as the file the command would edit has it now, at the branch head (see `itemWeighed`).
  const history: History = {};
  const { item, unread } = await itemWeighed(input, github, path, marker, file?.text, history);
  // Unweighed, it may read as changed only because a lowered risk was not remembered: never
  // refreshed to that, never decided on it.
  if (unread !== undefined)
    return run.reply(
      `The history of ${codeSpan(path)} could not be read (${unread}), so this item could not be matched with the one this issue shows, and \`${word}\` was not applied. Re-run the job, or give the command again.`,
      false,
    );
  if (!item || stateHash(item) !== marker.state) return answerChangedItem(run, path, word, gone, item);
  // The issue must read exactly as the bot writes it for this item, and be the item's one issue.
  const bound = await boundHere(input, github, event.issue, marker, item, run.what);
  if (bound !== true) return run.reply(bound, false);
  const target: Target = { path, word, gone, file, fileCommit, item, history };
  const approval =
    command.name === 'approve' && countsApprovals(input.formats, item)
      ? await countApproval(run, target)
      : { approvers: undefined, notCounted: '' };
  if (!approval) return;
  const change = await applyCommand(run, target, command, approval.approvers);
  await answerChange(run, target, change, approval);
}

/**
 * The item no longer waits as the issue shows it. A re-run whose first run committed and then
 * lost its way finds the commit that names this comment and answers as that run would have;
 * otherwise the command is refused, the issue brought up to date when it is the item's one issue.
 */
async function answerChangedItem(
  run: CommandRun,
  path: string,
  word: string,
  gone: string,
  item: InboxItem | undefined,
): Promise<void> {
  const { input, github, event } = run;
  const { issue, comment, marker } = event;
  const earlier = await commitOfComment(github, path, input.defaultBranch, comment.id);
  if (earlier) {
    // The item still waits: the issue is brought up to what that commit left, as the first run would have.
    if (item) await refreshAfterCommand(input, github, issue, item, earlier);
    run.decided();
    await run.reply(`\`${word}\` was applied: committed in ${input.commitUrl(earlier)}.`, true);
    if (!item) await closeResolved(github, issue, decidedBy(word, comment.user, input.commitUrl(earlier)));
    return;
  }
  if (!item) return run.reply(gone, false);
  // Brought up to date only when this is the item's one issue: a marker pasted elsewhere moves nothing.
  const others = await otherIssuesOf(github, input.config.inboxLabel, input.identity, issue.number, marker);
  if (others) return run.reply(notTheOne(run.what, others), false);
  return refuseStale(input, github, issue, word, item, run.reply);
}

/**
 * An approval counted against the policy (`approvers.*`): refused, or recorded while the quorum
 * still needs others (both answered here: nothing is left to do), or the quorum it completes.
 */
async function countApproval(run: CommandRun, target: Target): Promise<ApprovalWords | undefined> {
  const { input, github, event } = run;
  const { issue, comment, marker } = event;
  const { path, item } = target;
  const waits = (text: string) =>
    waitsForApproval(input.config, input.formats, path, text, versionsFrom(target.history.versions, text));
  const asked = {
    github,
    config: input.config,
    item,
    commit: target.fileCommit,
    pushers: marker.pushers ?? [],
    issue: issue.number,
    identity: input.identity,
    branch: input.defaultBranch,
    waits,
    clock: input.clock ?? systemClock,
  };
  const step = await approvalStep({
    ...asked,
    user: comment.user,
    comment: comment.id,
    unsettled: openQuestionsRefusal(input, item, target.file?.text, target.history.versions),
  });
  if (step.kind === 'refused') {
    await run.reply(step.reason, false);
    return undefined;
  }
  if (step.kind === 'counted') {
    const left = step.required - step.have.length;
    run.decided();
    await run.reply(
      `Your approval is recorded: ${step.have.length} of ${step.required} approvals.${droppedText(step.dropped)} The intent moves to \`approved\` once ${left === 1 ? 'one more person approves' : `${left} more people approve`} it as it is now; a change to it starts the count again.`,
      true,
    );
    await refreshAfterCommand(input, github, issue, item, undefined, { approvers: step.have, until: step.until });
    // Someone else may have recorded theirs meanwhile: the quorum holds now, and this run carries it out.
    const now = await quorumNow(asked);
    if (now) await carryOutQuorum(input, github, event, item, now, target.file, target.history);
    return undefined;
  }
  return { approvers: step.approvers, notCounted: droppedText(step.dropped) };
}

/** The command written to the item's file; a failed write is said on the issue, and thrown. */
async function applyCommand(
  run: CommandRun,
  target: Target,
  command: GivenCommand,
  approvers: string[] | undefined,
): Promise<AppliedChange> {
  const { input, github, event } = run;
  const { issue, comment, marker } = event;
  const { path, file } = target;
  try {
    return await applyToFiles({
      mode: input.config.commitMode,
      github,
      item: target.item,
      formats: input.formats,
      command,
      user: comment.user,
      branch: input.defaultBranch,
      commentId: comment.id,
      ...(approvers && { approvers }),
      ...(file && { first: file }),
      recheck(text) {
        const now = itemFrom(input, path, marker.key, text, target.history.versions);
        return now && stateHash(now) === marker.state ? undefined : { kind: 'stale', now };
      },
      logger: input.logger,
    });
  } catch (error) {
    // The person who commanded is told, where they look (the step fails as well). Without the reply
    // marker: this comment is not answered yet, so a re-run of the job carries the command out
    // (recognising a commit that did land) and replies then.
    await github
      .createComment(
        issue.number,
        `\`${target.word}\` could not be completed: ${describeFailure(error)}. Re-run the failed job to try again (a change that did land is recognised, never made twice).`,
      )
      .catch(() => undefined);
    await github.addReaction(comment.id, '-1').catch(() => undefined);
    throw error;
  }
}

/** A closed issue's first words when a command's commit is all that is known of it: who, what, where. */
const decidedBy = (word: string, user: string, commit: string) =>
  `\`${word}\` by ${codeSpan(user)}, committed in ${commit}.`;

/** The reply to what the write did, the issue brought up to the item it left, or closed when it is done. */
async function answerChange(run: CommandRun, target: Target, change: AppliedChange, approval: ApprovalWords) {
  const { input, github, event } = run;
  const { issue, comment, marker } = event;
  const { word, path } = target;
  const branch = input.defaultBranch;
  if (change.kind === 'stale') {
    // The same command delivered twice at once: the other delivery's commit is what made it stale.
    const landed = await commitOfComment(github, path, branch, comment.id);
    if (landed) {
      run.decided();
      await run.reply(`\`${word}\` was applied: committed in ${input.commitUrl(landed)}.`, true);
      if (!change.now) await closeResolved(github, issue, decidedBy(word, comment.user, input.commitUrl(landed)));
      return;
    }
    return change.now ? refuseStale(input, github, issue, word, change.now, run.reply) : run.reply(target.gone, false);
  }
  if (change.kind === 'refused') return run.reply(change.reason, false);
  if (change.kind === 'pull-request') {
    const why =
      input.config.commitMode === 'pull-request'
        ? 'Changes go through pull requests here (config `commit.mode`)'
        : `${codeSpan(branch)} is protected`;
    run.decided();
    return run.reply(
      `${why}, so the change is in pull request #${change.number} (${change.url}); the item stays open until it is merged.`,
      true,
    );
  }
  const where = change.commits.length
    ? `Committed in ${change.commits.map((sha) => input.commitUrl(sha)).join(' and ')}.`
    : `The change is on ${codeSpan(branch)}.`;
  // The item still waits (one clarification answered of three): the issue shows it as the commit
  // left it before the reply goes out, so that the next command is given on what the person reads
  // (no run follows the bot's own commit to do it: the workflow token starts none).
  const after =
    change.itemResolved || change.finalText === undefined
      ? undefined
      : itemFrom(input, path, marker.key, change.finalText, target.history.versions);
  if (after) await refreshAfterCommand(input, github, issue, after, change.commits.at(-1));
  if (change.finalText !== undefined)
    await refreshSiblings(
      input,
      github,
      issue.number,
      path,
      change.finalText,
      change.commits.at(-1),
      target.history.versions,
    );
  const { approvers, notCounted } = approval;
  const quorum = approvers && approvers.length > 1 ? ` ${quorumText(approvers)}` : '';
  run.decided();
  await run.reply(`${change.summary}${quorum}${notCounted} ${where}`, true);
  if (change.itemResolved)
    await closeResolved(github, issue, `${change.summary}${quorum || ` By ${codeSpan(comment.user)}.`} ${where}`);
}
