import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedConfig } from '../config/parse.js';
import type { ResolvedConfig } from '../config/resolve.js';
import { check, type CheckResult } from '../engine/check.js';
import type { Workspace } from '../engine/project.js';
import { compareFindings, withoutConfigRefusal, type Finding } from '../report/finding.js';
import { mergeResults } from '../engine/merge.js';
import { outsidePaths } from '../engine/outside-paths.js';
import { relocateInPlace } from '../engine/relocate.js';
import { BaseNotFound, ConfigNotFound } from '../errors.js';
import type { SarifSources } from '../render/sarif.js';
import { FORMATS } from '../formats/index.js';
import { unreadWantedIn } from '../detect/near-path.js';
import { discover, type Discovery } from '../io/discover.js';
import type { WorkspaceCache } from '../io/workspace-cache.js';
import type { ResultCacheFile } from './result-cache.js';
import { overlaid } from '../engine/overlay-workspace.js';
import { fsWorkspace, isInside, toPosix } from '../io/fs-workspace.js';
import { notInGit, resolveCommit } from '../io/git.js';
import { loadConfigFile } from '../io/load-config.js';
import { withSharedConfigSkipped } from '../config/extends.js';
import type { SkippedGroup } from '../render/skipped.js';
import { formatGlobs, isPackage, isRootMarked, packageConfig, type RootKind } from './roots.js';
import { checkedTargets, groupTargets, realFile, type Group } from './targets.js';
import { cliSkips, mergeSkips } from './skipped.js';
import { pushAll } from '../util/bulk.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';
import type { RuleLevel } from '../engine/settings.js';
import { UNUSED_RULE } from '../suppressions/rules.js';

export interface RunCheckOptions {
  cwd: string;
  targets: string[];
  base?: string;
  config?: string;
  root?: string;
  /**
   * Files to read as these bytes instead of from the disk, by absolute path: `check --fix` checks
   * the fixed texts before writing them (and `--fix-dry-run` without writing). Such a check runs
   * on this thread: workers read the disk. A file named in `targets` may be in the overlay alone
   * (`check --stdin --stdin-filename`, the library's `checkText`): it is judged as if written there.
   */
  overlay?: ReadonlyMap<string, Uint8Array>;
  /** The command that runs the check, for the one a skip line offers (`handoff-gate inbox . .work`); default `check`. */
  command?: 'check' | 'inbox';
  /** Levels that replace the config's for these rules in every root (`--report-unused`). */
  ruleLevels?: Readonly<Record<string, RuleLevel>>;
  /**
   * The repository as read by earlier checks (an editor's server checks on every keystroke): each
   * root's listing, files, commit and diff are read once, until the cache is told to forget.
   */
  cache?: WorkspaceCache;
  /** Each file's contribution kept between runs (`check --cache`); not used for a check of an overlay. */
  resultCache?: ResultCacheFile;
}

export interface ParallelOptions {
  /** Threads to check a large root's files on (`--jobs`); 1 keeps every check on this thread. */
  jobs: number;
  /** Where a line on how the work was shared goes (`HANDOFF_GATE_DEBUG`), if anywhere. */
  debug?: (line: string) => void;
  /** The size from which a root is shared between threads, when not `PARALLEL_FROM`: for tests and benchmarks. */
  parallelFrom?: number;
}

/**
 * The number of files a root needs before its check is shared between worker threads, and half
 * of it the least a worker is given. Below it (a pull request's files, a pre-commit run, a few
 * paths) a check runs on this thread and loads nothing more. Measured on the benchmark's mixed
 * corpus: one thread checks about 7 files a millisecond once warm, and already keeps more than
 * one core busy (V8 collects and compiles on threads of its own); a worker costs 0.2–0.25 s of
 * CPU to start (a thread, Node's own modules, the engine's code), runs cold at first, and builds
 * the cross-file indexes its files need once more. Up to 2,000 files, two workers never beat one
 * thread; the main thread checks files while they start, which hides the start-up only where a
 * core is free.
 */
export const PARALLEL_FROM = 2000;

