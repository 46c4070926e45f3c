import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { variedCorpusFiles } from '../../bench/generate-varied.mjs';
import { REPO } from '../helpers/bundle.js';
import { FULL_RUNS } from '../helpers/runs.js';
import { cli, removeRepos, repo, type CliRun } from './in-process.js';

afterEach(removeRepos);

/**
 * `check --cache` gives the report a run without it gives, byte for byte, whatever changed since
 * the cache was written: a file, a file another file's rules read, the config, a suppression, the
 * cache file itself. Each step runs the check with the cache and without it on the same files and
 * compares the JSON reports, and the debug line says how many files the cache served, so that
 * equality is not reached by checking everything again.
 */

const SAMPLE = join(REPO, 'examples/pipeline');

/** How much of the varied corpus: in the quick loop about half the full run's. */
const VARIED = FULL_RUNS ? 150 : 80;

/** The sample repository (messages that reference each other, intents and tasks) and a slice of the varied corpus. */
function corpus(): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {};
  for (const [path, text] of variedCorpusFiles(VARIED, { findingRate: 0.5 })) files[path] = text;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[relative(SAMPLE, full)] = readFileSync(full);
    }
  };
  walk(SAMPLE);
  return files;
}

const JSON_ARGS = ['check', '--format', 'json', '--fail-on', 'never'];
const DEBUG = { env: { HANDOFF_GATE_DEBUG: '1' } };

/** How many files the cache served and how many were checked, from the debug line. */
function counts(run: CliRun): { recalled: number; checked: number } {
  const match = /cache: (\d+) files recalled, (\d+) checked/.exec(run.stderr);
  if (!match) throw new Error(`no cache line in: ${run.stderr}`);
  return { recalled: Number(match[1]), checked: Number(match[2]) };
}

/** The check with the cache and without it: the same report, and what the cache did. */
async function both(root: string, extra: string[] = []): Promise<{ cached: CliRun; fresh: CliRun }> {
  const fresh = await cli([...JSON_ARGS, ...extra], root);
  const cached = await cli([...JSON_ARGS, ...extra, '--cache'], root, '', DEBUG);
  expect(fresh.status, fresh.stderr).toBe(0);
  expect(cached.status, cached.stderr).toBe(0);
  expect(cached.stdout).toBe(fresh.stdout);
  return { cached, fresh };
}

const ruleIds = (run: CliRun): string[] =>
  (JSON.parse(run.stdout) as { findings: Array<{ ruleId: string; path: string }> }).findings.map(
    (f) => `${f.path} ${f.ruleId}`,
  );

const TASK = 'shared/tasks/frontend/20250303-004-task.md';
const INSTRUCTION = 'shared/instructions/pm/20250303-002-inst.md';

