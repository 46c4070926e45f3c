// Bundles the action and the CLI with ncc into dist/, which is committed (the action runs it as is).
// Code that only some runs need is imported dynamically in the sources, and ncc puts it in chunk
// files (`<id>.index.js`, ids derived from the modules, so stable) next to each entry.
// dist/ is replaced only once every entry has built: a failed build leaves the previous one.
import ncc from '@vercel/ncc';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { dirname } from 'node:path';

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

const files = new Map();
for (const entry of ENTRIES) {
  const { code, assets } = await ncc(new URL(`../${entry.input}`, import.meta.url).pathname, {
    quiet: true,
    minify: false,
    sourceMap: false,
    license: 'licenses.txt',
    target: 'es2022',
  });
  files.set(entry.output, { source: code, executable: entry.executable });
  for (const [name, asset] of Object.entries(assets ?? {}))
    files.set(`${dirname(entry.output)}/${name}`, { source: asset.source });
}

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
  if (foreign.length) throw new Error(`${input}: its declarations import ${foreign.join(', ')}; name the public types`);
  files.set(output, { source: outputText });
}

rmSync('dist', { recursive: true, force: true });
for (const [path, { source, executable }] of files) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  if (executable) chmodSync(path, 0o755);
}