/** One root's check: what the engine needs for it (on this thread, or in workers). */
interface RootCheck {
  root: string;
  commit: string | undefined;
  config: ResolvedConfig;
  /** Sorted. */
  files: string[];
  named: ReadonlySet<string>;
}

/**
 * A root's files checked on this thread, reading the overlay's files (absolute paths) where it has
 * them: as if written there, so a file the overlay alone holds is listed and exists too.
 */
function checkHere(
  job: RootCheck,
  overlay?: ReadonlyMap<string, Uint8Array>,
  cache?: WorkspaceCache,
  resultCache?: ResultCacheFile,
): CheckResult {
  const inRoot = new Map(
    [...(overlay ?? [])]
      .filter(([full]) => isInside(job.root, full))
      .map(([full, bytes]) => [toPosix(relative(job.root, full)), bytes] as const),
  );
  const replaced = new Set(inRoot.keys());
  const disk = cache
    ? cache.workspace(job.root, job.commit, replaced)
    : fsWorkspace(job.root, job.commit, { replaced });
  const workspace: Workspace = inRoot.size ? overlaid(disk, inRoot) : disk;
  const results =
    resultCache && !inRoot.size
      ? resultCache.forRoot({ ...job, settings: job.config, workspace, formats: FORMATS })
      : undefined;
  return check({
    files: job.files,
    named: job.named,
    workspace,
    config: job.config,
    formats: FORMATS,
    ...(results && { results }),
  });
}

/** A root the files were checked from, for the reader (the JSON report's `roots`). */
export interface CheckedRoot {
  /** Relative to the current folder, `/`-separated; `.` for the current folder. */
  path: string;
  kind: RootKind;
  /** The config file that applied, relative to the current folder; null when none did (the defaults). */
  config: string | null;
}

export interface RunCheckResult {
  report: CheckResult;
  /** The first root, absolute. */
  root: string;
  /** Every root the files were checked from, in the order the PATHs name them. */
  roots: CheckedRoot[];
  /** The repositories the checked files are in (the current folder's first), for SARIF's repository-relative URIs. */
  sources: SarifSources;
  /** True when a config file had problems (the CLI then exits 2). */
  configInvalid: boolean;
  /** Files a person may expect checked that the walk left out (git-ignored), or none checked at all. */
  skipped: SkippedGroup[];
  /** The config files' own findings (also among the report's), paths as shown. */
  configFindings: Finding[];
  /** Each repository the files were checked in, with its config and what of it the run checked: where its suppressions file applies. */
  scopes: CheckScope[];
}

/** A repository of a run: its config file, what of it the run checked, and the level of `suppressions/unused` there. */
export interface CheckScope {
  /** Absolute and real: the repository's root (or, outside any, the folder named). */
  repository: string;
  /** The config file that applies (absolute), whether or not it exists. */
  config: string;
  /** What the run checked in it (absolute): folders and files named, or the repository itself. */
  targets: string[];
  /** The level `suppressions/unused` has there (its config's `rules`, or `--report-unused`), if not its default. */
  unusedLevel?: RuleLevel;
}

/** One check run: the files of one root, with the config that applies to them. */
interface Project {
  root: string;
  repository: string;
  kind: RootKind;
  /** Repository-relative paths of `base` from `repository` ('' when the root is the repository). */
  prefix: string;
  files: Set<string>;
  named: Set<string>;
  skipped: Finding[];
  /** What the walks left out as git-ignored, relative to `root` (folders end in `/`). */
  ignored: string[];
}

/**
 * Everything `check` and `inbox` share. Each PATH is checked from its own root: the repository it
 * is in (a repository inside another's folder is its own), else the folder named. Files under a
 * folder that is a project of its own (see `isPackage`) are checked from that folder. Each root's
 * config applies to its files (unless `--config` names one for all); the runs' reports are merged.
 */
export function runCheck(given: RunCheckOptions): RunCheckResult {
  const options = withRealOverlay(given);
  const steps = checkSteps(options);
  for (let step = steps.next(); ;) {
    if (step.done) return step.value;
    step = steps.next(checkHere(step.value, options.overlay, options.cache, options.resultCache));
  }
}

