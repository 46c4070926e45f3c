import { parseLocation } from '../rules/shared/location-path.js';
import { linkedFile } from './markdown-review.js';
import type { GateItem, Report } from '../report/report.js';
import { compareFindings } from '../report/finding.js';
import { codeSpan, escapeInline, truncate } from './escape.js';
import { configFailure, failOnText, heldBack, outcomeOf, type Outcome } from './outcome.js';
import { plural } from './plural.js';
import { suppressedWords } from './suppressed.js';
import { isNotAHandoffFile, totals, whereProblems } from './summary.js';
import type { MarkdownOptions } from './markdown-options.js';

/**
 * The counts in the one order every output gives them: the review's P0 · P1 · P2 · P3, then the
 * files' errors · warnings (· notices, only when there are some and `notices` is not false).
 * `omitZero` leaves out the counts that are 0 (a title short enough for the merge box), `no
 * findings` when all are.
 */
export function countsText(
  report: Pick<Report, 'gate' | 'findings'>,
  { omitZero = false, notices = true }: { omitZero?: boolean; notices?: boolean } = {},
): string {
  const severity = { error: 0, warning: 0, notice: 0 };
  for (const f of report.findings) if (!isNotAHandoffFile(f)) severity[f.severity]++;
  const { gate } = report;
  const parts: Array<[number, string]> = [
    [gate.p0, `P0 ${gate.p0}`],
    [gate.p1, `P1 ${gate.p1}`],
    [gate.p2, `P2 ${gate.p2}`],
    [gate.p3, `P3 ${gate.p3}`],
    [severity.error, plural(severity.error, 'error')],
    [severity.warning, plural(severity.warning, 'warning')],
  ];
  if (notices && severity.notice > 0) parts.push([severity.notice, plural(severity.notice, 'notice')]);
  const shown = omitZero ? parts.filter(([n]) => n > 0) : parts;
  return shown.length ? shown.map(([, text]) => text).join(' · ') : 'no findings';
}

/** `Fails`, `Passes`, `Passes (fail-on: never)` or `Config failed with 1 error (exit 2)`: the run's one verdict, as its status has it. */
export function verdictWord(outcome: Outcome): string {
  const config = configFailure(outcome);
  if (config) return config;
  if (outcome.fails) return 'Fails';
  return heldBack(outcome) ? `Passes (fail-on: ${failOnText(outcome)})` : 'Passes';
}

/**
 * The title: one verdict (the run's status: the CLI's exit, the action's step) and the counts,
 * nothing else. Why it fails and what to do is the next line's ({@link toPassLine}).
 */
export function verdictLine(report: Report, options: MarkdownOptions): string {
  const outcome = outcomeOf(report, options);
  const icon = outcome.fails ? '❌' : heldBack(outcome) ? '⚠️' : '✅';
  return `### ${icon} ${verdictWord(outcome)} — ${countsText(report)}`;
}

/** How a line names a place: linked to the reviewed revision, or plain. */
export type PlaceName = (path: string, line: number | undefined) => string;

/** Longest piece of file text (an item's id or description) the line quotes. */
const MAX_QUOTE = 60;

/**
 * `P0 `SEC-1` at docs/a.md:42`: the item and where to change; without a location, where it is
 * declared (the table below says both).
 */
function itemWords(item: GateItem, place: PlaceName): string {
  const name = item.id ? codeSpan(truncate(item.id, 40)) : `“${escapeInline(truncate(item.description, MAX_QUOTE))}”`;
  const loc = item.location && !item.locationMissing ? parseLocation(item.location) : undefined;
  const at = loc
    ? place(linkedFile(item.locationFile) ?? loc.path, loc.line)
    : place(item.source.path, item.source.line);
  return `${item.priority} ${name} at ${at}`;
}

/** `fix the error at a.yaml:3 (rule) and 2 more errors`: the first finding that fails the run, and how many more. */
function findingWords(report: Report, severity: 'error' | 'warning' | 'notice', place: PlaceName): string {
  const failing = report.findings.filter((f) => f.severity === severity && !isNotAHandoffFile(f)).sort(compareFindings);
  const first = failing[0];
  if (!first) return '';
  const more = failing.length > 1 ? ` and ${plural(failing.length - 1, `more ${severity}`)}` : '';
  return `fix the ${severity} at ${place(first.path, first.line)} (${codeSpan(first.ruleId)})${more}`;
}

/**
 * What the gate asks: every P0 resolved, at most one P1 left, and no file declaring a veto or a
 * reject (src/gate/gate.ts); the first item of each named.
 */
