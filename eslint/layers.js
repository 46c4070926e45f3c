/**
 * The layers of src/ and what each may import: the one table the `house/layer-imports` lint rule
 * enforces and ARCHITECTURE.md shows (scripts/architecture.mjs writes it there; a test checks it
 * is fresh). A layer is a folder of src/, or a few top-level files.
 *
 * - `rank` is the order, lowest first: a layer imports only layers of its rank or lower, so
 *   the pure engine never depends on what uses it (test/house/layers.test.ts checks the table
 *   keeps to it).
 * - `imports`: layers whose values (and types) it may import, besides its own.
 * - `typesFrom`: layers it may import types from only (`import type`), erased at build time.
 * - `packages`: the outside modules it may import (npm packages, Node built-ins, or a file
 *   outside src/ named from the repository root), types included. Anything else is refused.
 * - `pure`: reads nothing and runs nothing outside the process (see PURE_NEVER).
 *
 * Strict but true: each entry allows what the code needs today, and no more.
 */

/** What a pure layer never imports, not even as types: files, processes, network, the runner, GitHub. */
export const PURE_NEVER = [
  'fs',
  'node:fs',
  'node:child_process',
  'node:os',
  'node:net',
  'node:http',
  'node:https',
  'node:worker_threads',
  '@actions/*',
  '@octokit/*',
];

export const LAYERS = [
  {
    name: 'core',
    paths: ['src/core/'],
    rank: 0,
    pure: true,
    // shared: findings name credentials rather than quote them (src/secrets.ts).
    imports: ['shared'],
    typesFrom: [],
    packages: ['zod', 'yaml', 'js-yaml', 'picomatch'],
  },
  {
    name: 'shared',
    paths: ['src/errors.ts', 'src/logging.ts', 'src/secrets.ts'],
    rank: 0,
    pure: true,
    imports: [],
    typesFrom: [],
    packages: [],
  },
  {
    name: 'formats',
    paths: ['src/formats/'],
    rank: 2,
    pure: true,
    // render: the inert text of the bot's replies and commit messages (render/command-text.ts).
    imports: ['core', 'render'],
    typesFrom: [],
    // yaml: the edits the inbox commands make to a format's files belong with the format.
    packages: ['zod', 'yaml'],
  },
  {
    name: 'config',
    paths: ['src/config/'],
    rank: 3,
    pure: true,
    imports: ['core', 'formats'],
    typesFrom: [],
    packages: ['zod'],
  },
  {
    name: 'render',
    paths: ['src/render/'],
    rank: 1,
    pure: true,
    imports: ['core', 'shared'],
    typesFrom: [],
    // node:crypto: SARIF fingerprints are hashes, not I/O.
    packages: ['node:crypto'],
  },
  {
    name: 'inbox',
    paths: ['src/inbox/'],
    rank: 3,
    pure: true,
    imports: ['core', 'render'],
    typesFrom: [],
    // node:crypto: the markers' state hashes.
    packages: ['node:crypto'],
  },
  {
    name: 'json-schemas',
    paths: ['src/json-schemas.ts'],
    rank: 3,
    pure: true,
    imports: ['core', 'formats', 'config'],
    typesFrom: [],
    packages: ['zod'],
  },
  {
    name: 'io',
    paths: ['src/io/'],
    rank: 4,
    pure: false,
    imports: ['core', 'config'],
    typesFrom: [],
    // node:v8: the young generation's cap (memory-budget.ts).
    packages: ['node:fs', 'node:path', 'node:child_process', 'node:v8', 'picomatch'],
  },
  {
    name: 'github',
    paths: ['src/github/'],
    rank: 4,
    pure: false,
    imports: ['shared'],
    // render: the check run's annotation, one shape from the plan (render/check-run.ts) to the API.
    typesFrom: ['config', 'render'],
    packages: ['@actions/github', '@octokit/plugin-retry', '@octokit/plugin-throttling'],
  },
  {
    name: 'cli',
    paths: ['src/cli/'],
    rank: 5,
    pure: false,
    imports: ['core', 'formats', 'config', 'render', 'io', 'json-schemas', 'shared'],
    typesFrom: [],
    // node:worker_threads and node:os: a large check shared between threads, as many as the
    // machine offers (check-pool.ts, check-worker.ts, `--jobs`).
    packages: [
      'node:fs',
      'node:path',
      'node:url',
      'node:util',
      'node:module',
      'node:os',
      'node:worker_threads',
      'picomatch',
      'package.json',
    ],
  },
  {
    name: 'action',
    paths: ['src/action/', 'src/index.ts'],
    rank: 5,
    pure: false,
    imports: ['core', 'formats', 'config', 'render', 'inbox', 'io', 'github', 'shared'],
    typesFrom: [],
    packages: ['node:fs', 'node:path', 'node:crypto', 'yaml', '@actions/core'],
  },
];

/** A path relative to the repository root, with forward slashes. */
const posix = (path) => path.replaceAll('\\', '/');

/** The layer a file of src/ belongs to, and the entry of `paths` that matched; undefined outside every layer. */
export function layerOf(path) {
  const file = posix(path);
  for (const layer of LAYERS) {
    for (const entry of layer.paths) {
      if (entry.endsWith('/') ? file.startsWith(entry) : file === entry)
        return { layer, where: entry.replace(/\/$/, '') };
    }
  }
  return undefined;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`, `node:fs/promises` → `node:fs`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether a pure layer's allowance breaks PURE_NEVER (a `*` ends a scope). */
export function isNeverPure(name) {
  return PURE_NEVER.some((never) => (never.endsWith('/*') ? name.startsWith(never.slice(0, -1)) : name === never));
}

const list = (names) => names.join(', ');

/** What a layer may import, for the rule's messages: "core imports only core; types from config". */
export function allowedLayers(layer) {
  const types = layer.typesFrom.length > 0 ? `; types from ${list(layer.typesFrom)}` : '';
  return `${layer.name} imports only ${list([layer.name, ...layer.imports])}${types}`;
}

/** The outside modules a layer may import, for the rule's messages. */
export function allowedPackages(layer) {
  return layer.packages.length > 0
    ? `${layer.name} imports only the outside modules ${list(layer.packages)}`
    : `${layer.name} imports no outside module`;
}

const code = (text) => `\`${text}\``;

/** The Markdown table ARCHITECTURE.md shows, lowest layer first. */
export function layersTable() {
  const rows = [...LAYERS]
    .sort((a, b) => a.rank - b.rank)
    .map((layer) => {
      const cells = [
        String(layer.rank),
        code(layer.name),
        list(layer.paths.map(code)),
        layer.pure ? 'yes' : 'no',
        layer.imports.length > 0 ? list(layer.imports.map(code)) : '—',
        layer.typesFrom.length > 0 ? list(layer.typesFrom.map(code)) : '—',
        layer.packages.length > 0 ? list(layer.packages.map(code)) : '—',
      ];
      return `| ${cells.join(' | ')} |`;
    });
  return [
    '| rank | layer | files | pure | may import (values and types) | types only from | outside modules |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
