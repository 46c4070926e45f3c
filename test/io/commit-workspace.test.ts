import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitWorkspace } from '../../src/io/commit-workspace.js';

const dir = mkdtempSync(join(tmpdir(), 'commit-workspace-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Pat', '-c', 'user.email=p@example.com', ...args], {
    cwd: dir,
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  })
    .toString()
    .trim();

describe('a commit of the history, as the decision log reads it', () => {
  git('init', '-q');
  writeFileSync(join(dir, 'a.yaml'), 'title: A\n');
  git('add', '.');
  git('commit', '-qm', 'first');
  const parent = git('rev-parse', 'HEAD');
  writeFileSync(join(dir, 'big.yaml'), 'x'.repeat(200_000));
  symlinkSync('/etc/hostname', join(dir, 'link.yaml'));
  git('add', '.');
  git('commit', '-qm', 'second');
  const commit = git('rev-parse', 'HEAD');
  const at = commitWorkspace(dir, commit, parent)!;

  it('holds tracked regular files only: a symbolic link is no file to judge', () => {
    expect(at.workspace.glob(['*.yaml'])).toEqual(['a.yaml', 'big.yaml']);
    expect(at.workspace.read('link.yaml', 1000)).toBeUndefined();
  });

  it('reads one byte past the bound, never the whole blob, and a large one never as missing', () => {
    expect(at.workspace.read('big.yaml', 1000)?.length).toBe(1001);
    expect(at.workspace.read('big.yaml', 1_000_000)?.length).toBe(200_000);
    expect(new TextDecoder().decode(at.workspace.read('a.yaml', 1000))).toBe('title: A\n');
  });
});
