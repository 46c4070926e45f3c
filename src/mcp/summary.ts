import type { Finding, Report } from '../lib/index.js';

/** Findings listed in a summary; the structured result holds them all. */
const LISTED = 20;

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** `path:line:col severity message (rule)`: one finding as a model reads it. */
const findingLine = (f: Finding) =>
  `${f.path}:${f.line}:${f.column} ${f.severity} ${f.message} (${f.ruleId})${f.fix ? ' [fixable]' : ''}`;

/**
 * The files a report names but never judged: of no format (by path or keys), or skipped (too
 * large, a link out, no handoff file at all). "No findings" is said only of files checked.
 */
function notJudged(report: Report): string[] {
  const paths = new Set(report.files.filter((f) => f.format === null).map((f) => f.path));
  for (const group of report.skipped ?? []) for (const path of group.paths) paths.add(path);
  return [...paths];
}

/**
 * A report in a few lines for the model's text channel: the verdict first (what to do next), then
 * the findings, each with where, what and the rule to ask `explain_rule` about. The structured
 * result carries the whole report. A verdict counts only the files a format judged: a file no
 * format recognised is said to be not checked, never "no findings".
 */
export function reportSummary(report: Report): string {
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning').length;
  const fixable = report.findings.filter((f) => f.fix).length;
  const files = report.files.filter((f) => f.format !== null).length;
  const unjudged = notJudged(report);
  const shown = unjudged
    .slice(0, 5)
    .map((p) => `\`${p}\``)
    .join(', ');
  const verdict =
    errors > 0
      ? `Not ready to hand off: ${count(errors, 'error')}${warnings ? ` and ${count(warnings, 'warning')}` : ''} in ${count(files, 'file')} checked.`
      : files === 0 && unjudged.length > 0
        ? `Not checked: no handoff format recognises ${shown}${unjudged.length > 5 ? ` and ${unjudged.length - 5} more` : ''} by its path or its keys, so nothing was judged. A handoff file is at a format's path (such as \`.forge/intents/<name>.yaml\`, \`**/handoff-<name>.json\`, \`.work/**/<name>.yaml\`) or carries a format's keys; the \`schema\` tool gives each format's keys.`
        : warnings > 0
          ? `No errors in ${count(files, 'file')} checked; ${count(warnings, 'warning')} worth a look.`
          : files === 0
            ? 'No handoff file was checked: nothing was judged.'
            : `No findings in ${count(files, 'file')} checked.`;
  const lines = [verdict];
  if (report.gate.result !== 'pass') {
    // An aggregator's declared verdict gates on its own; its file is in `gate.declaredBy`.
    const declaring = report.gate.declaredBy.filter((d) => d.result === report.gate.result).length;
    const declared = declaring ? `; declared by ${count(declaring, 'aggregator')}` : '';
    lines.push(`Review gate: ${report.gate.result} (P0 ${report.gate.p0}, P1 ${report.gate.p1}${declared}).`);
  }
  if (fixable > 0) lines.push(`${count(fixable, 'finding')} can be fixed by fix_text.`);
  if (report.suppressed?.count)
    lines.push(
      `${count(report.suppressed.count, 'finding')} suppressed (${report.suppressed.inline} by handoff-gate-disable comments, ${report.suppressed.baseline} by the suppressions file), not listed.`,
    );
  if (unjudged.length > 0 && files > 0)
    lines.push(`Not checked (no handoff format by path or keys, or skipped): ${shown}.`);
  lines.push(...report.findings.slice(0, LISTED).map(findingLine));
  if (report.findings.length > LISTED)
    lines.push(`… and ${report.findings.length - LISTED} more in the structured result.`);
  return lines.join('\n');
}
