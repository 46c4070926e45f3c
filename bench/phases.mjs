// Where a cold check's time goes: the check run under V8's sampling profiler, each sample put in
// the phase of the innermost function on its stack that names one (a parse inside a cross-file
// rule counts as parsing), the rest as "other". The bundle keeps its functions' names, so the
// phases are found by the source's own names. `node bench/phases.mjs [folder]` prints the table
// for the varied SubAgent Responses (written by bench/cold.mjs), summed over BENCH_REPEAT runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each phase and the functions that are it, as the source names them. */
const PHASES = [
  ['module load', ['__nccwpck_require__', 'compileSourceTextModule', 'compileForInternalLoader']],
  ['walk the folders', ['walkTree', 'discover']],
  ['open, fstat, read, close', ['#readFile', 'readForCheck']],
  ['decode UTF-8', ['decodeText']],
  ['recognise the format', ['candidates', 'prefiltered', 'nearMissPrefiltered', 'bySignature']],
  ['parse (own YAML reader, JSON.parse and its key count)', ['parseFast', 'parseText']],
  ['inline suppressions', ['inlineSuppressionsOf']],
  ['template leftovers', ['checkTemplateLeftovers']],
  ['schema (compiled check; zod on a failure)', ['reportSchemaIssues']],
  ['key typos', ['checkKeyTypos']],
  ["the format's rules", ['runOwnRules']],
  ['gate, inbox, risk and chain of a file', ['contributionsOf']],
  ['kept strings copied off the text', ['ownStringsOf']],
  ['assemble the report', ['assemble', 'assembleShares']],
  ['suppressions files', ['withSuppressionsFiles']],
  [
    'render and write the report',
    ['renderChunks', 'renderTextChunks', 'renderText', 'renderJson', 'renderMarkdown', 'renderSarif', 'renderGithub'],
  ],
  ['garbage collection', ['(garbage collector)']],
];
const PHASE_OF = new Map(PHASES.flatMap(([phase, names]) => names.map((name) => [name, phase])));

/** Sampled milliseconds by phase, from one `.cpuprofile`. */
function phasesOf(profile, into) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  profile.samples.forEach((id, i) => {
    let phase = 'other';
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const found = PHASE_OF.get(byId.get(at).callFrame.functionName);
      if (found) {
        phase = found;
        break;
      }
    }
    into.set(phase, (into.get(phase) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
}

/** Profiles `repeat` checks of `dir` with `cli`; returns the milliseconds sampled by phase. */
export function measurePhases({ cli = 'dist/cli/index.js', dir, repeat = 3 }) {
  const totals = new Map();
  for (let i = 0; i < repeat; i++) {
    const out = mkdtempSync(join(tmpdir(), 'phases-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', out, cli, 'check', dir, '--fail-on', 'never'],
        { encoding: 'utf8', maxBuffer: 1 << 30 },
      );
      if (run.status !== 0) throw new Error(`the check failed: ${run.stderr.slice(0, 2000)}`);
      for (const name of readdirSync(out)) phasesOf(JSON.parse(readFileSync(join(out, name), 'utf8')), totals);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  return totals;
}

/** The table, phases in their order and "other" last, each with its share of the samples. */
export function phaseTable(totals) {
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  const order = [...PHASES.map(([phase]) => phase), 'other'];
  return [
    '| phase | share | sampled ms |',
    '| --- | ---: | ---: |',
    ...order
      .filter((phase) => totals.has(phase))
      .map(
        (phase) => `| ${phase} | ${((100 * totals.get(phase)) / all).toFixed(1)}% | ${totals.get(phase).toFixed(0)} |`,
      ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'bench/.corpus/varied-subagent-responses-10-10000';
  const repeat = Number(process.env.BENCH_REPEAT ?? 3);
  process.stdout.write(`${phaseTable(measurePhases({ cli: process.env.BENCH_CLI, dir, repeat }))}\n`);
}
