import type { EngineSettings } from './settings.js';
import type { ParsedDoc, PathKey, Position } from '../parse/types.js';
import type { Severity } from '../report/finding.js';
import type { FixRequest } from './fix.js';
import type { Project } from './project.js';

/** What the rule pages (docs/rules/) and the config's `rules:` section know of a rule. */
export interface RuleInfo {
  id: string;
  severity: Severity;
  /** One line: what the rule catches. */
  summary: string;
  /**
   * Why it matters, in one or two sentences of the rule's own (who reads the field, and what goes
   * wrong for them): the rule page's "Why it matters", the editor's hover and `explain`. No two
   * rules share one (test/rules/rationale.test.ts).
   */
  rationale: string;
  /**
   * Why the rule's page shows no file for an example, where none of its cases stands alone as a
   * text (bytes, a bound lowered in the config, the file system, a pull request): said on the page.
   */
  withoutExample?: string;
  /**
   * The section of the format's spec the rule enforces, as the path of the spec's own headings
   * (`§ バリデーションルール > agent_id フォーマット`), so that a reader of a finding can go to the
   * source of truth. Absent where no section is the source: a rule from drift seen in real files,
   * from the engine, or from a convention of this tool's.
   */
  spec?: string;
}

/**
 * One of the engine's own rules (`file/*`, `parse/*`, `config/*`, `suppressions/*`): its info, and
 * the module that reports it. A format's rule is found on disk by its id; the engine's are not
 * named by their modules, so each entry says where it is, once.
 */
export interface EngineRuleInfo extends RuleInfo {
  /**
   * The module that reports the rule, as a path from the repository root (`src/parse/read.ts`):
   * its `source` in `rules --format json` and `explainRule`, and its page's "defined in".
   */
  source: string;
}

/** A rule as the catalogue lists it: what its module declares, and the spec its format implements. */
export interface CatalogueRule extends RuleInfo {
  /** The format's spec document (its `spec`, `spec 1 (handoff envelope)`); absent for the engine's own rules. */
  document?: string;
}

export interface ReportOptions {
  /** Point at the key rather than its value (for unknown or misspelt keys). */
  part?: 'key' | 'value';
  /** Override the rule's severity for this one finding (e.g. a softer case of the same rule). */
  severity?: Severity;
  /**
   * Report this finding once per run under this key, on the first file in path order that
   * reports it (a cycle, on the first of its files), however many files find it. The key must
   * name the same thing from every file that finds it (the cycle's members, sorted).
   */
  once?: string;
  /**
   * The scalar reported (the key or the value at the path) should read this instead: the one safe,
   * mechanical fix. Offered only where it cannot change what the file means, and only where the
   * text holds the scalar plainly enough to change its characters alone (see `scalarFix`).
   */
  fix?: FixRequest;
}

export interface RuleContext {
  /** The file's path, relative to the repository root, `/`-separated. */
  path: string;
  /** The parsed content, not yet trusted: the schema may have failed, so narrow before use. */
  data: unknown;
  doc: ParsedDoc;
  project: Project;
  config: EngineSettings;
  report(at: readonly PathKey[], message: string, options?: ReportOptions): void;
  /** Report at an explicit position, for findings in a Markdown body rather than in a field. */
  reportAt(position: Position, message: string, options?: Pick<ReportOptions, 'severity'>): void;
}

export interface Rule extends RuleInfo {
  check(ctx: RuleContext): void;
  /**
   * The rule's word on a file of its format that the change deletes: `ctx` holds the file as the
   * base revision had it (its path, data and lines), and a finding points into that version. A
   * deletion can be a decision too (an intent that waited for approval, dropped outside the inbox).
   */
  checkRemoved?(ctx: RuleContext): void;
}

export function defineRule(rule: Rule): Rule {
  return rule;
}
