import { leftoverReason } from '../../core/checks/template-leftover.js';
import { gateResult } from '../../core/gate.js';
import type { GateResult } from '../../core/report.js';
import { enumMember, means } from '../../core/enum-reading.js';
import { defineRule } from '../../core/rule.js';
import { asNumber, asString, field } from '../../core/values.js';
import { GATE_RESULTS } from './schema.js';

const isGateResult = (value: unknown): value is GateResult => (GATE_RESULTS as readonly unknown[]).includes(value);

/** Whether the envelope is an aggregator's (`kind: Aggregator` too: a case slip is an enum error, not another kind). */
export const isAggregator = (data: unknown): boolean => means(field(data, 'kind'), 'aggregator');

/**
 * The result a `gate_decision` states: the gate result it spells whatever the case (`Veto` is
 * an enum error, and still a veto), else the word as written, else undefined.
 */
export function declaredResult(decision: unknown): string | undefined {
  const result = field(decision, 'result');
  return enumMember(result, GATE_RESULTS) ?? asString(result);
}

/** What the file's own counts say, or undefined when it does not give them. */
function countedResult(decision: unknown): { result: GateResult; p0: number; p1: number } | undefined {
  const p0 = asNumber(field(decision, 'p0_count'));
  const p1 = asNumber(field(decision, 'p1_count'));
  if (p0 === undefined || p1 === undefined) return undefined;
  return { result: gateResult({ p0, p1 }), p0, p1 };
}

const RETURN_TARGETS = ['interviewer', 'planner', 'writer'];
const NEXT_TARGETS = [...RETURN_TARGETS, 'done'];

export const gateResultMismatch = defineRule({
  id: 'envelope/gate-result-mismatch',
  severity: 'error',
  summary: '`gate_decision.result` disagrees with its own counts (P0 ≥ 1 → veto, P1 ≥ 2 → reject, otherwise pass).',
  check(ctx) {
    const decision = field(ctx.data, 'gate_decision');
    const counted = countedResult(decision);
    const written = asString(field(decision, 'result'));
    const result = declaredResult(decision);
    // A case slip that agrees with the counts (`Veto` for one P0) is the enum error's alone.
    if (!counted || written === undefined || result === counted.result || leftoverReason(written)) return;
    const counts = `\`p0_count: ${counted.p0}\` and \`p1_count: ${counted.p1}\``;
    const why = 'one P0 vetoes, two P1s reject, anything else passes';
    ctx.report(
      ['gate_decision', 'result'],
      isGateResult(result)
        ? `\`gate_decision.result\` is \`${written}\`, but ${counts} make it \`${counted.result}\` (${why}). Correct the result or the counts.`
        : `\`${written}\` is not a gate result; ${counts} make it \`${counted.result}\` (${why}). Write \`result: ${counted.result}\`.`,
    );
  },
});

export const gateNextMismatch = defineRule({
  id: 'envelope/gate-next-mismatch',
  severity: 'error',
  summary: 'An aggregator\'s `next` disagrees with its gate: `done` only on `pass`; a `reject`/`veto` goes back to interviewer, planner or writer.',
  check(ctx) {
    if (!isAggregator(ctx.data)) return;
    const written = asString(field(ctx.data, 'next'));
    // `next: Done` is an enum error, and still sends the work nowhere.
    const next = enumMember(written, NEXT_TARGETS) ?? written;
    const decision = field(ctx.data, 'gate_decision');
    // Only a reviewer-merging aggregator has a gate (spec 1: 「Reviewer 統合の場合のみ」): null is none.
    if (decision === undefined || decision === null) {
      if (next === 'done') {
        ctx.report(['next'], 'An aggregator may send `next: done` only when its review gate passed, and this one has no `gate_decision`. Add the `gate_decision`, or name the next agent.', {
          severity: 'warning',
        });
      }
      return;
    }
    const declared = declaredResult(decision);
    const result = isGateResult(declared) ? declared : countedResult(decision)?.result;
    if (!result || next === undefined) return;
    if (result === 'pass' && RETURN_TARGETS.includes(next)) {
      ctx.report(['next'], `The gate passed, so the work is \`done\`; \`next: ${next}\` would send it back. Write \`next: done\`, or record why the gate did not pass.`);
    } else if (result !== 'pass' && next === 'done') {
      ctx.report(['next'], `A \`${result}\` sends the work back to \`interviewer\` (NFR gaps), \`planner\` (structure) or \`writer\` (wording), not \`done\`.`);
    }
  },
});
