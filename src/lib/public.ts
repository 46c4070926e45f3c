/*
 * The library's public shapes. The report and its parts are the engine's own types, exported here
 * under the library's names; the library's own (its inputs, results and limits) are declared
 * below. The build writes the package's one declaration file from this and the entry
 * (scripts/declarations.mjs), with every type it names written out, so nothing is copied by hand.
 */

export type { Finding, Severity } from '../report/finding.js';
export type { Fix, FixEdit } from '../report/fix-edit.js';
export type { Chain, Gate, GateItem, GateSource, InboxItem, Priority, RiskLevel } from '../report/report.js';
export type { SkipReason } from '../render/skipped.js';
export type { FixChange as AppliedFix } from '../render/fix-changes.js';
export type { JsonReport as Report, JsonRule as ReportRule } from '../render/json.js';
import type { FixChange as AppliedFix } from '../render/fix-changes.js';
import type { JsonReport as Report } from '../render/json.js';
import type { Severity } from '../report/finding.js';
import type { InboxItem } from '../report/report.js';

/** Where a check runs: the repository's root (default: the current folder), and what the CLI's flags would say. */
export interface CheckOptions {
  /** The repository's root folder; paths are relative to it. Default: the process's current folder. */
  root?: string;
  /** A commit to judge changes against (`--base`): status moves, a file's history. */
  base?: string;
  /** The config file, relative to the root (`--config`); default `.github/handoff-gate.yml`. */
  config?: string;
}

export interface CheckTextInput extends CheckOptions {
  /** Where the text is to be written, relative to the root: its format comes from it (or from the text). */
  path: string;
  /** The text an agent is about to write there; nothing is written. At most `MAX_TEXT_BYTES` in UTF-8. */
  text: string;
}

export interface CheckPathsInput extends CheckOptions {
  /** Files or folders relative to the root, as `check` takes them; none: the whole root. At most `MAX_PATHS`. */
  paths?: readonly string[];
}

export interface FixTextResult {
  /** The text with every safe fix applied (the text given, when none applied). */
  text: string;
  /** Whether `text` differs from the text given. */
  changed: boolean;
  /** Each fix applied, in the order applied (fixes run in passes, each pass on the text the last one left). */
  fixes: AppliedFix[];
  /** The report of the fixed text: what remains to do by hand. */
  report: Report;
}

/** What `explainRule` tells of a rule. */
export interface RuleExplanation {
  /** The rule's full id (`intent/risk-lowered`), as findings name it, whichever way it was asked for. */
  id: string;
  /** Its default severity, before any config. */
  severity: Severity;
  /** What it catches, in a sentence. */
  summary: string;
  /** Why it matters, in the rule's own words: who reads what it checks, and what goes wrong for them. */
  rationale: string;
  /** Why no example is given, where none can be shown as a text (bytes, a bound in the config, a pull request). */
  withoutExample?: string;
  /** The format it belongs to (its id's prefix), or null for the engine's own `file/*`, `parse/*`, `config/*`. */
  format: string | null;
  /**
   * What its format's files are written in (`json`, `yaml`, `markdown`): where a comment may go. Null
   * for the engine's own rules, whose findings may be in any file.
   */
  syntaxes: string[] | null;
  /** The spec the format implements (`spec 4 (...)`), or null. */
  spec: string | null;
  /** The section of that spec the rule enforces (`§ Intent > フィールド`), or null where no section is its source. */
  section: string | null;
  /**
   * The module that defines the rule, as a path from the repository root at this version's tag
   * (`src/formats/intent/rules/risk-lowered.ts`; for the engine's own rules, the module that
   * reports it), or null for an id no module defines.
   */
  source: string | null;
  /** A file the rule passes and one it reports, from the rule's own cases; absent where none stands alone. */
  examples: RuleExamples;
  /**
   * The rule's page in the installed package (`file:///…/handoff-gate/docs/rules/<id>.md`), or
   * null when this copy ships no docs/ (`handoff-gate explain <id>` prints the same offline).
   */
  docs: string | null;
  /**
   * Whether a `handoff-gate-disable-…` comment (`inline`) and the suppressions file (`baseline`)
   * may hide its findings, and `why` not, when one may not; `inlineExcept`: the files where a
   * comment may not though it may elsewhere (`parse/duplicate-key`, in a file that gates), and why.
   */
  suppressible: { inline: boolean; baseline: boolean; why?: string; inlineExcept?: { where: string; why: string } };
}

/** A rule's examples: files as a path and a text, each judged under the default config with no base revision. */
export interface RuleExamples {
  /** A file the rule passes: where it is written, its text, and as for `failing`, `from` and `base`. */
  passing?: {
    path: string;
    text: string;
    from?: string;
    base?: string;
    beside?: Record<string, string>;
    repository?: Record<string, string>;
    found?: boolean;
  };
  /** A file the rule reports, and what it reports there. */
  failing?: {
    /** Where the file is written: its format comes from it. */
    path: string;
    text: string;
    /**
     * The file's text at the base revision the example is compared with, for a rule that judges a
     * change (`intent/approval-skipped`: a status that moved); absent for a rule that needs none.
     */
    base?: string;
    /** The rule id the example is of, when it is the same shared check under another format (`handoff/required` for `intent/required`). */
    from?: string;
    /** Other files of the repository, by path, that the rule reads for it (an aggregator's reviewers); absent where it needs none. */
    beside?: Record<string, string>;
    /**
     * The other files of the repository the example runs in, by path: what keeps other rules quiet
     * (an artifact that exists), and what the rule may read besides `beside`. Absent where there are none.
     */
    repository?: Record<string, string>;
    /**
     * The run finds the file in the repository (`handoff-gate check .`) rather than being given its
     * path (`handoff-gate check PATH`, the default): a file named is reported even where no format
     * recognises it, one found is passed over.
     */
    found?: boolean;
    /** What the rule reports in it. */
    findings: Array<{ line: number; column: number; message: string }>;
    /** The text once the rule's safe fixes are applied, where it offers one. */
    fixed?: string;
  };
}

/**
 * The inbox as `handoff-gate inbox --format json` prints it, and as the MCP `inbox` tool answers:
 * the items waiting for a person, and the files a person may expect checked that were not.
 */
export interface InboxListing {
  /** The shape's version: keys may be added under it, none changed in meaning. */
  version: 1;
  /** The items waiting for a person, by key. */
  inbox: InboxItem[];
  /** Files a person may expect checked that were not, by reason, with what to do. */
  skipped: NonNullable<Report['skipped']>;
}

/** A bad argument (a path outside the root, a text over the limit, no such root): the message says what to change. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** The largest text `checkText` and `fixText` take, in UTF-8 bytes: 4 MiB, four times the default `max-file-size`. */
export const MAX_TEXT_BYTES: number = 4 * 1024 * 1024;
/** The most paths `checkPaths` and `inbox` take in one call. */
export const MAX_PATHS: number = 1000;
