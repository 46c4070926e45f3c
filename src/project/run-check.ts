import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LoadedConfig } from '../config/parse.js';
import { check, type CheckResult } from '../engine/check.js';
import type { Workspace } from '../core/project.js';
import { mergeResults } from '../engine/merge.js';
import { BaseNotFound, ConfigNotFound } from '../errors.js';
import { FORMATS } from '../formats/index.js';
import type { WorkspaceCache } from '../io/workspace-cache.js';
import type { ResultCacheFile } from './result-cache.js';
import { overlaid } from '../engine/overlay-workspace.js';
import { fsWorkspace, isInside, toPosix } from '../io/fs-workspace.js';
import { notInGit, resolveCommit } from '../io/git.js';
import { loadConfigFile } from '../io/load-config.js';
import { withSharedConfigSkipped } from '../config/extends.js';
import { packageConfig } from './roots.js';
import { checkedTargets, groupTargets, realFile } from './targets.js';
import { mergeSkips } from './skipped.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';
import { UNUSED_RULE } from '../suppressions/rules.js';
import {
  PARALLEL_FROM,
  type CheckScope,
  type ConfigOf,
  type ParallelOptions,
  type RootCheck,
  type RunCheckOptions,
  type RunCheckResult,
} from './run-check-types.js';
import { walkGroups } from './walk-groups.js';
import { addRootReport, displayPath, sarifSources, type Merging } from './root-reports.js';

export {
  PARALLEL_FROM,
  type CheckedRoot,
  type CheckScope,
  type ParallelOptions,
  type RunCheckOptions,
  type RunCheckResult,
} from './run-check-types.js';

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

/**
 * Everything `check` and `inbox` share. Each PATH is checked from its own root: the repository it
 * is in (a repository inside another's folder is its own), else the folder named. Files under a
 * folder that is a project of its own (see `isPackage`) are checked from that folder. Each root's
 * config applies to its files (unless `--config` names one for all); the runs' reports are merged.
 */
export function runCheck(given: RunCheckOptions): RunCheckResult {
  const options = withRealOverlay(given);
  const steps = checkSteps(options);
  for (let step = steps.next(); ; ) {
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
  for (let step = steps.next(); ; ) {
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
    // The sorted list is the root's listing from here on: the walk's set of the same paths goes.
    project.files.clear();
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
