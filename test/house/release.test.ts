import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { FULL_RUNS } from '../helpers/runs.js';

const { releaseNotes } = (await import(`${REPO}scripts/release-notes.mjs`)) as {
  releaseNotes: (changelog: string, version: string) => string | undefined;
};

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

  it("rehearses the release workflow's step: the GitHub release with the CHANGELOG's notes, the major tag moved", () => {
    const publish = (tag: string) =>
      spawnSync(process.execPath, ['scripts/publish-release.mjs'], {
        cwd: clone,
        encoding: 'utf8',
        env: { ...env, TAG: tag, DRY_RUN: '1' },
      });
    const rehearsed = publish('v9.0.0');
    expect(rehearsed.status).toBe(0);
    const lines = rehearsed.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^would run: gh release create v9\.0\.0 --verify-tag --title handoff-gate 9\.0\.0 --notes-file \S+notes\.md$/,
    );
    expect(lines.slice(1, 3)).toEqual([
      'would run: git tag --force v9 v9.0.0^{commit}',
      'would run: git push --force origin refs/tags/v9',
    ]);
    expect(rehearsed.stdout).toContain('notes:\n### Added');
    expect(publish('v9.0.1').stderr).toBe("publish-release: v9.0.1 does not name package.json's version 9.0.0.\n");
    expect(publish('9.0.0; rm -rf /').status).toBe(2);
  });
});

describe('release notes', () => {
  it("are the version's section of the CHANGELOG, and nothing for a version it does not list", () => {
    const changelog =
      '# Changelog\n\n## [Unreleased]\n\n## [1.1.0] - 2026-01-02\n\n### Fixed\n\n- a\n\n## [1.0.0] - 2026-01-01\n\n- b\n';
    expect(releaseNotes(changelog, '1.1.0')).toBe('### Fixed\n\n- a');
    expect(releaseNotes(changelog, '1.0.0')).toBe('- b');
    expect(releaseNotes(changelog, '2.0.0')).toBeUndefined();
    expect(releaseNotes('## [3.0.0] - 2026-01-03\n\n## [2.0.0]\n', '3.0.0')).toBeUndefined();
  });
});
