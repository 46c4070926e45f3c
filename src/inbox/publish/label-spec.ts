import type { ResolvedConfig } from '../../config/resolve.js';
import type { FormatDefinition } from '../../engine/format.js';
import { reasonWords } from '../reasons.js';
import type { RiskLevel } from '../../report/report.js';
import type { LabelSpec } from '../../github/adapter.js';
import { RISK_LABELS } from '../../gate/publish/risk-label.js';

/**
 * The colour and description of a label an inbox issue carries, for creating it when missing
 * (GitHub would otherwise create it grey and bare): the inbox label, `inbox:<reason>` (in the
 * colour its format gives the reason), a risk label.
 */
export function inboxLabelSpec(
  config: Pick<ResolvedConfig, 'inboxLabel' | 'riskLabelPrefix'>,
  formats: readonly FormatDefinition[],
): (name: string) => LabelSpec {
  return (name) => {
    if (name === config.inboxLabel)
      return { name, color: '5319e7', description: 'handoff-gate: an item waiting for a human' };
    if (name.startsWith('inbox:')) {
      const reason = name.slice('inbox:'.length);
      return {
        name,
        color: reasonWords(formats, reason)?.colour ?? 'ededed',
        description: `handoff-gate: waiting for a human (${reason})`,
      };
    }
    const level = name.slice(config.riskLabelPrefix.length) as RiskLevel;
    return { name, ...(RISK_LABELS[level] ?? { color: 'ededed', description: 'handoff-gate' }) };
  };
}

/** The labels the inbox manages on its issues (a person's other labels are never touched). */
export function ownLabel(config: Pick<ResolvedConfig, 'inboxLabel' | 'riskLabelPrefix'>): (name: string) => boolean {
  return (name) => name === config.inboxLabel || name.startsWith('inbox:') || name.startsWith(config.riskLabelPrefix);
}
