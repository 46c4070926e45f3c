import { systemClock, type Clock } from '../../util/clock.js';
import type { FormatDefinition } from '../../engine/format.js';
import type { InboxItem } from '../../report/report.js';
import { heldIssues, weighed, type Resolution, type Reweigh } from './sync-weighing.js';
import type { GitHubAdapter, Issue, LabelSpec } from '../../github/adapter.js';
import { createOnce } from '../../github/once.js';
import { issueNeedsUpdate, readInboxMarker, renderInboxIssue, stateHash } from '../issue.js';
import { readLeft, waitsForDecision } from '../issue-left.js';
import { CLOSED_BY_ACTION, closeIssue, holdForDecision, unchangedSince } from './issue-endings.js';
import type { IssueContent } from '../issue-update.js';
import type { Logger } from '../../logging.js';
import type { ApprovalsShown } from '../approvals.js';
import type { ResolvedConfig } from '../../config/resolve.js';
import { approvalsNow, type ApprovalAdapter } from './approval.js';
import { waitsForApproval } from './fresh-inbox.js';
import { ownLabel } from './label-spec.js';
import { withPushers } from '../issue-marker.js';
import { countsApprovals } from '../reasons.js';
import { readsAsWritten } from './command-trust.js';
import type { IssueRef, SyncedIssues } from '../sync-summary.js';
import { remind, remindersDue } from './reminders.js';
import { shortSha } from '../../util/short-sha.js';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export { CLOSED_BY_ACTION } from './issue-endings.js';

type SyncAdapter = Pick<
  GitHubAdapter,
  | 'listIssues'
  | 'listClosedIssues'
  | 'createIssue'
  | 'updateIssue'
  | 'createComment'
  | 'listComments'
  | 'lastCommitFor'
  | 'deleteComment'
  | 'getIssue'
  | 'listLabels'
  | 'createLabel'
  | 'addLabel'
  | 'removeLabel'
  | 'branchSha'
  | 'defaultBranch'
  | 'pause'
> &
  ApprovalAdapter;

export interface SyncInput {
  github: SyncAdapter;
  /** Colour and description of a label the sync is about to use, to create it if missing. */
  labelSpec(name: string): LabelSpec;
  /** The whole inbox now. */
  items: readonly InboxItem[];
  /** Every format: an issue's wording is partly its item's format's. */
  formats: readonly FormatDefinition[];
  /** The login the action's token writes as: only its issues are the inbox's. */
  identity: string;
  inboxLabel: string;
  riskPrefix: string;
  writeBudget: number;
  /** The approval policy an approval item's issue states (`approvers.required`, `self-approval`). */
  approvals?: Omit<ApprovalsShown, 'have'>;
  /** The config whose `approvers` decide who counts among those who approved (with `approvals`). */
  config?: ResolvedConfig;
  /** The commit the items were read at (short form shown in issues): the checkout's. */
  commit: string;
  /** The branch the inbox follows, when the event names it; otherwise the repository's default branch is read. */
  defaultBranch?: string;
  fileUrl(item: InboxItem): string;
  /** Why an item that has an open issue left the inbox. */
  resolution(key: string, path?: string): Resolution;
  /**
   * On a push: who GitHub says pushed it (the event's sender and pusher), and the files it changed
   * (undefined when they are not known one by one: then every approval item is taken as changed).
   * Recorded in the marker of each approval item whose file it changed, for a later `/approve`.
   */
  pushed?: { by: readonly string[]; paths?: ReadonlySet<string> };
  /**
   * Files whose earlier versions could not be read, with why: an issue of theirs that the sync would
   * close, or relabel to a lower risk, is left as it is, since the risk it shows was not weighed.
   */
  held?: ReadonlyMap<string, string>;
  /** On a run with no base: the inbox again, weighed with the history of these files (see {@link Reweigh}). */
  reweigh?: Reweigh;
  logger: Logger;
  /** Where "now" is read (an approval's expiry, a reminder's time); the system's unless a caller moves time. */
  clock?: Clock;
}

