import { relative } from 'node:path';
import { allowedLayers, allowedPackages, layerOf, packageName } from './layers.js';
import { resolveRelative, toPosix } from './import-graph.js';

/**
 * Each layer of src/ imports only what eslint/layers.js allows it: the layers below it (values,
 * or types only), and its own list of outside modules. So the engine stays pure (no files,
 * processes, network, runner or GitHub) and never depends on the entries that use it. Every
 * kind of import counts: static, `import type`, re-exports, `import()` and `import('…').T`.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each layer of src/ to the imports eslint/layers.js allows it.' },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}} ({{allowed}})',
      typesOnly: '{{from}} may import only types from {{to}}: use `import type` ({{allowed}})',
      outside: '{{from}} may not import {{to}} ({{allowed}})',
      unknown: '{{from}} belongs to no layer: add it to eslint/layers.js',
      unknownTarget: '{{from}} imports {{to}}, which belongs to no layer: add it to eslint/layers.js',
    },
  },
  create(context) {
    const cwd = context.cwd;
    const path = toPosix(relative(cwd, context.filename));
    if (!path.startsWith('src/')) return {};
    const self = layerOf(path);

    function check(node, specifier, typeOnly) {
      if (!self) return;
      const { layer, where } = self;
      const target = resolveRelative(cwd, context.filename, specifier);
      if (target === undefined || !target.startsWith('src/')) {
        // A package, a Node built-in, or a file outside src/ (named from the repository root).
        const name = target ?? packageName(specifier);
        if (!layer.packages.includes(name))
          context.report({
            node,
            messageId: 'outside',
            data: { from: where, to: name, allowed: allowedPackages(layer) },
          });
        return;
      }
      const other = layerOf(target);
      if (!other) {
        context.report({ node, messageId: 'unknownTarget', data: { from: where, to: target } });
        return;
      }
      const name = other.layer.name;
      if (name === layer.name || layer.imports.includes(name)) return;
      const data = { from: where, to: other.where, allowed: allowedLayers(layer) };
      if (layer.typesFrom.includes(name)) {
        if (!typeOnly) context.report({ node, messageId: 'typesOnly', data });
        return;
      }
      context.report({ node, messageId: 'layer', data });
    }

    const literal = (source) =>
      source && source.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
    const visit = (node, source, typeOnly) => {
      const specifier = literal(source);
      if (specifier !== undefined) check(source, specifier, typeOnly);
    };

    return {
      Program(program) {
        if (!self)
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'unknown', data: { from: path } });
      },
      ImportDeclaration: (node) => visit(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => visit(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => visit(node, node.source, false),
      // `source` since typescript-eslint 8.x; older ASTs hold the literal in `argument`.
      TSImportType: (node) =>
        visit(node, node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : undefined), true),
    };
  },
};
