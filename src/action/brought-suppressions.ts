import { syntaxOf } from '../parse/read.js';
import { compareFindings, type Finding, type SuppressedFinding } from '../report/finding.js';
import type { BroughtSuppression, CheckResult } from '../report/report.js';
import { broughtInline, raisedCounts } from '../suppressions/brought.js';
import { ADDED_IN_PULL_REQUEST_RULE } from '../suppressions/rules.js';
import type { RunSuppressions } from './suppressions-source.js';

export interface BroughtInput {
  /** The pull request's changed files. */
  changed: readonly string[];
  /** A changed file's text at the head, and at the base (by its path at the head; undefined: none there). */
  head: (path: string) => string | undefined;
  base: (path: string) => string | undefined;
  suppressions: Pick<RunSuppressions, 'path' | 'file' | 'headEntries'>;
  /** `suppressions.inline-in-pull-requests: refuse`: what a pull request adds or widens suppresses nothing, and is an error. */
  refuse: boolean;
}

const ORDER: Record<BroughtSuppression['how'], number> = { added: 0, widened: 1, 'count-raised': 2 };

/** Those hiding an error first (they go above the fold), then by kind, file and line. */
function compareBrought(a: BroughtSuppression, b: BroughtSuppression): number {
  const error = (s: BroughtSuppression) => (s.worst === 'error' ? 0 : 1);
  return (
    error(a) - error(b) ||
    ORDER[a.how] - ORDER[b.how] ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
    a.line - b.line ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

/**
 * A pull request's report with the suppressions it brings listed for its reviewer
 * (`suppressed.brought`): each inline directive its changed files add or widen that hid a finding,
 * and each count its suppressions file raises. With `refuse`, a directive the pull request brings
 * suppresses nothing: the findings it hid are reported again, and an error on its line names it.
 */
export function withBroughtSuppressions(report: CheckResult, input: BroughtInput): CheckResult {
  const inline = (report.suppressed?.findings ?? []).filter((f) => f.suppression.kind === 'inSource');
  const byPath = new Map<string, SuppressedFinding[]>();
  for (const f of inline) byPath.set(f.path, [...(byPath.get(f.path) ?? []), f]);
  const brought: BroughtSuppression[] = [];
  for (const path of new Set(input.changed)) {
    const found = byPath.get(path);
    const syntax = syntaxOf(path);
    const head = found && syntax ? input.head(path) : undefined;
    if (!found || !syntax || head === undefined) continue;
    brought.push(...broughtInline(path, { head, base: input.base(path) }, syntax, found));
  }
  const { file, headEntries } = input.suppressions;
  if (headEntries)
    brought.push(...raisedCounts(input.suppressions.path, { base: file?.entries, head: headEntries }, report.findings));
  if (brought.length === 0) return report;
  brought.sort(compareBrought);
  const suppressed = report.suppressed ?? { inline: 0, baseline: 0, files: [], findings: [], exceeded: [] };
  if (!input.refuse) return { ...report, suppressed: { ...suppressed, brought } };

  // Refused: the directives the pull request brings take no effect.
  const refused = brought.filter((b) => b.how !== 'count-raised');
  if (refused.length === 0) return { ...report, suppressed: { ...suppressed, brought } };
  const byDirective = (f: SuppressedFinding) =>
    f.suppression.kind === 'inSource' &&
    refused.some(
      (b) => b.path === f.path && b.ruleId === f.ruleId && b.line === (f.suppression as { line: number }).line,
    );
  const back: Finding[] = suppressed.findings.filter(byDirective).map(({ suppression: _, ...finding }) => finding);
  const errors: Finding[] = refused.map((b) => ({
    path: b.path,
    line: b.line,
    column: 1,
    ruleId: ADDED_IN_PULL_REQUEST_RULE,
    severity: 'error',
    message: `This pull request ${b.how === 'added' ? 'adds' : 'widens'} a suppression of \`${b.ruleId}\` here, and this repository refuses new inline suppressions in pull requests (config \`suppressions.inline-in-pull-requests: refuse\`): it suppresses nothing, and the ${b.hides === 1 ? 'finding it would hide is' : `${b.hides} findings it would hide are`} reported. Fix what ${b.hides === 1 ? 'it reports' : 'they report'}, or remove the comment.`,
  }));
  return {
    ...report,
    findings: [...report.findings, ...back, ...errors].sort(compareFindings),
    suppressed: {
      ...suppressed,
      inline: suppressed.inline - back.length,
      findings: suppressed.findings.filter((f) => !byDirective(f)),
      brought,
    },
  };
}
