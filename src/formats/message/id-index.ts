import { ownString } from '../../util/string-copy.js';
import type { Project } from '../../core/project.js';
import { headerOf } from './header.js';

/**
 * Message ids across files, read as little as the question allows. Spec 5 names a message file
 * after its id (`shared/tasks/frontend/20250124-003-task.md`), so the file named for an id is
 * read first; the other message files only when that does not settle it. Each file's id is read
 * once per run, and only the id is kept.
 */

/** The file name without its extension. */
function stemOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The id a message file declares (frontmatter `id`, or a bracket header's), trimmed. */
function idOf(project: Project, path: string): string | undefined {
  const ids = project.memo('message/ids', () => new Map<string, string | undefined>());
  if (!ids.has(path)) {
    const doc = project.content(path);
    // Only the id is kept, as a copy of its own: the file's text goes with its read (own-strings.ts).
    const id = (doc ? headerOf(doc)?.values.id?.trim() : undefined) || undefined;
    ids.set(path, id === undefined ? id : ownString(id));
  }
  return ids.get(path);
}

/** Message files by file stem: listing them reads none. */
function byStem(project: Project): Map<string, string[]> {
  return project.memo('message/by-stem', () => {
    const map = new Map<string, string[]>();
    for (const path of project.filesOf('message')) {
      const stem = stemOf(path);
      const list = map.get(stem);
      if (list) list.push(path);
      else map.set(stem, [path]);
    }
    return map;
  });
}

/** Every message id in the project, with the files that declare it: reads every message file. */
export function messageIndex(project: Project): ReadonlyMap<string, readonly string[]> {
  return project.memo('message/id-index', () => indexOf(project, project.filesOf('message')));
}

/** The ids of the message files this run checks (all of them on a full scan). */
function runIndex(project: Project): ReadonlyMap<string, readonly string[]> {
  return project.memo('message/run-index', () =>
    indexOf(
      project,
      project.filesOf('message').filter((path) => project.checking.has(path)),
    ),
  );
}

function indexOf(project: Project, paths: readonly string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const path of paths) {
    const id = idOf(project, path);
    if (id === undefined) continue;
    const list = index.get(id);
    if (list) list.push(path);
    else index.set(id, [path]);
  }
  return index;
}

/** True when some message file declares `id`: the file named for it is asked first. */
export function isDeclared(project: Project, id: string): boolean {
  return declarersOf(project, id).length > 0;
}

/** The files declaring `id`: the file named for it when that settles it, else every message file's id is read. */
export function declarersOf(project: Project, id: string): readonly string[] {
  const named = (byStem(project).get(id) ?? []).filter((path) => idOf(project, path) === id);
  return named.length > 0 ? named : (messageIndex(project).get(id) ?? []);
}

/**
 * The other files declaring `id`, among the files this run checks and the files named for the
 * id. A full scan checks every message file, so it finds every duplicate; a pull request's run
 * compares its own files with each other and with the file spec 5 would name for the id, and
 * does not read the whole repository for it.
 */
export function otherDeclarers(project: Project, id: string, path: string): string[] {
  const found = new Set<string>(runIndex(project).get(id));
  for (const named of byStem(project).get(id) ?? []) if (idOf(project, named) === id) found.add(named);
  found.delete(path);
  return [...found].sort();
}
