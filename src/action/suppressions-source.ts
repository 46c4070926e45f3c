import { join, posix } from 'node:path';
import { governingRevision } from '../config/governing.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { describeFailure } from '../github/errors.js';
import type { ConfigPlace } from '../io/load-config.js';
import { loadSuppressionsFile, readSuppressionsText } from '../io/load-suppressions.js';
import type { RuleLevel } from '../core/settings.js';
import { compareFindings } from '../report/finding.js';
import type { CheckResult } from '../report/report.js';
import type { Finding } from '../report/finding.js';
import { applyBaseline, type SuppressionsFile } from '../suppressions/baseline.js';
import { pushedDecisionEntries, suppressionsFromBase, type GoverningSuppressions } from '../suppressions/governing.js';
import { SUPPRESSIONS_FILE_NAME } from '../suppressions/rules.js';
import type { Scope } from './scope.js';
import type { ActionEvent } from './context.js';
import { configRepoPath, insideRepository, settingsTextAt } from './config-source.js';
import { shortSha } from '../util/short-sha.js';

/** The suppressions file of a run: beside the `config` input, as a repository path. */
function suppressionsRepoPath(configPath: string): string {
  return posix.join(posix.dirname(configRepoPath(configPath)), SUPPRESSIONS_FILE_NAME);
}

export interface RunSuppressions extends GoverningSuppressions {
  /** The suppressions file's repository path, whether or not there is one. */
  path: string;
  /** One line for the log: which revision's file this is. */
  why: string;
  /** A line for the log when the base's file could not be read: the run goes on with nothing suppressed. */
  warning?: string;
}

/**
 * The suppressions file that governs this run, as the config does (see `loadGoverningConfig`): on
 * a pull request the base commit's, read from git when the checkout has that commit, else through
 * the contents API at the base sha; the pull request's own version is checked, and takes effect once
 * merged (read at the head commit, `atHead`, where the checkout holds another version). Elsewhere
 * the checkout's. A base that cannot be read suppresses nothing (a warning says
 * so): never the pull request's own file instead.
 */
export async function loadGoverningSuppressions(
  event: ActionEvent,
  root: string,
  configPath: string,
  github: () => Promise<GitHubAdapter>,
  scope: Pick<Scope, 'files' | 'removed' | 'previousPath' | 'full' | 'addedFromBase'>,
  atHead?: ReadonlyMap<string, Uint8Array | undefined>,
): Promise<RunSuppressions> {
  const path = suppressionsRepoPath(configPath);
  const revision = governingRevision(event);
  const place: ConfigPlace = { root, linkTargets: 'tracked' };
  const outside = !insideRepository(path);
  // A change listed file by file that leaves the file alone has the base's copy at the head: no read.
  const listed = !scope.full && !scope.addedFromBase;
  const untouched =
    listed &&
    !scope.files.includes(path) &&
    !scope.removed.includes(path) &&
    ![...scope.previousPath.values()].includes(path);
  // A push that changes the file: what it adds for a rule that guards a decision, against the file before it.
  const pushedEntries = async (
    before: string,
    file: SuppressionsFile,
  ): Promise<{ findings: Finding[]; warning?: string }> => {
    if (!scope.files.includes(path)) return { findings: [] };
    try {
      const { text } = await settingsTextAt(root, path, before, github);
      return { findings: pushedDecisionEntries(path, text, file) };
    } catch (error) {
      return {
        findings: [],
        warning: `handoff-gate could not read the suppressions file ${path} at the commit before the push, ${shortSha(before)} (${describeFailure(error)}), so what the push adds to it for the rules that guard a person's decision is not compared; those entries suppress nothing either way.`,
      };
    }
  };
  if (revision.at === 'checkout' || outside || untouched) {
    const file = loadSuppressionsFile(join(root, path), path, place);
    const why = untouched ? ', which the pull request does not change' : '';
    const pushed =
      event.kind === 'push' && listed && !outside && file ? await pushedEntries(event.before, file) : undefined;
    return {
      path,
      file,
      findings: pushed?.findings ?? [],
      why: `suppressions file ${path} from the checkout${why}${file ? '' : ' (none there)'}`,
      ...(pushed?.warning && { warning: pushed.warning }),
    };
  }
  const short = shortSha(revision.sha);
  // The pull request's own version: the head commit's where the checkout holds another (`pull_request_target`).
  const headRead = atHead?.has(path) ? headText(atHead.get(path)) : readSuppressionsText(join(root, path), path, place);
  const head = headRead && 'text' in headRead ? headRead.text : undefined;
  let base: string | undefined;
  let source: string;
  try {
    ({ text: base, source } = await settingsTextAt(root, path, revision.sha, github));
  } catch (error) {
    return {
      path,
      file: undefined,
      findings: [],
      why: `no suppressions file: the one at the base commit ${short} could not be read`,
      warning: `handoff-gate could not read the suppressions file ${path} at the base commit ${short} (${describeFailure(error)}); nothing is suppressed by it in this run, and the pull request's own version never counts. Check out with \`fetch-depth: 0\` to read it from git.`,
    };
  }
  const governing = suppressionsFromBase(path, { base, head }, revision.sha);
  // A file the pull request made unreadable (a symlink into `.git/`) is said on its line; the base's still governs.
  if (headRead && 'finding' in headRead) governing.findings.push(headRead.finding);
  return {
    ...governing,
    path,
    why: `suppressions file ${path} at the base commit ${short}, from ${source}${base === undefined ? ' (none there: nothing is suppressed)' : ''}`,
  };
}

