import type { EngineSettings } from '../core/settings.js';
import { assemble } from './assemble.js';
import { removedFindings } from './removed-files.js';
import { FileChecker, type FileContribution, type ResultCache } from './file-check.js';
import { PassedOver } from './passed-over.js';
import { defaultPathsOf, type FormatDefinition } from '../core/format.js';
import { Project, type Observation, type Workspace } from '../core/project.js';
import type { CheckResult } from '../report/report.js';
import type { Finding } from '../report/finding.js';
import type { Clock } from '../core/run-budget.js';

export interface CheckInput {
  /** Repository-relative paths to consider: the walked tree, or a change's files. */
  files: readonly string[];
  workspace: Workspace;
  config: EngineSettings;
  formats: readonly FormatDefinition[];
  /** Files a person named: reported even when no format recognises them. */
  named?: ReadonlySet<string>;
  /**
   * The reference run: every file on the full parse (the `yaml` package's AST, positions for
   * everything) and judged by zod alone, without the fast path's shortcuts. The report is the
   * same either way; the tests compare the two.
   */
  fullParse?: boolean;
  /**
   * True when the change being checked is handoff-gate's own: the commit or pull request that
   * carries out a person's command on an inbox issue (the adapter knows this; the files do not).
   * Its approvals are recorded on the issue, so they are not warned about.
   */
  fromInboxCommand?: boolean;
  /** The clock of the run's time bound (`limits.run-seconds`), in ms: `Date.now` unless a test counts files instead of time. */
  clock?: Clock;
  /** When the run started on that clock, when it started before this engine (a worker thread's). */
  startedAt?: number;
  /**
   * A result cache kept between runs (the CLI's `--cache`): asked for each file's contribution
   * before the file is read, given each one worked out, and told every cross-file read.
   */
  results?: ResultCache & { observe(observation: Observation): void };
}

/** What one check gives, declared with the report (assembly builds it). */
export type { CheckResult };

/**
 * Run every check over the given files and derive the gate, the inbox and the risk: the per-file
 * step (`FileChecker`, file-check.ts) for each file in path order, then the assembly (assemble.ts).
 * Past one of the run's bounds (`limits`: bytes read, findings kept, time), each file still to
 * check is reported as not judged, an error: the run ends early and fails, never passes silently.
 */
export function check(input: CheckInput): CheckResult {
  const { contributions, passedOver, reads, removed } = checkFiles(input);
  // Assembled once the run's project and checker are gone: their sets of paths and indexes are
  // the run's (200,000 paths each in a scan of 200,000 files), none of the report's.
  return assemble(contributions, input.config, reads, removed, passedOver);
}

/** The per-file step over every file, and what the assembly needs of the run. */
function checkFiles(input: CheckInput): {
  contributions: FileContribution[];
  passedOver: PassedOver;
  reads: number;
  removed: readonly Finding[];
} {
  const { config, formats } = input;
  const files = sortedOnce(input.files);
  const project = new Project(input.workspace, config, defaultPathsOf(formats), files, {
    fromInboxCommand: input.fromInboxCommand === true,
    ...(input.clock && { clock: input.clock }),
    ...(input.startedAt !== undefined && { startedAt: input.startedAt }),
    ...(input.results && { observe: (observation: Observation) => input.results!.observe(observation) }),
  });
  const checker = new FileChecker(project, formats, {
    ...(input.named && { named: input.named }),
    fullParse: input.fullParse === true,
    ...(input.results && { results: input.results }),
  });
  const contributions: FileContribution[] = [];
  const passedOver = new PassedOver();
  for (const path of files) {
    const contribution = checker.check(path);
    if (contribution && !passedOver.add(contribution)) contributions.push(contribution);
  }
  return { contributions, passedOver, reads: project.reads, removed: removedFindings(project, formats) };
}

/**
 * The paths in code-unit order, each once: the list itself when it is so already (a walk's, one
 * root's share), rather than a set and a sorted copy of its every path made to find that out.
 */
function sortedOnce(paths: readonly string[]): readonly string[] {
  for (let i = 1; i < paths.length; i++) if (!(paths[i - 1]! < paths[i]!)) return [...new Set(paths)].sort();
  return paths;
}
