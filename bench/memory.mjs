// Peak memory by the number of files a full scan checks, and the action's warm sync against its
// cold one. Kept out of `npm run bench` and `npm test`: the large sizes take minutes and gigabytes
// of disk, so they are run once, by hand, late.
//
// 1. Memory: `check --format json` (the larger report) over the varied corpora, 10% of files with
//    findings (all five formats) and the SubAgent Responses with 50%, at each size of
//    BENCH_MEMORY_SIZES (default 1000,10000,50000; add 200000 by hand), once each, peak RSS from
//    the process's own resource usage (bench/rss-hook.mjs). With BENCH_BEFORE naming an earlier
//    bundle of the CLI, that bundle runs too and its report must be the check's, byte for byte.
// 2. The action: the sample repository (examples/pipeline) grown with tasks to BENCH_ACTION_FILES
//    files (default 10,000), committed, synced on `schedule` twice with `cache-path` as a dry run
//    with no token (nothing sent): the cold run, then the warm one with the folder the cold one
//    left. Its work is the files it checked (read, parsed, judged) against those it recalled; the
//    two JSON reports must be the same bytes.
//
// `node bench/memory.mjs` prints both tables and puts them in bench/results.md. BENCH_CORPUS names
// the folder the corpora are written in (default bench/.corpus); a corpus already there is used.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './generate.mjs';
import { variedCorpusFiles, variedSubagentResponseFiles } from './generate-varied.mjs';
import { putTable, runOnce } from './measure.mjs';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const CLI = process.env.BENCH_CLI ?? 'dist/cli/index.js';
const BEFORE = process.env.BENCH_BEFORE;
const ACTION = process.env.BENCH_ACTION ?? 'dist/index.js';
const CORPUS = process.env.BENCH_CORPUS ?? 'bench/.corpus';
const SIZES = (process.env.BENCH_MEMORY_SIZES ?? '1000,10000,50000').split(',').map(Number);
const ACTION_FILES = Number(process.env.BENCH_ACTION_FILES ?? 10000);

const CORPORA = [
  { name: 'varied-10', label: 'varied, all five formats, 10% with findings', files: variedCorpusFiles, rate: 0.1 },
  {
    name: 'varied-subagent-responses-50',
    label: 'varied SubAgent Responses, 50% with findings',
    files: variedSubagentResponseFiles,
    rate: 0.5,
  },
];

/** The corpus's folder, written unless it is there already (a large one takes minutes to write). */
function corpus({ name, files, rate }, size) {
  const dir = `${CORPUS}/${name}-${size}`;
  if (!existsSync(dir)) writeCorpus(dir, files(size, { findingRate: rate }));
  return dir;
}

const mb = (n) => n.toFixed(0);

function measureMemory() {
  const rows = [];
  for (const size of SIZES)
    for (const spec of CORPORA) {
      const dir = corpus(spec, size);
      const args = (cli) => [cli, 'check', dir, '--fail-on', 'never', '--format', 'json'];
      const after = runOnce(args(CLI), {}, dir);
      const before = BEFORE ? runOnce(args(BEFORE), {}, dir) : undefined;
      if (before && before.stdout !== after.stdout)
        throw new Error(`${dir}: the report differs from the earlier bundle's`);
      const row = {
        label: spec.label,
        size,
        reportMb: Buffer.byteLength(after.stdout) / 2 ** 20,
        after,
        before,
      };
      console.log(
        JSON.stringify({
          ...row,
          after: { rssMb: after.rssMb, cpu: after.cpuSeconds },
          before: before && { rssMb: before.rssMb, cpu: before.cpuSeconds },
        }),
      );
      rows.push(row);
    }
  return rows;
}

function memoryTable(rows) {
  return [
    '| corpus | files | JSON report MB | peak RSS MB, before | peak RSS MB | CPU s, before | CPU s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.size} | ${mb(r.reportMb)} | ${r.before ? mb(r.before.rssMb) : '–'} | ${mb(r.after.rssMb)} | ${r.before ? r.before.cpuSeconds.toFixed(2) : '–'} | ${r.after.cpuSeconds.toFixed(2)} |`,
    ),
  ].join('\n');
}

