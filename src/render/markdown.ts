import type { Report } from '../report/report.js';
import { escapeInline } from './escape.js';
import { summaryLine, toPassLine, verdictLine } from './markdown-headline.js';
import { DEFAULT_MAX_CELL, DEFAULT_MAX_LENGTH, type MarkdownOptions } from './markdown-options.js';
import { linker, renderSection, shownRows, type Section } from './markdown-blocks.js';
import { buildSections } from './markdown-sections.js';

export { DEFAULT_MAX_LENGTH, type MarkdownOptions } from './markdown-options.js';

/** The hidden first line by which the PR comment is found again on every later run. */
export const REPORT_MARKER = '<!-- handoff-gate:report -->';
const DEFAULT_TRUNCATION_NOTE = 'Truncated: parts of the report were left out to fit.';

export interface MarkdownResult {
  markdown: string;
  /** Some parts were folded into `<details>`. */
  folded: boolean;
  /** Some parts were cut (the truncation note is in the output). */
  truncated: boolean;
  /**
   * Within `maxLength`. Always true unless `maxLength` is too small for the marker, the verdict
   * and the summary line: P0 rows are shortened, then cut, to make room.
   */
  fits: boolean;
}

/** Shortest a P0 cell gets when P0 rows alone exceed the limit. */
const MIN_CELL = 12;

/** The comment as it is being fitted: the lines never cut, the sections, and each section's text as it now renders. */
interface Draft {
  fixed: string[];
  sections: Section[];
  texts: string[];
  /** The line that says parts were cut. */
  note: string;
  max: number;
}

/** Parts are joined by a blank line. */
const SEP = 2;

/**
 * Some section shows fewer rows than it would before any cut to fit. A list cut to its first few
 * is not cut to fit: it says what lists the rest itself.
 */
const isCut = (draft: Draft) => draft.sections.some((s) => s.keep < shownRows(s));

/** The comment's length as the draft stands; `cut`: with the truncation note. */
function sizeOf(draft: Draft, cut = isCut(draft)): number {
  const fixed = draft.fixed.reduce((n, t) => n + t.length + SEP, 0);
  const texts = draft.texts.reduce((n, t) => n + t.length + SEP, 0);
  return fixed + texts + (cut ? draft.note.length + SEP : 0) - SEP + 1;
}

/** The length the comment would have with section `i`'s text left out (and the truncation note in). */
const sizeWithout = (draft: Draft, i: number) => sizeOf(draft, true) - draft.texts[i]!.length;

function finish(draft: Draft): MarkdownResult {
  const truncated = isCut(draft);
  const folded = draft.sections.some((s) => s.folded);
  const markdown = `${[...draft.fixed, ...draft.texts, ...(truncated ? [draft.note] : [])].join('\n\n')}\n`;
  return { markdown, folded, truncated, fits: markdown.length <= draft.max };
}

/**
 * The largest value from `low` to `high` that `fits`, searched by halves (`fits` holds up to a
 * point, then never); `low` when none does.
 */
function largestFitting(low: number, high: number, fits: (value: number) => boolean): number {
  let lo = low;
  let hi = high;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Every section that may be folded, folded into `<details>`. */
function foldAll(draft: Draft): void {
  draft.sections.forEach((s, i) => {
    if (!s.foldable) return;
    s.folded = true;
    draft.texts[i] = renderSection(s);
  });
}

/** The least important rows cut first (by each section's rank), each section only as far as needed. */
function cutLeastImportant(draft: Draft): void {
  const order = draft.sections.map((s, i) => ({ s, i })).filter(({ s }) => s.rank !== undefined);
  order.sort((a, b) => (a.s.rank ?? 0) - (b.s.rank ?? 0));
  for (const { s, i } of order) {
    if (sizeOf(draft) <= draft.max) break;
    const others = sizeWithout(draft, i);
    const fitsWith = (keep: number) => others + renderSection({ ...s, keep }).length <= draft.max;
    // A section with more rows than were rendered does not fit whole: `fitsWith` is false past them.
    s.keep = fitsWith(s.pinned) ? largestFitting(s.pinned, s.keep, fitsWith) : s.pinned;
    draft.texts[i] = renderSection(s);
  }
}

/**
 * Only P0 rows (and fixed lines) left, still too big: their cells shortened, never a row dropped.
 * Shorter cells first; only when even the shortest do not fit, plain `path:line` for the links too.
 */
function shortenP0Rows(draft: Draft, maxCell: number): void {
  const p0 = draft.sections.findIndex((s) => s.pinned > 0 && s.rebuild);
  if (sizeOf(draft) <= draft.max || p0 < 0) return;
  const s = draft.sections[p0]!;
  const rebuild = s.rebuild!;
  const others = sizeWithout(draft, p0);
  const fitsWith = (cap: number, compact: boolean) =>
    others + renderSection({ ...s, rows: rebuild(cap, compact) }).length <= draft.max;
  const shortest = Math.min(MIN_CELL, maxCell);
  const compact = !fitsWith(shortest, false);
  s.rows = rebuild(
    largestFitting(shortest, maxCell, (cap) => fitsWith(cap, compact)),
    compact,
  );
  draft.texts[p0] = renderSection(s);
  if (sizeOf(draft) > draft.max) keepFittingP0Rows(draft, p0);
}

/**
 * Thousands of P0s, each at its shortest, still too big: as many shown as fit, and how many more
 * there are said (the verdict line counts them all). The comment must reach GitHub to be seen.
 */
function keepFittingP0Rows(draft: Draft, p0: number): void {
  const s = draft.sections[p0]!;
  const others = sizeWithout(draft, p0);
  const fitsKeeping = (keep: number) => others + renderSection({ ...s, keep }).length <= draft.max;
  s.keep = largestFitting(0, Math.min(s.keep, s.pinned), fitsKeeping);
  draft.texts[p0] = renderSection(s);
}

/**
 * The first lines, never cut: the marker, the verdict with the counts, what would make it pass,
 * and whose the counts are. A brief (the check run's) leaves out the marker and the verdict,
 * which the check run's title already is.
 */
function fixedLines(report: Report, options: MarkdownOptions): string[] {
  const linkTo = linker(options);
  const toPass = toPassLine(report, options, (path, line) => linkTo(path, line, false));
  const summary = summaryLine(report, options);
  return options.brief ? [toPass, summary] : [REPORT_MARKER, verdictLine(report, options), toPass, summary];
}

/**
 * The PR comment: the verdict and what to do first, the details past them folded under
 * `<details>`; what is still over `maxLength` cut: rows by rank, then the P0 rows' cells
 * shortened, and last P0 rows cut.
 */
export function layoutMarkdown(report: Report, options: MarkdownOptions = {}): MarkdownResult {
  const sections = buildSections(report, options);
  const draft: Draft = {
    fixed: fixedLines(report, options),
    sections,
    texts: sections.map(renderSection),
    note: `> ${escapeInline(options.truncationNote ?? DEFAULT_TRUNCATION_NOTE)}`,
    max: options.maxLength ?? DEFAULT_MAX_LENGTH,
  };
  // What is past the first screen folds whatever the room: the verdict and what fails it stay open.
  foldAll(draft);
  if (sizeOf(draft) <= draft.max) return finish(draft);
  cutLeastImportant(draft);
  shortenP0Rows(draft, options.maxCell ?? DEFAULT_MAX_CELL);
  return finish(draft);
}

/** The PR comment's Markdown (see {@link layoutMarkdown}). */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  return layoutMarkdown(report, options).markdown;
}
