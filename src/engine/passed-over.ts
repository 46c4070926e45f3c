import type { EngineSettings } from '../core/settings.js';
import { notJudged, type RunBound } from '../core/run-budget.js';
import type { Finding } from '../report/finding.js';
import type { CheckedFile } from '../report/report.js';
import type { FileContribution } from './file-contribution.js';

/**
 * The files a run did not judge, past one of its bounds, kept as their listing and bound alone:
 * each one's contribution is its one `file/not-judged` finding and nothing else, made again from
 * these when the report is assembled. A scan of 200,000 files passes over 151,504 past its bytes
 * bound, and a contribution object with a list of one finding for each was kept until then.
 * Once a run is past a bound it stays past it, so these are the last files of the run, in path
 * order (the assembly sorts the files again should a judged one come after them).
 */
export class PassedOver {
  readonly files: CheckedFile[] = [];
  readonly #bounds: RunBound[] = [];

  /** Takes the contribution when it is a file not judged and nothing more; false for any other. */
  add(contribution: FileContribution): boolean {
    const { file, findings, unjudged } = contribution;
    if (unjudged === undefined || findings.length !== 1 || contribution.claims || contribution.context) return false;
    this.files.push(file);
    this.#bounds.push(unjudged);
    return true;
  }

  /** Their findings, one a file, in path order. */
  findings(limits: EngineSettings['limits']): Finding[] {
    return this.files.map((file, i) => notJudged(file.path, this.#bounds[i]!, limits));
  }
}
