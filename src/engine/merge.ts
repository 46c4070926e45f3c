import type { CheckResult } from './check.js';
import { compareFindings } from '../report/finding.js';
import { buildGate } from '../gate/gate.js';
import { uniqueKeys } from '../inbox/keys.js';
import { compareText } from '../report/order.js';
import type { Chain, ChainEdge, ChainNode, GateItem, GateSource, Suppressed } from '../report/report.js';
import { buildRisk } from '../gate/risk.js';

/**
 * One report from the reports of several check runs (one per repository root the files named
 * belong to), as if one run had checked them all: files and findings in path order, the gate
 * and the risk built again from every run's items and signals, inbox keys kept unique across
 * runs. The runs' paths must already share one frame (relative to the current folder): two
 * roots' `.forge/intents/a.yaml` are told apart only by it.
 */
export function mergeResults(results: readonly CheckResult[]): CheckResult {
  if (results.length === 1) return results[0]!;
  const gate = buildGate(...gateOnce(results));
  const riskSignals = results.flatMap((r) => r.riskSignals);
  return {
    version: 1,
    files: results.flatMap((r) => r.files).sort((a, b) => compareText(a.path, b.path)),
    findings: results.flatMap((r) => r.findings).sort(compareFindings),
    gate,
    risk: buildRisk(riskSignals, gate),
    inbox: uniqueKeys(results.flatMap((r) => r.inbox)).sort((a, b) => compareText(a.key, b.key)),
    chain: mergeChains(results.map((r) => r.chain)),
    ...mergeSuppressed(results),
    reads: results.reduce((n, r) => n + r.reads, 0),
    fastChecked: results.reduce((n, r) => n + r.fastChecked, 0),
    riskSignals,
  };
}

/**
 * Every run's gate items and sources, each file's once: a file one run brought in for another's
 * sake (an aggregator's reviewer, `FileContribution.context`) may be in another run's gate too.
 */
function gateOnce(results: readonly CheckResult[]): [GateItem[], GateSource[]] {
  const items: GateItem[] = [];
  const sources: GateSource[] = [];
  const counted = new Set<string>();
  for (const { gate } of results) {
    const own = new Set<string>();
    for (const source of gate.sources) {
      if (counted.has(source.path)) continue;
      own.add(source.path);
      sources.push(source);
    }
    for (const item of gate.items) if (own.has(item.source.path)) items.push(item);
    for (const path of own) counted.add(path);
  }
  return [items, sources];
}

/** The runs' suppressions added up, when any run has some. */
function mergeSuppressed(results: readonly CheckResult[]): { suppressed?: Suppressed } {
  const all = results.flatMap((r) => (r.suppressed ? [r.suppressed] : []));
  if (all.length === 0) return {};
  return {
    suppressed: {
      inline: all.reduce((n, s) => n + s.inline, 0),
      baseline: all.reduce((n, s) => n + s.baseline, 0),
      files: [...new Set(all.flatMap((s) => s.files))],
      findings: all.flatMap((s) => s.findings).sort(compareFindings),
      exceeded: all.flatMap((s) => s.exceeded),
      ...(all.some((s) => s.brought) && { brought: all.flatMap((s) => s.brought ?? []) }),
    },
  };
}

/**
 * The chains side by side: an agent named in several roots is one node (the first root's word
 * on it stands: the runs' timestamps are not compared), and each distinct handoff one edge.
 */
function mergeChains(chains: readonly Chain[]): Chain {
  const nodes = new Map<string, ChainNode>();
  const edges = new Map<string, ChainEdge>();
  for (const chain of chains) {
    for (const node of chain.nodes) if (!nodes.has(node.id)) nodes.set(node.id, node);
    for (const edge of chain.edges) {
      const key = JSON.stringify([edge.from, edge.to, edge.label ?? null, edge.loop === true]);
      if (!edges.has(key)) edges.set(key, edge);
    }
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}
