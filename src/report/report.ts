import type { Finding, Severity, SuppressedFinding } from './finding.js';

/**
 * A format's id (`FormatDefinition.id`: `envelope`, `intent`, ...). The core knows no format by
 * name: the formats are passed in, and `src/formats/index.ts` lists them.
 */
export type FormatId = string;

/** A review item's priority in spec 1's gate: one P0 vetoes, two P1s reject; P2 and P3 never gate. */
export type Priority = 'P0' | 'P1' | 'P2' | 'P3';
/** The gate's verdict, least strict first. */
export type GateResult = 'pass' | 'reject' | 'veto';
/** A risk level, as an intent's `risk` states it (spec 4). */
export type RiskLevel = 'low' | 'med' | 'high';

/** A review finding declared inside a handoff file (not a validation finding). */
export interface GateItem {
  /** Its list in the file (an envelope's `p1_issues`), or its severity as a priority (`CRITICAL`: P0). */
  priority: Priority;
  /** The item's own id, where the file gives one. */
  id?: string;
  /** The item's category, where the file gives one. */
  category?: string;
  /** What the file says is wrong; `(no description)` where it says nothing. */
  description: string;
  /** Where the reviewed problem is, as the file states it (`src/a.ts:12`). */
  location?: string;
  /** The file `location` names is not in the repository: the location is shown as text, never linked (a 404). */
  locationMissing?: true;
  /**
   * The repository path of that file, where it is not the location as written from the root (a
   * path from the review file's own folder or package): what the location links to.
   */
  locationFile?: string;
  /** The fix the file proposes: an envelope's `fix`, a handoff's `remediation`, a response's `action`. */
  fix?: string;
  /** The handoff file that declares the item, and the line of the item in it. */
  source: { path: string; line: number };
}

/**
 * A file that contributes to the gate: one that lists review items, declares a verdict of its own
 * (an aggregator's gate_decision, a handoff status), or both.
 */
export interface GateSource {
  /** The file, as the report names paths. */
  path: string;
  /** The file's format. */
  format: FormatId;
  /** The verdict the file states, in its own words (`reject`, `FAIL`, `needs_revision`). */
  declared?: string;
  /** The counts the file states for itself, when it states them (an aggregator's gate_decision). */
  declaredCounts?: Record<Priority, number>;
  /** How many review items the file itself lists, by priority (all 0 where it only declares a verdict). */
  counts: Record<Priority, number>;
  /**
   * The file holds the gate decision (spec 1's Aggregator (Reviewer)): a declared `veto` or
   * `reject`, and the verdict its declared counts make, gate on their own, whatever else the run
   * holds.
   */
  decides?: true;
}

/** A gate decision a file declares that makes the verdict stricter than the counted items alone. */
export interface DeclaredVerdict {
  /** The deciding file. */
  path: string;
  /** The verdict it declares: the stricter of its `result` and what its own declared counts make. */
  result: Exclude<GateResult, 'pass'>;
}

/**
 * Spec 1's review gate over the review items the checked files declare: one P0 vetoes, two P1s
 * reject, and a deciding file's declared `veto` or `reject` stands on its own.
 */
export interface Gate {
  /** The verdict: the strictest of what the counted items make and what deciding files declare (result and counts). */
  result: GateResult;
  /** What the counted review items alone make (P0 ≥ 1 → veto, P1 ≥ 2 → reject). */
  counted: GateResult;
  /**
   * Every deciding file that declares `veto` or `reject`, in its `result` or by its own counts
   * (`p0_count: 1` vetoes whatever `result` says), the strictest first, then by path.
   */
  declaredBy: DeclaredVerdict[];
  /** How many P0 items `items` holds. */
  p0: number;
  /** How many P1 items. */
  p1: number;
  /** How many P2 items. */
  p2: number;
  /** How many P3 items. */
  p3: number;
  /** Every review item the checked files declare, by priority, then path, then line. */
  items: GateItem[];
  /** Each file that lists review items or declares a verdict. */
  sources: GateSource[];
}

/**
 * Why an item waits for a human (`approval`, `blocked`, `question`): a word the item's format
 * declares with its wording (`reasons` of its `inbox` part, src/core/format-inbox.ts). The JSON
 * report writes it as `reason`, and the item's issue carries it as the `inbox:<reason>` label.
 */
