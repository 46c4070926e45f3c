import { parseConfig } from '../config/parse.js';
import { DEFAULT_CONFIG, type ResolvedConfig } from '../config/resolve.js';
import { check } from '../engine/check.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';
import { NOT_JUDGED_RULE } from '../core/run-budget.js';
import { FORMATS } from '../formats/index.js';
import {
  commandDecision,
  decidedSince,
  outsideDecisions,
  type CommitRecord,
  type Decision,
  type DecisionLog,
  type GuardFinding,
} from '../inbox/decision-log.js';
import { commitWorkspace } from '../io/commit-workspace.js';
import { git, resolveCommit, showAt } from '../io/git.js';
import { BASE_NOT_READ_RULE } from '../report/adapter-rules.js';
import { guardedDecision } from '../suppressions/rules.js';

/**
 * The most commits a log reads. A history longer than that is said (`unread`), never listed as if
 * it ended there: `--since` narrows what is shown, not what is read, so it does not lift it.
 */
const MAX_COMMITS = 5000;

export interface DecisionsInput {
  /** A folder inside the repository. */
  cwd: string;
  /** `--since`, as an instant. */
  since?: number;
}

/**
 * Every decision on the default branch's history, oldest first: each command the bot committed
 * (any commit the branch holds, merged by a merge commit, a squash or a rebase), and each decision
 * the rules that guard one reported on a change that reached the branch without the inbox (each
 * first-parent commit judged against its parent, under the config its parent held, as the action
 * judges a push under the base's). The default branch is `origin/HEAD` where the clone has it,
 * else `HEAD`. Undefined outside a git repository.
 */
export function readDecisions(input: DecisionsInput): DecisionLog | undefined {
  const root = git(input.cwd, ['rev-parse', '--show-toplevel'])?.toString('utf8').trim();
  if (!root) return undefined;
  const branch = resolveCommit(root, 'origin/HEAD') ?? resolveCommit(root, 'HEAD');
  const unread: string[] = [];
  // A repository without a commit has no decision yet.
  if (!branch) return { decisions: [], unread };
  const all = commitsOf(root, branch, false);
  const main = commitsOf(root, branch, true);
  if (!all || !main) return { decisions: [], unread: [`the history of ${branch} (git could not list it)`] };
  if (all.length > MAX_COMMITS || main.length > MAX_COMMITS)
    unread.push(`commits before the newest ${MAX_COMMITS} (the log reads no further)`);
  const bots = new Map<string, Decision>();
  for (const commit of all.slice(0, MAX_COMMITS)) {
    const decision = commandDecision(commit);
    if (decision) bots.set(commit.sha, decision);
  }
  const decisions: Decision[] = [...bots.values()];
  for (const commit of main.slice(0, MAX_COMMITS)) {
    if (bots.has(commit.sha) || commit.parents.length === 0) continue;
    const parent = commit.parents[0]!;
    // A merge that brings only the bot's commands (its pull request merged by a merge commit) is the inbox's.
    if (commit.parents.length > 1 && onlyCommands(root, parent, commit.sha, bots)) continue;
    const judged = guardFindings(root, commit.sha, parent);
    if ('unread' in judged) unread.push(`${commit.sha.slice(0, 12)}: ${judged.unread}`);
    else decisions.push(...outsideDecisions(commit, judged.findings));
  }
  const order = new Map(all.map((commit, i) => [commit.sha, i]));
  return {
    // Oldest first, as a log reads; a commit's own decisions in the order the rules reported them.
    decisions: decisions
      .filter((d) => decidedSince(d, input.since))
      .sort((a, b) => (order.get(b.commit) ?? 0) - (order.get(a.commit) ?? 0)),
    unread,
  };
}

interface Commit extends CommitRecord {
  parents: string[];
}

/** The branch's commits, newest first, one past the bound: every one, or its first-parent line. */
function commitsOf(root: string, branch: string, firstParent: boolean): Commit[] | undefined {
  const out = git(root, [
    'log',
    '-z',
    `-n${MAX_COMMITS + 1}`,
    ...(firstParent ? ['--first-parent'] : []),
    '--format=%H%x1f%P%x1f%cI%x1f%an%x1f%B',
    branch,
    '--',
  ]);
  if (!out) return out === undefined ? undefined : [];
  return out
    .toString('utf8')
    .split('\0')
    .filter((record) => record.length > 0)
    .map((record) => {
      // The message comes last, so a separator inside it is left in it.
      const [sha = '', parents = '', committedAt = '', author = '', ...message] = record.split('\x1f');
      return { sha, parents: parents.split(' ').filter(Boolean), committedAt, author, message: message.join('\x1f') };
    });
}

/** Whether every commit a merge brings onto `parent` is one of the bot's commands. */
function onlyCommands(root: string, parent: string, merge: string, bots: ReadonlyMap<string, Decision>): boolean {
  const out = git(root, ['rev-list', '--no-merges', '-n101', `${parent}..${merge}`]);
  const shas = out?.toString('utf8').split('\n').filter(Boolean) ?? [];
  return shas.length > 0 && shas.length <= 100 && shas.every((sha) => bots.has(sha));
}

/**
 * The findings of the rules that guard a person's decision on one commit, judged against its
 * parent; or what kept it from being judged (a file not judged, a base not read, git failing),
 * since a commit not judged could hold a decision.
 */
function guardFindings(
  root: string,
  commit: string,
  parent: string,
): { findings: GuardFinding[] } | { unread: string } {
  const read = commitWorkspace(root, commit, parent);
  if (!read) return { unread: 'git could not read the commit' };
  const files = read.changes.filter((change) => change.status !== 'removed').map((change) => change.path);
  if (files.length === 0 && !read.changes.length) return { findings: [] };
  const result = check({ files, workspace: read.workspace, config: configAt(root, parent), formats: FORMATS });
  const blocked = result.findings.find((f) => f.ruleId === NOT_JUDGED_RULE || f.ruleId === BASE_NOT_READ_RULE);
  if (blocked) return { unread: `${blocked.path} could not be judged (${blocked.ruleId})` };
  return {
    findings: result.findings.flatMap((finding) => {
      const words = guardedDecision(finding.ruleId);
      return words === undefined
        ? []
        : [{ path: finding.path, line: finding.line ?? 1, ruleId: finding.ruleId, words }];
    }),
  };
}

/** The config a commit held at the default place, or the defaults; its own problems are `check`'s to report. */
function configAt(root: string, commit: string): ResolvedConfig {
  const text = showAt(root, commit, DEFAULT_CONFIG_PATH);
  return text ? parseConfig(text.toString('utf8'), DEFAULT_CONFIG_PATH).config : DEFAULT_CONFIG;
}
