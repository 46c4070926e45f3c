import { systemClock } from '../../util/clock.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import type { InboxItem } from '../../report/report.js';
import { describeFailure } from '../../github/errors.js';
import { approvalsNow } from './approval-step.js';
import { issueNeedsUpdate, readInboxMarker, renderInboxIssue, stateHash } from '../../inbox/issue.js';
import type { InboxMarker } from '../../inbox/issue-marker.js';
import { describeChange } from '../../inbox/item-change.js';
import { countsApprovals } from '../../inbox/reasons.js';
import type { CommandInput } from './command-input.js';
import type { EventIssue } from './command-event.js';
import { otherIssuesOf, readsAsWritten } from './command-trust.js';
import { versionsAt } from './earlier-versions.js';
import { inboxWithFile, versionsFrom, waitsForApproval } from './fresh-inbox.js';
import { inboxLabelSpec, ownLabel } from './label-spec.js';
import { CLOSED_BY_ACTION } from './sync.js';
import { closedBody } from '../../inbox/issue-closing.js';
import { shortSha } from '../../util/short-sha.js';

/** The issue closed as done: its item no longer waits. */
export async function closeResolved(github: GitHubAdapter, issue: EventIssue, final: string): Promise<void> {
  await github.updateIssue(issue.number, {
    state: 'closed',
    stateReason: 'completed',
    body: `${closedBody(issue.body, final)}\n${CLOSED_BY_ACTION}\n`,
  });
}

/** The item `key` as its file's `text` (at the branch head) and the checkout give it, if it still waits. */
export function itemFrom(
  input: CommandInput,
  path: string,
  key: string,
  text: string | undefined,
  versions?: readonly Uint8Array[],
): InboxItem | undefined {
  return itemsOfFile(input, path, text, versions).find((i) => i.key === key);
}

/** Every inbox item of the file, as its text (at the branch head) makes them. */
function itemsOfFile(
  input: CommandInput,
  path: string,
  text: string | undefined,
  versions?: readonly Uint8Array[],
): InboxItem[] {
  const inbox = input.checkout
    ? inboxWithFile(
        input.checkout,
        input.config,
        input.formats,
        path,
        text,
        text === undefined ? undefined : versionsFrom(versions, text),
      )
    : input.items;
  return inbox.filter((i) => i.path === path);
}

/**
 * The other open issues of the same file brought up to what the command's commit left (an answer
 * changes what the intent's approval issue shows): no run follows the bot's own commit to do it,
 * so without this a person would approve from an issue that no longer says what is approved. A
 * failure is a warning, as for the commanded issue; the next sync does it.
 */
export async function refreshSiblings(
  input: CommandInput,
  github: GitHubAdapter,
  commanded: number,
  path: string,
  text: string,
  head: string | undefined,
  versions?: readonly Uint8Array[],
): Promise<void> {
  const items = itemsOfFile(input, path, text, versions);
  let issues;
  try {
    issues = await github.listIssues(input.config.inboxLabel);
  } catch (error) {
    input.logger.warning(
      `handoff-gate did not bring the other issues of ${path} up to date after the command: ${describeFailure(error)}. The next sync does.`,
    );
    return;
  }
  for (const other of issues) {
    if (other.number === commanded || other.author !== input.identity || other.state !== 'open') continue;
    const marker = readInboxMarker(other.body);
    const item = marker?.path === path ? items.find((i) => i.key === marker.key) : undefined;
    if (!item || stateHash(item) === marker!.state) continue;
    await refreshAfterCommand(input, github, other, item, head);
  }
}

/**
 * The refusal of an `/approve` while the item's file still asks questions nobody answered (an
 * intent's open clarifications): a person approves a settled plan. Undefined when none is open.
 */
export function openQuestionsRefusal(
  input: CommandInput,
  item: InboxItem,
  text: string | undefined,
  versions?: readonly Uint8Array[],
): string | undefined {
  const open = itemsOfFile(input, item.path, text, versions)
    .filter((other) => other.key !== item.key)
    .flatMap((other) => (other.questions ?? []).filter((q) => q.answer === null));
  if (open.length === 0) return undefined;
  const numbers = open.slice(0, 10).map((q) => q.number);
  const which = numbers.length === 1 ? `question ${numbers[0]}` : `questions ${numbers.join(', ')}`;
  return `This intent still has ${open.length === 1 ? 'an open question' : `${open.length} open questions`} (${which}), so \`/approve\` was not applied: a person approves a settled plan, and answering changes what is approved. Answer ${open.length === 1 ? 'it' : 'them'} first with \`/answer <n> <text>\` on its clarification issue, then approve the intent as it then stands.`;
}

/** A file's versions on the branch, once read (see `weighHistory`). */
export interface History {
  versions?: readonly Uint8Array[];
}

