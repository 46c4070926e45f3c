// npm run bench: time, CPU time and peak memory of handoff-gate's checks next to the floors of
// only reading and parsing the same files, and next to ajv-cli, all measured in the same run, each
// in a process of its own. Prints one table and writes it to bench/results.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { corpusFiles, subagentResponseFiles, writeCorpus } from './generate.mjs';
import { handoffPaths, variedCorpusFiles, variedSubagentResponseFiles } from './generate-varied.mjs';
import { measureStartup, startupLine } from './startup.mjs';
import { agentLatencyLine, measureAgentLatency } from './agent-latency.mjs';
import { worstCases } from './worst-cases.mjs';
import { hostileTable, measureHostile } from './bounds.mjs';
import { cacheTable, jobsTable, measureCache } from './cache.mjs';
import { AJV, filesCounted, measure as measureRuns } from './measure.mjs';
import { coldTable, measureCold } from './cold.mjs';
import { measureParts, partsTable, PARTS_INTRO } from './decompose.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
/** The CLI to measure: the committed bundle, unless told otherwise. */
const CLI = process.env.BENCH_CLI ?? 'dist/cli/index.js';
const CORPUS = 'bench/.corpus';

/** Each of `runs` REPEAT times, taking turns (bench/measure.mjs). */
const measure = (dir, ...runs) => measureRuns(dir, REPEAT, ...runs);

/** What a check found, for a row's name; a check that failed says so rather than "0 files". */
const found = (run) =>
  run.status === 0
    ? `${filesCounted(run.stdout)?.[0] ?? 0} files with findings`
    : `the check failed: exit ${run.status}`;

const written = new Map();
/** Write a corpus once; `count` is its handoff files (the varied ones also hold the files they point at). */
function corpus(name, files, count = (written) => written) {
  const dir = `${CORPUS}/${name}`;
  if (!written.has(dir)) written.set(dir, count(writeCorpus(dir, files)));
  return { dir, count: written.get(dir) };
}
const variedCount = (files) => () => handoffPaths(files).length;

const rows = [];
const row = (name, files, run, floor) =>
  rows.push({
    name,
    files,
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    rssMb: run.rssMb,
    ratio: floor ? run.seconds / floor.seconds : 1,
    cpuRatio: floor ? run.cpuSeconds / floor.cpuSeconds : 1,
  });

/** Where ajv-cli finds the SubAgent Responses: the YAML files, and the JSON ones of the varied corpora. */
const ajvData = (dir, json) => [
  '-d',
  `${dir}/outputs/.workflow/*/*.yaml`,
  ...(json ? ['-d', `${dir}/outputs/.workflow/*/*.json`] : []),
];
const ajvInvalid = (run) => (`${run.stdout}\n${run.stderr}`.match(/ invalid$/gm) ?? []).length;

// 1. Mixed corpora: all five formats, about 10% of files with findings.
for (const size of SIZES) {
  const { dir, count } = corpus(`mixed-${size}`, corpusFiles(size));
  const [yamlFloor, floor, full] = measure(
    dir,
    { args: ['bench/parse-only.mjs', dir, 'yaml'] },
    { args: ['bench/parse-only.mjs', dir, 'fast'] },
    { args: [CLI, 'check', dir, '--fail-on', 'never'] },
  );
  row('read + parse only: yaml package, JSON.parse', count, yamlFloor, floor);
  row('read + parse only: js-yaml, JSON.parse (the floor)', count, floor, floor);
  row(`handoff-gate check, full scan (${found(full)})`, count, full, floor);
}

