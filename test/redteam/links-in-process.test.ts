/**
 * Red team: what a link or a special file in the workspace can make the engine read. Every case
 * is on a real folder (a git repository where it matters), through the same discover + fsWorkspace
 * + check road the CLI and the action take. A planted secret must never appear in a finding, and
 * every link not followed must get exactly one finding naming it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { discover } from '../../src/io/discover.js';
import { fsWorkspace } from '../../src/io/fs-workspace.js';
import { loadConfigFile, MAX_CONFIG_BYTES } from '../../src/io/load-config.js';

const SECRET = 'ghs_PLANTEDsecret0123456789abcdefABCDEF0123';
const INTENT =
  'title: Fix login\ntype: bugfix\nsource: reflection\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\n';

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hg-links-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir });
  git('init', '-q');
  mkdirSync(join(dir, '.forge/intents'), { recursive: true });
  // What actions/checkout persists: the job's token, in the repository's own config.
  writeFileSync(
    join(dir, '.git/config'),
    `[core]\n\trepositoryformatversion = 0\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${SECRET}\n`,
    { flag: 'a' },
  );
  writeFileSync(join(dir, '.gitignore'), '.env\n');
  writeFileSync(join(dir, '.env'), `API_KEY=${SECRET}\n`);
  writeFileSync(join(dir, '.forge/intents/real.yaml'), INTENT);
  git('add', '-A');
  git('commit', '-qm', 'base');
  return dir;
}

function run(root: string, linkTargets?: 'tracked') {
  const walked = discover(root, [root]);
  const report = check({
    files: walked.files,
    workspace: fsWorkspace(root, undefined, linkTargets && { linkTargets }),
    config: resolveConfig(),
    formats: FORMATS,
  });
  const findings = [...walked.skipped, ...report.findings];
  expect(JSON.stringify(findings)).not.toContain(SECRET);
  expect(JSON.stringify(findings)).not.toContain('extraheader = ');
  return findings;
}

const at = (findings: ReturnType<typeof run>, path: string) =>
  findings.filter((f) => f.path === path).map((f) => ({ ruleId: f.ruleId, severity: f.severity, message: f.message }));

describe('links and special files: never opened unless they lead to a regular file the rules allow', () => {
  it('a handoff file linked to .git/config is refused with one error, never parsed', () => {
    const root = repo();
    symlinkSync('../../.git/config', join(root, '.forge/intents/leak.yaml'));
    const findings = run(root);
    expect(at(findings, '.forge/intents/leak.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message: 'This symlink points into a `.git/` folder, which is never read.',
      },
    ]);
    expect(at(findings, '.forge/intents/real.yaml').filter((f) => f.ruleId.startsWith('file/'))).toEqual([]);
  });

  it('a link to a git-ignored .env is refused; a link to a tracked file is followed', () => {
    const root = repo();
    symlinkSync('../../.env', join(root, '.forge/intents/env.yaml'));
    symlinkSync('real.yaml', join(root, '.forge/intents/alias.yaml'));
    const findings = run(root);
    expect(at(findings, '.forge/intents/env.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message: 'This symlink points to a file that is git-ignored (`.env`), which is never read through a link.',
      },
    ]);
    expect(at(findings, '.forge/intents/alias.yaml').filter((f) => f.ruleId.startsWith('file/'))).toEqual([]);
  });

  it('for the action, a link leads only to a file the commit tracks', () => {
    const root = repo();
    writeFileSync(join(root, 'untracked.yaml'), INTENT);
    symlinkSync('../../untracked.yaml', join(root, '.forge/intents/new.yaml'));
    symlinkSync('real.yaml', join(root, '.forge/intents/alias.yaml'));
    const findings = run(root, 'tracked');
    expect(at(findings, '.forge/intents/new.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message:
          'This symlink points to a file that is not tracked in the commit checked (`untracked.yaml`); only committed files are read through a link.',
      },
    ]);
    expect(at(findings, '.forge/intents/alias.yaml').filter((f) => f.ruleId.startsWith('file/'))).toEqual([]);
  });

  it('links outside, to a folder, in a loop and to nothing each get one finding', () => {
    const root = repo();
    const outside = mkdtempSync(join(tmpdir(), 'hg-outside-'));
    writeFileSync(join(outside, 'x.yaml'), `token: ${SECRET}\n`);
    symlinkSync(join(outside, 'x.yaml'), join(root, '.forge/intents/out.yaml'));
    symlinkSync('..', join(root, '.forge/intents/folder.yaml'));
    symlinkSync('loop-b.yaml', join(root, '.forge/intents/loop-a.yaml'));
    symlinkSync('loop-a.yaml', join(root, '.forge/intents/loop-b.yaml'));
    symlinkSync('gone.yaml', join(root, '.forge/intents/dangling.yaml'));
    symlinkSync(outside, join(root, '.forge/shared'));
    symlinkSync('../.forge', join(root, '.forge/intents-again'));
    const findings = run(root);
    expect(at(findings, '.forge/intents/out.yaml')).toEqual([
      {
        ruleId: 'file/symlink-outside',
        severity: 'error',
        message: 'This symlink points outside the repository; it was not read.',
      },
    ]);
    expect(at(findings, '.forge/intents/folder.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message: 'This symlink points to a folder, not a regular file; it was not read.',
      },
    ]);
    for (const loop of ['loop-a', 'loop-b'])
      expect(at(findings, `.forge/intents/${loop}.yaml`)).toEqual([
        {
          ruleId: 'file/not-read',
          severity: 'error',
          message: 'This symlink is a loop (it leads back to itself); it was not read.',
        },
      ]);
    expect(at(findings, '.forge/intents/dangling.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message: 'This symlink points to nothing (its target does not exist); it was not read.',
      },
    ]);
    expect(at(findings, '.forge/shared')).toEqual([
      {
        ruleId: 'file/symlink-outside',
        severity: 'warning',
        message: 'This symlink to a folder points outside the repository; it was not followed.',
      },
    ]);
    expect(at(findings, '.forge/intents-again')).toMatchObject([{ ruleId: 'file/not-read', severity: 'warning' }]);
  });

  it('a FIFO on a format path, and a link to one, are never opened (the run does not wait on them)', () => {
    const root = repo();
    execFileSync('mkfifo', [join(root, '.forge/intents/pipe.yaml')]);
    symlinkSync('pipe.yaml', join(root, '.forge/intents/to-pipe.yaml'));
    symlinkSync('/dev/zero', join(root, '.forge/intents/zero.yaml'));
    const findings = run(root);
    expect(at(findings, '.forge/intents/pipe.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message: 'This file is a FIFO (named pipe), not a regular file; it was not read.',
      },
    ]);
    expect(at(findings, '.forge/intents/to-pipe.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'error',
        message: 'This symlink points to a FIFO (named pipe), not a regular file; it was not read.',
      },
    ]);
    expect(at(findings, '.forge/intents/zero.yaml')).toEqual([
      {
        ruleId: 'file/symlink-outside',
        severity: 'error',
        message: 'This symlink points outside the repository; it was not read.',
      },
    ]);
  });

  it("off the formats' paths a link not followed is a warning, still named", () => {
    const root = repo();
    mkdirSync(join(root, 'docs'));
    symlinkSync('../.git/config', join(root, 'docs/settings.yaml'));
    expect(at(run(root), 'docs/settings.yaml')).toEqual([
      {
        ruleId: 'file/not-read',
        severity: 'warning',
        message: 'This symlink points into a `.git/` folder, which is never read.',
      },
    ]);
  });
});

describe('the config file answers to the same rules, with a size limit', () => {
  const configAt = (root: string) =>
    loadConfigFile(join(root, '.github/handoff-gate.yml'), '.github/handoff-gate.yml', { root });

  it('a config linked to .git/config is not read: one error, the defaults apply, and inbox commands wait for it', () => {
    const root = repo();
    mkdirSync(join(root, '.github'));
    symlinkSync('../.git/config', join(root, '.github/handoff-gate.yml'));
    const loaded = configAt(root);
    expect(loaded.findings).toEqual([
      {
        path: '.github/handoff-gate.yml',
        line: 1,
        column: 1,
        ruleId: 'file/not-read',
        severity: 'error',
        message:
          'This symlink points into a `.git/` folder, which is never read. The config file was not read: the defaults apply.',
      },
    ]);
    // What it would have restricted is not known: commands are refused, never run under the defaults.
    expect(loaded.config).toEqual({
      ...resolveConfig(),
      policyProblems: [{ path: '.github/handoff-gate.yml', line: 1, setting: 'the config file', governs: 'commands' }],
    });
  });

  it('a config linked to /dev/zero or a FIFO is never opened, and an over-size one is not read', () => {
    const root = repo();
    mkdirSync(join(root, '.github'));
    symlinkSync('/dev/zero', join(root, '.github/handoff-gate.yml'));
    expect(configAt(root).findings.map((f) => f.ruleId)).toEqual(['file/symlink-outside']);
    const fifo = repo();
    mkdirSync(join(fifo, '.github'));
    execFileSync('mkfifo', [join(fifo, '.github/handoff-gate.yml')]);
    expect(configAt(fifo).findings.map((f) => f.message)).toEqual([
      'This file is a FIFO (named pipe), not a regular file; it was not read. The config file was not read: the defaults apply.',
    ]);
    const big = repo();
    mkdirSync(join(big, '.github'));
    writeFileSync(join(big, '.github/handoff-gate.yml'), `# ${'x'.repeat(MAX_CONFIG_BYTES)}\n`);
    expect(configAt(big).findings.map((f) => f.message)).toEqual([
      'The config file is over 256 KiB. The config file was not read: the defaults apply.',
    ]);
  });
});
