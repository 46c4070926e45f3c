import { gateResult } from '../../gate/gate.js';
import type { GateResult } from '../../report/report.js';
import { enumMember, means } from '../../core/enum-reading.js';
import { asNumber, asString, field } from '../../util/values.js';
import { GATE_RESULTS } from './schema.js';

export const isGateResult = (value: unknown): value is GateResult =>
  (GATE_RESULTS as readonly unknown[]).includes(value);

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

/**
 * A count as the gate reads it: a number, or a whole number written as text (`"1"`, a type error
 * the schema reports, and still one P0 to the gate); undefined otherwise.
 */
export function countOf(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return asNumber(value);
}

/** What the file's own counts say, or undefined when it does not give them. */
export function countedResult(decision: unknown): { result: GateResult; p0: number; p1: number } | undefined {
  const p0 = countOf(field(decision, 'p0_count'));
  const p1 = countOf(field(decision, 'p1_count'));
  if (p0 === undefined || p1 === undefined) return undefined;
  return { result: gateResult({ p0, p1 }), p0, p1 };
}
