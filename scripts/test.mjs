// `npm test`: the checks that need no test run (lint, format, unused code, commit messages), the
// type check, and the build then the suite with its coverage held to the floor in
// vitest.config.ts, all at once: on two cores the suite alone leaves room for the others, and
// one after another they took a minute more. The checks print their output once each ends, with
// its time, so that it does not interleave with the suite's; the run fails if any step failed.
// Extra arguments go to vitest (a file, `-t name`), which then runs without coverage.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// `npm run lint`'s steps, as package.json lists them.
const lint = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.lint.split(' && ')
  .map((line) => {
    // Read as plain words: a quoted argument there would need a shell, which these steps do not use.
    if (/["'\\]/.test(line))
      throw new Error(`npm run lint: "${line}" is not plain words; scripts/test.mjs cannot split it`);
    const [command, ...args] = line.split(' ');
    return [command, args];
  });

// A part of the suite (a file, `-t name`) runs without the coverage floor, which is the whole suite's.
const part = process.argv.slice(2);
const LANES = [
  lint.map((command) => ({ command })),
  [{ command: ['npm', ['run', '--silent', 'typecheck']] }],
  [
    // The committed dist/ is used as it is when its sources have not changed since it was built.
    { command: ['node', ['scripts/build.mjs', '--if-changed']] },
    { command: ['vitest', ['run', ...(part.length ? part : ['--coverage'])]], live: true },
  ],
];

/** Runs a command to its end; resolves to its status, having printed its output (in one piece unless `live`). */
function step({ command: [command, args], live }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const out = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => {
      out.push(Buffer.from(`${error.message}\n`));
      resolve({ name: command, status: 1 });
    });
    child.on('close', (status, signal) => {
      process.stdout.write(Buffer.concat(out));
      const name = [command, ...args].join(' ');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${status === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
      resolve({ name, status: status ?? (signal ? 1 : 0) });
    });
  });
}

/** A lane's steps one after another, stopping at the first that fails. */
async function lane(steps) {
  for (const each of steps) {
    const result = await step(each);
    if (result.status !== 0) return [result];
  }
  return [];
}

const failed = (await Promise.all(LANES.map(lane))).flat();
if (failed.length) {
  console.log(`\nnpm test failed: ${failed.map((result) => result.name).join('; ')}`);
  process.exitCode = 1;
}
