import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { holdsSecret } from '../../src/secrets.js';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = `${REPO}dist/cli/index.js`;

/** Node 24, the runtime the action runs on: the dev dependency's binary, or this Node if it is 24+. */
export function node24(): string {
  const installed = `${REPO}node_modules/node/bin/node`;
  if (existsSync(installed)) return installed;
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  throw new Error('Node 24 not found: run npm ci (the `node` dev dependency provides it)');
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Run the committed CLI bundle as a child process, as a user would, on the Node that runs the
 * tests: the CLI promises every Node `engines` allows, and CI runs the tests on each of them.
 */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Run {
  const child = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? REPO,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  // Every run of the CLI in the suite: a credential is named, never printed (src/secrets.ts).
  for (const [name, text] of [
    ['stdout', child.stdout],
    ['stderr', child.stderr],
  ] as const) {
    if (holdsSecret(text ?? '')) throw new Error(`the CLI's ${name} quotes something shaped like a credential`);
  }
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}
