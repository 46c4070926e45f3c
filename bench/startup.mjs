// The action's start-up on an event it ignores (`label`), next to `node -e 0`, under Node 24 (the
// runtime action.yml names): what every workflow run on such an event pays. Each is the best of
// `repeat` runs, the two taking turns so that whatever the machine is doing weighs on both alike.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ACTION = process.env.BENCH_ACTION ?? 'dist/index.js';

/** Node 24: the dev dependency's binary, or this Node when it is 24 or later. */
function node24() {
  const installed = new URL('../node_modules/node/bin/node', import.meta.url).pathname;
  if (existsSync(installed)) return installed;
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  throw new Error('Node 24 not found: run npm ci (the `node` dev dependency provides it)');
}

function wallMs(node, args, env) {
  const started = process.hrtime.bigint();
  const child = spawnSync(node, args, { encoding: 'utf8', env });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0)
    throw new Error(`measured process failed (${args.join(' ')}): ${child.stderr.slice(0, 2000)}`);
  return { ms, stdout: child.stdout };
}

/** `{ node, baselineMs, ignoredMs }`: best wall times of `node -e 0` and of the action on a `label` event. */
export function measureStartup(repeat = 5) {
  const node = node24();
  const dir = mkdtempSync(join(tmpdir(), 'hg-bench-startup-'));
  try {
    const workspace = join(dir, 'workspace');
    mkdirSync(workspace);
    writeFileSync(join(dir, 'event.json'), '{}');
    writeFileSync(join(dir, 'output'), '');
    const env = {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'label',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_REPOSITORY: 'octo/repo',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: join(dir, 'output'),
      RUNNER_TEMP: dir,
      'INPUT_GITHUB-TOKEN': 'ghs_unused',
    };
    let baselineMs = Infinity;
    let ignoredMs = Infinity;
    for (let i = 0; i < repeat; i++) {
      baselineMs = Math.min(baselineMs, wallMs(node, ['-e', '0'], { PATH: env.PATH }).ms);
      const run = wallMs(node, [ACTION], env);
      if (!/^::notice::handoff-gate has nothing to do on label events/m.test(run.stdout))
        throw new Error(`the action did not take label as an ignored event: ${run.stdout.slice(0, 500)}`);
      ignoredMs = Math.min(ignoredMs, run.ms);
    }
    return { node: spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim(), baselineMs, ignoredMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The report's line: both times and the difference (the bound the action keeps is 150 ms). */
export function startupLine({ node, baselineMs, ignoredMs }) {
  return `Start-up under Node ${node.replace(/^v/, '')}: \`node -e 0\` ${baselineMs.toFixed(0)} ms; the action on an event it ignores (\`label\`) ${ignoredMs.toFixed(0)} ms, +${(ignoredMs - baselineMs).toFixed(0)} ms (bound: 150 ms).`;
}
