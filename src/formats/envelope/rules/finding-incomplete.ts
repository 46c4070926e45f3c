import { defineRule } from '../../../core/define-rule.js';
import { field, has } from '../../../util/values.js';
import { declaredIssues } from '../declared-issues.js';

const FINDING_FIELDS = ['id', 'category', 'description', 'location', 'fix'] as const;
/** What real agents write instead of `location` (`locations` is left to the key-typo check). */
const LOCATION_ALIASES = ['file', 'files', 'line', 'lines'] as const;

export const findingIncomplete = defineRule({
  id: 'envelope/finding-incomplete',
  severity: 'warning',
  summary: 'A finding in `findings.p0/p1/p2_issues` lacks one of `id`, `category`, `description`, `location`, `fix`.',
  rationale:
    'A finding is acted on by the writer who fixes it: without its `id`, `category`, `description`, `location` or `fix`, they cannot find it, tell what is wrong, or track it to closed.',
  spec: '§ エージェント別スキーマ > Reviewer',
  check(ctx) {
    for (const issue of declaredIssues(ctx.data)) {
      if (typeof issue.value === 'string') continue; // not a mapping: the schema says so
      const item = issue.value;
      const missing = FINDING_FIELDS.filter((key) => !has(item, key));
      if (missing.length === 0) continue;
      const aliases = has(item, 'location') ? [] : LOCATION_ALIASES.filter((key) => has(item, key));
      const file = field(item, 'file');
      const line = field(item, 'line');
      const example =
        typeof file === 'string'
          ? ` (\`location: ${file}${typeof line === 'number' || typeof line === 'string' ? `:${line}` : ''}\`)`
          : '';
      const hint = aliases.length
        ? ` It gives ${aliases.map((a) => `\`${a}\``).join(', ')}: spec 1 writes that as \`location\`${example}.`
        : '';
      ctx.report(
        issue.path,
        `This ${issue.priority} finding lacks ${missing.map((m) => `\`${m}\``).join(', ')}; spec 1's finding has \`id\`, \`category\`, \`description\`, \`location\` (file:line) and \`fix\`.${hint}`,
      );
    }
  },
});
