// How the benchmarks measure a run: each one a process of its own, under the hook that reports its
// CPU time and peak memory (bench/rss-hook.mjs), with the files it reads read just before it (the
// page cache warm), and several runs taking turns so that what the machine is doing weighs on all
// of them alike.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HOOK = fileURLToPath(new URL('./rss-hook.mjs', import.meta.url));

/** Read every file under `dir` once, so each measured run starts with the page cache warm. */
function warm(dir) {
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory()) stack.push(path);
      else readFileSync(path);
    }
  }
}

/** One run of `node <args>` after warming `dir`: its wall and CPU seconds, peak RSS, files opened, output. */
export function runOnce(args, env, dir) {
  warm(dir);
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', HOOK, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, ...env },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const match = /@@bench (\{.*\})/.exec(child.stderr);
  if (!match) throw new Error(`measured process failed (${args.join(' ')}): ${child.stderr.slice(0, 2000)}`);
  const stats = JSON.parse(match[1]);
  return {
    seconds,
    cpuSeconds: stats.cpuSeconds,
    rssMb: stats.maxRssKb / 1024,
    filesOpened: stats.filesOpened,
    stdout: child.stdout,
    stderr: child.stderr,
    status: child.status,
  };
}

/**
 * Run each of `runs` ({ args, env }) `repeat` times, taking turns: each one's fastest wall time,
 * with that run's CPU time, peak RSS and output. The files under `dir` are read before each run.
 */
export function measure(dir, repeat, ...runs) {
  const best = runs.map(() => undefined);
  for (let i = 0; i < repeat; i++) {
    runs.forEach(({ args, env = {} }, k) => {
      const run = runOnce(args, env, dir);
      if (!best[k] || run.seconds < best[k].seconds) best[k] = run;
    });
  }
  return best;
}

/** ajv-cli, the schema-only validator the benchmark compares with. */
export const AJV = fileURLToPath(new URL('../node_modules/ajv-cli/dist/index.js', import.meta.url));

/**
 * The check's own count from the text report's summary (its last line but the fix hint):
 * `in 92 of 1000 files` gives `[92, 1000]`; undefined when there is none.
 */
export function filesCounted(stdout) {
  const summary = stdout.split('\n').find((line) => / in \d+ of \d+ files?\b/.test(line));
  const match = summary && / in (\d+) of (\d+) files?\b/.exec(summary);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * Puts `table` in bench/results.md between `<!-- name:start -->` and `<!-- name:end -->`, or at
 * its end with the marks when they are not there yet: a script that measures one part of the
 * benchmark renews its table alone.
 */
export function putTable(name, table) {
  const path = new URL('./results.md', import.meta.url);
  const [START, END] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  writeFileSync(
    path,
    start === -1 || end === -1
      ? `${text}\n${START}\n${table}\n${END}\n`
      : `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`,
  );
}
