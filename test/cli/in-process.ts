import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main, type CliIO } from '../../src/cli/main.js';

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** What is piped to the CLI: a text, its bytes, or a stream of chunks (nothing when left out). */
type Piped = string | Uint8Array | (() => AsyncIterable<Uint8Array>);

/** What the CLI is told of its stdout and environment: by default a pipe, and no variables. */
type Terminal = Partial<Pick<CliIO, 'isTTY' | 'columns' | 'env'>>;

/** The CLI's `main` from the sources, run in this process with its output captured. */
export async function cli(args: string[], cwd: string, stdin: Piped = '', terminal: Terminal = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    cwd,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    isTTY: false,
    env: {},
    ...terminal,
    stdin: typeof stdin === 'function' ? stdin : () => chunks([Buffer.from(stdin)]),
  });
  return { status, stdout, stderr };
}

async function* chunks(list: readonly Uint8Array[]): AsyncIterable<Uint8Array> {
  yield* list;
}

const made: string[] = [];

/** A throwaway repository (`git init`: the root) holding `files`; removed by {@link removeRepos}. */
export function repo(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'hg-cli-'));
  made.push(root);
  execFileSync('git', ['init', '-q'], { cwd: root, stdio: 'ignore' });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

export function removeRepos(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

export const RESPONSE = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
