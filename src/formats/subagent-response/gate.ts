import { priorityOf } from '../../gate/gate.js';
import type { GateItem } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asArray, asString, field, isRecord } from '../../util/values.js';

/** The issues a response lists with a severity, for the gate. */
export function gateItems(ctx: RuleContext): GateItem[] {
  const items: GateItem[] = [];
  const issues = asArray(field(ctx.data, 'issues'));
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i];
    const priority = priorityOf(field(issue, 'severity'));
    if (!priority || !isRecord(issue)) continue;
    const description = asString(issue.description) ?? '(no description)';
    const fix = asString(issue.action);
    const source = { path: ctx.path, line: ctx.doc.locate(['issues', i]).line };
    items.push(fix ? { priority, description, fix, source } : { priority, description, source });
  }
  return items;
}
