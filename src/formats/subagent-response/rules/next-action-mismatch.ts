import { defineRule } from '../../../core/define-rule.js';
import { asNumber, asString, field } from '../../../util/values.js';

/**
 * The next actions each status allows: spec 2's status table (`regenerate` is a kind of revision),
 * and `escalate` wherever its own trigger (§ 次アクション定義: 失敗、上限到達, a failure or a loop
 * at its limit) can hold. A revision (`needs_revision`, or a `partial` result sent back) is a loop
 * that may reach its limit, so it may escalate instead of going round again.
 */
const NEXT_FOR_STATUS: Record<string, readonly string[]> = {
  success: ['proceed'],
  partial: ['proceed', 'revise', 'escalate'],
  failed: ['escalate'],
  needs_revision: ['revise', 'regenerate', 'escalate'],
};
/** Every `next_action` spec 2 names: another value is the schema's to report, not this rule's. */
const KNOWN_NEXT = new Set([...Object.values(NEXT_FOR_STATUS).flat()]);
/** Spec 2's score for proceeding: a success under it is sent round the review loop, which may reach its limit. */
const PROCEED_SCORE = 90;

/** `a`, `b` or `c`, inside the message's own code span. */
const list = (actions: readonly string[]) =>
  actions.length === 1 ? actions[0]! : `${actions.slice(0, -1).join('`, `')}\` or \`${actions.at(-1)!}`;

export const nextActionMatchesStatus = defineRule({
  id: 'subagent-response/next-action-mismatch',
  severity: 'error',
  summary:
    "`next_action` contradicts `status` (spec 2's status table: failed → escalate, needs_revision → revise; `escalate` wherever a failure or a loop at its limit can be).",
  rationale:
    "Spec 2's status table ties `next_action` to `status` (failed → escalate, needs_revision → revise); a pair that contradicts it has the caller proceed on failed work, or revise work that passed.",
  spec: '§ ステータス定義',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    const next = asString(field(ctx.data, 'next_action'));
    const table = status && Object.hasOwn(NEXT_FOR_STATUS, status) ? NEXT_FOR_STATUS[status] : undefined;
    if (!table || !next || !KNOWN_NEXT.has(next)) return;
    const score = asNumber(field(ctx.data, 'score'));
    const belowScore = status === 'success' && score !== undefined && score < PROCEED_SCORE;
    const allowed = belowScore ? [...table, 'escalate'] : table;
    if (allowed.includes(next)) return;
    const why =
      next === 'escalate'
        ? ` Spec 2 escalates on a failure or a loop at its limit, and a success ${score === undefined ? 'with no score' : `scored ${score}`} has neither.`
        : '';
    ctx.report(
      ['next_action'],
      `\`status: ${status}\` goes with \`next_action: ${list(allowed)}\`, not \`${next}\`.${why}`,
    );
  },
});
