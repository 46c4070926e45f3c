import type { BranchActivity, GitHubAdapter } from '../../github/adapter.js';

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
 * Who GitHub authenticated as bringing each of `shas` onto `branch`: the actor of every update
 * in the repository's activity (a push, a force push, a pull request's merge, a merge queue's)
 * whose new head is the commit, else of the update whose range (`before...after`) holds it.
 * This is GitHub's own record, which no person can edit, unlike anything written on an issue.
 * Fails closed: when the activity cannot be read, no update read brought a commit, or a bound is
 * passed, who pushed is not known (`unknown` says why).
 */
export async function whoPushed(
  github: Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween' | 'reaches'>,
  branch: string,
  shas: readonly string[],
): Promise<{ logins: string[] } | { unknown: string }> {
  if (shas.length === 0) return { logins: [] };
  const log = await github.branchActivity(branch, ACTIVITY_PAGES);
  if (!log)
    return { unknown: `GitHub's record of who pushed to \`${branch}\` (the repository activity) cannot be read` };
  const search = new Search(github, branch, log);
  const logins: string[] = [];
  for (const sha of shas) {
    const tips = log.activities.filter((a) => a.after === sha);
    const found: Found[] = tips.length > 0 ? tips.map((activity) => ({ activity })) : [await search.bringer(sha)];
    for (const each of found) {
      if ('unknown' in each) return each;
      // An update GitHub no longer names an actor for (a deleted account) leaves someone unnamed.
      const actor = each.activity.actor;
      if (!actor) return { unknown: `GitHub no longer names who pushed commit ${sha.slice(0, 7)}` };
      if (!logins.includes(actor)) logins.push(actor);
    }
  }
  return { logins };
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
      unknown: `GitHub cannot compare the commits of an update of \`${this.branch}\` (${activity.before.slice(0, 7)}...${activity.after.slice(0, 7)})`,
    };
  }

  private notFound(sha: string): Found {
    return {
      unknown: this.log.complete
        ? `GitHub's record of who pushed to \`${this.branch}\` names no update that brought commit ${sha.slice(0, 7)}`
        : `commit ${sha.slice(0, 7)} came before the ${this.log.activities.length} newest updates of \`${this.branch}\` read`,
    };
  }
}
