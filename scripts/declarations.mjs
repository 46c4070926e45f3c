// The library's declarations (package.json's `types` and `exports`): one file, dist/lib/index.d.ts,
// written by dts-bundle-generator from the library's entry. The public shapes are the engine's own
// types (src/lib/public.ts names them), and the generator writes out each one they use, so the
// package ships one small file and none of the engine's modules, and no hand copy can drift.
// dts-bundle-generator rather than API Extractor: it reads the sources directly (API Extractor
// wants the .d.ts files of every module emitted first) and is one small package; a declaration
// tsc emits with `outFile` is a set of `declare module` blocks, not a file a consumer imports.
// The build (scripts/build.mjs) runs this in a process of its own: `node scripts/declarations.mjs`
// prints the file.
import { generateDtsBundle } from 'dts-bundle-generator';
import { fileURLToPath } from 'node:url';

const ENTRY = 'src/lib/index.ts';

/** The text of dist/lib/index.d.ts. Throws when it would need any other module, a package's types included. */
function libraryDeclarations() {
  const [text] = generateDtsBundle(
    // Only the names the entry exports are exported: a shape they use is declared, not exported.
    [{ filePath: ENTRY, output: { noBanner: true, exportReferencedTypes: false } }],
    { preferredConfigPath: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) },
  );
  const foreign = [...text.matchAll(/^(?:import .*|\/\/\/ <reference .*)$/gm)].map((m) => m[0]);
  if (foreign.length)
    throw new Error(`${ENTRY}: its declarations need other modules (${foreign.join('; ')}); name the public types`);
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(libraryDeclarations());