export type InboxReason = string;

/** A numbered question an item asks a human, and the answer so far (an intent's clarification). */
export interface InboxQuestion {
  /** 1-based: what `/answer <n>` names. */
  number: number;
  /** The question as the file states it; null where it states none. */
  question: string | null;
  /** The answer as the file states it; null while it is unanswered. */
  answer: string | null;
}

/** Something waiting for a human, derived from one handoff file. `R`: the reasons its format raises. */
export interface InboxItem<R extends InboxReason = InboxReason> {
  /** Stable across runs: `intent/fix-login`, `intent/fix-login#clarification-2`, `message/<id>`. */
  key: string;
  /**
   * Why it waits: a word its format declares (`approval`, `clarification`, `question`, `blocked`,
   * `error`, `escalation`), and its issue's `inbox:<reason>` label.
   */
  reason: R;
  /** Its file, as the report names paths. */
  path: string;
  /** The line in that file of what waits (the status, the first open question). */
  line: number;
  /** What waits, in a line (`Approve: <intent title>`, `Blocked: <agent> — <blocker>`); its issue's title. */
  title: string;
  /** Its file's format. */
  format: FormatId;
  /** An intent's items: its stated risk, or the higher one it awaits approval at where a change lowered it. */
  risk?: RiskLevel;
  /** Bot commands that apply, e.g. `/approve`, `/answer 2 <text>`. */
  actions: string[];
  /** Fields a human needs to decide, in display order. */
  details: Array<{ label: string; value: string }>;
  /**
   * Numbered questions with their answers, in order, where `/answer <n>` answers them. They are
   * shown after the details, as rows of their own ({@link shownDetails}): the JSON report writes
   * them so, among `details`, and its items have no `questions`.
   */
  questions?: InboxQuestion[];
  /**
   * Set on an item a pull request takes out of the inbox without a person's decision: its file
   * deleted, or the change that took it out breaks the rule that guards the decision (an approval
   * skipped, a decision taken outside the inbox). Absent on an item resolved by a decision.
   */
  left?: LeftWithoutDecision;
}

/** How an item left the inbox without a person's decision, in the words the comment shows. */
interface LeftWithoutDecision {
  /** `deleted`: its file is gone; `rule`: the change breaks `ruleId`, which guards the decision. */
  how: 'deleted' | 'rule';
  /** `rule`: the rule the change breaks. */
  ruleId?: string;
  /** A few words: `approval skipped`, `decided outside the inbox`, `file deleted`. */
  words: string;
}

/**
 * The details as the item's issue and the JSON report show them: its details, then a
 * `Question <n>` and an `Answer <n>` row per question (`(no question)`, `(unanswered)` where the
 * file has none).
 */
export function shownDetails(item: Pick<InboxItem, 'details' | 'questions'>): Array<{ label: string; value: string }> {
  if (!item.questions) return item.details;
  return [
    ...item.details,
    ...item.questions.flatMap((q) => [
      { label: `Question ${q.number}`, value: q.question ?? '(no question)' },
      { label: `Answer ${q.number}`, value: q.answer ?? '(unanswered)' },
    ]),
  ];
}

/** The item as JSON output writes it: its questions among its details ({@link shownDetails}), its keys in their order. */
export function itemAsWritten(item: InboxItem): InboxItem {
  if (!item.questions) return item;
  const { questions: _questions, ...rest } = { ...item, details: shownDetails(item) };
  return rest;
}

export interface Risk {
  level: RiskLevel | null;
  reasons: string[];
}

/** Where an agent stands, normalised from each format's own status words. */
export const CHAIN_STATUSES = ['done', 'active', 'waiting', 'blocked', 'failed', 'unknown'] as const;
export type ChainStatus = (typeof CHAIN_STATUSES)[number];

/** One agent of the handoff chain, as the latest file about it states it. */
export interface ChainNode {
  /**
   * Stable: the agent's name, trimmed, its blanks collapsed and lower-cased (`backendbuilder`,
   * `explorer:tech#shard-backend`).
   */
  id: string;
  /** The agent's name as the file writes it. */
  label: string;
  /**
   * The file's status word, read through its format's table: `unknown` where it states none the
   * table knows, or for an agent only handed to.
   */
  status: ChainStatus;
  /** The file's own status word (`PASS`, `needs_input`, `veto`), when it has one. */
  declared?: string;
  /** The file that states the status (or, for an agent only handed to, the file that names it), and the line. */
  path: string;
  /** The line in `path` that states the status (or names the agent). */
  line: number;
}

