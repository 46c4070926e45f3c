import type { RiskLevel } from '../../report/report.js';
import type { RuleContext } from '../../rules/rule.js';
import { field, show } from '../../engine/values.js';
import { readRisk, stemOf } from './values.js';

/** The risk an intent states, for the pull request's risk (an unreadable value counts as high). */
export function intentRisk(ctx: RuleContext): { level: RiskLevel; reason: string } | undefined {
  const risk = readRisk(field(ctx.data, 'risk'));
  if (!risk) return undefined;
  const id = stemOf(ctx.path);
  if (risk.unreadable === undefined) return { level: risk.level, reason: `intent ${id} is ${risk.level} risk` };
  return {
    level: risk.level,
    reason: `intent ${id} states risk ${show(risk.unreadable)}, which is not low, med or high: counted as ${risk.level}`,
  };
}
