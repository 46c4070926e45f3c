import type { SyncAdapter, SyncInput } from './sync-contract.js';
import { systemClock } from '../../util/clock.js';
import type { InboxItem } from '../../report/report.js';
import type { Issue } from '../../github/adapter.js';
import { createOnce } from '../../github/once.js';
import { issueNeedsUpdate, readInboxMarker, renderInboxIssue, stateHash } from '../../inbox/issue.js';
import { readLeft, waitsForDecision } from '../../inbox/issue-left.js';
import { CLOSED_BY_ACTION, closeIssue, holdForDecision, unchangedSince } from './issue-endings.js';
import type { IssueContent } from '../../inbox/issue-update.js';
import { approvalsNow } from './approval-step.js';
import { waitsForApproval } from './fresh-inbox.js';
import { ownLabel } from './label-spec.js';
import { withPushers } from '../../inbox/issue-marker.js';
import { countsApprovals } from '../../inbox/reasons.js';
import { readsAsWritten } from './command-trust.js';
import type { IssueRef } from '../../inbox/sync-summary.js';
import { remind, remindersDue } from './due-reminders.js';
import { shortSha } from '../../util/short-sha.js';

/*
 * The inbox sync's plan: for each item's issue, the writes that bring it to what the inbox wants,
 * each a step with its cost; sync.ts writes them in order within the budget.
 */

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export interface Planned {
  key: string;
  /** Writes it costs. */
  cost: number;
  /** Labels it puts on an issue. */
  opens?: string[];
  run(): Promise<Done>;
}

type Outcome = 'created' | 'updated' | 'reopened' | 'closed' | 'reminded' | 'skipped';

/** What a step did, and to which issue. */
export type Done = { outcome: 'skipped' } | { outcome: Exclude<Outcome, 'skipped'>; issue: IssueRef };

const ref = (issue: Pick<Issue, 'number' | 'title'>, title = issue.title): IssueRef => ({
  number: issue.number,
  title,
});

/** Our issues by item key, oldest first; issues by others (or with forged markers) are ignored. */
export function ourIssues(issues: readonly Issue[], identity: string): Map<string, Issue[]> {
  const byKey = new Map<string, Issue[]>();
  for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
    if (issue.author !== identity) continue;
    const marker = readInboxMarker(issue.body);
    if (!marker) continue;
    byKey.set(marker.key, [...(byKey.get(marker.key) ?? []), issue]);
  }
  return byKey;
}

/** A closing's or a hold's outcome, with the issue it wrote (its title as listed: neither changes it). */
export async function doneTo(issue: Issue, write: Promise<'closed' | 'updated' | 'skipped'>): Promise<Done> {
  const outcome = await write;
  return outcome === 'skipped' ? { outcome } : { outcome, issue: ref(issue) };
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
export async function approvalsShownNow(
  input: SyncInput,
  byKey: ReadonlyMap<string, Issue[]>,
): Promise<Map<string, Have>> {
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
export function keepFaithfulFirst(input: SyncInput, byKey: Map<string, Issue[]>): Map<string, Issue[]> {
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
export function planItemWrites(
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
export function planClosings(
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

/** The reminders due (`inbox.remind-after`), each one comment (see `due-reminders.ts`). */
export async function planReminders(
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

/** Label changes one call each: a person's labels on the issue are never replaced. */
async function applyLabels(
  github: SyncAdapter,
  issue: number,
  change: { addLabels: string[]; removeLabels: string[] },
): Promise<void> {
  for (const name of change.removeLabels) await github.removeLabel(issue, name);
  for (const name of change.addLabels) await github.addLabel(issue, name);
}
