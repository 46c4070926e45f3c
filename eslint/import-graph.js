import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * The import graph of src/, shared by the house rules. Files are read from disk once per lint
 * run (and again only if changed), and parsed with the parser ESLint uses for the file being
 * linted, so that the graph sees imports exactly as the rules do, comments and strings aside.
 */

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

/** file (absolute) → { mtimeMs, deps }: kept for the lint run, a file re-read once it changes. */
const parsed = new Map();

function depsOnDisk(cwd, file, parser) {
  const mtimeMs = statSync(file).mtimeMs;
  const known = parsed.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.deps;
  const text = readFileSync(file, 'utf8');
  const options = { sourceType: 'module', ecmaVersion: 'latest', filePath: file, range: true, loc: true };
  const program =
    typeof parser.parseForESLint === 'function'
      ? parser.parseForESLint(text, options).ast
      : parser.parse(text, options);
  const deps = staticImports(program)
    .map(({ specifier }) => resolveRelative(cwd, file, specifier))
    .filter((dep) => dep !== undefined);
  parsed.set(file, { mtimeMs, deps });
  return deps;
}

/**
 * The import graph of src/ (values and types) (paths from the repository root), with the file being linted
 * taken from its own text: what is on disk may be older than the editor's or the test's.
 */
export function importGraph(cwd, parser, current) {
  const graph = new Map();
  for (const file of sources(join(cwd, 'src'))) graph.set(toPosix(relative(cwd, file)), undefined);
  graph.set(current.path, current.deps);
  return {
    has: (path) => graph.has(path),
    depsOf(path) {
      let deps = graph.get(path);
      if (deps === undefined && graph.has(path)) {
        deps = depsOnDisk(cwd, join(cwd, path), parser);
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
