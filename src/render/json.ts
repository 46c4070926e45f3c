import type { Finding } from '../core/finding.js';
import type { FormatId, GateItem, GateResult, GateSource, InboxItem, Priority, Report, RiskLevel } from '../core/report.js';

/**
 * The `--format json` object (DESIGN.md, "Public contracts"). Keys are written in a fixed order so
 * the output is stable; keys beyond the contract's (gate `items`/`sources`, `riskReasons`, the
 * inbox item's other fields) may be added, never changed in meaning.
 */
export interface JsonReport {
  version: 1;
  files: Array<{ path: string; format: FormatId | null }>;
  findings: Finding[];
  gate: {
    result: GateResult;
    p0: number;
    p1: number;
    p2: number;
    p3: number;
    items: JsonGateItem[];
    sources: JsonGateSource[];
  };
  risk: RiskLevel | null;
  riskReasons: string[];
  inbox: JsonInboxItem[];
}

export interface JsonGateItem {
  priority: Priority;
  id?: string;
  category?: string;
  description: string;
  location?: string;
  fix?: string;
  source: { path: string; line: number };
}

export interface JsonGateSource {
  path: string;
  format: FormatId;
  declared?: string;
  counts: Record<Priority, number>;
}

export interface JsonInboxItem {
  key: string;
  reason: InboxItem['reason'];
  path: string;
  title: string;
  line: number;
  format: FormatId;
  risk?: RiskLevel;
  actions: string[];
  details: Array<{ label: string; value: string }>;
}

/* Optional keys are left out rather than written as `undefined`, in the contract's key order. */
function gateItem(item: GateItem): JsonGateItem {
  const out: Record<string, unknown> = { priority: item.priority };
  if (item.id !== undefined) out.id = item.id;
  if (item.category !== undefined) out.category = item.category;
  out.description = item.description;
  if (item.location !== undefined) out.location = item.location;
  if (item.fix !== undefined) out.fix = item.fix;
  out.source = { path: item.source.path, line: item.source.line };
  return out as unknown as JsonGateItem;
}

function gateSource(source: GateSource): JsonGateSource {
  const counts = { P0: source.counts.P0, P1: source.counts.P1, P2: source.counts.P2, P3: source.counts.P3 };
  const out: Record<string, unknown> = { path: source.path, format: source.format };
  if (source.declared !== undefined) out.declared = source.declared;
  out.counts = counts;
  return out as unknown as JsonGateSource;
}

function inboxItem(item: InboxItem): JsonInboxItem {
  const out: Record<string, unknown> = { key: item.key, reason: item.reason, path: item.path, title: item.title, line: item.line, format: item.format };
  if (item.risk !== undefined) out.risk = item.risk;
  out.actions = [...item.actions];
  out.details = item.details.map((d) => ({ label: d.label, value: d.value }));
  return out as unknown as JsonInboxItem;
}

/** The report as the contract's plain object (also what the action writes to its `report` file). */
export function toJson(report: Report): JsonReport {
  return {
    version: 1,
    files: report.files.map((f) => ({ path: f.path, format: f.format })),
    findings: report.findings.map((f) => ({
      path: f.path,
      line: f.line,
      column: f.column,
      ruleId: f.ruleId,
      severity: f.severity,
      message: f.message,
    })),
    gate: {
      result: report.gate.result,
      p0: report.gate.p0,
      p1: report.gate.p1,
      p2: report.gate.p2,
      p3: report.gate.p3,
      items: report.gate.items.map(gateItem),
      sources: report.gate.sources.map(gateSource),
    },
    risk: report.risk.level,
    riskReasons: [...report.risk.reasons],
    inbox: report.inbox.map(inboxItem),
  };
}

export function renderJson(report: Report): string {
  return `${JSON.stringify(toJson(report), null, 2)}\n`;
}
