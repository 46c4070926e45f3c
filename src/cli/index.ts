#!/usr/bin/env node
import module from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { keepHeapSmall } from '../io/memory-budget.js';
import { redactSecrets } from '../secrets.js';

// Node 22.1+ keeps V8's compiled code between runs (in the OS temp folder) once asked; the CLI
// is loaded below, after asking, so that a second run skips compiling it. Older Node goes on without.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

if (!isMainThread) {
  // A worker of a large check (check-pool.ts) runs this same entry: the bundle stays one entry,
  // and a worker loads the engine alone, not the CLI. Its young generation's cap came with it.
  const { serveChecks } = await import('../project/check-worker.js');
  serveChecks();
} else {
  keepHeapSmall();
  const { main } = await import('./main.js');

  // A reader that stops early (`handoff-gate check | head`) closes the pipe; the rest of the output
  // has nowhere to go, which is no error: the check still ends with its own exit status.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });

  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    // The last guard before the terminal or a log: nothing shaped like a credential is printed
    // (the report's own text is redacted already; this covers every other line too).
    stdout: (text) => writeOut(redactSecrets(text)),
    stderr: (text) => process.stderr.write(redactSecrets(text)),
    isTTY: process.stdout.isTTY === true,
    ...(process.stdout.isTTY && { columns: process.stdout.columns }),
    env: process.env,
    stdin: () => process.stdin,
  });
}

/**
 * Write to stdout, and when the reader is behind (a pipe holds 64 KB), wait until it has taken
 * what was written: a report written in pieces would otherwise wait in memory whole, 95 MB of a
 * 20 MB text report piped to another program. Nothing more is written once the reader has gone.
 */
function writeOut(text: string): Promise<void> | undefined {
  const out = process.stdout;
  if (out.destroyed || out.write(text)) return undefined;
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done).off('error', done).off('close', done);
      resolve();
    };
    out.once('drain', done).once('error', done).once('close', done);
  });
}
