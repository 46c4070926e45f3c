import type { RiskLevel } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { field, show } from '../../util/values.js';
import { pendingWait } from './status-change.js';
import { readRisk, RISKS, stemOf } from './values.js';

/** The risk an intent states, for the pull request's risk (an unreadable value counts as high). */
export function intentRisk(ctx: RuleContext): { level: RiskLevel; reason: string } | undefined {
  const risk = readRisk(field(ctx.data, 'risk'));
  const id = stemOf(ctx.path);
  // Lowering the risk of an intent awaiting approval is a person's decision: until then it counts at the base's.
  const wait = pendingWait(ctx);
  const awaited = wait?.risk;
  if (awaited && (!risk || RISKS.indexOf(awaited) > RISKS.indexOf(risk.level)))
    return {
      level: awaited,
      reason: wait?.unread
        ? `intent ${id} counts as ${awaited} risk: its history could not be read back to where it was proposed`
        : `intent ${id} awaits approval at ${awaited} risk (this change lowers it)`,
    };
  if (!risk) return undefined;
  if (risk.unreadable === undefined) return { level: risk.level, reason: `intent ${id} is ${risk.level} risk` };
  return {
    level: risk.level,
    reason: `intent ${id} states risk ${show(risk.unreadable)}, which is not low, med or high: counted as ${risk.level}`,
  };
}
