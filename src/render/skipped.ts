import type { Report } from '../report/report.js';
import { plural } from './plural.js';
import { pathGroups, type PathGroup } from './path-groups.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';
import { NOT_READ_RULE, SYMLINK_OUTSIDE_RULE, UNREADABLE_RULE } from '../report/adapter-rules.js';
import { UNRECOGNISED_RULE } from '../detect/detect.js';
import { OUTSIDE_PATHS_RULE } from '../engine/outside-paths.js';
import { NEAR_MISS_RULE } from '../detect/near-miss.js';
import { EXTENSION_RULE } from '../detect/near-path.js';
import { TOO_LARGE_RULE } from '../parse/read.js';

/**
 * Why files a person may expect checked were not: git-ignored (the walk leaves them out), no
 * handoff file at all among the files walked, over `max-file-size`, one key away from a format,
 * where a format's files live under an extension it does not read, named but of no format, a symlink leaving the repository, a link or special file never read,
 * one the system would not let be read, or a folder below the root (a package's `.forge/`) whose
 * handoff files no path rule covers.
 */
export type SkipReason =
  | 'git-ignored'
  | 'no-handoff-file'
  | 'too-large'
  | 'near-miss'
  | 'extension'
  | 'unrecognised'
  | 'symlink-outside'
  | 'not-read'
  | 'unreadable'
  | 'outside-paths';

/** One reason files were not checked, with how many and where (paths as the output shows them). */
export interface SkippedGroup {
  reason: SkipReason;
  /** Files not checked for this reason (for `no-handoff-file`: the YAML/JSON/Markdown files looked at). */
  count: number;
  /** The first few of them. */
  paths: string[];
  /** `git-ignored`: the ignored folders (ending in `/`) and files that hold them. */
  names?: string[];
  /** `git-ignored`: the command that checks them too. */
  command?: string;
  /** `no-handoff-file`: where handoff-gate looks (`.work/**`, `**\/handoff-*.json`). */
  looksFor?: string[];
  /** `no-handoff-file`: of the files looked at, those where a format looks that lack the keys it needs there (`.work/`). */
  inPlace?: { count: number; paths: string[] };
}

/** Past this many, a group's `paths` stops: the count says how many there are. */
export const SKIPPED_PATHS_SHOWN = 5;

/** Rules whose finding means the file was noticed but not checked as a handoff file. */
const NOT_CHECKED_RULES: ReadonlyMap<string, SkipReason> = new Map([
  [TOO_LARGE_RULE, 'too-large'],
  [NEAR_MISS_RULE.id, 'near-miss'],
  [EXTENSION_RULE.id, 'extension'],
  [UNRECOGNISED_RULE, 'unrecognised'],
  [SYMLINK_OUTSIDE_RULE, 'symlink-outside'],
  [NOT_READ_RULE, 'not-read'],
  [UNREADABLE_RULE, 'unreadable'],
  [OUTSIDE_PATHS_RULE.id, 'outside-paths'],
]);

/**
 * Whether the path was only noticed, not checked: every finding of it says so, or (with none, or
 * those rules off) a file of no format is listed there.
 */
export function noticedOnly(group: PathGroup): boolean {
  if (group.findings.length === 0) return group.formatless;
  return group.findings.every((finding) => NOT_CHECKED_RULES.has(finding.ruleId));
}

/** Whether every file the report lists was only noticed, not checked; stops at the first checked. */
export function noneChecked(report: Pick<Report, 'files' | 'findings'>): boolean {
  for (const group of pathGroups(report)) if (group.listed && !noticedOnly(group)) return false;
  return true;
}

/** The groups the findings themselves tell of, in a fixed order, one per reason that has files. */
function findingSkips(report: Pick<Report, 'findings'>): SkippedGroup[] {
  const byReason = new Map<SkipReason, Set<string>>();
  for (const finding of report.findings) {
    const reason = NOT_CHECKED_RULES.get(finding.ruleId);
    if (!reason) continue;
    let paths = byReason.get(reason);
    if (!paths) byReason.set(reason, (paths = new Set()));
    paths.add(finding.path);
  }
  const out: SkippedGroup[] = [];
  for (const reason of NOT_CHECKED_RULES.values()) {
    const paths = byReason.get(reason);
    if (paths) out.push({ reason, count: paths.size, paths: [...paths].sort().slice(0, SKIPPED_PATHS_SHOWN) });
  }
  return out;
}

/** Every group: the caller's own (what only the walk knows) first, then those the findings tell of. */
export function allSkips(report: Pick<Report, 'findings'>, own: readonly SkippedGroup[] = []): SkippedGroup[] {
  return [...own, ...findingSkips(report)];
}

/** How a renderer shows a file name or a command (a code span in Markdown, escaped text on a terminal). */
export type Quote = (text: string) => string;

