import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { FULL_RUNS } from '../helpers/runs.js';

/**
 * The release script on a scratch clone of the committed tree: it refuses what it must, a dry run
 * changes nothing, and a release sets the version everywhere it is (the CLI's bundle included),
 * moves the CHANGELOG's entries under it, commits and tags. It rebuilds dist/ (about a minute):
 * `npm run test:full` runs it, and CI with it.
 */

let clone: string;
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Release Manager',
  GIT_AUTHOR_EMAIL: 'release@example.com',
  GIT_COMMITTER_NAME: 'Release Manager',
  GIT_COMMITTER_EMAIL: 'release@example.com',
};
const release = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: clone, encoding: 'utf8', env });
const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8', env }).trim();

beforeAll(() => {
  if (!FULL_RUNS) return;
  clone = mkdtempSync(join(tmpdir(), 'hg-release-'));
  execFileSync('git', ['clone', '-q', REPO, clone]);
  symlinkSync(join(REPO, 'node_modules'), join(clone, 'node_modules'));
  // The clone's own node_modules link is not the project's change: git does not see it.
  execFileSync('sh', ['-c', 'echo node_modules >> .git/info/exclude'], { cwd: clone });
});

afterAll(() => {
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe.runIf(FULL_RUNS)('scripts/release.mjs on a scratch clone', () => {
  it('refuses a version that is not after the current one, and changes nothing on a dry run', () => {
    const current = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).version as string;
    const older = release('0.0.1');
    expect(older.status).toBe(2);
    expect(older.stderr).toBe(`release: 0.0.1 is not after the current version ${current}.\n`);
    expect(release('one').status).toBe(2);
    const dry = release('9.0.0', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/^Would release 9\.0\.0 \(\d{4}-\d{2}-\d{2}\)/);
    expect(git('status', '--porcelain')).toBe('');
  });

  it('sets the version, moves the CHANGELOG entries under it, rebuilds, commits and tags', () => {
    const before = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8');
    const done = release('9.0.0');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('Push both: git push origin HEAD v9.0.0');
    expect(JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).version).toBe('9.0.0');
    const lock = JSON.parse(readFileSync(join(clone, 'package-lock.json'), 'utf8'));
    expect([lock.version, lock.packages[''].version]).toEqual(['9.0.0', '9.0.0']);
    const changelog = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/## \[Unreleased\]\n\n## \[9\.0\.0\] - \d{4}-\d{2}-\d{2}\n\n### Added/);
    expect(changelog.length).toBeGreaterThan(before.length);
    expect(execFileSync(process.execPath, ['dist/cli/index.js', '--version'], { cwd: clone, encoding: 'utf8' })).toBe(
      '9.0.0\n',
    );
    expect(git('status', '--porcelain')).toBe('');
    expect(git('log', '-1', '--format=%s')).toBe('Release 9.0.0');
    expect(git('rev-parse', 'v9.0.0^{commit}')).toBe(git('rev-parse', 'HEAD'));
    // Once released, the same version again is refused.
    expect(release('9.0.0').status).toBe(2);
  }, 300_000);
});
