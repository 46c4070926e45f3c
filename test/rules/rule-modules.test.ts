/**
 * One rule, one module, its cases beside it: every rule id the catalogue lists is defined in a
 * file named by it (`src/formats/<format>/rules/<name>.ts`, a family such as
 * `envelope/status-requires-*` in `status-requires.ts`), with its cases in `<name>.cases.ts`
 * (ESLint's RuleTester style, see src/core/rule-cases.ts), and has a summary. Each rule's cases
 * run here through the whole engine. A newcomer finds a rule from its id in one step.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleCatalogue } from '../../src/core/catalogue.js';
import type { Rule } from '../../src/core/rule.js';
import type { RuleCases } from '../../src/core/rule-cases.js';
import { FORMATS } from '../../src/formats/index.js';
import { runRuleCases } from '../helpers/rule-tester.js';
import { PENDING } from './pending.js';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Where each format's folder is: the intent family's other kinds sit inside the intent's. */
export const FORMAT_FOLDERS: Readonly<Record<string, string>> = {
  envelope: 'src/formats/envelope',
  'subagent-response': 'src/formats/subagent-response',
  handoff: 'src/formats/handoff',
  intent: 'src/formats/intent',
  'intent-draft': 'src/formats/intent/kinds/intent-draft',
  task: 'src/formats/intent/kinds/task',
  'review-result': 'src/formats/intent/kinds/review-result',
  history: 'src/formats/intent/kinds/history',
  observations: 'src/formats/intent/kinds/observations',
  message: 'src/formats/message',
};

/**
 * The module that defines a rule id: `<folder>/rules/<name>.ts`, or the family module whose name
 * is the longest prefix of `<name>` followed by `-`; undefined when there is none.
 */
export function ruleModule(id: string): string | undefined {
  const [format, name] = id.split('/') as [string, string];
  const folder = FORMAT_FOLDERS[format];
  if (!folder || !name) return undefined;
  const dir = join(folder, 'rules');
  if (!existsSync(join(ROOT, dir))) return undefined;
  if (existsSync(join(ROOT, dir, `${name}.ts`))) return join(dir, `${name}.ts`);
  const families = readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.cases.ts') && name.startsWith(`${file.slice(0, -3)}-`))
    .sort((a, b) => b.length - a.length);
  return families[0] && join(dir, families[0]);
}

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
