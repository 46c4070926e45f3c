import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

describe('a commit that moves a file', () => {
  const moves = mkdtempSync(join(tmpdir(), 'commit-workspace-'));
  afterAll(() => rmSync(moves, { recursive: true, force: true }));
  const at = (...args: string[]) => git('-C', moves, ...args);
  at('init', '-q');
  mkdirSync(join(moves, '.forge/intents'), { recursive: true });
  const first = 'title: Lock accounts\nbody: After ten failed logins.\nstatus: proposed\n';
  writeFileSync(join(moves, '.forge/intents/lockout.yaml'), first);
  at('add', '.');
  at('commit', '-qm', 'propose');
  writeFileSync(join(moves, '.forge/intents/lockout.yaml'), first.replace('proposed', 'approved'));
  at('commit', '-qam', 'approve');
  const parent = at('rev-parse', 'HEAD');
  mkdirSync(join(moves, '.forge/done'));
  at('mv', '.forge/intents/lockout.yaml', '.forge/done/lockout.yaml');
  at('commit', '-qm', 'move');
  const commit = at('rev-parse', 'HEAD');
  const moved = commitWorkspace(moves, commit, parent)!;

  it('lists it as renamed from its old path, and reads its base and history there', () => {
    expect(moved.changes).toEqual([
      {
        path: '.forge/done/lockout.yaml',
        status: 'renamed',
        previousPath: '.forge/intents/lockout.yaml',
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      },
    ]);
    const { workspace } = moved;
    expect(workspace.addedSinceBase?.('.forge/done/lockout.yaml')).toBe(false);
    expect(new TextDecoder().decode(workspace.readBase?.('.forge/done/lockout.yaml'))).toContain('status: approved');
    const earlier = workspace.earlierRevisions?.('.forge/done/lockout.yaml') ?? [];
    expect(earlier.map((bytes) => new TextDecoder().decode(bytes).match(/status: \w+/)?.[0])).toContain(
      'status: proposed',
    );
  });

  it('holds the folder it moved to, and not the one it left', () => {
    expect(moved.workspace.exists('.forge/done')).toBe(true);
    expect(moved.workspace.exists('.forge/intents')).toBe(false);
    expect(moved.workspace.exists('.forge/done/lockout.yaml')).toBe(true);
  });
});
