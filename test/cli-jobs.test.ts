/**
 * `--jobs`: a large check shared between worker threads gives the report one thread gives, byte
 * for byte, in every output format; a small one starts no worker. Runs the CLI bundle (`npm run
 * build` first) on corpora of 800 files, shared from 400 (`HANDOFF_GATE_PARALLEL_FROM`) rather
 * than from `PARALLEL_FROM`, which would take larger corpora.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFiles } from '../bench/generate.mjs';
import { variedCorpusFiles } from '../bench/generate-varied.mjs';
import { PARALLEL_FROM } from '../src/project/run-check.js';
import { CLI, runCli } from './helpers/bundle.js';
import { FULL_RUNS } from './helpers/runs.js';
import { WILD } from './helpers/wild.js';

const dir = mkdtempSync(join(tmpdir(), 'hg-jobs-'));
// Thousands of files: removing them outlasts the default hook timeout on a busy machine.
afterAll(() => rmSync(dir, { recursive: true, force: true }), 120_000);

/** The corpora's size: 800 files in the full run, 500 in the quick loop (shared from 400 either way). */
const SIZE = FULL_RUNS ? 800 : 500;
/** The size from which these tests' checks are shared, and the switch that prints how. */
const SHARED_FROM = 400;
const ENV = { HANDOFF_GATE_DEBUG: '1', HANDOFF_GATE_PARALLEL_FROM: String(SHARED_FROM) };

