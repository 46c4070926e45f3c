import { defineRule, type Rule } from '../../../core/define-rule.js';
import { field, has } from '../../../util/values.js';

/**
 * Spec 1's status table: the field each status requires. `ok` only needs `artifacts` to be there
 * (an agent may produce nothing); the others need at least one entry, or the status says nothing.
 */
const REQUIREMENTS = [
  {
    status: 'ok',
    key: 'artifacts',
    nonEmpty: false,
    why: 'list the files it produced (`[]` when none)',
    rationale:
      '`status: ok` tells the next agent to take up the output, and `artifacts` is where it looks for it: without the list it cannot tell output that is empty from output that was forgotten.',
  },
  {
    status: 'needs_input',
    key: 'open_questions',
    nonEmpty: true,
    why: 'ask at least one question in `open_questions`',
    rationale:
      '`needs_input` stops the pipeline for a person’s answer: with no entry in `open_questions` the person is asked to answer nothing, and the work waits for ever.',
  },
  {
    status: 'conflict',
    key: 'conflicts',
    nonEmpty: true,
    why: 'list at least one conflict in `conflicts`',
    rationale:
      '`status: conflict` hands a disagreement on to be settled: with no entry in `conflicts` whoever settles it cannot see what disagrees with what.',
  },
  {
    status: 'blocked',
    key: 'blockers',
    nonEmpty: true,
    why: 'say what blocks it in `blockers` (at least one)',
    rationale:
      '`status: blocked` stops the work until something is cleared: with no entry in `blockers` nobody knows what to clear, and the work stays stopped.',
  },
] as const;

const kebab = (key: string) => key.replace(/_/g, '-');

export const statusRequires: Rule[] = REQUIREMENTS.map(({ status, key, nonEmpty, why, rationale }) =>
  defineRule({
    id: `envelope/status-requires-${kebab(key)}`,
    severity: 'error',
    summary: `\`status: ${status}\` without ${nonEmpty ? `at least one entry in \`${key}\`` : `\`${key}\``} (spec 1's status table).`,
    rationale,
    spec: '§ ステータス定義',
    check(ctx) {
      if (field(ctx.data, 'status') !== status) return;
      const value = field(ctx.data, key);
      // A present value of the wrong type is the schema's finding, not this rule's. The lists that
      // must not be empty accept null under other statuses (the schema allows it): null is none.
      const missing =
        !has(ctx.data, key) || (nonEmpty && (value === null || (Array.isArray(value) && value.length === 0)));
      if (missing) {
        const at = has(ctx.data, key) ? [key] : ['status'];
        ctx.report(
          at,
          `\`status: ${status}\` requires \`${key}\`${nonEmpty ? ' with at least one entry' : ''}: ${why}.`,
        );
      }
    },
  }),
);
