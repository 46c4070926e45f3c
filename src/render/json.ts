import { redactSecrets } from '../secrets.js';
import type { Finding, Severity } from '../report/finding.js';
import type { CatalogueRule } from '../core/define-rule.js';
import {
  itemAsWritten,
  type Chain,
  type CheckedFile,
  type BroughtSuppression,
  type ExceededSuppression,
  type Gate,
  type GateItem,
  type GateSource,
  type InboxItem,
  type Report,
  type RiskLevel,
} from '../report/report.js';
import { copied, jsonChunks, lazily, type ListOf } from './json-chunks.js';
import { inert } from './escape.js';
import { allSkips, skipMessage, type SkippedGroup, type SkipReason } from './skipped.js';

/** One reason files were not checked: how many, the first few, and what to do (see {@link skipMessage}). */
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
export interface JsonRule {
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
export interface JsonReport {
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

/**
 * The pull request an action's report judged, and the inbox items that pull request adds and
 * resolves (its comment shows those, not the whole inbox of the files it checked).
 */
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

/**
 * What suppressions kept out of the report's findings: how many, by a comment in the file
 * (`inline`) or by the suppressions file (`baseline`), the suppressions files read, and the files
 * and rules over their count (all of whose findings are reported, since a count cannot tell which
 * one is new).
 */
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
  kind: 'repository' | 'package' | 'folder';
  /** The config file that applied, or null (the defaults). */
  config: string | null;
}

export interface JsonOptions {
  /** The rule catalogue, for the report's `rules`; without it, `rules` is empty. */
  rules?: readonly CatalogueRule[];
  /** The roots the CLI checked from, added as `roots`. */
  roots?: readonly JsonRoot[];
  /** The CLI's own skipped groups: given, the object gets a `skipped` key (with the findings' groups too). */
  skipped?: readonly SkippedGroup[];
  /** The action's pull request, added as `pullRequest`. */
  pullRequest?: JsonPullRequest;
  /** The address of a rule's page (src/rules/rule-docs.ts), each rule's `docs`. */
  ruleDocs?: (ruleId: string) => string | undefined;
}

/** A copy with the keys in `order` first and undefined ones left out (not written as `null`). */
function ordered<T extends object>(value: T, order: readonly (keyof T)[]): T {
  const out: Partial<T> = {};
  for (const key of order) if (value[key] !== undefined) out[key] = value[key];
  return out as T;
}

const FINDING_KEYS = ['path', 'line', 'column', 'ruleId', 'severity', 'message', 'fix'] as const;
const ITEM_KEYS = [
  'priority',
  'id',
  'category',
  'description',
  'location',
  'locationMissing',
  'locationFile',
  'fix',
  'source',
] as const;
const SOURCE_KEYS = ['path', 'format', 'declared', 'declaredCounts', 'counts', 'decides'] as const;
const INBOX_KEYS = ['key', 'reason', 'path', 'title', 'line', 'format', 'risk', 'actions', 'details', 'left'] as const;
const NODE_KEYS = ['id', 'label', 'status', 'declared', 'path', 'line'] as const;
const EDGE_KEYS = ['from', 'to', 'label', 'loop'] as const;

/** A catalogue entry as the JSON outputs give a rule (this report's `rules`, `handoff-gate rules --format json`). */
export function jsonRule(rule: CatalogueRule, ruleDocs?: (ruleId: string) => string | undefined): JsonRule {
  const docs = ruleDocs?.(rule.id);
  return {
    id: rule.id,
    severity: rule.severity,
    summary: rule.summary,
    spec: rule.document ?? null,
    section: rule.spec ?? null,
    ...(docs !== undefined && { docs }),
  };
}

/** The catalogue's entries for the rules `findings` name, in the order each first appears; an id it lacks is left out. */
function rulesOf(
  findings: readonly Finding[],
  catalogue: readonly CatalogueRule[],
  ruleDocs: JsonOptions['ruleDocs'],
): JsonRule[] {
  const byId = new Map(catalogue.map((rule) => [rule.id, rule]));
  const named = new Map<string, JsonRule>();
  for (const { ruleId } of findings) {
    const rule = named.has(ruleId) ? undefined : byId.get(ruleId);
    if (rule) named.set(ruleId, jsonRule(rule, ruleDocs));
  }
  return [...named.values()];
}

/** The report as the contract's plain object (also what the action writes to its `report` file). */
export function toJson(report: Report, options: JsonOptions = {}): JsonReport {
  return jsonOf(report, options, copied);
}

function jsonOf(report: Report, options: JsonOptions, list: ListOf): JsonReport {
  const json: JsonReport = {
    version: 1,
    files: list(report.files, (f) => ({ path: f.path, format: f.format })),
    // `message` is for a person: made inert; `path` names the file for a program and stays exact.
    findings: list(report.findings, (f) => ordered({ ...f, message: inert(f.message) }, FINDING_KEYS)),
    gate: {
      result: report.gate.result,
      p0: report.gate.p0,
      p1: report.gate.p1,
      p2: report.gate.p2,
      p3: report.gate.p3,
      items: list(report.gate.items, (i): GateItem => ordered(i, ITEM_KEYS)),
      sources: list(report.gate.sources, (s): GateSource => ordered(s, SOURCE_KEYS)),
      counted: report.gate.counted,
      declaredBy: report.gate.declaredBy.map((d) => ({ path: d.path, result: d.result })),
    },
    risk: report.risk.level,
    riskReasons: [...report.risk.reasons],
    inbox: list(report.inbox, (i) => ordered(itemAsWritten(i), INBOX_KEYS)),
    chain: {
      nodes: report.chain.nodes.map((n) => ordered(n, NODE_KEYS)),
      edges: report.chain.edges.map((e) => ordered(e, EDGE_KEYS)),
    },
    ...(report.suppressed && { suppressed: jsonSuppressed(report.suppressed) }),
    rules: rulesOf(report.findings, options.rules ?? [], options.ruleDocs),
  };
  if (options.roots) json.roots = options.roots.map((r) => ({ path: r.path, kind: r.kind, config: r.config }));
  if (options.skipped) json.skipped = jsonSkipped(report, options.skipped);
  if (options.pullRequest) {
    const { repository, number, headSha, baseSha, inboxAdded, inboxResolved } = options.pullRequest;
    const items = (list: readonly InboxItem[]) => list.map((i) => ordered(itemAsWritten(i), INBOX_KEYS));
    json.pullRequest = {
      repository,
      number,
      headSha,
      baseSha,
      inboxAdded: items(inboxAdded),
      inboxResolved: items(inboxResolved),
    };
  }
  return json;
}

/** The `skipped` key of the CLI's JSON (`check`'s and `inbox`'s): the walk's groups, then those the findings tell of. */
export function jsonSkipped(report: Pick<Report, 'findings'>, own: readonly SkippedGroup[]): JsonSkipped[] {
  return allSkips(report, own).map((group) => ({
    reason: group.reason,
    count: group.count,
    paths: [...group.paths],
    message: inert(skipMessage(group, (text) => `\`${text}\``)),
  }));
}

function jsonSuppressed(s: NonNullable<Report['suppressed']>): JsonSuppressed {
  return {
    count: s.inline + s.baseline,
    inline: s.inline,
    baseline: s.baseline,
    files: [...s.files],
    exceeded: s.exceeded.map((e) => ({ path: e.path, ruleId: e.ruleId, count: e.count, found: e.found })),
    ...(s.brought && { brought: s.brought.map((b) => ({ ...b })) }),
  };
}

/** The JSON report as text: `JSON.stringify(toJson(report), null, 2)` and a line end. */
export function renderJson(report: Report, options: JsonOptions = {}): string {
  return [...renderJsonChunks(report, options)].join('');
}

/** {@link renderJson} in pieces, for a caller that writes as it goes. */
export function* renderJsonChunks(report: Report, options: JsonOptions = {}): Generator<string> {
  // A gate item's description or an inbox item's title may quote a credential: named, never shown.
  // A piece never splits a string value, so each is redacted whole (and stays valid JSON).
  // Its long lists are made element by element as they are written: never a copy of each held whole.
  for (const chunk of jsonChunks(jsonOf(report, options, lazily))) yield redactSecrets(chunk);
  yield '\n';
}