describe('check --cache: the warm report is the cold one', () => {
  it('holds through a cold run, a warm one, and changes to files, config and suppressions', async () => {
    const root = repo(corpus());
    const cold = await both(root);
    expect(counts(cold.cached).recalled).toBe(0);
    const total = counts(cold.cached).checked;
    expect(total).toBeGreaterThan(VARIED);
    // The corpus has findings that come from other files.
    expect(ruleIds(cold.fresh).some((f) => /reference-not-found|intent-not-found|dependency-not-found/.test(f))).toBe(
      true,
    );

    const warm = await both(root);
    expect(counts(warm.cached)).toEqual({ recalled: total, checked: 0 });

    // The instruction's id changes: the task that names it as its parent, unchanged itself, now
    // refers to nothing; its kept result, built on the old id, must not be served.
    const instruction = join(root, INSTRUCTION);
    writeFileSync(
      instruction,
      readFileSync(instruction, 'utf8').replace('id: 20250303-002-inst', 'id: 20250303-092-inst'),
    );
    const renamed = await both(root);
    expect(ruleIds(renamed.fresh)).toContain(`${TASK} message/reference-not-found`);
    expect(ruleIds(warm.fresh)).not.toContain(`${TASK} message/reference-not-found`);

    // A file no other file's rules read changes: only it is checked again.
    const response = Object.keys(corpus()).find(
      (path) => path.startsWith('outputs/.workflow/') && path.endsWith('.yaml'),
    )!;
    writeFileSync(join(root, response), 'status: bogus\n');
    const local = await both(root);
    expect(counts(local.cached)).toEqual({ recalled: total - 1, checked: 1 });
    expect(local.fresh.stdout).not.toBe(renamed.fresh.stdout);

    // An inline suppression is in the file's bytes.
    const task = join(root, TASK);
    writeFileSync(
      task,
      readFileSync(task, 'utf8').replace(
        'parent_id:',
        '# handoff-gate-disable-next-line message/reference-not-found -- the instruction is renumbered\nparent_id:',
      ),
    );
    const inline = await both(root);
    expect(ruleIds(inline.fresh)).not.toContain(`${TASK} message/reference-not-found`);

    // The suppressions file is applied after the check, to the kept results as to fresh ones.
    const written = await cli([...JSON_ARGS, '--suppress-all'], root);
    expect(written.status, written.stderr).toBe(0);
    const baseline = await both(root);
    expect(baseline.fresh.stdout).not.toBe(inline.fresh.stdout);
    expect(counts(baseline.cached).recalled).toBeGreaterThan(0);

    // The config changes a rule's level: every kept result was worked out under the old one.
    writeFileSync(join(root, '.github/handoff-gate.yml'), 'rules:\n  message/reference-not-found: warning\n');
    const configured = await both(root);
    expect(counts(configured.cached).recalled).toBe(0);
    expect(configured.fresh.stdout).not.toBe(baseline.fresh.stdout);
  });

  it('a new file is checked, and the files whose rules read the others are checked again', async () => {
    const root = repo(corpus());
    await both(root);
    writeFileSync(
      join(root, 'shared/instructions/pm/20250303-093-inst.md'),
      readFileSync(join(root, INSTRUCTION), 'utf8').replace('id: 20250303-002-inst', 'id: 20250303-093-inst'),
    );
    const added = await both(root);
    expect(counts(added.cached).checked).toBeGreaterThan(1);
  });
});

describe('a cache that is not to be trusted is set aside with one notice', () => {
  const cacheFile = (root: string) => join(root, '.handoff-gate-cache', 'check-results.v8');
  /** The file's header line with `contents` after it, and the SHA-256 of the two, as a writer that knew the format would seal it. */
  const resealed = (bytes: Buffer, contents: Buffer) => {
    const body = Buffer.concat([bytes.subarray(0, bytes.indexOf(0x0a) + 1), contents]);
    return Buffer.concat([body, createHash('sha256').update(body).digest()]);
  };

  it.each([
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length - 100), 'is corrupt'],
    [
      'one byte changed',
      (bytes: Buffer) => Buffer.concat([bytes.subarray(0, 200), Buffer.from([bytes[200]! ^ 1]), bytes.subarray(201)]),
      'is corrupt',
    ],
    [
      'its contents no serialized value, the digest made to match',
      (bytes: Buffer) => resealed(bytes, Buffer.from('not a serialized value')),
      'is corrupt',
    ],
    [
      'a value of another shape, the digest made to match',
      (bytes: Buffer) => resealed(bytes, serialize({ roots: ['a list, not a map'] })),
      'is corrupt',
    ],
    [
      'another version',
      (bytes: Buffer) =>
        Buffer.from(bytes.toString('latin1').replace(/^(handoff-gate result cache )\d+/, '$1999'), 'latin1'),
      'was written by another version of handoff-gate',
    ],
  ])('%s', async (_name, spoil, notice) => {
    const root = repo(corpus());
    await both(root);
    writeFileSync(cacheFile(root), spoil(readFileSync(cacheFile(root))));
    const spoilt = await both(root);
    expect(spoilt.cached.stderr.split(notice).length - 1).toBe(1);
    expect(spoilt.cached.stderr).toContain(
      `handoff-gate: the cache ${notice}; it was not used, and is written anew.\n`,
    );
    expect(counts(spoilt.cached).recalled).toBe(0);
    // Written anew: the next run is warm.
    const again = await both(root);
    expect(again.cached.stderr).not.toContain('the cache');
    expect(counts(again.cached).checked).toBe(0);
  });

  it("leaves a file that is no cache of its own as it is: another tool's, or one git tracks", async () => {
    const root = repo(corpus());
    const foreign = Buffer.from('{"eslint": "cache"}');
    mkdirSync(join(root, '.handoff-gate-cache'), { recursive: true });
    writeFileSync(cacheFile(root), foreign);
    const other = await both(root);
    expect(other.cached.stderr).toContain(
      'handoff-gate: the cache is not a handoff-gate cache; it was not used, and is left as it is: no cache is written.\n',
    );
    expect(counts(other.cached).recalled).toBe(0);
    expect(readFileSync(cacheFile(root))).toEqual(foreign);

    // A cache a commit holds is one a pull request could have written: never read, never written over.
    rmSync(cacheFile(root));
    await both(root);
    const written = readFileSync(cacheFile(root));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: root,
        stdio: 'ignore',
      });
    git('add', '-f', '.handoff-gate-cache/check-results.v8');
    git('commit', '-q', '-m', 'a cache in a commit');
    const tracked = await both(root);
    expect(tracked.cached.stderr).toContain('the cache is a file git tracks (a commit could have written it)');
    expect(counts(tracked.cached).recalled).toBe(0);
    expect(readFileSync(cacheFile(root))).toEqual(written);
  });

  it('is never read on a pull request event', async () => {
    const root = repo(corpus());
    await both(root);
    for (const event of ['pull_request', 'pull_request_target', 'issue_comment']) {
      const run = await cli([...JSON_ARGS, '--cache'], root, '', {
        env: { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: event, HANDOFF_GATE_DEBUG: '1' },
      });
      expect(run.stderr).toContain(`--cache is not used on a \`${event}\` event`);
      expect(run.stderr).not.toContain('files recalled');
      expect(run.stdout).toBe((await cli(JSON_ARGS, root)).stdout);
    }
    const push = await cli([...JSON_ARGS, '--cache'], root, '', {
      env: { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'push', HANDOFF_GATE_DEBUG: '1' },
    });
    expect(counts(push).checked).toBe(0);
  });
});

