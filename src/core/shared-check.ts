import type { CheckInput, CheckResult } from './check.js';
import { assemble } from './assemble.js';
import { FileChecker, type FileContribution } from './file-check.js';
import { defaultPathsOf, type FormatDefinition } from './format.js';
import { Project } from './project.js';
import type { FormatId } from './report.js';

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
 * - `reads` counts the distinct files read by any engine.
 */

/** A file's contribution as plain data, for another thread: its format by id, never the definition (functions do not cross). */
export interface PlainContribution extends Omit<FileContribution, 'run'> {
  run?: Omit<NonNullable<FileContribution['run']>, 'format'> & { format: FormatId };
}

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
    });
    this.#checker = new FileChecker(this.#project, input.formats, { ...(input.named && { named: input.named }), fullParse: input.fullParse === true });
  }

  /** Check these files (sorted, each after every file checked before): what each contributes, as plain data. */
  check(paths: readonly string[]): PlainContribution[] {
    const out: PlainContribution[] = [];
    for (const path of paths) this.#share.add(path);
    for (const path of paths) {
      if (path <= this.#last) throw new Error(`SharedCheck: ${path} comes before ${this.#last}; an engine's files must come in path order.`);
      this.#last = path;
      const contribution = this.#checker.check(path);
      this.#share.delete(path);
      if (contribution) out.push(toPlain(contribution));
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
export function assembleShares(shares: ReadonlyArray<{ contributions: readonly PlainContribution[]; reads: readonly string[] }>, input: Pick<CheckInput, 'config' | 'formats'>): CheckResult {
  const byId = new Map<FormatId, FormatDefinition>(input.formats.map((format) => [format.id, format]));
  const all: FileContribution[] = [];
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
  const reads = new Set<string>();
  for (const share of shares) for (const path of share.reads) reads.add(path);
  return assemble(all, input.config, reads.size);
}
