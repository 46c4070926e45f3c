/*
 * The library's public shapes, self-contained (no imports): the build writes their declarations
 * next to the library's bundle (dist/lib/), and test/lib/public-types.test.ts holds each to the
 * engine's own type, so the two cannot drift. The report is the CLI's `--format json` object.
 */

/** How bad a finding is: `error` fails a check by default, `notice` never does. */
export type Severity = 'error' | 'warning' | 'notice';

/** One span a fix replaces (1-based lines and columns, the end exclusive) and the text to put there. */
export interface FixEdit {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  text: string;
}

/** A safe fix: its first span, and any others that go with it. */
export interface Fix extends FixEdit {
  also?: readonly FixEdit[];
}

/** One finding, as the JSON report gives it. */
export interface Finding {
  /** Relative to the root checked from, `/`-separated. */
  path: string;
  line: number;
  column: number;
  /** `<format>/<name>`, `file/*`, `parse/*` or `config/*`: `explainRule` tells more. */
  ruleId: string;
  severity: Severity;
  /** What is wrong and what to write instead, readable without the file open. */
  message: string;
  fix?: Fix;
}

export type Priority = 'P0' | 'P1' | 'P2' | 'P3';
export type RiskLevel = 'low' | 'med' | 'high';

/** An issue a handoff file lists for the review gate. */
export interface GateItem {
  priority: Priority;
  id?: string;
  category?: string;
  description: string;
  location?: string;
  /** The file `location` names is not in the repository. */
  locationMissing?: true;
  /** The repository path of that file, where it is not `location`'s path as written from the root. */
  locationFile?: string;
  fix?: string;
  source: { path: string; line: number };
}

/** A file that contributed to the gate, with what it declared and what it lists. */
export interface GateSource {
  path: string;
  format: string;
  declared?: string;
  declaredCounts?: Record<Priority, number>;
  counts: Record<Priority, number>;
  /** The file holds the gate decision (an aggregator): its declared `veto` or `reject` gates on its own. */
  decides?: true;
}

/** Spec 1's review gate: one P0 vetoes, two P1s reject, and an aggregator's declared veto or reject gates on its own. */
export interface Gate {
  /** The verdict: the strictest of `counted` and every `declaredBy`. */
  result: 'pass' | 'reject' | 'veto';
  /** What the counted review items alone make. */
  counted: 'pass' | 'reject' | 'veto';
  /** Each aggregator that declares `veto` or `reject`, the strictest first. */
  declaredBy: Array<{ path: string; result: 'reject' | 'veto' }>;
  p0: number;
  p1: number;
  p2: number;
  p3: number;
  items: GateItem[];
  sources: GateSource[];
}

/** An item waiting for a person (an approval, an unanswered question, a blocked intent). */
export interface InboxItem {
  key: string;
  reason: string;
  path: string;
  line: number;
  title: string;
  format: string;
  risk?: RiskLevel;
  actions: string[];
  details: Array<{ label: string; value: string }>;
  questions?: Array<{ number: number; question: string | null; answer: string | null }>;
  /** On a pull request's `inboxResolved`: the item left without a person's decision (its file deleted, or a guarding rule broken). */
  left?: { how: 'deleted' | 'rule'; ruleId?: string; words: string };
}

/** The handoff chain: agents and the handoffs between them. */
export interface Chain {
  nodes: Array<{
    id: string;
    label: string;
    status: 'done' | 'active' | 'waiting' | 'blocked' | 'failed' | 'unknown';
    declared?: string;
    path: string;
    line: number;
  }>;
  edges: Array<{ from: string; to: string; label?: string; loop?: true }>;
}

/** Why files were not checked (the report's `skipped`). */
export type SkipReason =
  | 'git-ignored'
  | 'no-handoff-file'
  | 'too-large'
  | 'near-miss'
  | 'unrecognised'
  | 'symlink-outside'
  | 'not-read'
  | 'unreadable'
  | 'outside-paths';

