import type { Gate, Risk, RiskLevel } from '../report/report.js';

const RANK: Record<RiskLevel, number> = { low: 0, med: 1, high: 2 };

export function maxRisk(a: RiskLevel | null, b: RiskLevel | null): RiskLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/** The highest risk the checked intents state; an unresolved P0 makes any change high-risk. */
export function buildRisk(signals: ReadonlyArray<{ level: RiskLevel; reason: string }>, gate: Gate): Risk {
  let level: RiskLevel | null = null;
  const reasons: string[] = [];
  for (const signal of signals) level = maxRisk(level, signal.level);
  for (const signal of signals) if (signal.level === level) reasons.push(signal.reason);
  if (gate.p0 > 0) {
    if (level !== 'high') reasons.length = 0;
    level = 'high';
    reasons.push(`${gate.p0} unresolved P0 finding${gate.p0 === 1 ? '' : 's'}`);
  }
  return { level, reasons };
}
