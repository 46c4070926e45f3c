// Bundles the action and the CLI with ncc into dist/, which is committed (the action runs it as is).
// Code that only some runs need is imported dynamically in the sources, and ncc puts it in chunk
// files (`<id>.index.js`, ids derived from the modules, so stable) next to each entry.
// dist/ is replaced only once every entry has built: a failed build leaves the previous one.
import ncc from '@vercel/ncc';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRIES = [
  { input: 'src/index.ts', output: 'dist/index.js' },
  { input: 'src/cli/index.ts', output: 'dist/cli/index.js', executable: true },
  // The library (package.json's `exports`), with its declarations (below).
  { input: 'src/lib/index.ts', output: 'dist/lib/index.js' },
];

/** The library's one declaration file, written by scripts/declarations.mjs in a process of its own. */
const DECLARATIONS = {
  script: fileURLToPath(new URL('./declarations.mjs', import.meta.url)),
  output: 'dist/lib/index.d.ts',
};

/**
 * One entry's bundle: `[[path, source, encoding?]]`. Each entry is bundled in a process of its
 * own, all at once (some 10 s each, on one core).
 */
async function bundle(entry) {
  const { code, assets } = await ncc(new URL(`../${entry.input}`, import.meta.url).pathname, {
    quiet: true,
    minify: false,
    sourceMap: false,
    license: 'licenses.txt',
    target: 'es2022',
    // Types are checked once, by `npm run typecheck` before the build; src/tsconfig.json says why.
    transpileOnly: true,
  });
  const files = [[entry.output, String(code)]];
  for (const [name, asset] of Object.entries(assets ?? {}))
    files.push([`${dirname(entry.output)}/${name}`, Buffer.from(asset.source).toString('base64'), 'base64']);
  return files;
}

/**
 * What the bundles are made from: every file of src/, the package and its locked dependencies, the
 * TypeScript configs and these build scripts. Its digest is written beside the bundles, so that
 * `--if-changed` (what `npm test` runs) skips a build whose inputs are those the committed dist/
 * was built from; `.ci/fresh` always rebuilds and compares, so a dist/ edited by hand is caught.
 */
const INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', 'scripts/declarations.mjs'];
const DIGEST = 'dist/inputs.sha256';

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]))
    .sort();
}

function inputsDigest() {
  const hash = createHash('sha256');
  for (const path of [...INPUTS, ...filesUnder('src')])
    hash.update(`${path}\0`).update(readFileSync(path)).update('\0');
  return `${hash.digest('hex')}\n`;
}

// A child bundles the one entry it is named, and hands the files back on stdout as JSON.
const only = process.argv[2];
if (only === '--if-changed' && existsSync(DIGEST) && readFileSync(DIGEST, 'utf8') === inputsDigest()) {
  console.log(`dist/ was built from these sources (${DIGEST}): not rebuilt.`);
} else if (only !== undefined && only !== '--if-changed') {
  // Written whole before the process ends (a pipe takes it in pieces): no exit is forced here.
  process.stdout.write(JSON.stringify(await bundle(ENTRIES.find((entry) => entry.input === only))));
} else {
  await buildAll();
}

/** Runs `node <args>` and gives back its stdout; rejects, naming `what`, when it fails. */
function child(args, what) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks = [];
    proc.stdout.on('data', (chunk) => chunks.push(chunk));
    proc.on('error', reject);
    proc.on('close', (status) =>
      status === 0
        ? resolve(Buffer.concat(chunks).toString('utf8'))
        : reject(new Error(`${what} failed (exit ${status})`)),
    );
  });
}

async function buildAll() {
  const digest = inputsDigest();
  const files = new Map();
  const [declarations, ...built] = await Promise.all([
    child([DECLARATIONS.script], "writing the library's declarations"),
    ...ENTRIES.map(async (entry) => ({
      entry,
      files: JSON.parse(await child([fileURLToPath(import.meta.url), entry.input], `bundling ${entry.input}`)),
    })),
  ]);
  for (const { entry, files: made } of built)
    for (const [path, source, encoding] of made)
      files.set(path, {
        source: encoding === 'base64' ? Buffer.from(source, 'base64') : source,
        executable: path === entry.output && entry.executable,
      });
  files.set(DECLARATIONS.output, { source: declarations });
  files.set(DIGEST, { source: digest });

  rmSync('dist', { recursive: true, force: true });
  for (const [path, { source, executable }] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, source);
    if (executable) chmodSync(path, 0o755);
  }
}
