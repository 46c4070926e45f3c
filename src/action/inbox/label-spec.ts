import type { ResolvedConfig } from '../../config/resolve.js';
import type { RiskLevel } from '../../core/report.js';
import type { LabelSpec } from '../../github/adapter.js';
import { RISK_LABELS } from '../pull-request/risk-label.js';

const REASON_COLOURS: Record<string, string> = {
  approval: '1d76db',
  clarification: 'c5def5',
  blocked: 'd93f0b',
  error: 'b60205',
  escalation: 'e99695',
  question: 'bfd4f2',
};

/**
 * The colour and description of a label an inbox issue carries, for creating it when missing
 * (GitHub would otherwise create it grey and bare): the inbox label, `inbox:<reason>`, a risk label.
 */
export function inboxLabelSpec(config: Pick<ResolvedConfig, 'inboxLabel' | 'riskLabelPrefix'>): (name: string) => LabelSpec {
  return (name) => {
    if (name === config.inboxLabel) return { name, color: '5319e7', description: 'handoff-gate: an item waiting for a human' };
    if (name.startsWith('inbox:')) {
      const reason = name.slice('inbox:'.length);
      return { name, color: REASON_COLOURS[reason] ?? 'ededed', description: `handoff-gate: waiting for a human (${reason})` };
    }
    const level = name.slice(config.riskLabelPrefix.length) as RiskLevel;
    return { name, ...(RISK_LABELS[level] ?? { color: 'ededed', description: 'handoff-gate' }) };
  };
}

/** The labels the inbox manages on its issues (a person's other labels are never touched). */
export function ownLabel(config: Pick<ResolvedConfig, 'inboxLabel' | 'riskLabelPrefix'>): (name: string) => boolean {
  return (name) => name === config.inboxLabel || name.startsWith('inbox:') || name.startsWith(config.riskLabelPrefix);
}