export interface SyncResult {
  created: number;
  updated: number;
  reopened: number;
  closed: number;
  /** The issues written, by what was done to each (the run's job summary links them), in the order written. */
  issues: SyncedIssues;
  /** Issues that got a reminder (`inbox.remind-after`). */
  reminded: number;
  /** Keys whose changes waited for the next run: the write budget ran out. */
  deferred: string[];
  /** Keys whose issue changed since it was listed (a command or a person acted meanwhile): left as found. */
  skipped: string[];
  /** The files of the issues left as they are because their history was not read (see `SyncInput.held`), with why. */
  held: Array<{ path: string; why: string }>;
  /** The default branch's head, when it is not the checkout's commit: nothing was written. */
  behind?: string;
}

/**
 * The sync stopped before its writes were done: a rate limit held, the run's deadline came, or
 * a write failed. It says which items' issues still wait for their write (to be opened, updated,
 * reopened or closed), out of how many needed one; `cause` is what stopped it.
 */
export class InboxSyncStopped extends Error {
  /** The keys whose issues are not yet as the inbox wants them, in the order the sync takes them. */
  readonly waiting: readonly string[];
  /** How many keys' issues needed a write in this run. */
  readonly total: number;
  /** The issues written before it stopped. */
  readonly issues: SyncedIssues | undefined;
  constructor(cause: unknown, waiting: readonly string[], total: number, issues?: SyncedIssues) {
    super(`the inbox sync stopped with ${waiting.length} of ${total} items' issues still to write`, { cause });
    this.name = 'InboxSyncStopped';
    this.waiting = waiting;
    this.total = total;
    this.issues = issues;
  }
}

interface Planned {
  key: string;
  /** Writes it costs. */
  cost: number;
  /** Labels it puts on an issue. */
  opens?: string[];
  run(): Promise<Done>;
}

type Outcome = 'created' | 'updated' | 'reopened' | 'closed' | 'reminded' | 'skipped';

/** What a step did, and to which issue. */
type Done = { outcome: 'skipped' } | { outcome: Exclude<Outcome, 'skipped'>; issue: IssueRef };

const ref = (issue: Pick<Issue, 'number' | 'title'>, title = issue.title): IssueRef => ({
  number: issue.number,
  title,
});

/** A closing's or a hold's outcome, with the issue it wrote (its title as listed: neither changes it). */
async function doneTo(issue: Issue, write: Promise<'closed' | 'updated' | 'skipped'>): Promise<Done> {
  const outcome = await write;
  return outcome === 'skipped' ? { outcome } : { outcome, issue: ref(issue) };
}

/** Our issues by item key, oldest first; issues by others (or with forged markers) are ignored. */
function ourIssues(issues: readonly Issue[], identity: string): Map<string, Issue[]> {
  const byKey = new Map<string, Issue[]>();
  for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
    if (issue.author !== identity) continue;
    const marker = readInboxMarker(issue.body);
    if (!marker) continue;
    byKey.set(marker.key, [...(byKey.get(marker.key) ?? []), issue]);
  }
  return byKey;
}

/**
 * One issue per inbox item: created when an item appears, updated when it changes, closed (with
 * why) when it leaves; a human's closing is respected until the item changes. Re-runs write
 * nothing; duplicates from concurrent runs are closed (the oldest survives); writes stop at the
 * budget with a warning naming what waits. A sync cut short once it knows its writes (a rate
 * limit, the run's deadline, a failed write) throws {@link InboxSyncStopped}, which names the
 * items that still wait.
 */
