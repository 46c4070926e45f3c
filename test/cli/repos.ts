import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from '../../src/cli/main.js';

/** Throwaway folders for the CLI tests, removed by `cleanUp`. */
const made: string[] = [];

export function scratch(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'hg-roots-')));
  made.push(dir);
  return dir;
}

export function cleanUp(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export const git = (dir: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args],
    { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );

/** A git repository at `dir` holding `files`, committed. */
export function repository(dir: string, files: Record<string, string>): string {
  mkdirSync(dir, { recursive: true });
  write(dir, files);
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  return dir;
}

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** The CLI's `main`, in process, from `cwd`. */
export async function cli(cwd: string, ...args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    cwd,
    isTTY: false,
    env: {},
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { status, stdout, stderr };
}

export async function json(cwd: string, ...args: string[]) {
  const run = await cli(cwd, 'check', '--format', 'json', ...args);
  return { status: run.status, report: JSON.parse(run.stdout) as JsonOut };
}

interface JsonOut {
  files: Array<{ path: string; format: string | null }>;
  findings: Array<{ path: string; line: number; ruleId: string; severity: string; message: string }>;
  gate: { result: string; p0: number; p1: number };
  risk: string | null;
  inbox: Array<{ key: string; path: string; reason: string }>;
  roots: Array<{ path: string; kind: string; config: string | null }>;
}

/** A subagent response; `score: 140` is out of range (an error at line 5). */
export const RESPONSE = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
export const BAD_RESPONSE = `${RESPONSE}score: 140\n`;

export const intent = (fields: Record<string, string>) =>
  `${Object.entries({
    title: '"Do a thing"',
    body: 'Why and what.',
    type: 'feature',
    source: 'reflection',
    risk: 'low',
    status: 'proposed',
    parent: 'null',
    created_at: '2025-03-05T12:05:00Z',
    ...fields,
  })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n`;
