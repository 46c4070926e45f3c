import type { EngineSettings } from '../core/settings.js';
import { notJudged, type RunBound } from '../core/run-budget.js';
import type { Finding } from '../report/finding.js';
import type { CheckedFile, FormatId } from '../report/report.js';
import type { FileContribution } from './file-contribution.js';

/** A file passed over, but its path: its format, and the bound it was passed over at. */
interface Kind {
  format: FormatId | null;
  bound: RunBound;
}

/**
 * The files a run did not judge, past one of its bounds, kept as their paths alone (the run's
 * listing holds those strings already) and, for each, an index into the few pairs of a format and
 * a bound that recur for all of them: each one's contribution is its one `file/not-judged`
 * finding and nothing else, made again from these when the report is assembled. A scan of
 * 200,000 files passes over 151,504 past its bytes bound: a contribution object with a list of
 * one finding for each, then a listed file and a bound, were kept to the run's end.
 * Once a run is past a bound it stays past it, so these are the last files of the run, in path
 * order (the assembly sorts the files again should a judged one come after them).
 */
export class PassedOver {
  readonly #paths: string[] = [];
  readonly #kinds: Kind[] = [];
  #kindOf = new Uint16Array(256);

  /** The first file's path, or undefined when none was passed over. */
  get firstPath(): string | undefined {
    return this.#paths[0];
  }

  /** Takes the contribution when it is a file not judged and nothing more; false for any other. */
  add(contribution: FileContribution): boolean {
    const { file, findings, unjudged } = contribution;
    if (unjudged === undefined || findings.length !== 1 || contribution.claims || contribution.context) return false;
    const at = this.#paths.length;
    if (at === this.#kindOf.length) {
      const grown = new Uint16Array(at * 2);
      grown.set(this.#kindOf);
      this.#kindOf = grown;
    }
    this.#kindOf[at] = this.#kindIndex(file.format, unjudged);
    this.#paths.push(file.path);
    return true;
  }

  /** The files as the report lists them, each made now, in path order. */
  files(): CheckedFile[] {
    return this.#paths.map((path, i) => ({ path, format: this.#kinds[this.#kindOf[i]!]!.format }));
  }

  /** Their findings, one a file, in path order. */
  findings(limits: EngineSettings['limits']): Finding[] {
    return this.#paths.map((path, i) => notJudged(path, this.#kinds[this.#kindOf[i]!]!.bound, limits));
  }

  /** The pair's index, added when new (a run meets a format at most once per bound). */
  #kindIndex(format: FormatId | null, bound: RunBound): number {
    const found = this.#kinds.findIndex((kind) => kind.format === format && kind.bound === bound);
    if (found >= 0) return found;
    if (this.#kinds.length > 0xffff) throw new Error('more formats than a run can pass over');
    return this.#kinds.push({ format, bound }) - 1;
  }
}