export async function syncInbox(given: SyncInput): Promise<SyncResult> {
  const listed = await listOurIssues(given);
  const input = await weighed(given, listed);
  const byKey = keepFaithfulFirst(input, listed);
  const have = await approvalsShownNow(input, byKey);
  const held = heldIssues(input, byKey);
  const plan = [
    ...planItemWrites(input, byKey, have, held),
    ...planClosings(input, byKey, held),
    ...(await planReminders(input, byKey, held)),
  ];

  const result: SyncResult = {
    created: 0,
    updated: 0,
    reopened: 0,
    closed: 0,
    issues: { created: [], updated: [], reopened: [], closed: [], reminded: [] },
    reminded: 0,
    deferred: [],
    skipped: [],
    held: [...held.values()],
  };
  if (plan.length === 0) return result;

  // What is done is counted as it is done, so that a sync cut short (a rate limit, the deadline)
  // can say exactly which items still wait; the next run plans from what GitHub then holds.
  const done = new Set<Planned>();
  try {
    return await writePlan(input, plan, done, result);
  } catch (error) {
    const waiting = [...new Set(plan.filter((step) => !done.has(step)).map((step) => step.key))];
    throw new InboxSyncStopped(error, waiting, new Set(plan.map((step) => step.key)).size, result.issues);
  }
}

/**
 * Our issues by item key. Open issues first: an unchanged inbox is settled by them. Closed ones
 * are looked up only for items with no open issue (one a person closed, or ours from before),
 * newest first, so the reads do not grow with the inbox's history.
 */
async function listOurIssues(input: SyncInput): Promise<Map<string, Issue[]>> {
  const { github, identity, inboxLabel } = input;
  const byKey = ourIssues(await github.listIssues(inboxLabel), identity);
  const missing = new Set(input.items.map((item) => item.key).filter((key) => !byKey.has(key)));
  if (missing.size) {
    // Each page is looked at once, as it comes: the keys still unseen say when to stop.
    const unseen = new Set(missing);
    let looked = 0;
    const allFound = (issues: readonly Issue[]) => {
      for (const key of ourIssues(issues.slice(looked), identity).keys()) unseen.delete(key);
      looked = issues.length;
      return unseen.size === 0;
    };
    for (const [key, issues] of ourIssues(await github.listClosedIssues(inboxLabel, allFound), identity))
      if (missing.has(key)) {
        byKey.set(key, issues);
        missing.delete(key);
      }
  }
  if (missing.size) {
    // An open issue of ours without the inbox label (the label was renamed in the config) is
    // adopted, found by its key marker, rather than opened again: the update adds the new label.
    // Asked last, so an item whose issue a person closed costs nothing more; a new item costs this listing.
    for (const [key, issues] of ourIssues(await github.listIssues(undefined, identity), identity))
      if (missing.has(key)) {
        byKey.set(key, issues);
        missing.delete(key);
      }
  }
  return byKey;
}

/** The approvals paragraph of an issue body (`**Approvals:** 1 of 2 …`), or '' when it has none. */
function approvalsPart(body: string): string {
  return (
    body
      .replace(/\r\n?/g, '\n')
      .split('\n\n')
      .find((part) => part.startsWith(APPROVALS_PART)) ?? ''
  );
}
const APPROVALS_PART = '**Approvals:** ';

/**
 * Who approved each item whose issue shows approvals, recounted as a quorum is (the issue's
 * `/approve` comments since the item's content landed, from people who qualify now): a count the
 * issue shows is checked against them, so that the issue and the commit never disagree once a
 * change (a revert included) or a deleted `/approve` has spent some. Issues showing none cost no read.
 */
async function approvalsShownNow(input: SyncInput, byKey: ReadonlyMap<string, Issue[]>): Promise<Map<string, Have>> {
  const have = new Map<string, Have>();
  const { config } = input;
  if (!input.approvals || !config) return have;
  let branch = input.defaultBranch;
  for (const item of input.items) {
    const [issue] = byKey.get(item.key) ?? [];
    if (!issue || issue.state !== 'open' || !/^\*\*Approvals:\*\* [1-9]/.test(approvalsPart(issue.body))) continue;
    branch ||= await input.github.defaultBranch();
    const now = await approvalsNow({
      github: input.github,
      config,
      item,
      commit: (await input.github.lastCommitFor(item.path, branch))?.sha ?? '',
      pushers: readInboxMarker(issue.body)?.pushers ?? [],
      issue: issue.number,
      identity: input.identity,
      branch,
      waits: (text) => waitsForApproval(config, input.formats, item.path, text),
      clock: input.clock ?? systemClock,
    });
    have.set(item.key, { approvers: now.approvers, until: now.until });
  }
  return have;
}

