/**
 * One span of a fix and the text to put there. Lines and columns are 1-based and count as
 * findings do (UTF-16 code units, a CRLF is one line break, a byte-order mark shifts nothing); the
 * end is exclusive (the column just after the last character replaced), as in SARIF and editors.
 * A span never crosses a line break, so applying it keeps every line ending, the indentation,
 * comments and the quoting of the file as they were; the one exception deletes whole lines (from
 * column 1 to column 1 of a later line, replaced by nothing), which leaves the others untouched.
 */
export interface FixEdit {
	/** The span's first line. */
	line: number;
	/** The column of the first character replaced. */
	column: number;
	/** The line it ends on: `line`, except where it deletes whole lines (then the line after the last one). */
	endLine: number;
	/** The column just after the last character replaced; 1 where it deletes whole lines. */
	endColumn: number;
	/** What goes in its place, quoting included; empty to delete. */
	text: string;
}
/**
 * One safe, mechanical fix of a finding: its first span, and any further spans (`also`) that are
 * applied with it, all or none (the two lines of a code fence around a file).
 */
export interface Fix extends FixEdit {
	/** The further spans applied with the first, all or none (a code fence's closing line); absent when there are none. */
	also?: readonly FixEdit[];
}
/** How bad a finding is. `error` fails the check by default; `notice` never does. */
export type Severity = "error" | "warning" | "notice";
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
type FormatId = string;
/** A review item's priority in spec 1's gate: one P0 vetoes, two P1s reject; P2 and P3 never gate. */
export type Priority = "P0" | "P1" | "P2" | "P3";
type GateResult = "pass" | "reject" | "veto";
/** A risk level, as an intent's `risk` states it (spec 4). */
export type RiskLevel = "low" | "med" | "high";
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
	source: {
		path: string;
		line: number;
	};
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
interface DeclaredVerdict {
	/** The deciding file. */
	path: string;
	/** The verdict it declares: the stricter of its `result` and what its own declared counts make. */
	result: Exclude<GateResult, "pass">;
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
type InboxReason = string;
interface InboxQuestion {
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
	details: Array<{
		label: string;
		value: string;
	}>;
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
interface LeftWithoutDecision {
	/** `deleted`: its file is gone; `rule`: the change breaks `ruleId`, which guards the decision. */
	how: "deleted" | "rule";
	/** `rule`: the rule the change breaks. */
	ruleId?: string;
	/** A few words: `approval skipped`, `decided outside the inbox`, `file deleted`. */
	words: string;
}
declare const CHAIN_STATUSES: readonly [
	"done",
	"active",
	"waiting",
	"blocked",
	"failed",
	"unknown"
];
type ChainStatus = (typeof CHAIN_STATUSES)[number];
interface ChainNode {
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
interface ChainEdge {
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
interface CheckedFile {
	/** The file, as the report names paths. */
	path: string;
	/** The format it was recognised as; null where none was (a file named but of no format, a near miss). */
	format: FormatId | null;
}
interface ExceededSuppression {
	/** The file the entry is for. */
	path: string;
	/** The rule the entry is for. */
	ruleId: string;
	/** The count the suppressions file holds. */
	count: number;
	/** The findings found. */
	found: number;
}
interface BroughtSuppression {
	/**
	 * `added`: a directive for a rule the file's base version named nowhere; `widened`: one for a rule
	 * it named elsewhere or in the other form; `count-raised`: a suppressions file entry's count raised.
	 */
	how: "added" | "widened" | "count-raised";
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
/**
 * Why files a person may expect checked were not: git-ignored (the walk leaves them out), no
 * handoff file at all among the files walked, over `max-file-size`, one key away from a format,
 * where a format's files live under an extension it does not read, named but of no format, a symlink leaving the repository, a link or special file never read,
 * one the system would not let be read, or a folder below the root (a package's `.forge/`) whose
 * handoff files no path rule covers.
 */
export type SkipReason = "git-ignored" | "no-handoff-file" | "too-large" | "near-miss" | "extension" | "unrecognised" | "symlink-outside" | "not-read" | "unreadable" | "outside-paths";
/** One fix `check --fix` made (or would make): where, under which rule, and the text before and after. */
interface FixChange {
	/** The file, as the report names paths. */
	path: string;
	/** Where the fix's first span starts (1-based), in the text it was applied to. */
	line: number;
	/** The column it starts at (1-based). */
	column: number;
	/** The rule of the finding it fixes. */
	ruleId: string;
	/** The text its spans replaced, joined by ` … ` (a deleted line shown without its line break). */
	before: string;
	/** The text put in their place, joined the same way. */
	after: string;
}
interface JsonSkipped {
	/** Why they were not checked. */
	reason: SkipReason;
	/** How many files (for `no-handoff-file`: the YAML, JSON and Markdown files looked at). */
	count: number;
	/** The first few of them, as the report names paths: `count` says how many in all. */
	paths: string[];
	/** The sentence the text report prints: how many, why, and what to do. */
	message: string;
}
/** A rule the findings name: what it catches, and where in which spec its requirement is written. */
interface JsonRule {
	/** The rule's id, as the findings name it. */
	id: string;
	/** Its default severity; a finding's own may differ (the config's `rules`, or a softer case of the rule). */
	severity: Severity;
	/** What the rule catches, in a sentence. */
	summary: string;
	/** The spec document of the rule's format (`spec 1 (handoff envelope)`), or null for the engine's own rules. */
	spec: string | null;
	/** The section of that spec the rule enforces (`§ バリデーションルール > agent_id フォーマット`), or null. */
	section: string | null;
	/**
	 * The rule's page in the reader's channel (src/rules/docs-link.ts): the action's repository at
	 * its ref, or the installed package's file; absent where no copy of the pages is known.
	 */
	docs?: string;
}
/**
 * The `--format json` object (the contract in docs/command-line.md, "The text report"). Keys are
 * written in a fixed order so the output is stable; keys beyond the contract's (gate `items`/`sources`, `riskReasons`, the
 * inbox item's other fields, `rules`) may be added, never changed in meaning.
 */
interface JsonReport {
	/** The shape's version: keys may be added under it, none changed in meaning. */
	version: 1;
	/** Every file checked, or noticed and left unchecked, in path order, with its format. */
	files: CheckedFile[];
	/** What is wrong in the files, by path, line and column; those suppressed are left out (`suppressed`). */
	findings: Finding[];
	/** Spec 1's review gate over the review items the files declare (`result`: `pass`, `reject` or `veto`). */
	gate: Gate;
	/**
	 * The change's risk: the highest a checked intent states (or awaits approval at), `high` with any P0
	 * item; null when neither.
	 */
	risk: RiskLevel | null;
	/** What makes `risk`, a phrase each (`intent fix-login is high risk`, `1 unresolved P0 finding`). */
	riskReasons: string[];
	/** The items waiting for a person, by key; an item's questions are written among its `details`. */
	inbox: InboxItem[];
	/** The handoff chain: agents and the handoffs between them. */
	chain: Chain;
	/** What suppressions kept out of `findings`: present when something was suppressed or a suppressions file was read. */
	suppressed?: JsonSuppressed;
	/** Each rule the findings name, once, in the order of its first finding: a finding's reader goes from its `ruleId` to the spec. */
	rules: JsonRule[];
	/** The CLI's: the folders the files were checked from (each repository's root, a package, or the folder named outside any repository). */
	roots?: JsonRoot[];
	/** Files a person may expect checked that were not, by reason (the CLI's output; empty when none). */
	skipped?: JsonSkipped[];
	/** The action's, on a pull request: what another workflow needs to post this report to it (the README's fork recipe). */
	pullRequest?: JsonPullRequest;
}
interface JsonPullRequest {
	/** `owner/name`: the repository the pull request is in (its base). */
	repository: string;
	/** The pull request's number. */
	number: number;
	/** The commit checked. */
	headSha: string;
	/** The commit of its base branch it is compared with. */
	baseSha: string;
	/** The inbox items it adds: what its comment shows, rather than the whole inbox. */
	inboxAdded: InboxItem[];
	/** The items it takes out of the inbox; `left` marks those that left without a person's decision. */
	inboxResolved: InboxItem[];
}
interface JsonSuppressed {
	/** The findings suppressed in all: `inline` and `baseline` added up. */
	count: number;
	/** Those a `handoff-gate-disable-…` comment in their own file suppressed. */
	inline: number;
	/** Those the suppressions file suppressed. */
	baseline: number;
	/** The suppressions files read, as the report names paths. */
	files: string[];
	/** Each file and rule with more findings than its count: all of its findings are in `findings`. */
	exceeded: ExceededSuppression[];
	/** On a pull request: the suppressions it adds or widens inline, or raises in the suppressions file, for its reviewer. */
	brought?: BroughtSuppression[];
}
interface JsonRoot {
	/** Relative to the current folder, `/`-separated; `.` for the current folder. */
	path: string;
	/** `repository` (`.git` or the config file marks it), `package` (a folder inside one, checked as a project of its own), `folder` (no repository above it). */
	kind: "repository" | "package" | "folder";
	/** The config file that applied, or null (the defaults). */
	config: string | null;
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
export interface FixTextResult {
	/** The text with every safe fix applied (the text given, when none applied). */
	text: string;
	/** Whether `text` differs from the text given. */
	changed: boolean;
	/** Each fix applied, in the order applied (fixes run in passes, each pass on the text the last one left). */
	fixes: FixChange[];
	/** The report of the fixed text: what remains to do by hand. */
	report: JsonReport;
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
	suppressible: {
		inline: boolean;
		baseline: boolean;
		why?: string;
		inlineExcept?: {
			where: string;
			why: string;
		};
	};
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
		findings: Array<{
			line: number;
			column: number;
			message: string;
		}>;
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
	skipped: NonNullable<JsonReport["skipped"]>;
}
/** A bad argument (a path outside the root, a text over the limit, no such root): the message says what to change. */
export declare class InputError extends Error {
	readonly name = "InputError";
}
/** The largest text `checkText` and `fixText` take, in UTF-8 bytes: 4 MiB, four times the default `max-file-size`. */
export declare const MAX_TEXT_BYTES: number;
/** The most paths `checkPaths` and `inbox` take in one call. */
export declare const MAX_PATHS: number;
/**
 * Judges `text` as if it were written at `path` (its format from the path, else from the text), in
 * the repository as it is: cross-file rules see the other files on the disk, and with `base` the
 * diff rules compare with the file's committed version. Nothing is written.
 */
export declare function checkText(input: CheckTextInput): Promise<JsonReport>;
/**
 * Checks files or folders (none: the whole root), as `handoff-gate check PATH…` does, gate, risk and
 * inbox included, and the suppressions file beside the config applied (it is never written here).
 */
export declare function checkPaths(input?: CheckPathsInput): Promise<JsonReport>;
/**
 * The items waiting for a person among the files checked, as `handoff-gate inbox --format json`
 * prints them: the same object, `{ version, inbox, skipped }`.
 */
export declare function inbox(input?: CheckPathsInput): Promise<InboxListing>;
/**
 * `text` with every safe fix applied (as `check --fix` would write it at `path`), and the report of
 * the fixed text: what remains to do by hand. A fix that would add a finding is held back. Nothing
 * is written.
 */
export declare function fixText(input: CheckTextInput): Promise<FixTextResult>;
/** What a rule catches, its severity, and the format, spec and section it comes from; undefined for an id no rule has. */
export declare function explainRule(id: string): RuleExplanation | undefined;
/**
 * The rule id a misspelt one most likely means (`intent/aproval-skipped`, or `approval-skipped`
 * without its format), as the CLI's "did you mean" names it; undefined when none is close.
 */
export declare function closestRuleId(id: string): string | undefined;
/** Every rule id, with its severity and summary, in the order the rule index lists them. */
export declare function rules(): RuleExplanation[];
/** The commit the root's HEAD names, or undefined (no repository there, or none committed yet). */
export declare function headCommit(root?: string): string | undefined;
/** The names `schema` takes: each format's id, and `config`. */
export declare const schemaNames: readonly string[];
/** A format's JSON Schema (or the config file's), as `handoff-gate schema NAME` prints it; undefined for another name. */
export declare function schema(name: string): Record<string, unknown> | undefined;

export {
	FixChange as AppliedFix,
	JsonReport as Report,
	JsonRule as ReportRule,
};

export {};
