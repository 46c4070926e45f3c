import type { Report } from '../report/report.js';
import { inert, truncate } from '../render/escape.js';
import { annotations, type Annotation } from '../render/github.js';
import { layoutMarkdown, REPORT_MARKER, type MarkdownOptions } from '../render/markdown.js';
import { plural } from '../render/plural.js';
import { countsText, verdictWord } from '../render/markdown-headline.js';
import { outcomeOf } from '../render/outcome.js';
import { declaredByWords } from '../render/declared-verdict.js';
import { truncateUtf8, utf8Length } from '../render/utf8-length.js';
import { grouped } from '../util/grouped.js';

/** The check run's name: the one status a branch protection rule can require. */
const CHECK_RUN_NAME = 'handoff-gate';

/** GitHub takes at most 50 annotations per create or update request; more need more requests. */
export const ANNOTATIONS_PER_REQUEST = 50;

/**
 * The most annotations one run sends: 1,000 is 20 requests, so a run's API calls stay bounded
 * whatever the number of findings (the house promise), and far more than a reviewer reads on a
 * diff. The most important come first (gating P0/P1 items and errors), so the cap cuts notices,
 * then warnings. The job summary and the JSON report keep every finding.
 */
export const MAX_CHECK_ANNOTATIONS = 1_000;

/**
 * The summary's limit. The documentation says 65,535 characters, but GitHub counts UTF-8 bytes
 * ("summary exceeds a maximum bytesize of 65535", github/docs#35252), which is the stricter reading.
 */
export const CHECK_SUMMARY_MAX_BYTES = 65_535;

/** An annotation's title: at most 255 characters. Counted in bytes, which holds under either reading. */
const MAX_TITLE_BYTES = 255;

/**
 * An annotation's message may be 64 KB; ours are cut at the workflow annotations' 4,000 UTF-16
 * units (src/render/github.ts), which even with every unit shown as `<U+XXXX>` stays under 32 KB.
 */
const MAX_MESSAGE = 4_000;

/**
 * One annotation of a check run (`output.annotations[]`): plain text, not Markdown, 1-based lines.
 * The one declaration of the shape: a plan's batches go to the GitHub adapter's
 * `createCheckRun`/`updateCheckRun` as they are, and the adapter reads a check run's annotations
 * back in it (src/github/ imports it as a type).
 */
export interface CheckAnnotation {
  path: string;
  startLine: number;
  endLine: number;
  /** Only on one line (GitHub's rule); absent together with `endColumn` otherwise (GitHub refuses them). */
  startColumn?: number;
  endColumn?: number;
  level: 'failure' | 'warning' | 'notice';
  /** Every planned annotation has one; one read back may not. */
  title?: string;
  message: string;
  /** A finding's: where its rule's page is (`Rule <id>: <address>`), shown under the annotation's details. */
  rawDetails?: string;
}

/**
 * What tells two annotations apart, as GitHub keeps them (an absent field as null): the same key,
 * the same annotation on the diff. Used to send each once and to recognise what a check run holds
 * (the adapter's annotations, read back, have the same fields).
 */
export function annotationKey(a: CheckAnnotation): string {
  return JSON.stringify([
    a.path,
    a.startLine,
    a.endLine,
    a.startColumn ?? null,
    a.endColumn ?? null,
    a.level,
    a.title ?? null,
    a.message,
    a.rawDetails ?? null,
  ]);
}

/** What the check run says: the create request's fields, and its annotations in requests of 50. */
export interface CheckRunPlan {
  name: typeof CHECK_RUN_NAME;
  conclusion: 'success' | 'failure';
  /** `output.title`: one line of our own words and counts, agreeing with the conclusion. */
  title: string;
  /** `output.summary`: the report's Markdown, within {@link CHECK_SUMMARY_MAX_BYTES}, the verdict never cut. */
  summary: string;
  /** One array per request, each of at most {@link ANNOTATIONS_PER_REQUEST}, most important first. */
  batches: CheckAnnotation[][];
  /** Distinct annotations the report has. */
  total: number;
  /** Of `total`, those past {@link MAX_CHECK_ANNOTATIONS}, not sent (the summary says how many). */
  omitted: number;
}

export interface CheckRunInput {
  report: Report;
  /**
   * Whether the step fails under the run's `fail-on`, as the action decides it
   * (`failureReasons(report, failOn).length > 0`): the conclusion agrees with the step's status.
   */
  fails: boolean;
  /**
   * The job summary's options (links, resolved inbox items, `failOn`, notes), so the check run's
   * summary reads as the job summary does; the length is this module's. Pass the same `failOn`
   * that decided `fails`, or the headline and the conclusion may disagree.
   */
  summary?: Omit<MarkdownOptions, 'maxLength'>;
}

const LEVEL: Record<Annotation['level'], CheckAnnotation['level']> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice',
};

/** A workflow annotation (see {@link annotations}) as the check runs API takes it. */
export function checkAnnotation(a: Annotation, ruleDocs?: (ruleId: string) => string | undefined): CheckAnnotation {
  const line = Math.max(1, a.line);
  const title = truncateUtf8(inert(a.title), MAX_TITLE_BYTES);
  // The path is the API's data and stays exact, so the annotation lands on the real file; a
  // reader of a name that needed neutralising sees it made inert at the message's start.
  const named = inert(a.file) === a.file ? '' : `File ${inert(a.file)}: `;
  const message = named + inert(truncate(a.message, MAX_MESSAGE));
  // The API needs a message; a gate item may have an empty description.
  const text = message.trim() ? message : title.trim() ? title : '(no description)';
  const out: CheckAnnotation = {
    path: a.file,
    startLine: line,
    endLine: line,
    level: LEVEL[a.level],
    title,
    message: text,
  };
  // A finding names one column, not a span: the annotation starts and ends there.
  if (a.col !== undefined) {
    const column = Math.max(1, a.col);
    out.startColumn = column;
    out.endColumn = column;
  }
  // An annotation's message is plain text; its details carry the link to the rule's page.
  const docs = a.ruleId === undefined ? undefined : ruleDocs?.(a.ruleId);
  if (docs) out.rawDetails = `Rule ${a.ruleId}: ${docs}`;
  return out;
}