/** Who approved an item as it is now, and when each approval stops counting (under `approvers.expire-after`). */
interface Have {
  approvers: readonly string[];
  until: ReadonlyMap<string, string>;
}

/** What the sync writes for an item's issue; `have`: who approved it as it is now (none for a new state). */
function wantedFor(
  input: SyncInput,
  item: InboxItem,
  have: Have = { approvers: [], until: new Map() },
  pushers: readonly string[] = [],
): IssueContent {
  const approvals = input.approvals && { have: have.approvers, until: have.until, ...input.approvals };
  return renderInboxIssue(item, {
    fileUrl: input.fileUrl(item),
    commit: shortSha(input.commit),
    inboxLabel: input.inboxLabel,
    riskPrefix: input.riskPrefix,
    formats: input.formats,
    ...(approvals && { approvals }),
    ...(pushers.length && { pushers }),
  });
}

/**
 * Each item's issues with those that read as the bot writes the item first (oldest first
 * within each kind): an issue whose marker a person pasted in shows another item, so it is
 * never the one kept (it is closed as a duplicate, and the item it showed gets its own).
 */
function keepFaithfulFirst(input: SyncInput, byKey: Map<string, Issue[]>): Map<string, Issue[]> {
  for (const item of input.items) {
    const issues = byKey.get(item.key);
    if (!issues || issues.length < 2) continue;
    const faithful = issues.filter((issue) =>
      readsAsWritten(issue, wantedFor(input, item, undefined, readInboxMarker(issue.body)?.pushers ?? [])),
    );
    byKey.set(item.key, [...faithful, ...issues.filter((issue) => !faithful.includes(issue))]);
  }
  return byKey;
}

/** The writes that bring each item's issue to what the item wants: opened, reopened or updated. */
function planItemWrites(
  input: SyncInput,
  byKey: ReadonlyMap<string, Issue[]>,
  have: ReadonlyMap<string, Have>,
  held: ReadonlyMap<string, unknown>,
): Planned[] {
  const { inboxLabel, riskPrefix } = input;
  const isOwn = ownLabel({ inboxLabel, riskLabelPrefix: riskPrefix }, input.formats);
  const plan: Planned[] = [];
  for (const item of input.items) {
    if (held.has(item.key)) continue;
    const [issue] = byKey.get(item.key) ?? [];
    const wanted = wantedFor(input, item, have.get(item.key), pushersOf(input, item, issue));
    const step = !issue
      ? planCreate(input, item.key, wanted)
      : issue.state === 'closed'
        ? planReopen(input, item, issue, wanted, isOwn)
        : planUpdate(input, item, issue, wanted, isOwn);
    if (step) plan.push(step);
  }
  return plan;
}

/**
 * The pushers an approval item's issue records: those its marker has, and this push's when it
 * changed the item's file. A list only grows while the issue lives (a claim of the past only
 * makes "self" larger).
 */
function pushersOf(input: SyncInput, item: InboxItem, issue: Issue | undefined): string[] {
  const recorded = (issue && readInboxMarker(issue.body)?.pushers) ?? [];
  const { pushed } = input;
  const changed = pushed && countsApprovals(input.formats, item) && (!pushed.paths || pushed.paths.has(item.path));
  return changed ? withPushers(recorded, pushed.by) : recorded;
}

/** A new item's issue, opened once however often the create is tried. */
function planCreate(input: SyncInput, key: string, wanted: IssueContent): Planned {
  const { github, identity, inboxLabel } = input;
  // A create whose answer was lost may have opened the issue all the same: it is looked for (by its marker) before trying again.
  const find = async () => ourIssues(await github.listIssues(inboxLabel), identity).get(key)?.[0];
  return {
    key,
    cost: 1,
    opens: wanted.labels,
    run: async () => {
      const issue = await createOnce(
        () => github.createIssue(wanted),
        find,
        (attempt) => github.pause(attempt),
      );
      return { outcome: 'created', issue: ref(issue, wanted.title) };
    },
  };
}

