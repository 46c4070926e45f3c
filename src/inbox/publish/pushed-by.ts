import type { BranchActivity, GitHubAdapter } from '../../github/adapter.js';

/** Pages of the branch's activity read (100 updates each); past them, who pushed is not known. */
const ACTIVITY_PAGES = 5;
/** Updates whose range of commits is asked for (a commit that was not an update's newest). */
const MAX_COMPARES = 10;
/** Commits of one update looked through, at most (GitHub's comparison page). */
const UPDATE_COMMITS = 100;
/** An update that created the branch (its `before` is all zeros): no commit before it to compare with. */
const createdBranch = (activity: BranchActivity): boolean => activity.before.replaceAll('0', '') === '';

/**
 * Who GitHub authenticated as bringing each of `shas` onto `branch`: the actor of every update
 * in the repository's activity (a push, a force push, a pull request's merge, a merge queue's)
 * whose new head is the commit, else of the newest update whose range (`before...after`)
 * contains it. This is GitHub's own record, which no person can edit, unlike anything written
 * on an issue. Fails closed: when the activity cannot be read, a commit is in no update read,
 * or a bound is passed, who pushed is not known (`unknown` says why).
 */
export async function whoPushed(
  github: Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween'>,
  branch: string,
  shas: readonly string[],
): Promise<{ logins: string[] } | { unknown: string }> {
  if (shas.length === 0) return { logins: [] };
  const log = await github.branchActivity(branch, ACTIVITY_PAGES);
  if (!log)
    return { unknown: `GitHub's record of who pushed to \`${branch}\` (the repository activity) cannot be read` };
  const ranges = new Map<BranchActivity, string[] | undefined>();
  const logins: string[] = [];
  const add = (activity: BranchActivity) => {
    // An update GitHub no longer names an actor for (a deleted account) leaves someone unnamed.
    if (!activity.actor) return false;
    if (!logins.includes(activity.actor)) logins.push(activity.actor);
    return true;
  };
  for (const sha of shas) {
    const tips = log.activities.filter((a) => a.after === sha);
    if (tips.length > 0) {
      if (!tips.every(add)) return { unknown: `GitHub no longer names who pushed commit ${sha.slice(0, 7)}` };
      continue;
    }
    let found = false;
    for (const activity of log.activities) {
      if (createdBranch(activity)) continue;
      if (!ranges.has(activity)) {
        if (ranges.size >= MAX_COMPARES)
          return { unknown: `finding who pushed its commits takes more than ${MAX_COMPARES} comparisons` };
        ranges.set(activity, await github.commitsBetween(activity.before, activity.after, UPDATE_COMMITS));
      }
      const commits = ranges.get(activity);
      // A range GitHub cannot list in full could hold the commit: who pushed it is then not known.
      if (!commits)
        return {
          unknown: `GitHub cannot list the commits of an update of \`${branch}\` (${activity.before.slice(0, 7)}...${activity.after.slice(0, 7)})`,
        };
      if (commits.includes(sha)) {
        found = add(activity);
        if (!found) return { unknown: `GitHub no longer names who pushed commit ${sha.slice(0, 7)}` };
        break;
      }
    }
    if (!found)
      return {
        unknown: log.complete
          ? `GitHub's record of who pushed to \`${branch}\` names no update that brought commit ${sha.slice(0, 7)}`
          : `commit ${sha.slice(0, 7)} came before the ${log.activities.length} newest updates of \`${branch}\` read`,
      };
  }
  return { logins };
}
