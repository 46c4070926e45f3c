import type { InboxItem, RiskLevel } from '../../report/report.js';
import type { Issue } from '../../github/adapter.js';
import { RISK_LEVELS } from '../gate/risk-label.js';
import { guardedDecision } from '../../suppressions/rules.js';
import { closingComment, readInboxMarker } from '../../inbox/issue.js';

/*
 * What the sync may say of an issue it would close, or whose risk label it would lower: that rests
 * on the file's history or its base. On a run with no base they are read first (`reweigh`); where
 * they could not be read, the issue is left as it is (`held`).
 */

/** Why the sync closes an issue, as its closing comment says it. */
export type Resolution = Parameters<typeof closingComment>[0];

/**
 * On a run with no base, for the files whose open issue the sync would close or lower: the inbox
 * again with their history; the files whose history could not be read, with why; and, of those
 * whose item left, the ones whose last change passed a guard of a person's decision (path → rule
 * id), so that their issue never closes as resolved.
 */
export type Reweigh = (paths: readonly string[]) => Promise<{
  items: InboxItem[];
  unread: ReadonlyMap<string, string>;
  undecided: ReadonlyMap<string, string>;
}>;

/** What of the sync's input the weighing reads, and may replace. */
interface Weighed {
  items: readonly InboxItem[];
  riskPrefix: string;
  /** Files whose history or base could not be read, with why. */
  held?: ReadonlyMap<string, string>;
  reweigh?: Reweigh;
  resolution(key: string, path?: string): Resolution;
}

/**
 * Whether the sync would close the issue (its item has left) or lower the risk its label shows:
 * what it says then rests on the file's history, or on its base.
 */
function closesOrLowers(issue: Issue, item: InboxItem | undefined, riskPrefix: string): boolean {
  if (!item) return true;
  const shown = issue.labels
    .filter((label) => label.startsWith(riskPrefix))
    .map((label) => RISK_LEVELS.indexOf(label.slice(riskPrefix.length) as RiskLevel));
  return Math.max(-1, ...shown) > (item.risk ? RISK_LEVELS.indexOf(item.risk) : -1);
}

/**
 * On a run with no base, the inbox with the history of the files whose open issue the sync would
 * close or lower: a risk lowered while an approval waited is remembered there, not in the file.
 */
export async function weighed<T extends Weighed>(input: T, byKey: ReadonlyMap<string, Issue[]>): Promise<T> {
  if (!input.reweigh) return input;
  const items = new Map(input.items.map((item) => [item.key, item]));
  const paths = new Set<string>();
  for (const [key, issues] of byKey)
    for (const issue of issues) {
      const path = readInboxMarker(issue.body)?.path;
      if (issue.state === 'open' && path !== undefined && closesOrLowers(issue, items.get(key), input.riskPrefix))
        paths.add(path);
    }
  if (paths.size === 0) return input;
  const { items: now, unread, undecided } = await input.reweigh([...paths].sort());
  return {
    ...input,
    items: now,
    held: new Map([...(input.held ?? []), ...unread]),
    ...(undecided.size > 0 && { resolution: withUndecided(input.resolution, undecided) }),
  };
}

/** The closing words where a file's last change passed a guard of a person's decision: never "resolved". */
function withUndecided(
  resolution: Weighed['resolution'],
  undecided: ReadonlyMap<string, string>,
): Weighed['resolution'] {
  return (key, path) => {
    const found = resolution(key, path);
    const ruleId = path === undefined ? undefined : undecided.get(path);
    const words = ruleId === undefined ? undefined : guardedDecision(ruleId);
    return found.kind === 'resolved' && ruleId !== undefined && words !== undefined
      ? { kind: 'undecided', ruleId, words, commit: found.commit, ...(found.sha && { sha: found.sha }) }
      : found;
  };
}

/** The keys whose issue is left as it is: its file's history or base was not read, and the sync would close or lower it. */
export function heldIssues(
  input: Weighed,
  byKey: ReadonlyMap<string, Issue[]>,
): Map<string, { path: string; why: string }> {
  const held = new Map<string, { path: string; why: string }>();
  if (!input.held?.size) return held;
  const items = new Map(input.items.map((item) => [item.key, item]));
  for (const [key, [issue]] of byKey) {
    const path = issue && readInboxMarker(issue.body)?.path;
    if (!issue || issue.state !== 'open' || path === undefined) continue;
    const why = input.held.get(path);
    if (why !== undefined && closesOrLowers(issue, items.get(key), input.riskPrefix)) held.set(key, { path, why });
  }
  return held;
}