/** A task of the sample's intent, done: one more file for a full scan to check, and no inbox item. */
const task = (i) => `intent_id: login-audit-log
title: "Write auth event ${i} to the audit log"
plan: |
  Call auditLog.write() for event ${i}.
relevant_files:
  - src/auth/login.ts
implementation_steps:
  - "Write the event"
complexity: low
depends_on: []
status: done
`;

function countFiles(dir) {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.name !== '.git') n += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1;
  return n;
}

/** The sample grown to `total` files, committed: what the action's checkout holds. */
function grownSample(dir, total) {
  cpSync(join(REPO, 'examples', 'pipeline'), dir, { recursive: true });
  const more = total - countFiles(dir);
  for (let i = 0; i < more; i++) {
    const folder = join(dir, '.forge', 'tasks', `grown-${Math.floor(i / 100)}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `step-${i}.yaml`), task(i));
  }
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'grown');
  return git('rev-parse', 'HEAD');
}

/** One scheduled sync of `workspace` as a dry run with no token, the cache in `cache-path`. */
function sync(workspace, sha, temp) {
  mkdirSync(temp, { recursive: true });
  const event = join(temp, 'event.json');
  writeFileSync(event, JSON.stringify({ schedule: '17 3 * * *' }));
  writeFileSync(join(temp, 'output'), '');
  writeFileSync(join(temp, 'summary.md'), '');
  const run = runOnce(
    [ACTION],
    {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: 'example/pipeline',
      GITHUB_SHA: sha,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_OUTPUT: join(temp, 'output'),
      GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
      RUNNER_TEMP: temp,
      'INPUT_GITHUB-TOKEN': '',
      'INPUT_DRY-RUN': 'true',
      'INPUT_FAIL-ON': 'never',
      'INPUT_CACHE-PATH': '.handoff-gate-cache',
    },
    workspace,
  );
  const match = /result cache: (\d+) files recalled, (\d+) checked/.exec(run.stdout);
  if (!match)
    throw new Error(`no cache line in the action's log:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-2000)}`);
  return {
    ...run,
    recalled: Number(match[1]),
    checked: Number(match[2]),
    report: readFileSync(join(temp, 'handoff-gate-report.json')),
  };
}

function measureActionCache() {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-gate-bench-sync-'));
  const workspace = join(dir, 'repository');
  mkdirSync(workspace);
  const sha = grownSample(workspace, ACTION_FILES);
  const cold = sync(workspace, sha, join(dir, 'cold'));
  const warm = sync(workspace, sha, join(dir, 'warm'));
  if (!cold.report.equals(warm.report)) throw new Error('the warm sync reported other bytes than the cold one');
  const cache = join(workspace, '.handoff-gate-cache', 'check-results.v8');
  return { files: countFiles(workspace), cold, warm, cacheMb: statSync(cache).size / 2 ** 20 };
}

function actionTable({ files, cold, warm, cacheMb }) {
  return [
    '| repository | files | cold: files checked / recalled, CPU s, wall s | warm: files checked / recalled, CPU s, wall s | warm / cold, files checked | warm / cold, CPU | cache file MB |',
    '| --- | ---: | --- | --- | ---: | ---: | ---: |',
    `| the sample grown with tasks | ${files} | ${cold.checked} / ${cold.recalled}, ${cold.cpuSeconds.toFixed(2)}, ${cold.seconds.toFixed(2)} | ${warm.checked} / ${warm.recalled}, ${warm.cpuSeconds.toFixed(2)}, ${warm.seconds.toFixed(2)} | ${(warm.checked / cold.checked).toFixed(2)}× | ${(warm.cpuSeconds / cold.cpuSeconds).toFixed(2)}× | ${cacheMb.toFixed(1)} |`,
  ].join('\n');
}

if (process.env.BENCH_PART !== 'action') {
  const table = memoryTable(measureMemory());
  console.log(table);
  putTable('memory', table);
}
if (process.env.BENCH_PART !== 'memory') {
  const table = actionTable(measureActionCache());
  console.log(table);
  putTable('action-cache', table);
}
