import { redactSecrets } from '../secrets.js';
import { createHash } from 'node:crypto';
import type { Finding, Severity, SuppressedFinding } from '../report/finding.js';
import { editsOf } from '../core/fix.js';
import type { GateItem, Report } from '../report/report.js';
import type { RuleInfo } from '../core/define-rule.js';

import { gateItemLevel, gateItemMessage, gateItemTitle, isGatingPriority } from './gate-item.js';
import { sortedFindings } from './summary.js';
import { copied, jsonChunks, lazily, type ListOf } from './json-chunks.js';
import { allSkips, skipMessage, type SkippedGroup } from './skipped.js';
import { failOnText, outcomeOf, type OutcomeOptions } from './outcome.js';
import { summaryLine } from './text.js';
import { inert, wellFormed } from './escape.js';

/** What SARIF says of a rule: its id, severity and summary (and spec section), not its reason. */
type RuleOfRun = Pick<RuleInfo, 'id' | 'severity' | 'summary' | 'spec'>;

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Our own fingerprint key: GitHub recomputes (and warns about) values under `primaryLocationLineHash`. */
export const FINGERPRINT_KEY = 'handoffGate/v1';

/** `failOn` and `configErrors`: the verdict notification says whether the run fails, as its exit status does. */
export interface SarifOptions extends OutcomeOptions {
  /** The rule catalogue (every format's rules): the driver's `rules`, with their default levels. */
  rules?: readonly RuleOfRun[];
  /** The tool's version (package.json). */
  version?: string;
  /** The tool's front page where the reader is (the channel's README, src/rules/docs-link.ts); none when unknown. */
  informationUri?: string;
  /** The address of one rule's page (src/rules/rule-docs.ts). */
  helpUri?: (ruleId: string) => string | undefined;
  /**
   * Where the report's paths (relative to the current folder) are: URIs are then relative to the repository
   * each file is in, so code scanning places them whatever folder the CLI ran from. Without it,
   * the report's paths are taken as repository-relative already (the action's case).
   */
  sources?: SarifSources;
  /** Files the walk left out that a person may expect checked (the CLI's own; the findings tell of the rest). */
  skipped?: readonly SkippedGroup[];
}

export interface SarifSources {
  /** The repositories' `file:` URIs (each ending in `/`). The first is `%SRCROOT%`, the others `ROOT2`, `ROOT3`… */
  roots: readonly string[];
  /** A report path's repository (an index in `roots`) and its path there, `/`-separated; undefined when it is in none. */
  locate(path: string): { root: number; path: string } | undefined;
}

/** The base id of the first root: the one GitHub code scanning resolves against its checkout. */
const SRCROOT = '%SRCROOT%';

type SarifLevel = 'error' | 'warning' | 'note';

const LEVEL: Record<Severity, SarifLevel> = { error: 'error', warning: 'warning', notice: 'note' };

function sarifLevel(severity: Severity): SarifLevel {
  return LEVEL[severity];
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  defaultConfiguration: { level: SarifLevel };
  helpUri?: string;
  /** What code scanning shows under "Rule help": the summary and a link to the rule's page. */
  help?: { text: string; markdown?: string };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId?: string };
      region: { startLine: number; startColumn: number };
    };
  }>;
  partialFingerprints: Record<string, string>;
  /** The finding's one safe fix (SARIF 2.1.0 §3.55): the region to replace and its new text. */
  fixes?: SarifFix[];
  /** A suppressed finding (SARIF 2.1.0 §3.35): by a comment in its file, or by the suppressions file. */
  suppressions?: SarifSuppression[];
}

/** How a result was suppressed (SARIF 2.1.0 §3.34), so that code scanning shows it as suppressed, not gone. */
interface SarifSuppression {
  kind: 'inSource' | 'external';
  justification: string;
  location: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId?: string };
      region?: { startLine: number };
    };
  };
}

interface SarifFix {
  description: { text: string };
  artifactChanges: Array<{
    artifactLocation: { uri: string; uriBaseId?: string };
    replacements: Array<{
      deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number };
      insertedContent: { text: string };
    }>;
  }>;
}

/** A notification's descriptor (SARIF 2.1.0 §3.49): what kind of thing it tells of. */
interface SarifNotificationDescriptor {
  id: string;
  shortDescription: { text: string };
  defaultConfiguration: { level: SarifLevel };
}

