import type { Severity } from '../report/finding.js';
import type { Fix } from '../report/fix-edit.js';
import type { Position } from './position.js';

export type PathKey = string | number;

export type { Position } from './position.js';

/** A handoff file's content as plain data: what cross-file indexes read of other files. */
export interface DocContent {
  syntax: 'yaml' | 'json' | 'markdown';
  /** The YAML/JSON value, or a Markdown file's frontmatter mapping (null when it has none). */
  data: unknown;
  /** Markdown only: the text after the frontmatter, and the line it starts on. */
  body?: string;
  bodyLine?: number;
  /** Lines in the whole file, so every finding can be kept inside it. */
  lineCount: number;
}

/** A handoff file's content as plain data, with a way back to where each value was written. */
export interface ParsedDoc extends DocContent {
  /**
   * Where the value (or its key) at `path` was written. A path that does not exist resolves to
   * its deepest existing ancestor, so a missing field points at the mapping that lacks it.
   */
  locate(path: readonly PathKey[], part?: 'key' | 'value'): Position;
  /** True where the source wrote `{something}`, which YAML reads as a mapping of nulls: a template placeholder. */
  isPlaceholderMap(path: readonly PathKey[]): boolean;
  /**
   * Keys written more than once in one mapping (the full parse only: the fast path declines such
   * files). `data` holds each one's last value, as JSON and YAML readers do.
   */
  duplicates?: readonly DuplicateKey[];
}

/** A key written more than once in one mapping, with every value written for it, in order. */
export interface DuplicateKey {
  /** The path of the key's value in the data. */
  path: readonly PathKey[];
  /**
   * Values written for the key, first to last; the data holds the last. A key written more often
   * than the readings try (src/engine/readings.ts) keeps the values they try, and the last.
   */
  values: readonly unknown[];
}

/** A problem found while reading or parsing, before any format rule runs. */
export interface ParseProblem {
  ruleId: string;
  severity: Severity;
  line: number;
  column: number;
  message: string;
  /** A safe, mechanical fix (the lines of a code fence around the file). */
  fix?: Fix;
}

export interface ParseOutcome {
  doc: ParsedDoc | null;
  problems: ParseProblem[];
  /** Problems counted, not listed: a file with thousands of repeated keys lists the first ones. */
  omitted?: OmittedProblems;
}

/** What one parse may hold: the nesting of its collections, and the findings it lists of one kind. */
export interface ParseLimits {
  /** Collections nested deeper than this make the file `file/too-deep`. */
  maxDepth: number;
  /** Problems of one rule listed past this are only counted (`ParseOutcome.omitted`). */
  maxFindings: number;
}

export const UNBOUNDED_PARSE: Readonly<ParseLimits> = { maxDepth: Infinity, maxFindings: Infinity };

/** Problems a parse counted but did not list (past `ParseLimits.maxFindings`), by rule. */
export interface OmittedProblems {
  ruleId: string;
  severity: Severity;
  count: number;
}
