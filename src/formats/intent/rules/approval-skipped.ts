import { defineRule } from '../../../core/define-rule.js';
import { has } from '../../../util/values.js';
import { bornPastApproval, moveOf, skipsPerson, statusAt, weighedAs } from '../status-change.js';

export const approvalSkipped = defineRule({
  id: 'intent/approval-skipped',
  severity: 'error',
  summary:
    'An intent that waits for a person (med/high risk at the base revision or now, no `risk` at all, or a history that could not be read back to its proposal) left `proposed` for something other than `approved`, was approved while its risk was lowered in the same change, or was added already past `proposed`: nothing skips the person who approves it.',
  rationale:
    "A med/high-risk intent waits for a person's approval before it runs (spec 4's risk-based autonomy); a change that moves it on any other way runs work no person agreed to.",
  spec: '§ Intent > リスクベースの自律実行',
  check(ctx) {
    const born = bornPastApproval(ctx);
    if (born) {
      const then = born.risk
        ? "Set `status: proposed`; once merged, approve it with `/approve` on its inbox issue, so a person's approval is recorded."
        : "Set `status: proposed` and give it its `risk` (spec 4's Analyze step weighs it): at `med` or `high` a person approves it with `/approve` on its inbox issue; at `low` it runs without one.";
      const what = born.unread
        ? `an intent whose id had an earlier life (deleted and added again, or moved from a file of another name) that could not be read back to where it was proposed, which counts as high-risk until a person decides, and`
        : born.risk
          ? `a ${born.risk}-risk intent that`
          : 'an intent with no `risk` (nobody has weighed it) that';
      ctx.report(
        statusAt(ctx),
        `This change adds ${what} is already \`${born.status}\`: spec 4 has a person approve a med/high-risk intent before anything runs, so a new one starts as \`proposed\`. ${then}`,
      );
      return;
    }
    const move = moveOf(ctx);
    if (!move || !skipsPerson(move)) return;
    if (move.to === 'approved') {
      const now = move.headRisk ? `\`${move.headRisk}\`` : 'nothing';
      ctx.report(
        has(ctx.data, 'risk') ? ['risk'] : statusAt(ctx),
        `This change approves the intent and lowers its \`risk\` from \`${move.baseRisk}\` to ${now} at once: a ${move.baseRisk}-risk intent waits for a person's approval (spec 4), and lowering the risk must not take it past that person. Restore \`risk: ${move.baseRisk}\` and \`status: proposed\`, then approve it with \`/approve\` on its inbox issue, so a person's approval is recorded; or lower the risk alone, in a change of its own.`,
      );
      return;
    }
    const lowered = move.earlierRisk
      ? ` (it waited for approval at \`${move.earlierRisk}\`, and an earlier change lowered its risk to ${move.baseRisk ? `\`${move.baseRisk}\`` : 'nothing'} without a person's decision)`
      : '';
    const then = move.unweighed
      ? `Restore \`status: proposed\` and give it its \`risk\` in a change of its own (spec 4's Analyze step weighs it): at \`med\` or \`high\` a person approves it with \`/approve\` on its inbox issue; at \`low\` it runs without one.`
      : `Restore \`status: proposed\` and approve it with \`/approve\` on its inbox issue, so a person's approval is recorded.`;
    ctx.report(
      statusAt(ctx),
      `\`status\` went from \`proposed\` (base revision) to \`${move.to}\`, but this is ${weighedAs(move)}${lowered}: spec 4 has a person approve a med/high-risk intent before anything runs, so it leaves \`proposed\` only for \`approved\`. ${then}`,
    );
  },
});
