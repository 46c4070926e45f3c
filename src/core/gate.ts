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
  const sorted = [...items].sort(
    (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.source.path.localeCompare(b.source.path) || a.source.line - b.source.line,
  );
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
