/**
 * The history walk that remembers a decision still pending reads git within its bound and says
 * whether it read back to where the intent's id began: a list cut by the bound, ended by a
 * deletion, begun by a rename, or preceded by a file of the same id is not whole. The work is
 * counted in versions read, never timed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HISTORY_REVISIONS } from '../../src/core/project.js';
import { versionsOf } from '../../src/io/git.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const DIR = '.forge/intents';
const YAML = `${DIR}/rotate-keys.yaml`;
const YML = `${DIR}/rotate-keys.yml`;
const intent = (risk: string, n = 0) => `title: Rotate the keys ${n}\nrisk: ${risk}\nstatus: proposed\n`;

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/** A repository whose commits each apply one step: a path's new text, or its removal (`null`), or a rename. */
function repository(...steps: Array<Record<string, string | null> | { mv: [string, string] }>): string {
  const root = mkdtempSync(join(tmpdir(), 'history-walk-'));
  roots.push(root);
  git(root, 'init', '-q');
  mkdirSync(join(root, DIR), { recursive: true });
  writeFileSync(join(root, 'README.md'), '# x\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'start');
  for (const [n, step] of steps.entries()) {
    if ('mv' in step) git(root, 'mv', ...(step.mv as [string, string]));
    else
      for (const [path, text] of Object.entries(step))
        if (text === null) git(root, 'rm', '-q', path);
        else {
          mkdirSync(join(root, DIR), { recursive: true });
          writeFileSync(join(root, path), text);
        }
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', `step ${n + 1}`);
  }
  return root;
}

const walk = (root: string, path: string, max = HISTORY_REVISIONS) => {
  const versions = versionsOf(root, 'HEAD', path, max);
  return { count: versions?.length, whole: (versions as { whole?: true } | undefined)?.whole === true };
};

describe('versionsOf: within its bound, whole only back to where the id began', () => {
  it('a short history from the commit that added the file is whole', () => {
    const root = repository({ [YAML]: intent('high') }, { [YAML]: intent('low') });
    expect(walk(root, YAML)).toEqual({ count: 2, whole: true });
  });

  it('reads at most the bound, and a history longer than it is not whole', () => {
    const edits = Array.from({ length: HISTORY_REVISIONS }, (_, n) => ({ [YAML]: intent('low', n + 1) }));
    const root = repository({ [YAML]: intent('high') }, ...edits);
    expect(walk(root, YAML)).toEqual({ count: HISTORY_REVISIONS, whole: false });
    // Exactly the bound's worth of versions, from the file's first: whole.
    expect(walk(root, YAML, HISTORY_REVISIONS + 1)).toEqual({ count: HISTORY_REVISIONS + 1, whole: true });
  });

  it('a rename to another extension in the same commit that lowers the risk ends the walk unread', () => {
    const root = repository({ [YAML]: intent('high') }, { [YAML]: null, [YML]: intent('low') });
    expect(walk(root, YML)).toEqual({ count: 1, whole: false });
  });

  it('a rename git detects ends the walk unread', () => {
    const root = repository({ [YAML]: intent('high') }, { mv: [YAML, YML] });
    expect(walk(root, YML)).toEqual({ count: 1, whole: false });
  });

  it('a deletion and a re-add of the same path ends the walk at the deletion', () => {
    const root = repository({ [YAML]: intent('high') }, { [YAML]: null }, { [YAML]: intent('low') });
    expect(walk(root, YAML)).toEqual({ count: 1, whole: false });
  });

  it('a path deleted since: its earlier life is a history not read whole, though no version is listed', () => {
    const root = repository({ [YAML]: intent('high') }, { [YAML]: null });
    expect(walk(root, YAML)).toEqual({ count: 0, whole: false });
  });

  it('a path no commit ever held, and no file of its id before it: an empty history, whole', () => {
    const root = repository({ [YAML]: intent('high') });
    expect(walk(root, `${DIR}/another.yaml`)).toEqual({ count: 0, whole: true });
  });
});
