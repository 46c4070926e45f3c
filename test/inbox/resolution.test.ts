import { describe, expect, it } from 'vitest';
import { resolver } from '../../src/publish/inbox/resolution.js';
import type { Workspace } from '../../src/core/project.js';
import { FORMATS } from '../../src/formats/index.js';

function workspace(files: Record<string, string>): Workspace {
  return {
    read: (path) => (path in files ? new TextEncoder().encode(files[path]) : undefined),
    exists: (path) => path in files,
    glob: () => Object.keys(files).sort(),
  };
}

describe('resolver', () => {
  const files = {
    '.forge/intents/a.yaml': 'title: A\nstatus: approved\n',
    '.forge/intents/a#clarification.yaml': 'title: H\nstatus: proposed\n',
  };
  const resolve = resolver(workspace(files), FORMATS, { paths: {} }, 'abc1234');

  it('uses the file the marker names, not one rebuilt from the key', () => {
    expect(resolve('intent/a%23clarification', '.forge/intents/a#clarification.yaml')).toEqual({
      kind: 'resolved',
      detail: '`a#clarification` is now `proposed`',
      commit: 'abc1234',
      sha: 'abc1234',
    });
    expect(resolve('intent/a#clarification', '.forge/intents/a.yaml')).toEqual({
      kind: 'resolved',
      detail: "`a`'s clarifications are answered",
      commit: 'abc1234',
      sha: 'abc1234',
    });
    expect(resolve('intent/.forge/intents/b.yml', '.forge/intents/b.yml')).toEqual({
      kind: 'deleted',
      path: '.forge/intents/b.yml',
      commit: 'abc1234',
    });
  });

  it('reads a marker from before files were named by finding the file whose key it is', () => {
    expect(resolve('intent/a')).toEqual({
      kind: 'resolved',
      detail: '`a` is now `approved`',
      commit: 'abc1234',
      sha: 'abc1234',
    });
    expect(resolve('envelope/.work/x%23y.yaml')).toEqual({
      kind: 'deleted',
      path: '.work/x#y.yaml',
      commit: 'abc1234',
    });
    expect(resolve('handoff/handoff-a.json')).toEqual({ kind: 'deleted', path: 'handoff-a.json', commit: 'abc1234' });
    expect(resolve('message/./q.md')).toEqual({ kind: 'deleted', path: 'q.md', commit: 'abc1234' });
    expect(resolve('message/q-1')).toEqual({
      kind: 'resolved',
      detail: '`message/q-1` no longer waits for a human',
      commit: 'abc1234',
      sha: 'abc1234',
    });
    // An id whose file is gone names no path: said plainly, no path guessed.
    expect(resolve('intent/gone')).toEqual({
      kind: 'resolved',
      detail: '`intent/gone` no longer waits for a human',
      commit: 'abc1234',
      sha: 'abc1234',
    });
  });
});

describe('resolver, for a file that still exists', () => {
  const files = {
    '.work/broken.yaml': 'status: [unclosed\n',
    'msgs/answered.md': '---\nid: q-2\nstatus: completed\n---\n# Q\n',
    'msgs/broken.md': '---\nstatus: [unclosed\n---\n# Q\n',
    'msgs/plain.yaml': 'id: q-3\nstatus: completed\n',
  };
  const resolve = resolver(workspace(files), FORMATS, { paths: {} }, 'abc1234');
  const detail = (key: string) => {
    const answer = resolve(key);
    return answer.kind === 'resolved' ? answer.detail : answer.kind;
  };

  it("says the status a message's frontmatter or YAML states now", () => {
    expect(detail('message/msgs/answered.md')).toBe('`msgs/answered.md` is now `completed`');
    expect(detail('message/msgs/plain.yaml')).toBe('`msgs/plain.yaml` is now `completed`');
  });

  it('says only that the item no longer waits when its file does not parse', () => {
    expect(detail('envelope/.work/broken.yaml')).toBe('`.work/broken.yaml` no longer waits for a human');
    expect(detail('message/msgs/broken.md')).toBe('`msgs/broken.md` no longer waits for a human');
  });
});
