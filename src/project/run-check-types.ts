import type { LoadedConfig } from '../config/parse.js';
import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../engine/check.js';
import type { Finding } from '../report/finding.js';
import type { SarifSources } from '../render/sarif.js';
import type { WorkspaceCache } from '../io/workspace-cache.js';
import type { ResultCacheFile } from './result-cache.js';
import type { SkippedGroup } from '../render/skipped.js';
import type { RootKind } from './roots.js';
import type { RuleLevel } from '../core/settings.js';

/* The shapes a check run is given and gives back, and the parts its steps hand each other. */

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
export interface RootCheck {
  root: string;
  commit: string | undefined;
  config: ResolvedConfig;
  /** Sorted. */
  files: string[];
  named: ReadonlySet<string>;
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
export interface Project {
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

export type ConfigOf = (repository: string) => { path: string; loaded: LoadedConfig };
