// The hostile cases (bench/hostile.mjs) checked by the CLI, each in a process of its own: wall
// time, CPU time, peak memory (the process's maxRSS, as /usr/bin/time -v reports it) and the
// findings that show which bound held. `node bench/bounds.mjs` after `npm run build` runs them
// alone; `npm run bench` adds them to bench/results.md.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { writeCorpus } from './generate.mjs';
import { hostileCases } from './hostile.mjs';

const HOOK = new URL('./rss-hook.mjs', import.meta.url).pathname;

/** The rule ids of a JSON report's findings, counted: which bounds a case passed. */
function ruleCounts(stdout) {
  const counts = new Map();
  for (const finding of JSON.parse(stdout).findings) counts.set(finding.ruleId, (counts.get(finding.ruleId) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([id, n]) => `${n} ${id}`)
    .join(', ');
}

/** Each hostile case, checked once by `cli`: its files, wall and CPU seconds, peak RSS in MB, and what it found. */
export function measureHostile({ cli = 'dist/cli/index.js', corpus = 'bench/.corpus' } = {}) {
  return Object.entries(hostileCases()).map(([name, files], i) => {
    const dir = `${corpus}/hostile-${i}`;
    writeCorpus(dir, files);
    const started = process.hrtime.bigint();
    const child = spawnSync(
      process.execPath,
      ['--import', HOOK, cli, 'check', dir, '--format', 'json', '--fail-on', 'never'],
      { encoding: 'utf8', maxBuffer: 1 << 30 },
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const match = /@@bench (\{.*\})/.exec(child.stderr);
    if (!match || child.status !== 0) throw new Error(`the check of ${name} failed: ${child.stderr.slice(0, 2000)}`);
    const stats = JSON.parse(match[1]);
    return {
      name,
      files: files.size - 1,
      seconds,
      cpuSeconds: stats.cpuSeconds,
      rssMb: stats.maxRssKb / 1024,
      found: ruleCounts(child.stdout),
      outputMb: child.stdout.length / 2 ** 20,
    };
  });
}

export function hostileTable(rows) {
  return [
    '| hostile case | files | wall s | CPU s | peak RSS MB | JSON report MB | findings |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.files} | ${r.seconds.toFixed(2)} | ${r.cpuSeconds.toFixed(2)} | ${r.rssMb.toFixed(0)} | ${r.outputMb.toFixed(2)} | ${r.found} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${hostileTable(measureHostile({ cli: process.env.BENCH_CLI ?? 'dist/cli/index.js' }))}\n`);
}