/**
 * How many characters of the title the verdict and counts should take: at 640 px GitHub's merge
 * box leaves some 460 px for the title after the icon, the check's name and the Details link,
 * about 65 characters at 7 px (14 px system font); 56 keeps a margin.
 */
export const TITLE_HEAD = 56;

/**
 * `Fails: P0 1 · P1 2 · 1 error — veto declared by .work/review.yaml`: the step's verdict (as the
 * conclusion says) and the counts that are not 0 (notices aside) in the one order of every output, first, so the
 * merge box shows them; then who declared a verdict the counts alone do not explain. No file
 * text but that path.
 */
function checkRunTitle(
  report: Pick<Report, 'findings' | 'gate'>,
  fails: boolean,
  failOn?: MarkdownOptions['failOn'],
): string {
  const word = fails ? 'Fails' : verdictWord({ ...outcomeOf(report, failOn && { failOn }), fails: false });
  const declared = declaredByWords(report.gate, inert);
  // Notices never fail a run: they are on the diff, and the title keeps its room for what does.
  return `${word}: ${countsText(report, { omitZero: true, notices: false })}${declared && ` — ${declared}`}`;
}

/** The line the summary ends with when annotations were cut; `fullReport` is our own Markdown. */
function omittedNote(omitted: number, fullReport: string): string {
  return `> ${plural(omitted, 'more annotation')} not added (a check run here holds at most ${grouped(MAX_CHECK_ANNOTATIONS)}, the most important first): ${fullReport} lists every finding.`;
}

/**
 * The report's Markdown within `maxBytes` of UTF-8. The layout (src/render/markdown.ts) folds and
 * cuts in UTF-16 units, so the length it is given shrinks until the bytes fit: by the ratio the
 * last try overshot, then, at the worst, to a third of the bytes (no unit is more than three bytes).
 * Text still over the bytes then (only when the verdict and counts alone overflow the room) loses
 * its end, which keeps the verdict first.
 */
function summaryWithin(report: Report, options: Omit<MarkdownOptions, 'maxLength'>, maxBytes: number): string {
  let maxLength = maxBytes;
  for (let attempt = 0; attempt < 4; attempt++) {
    const markdown = layout(report, options, maxLength);
    const bytes = utf8Length(markdown);
    if (bytes <= maxBytes) return markdown;
    maxLength = Math.min(maxLength - 1, Math.floor((maxLength * maxBytes) / bytes));
  }
  return truncateUtf8(layout(report, options, Math.floor(maxBytes / 3)), maxBytes);
}

/**
 * The layout without the PR comment's hidden marker: the marker finds that comment again, and a
 * check run has no use for it (dropping it only shortens the text the layout fitted).
 */
function layout(report: Report, options: Omit<MarkdownOptions, 'maxLength'>, maxLength: number): string {
  // A check run is a workflow run's: unless told where else, what it cuts is in the job summary.
  // A brief: the title is the verdict; the summary says what to do and what decides it, no more.
  const { markdown } = layoutMarkdown(report, {
    truncationNote: 'Truncated: see the job summary for the full report.',
    ...options,
    brief: true,
    maxLength,
  });
  return markdown.startsWith(`${REPORT_MARKER}\n\n`) ? markdown.slice(REPORT_MARKER.length + 2) : markdown;
}

/**
 * The check run for a report: every finding and annotated gate item as an annotation, in the
 * order of {@link annotations} (gating P0/P1 and errors first, then warnings, then notices), each
 * once, at most {@link MAX_CHECK_ANNOTATIONS}, in requests of {@link ANNOTATIONS_PER_REQUEST}. The
 * same report gives the same plan.
 */
export function planCheckRun({ report, fails, summary: options = {} }: CheckRunInput): CheckRunPlan {
  const seen = new Set<string>();
  const all: CheckAnnotation[] = [];
  for (const a of annotations(report)) {
    const annotation = checkAnnotation(a, options.ruleDocs);
    const key = annotationKey(annotation);
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(annotation);
  }
  const kept = all.slice(0, MAX_CHECK_ANNOTATIONS);
  const omitted = all.length - kept.length;
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < kept.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(kept.slice(i, i + ANNOTATIONS_PER_REQUEST));

  const note = omitted > 0 ? omittedNote(omitted, options.fullReport ?? 'the job summary') : '';
  // The note goes after the layout, so its bytes (and the blank line before it) are kept free.
  const room = CHECK_SUMMARY_MAX_BYTES - (note ? utf8Length(note) + 2 : 0);
  const markdown = summaryWithin(report, options, room);
  return {
    name: CHECK_RUN_NAME,
    conclusion: fails ? 'failure' : 'success',
    title: checkRunTitle(report, fails, options.failOn),
    summary: note ? `${markdown}\n${note}\n` : markdown,
    batches,
    total: all.length,
    omitted,
  };
}