function write(name: string, files: Map<string, string>): string {
  const root = join(dir, name);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The wild files, copied into as many folders as it takes: their duplicate ids then span the workers' shares. */
function wildCopies(): string {
  const root = join(dir, 'wild');
  const perCopy = Number(execFileSync('find', [WILD, '-type', 'f'], { encoding: 'utf8' }).trim().split('\n').length);
  for (let i = 0; i * perCopy < SIZE; i++)
    cpSync(WILD, join(root, `copy-${String(i).padStart(2, '0')}`), { recursive: true });
  return root;
}

/** The mixed corpus in a git repository, one file in seven changed since the commit: `--base` has something to compare. */
function mixedWithBase(): string {
  const files = corpusFiles(SIZE) as Map<string, string>;
  const root = write('mixed', files);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
      cwd: root,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  let n = 0;
  for (const [path, text] of files) {
    if (n++ % 7 !== 0 || !/\.(ya?ml|json)$/.test(path)) continue;
    writeFileSync(
      join(root, path),
      text.replace(/\bstatus: \w+/, 'status: done').replace(/"iteration": \d+/, '"iteration": 0'),
    );
  }
  return root;
}

const corpora: Array<[string, () => string]> = [
  ['the wild files', wildCopies],
  ['the mixed corpus', mixedWithBase],
  [
    'the varied corpus, a tenth with findings',
    () => write('varied-10', variedCorpusFiles(SIZE, { findingRate: 0.1 }) as Map<string, string>),
  ],
  [
    'the varied corpus, half with findings',
    () => write('varied-50', variedCorpusFiles(SIZE, { findingRate: 0.5 }) as Map<string, string>),
  ],
];

/** How the check was shared, from the CLI's debug line: the workers' counts of files, or none on the main thread. */
function sharing(stderr: string): { files: number; perWorker: number[]; meanwhile: number } {
  const line =
    /^handoff-gate debug: \S+: (\d+) files on (?:the main thread|(\d+) workers: ([\d, ]+) \(the main thread (\d+) while)/m.exec(
      stderr,
    );
  expect(line, stderr).not.toBeNull();
  return {
    files: Number(line![1]),
    perWorker: line![3] ? line![3].split(', ').map(Number) : [],
    meanwhile: Number(line![4] ?? 0),
  };
}

describe.each(corpora)('%s: --jobs 1, 2 and 3 give the same report', (_name, make) => {
  const root = make();

  // JSON in every run (it is shared by 2 and by 3 workers); text and SARIF in the full run.
  it.each(['json', 'text', 'sarif'].filter((format) => format === 'json' || FULL_RUNS))('--format %s', (format) => {
    const base = _name === 'the mixed corpus' ? ['--base', 'HEAD'] : [];
    const run = (jobs: string) =>
      runCli(['check', '.', '--format', format, '--fail-on', 'never', '--jobs', jobs, ...base], {
        cwd: root,
        env: ENV,
      });
    const one = run('1');
    expect(one.status, one.stderr).toBe(0);
    expect(sharing(one.stderr).perWorker).toEqual([]);
    expect(one.stdout.length).toBeGreaterThan(1000);
    // Three workers in the full run; the quick loop shares between two.
    for (const jobs of format === 'json' && FULL_RUNS ? ['2', '3'] : ['2']) {
      const many = run(jobs);
      expect(many.status, many.stderr).toBe(0);
      const shared = sharing(many.stderr);
      expect(shared.files).toBeGreaterThanOrEqual(SHARED_FROM);
      expect(shared.perWorker).toHaveLength(Number(jobs));
      expect(many.stdout === one.stdout, `--jobs ${jobs} differs from --jobs 1`).toBe(true);
    }
    if (format === 'json') {
      const report = JSON.parse(one.stdout);
      expect(report.findings.length).toBeGreaterThan(0);
      if (base.length)
        expect(report.findings.some((f: { ruleId: string }) => /status-transition|iteration/.test(f.ruleId))).toBe(
          true,
        );
    }
  });
});

describe('how the work is shared', () => {
  const root = write('shared', corpusFiles(SIZE) as Map<string, string>);

  it('--jobs 2 on a large scan: two workers each check a part of the files, all of them between them and the main thread while they start', () => {
    const run = runCli(['check', '.', '--format', 'json', '--fail-on', 'never', '--jobs', '2'], {
      cwd: root,
      env: ENV,
    });
    const { files, perWorker, meanwhile } = sharing(run.stderr);
    expect(perWorker).toHaveLength(2);
    for (const count of perWorker) expect(count).toBeGreaterThan(0);
    expect(perWorker[0]! + perWorker[1]! + meanwhile).toBe(files);
  });

  it('no more workers than have half that many files each', () => {
    const run = runCli(['check', '.', '--format', 'json', '--fail-on', 'never', '--jobs', '16'], {
      cwd: root,
      env: ENV,
    });
    const { files, perWorker } = sharing(run.stderr);
    expect(perWorker).toHaveLength(Math.floor(files / (SHARED_FROM / 2)));
  });

  it('below PARALLEL_FROM files, a check stays on the main thread, whatever --jobs says', () => {
    expect(SIZE).toBeLessThan(PARALLEL_FROM);
    const run = runCli(['check', '.', '--format', 'json', '--fail-on', 'never', '--jobs', '4'], {
      cwd: root,
      env: { HANDOFF_GATE_DEBUG: '1' },
    });
    expect(sharing(run.stderr).perWorker).toEqual([]);
  });

  it('a few files stay on the main thread, whatever --jobs says', () => {
    const some = [...(corpusFiles(SIZE) as Map<string, string>).keys()]
      .filter((p) => /\.(ya?ml|json|md)$/.test(p))
      .slice(0, 20);
    const run = runCli(['check', ...some, '--format', 'json', '--fail-on', 'never', '--jobs', '4'], {
      cwd: root,
      env: ENV,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(sharing(run.stderr)).toEqual({ files: some.length, perWorker: [], meanwhile: 0 });
  });

  it('without the debug switch, stderr says nothing of it', () => {
    const run = runCli(['check', '.', '--format', 'json', '--fail-on', 'never', '--jobs', '2'], {
      cwd: root,
      env: { HANDOFF_GATE_PARALLEL_FROM: String(SHARED_FROM) },
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).files.length).toBeGreaterThan(SHARED_FROM);
  });

  it('the bundle runs its workers from wherever it is copied', () => {
    const copy = join(dir, 'elsewhere', 'cli');
    cpSync(dirname(CLI), copy, { recursive: true });
    const args = ['check', '.', '--format', 'json', '--fail-on', 'never', '--jobs', '2'];
    const moved = spawnSync(process.execPath, [join(copy, 'index.js'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...ENV },
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    expect(sharing(moved.stderr).perWorker).toHaveLength(2);
    // The same report, but for the rule pages' links: a copy without the package's docs/ beside it links none.
    const withoutLinks = (json: string) =>
      JSON.stringify(JSON.parse(json), (key, value) => (key === 'docs' ? undefined : value));
    const here = runCli([...args.slice(0, -1), '1'], { cwd: root }).stdout;
    expect(withoutLinks(moved.stdout) === withoutLinks(here)).toBe(true);
    expect(moved.stdout).not.toContain('file://');
  });
});
