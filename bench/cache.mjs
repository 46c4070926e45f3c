// Warm against cold, and one thread against two, measured in the same run: on the varied corpora,
// each round runs, taking turns, a cold check (no cache), `--cache` with no cache file (a cold
// run that writes one), `--cache` again (warm: nothing changed) and, from 2,000 files, `--jobs 2`.
// Each run is a process of its own with the corpus read just before it (the page cache warm).
// The ratios are taken within a round, then the best and worst round are given: on a machine
// other work shares, what one round suffers weighs on its runs alike. The warm report must be the
// cold one, byte for byte, or the script fails. `node bench/cache.mjs` prints the tables;
// bench/run.mjs adds them to bench/results.md.
import { existsSync, rmSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { writeCorpus } from './generate.mjs';
import { runOnce } from './measure.mjs';
import { handoffPaths, variedCorpusFiles } from './generate-varied.mjs';

/** From `HANDOFF_GATE_DEBUG`'s line for a shared root: workers, files each, busy ms each, the pool's wall. */
function poolStats(stderr) {
  const m =
    /(\d+) files on (\d+) workers: ([\d, ]+) \(the main thread (\d+) while they started; busy ([\d, ]+) ms of (\d+) ms/.exec(
      stderr,
    );
  if (!m) return undefined;
  const list = (s) => s.split(',').map((x) => Number(x.trim()));
  return {
    files: Number(m[1]),
    perWorker: list(m[3]),
    meanwhile: Number(m[4]),
    busyMs: list(m[5]),
    wallMs: Number(m[6]),
  };
}

/** The check phase of a one-thread run, from `HANDOFF_GATE_DEBUG`: `N files on the main thread (X ms)`. */
const mainThreadMs = (stderr) => Number(/files on the main thread \((\d+) ms\)/.exec(stderr)?.[1] ?? NaN);

/**
 * Measure cold, cold with `--cache`, warm and (from 2,000 files) `--jobs 2` on the varied corpora
 * of each size, `repeat` rounds. Returns one entry per corpus.
 */
export function measureCache({
  cli = 'dist/cli/index.js',
  corpus = 'bench/.corpus',
  sizes = [1000, 10000],
  repeat = 3,
} = {}) {
  const results = [];
  for (const size of sizes) {
    for (const findingRate of [0.1, 0.5]) {
      const dir = `${corpus}/varied-${findingRate * 100}-${size}`;
      const files = variedCorpusFiles(size, { findingRate });
      if (!existsSync(dir)) writeCorpus(dir, files);
      const count = handoffPaths(files).length;
      const cacheFile = `${corpus}/cache-varied-${findingRate * 100}-${size}.v8`;
      const base = [cli, 'check', dir, '--fail-on', 'never', '--jobs', '1'];
      const debug = { HANDOFF_GATE_DEBUG: '1' };
      const kinds = {
        cold: { args: base, env: debug },
        coldCache: {
          args: [...base, '--cache', '--cache-location', cacheFile],
          env: debug,
          before: () => rmSync(cacheFile, { force: true }),
        },
        warm: { args: [...base, '--cache', '--cache-location', cacheFile], env: debug },
        ...(size >= 2000 && {
          jobs2: { args: [cli, 'check', dir, '--fail-on', 'never', '--jobs', '2'], env: debug },
        }),
      };
      const rounds = [];
      for (let i = 0; i < repeat; i++) {
        const round = {};
        for (const [name, { args, env, before }] of Object.entries(kinds)) {
          before?.();
          round[name] = runOnce(args, env, dir);
        }
        if (round.warm.stdout !== round.cold.stdout || round.coldCache.stdout !== round.cold.stdout)
          throw new Error(`${dir}: the report with --cache is not the report without it`);
        if (!/cache: \d+ files recalled, 0 checked/.test(round.warm.stderr))
          throw new Error(`${dir}: the warm run checked files again: ${round.warm.stderr.slice(0, 500)}`);
        rounds.push(round);
      }
      const best = (name) => rounds.map((r) => r[name]).reduce((a, b) => (b.seconds < a.seconds ? b : a));
      const ratios = (name, key) => rounds.map((r) => r[name][key] / r.cold[key]);
      results.push({
        label: `varied, ${findingRate * 100}% with findings`,
        files: count,
        cacheMb: (statSync(cacheFile).size / 2 ** 20).toFixed(1),
        best: Object.fromEntries(Object.keys(kinds).map((name) => [name, best(name)])),
        warmWall: ratios('warm', 'seconds'),
        warmCpu: ratios('warm', 'cpuSeconds'),
        coldCacheWall: ratios('coldCache', 'seconds'),
        ...(kinds.jobs2 && {
          jobsWall: ratios('jobs2', 'seconds'),
          pools: rounds.map((r) => ({
            one: mainThreadMs(r.cold.stderr),
            wall: r.cold.seconds,
            pool: poolStats(r.jobs2.stderr),
            wall2: r.jobs2.seconds,
          })),
        }),
      });
    }
  }
  return results;
}

const range = (list) => {
  const lo = Math.min(...list);
  const hi = Math.max(...list);
  return lo.toFixed(2) === hi.toFixed(2) ? `${lo.toFixed(2)}×` : `${lo.toFixed(2)}–${hi.toFixed(2)}×`;
};

/** The warm-against-cold table: best of the rounds, and each round's ratio to its own cold run. */
export function cacheTable(results) {
  const lines = [
    '| corpus | files | cold: wall s / CPU s | `--cache`, no cache file: wall s | warm `--cache`: wall s / CPU s | warm / cold, wall (each round) | warm / cold, CPU (each round) | cache file MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const { cold, coldCache, warm } = r.best;
    lines.push(
      `| ${r.label} | ${r.files} | ${cold.seconds.toFixed(2)} / ${cold.cpuSeconds.toFixed(2)} | ${coldCache.seconds.toFixed(2)} (${range(r.coldCacheWall)}) | ${warm.seconds.toFixed(2)} / ${warm.cpuSeconds.toFixed(2)} | ${range(r.warmWall)} | ${range(r.warmCpu)} | ${r.cacheMb ?? ''} |`,
    );
  }
  return lines.join('\n');
}

/**
 * One thread against two on this machine, and the model of a machine with more cores: each round's
 * one-thread check phase gives a file's cost on the main thread (c1), the two workers' busy time
 * and files a file's cost in a worker (cw, first files cold included), and the pool's wall less
 * its busiest worker the start-up of a worker (s). With k workers on k free cores, the check
 * phase takes about s + N·cw / k, against N·c1 on one thread.
 */
export function jobsTable(results) {
  const lines = [
    '| corpus | files | `--jobs 2` / `--jobs 1`, wall (each round) | c1 ms/file | cw ms/file | worker start s ms | modelled check phase, k = 1 / 2 / 3 / 4 workers, ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    if (!r.pools) continue;
    const model = r.pools
      .filter((p) => p.pool && Number.isFinite(p.one))
      .map((p) => {
        const c1 = p.one / p.pool.files;
        const workerFiles = p.pool.perWorker.reduce((a, b) => a + b, 0);
        const cw = p.pool.busyMs.reduce((a, b) => a + b, 0) / workerFiles;
        const s = Math.max(0, p.pool.wallMs - Math.max(...p.pool.busyMs));
        return { c1, cw, s, n: p.pool.files };
      });
    if (!model.length) continue;
    const mean = (key) => model.reduce((a, m) => a + m[key], 0) / model.length;
    const c1 = mean('c1');
    const cw = mean('cw');
    const s = mean('s');
    const n = model[0].n;
    const phases = [1, 2, 3, 4].map((k) => Math.round(s + (n * cw) / k));
    lines.push(
      `| ${r.label} | ${r.files} | ${range(r.jobsWall)} | ${c1.toFixed(3)} | ${cw.toFixed(3)} | ${Math.round(s)} | one thread ${Math.round(n * c1)}; workers ${phases.join(' / ')} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
  const repeat = Number(process.env.BENCH_REPEAT ?? 3);
  const results = measureCache({ cli: process.env.BENCH_CLI ?? 'dist/cli/index.js', sizes, repeat });
  process.stdout.write(`${cacheTable(results)}\n\n${jobsTable(results)}\n`);
}