/** A version read at the head commit, as the checkout's reader answers: undefined where the head has none. */
function headText(bytes: Uint8Array | undefined): { text: string } | undefined {
  return bytes === undefined ? undefined : { text: Buffer.from(bytes).toString('utf8') };
}

/**
 * The run's report with its suppressions file applied (see `applyBaseline`): the findings it
 * suppresses moved to `suppressed`, and what the file says of itself added. An entry is judged
 * stale only for a file the change touched (every file on a full scan) that the run checked or
 * that is gone; on a pull request that changes the file, only where its own version still holds
 * the entry.
 */
export function withRunSuppressions(
  report: CheckResult,
  suppressions: GoverningSuppressions,
  scope: Pick<Scope, 'files' | 'removed' | 'full'>,
  { unusedLevel, exists }: { unusedLevel: RuleLevel | undefined; exists: (path: string) => boolean },
): CheckResult {
  const { file, headEntries } = suppressions;
  if (!file)
    return suppressions.findings.length ? withFindings(report, [...report.findings, ...suppressions.findings]) : report;
  const touched = new Set([...scope.files, ...scope.removed]);
  // Judged: a file the run checked, or one gone (removed by the change, or absent from a full scan's checkout).
  const checked = new Set([...report.files.map((f) => f.path), ...report.findings.map((f) => f.path)]);
  const applied = applyBaseline({
    file,
    findings: report.findings,
    keyOf: (finding) => finding.path,
    covered: (key) => (scope.full || touched.has(key)) && (checked.has(key) || !exists(key)),
    ...(unusedLevel && { unusedLevel }),
    ...(headEntries && {
      keepStale: (key: string, ruleId: string, found: number) =>
        (headEntries.get(key)?.get(ruleId)?.count ?? 0) > found,
    }),
  });
  // The base's own problems where the pull request leaves the file as it is; else its version's, which reviewers see.
  const own = headEntries ? [] : file.findings;
  const before = report.suppressed;
  return {
    ...withFindings(report, [...applied.findings, ...own, ...suppressions.findings]),
    suppressed: {
      inline: before?.inline ?? 0,
      baseline: applied.suppressed.length,
      files: [file.path],
      findings: [...(before?.findings ?? []), ...applied.suppressed].sort(compareFindings),
      exceeded: applied.exceeded,
    },
  };
}

function withFindings(report: CheckResult, findings: CheckResult['findings']): CheckResult {
  return { ...report, findings: findings.sort(compareFindings) };
}
