import { relative } from 'node:path';
import { importGraph, pathBack, resolveRelative, staticImports, toPosix } from './import-graph.js';

/**
 * No module of src/ reaches itself through others, by value or by type. In a value cycle, load
 * order decides which of two modules sees the other half-initialised at start-up; in a type cycle
 * neither clearly owns what they share (the engine's input declared above the engine that reads
 * it): move it into a lower module both import. Static imports count, `import type` and
 * re-exports included (`import()` loads later). Each import that closes a cycle is reported.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the modules of src/ (values and types).' },
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
        const imports = staticImports(program)
          .map(({ node, specifier }) => ({ node, target: resolveRelative(cwd, context.filename, specifier) }))
          .filter(({ target }) => target !== undefined);
        const graph = importGraph(cwd, {
          path,
          deps: imports.map(({ target }) => target),
        });
        for (const { node, target } of imports) {
          if (!graph.has(target)) continue;
          const back = pathBack(graph, target, path);
          if (back) context.report({ node, messageId: 'cycle', data: { cycle: [path, ...back].join(' → ') } });
        }
      },
    };
  },
};
