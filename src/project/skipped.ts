import picomatch from 'picomatch';
import type { ResolvedConfig } from '../config/resolve.js';
import type { FormatDefinition } from '../core/format.js';
import type { Report } from '../report/report.js';
import type { Discovery } from '../io/discover.js';
import { walkTree } from '../io/walk-tree.js';
import { noneChecked, SKIPPED_PATHS_SHOWN, type SkippedGroup } from '../render/skipped.js';
import { globMatcher } from '../util/glob.js';

/** The commands that walk files, and so may leave git-ignored ones out. */
type Command = 'check' | 'inbox';
/** Past this many git-ignored places, the message stops listing them and no command is offered. */
const MAX_NAMES = 5;

export interface CliSkipsInput {
  /** The repository root, real path. */
  root: string;
  /** What the walk found and what it left out as git-ignored. */
  discovery: Pick<Discovery, 'files' | 'ignored'> & Partial<Pick<Discovery, 'unread'>>;
  /** The report with repository-relative paths (before they are shown relative to the current folder). */
  report: Pick<Report, 'files' | 'findings'>;
  config: ResolvedConfig;
  formats: readonly FormatDefinition[];
  /** The PATH arguments as the person typed them (empty: `.`). */
  targets: readonly string[];
  /** The command they ran, which the git-ignored line offers again with the ignored places (default `check`). */
  command?: Command;
  /** A repository path as the output shows it (relative to the current folder). */
  show: (path: string) => string;
}

/**
 * What only the walk knows of the files a person may expect checked but that were not: handoff
 * files under git-ignored paths, and, when no handoff file was checked at all, how many files were
 * looked at and where handoff-gate looks. (The findings tell of the rest: see `render/skipped.ts`.)
 */
export function cliSkips(input: CliSkipsInput): SkippedGroup[] {
  const globs = input.formats.flatMap((format) => input.config.paths[format.id] ?? format.paths);
  const groups: SkippedGroup[] = [];
  const ignoredGroup = gitIgnored(input, globs);
  if (ignoredGroup) groups.push(ignoredGroup);
  if (noneChecked(input.report)) {
    // The files of no syntax listed only to say why they were not read are not among those looked
    // at; a file the person named is, whatever its name.
    const unread = new Set(input.discovery.unread ?? []);
    const looked = input.discovery.files.filter((path) => !unread.has(path));
    // Files where a format looks that still are none (a `.work/` file without the envelope's keys):
    // named as such, so the hint never says "it looks for .work/**" of a file that is in `.work/`.
    const keyed = input.formats
      .filter((format) => format.signature?.required)
      .flatMap((format) => input.config.paths[format.id] ?? format.paths);
    const onPaths = keyed.length ? globMatcher(keyed) : () => false;
    const inPlace = looked.filter((path) => onPaths(path));
    groups.push({
      reason: 'no-handoff-file',
      count: looked.length,
      paths: looked.slice(0, SKIPPED_PATHS_SHOWN).map(input.show),
      looksFor: looksFor(globs),
      ...(inPlace.length > 0 && {
        inPlace: { count: inPlace.length, paths: inPlace.slice(0, SKIPPED_PATHS_SHOWN).map(input.show) },
      }),
    });
  }
  return groups;
}

