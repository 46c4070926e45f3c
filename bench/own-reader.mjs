// The project's own YAML reader (src/parse/fast-yaml.ts: its simple reader, with js-yaml for the
// texts that reader declines), bundled on its own for the second floor (bench/parse-only.mjs
// `own`): reading and parsing the files as the check's fast path does, nothing else.
import ncc from '@vercel/ncc';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bundles the reader into `out` (an ES module exporting `loadYaml`) and returns `out`. */
export async function bundleOwnReader(out = 'bench/.corpus/own-reader.mjs') {
  const { code } = await ncc(fileURLToPath(new URL('../src/parse/fast-yaml.ts', import.meta.url)), {
    quiet: true,
    minify: false,
    sourceMap: false,
    target: 'es2022',
    transpileOnly: true,
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  process.stdout.write(`${await bundleOwnReader(process.argv[2])}\n`);
