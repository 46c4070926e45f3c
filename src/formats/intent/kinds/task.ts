import { z } from 'zod';
import { REPO_PATH_PATTERN, repoPathMessage, repoPathProblem } from '../../../core/checks/repo-path.js';
import { stringMatching } from '../../../core/editor-pattern.js';
import { filledIn } from '../../../core/checks/template-leftover.js';
import { didYouMean } from '../../../core/did-you-mean.js';
import type { EnumValues, FormatDefinition } from '../../../core/format.js';
import { defineRule } from '../../../core/rule.js';
import { judgeMove } from '../../../core/status-moves.js';
import { asArray, asString, field, has, isRecord } from '../../../core/values.js';
import { cycleKey, LazyGraph } from '../graph.js';
import { intentPaths, strings, taskPaths, tasksByIntent } from '../registry.js';
import { reportReferenceValue } from '../reference-value.js';
import { TASK_STATUS_MOVES } from '../status-moves.js';
import { RISKS, stemOf, TASK_STATUSES, TASK_STATUSES_REFERENCE } from '../values.js';

/** Spec 4's Task (Analyze's output, one Implement run each); the id is the file name. */
export function taskSchema(values: EnumValues) {
  return z
    .looseObject({
      intent_id: z.string().min(1).describe('親 Intent の ID (the intent this task implements)'),
      title: z.string().min(1).describe('作業内容の要約 (summary of the work)'),
      plan: z.string().optional().describe('実装計画 (implementation plan)'),
      relevant_files: z.array(stringMatching(REPO_PATH_PATTERN)).optional().describe('関連ファイル一覧 (files involved)'),
      implementation_steps: z.array(z.string()).optional().describe('実装ステップ (steps)'),
      context: z.string().nullable().optional().describe('補足情報 (background)'),
      complexity: z.enum(values('complexity', RISKS)).optional().describe('low, med or high'),
      depends_on: z.array(z.string()).optional().describe('Ids of other tasks of the same intent'),
      status: z
        .enum(values('status', [...TASK_STATUSES, ...TASK_STATUSES_REFERENCE]))
        .optional()
        .describe('pending → implementing → done / failed (pfl-forge writes completed: warned about)'),
    })
    .describe('Task (.forge/tasks/**/<id>.yaml; the id is the file name)');
}

const intentIdOf = (data: unknown): string | undefined => filledIn(field(data, 'intent_id'));

export const intentNotFound = defineRule({
  id: 'task/intent-not-found',
  severity: 'error',
  summary: '`intent_id` names no intent in `.forge/intents/`.',
  check(ctx) {
    const id = intentIdOf(ctx.data);
    if (id === undefined) return;
    const ids = intentPaths(ctx.project);
    if (ids.has(id)) return;
    const denied = ctx.project.unreadableFolderOf('intent');
    ctx.report(
      ['intent_id'],
      denied
        ? `\`intent_id\` is \`${id}\`, which could not be looked for: the intents' folder ${denied} could not be read. Make it readable to the user the check runs as.`
        : `\`intent_id\` is \`${id}\`, but there is no \`${id}.yaml\` among the intents.${didYouMean(id, ids)} Fix the id, or add the intent.`,
    );
  },
});

export const duplicateId = defineRule({
  id: 'task/duplicate-id',
  severity: 'error',
  summary: 'Two task files of the same intent have the same id (file name), so `depends_on` and reviews cannot tell them apart.',
  check(ctx) {
    const intentId = intentIdOf(ctx.data);
    if (intentId === undefined) return;
    const same = (tasksByIntent(ctx.project).get(intentId)?.get(stemOf(ctx.path)) ?? []).filter((t) => t.path !== ctx.path);
    if (same.length) ctx.report([], `The task id \`${stemOf(ctx.path)}\` is also used by ${same.map((t) => `\`${t.path}\``).join(', ')} for the same intent; rename one file.`);
  },
});

export const dependencyNotFound = defineRule({
  id: 'task/dependency-not-found',
  severity: 'error',
  summary: 'A `depends_on` entry names no task of the same intent.',
  check(ctx) {
    const intentId = intentIdOf(ctx.data);
    const list = field(ctx.data, 'depends_on');
    if (intentId === undefined || !Array.isArray(list)) return;
    const siblings = tasksByIntent(ctx.project).get(intentId) ?? new Map();
    list.forEach((value, i) => {
      const id = filledIn(value);
      if (id === undefined || siblings.has(id)) return;
      const elsewhere = taskPaths(ctx.project).has(id);
      ctx.report(
        ['depends_on', i],
        elsewhere
          ? `\`depends_on\` names \`${id}\`, a task of another intent; a task may only depend on tasks of its own intent (\`${intentId}\`). Make it an intent dependency instead.`
          : `\`depends_on\` names \`${id}\`, but intent \`${intentId}\` has no task \`${id}\`.${didYouMean(id, siblings)} Fix the id, or remove the dependency.`,
      );
    });
  },
});

