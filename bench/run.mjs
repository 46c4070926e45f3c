// npm run bench: time and peak memory of a full check of generated corpora, next to the floor of
// only reading and parsing the same files, measured in the same run. Writes bench/results.md.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { generateCorpus } from './generate.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const HOOK = new URL('./rss-hook.mjs', import.meta.url).pathname;

function measure(args) {
  let best;
  for (let i = 0; i < REPEAT; i++) {
    const started = process.hrtime.bigint();
    const child = spawnSync(process.execPath, ['--import', HOOK, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const match = /@@bench (\{.*\})/.exec(child.stderr);
    if (!match) throw new Error(`measured process failed: ${child.stderr.slice(0, 2000)}`);
    const rssMb = JSON.parse(match[1]).maxRssKb / 1024;
    if (!best || seconds < best.seconds) best = { seconds, rssMb, stdout: child.stdout };
  }
  return best;
}

const rows = [];
for (const size of SIZES) {
  const dir = `bench/.corpus/n${size}`;
  const files = generateCorpus(dir, size);
  const floor = measure(['bench/parse-only.mjs', dir]);
  const full = measure(['dist/cli/index.js', 'check', dir, '--format', 'json', '--fail-on', 'never']);
  const report = JSON.parse(full.stdout);
  const withFindings = new Set(report.findings.map((f) => f.path)).size;
  rows.push({ name: 'read + parse only (yaml, JSON.parse)', files, ...floor, ratio: 1 });
  rows.push({ name: `handoff-gate check (${withFindings} files with findings)`, files, ...full, ratio: full.seconds / floor.seconds });
}

const header = '| tool / path | files | wall s | files/s | peak RSS MB | ratio |\n| --- | ---: | ---: | ---: | ---: | ---: |';
const lines = rows.map((r) => `| ${r.name} | ${r.files} | ${r.seconds.toFixed(2)} | ${Math.round(r.files / r.seconds)} | ${r.rssMb.toFixed(0)} | ${r.ratio.toFixed(2)}× |`);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const table = `${header}\n${lines.join('\n')}`;
const text = `# Benchmark\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}; best of ${REPEAT} runs each, wall time including process start. Reproduce with \`npm run build && npm run bench\` (\`BENCH_SIZES=1000,10000,50000\` for more sizes).\n\n${table}\n`;
writeFileSync('bench/results.md', text);
process.stdout.write(`${table}\n`);