/** Something about the run rather than a place in a file (SARIF 2.1.0 §3.58). */
interface SarifNotification {
  descriptor: { id: string; index: number };
  level: SarifLevel;
  message: { text: string };
  properties?: Record<string, unknown>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: {
      driver: {
        name: 'handoff-gate';
        version?: string;
        informationUri?: string;
        rules: SarifRule[];
        notifications: SarifNotificationDescriptor[];
      };
    };
    /**
     * What the run decided and what it left out, as the text report's last lines say it: tool
     * execution notifications (§3.20.21), which tell of this run; configuration notifications
     * are for the tool's own configuration going wrong.
     */
    invocations: Array<{ executionSuccessful: true; toolExecutionNotifications: SarifNotification[] }>;
    /** Each base id's absolute URI: where the relative URIs of the results are resolved. */
    originalUriBaseIds?: Record<string, { uri: string; description?: { text: string } }>;
    columnKind: 'utf16CodeUnits';
    results: SarifResult[];
  }>;
}

/** The rules of the gate items' results: not findings of a format, but what a review file declares. */
const GATE_RULES: readonly RuleOfRun[] = [
  { id: 'gate/p0', severity: 'error', summary: 'A P0 item a review file declares: one vetoes the gate.' },
  { id: 'gate/p1', severity: 'error', summary: 'A P1 item a review file declares: two reject the gate.' },
];

/** The kinds of notification the run gives, in the driver's `notifications`. */
const NOTIFICATIONS: readonly SarifNotificationDescriptor[] = [
  {
    id: 'run/verdict',
    shortDescription: { text: "The run's verdict: whether it fails under its fail-on, and why; the gate's result." },
    defaultConfiguration: { level: 'note' },
  },
  {
    id: 'run/skipped',
    shortDescription: { text: 'Files a person may expect checked that were not, why, and how to check them.' },
    defaultConfiguration: { level: 'warning' },
  },
];

/** A SARIF URI reference for a repository path: each segment percent-encoded, `/` kept. */
function artifactUri(path: string): string {
  return wellFormed(path).split('/').map(encodeURIComponent).join('/');
}

/**
 * Where a report path is: relative to its repository, with that repository's base id; a file in
 * none keeps its path, with no base. Without sources, the path as it is, on `%SRCROOT%`.
 */
function locator(
  sources: SarifSources | undefined,
): (path: string) => { key: string; location: { uri: string; uriBaseId?: string } } {
  return (path) => {
    const found = sources ? sources.locate(path) : { root: 0, path };
    if (!found) return { key: path, location: { uri: artifactUri(path) } };
    return { key: found.path, location: { uri: artifactUri(found.path), uriBaseId: baseId(found.root) } };
  };
}

const baseId = (index: number) => (index === 0 ? SRCROOT : `ROOT${index + 1}`);

function fingerprint(ruleId: string, path: string, message: string): string {
  // The first 16 bytes written as hex, rather than a slice of all 32 written: a slice keeps its
  // whole string, and each hash is kept to count its occurrences (151,504 results of not-judged
  // files in a scan of 200,000 files: 11 MB more).
  return createHash('sha256').update(`${ruleId}\u0000${path}\u0000${message}`).digest().toString('hex', 0, 16);
}

/**
 * What names a gate item across runs: its id when the review gives one (the description may be
 * reworded), else its description with the spacing evened out (a reflowed line is the same item),
 * redacted as the log will be (no hash is taken of a secret).
 */
function gateItemKey(item: GateItem): string {
  if (item.id?.trim()) return `id\u0000${item.id.trim()}`;
  return `description\u0000${redactSecrets(item.description).replace(/\s+/g, ' ').trim()}`;
}

/**
 * SARIF 2.1.0 for GitHub code scanning: a result for each finding and each gating review item
 * (P0, P1), and the run's verdict and what it did not check as notifications. The fingerprint
 * hashes the rule, the repository path and the message (a gate item: its id), never the line,
 * plus the occurrence among identical ones, so an alert survives lines moving.
 */
export function toSarif(report: Report, options: SarifOptions = {}): SarifLog {
  return sarifOf(report, options, copied);
}

