/**
 * A rule's cases, kept beside it (`rules/<name>.cases.ts`), ESLint's RuleTester style: texts the
 * rule must pass, and texts it must report, each finding with its line, column and message, and
 * the text `check --fix` leaves when the rule offers a fix. The suite runs every rule's cases
 * through the whole engine (test/rules/rule-modules.test.ts); a rule without cases fails it.
 */
export interface RuleCases {
  /** The rule id the cases are about: only its findings are compared. */
  rule: string;
  valid: readonly ValidCase[];
  invalid: readonly InvalidCase[];
}

export interface ValidCase {
  /** What the case shows, in a few words. */
  name: string;
  /**
   * The file's path in the repository: where a format finds its files. The config file's path
   * (`.github/handoff-gate.yml`) makes `text` the config, read as a run reads it, for `config/*`.
   */
  path: string;
  /** The file's text, or its bytes where they are no plain UTF-8 text (NUL bytes, a byte-order mark, invalid UTF-8). */
  text: string | Uint8Array;
  /** Other files of the repository the rule reads (tasks of an intent, an envelope's artifacts). */
  files?: Readonly<Record<string, string>>;
  /**
   * Other files the rule's verdict on this one rests on (the reviewers an aggregator's counts are
   * checked against): in the repository as `files` are, and shown with the example on the rule's
   * page, so that it can be reproduced from the page alone. `files` only keep other rules quiet.
   */
  context?: Readonly<Record<string, string>>;
  /**
   * The config file's settings for this case, as a team writes them (`enums`, `limits`,
   * `max-file-size`): the suite reads them through the config's own schema.
   */
  config?: Readonly<Record<string, unknown>>;
  /**
   * The base revision the run compares with (a status's move): the file's own text there, or the
   * texts of several files by path. For the config file, the pull request's base config, which
   * then judges the run.
   */
  base?: string | Readonly<Record<string, string>>;
  /** The files the change adds since the base (a new intent, not a renamed one). */
  added?: readonly string[];
  /**
   * The change deletes the file: `text` is its version at the base revision (where the finding
   * points), and the file is not checked.
   */
  deleted?: true;
  /**
   * The file's versions in the history of the base revision, newest first (the base's own
   * included), as an adapter reads them back; `whole` when they reach back to where the file's id
   * began. Absent: the history is not known, and the rules judge by the base alone.
   */
  history?: { versions: readonly string[]; whole?: true };
  /**
   * A person named the file (on the command line): reported even when no format recognises it.
   * `false`: the run found it among the repository's files (`check .`), and its page says so.
   */
  named?: boolean;
}

interface InvalidCase extends ValidCase {
  /** Every finding of the rule in the file, in order. */
  errors: readonly { line: number; column: number; message: string }[];
  /** The file after `check --fix` applies the rule's fixes; absent: the rule offers none here. */
  output?: string;
}

/** The cases of one rule id: `export const cases = [ruleCases('envelope/next-mismatch', { valid, invalid })]`. */
export function ruleCases(rule: string, cases: Omit<RuleCases, 'rule'>): RuleCases {
  return { rule, ...cases };
}
