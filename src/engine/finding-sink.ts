import type { RuleLevel } from '../core/settings.js';
import type { OmittedProblems, ParseProblem, Position } from '../parse/types.js';
import { SEVERITY_ORDER, type Finding, type Severity, type SuppressedFinding } from '../report/finding.js';
import type { Fix } from '../core/fix.js';
import { redactSecrets } from '../secrets.js';
import type { InlineSuppressions } from '../suppressions/inline.js';
import { UNUSED_RULE } from '../suppressions/rules.js';

/** What a file's comments suppressed: the findings (at most the sink's cap), and how many in all. */
export interface InlineSuppressed {
  findings: SuppressedFinding[];
  count: number;
}

/**
 * A finding that a run reports once, however many files find it (a cycle, on the first of its
 * files): the file claims its key; the assembly keeps the finding of the first file, in path
 * order, that claimed the key, and drops the others'. Decided there, not while checking, so that
 * the outcome does not depend on which files one engine saw, or in which order.
 */
export interface Claim {
  key: string;
  /** How many findings the file had before it claimed: a rollback below it drops the claim. */
  at: number;
  /** The finding reported under the claim (an index into the file's findings), if one was. */
  finding?: number;
}

/** The rule of the finding that counts what a file's cut left out. */
export const TOO_MANY_FINDINGS_RULE = 'file/too-many-findings';

/**
 * Collects the findings of a run, applying the config's per-rule severities (`off` drops a
 * finding) and keeping every line inside its file.
 *
 * It lists at most `cap` findings (`limits.file-findings`), errors before warnings before
 * notices, and the first found of each severity: past the cap, a more severe finding takes the
 * place of the last-found of the least severe listed. The rest are counted, and one more finding
 * says how many; its severity is that of the worst finding left out, so that the cut changes no
 * verdict (a left-out error still fails the check) and no config can turn it off.
 */
export class FindingSink {
  readonly #findings: Finding[] = [];
  readonly #claims: Claim[] = [];
  /** Where the listed warnings and notices are, in the order placed: the last is the first to give way. */
  readonly #yielding: Record<'warning' | 'notice', number[]> = { warning: [], notice: [] };
  /** Findings added so far, listed or not: `size`. */
  #added = 0;
  /** Where the last finding added was placed, or undefined when it was dropped. */
  #lastPlaced: number | undefined;
  #dropped = 0;
  #worstDropped: Severity = 'notice';
  /** The file's `handoff-gate-disable-…` comments, once read ({@link useInline}). */
  #inline: InlineSuppressions | undefined;
  readonly #suppressed: SuppressedFinding[] = [];
  #suppressedCount = 0;

  constructor(
    private readonly levels: Readonly<Record<string, RuleLevel>>,
    private readonly cap = Infinity,
  ) {}

