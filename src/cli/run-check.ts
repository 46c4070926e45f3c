import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { ResolvedConfig } from '../config/resolve.js';
import { check, type CheckResult } from '../core/check.js';
import { compareFindings, type Finding } from '../core/finding.js';
import { relocateInPlace } from '../core/relocate.js';
import { UsageError } from '../errors.js';
import { FORMATS } from '../formats/index.js';
import { discover } from '../io/discover.js';
import { fsWorkspace } from '../io/fs-workspace.js';
import { resolveCommit } from '../io/git.js';
import { loadConfigFile } from '../io/load-config.js';

export const DEFAULT_CONFIG_PATH = '.github/handoff-gate.yml';

export interface RunCheckOptions {
  cwd: string;
  targets: string[];
  base?: string;
  config?: string;
  root?: string;
}

export interface RunCheckResult {
  report: CheckResult;
  config: ResolvedConfig;
  root: string;
  /** True when the config file had problems (the CLI then exits 2). */
  configInvalid: boolean;
  /** The config file's own findings (also among the report's), paths as shown. */
  configFindings: Finding[];
}

/** The repository root: the nearest folder at or above `start` with `.git` or a handoff-gate config. */
export function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, '.git')) || existsSync(join(dir, DEFAULT_CONFIG_PATH))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

/** Everything `check` and `inbox` share: find the root, load the config, walk, check, relativise. */
export function runCheck(options: RunCheckOptions): RunCheckResult {
  const targets = (options.targets.length ? options.targets : ['.']).map((t) => resolve(options.cwd, t));
  for (const target of targets) if (!existsSync(target)) throw new UsageError(`No such file or folder: ${relative(options.cwd, target) || target}`);
  const first = targets[0]!;
  const start = isDirectory(first) ? first : dirname(first);
  const root = realpathSync(options.root ? resolve(options.cwd, options.root) : findRoot(start));

  const configPath = options.config ? resolve(options.cwd, options.config) : join(root, DEFAULT_CONFIG_PATH);
  if (options.config && !existsSync(configPath)) throw new UsageError(`--config ${options.config}: no such file.`);
  const display = (path: string) => {
    const rel = relative(options.cwd, isAbsolute(path) ? path : join(root, path));
    return sep === '/' ? rel : rel.split(sep).join('/');
  };
  // Every file of a scan is shown this way: when the root is the current folder or inside it, a
  // repository path only needs the root's own prefix, worked out once.
  const rootPrefix = relative(options.cwd, root).split(sep).join('/');
  const show =
    rootPrefix === '..' || rootPrefix.startsWith('../') || isAbsolute(rootPrefix)
      ? display
      : (path: string) => (isAbsolute(path) || /(?:^|\/)\.\.?(?:\/|$)|\/\/|\/$|^$/.test(path) ? display(path) : rootPrefix ? `${rootPrefix}/${path}` : path);
  // A path recurs in its findings, gate items and chain nodes: each is worked out once, and a
  // file's items, which come together, ask for it in a row.
  const shownPaths = new Map<string, string>();
  let lastPath: string | undefined;
  let lastShown = '';
  const shown = (path: string) => {
    if (path === lastPath) return lastShown;
    let result = shownPaths.get(path);
    if (result === undefined) shownPaths.set(path, (result = show(path)));
    lastPath = path;
    lastShown = result;
    return result;
  };
  const loaded = loadConfigFile(configPath);

  let commit: string | undefined;
  if (options.base !== undefined) {
    commit = resolveCommit(root, options.base);
    if (!commit) throw new UsageError(`--base ${options.base} names no commit in ${display(root) || '.'}`);
  }

  const discovery = discover(root, targets.map((t) => realpathSync(t)));
  const report = check({
    files: discovery.files,
    named: discovery.named,
    workspace: fsWorkspace(root, commit),
    config: loaded.config,
    formats: FORMATS,
  });
  const findings = [...report.findings, ...discovery.skipped, ...loaded.findings].sort(compareFindings);
  return {
    report: relocateInPlace({ ...report, findings }, shown),
    config: loaded.config,
    root,
    configInvalid: loaded.findings.some((f) => f.severity === 'error'),
    // The same objects as in the report, whose paths were just mapped for display.
    configFindings: loaded.findings,
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
