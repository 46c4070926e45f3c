import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedConfig } from '../config/parse.js';
import type { ResolvedConfig } from '../config/resolve.js';
import type { CheckResult } from '../engine/check.js';
import { compareFindings, withoutConfigRefusal, type Finding } from '../report/finding.js';
import { outsidePaths } from '../engine/outside-paths.js';
import { relocateInPlace } from '../engine/relocate.js';
import type { SarifSources } from '../render/sarif.js';
import { FORMATS } from '../formats/index.js';
import { isInside, toPosix } from '../io/fs-workspace.js';
import type { SkippedGroup } from '../render/skipped.js';
import { cliSkips } from './skipped.js';
import { pushAll } from '../util/bulk.js';
import type { CheckedRoot, Project, RunCheckOptions } from './run-check-types.js';

/** Step 3's tally: each root's report, relocated, and what the result says of the roots and configs. */
export interface Merging {
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
export function addRootReport(
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
  // Made on the first ask, which only a file at a format's path below the root makes: a set of
  // every listed path (200,000 in a large scan) is otherwise never needed.
  let handledPaths: Set<string> | undefined;
  const handled = {
    has: (path: string) =>
      (handledPaths ??= new Set([
        ...report.files.map((f) => f.path),
        ...engineFindings.map((f) => f.path),
        ...project.skipped.map((f) => f.path),
      ])).has(path),
  };
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
export function sarifSources(cwd: string, realCwd: string, repositories: string[]): SarifSources {
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
export function displayPath(cwd: string, path: string): string {
  return toPosix(relative(cwd, path));
}

/**
 * How one root's repository-relative paths are shown: relative to the current folder. A path
 * recurs in its findings, gate items and chain nodes: a file's items, which come together, ask
 * for it in a row, and get one answer.
 */
function shower(cwd: string, root: string): (path: string) => string {
  const display = (path: string) => displayPath(cwd, isAbsolute(path) ? path : join(root, path));
  // When the root is not the current folder or one of its parents (it is the current folder, a
  // folder inside it or beside it), a repository path only needs the root's own prefix, worked out
  // once: the shown path is then the prefix and the path joined, which V8 keeps as one small
  // string pointing at both rather than a copy (a scan of 200,000 files from a folder beside the
  // root held 31 MB of such copies).
  const rootPrefix = displayPath(cwd, root);
  const prefix = rootPrefix ? `${rootPrefix}/` : '';
  const show =
    rootPrefix === '..' || rootPrefix.endsWith('/..') || isAbsolute(rootPrefix)
      ? display
      : (path: string) =>
          isAbsolute(path) || /(?:^|\/)\.\.?(?:\/|$)|\/\/|\/$|^$/.test(path)
            ? display(path)
            : prefix
              ? prefix + path
              : path;
  // A table of every path shown is kept only where showing one costs a walk of both paths: a
  // prefix joined is cheaper than the table's entry (200,000 of them in a scan of 200,000 files).
  const shownPaths = show === display ? new Map<string, string>() : undefined;
  let lastPath: string | undefined;
  let lastShown = '';
  return (path: string) => {
    if (path === lastPath) return lastShown;
    let result = shownPaths?.get(path);
    if (result === undefined) {
      result = show(path);
      shownPaths?.set(path, result);
    }
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
