import type { Gate, GateItem, GateResult, GateSource, Priority } from './report.js';

/** Spec 1's review gate: one P0 vetoes, two P1s reject, anything else passes. */
export function gateResult(counts: { p0: number; p1: number }): GateResult {
  if (counts.p0 >= 1) return 'veto';
  if (counts.p1 >= 2) return 'reject';
  return 'pass';
}

export function countByPriority(items: readonly Pick<GateItem, 'priority'>[]): Record<Priority, number> {
  const counts: Record<Priority, number> = { P0: 0, P1: 0, P2: 0, P3: 0 };
  for (const item of items) counts[item.priority]++;
  return counts;
}

/** The other formats' severities, normalised to spec 1's priorities (P3 is listed, never gating). */
export function priorityOf(severity: unknown): Priority | undefined {
  if (typeof severity !== 'string') return undefined;
  switch (severity.trim().toUpperCase()) {
    case 'P0':
    case 'CRITICAL':
      return 'P0';
    case 'P1':
    case 'HIGH':
      return 'P1';
    case 'P2':
    case 'MEDIUM':
      return 'P2';
    case 'P3':
    case 'LOW':
      return 'P3';
    default:
      return undefined;
  }
}

const PRIORITY_RANK: Record<Priority, number> = { P0: 0, P1: 1, P2: 2, P3: 3 };

export function buildGate(items: GateItem[], sources: GateSource[]): Gate {
  const counts = countByPriority(items);
  const sorted = byPriorityPathLine(items);
  return {
    result: gateResult({ p0: counts.P0, p1: counts.P1 }),
    p0: counts.P0,
    p1: counts.P1,
    p2: counts.P2,
    p3: counts.P3,
    items: sorted,
    sources,
  };
}

const compareItems = (a: GateItem, b: GateItem) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.source.path.localeCompare(b.source.path) || a.source.line - b.source.line;

/** Room for each part of a sort key: paths and lines under 2^20 each, with the priority, fit a double exactly. */
const PART = 2 ** 20;

/**
 * The items by priority, then path (as the findings are ordered), then line; a stable sort. A
 * large gate (a scan of thousands of review files) compares each distinct path once and the
 * items by one number each, rather than comparing paths per pair of items.
 */
function byPriorityPathLine(items: readonly GateItem[]): GateItem[] {
  const paths = [...new Set(items.map((item) => item.source.path))].sort((a, b) => a.localeCompare(b));
  if (items.length < 64 || paths.length >= PART || items.some((item) => !(item.source.line >= 0 && item.source.line < PART))) return [...items].sort(compareItems);
  const rank = new Map(paths.map((path, i) => [path, i]));
  const keys = items.map((item) => (PRIORITY_RANK[item.priority] * PART + rank.get(item.source.path)!) * PART + item.source.line);
  return items
    .map((_, i) => i)
    .sort((a, b) => keys[a]! - keys[b]! || a - b)
    .map((i) => items[i]!);
}
