import { enumMember } from '../../../core/enum-reading.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { countedResult, declaredResult, isAggregator, isGateResult } from '../gate-decision.js';

const RETURN_TARGETS = ['interviewer', 'planner', 'writer'];
const NEXT_TARGETS = [...RETURN_TARGETS, 'done'];

export const gateNextMismatch = defineRule({
  id: 'envelope/gate-next-mismatch',
  severity: 'error',
  summary:
    "An aggregator's `next` disagrees with its gate: `done` only on `pass`; a `reject`/`veto` goes back to interviewer, planner or writer.",
  rationale:
    'After the gate, `next` decides where the work goes: `done` after a reject or veto ships work the gate stopped, and a pass sent back loops for nothing.',
  spec: '§ next フィールドのルール',
  check(ctx) {
    if (!isAggregator(ctx.data)) return;
    const written = asString(field(ctx.data, 'next'));
    // `next: Done` is an enum error, and still sends the work nowhere.
    const next = enumMember(written, NEXT_TARGETS) ?? written;
    const decision = field(ctx.data, 'gate_decision');
    // Only a reviewer-merging aggregator has a gate (spec 1: 「Reviewer 統合の場合のみ」): null is none.
    if (decision === undefined || decision === null) {
      if (next === 'done') {
        ctx.report(
          ['next'],
          'An aggregator may send `next: done` only when its review gate passed, and this one has no `gate_decision`. Add the `gate_decision`, or name the next agent.',
          {
            severity: 'warning',
          },
        );
      }
      return;
    }
    const declared = declaredResult(decision);
    const result = isGateResult(declared) ? declared : countedResult(decision)?.result;
    if (!result || next === undefined) return;
    if (result === 'pass' && RETURN_TARGETS.includes(next)) {
      ctx.report(
        ['next'],
        `The gate passed, so the work is \`done\`; \`next: ${next}\` would send it back. Write \`next: done\`, or record why the gate did not pass.`,
      );
    } else if (result !== 'pass' && next === 'done') {
      ctx.report(
        ['next'],
        `A \`${result}\` sends the work back to \`interviewer\` (NFR gaps), \`planner\` (structure) or \`writer\` (wording), not \`done\`.`,
      );
    }
  },
});
