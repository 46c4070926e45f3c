import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResolvedConfig } from '../config/resolve.js';
import type { FormatDefinition } from '../core/format.js';
import type { FormatId } from '../report/report.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';
import { globMatcher } from '../util/glob.js';

/**
 * What a root is: a `repository` (a folder with `.git`, a file in worktrees and submodules, or
 * with a handoff-gate config), a `package` (a folder inside one, checked as a project of its own:
 * see `isPackage`), or a `folder` (nothing above it marks a repository: the folder named).
 */
export type RootKind = 'repository' | 'package' | 'folder';

/** True when `dir` is a repository root: it holds `.git` (a folder, or a file) or the config file. */
export function isRootMarked(dir: string): boolean {
  return existsSync(join(dir, '.git')) || existsSync(join(dir, DEFAULT_CONFIG_PATH));
}

/** The nearest folder at or above `start` that is a repository root, or undefined outside any. */
export function repositoryOf(start: string): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    if (isRootMarked(dir)) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * A root-relative glob as seen from `base` (a folder under the root, `/`-separated): the part
 * that matches below `base`, or undefined when the glob cannot match there. Segment by segment:
 * `packages/{agents,tools}/.forge/intents/*.yaml` from `packages/agents` is
 * `.forge/intents/*.yaml`; a `**` may take the rest of `base`, so it stays.
 */
function rebaseGlob(glob: string, base: string): string | undefined {
  const segments = glob.split('/');
  const baseSegments = base.split('/');
  for (let i = 0; i < baseSegments.length; i++) {
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (segment === '**') return segments.slice(i).join('/');
    if (!globMatcher(segment)(baseSegments[i]!)) return undefined;
  }
  const rest = segments.slice(baseSegments.length).join('/');
  return rest === '' ? undefined : rest;
}

/** Each format's globs: the config's, else the format's own. */
export function formatGlobs(
  config: ResolvedConfig,
  formats: readonly FormatDefinition[],
): Array<{ id: FormatId; globs: readonly string[] }> {
  return formats.map((f) => ({ id: f.id, globs: config.paths[f.id] ?? f.paths }));
}

/**
 * Whether a folder under a repository root is a project of its own: some file under it is on a
 * format's path counted from the folder (`packages/agents/.forge/intents/x.yaml` from
 * `packages/agents`) and not from the repository root. A folder of the repository's own layout
 * (`.forge/intents`, `.work`, `src`) is not: its files are on the paths from the root, or on none.
 */
export function isPackage(files: readonly string[], base: string, globs: readonly string[]): boolean {
  if (!globs.length) return false;
  const match = globMatcher(globs);
  const prefix = `${base}/`;
  return files.some((file) => file.startsWith(prefix) && match(file.slice(prefix.length)) && !match(file));
}

/**
 * The config of a repository as it applies to a package of it: each glob (paths, ignore) both as
 * written, from the package, and rebased from the repository root onto the package.
 */
export function packageConfig(
  config: ResolvedConfig,
  formats: readonly FormatDefinition[],
  base: string,
): ResolvedConfig {
  const both = (globs: readonly string[]) => [
    ...new Set([...globs, ...globs.map((g) => rebaseGlob(g, base)).filter((g): g is string => g !== undefined)]),
  ];
  const paths: ResolvedConfig['paths'] = {};
  for (const { id, globs } of formatGlobs(config, formats)) paths[id] = both(globs);
  return { ...config, paths, ignore: both(config.ignore) };
}
