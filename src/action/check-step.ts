import type { ResolvedConfig } from '../config/resolve.js';
import { check, type CheckResult } from '../engine/check.js';
import { compareFindings, withoutConfigRefusal } from '../report/finding.js';
import { checkWithFullInbox } from '../inbox/full-inbox.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';
import { outsidePaths } from '../engine/outside-paths.js';
import { wholeHistory, type Versions, type Workspace } from '../core/project.js';
import { pullRequestView } from '../engine/pull-request-view.js';
import { guardedDecision, UNUSED_RULE } from '../suppressions/rules.js';
import { FORMATS } from '../formats/index.js';
import { discover } from '../io/discover.js';
import { notReadFindings } from './base-files.js';
import { earlierVersions } from '../publish/inbox/earlier-versions.js';
import { readInboxMarker } from '../inbox/issue-marker.js';
import { withBroughtSuppressions, type BroughtInput } from './brought-suppressions.js';
import { configRepoPath, type GoverningConfig } from './config-source.js';
import { isVerifiedInboxCommandChange } from '../publish/inbox/own-change.js';
import type { Scope } from './scope.js';
import { withRunSuppressions, type RunSuppressions } from './suppressions-source.js';

import { type ChangeFiles, type Checked, type Run } from './run.js';
import type { ResultCacheFile } from '../project/result-cache.js';

/**
 * Step 4, with the history where a decision still pending is remembered (a risk lowered in an
 * earlier change while an intent waited for approval): read only for the files the check asks it
 * of, then the change is checked again with it. A history that could not be read is an error on
 * its file, as a base that could not be read is: what it held could not be weighed. A run with no
 * base reads none up front: the sync asks for it where it would close or lower an issue (`reweigh`).
 */
export async function checkRemembering(run: Run, given: Parameters<typeof checkChange>[1]): Promise<Checked> {
  // The change is handoff-gate's own command commit only as GitHub's record bears it out.
  const ownCommand = await isVerifiedInboxCommandChange(run.context.event, given.identity, run.github);
  const input = { ...given, ownCommand };
  const checked = await checkWithHistory(run, input);
  // A changed file whose base could not be read: what the change did to its item was not judged either.
  if (input.files.unread.size === 0) return checked;
  const held = new Map<string, string>(
    [...input.files.unread].map(([path, why]) => [path, `its base version could not be read (${why})`]),
  );
  for (const [path, why] of checked.weighing?.held ?? []) held.set(path, why);
  return { ...checked, weighing: { ...checked.weighing, held } };
}

async function checkWithHistory(run: Run, input: Parameters<typeof checkChange>[1]): Promise<Checked> {
  const asked = new Set<string>();
  const first = checkChange(run, input, { earlier: (path) => void asked.add(path) });
  const { scope } = input;
  if (!scope.baseRef)
    return input.syncsInbox ? { ...first, weighing: { reweigh: (paths) => reweighed(run, input, paths) } } : first;
  if (asked.size === 0) return first;
  const wanted = await historiesWanted(run, input, asked);
  if (wanted.length === 0) return first;
  const { versions, unread } = await earlierVersions(
    run.context.workspace,
    scope.baseRef,
    wanted,
    run.github,
    (path) => scope.previousPath.get(path) ?? path,
  );
  const checked = checkChange(run, input, { earlier: (path) => versions.get(path), unread });
  return unread.size > 0 ? { ...checked, weighing: { held: earlierUnread(unread) } } : checked;
}

/**
 * On a run with no base (a scan, a push of a new branch), the inbox again with the history of the
 * checked files among `paths`, read at the commit checked: each is its own base, as a file a push
 * leaves alone is, so that an approval left waiting at a risk lowered since is not taken as decided.
 * A file whose item has left is also judged as its last change made it (see `lastChanges`).
 */
const reweighed = async (run: Run, input: Parameters<typeof checkChange>[1], paths: readonly string[]) => {
  // A path from an issue's marker is read only when it is a file this run checked.
  const checked = new Set(input.scope.files);
  const alone = new Set(paths.filter((path) => checked.has(path)));
  const asked = new Set<string>();
  const first = inboxOf(checkChange(run, input, { earlier: (path) => void asked.add(path), alone }));
  const left = [...alone].filter((path) => !first.some((item) => item.path === path));
  const wanted = [...new Set([...asked, ...left])].sort();
  if (wanted.length === 0) return { items: first, unread: new Map(), undecided: new Map() };
  const { versions, unread } = await earlierVersions(run.context.workspace, run.context.sha, wanted, run.github);
  const items =
    asked.size > 0 ? inboxOf(checkChange(run, input, { earlier: (path) => versions.get(path), alone, unread })) : first;
  const gone = left.filter((path) => !items.some((item) => item.path === path));
  return { items, unread: earlierUnread(unread), undecided: lastChanges(run, input, gone, versions) };
};

/**
 * Of these files, whose items left the inbox on a run with no base, those whose last change (each
 * judged against its version before that change) passed a guard of a person's decision, with the
 * rule that reports it: a status moved past its approval in a change whose own run never synced.
 */
