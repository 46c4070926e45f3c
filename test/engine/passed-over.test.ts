import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { defaultPathsOf } from '../../src/core/format.js';
import { Project, type Workspace } from '../../src/core/project.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/** A workspace that counts the reads of each file. */
function counted(files: Record<string, string>): { workspace: Workspace; reads: Map<string, number> } {
  const base = memoryWorkspace(files);
  const reads = new Map<string, number>();
  const workspace: Workspace = {
    ...base,
    read(path, maxBytes) {
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return base.read(path, maxBytes);
    },
  };
  return { workspace, reads };
}

const answer = 'from: pm\nto: dev\nid: 20260101-001-a\nsubject: the answer\n';

describe('a file read ahead by an index and then not judged', () => {
  it('hands the read over at its check while the run judges it', () => {
    const { workspace, reads } = counted({ 'shared/questions/answers/a.md': answer });
    const path = 'shared/questions/answers/a.md';
    const project = new Project(workspace, resolveConfig(), defaultPathsOf(FORMATS), [path]);
    project.content(path);
    expect(project.readForCheck(path)?.bytes.length).toBe(answer.length);
    expect(reads.get(path)).toBe(1);
  });

  it('is let go when its turn comes and the run does not judge it: nothing of it is kept', () => {
    const { workspace, reads } = counted({ 'shared/questions/answers/a.md': answer });
    const path = 'shared/questions/answers/a.md';
    const project = new Project(workspace, resolveConfig(), defaultPathsOf(FORMATS), [path]);
    project.content(path);
    project.passedOver();
    // A later index's read is not kept either.
    project.content(path);
    // Nothing was held for it: a read of it now goes to the workspace again.
    expect(project.readForCheck(path)?.bytes.length).toBe(answer.length);
    expect(reads.get(path)).toBe(3);
  });

  it('lets go of every read kept ahead, since no later file is judged either', () => {
    const paths = ['shared/questions/answers/a.md', 'shared/questions/answers/b.md'];
    const { workspace, reads } = counted(Object.fromEntries(paths.map((p) => [p, answer])));
    const project = new Project(workspace, resolveConfig(), defaultPathsOf(FORMATS), paths);
    for (const path of paths) project.content(path);
    project.passedOver();
    expect(project.readForCheck(paths[1]!)?.bytes.length).toBe(answer.length);
    expect(reads.get(paths[1]!)).toBe(2);
  });
});
