import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { declaredGateResult } from '../../../gate/gate.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { countedResult, declaredResult, isGateResult } from '../gate-decision.js';

export const gateResultMismatch = defineRule({
  id: 'envelope/gate-result-mismatch',
  severity: 'error',
  summary:
    '`gate_decision.result` disagrees with its own counts (P0 ≥ 1 → veto, P1 ≥ 2 → reject, otherwise pass); the gate takes the stricter of the two.',
  rationale:
    'Spec 1 derives the gate from the counts (a P0 vetoes, two P1s reject); a `gate_decision.result` that says `pass` against its own counts would merge work its own findings block.',
  spec: '§ 重大度定義（Reviewer のみ）',
  check(ctx) {
    const decision = field(ctx.data, 'gate_decision');
    const counted = countedResult(decision);
    const written = asString(field(decision, 'result'));
    const result = declaredResult(decision);
    // A case slip that agrees with the counts (`Veto` for one P0) is the enum error's alone.
    if (!counted || written === undefined || result === counted.result || leftoverReason(written)) return;
    const counts = `\`p0_count: ${counted.p0}\` and \`p1_count: ${counted.p1}\``;
    const why = 'one P0 vetoes, two P1s reject, anything else passes';
    const gate = declaredGateResult(result, { P0: counted.p0, P1: counted.p1, P2: 0, P3: 0 });
    const until = ` Until then the gate takes the stricter, \`${gate}\`.`;
    ctx.report(
      ['gate_decision', 'result'],
      isGateResult(result)
        ? `\`gate_decision.result\` is \`${written}\`, but ${counts} make it \`${counted.result}\` (${why}). Correct the result or the counts.${until}`
        : `\`${written}\` is not a gate result; ${counts} make it \`${counted.result}\` (${why}). Write \`result: ${counted.result}\`.${until}`,
    );
  },
});
