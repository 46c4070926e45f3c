import { agentName } from '../../core/chain.js';
import { enumMember, means } from '../../core/enum-reading.js';
import { priorityOf } from '../../core/gate.js';
import { inboxKey } from '../../core/inbox-key.js';
import type { GateItem, InboxItem } from '../../core/report.js';
import type { RuleContext } from '../../core/rule.js';
import { asArray, asString, field } from '../../core/values.js';
import { ISSUE_STATUSES, STATUSES } from './schema.js';

/**
 * Spec 3: only open issues need attention. An issue without a status is open, and so is one
 * with a status outside the enum (already an error): a typo must not hide a P0 from the gate.
 * A closed status that misses the enum only by case (`Fixed`) is an error too, but plainly says
 * the issue is closed.
 */
export function isOpen(issue: unknown): boolean {
  const status = enumMember(field(issue, 'status'), ISSUE_STATUSES);
  return status !== 'fixed' && status !== 'wontfix';
}

function openIssues(ctx: RuleContext): Array<{ issue: unknown; index: number }> {
  return asArray(field(ctx.data, 'issues'))
    .map((issue, index) => ({ issue, index }))
    .filter(({ issue }) => isOpen(issue));
}

export function handoffGateItems(ctx: RuleContext): GateItem[] {
  const items: GateItem[] = [];
  for (const { issue, index } of openIssues(ctx)) {
    const priority = priorityOf(field(issue, 'severity'));
    if (!priority) continue;
    const id = asString(field(issue, 'id'));
    const category = asString(field(issue, 'category'));
    const location = asString(field(issue, 'location'));
    const fix = asString(field(issue, 'remediation'));
    items.push({
      priority,
      ...(id !== undefined && { id }),
      ...(category !== undefined && { category }),
      description: asString(field(issue, 'description')) ?? '(no description)',
      ...(location !== undefined && { location }),
      ...(fix !== undefined && { fix }),
      source: { path: ctx.path, line: ctx.doc.locate(['issues', index]).line },
    });
  }
  return items;
}

/**
 * A failed handoff that does not loop back stops the pipeline: a human has to step in. A loop
 * needs somewhere to go: `loop_required: true` with a null or missing `loop_target` loops nowhere.
 */
export function handoffInboxItems(ctx: RuleContext): InboxItem[] {
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
      title: `Blocked: ${from} failed${to ? ` handing off to ${to}` : ''}`,
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
