import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { NEXTS } from '../schema.js';

/** Spec 1's `next` table. Which of an aggregator's targets is right depends on the gate (see gate-decision.ts). */
const NEXT_FOR_KIND: Readonly<Record<string, readonly string[]>> = {
  explorer: ['aggregator'],
  interviewer: ['planner'],
  planner: ['writer'],
  writer: ['reviewer'],
  reviewer: ['aggregator'],
  aggregator: ['interviewer', 'planner', 'writer', 'done'],
};

export const nextMismatch = defineRule({
  id: 'envelope/next-mismatch',
  severity: 'error',
  summary:
    "`next` is not where spec 1's table sends this `kind` (explorer → aggregator, planner → writer, writer → reviewer, …).",
  rationale:
    "Spec 1's table says where each kind of agent hands on (planner → writer, writer → reviewer); a `next` against it skips a stage, such as the review, or sends the work in a circle.",
  spec: '§ next フィールドのルール',
  check(ctx) {
    const kind = asString(field(ctx.data, 'kind'));
    const next = asString(field(ctx.data, 'next'));
    // A team's own kinds and targets (config `enums`) have no row in the table: nothing to check.
    const allowed = kind !== undefined && Object.hasOwn(NEXT_FOR_KIND, kind) ? NEXT_FOR_KIND[kind] : undefined;
    if (!allowed || next === undefined || !(NEXTS as readonly string[]).includes(next) || allowed.includes(next))
      return;
    const article = /^[aeiou]/i.test(kind!) ? 'An' : 'A';
    ctx.report(
      ['next'],
      `${article} ${kind} hands off to ${allowed.map((n) => `\`${n}\``).join(' or ')}, not \`${next}\` (spec 1's \`next\` table).`,
    );
  },
});
