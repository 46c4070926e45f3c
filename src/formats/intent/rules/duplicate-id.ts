import { defineRule } from '../../../core/define-rule.js';
import { intentPaths } from '../registry.js';
import { stemOf } from '../values.js';

export const duplicateId = defineRule({
  id: 'intent/duplicate-id',
  severity: 'error',
  summary: 'Two intent files have the same id (`x.yaml` and `x.yml`), so references to it are ambiguous.',
  rationale:
    'Two intent files with one id (`x.yaml` and `x.yml`) make every `parent`, `depends_on` and task `intent_id` that names it ambiguous: readers pick one, and not the same one.',
  check(ctx) {
    const id = stemOf(ctx.path);
    const others = (intentPaths(ctx.project).get(id) ?? []).filter((p) => p !== ctx.path);
    if (others.length)
      ctx.report(
        [],
        `The intent id \`${id}\` is also defined by ${others.map((p) => `\`${p}\``).join(', ')}; keep one file per id.`,
      );
  },
});
