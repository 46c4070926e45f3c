import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { JsonReport } from '../../src/render/json.js';
import { holdsSecret } from '../../src/secrets.js';
import { node24, REPO } from './bundle.js';
import { runInProcess } from './in-process-runner.js';
import { clockAheadMs } from '../sim/state.js';

export const ACTION = `${REPO}dist/index.js`;

export interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  report: JsonReport | undefined;
  comment: string | undefined;
  /** The annotation commands it printed (`::error title=…,file=…,line=…::message`). */
  annotations: string[];
}

export interface ActionOptions {
  apiUrl: string;
  /** The event's name and payload: spread one of the builders of `events.ts` here. */
  event: string;
  payload: Record<string, unknown>;
  workspace: string;
  token?: string;
  inputs?: Record<string, string>;
  repository?: string;
  sha?: string;
  /** The copy of handoff-gate the workflow's `uses:` names (`GITHUB_ACTION_REPOSITORY`, `GITHUB_ACTION_REF`); none by default, as for `uses: ./`. */
  action?: { repository: string; ref: string };
  /** Run the committed bundle as a process under Node 24 (the smoke set), whatever the suite's default. */
  bundle?: boolean;
  /**
   * Keep GitHub's pacing in process too (a write a second, retries after 1, 4, 9 s): for a test
   * about how the run's writes and retries fall in time (round trips, a deadline cutting retries).
   */
  githubPacing?: boolean;
}

/** Parse the `name<<delimiter … delimiter` records @actions/core writes to GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!head) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== head[2]; i++) value.push(lines[i]!);
    out[head[1]!] = value.join('\n');
  }
  return out;
}

/**
 * Run the action with the environment a runner gives it, against the simulator at `apiUrl`: in
 * process by default (its `runWith` over a recording of the runner protocol, see
 * `in-process-runner.ts`), or, with `HANDOFF_GATE_TEST_BUNDLE=1` (`npm run test:full`) or
 * `bundle: true`, the committed bundle under Node 24 as its own process. Either way asynchronous,
 * so the simulator in this process keeps answering, and the same run comes back.
 */
export async function runAction(options: ActionOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'hg-run-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output');
  const summaryPath = join(dir, 'summary.md');
  const runnerTemp = join(dir, 'temp');
  mkdirSync(runnerTemp);
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const inputs = { 'github-token': options.token ?? 'ghs_workflow', ...options.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: options.repository ?? 'acme/shop',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    // As on GitHub: a push's GITHUB_SHA is the pushed commit (`after`).
    GITHUB_SHA: options.sha ?? (typeof options.payload.after === 'string' ? options.payload.after : 'f'.repeat(40)),
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: runnerTemp,
    ...(options.action && {
      GITHUB_ACTION_REPOSITORY: options.action.repository,
      GITHUB_ACTION_REF: options.action.ref,
    }),
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v])),
  };
  // The bundle reads the system's clock: moved as far as the simulator's, when a test moved that.
  const { status, stdout, stderr, outputs } =
    options.bundle || RUN_BUNDLE
      ? await runBundle(env, options.workspace, outputPath)
      : await runInProcess(env, { githubPacing: options.githubPacing === true });
  const reportPath = join(runnerTemp, 'handoff-gate-report.json');
  const commentPath = join(runnerTemp, 'handoff-gate-comment.md');
  const run: ActionRun = {
    status,
    stdout,
    stderr,
    outputs,
    summary: readFileSync(summaryPath, 'utf8'),
    report: existsSync(reportPath) ? (JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport) : undefined,
    comment: existsSync(commentPath) ? readFileSync(commentPath, 'utf8') : undefined,
    annotations: stdout.split('\n').filter((l) => /^::(error|warning|notice) /.test(l)),
  };
  rmSync(dir, { recursive: true, force: true });
  expectNoCredential(run);
  return run;
}

/** Loaded into the bundle's process to move its clock with the simulator's. */
const CLOCK_AHEAD = join(REPO, 'test', 'helpers', 'clock-ahead.mjs');