/** Git-ignored files on a format's paths, and the ignored folders that hold them: walked only where a format's paths lead. */
function gitIgnored(input: CliSkipsInput, globs: readonly string[]): SkippedGroup | undefined {
  if (input.discovery.ignored.length === 0 || globs.length === 0) return undefined;
  const onPaths = globMatcher(globs);
  const excluded = input.config.ignore.length ? globMatcher(input.config.ignore) : () => false;
  // Another PATH may have walked what this one left out (`check . .work`): that is checked.
  const walked = new Set(input.discovery.files);
  const wanted = (path: string) => !walked.has(path) && onPaths(path) && !excluded(path);
  // A folder is worth walking only when a format's paths lead into it (`.work/`), never for a
  // pattern that matches anywhere (`**/handoff-*.json`): an ignored `dist/` is not walked.
  const bases = globs.map((glob) => picomatch.scan(glob).base).filter((base) => base !== '' && base !== '.');
  const leadsInto = (dir: string) =>
    bases.some((base) => base === dir || base.startsWith(`${dir}/`) || dir.startsWith(`${base}/`));

  const files: string[] = [];
  const names: string[] = [];
  for (const entry of input.discovery.ignored) {
    const before = files.length;
    if (!entry.endsWith('/')) {
      if (wanted(entry)) files.push(entry);
    } else {
      const dir = entry.slice(0, -1);
      if (!leadsInto(dir)) continue;
      walkTree(input.root, dir, (path, dirent) => {
        if ((dirent.isFile() || dirent.isSymbolicLink()) && wanted(path)) files.push(path);
      });
    }
    if (files.length > before) names.push(entry);
  }
  if (files.length === 0) return undefined;
  const shownNames = names.map((name) => (name.endsWith('/') ? `${input.show(name.slice(0, -1))}/` : input.show(name)));
  const group: SkippedGroup = {
    reason: 'git-ignored',
    count: files.length,
    paths: files.sort().slice(0, SKIPPED_PATHS_SHOWN).map(input.show),
  };
  if (names.length <= MAX_NAMES) {
    group.names = shownNames;
    group.command = commandWith(input.command ?? 'check', input.targets, shownNames);
  }
  return group;
}

/** The command that runs again on what was named and the git-ignored places too. */
function commandWith(command: Command, targets: readonly string[], names: readonly string[]): string {
  const named = targets.length ? targets : ['.'];
  return ['handoff-gate', command, ...named, ...names.map((name) => name.replace(/\/$/, ''))].map(shellWord).join(' ');
}

/**
 * The groups of several roots (`check a b`, a repository inside another) as one list: git-ignored
 * files summed, with one command for them all; "no handoff file" only when no root checked one.
 */
export function mergeSkips(
  perRoot: readonly SkippedGroup[][],
  targets: readonly string[],
  command: Command = 'check',
): SkippedGroup[] {
  if (perRoot.length === 1) return perRoot[0]!;
  const merged: SkippedGroup[] = [];
  const ignored = perRoot.flatMap((groups) => groups.filter((g) => g.reason === 'git-ignored'));
  if (ignored.length) {
    const group: SkippedGroup = {
      reason: 'git-ignored',
      count: ignored.reduce((sum, g) => sum + g.count, 0),
      paths: ignored.flatMap((g) => g.paths).slice(0, SKIPPED_PATHS_SHOWN),
    };
    const names = ignored.flatMap((g) => g.names ?? []);
    if (ignored.every((g) => g.names) && names.length <= MAX_NAMES) {
      group.names = names;
      group.command = commandWith(command, targets, names);
    }
    merged.push(group);
  }
  const none = perRoot.map((groups) => groups.find((g) => g.reason === 'no-handoff-file'));
  if (none.length && none.every((g) => g !== undefined)) {
    const groups = none as SkippedGroup[];
    const inPlace = groups.filter((g) => g.inPlace);
    merged.push({
      reason: 'no-handoff-file',
      count: groups.reduce((sum, g) => sum + g.count, 0),
      paths: groups.flatMap((g) => g.paths).slice(0, SKIPPED_PATHS_SHOWN),
      looksFor: [...new Set(groups.flatMap((g) => g.looksFor ?? []))],
      ...(inPlace.length > 0 && {
        inPlace: {
          count: inPlace.reduce((sum, g) => sum + g.inPlace!.count, 0),
          paths: inPlace.flatMap((g) => g.inPlace!.paths).slice(0, SKIPPED_PATHS_SHOWN),
        },
      }),
    });
  }
  return merged;
}

/** Where the formats look, by their top folder: `.work/**`, `.forge/**`, `**\/handoff-*.json`. */
function looksFor(globs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const glob of globs) {
    const base = picomatch.scan(glob).base;
    out.add(base === '' || base === '.' ? glob : `${base.split('/')[0]}/**`);
  }
  return [...out];
}

/** A word a POSIX shell reads back as it is. */
function shellWord(word: string): string {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
