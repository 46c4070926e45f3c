import { defineRule } from '../../../core/define-rule.js';
import { has } from '../../../util/values.js';
import { lowersAwaitedRisk, moveOf, statusAt } from '../status-change.js';

export const riskLowered = defineRule({
  id: 'intent/risk-lowered',
  severity: 'error',
  summary:
    "A change lowers the `risk` of an intent that waits for a person's approval (`proposed` at med/high at the base revision): whether it still needs that person is the person's decision (renames, moves to another file and re-adds followed).",
  rationale:
    "The risk level decides whether a person must approve: lowering it on an intent that already waits turns a decision that was the person's into one the change took for them.",
  spec: '§ Intent > リスクベースの自律実行',
  check(ctx) {
    const move = moveOf(ctx);
    if (!move || !lowersAwaitedRisk(move)) return;
    const now = move.headRisk ? `\`${move.headRisk}\`` : 'nothing';
    ctx.report(
      has(ctx.data, 'risk') ? ['risk'] : statusAt(ctx),
      `This change lowers the \`risk\` of a proposed intent from \`${move.baseRisk}\` (base revision) to ${now}: a ${move.baseRisk}-risk intent waits for a person's approval (spec 4), and whether it still needs one is that person's decision, not the change's. Restore \`risk: ${move.baseRisk}\`, and ask on its inbox issue: a person approves it there with \`/approve\` (or rejects it); until then its approval item stays at \`${move.baseRisk}\`.`,
    );
  },
});
