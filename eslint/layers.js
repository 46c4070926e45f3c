/**
 * The roles of the files of src/ and what each may import: the one table the `house/layer-imports`
 * lint rule enforces and ARCHITECTURE.md shows (scripts/architecture.mjs writes it there; a test
 * checks it is fresh). The rule is stated per role, not per folder: a feature's folder holds its
 * engine part and its pure plan side by side (the adapter that publishes it is in the publish
 * wing, src/publish/), and `paths` names which files have which role (the closest entry wins, see `layerOf`). A role is called a layer
 * below, as the ranks stack like layers.
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
    name: 'engine',
    // The engine: its contract (core/), its run, the catalogue of rule ids, and the part of each
    // feature it assembles into the report: the gate, the risk, the chain, and which items wait in
    // the inbox under which key.
    paths: [
      'src/core/',
      'src/engine/',
      'src/catalogue/',
      'src/detect/',
      'src/parse/',
      'src/rules/',
      'src/report/',
      'src/gate/',
      'src/suppressions/',
      'src/inbox/full-inbox.ts',
      'src/inbox/keys.ts',
      'src/inbox/left.ts',
      'src/inbox/reasons.ts',
      // What the history records of decisions: the bot's trailers, read back by the decision log.
      'src/inbox/trailers.ts',
      'src/inbox/decision-log.ts',
    ],
    rank: 0,
    pure: true,
    // shared: findings name credentials rather than quote them (src/secrets.ts).
    imports: ['shared'],
    typesFrom: [],
    packages: ['zod', 'yaml', 'js-yaml', 'picomatch'],
  },
  {
    name: 'shared',
    paths: ['src/errors.ts', 'src/logging.ts', 'src/secrets.ts', 'src/util/'],
    rank: 0,
    pure: true,
    imports: [],
    typesFrom: [],
    packages: [],
  },
  {
    name: 'render',
    paths: ['src/render/'],
    rank: 1,
    pure: true,
    imports: ['engine', 'shared'],
    typesFrom: [],
    // node:crypto: SARIF fingerprints are hashes, not I/O. get-east-asian-width: which code points
    // a terminal draws two columns wide (width.ts), Unicode's table kept current by its package.
    packages: ['node:crypto', 'get-east-asian-width'],
  },
  {
    name: 'plan',
    // A feature's pure plan of what to publish: the inbox's issues, replies, markers and commands,
    // and the findings on the diff (check run, suggestions, the annotations left over).
    paths: ['src/inbox/', 'src/diff/'],
    rank: 1,
    pure: true,
    imports: ['engine', 'render', 'shared'],
    typesFrom: [],
    // node:crypto: the markers' state hashes.
    packages: ['node:crypto'],
  },
  {
    name: 'formats',
    paths: ['src/formats/'],
    rank: 2,
    pure: true,
    // plan: the inert text of the bot's replies and commit messages (inbox/command-text.ts).
    imports: ['engine', 'render', 'plan', 'shared'],
    typesFrom: [],
    // yaml: the edits the inbox commands make to a format's files belong with the format.
    packages: ['zod', 'yaml'],
  },
  {
    name: 'config',
    paths: ['src/config/'],
    rank: 3,
    pure: true,
    imports: ['engine', 'formats', 'shared'],
    typesFrom: [],
    packages: ['zod'],
  },
  {
    name: 'json-schemas',
    paths: ['src/json-schemas.ts'],
    rank: 3,
    pure: true,
    imports: ['engine', 'formats', 'config'],
    typesFrom: [],
    packages: ['zod'],
  },
  {
    name: 'io',
    paths: ['src/io/'],
    rank: 4,
    pure: false,
    imports: ['engine', 'config', 'shared'],
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
    // plan: the check run's annotation, one shape from the plan (diff/check-run.ts) to the API.
    typesFrom: ['config', 'plan'],
    packages: ['@actions/github', '@octokit/plugin-retry', '@octokit/plugin-throttling'],
  },
  {
    name: 'publish',
    // The publish wing, beside the action: each feature's adapter side (publish/gate/,
    // publish/inbox/, publish/diff/), which publishes the feature's plan through the GitHub adapter.
    paths: ['src/publish/'],
    rank: 5,
    pure: false,
    // io: a file read through the API is handed to the engine as the disk hands it (fresh-inbox.ts).
    imports: ['engine', 'config', 'render', 'plan', 'io', 'github', 'shared'],
    // Nothing from the action, not even a type: each adapter declares the narrow part of the event,
    // the inputs, the runner's writes and the GitHub port it uses, and the action passes its own.
    typesFrom: [],
    // node:crypto: a message's ULID and the check run's external id.
    packages: ['node:crypto'],
  },
  {
    name: 'project',
    // A project's check, fix and suppressions file, over the disk: what the CLI, the library (and
    // through it the MCP server and the language server) call, below them all.
    paths: ['src/project/'],
    rank: 5,
    pure: false,
    imports: ['engine', 'formats', 'config', 'render', 'io', 'shared'],
    typesFrom: [],
    // node:worker_threads: a large check shared between threads (check-pool.ts, check-worker.ts).
    // node:crypto, node:v8 and package.json: the result cache of `check --cache` hashes files, keeps
    // contributions as V8 serializes them, and is keyed by the tool's version.
    packages: [
      'node:fs',
      'node:path',
      'node:url',
      'node:worker_threads',
      'node:crypto',
      'node:v8',
      'picomatch',
      'package.json',
    ],
  },
  {
    name: 'cli',
    paths: ['src/cli/'],
    rank: 6,
    pure: false,
    // mcp, lsp: `handoff-gate mcp` and `handoff-gate lsp`, each loaded only by its command; lib:
    // `explain` and `rules ID` show a rule as the library's `explainRule` gives it to MCP clients.
    imports: ['engine', 'formats', 'config', 'render', 'io', 'json-schemas', 'project', 'mcp', 'lsp', 'lib', 'shared'],
    typesFrom: [],
    // node:os: as many threads as the machine offers (`--jobs`); node:worker_threads: the entry
    // turns worker off the main thread (project/check-pool.ts).
    packages: ['node:fs', 'node:path', 'node:util', 'node:module', 'node:os', 'node:worker_threads', 'package.json'],
  },
  {
    name: 'lib',
    // The library entry: the project's check (project/run-check.ts, project/fix.ts) as functions.
    paths: ['src/lib/'],
    rank: 6,
    pure: false,
    imports: ['engine', 'formats', 'render', 'io', 'json-schemas', 'project', 'shared'],
    typesFrom: [],
    // package.json: the version, whose tag holds the rule pages `explainRule` links.
    packages: ['node:fs', 'node:path', 'package.json'],
  },
  {
    name: 'mcp',
    // The MCP server: the library's calls as tools for an agent, over stdio.
    paths: ['src/mcp/'],
    rank: 6,
    pure: false,
    // render: its answers' text goes through the one neutraliser (render/escape.ts `inert`).
    imports: ['lib', 'render', 'shared'],
    typesFrom: [],
    packages: ['@modelcontextprotocol/sdk', 'zod', 'node:path'],
  },
  {
    name: 'lsp',
    // The language server: the library's editor session as diagnostics, code actions and hovers, over stdio.
    paths: ['src/lsp/'],
    rank: 6,
    pure: false,
    imports: ['lib', 'shared'],
    typesFrom: [],
    packages: ['vscode-languageserver', 'vscode-languageserver-textdocument', 'node:url'],
  },
  {
    name: 'action',
    paths: ['src/action/', 'src/index.ts'],
    rank: 6,
    pure: false,
    // project: the result cache a full scan keeps (`cache-path`), the CLI's `check --cache`.
    imports: ['engine', 'formats', 'config', 'render', 'plan', 'publish', 'project', 'io', 'github', 'shared'],
    typesFrom: [],
    // package.json: the version, whose tag holds the rule pages when the runner names no action ref.
    packages: ['node:fs', 'node:path', 'node:crypto', 'yaml', '@actions/core', 'package.json'],
  },
];

/** A path relative to the repository root, with forward slashes. */
const posix = (path) => path.replaceAll('\\', '/');

/**
 * The role of a file of src/, and the entry of `paths` that gave it: the entry naming the file most
 * closely (a file named outright, else the longest folder holding it), so a feature's folder holds
 * files of several roles side by side (`src/inbox/keys.ts` the engine's, `src/inbox/issue.ts` a
 * plan). Undefined outside every role.
 */
export function layerOf(path) {
  const file = posix(path);
  let best;
  for (const layer of LAYERS) {
    for (const entry of layer.paths) {
      const folder = entry.endsWith('/');
      if (!(folder ? file.startsWith(entry) : file === entry)) continue;
      const score = folder ? entry.length : Number.MAX_SAFE_INTEGER;
      if (!best || score > best.score) best = { layer, where: entry.replace(/\/$/, ''), score };
    }
  }
  return best && { layer: best.layer, where: best.where };
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
