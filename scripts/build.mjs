// Bundles the action and the CLI with ncc into dist/, which is committed (the action runs it as is).
import ncc from '@vercel/ncc';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const ENTRIES = [
  { input: 'src/index.ts', output: 'dist/index.js' },
  { input: 'src/cli/index.ts', output: 'dist/cli/index.js', executable: true },
];

rmSync('dist', { recursive: true, force: true });
for (const entry of ENTRIES) {
  const { code, assets } = await ncc(new URL(`../${entry.input}`, import.meta.url).pathname, {
    quiet: true,
    minify: false,
    sourceMap: false,
    license: 'licenses.txt',
    target: 'es2022',
  });
  mkdirSync(dirname(entry.output), { recursive: true });
  writeFileSync(entry.output, code);
  for (const [name, asset] of Object.entries(assets ?? {})) {
    const path = `${dirname(entry.output)}/${name}`;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, asset.source);
  }
  if (entry.executable) chmodSync(entry.output, 0o755);
}
