import { expect } from 'vitest';
import { configFromBase } from '../../src/config/governing.js';
import { parseConfig } from '../../src/config/parse.js';
import { configSchema } from '../../src/config/schema.js';
import { DEFAULT_CONFIG_PATH } from '../../src/engine/config-path.js';
import type { Finding } from '../../src/report/finding.js';
import { applyFixes } from '../../src/core/fix.js';
import type { RuleCases, ValidCase } from '../../src/rules/rule-cases.js';
import { checkFiles } from './check-files.js';

/** The base commit a case's base config is read at (`config/changed-in-pull-request` names it). */
const CASE_BASE_SHA = '0123456789abcdef0123456789abcdef01234567';

/** The findings of every rule on one case's file, as a run reports them. */
function caseFindings(c: ValidCase): readonly Finding[] {
  const text = typeof c.text === 'string' ? c.text : new TextDecoder().decode(c.text);
  // The config file is no handoff file: a run reads it first, and reports on it what it finds.
  if (c.path === DEFAULT_CONFIG_PATH) {
    const base = typeof c.base === 'string' ? c.base : c.base?.[c.path];
    return base === undefined
      ? parseConfig(text, c.path).findings
      : configFromBase(c.path, { base, head: text }, CASE_BASE_SHA).findings;
  }
  // A deleted file is only at the base: its text is the version the change removes.
  const base = c.deleted
    ? { ...(typeof c.base === 'object' && c.base), [c.path]: text }
    : c.base !== undefined && (typeof c.base === 'string' ? { [c.path]: c.base } : { ...c.base });
  const report = checkFiles(c.deleted ? { ...c.files, ...c.context } : { ...c.files, ...c.context, [c.path]: c.text }, {
    only: c.deleted ? [] : [c.path],
    ...(c.config && { config: configSchema.parse(c.config) }),
    ...(base && { base }),
    ...(c.added && { added: [...c.added] }),
    ...(c.history && { history: { [c.path]: c.history } }),
    ...(c.named && { named: [c.path] }),
  });
  return report.findings.filter((f) => f.path === c.path);
}

/**
 * Runs one rule's cases (ESLint's RuleTester, for handoff files) through the whole engine, as the
 * CLI would check the file: a valid text gets no finding of the rule; an invalid one gets exactly
 * the listed findings (line, column, message) and, after the rule's fixes, exactly `output`.
 * Other rules' findings are not compared: each rule's own cases say what it does.
 */
export function runRuleCases(cases: RuleCases): void {
  const { rule } = cases;
  const findingsOf = (c: ValidCase) => caseFindings(c).filter((f) => f.ruleId === rule);
  for (const c of cases.valid) {
    expect(
      findingsOf(c).map((f) => `${f.line}:${f.column} ${f.message}`),
      `${rule}, valid: ${c.name}`,
    ).toEqual([]);
  }
  for (const c of cases.invalid) {
    const found = findingsOf(c);
    expect(
      found.map((f) => ({ line: f.line, column: f.column, message: f.message })),
      `${rule}, invalid: ${c.name}`,
    ).toEqual(c.errors);
    const fixes = found.flatMap((f) => (f.fix ? [f.fix] : []));
    if (c.output === undefined) expect(fixes, `${rule}, invalid: ${c.name} offers no fix`).toEqual([]);
    else if (typeof c.text !== 'string')
      throw new Error(`${rule}, invalid: ${c.name}: an output is for a case given as text`);
    else expect(applyFixes(c.text, fixes).text, `${rule}, invalid: ${c.name}, its --fix output`).toBe(c.output);
  }
}