/** A closed issue whose item is back: reopened, unless a person closed it and the item is as it was then. */
function planReopen(
  input: SyncInput,
  item: InboxItem,
  issue: Issue,
  wanted: IssueContent,
  isOwn: (label: string) => boolean,
): Planned | undefined {
  const { github } = input;
  const marker = readInboxMarker(issue.body);
  const closedByUs = issue.body.includes(CLOSED_BY_ACTION);
  // A human closed it and the item has not changed since: leave it closed.
  if (!closedByUs && marker?.state === stateHash(item)) return undefined;
  const change = issueNeedsUpdate(issue, wanted, isOwn);
  return {
    key: item.key,
    cost: 1 + (change?.addLabels.length ?? 0) + (change?.removeLabels.length ?? 0),
    opens: change?.addLabels ?? [],
    run: async () => {
      if (!unchangedSince(issue, await github.getIssue(issue.number))) return { outcome: 'skipped' };
      await github.updateIssue(issue.number, {
        title: wanted.title,
        body: wanted.body,
        state: 'open',
        stateReason: 'reopened',
      });
      if (change) await applyLabels(github, issue.number, change);
      return { outcome: 'reopened', issue: ref(issue, wanted.title) };
    },
  };
}

/** An open issue brought to what its item wants now, when anything differs. */
function planUpdate(
  input: SyncInput,
  item: InboxItem,
  issue: Issue,
  wanted: IssueContent,
  isOwn: (label: string) => boolean,
): Planned | undefined {
  const { github } = input;
  // An unchanged item keeps its body: only the commit in its link would differ, and that is no reason to write
  // (unless a push added to who may not approve it). A body a person edited is rewritten: until then it vouches
  // for nothing (see command-trust.ts). So is a count of approvals that a change to the file has spent since.
  const marker = readInboxMarker(issue.body);
  if (
    marker?.state === stateHash(item) &&
    sameList(marker.pushers ?? [], readInboxMarker(wanted.body)?.pushers ?? []) &&
    readsAsWritten(issue, wanted) &&
    approvalsPart(issue.body) === approvalsPart(wanted.body)
  )
    wanted.body = issue.body;
  const change = issueNeedsUpdate(issue, wanted, isOwn);
  if (!change) return undefined;
  const textChanged = change.title !== undefined || change.body !== undefined;
  return {
    key: item.key,
    cost: (textChanged ? 1 : 0) + change.addLabels.length + change.removeLabels.length,
    opens: change.addLabels,
    run: async () => {
      if (!unchangedSince(issue, await github.getIssue(issue.number))) return { outcome: 'skipped' };
      if (textChanged)
        await github.updateIssue(issue.number, {
          ...(change.title !== undefined && { title: change.title }),
          ...(change.body !== undefined && { body: change.body }),
        });
      await applyLabels(github, issue.number, change);
      return { outcome: 'updated', issue: ref(issue, change.title ?? issue.title) };
    },
  };
}

/** The closings: our duplicate issues of an item, and the issue of an item that left the inbox. */
function planClosings(
  input: SyncInput,
  byKey: ReadonlyMap<string, Issue[]>,
  held: ReadonlyMap<string, unknown>,
): Planned[] {
  const { github, identity } = input;
  const plan: Planned[] = [];
  const present = new Set(input.items.map((i) => i.key));
  for (const [key, issues] of byKey) {
    const [oldest, ...duplicates] = issues;
    for (const duplicate of duplicates.filter((d) => d.state === 'open')) {
      plan.push({
        key,
        cost: 2,
        run: () =>
          doneTo(
            duplicate,
            closeIssue(github, identity, duplicate, { kind: 'duplicate', of: oldest!.number }, 'not_planned'),
          ),
      });
    }
    // An item that left without a decision keeps its issue open until a person decides on it.
    if (!present.has(key) && oldest!.state === 'open' && !held.has(key) && !readLeft(oldest!.body)) {
      plan.push({
        key,
        cost: 2,
        run: () => {
          const why = input.resolution(key, readInboxMarker(oldest!.body)?.path);
          return doneTo(
            oldest!,
            why.kind === 'undecided' && why.sha && waitsForDecision(why.ruleId)
              ? holdForDecision(github, identity, oldest!, why, why.sha)
              : closeIssue(github, identity, oldest!, why, 'completed'),
          );
        },
      });
    }
  }
  return plan;
}

