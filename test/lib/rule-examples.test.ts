import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainRule, rules } from '../../src/lib/index.js';
import { ALL_CASES } from '../../src/lib/rule-examples.js';
import type { ValidCase } from '../../src/rules/rule-cases.js';
import { REPO } from '../helpers/bundle.js';

/**
 * `explainRule` shows a rule's examples from its own cases, which src/lib/rule-examples.ts
 * imports in one list (written by `npm run all`): the list is every cases module on disk, so a new
 * rule's cases reach the library and the MCP server with no other change.
 */

const { rulesExamplesText, EXAMPLES_FILE } = (await import(`${REPO}scripts/rule-examples.mjs`)) as {
  rulesExamplesText: () => string;
  EXAMPLES_FILE: string;
};

describe('the examples explain_rule shows', () => {
  it('come from every cases module on disk (npm run all writes the list)', () => {
    expect(readFileSync(`${REPO}${EXAMPLES_FILE}`, 'utf8')).toBe(rulesExamplesText());
  });

  it("are a rule's first passing and failing cases that stand alone, with its findings and fix", () => {
    const { examples } = explainRule('subagent-response/review-requires-score')!;
    expect(examples.passing?.text).toContain('score: 94');
    expect(examples.failing).toMatchObject({
      path: 'outputs/.workflow/a1b2c3d4/response.yaml',
      findings: [{ line: 1, column: 9, message: 'A successful review-type agent must give a `score` (0–100).' }],
    });
    const fixable = explainRule('handoff/enum')!.examples.failing;
    expect(fixable?.fixed).toBeDefined();
    // A check every format shares shows the same check's case under another format, and says so.
    expect(explainRule('intent/required')!.examples.failing?.from).toMatch(/\/required$/);
  });

  it("carry the other files a rule's verdict rests on, so that the page reproduces it", () => {
    const { failing } = explainRule('envelope/gate-count-short')!.examples;
    expect(Object.keys(failing?.beside ?? {})).toEqual([
      '.work/06_reviewer/completeness.yaml',
      '.work/06_reviewer/security.yaml',
    ]);
    expect(failing?.findings.map((f) => f.line)).toEqual([14, 15]);
    // The files a case puts around it only to keep other rules quiet are not shown.
    expect(explainRule('envelope/artifact-missing')!.examples.passing?.beside).toBeUndefined();
  });

  it('are shown for every rule but those whose every case needs a config, a base revision, a history, a deletion or raw bytes', () => {
    const needsMore = (c: ValidCase) =>
      typeof c.text !== 'string' || c.config || c.base || c.added || c.deleted || c.history;
    const without = rules().filter((r) => !r.examples.failing);
    for (const rule of without) {
      const cases = ALL_CASES.flat().filter((c) => c.rule === rule.id);
      const invalid = cases.flatMap((c) => c.invalid);
      expect(invalid.every(needsMore), `${rule.id}: a failing case that stands alone exists, yet none is shown`).toBe(
        true,
      );
    }
    expect(without.length).toBeLessThan(rules().length / 5);
  });
});
