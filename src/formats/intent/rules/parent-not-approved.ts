import { filledIn } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { field, isRecord } from '../../../util/values.js';
import { intentPaths } from '../registry.js';
import { pendingWait, riskOf, statusOf } from '../status-change.js';

/** The statuses of an intent that has started: approved, or run since. */
const STARTED = new Set(['approved', 'executing', 'done', 'blocked', 'error']);

export const parentNotApproved = defineRule({
  id: 'intent/parent-not-approved',
  severity: 'warning',
  summary:
    "A child intent has started (`approved` or later) while its `parent` still waits for a person's approval (`proposed` at med/high risk, a risk lowered while it waited included, or with no `risk`): a child is a slice of its parent, and an agent can rate its own slices `low`.",
  rationale:
    'A child is a slice of its parent, and an agent can rate its own slices `low`: a child that starts while its parent still waits for approval runs work a person has not yet agreed to.',
  spec: '§ Task > Analyze の出力パターン',
  check(ctx) {
    const parent = filledIn(field(ctx.data, 'parent'));
    if (parent === undefined || !isRecord(ctx.data)) return;
    const status = statusOf(ctx.data);
    if (status === undefined || !STARTED.has(status)) return;
    // No such parent is intent/parent-not-found's.
    const path = intentPaths(ctx.project).get(parent)?.[0];
    const data = path === undefined ? undefined : ctx.project.content(path)?.data;
    if (!isRecord(data) || statusOf(data) !== 'proposed') return;
    // What the parent awaits, its history included: a risk lowered while it waited is still awaited.
    const wait = pendingWait({ ...ctx, path: path!, data });
    const stated = riskOf(data);
    const risk = wait?.risk ?? (stated === 'low' ? undefined : stated);
    if (risk === undefined && stated !== undefined) return;
    const waits = wait?.unread
      ? 'with a history not read back to its proposal, so it counts as high-risk'
      : risk
        ? `at \`${risk}\` risk`
        : 'with no `risk`, which nobody has weighed';
    ctx.report(
      ['parent'],
      `This intent is \`${status}\`, but its parent \`${parent}\` still waits for a person's approval (\`proposed\` ${waits}): spec 4's child intents come from decomposing the parent, so a child runs only once its parent is approved. Set this intent back to \`proposed\` until \`${parent}\` is approved with \`/approve\` on its inbox issue, or have the parent rejected.`,
    );
  },
});
