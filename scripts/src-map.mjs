// The map of src/ that ARCHITECTURE.md shows, made from the files on disk and the roles of
// eslint/layers.js: each top-level folder, what it holds, and its files grouped by role, so the
// picture follows every move. test/house/layers.test.ts fails while ARCHITECTURE.md's copy is stale.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LAYERS, layerOf } from '../eslint/layers.js';

/** What each top-level folder of src/ holds, in the order a reader meets the product. A new folder needs a line here. */
export const FOLDERS = [
  [
    'util',
    'small helpers every floor may use: reading unknown values, bulk pushes, the nearest name; knows nothing of the product',
  ],
  ['detect', 'what a file is: its format by path, else by a signature of its keys; near misses, empty files'],
  ['parse', 'reading and parsing with positions: the fast path and the full parse, YAML edits in place'],
  [
    'core',
    "the engine's contract, which the readers, the rules, the gate and the formats stand on: its settings and limits, the workspace it reads, the run's bounds, what a format (with its inbox part) and a rule implement, a fix, reading an enum",
  ],
  [
    'engine',
    'the check itself: one run over the files (detect, read, parse, run the format, assemble), a pull request in one pass, reports merged over roots or read back',
  ],
  ['rules', "the checks every format shares, the schema's quick check and wording, a rule's cases and docs"],
  ['catalogue', "every rule id, the module that declares each, and the cases of the engine's own rules"],
  ['formats', 'one folder per spec: its schema, its rules with their cases, its gate, inbox, risk and chain'],
  ['report', 'findings and the report, their one order, the shape of a fix'],
  [
    'suppressions',
    'what a team set aside: `handoff-gate-disable-…` comments, and the suppressions file (a baseline of counts)',
  ],
  ['gate', 'the review gate, the risk and the chain, whether a run fails (`fail-on`)'],
  ['inbox', 'what waits for a person: keys, issues, markers, approvals, commands'],
  ['diff', 'findings on the diff: the check run, suggested changes, the annotations left over'],
  ['render', 'the report as text, JSON, SARIF, workflow annotations and Markdown; escaping of outside text'],
  ['config', 'the config file: schema, findings, defaults, which revision governs'],
  ['io', 'adapter: the file system and git'],
  ['github', 'adapter: the GitHub API, narrow, paginated, retried, redacted'],
  [
    'publish',
    "the publish wing, beside the action: each feature's adapter side (the gate's PR comment and risk label, the inbox's sync and commands, the findings on the diff) through the GitHub adapter",
  ],
  [
    'project',
    'a project on disk: its roots, the check over them (on worker threads when large), fixes, the suppressions file',
  ],
  ['cli', 'entry: the command line'],
  ['lib', "entry: the library (`checkText`, `checkPaths`, `fixText`), the project's check as functions"],
  ['mcp', "entry: the MCP server (`handoff-gate mcp`), the library's calls as tools for agents"],
  [
    'lsp',
    "entry: the language server (`handoff-gate lsp`), the library's editor session as diagnostics, fixes and hovers",
  ],
  ['action', 'entry: the GitHub Action, `main()` as numbered steps'],
];

const ROOT = new URL('../', import.meta.url);
const code = (text) => `\`${text}\``;
const roleOf = (path) => layerOf(path)?.layer.name ?? 'no role';

/** Every source file under a folder of src/ (cases and `index.ts` registries included), as repository paths. */
function filesUnder(folder) {
  return readdirSync(new URL(`${folder}/`, ROOT), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name).slice(new URL(ROOT).pathname.length))
    .map((path) => path.replaceAll('\\', '/'))
    .sort();
}

/** `role: a, b · role: c`, the roles in the order of eslint/layers.js (lowest rank first). */
function grouped(pairs) {
  const roles = new Map();
  for (const [role, name] of pairs) {
    if (!roles.has(role)) roles.set(role, []);
    roles.get(role).push(name);
  }
  const rank = (role) => LAYERS.findIndex((layer) => layer.name === role);
  return [...roles]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([role, names]) => `${role}: ${names.join(', ')}`)
    .join(' · ');
}

/** A folder's modules by role: `engine: a, b · plan: c, commands/d · publish: publish/e`. Cases are left out (each sits beside its module). */
function byRole(folder) {
  return grouped(
    filesUnder(folder)
      .filter((path) => !path.endsWith('.cases.ts'))
      .map((path) => [roleOf(path), path.slice(folder.length + 1).replace(/\.ts$/, '')]),
  );
}

/** The formats' folders, with the intent family's kinds: what `src/formats/` holds, without its many rule files. */
function formatFolders() {
  const dirs = (path) =>
    readdirSync(new URL(`${path}/`, ROOT), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'rules')
      .map((entry) => entry.name)
      .sort();
  return dirs('src/formats')
    .map((format) => {
      const kinds = dirs(`src/formats/${format}`).includes('kinds') ? dirs(`src/formats/${format}/kinds`) : [];
      return kinds.length > 0 ? `${format}/ (kinds/: ${kinds.join(', ')})` : `${format}/`;
    })
    .join(', ');
}

/** The Markdown table: one row per top-level folder of src/, then the top-level files. */
export function srcMap() {
  const onDisk = readdirSync(new URL('src/', ROOT), { withFileTypes: true });
  const folders = onDisk.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const missing = folders.filter((name) => !FOLDERS.some(([known]) => known === name));
  if (missing.length > 0)
    throw new Error(`scripts/src-map.mjs: say what src/${missing.join(', src/')} holds in FOLDERS`);
  const rows = FOLDERS.filter(([name]) => folders.includes(name)).map(([name, what]) => {
    const files = name === 'formats' ? `formats: ${formatFolders()}` : byRole(`src/${name}`);
    return `| ${code(`src/${name}/`)} | ${what} | ${files} |`;
  });
  const top = grouped(
    onDisk
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => entry.name)
      .sort()
      .map((name) => [roleOf(`src/${name}`), name.replace(/\.ts$/, '')]),
  );
  return [
    '| folder | what it holds | modules by role |',
    '| --- | --- | --- |',
    ...rows,
    `| ${code('src/')} | the bundle's entry, and what every part shares | ${top} |`,
  ].join('\n');
}
