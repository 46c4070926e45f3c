import { filledIn } from '../../core/checks/template-leftover.js';
import { didYouMean } from '../../core/did-you-mean.js';
import { defineRule } from '../../core/rule.js';
import { asString, field, has, isRecord } from '../../core/values.js';
import { cycleKey, LazyGraph } from './graph.js';
import { intentData, intentPaths, strings, tasksOf } from './registry.js';
import { idSlugRule, reportReferenceValue, topLevelCreatedAt, unknownTypeRule } from './shared-rules.js';
import { timestampRule } from '../../core/checks/timestamp-rule.js';
import { approvalSkipped, decidedOutsideInbox, statusTransition } from './status-transition.js';
import { INTENT_SOURCES_REFERENCE, stemOf } from './values.js';


export const fileExtension = defineRule({
  id: 'intent/file-extension',
  severity: 'warning',
  summary: 'An intent file ends in `.yml`; spec 4\'s registry is `.forge/intents/*.yaml` and pfl-forge reads only `.yaml`.',
  check(ctx) {
    if (ctx.path.endsWith('.yml')) {
      ctx.report([], `Spec 4 collects intents as \`.forge/intents/*.yaml\` and the runner reads only \`.yaml\`; rename this file to \`${stemOf(ctx.path)}.yaml\`.`);
    }
  },
});

export const duplicateId = defineRule({
  id: 'intent/duplicate-id',
  severity: 'error',
  summary: 'Two intent files have the same id (`x.yaml` and `x.yml`), so references to it are ambiguous.',
  check(ctx) {
    const id = stemOf(ctx.path);
    const others = (intentPaths(ctx.project).get(id) ?? []).filter((p) => p !== ctx.path);
    if (others.length) ctx.report([], `The intent id \`${id}\` is also defined by ${others.map((p) => `\`${p}\``).join(', ')}; keep one file per id.`);
  },
});

export const referenceValue = defineRule({
  id: 'intent/reference-impl-value',
  severity: 'warning',
  summary: 'A value pfl-forge writes but spec 4 does not list: status `implementing`, source `draft` / `analyze` / `eval`.',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    if (status === 'implementing' && !(ctx.config.enums['intent/status'] ?? []).includes(status)) {
      reportReferenceValue(ctx, ['status'], status, '`executing`', 'pfl-forge\'s name for `executing` in February–March 2026, since removed');
    }
    const source = asString(field(ctx.data, 'source'));
    if (source && (INTENT_SOURCES_REFERENCE as readonly string[]).includes(source) && !(ctx.config.enums['intent/source'] ?? []).includes(source)) {
      const instead = source === 'draft' ? '`human` (drafts are human input)' : '`human` or `reflection`, or add it under `enums: intent/source`';
      reportReferenceValue(ctx, ['source'], source, instead, 'spec 4 has `human` and `reflection`');
    }
  },
});

export const nestedIntent = defineRule({
  id: 'intent/nested-intent',
  severity: 'warning',
  summary: 'The intent\'s fields are nested under `intent:` (pfl-forge\'s eval-fixture shape) instead of at the top level.',
  check(ctx) {
    if (!has(ctx.data, 'title') && isRecord(field(ctx.data, 'intent'))) {
      ctx.report(
        ['intent'],
        'The intent is nested under `intent:`, the shape of pfl-forge\'s eval fixtures; an intent file has `title`, `body` and `source` at the top level. Move the fields up, or keep fixtures out of `.forge/intents/`.',
        { part: 'key' },
      );
    }
  },
});

export const parentNotFound = defineRule({
  id: 'intent/parent-not-found',
  severity: 'error',
  summary: '`parent` names no intent in `.forge/intents/`.',
  check(ctx) {
    const parent = filledIn(field(ctx.data, 'parent'));
    if (parent === undefined) return;
    const ids = intentPaths(ctx.project);
    if (ids.has(parent)) return;
    const denied = ctx.project.unreadableFolderOf('intent');
    ctx.report(
      ['parent'],
      denied
        ? `\`parent\` is \`${parent}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
        : `\`parent\` is \`${parent}\`, but there is no \`${parent}.yaml\` among the intents.${didYouMean(parent, ids)} Fix the id, or add the parent intent.`,
    );
  },
});