/** `npm run test:full` runs every action test on the bundle, as a process under Node 24. */
const RUN_BUNDLE = process.env.HANDOFF_GATE_TEST_BUNDLE === '1';

interface ProcessRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
}

async function runBundle(env: Record<string, string>, cwd: string, outputPath: string): Promise<ProcessRun> {
  const ahead = clockAheadMs();
  const child =
    ahead > 0
      ? spawn(node24(), ['--import', pathToFileURL(CLOCK_AHEAD).href, ACTION], {
          cwd,
          env: { ...env, HANDOFF_GATE_TEST_CLOCK_AHEAD: String(ahead) },
        })
      : spawn(node24(), [ACTION], { cwd, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, stdout, stderr, outputs: parseOutputs(readFileSync(outputPath, 'utf8')) };
}

/**
 * Every output of every run of the bundle in the suite is scanned: whatever the test planted, the
 * action names a credential, never shows one (src/secrets.ts), on stdout, stderr, the job summary,
 * the JSON report and the comment file. The simulator checks every request body the same way.
 */
function expectNoCredential(run: ActionRun): void {
  const outputs: Record<string, string> = {
    stdout: run.stdout,
    stderr: run.stderr,
    summary: run.summary,
    report: JSON.stringify(run.report ?? null),
    comment: run.comment ?? '',
  };
  for (const [name, text] of Object.entries(outputs)) {
    if (holdsSecret(text)) throw new Error(`the action's ${name} quotes something shaped like a credential`);
  }
}

/** A workspace folder holding `files`; with `git`, committed so that `baseFiles` are the first commit. */
export function workspaceWith(
  files: Record<string, string>,
  options: { baseFiles?: Record<string, string> } = {},
): { dir: string; baseSha?: string; headSha?: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hg-ws-'));
  const write = (set: Record<string, string>) => {
    for (const [path, text] of Object.entries(set)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };
  if (!options.baseFiles) {
    write(files);
    return { dir };
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  git('init', '-q');
  write(options.baseFiles);
  git('add', '-A');
  git('commit', '-qm', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  for (const path of Object.keys(options.baseFiles)) if (!(path in files)) rmSync(join(dir, path));
  write(files);
  git('add', '-A');
  git('commit', '-qm', 'head', '--allow-empty');
  return { dir, baseSha, headSha: git('rev-parse', 'HEAD') };
}

/** A check-run annotation as the simulator keeps it (the fields the diff shows). */
interface KeptAnnotation {
  path: string;
  startLine: number;
  level: 'notice' | 'warning' | 'failure';
  title: string | null;
}

/** A workflow-command property as the toolkit escapes it, read back. */
const unescapeProperty = (text: string) =>
  text.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');

/**
 * What a run put on the pull request's diff, wherever it went: the annotations of `checkRuns`
 * (the run's check run) and its workflow annotations, each as `level path:line title`, sorted.
 * A finding is on the diff once either way; the channel depends on the token and on faults.
 */
export function onTheDiff(
  run: Pick<ActionRun, 'annotations'>,
  checkRuns: readonly { annotations: readonly KeptAnnotation[] }[],
): string[] {
  const out: string[] = [];
  for (const checkRun of checkRuns)
    for (const a of checkRun.annotations)
      out.push(`${a.level === 'failure' ? 'error' : a.level} ${a.path}:${a.startLine} ${a.title ?? ''}`);
  for (const command of run.annotations) {
    const m = /^::(error|warning|notice) ([^:]*)::/.exec(command);
    if (!m) continue;
    const props = new Map(
      m[2]!.split(',').map((p) => [p.slice(0, p.indexOf('=')), unescapeProperty(p.slice(p.indexOf('=') + 1))] as const),
    );
    out.push(`${m[1]} ${props.get('file') ?? ''}:${props.get('line') ?? ''} ${props.get('title') ?? ''}`);
  }
  return out.sort();
}
