#!/usr/bin/env node
import module from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { keepYoungGenerationSmall } from '../io/memory-budget.js';

// Node 22.1+ keeps V8's compiled code between runs (in the OS temp folder) once asked; the CLI
// is loaded below, after asking, so that a second run skips compiling it. Older Node goes on without.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

if (!isMainThread) {
  // A worker of a large check (check-pool.ts) runs this same entry: the bundle stays one entry,
  // and a worker loads the engine alone, not the CLI. Its young generation's cap came with it.
  const { serveChecks } = await import('./check-worker.js');
  serveChecks();
} else {
  keepYoungGenerationSmall();
  const { main } = await import('./main.js');

  // A reader that stops early (`handoff-gate check | head`) closes the pipe; the rest of the output
  // has nowhere to go, which is no error: the check still ends with its own exit status.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });

  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: process.stdout.isTTY === true,
    env: process.env,
  });
}
