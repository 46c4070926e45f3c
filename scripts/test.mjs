// `npm test`: the checks that need no test run (lint, format, unused code, commit messages) beside
// the type check and the build, two lanes at once; then the suite, with its coverage held to the
// floor in vitest.config.ts. The lanes print each step's output once it ends, with its time, so
// that the two do not interleave. Extra arguments go to vitest (a file, `-t name`), which then
// runs without coverage.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// `npm run lint`'s steps, as package.json lists them: ESLint (the longest) in a lane of its own,
// the rest after the type check and the build in the other.
const [eslint, ...restOfLint] = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.lint.split(' && ')
  .map((line) => {
    const [command, ...args] = line.split(' ');
    return [command, args];
  });
const LANES = [
  [eslint],
  [
    ['npm', ['run', '--silent', 'typecheck']],
    // The committed dist/ is used as it is when its sources have not changed since it was built.
    ['node', ['scripts/build.mjs', '--if-changed']],
    ...restOfLint,
  ],
];

/** Runs a command to its end; resolves to its status, having printed its output in one piece. */
function step([command, args], { quiet }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    const out = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => {
      out.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (status, signal) => {
      process.stdout.write(Buffer.concat(out));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${status === 0 ? '✓' : '✗'} ${[command, ...args].join(' ')} (${seconds} s)`);
      resolve(status ?? (signal ? 1 : 0));
    });
  });
}

async function lane(steps) {
  for (const command of steps) {
    const status = await step(command, { quiet: true });
    if (status !== 0) return status;
  }
  return 0;
}

const statuses = await Promise.all(LANES.map(lane));
if (statuses.some((status) => status !== 0)) {
  process.exitCode = 1;
} else {
  // A part of the suite (a file, `-t name`) runs without the coverage floor, which is the whole suite's.
  const part = process.argv.slice(2);
  process.exitCode = await step(['vitest', ['run', ...(part.length ? part : ['--coverage'])]], { quiet: false });
}
