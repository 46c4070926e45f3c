// Loaded with --import into a measured process: reports its peak memory and the CPU time it
// used (user + system, all threads: the work done, which wall time on a busy machine hides) on
// exit, and, when
// BENCH_COUNT_ROOT is set, how many distinct files under that folder it opened (the handoff files
// a check read; `.github/` config files left out).
import fs, { writeSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';

const root = process.env.BENCH_COUNT_ROOT ? resolve(process.env.BENCH_COUNT_ROOT) + sep : undefined;
const opened = new Set();
if (root) {
  for (const name of ['openSync', 'readFileSync']) {
    const original = fs[name];
    fs[name] = function counted(path, ...rest) {
      if (typeof path === 'string') {
        const full = resolve(path);
        if (full.startsWith(root) && !full.slice(root.length).startsWith(`.github${sep}`)) opened.add(full);
      }
      return original.call(this, path, ...rest);
    };
  }
  syncBuiltinESMExports();
}

process.on('exit', () => {
  const usage = process.resourceUsage();
  const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  writeSync(
    2,
    `\n@@bench ${JSON.stringify({ maxRssKb: usage.maxRSS, cpuSeconds, ...(root && { filesOpened: opened.size }) })}\n`,
  );
});
