// Bundles the action and the CLI with ncc into dist/, which is committed (the action runs it as is).
// Code that only some runs need is imported dynamically in the sources, and ncc puts it in chunk
// files (`<id>.index.js`, ids derived from the modules, so stable) next to each entry.
// dist/ is replaced only once every entry has built: a failed build leaves the previous one.
import ncc from '@vercel/ncc';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const ENTRIES = [
  { input: 'src/index.ts', output: 'dist/index.js' },
  { input: 'src/cli/index.ts', output: 'dist/cli/index.js', executable: true },
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

rmSync('dist', { recursive: true, force: true });
for (const [path, { source, executable }] of files) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  if (executable) chmodSync(path, 0o755);
}
