import picomatch from 'picomatch';
import type { EngineSettings } from '../core/settings.js';
import { DEFAULT_CONFIG_PATH } from './config-path.js';
import type { Finding } from '../report/finding.js';
import type { FormatDefinition } from '../core/format.js';
import type { EngineRuleInfo } from '../core/define-rule.js';
import { compareText } from '../report/order.js';
import { globMatcher } from '../util/glob.js';

export const OUTSIDE_PATHS_RULE = {
  id: 'file/outside-paths',
  severity: 'warning',
  summary:
    "A folder below the root (a monorepo's package) holds files at a format's paths counted from it (`packages/a/.forge/intents/`), which no path rule covers from the root: named once per folder with the fix, never skipped without a word.",
  rationale:
    "A monorepo's package keeps its handoff files at the format's paths counted from the package, which no path of the root's config covers: without this they would go unchecked, silently.",
  withoutExample:
    "it is found by walking a repository's folders for files the config's paths miss; its cases in the engine's tests build such a tree, which a single file on a page does not show",
  source: 'src/engine/outside-paths.ts',
} as const satisfies EngineRuleInfo;

/** Per folder, the files named in its finding before "…". */
const SHOWN = 3;

/** How the run could check such a folder: the CLI can name it or take a config in it as a root of its own. */
type OutsidePathsAdvice = 'cli' | 'action';

export interface OutsidePathsInput {
  /** Every file the run considered, root-relative, `/`-separated. */
  files: readonly string[];
  /**
   * The files that were checked as a handoff file (or reported as one): these are covered. Asked
   * only of a file at a format's path below the root, so a caller may build it on the first ask.
   */
  handled: Pick<ReadonlySet<string>, 'has'>;
  config: EngineSettings;
  formats: readonly FormatDefinition[];
  advice: OutsidePathsAdvice;
  /** Whether a folder has a config file of its own (the action, which judges from one root, says it does not read it). */
  configured?: (folder: string) => boolean;
}

/** A format's glob that starts with a literal folder (`.forge/intents/*.yaml`): a glob that matches anywhere has no package form. */
interface Anchored {
  format: FormatDefinition;
  glob: string;
  /** Its first literal segment (`.forge`), looked for below the root. */
  head: string;
  match: (path: string) => boolean;
}

/**
 * Handoff folders under a monorepo's packages that the run passed over: a file nobody checked that
 * is on a format's path counted from a folder below the root (`packages/a/.forge/intents/x.yaml`
 * is at `.forge/intents/*.yaml` from `packages/a`) but on none from the root. One warning per
 * folder and format, on its first file, with how to cover it; paths only, nothing is read. A run
 * from the repository root would otherwise say nothing of a package's intents.
 */
export function outsidePaths(input: OutsidePathsInput): Finding[] {
  const anchored = anchoredGlobs(input.config, input.formats);
  if (!anchored.length) return [];
  const ignored = input.config.ignore.length ? globMatcher(input.config.ignore) : () => false;
  const heads = new Set(anchored.map((a) => a.head));
  const groups = new Map<string, { folder: string; anchored: Anchored; files: string[] }>();
  for (const path of input.files) {
    if (ignored(path)) continue;
    const segments = path.split('/');
    // The deepest folder wins: `apps/x/shared/tasks/a.md` belongs to `apps/x`.
    for (let i = segments.length - 2; i > 0; i--) {
      if (!heads.has(segments[i]!)) continue;
      const rest = segments.slice(i).join('/');
      const hit = anchored.find((a) => a.head === segments[i] && a.match(rest));
      if (!hit) continue;
      if (input.handled.has(path)) break;
      const folder = segments.slice(0, i).join('/');
      const key = `${folder}\u0000${hit.format.id}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { folder, anchored: hit, files: [] }));
      group.files.push(path);
      break;
    }
  }
  const findings: Finding[] = [];
  for (const { folder, anchored: a, files } of groups.values()) {
    files.sort(compareText);
    findings.push({
      path: files[0]!,
      line: 1,
      column: 1,
      ruleId: OUTSIDE_PATHS_RULE.id,
      severity: OUTSIDE_PATHS_RULE.severity,
      message: message(folder, a, files, input.config, input.advice, input.configured?.(folder) === true),
    });
  }
  return findings.sort((x, y) => compareText(x.path, y.path));
}

function anchoredGlobs(config: EngineSettings, formats: readonly FormatDefinition[]): Anchored[] {
  const out: Anchored[] = [];
  for (const format of formats) {
    for (const glob of config.paths[format.id] ?? format.paths) {
      const head = picomatch.scan(glob).base.split('/')[0];
      // `**/handoff-*.json` matches at any depth already: no folder can be outside it.
      if (!head || head === '.') continue;
      out.push({ format, glob, head, match: globMatcher(glob) });
    }
  }
  return out;
}

/** The glob that covers the folder and its like: `packages/*` for `packages/a`, the folder itself at the top. */
function packageGlob(folder: string, glob: string): string {
  const slash = folder.lastIndexOf('/');
  return `${slash < 0 ? folder : `${folder.slice(0, slash)}/*`}/${glob}`;
}

function message(
  folder: string,
  a: Anchored,
  files: readonly string[],
  config: EngineSettings,
  advice: OutsidePathsAdvice,
  configured: boolean,
): string {
  const n = files.length;
  const glob = `\`${a.glob}\``;
  const head =
    n === 1
      ? `This file is at the ${a.format.title.toLowerCase()}'s path counted from \`${folder}\` (${glob}), but on no path rule from the root, so it was not checked.`
      : `\`${folder}/\` holds ${n} files at the ${a.format.title.toLowerCase()}'s path counted from it (${glob}: ${files
          .slice(0, SHOWN)
          .map((f) => `\`${f}\``)
          .join(', ')}${n > SHOWN ? ', …' : ''}), but on no path rule from the root, so they were not checked.`;
  // A format's `paths` replace its defaults: adding a package's glob must keep the root's.
  const keep =
    config.paths[a.format.id] === undefined
      ? ` next to ${a.format.paths.map((g) => `\`${g}\``).join(', ')} (a format's \`paths\` replace its defaults)`
      : '';
  const paths = `add \`${packageGlob(folder, a.glob)}\` to \`paths: ${a.format.id}:\` in \`${DEFAULT_CONFIG_PATH}\`${keep}`;
  return advice === 'cli'
    ? `${head} Give \`${folder}\` a config of its own (\`${folder}/${DEFAULT_CONFIG_PATH}\`) to check it as a root of its own, ${paths}, or name it: \`handoff-gate check ${folder}\`.`
    : `${head}${configured ? ` \`${folder}/${DEFAULT_CONFIG_PATH}\` is not read: the action judges from the repository root, with its config.` : ''} To check ${n === 1 ? 'it' : 'them'}, ${paths}; ids and references then resolve across the repository.`;
}