export const dependencyNotFound = defineRule({
  id: 'intent/dependency-not-found',
  severity: 'error',
  summary: 'A `depends_on` entry names no intent in `.forge/intents/`.',
  check(ctx) {
    const ids = intentPaths(ctx.project);
    const list = field(ctx.data, 'depends_on');
    if (!Array.isArray(list)) return;
    list.forEach((value, i) => {
      const id = filledIn(value);
      if (id === undefined || ids.has(id)) return;
      const denied = ctx.project.unreadableFolderOf('intent');
      ctx.report(
        ['depends_on', i],
        denied
          ? `\`depends_on\` names \`${id}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
          : `\`depends_on\` names \`${id}\`, but there is no \`${id}.yaml\` among the intents.${didYouMean(id, ids)} Fix the id, or remove the dependency.`,
      );
    });
  },
});

const parentLinks = (data: unknown): string[] => {
  const parent = filledIn(field(data, 'parent'));
  return parent === undefined ? [] : [parent];
};
const dependencyLinks = (data: unknown): string[] => strings(field(data, 'depends_on'));

export const cycle = defineRule({
  id: 'intent/cycle',
  severity: 'error',
  summary: '`parent` or `depends_on` links intents in a circle (reported once per cycle).',
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
        ctx.report(['parent'], `\`parent\` makes a cycle: ${chain}, so the intent would be its own ancestor. Fix the \`parent\` of one of them.`, { once });
      } else {
        const at = asArrayIndex(field(ctx.data, 'depends_on'), path[1]!);
        ctx.report(['depends_on', at], `\`depends_on\` makes a cycle: ${chain}, so none of them can ever start. Remove one of these dependencies.`, { once });
      }
    }
  },
});

function asArrayIndex(list: unknown, value: string): number {
  return Array.isArray(list) ? Math.max(list.indexOf(value), 0) : 0;
}

const TERMINAL = ['done', 'blocked', 'error'];
const normalStatus = (status: string | undefined) => (status === 'implementing' ? 'executing' : status);

/** What spec 4 says the intent's status is, given its tasks; undefined while they are still running. */
function aggregate(statuses: Array<string | undefined>): 'done' | 'blocked' | 'error' | undefined {
  const done = statuses.filter((s) => s === 'done' || s === 'completed').length;
  const failed = statuses.filter((s) => s === 'failed').length;
  if (done === statuses.length) return 'done';
  if (failed === statuses.length) return 'error';
  if (failed > 0) return 'blocked';
  return undefined;
}

export const statusVsTasks = defineRule({
  id: 'intent/status-vs-tasks',
  severity: 'warning',
  summary: 'The intent\'s status disagrees with its tasks (all done → done; some failed → blocked; all failed → error).',
  check(ctx) {
    const raw = asString(field(ctx.data, 'status'));
    const status = normalStatus(raw);
    // Before execution (and after a `/retry`) the old task results say nothing about the intent.
    if (status !== 'executing' && !TERMINAL.includes(status ?? '')) return;
    const tasks = tasksOf(ctx.project, stemOf(ctx.path));
    if (tasks.length === 0) return;
    const expected = aggregate(tasks.map((t) => t.status));
    const failed = tasks.filter((t) => t.status === 'failed').length;
    const tally = `${failed ? `${failed} of ${tasks.length}` : `none of its ${tasks.length}`} task${tasks.length === 1 ? '' : 's'} failed`;
    if (expected !== undefined && status !== expected) {
      const summary = expected === 'done' ? `all ${tasks.length} of its tasks are \`done\`` : tally;
      ctx.report(['status'], `\`status\` is \`${raw}\`, but ${summary}: spec 4 makes the intent \`${expected}\`. Update \`status\`, or the tasks.`);
    } else if (expected === undefined && (status === 'done' || status === 'error')) {
      const open = tasks.filter((t) => !['done', 'completed', 'failed'].includes(t.status ?? '')).map((t) => `\`${t.id}\``);
      ctx.report(['status'], `\`status\` is \`${raw}\`, but task${open.length === 1 ? '' : 's'} ${open.join(', ')} ${open.length === 1 ? 'has' : 'have'} not finished and ${tally}. Update \`status\` (\`executing\` while tasks run), or the tasks.`);
    }
  },
});

export const intentRules = [
  idSlugRule('intent', 'intent'),
  fileExtension,
  duplicateId,
  unknownTypeRule('intent'),
  referenceValue,
  timestampRule('intent', topLevelCreatedAt),
  nestedIntent,
  parentNotFound,
  dependencyNotFound,
  cycle,
  statusVsTasks,
  statusTransition,
  approvalSkipped,
  decidedOutsideInbox,
];