/** A handoff from one agent to the next (node ids). */
export interface ChainEdge {
  /** The id of the node that hands over. */
  from: string;
  /** The id of the node handed to. */
  to: string;
  /** What is handed over, when the format says (`task`, `revise`, `loop`, `veto`). */
  label?: string;
  /** A loop back to an earlier agent (a handoff's `loop_target`, an aggregator's rejected gate): drawn dashed. */
  loop?: true;
}

/** The handoff chain the checked files describe: agents as nodes, `next` as edges. */
export interface Chain {
  /** One per agent a file states the status of or hands to. */
  nodes: ChainNode[];
  /** One per distinct handoff; one to a kind of agent (`next: writer`) reaches each agent of that kind. */
  edges: ChainEdge[];
}

/** A file the run checked, or noticed and left unchecked, and its format. */
export interface CheckedFile {
  /** The file, as the report names paths. */
  path: string;
  /** The format it was recognised as; null where none was (a file named but of no format, a near miss). */
  format: FormatId | null;
}

/** A file and rule with more findings than the suppressions file's count for them: every one is reported. */
export interface ExceededSuppression {
  /** The file the entry is for. */
  path: string;
  /** The rule the entry is for. */
  ruleId: string;
  /** The count the suppressions file holds. */
  count: number;
  /** The findings found. */
  found: number;
}

/**
 * A suppression a pull request brings, listed to its reviewer: an inline directive it adds or
 * widens (a new rule, the whole-file form, a line it did not cover at the base), or a count it
 * raises in the suppressions file (which takes effect once merged).
 */
export interface BroughtSuppression {
  /**
   * `added`: a directive for a rule the file's base version named nowhere; `widened`: one for a rule
   * it named elsewhere or in the other form; `count-raised`: a suppressions file entry's count raised.
   */
  how: 'added' | 'widened' | 'count-raised';
  /** Where it is written: the directive's file and line, or the suppressions file's entry. */
  path: string;
  /** The directive's line, or the entry's. */
  line: number;
  /** The rule it suppresses. */
  ruleId: string;
  /** The reason the directive gives: outside text, shown inert. */
  reason?: string;
  /** A raised count: the file its entry is for, and the count at the base and at the head. */
  file?: string;
  /** A raised count: the count at the base (0 for an entry new at the head). */
  from?: number;
  /** A raised count: the count at the head. */
  to?: number;
  /** The findings of this run it hides (a raised count: would hide, once merged), and the worst of them. */
  hides: number;
  /** The most severe of the findings it hides; absent when it hides none. */
  worst?: Severity;
}

/** What suppressions kept out of a report's findings (absent: nothing was suppressed, and no suppressions file was read). */
export interface Suppressed {
  /** Findings suppressed by a comment in their own file. */
  inline: number;
  /** Findings suppressed by the suppressions file. */
  baseline: number;
  /** The suppressions files read, as the report names paths. */
  files: string[];
  /** The suppressed findings themselves, in the report's order (at most `limits.file-findings` a file inline). */
  findings: SuppressedFinding[];
  /** Files and rules over their count: all their findings are reported, since a count cannot tell which one is new. */
  exceeded: ExceededSuppression[];
  /** On a pull request: the suppressions it adds, widens or raises, for its reviewer. */
  brought?: BroughtSuppression[];
}

export interface Report {
  version: 1;
  files: CheckedFile[];
  findings: Finding[];
  gate: Gate;
  risk: Risk;
  inbox: InboxItem[];
  chain: Chain;
  /** What suppressions kept out of `findings`. */
  suppressed?: Suppressed;
}

/** A report with what the run did to make it: the result of one check. */
export interface CheckResult extends Report {
  /** Distinct files read in all, including cross-file context. */
  reads: number;
  /** Files checked on the fast path alone (no full parse), for the benchmark and the tests. */
  fastChecked: number;
  /** The risks the files state, each with its reason: what `risk` was built from, kept so that reports can be merged. */
  riskSignals: Array<{ level: RiskLevel; reason: string }>;
}