describe('--cache-location', () => {
  it('names the file, or a folder to keep it in', async () => {
    const root = repo(corpus());
    const file = await cli([...JSON_ARGS, '--cache', '--cache-location', 'my-cache.bin'], root);
    expect(file.status, file.stderr).toBe(0);
    expect(existsSync(join(root, 'my-cache.bin'))).toBe(true);
    const folder = await cli([...JSON_ARGS, '--cache', '--cache-location', 'tmp/caches/'], root);
    expect(folder.status, folder.stderr).toBe(0);
    expect(existsSync(join(root, 'tmp/caches/check-results.v8'))).toBe(true);
    // The default folder keeps itself out of git.
    await cli([...JSON_ARGS, '--cache'], root);
    expect(readFileSync(join(root, '.handoff-gate-cache/.gitignore'), 'utf8')).toBe('*\n');
  });

  it('a cache that cannot be written is said, and the run is as it would be without it', async () => {
    const root = repo({ ...corpus(), 'blocked/keep.txt': 'a file where the folder would go\n' });
    const plain = await cli(JSON_ARGS, root);
    // The folder the cache would go in is a file: it cannot be made.
    const run = await cli([...JSON_ARGS, '--cache', '--cache-location', 'blocked/keep.txt/cache.bin'], root);
    expect(run.status).toBe(plain.status);
    expect(run.stdout).toBe(plain.stdout);
    // The system's code for a folder that cannot be made there (EEXIST on Linux).
    expect(run.stderr).toMatch(
      /^handoff-gate: the cache could not be read; it was not used, and is written anew\.\nhandoff-gate: the cache could not be written \(E[A-Z]+\); the next run starts cold\.\n$/,
    );
    expect(readdirSync(join(root, 'blocked'))).toEqual(['keep.txt']);
  });

  it.each([
    [
      ['check', '--cache-location', 'x'],
      '--cache-location says where --cache keeps its file; add --cache, or leave it out.',
    ],
    [
      ['check', '--cache', '--fix'],
      '--cache is for a check of the files on the disk; leave it out with --stdin, --fix and --fix-dry-run.',
    ],
    [['inbox', '--cache'], '--cache is an option of `check`.'],
  ])('%j is a usage error', async (args, message) => {
    const run = await cli(args, repo({ 'a.txt': 'a' }));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`handoff-gate: ${message}\n`);
  });
});