  add(
    path: string,
    ruleId: string,
    fallback: Severity,
    at: Position,
    message: string,
    lineCount = Number.MAX_SAFE_INTEGER,
    fix?: Fix,
  ): void {
    const level = this.levels[ruleId];
    if (level === 'off') return;
    const severity = level ?? fallback;
    const line = Math.min(Math.max(at.line, 1), Math.max(lineCount, 1));
    // A finding a comment in the file suppresses is kept apart: it takes no place among those listed.
    const by = this.#inline?.suppress(ruleId, line);
    if (by) {
      this.#lastPlaced = undefined;
      if (this.#suppressed.length < this.cap)
        this.#suppressed.push({
          path,
          line,
          column: Math.max(at.column, 1),
          ruleId,
          severity,
          message: redactSecrets(message),
          suppression: { kind: 'inSource', justification: redactSecrets(by.reason), line: by.line },
        });
      this.#suppressedCount++;
      return;
    }
    this.#added++;
    this.#lastPlaced = undefined;
    const index = this.#placeFor(severity);
    if (index === undefined) return;
    // A message may quote file text: anything shaped like a credential is named, never shown.
    const finding: Finding = {
      path,
      line,
      column: Math.max(at.column, 1),
      ruleId,
      severity,
      message: redactSecrets(message),
    };
    if (fix) finding.fix = fix;
    this.#findings[index] = finding;
    if (severity !== 'error') this.#yielding[severity].push(index);
    this.#lastPlaced = index;
  }

  /** Where a finding of this severity goes: the end, the place of one less severe, or nowhere (counted as dropped). */
  #placeFor(severity: Severity): number | undefined {
    if (this.#findings.length < this.cap) return this.#findings.length;
    const giving =
      this.#yielding.notice.length && severity !== 'notice'
        ? this.#yielding.notice
        : this.#yielding.warning.length && severity === 'error'
          ? this.#yielding.warning
          : undefined;
    const index = giving?.pop();
    this.#drop(index === undefined ? severity : this.#findings[index]!.severity, 1);
    if (index !== undefined) for (const claim of this.#claims) if (claim.finding === index) delete claim.finding;
    return index;
  }

  #drop(severity: Severity, count: number): void {
    this.#dropped += count;
    if (SEVERITY_ORDER[severity] < SEVERITY_ORDER[this.#worstDropped]) this.#worstDropped = severity;
  }

  /**
   * The file claims `key` (a finding reported once per run, see `ReportOptions.once`) for the
   * finding added since the sink held `since` findings, if one was (it may have been dropped: its
   * rule is off, a template leftover sits there, or the file's findings are past the cap).
   */
  claim(key: string, since: number): void {
    const placed = this.#added > since ? this.#lastPlaced : undefined;
    this.#claims.push({ key, at: since, ...(placed !== undefined && { finding: placed }) });
  }

  addProblems(path: string, problems: readonly ParseProblem[], omitted?: OmittedProblems): void {
    for (const p of problems) this.add(path, p.ruleId, p.severity, p, p.message, undefined, p.fix);
    // Counted by the parse, never listed: as if each had been added past the cap.
    const level = omitted && this.levels[omitted.ruleId];
    if (omitted && level !== 'off') {
      this.#added += omitted.count;
      this.#lastPlaced = undefined;
      this.#drop(level ?? omitted.severity, omitted.count);
    }
  }

  /**
   * The file's directive comments, read before its findings are added: what they say of themselves
   * is reported at once, and from then on they suppress the findings they name.
   */
  useInline(path: string, inline: InlineSuppressions, lineCount: number): void {
    for (const p of inline.problems) this.add(path, p.ruleId, 'warning', p, p.message, lineCount);
    this.#inline = inline;
  }

  /** Once every finding of the file is in: a directive that suppressed nothing is reported (`suppressions/unused`). */
  finishInline(path: string, lineCount: number): void {
    const inline = this.#inline;
    if (!inline) return;
    for (const p of inline.unused()) this.add(path, UNUSED_RULE, 'warning', p, p.message, lineCount);
  }

  /** What the file's comments suppressed, when they suppressed anything. */
  suppressed(): InlineSuppressed | undefined {
    return this.#suppressedCount > 0 ? { findings: this.#suppressed, count: this.#suppressedCount } : undefined;
  }

  /** How many findings have been added so far (listed or not): a claim names the one added after it. */
  get size(): number {
    return this.#added;
  }

  /** Forget everything: the file's run on the fast path was abandoned, and starts again on the full parse. */
  reset(): void {
    this.#findings.length = 0;
    this.#claims.length = 0;
    this.#yielding.warning.length = 0;
    this.#yielding.notice.length = 0;
    this.#added = 0;
    this.#lastPlaced = undefined;
    this.#dropped = 0;
    this.#worstDropped = 'notice';
    this.#inline = undefined;
    this.#suppressed.length = 0;
    this.#suppressedCount = 0;
  }

  /** The keys claimed, in order, each with the index of its finding in {@link list}. */
  claims(): readonly Claim[] {
    return this.#claims;
  }

  /** The findings listed, in the order placed; then, past the cap, the one that counts the rest. */
  list(path: string): readonly Finding[] {
    if (this.#dropped === 0) return this.#findings;
    const count = this.#dropped === 1 ? '1 more finding' : `${this.#dropped} more findings`;
    const message =
      `${count} in this file ${this.#dropped === 1 ? 'was' : 'were'} not listed: a file lists at most ${this.cap} (\`limits.file-findings\`), errors first. ` +
      `This finding is as severe as the worst of them${this.#worstDropped === 'error' ? ', so the file still fails the check' : ''}; fix the findings listed and check again.`;
    return [
      ...this.#findings,
      { path, line: 1, column: 1, ruleId: TOO_MANY_FINDINGS_RULE, severity: this.#worstDropped, message },
    ];
  }
}
