import type { ResolvedConfig } from '../../config/resolve.js';
import type { FormatDefinition } from '../../core/format.js';
import { reasonWords } from '../../inbox/reasons.js';
import type { RiskLevel } from '../../report/report.js';
import type { LabelSpec } from '../../github/adapter.js';
import { RISK_LABELS, RISK_LEVELS } from '../gate/risk-label.js';

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

/**
 * The labels the inbox manages on its issues, by their exact names (compared as GitHub compares
 * them, whatever the case): the inbox label, `inbox:<reason>` for each reason a format declares,
 * and the risk labels `<prefix>low|med|high`. Nothing else is touched, a name that only shares a
 * prefix (a person's `inbox:later`, `risk:accepted`) included.
 */
export function ownLabel(
  config: Pick<ResolvedConfig, 'inboxLabel' | 'riskLabelPrefix'>,
  formats: readonly FormatDefinition[],
): (name: string) => boolean {
  const names = new Set(
    [
      config.inboxLabel,
      ...formats.flatMap((f) => Object.keys(f.inbox?.reasons ?? {}).map((reason) => `inbox:${reason}`)),
      ...RISK_LEVELS.map((level) => `${config.riskLabelPrefix}${level}`),
    ].map((name) => name.toLowerCase()),
  );
  return (name) => names.has(name.toLowerCase());
}
