import { defineRule } from '../../../core/define-rule.js';
import { field, isRecord } from '../../../util/values.js';
import { countOf, isAggregator } from '../gate-decision.js';
import { REVIEW_SEVERITIES, reviewersOf, type ReviewerCounts } from '../reviewers.js';

const items = (n: number, severity: string) => `${n} open ${severity} item${n === 1 ? '' : 's'}`;

/** The reviewers holding `severity`, named (three at most), each with its count. */
function holders(reviewers: readonly ReviewerCounts[], severity: keyof ReviewerCounts['counts']): string {
  const holding = reviewers.filter((r) => r.counts[severity] > 0);
  const named = holding.slice(0, 3).map((r) => `\`${r.path}\`: ${r.counts[severity]}`);
  if (holding.length > 3) named.push(`${holding.length - 3} more`);
  return named.join(', ');
}

export const gateCountShort = defineRule({
  id: 'envelope/gate-count-short',
  severity: 'error',
  summary:
    "An aggregator's `gate_decision` count for a severity is short of the open items its run's reviewers list by more than `summary.duplicates_removed`, or is 0 while a reviewer holds one.",
  rationale:
    "The Aggregator's counts decide the gate; counts short of the items its reviewers list (beyond the duplicates it removed) drop findings on the way, and a veto can vanish between review and gate.",
  spec: '§ エージェント別スキーマ > Aggregator',
  check(ctx) {
    if (!isAggregator(ctx.data)) return;
    const decision = field(ctx.data, 'gate_decision');
    if (!isRecord(decision)) return;
    const reviewers = reviewersOf(ctx.project, ctx.path);
    if (reviewers.length === 0) return;
    const removed = Math.max(0, countOf(field(field(ctx.data, 'summary'), 'duplicates_removed')) ?? 0);
    for (const severity of REVIEW_SEVERITIES) {
      const key = `${severity.toLowerCase()}_count`;
      const stated = countOf(decision[key]);
      const held = reviewers.reduce((sum, r) => sum + r.counts[severity], 0);
      if (stated === undefined || held === 0 || (stated > 0 && held - stated <= removed)) continue;
      ctx.report(
        ['gate_decision', key],
        stated === 0
          ? `\`${key}\` is 0, but the reviewers this aggregator integrates hold ${items(held, severity)} (${holders(reviewers, severity)}): a count is never 0 for a severity a reviewer holds open. Count them (one P0 vetoes, two P1s reject).`
          : `\`${key}\` is ${stated}, but the reviewers this aggregator integrates hold ${items(held, severity)} (${holders(reviewers, severity)}), and \`summary.duplicates_removed\` is ${removed}: a count may fall short of theirs only by the duplicates removed. Count every item, or say how many duplicates were removed.`,
      );
    }
  },
});
