import { defineRule } from '../../../../../core/define-rule.js';
import { asArray, field } from '../../../../../util/values.js';
import { cycleKey, LazyGraph } from '../../../graph.js';
import { strings, tasksByIntent } from '../../../registry.js';
import { stemOf } from '../../../values.js';
import { intentIdOf } from '../intent-id.js';

export const cycle = defineRule({
  id: 'task/cycle',
  severity: 'error',
  summary: 'Tasks of one intent depend on each other in a circle (reported once per cycle).',
  rationale:
    'Tasks that depend on each other in a circle can never start: the executor waits on each of them for ever, and the intent never finishes.',
  spec: '§ Task > フィールド',
  check(ctx) {
    const intentId = intentIdOf(ctx.data);
    const own = strings(field(ctx.data, 'depends_on'));
    if (intentId === undefined || own.length === 0) return;
    const id = stemOf(ctx.path);
    const project = ctx.project;
    const name = `intent-family/task-graph/${intentId}`;
    const siblings = tasksByIntent(project).get(intentId);
    const graph = project.memo(name, () => new LazyGraph((node) => siblings?.get(node)?.[0]?.dependsOn ?? []));
    if (siblings?.get(id)?.[0]?.path === ctx.path) graph.prime(id, own);
    const members = graph.cycleMembers(id);
    if (!members || !graph.firstSighting(id, ctx.path)) return;
    const path = graph.shortestCycle(id, members);
    const list = asArray(field(ctx.data, 'depends_on'));
    const chain = path.map((n) => `\`${n}\``).join(' → ');
    ctx.report(
      ['depends_on', Math.max(list.indexOf(path[1]), 0)],
      `\`depends_on\` makes a cycle: ${chain}, so none of these tasks can ever start. Remove one of the dependencies.`,
      {
        once: cycleKey(name, members),
      },
    );
  },
});