function gateWords(report: Report, place: PlaceName): string[] {
  const { gate } = report;
  const steps: string[] = [];
  const p0 = gate.items.filter((i) => i.priority === 'P0');
  const p1 = gate.items.filter((i) => i.priority === 'P1');
  if (p0.length > 0)
    steps.push(`resolve ${itemWords(p0[0]!, place)}${p0.length > 1 ? ` and ${plural(p0.length - 1, 'more P0')}` : ''}`);
  if (p1.length >= 2)
    steps.push(
      p0.length > 0
        ? `resolve ${p1.length - 1} of the ${p1.length} P1s`
        : `resolve ${p1.length - 1} of the ${p1.length} P1s, first ${itemWords(p1[0]!, place)}`,
    );
  const declared = gate.declaredBy.slice(0, 3).map((d) => `the ${d.result} ${place(d.path, undefined)} declares`);
  if (declared.length)
    steps.push(
      `lift ${declared.join(', ')}${gate.declaredBy.length > 3 ? ` and ${gate.declaredBy.length - 3} more` : ''}`,
    );
  return steps;
}

/**
 * The line after the title: what would make the run pass, naming the first place to change
 * (`file:line`), or that nothing needs doing. One line, our own words; file text quoted short.
 */
export function toPassLine(report: Report, options: MarkdownOptions, place: PlaceName): string {
  const outcome = outcomeOf(report, options);
  const config = configFailure(outcome);
  if (outcome.fails) {
    const steps: string[] = [];
    if (config) steps.push(`fix the config (${config.toLowerCase()})`);
    for (const severity of ['error', 'warning', 'notice'] as const)
      if (outcome.failingFindings.some((r) => r.endsWith(severity) || r.endsWith(`${severity}s`)))
        steps.push(findingWords(report, severity, place));
    if (outcome.gateFails) steps.push(...gateWords(report, place));
    return `**To pass:** ${steps.filter(Boolean).join('; then ')}.`;
  }
  if (heldBack(outcome)) {
    const would = [...outcome.heldBackFindings, ...(outcome.gateHeldBack ? [`gate ${report.gate.result}`] : [])];
    return `**Nothing needs doing to pass** under this \`fail-on\`; the default would fail on ${would.join(' and ')}.`;
  }
  return '**Nothing needs doing to pass.**';
}

/** Whose the counts of {@link summaryLine} are. */
function inboxWords(report: Report, options: MarkdownOptions): string {
  const n = report.inbox.length;
  if (!options.pullRequest) {
    const all = options.inboxInRepository;
    return `the checked files hold ${plural(n, 'inbox item')}${all === undefined ? '' : ` of the ${plural(all, 'item')} waiting in the repository's inbox`}`;
  }
  const resolved = options.inboxResolved?.length ?? 0;
  return `this pull request adds ${plural(n, 'inbox item')}${resolved ? ` and resolves ${resolved}` : ''}`;
}

/**
 * The line under the verdict: the files' findings, the risk and the inbox, each count saying
 * whose it is. No icon of its own: the verdict's is the only one, so nothing here contradicts it.
 */
export function summaryLine(report: Report, options: MarkdownOptions = {}): string {
  const t = totals(report);
  const notChecked = t.unchecked ? ` (${plural(t.unchecked, 'file')} noticed but not checked)` : '';
  const parts = [
    t.problems === 0
      ? t.checked === 0
        ? '⚠️ No handoff file checked'
        : `${plural(t.checked, 'file')} checked: no file findings`
      : `File findings: ${countsOfFiles(t)}${whereProblems(t, (path) => codeSpan(path))}${notChecked}`,
    `${options.pullRequest ? 'this pull request’s' : 'the checked files’'} risk: **${report.risk.level ?? 'none'}**`,
    inboxWords(report, options),
  ];
  const suppressed = suppressedWords(report, (text) => codeSpan(text));
  if (suppressed) parts.push(`Suppressed: ${suppressed}`);
  const brought = report.suppressed?.brought?.length ?? 0;
  if (brought) parts.push(`this pull request brings ${plural(brought, 'new suppression')}`);
  return parts.join(' · ');
}

/** `2 errors · 1 warning` in the one order, notices only when there are some. */
function countsOfFiles(t: { error: number; warning: number; notice: number }): string {
  const parts = [plural(t.error, 'error'), plural(t.warning, 'warning')];
  if (t.notice > 0) parts.push(plural(t.notice, 'notice'));
  return parts.join(' · ');
}
