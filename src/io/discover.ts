import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { syntaxOf } from '../core/document/read.js';
import type { Finding } from '../core/finding.js';
import { SKIPPED_DIRS, isInside } from './fs-workspace.js';
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
}

const toPosix = (path: string) => (sep === '/' ? path : path.split(sep).join('/'));

/**
 * The files to check under the given targets: named files as they are; folders walked, without
 * `.git`, `node_modules`, manifests, lockfiles, or git-ignored files (unless the folder named is
 * itself ignored, which says the person wants it). Symlinks are not followed out of the root.
 */
export function discover(root: string, targets: readonly string[]): Discovery {
  const realRoot = realpathSync(root);
  const files = new Set<string>();
  const named = new Set<string>();
  const skipped: Finding[] = [];
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
    const stack = [rel];
    while (stack.length) {
      const dir = stack.pop()!;
      let entries;
      try {
        entries = readdirSync(join(realRoot, dir), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name) && !(respectIgnores && isIgnored(`${path}/`))) stack.push(path);
          continue;
        }
        if (MANIFESTS.has(entry.name) || !syntaxOf(entry.name)) continue;
        if (respectIgnores && isIgnored(path)) continue;
        if (entry.isSymbolicLink()) {
          try {
            const real = realpathSync(join(realRoot, path));
            if (!isInside(realRoot, real)) {
              outside(path);
              continue;
            }
            if (!lstatSync(real).isFile()) continue;
          } catch {
            continue;
          }
        } else if (!entry.isFile()) continue;
        files.add(path);
      }
    }
  }
  return { files: [...files].sort(), named, skipped };
}
