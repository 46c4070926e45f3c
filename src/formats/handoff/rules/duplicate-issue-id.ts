import { defineRule } from '../../../core/define-rule.js';
import { asArray, asString, field, show } from '../../../util/values.js';

export const issueIdsUnique = defineRule({
  id: 'handoff/duplicate-issue-id',
  severity: 'error',
  summary: 'Two issues in one file share an `id`.',
  rationale:
    'Issues are fixed, re-tested and closed by their `id`: two issues with one id make a fix of one look like a fix of both, and the other stays open unseen.',
  spec: '§ Handoff File Structure > Schema',
  check(ctx) {
    const seen = new Map<string, number>();
    asArray(field(ctx.data, 'issues')).forEach((issue, i) => {
      const id = asString(field(issue, 'id'));
      if (id === undefined) return;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else
        ctx.report(
          ['issues', i, 'id'],
          `Issue id ${show(id)} is already used by \`issues[${first}]\`; give each issue its own id.`,
        );
    });
  },
});
