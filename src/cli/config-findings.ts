import { compareFindings, type Finding } from '../report/finding.js';
import { escapeTerminal } from '../render/escape.js';
import { plural } from '../render/plural.js';

/**
 * The config file's findings, one a line (`path:line:column: severity message (rule)`), for the
 * outputs that do not list them themselves: `inbox`, and `check` in a machine format, whose
 * stdout a program reads while a person reads stderr.
 */
export function configFindingsText(findings: readonly Finding[]): string {
  return [...findings]
    .sort(compareFindings)
    .map((f) => `${escapeTerminal(`${f.path}:${f.line}:${f.column}: ${f.severity} ${f.message} (${f.ruleId})`)}\n`)
    .join('');
}

/** Why the run exits 2 when the config has errors, or '' when it has none. */
export function configErrorLine(findings: readonly Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error');
  if (!errors.length) return '';
  const files = [...new Set(errors.map((f) => f.path))].join(', ');
  return `handoff-gate: the config file ${escapeTerminal(files)} has ${plural(errors.length, 'error')}; the run left out ${errors.length === 1 ? 'that entry' : 'those entries'} and exits 2. Fix the config and run again.\n`;
}