function lastChanges(
  run: Run,
  input: Parameters<typeof checkChange>[1],
  paths: readonly string[],
  versions: ReadonlyMap<string, Uint8Array[]>,
): Map<string, string> {
  const bases = new Map<string, Uint8Array>();
  for (const path of paths) {
    const before = versions.get(path)?.[1];
    if (before) bases.set(path, before);
  }
  const undecided = new Map<string, string>();
  if (bases.size === 0) return undecided;
  // Whose change it was is not in the history: the rule that turns on it (a decision recorded
  // outside the inbox, unless it is the bot's own command) gives way, the others do not.
  const history = {
    // The versions before the last change, as far back as they reach (a whole history's tail is whole).
    earlier: (path: string) => tailOf(versions.get(path)),
    alone: new Set(bases.keys()),
    bases,
    whoseUnknown: true as const,
  };
  for (const finding of checkChange(run, input, history).report.findings)
    if (bases.has(finding.path) && guardedDecision(finding.ruleId) !== undefined && !undecided.has(finding.path))
      undecided.set(finding.path, finding.ruleId);
  return undecided;
}

/** The versions before the newest, marked whole when the list was. */
function tailOf(versions: Versions | undefined): Versions | undefined {
  if (!versions) return undefined;
  const tail = versions.slice(1);
  return versions.whole ? wholeHistory(tail) : tail;
}

/** The files whose earlier versions could not be read, each with why, as the sync's warning says it. */
const earlierUnread = (unread: ReadonlyMap<string, string>): Map<string, string> =>
  new Map([...unread].map(([path, why]) => [path, `its earlier versions could not be read (${why})`]));

const inboxOf = ({ view, report }: Checked) => ('inbox' in view ? view.inbox : report.inbox);

/**
 * Of the files whose history the check asked for, those worth reading: the change's own, and, where
 * the run syncs the inbox, a file it leaves alone only while an open inbox issue of ours names it
 * (its approval may have been left waiting at a risk a change lowered since): every other
 * `proposed` intent of the default branch would cost reads on each push for nothing.
 */
async function historiesWanted(
  run: Run,
  { scope, loaded, identity, syncsInbox }: Parameters<typeof checkChange>[1],
  asked: ReadonlySet<string>,
): Promise<string[]> {
  const changed = new Set([...scope.files, ...scope.removed]);
  const own = [...asked].filter((path) => changed.has(path));
  const others = [...asked].filter((path) => !changed.has(path));
  // The change's own files first: where the API's bound cuts the list, it cuts the others.
  if (!syncsInbox || others.length === 0) return own.sort();
  const github = await run.github();
  // Ours by the inbox label, and by their author too: a label the config renamed in this push is on
  // none of them yet (the sync adopts them). Not listed: every one is read (as far as the bound
  // goes) rather than let an approval close unweighed.
  const open = await Promise.all([
    github.listIssues(loaded.config.inboxLabel),
    github.listIssues(undefined, identity),
  ]).catch(() => undefined);
  if (!open) return [...own.sort(), ...others.sort()];
  const named = new Set(
    open
      .flat()
      .filter((issue) => issue.author === identity)
      .map((issue) => readInboxMarker(issue.body)?.path),
  );
  return [...own.sort(), ...others.filter((path) => named.has(path)).sort()];
}

/** What step 4 is given: the change, its files, the config, the run's suppressions and cache. */
interface ChangeCheck {
  scope: Scope;
  files: ChangeFiles;
  loaded: GoverningConfig;
  identity: string;
  syncsInbox: boolean;
  suppressions: RunSuppressions;
  ownCommand?: boolean;
  /** The result cache of a run that checks every file (`cache-path`, result-cache.ts). */
  cache?: ResultCacheFile;
}

/**
 * Step 4: check. A pull request's view also counts the risk of the intents it names, and holds the
 * inbox items it adds or resolves against the base. On the default branch, on schedule and on
 * dispatch the inbox is every file's: a change's run then reads every file in the same pass. The
 * report also holds the walk's, the config's and the base read's findings, and names a package's
 * handoff folders that no path rule covers.
 */
