import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of src/, shared by the house rules. Files are read from disk once per lint
 * run (and again only if changed), and parsed with TypeScript's parser, the one typescript-eslint
 * wraps, so that the graph sees imports exactly as the rules do, comments and strings aside.
 * What is on disk (the list of src/'s files, each file's time) is looked at again once a second
 * has passed, not for every file linted: a lint of the whole tree asked it some 200,000 times,
 * a tenth of ESLint's time, while an editor's next lint still sees a file saved since.
 */
const FRESH_MS = 1000;

/** `a\b` → `a/b`: paths are compared as the layer table writes them. */
export const toPosix = (path) => path.replaceAll('\\', '/');

/**
 * Where a relative specifier points, from the repository root: NodeNext imports name the
 * emitted `.js`, so `./x.js` is the source file `./x.ts`. Undefined for a bare specifier.
 */
export function resolveRelative(cwd, fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const from = toPosix(relative(cwd, fromFile));
  return posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, '.ts');
}

/**
 * The static imports of a module, of values and of types alike (`import type`, `export type`,
 * re-exports): a type cycle binds two modules as tightly as a value cycle, and leaves neither the
 * owner of what they share. `import()` loads on demand and is not followed.
 */
export function staticImports(program) {
  const found = [];
  for (const node of program.body) {
    const isImport = node.type === 'ImportDeclaration';
    const isExport = (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source;
    if ((isImport || isExport) && typeof node.source.value === 'string')
      found.push({ node, specifier: node.source.value });
  }
  return found;
}

/** dir → { at, files }: src/'s files as last listed. */
const listed = new Map();

function sourcesNow(dir) {
  const known = listed.get(dir);
  if (known && Date.now() - known.at < FRESH_MS) return known.files;
  const files = sources(dir);
  listed.set(dir, { at: Date.now(), files });
  return files;
}

function sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * What a module on disk imports and re-exports statically, read by TypeScript's own parser (the
 * one typescript-eslint wraps) from its top-level statements: the same declarations
 * {@link staticImports} reads from ESLint's tree, without converting the tree or analysing its
 * scopes, which the graph never reads and which took most of this rule's time.
 */
function moduleSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (
      (isImport || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      found.push(statement.moduleSpecifier.text);
  }
  return found;
}

/** file (absolute) → { mtimeMs, at, deps }: kept for the lint run, a file re-read once it changes. */
const parsed = new Map();

function depsOnDisk(cwd, file) {
  const known = parsed.get(file);
  if (known && Date.now() - known.at < FRESH_MS) return known.deps;
  const mtimeMs = statSync(file).mtimeMs;
  if (known && known.mtimeMs === mtimeMs) {
    known.at = Date.now();
    return known.deps;
  }
  const text = readFileSync(file, 'utf8');
  const deps = moduleSpecifiers(file, text)
    .map((specifier) => resolveRelative(cwd, file, specifier))
    .filter((dep) => dep !== undefined);
  parsed.set(file, { mtimeMs, at: Date.now(), deps });
  return deps;
}

/**
 * The import graph of src/ (values and types) (paths from the repository root), with the file being linted
 * taken from its own text: what is on disk may be older than the editor's or the test's.
 */
export function importGraph(cwd, current) {
  const graph = new Map();
  for (const file of sourcesNow(join(cwd, 'src'))) graph.set(toPosix(relative(cwd, file)), undefined);
  graph.set(current.path, current.deps);
  return {
    has: (path) => graph.has(path),
    depsOf(path) {
      let deps = graph.get(path);
      if (deps === undefined && graph.has(path)) {
        deps = depsOnDisk(cwd, join(cwd, path));
        graph.set(path, deps);
      }
      return deps ?? [];
    },
  };
}

/** The shortest way from `start` back to `goal` through value imports, as a list of paths; undefined if none. */
export function pathBack(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = at; step !== undefined; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.depsOf(at)) {
      if (graph.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}
