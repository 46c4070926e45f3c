import { declaredWords } from './declared-verdict.js';
import type { GateResult, Report } from '../report/report.js';
import { codeSpan, truncate } from './escape.js';
import { configFailure, failOnText, heldBack, outcomeOf } from './outcome.js';
import { plural } from './plural.js';
import { suppressedWords } from './suppressed.js';
import { priorityCounts, severityBreakdown, totals, whereProblems } from './summary.js';
import type { MarkdownOptions } from './markdown-options.js';

const VERDICT_ICON: Record<GateResult, string> = { pass: '✅', reject: '⚠️', veto: '❌' };

/**
 * The title: the run's outcome as its status (the CLI's exit, the action's failed step) has it.
 * A failing run opens with what fails it: the config's errors (the CLI's exit 2), else errors,
 * then the gate; a run that passes only
 * because of its `fail-on` says so; otherwise the gate's verdict alone.
 */
export function verdictLine(report: Report, options: MarkdownOptions): string {
  const { gate } = report;
  const outcome = outcomeOf(report, options);
  // Which file declared the verdict, when one did: the counts alone can read "no problems".
  const declared = declaredWords(gate, (path) => codeSpan(truncate(path, 200)));
  const counts = `${priorityCounts(gate)}${declared && ` — ${declared.slice(2)}`}`;
  const config = configFailure(outcome);
  if (config) return `### ❌ ${config} — Gate: ${gate.result} — ${counts}`;
  if (outcome.fails) {
    const findings = outcome.failingFindings.join(' and ');
    if (!findings) return `### ❌ Fails — Gate: ${gate.result} — ${counts}`;
    return `### ❌ Fails: ${findings}${outcome.gateFails ? ' and' : ' —'} Gate: ${gate.result} — ${counts}`;
  }
  if (heldBack(outcome)) {
    const findings = outcome.heldBackFindings.length ? ` with ${outcome.heldBackFindings.join(' and ')}` : '';
    return `### ⚠️ Passes (fail-on: ${failOnText(outcome)})${findings} — Gate: ${gate.result} — ${counts}`;
  }
  return `### ${VERDICT_ICON[gate.result]} Gate: ${gate.result} — ${counts}`;
}

export function summaryLine(report: Report): string {
  const t = totals(report);
  const notChecked = t.unchecked ? ` (${plural(t.unchecked, 'file')} noticed but not checked)` : '';
  const validation =
    t.problems === 0
      ? t.checked === 0
        ? '⚠️ No handoff file checked'
        : `✅ ${plural(t.checked, 'file')} checked, no problems`
      : `${t.error > 0 ? '❌' : t.warning > 0 ? '⚠️' : 'ℹ️'} **${plural(t.problems, 'problem')}** (${severityBreakdown(t)})${whereProblems(t, (path) => codeSpan(path))}${notChecked}`;
  const suppressed = suppressedWords(report, (text) => codeSpan(text));
  const brought = report.suppressed?.brought?.length ?? 0;
  return `${validation} · Risk: **${report.risk.level ?? 'none'}** · Inbox: **${report.inbox.length}**${suppressed ? ` · Suppressed: ${suppressed}` : ''}${brought ? ` · New suppressions in this pull request: **${brought}**` : ''}`;
}
