import { linkRuleTable } from '../scripts/rule-modules.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRules } from '../src/cli/listings.js';
import { ruleCatalogue } from '../src/rules/catalogue.js';
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

  it("the README's rule table lists every rule", () => {
    const readme = readFileSync(`${REPO}README.md`, 'utf8');
    expect(readme).toContain(linkRuleTable(renderRules(ruleCatalogue(FORMATS), 'markdown')));
  });

  it('rule ids are unique and well-formed', () => {
    const ids = ruleCatalogue(FORMATS).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+\/[a-z0-9-]+$/);
  });
});