/** A rule as the driver lists it, with its page where one is known, else the command that prints it. */
function sarifRule(info: RuleOfRun, catalogued: boolean, helpUri: SarifOptions['helpUri']): SarifRule {
  const rule: SarifRule = {
    id: info.id,
    shortDescription: { text: info.summary || info.id },
    defaultConfiguration: { level: sarifLevel(info.severity) },
  };
  const help = helpUri?.(info.id);
  const summary = info.summary || info.id;
  if (help) {
    rule.helpUri = help;
    // Our own catalogue's text and address: an id is `[a-z-]+/[a-z0-9-]+`, the address percent-encoded.
    rule.help = {
      text: `${summary} See ${help}`,
      markdown: `${summary}\n\n[\`${info.id}\`: what it catches, why, an example and its fix](${help})`,
    };
  } else if (catalogued) {
    // No copy of the pages is known where the log is read: the rule's page is one command away.
    rule.help = { text: `${summary} \`handoff-gate explain ${info.id}\` prints its page.` };
  }
  return rule;
}

/** The log, its results made by `list`: whole, or one by one as they are written (`renderSarifChunks`). */
function sarifOf(report: Report, options: SarifOptions, list: ListOf): SarifLog {
  const rules: SarifRule[] = [];
  const index = new Map<string, number>();
  const addRule = (info: RuleOfRun, catalogued: boolean) => {
    if (index.has(info.id)) return;
    index.set(info.id, rules.length);
    rules.push(sarifRule(info, catalogued, options.helpUri));
  };
  for (const info of options.rules ?? []) addRule(info, true);

  const seen = new Map<string, number>();
  /** The hash's occurrence among identical ones: the first is `:1`, so a second of them is an alert of its own. */
  const occurrence = (hash: string) => {
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  };
  const locate = locator(options.sources);
  // The gating items first, as the annotations have them: a P0 that vetoes is the first thing to read.
  for (const info of GATE_RULES) addRule(info, false);
  const gating = report.gate.items.filter((item) => isGatingPriority(item.priority));
  // A suppressed finding is a result with its suppression, in the findings' order: fingerprints count it as before.
  const all: Array<Finding | SuppressedFinding> = report.suppressed?.findings.length
    ? [...report.findings, ...report.suppressed.findings]
    : report.findings;
  const findings = sortedFindings(all);
  // Findings from outside the catalogue (parse problems, say) still need a rule to point at: every
  // rule is listed before the first result is made, since the rules are written first.
  for (const finding of findings)
    addRule({ id: finding.ruleId, severity: finding.severity, summary: finding.ruleId }, false);
  const gateResult = (item: GateItem): SarifResult => {
    const ruleId = `gate/${item.priority.toLowerCase()}`;
    const { key, location: artifactLocation } = locate(item.source.path);
    return {
      ruleId,
      ruleIndex: index.get(ruleId) ?? 0,
      level: gateItemLevel(item, report.gate),
      message: { text: inert(`${gateItemTitle(item)}: ${gateItemMessage(item)}`) },
      locations: [
        {
          physicalLocation: { artifactLocation, region: { startLine: Math.max(1, item.source.line), startColumn: 1 } },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: occurrence(fingerprint(ruleId, key, gateItemKey(item))) },
    };
  };
  const findingResult = (finding: Finding | SuppressedFinding): SarifResult => {
    const { key, location: artifactLocation } = locate(finding.path);
    // Hashed by the repository path, so an alert is the same whatever folder the CLI ran from.
    const print = occurrence(fingerprint(finding.ruleId, key, finding.message));
    return {
      ruleId: finding.ruleId,
      ruleIndex: index.get(finding.ruleId) ?? 0,
      level: sarifLevel(finding.severity),
      // Text fields are read (code scanning shows them): made inert. The `uri` stays exact.
      message: { text: inert(finding.message) },
      locations: [
        {
          physicalLocation: {
            artifactLocation,
            region: { startLine: Math.max(1, finding.line), startColumn: Math.max(1, finding.column) },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: print },
      ...(finding.fix && { fixes: [sarifFix(finding.fix, artifactLocation)] }),
      ...(isSuppressed(finding) && { suppressions: [sarifSuppression(finding, locate)] }),
    };
  };
  // Made in this order, once each: the fingerprints count occurrences as they are made.
  const results = list<GateItem | Finding | SuppressedFinding, SarifResult>([...gating, ...findings], (entry) =>
    'ruleId' in entry ? findingResult(entry) : gateResult(entry),
  );
  return sarifLog(report, options, rules, results);
}

/** The log around the rules and results: the tool, the roots the paths are on, and the run's notifications. */
function sarifLog(report: Report, options: SarifOptions, rules: SarifRule[], results: SarifResult[]): SarifLog {
  const driver: SarifLog['runs'][number]['tool']['driver'] = {
    name: 'handoff-gate',
    ...(options.version ? { version: options.version } : {}),
    ...(options.informationUri !== undefined && { informationUri: options.informationUri }),
    rules,
    notifications: [...NOTIFICATIONS],
  };
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        ...(options.sources?.roots.length && {
          originalUriBaseIds: Object.fromEntries(options.sources.roots.map((uri, i) => [baseId(i), { uri }])),
        }),
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: runNotifications(report, options) }],
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

const isSuppressed = (finding: Finding | SuppressedFinding): finding is SuppressedFinding => 'suppression' in finding;

/** A suppressed finding's suppression: the comment (its reason, its line) or the suppressions file that suppresses it. */
function sarifSuppression(finding: SuppressedFinding, locate: ReturnType<typeof locator>): SarifSuppression {
  const { suppression } = finding;
  if (suppression.kind === 'inSource')
    return {
      kind: 'inSource',
      justification: inert(suppression.justification),
      location: {
        physicalLocation: {
          artifactLocation: locate(finding.path).location,
          region: { startLine: Math.max(1, suppression.line) },
        },
      },
    };
  return {
    kind: 'external',
    justification: `Counted in the suppressions file ${inert(suppression.file)}, which holds the findings from before handoff-gate was adopted.`,
    location: { physicalLocation: { artifactLocation: locate(suppression.file).location } },
  };
}

/** A finding's fix as SARIF has it: its edits as replacements in the finding's file. */
function sarifFix(
  fix: NonNullable<Finding['fix']>,
  artifactLocation: SarifFix['artifactChanges'][number]['artifactLocation'],
): SarifFix {
  return {
    description: { text: fix.also ? 'Delete the marked lines.' : `Replace with ${inert(JSON.stringify(fix.text))}.` },
    artifactChanges: [
      {
        artifactLocation,
        replacements: editsOf(fix).map((edit) => ({
          deletedRegion: {
            startLine: edit.line,
            startColumn: edit.column,
            endLine: edit.endLine,
            endColumn: edit.endColumn,
          },
          insertedContent: { text: edit.text },
        })),
      },
    ],
  };
}

/**
 * The run's verdict, in the text report's own words (its total line) and with its parts for a
 * program, then one notification for each reason files were not checked. The analysis itself ran
 * whatever the verdict: `executionSuccessful` is about the tool, the verdict about the files.
 */
function runNotifications(report: Report, options: SarifOptions): SarifNotification[] {
  const notification = (id: string, message: string, properties?: Record<string, unknown>): SarifNotification => {
    const index = NOTIFICATIONS.findIndex((n) => n.id === id);
    return {
      descriptor: { id, index },
      level: NOTIFICATIONS[index]!.defaultConfiguration.level,
      message: { text: inert(message) },
      ...(properties && { properties }),
    };
  };
  const outcome = outcomeOf(report, options);
  const verdict = notification(
    'run/verdict',
    summaryLine(report, {
      failOn: outcome.failOn,
      configErrors: outcome.configErrors,
      ...(options.skipped && { skipped: options.skipped }),
    }),
    {
      fails: outcome.fails,
      failOn: failOnText(outcome),
      gate: { result: report.gate.result, p0: report.gate.p0, p1: report.gate.p1 },
    },
  );
  const skipped = allSkips(report, options.skipped).map((group) =>
    notification(
      'run/skipped',
      skipMessage(group, (text) => text),
      { reason: group.reason, count: group.count },
    ),
  );
  return [verdict, ...skipped];
}

export function renderSarif(report: Report, options: SarifOptions = {}): string {
  return [...renderSarifChunks(report, options)].join('');
}

/** {@link renderSarif} in pieces, for a caller that writes as it goes. */
export function* renderSarifChunks(report: Report, options: SarifOptions = {}): Generator<string> {
  // As the JSON report: every piece redacted whole (src/secrets.ts).
  // Its results are made one by one as they are written: never the whole list held beside the report.
  for (const chunk of jsonChunks(sarifOf(report, options, lazily), 4)) yield redactSecrets(chunk);
  yield '\n';
}
