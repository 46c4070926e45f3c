import { defineRule } from '../../../core/define-rule.js';
import { field, has } from '../../../util/values.js';
import { declaredIssues, highestPriority } from '../declared-issues.js';
import { SEVERITIES } from '../schema.js';

const showSeverity = (value: string | null) => (value === null ? '`null`' : `\`${value}\``);

export const reviewerSeverityMismatch = defineRule({
  id: 'envelope/severity-mismatch',
  severity: 'error',
  summary:
    "A reviewer's `severity` is not its highest finding level (P0 if any `p0_issues`, else P1, else P2, else null).",
  rationale:
    "A reviewer's `severity` is what the gate reads at a glance; one lower than its worst finding (P1 with a P0 listed) lets a veto pass as a lesser problem.",
  spec: '§ 重大度定義（Reviewer のみ）',
  check(ctx) {
    if (field(ctx.data, 'kind') !== 'reviewer' || !has(ctx.data, 'severity')) return;
    const severity = field(ctx.data, 'severity');
    if (severity !== null && !(SEVERITIES as readonly unknown[]).includes(severity)) return;
    const issues = declaredIssues(ctx.data);
    const highest = highestPriority(issues);
    if (severity === highest) return;
    const because =
      highest === null
        ? 'it lists no findings'
        : `its highest finding is ${highest} (${issues.filter((i) => i.priority === highest).length} in \`findings.${highest.toLowerCase()}_issues\`)`;
    ctx.report(
      ['severity'],
      `\`severity\` is ${showSeverity(severity as string | null)}, but ${because}. Write \`severity: ${highest ?? 'null'}\`.`,
    );
  },
});
