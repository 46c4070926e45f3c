import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { defaultPathsOf } from '../../src/core/format.js';
import { Project, type Workspace } from '../../src/core/project.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const path = '.forge/intents/fix-login.yaml';
const text = 'intent_id: fix-login\ntitle: Fix the login\nstatus: draft\n';

function project(workspace: Workspace): Project {
  return new Project(workspace, resolveConfig(), defaultPathsOf(FORMATS), [path]);
}

describe("the project's tables of base parses, histories and memos", () => {
  it('answers a file with no base revision to read without reading, as a cross-file answer', () => {
    const { readBase: _readBase, ...withoutBase } = memoryWorkspace({ [path]: text });
    const run = project(withoutBase);
    run.crossFile = false;
    expect(run.base(path)).toBeNull();
    expect(run.crossFile).toBe(true);
    expect(run.earlier(path)).toEqual({ versions: [], known: false, whole: false });
  });

  it('reads a base revision once per file, and gives the same parse again', () => {
    const disk = memoryWorkspace({ [path]: text }, { [path]: text.replace('draft', 'active') });
    const asked: string[] = [];
    const run = project({
      ...disk,
      readBase: (file) => {
        asked.push(file);
        return disk.readBase!(file);
      },
    });
    const first = run.base(path);
    expect(first?.doc?.data).toMatchObject({ status: 'active' });
    expect(run.base(path)).toBe(first);
    expect(run.base('.forge/intents/other.yaml')).toBeNull();
    expect(asked).toEqual([path, '.forge/intents/other.yaml']);
  });

  it('finds a value again under a key made from a slice of a longer text', () => {
    const run = project(memoryWorkspace({ [path]: text }));
    let computed = 0;
    const compute = () => ({ made: ++computed });
    const id = text.slice('intent_id: '.length, text.indexOf('\n'));
    const value = run.memo(`intent-family/task-graph/${id}`, compute);
    expect(run.memo('intent-family/task-graph/fix-login', compute)).toBe(value);
    expect(computed).toBe(1);
  });
});
