import { heldIssues, weighed } from './sync-weighing.js';
import type { Issue } from '../../github/adapter.js';
import { closeIssue } from './issue-endings.js';
import { InboxSyncStopped, type SyncInput, type SyncResult } from './sync-contract.js';
import {
  approvalsShownNow,
  doneTo,
  keepFaithfulFirst,
  ourIssues,
  planClosings,
  planItemWrites,
  planReminders,
  type Planned,
} from './sync-plan.js';

export { CLOSED_BY_ACTION } from './issue-endings.js';
export { InboxSyncStopped, type SyncInput, type SyncResult } from './sync-contract.js';

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