export const cycle = defineRule({
  id: 'task/cycle',
  severity: 'error',
  summary: 'Tasks of one intent depend on each other in a circle (reported once per cycle).',
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
    ctx.report(['depends_on', Math.max(list.indexOf(path[1]), 0)], `\`depends_on\` makes a cycle: ${chain}, so none of these tasks can ever start. Remove one of the dependencies.`, {
      once: cycleKey(name, members),
    });
  },
});

export const referenceValue = defineRule({
  id: 'task/reference-impl-value',
  severity: 'warning',
  summary: 'Task status `completed`, which pfl-forge writes where spec 4 says `done`.',
  check(ctx) {
    const status = asString(field(ctx.data, 'status'));
    if (status === 'completed' && !(ctx.config.enums['task/status'] ?? []).includes(status)) {
      reportReferenceValue(ctx, ['status'], status, '`done`', 'spec 4\'s task statuses are pending, implementing, done, failed');
    }
  },
});

/** A task's status for comparing revisions: lower-cased, pfl-forge's `completed` read as `done`; undefined when missing. */
function taskStatusOf(data: unknown): string | undefined {
  const status = asString(field(data, 'status'))?.trim().toLowerCase();
  return status === 'completed' ? 'done' : status;
}

export const statusTransition = defineRule({
  id: 'task/status-transition',
  severity: 'error',
  summary: '`status` moved against spec 4\'s task diagram since the base revision (done → anything, implementing → pending).',
  check(ctx) {
    const base = ctx.project.base(ctx.path)?.doc?.data;
    if (!isRecord(base) || !isRecord(ctx.data)) return;
    const from = taskStatusOf(base);
    const to = taskStatusOf(ctx.data);
    // A missing status, a team's own or an invalid one (the enum rule reports it): nothing to compare.
    if (judgeMove(TASK_STATUS_MOVES, from, to) !== 'forbidden' || from === undefined || to === undefined) return;
    const next: readonly string[] = TASK_STATUS_MOVES[from as keyof typeof TASK_STATUS_MOVES];
    const options = next.length ? `from \`${from}\` a task goes on to ${next.map((s) => `\`${s}\``).join(', ')}` : `\`${from}\` is final`;
    const instead = from === 'done' ? 'Restore `done`; more work is a new task.' : `Restore \`${from}\`.`;
    ctx.report(
      ['status'],
      `\`status\` moved from \`${from}\` (base revision) to \`${to}\`, which spec 4 does not allow: ${options} (pending → implementing → done / failed, and a failed task goes back to pending when a person has its intent run again). ${instead}`,
    );
  },
});

const PLAN_FIELDS = ['plan', 'relevant_files', 'implementation_steps'] as const;

export const incomplete = defineRule({
  id: 'task/incomplete',
  severity: 'warning',
  summary: 'A task without a `plan`, `relevant_files` or `implementation_steps` (pfl-forge calls such an analysis insufficient).',
  check(ctx) {
    const missing = PLAN_FIELDS.filter((key) => {
      const value = field(ctx.data, key);
      return !has(ctx.data, key) || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    });
    if (missing.length === 0) return;
    ctx.report([], `The task has no ${missing.map((k) => `\`${k}\``).join(', ')}: an Implement agent needs a plan, the files and the steps. Fill them in, or send the intent back to Analyze.`);
  },
});

export const relevantFilePath = defineRule({
  id: 'task/relevant-file-path',
  severity: 'error',
  summary: 'A `relevant_files` entry is absolute or leaves the repository.',
  check(ctx) {
    asArray(field(ctx.data, 'relevant_files')).forEach((value, i) => {
      const path = asString(value);
      const problem = path === undefined || path.trim() === '' ? undefined : repoPathProblem(path);
      if (path !== undefined && problem) ctx.report(['relevant_files', i], repoPathMessage(`relevant_files[${i}]`, path, problem));
    });
  },
});

export const task: FormatDefinition = {
  id: 'task',
  title: 'Task',
  spec: 'spec 4 (pfl-forge data model): Task',
  syntaxes: ['yaml'],
  paths: ['.forge/tasks/**/*.{yaml,yml}'],
  schema: taskSchema,
  enums: ['complexity', 'status'],
  rules: [intentNotFound, duplicateId, dependencyNotFound, cycle, referenceValue, incomplete, relevantFilePath, statusTransition],
};
