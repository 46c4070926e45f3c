import type { Fix } from './fix-edit.js';
import { compareText } from './order.js';
import { NOT_READ_RULE, SYMLINK_OUTSIDE_RULE } from './adapter-rules.js';

/** How bad a finding is. `error` fails the check by default; `notice` never does. */
export type Severity = 'error' | 'warning' | 'notice';

export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/** One problem in one file, at a 1-based line and column. */
export interface Finding {
  /**
   * The file, `/`-separated: in the report, relative to the current folder (the library's `root`);
   * inside the engine, before the report is put together, relative to the file's root.
   */
  path: string;
  /** 1-based; a CRLF is one line break. */
  line: number;
  /** 1-based, in UTF-16 code units; a byte-order mark shifts nothing. */
  column: number;
  /** `<format>/<name>`, or the engine's own `file/*`, `parse/*`, `config/*` and `suppressions/*`. */
  ruleId: string;
  /** The rule's severity, or what the config's `rules` sets for it; lower for a softer case of some rules. */
  severity: Severity;
  /** What is wrong and what to write instead, readable without the file open. */
  message: string;
  /** The one safe, mechanical fix, when there is one (a misspelt key or enum value, a timestamp's missing zone). */
  fix?: Fix;
}

/**
 * How a finding was suppressed (SARIF's two kinds): by a comment in its own file, with the reason
 * the comment gives and its line, or by the suppressions file (a baseline), named by its path.
 */
type Suppression = { kind: 'inSource'; justification: string; line: number } | { kind: 'external'; file: string };

/** A finding a suppression kept out of the report's findings, and how. */
export interface SuppressedFinding extends Finding {
  suppression: Suppression;
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    compareText(a.path, b.path) ||
    a.line - b.line ||
    a.column - b.column ||
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    compareText(a.ruleId, b.ruleId) ||
    compareText(a.message, b.message)
  );
}

/** Rules that say a file was not opened: a link not followed, a special file. */
const NOT_OPENED_RULES: ReadonlySet<string> = new Set([NOT_READ_RULE, SYMLINK_OUTSIDE_RULE]);

/**
 * The engine's findings without its word on the config file not being opened: the config loader
 * says that already, on the same line, so a link there gets one finding, not two.
 */
export function withoutConfigRefusal(findings: readonly Finding[], configPath: string): Finding[] {
  return findings.filter((f) => f.path !== configPath || !NOT_OPENED_RULES.has(f.ruleId));
}