const listed = (names: readonly string[], quote: Quote) => names.map(quote).join(', ');

/** The group in one sentence: how many, why, and the flag or config key that includes them. */
export function skipMessage(group: SkippedGroup, quote: Quote): string {
  const n = group.count;
  const they = n === 1 ? 'it' : 'them';
  switch (group.reason) {
    case 'git-ignored': {
      const names = group.names ?? [];
      const where = names.length ? ` (${listed(names, quote)})` : '';
      const folders = names.filter((name) => name.endsWith('/')).length;
      const what =
        names.length === 1
          ? folders
            ? 'the folder'
            : 'it'
          : folders === names.length
            ? 'the folders'
            : folders
              ? 'the folders and files'
              : 'them';
      const how = group.command
        ? `name ${what} to check ${they}: ${quote(group.command)}`
        : `name ${they} on the command line to check ${they}`;
      return `${plural(n, 'handoff file')} under git-ignored paths ${n === 1 ? 'was' : 'were'} not checked${where}; ${how}.`;
    }
    case 'no-handoff-file': {
      const where = group.looksFor?.length
        ? `it looks for ${listed(group.looksFor, quote)}, and for files anywhere that carry a format's keys`
        : "no format path matched and no file carries a format's keys";
      const among =
        n === 0
          ? 'No YAML, JSON or Markdown file was found, so no handoff file was checked'
          : `No handoff file found among ${plural(n, 'YAML/JSON/Markdown file')}`;
      const inPlace = group.inPlace;
      if (inPlace) {
        const them =
          inPlace.count === 1
            ? `${quote(inPlace.paths[0]!)} sits`
            : `${inPlace.count} of them (${listed(inPlace.paths, quote)}${inPlace.count > inPlace.paths.length ? ', …' : ''}) sit`;
        return `${among}: ${them} where a format looks but lack${inPlace.count === 1 ? 's' : ''} the keys it needs there (a ${quote('.work/')} file is an envelope by its ${quote('kind')} and ${quote('agent_id')}); add them, or see ${quote('handoff-gate schema')}.`;
      }
      return `${among}: ${where}. Set ${quote('paths:')} in ${quote(DEFAULT_CONFIG_PATH)} for other layouts.`;
    }
    case 'too-large':
      return `${plural(n, 'file')} over the size limit ${n === 1 ? 'was' : 'were'} not checked (${quote(TOO_LARGE_RULE)}); raise ${quote('max-file-size')} in ${quote(DEFAULT_CONFIG_PATH)} to check ${they}.`;
    case 'near-miss':
      return `${plural(n, 'file')} almost carr${n === 1 ? 'ies' : 'y'} a handoff format's keys and ${n === 1 ? 'was' : 'were'} not checked (${quote(NEAR_MISS_RULE.id)}); fix the key each finding names.`;
    case 'extension':
      return `${plural(n, 'file')} where a format's files live end${n === 1 ? 's' : ''} in an extension that format does not read (case counts) and ${n === 1 ? 'was' : 'were'} not checked (${quote(EXTENSION_RULE.id)}); rename ${they} as each finding says.`;
    case 'unrecognised':
      return `${plural(n, 'named file')} match${n === 1 ? 'es' : ''} no handoff format and ${n === 1 ? 'was' : 'were'} not checked (${quote(UNRECOGNISED_RULE)}); if ${n === 1 ? 'it is a handoff file' : 'they are handoff files'}, add ${they} to ${quote('paths:')} in ${quote(DEFAULT_CONFIG_PATH)}.`;
    case 'symlink-outside':
      return `${plural(n, 'symlink')} pointing outside the repository ${n === 1 ? 'was' : 'were'} not followed (${quote(SYMLINK_OUTSIDE_RULE)}); check the files ${n === 1 ? 'it points' : 'they point'} to from their own repository.`;
    case 'unreadable':
      return `${plural(n, 'file or folder', 'files or folders')} could not be read (${quote(UNREADABLE_RULE)}: the system refused access) and ${n === 1 ? 'was' : 'were'} not checked; make ${they} readable to the user the check runs as.`;
    case 'outside-paths':
      return `${plural(n, 'folder')} below the root (a package's ${quote('.forge/')}, ${quote('.work/')}, ${quote('shared/')}) hold${n === 1 ? 's' : ''} handoff files that no path rule covers, left unchecked (${quote(OUTSIDE_PATHS_RULE.id)}); each finding names the folder and the fix.`;
    case 'not-read':
      return `${plural(n, 'symlink or special file', 'symlinks or special files')} ${n === 1 ? 'was' : 'were'} not read (${quote(NOT_READ_RULE)}: into ${quote('.git/')}, to an ignored or untracked file, a folder, nothing, or a FIFO, socket or device); each finding says which.`;
  }
}
