import { defineRule } from '../../../core/define-rule.js';
import { moveOf, skipsPerson, statusAt } from '../status-change.js';
import { INTENT_STATUS_MOVES } from '../status-moves.js';

export const statusTransition = defineRule({
  id: 'intent/status-transition',
  severity: 'error',
  summary:
    "`status` moved against spec 4's diagram since the base revision (e.g. done → approved, approved → proposed, executing → approved).",
  rationale:
    "Spec 4's diagram moves an intent forward only (proposed → approved → executing → done), with a person re-running a blocked one; a move against it undoes a decision, or reopens finished work, in a diff.",
  spec: '§ Intent > YAML 形式',
  check(ctx) {
    const move = moveOf(ctx);
    if (!move || move.verdict !== 'forbidden' || skipsPerson(move)) return;
    const next: readonly string[] = INTENT_STATUS_MOVES[move.from as keyof typeof INTENT_STATUS_MOVES];
    const options = next.length
      ? `from \`${move.from}\` an intent goes on to ${next.map((s) => `\`${s}\``).join(', ')}`
      : `\`${move.from}\` is final`;
    const instead =
      move.from === 'done'
        ? 'Restore `done`, and write a new intent for more work.'
        : move.to === 'proposed'
          ? `Restore \`${move.from}\`: nothing goes back to \`proposed\`.`
          : `Restore \`${move.from}\`.`;
    ctx.report(
      statusAt(ctx),
      `\`status\` moved from \`${move.from}\` (base revision) to \`${move.to}\`, which spec 4 does not allow: ${options} (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). ${instead}`,
    );
  },
});
