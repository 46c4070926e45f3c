// Bundles the action and the CLI with ncc into dist/, which is committed (the action runs it as is).
// Code that only some runs need is imported dynamically in the sources, and ncc puts it in chunk
// files (`<id>.index.js`, ids derived from the modules, so stable) next to each entry.
// dist/ is replaced only once every entry has built: a failed build leaves the previous one.
import ncc from '@vercel/ncc';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { dirname } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRIES = [
  { input: 'src/index.ts', output: 'dist/index.js' },
  { input: 'src/cli/index.ts', output: 'dist/cli/index.js', executable: true },
  // The library (package.json's `exports`), with its declarations (below).
  { input: 'src/lib/index.ts', output: 'dist/lib/index.js' },
];

/**
 * The library's declarations: its entry and its public shapes, each declared on its own (the
 * shapes import nothing, and every export of the entry names its types), so that the package ships
 * two small files and none of the engine's. A declaration that would need another module fails here.
 */
const DECLARATIONS = [
  { input: 'src/lib/index.ts', output: 'dist/lib/index.d.ts' },
  { input: 'src/lib/public.ts', output: 'dist/lib/public.d.ts' },
];

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

// A child bundles the one entry it is named, and hands the files back on stdout as JSON.
const only = process.argv[2];
if (only !== undefined) {
  // Written whole before the process ends (a pipe takes it in pieces): no exit is forced here.
  process.stdout.write(JSON.stringify(await bundle(ENTRIES.find((entry) => entry.input === only))));
} else {
  await buildAll();
}

async function buildAll() {
  const files = new Map();
  const built = await Promise.all(
    ENTRIES.map(
      (entry) =>
        new Promise((resolve, reject) => {
          const child = spawn(process.execPath, [fileURLToPath(import.meta.url), entry.input], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.on('error', reject);
          child.on('close', (status) =>
            status === 0
              ? resolve({ entry, files: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
              : reject(new Error(`bundling ${entry.input} failed (exit ${status})`)),
          );
        }),
    ),
  );
  for (const { entry, files: made } of built)
    for (const [path, source, encoding] of made)
      files.set(path, {
        source: encoding === 'base64' ? Buffer.from(source, 'base64') : source,
        executable: path === entry.output && entry.executable,
      });

  for (const { input, output } of DECLARATIONS) {
    const source = readFileSync(new URL(`../${input}`, import.meta.url), 'utf8');
    const { outputText, diagnostics } = ts.transpileDeclaration(source, {
      fileName: input,
      compilerOptions: { module: ts.ModuleKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true },
      reportDiagnostics: true,
    });
    if (diagnostics?.length)
      throw new Error(
        `${input}: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`,
      );
    const imports = [...outputText.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    const foreign = imports.filter((spec) => spec !== './public.js');
    if (foreign.length)
      throw new Error(`${input}: its declarations import ${foreign.join(', ')}; name the public types`);
    files.set(output, { source: outputText });
  }

  rmSync('dist', { recursive: true, force: true });
  for (const [path, { source, executable }] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, source);
    if (executable) chmodSync(path, 0o755);
  }
}
