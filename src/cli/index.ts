#!/usr/bin/env node
import module from 'node:module';

// Node 22.1+ keeps V8's compiled code between runs (in the OS temp folder) once asked; the CLI
// is loaded below, after asking, so that a second run skips compiling it. Older Node goes on without.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { main } = await import('./main.js');

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  env: process.env,
});
