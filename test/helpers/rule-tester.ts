import { expect } from 'vitest';
import { applyFixes } from '../../src/core/fix.js';
import type { RuleCases } from '../../src/core/rule-cases.js';
import { checkFiles } from './check-files.js';

/**
 * Runs one rule's cases (ESLint's RuleTester, for handoff files) through the whole engine, as the
 * CLI would check the file: a valid text gets no finding of the rule; an invalid one gets exactly
 * the listed findings (line, column, message) and, after the rule's fixes, exactly `output`.
 * Other rules' findings are not compared: each rule's own cases say what it does.
 */
export function runRuleCases(cases: RuleCases): void {
  const { rule } = cases;
  const findingsOf = (c: RuleCases['valid'][number]) => {
    const report = checkFiles(
      { ...c.files, [c.path]: c.text },
      { only: [c.path], ...(c.config && { config: c.config }), ...(c.base !== undefined && { base: { [c.path]: c.base } }) },
    );
    return report.findings.filter((f) => f.path === c.path && f.ruleId === rule);
  };
  for (const c of cases.valid) {
    expect(findingsOf(c).map((f) => `${f.line}:${f.column} ${f.message}`), `${rule}, valid: ${c.name}`).toEqual([]);
  }
  for (const c of cases.invalid) {
    const found = findingsOf(c);
    expect(
      found.map((f) => ({ line: f.line, column: f.column, message: f.message })),
      `${rule}, invalid: ${c.name}`,
    ).toEqual(c.errors);
    const fixes = found.flatMap((f) => (f.fix ? [f.fix] : []));
    if (c.output === undefined) expect(fixes, `${rule}, invalid: ${c.name} offers no fix`).toEqual([]);
    else expect(applyFixes(c.text, fixes).text, `${rule}, invalid: ${c.name}, its --fix output`).toBe(c.output);
  }
}
