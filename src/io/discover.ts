import { lstatSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { syntaxOf } from '../core/document/read.js';
import type { Finding } from '../core/finding.js';
import { isInside, toPosix } from './fs-workspace.js';
import { walkTree } from './walk-tree.js';
import { ignoredPaths } from './git.js';

/** Package manifests and lockfiles: YAML/JSON that is never a handoff file, and often huge. */
const MANIFESTS = new Set([
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'bun.lock',
  'deno.lock',
  'composer.json',
  'composer.lock',
  'Cargo.lock',
  'Gemfile.lock',
  'Pipfile.lock',
  'poetry.lock',
  'pubspec.lock',
  'go.sum',
]);

export interface Discovery {
  /** Candidate files, relative to the root, `/`-separated, sorted. */
  files: string[];
  /** Files the person named one by one. */
  named: Set<string>;
  /** Files that could not be considered, each with its reason. */
  skipped: Finding[];
  /** Folders met on the walk that are roots of their own (a repository inside the root's folder), relative to the root: not walked. */
  nested: string[];
  /**
   * What the walk left out as git-ignored, relative to the root: YAML/JSON/Markdown files, and
   * folders (ending in `/`) it did not enter. The CLI tells of those a format would have checked.
   */
  ignored: string[];
}


/**
 * The files to check under the given targets: named files as they are; folders walked, without
 * `.git`, `node_modules`, manifests, lockfiles, or git-ignored files (unless the folder named is
 * itself ignored, which says the person wants it). Symlinks are not followed out of the root.
 */
export function discover(root: string, targets: readonly string[], isRoot: (dir: string) => boolean = () => false): Discovery {
  const realRoot = realpathSync(root);
  const files = new Set<string>();
  const named = new Set<string>();
  const skipped: Finding[] = [];
  const nested: string[] = [];
  const leftOut: string[] = [];
  let ignored: Set<string> | undefined;
  const isIgnored = (rel: string): boolean => {
    ignored ??= ignoredPaths(realRoot);
    if (ignored.size === 0) return false;
    if (ignored.has(rel)) return true;
    for (let i = rel.indexOf('/'); i !== -1; i = rel.indexOf('/', i + 1)) if (ignored.has(rel.slice(0, i + 1))) return true;
    return false;
  };
  const outside = (rel: string) =>
    skipped.push({ path: rel, line: 1, column: 1, ruleId: 'file/symlink-outside', severity: 'warning', message: 'This symlink points outside the repository; it was not read.' });

  for (const target of targets) {
    const rel = toPosix(relative(realRoot, target));
    let stat;
    try {
      stat = statSync(target);
    } catch {
      continue;
    }
    if (stat.isFile()) {
      let real: string;
      try {
        real = realpathSync(target);
      } catch {
        continue;
      }
      if (!isInside(realRoot, real)) outside(rel);
      else {
        files.add(rel);
        named.add(rel);
      }
      continue;
    }
    const respectIgnores = rel === '' || !isIgnored(`${rel}/`);
    walkTree(
      realRoot,
      rel,
      (path, entry) => {
        if (MANIFESTS.has(entry.name) || !syntaxOf(entry.name)) return;
        if (respectIgnores && isIgnored(path)) return void leftOut.push(path);
        if (entry.isSymbolicLink()) {
          try {
            const real = realpathSync(join(realRoot, path));
            if (!isInside(realRoot, real)) return void outside(path);
            if (!lstatSync(real).isFile()) return;
          } catch {
            return;
          }
        } else if (!entry.isFile()) return;
        files.add(path);
      },
      (path) => {
        if (respectIgnores && isIgnored(`${path}/`)) {
          leftOut.push(`${path}/`);
          return false;
        }
        // A repository inside this one's folder (not a submodule) is its own root, with its own config.
        if (!isRoot(join(realRoot, path))) return true;
        nested.push(path);
        return false;
      },
    );
  }
  return { files: [...files].sort(), named, skipped, nested, ignored: [...new Set(leftOut)].sort() };
}
