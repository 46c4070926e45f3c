import { agentName } from '../../gate/chain.js';
import { means } from '../../core/enum-reading.js';
import { defineInbox, detailOf } from '../../core/format-inbox.js';
import { itemTitle } from '../../inbox/item-title.js';
import { codeSpan, truncate } from '../../render/escape.js';
import { inboxKey } from '../../inbox/keys.js';
import type { InboxItem } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field } from '../../util/values.js';
import { BLOCKED } from '../reasons.js';
import { openIssues } from './gate.js';
import { STATUSES } from './schema.js';

/**
 * A failed handoff that does not loop back stops the pipeline: a human has to step in. A loop
 * needs somewhere to go: `loop_required: true` with a null or missing `loop_target` loops nowhere.
 */
export function handoffInboxItems(ctx: RuleContext): InboxItem<HandoffReason>[] {
  const loops = field(ctx.data, 'loop_required') === true && agentName(field(ctx.data, 'loop_target')) !== undefined;
  // `status: Fail` is an enum error, and still a failed handoff.
  if (!means(field(ctx.data, 'status'), 'FAIL', STATUSES) || loops) return [];
  const from = asString(field(ctx.data, 'from_agent')) ?? 'an agent';
  const to = asString(field(ctx.data, 'to_agent'));
  const expected = asString(field(field(ctx.data, 'validation'), 'expected_result'));
  return [
    {
      key: inboxKey('handoff', { path: ctx.path }),
      reason: 'blocked',
      path: ctx.path,
      line: ctx.doc.locate(['status']).line,
      title: itemTitle('Blocked', `${from} failed${to ? ` handing off to ${to}` : ''}`),
      format: 'handoff',
      actions: [],
      details: [
        { label: 'From', value: from },
        { label: 'To', value: to ?? '(none)' },
        { label: 'Status', value: 'FAIL' },
        ...(expected !== undefined ? [{ label: 'Expected result', value: expected }] : []),
        ...openIssues(ctx).map(({ issue, index }) => ({
          label: `Issue ${asString(field(issue, 'id')) ?? index + 1}`,
          value: `${asString(field(issue, 'severity')) ?? '?'}: ${asString(field(issue, 'description')) ?? ''}${
            asString(field(issue, 'location')) ? ` (${asString(field(issue, 'location'))})` : ''
          }`,
        })),
      ],
    },
  ];
}

/** No command applies to a failed handoff: the issue says what it stops. */
export const handoffInbox = defineInbox({
  reasons: {
    blocked: {
      ...BLOCKED,
      asks: (item) => {
        // The first open issue says why it failed; without one, what the handoff was to show.
        const issue = item.details.find((d) => d.label.startsWith('Issue '));
        const why = issue ?? item.details.find((d) => d.label === 'Expected result');
        return {
          ask: `**Step in: a handoff failed** (from ${codeSpan(truncate(detailOf(item, 'From') ?? 'an agent', 100))}):`,
          text: why?.value ?? 'it names no open issue',
          ...(why && { detail: why.label }),
        };
      },
      statement: () => 'The handoff failed and does not loop back: the pipeline stops here until a human steps in.',
      closes: (item) =>
        `a change to ${codeSpan(truncate(item.path, 500))} on the default branch that passes it (\`status: PASS\`) or loops it back (\`loop_required: true\` with a \`loop_target\`)`,
    },
  },
});

/** The reasons a handoff waits for a human. */
export type HandoffReason = keyof typeof handoffInbox.reasons;
