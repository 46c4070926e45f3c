import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from '../../src/cli/main.js';

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The CLI's `main` from the sources, run in this process with its output captured. */
export async function cli(args: string[], cwd: string): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    cwd,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    isTTY: false,
    env: {},
  });
  return { status, stdout, stderr };
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
