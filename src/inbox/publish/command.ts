import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem } from '../../report/report.js';
import { asArray, asNumber, asRecord, asString, field } from '../../util/values.js';
import type { GitHubAdapter, RepoFile } from '../../github/adapter.js';
import { approvalsAt, QUORUM_MARKER, sameLogin } from '../approvals.js';
import { codeSpan } from '../../render/escape.js';
import { approvalStep, droppedText, quorumNow, type Dropped } from './approval.js';
import { helpText, lookAlikeCommand, parseCommand } from '../commands/index.js';
import { issueNeedsUpdate, readInboxMarker, renderInboxIssue, stateHash } from '../issue.js';
import type { InboxMarker } from '../issue-marker.js';
import { describeChange } from '../item-change.js';
import { answers, withReplyMarker } from '../reply-marker.js';
import { isBotWord } from '../bot-word.js';
import { commentStanding, otherIssuesOf, readsAsWritten } from './command-trust.js';
import type { Logger } from '../../logging.js';
import { describeFailure } from '../../github/errors.js';
import { createOnce } from '../../github/once.js';
import { applyToFiles, commitOfComment, type AppliedChange } from './apply.js';
import { inboxLabelSpec, ownLabel } from './label-spec.js';
import { versionsAt } from './earlier-versions.js';
import { inboxWithFile, versionsFrom, waitsForApproval } from './fresh-inbox.js';
import { permits } from './permissions.js';
import { CLOSED_BY_ACTION } from './sync.js';
import type { FormatDefinition } from '../../engine/format.js';
import { countsApprovals } from '../reasons.js';

export interface CommandInput {
  github: GitHubAdapter;
  payload: Record<string, unknown>;
  /** The inbox as the default branch's checkout has it now. */
  items: readonly InboxItem[];
  /**
   * The checkout's root: with it, the item is computed from its file as the branch head has it
   * (read through the API) and the checkout for every other file. Without it, from `items`.
   */
  root?: string;
  /** The web address of an item's file at a commit, for an issue brought up to date. */
  fileUrl?(item: InboxItem, sha: string): string;
  identity: string;
  config: ResolvedConfig;
  /** The formats, each of which says what a command does to its items. */
  formats: readonly FormatDefinition[];
  defaultBranch: string;
  /** The web address of a commit, for replies. */
  commitUrl(sha: string): string;
  logger: Logger;
}

interface Comment {
  id: number;
  body: string;
  user: string;
  userType: string;
}

interface EventIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
}

/** The comment and issue of an `issue_comment` event, or why it is not one to act on. */
interface CommandEvent {
  comment: Comment;
  issue: EventIssue;
  marker: InboxMarker;
}

function readEvent(payload: Record<string, unknown>, identity: string): CommandEvent | string {
  if (field(payload, 'action') !== 'created')
    return `a comment ${asString(field(payload, 'action')) ?? 'changed'}, not created: ignored`;
  const issue = asRecord(field(payload, 'issue'));
  const comment = asRecord(field(payload, 'comment'));
  if (!issue || !comment) return 'the event has no issue or comment';
  if (field(issue, 'pull_request') !== undefined) return 'a comment on a pull request, not an inbox issue';
  const marker = readInboxMarker(asString(issue.body) ?? '');
  if (!marker) return 'the issue is not an inbox issue';
  if (asString(field(field(issue, 'user'), 'login')) !== identity)
    return 'the issue carries an inbox marker but was not opened by handoff-gate';
  const user = asString(field(field(comment, 'user'), 'login')) ?? '';
  const userType = asString(field(field(comment, 'user'), 'type')) ?? '';
  const labels = asArray(field(issue, 'labels'))
    .map((l) => (typeof l === 'string' ? l : asString(field(l, 'name'))))
    .filter((l): l is string => typeof l === 'string' && l !== '');
  return {
    comment: { id: asNumber(comment.id) ?? 0, body: asString(comment.body) ?? '', user, userType },
    issue: {
      number: asNumber(issue.number) ?? 0,
      title: asString(issue.title) ?? '',
      body: asString(issue.body) ?? '',
      labels,
    },
    marker,
  };
}

