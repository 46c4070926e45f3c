import type { RiskLevel } from '../../report/report.js';
import type { GitHubAdapter, LabelSpec } from '../../github/adapter.js';

/** The part of the GitHub port the risk label needs. */
export type RiskLabelPort = Pick<GitHubAdapter, 'addLabel' | 'removeLabel' | 'updateLabel'>;

export const RISK_LEVELS: readonly RiskLevel[] = ['low', 'med', 'high'];

export const RISK_LABELS: Record<RiskLevel, Omit<LabelSpec, 'name'>> = {
  low: { color: '0e8a16', description: 'handoff-gate: the intents this change touches are low risk' },
  med: { color: 'fbca04', description: 'handoff-gate: an intent this change touches is medium risk' },
  high: { color: 'b60205', description: 'handoff-gate: a high-risk intent, or an unresolved P0 finding' },
};

/** What GitHub gives a label it creates because an issue was given a name it did not know. */
const isAutoCreated = (label: LabelSpec) => label.color.toLowerCase() === 'ededed' && !label.description;

export interface LabelChange {
  added?: string;
  removed: string[];
}

/**
 * Puts the one risk label on the pull request, one call per label: our other risk labels are
 * removed, a human's labels are never touched, and the whole set is never replaced. `current`
 * is the pull request's labels as just read. Adding a label GitHub does not know creates it
 * grey: only then, the first time in a repository, are its colour and description set.
 */
export async function syncRiskLabel(
  github: RiskLabelPort,
  pull: number,
  current: readonly LabelSpec[],
  risk: RiskLevel | null,
  prefix: string,
): Promise<LabelChange> {
  const want = risk === null ? undefined : `${prefix}${risk}`;
  const same = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();
  const ourNames = RISK_LEVELS.map((level) => `${prefix}${level}`);
  const stale = current
    .filter((label) => ourNames.some((name) => same(label.name, name)) && !same(label.name, want))
    .map((label) => label.name);
  const add = want !== undefined && !current.some((label) => same(label.name, want));
  await Promise.all([
    ...stale.map((name) => github.removeLabel(pull, name)),
    add &&
      (async () => {
        const added = (await github.addLabel(pull, want)).find((label) => same(label.name, want));
        if (added && isAutoCreated(added)) await github.updateLabel({ name: added.name, ...RISK_LABELS[risk!] });
      })(),
  ]);
  return { removed: stale, ...(add && { added: want }) };
}
