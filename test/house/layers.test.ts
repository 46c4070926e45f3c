import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The linter's picture of src/ holds: the house rules (eslint/) refuse an upward import, a value
 * import where only types are allowed, an outside module a layer may not use, and an import
 * cycle, each with a message that says what is allowed; the layer table keeps to its own order
 * and is the one ARCHITECTURE.md shows.
 */

interface Layer {
  name: string;
  paths: string[];
  rank: number;
  pure: boolean;
  imports: string[];
  typesFrom: string[];
  packages: string[];
}
interface LayersModule {
  LAYERS: Layer[];
  isNeverPure: (name: string) => boolean;
  layersTable: () => string;
}

const REPO = new URL('../../', import.meta.url);
const load = async <T>(path: string) => (await import(new URL(path, REPO).href)) as T;
const { LAYERS, isNeverPure, layersTable } = await load<LayersModule>('eslint/layers.js');
const { srcMap } = await load<{ srcMap: () => string }>('scripts/src-map.mjs');
interface FolderEdge {
  from: string;
  to: string;
  imports: string[];
}
const { folderGraph, folderGraphMarkdown, WHY } = await load<{
  folderGraph: () => { edges: FolderEdge[]; upward: FolderEdge[] };
  folderGraphMarkdown: () => string;
  WHY: Record<string, string>;
}>('scripts/folder-graph.mjs');
const house = (await load<{ default: ESLint.Plugin }>('eslint/index.js')).default;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Lints a small repository of the given files with the house rules alone, as the config sets them on src/. */
async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  const root = mkdtempSync(join(tmpdir(), 'house-lint-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['src/**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { house },
        rules: { 'house/layer-imports': 'error', 'house/no-import-cycles': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['src']);
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(root.length + 1).replaceAll('\\', '/'),
      result.messages.map((m) => `${m.line}: ${m.message}`),
    ]),
  );
}

describe('house/layer-imports', () => {
  it('refuses an upward import, saying which layer imported which and what is allowed', async () => {
    const messages = await lint({
      'src/engine/x.ts': "import { run } from '../action/main.js';\nexport const x = run;\n",
      'src/action/main.ts': 'export const run = 1;\n',
    });
    expect(messages).toEqual({
      'src/action/main.ts': [],
      'src/engine/x.ts': ['1: src/engine may not import src/action (engine imports only engine, shared)'],
    });
  });

  it('lets github import types from config, and no values; the engine not even types', async () => {
    const messages = await lint({
      'src/github/typed.ts': "import type { Config } from '../config/resolve.js';\nexport type C = Config;\n",
      'src/github/valued.ts': "import { DEFAULT } from '../config/resolve.js';\nexport const d = DEFAULT;\n",
      'src/engine/typed.ts': "import type { Config } from '../config/resolve.js';\nexport type C = Config;\n",
      'src/config/resolve.ts': 'export interface Config { a: number }\nexport const DEFAULT = 1;\n',
    });
    expect(messages).toEqual({
      'src/config/resolve.ts': [],
      'src/github/typed.ts': [],
      'src/github/valued.ts': [
        '1: src/github may import only types from src/config: use `import type` (github imports only github, shared; types from config, plan)',
      ],
      'src/engine/typed.ts': ['1: src/engine may not import src/config (engine imports only engine, shared)'],
    });
  });

  it('refuses an outside module the layer may not use, and counts re-exports, import() and type imports', async () => {
    const messages = await lint({
      'src/render/files.ts': [
        "import { readFileSync } from 'node:fs';",
        "import type { Octokit } from '@octokit/core';",
        "export { z } from 'zod';",
        "export const later = () => import('../io/git.js');",
        "export type Fs = typeof import('node:fs');",
        'export const read = readFileSync;',
        'export type O = Octokit;',
        '',
      ].join('\n'),
      'src/io/git.ts': 'export const git = 1;\n',
    });
    expect(messages['src/render/files.ts']).toEqual([
      '1: src/render may not import node:fs (render imports only the outside modules node:crypto, get-east-asian-width)',
      '2: src/render may not import @octokit/core (render imports only the outside modules node:crypto, get-east-asian-width)',
      '3: src/render may not import zod (render imports only the outside modules node:crypto, get-east-asian-width)',
      '4: src/render may not import src/io (render imports only render, engine, shared)',
      '5: src/render may not import node:fs (render imports only the outside modules node:crypto, get-east-asian-width)',
    ]);
  });

  it("gives each file its own role: a feature folder's engine part and plan, the publish wing beside them", async () => {
    const messages = await lint({
      'src/inbox/keys.ts': "import { issue } from './issue.js';\nexport const key = issue;\n",
      'src/inbox/issue.ts': "import { sync } from '../publish/inbox/sync.js';\nexport const issue = sync;\n",
      'src/publish/inbox/sync.ts': "import { readFileSync } from 'node:fs';\nexport const sync = readFileSync;\n",
      'src/publish/inbox/ok.ts': "import type { Key } from '../../inbox/keys.js';\nexport type K = Key;\n",
    });
    expect(messages).toEqual({
      'src/inbox/keys.ts': ['1: src/inbox/keys.ts may not import src/inbox (engine imports only engine, shared)'],
      'src/inbox/issue.ts': [
        '1: src/inbox may not import src/publish (plan imports only plan, engine, render, shared)',
      ],
      'src/publish/inbox/sync.ts': [
        '1: src/publish may not import node:fs (publish imports only the outside modules node:crypto)',
      ],
      'src/publish/inbox/ok.ts': [],
    });
  });

  it('names a file of src/ that is in no layer', async () => {
    const messages = await lint({ 'src/stray.ts': 'export const stray = 1;\n' });
    expect(messages).toEqual({ 'src/stray.ts': ['1: src/stray.ts belongs to no layer: add it to eslint/layers.js'] });
  });
});

describe('house/no-import-cycles', () => {
  it('refuses a cycle of imports on each import that closes it, naming the cycle', async () => {
    const messages = await lint({
      'src/engine/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'src/engine/b.ts': "import { c } from './c.js';\nexport const b = () => c;\n",
      'src/engine/c.ts': "import { a } from './a.js';\nexport const c = () => a;\n",
      'src/engine/d.ts': "import { a } from './a.js';\nexport const d = a;\n",
    });
    const why = '(move what these modules share into a lower module they both import)';
    expect(messages).toEqual({
      'src/engine/a.ts': [
        `1: import cycle: src/engine/a.ts → src/engine/b.ts → src/engine/c.ts → src/engine/a.ts ${why}`,
      ],
      'src/engine/b.ts': [
        `1: import cycle: src/engine/b.ts → src/engine/c.ts → src/engine/a.ts → src/engine/b.ts ${why}`,
      ],
      'src/engine/c.ts': [
        `1: import cycle: src/engine/c.ts → src/engine/a.ts → src/engine/b.ts → src/engine/c.ts ${why}`,
      ],
      'src/engine/d.ts': [],
    });
  });

  it('counts `import type` and `export type` as imports too (a type cycle binds as tightly), not `import()`', async () => {
    const why = '(move what these modules share into a lower module they both import)';
    const typed = await lint({
      'src/engine/a.ts': "import { b } from './b.js';\nexport type A = number;\nexport const a = b;\n",
      'src/engine/b.ts': "import type { A } from './a.js';\nexport const b: A = 1;\n",
    });
    expect(typed).toEqual({
      'src/engine/a.ts': [`1: import cycle: src/engine/a.ts → src/engine/b.ts → src/engine/a.ts ${why}`],
      'src/engine/b.ts': [`1: import cycle: src/engine/b.ts → src/engine/a.ts → src/engine/b.ts ${why}`],
    });
    const reexported = await lint({
      'src/engine/a.ts': "export type { B } from './b.js';\nexport type A = number;\n",
      'src/engine/b.ts': "export type { A } from './a.js';\nexport type B = string;\n",
    });
    expect(Object.values(reexported).flat()).toHaveLength(2);
    const later = await lint({
      'src/engine/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'src/engine/b.ts': "export const b = 1;\nexport const later = () => import('./a.js');\n",
    });
    expect(later).toEqual({ 'src/engine/a.ts': [], 'src/engine/b.ts': [] });
  });
});

describe('the layer table (eslint/layers.js)', () => {
  const byName = new Map(LAYERS.map((layer) => [layer.name, layer]));

  it('lets each layer import only layers of its rank or lower, and names only layers it has', () => {
    const upward = LAYERS.flatMap((layer) =>
      [...layer.imports, ...layer.typesFrom]
        .filter((name) => !byName.has(name) || byName.get(name)!.rank > layer.rank)
        .map((name) => `${layer.name} → ${name}`),
    );
    // The engine owns its input (core/settings.ts): the engine and formats import nothing from config.
    expect(upward).toEqual([]);
    expect(byName.get('engine')!.typesFrom).toEqual([]);
    expect(byName.get('formats')!.typesFrom).toEqual([]);
  });

  it('keeps the pure layers away from files, processes, network, the runner and GitHub', () => {
    const pure = LAYERS.filter((layer) => layer.pure).map((layer) => layer.name);
    expect(pure).toEqual(['engine', 'shared', 'render', 'plan', 'formats', 'config', 'json-schemas']);
    expect(LAYERS.filter((layer) => layer.pure).flatMap((layer) => layer.packages.filter(isNeverPure))).toEqual([]);
    expect(
      ['node:fs', 'fs', 'node:child_process', '@actions/core', '@octokit/core', 'node:os'].every(isNeverPure),
    ).toBe(true);
    // Only the adapters and the entries touch the outside; the GitHub adapter none of the engine's values.
    expect(LAYERS.filter((layer) => !layer.pure).map((layer) => layer.name)).toEqual([
      'io',
      'github',
      'publish',
      'project',
      'cli',
      'lib',
      'mcp',
      'lsp',
      'action',
    ]);
    expect(byName.get('github')!.imports).not.toContain('engine');
    expect(byName.get('github')!.imports).not.toContain('formats');
  });

  it('is the table ARCHITECTURE.md shows (npm run architecture writes it)', () => {
    const text = readFileSync(new URL('ARCHITECTURE.md', REPO), 'utf8');
    const start = text.indexOf('<!-- layers:start');
    const end = text.indexOf('<!-- layers:end -->');
    expect(start).toBeGreaterThan(-1);
    expect(text.slice(text.indexOf('\n', start) + 1, end)).toBe(`${layersTable()}\n`);
  });

  it('gives every file of src/ a role, and ARCHITECTURE.md the map of src/ as it is on disk', () => {
    const text = readFileSync(new URL('ARCHITECTURE.md', REPO), 'utf8');
    const start = text.indexOf('<!-- map:start');
    const end = text.indexOf('<!-- map:end -->');
    expect(start).toBeGreaterThan(-1);
    const map = srcMap();
    expect(map).not.toContain('no role');
    expect(text.slice(text.indexOf('\n', start) + 1, end)).toBe(`${map}\n`);
  });

  it('keeps the folders to the order their names promise: a handful of upward imports, each with its reason, shown fresh in ARCHITECTURE.md', () => {
    const { edges, upward } = folderGraph();
    expect(edges.length).toBeGreaterThan(upward.length);
    // The library, the publish wing, the engine's contract and the ground floor stand on nothing above them.
    const from = (folder: string) => upward.filter((edge) => edge.from === folder).map((edge) => edge.to);
    expect([...from('lib'), ...from('publish'), ...from('core'), ...from('report'), ...from('util')]).toEqual([]);
    expect(edges.filter((edge) => edge.to === 'action' && edge.from === 'publish')).toEqual([]);
    expect(upward.length).toBeLessThanOrEqual(8);
    // Every upward import says why it stays, and no reason outlives its import.
    expect(upward.map((edge) => `${edge.from} → ${edge.to}`).sort()).toEqual(Object.keys(WHY).sort());
    const text = readFileSync(new URL('ARCHITECTURE.md', REPO), 'utf8');
    const start = text.indexOf('<!-- folder-graph:start');
    const end = text.indexOf('<!-- folder-graph:end -->');
    expect(start).toBeGreaterThan(-1);
    expect(text.slice(text.indexOf('\n', start) + 1, end)).toBe(`${folderGraphMarkdown()}\n`);
  });

  it('is what `npm run lint` enforces on src/, with floating promises refused', async () => {
    const eslint = new ESLint({ cwd: fileURLToPath(REPO) });
    const config = (await eslint.calculateConfigForFile('src/gate/gate.ts')) as { rules: Record<string, unknown[]> };
    expect(config.rules['house/layer-imports']?.[0]).toBe(2);
    expect(config.rules['house/no-import-cycles']?.[0]).toBe(2);
    expect(config.rules['check-file/filename-naming-convention']?.[0]).toBe(2);
    // Floating promises are oxlint's, on TypeScript 7's checker: the lint runs it with types on
    // src/ and test/, and its config holds that one rule as an error.
    const { scripts } = JSON.parse(readFileSync(new URL('package.json', REPO), 'utf8')) as {
      scripts: { lint: string };
    };
    expect(scripts.lint.split(' && ')).toContain('oxlint --type-aware --deny-warnings src test');
    const oxlint = JSON.parse(readFileSync(new URL('.oxlintrc.json', REPO), 'utf8')) as {
      rules: Record<string, string>;
    };
    expect(oxlint.rules['typescript/no-floating-promises']).toBe('error');
  });
});
