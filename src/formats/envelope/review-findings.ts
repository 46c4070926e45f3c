import { defineRule } from '../../core/rule.js';
import { field, has } from '../../core/values.js';
import { declaredIssues, highestPriority } from './issues.js';
import { SEVERITIES } from './schema.js';

const showSeverity = (value: string | null) => (value === null ? '`null`' : `\`${value}\``);

export const reviewerSeverityMismatch = defineRule({
  id: 'envelope/severity-mismatch',
  severity: 'error',
  summary: 'A reviewer\'s `severity` is not its highest finding level (P0 if any `p0_issues`, else P1, else P2, else null).',
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
    ctx.report(['severity'], `\`severity\` is ${showSeverity(severity as string | null)}, but ${because}. Write \`severity: ${highest ?? 'null'}\`.`);
  },
});

export const reviewerSeverityMissing = defineRule({
  id: 'envelope/severity-missing',
  severity: 'warning',
  summary: 'A reviewer\'s envelope has no `severity` (its highest finding level, or null).',
  check(ctx) {
    if (field(ctx.data, 'kind') !== 'reviewer' || has(ctx.data, 'severity')) return;
    const highest = highestPriority(declaredIssues(ctx.data));
    ctx.report(['kind'], `A reviewer states its highest finding level in \`severity\`; add \`severity: ${highest ?? 'null'}\`.`);
  },
});

const FINDING_FIELDS = ['id', 'category', 'description', 'location', 'fix'] as const;
/** What real agents write instead of `location` (`locations` is left to the key-typo check). */
const LOCATION_ALIASES = ['file', 'files', 'line', 'lines'] as const;

export const findingIncomplete = defineRule({
  id: 'envelope/finding-incomplete',
  severity: 'warning',
  summary: 'A finding in `findings.p0/p1/p2_issues` lacks one of `id`, `category`, `description`, `location`, `fix`.',
  check(ctx) {
    for (const issue of declaredIssues(ctx.data)) {
      if (typeof issue.value === 'string') continue; // not a mapping: the schema says so
      const item = issue.value;
      const missing = FINDING_FIELDS.filter((key) => !has(item, key));
      if (missing.length === 0) continue;
      const aliases = has(item, 'location') ? [] : LOCATION_ALIASES.filter((key) => has(item, key));
      const file = field(item, 'file');
      const line = field(item, 'line');
      const example = typeof file === 'string' ? ` (\`location: ${file}${typeof line === 'number' || typeof line === 'string' ? `:${line}` : ''}\`)` : '';
      const hint = aliases.length ? ` It gives ${aliases.map((a) => `\`${a}\``).join(', ')}: spec 1 writes that as \`location\`${example}.` : '';
      ctx.report(
        issue.path,
        `This ${issue.priority} finding lacks ${missing.map((m) => `\`${m}\``).join(', ')}; spec 1's finding has \`id\`, \`category\`, \`description\`, \`location\` (file:line) and \`fix\`.${hint}`,
      );
    }
  },
});
