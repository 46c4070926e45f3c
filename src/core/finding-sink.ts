import type { RuleLevel } from '../config/schema.js';
import type { ParseProblem, Position } from './document/types.js';
import { compareFindings, type Finding, type Severity } from './finding.js';

/**
 * Collects the findings of a run, applying the config's per-rule severities (`off` drops a
 * finding) and keeping every line inside its file.
 */
export class FindingSink {
  readonly #findings: Finding[] = [];

  constructor(private readonly levels: Readonly<Record<string, RuleLevel>>) {}

  add(path: string, ruleId: string, fallback: Severity, at: Position, message: string, lineCount = Number.MAX_SAFE_INTEGER): void {
    const level = this.levels[ruleId];
    if (level === 'off') return;
    const line = Math.min(Math.max(at.line, 1), Math.max(lineCount, 1));
    this.#findings.push({ path, line, column: Math.max(at.column, 1), ruleId, severity: level ?? fallback, message });
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
  }

  /** The findings in the order they were added. */
  list(): readonly Finding[] {
    return this.#findings;
  }

  sorted(): Finding[] {
    return [...this.#findings].sort(compareFindings);
  }
}
