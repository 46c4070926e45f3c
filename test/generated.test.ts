import { pagesOnDisk, rulePagePath, rulePages, INDEX } from '../scripts/rule-docs.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rules } from '../src/lib/index.js';
import { ruleDocPath } from '../src/rules/rule-docs.js';
import { ruleCatalogue } from '../src/catalogue/catalogue.js';
import { FORMATS } from '../src/formats/index.js';
import { jsonSchemaFor, SCHEMA_NAMES } from '../src/json-schemas.js';
import { REPO } from './helpers/bundle.js';

describe('generated files match the sources (npm run all regenerates them)', () => {
  it('schemas/ holds exactly the JSON Schemas generated from the zod schemas', () => {
    expect(readdirSync(`${REPO}schemas`).sort()).toEqual(SCHEMA_NAMES.map((n) => `${n}.schema.json`).sort());
    for (const name of SCHEMA_NAMES) {
      const committed = JSON.parse(readFileSync(`${REPO}schemas/${name}.schema.json`, 'utf8'));
      expect(committed, name).toEqual(jsonSchemaFor(name));
    }
  });

  // The pages come from the rules' modules and cases: a case changed without `npm run all` fails here.
  const pages = rulePages(rules(), REPO);

  it('docs/rules/ holds a page for every rule of the catalogue, and no other', () => {
    const ids = ruleCatalogue(FORMATS).map((r) => r.id);
    expect(pagesOnDisk(REPO)).toEqual(ids.map(rulePagePath).sort());
    // The address every output links is the page the generator writes.
    for (const id of ids) expect(ruleDocPath(id)).toBe(rulePagePath(id));
  });

  it.each(pages.map(([path]) => [path]))('%s is as `npm run all` writes it', (path) => {
    const expected = pages.find(([p]) => p === path)![1];
    expect(readFileSync(`${REPO}${path}`, 'utf8')).toBe(expected);
  });

  it('the rule index lists every rule, each linked to its page', () => {
    const index = readFileSync(`${REPO}${INDEX}`, 'utf8');
    for (const rule of ruleCatalogue(FORMATS)) expect(index).toContain(`| [\`${rule.id}\`](${rule.id}.md) |`);
  });

  it('rule ids are unique and well-formed', () => {
    const ids = ruleCatalogue(FORMATS).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
  });

  // The whole text is scripts/declarations.mjs's (CI's freshness check rebuilds dist/ and compares);
  // here, without the generator's type-check, a name the library added or dropped since the last build.
  it('dist/lib/index.d.ts declares each name the library exports, and imports nothing', () => {
    const declarations = readFileSync(`${REPO}dist/lib/index.d.ts`, 'utf8');
    expect(declarations).not.toMatch(/^(?:import |\/\/\/ <reference)/m);
    expect(exportedNames('dist/lib/index.d.ts', declarations)).toEqual(exportedNames('src/lib/index.ts'));
  });
});

/** The names a module exports as written (`export *` of a module of the repository followed), sorted. */
function exportedNames(path: string, text = readFileSync(`${REPO}${path}`, 'utf8')): string[] {
  const names = new Set<string>();
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && (statement.moduleSpecifier as ts.StringLiteral).text;
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      else if (from)
        for (const name of exportedNames(join(dirname(path), from.replace(/\.js$/, '.ts')))) names.add(name);
    } else if (
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) names.add(declaration.name.getText(source));
      else if ('name' in statement && statement.name) names.add((statement.name as ts.Identifier).text);
    }
  }
  return [...names].sort();
}
