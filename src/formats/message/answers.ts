import { enumMember } from '../../core/enum-reading.js';
import { ownString } from '../../util/string-copy.js';
import type { Project } from '../../core/project.js';
import type { DocContent } from '../../parse/types.js';
import { asString, field } from '../../util/values.js';
import { answersFolder } from './folder.js';
import { headerOf } from './header.js';
import { ROLES, STATUSES, TYPES } from './schema.js';

/**
 * Which messages answer which question (spec 5's 回答: `type: answer`, `parent_id` naming the
 * question, in `questions/answers/{question-id}.md`), and whether a message is a question to a
 * human still waiting: read as the inbox reads them (`Pending` is pending), so the rules that
 * judge a question closed without an answer, or answered and left pending, agree with the inbox.
 */

/** A question, as its header reads: to whom, its id (trimmed) and its status (spec 5's enums, case folded). */
export interface Question {
  to: string | undefined;
  id: string | undefined;
  status: string | undefined;
}

/** The message as a question (`type: question`), or undefined when it is none. */
export function questionOf(doc: DocContent): Question | undefined {
  const header = headerOf(doc);
  if (!header || enumMember(header.values.type, TYPES) !== 'question') return undefined;
  const { to, id, status } = header.values;
  return {
    to: enumMember(to, ROLES) ?? to?.trim(),
    id: id?.trim() || undefined,
    status: enumMember(status, STATUSES) ?? status?.trim(),
  };
}

/** Whether the message is a question to a human still `pending`: what the inbox lists as waiting for an answer. */
export function waitsForHuman(question: Question | undefined): boolean {
  return question?.to === 'human' && question.status === 'pending';
}

/** The question a message answers (its `parent_id`, else the id its file in `questions/answers/` is named for), if it is an answer. */
export function answeredId(doc: DocContent, path: string): string | undefined {
  const header = headerOf(doc);
  if (!header || enumMember(header.values.type, TYPES) !== 'answer') return undefined;
  const parent = asString(field(doc.data, 'parent_id'))?.trim();
  if (parent) return parent;
  const slash = path.lastIndexOf('/');
  if (path.slice(0, slash).split('/').slice(-2).join('/') !== 'questions/answers') return undefined;
  return path.slice(slash + 1).replace(/\.[^.]+$/, '') || undefined;
}

/** Every answer message in the project, by the question id it answers: reads every message file, once per run. */
function answersById(project: Project): ReadonlyMap<string, readonly string[]> {
  return project.memo('message/answers-by-question', () => {
    const index = new Map<string, string[]>();
    for (const path of project.filesOf('message')) {
      const doc = project.content(path);
      const id = doc ? answeredId(doc, path) : undefined;
      if (id === undefined) continue;
      // Only the id is kept, as a copy of its own: the file's text goes with its read (own-strings.ts).
      const key = ownString(id);
      const list = index.get(key);
      if (list) list.push(path);
      else index.set(key, [path]);
    }
    return index;
  });
}

/**
 * The answer messages to the question `id` asked in `questionPath`, sorted: the file spec 5 names
 * for it (`questions/answers/{id}.md` in the question's tree) when it answers it, which settles it
 * with one read; else every message file is read once for the answers whose `parent_id` names it.
 */
export function answersTo(project: Project, id: string, questionPath: string): readonly string[] {
  const named = `${answersFolder(questionPath)}/${id}.md`;
  if (named !== questionPath && project.exists(named)) {
    const doc = project.content(named);
    if (doc && answeredId(doc, named) === id) return [named];
  }
  return [...(answersById(project).get(id) ?? [])].filter((path) => path !== questionPath).sort();
}