// 2. SubAgent Responses only (0.5–4 KB each): handoff-gate against ajv-cli with spec 2's JSON Schema.
{
  const { dir, count } = corpus('subagent-responses-10000', subagentResponseFiles(10000));
  const schema = `${CORPUS}/subagent-response.schema.json`;
  const generated = spawnSync(process.execPath, [CLI, 'schema', 'subagent-response'], { encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(`could not generate the schema: ${generated.stderr}`);
  writeFileSync(schema, generated.stdout);
  const [floor, full, ajv] = measure(
    dir,
    { args: ['bench/parse-only.mjs', dir, 'fast'] },
    { args: [CLI, 'check', dir, '--fail-on', 'never'] },
    { args: [AJV, 'validate', '-s', schema, ...ajvData(dir, false), '--spec=draft7'] },
  );
  row('SubAgent Responses: read + parse only: js-yaml (the floor)', count, floor, floor);
  row(`SubAgent Responses: handoff-gate check (${found(full)})`, count, full, floor);
  row(`SubAgent Responses: ajv-cli 5, schema only (${ajvInvalid(ajv)} files invalid)`, count, ajv, floor);

  // The same comparison on varied SubAgent Responses (bench/generate-varied.mjs): 30% JSON, which
  // ajv-cli reads from a second glob, and 10% or 50% with findings.
  for (const findingRate of [0.1, 0.5]) {
    const files = variedSubagentResponseFiles(10000, { findingRate });
    const varied = corpus(`varied-subagent-responses-${findingRate * 100}-10000`, files, variedCount(files));
    const [vFloor, vFull, vAjv] = measure(
      varied.dir,
      { args: ['bench/parse-only.mjs', varied.dir, 'fast'] },
      { args: [CLI, 'check', varied.dir, '--fail-on', 'never'] },
      { args: [AJV, 'validate', '-s', schema, ...ajvData(varied.dir, true), '--spec=draft7'] },
    );
    const label = `varied SubAgent Responses, ${findingRate * 100}% with findings`;
    row(`${label}: read + parse only: js-yaml, JSON.parse (the floor)`, varied.count, vFloor, vFloor);
    row(`${label}: handoff-gate check (${found(vFull)})`, varied.count, vFull, vFloor);
    row(`${label}: ajv-cli 5, schema only (${ajvInvalid(vAjv)} files invalid)`, varied.count, vAjv, vFloor);
  }
}

// 2b. Varied corpora (bench/generate-varied.mjs): all five formats written the many ways real files
// are (key order, quoting, block scalars, comments, flow collections, CRLF, BOM, 30% of SubAgent
// Responses as JSON), 0.5–8 KB, at 10% and at 50% of files with findings. At 10,000 files, the
// check also runs on two worker threads (`--jobs 2`), taking turns with one (`--jobs 1`).
const perFile = [];
for (const size of SIZES) {
  const seconds = {};
  for (const findingRate of [0.1, 0.5]) {
    const files = variedCorpusFiles(size, { findingRate });
    const { dir, count } = corpus(`varied-${findingRate * 100}-${size}`, files, variedCount(files));
    const threads = size === 10000 ? [{ args: [CLI, 'check', dir, '--fail-on', 'never', '--jobs', '2'] }] : [];
    const [floor, full, two] = measure(
      dir,
      { args: ['bench/parse-only.mjs', dir, 'fast'] },
      { args: [CLI, 'check', dir, '--fail-on', 'never', '--jobs', '1'] },
      ...threads,
    );
    const label = `varied, ${findingRate * 100}% with findings`;
    row(`${label}: read + parse only: js-yaml, JSON.parse (the floor)`, count, floor, floor);
    row(`${label}: handoff-gate check, full scan (${found(full)})`, count, full, floor);
    if (two) row(`${label}: handoff-gate check --jobs 2 (${found(two)})`, count, two, floor);
    seconds[findingRate] = { wall: full.seconds, cpu: full.cpuSeconds, count };
  }
  // A file's cost with and without findings, from the two rates: t = n·(a + share·b).
  const low = seconds[0.1];
  const high = seconds[0.5];
  const extra = (key) => (high[key] - low[key]) / (0.4 * high.count);
  const base = (key) => low[key] / low.count - 0.1 * extra(key);
  perFile.push({ size: high.count, without: base('cpu'), with: base('cpu') + extra('cpu') });
}

// 2b'. Cold against both floors and ajv-cli, the real files of test/fixtures/wild included (bench/cold.mjs).
const cold = coldTable(await measureCold({ cli: CLI, corpus: CORPUS, repeat: REPEAT }));

// 2b''. What the check costs beyond the floor, by part: the check with its formats' work skipped (bench/decompose.mjs).
const parts = partsTable(await measureParts({ cliDir: dirname(CLI), corpus: CORPUS, repeat: REPEAT }));

// 2c. Warm against cold (`check --cache`), and one thread against two with the model of more
// cores, on the varied corpora up to 10,000 files (bench/cache.mjs).
const cached = measureCache({ cli: CLI, corpus: CORPUS, sizes: SIZES.filter((size) => size <= 10000), repeat: REPEAT });

// 3. A pull request: 20 changed files in a 10,000-file repository, checked as the action does
// (those paths, the whole repository as the workspace); files read counted as they are opened.
{
  const repository = corpusFiles(10000);
  const { dir } = corpus('mixed-10000', repository);
  const handoffs = [...repository.keys()].filter((path) => !path.startsWith('docs/') && !path.startsWith('.github/'));
  const changed = handoffs.filter((_, i) => i % 97 === 7).slice(0, 20);
  const [floor, pr] = measure(
    dir,
    { args: ['bench/parse-only.mjs', dir, 'fast'] },
    {
      args: [CLI, 'check', ...changed.map((path) => `${dir}/${path}`), '--fail-on', 'never'],
      env: { BENCH_COUNT_ROOT: dir },
    },
  );
  row(`pull request: 20 changed files of 10,000 (${pr.filesOpened} files read)`, 20, pr, floor);
}

// 4. Start-up: the action on an event it ignores, next to `node -e 0`, under Node 24.
const startup = startupLine(measureStartup(Math.max(REPEAT, 5)));
// …and what an agent waits for: the MCP server's start and one check_text, next to the CLI's process.
const agents = agentLatencyLine(await measureAgentLatency(Math.max(REPEAT, 5)));

// 5. Worst cases: inputs built to be slow, and the PR comment's Markdown for a report with
// thousands of findings. Their time is reported here, never asserted by the tests.
const worst = [];
Object.entries(worstCases()).forEach(([name, files], i) => {
  const { dir } = corpus(`worst-${i}`, files);
  const [run] = measure(dir, { args: [CLI, 'check', dir, '--fail-on', 'never'] });
  worst.push({ name, files: files.size, run });
});
{
  const size = SIZES.at(-1);
  const { dir, count } = corpus(`mixed-${size}`, corpusFiles(size));
  const [run] = measure(dir, { args: [CLI, 'check', dir, '--format', 'markdown', '--fail-on', 'never'] });
  worst.push({ name: `the mixed corpus reported as Markdown (the PR comment and job summary)`, files: count, run });
}

// 6. Hostile input (bench/hostile.mjs): each case passes one of the engine's bounds (README,
// Security model > Limits); its memory and time are what the bound holds it to.
const hostile = hostileTable(measureHostile({ cli: CLI, corpus: CORPUS }));

const COLD_INTRO = `Cold, against both floors and ajv-cli in one run (bench/cold.mjs): each round runs, taking
turns, reading and parsing only with js-yaml, the same with the project's own reader (bundled
alone by bench/own-reader.mjs: its simple reader, js-yaml for the texts it declines; \`JSON.parse\`
for JSON in both), the check (\`--jobs 1\`), an earlier bundle's check when \`BENCH_BEFORE\`
names one, and ajv-cli 5 on the SubAgent Responses; each row the best of the rounds. The last
corpus is the real files of test/fixtures/wild copied into 200 repositories (\`git init\` each):
data no one shaped for the check, with findings in nine files of ten.`;

const header =
  '| tool / path | files | wall s | CPU s | files/s | peak RSS MB | ratio (wall) | ratio (CPU) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
const lines = rows.map(
  (r) =>
    `| ${r.name} | ${r.files} | ${r.seconds.toFixed(2)} | ${r.cpuSeconds.toFixed(2)} | ${Math.round(r.files / r.seconds)} | ${r.rssMb.toFixed(0)} | ${r.ratio.toFixed(2)}× | ${r.cpuRatio.toFixed(2)}× |`,
);
const table = `${header}\n${lines.join('\n')}`;
const perFileTable = [
  '| varied corpus | CPU ms per file without findings | CPU ms per file with findings | ratio |',
  '| --- | ---: | ---: | ---: |',
  ...perFile.map(
    (p) =>
      `| ${p.size} files | ${(p.without * 1000).toFixed(3)} | ${(p.with * 1000).toFixed(3)} | ${(p.with / p.without).toFixed(2)}× |`,
  ),
].join('\n');
const worstTable = [
  '| worst case | files | wall s | CPU s | peak RSS MB |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...worst.map(
    (w) =>
      `| ${w.name} | ${w.files} | ${w.run.seconds.toFixed(2)} | ${w.run.cpuSeconds.toFixed(2)} | ${w.run.rssMb.toFixed(0)} |`,
  ),
].join('\n');
const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}`;
const text = `# Benchmark

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Each row is its own process; wall
time includes starting Node, and is ${REPEAT === 1 ? "one run's" : `the best of ${REPEAT} runs`}, the rows of one corpus taking turns
and the corpus read just before each run (the page cache warm); CPU time (user + system, all of
the process's threads) and peak RSS are that run's. The ratios are to the floor of the same
corpus: reading every file and parsing it with the fastest correct parsers available (js-yaml 4
for YAML and frontmatter, \`JSON.parse\`), nothing else.

Reproduce with \`npm run build && npm run bench\` (\`BENCH_SIZES=1000,10000\` for fewer sizes,
\`BENCH_REPEAT=1\` for one run each). The corpora are generated under \`bench/.corpus/\`
(bench/generate.mjs, seeded): the mixed one holds all five formats with about 10% of files
having findings and cross-references between messages and between intents; the SubAgent
Response one holds 0.5–4 KB files for the comparison with ajv-cli 5, which gets spec 2's JSON
Schema as handoff-gate generates it. The varied corpora (bench/generate-varied.mjs, seeded) hold
the same five formats written the many ways real files are: keys in any order, plain, single-
and double-quoted strings, \`|\` and \`>-\` block scalars, comments, flow collections, 2- and
4-space indentation, \`---\` markers, CRLF line ends, BOMs, 30% of SubAgent Responses as JSON
(pretty and compact), many agents, 0.5–8 KB per file with a few larger (a SubAgent Response
holds 0–8 issues, and a longer one is longer in its notes, as the wild ones are); 10% or 50% of their
files have findings, each of a format's real rules. Their ajv-cli rows give ajv-cli the JSON
files too, through a second \`-d\` glob. At 10,000 files the varied corpora are also checked
with \`--jobs 2\` (two worker threads), taking turns with \`--jobs 1\`. The pull-request row checks 20 changed files the way the
action does (those paths, the whole repository as the workspace), counts the files opened, and
takes its ratio to the floor of the whole 10,000-file repository. The last line is the action's
start-up on an event it ignores (\`label\`) next to \`node -e 0\`, both under Node 24, best of
at least 5 runs taking turns (bench/startup.mjs); then what an agent waits for: the MCP server
started until it answers, one \`check_text\` (the first call and the median of ten more), and
the CLI started to check the same file, taking turns (bench/agent-latency.mjs).

${table}

A file's cost with and without findings, worked out from the varied corpora's two rows (10% and
50% of files with findings; whole runs, start-up included): CPU time = files × (cost without +
share with findings × the extra a finding costs).

${perFileTable}

${COLD_INTRO}

<!-- cold:start -->
${cold}
<!-- cold:end -->

${PARTS_INTRO}

<!-- parts:start -->
${parts}
<!-- parts:end -->

Warm against cold (bench/cache.mjs): each round runs, taking turns, the check without a cache,
\`--cache\` with no cache file (the cold run that writes it) and \`--cache\` again with nothing
changed (warm), each its own process; the ratios are each round's warm run to its own cold run,
the best and worst round given. The warm report is the cold one byte for byte (the script fails
otherwise; test/cli/result-cache.test.ts holds it through changes).

${cacheTable(cached)}

One thread against two on this machine, and the model of more cores (bench/cache.mjs and
docs/performance.md, Cores): c1 is a file's cost on one thread, cw in a worker (its first,
cold files included), s a worker's start-up; k workers on k free cores take about s + N·cw / k.

${jobsTable(cached)}

${startup}

${agents}

The worst cases are inputs built to be slow (bench/worst-cases.mjs): the tests count the work
they cause or check only their result, and their time is reported here.

${worstTable}

The hostile cases (bench/hostile.mjs, generated, never committed) are what a pull request could
hold to make a run take memory or time without bound: each passes one of the engine's bounds
(README, Security model > Limits), and the findings column shows which. Each is one run, under
the default limits; \`node bench/bounds.mjs\` runs them alone.

${hostile}
`;
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.md', text);
process.stdout.write(`${table}\n\n${perFileTable}\n\n${startup}\n\n${agents}\n\n${worstTable}\n\n${hostile}\n`);
