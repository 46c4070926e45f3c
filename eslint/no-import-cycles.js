import { relative } from 'node:path';
import { importGraph, pathBack, resolveRelative, toPosix, valueImports } from './import-graph.js';

/**
 * No module of src/ loads itself through others. In a cycle, load order decides which of two
 * modules sees the other half-initialised at start-up, and neither clearly owns what they share:
 * move it into a lower module both import. Only static value imports count (`import type` is
 * erased, `import()` loads later). Each import that closes a cycle is reported, with the cycle.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the modules of src/ (value imports only).' },
    schema: [],
    messages: {
      cycle: 'import cycle: {{cycle}} (move what these modules share into a lower module they both import)',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const path = toPosix(relative(cwd, context.filename));
    if (!path.startsWith('src/')) return {};
    return {
      Program(program) {
        const imports = valueImports(program)
          .map(({ node, specifier }) => ({ node, target: resolveRelative(cwd, context.filename, specifier) }))
          .filter(({ target }) => target !== undefined);
        const graph = importGraph(cwd, context.languageOptions.parser, { path, deps: imports.map(({ target }) => target) });
        for (const { node, target } of imports) {
          if (!graph.has(target)) continue;
          const back = pathBack(graph, target, path);
          if (back) context.report({ node, messageId: 'cycle', data: { cycle: [path, ...back].join(' → ') } });
        }
      },
    };
  },
};
