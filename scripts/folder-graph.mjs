// The folder-to-folder import graph of src/, against the order of floors the folders' names
// promise (FLOORS, lowest first): which folder imports which, and each import that runs from a
// lower floor up to a higher one, with why it stays (WHY). ARCHITECTURE.md shows it (npm run
// architecture writes it there; test/house/layers.test.ts fails while the copy is stale, or when an
// upward import has no reason). `node scripts/folder-graph.mjs [root]` prints the upward imports of
// the src/ under another checkout, to measure a commit before and after.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The floors, lowest first: a folder may import its own floor and the floors below. Each file at
 * the top of src/ is a folder of its own.
 */
const FLOORS = [
  ['shared', ['util', 'errors.ts', 'logging.ts', 'secrets.ts']],
  ['report', ['report']],
  ['parse', ['parse']],
  ['core', ['core']],
  ['rules', ['rules', 'suppressions']],
  ['detect', ['detect']],
  ['gate', ['gate']],
  ['engine', ['engine']],
  ['catalogue', ['catalogue']],
  ['render', ['render']],
  ['plans', ['inbox', 'diff']],
  ['formats', ['formats']],
  ['config', ['config', 'json-schemas.ts']],
  ['adapters', ['io', 'github']],
  ['publish', ['publish']],
  ['project', ['project']],
  ['library', ['lib']],
  ['servers', ['mcp', 'lsp']],
  ['entries', ['cli', 'action', 'index.ts']],
];

/** Why each upward import that remains stays: `from → to` and its reason. An upward import without one fails the house test. */
export const WHY = {
  'suppressions → catalogue':
    "a directive may name only a rule the formats give: a file's inline suppressions check their ids against the catalogue (`suppressions/of-file.ts`), and the engine's file check reads them",
  'engine → inbox':
    "the engine's run keys the inbox items it assembles (`inbox/keys.ts`, the engine's part of the inbox feature, beside its plan)",
};

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The folder a file of src/ belongs to: its top-level folder (`gate`, `publish`), or the file itself at the top. */
function folderOf(path) {
  return path.split('/')[1];
}

/**
 * Every relative import of a file: static, `import type`, re-exports, side-effect imports and
 * `import()`, as TypeScript's own scanner finds them (none inside a comment or a string).
 */
const relativeImports = (text) =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'));

/** Each import between two folders of `root`/src/: `{ from, to, file, target }`. */
function folderImports(root = ROOT) {
  const files = readdirSync(join(root, 'src'), { recursive: true })
    .map((name) => `src/${String(name).replaceAll('\\', '/')}`)
    .filter((path) => path.endsWith('.ts'))
    .sort();
  const imports = [];
  for (const file of files) {
    for (const imported of relativeImports(readFileSync(join(root, file), 'utf8'))) {
      const target = posix.normalize(posix.join(posix.dirname(file), imported)).replace(/\.js$/, '.ts');
      if (!target.startsWith('src/')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) imports.push({ from, to, file, target });
    }
  }
  return imports;
}

const floorOf = (folder) => FLOORS.findIndex(([, folders]) => folders.includes(folder));

/** The graph: each edge `from → to` with its imports, and the edges that run upward. */
export function folderGraph(root = ROOT) {
  const edges = new Map();
  for (const one of folderImports(root)) {
    const key = `${one.from} → ${one.to}`;
    if (!edges.has(key)) edges.set(key, { from: one.from, to: one.to, imports: [] });
    edges.get(key).imports.push(`${one.file.slice(4)} → ${one.target.slice(4)}`);
  }
  const unplaced = [...new Set([...edges.values()].flatMap((edge) => [edge.from, edge.to]))].filter(
    (folder) => floorOf(folder) === -1,
  );
  if (unplaced.length > 0) throw new Error(`scripts/folder-graph.mjs: give ${unplaced.join(', ')} a floor in FLOORS`);
  const sorted = [...edges.values()].sort(
    (a, b) => floorOf(a.from) - floorOf(b.from) || a.from.localeCompare(b.from) || floorOf(a.to) - floorOf(b.to),
  );
  return { edges: sorted, upward: sorted.filter((edge) => floorOf(edge.from) < floorOf(edge.to)) };
}

const code = (text) => `\`${text}\``;

/** The Markdown ARCHITECTURE.md shows: the floors, each folder's imports (↑ marks an upward one), and the upward imports with why. */
export function folderGraphMarkdown() {
  const { edges, upward } = folderGraph();
  const floors = FLOORS.map(([name, folders]) => `${name} (${folders.map(code).join(', ')})`).join(' → ');
  const rows = FLOORS.flatMap(([, folders]) => folders)
    .map((folder) => {
      const out = edges.filter((edge) => edge.from === folder);
      if (out.length === 0) return undefined;
      const cells = out.map((edge) => `${upward.includes(edge) ? '↑ ' : ''}${edge.to} (${edge.imports.length})`);
      return `| ${code(folder)} | ${cells.join(', ')} |`;
    })
    .filter(Boolean);
  const ups = upward.map(
    (edge) =>
      `| ${code(edge.from)} → ${code(edge.to)} | ${edge.imports.map(code).join('<br/>')} | ${WHY[`${edge.from} → ${edge.to}`] ?? '**no reason given**'} |`,
  );
  return [
    `Floors, lowest first: ${floors}.`,
    '',
    '| folder | imports (import lines; ↑ runs upward) |',
    '| --- | --- |',
    ...rows,
    '',
    `${upward.length} folder-to-folder imports run upward:`,
    '',
    '| upward import | where | why it stays |',
    '| --- | --- | --- |',
    ...ups,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { upward } = folderGraph(process.argv[2] ?? ROOT);
  for (const edge of upward) console.log(`${edge.from} → ${edge.to} (${edge.imports.join(', ')})`);
  const lines = upward.reduce((sum, edge) => sum + edge.imports.length, 0);
  console.log(`${upward.length} upward folder-to-folder imports (${lines} import lines)`);
}
