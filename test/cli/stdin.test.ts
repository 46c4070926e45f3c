import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STDIN_LIMIT } from '../../src/cli/stdin.js';
import { USAGE } from '../../src/cli/usage.js';
import { cli, removeRepos, repo, RESPONSE } from './in-process.js';

/**
 * `check --stdin --stdin-filename PATH` judges the text piped in as if it were written at PATH:
 * the same report `check PATH` gives once it is, finding for finding, and nothing written. A
 * command line that cannot mean that is a usage error that says what to write instead.
 */

afterEach(removeRepos);

const POINTER = 'Run `handoff-gate --help` for the commands and options.\n';

/** An intent with a risk in the wrong case (a fixable error) and no `parent`. */
const INTENT = `title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.
type: feature
source: reflection
risk: High
status: proposed
created_at: 2025-03-05T12:05:00Z
`;

const JSON_ARGS = ['--format', 'json', '--fail-on', 'never'];

describe('check --stdin --stdin-filename PATH', () => {
  it('gives the report `check PATH` gives once the text is written there, finding for finding', async () => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    const path = '.forge/intents/lockout.yaml';
    const piped = await cli(['check', '--stdin', '--stdin-filename', path, '--format', 'json'], root, INTENT);
    expect(existsSync(join(root, '.forge'))).toBe(false);

    mkdirSync(join(root, '.forge/intents'), { recursive: true });
    writeFileSync(join(root, path), INTENT);
    const onDisk = await cli(['check', path, '--format', 'json'], root);
    expect(piped.status).toBe(1);
    expect(onDisk.status).toBe(1);
    const report = JSON.parse(piped.stdout) as { files: unknown[]; findings: Array<{ ruleId: string }> };
    expect(report.files).toEqual([{ path, format: 'intent' }]);
    expect(report.findings.map((f) => f.ruleId)).toContain('intent/enum');
    expect(report).toEqual(JSON.parse(onDisk.stdout));
  });

  it('judges a file in a folder not made yet, by its path, and makes no folder', async () => {
    const root = repo({});
    const path = 'shared/reports/pm/20250306-010-rep.md';
    const text = `---\nid: 20250306-010-rep\nfrom: pm\nto: human\ntype: report\npriority: medium\nstatus: completed\ncreated_at: 2025-03-06T09:00:00Z\n---\n\n# Weekly report\n`;
    const run = await cli(['check', '--stdin', '--stdin-filename', path, ...JSON_ARGS], root, text);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).files).toEqual([{ path, format: 'message' }]);
    expect(existsSync(join(root, 'shared'))).toBe(false);
  });

  it('judges the piped text, not the file on the disk, and leaves that file as it was', async () => {
    const path = '.forge/intents/lockout.yaml';
    const good = INTENT.replace('risk: High', 'risk: high');
    const root = repo({ [path]: good });
    expect((await cli(['check', path, ...JSON_ARGS], root)).stdout).not.toContain('intent/enum');

    const piped = await cli(['check', '--stdin', '--stdin-filename', path, '--format', 'json'], root, INTENT);
    expect(piped.status).toBe(1);
    expect(JSON.parse(piped.stdout).findings).toContainEqual(
      expect.objectContaining({ path, line: 6, ruleId: 'intent/enum', severity: 'error' }),
    );
    expect(readFileSync(join(root, path), 'utf8')).toBe(good);

    // And the other way round: a good text piped passes where the disk's file would fail.
    writeFileSync(join(root, path), INTENT);
    const fine = await cli(['check', '--stdin', '--stdin-filename', path, '--format', 'json'], root, good);
    expect(fine.status).toBe(0);
    expect(JSON.parse(fine.stdout).findings).toEqual([]);
    expect(readFileSync(join(root, path), 'utf8')).toBe(INTENT);
  });

  it('judges a path in another repository from that repository, as `check PATH` does', async () => {
    const here = repo({ 'out/r.yaml': RESPONSE });
    const there = repo({ '.github/handoff-gate.yml': 'rules:\n  intent/enum: warning\n' });
    const path = join(relative(here, there), '.forge/intents/lockout.yaml');
    const piped = await cli(['check', '--stdin', '--stdin-filename', path, ...JSON_ARGS], here, INTENT);
    const report = JSON.parse(piped.stdout) as { findings: Array<{ ruleId: string; severity: string }> };
    // Its own config applies: the enum error is a warning there.
    expect(report.findings).toContainEqual(expect.objectContaining({ ruleId: 'intent/enum', severity: 'warning' }));

    mkdirSync(join(there, '.forge/intents'), { recursive: true });
    writeFileSync(join(here, path), INTENT);
    expect(report).toEqual(JSON.parse((await cli(['check', path, ...JSON_ARGS], here)).stdout));
  });

  it('points to --fix-dry-run alone for what can be fixed: --fix has no file to write', async () => {
    const run = await cli(['check', '--stdin', '--stdin-filename', '.forge/intents/lockout.yaml'], repo({}), INTENT);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/\n1 finding can be fixed: `--fix-dry-run` shows the changes as a diff\.\n$/);
    expect(run.stdout).not.toContain('check --fix');
  });

  it('--fix-dry-run prints the fixes of the piped text as a diff, and writes nothing', async () => {
    const root = repo({});
    const path = '.forge/intents/lockout.yaml';
    const run = await cli(['check', '--stdin', '--stdin-filename', path, '--fix-dry-run'], root, INTENT);
    expect(run.stdout).toContain(
      `Would fix 1 finding in 1 file:\n  ${path}:6:7  High → high  intent/enum\n\n` +
        `--- a/${path}\n+++ b/${path}\n@@ -3,6 +3,6 @@\n` +
        '   Lock an account for 30 minutes after 10 failed logins.\n type: feature\n source: reflection\n' +
        '-risk: High\n+risk: high\n status: proposed\n created_at: 2025-03-05T12:05:00Z\n',
    );
    // The report is of the text as fixed: what would remain.
    expect(run.stdout).toContain('✔ 1 file checked, no problems');
    expect(run.status).toBe(0);
    expect(existsSync(join(root, '.forge'))).toBe(false);
  });
});

