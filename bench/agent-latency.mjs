// What an agent waits for (npm run bench, or `node bench/agent-latency.mjs` alone): `handoff-gate
// mcp` started until it answers `initialize`, then one check_text on a typical file (the first
// call, and the median of later ones), next to the CLI started as a process to check the same
// file on the disk. Runs take turns, on the Node that runs the benchmark.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { pathToFileURL } from 'node:url';

const CLI = new URL(`../${process.env.BENCH_CLI ?? 'dist/cli/index.js'}`, import.meta.url).pathname;
/** A typical hand-off: the sample pipeline's planner envelope (a few dozen lines). */
const TYPICAL = new URL('../examples/pipeline/.work/04_planner.yaml', import.meta.url);
const PATH = '.work/04_planner.yaml';

const now = () => Number(process.hrtime.bigint()) / 1e6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One server's start, and its calls: ready (initialize answered), first check_text, later ones. */
async function serverRun(root, text, calls) {
  const started = now();
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', '--root', root], stderr: 'ignore' }),
  );
  const ready = now() - started;
  const times = [];
  for (let i = 0; i < calls; i++) {
    const start = now();
    const result = await client.callTool({ name: 'check_text', arguments: { path: PATH, text } });
    times.push(now() - start);
    if (result.isError) throw new Error(`check_text failed: ${JSON.stringify(result.content)}`);
  }
  await client.close();
  return { ready, first: times[0], later: times.slice(1) };
}

function cliRun(root) {
  const start = now();
  const child = spawnSync(process.execPath, [CLI, 'check', PATH, '--format', 'json', '--fail-on', 'never'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`the CLI failed: ${child.stderr.slice(0, 500)}`);
  return now() - start;
}

/** `{ readyMs, firstMs, warmMs, cliMs }`: best start and first call of `repeat` servers, the median warm call, the best CLI run. */
export async function measureAgentLatency(repeat = 5) {
  const root = mkdtempSync(join(tmpdir(), 'hg-bench-agent-'));
  try {
    execFileSync('git', ['init', '-q'], { cwd: root });
    const text = readFileSync(TYPICAL, 'utf8');
    mkdirSync(join(root, '.work'));
    writeFileSync(join(root, PATH), text);
    let readyMs = Infinity;
    let firstMs = Infinity;
    let cliMs = Infinity;
    const warm = [];
    for (let i = 0; i < repeat; i++) {
      const server = await serverRun(root, text, 11);
      readyMs = Math.min(readyMs, server.ready);
      firstMs = Math.min(firstMs, server.first);
      warm.push(...server.later);
      cliMs = Math.min(cliMs, cliRun(root));
    }
    return { readyMs, firstMs, warmMs: median(warm), cliMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The report's line. */
export function agentLatencyLine({ readyMs, firstMs, warmMs, cliMs }) {
  return `Agents (Node ${process.versions.node}): \`handoff-gate mcp\` ready in ${readyMs.toFixed(0)} ms; \`check_text\` on a typical file (${PATH} of the sample) ${firstMs.toFixed(0)} ms the first call, ${warmMs.toFixed(1)} ms after (median); the CLI started to check the same file ${cliMs.toFixed(0)} ms.`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  process.stdout.write(`${agentLatencyLine(await measureAgentLatency())}\n`);