/** A rule the report's findings name: what it catches, and where in which spec its requirement is written. */
export interface ReportRule {
  id: string;
  /** Its default severity; a finding's own may differ (the config's `rules`, or a softer case of the rule). */
  severity: Severity;
  summary: string;
  /** The spec document of the rule's format (`spec 1 (handoff envelope)`), or null for the engine's own rules. */
  spec: string | null;
  /** The section of that spec the rule enforces (`§ バリデーションルール > agent_id フォーマット`), or null. */
  section: string | null;
  /** The address of the rule's page: `https://github.com/<owner>/handoff-gate/blob/<ref>/docs/rules/<id>.md`. */
  docs?: string;
}

/** The report: the CLI's `--format json` object, from the same engine and rules. */
export interface Report {
  version: 1;
  files: Array<{ path: string; format: string | null }>;
  findings: Finding[];
  gate: Gate;
  risk: RiskLevel | null;
  riskReasons: string[];
  inbox: InboxItem[];
  chain: Chain;
  /**
   * What suppressions kept out of `findings` (present when something was suppressed or a
   * suppressions file was read): by a `handoff-gate-disable-…` comment (`inline`) or by the
   * suppressions file (`baseline`), the files read, and the files and rules over their count,
   * all of whose findings are reported.
   */
  suppressed?: {
    count: number;
    inline: number;
    baseline: number;
    files: string[];
    exceeded: Array<{ path: string; ruleId: string; count: number; found: number }>;
    /**
     * On a pull request: each suppression it brings, for its reviewer: an inline directive it
     * adds or widens (`reason` as written), or a count it raises in the suppressions file (for
     * `file`, `from` → `to`), with the findings of the run it hides (`hides`, the `worst`).
     */
    brought?: Array<{
      how: 'added' | 'widened' | 'count-raised';
      path: string;
      line: number;
      ruleId: string;
      reason?: string;
      file?: string;
      from?: number;
      to?: number;
      hides: number;
      worst?: Severity;
    }>;
  };
  /** Each rule the findings name, once, in the order of its first finding. */
  rules: ReportRule[];
  roots?: Array<{ path: string; kind: 'repository' | 'package' | 'folder'; config: string | null }>;
  /** Files a person may expect checked that were not, by reason, with what to do. */
  skipped?: Array<{ reason: SkipReason; count: number; paths: string[]; message: string }>;
  /** The action's report of a pull request only: which one and commit it judged, and the inbox items it adds and resolves. */
  pullRequest?: {
    repository: string;
    number: number;
    headSha: string;
    baseSha: string;
    inboxAdded: InboxItem[];
    inboxResolved: InboxItem[];
  };
}

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

/** One fix `fixText` applied: where, under which rule, and the text before and after. */
export interface AppliedFix {
  path: string;
  line: number;
  column: number;
  ruleId: string;
  before: string;
  after: string;
}

export interface FixTextResult {
  /** The text with every safe fix applied (the text given, when none applied). */
  text: string;
  changed: boolean;
  fixes: AppliedFix[];
  /** The report of the fixed text: what remains to do by hand. */
  report: Report;
}

/** What `explainRule` tells of a rule. */
export interface RuleExplanation {
  id: string;
  severity: Severity;
  summary: string;
  /** The format it belongs to (its id's prefix), or null for the engine's own `file/*`, `parse/*`, `config/*`. */
  format: string | null;
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
  /** The address of the rule's page, at this version's tag: `https://github.com/<owner>/handoff-gate/blob/v<version>/docs/rules/<id>.md`. */
  docs: string;
  /**
   * Whether a `handoff-gate-disable-…` comment (`inline`) and the suppressions file (`baseline`)
   * may hide its findings, and `why` not, when one may not.
   */
  suppressible: { inline: boolean; baseline: boolean; why?: string };
}

/** A rule's examples: files as a path and a text, each judged under the default config with no base revision. */
export interface RuleExamples {
  passing?: { path: string; text: string; from?: string; base?: string };
  failing?: {
    path: string;
    text: string;
    /**
     * The file's text at the base revision the example is compared with, for a rule that judges a
     * change (`intent/approval-skipped`: a status that moved); absent for a rule that needs none.
     */
    base?: string;
    /** The rule id the example is of, when it is the same shared check under another format (`handoff/required` for `intent/required`). */
    from?: string;
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
  version: 1;
  inbox: InboxItem[];
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
