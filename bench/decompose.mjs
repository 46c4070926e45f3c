// What a cold check costs beyond reading and parsing, by part: the check as built, and the same
// bundle copied and altered to skip its formats' work, taking turns with the own reader's floor
// (bench/parse-only.mjs). The copy's `runFormat` (src/engine/run-format.ts) skips, by
// BENCH_SKIP, the findings (template leftovers, the schema, key typos, the format's rules), the
// contributions (gate items, inbox items, risk, chain: what the report is assembled from), or
// both; so "the rest" is what every file costs whatever its format: start-up, the walk, reading,
// decoding, recognising, parsing with the checks every file gets (lines, depth, repeated keys,
// inline suppressions) and a report. The copy lives in a temporary folder and only measures: its
// reports differ by design. `node bench/decompose.mjs` prints the table and puts it in
// bench/results.md between its marks.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpora } from './cold.mjs';
import { measure, putTable } from './measure.mjs';
import { bundleOwnReader } from './own-reader.mjs';

/** Where the bundle's `runFormat` is altered; each must be found once, or the script stops. */
const EMPTY_RUN = '{ gateItems: [], source: undefined, inbox: [], risk: undefined, chain: undefined }';
const PATCHES = [
  [
    'function runFormat(format, schema, path, doc, env) {',
    `function runFormat(format, schema, path, doc, env) {\n    if (process.env.BENCH_SKIP === 'both') return ${EMPTY_RUN};`,
  ],
  ['if (!env.contributionsOnly) {', "if (!env.contributionsOnly && process.env.BENCH_SKIP !== 'findings') {"],
  [
    "return contributionsOf(format, names, path, doc, as(names.contribution, 'warning'));",
    `if (process.env.BENCH_SKIP === 'contributions') return ${EMPTY_RUN};\n    return contributionsOf(format, names, path, doc, as(names.contribution, 'warning'));`,
  ],
];

/** A copy of the CLI's bundle folder with `runFormat` able to skip; returns the copy's CLI and its folder. */
function alteredBundle(cliDir) {
  const dir = mkdtempSync(join(tmpdir(), 'decompose-'));
  cpSync(cliDir, dir, { recursive: true });
  const chunk = readdirSync(dir).find(
    (name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes(PATCHES[0][0]),
  );
  if (!chunk) throw new Error(`no chunk of ${cliDir} holds runFormat as this script expects: update PATCHES`);
  let text = readFileSync(join(dir, chunk), 'utf8');
  for (const [from, to] of PATCHES) {
    const at = text.indexOf(from);
    if (at === -1 || text.indexOf(from, at + 1) !== -1)
      throw new Error(`\`${from}\` is not in ${chunk} exactly once: update PATCHES to the bundle's runFormat`);
    text = text.slice(0, at) + to + text.slice(at + from.length);
  }
  writeFileSync(join(dir, chunk), text);
  return { cli: join(dir, 'index.js'), dir };
}

const CORPORA = ['varied-subagent-responses-10-10000', 'varied-10-10000'];

/** Each corpus measured `repeat` rounds: the floor, the check, and the check skipping each part. */
export async function measureParts({ cliDir = 'dist/cli', corpus = 'bench/.corpus', repeat = 3 } = {}) {
  const reader = await bundleOwnReader(`${corpus}/own-reader.mjs`);
  const altered = alteredBundle(cliDir);
  try {
    const results = [];
    for (const c of corpora(corpus).filter((c) => CORPORA.includes(c.name))) {
      if (!existsSync(c.dir)) c.write(c.dir);
      const check = (cli, skip) => ({
        args: [cli, 'check', c.dir, '--fail-on', 'never', '--jobs', '1'],
        env: skip ? { BENCH_SKIP: skip } : {},
      });
      const runs = {
        floor: { args: ['bench/parse-only.mjs', c.dir, 'own'], env: { BENCH_OWN_READER: reader } },
        check: check(join(cliDir, 'index.js')),
        'no findings': check(altered.cli, 'findings'),
        'no contributions': check(altered.cli, 'contributions'),
        'neither (the rest)': check(altered.cli, 'both'),
      };
      const measured = measure(c.dir, repeat, ...Object.values(runs));
      results.push({
        label: c.label,
        runs: Object.fromEntries(Object.keys(runs).map((name, i) => [name, measured[i]])),
      });
    }
    return results;
  } finally {
    rmSync(altered.dir, { recursive: true, force: true });
  }
}

/** The table: CPU of each run and its ratio to the floor, then each part's share worked out from them. */
export function partsTable(results) {
  const lines = [
    '| corpus | floor CPU s | check CPU s (× floor) | the rest: no format work (× floor) | findings: check − no findings (× floor) | contributions and their report: check − no contributions (× floor) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, runs } of results) {
    const floor = runs.floor.cpuSeconds;
    const cell = (seconds) => `${seconds.toFixed(2)} (${(seconds / floor).toFixed(2)}×)`;
    lines.push(
      `| ${label} | ${floor.toFixed(2)} | ${cell(runs.check.cpuSeconds)} | ${cell(runs['neither (the rest)'].cpuSeconds)} | ${cell(runs.check.cpuSeconds - runs['no findings'].cpuSeconds)} | ${cell(runs.check.cpuSeconds - runs['no contributions'].cpuSeconds)} |`,
    );
  }
  return lines.join('\n');
}

/** What the table says and how it is made, above it in bench/results.md. */
export const PARTS_INTRO = `What a cold check costs beyond reading and parsing, by part (bench/decompose.mjs): each round
runs, taking turns, the own reader's floor, the check, and three copies of the check's bundle made
to skip part of each file's work in the function that runs a format (\`runFormat\`): its findings
(template leftovers, the schema, key typos, the format's rules), its contributions (gate items,
inbox items, risk and chain, and so what the report makes of them), or both. With both skipped
what is left is what every file costs whatever its format: start-up, the walk, reading, decoding,
recognising the format, parsing with the checks every file gets (line count, depth, repeated
keys, inline suppressions) and an empty report. A part's cost is the check's CPU less the run
without it; the parts overlap a little (GC, shared indexes), so they add up to a little less
than the check. Each row is the best of the rounds.`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const table = partsTable(await measureParts({ repeat: Number(process.env.BENCH_REPEAT ?? 3) }));
  putTable('parts', table);
  process.stdout.write(`${table}\n`);
}
