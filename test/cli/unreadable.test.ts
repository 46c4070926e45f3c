/**
 * What the check may not read is a finding, never a silence. The bundled CLI runs as a user the
 * system refuses: as root (which every permission lets through) it is started as `nobody` with
 * setpriv; as anyone else, as that user. A file closed to it, named or on a format's path, and a
 * folder it cannot open are errors with the OS reason; references into them say "could not be
 * read", not "does not exist"; the run fails.
 *
 * `nobody` may not be able to reach the clone (a folder only its owner may enter, such as
 * `/root` or a `mktemp -d`): the bundle is copied to a folder everyone may read, and the test
 * first checks that `nobody` can start it there, else skips saying why.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, REPO } from '../helpers/bundle.js';

const isRoot = process.getuid?.() === 0;
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
const AS_NOBODY = SETPRIV === undefined ? [] : [SETPRIV, '--reuid=65534', '--regid=65534', '--clear-groups'];

const made: string[] = [];
afterAll(() => {
  for (const dir of made) {
    chmodRecursively(dir);
    rmSync(dir, { recursive: true, force: true });
  }
});

function chmodRecursively(dir: string): void {
  for (const sub of ['', '.forge', '.forge/intents', 'locked', '.work'])
    if (existsSync(join(dir, sub))) chmodSync(join(dir, sub), 0o755);
}

/** A fresh folder everyone may enter and read. */
function openFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  chmodSync(dir, 0o755);
  return dir;
}

/** The CLI bundle where the refused user can reach it: as root, a copy in a folder everyone may read. */
function reachableCli(): string {
  if (!isRoot) return CLI;
  const dir = openFolder('hg-unreadable-cli-');
  cpSync(join(REPO, 'dist/package.json'), join(dir, 'package.json'));
  cpSync(join(REPO, 'dist/cli'), join(dir, 'cli'), { recursive: true });
  for (const sub of ['', 'cli']) chmodSync(join(dir, sub), 0o755);
  return join(dir, 'cli/index.js');
}

const cli = reachableCli();
const command = isRoot ? [...AS_NOBODY, process.execPath, cli] : [process.execPath, cli];

/** Why the test cannot make the system refuse a read here, or undefined when it can. */
function whyNotRefusable(): string | undefined {
  if (isRoot && SETPRIV === undefined) return 'running as root without setpriv: no user to refuse';
  const probe = spawnSync(command[0]!, [...command.slice(1), '--version'], { encoding: 'utf8', cwd: tmpdir() });
  if (probe.status !== 0)
    return `the user the check would run as cannot start ${process.execPath} on the CLI bundle (${(probe.stderr || String(probe.error)).trim().split('\n')[0]})`;
  return undefined;
}
const skipReason = whyNotRefusable();

/** A folder outside any repository (git would refuse another user's repository), readable by everyone but what `close` names. */
function workspace(files: Record<string, string>): string {
  const dir = openFolder('hg-unreadable-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, path), text, { mode: 0o644 });
  }
  return dir;
}

function checkAs(dir: string, ...args: string[]) {
  const child = spawnSync(command[0]!, [...command.slice(1), 'check', ...args, '--format', 'json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir() },
  });
  const report = JSON.parse(child.stdout) as {
    findings: Array<{ path: string; ruleId: string; severity: string; message: string }>;
  };
  return { status: child.status, findings: report.findings };
}

const INTENT =
  'title: Fix login\nbody: Check the e-mail format.\ntype: fix\nsource: human\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\n';
const ENVELOPE =
  'kind: result\nagent_id: builder\nstatus: ok\nnext: done\nartifacts:\n  - type: code\n    path: locked/out.txt\n';

describe('what the check may not read', () => {
  it('a file named on the command line that may not be read is an error, and the run fails', (ctx) => {
    ctx.skip(skipReason !== undefined, skipReason);
    const dir = workspace({ '.forge/intents/a.yaml': INTENT });
    chmodSync(join(dir, '.forge/intents/a.yaml'), 0o000);
    const run = checkAs(dir, '.forge/intents/a.yaml');
    expect(run.status).toBe(1);
    expect(run.findings).toEqual([
      expect.objectContaining({
        path: '.forge/intents/a.yaml',
        ruleId: 'file/unreadable',
        severity: 'error',
        message:
          'This file could not be read (EACCES: permission denied); it was not checked. Make it readable to the user the check runs as.',
      }),
    ]);
  });

  it("a folder on a format's path that may not be opened is an error; a reference into a closed folder could not be read", (ctx) => {
    ctx.skip(skipReason !== undefined, skipReason);
    const dir = workspace({
      '.forge/intents/a.yaml': INTENT,
      '.work/result.yaml': ENVELOPE,
      'locked/out.txt': 'x\n',
      'other/b.yaml': `${INTENT}parent: a\n`,
    });
    chmodSync(join(dir, '.forge/intents'), 0o000);
    chmodSync(join(dir, 'locked'), 0o000);
    const run = checkAs(dir, '.');
    expect(run.status).toBe(1);
    const byPath = Object.fromEntries(
      run.findings.filter((f) => f.ruleId === 'file/unreadable').map((f) => [f.path, f.severity]),
    );
    expect(byPath).toEqual({ '.forge/intents': 'error', locked: 'error' });
    const artifact = run.findings.find((f) => f.ruleId === 'envelope/artifact-missing')!;
    expect(artifact.message).toBe(
      'Artifact `locked/out.txt` could not be read (EACCES: permission denied): the system would not let the check see it. Make it readable to the user the check runs as.',
    );
  });
});