/** The reminders due (`inbox.remind-after`), each one comment (see `reminders.ts`). */
async function planReminders(
  input: SyncInput,
  byKey: ReadonlyMap<string, Issue[]>,
  held: ReadonlyMap<string, unknown>,
): Promise<Planned[]> {
  const waiting = input.items
    .filter((item) => !held.has(item.key))
    .map((item) => ({ key: item.key, issue: byKey.get(item.key)?.[0] }));
  return (await remindersDue(input, waiting)).map((due) => ({
    key: due.key,
    cost: 1,
    run: async (): Promise<Done> => {
      await remind(input, due);
      return { outcome: 'reminded', issue: ref(due.issue) };
    },
  }));
}

/** The plan's writes, in order, within the budget; each step done is added to `done`. */
async function writePlan(
  input: SyncInput,
  plan: readonly Planned[],
  done: Set<Planned>,
  result: SyncResult,
): Promise<SyncResult> {
  const { github, identity, inboxLabel } = input;

  // Only a checkout at the default branch's head may write: an older one would reopen, retitle
  // or revert what a newer commit or a command settled. Read once, and only when there is
  // something to write, so an unchanged inbox costs no more than its listing.
  const head = await github.branchSha(input.defaultBranch || (await github.defaultBranch()));
  if (head !== input.commit) return { ...result, behind: head };

  let spent = 0;
  // Labels an issue is opened with are created by GitHub without colour or description if missing: create them first.
  const opening = new Set(plan.filter((p) => p.opens).flatMap((p) => p.opens!));
  if (opening.size) {
    const existing = new Set((await github.listLabels()).map((l) => l.toLowerCase()));
    for (const name of opening) {
      if (existing.has(name.toLowerCase()) || spent + 1 > input.writeBudget) continue;
      spent += 1;
      await github.createLabel(input.labelSpec(name));
    }
  }
  for (const step of plan) {
    if (spent + step.cost > input.writeBudget) {
      result.deferred.push(step.key);
      continue;
    }
    spent += step.cost;
    const did = await step.run();
    done.add(step);
    if (did.outcome === 'skipped') result.skipped.push(step.key);
    else {
      result[did.outcome]++;
      result.issues[did.outcome].push(did.issue);
    }
  }

  // Two runs that raced may each have opened an issue for a new item: the newer ones are closed.
  if (result.created > 0) {
    const again = ourIssues(await github.listIssues(inboxLabel), identity);
    for (const [, issues] of again) {
      const [oldest, ...rest] = issues.filter((i) => i.state === 'open');
      for (const duplicate of rest) {
        if (spent + 2 > input.writeBudget) break;
        spent += 2;
        const did = await doneTo(
          duplicate,
          closeIssue(github, identity, duplicate, { kind: 'duplicate', of: oldest!.number }, 'not_planned'),
        );
        if (did.outcome === 'closed') {
          result.closed++;
          result.issues.closed.push(did.issue);
        }
      }
    }
  }
  if (result.deferred.length) {
    input.logger.warning(
      `The inbox sync stopped at its write budget (${input.writeBudget} writes): ${result.deferred.length} change${result.deferred.length === 1 ? '' : 's'} wait for the next run (${result.deferred.slice(0, 10).join(', ')}${result.deferred.length > 10 ? ', …' : ''}). Raise \`inbox.write-budget\` in the config to sync more at once.`,
    );
  }
  return result;
}

/** Label changes one call each: a person's labels on the issue are never replaced. */
async function applyLabels(
  github: SyncAdapter,
  issue: number,
  change: { addLabels: string[]; removeLabels: string[] },
): Promise<void> {
  for (const name of change.removeLabels) await github.removeLabel(issue, name);
  for (const name of change.addLabels) await github.addLabel(issue, name);
}
