/**
 * One rule, one module, its cases beside it: every rule id the catalogue lists is defined in a
 * file named by it (`src/formats/<format>/rules/<name>.ts`, a family such as
 * `envelope/status-requires-*` in `status-requires.ts`), with its cases in `<name>.cases.ts`
 * (ESLint's RuleTester style, see src/core/rule-cases.ts), and has a summary. Each rule's cases
 * run here through the whole engine. A newcomer finds a rule from its id in one step.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleCatalogue } from '../../src/core/catalogue.js';
import type { Rule } from '../../src/core/rule.js';
import type { RuleCases } from '../../src/core/rule-cases.js';
import { FORMATS } from '../../src/formats/index.js';
import { runRuleCases } from '../helpers/rule-tester.js';
import { ruleModule } from '../../scripts/rule-modules.mjs';
import { PENDING } from './pending.js';

const ROOT = new URL('../../', import.meta.url).pathname;

const catalogue = ruleCatalogue(FORMATS);
const moved = catalogue.filter((rule) => !PENDING.includes(rule.id));

describe('every rule in its module, with its cases', () => {
  it('has a summary: one sentence', () => {
    for (const rule of catalogue) expect(rule.summary, rule.id).toMatch(/\S.*[.)]$/s);
  });

  it('is defined in the module its id names, or is still listed as waiting to move (and only then)', () => {
    const unresolved = catalogue.filter((rule) => ruleModule(rule.id) === undefined).map((rule) => rule.id);
    expect(unresolved.sort()).toEqual([...PENDING].sort());
  });

  it.each(moved.map((rule) => [rule.id]))('%s: its module exports it, and its cases pass', async (id) => {
    const module = ruleModule(id)!;
    const exported = Object.values((await import(join(ROOT, module))) as Record<string, unknown>).flat() as Partial<Rule>[];
    expect(exported.some((rule) => rule?.id === id && typeof rule.check === 'function'), `${module} exports ${id}`).toBe(true);
    const casesFile = module.replace(/\.ts$/, '.cases.ts');
    expect(existsSync(join(ROOT, casesFile)), `${casesFile} exists`).toBe(true);
    const { cases } = (await import(join(ROOT, casesFile))) as { cases: RuleCases[] };
    const own = cases.find((c) => c.rule === id);
    expect(own, `${casesFile} has cases for ${id}`).toBeDefined();
    expect(own!.valid.length, `${id}: a valid case at least`).toBeGreaterThan(0);
    expect(own!.invalid.length, `${id}: an invalid case at least`).toBeGreaterThan(0);
    runRuleCases(own!);
  });
});
