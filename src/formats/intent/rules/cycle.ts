import { filledIn } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { field } from '../../../util/values.js';
import { cycleKey, LazyGraph } from '../graph.js';
import { intentData, intentPaths, strings } from '../registry.js';
import { stemOf } from '../values.js';

const parentLinks = (data: unknown): string[] => {
  const parent = filledIn(field(data, 'parent'));
  return parent === undefined ? [] : [parent];
};
const dependencyLinks = (data: unknown): string[] => strings(field(data, 'depends_on'));

export const cycle = defineRule({
  id: 'intent/cycle',
  severity: 'error',
  summary: '`parent` or `depends_on` links intents in a circle (reported once per cycle).',
  rationale:
    'Intents that depend on each other in a circle, through `parent` or `depends_on`, can never start: each waits for another, and the work stalls with no finding anywhere else.',
  check(ctx) {
    const id = stemOf(ctx.path);
    for (const [relation, links] of [
      ['parent', parentLinks],
      ['depends_on', dependencyLinks],
    ] as const) {
      const own = links(ctx.data);
      if (own.length === 0) continue;
      const project = ctx.project;
      const name = `intent-family/intent-graph/${relation}`;
      const graph = project.memo(name, () => new LazyGraph((node) => links(intentData(project, node))));
      if (intentPaths(project).get(id)?.[0] === ctx.path) graph.prime(id, own);
      const members = graph.cycleMembers(id);
      if (!members || !graph.firstSighting(id, ctx.path)) continue;
      const path = graph.shortestCycle(id, members);
      const chain = path.map((n) => `\`${n}\``).join(' → ');
      const once = cycleKey(name, members);
      if (relation === 'parent') {
        ctx.report(
          ['parent'],
          `\`parent\` makes a cycle: ${chain}, so the intent would be its own ancestor. Fix the \`parent\` of one of them.`,
          { once },
        );
      } else {
        const at = asArrayIndex(field(ctx.data, 'depends_on'), path[1]!);
        ctx.report(
          ['depends_on', at],
          `\`depends_on\` makes a cycle: ${chain}, so none of them can ever start. Remove one of these dependencies.`,
          { once },
        );
      }
    }
  },
});

function asArrayIndex(list: unknown, value: string): number {
  return Array.isArray(list) ? Math.max(list.indexOf(value), 0) : 0;
}
