import { defineRule } from '../../../rules/rule.js';
import { asString, field } from '../../../util/values.js';

/** The next actions each status allows (spec 2's status table; `regenerate` is a kind of revision). */
const NEXT_FOR_STATUS: Record<string, readonly string[]> = {
  success: ['proceed'],
  partial: ['proceed', 'revise'],
  failed: ['escalate'],
  needs_revision: ['revise', 'regenerate'],
};
/** Every `next_action` the table names: another value is the schema's to report, not this rule's. */
const KNOWN_NEXT = new Set(Object.values(NEXT_FOR_STATUS).flat());

export const nextActionMatchesStatus = defineRule({
  id: 'subagent-response/next-action-mismatch',
  severity: 'error',
  summary: "`next_action` contradicts `status` (spec 2's status table: failed → escalate, needs_revision → revise).",
  spec: '§ ステータス定義',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    const next = asString(field(ctx.data, 'next_action'));
    const allowed = status && Object.hasOwn(NEXT_FOR_STATUS, status) ? NEXT_FOR_STATUS[status] : undefined;
    if (!allowed || !next || !KNOWN_NEXT.has(next)) return;
    if (!allowed.includes(next)) {
      ctx.report(
        ['next_action'],
        `\`status: ${status}\` goes with \`next_action: ${allowed.join('` or `')}\`, not \`${next}\`.`,
      );
    }
  },
});