function checkChange(
  { inputs, context: { event, workspace: root } }: Run,
  { scope, files: { checkout, base, unread }, loaded, syncsInbox, suppressions, ownCommand, cache }: ChangeCheck,
  history: History,
): Checked {
  const { config } = loaded;
  const run = { config, formats: FORMATS, fromInboxCommand: history.whoseUnknown === true || ownCommand === true };
  const changeView = changeViewOf(scope, checkout, history, config.maxFileSize);
  const withBase: Workspace = { ...changeView, ...(scope.baseRef && { readBase: (path) => base.get(path) }) };
  // A merge group is judged as the pull requests it holds are; it has no description of its own.
  const view =
    event.kind === 'pull_request' || event.kind === 'merge_group'
      ? pullRequestView({
          ...run,
          changed: scope.files,
          removed: scope.removed,
          workspace: changeView,
          base,
          description: event.kind === 'pull_request' ? event.body : '',
          headBranch: event.kind === 'pull_request' ? event.headRef : '',
        })
      : syncsInbox && !scope.full
        ? checkWithFullInbox({
            ...run,
            files: scope.files,
            everyFile: discover(root, [root]).files,
            workspace: withBase,
          })
        : {
            report: check({
              ...run,
              files: scope.files,
              workspace: withBase,
              ...resultsOf(cache && { file: cache, scope, config }, history, withBase),
            }),
          };
  // The walk's own findings (a symlinked folder it did not enter) join the engine's.
  const engineFindings = withoutConfigRefusal(view.report.findings, configRepoPath(inputs.config));
  // A package's handoff folders that no path rule covers are named with the fix, never passed over.
  const handled = new Set([
    ...view.report.files.map((f) => f.path),
    ...engineFindings.map((f) => f.path),
    ...scope.skipped.map((f) => f.path),
  ]);
  const outside = outsidePaths({
    files: scope.files,
    handled,
    config,
    formats: FORMATS,
    advice: 'action',
    configured: (folder) => checkout.exists(`${folder}/${DEFAULT_CONFIG_PATH}`),
  });
  const checked: CheckResult = {
    ...view.report,
    findings: [
      ...engineFindings,
      ...scope.skipped,
      ...outside,
      ...notReadFindings(view.report, unread, history.unread ?? new Map()),
      ...loaded.findings,
    ].sort(compareFindings),
  };
  // What the suppressions file counts is suppressed; never a gating item, which is no finding.
  const suppressedReport = withRunSuppressions(checked, suppressions, scope, {
    unusedLevel: config.rules[UNUSED_RULE],
    exists: (path) => checkout.exists(path),
  });
  const report =
    event.kind === 'pull_request' || event.kind === 'merge_group'
      ? withBroughtSuppressions(suppressedReport, broughtInput({ scope, checkout, base, suppressions, config }))
      : suppressedReport;
  return { view, report };
}

/**
 * The result cache's port for a check of every file on the checkout as it is: not for a check that
 * reads a base or a history the cache keys nothing on (a change's, a re-weighing's).
 */
function resultsOf(
  cache: { file: ResultCacheFile; scope: Scope; config: ResolvedConfig } | undefined,
  history: History,
  workspace: Workspace,
): { results?: ReturnType<ResultCacheFile['forRoot']> } {
  if (!cache || !cache.scope.full || cache.scope.baseRef || history.alone) return {};
  const files = [...new Set(cache.scope.files)].sort();
  const root = { root: '.', settings: cache.config, files, named: new Set<string>(), commit: undefined };
  return { results: cache.file.forRoot({ ...root, workspace, formats: FORMATS }) };
}

/** What the check is told of the files' histories. */
interface History {
  earlier: (path: string) => Versions | undefined;
  /** On a run with no base: the files that are their own base, their history read at the commit checked. */
  alone?: ReadonlySet<string>;
  /** The files whose history could not be read, with why. */
  unread?: ReadonlyMap<string, string>;
  /** Of the files that are their own base, those judged against another version: that version. */
  bases?: ReadonlyMap<string, Uint8Array>;
  /** Whose change is judged is not known (read from history): taken as if it could be the bot's own command. */
  whoseUnknown?: true;
}

/**
 * The checkout as the change's view: what it added and removed, and the history it remembers (its
 * base's; with no base, that of the files that are their own base).
 */
function changeViewOf(
  scope: Scope,
  checkout: Workspace,
  { earlier, alone, bases }: History,
  maxFileSize: number,
): Workspace {
  // A change's new files (renames are not: they keep their base) have no base revision to compare:
  // what they hold is judged as born in this change (an intent born past `proposed` skipped its approval).
  if (scope.baseRef)
    return {
      ...checkout,
      addedSinceBase: (path: string) => scope.added.has(path),
      removedSinceBase: () => scope.removed,
      earlierRevisions: earlier,
    };
  if (!alone) return checkout;
  return {
    ...checkout,
    readBase: (path) => bases?.get(path) ?? (alone.has(path) ? checkout.read(path, maxFileSize) : undefined),
    earlierRevisions: (path) => (alone.has(path) ? earlier(path) : undefined),
  };
}

/** What a pull request's reviewer is shown of the suppressions it brings: its changed files at the head and the base. */
function broughtInput({
  scope,
  checkout,
  base,
  suppressions,
  config,
}: {
  scope: Scope;
  checkout: Workspace;
  base: ChangeFiles['base'];
  suppressions: RunSuppressions;
  config: ResolvedConfig;
}): BroughtInput {
  const text = (bytes: Uint8Array | undefined) =>
    bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8');
  return {
    changed: scope.files,
    head: (path) => text(checkout.read(path, config.maxFileSize)),
    base: (path) => text(base.get(path)),
    suppressions,
    refuse: config.inlineSuppressionsInPullRequests === 'refuse',
  };
}