describe('what --stdin refuses, with exit 2 and what to write instead', () => {
  it.each([
    [
      ['check', '--stdin'],
      '--stdin needs --stdin-filename PATH, the path the text is for: its format and its repository come from the path.',
    ],
    [
      ['check', '--stdin-filename', 'out/r.yaml'],
      '--stdin-filename is the path of a text read with --stdin: add --stdin, or check the file on the disk with `check PATH`.',
    ],
    [
      ['check', '--stdin', '--stdin-filename', 'out/r.yaml', 'out/'],
      '--stdin checks the text on stdin alone; give its path with --stdin-filename, not as a PATH (got out/).',
    ],
    [
      ['check', '--stdin', '--stdin-filename', 'out/r.yaml', '--fix'],
      '--fix writes files, and a text read with --stdin has none to write: use --fix-dry-run, which prints the fixes as a diff.',
    ],
    [['inbox', '--stdin'], '--stdin is an option of `check`.'],
    [['rules', '--stdin-filename', 'out/r.yaml'], '--stdin-filename is an option of `check`.'],
    [
      ['check', '--stdin', '--stdin-filename', '.git/config'],
      '--stdin-filename .git/config: inside .git, which is never checked.',
    ],
    [
      ['check', '--stdin', '--stdin-filename', 'out/.git/x.yaml'],
      '--stdin-filename out/.git/x.yaml: inside .git, which is never checked.',
    ],
    [
      ['check', '--stdin', '--stdin-filename', 'out'],
      '--stdin-filename out: a folder; give the path of the file the text is for.',
    ],
    [
      ['check', '--stdin', '--stdin-filename'],
      '`--stdin-filename` needs a value: the path the text on stdin is for, e.g. `--stdin-filename .forge/intents/add-login.yaml`.',
    ],
  ])('%j', async (args, message) => {
    const root = repo({ 'out/r.yaml': RESPONSE });
    let read = false;
    const run = await cli(args, root, async function* () {
      read = true;
      yield Buffer.from(RESPONSE);
    });
    expect(run).toEqual({ status: 2, stdout: '', stderr: `handoff-gate: ${message}\n${POINTER}` });
    for (const flag of message.match(/--[a-z][a-z-]*/g) ?? []) expect(USAGE, message).toContain(`  ${flag} `);
    // Said before stdin is read: at a terminal, the mistake is not held back until Ctrl-D.
    expect(read).toBe(false);
    expect(readFileSync(join(root, 'out/r.yaml'), 'utf8')).toBe(RESPONSE);
  });

  it(`refuses more than ${STDIN_LIMIT} bytes (4 MiB), and stops reading there`, async () => {
    const root = repo({});
    const args = ['check', '--stdin', '--stdin-filename', 'out/r.yaml', ...JSON_ARGS];
    const MiB = new Uint8Array(1024 * 1024).fill(0x20);
    let pulled = 0;
    const run = await cli(args, root, async function* () {
      for (;;) {
        pulled++;
        yield MiB;
      }
    });
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: `handoff-gate: stdin holds more than 4194304 bytes (4 MiB), the most --stdin reads; a handoff file is far smaller.\n${POINTER}`,
    });
    // The fifth mebibyte is the one past the limit: an endless stream is read no further.
    expect(pulled).toBe(5);

    // One byte more than the limit is refused; the limit itself is read and checked.
    const over = await cli(args, root, new Uint8Array(STDIN_LIMIT + 1).fill(0x20));
    expect(over.status).toBe(2);
    expect(over.stderr).toContain('more than 4194304 bytes');
    const at = await cli(args, root, new Uint8Array(STDIN_LIMIT).fill(0x20));
    expect(at.stderr).not.toContain('4194304');
    expect(JSON.parse(at.stdout).findings).toEqual([
      expect.objectContaining({ path: 'out/r.yaml', ruleId: 'file/too-large' }),
    ]);
  });
});
