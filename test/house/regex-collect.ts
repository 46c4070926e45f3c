import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One regular expression of src/: a literal, or a `new RegExp(...)` / `RegExp(...)` call. */
export interface FoundRegex {
  /** Relative to the repository, with `/`. */
  file: string;
  /** The literal or the call as written, white space runs made one space. */
  code: string;
  /** A literal's pattern and flags; a call's are known only when it runs. */
  literal?: { source: string; flags: string };
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every regex of the TypeScript files under `dir` (read with the compiler's parser, so strings and comments never count). */
export function collectRegexes(root: string, dir = 'src'): FoundRegex[] {
  const found: FoundRegex[] = [];
  for (const path of tsFiles(join(root, dir)).sort()) {
    const file = relative(root, path).split('\\').join('/');
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf('/');
        found.push({ file, code: text, literal: { source: text.slice(1, end), flags: text.slice(end + 1) } });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp'
      ) {
        found.push({ file, code: node.getText(source).replace(/\s+/g, ' ') });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
