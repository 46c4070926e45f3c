import type { RuleLevel } from '../config/schema.js';
import type { ParseProblem, Position } from './document/types.js';
import { compareFindings, type Finding, type Severity } from './finding.js';
import type { Fix } from './fix.js';
import { redactSecrets } from '../secrets.js';

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

/**
 * Collects the findings of a run, applying the config's per-rule severities (`off` drops a
 * finding) and keeping every line inside its file.
 */
export class FindingSink {
  readonly #findings: Finding[] = [];
  readonly #claims: Claim[] = [];

  constructor(private readonly levels: Readonly<Record<string, RuleLevel>>) {}

  add(path: string, ruleId: string, fallback: Severity, at: Position, message: string, lineCount = Number.MAX_SAFE_INTEGER, fix?: Fix): void {
    const level = this.levels[ruleId];
    if (level === 'off') return;
    const line = Math.min(Math.max(at.line, 1), Math.max(lineCount, 1));
    // A message may quote file text: anything shaped like a credential is named, never shown.
    const finding: Finding = { path, line, column: Math.max(at.column, 1), ruleId, severity: level ?? fallback, message: redactSecrets(message) };
    if (fix) finding.fix = fix;
    this.#findings.push(finding);
  }

  /**
   * The file claims `key` (a finding reported once per run, see `ReportOptions.once`) for the
   * finding added since the sink held `since` findings, if one was (it may have been dropped: its
   * rule is off, or a template leftover sits there).
   */
  claim(key: string, since: number): void {
    this.#claims.push({ key, at: since, ...(this.#findings.length > since && { finding: since }) });
  }

  addProblems(path: string, problems: readonly ParseProblem[]): void {
    for (const p of problems) this.add(path, p.ruleId, p.severity, p, p.message);
  }

  /** How many findings so far: a file's run that is abandoned rolls back to it. */
  get size(): number {
    return this.#findings.length;
  }

  rollback(size: number): void {
    this.#findings.length = size;
    while (this.#claims.length > 0 && this.#claims[this.#claims.length - 1]!.at >= size) this.#claims.pop();
  }

  /** The keys claimed, in order, each with the index of its finding in {@link list}. */
  claims(): readonly Claim[] {
    return this.#claims;
  }

  /** The findings in the order they were added. */
  list(): readonly Finding[] {
    return this.#findings;
  }

  sorted(): Finding[] {
    return [...this.#findings].sort(compareFindings);
  }
}
