import type { EngineSettings } from '../core/settings.js';
import { ChainBuilder } from '../gate/chain.js';
import { compareFindings, type Finding, type SuppressedFinding } from '../report/finding.js';
import type { FileContribution } from './file-check.js';
import { buildGate } from '../gate/gate.js';
import { uniqueKeys } from '../inbox/keys.js';
import { compareText } from '../report/order.js';
import type {
  CheckedFile,
  CheckResult,
  GateItem,
  GateSource,
  InboxItem,
  RiskLevel,
  Suppressed,
} from '../report/report.js';
import { buildRisk } from '../gate/risk.js';
import { pushAll } from '../util/bulk.js';
import type { PassedOver } from './passed-over.js';

/**
 * The assembly step of a check run: what the files contributed (in path order) adds up to a
 * report: the gate, the risk, the inbox, the handoff chain. What needs several files (unique
 * inbox keys, the chain's latest word on an agent) is settled here, never in the per-file step.
 * `reads` is the run's count of distinct files read; `removed`, the findings on the files the
 * change deletes (`removedFindings`), which are no file checked.
 */
export function assemble(
  contributions: readonly FileContribution[],
  config: EngineSettings,
  reads: number,
  removed: readonly Finding[] = [],
  passedOver?: PassedOver,
): CheckResult {
  const gateItems: GateItem[] = [];
  const gateSources: GateSource[] = [];
  const inbox: InboxItem[] = [];
  const risks: Array<{ level: RiskLevel; reason: string }> = [];
  const chain = new ChainBuilder();
  let fastChecked = 0;
  const suppressed: SuppressedFinding[] = [];
  let inline = 0;
  for (const { file, run, fast, suppressed: own } of contributions) {
    if (fast) fastChecked++;
    if (own) {
      pushAll(suppressed, own.findings);
      inline += own.count;
    }
    if (!run) continue;
    pushAll(gateItems, run.gateItems);
    if (run.source) gateSources.push(run.source);
    if (!config.inboxSources || config.inboxSources.includes(run.format.id)) pushAll(inbox, run.inbox);
    if (run.risk) risks.push(run.risk);
    if (run.chain) chain.add(file.path, run.chain);
  }
  addContext(contributions, gateItems, gateSources);
  const gate = buildGate(gateItems, gateSources);
  // Keys shared by items of different files fall back to paths: one key, one item, one issue.
  const items = uniqueKeys(inbox).sort((a, b) => compareText(a.key, b.key));
  return {
    version: 1,
    files: filesOf(contributions, passedOver),
    findings: [...findingsOf(contributions), ...(passedOver?.findings(config.limits) ?? []), ...removed].sort(
      compareFindings,
    ),
    gate,
    risk: buildRisk(risks, gate),
    inbox: items,
    chain: chain.build(),
    ...(inline > 0 && { suppressed: inlineSuppressed(suppressed, inline) }),
    reads,
    fastChecked,
    riskSignals: risks,
  };
}

/** The files in path order: those judged, then those passed over (sorted again, should one judged come after them). */
function filesOf(contributions: readonly FileContribution[], passedOver: PassedOver | undefined): CheckedFile[] {
  const files = contributions.map((c) => c.file);
  const first = passedOver?.firstPath;
  if (!passedOver || first === undefined) return files;
  const after = files.length > 0 && !(files[files.length - 1]!.path < first);
  pushAll(files, passedOver.files());
  return after ? files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) : files;
}

/**
 * The gate's share of the files the checked ones bring in (an aggregator's reviewers, see
 * `FileContribution.context`): each once, however many files bring it, and none the run checked
 * itself, so that a run counts every file's items once, whichever files it checks.
 */
function addContext(contributions: readonly FileContribution[], items: GateItem[], sources: GateSource[]): void {
  const counted = new Set(contributions.map((c) => c.file.path));
  for (const { context } of contributions)
    for (const brought of context ?? []) {
      if (counted.has(brought.path)) continue;
      counted.add(brought.path);
      pushAll(items, brought.gateItems);
      if (brought.source) sources.push(brought.source);
    }
}

/** What the files' comments suppressed, as the report holds it. */
function inlineSuppressed(findings: SuppressedFinding[], count: number): Suppressed {
  return { inline: count, baseline: 0, files: [], findings: findings.sort(compareFindings), exceeded: [] };
}

/**
 * The files' findings, each claimed one (`Claim`, a finding reported once per run) kept only on
 * the first file, in the given (path) order, that claimed its key.
 */
function findingsOf(contributions: readonly FileContribution[]): Finding[] {
  const firstClaims = new Map<string, string>();
  const findings: Finding[] = [];
  for (const { file, findings: own, claims } of contributions) {
    if (!claims) {
      pushAll(findings, own);
      continue;
    }
    const dropped = new Set<number>();
    for (const claim of claims) {
      const first = firstClaims.get(claim.key);
      if (first === undefined) firstClaims.set(claim.key, file.path);
      else if (first !== file.path && claim.finding !== undefined) dropped.add(claim.finding);
    }
    for (let i = 0; i < own.length; i++) if (!dropped.has(i)) findings.push(own[i]!);
  }
  return findings;
}