/**
 * The item `key` as the file's `text` at the head of the default branch gives it, weighed with the
 * file's history (read into `history`) only when it does not match the issue's `state` without it:
 * an item may wait at a risk its file no longer states (lowered while it waited, without a person's
 * decision), as the sync that wrote its issue found in that history. `unread` says why that history
 * could not be read: the item could then not be told from the issue's, and nothing may be decided on it.
 */
export async function itemWeighed(
  input: CommandInput,
  github: GitHubAdapter,
  path: string,
  { key, state }: Pick<InboxMarker, 'key' | 'state'>,
  text: string | undefined,
  history: History,
): Promise<{ item: InboxItem | undefined; unread?: string }> {
  const item = itemFrom(input, path, key, text);
  if (item && stateHash(item) === state) return { item };
  try {
    history.versions = await versionsAt(github, path, input.defaultBranch);
  } catch (error) {
    return { item, unread: describeFailure(error) };
  }
  return { item: history.versions.length > 0 ? itemFrom(input, path, key, text, history.versions) : item };
}

/**
 * The issue brought up to the item a command left waiting. A failure is a warning: the command
 * is done and its reply must still go out; the next command finds the issue stale and refreshes it.
 */
/** Who approved an item as it is now, and when each approval stops counting (under `approvers.expire-after`). */
export interface Counted {
  approvers: readonly string[];
  until: ReadonlyMap<string, string>;
}

export async function refreshAfterCommand(
  input: CommandInput,
  github: GitHubAdapter,
  issue: EventIssue,
  now: InboxItem,
  head?: string,
  have?: Counted,
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
  have?: Counted,
): Promise<string[]> {
  const { config } = input;
  const sha = head || (await github.branchSha(input.defaultBranch));
  // An approval item shows who approved it as it is now and qualifies (recounted from the issue's
  // `/approve` comments; `have`: what an `/approve` just counted).
  const pushers = readInboxMarker(issue.body)?.pushers ?? [];
  const counted = countsApprovals(input.formats, now)
    ? (have ??
      (await approvalsNow({
        github,
        config,
        item: now,
        commit: (await github.lastCommitFor(now.path, input.defaultBranch))?.sha ?? '',
        pushers,
        issue: issue.number,
        identity: input.identity,
        branch: input.defaultBranch,
        waits: (text) => waitsForApproval(config, input.formats, now.path, text),
        clock: input.clock ?? systemClock,
      })))
    : undefined;
  const approvals = counted && {
    have: counted.approvers,
    until: counted.until,
    required: config.approvalsRequired,
    selfApproval: config.selfApproval,
  };
  const wanted = renderInboxIssue(now, {
    fileUrl: input.fileUrl?.(now, sha) ?? '',
    commit: shortSha(sha),
    inboxLabel: config.inboxLabel,
    riskPrefix: config.riskLabelPrefix,
    formats: input.formats,
    ...(approvals && { approvals }),
    // Who pushed changes of the item, as the sync recorded them: a command's rewrite keeps them.
    pushers,
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
export async function refuseStale(
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

/** The refusal for an issue that no longer reads as the bot wrote it. */
export const unbound = (what: string) =>
  `This issue's title or body was changed by hand since handoff-gate wrote it, so it no longer vouches for which item it shows, and ${what} was not carried out. The next inbox sync rewrites it from the file; comment again once it has.`;

/** The refusal for an issue that is not its item's one issue. */
export function notTheOne(what: string, found: { others: number[]; listed: boolean }): string {
  const where = found.listed
    ? `The same item is named by ${found.others.map((n) => `#${n}`).join(', ')} as well; the next inbox sync keeps one issue for it.`
    : "This issue is not one of the inbox's open issues.";
  return `${where} ${what} acts only on an item's one issue, so it was not carried out here.`;
}

/**
 * True when the issue reads exactly as the bot writes it for `item` and is the item's only open
 * issue; otherwise the refusal. What a person edited into an issue is never the bot's word.
 */
export async function boundHere(
  input: CommandInput,
  github: GitHubAdapter,
  issue: EventIssue,
  marker: InboxMarker,
  item: InboxItem,
  what: string,
): Promise<true | string> {
  const { config } = input;
  // As the bot writes it at any commit: the file link and the approvals count are matched by shape.
  const anyCommit = '0'.repeat(40);
  const wanted = renderInboxIssue(item, {
    fileUrl: input.fileUrl?.(item, anyCommit) ?? '',
    commit: shortSha(anyCommit),
    inboxLabel: config.inboxLabel,
    riskPrefix: config.riskLabelPrefix,
    formats: input.formats,
    ...(countsApprovals(input.formats, item) && {
      approvals: { have: [], required: config.approvalsRequired, selfApproval: config.selfApproval },
    }),
    pushers: marker.pushers ?? [],
  });
  if (!readsAsWritten(issue, wanted)) return unbound(what);
  const others = await otherIssuesOf(github, config.inboxLabel, input.identity, issue.number, marker, wanted);
  return others ? notTheOne(what, others) : true;
}
