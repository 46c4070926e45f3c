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

describe('reads kept ahead, past what a run keeps of them', () => {
  // 6 answers of about 1 MB each: the first 4 fit in the 4 MiB a run keeps ahead, the rest do not.
  const body = `${'a line of the answer, long enough to fill the file quickly. '.repeat(17)}\n`.repeat(1000);
  const text = (i: number) =>
    `${answer.replace('20260101-001-a', `20260101-${String(i).padStart(3, '0')}-a`)}\n${body}`;
  const paths = Array.from({ length: 6 }, (_, i) => `shared/questions/answers/a${String(i).padStart(2, '0')}.md`);
  const files = Object.fromEntries(paths.map((p, i) => [p, text(i)]));
  const total = paths.reduce((n, p) => n + Buffer.byteLength(files[p]!), 0);

  function run(runBytes: number) {
    const { workspace, reads } = counted(files);
    const config = resolveConfig();
    const project = new Project(
      workspace,
      { ...config, limits: { ...config.limits, runBytes } },
      defaultPathsOf(FORMATS),
      paths,
    );
    for (const path of paths) project.content(path);
    const checked = paths.map((path) => project.readForCheck(path)?.bytes.length);
    return { project, reads, checked };
  }

  it('reads a file again at its turn once the reads kept come to 4 MiB, and gives it the same bytes', () => {
    const { reads, checked } = run(total);
    expect(checked).toEqual(paths.map((p) => Buffer.byteLength(files[p]!)));
    const again = paths.filter((p) => reads.get(p) === 2);
    expect(paths.filter((p) => reads.get(p) === 1)).toEqual(paths.slice(0, 4));
    expect(again).toEqual(paths.slice(4));
  });

  it("counts each file's bytes once however often it is read: the run's bytes bound falls where it did", () => {
    expect(run(total).project.budget.passed()).toBeUndefined();
    expect(run(total - 1).project.budget.passed()).toBe('run-bytes');
  });
});
