import type { Project } from '../../core/project.js';
import { headerOf } from './header.js';

/** Every message id in the project, with the files that declare it. */
export type MessageIndex = ReadonlyMap<string, readonly string[]>;

/**
 * Built once per run, on first use, from every file on the message paths: `parent_id` and
 * `context_id` resolve against it, and two files claiming one id show up in it.
 */
export function messageIndex(project: Project): MessageIndex {
  return project.memo('message/id-index', () => {
    const index = new Map<string, string[]>();
    for (const path of project.filesOf('message')) {
      const doc = project.parsed(path)?.doc;
      const id = doc ? headerOf(doc)?.values.id?.trim() : undefined;
      if (!id) continue;
      const paths = index.get(id);
      if (paths) paths.push(path);
      else index.set(id, [path]);
    }
    return index;
  });
}
