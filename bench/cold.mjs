// A cold check next to its floors and to ajv-cli, measured in one run: on the varied corpora at
// 10,000 files and on the real files of test/fixtures/wild (each copy its own repository, 200 of
// them), each round runs, taking turns, reading and parsing only (js-yaml, then the project's
// own reader), the check, the check of an earlier bundle when BENCH_BEFORE names its CLI (on the
// corpora BENCH_BEFORE_ON names, comma-separated, or all), and ajv-cli where the corpus is
// SubAgent Responses. Each run is a process of its own (bench/
// measure.mjs); the ratios are of runs measured in the same round. `node bench/cold.mjs` prints the
// table and puts it in bench/results.md, between its marks; bench/run.mjs adds it to the whole.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeCorpus } from './generate.mjs';
import { variedCorpusFiles, variedSubagentResponseFiles } from './generate-varied.mjs';
import { AJV, filesCounted, measure, putTable } from './measure.mjs';
import { bundleOwnReader } from './own-reader.mjs';

const WILD = fileURLToPath(new URL('../test/fixtures/wild', import.meta.url));
const WILD_COPIES = 200;

/**
 * The real files, each copy a repository of its own (`git init`), so no id of one meets another's.
 * Written beside `dir` and renamed when whole: a run stopped half-way leaves no half corpus to reuse.
 */
function wildCorpus(dir) {
  if (existsSync(dir)) return;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  for (let i = 0; i < WILD_COPIES; i++) {
    const root = `${partial}/repo-${String(i).padStart(3, '0')}`;
    mkdirSync(root, { recursive: true });
    cpSync(WILD, root, { recursive: true });
    const init = spawnSync('git', ['init', '-q'], { cwd: root });
    if (init.status !== 0) throw new Error(`git init in ${root}: ${init.stderr}`);
  }
  renameSync(partial, dir);
}

/** The corpora: name, folder, how to write it, whether ajv-cli can check it (SubAgent Responses only). */
export function corpora(corpus) {
  const varied = (name, files) => ({
    name,
    dir: `${corpus}/${name}`,
    write: (dir) => writeCorpus(dir, files()),
  });
  return [
    {
      ...varied('varied-subagent-responses-10-10000', () => variedSubagentResponseFiles(10000, { findingRate: 0.1 })),
      label: 'varied SubAgent Responses, 10% with findings',
      ajv: true,
    },
    {
      ...varied('varied-subagent-responses-50-10000', () => variedSubagentResponseFiles(10000, { findingRate: 0.5 })),
      label: 'varied SubAgent Responses, 50% with findings',
      ajv: true,
    },
    {
      ...varied('varied-10-10000', () => variedCorpusFiles(10000, { findingRate: 0.1 })),
      label: 'varied, all five formats, 10% with findings',
    },
    {
      name: 'wild-200',
      dir: `${corpus}/wild-200`,
      write: wildCorpus,
      label: `the real files of test/fixtures/wild, ${WILD_COPIES} repositories`,
    },
  ];
}

/** Where ajv-cli finds the SubAgent Responses of a varied corpus (YAML and JSON). */
const ajvData = (dir) => ['-d', `${dir}/outputs/.workflow/*/*.yaml`, '-d', `${dir}/outputs/.workflow/*/*.json`];

/**
 * Measures each corpus `repeat` rounds. `before`: an earlier bundle's CLI, checked in the same
 * rounds. Returns one entry per corpus: its runs by name, and the files the check counted.
 */
export async function measureCold({
  cli = 'dist/cli/index.js',
  corpus = 'bench/.corpus',
  repeat = 3,
  before,
  beforeOn,
} = {}) {
  const reader = await bundleOwnReader(`${corpus}/own-reader.mjs`);
  const schema = `${corpus}/subagent-response.schema.json`;
  writeFileSync(schema, spawnSync(process.execPath, [cli, 'schema', 'subagent-response'], { encoding: 'utf8' }).stdout);
  const results = [];
  for (const c of corpora(corpus)) {
    if (!existsSync(c.dir)) c.write(c.dir);
    const withBefore = before && (!beforeOn || beforeOn.includes(c.name));
    const runs = {
      'floor: js-yaml': { args: ['bench/parse-only.mjs', c.dir, 'fast'] },
      'floor: own reader': { args: ['bench/parse-only.mjs', c.dir, 'own'], env: { BENCH_OWN_READER: reader } },
      check: { args: [cli, 'check', c.dir, '--fail-on', 'never', '--jobs', '1'] },
      ...(withBefore && { 'check, before': { args: [before, 'check', c.dir, '--fail-on', 'never', '--jobs', '1'] } }),
      ...(c.ajv && {
        'ajv-cli 5, schema only': { args: [AJV, 'validate', '-s', schema, ...ajvData(c.dir), '--spec=draft7'] },
      }),
    };
    const names = Object.keys(runs);
    const measured = measure(c.dir, repeat, ...Object.values(runs));
    const byName = Object.fromEntries(names.map((name, i) => [name, measured[i]]));
    if (withBefore && byName.check.stdout !== byName['check, before'].stdout)
      throw new Error(`${c.label}: the report differs from the earlier bundle's`);
    results.push({ label: c.label, runs: byName, files: filesCounted(byName.check.stdout) });
  }
  return results;
}

/** The table: each run with its ratios to both floors (CPU and wall) and to ajv-cli (wall). */
export function coldTable(results) {
  const lines = [
    '| corpus | run | wall s | CPU s | peak RSS MB | CPU / own-reader floor | CPU / js-yaml floor | wall / ajv-cli |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, runs, files } of results) {
    const own = runs['floor: own reader'];
    const jsYaml = runs['floor: js-yaml'];
    const ajv = runs['ajv-cli 5, schema only'];
    const where = files ? `${label} (${files[1]} files, ${files[0]} with findings)` : label;
    for (const [name, run] of Object.entries(runs))
      lines.push(
        `| ${where} | ${name} | ${run.seconds.toFixed(2)} | ${run.cpuSeconds.toFixed(2)} | ${run.rssMb.toFixed(0)} | ${(run.cpuSeconds / own.cpuSeconds).toFixed(2)}× | ${(run.cpuSeconds / jsYaml.cpuSeconds).toFixed(2)}× | ${ajv ? `${(run.seconds / ajv.seconds).toFixed(2)}×` : '–'} |`,
      );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const repeat = Number(process.env.BENCH_REPEAT ?? 3);
  const beforeOn = process.env.BENCH_BEFORE_ON?.split(',');
  const table = coldTable(await measureCold({ repeat, before: process.env.BENCH_BEFORE, beforeOn }));
  putTable('cold', table);
  process.stdout.write(`${table}\n`);
}
