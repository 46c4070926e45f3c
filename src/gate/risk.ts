import type { Gate, Risk, RiskLevel } from '../report/report.js';

const RANK: Record<RiskLevel, number> = { low: 0, med: 1, high: 2 };

export function maxRisk(a: RiskLevel | null, b: RiskLevel | null): RiskLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * The highest risk the checked intents state; an unresolved P0 makes any change high-risk, and so
 * does a veto an aggregator declares (in its `result` or by its own counts) with no P0 item counted:
 * the verdict and the risk say the same.
 */
export function buildRisk(signals: ReadonlyArray<{ level: RiskLevel; reason: string }>, gate: Gate): Risk {
  let level: RiskLevel | null = null;
  const reasons: string[] = [];
  for (const signal of signals) level = maxRisk(level, signal.level);
  for (const signal of signals) if (signal.level === level) reasons.push(signal.reason);
  const vetoes = gate.declaredBy.filter((d) => d.result === 'veto').length;
  if (gate.p0 > 0 || vetoes > 0) {
    if (level !== 'high') reasons.length = 0;
    level = 'high';
    reasons.push(
      gate.p0 > 0
        ? `${gate.p0} unresolved P0 finding${gate.p0 === 1 ? '' : 's'}`
        : `a veto declared by ${vetoes} aggregator${vetoes === 1 ? '' : 's'}`,
    );
  }
  return { level, reasons };
}