/** Our replies to this comment, oldest first: only comments the bot wrote and nobody edited count. */
async function repliesTo(
  github: GitHubAdapter,
  issue: number,
  commentId: number,
  identity: string,
): Promise<{ id: number; createdAt: string }[]> {
  const comments = await github.listComments(issue);
  return comments
    .filter((c) => isBotWord(c, identity) && answers(c.body, commentId))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
}

/** True when the issue has our reply to this comment already (a re-run, or a lost answer that landed). */
async function answered(github: GitHubAdapter, issue: number, commentId: number, identity: string): Promise<boolean> {
  return (await repliesTo(github, issue, commentId, identity)).length > 0;
}

/**
 * A command in a comment on an inbox issue: checked (who, what, whether it applies to the very
 * item the issue showed), applied to the file through the contents API, acknowledged with
 * reactions and a reply, and the issue updated or closed. A first word that only looks like a
 * command (`lookAlikeCommand`) is refused with a reply that says why. Anything else that is not
 * a command for us is ignored quietly. Safe to run twice for one comment: a comment with a reply
 * is done, and a commit that names the comment is recognised as this command's.
 */
// eslint-disable-next-line max-lines-per-function -- one command's road in order, where each step may end it with its own reply; left whole until it is split into named steps as main.ts is.
export async function handleCommand(input: CommandInput): Promise<void> {
  const { logger, identity } = input;
  // Creating writes are sent once: a lost answer is recognised below, never blindly repeated.
  const github = input.github.withoutRetries();
  const event = readEvent(input.payload, identity);
  if (typeof event === 'string') {
    logger.info(`handoff-gate: ${event}.`);
    return;
  }
  const { comment, issue, marker } = event;
  if (comment.userType === 'Bot' || comment.user.endsWith('[bot]')) {
    logger.info('handoff-gate: a comment by a bot: ignored.');
    return;
  }
  // A word that only passes for a command (`/аpprove` with a Cyrillic а) is answered, never run:
  // its writer would otherwise believe it done.
  const lookAlike = lookAlikeCommand(comment.body);
  const parsed = lookAlike ?? parseCommand(comment.body, input.formats);
  if (parsed === undefined) {
    logger.info('handoff-gate: the comment holds no command.');
    return;
  }
  // The issue as it is now, not as the event copied it when the comment was made.
  const current = await github.getIssue(issue.number);
  if (current.author !== identity) {
    logger.info('handoff-gate: the issue was not opened by handoff-gate: ignored.');
    return;
  }
  Object.assign(issue, { title: current.title, body: current.body, labels: current.labels });
  const markerNow = readInboxMarker(current.body);
  if (await answered(github, issue.number, comment.id, identity)) {
    // An `/approve` whose reply recorded it: the run that recorded it may have stopped before the
    // quorum it completed was carried out, so a re-run settles the quorum (and writes nothing else).
    if (
      'name' in parsed &&
      parsed.name === 'approve' &&
      current.state === 'open' &&
      markerNow?.key === marker.key &&
      markerNow.path === marker.path
    )
      return settleQuorum(input, github, { ...event, marker: markerNow });
    logger.info(`handoff-gate: comment ${comment.id} has its reply already; nothing to do.`);
    return;
  }
  const reply = async (text: string, ok: boolean) => {
    await postReply(github, issue.number, comment.id, identity, text);
    await github.addReaction(comment.id, ok ? '+1' : '-1');
  };
  const what = 'name' in parsed ? `\`/${parsed.name}\`` : 'the command';
  // A command is carried out only as its comment reads when the run starts: what its writer
  // took back (edited or deleted while the run waited) is not done.
  const standing = await commentStanding(github, comment.id, comment.body);
  if (standing === 'deleted') {
    await postReply(
      github,
      issue.number,
      comment.id,
      identity,
      `A comment by ${codeSpan(comment.user)} with ${what} was deleted before handoff-gate read it, so it was not carried out. To give the command, post it again in a new comment on this issue.`,
    );
    return;
  }
  if (standing === 'edited')
    return reply(
      `This comment was edited before handoff-gate read it, so ${what} was not carried out: a command counts only as it was posted. Post the command again in a new comment on this issue.`,
      false,
    );
  if (current.state === 'closed')
    return reply(
      `This issue is closed, so ${what} was not carried out. Reopen the issue to give commands on it.`,
      false,
    );
  if (!markerNow || markerNow.key !== marker.key || markerNow.path !== marker.path) return reply(unbound(what), false);
  Object.assign(marker, markerNow);
  await github.addReaction(comment.id, 'eyes');

  if ('reply' in parsed) {
    // Who may command is asked first, as for the command it passes for (`/help` asks no one).
    const allowed =
      parsed.command === 'help' ? true : await mayCommand(github, comment.user, input.config, logger, parsed.command);
    return reply(allowed === true ? parsed.reply : allowed, false);
  }
  if ('error' in parsed) return reply(parsed.error, false);
  if (parsed.name === 'help') return reply(helpText(input.formats), true);

  const allowed = await mayCommand(github, comment.user, input.config, logger, parsed.name);
  if (allowed !== true) return reply(allowed, false);

  const branch = input.defaultBranch;
  const word = `/${parsed.name}`;
  const close = () =>
    github.updateIssue(issue.number, {
      state: 'closed',
      stateReason: 'completed',
      body: `${issue.body.trimEnd()}\n${CLOSED_BY_ACTION}\n`,
    });
  const gone = `This item is no longer waiting for a human on ${codeSpan(branch)}, so \`${word}\` was not applied.`;
  // The file the issue names; a marker from before files were named goes by its key alone.
  const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
  if (path === undefined) return reply(gone, false);

  // The item as the file the command would edit has it now, at the branch head.
  // The file's history, read only when the item does not match its issue without it (see `weighHistory`).
  const history: History = {};
  const itemIn = (text: string | undefined): InboxItem | undefined =>
    itemFrom(input, path, marker.key, text, history.versions);
  // The file's newest commit is read before the file: an approval is given to both, and a push
  // between the two reads makes the state differ (refused), never an older commit pass.
  const fileCommit = (await github.lastCommitFor(path, branch))?.sha ?? '';
  const file = await github.readFile(path, branch);
  let item = itemIn(file?.text);
  if ((!item || stateHash(item) !== marker.state) && (await weighHistory(github, path, branch, history)))
    item = itemIn(file?.text);

  if (!item || stateHash(item) !== marker.state) {
    // A re-run whose first run committed and then lost its way: the commit names this comment.
    const earlier = await commitOfComment(github, path, branch, comment.id);
    if (earlier) {
      // The item still waits: the issue is brought up to what that commit left, as the first run would have.
      if (item) await refreshAfterCommand(input, github, issue, item, earlier);
      await reply(`\`${word}\` was applied: committed in ${input.commitUrl(earlier)}.`, true);
      if (!item) await close();
      return;
    }
    if (!item) return reply(gone, false);
    // Brought up to date only when this is the item's one issue: a marker pasted elsewhere moves nothing.
    const others = await otherIssuesOf(github, input.config.inboxLabel, identity, issue.number, marker);
    if (others) return reply(notTheOne(what, others), false);
    return refuseStale(input, github, issue, word, item, reply);
  }
  // The issue must read exactly as the bot writes it for this item, and be the item's one issue.
  const bound = await boundHere(input, github, issue, marker, item, what);
  if (bound !== true) return reply(bound, false);

  // An approval counts against the policy (`approvers.*`): it may be refused, or recorded while
  // the quorum still needs others; only a quorum moves the file.
  let approvers: string[] | undefined;
  let record = '';
  let notCounted = '';
  if (parsed.name === 'approve' && countsApprovals(input.formats, item)) {
    const waits = (text: string) =>
      waitsForApproval(input.config, input.formats, path, text, versionsFrom(history.versions, text));
    const asked = {
      github,
      config: input.config,
      item,
      at: { state: marker.state, commit: fileCommit },
      pushers: marker.pushers ?? [],
      issue: issue.number,
      identity,
      branch,
      waits,
    };
    const step = await approvalStep({ ...asked, user: comment.user, comment: comment.id });
    if (step.kind === 'refused') return reply(step.reason, false);
    if (step.kind === 'record') {
      const left = step.required - step.have.length;
      await reply(
        `Your approval is recorded: ${step.have.length} of ${step.required} approvals.${droppedText(step.dropped)} The intent moves to \`approved\` once ${left === 1 ? 'one more person approves' : `${left} more people approve`} it as it is now; a change to it starts the count again.\n${step.record}`,
        true,
      );
      await refreshAfterCommand(input, github, issue, item, undefined, step.dropped.length ? step.have : undefined);
      // Someone else may have recorded theirs meanwhile: the quorum holds now, and this run carries it out.
      const now = await quorumNow(asked);
      if (!now) return;
      return carryOutQuorum(input, github, event, item, now, file, history);
    }
    approvers = step.approvers;
    notCounted = droppedText(step.dropped);
    record = `\n${step.record}\n${QUORUM_MARKER}`;
  }

  let change: AppliedChange;
  try {
    change = await applyToFiles({
      mode: input.config.commitMode,
      github,
      item,
      formats: input.formats,
      command: parsed,
      user: comment.user,
      branch,
      commentId: comment.id,
      ...(approvers && { approvers }),
      ...(file && { first: file }),
      recheck(text) {
        const now = itemIn(text);
        return now && stateHash(now) === marker.state ? undefined : { kind: 'stale', now };
      },
      logger,
    });
  } catch (error) {
    // The person who commanded is told, where they look (the step fails as well). Without the reply
    // marker: this comment is not answered yet, so a re-run of the job carries the command out
    // (recognising a commit that did land) and replies then.
    await github
      .createComment(
        issue.number,
        `\`${word}\` could not be completed: ${describeFailure(error)}. Re-run the failed job to try again (a change that did land is recognised, never made twice).`,
      )
      .catch(() => undefined);
    await github.addReaction(comment.id, '-1').catch(() => undefined);
    throw error;
  }
  if (change.kind === 'stale') {
    // The same command delivered twice at once: the other delivery's commit is what made it stale.
    const landed = await commitOfComment(github, path, branch, comment.id);
    if (landed) {
      await reply(`\`${word}\` was applied: committed in ${input.commitUrl(landed)}.`, true);
      if (!change.now) await close();
      return;
    }
    return change.now ? refuseStale(input, github, issue, word, change.now, reply) : reply(gone, false);
  }
  if (change.kind === 'refused') return reply(change.reason, false);
  if (change.kind === 'pull-request') {
    const why =
      input.config.commitMode === 'pull-request'
        ? 'Changes go through pull requests here (config `commit.mode`)'
        : `${codeSpan(branch)} is protected`;
    return reply(
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
  const after = change.itemResolved || change.finalText === undefined ? undefined : itemIn(change.finalText);
  if (after) await refreshAfterCommand(input, github, issue, after, change.commits.at(-1));
  await reply(
    `${change.summary}${approvers && approvers.length > 1 ? ` ${quorumText(approvers)}` : ''}${notCounted} ${where}${record}`,
    true,
  );
  if (change.itemResolved) await close();
}

const quorumText = (approvers: readonly string[]) =>
  `Approved by ${approvers.map((login) => codeSpan(login)).join(', ')} (${approvers.length} of ${approvers.length} approvals).`;

/**
 * A re-run of an `/approve` that was recorded: if the quorum holds at the state the issue shows
 * and the item still waits so, it is carried out now; otherwise nothing is written.
 */
async function settleQuorum(input: CommandInput, github: GitHubAdapter, event: CommandEvent): Promise<void> {
  const { issue, marker } = event;
  const path = marker.path ?? input.items.find((i) => i.key === marker.key)?.path;
  if (path === undefined) return;
  const commit = (await github.lastCommitFor(path, input.defaultBranch))?.sha ?? '';
  const file = await github.readFile(path, input.defaultBranch);
  const history: History = {};
  let item = itemFrom(input, path, marker.key, file?.text);
  if ((!item || stateHash(item) !== marker.state) && (await weighHistory(github, path, input.defaultBranch, history)))
    item = itemFrom(input, path, marker.key, file?.text, history.versions);
  if (!item || !countsApprovals(input.formats, item) || stateHash(item) !== marker.state) return;
  if ((await boundHere(input, github, issue, marker, item, '`/approve`')) !== true) return;
  const now = await quorumNow({
    github,
    config: input.config,
    item,
    at: { state: marker.state, commit },
    pushers: marker.pushers ?? [],
    issue: issue.number,
    identity: input.identity,
    branch: input.defaultBranch,
    waits: (text) => waitsForApproval(input.config, input.formats, path, text, versionsFrom(history.versions, text)),
  });
  if (now) await carryOutQuorum(input, github, event, item, now, file, history);
}

/**
 * The quorum holds, completed by others' approvals recorded meanwhile (or found by a re-run): the
 * file moves to `approved` with every approver named, and one comment says so (its own marker, so
 * that a lost answer is not posted twice). The comment that asked has its reply already.
 */
async function carryOutQuorum(
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
  const body = `${quorumText(approvers)}${droppedText(quorum.dropped)} ${where}\n\n${QUORUM_MARKER}`;
  await createOnce(
    () => github.createComment(issue.number, body),
    async () =>
      (await github.listComments(issue.number)).find(
        (c) => isBotWord(c, input.identity) && c.body.trimEnd() === body.trimEnd(),
      ),
    (attempt) => github.pause(attempt),
  );
  if (change.kind === 'committed' && change.itemResolved) {
    await github.updateIssue(issue.number, {
      state: 'closed',
      stateReason: 'completed',
      body: `${issue.body.trimEnd()}\n${CLOSED_BY_ACTION}\n`,
    });
  }
}

/** The item `key` as its file's `text` (at the branch head) and the checkout give it, if it still waits. */
function itemFrom(
  input: CommandInput,
  path: string,
  key: string,
  text: string | undefined,
  versions?: readonly Uint8Array[],
): InboxItem | undefined {
  const inbox = input.root
    ? inboxWithFile(
        input.root,
        input.config,
        input.formats,
        path,
        text,
        text === undefined ? undefined : versionsFrom(versions, text),
      )
    : input.items;
  return inbox.find((i) => i.key === key && i.path === path);
}

/** A file's versions on the branch, once read (see `weighHistory`). */
interface History {
  versions?: readonly Uint8Array[];
}

/**
 * Reads the file's history into `history`, once: an item may wait at a risk its file no longer
 * states (lowered while it waited, without a person's decision), as the sync that wrote its issue
 * found in that history. True when it was read; a failed read leaves the item judged without it.
 */
async function weighHistory(github: GitHubAdapter, path: string, branch: string, history: History): Promise<boolean> {
  if (history.versions) return false;
  try {
    history.versions = await versionsAt(github, path, branch);
    return history.versions.length > 0;
  } catch {
    return false;
  }
}

/**
 * The issue brought up to the item a command left waiting. A failure is a warning: the command
 * is done and its reply must still go out; the next command finds the issue stale and refreshes it.
 */
async function refreshAfterCommand(
  input: CommandInput,
  github: GitHubAdapter,
  issue: EventIssue,
  now: InboxItem,
  head?: string,
  have?: readonly string[],
): Promise<void> {
  try {
    await refreshIssue(input, github, issue, now, head, have);
  } catch (error) {
    input.logger.warning(
      `handoff-gate did not bring issue #${issue.number} up to date after the command: ${describeFailure(error)}. The next command or sync does.`,
    );
  }
}

/**
 * Bring the issue up to what the item is now (title, body with its state marker, labels); returns
 * what changed, in words. `head`: the commit that holds the item so (else the branch head, read).
 */
async function refreshIssue(
  input: CommandInput,
  github: GitHubAdapter,
  issue: EventIssue,
  now: InboxItem,
  head?: string,
  have?: readonly string[],
): Promise<string[]> {
  const { config } = input;
  const sha = head || (await github.branchSha(input.defaultBranch));
  // An approval item shows who approved it as it is now (the bot's records in the issue's comments;
  // `have`: those of them an `/approve` just found still qualifying).
  const approvals = countsApprovals(input.formats, now)
    ? {
        have:
          have ??
          approvalsAt(await github.listComments(issue.number), input.identity, {
            state: stateHash(now),
            commit: (await github.lastCommitFor(now.path, input.defaultBranch))?.sha ?? '',
          }),
        required: config.approvalsRequired,
        selfApproval: config.selfApproval,
      }
    : undefined;
  const wanted = renderInboxIssue(now, {
    fileUrl: input.fileUrl?.(now, sha) ?? '',
    commit: sha.slice(0, 7),
    inboxLabel: config.inboxLabel,
    riskPrefix: config.riskLabelPrefix,
    formats: input.formats,
    ...(approvals && { approvals }),
    // Who pushed changes of the item, as the sync recorded them: a command's rewrite keeps them.
    pushers: readInboxMarker(issue.body)?.pushers ?? [],
  });
  const changes = describeChange(issue, now, wanted.body, config.riskLabelPrefix, input.formats);
  const update = issueNeedsUpdate(issue, wanted, ownLabel(config, input.formats));
  if (update) {
    if (update.title !== undefined || update.body !== undefined) {
      await github.updateIssue(issue.number, {
        ...(update.title !== undefined && { title: update.title }),
        ...(update.body !== undefined && { body: update.body }),
      });
    }
    for (const name of update.removeLabels) await github.removeLabel(issue.number, name);
    // A label new to the repository is created with its colour first (createLabel leaves one that exists alone).
    const spec = inboxLabelSpec(config, input.formats);
    for (const name of update.addLabels) {
      await github.createLabel(spec(name));
      await github.addLabel(issue.number, name);
    }
  }
  return changes;
}

/**
 * The item changed since the issue was written: the command is refused with what changed, and
 * the issue brought up to date (title, body with the new state, labels), so that the next
 * command is given on what the human can now read.
 */
async function refuseStale(
  input: CommandInput,
  github: GitHubAdapter,
  issue: EventIssue,
  word: string,
  now: InboxItem,
  reply: (text: string, ok: boolean) => Promise<void>,
): Promise<void> {
  const changes = await refreshIssue(input, github, issue, now);
  const what = changes.length ? ` (${changes.join('; ')})` : '';
  await reply(
    `The item changed since this issue was written${what}, so \`${word}\` was not applied. The issue now shows its current state: read it, and comment again if you still want \`${word}\`.`,
    false,
  );
}

/** The reply, with its marker; after a lost answer, posted again only if it did not land. */
async function postReply(
  github: GitHubAdapter,
  issue: number,
  commentId: number,
  identity: string,
  text: string,
): Promise<void> {
  const body = withReplyMarker(text, commentId);
  await createOnce(
    async () => (await github.createComment(issue, body), true),
    async () => ((await answered(github, issue, commentId, identity)) ? true : undefined),
    (attempt) => github.pause(attempt),
  );
  // The same event delivered twice at once: both runs replied. The oldest reply stays, each run
  // deletes the newer ones it sees, so the end state is one reply whichever run finishes last.
  const [, ...newer] = await repliesTo(github, issue, commentId, identity);
  await Promise.all(newer.map((duplicate) => github.deleteComment(duplicate.id)));
}

/** The refusal for an issue that no longer reads as the bot wrote it. */
const unbound = (what: string) =>
  `This issue's title or body was changed by hand since handoff-gate wrote it, so it no longer vouches for which item it shows, and ${what} was not carried out. The next inbox sync rewrites it from the file; comment again once it has.`;

/** The refusal for an issue that is not its item's one issue. */
function notTheOne(what: string, found: { others: number[]; listed: boolean }): string {
  const where = found.listed
    ? `The same item is named by ${found.others.map((n) => `#${n}`).join(', ')} as well; the next inbox sync keeps one issue for it.`
    : "This issue is not one of the inbox's open issues.";
  return `${where} ${what} acts only on an item's one issue, so it was not carried out here.`;
}

/**
 * True when the issue reads exactly as the bot writes it for `item` and is the item's only open
 * issue; otherwise the refusal. What a person edited into an issue is never the bot's word.
 */
async function boundHere(
  input: CommandInput,
  github: GitHubAdapter,
  issue: EventIssue,
  marker: InboxMarker,
  item: InboxItem,
  what: string,
): Promise<true | string> {
  const { config } = input;
  const wanted = renderInboxIssue(item, {
    fileUrl: '',
    commit: '',
    inboxLabel: config.inboxLabel,
    riskPrefix: config.riskLabelPrefix,
    formats: input.formats,
    pushers: marker.pushers ?? [],
  });
  if (!readsAsWritten(issue, wanted)) return unbound(what);
  const others = await otherIssuesOf(github, config.inboxLabel, input.identity, issue.number, marker, wanted);
  return others ? notTheOne(what, others) : true;
}

/**
 * True, or the refusal to reply. An agent's account (`approvers.agents`) runs no command: every
 * item waits for a human. When `approvers.users` or `approvers.teams` is set, the person must be
 * listed or a member of a listed team; and the least repository permission must allow.
 */
async function mayCommand(
  github: GitHubAdapter,
  user: string,
  config: ResolvedConfig,
  logger: Logger,
  command: string,
): Promise<true | string> {
  const unusable = unusablePolicy(config, command);
  if (unusable) return unusable;
  if (config.agentAccounts.some((agent) => sameLogin(agent, user))) {
    return `${codeSpan(user)} is an agent's account (config \`approvers.agents\`): inbox items wait for a human, so its commands are not run.`;
  }
  const listed = await listedApprover(github, user, config, logger);
  if (listed !== true) return listed;
  const permission = await github.permissionOf(user);
  if (!permits(permission, config.approverPermission)) {
    return `Inbox commands need \`${config.approverPermission}\` access to this repository; your access is \`${permission}\`.`;
  }
  return true;
}

/**
 * The refusal when a config entry that governs `command` could not be used as written (it would
 * otherwise have fallen back to a looser default): naming each such line, so a maintainer finds it.
 */
function unusablePolicy(config: ResolvedConfig, command: string): string | undefined {
  const governing = config.policyProblems.filter((p) => p.governs === 'commands' || command === 'approve');
  if (governing.length === 0) return undefined;
  const lines = governing
    .slice(0, 5)
    .map((p) => `${codeSpan(`${p.path}:${p.line}`)} (${codeSpan(p.setting)})`)
    .join(', ');
  const more = governing.length > 5 ? ` and ${governing.length - 5} more` : '';
  return `\`/${command}\` is refused: the config restricts who may do this, and ${governing.length === 1 ? 'an entry of it' : 'entries of it'} cannot be used as written: ${lines}${more}. Rather than run under a looser default, inbox commands it governs wait until a maintainer fixes the config (the job's log and the config's check say what is wrong).`;
}

/** True when no list is set, or the person is on `approvers.users` or in one of `approvers.teams`; else the refusal. */
async function listedApprover(
  github: GitHubAdapter,
  user: string,
  config: ResolvedConfig,
  logger: Logger,
): Promise<true | string> {
  const { approverUsers: users, approverTeams: teams } = config;
  if (users.length === 0 && teams.length === 0) return true;
  if (users.some((u) => sameLogin(u, user))) return true;
  const unreadable: string[] = [];
  for (const team of teams) {
    const membership = await github.teamMembership(team, user);
    if (membership === 'member') return true;
    if (membership === 'unreadable') unreadable.push(team);
  }
  const who = [...users.map((u) => codeSpan(u)), ...teams.map((t) => `members of ${codeSpan(t)}`)].join(', ');
  if (unreadable.length) {
    const names = unreadable.map((t) => codeSpan(t)).join(', ');
    logger.warning(
      `handoff-gate could not read the team${unreadable.length === 1 ? '' : 's'} ${names}: the token cannot see ${unreadable.length === 1 ? 'it' : 'them'}. The workflow token cannot read an organisation's teams; give the action a token that can (a GitHub App with the Members: read permission, or a token with read:org), or list the people under approvers.users.`,
    );
    return `Only ${who} may run inbox commands here (config \`approvers\`). The token this workflow uses cannot read ${names}, so membership could not be checked: a maintainer must give the action a token that can read the organisation's teams (see the job's log).`;
  }
  return `Only ${who} may run inbox commands here (config \`approvers\`).`;
}
