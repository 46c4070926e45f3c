import type { BroughtSuppression, Report } from '../report/report.js';
import { plural } from './plural.js';

/** Over-count pairs named one by one before the rest are only counted. */
const LISTED_EXCEEDED = 5;

/** How many findings suppressions kept out of the report: inline and by the suppressions file. */
function suppressedCount(report: Pick<Report, 'suppressed'>): number {
  return report.suppressed ? report.suppressed.inline + report.suppressed.baseline : 0;
}

/**
 * What the suppressions left out, in a few words for a total line (`12 suppressed (2 inline, 10 by
 * .github/handoff-gate-suppressions.json)`), or '' when nothing was suppressed. `code` formats a
 * path as the output wants it (a code span in Markdown).
 */
export function suppressedWords(report: Pick<Report, 'suppressed'>, code: (text: string) => string): string {
  const s = report.suppressed;
  const count = suppressedCount(report);
  if (!s || count === 0) return '';
  const parts: string[] = [];
  if (s.inline > 0) parts.push(`${s.inline} inline`);
  if (s.baseline > 0)
    parts.push(`${s.baseline} by ${s.files.length === 1 ? code(s.files[0]!) : `${s.files.length} suppressions files`}`);
  return `${count} suppressed (${parts.join(', ')})`;
}

/**
 * One sentence on the files and rules with more findings than their count in the suppressions
 * file: every one of them is reported, since a count cannot tell which one is new. Undefined when
 * there are none.
 */
export function exceededSentence(
  report: Pick<Report, 'suppressed'>,
  code: (text: string) => string,
): string | undefined {
  const exceeded = report.suppressed?.exceeded ?? [];
  if (exceeded.length === 0) return undefined;
  const named = exceeded
    .slice(0, LISTED_EXCEEDED)
    .map((e) => `${code(e.ruleId)} in ${code(e.path)} (${e.found} for ${e.count})`);
  const more = exceeded.length > LISTED_EXCEEDED ? ` and ${exceeded.length - LISTED_EXCEEDED} more` : '';
  const found = exceeded.reduce((n, e) => n + e.found, 0);
  return `${plural(found, 'finding')} over the suppressions file's count ${found === 1 ? 'is' : 'are'} all reported, since a count cannot tell which one is new: ${named.join(', ')}${more}. Within the count, they are suppressed again.`;
}

/** The findings a suppression hides, in a few words: `1 error`, `3 findings, the worst an error`. */
function hiddenWords(s: BroughtSuppression): string {
  if (s.hides === 0 || !s.worst) return 'no finding of this run';
  return s.hides === 1
    ? `1 ${s.worst}`
    : `${s.hides} findings, the worst ${s.worst === 'error' ? 'an' : 'a'} ${s.worst}`;
}

/**
 * What a suppression a pull request brings does, in our own words (`code` formats a path as the
 * output wants it): `added in this pull request; hides 1 error`.
 */
export function broughtWords(s: BroughtSuppression, code: (text: string) => string): string {
  if (s.how === 'count-raised')
    return `count for ${code(s.file ?? '')} raised from ${s.from ?? 0} to ${s.to ?? 0} in this pull request; takes effect once merged${s.hides > 0 ? `, then hides ${hiddenWords(s)}` : ''}`;
  return `${s.how} in this pull request; hides ${hiddenWords(s)}`;
}
