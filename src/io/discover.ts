import { lstatSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import { syntaxOf } from '../parse/read.js';
import type { Finding } from '../report/finding.js';
import { NOT_READ_RULE, SYMLINK_OUTSIDE_RULE, UNREADABLE_RULE } from '../report/adapter-rules.js';
import { inGitFolder, isDenied, isIgnoredIn, isInside, osReason, toPosix } from './file-gate.js';
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
  /**
   * Files of no syntax the check reads (`lockout.txt`) that `unreadWanted` asked for (where a
   * format's files live), relative to the root, sorted: the check says why they were not read.
   */
  unread: string[];
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
 * itself ignored, which says the person wants it). Symlinked files and special files (FIFOs,
 * sockets, devices) are listed like files: the workspace's FileGate decides whether one may be
 * read, and the engine reports one that may not. A symlinked folder is never entered: it gets a
 * finding here (it holds no file the engine would see), once, and an error when it was named, as
 * the engine says of a file link; a named one that stays in the repository is walked.
 */
export function discover(
  root: string,
  targets: readonly string[],
  isRoot: (dir: string) => boolean = () => false,
  unreadWanted: (path: string) => boolean = () => false,
): Discovery {
  const realRoot = realpathSync(root);
  const files = new Set<string>();
  const named = new Set<string>();
  const skipped: Finding[] = [];
  const nested: string[] = [];
  const leftOut: string[] = [];
  const unread = new Set<string>();
  let ignored: Set<string> | undefined;
  const isIgnored = (rel: string): boolean => isIgnoredIn((ignored ??= ignoredPaths(realRoot)), rel);
  const folderLink = folderLinkReporter(realRoot, skipped);

  for (const target of targets) {
    const rel = toPosix(relative(realRoot, target));
    let stat;
    try {
      stat = lstatSync(target);
    } catch (error) {
      // Named, but in a folder the system would not open: said, never passed over.
      if (isDenied(error))
        skipped.push({
          path: rel,
          line: 1,
          column: 1,
          ruleId: UNREADABLE_RULE,
          severity: 'error',
          message: `This could not be read (${osReason(error)}); it was not checked. Make it readable to the user the check runs as.`,
        });
      continue;
    }
    if (stat.isSymbolicLink()) {
      const folder = linkedFolder(target);
      // A folder link named on the command line is walked, when it stays in the repository.
      if (folder && (!isInside(realRoot, folder.real) || inGitFolder(toPosix(relative(realRoot, folder.real))))) {
        folderLink(rel, folder.real, true);
        continue;
      }
      if (!folder) {
        files.add(rel);
        named.add(rel);
        continue;
      }
    } else if (!stat.isDirectory()) {
      files.add(rel);
      named.add(rel);
      continue;
    }
    const respectIgnores = rel === '' || !isIgnored(`${rel}/`);
    const ignoredHere = (path: string) => respectIgnores && isIgnored(path);
    const noSyntax: NoSyntax = { realRoot, ignored: ignoredHere, folderLink, wanted: unreadWanted, unread };
    walkTree(
      realRoot,
      rel,
      (path, entry) => {
        if (MANIFESTS.has(entry.name)) return;
        if (!syntaxOf(entry.name)) return noSyntaxEntry(path, entry, noSyntax);
        if (respectIgnores && isIgnored(path)) return void leftOut.push(path);
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
      (path, error) => {
        // A folder the walk could not open may hold handoff files: said, and the run fails rather than pass them over.
        if (!isDenied(error)) return;
        skipped.push(unreadableFolder(path, error));
      },
    );
  }
  return { files: sorted(files), named, skipped, nested, ignored: sorted(leftOut), unread: sorted(unread) };
}

/** Each path once, sorted. */
const sorted = (paths: Iterable<string>): string[] => [...new Set(paths)].sort();

/** What the walk needs for an entry of no syntax the check reads. */
interface NoSyntax {
  realRoot: string;
  ignored: (path: string) => boolean;
  folderLink: (path: string, real: string) => void;
  wanted: (path: string) => boolean;
  unread: Set<string>;
}

/**
 * An entry of no syntax the check reads, unless git-ignored: a folder link (the one entry without
 * an extension, as a rule, that may hide handoff files) is reported, and a file `wanted` (where a
 * format's files live) is listed as unread.
 */
function noSyntaxEntry(path: string, entry: Dirent, on: NoSyntax): void {
  const link = entry.isSymbolicLink();
  if ((!link && !on.wanted(path)) || on.ignored(path)) return;
  const folder = link ? linkedFolder(join(on.realRoot, path)) : undefined;
  if (folder) on.folderLink(path, folder.real);
  else if (on.wanted(path)) on.unread.add(path);
}

/**
 * What reports a folder link into `skipped`: once each, however many targets walk past it; an
 * error when it was named, as the engine says of a file link.
 */
function folderLinkReporter(realRoot: string, skipped: Finding[]) {
  const said = new Map<string, Finding>();
  return (rel: string, real: string | undefined, isNamed = false): void => {
    let finding = said.get(rel);
    if (!finding) {
      said.set(rel, (finding = folderLinkFinding(realRoot, rel, real)));
      skipped.push(finding);
    }
    if (isNamed) finding.severity = 'error';
  };
}

/** A symlink to a folder, never entered: one pointing outside the repository, or one whose files went unchecked. */
function folderLinkFinding(realRoot: string, rel: string, real: string | undefined): Finding {
  return real !== undefined && !isInside(realRoot, real)
    ? {
        path: rel,
        line: 1,
        column: 1,
        ruleId: SYMLINK_OUTSIDE_RULE,
        severity: 'warning',
        message: 'This symlink to a folder points outside the repository; it was not followed.',
      }
    : {
        path: rel,
        line: 1,
        column: 1,
        ruleId: NOT_READ_RULE,
        severity: 'warning',
        message:
          'This symlink to a folder was not followed: its files were not checked. Check them where they are, or replace the link with the folder.',
      };
}

/** The real path a symlink leads to when that is a folder; undefined for anything else. */
function linkedFolder(full: string): { real: string } | undefined {
  try {
    const real = realpathSync(full);
    return statSync(real).isDirectory() ? { real } : undefined;
  } catch {
    return undefined;
  }
}

/** A folder the walk could not open. */
function unreadableFolder(path: string, error: unknown): Finding {
  return {
    path: path || '.',
    line: 1,
    column: 1,
    ruleId: UNREADABLE_RULE,
    severity: 'error',
    message: `This folder could not be read (${osReason(error)}); the files in it were not checked. Make it readable to the user the check runs as.`,
  };
}
