import type { CheckInput, CheckResult } from './check.js';
import { assemble } from './assemble.js';
import { FileChecker, unjudged, type FileContribution } from './file-check.js';
import { defaultPathsOf, type FormatDefinition } from '../core/format.js';
import { Project } from '../core/project.js';
import type { CheckedFile, FormatId } from '../report/report.js';
import type { Finding } from '../report/finding.js';

/**
 * A check run shared between engines (one per worker thread): each checks a share of the run's
 * files and hands back what they contribute; one assembly adds them up to the report `check`
 * would give for all the files in one engine.
 *
 * What keeps the report the same however the files are shared:
 * - every engine's `Project` knows every file the run checks (`checking`): rules that compare a
 *   file with the others the run checks (duplicate message ids) see them all;
 * - each engine checks its files in path order, so "earlier in this engine" is "earlier in the
 *   run", and a finding reported once per run (a cycle) is settled in the assembly, on the first
 *   file in path order that reports it (`ReportOptions.once`);
 * - cross-file indexes are built from the repository, not from the files an engine has seen;
 * - the assembly takes the contributions in path order, whichever engine made them;
 * - `reads` counts the distinct files read by any engine;
 * - the findings the run keeps (`limits.run-findings`) are counted again in the assembly, in
 *   path order over every engine's files: an engine counts only its own, so it stops at the
 *   run's cut or after it, never before, and the assembly makes the cut where one engine would.
 *   The bytes and time bounds are each engine's own.
 */

/** A file's contribution as plain data, for another thread: its format by id, never the definition (functions do not cross). */
export interface PlainContribution extends Omit<FileContribution, 'run'> {
  run?: Omit<NonNullable<FileContribution['run']>, 'format'> & { format: FormatId };
  /** No handoff file, found by reading it: in the report only if the run's findings bound falls before it. */
  unread?: true;
  /** The file as it is listed when the assembly finds it past the run's findings bound. */
  ifUnjudged?: CheckedFile;
}

type Shared = FileContribution & Pick<PlainContribution, 'unread' | 'ifUnjudged'>;

/** One engine's share of a run: give it its files piece by piece, each piece after the last in path order. */
export class SharedCheck {
  readonly #project: Project;
  readonly #checker: FileChecker;
  /** The engine's share so far: what an index reads of these files is kept for their check. */
  readonly #share = new Set<string>();
  #last = '';

  constructor(input: CheckInput) {
    const files = [...new Set(input.files)].sort();
    this.#project = new Project(input.workspace, input.config, defaultPathsOf(input.formats), files, {
      fromInboxCommand: input.fromInboxCommand === true,
      passing: this.#share,
      ...(input.clock && { clock: input.clock }),
      ...(input.startedAt !== undefined && { startedAt: input.startedAt }),
    });
    this.#checker = new FileChecker(this.#project, input.formats, {
      ...(input.named && { named: input.named }),
      fullParse: input.fullParse === true,
    });
  }

  /** Check these files (sorted, each after every file checked before): what each contributes, as plain data. */
  check(paths: readonly string[]): PlainContribution[] {
    const out: PlainContribution[] = [];
    for (const path of paths) this.#share.add(path);
    for (const path of paths) {
      if (path <= this.#last)
        throw new Error(`SharedCheck: ${path} comes before ${this.#last}; an engine's files must come in path order.`);
      this.#last = path;
      const contribution = this.#checker.check(path);
      this.#share.delete(path);
      // Past the run's findings bound, which the assembly may place before this file, one engine
      // would not have read it, and would report it not judged, as it is listed then.
      const ifUnjudged = this.#checker.unjudgedFile(path);
      if (contribution) out.push({ ...toPlain(contribution), ...(ifUnjudged && { ifUnjudged }) });
      else if (ifUnjudged) out.push({ file: ifUnjudged, findings: [], fast: false, unread: true });
    }
    return out;
  }

  /** The distinct files this engine has read. */
  readPaths(): string[] {
    return this.#project.readPaths();
  }
}

function toPlain(contribution: FileContribution): PlainContribution {
  if (!contribution.run) return contribution as PlainContribution;
  return { ...contribution, run: { ...contribution.run, format: contribution.run.format.id } };
}

/**
 * The report from every engine's contributions (each engine's in its path order, in any order
 * of engines) and the files each read: the same as `check` over all the files in one engine.
 */
export function assembleShares(
  shares: ReadonlyArray<{ contributions: readonly PlainContribution[]; reads: readonly string[] }>,
  input: Pick<CheckInput, 'config' | 'formats'>,
  removed: readonly Finding[] = [],
): CheckResult {
  const byId = new Map<FormatId, FormatDefinition>(input.formats.map((format) => [format.id, format]));
  const all: Shared[] = [];
  for (const share of shares) {
    for (const plain of share.contributions) {
      if (!plain.run) {
        all.push(plain as FileContribution);
        continue;
      }
      const format = byId.get(plain.run.format);
      if (!format) throw new Error(`assembleShares: no format ${plain.run.format}`);
      all.push({ ...plain, run: { ...plain.run, format } });
    }
  }
  // Path order, as one engine checks them (code-unit order, as `check` sorts).
  all.sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
  const kept = cutAtRunFindings(all, input.config);
  const reads = new Set<string>();
  for (const share of shares) for (const path of share.reads) reads.add(path);
  return assemble(kept, input.config, reads.size, removed);
}

/**
 * The findings bound of the whole run, as one engine applies it (`RunBudget.keep`): in path order,
 * the first file whose findings would take the run past `limits.run-findings`, and every file
 * after it that may be a handoff file, is not judged. Files not judged for another bound keep
 * their one finding and count nothing; files found to be no handoff file are left out before the cut.
 */
function cutAtRunFindings(all: readonly Shared[], config: CheckInput['config']): FileContribution[] {
  const out: FileContribution[] = [];
  let kept = 0;
  let cut = false;
  for (const contribution of all) {
    const { unread, ifUnjudged, ...rest } = contribution;
    if (contribution.unjudged && contribution.unjudged !== 'run-findings') out.push(rest);
    else if (!cut && !contribution.unjudged && kept + contribution.findings.length <= config.limits.runFindings) {
      kept += contribution.findings.length;
      if (!unread) out.push(rest);
    } else {
      cut = true;
      out.push(unjudged(ifUnjudged ?? contribution.file, 'run-findings', config.limits));
    }
  }
  return out;
}