/**
 * `runCheck`, with each root of `PARALLEL_FROM` files or more shared between `jobs` worker
 * threads (loaded only then). The report is the same, byte for byte, whatever `jobs` is.
 */
export async function runCheckInParallel(given: RunCheckOptions & ParallelOptions): Promise<RunCheckResult> {
  const options = withRealOverlay(given);
  const steps = checkSteps(options);
  for (let step = steps.next(); ;) {
    if (step.done) return step.value;
    const job = step.value;
    const where = displayPath(options.cwd, job.root) || '.';
    // A result cache is this thread's: with one, each root is checked here (a warm run reads and hashes, little more).
    if (
      options.jobs < 2 ||
      job.files.length < (options.parallelFrom ?? PARALLEL_FROM) ||
      options.overlay?.size ||
      options.resultCache
    ) {
      const start = performance.now();
      const result = checkHere(job, options.overlay, options.cache, options.resultCache);
      options.debug?.(
        `${where}: ${job.files.length} files on the main thread (${Math.round(performance.now() - start)} ms)`,
      );
      step = steps.next(result);
      continue;
    }
    const { checkInWorkers } = await import('./check-pool.js');
    const shared = await checkInWorkers(
      job,
      options.jobs,
      Math.ceil((options.parallelFrom ?? PARALLEL_FROM) / 2),
    ).catch((error: unknown) => {
      // Workers that cannot start or stop halfway (a thread limit, memory) leave the check to this thread.
      options.debug?.(
        `workers failed, checking on the main thread: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    });
    if (!shared) {
      step = steps.next(checkHere(job));
      continue;
    }
    const { result, stats } = shared;
    options.debug?.(
      `${where}: ${job.files.length} files on ${stats.workers} workers: ${stats.perWorker.join(', ')} (the main thread ${stats.meanwhile} while they started; busy ${stats.busyMs.join(', ')} ms of ${stats.wallMs} ms; read ${stats.reads.join(', ')} files)`,
    );
    step = steps.next(result);
  }
}

/** The overlay keyed by real paths, as the walk and the workspace name files (a symlinked current folder, a folder not made yet). */
function withRealOverlay<T extends RunCheckOptions>(options: T): T {
  if (!options.overlay?.size) return options;
  return { ...options, overlay: new Map([...options.overlay].map(([path, bytes]) => [realFile(path), bytes])) };
}

/** The steps of a check: each root's check is yielded, to be run by the caller, and its report given back. */
function* checkSteps(options: RunCheckOptions): Generator<RootCheck, RunCheckResult, CheckResult> {
  const { cwd } = options;
  const targets = checkedTargets(options);
  // 1. Each target's root.
  const groups = groupTargets(targets);
  // 2. Walk each group; a repository met on a walk is a target of its own, walked in turn.
  const configOf = configReader(options);
  if (options.config && !existsSync(resolve(cwd, options.config))) throw new ConfigNotFound(options.config);
  const { projects, order, covered } = walkGroups(groups, targets.explicitRoot, configOf, options.overlay);

  // 3. Check each root's files with its config; relocate each report to the current folder; merge.
  const merging: Merging = {
    results: [],
    roots: [],
    reported: new Set(),
    skips: [],
    configFindings: [],
    configInvalid: false,
  };
  for (const root of order) {
    const project = projects.get(root)!;
    const { path: configPath, loaded } = configOf(project.repository);
    const own = project.kind === 'package' ? packageConfig(loaded.config, FORMATS, project.prefix) : loaded.config;
    const config = options.ruleLevels ? { ...own, rules: { ...own.rules, ...options.ruleLevels } } : own;
    merging.roots.push({
      path: displayPath(cwd, root) || '.',
      kind: project.kind,
      config: existsSync(configPath) ? displayPath(cwd, configPath) : null,
    });

    const commit =
      options.base === undefined ? undefined : baseCommit(options.base, cwd, project.repository, options.cache);
    const files = [...project.files].sort();
    const report: CheckResult = yield { root, commit, config, files, named: project.named };
    addRootReport(merging, { options, project, configPath, loaded, config, files, report });
  }

  const { results, roots, skips, configFindings, configInvalid } = merging;
  const repositories = [...new Set(order.map((root) => projects.get(root)!.repository))];
  const sources = sarifSources(cwd, targets.realCwd, repositories);
  return {
    scopes: repositories.map((repository) => checkScope(repository, covered, configOf, options)),
    report: mergeResults(results),
    root: order[0]!,
    roots,
    sources,
    configInvalid,
    skipped: mergeSkips(skips, options.targets, options.command),
    configFindings,
  };
}

/**
 * The commit `--base` names in a root's repository, else a usage error that says why: the root is
 * in no git repository (a folder, or one marked only by its config), git does not run, or the
 * repository has no such commit.
 */
function baseCommit(base: string, cwd: string, repository: string, cache?: WorkspaceCache): string {
  const commit = cache ? cache.commit(repository, base) : resolveCommit(repository, base);
  if (commit) return commit;
  const where = displayPath(cwd, repository) || '.';
  const why = notInGit(repository);
  if (why === 'no-git')
    throw new BaseNotFound(
      base,
      why,
      `--base ${base} needs git, which did not run here (is it installed and on the PATH?).`,
    );
  if (why === 'no-repository')
    throw new BaseNotFound(
      base,
      why,
      `--base ${base}: ${where} is not in a git repository, so it has no revision to compare with; run the check in a clone, or leave --base out.`,
    );
  throw new BaseNotFound(base, 'no-commit', `--base ${base} names no commit in ${where}`);
}

/** A repository's scope, for its suppressions file. */
function checkScope(
  repository: string,
  covered: ReadonlyMap<string, readonly string[]>,
  configOf: ConfigOf,
  options: RunCheckOptions,
): CheckScope {
  const { path, loaded } = configOf(repository);
  const unusedLevel = options.ruleLevels?.[UNUSED_RULE] ?? loaded.config.rules[UNUSED_RULE];
  return {
    repository,
    config: path,
    targets: [...new Set(covered.get(repository) ?? [repository])],
    ...(unusedLevel !== undefined && { unusedLevel }),
  };
}

type ConfigOf = (repository: string) => { path: string; loaded: LoadedConfig };

/** A repository's config (`--config`'s, when given, for every one), each file loaded once. */
function configReader(options: RunCheckOptions): ConfigOf {
  const configs = new Map<string, LoadedConfig>();
  return (repository) => {
    const path = options.config ? resolve(options.cwd, options.config) : join(repository, DEFAULT_CONFIG_PATH);
    let loaded = configs.get(path);
    // The CLI reads no network: a shared config (`extends`) is said to be skipped, on its line.
    if (!loaded)
      configs.set(path, (loaded = withSharedConfigSkipped(loadConfigFile(path, path, { root: repository }), path)));
    return { path, loaded };
  };
}

/**
 * Step 2: walk each group; a repository met on a walk is a target of its own, walked in turn. The
 * projects come back by root, in the order they were met.
 */
function walkGroups(
  groups: Map<string, Group>,
  explicitRoot: string | undefined,
  configOf: ConfigOf,
  overlay?: ReadonlyMap<string, Uint8Array>,
): { projects: Map<string, Project>; order: string[]; covered: Map<string, string[]> } {
  const projects = new Map<string, Project>();
  const order: string[] = [];
  const covered = new Map<string, string[]>();
  const done = new Set<string>();
  for (let pending = [...groups.entries()]; pending.length;) {
    const next: Array<[string, Group]> = [];
    for (const [key, group] of pending) {
      if (done.has(key)) continue;
      done.add(key);
      covered.set(group.repository, [...(covered.get(group.repository) ?? []), ...group.targets]);
      const walked = withOverlaid(
        discover(
          group.repository,
          group.targets,
          explicitRoot ? () => false : isRootMarked,
          unreadWanted(configOf(group.repository).loaded.config),
        ),
        group,
        overlay,
      );
      for (const dir of walked.nested) {
        const repository = join(group.repository, dir);
        if (!done.has(repository))
          next.push([repository, { repository, kind: 'repository', bases: [], targets: [repository] }]);
      }
      const globs = formatGlobs(configOf(group.repository).loaded.config, FORMATS).flatMap((f) => f.globs);
      const base = group.bases.find((b) => isPackage(walked.files, toPosix(relative(group.repository, b)), globs));
      const asPackage = base !== undefined;
      const prefix = asPackage ? toPosix(relative(group.repository, base)) : '';
      const root = base ?? group.repository;
      let project = projects.get(root);
      if (!project) {
        projects.set(
          root,
          (project = {
            root,
            repository: group.repository,
            kind: asPackage ? 'package' : group.kind,
            prefix: asPackage ? prefix : '',
            files: new Set(),
            named: new Set(),
            skipped: [],
            ignored: [],
          }),
        );
        order.push(root);
      }
      const local = (path: string) => (asPackage ? path.slice(prefix.length + 1) : path);
      for (const file of walked.files) project.files.add(local(file));
      for (const file of walked.unread) project.files.add(local(file));
      for (const file of walked.named) project.named.add(local(file));
      for (const finding of walked.skipped) addSkipped(project.skipped, { ...finding, path: local(finding.path) });
      for (const entry of walked.ignored) project.ignored.push(local(entry));
    }
    pending = next;
  }

  // A file under a package is checked there, not a second time from its repository's root.
  for (const pkg of projects.values()) {
    if (pkg.kind !== 'package') continue;
    const owner = projects.get(pkg.repository);
    if (!owner) continue;
    for (const file of pkg.files) owner.files.delete(`${pkg.prefix}/${file}`);
  }
  return { projects, order, covered };
}

/**
 * A walk's finding, once per path and rule however many walks of one root met it (`check . .work`
 * walks `.work` twice); an error when any walk said so (the one that was named).
 */
function addSkipped(skipped: Finding[], finding: Finding): void {
  let byKey = skippedByKey.get(skipped);
  if (!byKey) skippedByKey.set(skipped, (byKey = new Map()));
  const key = `${finding.ruleId}\u0000${finding.path}`;
  const said = byKey.get(key);
  if (!said) {
    byKey.set(key, finding);
    skipped.push(finding);
  } else if (finding.severity === 'error') said.severity = 'error';
}
const skippedByKey = new WeakMap<Finding[], Map<string, Finding>>();

/** A walk with the named files that are in the overlay alone (not on the disk yet) added, as named regular files. */
/** Which files of no syntax the check reads the walk lists: those where a format's files live, as the config sets its paths. */
const unreadWanted = (config: ResolvedConfig) =>
  unreadWantedIn(FORMATS, (format) => config.paths[format.id] ?? format.paths);

function withOverlaid(walked: Discovery, group: Group, overlay?: ReadonlyMap<string, Uint8Array>): Discovery {
  const only = group.targets.filter((target) => overlay?.has(target) && !existsSync(target));
  if (only.length === 0) return walked;
  const added = only.map((target) => toPosix(relative(group.repository, target)));
  for (const path of added) walked.named.add(path);
  return { ...walked, files: [...new Set([...walked.files, ...added])].sort() };
}

/** Step 3's tally: each root's report, relocated, and what the result says of the roots and configs. */
interface Merging {
  results: CheckResult[];
  roots: CheckedRoot[];
  /** The config files whose findings are already reported. */
  reported: Set<string>;
  skips: SkippedGroup[][];
  configFindings: Finding[];
  configInvalid: boolean;
}

/**
 * One root's report, completed and relocated to the current folder: the walk's and the config's
 * findings join the engine's, and a package's handoff folders no path rule covers are named.
 */
function addRootReport(
  merging: Merging,
  {
    options,
    project,
    configPath,
    loaded,
    config,
    files,
    report,
  }: {
    options: RunCheckOptions;
    project: Project;
    configPath: string;
    loaded: LoadedConfig;
    config: ResolvedConfig;
    files: string[];
    report: CheckResult;
  },
): void {
  const { root } = project;
  // A config's own findings are reported once, however many roots it applies to.
  const configFindings = merging.reported.has(configPath) ? [] : loaded.findings;
  merging.reported.add(configPath);
  // The same objects as in the report: relocating it below shows their paths as the report does.
  pushAll(merging.configFindings, configFindings);
  if (loaded.findings.some((f) => f.severity === 'error')) merging.configInvalid = true;
  const configInRoot = toPosix(relative(root, configPath));
  const engineFindings = withoutConfigRefusal(report.findings, configInRoot);
  // A package's handoff folders no path rule covers are named, not passed over (from the root, `packages/a/.forge/`).
  const handled = new Set([
    ...report.files.map((f) => f.path),
    ...engineFindings.map((f) => f.path),
    ...project.skipped.map((f) => f.path),
  ]);
  const outside = outsidePaths({ files, handled, config, formats: FORMATS, advice: 'cli' });
  const findings = [...engineFindings, ...project.skipped, ...outside, ...configFindings].sort(compareFindings);
  const show = shower(options.cwd, root);
  const discovery = { files, ignored: [...new Set(project.ignored)].sort() };
  merging.skips.push(
    cliSkips({
      root,
      discovery,
      report: { files: report.files, findings },
      config,
      formats: FORMATS,
      targets: options.targets,
      ...(options.command && { command: options.command }),
      show,
    }),
  );
  merging.results.push(relocateInPlace({ ...report, findings }, show));
}

/** The repositories the checked files are in, for SARIF: the current folder's first, and each file placed in the deepest that holds it. */
function sarifSources(cwd: string, realCwd: string, repositories: string[]): SarifSources {
  // The current folder's repository first: code scanning places results relative to it.
  const home = repositories.filter((r) => isInside(r, realCwd)).sort((a, b) => b.length - a.length)[0];
  const sourceRoots = home ? [home, ...repositories.filter((r) => r !== home)] : repositories;
  // The deepest repository that holds a file is its own (a nested one, not the one around it).
  const deepest = sourceRoots.map((path, index) => ({ path, index })).sort((a, b) => b.path.length - a.path.length);
  return {
    roots: sourceRoots.map(folderUri),
    locate(path) {
      const full = resolve(cwd, path);
      const root = deepest.find((r) => full !== r.path && isInside(r.path, full));
      return root && { root: root.index, path: toPosix(relative(root.path, full)) };
    },
  };
}

/** An absolute or root-joined path, relative to the current folder and `/`-separated. */
function displayPath(cwd: string, path: string): string {
  return toPosix(relative(cwd, path));
}

/**
 * How one root's repository-relative paths are shown: relative to the current folder. A path
 * recurs in its findings, gate items and chain nodes: each is worked out once, and a file's
 * items, which come together, ask for it in a row.
 */
function shower(cwd: string, root: string): (path: string) => string {
  const display = (path: string) => displayPath(cwd, isAbsolute(path) ? path : join(root, path));
  // When the root is the current folder or inside it, a repository path only needs the root's own prefix, worked out once.
  const rootPrefix = displayPath(cwd, root);
  const show =
    rootPrefix === '..' || rootPrefix.startsWith('../') || isAbsolute(rootPrefix)
      ? display
      : (path: string) =>
          isAbsolute(path) || /(?:^|\/)\.\.?(?:\/|$)|\/\/|\/$|^$/.test(path)
            ? display(path)
            : rootPrefix
              ? `${rootPrefix}/${path}`
              : path;
  const shownPaths = new Map<string, string>();
  let lastPath: string | undefined;
  let lastShown = '';
  return (path: string) => {
    if (path === lastPath) return lastShown;
    let result = shownPaths.get(path);
    if (result === undefined) shownPaths.set(path, (result = show(path)));
    lastPath = path;
    lastShown = result;
    return result;
  };
}

/** A folder's `file:` URI, ending in `/` as SARIF's base URIs must. */
function folderUri(path: string): string {
  const uri = pathToFileURL(path).href;
  return uri.endsWith('/') ? uri : `${uri}/`;
}
