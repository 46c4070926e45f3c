import type { RiskLevel } from '../../core/report.js';
import type { GitHubAdapter, LabelSpec } from '../../github/adapter.js';

const LEVELS: readonly RiskLevel[] = ['low', 'med', 'high'];

export const RISK_LABELS: Record<RiskLevel, Omit<LabelSpec, 'name'>> = {
  low: { color: '0e8a16', description: 'handoff-gate: the intents this change touches are low risk' },
  med: { color: 'fbca04', description: 'handoff-gate: an intent this change touches is medium risk' },
  high: { color: 'b60205', description: 'handoff-gate: a high-risk intent, or an unresolved P0 finding' },
};

export interface LabelChange {
  added?: string;
  removed: string[];
}

/**
 * Puts the one risk label on the pull request, one call per label: our other risk labels are
 * removed, a human's labels are never touched, and the whole set is never replaced.
 */
export async function syncRiskLabel(github: GitHubAdapter, pull: number, current: readonly string[], risk: RiskLevel | null, prefix: string): Promise<LabelChange> {
  const want = risk === null ? undefined : `${prefix}${risk}`;
  const ourNames = new Set(LEVELS.map((level) => `${prefix}${level}`));
  const change: LabelChange = { removed: [] };
  for (const name of current) {
    if (ourNames.has(name) && name !== want) {
      await github.removeLabel(pull, name);
      change.removed.push(name);
    }
  }
  if (want && !current.includes(want)) {
    await github.createLabel({ name: want, ...RISK_LABELS[risk!] });
    await github.addLabel(pull, want);
    change.added = want;
  }
  return change;
}
