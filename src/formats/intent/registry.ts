import type { Project } from '../../core/project.js';
import { enumMember } from '../../core/enum-reading.js';
import { ownString } from '../../util/string-copy.js';
import { asArray, asString, field } from '../../util/values.js';
import { stemOf, TASK_STATUSES, TASK_STATUSES_REFERENCE, VERDICTS } from './values.js';

const TASK_STATUS_WORDS = [...TASK_STATUSES, ...TASK_STATUSES_REFERENCE];

/**
 * Cross-file indexes of the intent family, each built at most once per run. Ids come from file
 * names, so existence checks need no parse; only the rules that follow links (cycles, task
 * aggregates, review feedback) read the other files (`project.content`), keeping only what they need.
 */

/**
 * A string an index keeps for the run, copied off the text of the file it was read from: the
 * indexes below outlive the reads they are built from, and a slice would keep the whole text.
 */
const kept = (value: string | undefined): string | undefined => (value === undefined ? value : ownString(value));

export const strings = (value: unknown): string[] => asArray(value).filter((v): v is string => typeof v === 'string');

function byStem(project: Project, format: 'intent' | 'task' | 'review-result'): Map<string, string[]> {
  return project.memo(`intent-family/${format}-paths`, () => {
    const map = new Map<string, string[]>();
    for (const path of project.filesOf(format)) {
      const id = stemOf(path);
      map.set(id, [...(map.get(id) ?? []), path]);
    }
    return map;
  });
}

/** Intent id → the files that define it (two only when `x.yaml` and `x.yml` both exist). */
export const intentPaths = (project: Project): Map<string, string[]> => byStem(project, 'intent');

/** Task id (file stem) → its files, across all intents. */
export const taskPaths = (project: Project): Map<string, string[]> => byStem(project, 'task');

/** The parsed content of an intent, or undefined when it has no file or does not parse. */
export function intentData(project: Project, id: string): unknown {
  const path = intentPaths(project).get(id)?.[0];
  return path === undefined ? undefined : project.content(path)?.data;
}

export interface TaskEntry {
  id: string;
  path: string;
  intentId: string | undefined;
  title: string | undefined;
  status: string | undefined;
  dependsOn: string[];
}

/** Intent id → task id → the tasks with that id (more than one is a duplicate). */
export type TasksByIntent = Map<string, Map<string, TaskEntry[]>>;

export function tasksByIntent(project: Project): TasksByIntent {
  return project.memo('intent-family/tasks-by-intent', () => {
    const index: TasksByIntent = new Map();
    for (const path of project.filesOf('task')) {
      const data = project.content(path)?.data;
      const entry: TaskEntry = {
        id: stemOf(path),
        path,
        intentId: kept(asString(field(data, 'intent_id'))),
        title: kept(asString(field(data, 'title'))),
        // Read as the status it spells when it misses the enum only by case (`Failed`): the
        // intent's inbox item and its aggregate status count the task all the same.
        status: kept(enumMember(field(data, 'status'), TASK_STATUS_WORDS) ?? asString(field(data, 'status'))),
        dependsOn: strings(field(data, 'depends_on')).map(ownString),
      };
      if (entry.intentId === undefined) continue;
      let tasks = index.get(entry.intentId);
      if (!tasks) index.set(entry.intentId, (tasks = new Map()));
      tasks.set(entry.id, [...(tasks.get(entry.id) ?? []), entry]);
    }
    return index;
  });
}

/** The tasks of one intent, one per id (the first file when an id is duplicated). */
export function tasksOf(project: Project, intentId: string): TaskEntry[] {
  return [...(tasksByIntent(project).get(intentId)?.values() ?? [])].map((list) => list[0]!);
}

export interface ReviewEntry {
  path: string;
  verdict: string | undefined;
  issues: string[];
}

/** Task id → its review results, in path order. */
export function reviewsByTask(project: Project): Map<string, ReviewEntry[]> {
  return project.memo('intent-family/reviews-by-task', () => {
    const index = new Map<string, ReviewEntry[]>();
    for (const path of project.filesOf('review-result')) {
      const data = project.content(path)?.data;
      // The key too is the index's for the run: a copy, not a slice of the review's text.
      const taskId = kept(asString(field(data, 'task_id')));
      if (taskId === undefined) continue;
      index.set(taskId, [
        ...(index.get(taskId) ?? []),
        { path, verdict: kept(verdictOf(data)), issues: strings(field(data, 'issues')).map(ownString) },
      ]);
    }
    return index;
  });
}

/** Spec 4's `verdict`, or the reference implementation's `approved: bool` read as one. */
export function verdictOf(data: unknown): string | undefined {
  const verdict = asString(field(data, 'verdict'));
  if (verdict !== undefined) return enumMember(verdict, VERDICTS) ?? verdict;
  const approved = field(data, 'approved');
  return typeof approved === 'boolean' ? (approved ? 'approved' : 'rejected') : undefined;
}
