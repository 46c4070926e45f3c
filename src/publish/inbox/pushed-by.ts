import type { BranchActivity, GitHubAdapter } from '../../github/adapter.js';
import { shortSha } from '../../util/short-sha.js';

/** Pages of the branch's activity read (100 updates each); past them, who pushed is not known. */
const ACTIVITY_PAGES = 5;
/** Comparisons asked for, over every commit (about ten find one commit among 500 updates). */
const MAX_COMPARES = 30;
/** Commits of one update looked through, at most (GitHub's comparison page). */
const UPDATE_COMMITS = 100;

/** An update that created the branch (its `before` is all zeros): the commits it brought are all its head's. */
const createdBranch = (activity: BranchActivity): boolean => activity.before.replaceAll('0', '') === '';

type Found = { activity: BranchActivity } | { unknown: string };

/**
 * Every update of `branch` GitHub's repository activity names as bringing each of `shas`: each
 * update whose new head is the commit (a force push back to it, a re-landing) and the update whose
 * range (`before...after`) first brought it. Reading only the update whose head it is would miss
 * whoever pushed it under another commit first. This is GitHub's own record, which no person can
 * edit, unlike anything written on an issue. Fails closed: when the activity cannot be read, no
 * update read brought a commit, or a bound is passed, it is not known (`unknown` says why).
 */
async function updatesThatBrought(
  github: Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween' | 'reaches'>,
  branch: string,
  shas: readonly string[],
): Promise<{ updates: BranchActivity[] } | { unknown: string }> {
  if (shas.length === 0) return { updates: [] };
  const log = await github.branchActivity(branch, ACTIVITY_PAGES);
  if (!log)
    return { unknown: `GitHub's record of who pushed to \`${branch}\` (the repository activity) cannot be read` };
  const search = new Search(github, branch, log);
  const updates: BranchActivity[] = [];
  for (const sha of shas) {
    const tips = log.activities.filter((a) => a.after === sha);
    const found: Found[] = tips.map((activity) => ({ activity }));
    // Only a force push takes commits off a branch: with none at or before the oldest update that
    // made it the head, that update was the first to bring it. Else the range that first did is looked for.
    if (tips.length === 0 || forcedBefore(log.activities, tips.at(-1)!)) found.push(await search.bringer(sha));
    for (const each of found) {
      if ('unknown' in each) return each;
      if (!updates.includes(each.activity)) updates.push(each.activity);
    }
  }
  return { updates };
}

/** Whether a force push (one that could have taken commits off) is `update` itself or older than it, in a newest-first log. */
function forcedBefore(log: readonly BranchActivity[], update: BranchActivity): boolean {
  return log.slice(log.indexOf(update)).some((a) => a.type === 'force_push');
}

/** Who GitHub authenticated as bringing each of `shas` onto `branch`: the actor of every update {@link updatesThatBrought} finds. */
export async function whoPushed(
  github: Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween' | 'reaches'>,
  branch: string,
  shas: readonly string[],
): Promise<{ logins: string[]; heads: string[] } | { unknown: string }> {
  const found = await updatesThatBrought(github, branch, shas);
  if ('unknown' in found) return found;
  const logins: string[] = [];
  // The head of each login's first push that brought a commit: the one push a refusal names.
  const heads: string[] = [];
  for (const update of found.updates) {
    // An update GitHub no longer names an actor for (a deleted account) leaves someone unnamed.
    if (!update.actor) return { unknown: `GitHub no longer names who pushed commit ${shortSha(update.after)}` };
    if (!logins.includes(update.actor)) {
      logins.push(update.actor);
      heads.push(update.after);
    }
  }
  return { logins, heads };
}

/**
 * When `sha` last reached `branch`, as GitHub's repository activity recorded it: the newest update
 * that brought it (a commit pushed, then force-pushed back to, landed at the later time). An
 * approval counts only when made after it. Not known: `unknown` says why.
 */
export async function landedAt(
  github: Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween' | 'reaches'>,
  branch: string,
  sha: string,
): Promise<{ at: string } | { unknown: string }> {
  const found = await updatesThatBrought(github, branch, [sha]);
  if ('unknown' in found) return found;
  const times = found.updates.map((u) => Date.parse(u.at));
  if (times.length === 0 || times.some(Number.isNaN))
    return { unknown: `GitHub's record of when commit ${shortSha(sha)} reached \`${branch}\` has no time` };
  return { at: new Date(Math.max(...times)).toISOString() };
}

/** Finds the update that brought a commit that was no update's new head, within the comparisons allowed. */
class Search {
  private compares = 0;
  constructor(
    private readonly github: Pick<GitHubAdapter, 'commitsBetween' | 'reaches'>,
    private readonly branch: string,
    private readonly log: { activities: BranchActivity[]; complete: boolean },
  ) {}

  private async ask<T>(question: () => Promise<T>): Promise<T | { unknown: string }> {
    if (++this.compares > MAX_COMPARES)
      return { unknown: `finding who pushed its commits takes more than ${MAX_COMPARES} comparisons` };
    return question();
  }

  /**
   * The oldest update after which the branch held `sha` (halving the updates, newest first: a
   * branch's history only grows, but for force pushes), then confirmed by that update's own
   * commits, so a force push that broke the order can only leave the answer not known.
   */
  async bringer(sha: string): Promise<Found> {
    const updates = this.log.activities;
    let [low, high, oldest] = [0, updates.length - 1, -1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const holds = await this.ask(() => this.github.reaches(updates[middle]!.after, sha));
      if (typeof holds === 'object') return holds;
      if (holds === undefined) return this.unreadable(updates[middle]!);
      if (holds) [oldest, low] = [middle, middle + 1];
      else high = middle - 1;
    }
    const activity = updates[oldest];
    if (!activity) return this.notFound(sha);
    // A creation brought every commit its head holds; it is the oldest update of the branch.
    if (createdBranch(activity)) return { activity };
    const commits = await this.ask(() => this.github.commitsBetween(activity.before, activity.after, UPDATE_COMMITS));
    if (commits && !Array.isArray(commits)) return commits;
    // A range GitHub cannot list in full could hold the commit: who pushed it is then not known.
    if (!commits) return this.unreadable(activity);
    return commits.includes(sha) ? { activity } : this.notFound(sha);
  }

  private unreadable(activity: BranchActivity): Found {
    return {
      unknown: `GitHub cannot compare the commits of an update of \`${this.branch}\` (${shortSha(activity.before)}...${shortSha(activity.after)})`,
    };
  }

  private notFound(sha: string): Found {
    return {
      unknown: this.log.complete
        ? `GitHub's record of who pushed to \`${this.branch}\` names no update that brought commit ${shortSha(sha)}`
        : `commit ${shortSha(sha)} came before the ${this.log.activities.length} newest updates of \`${this.branch}\` read`,
    };
  }
}

/** Pages of an issue's events read (100 each); past them, when it was reopened is not known. */
const EVENT_PAGES = 5;

/**
 * From when a person's command on `issue` counts: the later of `landed` (when the content it
 * decides on reached the branch) and the issue's last reopening, since a closed issue takes no
 * command and what was said before it closed is spent. Undefined when the reopening cannot be read
 * in full: then nothing counts.
 */
export async function commandsCountSince(
  github: Pick<GitHubAdapter, 'lastReopened'>,
  issue: number,
  landed: string,
): Promise<string | undefined> {
  const reopened = await github.lastReopened(issue, EVENT_PAGES);
  if (reopened === undefined) return undefined;
  return reopened !== null && Date.parse(reopened) > Date.parse(landed) ? reopened : landed;
}
