import { syntaxOf } from '../parse/read.js';
import type { Finding } from '../report/finding.js';
import { BASE_NOT_READ_RULE } from '../report/adapter-rules.js';
import type { Report } from '../report/report.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { describeFailure } from '../github/errors.js';
import { filesAtCommit } from './files-at-commit.js';
import type { Scope } from './scope.js';

export interface BaseContents {
  /** The changed handoff files' content at the base revision, keyed by their current path; undefined where a file has none. */
  contents: Map<string, Uint8Array | undefined>;
  /** Files whose base could not be read, with why: the rules that compare with it could not run on them. */
  unread: Map<string, string>;
}

/**
 * The base revision of the change's handoff files (`wanted`: see detect/handoff-candidates.ts),
 * keyed by their current path: from git when the checkout has the base commit or can fetch it,
 * else from the contents API (see `filesAtCommit`), every one of them (no fixed cap: a pull request of 100 changed data files must not
 * push an intent's status move out of sight). A file whose base could not be read is in `unread`,
 * and gets an error where it mattered, never silence.
 */
export async function baseContents(
  scope: Scope,
  wanted: readonly string[],
  root: string,
  github: () => Promise<GitHubAdapter>,
): Promise<BaseContents> {
  const contents = new Map<string, Uint8Array | undefined>();
  const unread = new Map<string, string>();
  if (!scope.baseRef || scope.full) return { contents, unread };
  const reads = wanted.filter((path) => syntaxOf(path) && !scope.added.has(path));
  const base = await filesAtCommit(root, scope.baseRef, reads, github, (path) => scope.previousPath.get(path) ?? path);
  for (const [path, bytes] of base.files) contents.set(path, bytes);
  if (base.failure) for (const path of base.failure.unread) unread.set(path, describeFailure(base.failure.error));
  return learnAdded(scope, { contents, unread });
}

/** When the change's files were not listed one by one, a file the base does not have is one the change added. */
function learnAdded(scope: Scope, base: BaseContents): BaseContents {
  if (scope.addedFromBase) for (const [path, bytes] of base.contents) if (bytes === undefined) scope.added.add(path);
  return base;
}

/**
 * One error for each handoff file of the report whose base could not be read: the rules that
 * compare it with the base (status moves, approvals, iteration) did not run, so its pass is not
 * earned. A file of no format needs no base and gets none.
 */
function baseNotRead(report: Pick<Report, 'files'>, unread: ReadonlyMap<string, string>): Finding[] {
  return notRead(
    report,
    unread,
    (why) =>
      `The base version of this file could not be read (${why}), so the rules that compare it with the base (status moves, approvals, iteration) could not judge it. Re-run, or check out with \`fetch-depth: 0\` so it is read from git.`,
  );
}

/**
 * One error for each handoff file of the report whose earlier versions were asked for and could
 * not be read: a risk lowered while it waited for approval could not be weighed, so its pass is
 * not earned either.
 */
function historyNotRead(report: Pick<Report, 'files'>, unread: ReadonlyMap<string, string>): Finding[] {
  return notRead(
    report,
    unread,
    (why) =>
      `The earlier versions of this file could not be read (${why}), so a risk lowered while it waited for approval could not be weighed. Re-run, or check out with \`fetch-depth: 0\` so they are read from git.`,
  );
}

/** The errors for the files whose base (`base`) or earlier versions (`history`) could not be read, each with why. */
export function notReadFindings(
  report: Pick<Report, 'files'>,
  base: ReadonlyMap<string, string>,
  history: ReadonlyMap<string, string>,
): Finding[] {
  return [...baseNotRead(report, base), ...historyNotRead(report, history)];
}

function notRead(
  report: Pick<Report, 'files'>,
  unread: ReadonlyMap<string, string>,
  message: (why: string) => string,
): Finding[] {
  if (unread.size === 0) return [];
  return report.files
    .filter((file) => file.format !== null && unread.has(file.path))
    .map((file) => ({
      path: file.path,
      line: 1,
      column: 1,
      ruleId: BASE_NOT_READ_RULE,
      severity: 'error' as const,
      message: message(unread.get(file.path)!),
    }));
}
